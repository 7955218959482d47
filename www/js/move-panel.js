// What the maneuver panel's modules share: the placeMove request for a ship and a
// dial entry, the outcome area beside the dial, and which maneuver is in progress.
import * as api from './api.js';
import { state, playArea } from './state.js';
import { stateOf } from './round.js';

/** `executed`: the outcome lines of the last executed maneuver; `pending`: a maneuver waiting for a choice. */
export const panel = { executed: null, pending: null };

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
  document.getElementById('move-outcome').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}

export function unavailable(text) {
  return Object.assign(document.createElement('p'), { className: 'unavailable', textContent: text });
}

export function errorLine(e) {
  return Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${e.message}` });
}

/** A warning paragraph. */
export const note = (text) => Object.assign(document.createElement('p'), { className: 'warn', textContent: text });

