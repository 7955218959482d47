// The slowest requests the limits allow (docs/limits.md) through the JS API: the same
// requests as benches/worst_case.rs, each timed as the best and the median of 10
// calls after 3 warm-up calls. Each must stay under 100 ms.
import { loadApi } from './wasm_common.mjs';

const api = await loadApi();
// As src/limits.rs: MAX_VERTICES per polygon, MAX_OBJECTS per list, MAX_BATCH_POINTS.
const [MAX_VERTICES, MAX_OBJECTS, MAX_BATCH_POINTS] = [64, 128, 1 << 18];
const BUDGET_MS = 100;

/** A comb of MAX_VERTICES vertices: teeth 1 mm wide every 4 mm, 50 mm long, on a 10-mm spine. */
function combPoints(x0, y0, dir) {
  const teeth = MAX_VERTICES / 4;
  const pts = [[x0, y0]];
  for (let t = 0; t < teeth; t++) {
    const x = x0 + 4 * t;
    pts.push([x, y0 + 60 * dir], [x + 1, y0 + 60 * dir]);
    if (t + 1 < teeth) pts.push([x + 1, y0 + 10 * dir], [x + 4, y0 + 10 * dir]);
    else pts.push([x + 1, y0]);
  }
  return pts;
}

/** `pts` turned by `deg` about (360, 336). */
function turned(pts, deg) {
  const [s, c] = [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];
  return pts.map(([x, y]) => [360 + (x - 360) * c - (y - 336) * s, 336 + (x - 360) * s + (y - 336) * c]);
}

const obstacle = (id, points) => ({ id, type: 'asteroid', points });
const ship = (id, kind, x, y, heading) => ({ id, ship: kind, pose: { x, y, heading } });
const many = (f) => Array.from({ length: MAX_OBJECTS }, (_, i) => f(i));
const combs = (prefix, x0, y0, dir) => {
  const pts = combPoints(x0, y0, dir);
  return many((i) => obstacle(`${prefix}${i}`, pts));
};

function checkOverlapRequest(deg) {
  const other = turned(combPoints(302, 372, -1), deg);
  return {
    edition: '2e',
    obstacle: obstacle('checked', turned(combPoints(300, 300, 1), deg)),
    obstacles: many((i) => obstacle(`o${i}`, other)),
  };
}

