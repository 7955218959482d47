// The attack panel: roll with the measured range, obstruction and arcs and the chosen
// tokens; show the dice, the damage, the defender's sections after it, and the exact
// distribution of damage (the engine's, not sampled) as a bar chart. The defender's
// damage state carries over to the next attack until it is repaired.
import * as api from './api.js';
import { oddsTable } from './odds.js';
import { state, changed, shipById } from './state.js';
import { baseOf, infoOf } from './model.js';
import { words, nameOf } from './describe.js';
import { diceRow } from './dice.js';
import { sectionList, measure } from './range.js';
import { ARC_LABELS, defenderArcWords } from './ships.js';
import { setRoundState, stateOf } from './round.js';
import { crippleAfterAttack } from './cripple.js';
import { TURRET_PREFIX } from './turrets.js';
import { cardsOf, weaponsOf } from './cards.js';

const $ = (id) => document.getElementById(id);

/** Default defense dice of a standard ship when nothing else is known (the person can change it). */
const STANDARD_DEFENSE = 2;

export function setup() {
  $('roll').addEventListener('click', () => roll());
  $('repair').addEventListener('click', () => {
    const d = shipById(state.range.defenderId);
    if (d) {
      delete d.attackState;
      delete d.status;
    }
    state.attack = { value: null, error: null };
    refreshAttack();
    changed('pose');
  });
}

/** The attacker's weapon cards (its upgrades with a printed weapon: cardIndex `weapons`). */
function fillWeapons() {
  const a = shipById(state.range.attackerId);
  const list = a ? weaponsOf(a, state.edition) : [];
  const sel = $('att-weapon');
  const keep = sel.value;
  const words = (w) => `${w.name} (${w.attack} dice, range ${w.range.join('–')}${w.arc ? `, ${w.arc.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} arc` : ''})`;
  sel.replaceChildren(new Option('Primary', ''), ...list.map((w) => new Option(words(w), w.xws)));
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
}

/** Enables the panel when the engine can roll; the reinforce options follow the edition. */
export function refreshAttack() {
  const ok = api.has('resolveAttack');
  $('roll').disabled = !ok;
  const options = state.edition === '1e' ? [['', 'none'], ['fore', 'next to fore'], ['aft', 'next to aft']] : [['', 'none'], ['fullFront', 'full front'], ['fullRear', 'full rear']];
  const sel = $('def-reinforce');
  if (sel.dataset.edition !== state.edition) {
    sel.replaceChildren(...options.map(([v, t]) => new Option(t, v)));
    sel.dataset.edition = state.edition;
  }
  // The crippled side's values matter only for a defender with sections (shipInfo's 1e CR90 and Raider).
  fillWeapons();
  const d = shipById(state.range.defenderId);
  $('crippled-side').hidden = !(d && baseOf(d).sections);
  if (!ok) {
    show([Object.assign(document.createElement('p'), { className: 'unavailable', textContent: 'resolveAttack is not available in this build of the engine yet.' })]);
    $('distribution').hidden = true;
    return;
  }
  if (!state.attack.value && !state.attack.error) show(['The engine measures range, arc and obstruction between the Range panel\'s attacker and defender (with its arc and section); set the dice and tokens, then roll.']);
}

/** Dice counts from the printed values: the attacker's primary attack; 0 for a huge defender. */
export function suggestDice() {
  const d = shipById(state.range.defenderId);
  if (d) $('defense-dice').value = baseOf(d).huge ? 0 : STANDARD_DEFENSE;
  const a = shipById(state.range.attackerId);
  const stats = a && infoOf(a)?.stats;
  const attack = stats?.cards ? Math.max(...stats.cards.map((c) => c.attack)) : stats?.attack;
  if (Number.isFinite(attack) && attack > 0) $('attack-dice').value = attack;
}

function intValue(id) {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
}

/** The section a 1e attack targets: the one chosen, else the nearest one that can be targeted. */
function targetSection(d) {
  if (state.edition !== '1e' || !baseOf(d).sections) return null;
  if (state.range.section) return state.range.section;
  const ok = sectionList(state.range.value).filter((s) => s.canTarget).sort((x, y) => x.distance - y.distance);
  return ok[0]?.section ?? null;
}

/**
 * The resolveAttack request. With both ships' poses the engine measures range, arc,
 * obstruction and the defender's arcs itself (the same measureRange the Range panel
 * shows) and refuses an attack that cannot be declared; the arc and 1e section chosen
 * in the Range panel go with it.
 */
