// The free range ruler: with the Ruler tool on, a drag on the table measures from where
// it starts to where it ends. Between two ships the engine measures (measureRange:
// closest points of the bases, the edition's range bands, obstruction); between points,
// or a point and a piece, the page gives the plain distance and its 100-mm band.
import * as api from './api.js';
import { state, changed, shipById } from './state.js';
import { pick } from './interaction.js';
import { distance } from './geometry.js';

/** Width of one range band of the range ruler, mm (range 1 is 0–100 mm, docs/conventions.md §5). */
export const RANGE_BAND_MM = 100;
/** Drags shorter than this (mm) are taken as a tap, which clears the ruler. */
const MIN_LENGTH = 2;

/** Turns the tool on or off (the ruler drawn so far goes with it). */
export function setRuler(on) {
  state.ruler = { on, from: null, to: null, fromId: null, toId: null, value: null, error: null };
  const b = document.getElementById('ruler');
  b.setAttribute('aria-pressed', String(on));
  b.classList.toggle('on', on);
  changed('ruler');
}

/** Starts a measurement at `p` (mm). */
export function rulerDown(p) {
  const hit = pick(p);
  Object.assign(state.ruler, { from: p, to: p, fromId: hit?.kind === 'ship' ? hit.id : null, toId: null, value: null, error: null });
  changed('ruler');
}

/** Moves the measured end to `p`. */
export function rulerMove(p) {
  const hit = pick(p);
  Object.assign(state.ruler, { to: p, toId: hit?.kind === 'ship' ? hit.id : null });
  measure();
  changed('ruler');
}

/** Ends the drag; a tap clears the ruler. */
export function rulerUp() {
  const r = state.ruler;
  if (r.from && r.to && distance(r.from, r.to) < MIN_LENGTH && !r.value) Object.assign(r, { from: null, to: null });
  changed('ruler');
}

/** Re-measures after pieces moved (a ship-to-ship ruler follows the engine). */
export function remeasure() {
  if (state.ruler?.on && state.ruler.from) measure();
}

function measure() {
  const r = state.ruler;
  const a = shipById(r.fromId);
  const d = shipById(r.toId);
  r.value = null;
  r.error = null;
  if (!a || !d || a === d) return;
  const res = api.measureRange({
    edition: state.edition,
    attacker: api.engineShip(a),
    defender: api.engineShip(d),
    ships: state.ships.map(api.engineShip),
    obstacles: state.obstacles.map(api.engineObstacle),
  });
  r.value = res.value ?? null;
  r.error = res.error ?? null;
}

/**
 * What the ruler shows: `{ from, to, distance, band, engine }` — the engine's closest
 * points and range between two ships, else the straight line and its 100-mm band.
 */
export function reading() {
  const r = state.ruler;
  if (!r?.from || !r.to) return null;
  if (r.value?.from && r.value?.to) {
    return { from: r.value.from, to: r.value.to, distance: r.value.distance, band: r.value.range ?? null, engine: true, obstructed: !!r.value.obstructed };
  }
  const d = distance(r.from, r.to);
  return { from: r.from, to: r.to, distance: d, band: Math.max(1, Math.ceil(d / RANGE_BAND_MM)), engine: false };
}
