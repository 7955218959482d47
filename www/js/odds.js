// The attack's odds in words and numbers: the exact damage distribution as bars and as a
// small table (exactly k, at least k), so that it can be read without hovering the chart's
// bars (a phone), and the chances that matter (chances.js) as a short list beside it.
import { state, shipById } from './state.js';

const $ = (id) => document.getElementById(id);

const pct = (p) => `${(p * 100).toFixed(1)} %`;

/** A table of P(damage = k) and P(damage ≥ k) for each k of `probs`; the rolled row marked. */
export function oddsTable(probs, rolled) {
  const table = Object.assign(document.createElement('table'), { className: 'odds' });
  const head = table.createTHead().insertRow();
  for (const h of ['damage', 'exactly', 'at least']) head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: h }));
  const body = table.createTBody();
  let atLeast = probs.reduce((a, b) => a + b, 0);
  probs.forEach((p, k) => {
    const row = body.insertRow();
    if (k === rolled) row.className = 'rolled';
    row.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: `${k}` }));
    row.insertCell().textContent = pct(p);
    row.insertCell().textContent = pct(Math.min(1, Math.max(0, atLeast)));
    atLeast -= p;
  });
  return table;
}

/**
 * The chances of `chances` (chances.js `attackChances`) as a list: crippling the targeted 1e
 * section, half health, destroyed; each item carries its exact value in `data-p`. Without
 * chances (a defender with no card and no state), a line saying why.
 */
export function chancesList(chances, { name, section }) {
  const list = Object.assign(document.createElement('ul'), { className: 'chances' });
  list.setAttribute('aria-label', 'Chances of this attack');
  const item = (key, text, p) => {
    const li = Object.assign(document.createElement('li'), { textContent: `${text}: ${pct(p)}` });
    li.dataset.chance = key;
    li.dataset.p = String(p);
    list.append(li);
  };
  if (!chances) {
    list.append(Object.assign(document.createElement('li'), { textContent: `No chances: ${name}'s hull and shields are not known (no card)` }));
    return list;
  }
  if (chances.cripple != null) item('cripple', `cripples the ${section ?? 'targeted'} section`, chances.cripple);
  const half = chances.already.halfHealth ? `at half health (already ${chances.lost} of ${chances.health} health lost)` : `brought to half health (${chances.threshold} of ${chances.health} health lost)`;
  item('halfHealth', half, chances.halfHealth);
  item('destroy', `${name} destroyed`, chances.destroy);
  return list;
}

/** The rolled damage, when the odds on show are those of the attack just rolled (same dice and tokens). */
function rolledHere(probs) {
  const r = state.attack.rolled;
  return r?.distribution && r.distribution.length === probs.length && r.distribution.every((p, k) => p === probs[k]) ? r.damage : null;
}

/** When the round chose this defender and no enemy was in range and arc: says so. */
function noTargetWords(odds) {
  const auto = state.range.auto;
  const a = shipById(odds.request.attacker?.id);
  if (!auto || auto.inRange || auto.attackerId !== a?.id || auto.defenderId !== odds.request.defender?.id) return '';
  return ` No enemy is in range and arc of ${a.name}'s primary weapon: the closest is shown.`;
}

/** The odds as bars, a table and the chances; the rolled damage highlighted; a refusal in words. */
export function chart(odds) {
  const fig = $('distribution');
  const bars = $('chart-bars');
  const probs = odds?.distribution?.damage;
  fig.querySelector('.expected')?.remove();
  fig.querySelector('.odds')?.remove();
  fig.querySelector('.chances')?.remove();
  fig.querySelector('.no-odds')?.remove();
  if (!odds) {
    fig.hidden = true;
    return;
  }
  fig.hidden = false;
  if (!Array.isArray(probs) || !probs.length) {
    bars.hidden = true;
    fig.append(Object.assign(document.createElement('p'), { className: 'no-odds', textContent: `No odds: this attack cannot be made as set${odds.error ? ` (${odds.error})` : ''}.${noTargetWords(odds)}` }));
    return;
  }
  bars.hidden = false;
  const rolled = rolledHere(probs);
  const max = Math.max(...probs, 1e-9);
  bars.replaceChildren(...probs.map((pr, k) => {
    const bar = Object.assign(document.createElement('div'), { className: `bar${k === rolled ? ' rolled' : ''}`, title: `P(damage = ${k}) = ${(pr * 100).toFixed(2)} %` });
    bar.style.height = `${(pr / max) * 100}%`;
    bar.append(Object.assign(document.createElement('span'), { textContent: `${k}` }));
    return bar;
  }));
  const dist = odds.distribution;
  bars.setAttribute('aria-label', `Exact damage distribution: ${probs.map((pr, k) => `${k}: ${(pr * 100).toFixed(1)}%`).join(', ')}; expected ${dist.expected.toFixed(3)}`);
  const note = `expected ${dist.expected.toFixed(2)}${rolled != null ? ` · rolled ${rolled}` : ''}`;
  const d = shipById(odds.request.defender?.id);
  fig.append(Object.assign(document.createElement('p'), { className: 'expected', textContent: note }), oddsTable(probs, rolled),
    chancesList(odds.chances, { name: d?.name ?? 'the defender', section: odds.request.defender?.section ?? null }));
}
