// The maneuver panel: the selected ship's dial as buttons coloured by difficulty
// (SPEC §7); hovering or focusing one asks the engine where it leads (placeMove) and
// draws it, clicking or Enter executes it.
import * as api from './api.js';
import { state, changed, shipById, selectedShip, playArea } from './state.js';
import { dialOf, baseOf } from './model.js';
import { BEARING_GLYPHS, BEARING_WORDS, maneuverWords, nameOf, describeEffect, describeChoice, words } from './describe.js';
import { diceRow } from './dice.js';

const $ = (id) => document.getElementById(id);
const COLUMNS = ['turnLeft', 'bankLeft', 'straight', 'bankRight', 'turnRight'];

/** Templates offered for a generic standard base, which has no printed dial. */
function genericDial() {
  const d = (speed, bearing) => ({ speed, bearing, difficulty: 'generic' });
  const list = [];
  for (let s = 1; s <= 5; s++) list.push(d(s, 'straight'));
  for (let s = 1; s <= 3; s++) list.push(d(s, 'bankLeft'), d(s, 'bankRight'), d(s, 'turnLeft'), d(s, 'turnRight'));
  list.push(d(3, 'koiogran'), d(4, 'koiogran'), d(2, 'segnorLeft'), d(2, 'segnorRight'), d(3, 'tallonLeft'), d(3, 'tallonRight'));
  if (state.edition === '2e') list.push(d(0, 'stationary'), d(1, 'reverseStraight'), d(1, 'reverseBankLeft'), d(1, 'reverseBankRight'));
  return list;
}

let shownFor = null;
/** The outcome text of the last executed maneuver, kept until the next preview. */
let executed = null;

export function setup() {
  $('dial').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') clearPreview();
  });
}

/** Rebuilds the buttons for the selected ship. */
export function refreshDial() {
  const s = selectedShip();
  const box = $('dial');
  const key = s ? `${state.edition}:${s.id}:${s.ship}` : null;
  if (key === shownFor) return;
  shownFor = key;
  executed = null;
  pending = null;
  box.replaceChildren();
  if (!s) {
    setOutcome(['Select a ship to see its maneuvers.']);
    return;
  }
  if (!api.has('placeMove')) {
    setOutcome([unavailable('Maneuver previews need placeMove, which is not available in this build of the engine yet.')]);
  } else {
    setOutcome([`Hover a maneuver of ${s.name} to preview it.`]);
  }
  const dial = dialOf(s);
  if (!dial && baseOf(s).huge) {
    if (!api.has('shipInfo')) setOutcome([unavailable('The printed dial comes from shipInfo, which is not available in this build of the engine yet.')]);
    return;
  }
  const entries = dial ?? genericDial();
  if (!dial) box.append(Object.assign(document.createElement('p'), { className: 'hint extra', textContent: 'A generic base has no printed dial: every template is offered.' }));
  layout(box, entries, s);
}

function layout(box, entries, s) {
  const speeds = [...new Set(entries.map((e) => e.speed))].sort((a, b) => b - a);
  for (const speed of speeds) {
    for (const col of COLUMNS) {
      const e = entries.find((x) => x.speed === speed && x.bearing === col);
      box.append(e ? button(e, s) : document.createElement('span'));
    }
    box.append(Object.assign(document.createElement('span'), { className: 'speed', textContent: `${speed}` }));
  }
  const extra = entries.filter((e) => !COLUMNS.includes(e.bearing));
  if (extra.length) {
    const row = Object.assign(document.createElement('div'), { className: 'extra' });
    row.append(...extra.map((e) => button(e, s)));
    box.append(row);
  }
}

function button(entry, s) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `move ${entry.difficulty}`;
  const energy = entry.energy ? ` +${entry.energy}⚡` : '';
  b.textContent = `${BEARING_GLYPHS[entry.bearing] ?? '?'}${entry.speed}`;
  if (energy) b.append(Object.assign(document.createElement('small'), { textContent: energy.trim() }));
  const what = `${maneuverWords(entry)}, ${entry.difficulty}${entry.energy ? `, gains ${entry.energy} energy` : ''}`;
  b.setAttribute('aria-label', what);
  b.title = what;
  b.dataset.maneuver = `${entry.speed}:${entry.bearing}`;
  b.addEventListener('pointerenter', () => preview(s.id, entry, b));
  b.addEventListener('focus', () => preview(s.id, entry, b));
  b.addEventListener('pointerleave', () => clearPreview());
  b.addEventListener('blur', () => clearPreview());
  b.addEventListener('click', () => execute(s.id, entry));
  return b;
}

