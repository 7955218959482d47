// The page's state in one place, and the one way to announce a change of it.
// Modules read `state` freely and call `changed(topic)` after writing; listeners
// decide what to refresh (panels, engine calls, the canvas).

/** Play areas of docs/conventions.md §1, mm. */
export const PLAY_AREAS = {
  epic: { width: 1829, height: 914, label: "Epic 6′ × 3′" },
  standard: { width: 914, height: 914, label: "Standard 3′ × 3′" },
};

export const state = {
  edition: '2e',
  area: 'epic',
  /** `{ id, ship, name, side, pose: { x, y, heading }, rules? }` */
  ships: [],
  /** `{ id, type, points: [[x, y], ...] }` */
  obstacles: [],
  /** Pieces the current edition lacks, kept for the edition they belong to: `{ edition, kind, piece }`. */
  aside: [],
  /** `{ kind: 'ship' | 'obstacle', id }` or null */
  selected: null,
  /** The maneuver being hovered: `{ shipId, maneuver, value?, error? }` */
  preview: null,
  /** Attacker, defender, options and the last measurement. */
  range: { attackerId: null, defenderId: null, weapon: '', arc: '', section: '', value: null, error: null },
  /** The last roll and its exact distribution. */
  attack: { value: null, error: null },
  /** The odds of the attack as set now, before rolling (attack.js `showOdds`): `{ request, distribution, chances, error }`. */
  odds: null,
  /** The threat map: on/off, and the last computed grid. */
  threat: { on: false, grid: null, error: null },
  /** The free range ruler: on/off, its ends (mm), the ships at them, the engine's measurement. */
  ruler: { on: false, from: null, to: null, fromId: null, toId: null, value: null, error: null },
  /** Pointer position in mm, or null when outside the canvas. */
  pointer: null,
};

export function playArea() {
  return PLAY_AREAS[state.area];
}

export function shipById(id) {
  return state.ships.find((s) => s.id === id) ?? null;
}

export function obstacleById(id) {
  return state.obstacles.find((o) => o.id === id) ?? null;
}

export function selectedShip() {
  return state.selected?.kind === 'ship' ? shipById(state.selected.id) : null;
}

const listeners = new Set();

/** Subscribes to changes; `fn(topic)` with topic 'scene', 'selection', 'pose', 'preview', 'range', 'attack', 'threat' or 'view'. */
export function subscribe(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Announces that part of the state changed. */
export function changed(topic) {
  for (const fn of listeners) fn(topic);
}

let counter = 0;
/** A fresh id with a readable prefix. */
export function newId(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** Makes later ids fresh after a scene with these ids was restored. */
export function syncIds(ids) {
  for (const id of ids) {
    const n = Number(String(id).split('-').pop());
    if (Number.isInteger(n) && n > counter) counter = n;
  }
}
