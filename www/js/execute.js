// Executing a maneuver: the engine's answer applied to the scene (final pose, energy,
// tokens, damage, ships placed again, ships destroyed, obstacles removed), after asking
// the player for any choice the rules leave to them (a section, a placement).
import * as api from './api.js';
import { state, changed, shipById } from './state.js';
import { nameOf, describeChoice } from './describe.js';
import { panel, moveRequest, sameManeuver, setOutcome, errorLine, note } from './move-panel.js';
import { describeMove } from './move-words.js';

import { PLACEMENT_SPOTS, MARK_RADIUS, markAt, choiceMarks } from './choice-marks.js';
import { view, frameRect } from './view.js';
import { bounds } from './geometry.js';
import { setRoundState } from './round.js';
import { sufferEpicDamage } from './standard-damage.js';
import { behindFirst, spotsBehind, SETASIDE_READING } from './setaside-order.js';
import { baseOf } from './model.js';


/**
 * Executes the maneuver with the seed of its preview (so the dice rolled are the ones
 * shown); when the rules leave a choice to a player, asks for it first.
 */
export function execute(shipId, entry) {
  const s = shipById(shipId);
  if (!s || !api.has('placeMove')) return;
  const seed = sameManeuver(state.preview?.maneuver, entry) && state.preview.shipId === shipId ? state.preview.seed ?? state.preview.value?.seed : undefined;
  panel.pending = { shipId, entry, seed, choices: { sections: {}, placements: {} } };
  run();
}

function run() {
  const { shipId, entry, seed, choices } = panel.pending;
  const s = shipById(shipId);
  const extra = { choices };
  if (seed !== undefined) extra.seed = seed;
  const r = api.placeMove(moveRequest(s, entry, extra));
  if (r.error) {
    panel.pending = null;
    syncChoice();
    setOutcome([errorLine(r.error)]);
    return;
  }
  panel.pending.seed = r.value.seed;
  const open = r.value.outcome?.choices ?? [];
  // Set-aside spots behind the huge ship first (the engine lists the nearest to the old position first).
  for (const c of open) if (c.type === 'placement') c.options = setAsideOptions(s, entry, c, r.value);
  if (open.length) {
    state.preview = { shipId, maneuver: entry, value: r.value, choosing: true, highlight: null };
    setOutcome(describeMove(r.value, entry));
    showChoice(choiceControls(open)[0]);
    changed('preview');
    return;
  }
  panel.pending = null;
  syncChoice();
  apply(s, r.value, entry);
}

/**
 * The set-aside options offered: spots right behind the huge ship that the engine accepts
 * (placeMove with the spot chosen, the same seed), then the engine's list, behind first.
 */
function setAsideOptions(s, entry, c, v) {
  const target = shipById(c.target);
  if (!target) return c.options;
  const { choices, seed } = panel.pending;
  const legal = (pose) => !api.placeMove(moveRequest(s, entry, { seed, choices: { ...choices, placements: { ...choices.placements, [c.target]: pose } } }), { report: false }).error;
  const behind = spotsBehind(v.pose, baseOf(s).length, baseOf(target).length, target.pose.heading, legal);
  const same = (a, b) => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.heading - b.heading) < 1e-6;
  return [...behind, ...behindFirst(c.options.filter((o) => !behind.some((b) => same(b, o))), v.pose, baseOf(s).length)];
}

/** The choice box goes over the table, where the eye is, next to the markers it names. */
function showChoice(box) {
  const over = document.getElementById('over-table');
  over.replaceChildren(box);
  over.hidden = false;
  box.querySelector('button')?.focus({ preventScroll: true });
  frameChoice(over);
}

/** Pans and zooms (only if needed) so that every option and its marker shows above the choice box. */
function frameChoice(over) {
  const outlines = choiceMarks().flatMap((m) => m.outline);
  if (!outlines.length) return;
  const [x0, y0, x1, y1] = bounds(outlines);
  const table = document.getElementById('table').getBoundingClientRect();
  const covered = Math.max(0, table.bottom - over.getBoundingClientRect().top);
  // Room for the markers, which may stand up to a few radii off their options.
  const pad = (3 * MARK_RADIUS) / view.scale;
  if (frameRect([x0 - pad, y0 - pad, x1 + pad, y1 + pad], covered, { margin: 3 * MARK_RADIUS })) changed('view');
}

/**
 * Takes the choice box away once no maneuver waits for a choice. The focus leaves the box
 * first: Chromium fires a removed button's blur during the removal, and its handler (the
 * marker highlight) redraws, which empties the box again under the removal, throwing
 * before the chosen spot is applied.
 */
export function syncChoice() {
  const over = document.getElementById('over-table');
  if (over.querySelector('.choice') && !panel.pending) {
    if (over.contains(document.activeElement)) document.activeElement.blur();
    over.replaceChildren();
    over.hidden = true;
  }
}

/** Chooses option `opt` of the open choice `c` (from a button or the table). */
function chooseOption(c, opt) {
  if (!panel.pending) return;
  if (c.type === 'section') panel.pending.choices.sections[c.target] = opt;
  else panel.pending.choices.placements[c.target] = opt;
  run();
}

