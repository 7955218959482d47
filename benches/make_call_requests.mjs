// Writes benches/call_requests.json: one request per export on a 26-object table
// (a GR-75 "huge", 19 standard ships, 6 obstacles; the layout of benches/place_move.rs),
// read by benches/calls.rs (native) and benches/wasm_calls.mjs (through JS).
// Run once after changing it: node benches/make_call_requests.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { requests as roundRequests } from './make_round_requests.mjs';
import { valid } from '../tests/node/requests.mjs';

const json = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

export function table() {
  const kinds = ['small', 'large', 'medium'];
  const ships = [{ id: 'huge', ship: 'gr75', pose: { x: 900, y: 600, heading: 0 } }];
  for (let i = 0; i < 19; i++) {
    // Coordinates as a page produces them: arbitrary doubles, not round numbers.
    const x = 100 + (i % 10) * 170 + i / 7, y = (i < 10 ? 120 : 800) + i / 3;
    ships.push({ id: `s${i}`, ship: kinds[i % 3], pose: { x, y, heading: ((i * 37) % 360) + i / 9 } });
  }
  const obstacles = [];
  for (let j = 0; j < 6; j++) {
    const cx = 250 + j * 260, cy = 330;
    const points = [];
    for (let k = 0; k < 6; k++) points.push([cx + 30 * Math.cos(k * 1.0472), cy + 30 * Math.sin(k * 1.0472)]);
    obstacles.push({ id: `o${j}`, type: ['asteroid', 'debris', 'gasCloud'][j % 3], points });
  }
  return { edition: '2e', ships, obstacles };
}

/** 100 x, y pairs across the table (the threat map's points, a small band). */
export function batchPoints() {
  const out = [];
  for (let i = 0; i < 100; i++) out.push(50 + (i % 10) * 180.5, 60 + Math.floor(i / 10) * 85.25);
  return out;
}

export function requests() {
  const t = table();
  const huge = t.ships[0];
  const round = roundRequests();
  const wing = json('wings_request.json');
  const epic = json('epic_requests.json');
  return {
    table: t,
    oneShot: {
      checkOverlap: { edition: '2e', ship: huge, ships: t.ships.slice(1), obstacles: t.obstacles },
      placeMove: { ...t, seed: 1, ship: huge, maneuver: { speed: 2, bearing: 'bankRight' } },
      measureRange: { ...t, attacker: huge, defender: t.ships[5] },
      measureRangeBatch: { edition: '2e', attacker: huge, defenderShip: 'small', points: batchPoints() },
      // At the kept pose, as the Workspace method checks it (outside the setup area: every test still runs).
      checkSetup: { ...t, ships: t.ships.slice(1), ship: huge, setupArea: { edge: 'bottom' } },
      shipInfo: { edition: '2e', ship: 'gr75' },
      resolveAttack: { edition: '2e', attackDice: 3, defenseDice: 2, range: 2, seed: 3 },
      roundOrder: round.roundOrder,
      performAction: round.performAction,
      energyStep: round.energyStep,
      endPhase: round.endPhase,
      crippleSection: round.crippleSection,
      applyEffects: { edition: '1e', seed: 4, ships: [{ id: 'c', ship: 'cr90' }, { id: 'x', ship: 'small', state: { pool: { hull: 3, shields: 2 } } }],
        effects: [{ type: 'faceupCard', target: 'c', section: 'fore', source: 'obstacle' },
          { type: 'damage', target: 'x', hits: 1, crits: 2, section: null, source: 'overlappedHugeShip' },
          { type: 'energy', target: 'c', change: -1, source: 'x' }, { type: 'stress', target: 'x', count: 1, source: 'y' }] },
      allowedActions: round.allowedActions,
      // Epic: a wing of six among 20 ships and 6 obstacles (benches/wings_request.json), the
      // Epic calls' bench requests (benches/epic_requests.json), and the small valid
      // requests of the Node suites for the split and join checks.
      placeWing: { wing: wing.wing, ships: wing.ships, obstacles: wing.obstacles },
      moveWing: wing,
      checkWingSplit: valid.checkWingSplit,
      joinWing: valid.joinWing,
      ...epic,
    },
    handle: {
      checkOverlap: { ship: 'huge' },
      placeMove: { seed: 1, ship: 'huge', maneuver: { speed: 2, bearing: 'bankRight' } },
      measureRange: { attacker: 'huge', defender: 's4' },
      checkSetup: { ship: 'huge', setupArea: { edge: 'bottom' } },
      performAction: { ship: 'huge', action: { type: 'coordinate', target: 's15', actionBar: ['coordinate', 'reinforce'] } },
      measureRangeBatch: { attacker: 'huge', defenderShip: 'small', points: batchPoints() },
    },
  };
}

/** One entry per line (`"oneShot.placeMove": {...}`), so that benches/calls.rs reads it line by line. */
export function flat() {
  const r = requests();
  const entries = [['table', r.table]];
  for (const group of ['oneShot', 'handle']) for (const [name, req] of Object.entries(r[group])) entries.push([`${group}.${name}`, req]);
  return entries;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = flat().map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  writeFileSync(new URL('call_requests.json', import.meta.url), '{\n' + lines.join(',\n') + '\n}\n');
}
