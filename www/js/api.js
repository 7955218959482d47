// Every call into the rules engine goes through this module, written against the JS
// contract of docs/api.md. A call the loaded engine does not export yet is reported as
// unavailable (never imitated); every thrown XwingRulesError is passed to the error
// listener so that the page shows it, and returned to the caller as `{ error }`.
// The engine is imported dynamically, so that a page opened from file:// or without
// pkg/ can still say why it has no engine and what to do (main.js shows it).

/** Where the engine's ES module lives, relative to this file. */
const ENGINE_URL = '../../pkg/xwing_huge.js';

import { errorText, playerAnswer, playerText } from './player-words.js';

/** The loaded engine module; empty until `load()` succeeds. */
let engine = {};
let errorListener = () => {};
/** A piece's name from its id, or null (set by the page: `onPieceNames`). */
let pieceName = () => null;

/**
 * Imports the engine and loads its wasm next to the JS glue (served as application/wasm).
 * Throws an Error whose `hint` says what the person can do about it.
 */
export async function load() {
  let mod;
  try {
    mod = await import(ENGINE_URL);
  } catch (error) {
    throw Object.assign(new Error(`the engine module ${new URL(ENGINE_URL, import.meta.url).pathname} could not be imported (${error.message})`), {
      hint: 'pkg/ is missing or not served beside www/. Build it with ./scripts/build.sh (or make serve), or copy pkg/ next to www/ on the host.',
    });
  }
  try {
    await mod.default();
  } catch (error) {
    throw Object.assign(new Error(`the engine's wasm could not be loaded (${error.message})`), {
      hint: 'pkg/xwing_huge_bg.wasm must be served beside xwing_huge.js, as application/wasm, and the page\'s Content-Security-Policy must allow \'wasm-unsafe-eval\'.',
    });
  }
  engine = mod;
}

/** Registers the function that shows engine errors to the person. */
export function onEngineError(fn) {
  errorListener = fn;
}

/**
 * Registers how a piece id reads to a player: every message the engine answers (errors,
 * reasons, rules) then names pieces by name and rules by their books' headings
 * (player-words.js); an error keeps the engine's own text as `engineMessage`.
 */
export function onPieceNames(fn) {
  pieceName = fn;
}

/** An engine error's reason alone (no field path, no piece), in a player's words: for a refusal probed on a stand-in ship. */
export function reasonOf(error) {
  const raw = String(error?.engineMessage ?? error?.message ?? error);
  const field = error?.field;
  return playerText(field && raw.startsWith(`${field}: `) ? raw.slice(field.length + 2) : raw, pieceName);
}

/** Calls whose answers hold no words (numbers for the threat map): left as they are. */
const NO_WORDS = new Set(['measureRangeBatch', 'shipInfo', 'cardIndex', 'squadShips']);

/** Whether the loaded engine exports `name` (calls are merged into it one by one). */
export function has(name) {
  return typeof engine[name] === 'function';
}

/**
 * The engine calls made on the page's thread, by name: the tests read it to check that a
 * drag asks the engine a bounded number of times per pointer move (docs/page.md).
 */
export const callCounts = {};

/** Runs one call: `{ value }` on success, `{ error }` (already reported) on failure. */
function call(name, request, { report = true } = {}) {
  callCounts[name] = (callCounts[name] ?? 0) + 1;
  if (!has(name)) {
    const error = Object.assign(new Error(`${name} is not available in this build of the engine yet`), { code: 'NOT_AVAILABLE' });
    return { error };
  }
  let value;
  try {
    value = engine[name](request);
  } catch (error) {
    if (error && typeof error === 'object' && error.engineMessage === undefined) {
      error.engineMessage = error.message;
      error.message = errorText(error, request, pieceName);
    }
    if (report) errorListener(error, name);
    return { error };
  }
  return { value: NO_WORDS.has(name) ? value : playerAnswer(value, pieceName) };
}

/**
 * A ship of the page's scene as the engine reads it (docs/api.md `Ship`, plus its rules state and
 * the upgrade cards an imported squad gave it, whose effects the engine applies: docs/squads.md).
 */
export function engineShip(s) {
  return { id: s.id, ship: s.ship, pose: { ...s.pose }, ...carriedCards(s), ...(s.rules ?? {}) };
}

/** `{ upgrades }`: the cards an imported squad gave the piece, as every call reads them; else nothing. */
export function carriedCards(s) {
  return s.upgrades ? { upgrades: s.upgrades } : {};
}

/** An obstacle of the scene as the engine reads it (docs/api.md `Obstacle`). */
export function engineObstacle(o) {
  return { id: o.id, type: o.type, points: o.points };
}

const shipInfoCache = new Map();

/** Base, sections, dial and printed stats of a ship kind (with `pilot`: of that pilot's card); cached per edition. */
export function shipInfo(edition, ship, pilot) {
  const key = `${edition}:${ship}${pilot ? `:${pilot}` : ''}`;
  if (!shipInfoCache.has(key)) {
    // A card the engine cannot read is quiet here (the piece's own checks say why).
    const r = call('shipInfo', pilot ? { edition, ship, pilot } : { edition, ship }, { report: has('shipInfo') && !pilot });
    if (r.error && r.error.code === 'NOT_AVAILABLE') return r;
    shipInfoCache.set(key, r);
  }
  return shipInfoCache.get(key);
}

export function checkOverlap(request, options) {
  return call('checkOverlap', request, options);
}

/** Where a maneuver puts `ship`, with the template, overlaps and rule outcome (docs/conventions.md §3, §4). */
export function placeMove(request, options) {
  return call('placeMove', request, options);
}

/** Closest-point range, arc, obstruction and 1e section targeting (docs/conventions.md §5). */
export function measureRange(request, options) {
  return call('measureRange', request, options);
}

/** Ranges for one defender kind placed at many points, for the threat map. */
export function measureRangeBatch(request) {
  return call('measureRangeBatch', request);
}

/** Dice, modifiers, damage and the exact damage distribution (docs/conventions.md §6); `{ report: false }` for the odds before a roll. */
export function resolveAttack(request, options) {
  return call('resolveAttack', request, options);
}

// Cards and squads (docs/api.md "cardIndex", docs/squads.md).
const cardIndexCache = new Map();
/** The edition's factions, ships, pilots and weapon cards (cached: the data never changes). */
export function cardIndex(edition) {
  if (!cardIndexCache.has(edition)) {
    const r = call('cardIndex', { edition }, { report: has('cardIndex') });
    if (r.error) return r;
    cardIndexCache.set(edition, r);
  }
  return cardIndexCache.get(edition);
}
export const checkSquad = (request, options) => call('checkSquad', request, options);
export const squadShips = (request) => call('squadShips', request);

// Epic calls (docs/api.md "Epic wings", "Epic calls"), used by the page's Epic scene.
export const placeWing = (request) => call('placeWing', request);
export const moveWing = (request) => call('moveWing', request);
export const checkWingSplit = (request) => call('checkWingSplit', request);
export const joinWing = (request) => call('joinWing', request);
export const dockShip = (request, options) => call('dockShip', request, options);
export const deployShip = (request) => call('deployShip', request);
export const checkDeployment = (request) => call('checkDeployment', request, { report: false });
export const scoreGame = (request) => call('scoreGame', request);
/** A maneuver's damage effects dealt to ships' damage states (docs/weapons.md `applyEffects`). */
export const applyEffects = (request, options) => call('applyEffects', request, options);
/** The round calls (docs/round.md): roundOrder, energyStep, allowedActions, performAction, endPhase, crippleSection. */
export function roundCall(name, request, options) {
  return call(name, request, options);
}
