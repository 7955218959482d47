// Undo / redo of every change to the table, and the scene kept in the URL (a shareable
// link) and in localStorage. A change is recorded when it is complete: a piece let go,
// a key press, a typed value, an added or removed piece, an executed maneuver, an attack
// that damaged a ship, an edition or play-area switch. Equal snapshots are not recorded
// twice, so restoring one (which announces 'scene') records nothing.
import { state, changed, subscribe, syncIds } from './state.js';

/** Snapshots kept for undo. */
const LIMIT = 200;
/** The localStorage key of the last scene. */
export const STORAGE_KEY = 'xwing-huge-scene';
/** The URL fragment's key: `#scene=<base64url of the compact JSON>`. */
const HASH_KEY = 'scene=';
/** Format version of the compact scene. */
const VERSION = 1;
/** Positions in the URL and in storage are kept to 1/1000 mm (undo keeps them exact). */
const toMicron = (n) => Math.round(n * 1000) / 1000;
const exact = (n) => n;

const stack = [];
/** Per snapshot, what the page showed about it that is not part of the table (kept in memory only: not in the link). */
const sides = [];
let index = -1;
let restoring = false;
let onRestore = () => {};
/** Readers and writers of reports that belong with a snapshot (`keepWithSnapshots`). */
const keepers = [];

/**
 * Keeps a report with each snapshot: `get()` is read when a snapshot is recorded, and
 * `set(value)` is given it back when undo or redo restores that snapshot (the Epic wing's
 * split report follows the table it describes). Not written to the link or storage.
 */
export function keepWithSnapshots(get, set) {
  keepers.push({ get, set });
}

const sideNow = () => keepers.map((k) => k.get());

/** What a ship carries besides its pose: rule state from maneuvers and attacks. */
const EXTRAS = ['rules', 'cardEdition', 'upgrades', 'jam', 'overlapDamage', 'status', 'attackState', 'epic', 'roundState', 'crippleReport', 'skill', 'engagement', 'pilots'];

/** The table as plain data: edition, play area, pieces, pieces kept aside; numbers through `round`. */
function compact(round = exact) {
  const ship = (s) => {
    const extra = {};
    for (const k of EXTRAS) if (s[k] !== undefined) extra[k] = s[k];
    const row = [s.id, s.ship, s.side, s.name, round(s.pose.x), round(s.pose.y), round(s.pose.heading)];
    return Object.keys(extra).length ? [...row, extra] : row;
  };
  const obstacle = (o) => [o.id, o.type, o.points.flatMap(([x, y]) => [round(x), round(y)])];
  return {
    v: VERSION,
    e: state.edition,
    a: state.area,
    s: state.ships.map(ship),
    o: state.obstacles.map(obstacle),
    r: [state.range.attackerId, state.range.defenderId],
    k: state.aside.map((x) => [x.edition, x.kind, x.kind === 'ship' ? ship(x.piece) : obstacle(x.piece)]),
  };
}

function shipFrom([id, ship, side, name, x, y, heading, extra]) {
  return { id, ship, side, name, pose: { x, y, heading }, ...(extra ?? {}) };
}

function obstacleFrom([id, type, flat]) {
  const points = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
  return { id, type, points };
}

/** Reads a compact scene; throws on anything malformed. */
function parse(text) {
  const c = JSON.parse(text);
  if (c?.v !== VERSION || !['1e', '2e'].includes(c.e) || !['epic', 'standard'].includes(c.a) || !Array.isArray(c.s) || !Array.isArray(c.o)) {
    throw new Error('not a scene of this page');
  }
  const num = (n) => Number.isFinite(n);
  for (const s of c.s) if (!Array.isArray(s) || typeof s[0] !== 'string' || ![s[4], s[5], s[6]].every(num)) throw new Error('a ship is malformed');
  for (const o of c.o) if (!Array.isArray(o) || !Array.isArray(o[2]) || o[2].length < 6 || !o[2].every(num)) throw new Error('an obstacle is malformed');
  return c;
}

