// The starting scene and the pieces a person can add: ships at sensible places and
// obstacle tokens of plausible size and shape (asteroids may be concave).
import { state, playArea, newId, changed } from './state.js';
import { kindOf } from './ships.js';
import { localToWorld } from './geometry.js';
import * as api from './api.js';

/** Two sides, so attackers and defenders read at a glance. */
export const SIDES = { a: 'Rebel', b: 'Imperial' };

/** Builds a ship entry for the scene. */
export function makeShip(ship, side, pose, name) {
  const id = newId(ship);
  return { id, ship, side, name: name ?? `${kindOf(ship).label} ${id.split('-')[1]}`, pose: { ...pose } };
}

/** Irregular outline around a centre: `radii` in mm at even angles, rotated by `turn`. */
function blob(cx, cy, radii, turn = 0) {
  return radii.map((r, i) => {
    const a = ((i / radii.length) * 360 + turn) * (Math.PI / 180);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

// Outline radii of the obstacle tokens, mm: roughly the size of the printed tokens.
const ASTEROID = [46, 40, 44, 30, 42, 47, 38, 43];
const DEBRIS = [52, 18, 40, 22, 48, 16, 36, 20];
const GAS = [50, 45, 52, 44, 50, 46];

/** Builds an obstacle entry of `type` centred at (x, y). */
export function makeObstacle(type, x, y, turn = 0) {
  const radii = { asteroid: ASTEROID, debris: DEBRIS, gasCloud: GAS }[type];
  return { id: newId(type), type, points: blob(x, y, radii, turn) };
}

/**
 * The opening scene's ships: kind, side, name, where it stands (from the play area's
 * width W and height H, and whether it is the Epic one) and the pilot card it stands for
 * in each edition (`pilots`: a 2e pilot xws id; a 1e `ship:pilot` pair of xws ids, 1e pilot
 * ids repeating across ships; a huge ship's pilot alone). roundOrder reads each card's
 * initiative or pilot skill and engagement (round.js `orderEntry`), so a round starts with
 * nothing typed. The pieces keep their base kinds for every other call.
 */
const OPENING = [
  { ship: 'cr90', side: 'a', name: 'CR90 Tantive', at: (W, H, epic) => ({ x: epic ? 700 : 330, y: H * 0.68, heading: 90 }), pilots: { '2e': 'alderaanianguard', '1e': 'cr90corvettefore' } },
  { ship: 'raider', side: 'b', name: 'Raider Relentless', at: (W, H, epic) => ({ x: epic ? 760 : 420, y: H * 0.25, heading: 180 }), pilots: { '2e': 'outerrimpatrol', '1e': 'raiderclasscorvettefore' } },
  { ship: 'small', side: 'a', name: 'X-wing Red 1', at: (W, H, epic, edge) => ({ x: edge, y: epic ? 200 : 300, heading: 90 }), pilots: { '2e': 'redsquadronveteran', '1e': 'xwing:redsquadronpilot' } },
  { ship: 'small', side: 'a', name: 'X-wing Red 2', at: (W, H, epic, edge) => ({ x: edge, y: H - 200, heading: 90 }), pilots: { '2e': 'bluesquadronescort', '1e': 'xwing:rookiepilot' } },
  { ship: 'large', side: 'a', name: 'YT-1300', at: (W, H, epic) => ({ x: epic ? 120 : 110, y: 140, heading: 90 }), pilots: { '2e': 'outerrimsmuggler', '1e': 'yt1300:outerrimsmuggler' } },
  { ship: 'small', side: 'b', name: 'TIE Black 1', at: (W, H, epic, edge) => ({ x: W - edge, y: 220, heading: 270 }), pilots: { '2e': 'blacksquadronace', '1e': 'tiefighter:blacksquadronpilot' } },
  { edition: '2e', ship: 'medium', side: 'b', name: 'TIE/D Onyx', at: (W, H, epic, edge) => ({ x: W - edge, y: H - 220, heading: 270 }), pilots: { '2e': 'onyxsquadronace' } },
  { edition: '1e', ship: 'large', side: 'b', name: 'Decimator', at: (W, H, epic, edge) => ({ x: W - edge, y: H - 220, heading: 270 }), pilots: { '1e': 'vt49decimator:patrolleader' } },
];

/** The opening scene: a huge ship per side, a few standard ships, asteroids and debris. */
export function startingScene() {
  const { width: W, height: H } = playArea();
  const epic = W > 1000;
  const edge = epic ? 260 : 110; // standard ships stand this far from their own edge
  state.ships = OPENING.filter((o) => !o.edition || o.edition === state.edition).map((o) => {
    const s = makeShip(o.ship, o.side, o.at(W, H, epic, edge), o.name);
    s.pilots = { ...o.pilots };
    return s;
  });
  state.obstacles = epic
    ? [
        makeObstacle('asteroid', W * 0.25, H * 0.3, 10),
        makeObstacle('asteroid', W * 0.6, H * 0.66, 50),
        makeObstacle('asteroid', 795, H * 0.46, 100),
        makeObstacle('debris', W * 0.3, H * 0.85, 20),
        makeObstacle('debris', W * 0.66, H * 0.28, 70),
      ]
    : [makeObstacle('asteroid', 455, H * 0.46, 10), makeObstacle('debris', W * 0.72, H * 0.45, 40)];
  state.selected = { kind: 'ship', id: state.ships[0].id };
  state.range = { ...state.range, attackerId: state.ships[0].id, defenderId: state.ships[1].id, arc: '', section: '', value: null, error: null };
  state.preview = null;
  state.attack = { value: null, error: null };
  changed('scene');
}

/** Spots tried for a new ship, from its own edge inwards: columns 120 mm apart, rows 110 mm. */
function* spots(side) {
  const { width: W, height: H } = playArea();
  for (let i = 0; i < 12; i++) {
    const x = side === 'a' ? 300 + i * 120 : W - 300 - i * 120;
    if (x < 60 || x > W - 60) continue;
    for (let y = 130; y <= H - 130; y += 110) yield { x, y };
  }
}

/**
 * Adds a ship of `ship` for `side` on the first spot where the engine's checkOverlap
 * finds it overlapping nothing (else in the middle of its half). `card`: the pilot card's
 * fields (`name`, `pilots`, `cardEdition`), when one was chosen.
 */
export function addShip(ship, side, card = {}) {
  const { width: W, height: H } = playArea();
  const heading = side === 'a' ? 90 : 270;
  const table = { ships: state.ships.map(api.engineShip), obstacles: state.obstacles.map(api.engineObstacle) };
  let pose = { x: side === 'a' ? W * 0.3 : W * 0.7, y: H / 2, heading };
  for (const spot of spots(side)) {
    const r = api.checkOverlap({ edition: state.edition, ship: { id: '(new)', ship, pose: { ...spot, heading } }, ...table });
    if (r.error) break;
    if (!r.value.overlaps.length && !r.value.touching.length) {
      pose = { ...spot, heading };
      break;
    }
  }
  const s = Object.assign(makeShip(ship, side, pose, card.name), card);
  s.name = uniqueName(s.name);
  state.ships.push(s);
  state.selected = { kind: 'ship', id: s.id };
  changed('scene');
  return s;
}

/**
 * `name`, or "name 2", "name 3"… when a ship on the table or kept aside already bears it:
 * two cards of one pilot (a squad's two Blue Squadron Escorts) read apart in every list
 * and on the table.
 */
export function uniqueName(name) {
  const taken = new Set([...state.ships, ...state.aside.filter((x) => x.kind === 'ship').map((x) => x.piece)].map((s) => s.name));
  if (!taken.has(name)) return name;
  let n = 2;
  while (taken.has(`${name} ${n}`)) n++;
  return `${name} ${n}`;
}

/** Adds an obstacle of `type` near the middle of the table. */
export function addObstacle(type) {
  const { width: W, height: H } = playArea();
  const n = state.obstacles.length;
  const [x, y] = localToWorld({ x: W / 2, y: H / 2, heading: n * 67 }, 0, 60 + (n % 4) * 40);
  const o = makeObstacle(type, x, y, n * 23);
  state.obstacles.push(o);
  state.selected = { kind: 'obstacle', id: o.id };
  changed('scene');
  return o;
}

/** Removes the selected ship or obstacle. */
export function removeSelected() {
  const sel = state.selected;
  if (!sel) return false;
  if (sel.kind === 'ship') state.ships = state.ships.filter((s) => s.id !== sel.id);
  else state.obstacles = state.obstacles.filter((o) => o.id !== sel.id);
  for (const key of ['attackerId', 'defenderId']) if (state.range[key] === sel.id) state.range[key] = null;
  state.selected = null;
  state.preview = null;
  changed('scene');
  return true;
}

/** Moves an obstacle rigidly by (dx, dy). */
export function translateObstacle(o, dx, dy) {
  o.points = o.points.map(([x, y]) => [x + dx, y + dy]);
}

/** Rotates an obstacle about its vertex centroid by `deg` clockwise. */
export function rotateObstacle(o, deg, [cx, cy]) {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  o.points = o.points.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c]);
}
