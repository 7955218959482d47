// The maneuver panel: the selected ship's dial as buttons coloured by difficulty
// (docs/conventions.md §7); hovering or focusing one asks the engine where it leads (placeMove) and
// draws it, clicking or Enter executes it.
import * as api from './api.js';
import { state, changed, shipById, selectedShip } from './state.js';
import { dialOf, baseOf } from './model.js';
import { BEARING_GLYPHS, maneuverWords } from './describe.js';
import { panel, moveRequest, setOutcome, unavailable, errorLine } from './move-panel.js';
import { describeMove } from './move-words.js';
import { execute } from './execute.js';

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
  panel.executed = null;
  panel.pending = null;
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

/** Asks the engine where `entry` leads and draws it. */
export function preview(shipId, entry, el) {
  const s = shipById(shipId);
  if (!s || panel.pending) return;
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
  if (!state.preview || panel.pending) return;
  state.preview = null;
  if (panel.executed) setOutcome(panel.executed);
  changed('preview');
}

