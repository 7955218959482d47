// The 1e Energy steps a person takes after Gain Energy (docs/round.md `energyStep`; seed
// 003 "Energy Steps in the Activation Phase"): Allocate Energy moves energy tokens from
// the ship card to a card with an energy limit, Use Energy spends a card's "Energy:"
// cost once per round. The person lists the ship's cards with an energy limit (a name and
// the printed limit; the engine checks the state) and names the card they use; an imported
// squad's cards also go to the engine with the ship (api.js `engineShip`), which applies
// their printed effects. Every number comes from the engine's answer.
import { state, changed } from './state.js';
import { call, roundShip, stateOf, isHuge, setRoundState, checkedState, refusalOf } from './round.js';

const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
const $ = (id) => document.getElementById(id);

function show(text, cls) {
  $('energy-result').replaceChildren(el('p', { className: cls, textContent: text }));
}

function done(s, r, text) {
  if (r.error) {
    show(`The engine refused: ${r.error.message}`, 'bad');
    return;
  }
  setRoundState(s, r.value.state);
  show(text(r.value), 'good');
  changed('round');
  changed('poseEnd');
}

function addCard(s, name, limit) {
  const r = checkedState(s, { upgrades: [...stateOf(s).upgrades, { name, energy: 0, energyLimit: limit }] });
  done(s, r, () => `${name}: a card with an energy limit of ${limit} is equipped.`);
}

function removeCard(s, name) {
  const r = checkedState(s, { upgrades: stateOf(s).upgrades.filter((u) => u.name !== name) });
  done(s, r, () => `${name}: removed (its energy goes with it).`);
}

/** One energyStep step on the ship's state. */
function step(s, st) {
  return call('energyStep', { edition: state.edition, ship: roundShip(s), steps: [st] });
}

function allocate(s, upgrade, amount) {
  done(s, step(s, { type: 'allocate', upgrade, amount }), (v) => {
    const u = v.state.upgrades.find((x) => x.name === upgrade);
    return `Allocate energy: ${amount} from the ship card (${v.steps[0].energyBefore} → ${v.steps[0].energyAfter}) to ${upgrade}, which holds ${u?.energy} of its limit ${u?.energyLimit}.`;
  });
}

function use(s, card, cost) {
  done(s, step(s, { type: 'use', card, cost }), (v) => {
    const u = v.state.upgrades.find((x) => x.name === card);
    const from = u ? `${card} (now ${u.energy} of ${u.energyLimit})` : `the ship card (${v.steps[0].energyBefore} → ${v.steps[0].energyAfter})`;
    return `Use energy: ${card} spends ${cost} from ${from}; once this round.`;
  });
}

function numberInput(id, value, label, min = 0) {
  const input = el('input', { type: 'number', id, min, max: 20, step: 1, value: String(value) });
  input.inputMode = 'numeric';
  const l = el('label', { textContent: `${label} ` });
  l.append(input);
  return [l, input];
}

function button(id, text, fn) {
  const b = el('button', { type: 'button', id, textContent: text });
  b.addEventListener('click', fn);
  return b;
}

/** The rows for the selected huge ship in 1e (in 2e: the engine's refusal of the steps, in a line). */
export function energyControls(s) {
  if (!s || !isHuge(s)) return [];
  const no = refusalOf(s, 'energyCards', {}, [{ type: 'use', card: 'probe', cost: 0 }]);
  if (no) return [];
  const st = stateOf(s);
  const rows = [el('p', { className: 'title', textContent: 'Energy cards (1e: Allocate and Use Energy)' })];
  for (const u of st.upgrades) {
    const row = el('div', { className: 'turret-row' });
    row.dataset.card = u.name;
    const used = st.used.energyCards.includes(u.name);
    row.append(el('span', { className: 'energy-now', textContent: `${u.name}: ${u.energy} / ${u.energyLimit}${used ? ' · used this round' : ''}` }),
      button(`remove-${u.name}`, 'Remove', () => removeCard(s, u.name)));
    rows.push(row);
  }
  const add = el('div', { className: 'turret-row' });
  const name = el('input', { type: 'text', id: 'energy-card-name', value: `Upgrade ${st.upgrades.length + 1}` });
  name.setAttribute('aria-label', 'Card with an energy limit');
  const [limitLabel, limit] = numberInput('energy-card-limit', 2, 'limit', 1);
  add.append(name, limitLabel, button('energy-card-add', 'Add card', () => addCard(s, name.value.trim(), Number(limit.value))));
  rows.push(add);
  if (st.upgrades.length) {
    const alloc = el('div', { className: 'turret-row' });
    const to = el('select', { id: 'allocate-to' });
    to.setAttribute('aria-label', 'Allocate to');
    for (const u of st.upgrades) to.append(new Option(u.name, u.name));
    const [amountLabel, amount] = numberInput('allocate-amount', 1, 'amount', 1);
    alloc.append(to, amountLabel, button('allocate', 'Allocate', () => allocate(s, to.value, Number(amount.value))));
    rows.push(alloc);
  }
  const useRow = el('div', { className: 'turret-row' });
  const card = el('input', { type: 'text', id: 'use-card', value: st.upgrades[0]?.name ?? '', placeholder: 'card with "Energy:"' });
  card.setAttribute('aria-label', 'Card used (its "Energy:" header)');
  card.setAttribute('list', 'use-card-names');
  const names = el('datalist', { id: 'use-card-names' });
  for (const u of st.upgrades) names.append(new Option(u.name, u.name));
  const [costLabel, cost] = numberInput('use-cost', 1, 'cost');
  useRow.append(card, names, costLabel, button('use-energy', 'Use', () => use(s, card.value.trim(), Number(cost.value))));
  rows.push(useRow);
  return rows;
}
