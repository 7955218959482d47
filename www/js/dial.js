// The maneuver panel: the selected ship's dial as buttons coloured by difficulty
// (SPEC §7); hovering or focusing one asks the engine where it leads (placeMove) and
// draws it, clicking or Enter executes it.
import * as api from './api.js';
import { state, changed, shipById, selectedShip, playArea } from './state.js';
import { dialOf, baseOf } from './model.js';
import { BEARING_GLYPHS, BEARING_WORDS, maneuverWords, nameOf, describeObject } from './describe.js';

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

function moveRequest(s, entry) {
  const { width, height } = playArea();
  return {
    edition: state.edition,
    ship: api.engineShip(s),
    maneuver: { speed: entry.speed, bearing: entry.bearing },
    ships: state.ships.filter((o) => o.id !== s.id).map(api.engineShip),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
  };
}

/** Asks the engine where `entry` leads and draws it. */
export function preview(shipId, entry, el) {
  const s = shipById(shipId);
  if (!s) return;
  for (const x of document.querySelectorAll('.move.active')) x.classList.remove('active');
  el?.classList.add('active');
  if (!api.has('placeMove')) {
    setOutcome([unavailable(`${maneuverWords(entry)}: placeMove is not available in this build of the engine yet.`)]);
    return;
  }
  const r = api.placeMove(moveRequest(s, entry));
  state.preview = { shipId, maneuver: entry, value: r.value ?? null, error: r.error ?? null };
  setOutcome(r.error ? [errorLine(r.error)] : describeMove(r.value, entry), true);
  changed('preview');
}

export function clearPreview() {
  for (const x of document.querySelectorAll('.move.active')) x.classList.remove('active');
  if (!state.preview) return;
  state.preview = null;
  if (executed) setOutcome(executed);
  changed('preview');
}

/** Executes the maneuver: the ship takes the engine's final pose; pieces it removes go. */
export function execute(shipId, entry) {
  const s = shipById(shipId);
  if (!s || !api.has('placeMove')) return;
  const r = api.placeMove(moveRequest(s, entry));
  if (r.error) {
    setOutcome([errorLine(r.error)]);
    return;
  }
  s.pose = { ...r.value.pose };
  const removed = applyRemovals(r.value);
  executed = [Object.assign(document.createElement('p'), { className: 'title', textContent: `Executed by ${s.name}:` }), ...describeMove(r.value, entry), ...removed];
  state.preview = null;
  setOutcome(executed);
  changed('pose');
  changed('poseEnd');
}

/**
 * Pieces the outcome takes off the table: effects naming a destroyed ship or a removed
 * obstacle. Set-aside ships stay until the person places them (their choice).
 */
function applyRemovals(v) {
  const notes = [];
  for (const e of v.outcome?.effects ?? []) {
    const kind = String(e.type ?? e.kind ?? e.effect ?? '');
    const id = e.id ?? e.ship ?? e.obstacle ?? e.target;
    if (!id || !/destroy|remove/i.test(kind)) continue;
    const before = state.ships.length + state.obstacles.length;
    state.ships = state.ships.filter((x) => x.id !== id);
    state.obstacles = state.obstacles.filter((x) => x.id !== id);
    if (state.ships.length + state.obstacles.length < before) notes.push(Object.assign(document.createElement('p'), { className: 'warn', textContent: `${id} taken off the table.` }));
  }
  if (notes.length) changed('scene');
  return notes;
}

/** The rule outcome of a placeMove answer as lines for the panel. */
export function describeMove(v, entry) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`${maneuverWords(entry)} (${entry.difficulty})${entry.energy ? `: gains ${entry.energy} energy` : ''}`, 'title');
  const ex = v.executed;
  if (ex && (ex.speed !== entry.speed || ex.bearing !== entry.bearing)) p(`Speed reduced: executes ${maneuverWords(ex)} instead.`, 'warn');
  const ip = v.intendedPose;
  if (ip && (Math.abs(ip.x - v.pose.x) > 1e-6 || Math.abs(ip.y - v.pose.y) > 1e-6 || Math.abs(ip.heading - v.pose.heading) > 1e-6)) {
    p(`Ends short of the dial's position (dotted outline): x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`, 'warn');
  } else {
    p(`Ends at x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`);
  }
  if (v.overlaps?.length) {
    p(`Overlaps ${v.overlaps.map((o) => `${nameOf(o.id)}${o.sections?.length ? ` (${o.sections.join(' and ')})` : ''}`).join(', ')}.`, 'bad');
  } else {
    p('No overlap.', 'good');
  }
  const o = v.outcome ?? {};
  p(o.skipAction ? 'Skips its Perform Action step.' : 'Does not skip its action.', o.skipAction ? 'bad' : '');
  for (const e of o.effects ?? []) p(`• ${describeObject(e)}`, 'warn');
  for (const c of o.choices ?? []) p(`Choice: ${describeObject(c)}`, 'hint');
  for (const [k, val] of Object.entries(v)) {
    if (!['pose', 'intendedPose', 'executed', 'footprint', 'template', 'overlaps', 'outcome'].includes(k) && typeof val !== 'object') p(`${k}: ${val}`, 'hint');
  }
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