/** Puts a compact scene on the table. */
function apply(c) {
  state.edition = c.e;
  state.area = c.a;
  state.ships = c.s.map(shipFrom);
  state.obstacles = c.o.map(obstacleFrom);
  state.aside = (c.k ?? []).map(([edition, kind, row]) => ({ edition, kind, piece: kind === 'ship' ? shipFrom(row) : obstacleFrom(row) }));
  syncIds([...state.ships, ...state.obstacles, ...state.aside.map((x) => x.piece)].map((p) => p.id));
  if (Array.isArray(c.r)) [state.range.attackerId, state.range.defenderId] = c.r;
  const exists = (id) => state.ships.some((s) => s.id === id) || state.obstacles.some((o) => o.id === id);
  if (state.selected && !exists(state.selected.id)) state.selected = null;
  for (const key of ['attackerId', 'defenderId']) if (!state.ships.some((s) => s.id === state.range[key])) state.range[key] = null;
  state.range.value = null;
  state.preview = null;
}

function encode(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decode(b64) {
  const bin = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
}

/** The shareable address of the current scene. */
export function shareUrl() {
  const url = new URL(location.href);
  url.hash = HASH_KEY + encode(JSON.stringify(compact(toMicron)));
  return url.href;
}

/**
 * Quiet time before the URL and localStorage follow a change, ms: key repeats and wheel
 * turns come in bursts, and browsers throttle history.replaceState (Chromium: a few
 * hundred calls in 10 s).
 */
const PERSIST_DELAY_MS = 150;
let persistTimer = 0;

/** Writes the scene soon (and at once when the page is hidden or left). */
function persist() {
  clearTimeout(persistTimer);
  persistTimer = setTimeout(persistNow, PERSIST_DELAY_MS);
}

/** Writes the current scene into the URL (without a new browser history entry) and localStorage. */
function persistNow() {
  clearTimeout(persistTimer);
  const text = JSON.stringify(compact(toMicron));
  const url = new URL(location.href);
  url.hash = HASH_KEY + encode(text);
  history.replaceState(null, '', url.href);
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or disabled (private mode): the URL still holds the scene.
  }
}

/** Records the table if it differs from the last snapshot. */
export function record() {
  if (restoring) return;
  const text = JSON.stringify(compact());
  if (text === stack[index]) {
    sides[index] = sideNow();
    return;
  }
  stack.splice(index + 1);
  sides.splice(index + 1);
  stack.push(text);
  sides.push(sideNow());
  if (stack.length > LIMIT) {
    stack.shift();
    sides.shift();
  }
  index = stack.length - 1;
  persist();
  changed('history');
}

function restore(text, side) {
  restoring = true;
  try {
    apply(JSON.parse(text));
    keepers.forEach((k, i) => k.set(side?.[i] ?? null));
    onRestore();
    changed('scene');
  } finally {
    restoring = false;
  }
  persist();
  changed('history');
}

export const canUndo = () => index > 0;
export const canRedo = () => index < stack.length - 1;

export function undo() {
  if (!canUndo()) return false;
  index -= 1;
  restore(stack[index], sides[index]);
  return true;
}

export function redo() {
  if (!canRedo()) return false;
  index += 1;
  restore(stack[index], sides[index]);
  return true;
}

/**
 * The scene to start with: the URL's `#scene=` first, else the last one in localStorage.
 * Returns `{ source }` when one was put on the table, `{ error }` when one was unreadable.
 */
export function restoreSaved() {
  const hash = location.hash.startsWith(`#${HASH_KEY}`) ? location.hash.slice(HASH_KEY.length + 1) : null;
  let error = null;
  const sources = [];
  if (hash) sources.push(['link', () => decode(hash)]);
  sources.push(['storage', () => localStorage.getItem(STORAGE_KEY)]);
  for (const [source, read] of sources) {
    try {
      const text = read();
      if (!text) continue;
      apply(parse(text));
      return { source, error };
    } catch (e) {
      error = error ?? `the scene in the ${source === 'link' ? 'link' : 'browser storage'} could not be read (${e.message})`;
    }
  }
  return { source: null, error };
}

/** Starts recording; `refresh` re-syncs the controls after an undo or redo. */
export function setup(refresh) {
  onRestore = refresh;
  addEventListener('pagehide', persistNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && persistNow());
  // A link typed or followed into the address bar (a new `#scene=`) is the person's: a
  // write still waiting from before must not put the old scene back over it before a reload.
  addEventListener('hashchange', () => clearTimeout(persistTimer));
  subscribe((topic) => {
    if (topic === 'scene' || topic === 'poseEnd' || topic === 'attack') record();
  });
  record();
}
