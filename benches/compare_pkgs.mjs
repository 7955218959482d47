// Compares two builds of the package call by call: the same requests on an older pkg/
// (first argument, e.g. extracted with `git archive <commit> pkg | tar -x -C /tmp/old`)
// and on ./pkg/, interleaved in short turns so that whatever else the machine runs
// slows both alike. Prints µs per call for each and their ratio, against the speed floor of
// issue 21 (a Workspace drag preview at most 2× the older build's time, a one-shot call at most
// 1.5×): "within" or "OVER" on each line. A benchmark, not a test: it fails nothing.
// Usage: node benches/compare_pkgs.mjs /tmp/old/pkg [pkg]   (pkg/core works as either side)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
async function load(dir) {
  const api = await import(pathToFileURL(resolve(dir, 'xwing_huge.js')).href);
  api.initSync({ module: readFileSync(resolve(dir, 'xwing_huge_bg.wasm')) });
  return api;
}
if (!process.argv[2]) {
  console.error('usage: node benches/compare_pkgs.mjs <older pkg dir> [newer pkg dir]');
  process.exit(2);
}
const A = await load(process.argv[2]), B = await load(process.argv[3] ?? 'pkg');
const { valid } = await import('../tests/node/requests.mjs');
const ship = (id, kind, x, y, h = 0) => ({ id, ship: kind, pose: { x, y, heading: h } });
const ships = Array.from({ length: 20 }, (_, i) => ship('s' + i, ['small', 'large', 'medium'][i % 3], 100 + (i % 5) * 180.3, 100 + Math.floor(i / 5) * 170.7));
const obstacles = Array.from({ length: 6 }, (_, k) => ({ id: 'o' + k, type: 'asteroid', points: Array.from({ length: 6 }, (_, j) => [1300 + 60 * k + 20 * Math.cos(j * Math.PI / 3), 150 + 100 * k + 20 * Math.sin(j * Math.PI / 3)]) }));
/** Whether a build takes checkOverlap's `ship`, `ships`, `obstacles` (renamed from `subject`,
 *  `others` after 0.1.0's build): each build is asked in its own form. */
const forms = new Map();
function renamed(api) {
  if (!forms.has(api)) {
    let ok = true;
    try { api.checkOverlap({ ship: ship('c', 'cr90', 900, 600), ships: [] }); } catch { ok = false; }
    forms.set(api, ok);
  }
  return forms.get(api);
}
const cases = {
  checkOverlap: (api) => api.checkOverlap(renamed(api)
    ? { edition: '2e', ship: ship('c', 'cr90', 900, 600), ships, obstacles }
    : { edition: '2e', subject: ship('c', 'cr90', 900, 600), others: [...ships, ...obstacles] }),
  placeMove: (api) => api.placeMove({ edition: '2e', ship: { ...ship('g', 'gr75', 900, 600) }, maneuver: { speed: 2, bearing: 'bankRight' }, ships, obstacles, seed: 1 }),
  measureRange: (api) => api.measureRange(valid.measureRange),
  resolveAttack: (api) => api.resolveAttack(valid.resolveAttack),
  batch: (api) => api.measureRangeBatch({ ...valid.measureRangeBatch, points: new Float64Array(2000).map((_, i) => 100 + (i * 37) % 1500) }),
  shipInfo: (api) => api.shipInfo(valid.shipInfo),
};
/** The floor per case: one-shot calls 1.5×, the Workspace drag preview 2×. */
const FLOOR = { drag: 2 };
// A drag preview through a Workspace kept by each build: setPose, then placeMove.
const kept = new Map();
cases.drag = (api) => {
  if (!kept.has(api)) kept.set(api, new api.Workspace({ edition: '2e', ships: [...ships, ship('g', 'gr75', 1000, 800)], obstacles }));
  const ws = kept.get(api);
  ws.setPose('g', 1000, 800 - (performance.now() % 7), 0);
  return ws.placeMove({ ship: 'g', maneuver: { speed: 2, bearing: 'bankRight' }, seed: 1 });
};
for (const [name, f] of Object.entries(cases)) {
  const t = { A: 0, B: 0 }, n = { A: 0, B: 0 };
  for (let round = 0; round < 12; round++) {
    for (const [k, api] of round % 2 ? [['A', A], ['B', B]] : [['B', B], ['A', A]]) {
      for (let i = 0; i < 20; i++) f(api);
      const s = performance.now(); let c = 0;
      while (performance.now() - s < 60) { f(api); c++; }
      t[k] += performance.now() - s; n[k] += c;
    }
  }
  const a = 1000 * t.A / n.A, b = 1000 * t.B / n.B;
  const floor = FLOOR[name] ?? 1.5;
  const mark = b / a <= floor ? 'within' : 'OVER';
  console.log(`${name.padEnd(14)} older ${a.toFixed(1).padStart(8)} µs  newer ${b.toFixed(1).padStart(8)} µs  ratio ${(b / a).toFixed(2)}  floor ${floor}× ${mark}`);
}
