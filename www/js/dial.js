// The maneuver panel: the selected ship's dial as buttons coloured by difficulty
// (docs/conventions.md §7); hovering or focusing one asks the engine where it leads (placeMove) and
// draws it, clicking or Enter executes it.
import * as api from './api.js';
import { state, changed, shipById, selectedShip } from './state.js';
import { dialOf, baseOf, footprintOf, outlineOf } from './model.js';
import { frameRect, camera } from './view.js';
import { bounds } from './geometry.js';
import { BEARING_GLYPHS, maneuverWords } from './describe.js';
import { panel, moveRequest, setOutcome, unavailable, errorLine, sameManeuver } from './move-panel.js';
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
/** The last pointer pressed on a dial button, to tell a tap from a click or Enter. */
let lastPointer = null;
/** How long after a touch pointerdown its click (and focus) count as a tap, ms. */
const TAP_WINDOW_MS = 1500;

const recentTouch = () => lastPointer && lastPointer.type !== 'mouse' && performance.now() - lastPointer.at < TAP_WINDOW_MS;
/**
 * Whether `entry` of the ship is the preview on show, from the table as it stands now (an
 * undo or a moved piece since makes it an old preview, which a click must not fly).
 */
function isPreviewed(shipId, entry) {
  const p = state.preview;
  if (p?.shipId !== shipId || !sameManeuver(p.maneuver, entry) || !p.value) return false;
  const s = shipById(shipId);
  return !!s && p.key === JSON.stringify(moveRequest(s, entry));
}
/**
 * Whether the maneuver was already previewed when the pointer went down on its button:
 * the focus that a press gives a button previews it too, and a click must not fly a
 * maneuver whose preview only flashed up under the press (after an execution, say).
 */
let armedAtDown = null;

/** Seeds of the previews shown, by request (the table, the ship, the maneuver): see seedFor. */
const seeds = new Map();
/** How many previewed requests keep their seed (the oldest is forgotten first). */
const SEEDS_KEPT = 256;

/**
 * The seed of a preview: chosen the first time this maneuver is previewed from this table
 * and kept, so that hovering, focusing and tapping again show the same dice, and the
 * execution (which passes the preview's seed) rolls the dice the player saw.
 */
function seedFor(key) {
  let seed = seeds.get(key);
  if (seed === undefined) {
    seed = crypto.getRandomValues(new Uint32Array(1))[0];
    seeds.set(key, seed);
    if (seeds.size > SEEDS_KEPT) seeds.delete(seeds.keys().next().value);
  }
  return seed;
}

/** A tap: preview, and offer Execute and Cancel buttons beside the outcome. */
function previewForTouch(shipId, entry, el) {
  preview(shipId, entry, el);
  if (!state.preview || state.preview.shipId !== shipId) return;
  state.preview.byTouch = true;
  if (!state.preview.value) return;
  const row = Object.assign(document.createElement('div'), { className: 'confirm' });
  const go = Object.assign(document.createElement('button'), { type: 'button', className: 'primary', textContent: `Execute ${maneuverWords(entry)}` });
  go.addEventListener('click', () => execute(shipId, entry));
  const no = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel' });
  no.addEventListener('click', () => {
    state.preview.byTouch = false;
    clearPreview();
    setOutcome(['Preview cancelled.']);
  });
  row.append(go, no);
  const over = document.getElementById('over-table');
  over.replaceChildren(row);
  over.hidden = false;
  framePreview(over);
}

/** Margin kept around a framed preview, CSS px (room for the ship's name under the ghost). */
const PREVIEW_MARGIN = 24;

/**
 * The bar never covers what it asks to confirm: when the ship, its template or tool, its
 * ghost or a piece it overlaps lies under the bar (or off the table), the view pans and
 * zooms (only then) to show them all above it.
 */
function framePreview(over) {
  const p = state.preview;
  const s = p && shipById(p.shipId);
  if (!s || !p.value) return;
  const v = p.value;
  const others = (v.overlaps ?? []).map((o) => shipById(o.id)).filter(Boolean).flatMap((o) => outlineOf(o));
  const points = [...outlineOf(s), ...(v.template ?? []), ...(v.footprint?.length ? v.footprint : footprintOf(s, v.pose)).flatMap((f) => f.points), ...others];
  const table = document.getElementById('table').getBoundingClientRect();
  const covered = Math.max(0, table.bottom - over.getBoundingClientRect().top);
  // Pans, zooming out if it must, never in (the player chose the zoom).
  if (frameRect(bounds(points), covered, { margin: PREVIEW_MARGIN, maxZoom: Math.max(1, camera.zoom) })) changed('view');
}