function moveRequest(s, entry, extra = {}) {
  const { width, height } = playArea();
  const maneuver = { speed: entry.speed, bearing: entry.bearing };
  if (entry.difficulty !== 'generic') maneuver.difficulty = entry.difficulty;
  return {
    edition: state.edition,
    ship: api.engineShip(s),
    maneuver,
    ships: state.ships.filter((o) => o.id !== s.id).map(api.engineShip),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
    ...extra,
  };
}

const sameManeuver = (a, b) => a && b && a.speed === b.speed && a.bearing === b.bearing;

/** Asks the engine where `entry` leads and draws it. */
export function preview(shipId, entry, el) {
  const s = shipById(shipId);
  if (!s || pending) return;
  for (const x of document.querySelectorAll('.move.active')) x.classList.remove('active');
  el?.classList.add('active');
  if (!api.has('placeMove')) {
    setOutcome([unavailable(`${maneuverWords(entry)}: placeMove is not available in this build of the engine yet.`)]);
    return;
  }
  const r = api.placeMove(moveRequest(s, entry));
  state.preview = { shipId, maneuver: entry, value: r.value ?? null, error: r.error ?? null };
  setOutcome(r.error ? [errorLine(r.error)] : describeMove(r.value, entry));
  changed('preview');
}

export function clearPreview() {
  for (const x of document.querySelectorAll('.move.active')) x.classList.remove('active');
  if (!state.preview || pending) return;
  state.preview = null;
  if (executed) setOutcome(executed);
  changed('preview');
}

/** How many of the engine's placement options (nearest first) are offered as buttons. */
export const PLACEMENT_SPOTS = 6;

/** A maneuver being executed that waits for a player's choice (a section, a placement). */
let pending = null;

/**
 * Executes the maneuver with the seed of its preview (so the dice rolled are the ones
 * shown); when the rules leave a choice to a player, asks for it first.
 */
export function execute(shipId, entry) {
  const s = shipById(shipId);
  if (!s || !api.has('placeMove')) return;
  const seed = sameManeuver(state.preview?.maneuver, entry) && state.preview.shipId === shipId ? state.preview.value?.seed : undefined;
  pending = { shipId, entry, seed, choices: { sections: {}, placements: {} } };
  run();
}

function run() {
  const { shipId, entry, seed, choices } = pending;
  const s = shipById(shipId);
  const extra = { choices };
  if (seed !== undefined) extra.seed = seed;
  const r = api.placeMove(moveRequest(s, entry, extra));
  if (r.error) {
    pending = null;
    setOutcome([errorLine(r.error)]);
    return;
  }
  pending.seed = r.value.seed;
  const open = r.value.outcome?.choices ?? [];
  if (open.length) {
    state.preview = { shipId, maneuver: entry, value: r.value, choosing: true, highlight: null };
    setOutcome([...describeMove(r.value, entry), ...choiceControls(open)]);
    changed('preview');
    return;
  }
  pending = null;
  apply(s, r.value, entry);
}

/** Buttons for each open choice: the options the engine lists as legal. */
function choiceControls(open) {
  const out = [];
  const c = open[0];
  const box = Object.assign(document.createElement('div'), { className: 'choice', role: 'group' });
  box.setAttribute('aria-label', describeChoice(c));
  box.append(Object.assign(document.createElement('p'), { className: 'title', textContent: `Choice needed: ${describeChoice(c)}` }));
  const shown = c.type === 'placement' ? c.options.slice(0, PLACEMENT_SPOTS) : c.options;
  if (shown.length < c.options.length) box.append(Object.assign(document.createElement('p'), { className: 'hint', textContent: `The ${shown.length} nearest of ${c.options.length} legal spots the engine lists:` }));
  shown.forEach((opt, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    if (c.type === 'section') {
      b.textContent = `${opt} section`;
      b.addEventListener('click', () => choose(() => (pending.choices.sections[c.target] = opt)));
    } else {
      b.textContent = `spot ${i + 1}`;
      b.title = `x ${opt.x.toFixed(0)}, y ${opt.y.toFixed(0)}, heading ${opt.heading.toFixed(0)}°`;
      const mark = (on) => {
        if (state.preview) state.preview.highlight = on ? { target: c.target, index: i } : null;
        changed('preview');
      };
      b.addEventListener('pointerenter', () => mark(true));
      b.addEventListener('focus', () => mark(true));
      b.addEventListener('pointerleave', () => mark(false));
      b.addEventListener('blur', () => mark(false));
      b.addEventListener('click', () => choose(() => (pending.choices.placements[c.target] = opt)));
    }
    box.append(b);
  });
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel the maneuver' });
  cancel.addEventListener('click', () => {
    pending = null;
    state.preview = null;
    setOutcome(['Maneuver cancelled.']);
    changed('preview');
  });
  box.append(cancel);
  out.push(box);
  return out;
}

