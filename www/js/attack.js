// The attack panel: roll with the measured range and obstruction and the chosen
// tokens; show the dice, the damage, the defender's sections after it, and the exact
// distribution of damage (the engine's, not sampled) as a bar chart.
import * as api from './api.js';
import { state, changed, shipById } from './state.js';
import { baseOf, infoOf } from './model.js';
import { describeObject, words } from './describe.js';
import { diceRow } from './dice.js';

const $ = (id) => document.getElementById(id);

export function setup() {
  $('roll').addEventListener('click', () => roll());
  $('repair').addEventListener('click', () => {
    const d = shipById(state.range.defenderId);
    if (d) {
      delete d.rules;
      delete d.status;
      changed('pose');
    }
    state.attack = { value: null, error: null };
    refreshAttack();
  });
}

/** Enables the panel when the engine can roll; suggests dice counts for the defender. */
export function refreshAttack() {
  const ok = api.has('resolveAttack');
  $('roll').disabled = !ok;
  if (!ok) {
    show([Object.assign(document.createElement('p'), { className: 'unavailable', textContent: 'resolveAttack is not available in this build of the engine yet.' })]);
    $('distribution').hidden = true;
    return;
  }
  if (!state.attack.value && !state.attack.error) show(['Measure a range, then roll. The range band and obstruction come from the measurement.']);
}

/** Default defense dice: 0 for huge ships (agility 0, SPEC §6), else what the person set. */
export function suggestDice() {
  const d = shipById(state.range.defenderId);
  if (d && baseOf(d).huge) $('defense-dice').value = 0;
  const a = shipById(state.range.attackerId);
  const attack = a && infoOf(a)?.stats?.attack;
  if (Number.isFinite(attack)) $('attack-dice').value = attack;
}

function intValue(id) {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
}

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
  if (r.value && r.value.range != null) req.range = r.value.range;
  if (r.value) req.obstructed = !!r.value.obstructed;
  const seed = intValue('seed');
  if (seed !== undefined) req.seed = seed;
  if (a) req.attacker = { ...api.engineShip(a), tokens: tokens('att', ['focus', 'lock']) };
  if (d) {
    req.defender = { ...api.engineShip(d), tokens: tokens('def', ['focus', 'evade', 'reinforce']) };
    if (r.section) req.defender.section = r.section;
  }
  return req;
}

function tokens(prefix, names) {
  const t = {};
  for (const n of names) if ($(`${prefix}-${n}`).checked) t[n] = 1;
  return t;
}

/** Rolls once; keeps the defender's damage so that the next attack continues from it. */
export function roll() {
  if (!api.has('resolveAttack')) return;
  const res = api.resolveAttack(request());
  state.attack = { value: res.value ?? null, error: res.error ?? null };
  if (res.error) {
    show([Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${res.error.message}` })]);
    $('distribution').hidden = true;
    return;
  }
  const v = res.value;
  const d = shipById(state.range.defenderId);
  if (d && v.defender && typeof v.defender === 'object') {
    d.rules = { ...(d.rules ?? {}), ...stateToCarry(v.defender) };
    d.status = { destroyed: !!v.defender.destroyed, crippled: crippledSections(v.defender) };
  }
  show(describe(v));
  chart(v.distribution, v.hits + v.crits);
  changed('attack');
}

/** The parts of the defender's answer that are its state (damage), to send with the next attack. */
function stateToCarry(def) {
  const { id, ship, pose, ...rest } = def;
  return rest;
}

function crippledSections(def) {
  const secs = def.sections;
  if (Array.isArray(secs)) return secs.filter((s) => s.crippled).map((s) => s.section ?? s.name);
  if (secs && typeof secs === 'object') return Object.entries(secs).filter(([, s]) => s?.crippled).map(([k]) => k);
  return def.crippled ? ['ship'] : [];
}

function describe(v) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`Attack (seed ${v.seed})`, 'title');
  out.push(diceRow(v.attackRoll));
  p(v.defenseRoll?.length ? 'Defense' : 'Defense: no dice', 'title');
  if (v.defenseRoll?.length) out.push(diceRow(v.defenseRoll));
  const dmg = v.hits + v.crits;
  p(`Damage: ${dmg} (${v.hits} hit${v.hits === 1 ? '' : 's'}, ${v.crits} crit${v.crits === 1 ? '' : 's'})`, dmg ? 'bad' : 'good');
  out.push(...defenderLines(v.defender));
  for (const [k, val] of Object.entries(v)) {
    if (!['seed', 'attackRoll', 'defenseRoll', 'hits', 'crits', 'defender', 'distribution'].includes(k)) p(`${words(k)}: ${typeof val === 'object' ? describeObject(val) : val}`, 'hint');
  }
  return out;
}

/** The defender's sections after the attack: shields, hull, crippled, destroyed. */
function defenderLines(def) {
  if (!def || typeof def !== 'object') return [];
  const lines = [];
  const p = (text, cls) => lines.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  if (def.destroyed) p('The defender is destroyed.', 'bad');
  const secs = Array.isArray(def.sections) ? def.sections : def.sections ? Object.entries(def.sections).map(([section, s]) => ({ section, ...s })) : [];
  for (const s of secs) p(`${words(s.section ?? s.name ?? 'ship')}: ${sectionWords(s)}`, s.crippled ? 'bad' : '');
  if (!secs.length) {
    const rest = Object.entries(def).filter(([k]) => !['id', 'ship', 'pose', 'destroyed', 'sections'].includes(k));
    if (rest.length) p(rest.map(([k, val]) => `${words(k)} ${typeof val === 'object' ? describeObject(val) : val}`).join(', '));
  }
  return lines;
}

function sectionWords(s) {
  return Object.entries(s)
    .filter(([k]) => k !== 'section' && k !== 'name')
    .map(([k, val]) => (typeof val === 'boolean' ? (val ? words(k) : '') : `${words(k)} ${typeof val === 'object' ? describeObject(val) : val}`))
    .filter(Boolean)
    .join(', ');
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
  fig.append(Object.assign(document.createElement('p'), { className: 'expected', textContent: `expected ${dist.expected.toFixed(2)} · yours ${rolled}` }));
}

function show(lines) {
  $('attack-result').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}
