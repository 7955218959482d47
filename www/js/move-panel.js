// What the maneuver panel's modules share: the placeMove request for a ship and a
// dial entry, the outcome area beside the dial, and which maneuver is in progress.
import * as api from './api.js';
import { state, playArea } from './state.js';
import { stateOf } from './round.js';

/**
 * `executed`: the outcome lines of the last executed maneuver; `pending`: a maneuver waiting
 * for a choice; `holdHeight`: the pointer or focus is in the dial, so the outcome does not shrink.
 */
export const panel = { executed: null, pending: null, holdHeight: false };

/** The placeMove request for `s` flying `entry`, against everything else on the table. */
export function moveRequest(s, entry, extra = {}) {
  const { width, height } = playArea();
  const maneuver = { speed: entry.speed, bearing: entry.bearing };
  if (entry.difficulty !== 'generic') maneuver.difficulty = entry.difficulty;
  return {
    edition: state.edition,
    ship: stateOf(s) ? { ...api.engineShip(s), state: stateOf(s) } : api.engineShip(s),
    maneuver,
    ships: state.ships.filter((o) => o.id !== s.id).map(api.engineShip),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
    ...extra,
  };
}

/** Whether two dial entries are the same maneuver. */
export const sameManeuver = (a, b) => a && b && a.speed === b.speed && a.bearing === b.bearing;

/** Replaces the outcome area's content (strings become paragraphs). */
export function setOutcome(lines) {
  const el = document.getElementById('move-outcome');
  const before = panel.holdHeight ? el.offsetHeight : 0;
  el.replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
  if (panel.holdHeight) el.style.minHeight = `${Math.max(before, parseFloat(el.style.minHeight) || 0)}px`;
}

export function unavailable(text) {
  return Object.assign(document.createElement('p'), { className: 'unavailable', textContent: text });
}

export function errorLine(e) {
  return Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${e.message}` });
}

/** A warning paragraph. */
export const note = (text) => Object.assign(document.createElement('p'), { className: 'warn', textContent: text });