function choose(set) {
  if (!pending) return;
  set();
  run();
}

/**
 * Applies an executed maneuver to the scene: the ship's final pose and energy, tokens
 * and damage the effects give, ships placed again, ships destroyed, obstacles removed.
 */
function apply(s, v, entry) {
  s.pose = { ...v.pose };
  if (v.energy) tokensOf(s).energy = v.energy.after;
  for (const e of v.outcome?.effects ?? []) applyEffect(e);
  const notes = [];
  for (const id of v.destroyed ?? []) {
    if (shipById(id)) notes.push(note(`${nameOf(id)} is destroyed and taken off the table.`));
    state.ships = state.ships.filter((x) => x.id !== id);
  }
  for (const id of v.removedObstacles ?? []) {
    if (state.obstacles.some((o) => o.id === id)) notes.push(note(`${nameOf(id)} is taken off the table.`));
    state.obstacles = state.obstacles.filter((o) => o.id !== id);
  }
  executed = [Object.assign(document.createElement('p'), { className: 'title', textContent: `Executed by ${s.name}:` }), ...describeMove(v, entry), ...notes];
  state.preview = null;
  setOutcome(executed);
  changed(notes.length ? 'scene' : 'pose');
  changed('poseEnd');
}

function tokensOf(ship) {
  ship.rules = ship.rules ?? {};
  return ship.rules;
}

function applyEffect(e) {
  const target = shipById(e.target);
  if (!target) return;
  const t = tokensOf(target);
  if (e.type === 'stress') t.stress = (t.stress ?? 0) + e.count;
  else if (e.type === 'stressRemoved') t.stress = Math.max(0, (t.stress ?? 0) - e.count);
  else if (e.type === 'jam') target.jam = (target.jam ?? 0) + e.count;
  else if (e.type === 'placed') target.pose = { ...e.pose };
  else if (e.type === 'damage') {
    target.overlapDamage = target.overlapDamage ?? { hits: 0, crits: 0 };
    target.overlapDamage.hits += e.hits;
    target.overlapDamage.crits += e.crits;
  }
}

const note = (text) => Object.assign(document.createElement('p'), { className: 'warn', textContent: text });

/** The rule outcome of a placeMove answer as lines for the panel. */
export function describeMove(v, entry) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`${maneuverWords(entry)} (${entry.difficulty})`, 'title');
  const ex = v.executed;
  if (ex && (ex.speed !== entry.speed || ex.bearing !== entry.bearing)) p(`Speed reduced: executes ${maneuverWords(ex)} instead.`, 'warn');
  const ip = v.intendedPose;
  if (ip && (Math.abs(ip.x - v.pose.x) > 1e-6 || Math.abs(ip.y - v.pose.y) > 1e-6 || Math.abs(ip.heading - v.pose.heading) > 1e-6)) {
    p(`Ends short of the dial's position (dotted outline): x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`, 'warn');
  } else {
    p(`Ends at x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`);
  }
  if (v.fled || v.outsidePlayArea) p('The ship leaves the play area: it has fled.', 'bad');
  if (v.overlaps?.length) {
    p(`Overlaps ${v.overlaps.map((o) => `${nameOf(o.id)}${o.sections?.length ? ` (${o.sections.join(' and ')})` : ''}`).join(', ')}.`, 'bad');
  } else {
    p('No overlap.', 'good');
  }
  const o = v.outcome ?? {};
  p(o.skipAction ? 'Skips its Perform Action step.' : 'Does not skip its action.', o.skipAction ? 'bad' : '');
  if (v.energy) {
    const d = v.energy.after - v.energy.before;
    p(`Energy ${v.energy.before} → ${v.energy.after}${d > 0 ? ` (gains ${d})` : d < 0 ? ` (spends ${-d})` : ''}${v.energy.red ? `; red maneuver: ${words(v.energy.red)}` : ''}.`, d < 0 ? 'warn' : 'good');
  }
  for (const e of o.effects ?? []) {
    if (e.type === 'energy' && v.energy) continue;
    p(`• ${describeEffect(e)}`, e.type === 'roll' ? '' : 'warn');
    if (e.type === 'roll') out.push(diceRow(e.faces));
  }
  if (!pending) for (const c of o.choices ?? []) p(`Choice when executed: ${describeChoice(c)}`, 'hint');
  return out;
}

function setOutcome(lines) {
  $('move-outcome').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}

function unavailable(text) {
  return Object.assign(document.createElement('p'), { className: 'unavailable', textContent: text });
}

function errorLine(e) {
  return Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${e.message}` });
}

export { BEARING_WORDS };