/** Hides the touch Execute bar once its preview is gone (executed, cancelled, another piece moved). */
export function syncConfirm() {
  const over = document.getElementById('over-table');
  if (over.querySelector('.confirm') && !state.preview?.byTouch) {
    over.replaceChildren();
    over.hidden = true;
  }
}

export function setup() {
  $('dial').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') clearPreview();
  });
  // While the pointer or the focus is in the dial, the outcome below it never shrinks, so
  // that nothing (a scroll clamped by a shorter panel) moves the buttons under the pointer.
  const dialPanel = $('dial-panel');
  const hold = (on) => {
    panel.holdHeight = on;
    if (!on) $('move-outcome').style.minHeight = '';
  };
  dialPanel.addEventListener('pointerenter', () => hold(true));
  dialPanel.addEventListener('focusin', () => hold(true));
  dialPanel.addEventListener('pointerleave', () => !dialPanel.contains(document.activeElement) && hold(false));
  dialPanel.addEventListener('focusout', (e) => !dialPanel.contains(e.relatedTarget) && !dialPanel.matches(':hover') && hold(false));
}

/**
 * An Epic wing's ships fly on one dial, the leader's (Epic Battles Rules Reference › Wings):
 * the words that send the player to the wing's dial for a leader with wingmates or a
 * wingmate in formation, or null for a ship that flies on its own.
 */
function wingRole(s) {
  const mates = (id) => state.ships.filter((x) => x.epic?.leader === id && !x.epic.split);
  if (s.epic?.wing === 'leader' && mates(s.id).length) return `${s.name} leads a wing: it flies with its ${mates(s.id).length} wingmates, on the wing's dial (Epic panel, Wing).`;
  const leader = s.epic?.leader && !s.epic.split ? shipById(s.epic.leader) : null;
  if (leader?.epic?.wing === 'leader') return `${s.name} flies in ${leader.name}'s wing: on the wing's dial (Epic panel, Wing).`;
  return null;
}

/** A button that brings the wing's dial into view. */
function wingDialLink() {
  const b = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Show the wing\'s dial' });
  b.addEventListener('click', () => {
    const dial = document.getElementById('epic-wing-dial');
    dial?.scrollIntoView({ block: 'center' });
  });
  return b;
}

/** Rebuilds the buttons for the selected ship. */
export function refreshDial() {
  const s = selectedShip();
  const box = $('dial');
  const wing = s ? wingRole(s) : null;
  const key = s ? `${state.edition}:${s.id}:${s.ship}:${wing ?? ''}` : null;
  if (key === shownFor) return;
  shownFor = key;
  panel.executed = null;
  panel.pending = null;
  box.replaceChildren();
  if (!s) {
    setOutcome(['Select a ship to see its maneuvers.']);
    return;
  }
  if (wing) {
    setOutcome([wing, wingDialLink()]);
    return;
  }
  if (!api.has('placeMove')) {
    setOutcome([unavailable('Maneuver previews need placeMove, which is not available in this build of the engine yet.')]);
  } else {
    setOutcome([`Hover (or tap) a maneuver of ${s.name} to preview it.`]);
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
  // A mouse previews on hover and executes on click; a finger (or pen) previews on the
  // first tap and executes on a second tap of the same maneuver or on the Execute button.
  b.addEventListener('pointerdown', (e) => {
    lastPointer = { type: e.pointerType, at: performance.now() };
    armedAtDown = { el: b, armed: isPreviewed(s.id, entry) };
  });
  b.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && preview(s.id, entry, b));
  b.addEventListener('focus', () => !recentTouch() && preview(s.id, entry, b));
  b.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && clearPreview());
  b.addEventListener('blur', () => !state.preview?.byTouch && clearPreview());
  // A click (a tap, Enter) flies the maneuver only when its preview was on show before it:
  // otherwise (the first tap, a click just after an execution) it previews it.
  b.addEventListener('click', (e) => {
    const byPointer = e.detail > 0 && armedAtDown?.el === b;
    const armed = byPointer ? armedAtDown.armed && isPreviewed(s.id, entry) : isPreviewed(s.id, entry);
    armedAtDown = null;
    if (armed) execute(s.id, entry);
    else if (recentTouch()) previewForTouch(s.id, entry, b);
    else preview(s.id, entry, b);
  });
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
  const request = moveRequest(s, entry);
  const key = JSON.stringify(request);
  const seed = seedFor(key);
  const r = api.placeMove({ ...request, seed });
  state.preview = { shipId, maneuver: entry, key, seed, value: r.value ?? null, error: r.error ?? null };
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

