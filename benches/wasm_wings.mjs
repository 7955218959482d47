// `moveWing` through the JS API of the built pkg/ (node benches/wasm_wings.mjs): a wing
// of six moving among 20 ships and 6 obstacles (benches/wings_request.json). Prints the
// JS time, the native time of the same request (parse, run, write) from `cargo bench
// --bench wings` when its criterion results are present, and their ratio.
import { readFileSync } from 'node:fs';
import { bench, loadApi } from './wasm_common.mjs';

const api = await loadApi();
const request = JSON.parse(readFileSync(new URL('wings_request.json', import.meta.url), 'utf8'));

/** Criterion's mean in µs, or null when `cargo bench --bench wings` has not run. */
function native(name) {
  try {
    const est = JSON.parse(readFileSync(new URL(`../target/criterion/${name}/new/estimates.json`, import.meta.url), 'utf8'));
    return est.mean.point_estimate / 1000;
  } catch {
    return null;
  }
}

api.moveWing(request); // valid
const js = bench('moveWing (JS)', () => api.moveWing(request), 1500);
const n = native('moveWing');
console.log(n === null ? '  native: run cargo bench --bench wings first' : `  native: ${n.toFixed(2)} µs/call; JS / native = ${(js / n).toFixed(2)}`);