const requests = [
  [`checkOverlap comb vs ${MAX_OBJECTS} interleaved combs`, 'checkOverlap', checkOverlapRequest(0)],
  ['checkOverlap the same turned 30°', 'checkOverlap', checkOverlapRequest(30)],
  ['checkOverlap the same turned 45°', 'checkOverlap', checkOverlapRequest(45)],
  [
    `new Workspace ${MAX_OBJECTS} ships + ${MAX_OBJECTS} combs`,
    'Workspace',
    { edition: '2e', ships: many((i) => ship(`s${i}`, 'small', 50 + 6 * i, 100, 0)), obstacles: combs('o', 300, 700, 1) },
  ],
  [
    `placeMove GR-75 set-aside among ${MAX_OBJECTS} ships + ${MAX_OBJECTS} combs`,
    'placeMove',
    {
      edition: '2e',
      ship: ship('g', 'gr75', 900, 600, 0),
      maneuver: { speed: 3, bearing: 'straight' },
      ships: many((i) => ship(`s${i}`, 'small', 880 + (i % 10) * 4, 400 + Math.floor(i / 10) * 5, 0)),
      obstacles: combs('o', 840, 600, 1),
      seed: 1,
    },
  ],
  [
    `placeMove GR-75 set-aside, exact search, among ${MAX_OBJECTS} ships + ${MAX_OBJECTS} spread combs`,
    'placeMove',
    {
      edition: '2e',
      ship: ship('g', 'gr75', 900, 600, 0),
      maneuver: { speed: 3, bearing: 'straight' },
      ships: many((i) => ship(`s${i}`, 'small', 880 + (i % 10) * 4, 400 + Math.floor(i / 10) * 5, 0)),
      // 8 columns 45 mm apart, 16 rows 22 mm apart: no grid room, so the exact part runs.
      obstacles: many((i) => obstacle(`o${i}`, combPoints(700 + (i % 8) * 45, 600 + Math.floor(i / 8) * 22, 1))),
      seed: 1,
    },
  ],
  [
    `placeMove back-off along ${MAX_OBJECTS} ships + ${MAX_OBJECTS} combs`,
    'placeMove',
    {
      edition: '2e',
      ship: ship('m', 'small', 900, 800, 0),
      maneuver: { speed: 5, bearing: 'straight' },
      ships: many((i) => ship(`s${i}`, 'small', 900, 560 + 0.75 * i, 0)),
      obstacles: combs('o', 840, 580, 1),
      seed: 1,
    },
  ],
  [
    `placeMove 1e CR90 back-off along ${MAX_OBJECTS} GR-75s + ${MAX_OBJECTS} combs`,
    'placeMove',
    {
      edition: '1e',
      ship: ship('m', 'cr90', 900, 800, 0),
      maneuver: { speed: 4, bearing: 'straight' },
      ships: many((i) => ship(`h${i}`, 'gr75', 900, 380 + 1.5 * i, 0)),
      obstacles: combs('o', 840, 580, 1),
      seed: 1,
    },
  ],
  [
    `measureRangeBatch ${MAX_BATCH_POINTS} points, left arc`,
    'measureRangeBatch',
    {
      edition: '2e',
      attacker: ship('c', 'cr90', 900, 450, 30),
      defenderShip: 'small',
      heading: 45,
      arc: 'left',
      output: 'range',
      points: Float64Array.from({ length: 2 * MAX_BATCH_POINTS }, (_, k) => 100 + (k % 2 === 0 ? (k / 2) % 1024 : Math.floor(k / 2 / 1024))),
    },
  ],
  [
    `measureRange across ${MAX_OBJECTS} combs + ${MAX_OBJECTS} GR-75s`,
    'measureRange',
    {
      edition: '2e',
      attacker: ship('a', 'gr75', 200, 335, 90),
      defender: ship('d', 'small', 1400, 335, 0),
      ruler: 'huge',
      ships: many((i) => ship(`h${i}`, 'gr75', 600 + 2 * i, 335, 90)),
      obstacles: combs('o', 700, 310, 1),
    },
  ],
];

/** Builds a Workspace of `table`, frees it, and says how many ships it kept. */
function keep(table) {
  const ws = new api.Workspace(table);
  try {
    return `${ws.shipIds().length} ships kept`;
  } finally {
    ws.free();
  }
}

/** Calls `fn` 3 times to warm up, then 10 times; returns [best, median] in ms and the last outcome. */
function time(fn) {
  let outcome;
  const run = () => {
    try {
      const r = fn();
      outcome = (r instanceof Float64Array ? `${r.length} results` : JSON.stringify(r)).slice(0, 80);
    } catch (e) {
      outcome = `${e.code}: ${e.message}`.slice(0, 80);
    }
  };
  for (let i = 0; i < 3; i++) run();
  const ms = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return [ms[0], ms[5], outcome];
}

console.log(`Worst requests the limits allow through pkg/ (${MAX_VERTICES} vertices, ${MAX_OBJECTS} per list; budget ${BUDGET_MS} ms):`);
let over = 0;
for (const [name, call, request] of requests) {
  // The Workspace is built (and freed) as a whole table; every other entry is a one-shot call.
  const [best, median, outcome] = time(() => (call === 'Workspace' ? keep(request) : api[call](request)));
  if (median >= BUDGET_MS) over++;
  console.log(`  ${name}: best ${best.toFixed(2)} ms, median ${median.toFixed(2)} ms${median >= BUDGET_MS ? ' OVER BUDGET' : ''} -> ${outcome}`);
}
if (over) process.exitCode = 1;