/** A click on the table while a choice is open: a marker or an option's outline chooses it. */
export function choiceAt(p, css) {
  if (!panel.pending || !state.preview?.choosing) return false;
  const m = markAt(p, css);
  if (!m) return false;
  chooseOption(state.preview.value.outcome.choices[0], m.option);
  return true;
}

/** Buttons for each open choice: the options the engine lists as legal. */
function choiceControls(open) {
  const out = [];
  const c = open[0];
  const box = Object.assign(document.createElement('div'), { className: 'choice', role: 'group' });
  box.setAttribute('aria-label', describeChoice(c, { offered: true }));
  box.append(Object.assign(document.createElement('p'), { className: 'title', textContent: `Choice needed: ${describeChoice(c, { offered: true })}` }));
  const shown = c.type === 'placement' ? c.options.slice(0, PLACEMENT_SPOTS) : c.options;
  const where = c.type === 'placement' ? 'a numbered marker' : 'a section';
  const some = shown.length < c.options.length ? `${shown.length} of ${c.options.length} legal spots, each one the engine accepts. ` : '';
  if (c.type === 'placement') box.append(Object.assign(document.createElement('p'), { className: 'hint reading', textContent: SETASIDE_READING }));
  box.append(Object.assign(document.createElement('p'), { className: 'hint', textContent: `${some}Choose below or click ${where} on the table.` }));
  const row = Object.assign(document.createElement('div'), { className: 'options' });
  shown.forEach((opt, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    if (c.type === 'section') {
      b.textContent = `${opt} section`;
      b.addEventListener('click', () => chooseOption(c, opt));
    } else {
      // "spot" is left out on a phone (style.css), so that the buttons fit one row over the table.
      b.append(Object.assign(document.createElement('span'), { className: 'word', textContent: 'spot ' }), `${i + 1}`);
      b.setAttribute('aria-label', `spot ${i + 1}`);
      b.title = `x ${opt.x.toFixed(0)}, y ${opt.y.toFixed(0)}, heading ${opt.heading.toFixed(0)}°`;
      const mark = (on) => {
        if (state.preview) state.preview.highlight = on ? { target: c.target, index: i } : null;
        changed('preview');
      };
      b.addEventListener('pointerenter', () => mark(true));
      b.addEventListener('focus', () => mark(true));
      b.addEventListener('pointerleave', () => mark(false));
      b.addEventListener('blur', () => mark(false));
      b.addEventListener('click', () => chooseOption(c, opt));
    }
    row.append(b);
  });
  box.append(row);
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel' });
  cancel.append(Object.assign(document.createElement('span'), { className: 'word', textContent: ' the maneuver' }));
  cancel.addEventListener('click', () => {
    panel.pending = null;
    state.preview = null;
    setOutcome(['Maneuver cancelled.']);
    syncChoice();
    changed('preview');
  });
  row.append(cancel);
  out.push(box);
  return out;
}

/**
 * Applies an executed maneuver to the scene: the ship's final pose and energy, tokens
 * and damage the effects give, ships placed again, ships destroyed, obstacles removed.
 */
function apply(s, v, entry) {
  // Worded first, while every piece it names is still on the table.
  const words = describeMove(v, entry);
  s.pose = { ...v.pose };
  if (v.state) setRoundState(s, v.state);
  else if (v.energy) tokensOf(s).energy = v.energy.after;
  // With a round state, the mover's own stress and jam tokens are already in it.
  const inState = (e) => v.state && e.target === s.id && ['stress', 'stressRemoved', 'jam'].includes(e.type);
  for (const e of v.outcome?.effects ?? []) if (!inState(e)) applyEffect(e, v.seed);
  const notes = [];
  for (const id of v.destroyed ?? []) {
    if (shipById(id)) notes.push(note(`${nameOf(id)} is destroyed and taken off the table.`));
    state.ships = state.ships.filter((x) => x.id !== id);
  }
  for (const id of v.removedObstacles ?? []) {
    if (state.obstacles.some((o) => o.id === id)) notes.push(note(`${nameOf(id)} is taken off the table.`));
    state.obstacles = state.obstacles.filter((o) => o.id !== id);
  }
  panel.executed = [Object.assign(document.createElement('p'), { className: 'title', textContent: `Executed by ${s.name}:` }), ...words, ...notes];
  state.preview = null;
  setOutcome(panel.executed);
  changed(notes.length ? 'scene' : 'pose');
  changed('poseEnd');
}

function tokensOf(ship) {
  ship.rules = ship.rules ?? {};
  return ship.rules;
}

/**
 * An effect the engine reported (stress, jam, a placement, overlap damage) kept on its
 * target ship; `seed` (the maneuver's) deals an Epic ship's damage cards.
 */
export function applyEffect(e, seed) {
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
    // A huge ship's damage is in its round state; a standard ship of the Epic scene loses its shields and gains cards.
    sufferEpicDamage(target, e, seed);
  } else if (e.type === 'faceupCard') {
    target.overlapDamage = target.overlapDamage ?? { hits: 0, crits: 0 };
    target.overlapDamage.cards = (target.overlapDamage.cards ?? 0) + 1;
  }
}