function request() {
  const r = state.range;
  const a = shipById(r.attackerId);
  const d = shipById(r.defenderId);
  const req = {
    edition: state.edition,
    attackDice: intValue('attack-dice') ?? 0,
    defenseDice: intValue('defense-dice') ?? 0,
    distribution: true,
  };
  const seed = intValue('seed');
  if (seed !== undefined) req.seed = seed;
  if (a) req.attacker = { id: a.id, ship: a.ship, pose: { ...a.pose }, tokens: { focus: $('att-focus').checked, lock: $('att-lock').checked } };
  if (d) {
    const tokens = { focus: $('def-focus').checked, evade: $('def-evade').checked };
    if ($('def-reinforce').value) tokens.reinforce = $('def-reinforce').value;
    req.defender = { id: d.id, ship: d.ship, pose: { ...d.pose }, tokens };
    const section = targetSection(d);
    if (section) req.defender.section = section;
    if (d.attackState) req.defender.state = d.attackState;
    // A huge ship in the round: its shared state (shields, damage, tokens) instead.
    if (stateOf(d)) {
      req.defender.roundState = stateOf(d);
      delete req.defender.state;
      delete req.defender.tokens;
    }
  }
  if (a && stateOf(a)) {
    req.attacker.roundState = stateOf(a);
    delete req.attacker.tokens;
  }
  if (a && d) {
    // A turret arc indicator: the arc the engine measured it in (resolveAttack takes an arc).
    // The indicator belongs to a special weapon (a hardpoint upgrade), not the primary weapon,
    // which fires only from its printed arcs (docs/weapons.md): its dice are the panel's and,
    // with no carried card behind it, the range is the default attack range, 1–3.
    // A weapon card the attacker carries (chosen, or the indicator's own upgrade) fires with
    // its printed value, range and arc (`weapon: { upgrade }`); otherwise the default 1–3.
    const indicator = r.arc?.startsWith(TURRET_PREFIX) ? r.arc.slice(TURRET_PREFIX.length) : null;
    const card = $('att-weapon').value || (indicator && cardsOf(state.edition)?.weapons.has(indicator) ? indicator : '');
    if (indicator) {
      if (r.value?.arc) req.arc = r.value.arc;
      req.weapon = { kind: 'special', attack: req.attackDice, range: [1, 3] };
    } else if (r.arc) req.arc = r.arc;
    if (card) {
      req.weapon = { upgrade: card };
      delete req.attackDice;
    }
    req.ships = state.ships.map(api.engineShip);
    req.obstacles = state.obstacles.map(api.engineObstacle);
  }
  return req;
}

