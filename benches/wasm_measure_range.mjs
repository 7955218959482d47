// Wasm speed of range measurement through the shipped pkg/ (build it first with
// ./scripts/build.sh): `node benches/wasm_measure_range.mjs`.
import { performance } from 'node:perf_hooks';
import { loadApi, bench } from './wasm_common.mjs';

const api = await loadApi();

const points = new Float64Array(2 * 400 * 250);
let k = 0;
for (let i = 0; i < 400; i++) for (let j = 0; j < 250; j++) { points[k++] = i * 4.57; points[k++] = j * 3.65; }
const attacker = { id: 'a', ship: 'cr90', pose: { x: 900, y: 450, heading: 30 } };

function time(label, fn, n) {
  for (let i = 0; i < 10; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  return (performance.now() - t0) / n;
}

for (const arc of [undefined, 'front', 'left']) {
  const req = { attacker, defenderShip: 'small', heading: 45, points, arc };
  const ms = time(arc, () => api.measureRangeBatch(req), 50);
  const perSec = (points.length / 2) / (ms / 1000);
  console.log(`batch ${arc ?? 'no arc'}: ${(points.length / 2)} points in ${ms.toFixed(2)} ms = ${(perSec / 1e6).toFixed(2)} M measurements/s`);
}

const single = {
  attacker, arc: 'front', defender: { id: 'd', ship: 'large', pose: { x: 1300, y: 300, heading: 10 } },
};
bench('measureRange single call, front arc (wasm)', () => api.measureRange(single));