/** Rolls once; keeps the defender's damage so that the next attack continues from it. */
export function roll() {
  if (!api.has('resolveAttack')) return;
  const req = request();
  const res = api.resolveAttack(req);
  state.attack = { value: res.value ?? null, error: res.error ?? null, request: req };
  if (res.error) {
    show([Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${res.error.message}` })]);
    $('distribution').hidden = true;
    return;
  }
  const v = res.value;
  const d = shipById(state.range.defenderId);
  const st = v.defender?.state;
  const a = shipById(state.range.attackerId);
  if (a && v.attacker?.roundState) setRoundState(a, v.attacker.roundState);
  let crippling = [];
  if (d && v.defender?.roundState) {
    setRoundState(d, v.defender.roundState);
    crippling = crippleAfterAttack(d, v);
  } else if (d && st) {
    d.attackState = st;
    d.status = { destroyed: !!st.destroyed, crippled: st.crippled ?? [] };
  }
  state.attack.cripple = crippling;
  show([...describe(v, req), ...crippling.map(crippleWords)]);
  chart(v.distribution, v.hits + v.crits);
  measure(); // crippled sections change what can be targeted
  changed('attack');
}

function describe(v, req) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  const g = v.geometry ?? req;
  const mods = [];
  if (g.range != null) mods.push(`range ${g.range}`);
  if (g.obstructed) mods.push(`obstructed${g.obstructedBy?.length ? ` by ${g.obstructedBy.map(nameOf).join(', ')}` : ''}`);
  if (req.arc) mods.push(`${ARC_LABELS[req.arc] ?? req.arc} arc`);
  // The defender's arcs in the Range panel's words: its measurement of the same two ships
  // (the attack's geometry is measureRange's), else the attack's own `defenderArcs`.
  const m = state.range.value;
  const sameShips = req.attacker?.id === state.range.attackerId && req.defender?.id === state.range.defenderId;
  const dName = nameOf(req.defender?.id ?? '') || 'the defender';
  if (sameShips && Array.isArray(m?.defenderArcs) && v.geometry?.measured) mods.push(defenderArcWords(m.defenderArcs, dName));
  else if (g.defenderArcs?.length) mods.push(defenderArcWords(g.defenderArcs, dName));
  if (req.defender?.section) mods.push(`targeting the ${req.defender.section} section`);
  p(`Attack: ${v.attackDice} dice against ${v.defenseDice} (${mods.join(', ') || 'no range given'}; seed ${v.seed})`, 'title');
  out.push(diceRow(v.attackRoll));
  if (v.rerolled?.length || v.attackResults?.join() !== v.attackRoll?.join()) {
    p(`After ${v.rerolled?.length ? `rerolling ${v.rerolled.length} with the lock and ` : ''}spending tokens:`, 'hint');
    out.push(diceRow(v.attackResults));
  }
  p(v.defenseRoll?.length ? 'Defense' : 'Defense: no dice', 'title');
  if (v.defenseRoll?.length) out.push(diceRow(v.defenseRoll));
  if (v.defenseResults && v.defenseResults.join() !== v.defenseRoll?.join()) {
    p('After tokens and reinforce:', 'hint');
    out.push(diceRow(v.defenseResults));
  }
  const dmg = v.hits + v.crits;
  p(`Damage: ${dmg} (${v.hits} hit${v.hits === 1 ? '' : 's'}, ${v.crits} crit${v.crits === 1 ? '' : 's'}; ${v.evades} evade${v.evades === 1 ? '' : 's'})`, dmg ? 'bad' : 'good');
  for (const step of summarizeDealt(v.dealt ?? [])) p(`• ${step}`, 'warn');
  out.push(...defenderLines(v.defender, req.defender?.id));
  return out;
}

/** What crippleSection answered after the attack (the state panel shows it too). */
function crippleWords(a) {
  const p = (text, cls) => Object.assign(document.createElement('p'), { className: cls, textContent: text });
  if (a.error) return p(`The ${a.request.section} section could not be crippled: ${a.error.message}`, 'bad');
  const v = a.value;
  return p(`Crippled: the ${a.request.section} section flips to its crippled side; ${v.energyDiscarded} energy discarded, ${v.shieldsLost} shield${v.shieldsLost === 1 ? '' : 's'} lost${v.upgradesDiscarded.length ? `, ${v.upgradesDiscarded.join(', ')} discarded` : ''}${v.destroyed ? '; the ship is destroyed' : ''}.`, 'bad');
}

const DEALT_WORDS = {
  shield: 'shield lost', facedown: 'facedown damage card', faceup: 'faceup damage card', shieldsLost: 'shields lost (card effect)',
  energyLost: 'energy lost (card effect)', lost: 'damage lost (section crippled)', crippled: 'section crippled', pendingCripple: 'section to be crippled once the huge ship has attacked', destroyed: 'ship destroyed',
};

/** What each point of damage did, counted: "2 × shield lost (fore)", "faceup damage card: Name". */
function summarizeDealt(dealt) {
  const lines = [];
  const counts = new Map();
  for (const d of dealt) {
    const where = d.section ? ` (${d.section})` : '';
    if (d.kind === 'faceup' && d.card?.name) {
      lines.push(`faceup damage card${where}: ${d.card.name}${d.precisionShot ? ' (precision shot resolved)' : ''}${d.card.text ? ` — ${d.card.text}` : ''}`);
      continue;
    }
    const key = `${DEALT_WORDS[d.kind] ?? words(d.kind)}${where}`;
    counts.set(key, (counts.get(key) ?? 0) + (d.amount ?? 1));
  }
  return [...[...counts].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)), ...lines];
}

/** The defender's sections after the attack: shields, hull, damage cards, crippled, destroyed. */
function defenderLines(def, id) {
  const st = def?.state;
  if (!st) return [];
  const lines = [];
  const p = (text, cls) => lines.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`${id ? nameOf(id) : 'Defender'} now:`, 'title');
  const pool = (name, pl) => {
    const cards = pl.damage ?? [];
    const up = cards.filter((c) => c.faceup).length;
    const crippled = st.crippled?.includes(name);
    const pending = st.pendingCripple?.includes(name);
    p(`${name === 'ship' ? 'Ship' : `${words(name)} section`}: shields ${pl.shields}, damage ${cards.length} of ${pl.hull} hull (${up} faceup)${crippled ? ', CRIPPLED' : ''}${pending ? ', to be crippled' : ''}`, crippled ? 'bad' : '');
  };
  if (st.sections) for (const [name, pl] of Object.entries(st.sections)) pool(name, pl);
  if (st.pool) pool('ship', st.pool);
  if (st.energy != null) p(`Energy ${st.energy}`);
  if (st.destroyed) p('Destroyed.', 'bad');
  return lines;
}

/** The exact distribution as bars, the rolled damage highlighted. */
function chart(dist, rolled) {
  const fig = $('distribution');
  const bars = $('chart-bars');
  const probs = dist?.damage;
  if (!Array.isArray(probs) || !probs.length) {
    fig.hidden = true;
    return;
  }
  fig.hidden = false;
  const max = Math.max(...probs, 1e-9);
  bars.replaceChildren(...probs.map((pr, k) => {
    const bar = Object.assign(document.createElement('div'), { className: `bar${k === rolled ? ' rolled' : ''}`, title: `P(damage = ${k}) = ${(pr * 100).toFixed(2)} %` });
    bar.style.height = `${(pr / max) * 100}%`;
    bar.append(Object.assign(document.createElement('span'), { textContent: `${k}` }));
    return bar;
  }));
  bars.setAttribute('aria-label', `Exact damage distribution: ${probs.map((pr, k) => `${k}: ${(pr * 100).toFixed(1)}%`).join(', ')}; expected ${dist.expected.toFixed(3)}`);
  fig.querySelector('.expected')?.remove();
  fig.querySelector('.odds')?.remove();
  fig.append(Object.assign(document.createElement('p'), { className: 'expected', textContent: `expected ${dist.expected.toFixed(2)} · rolled ${rolled}` }), oddsTable(probs, rolled));
}

function show(lines) {
  $('attack-result').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}
