// The Epic calls through the JS API of the built pkg/ (node benches/wasm_epic.mjs),
// on the requests of benches/epic_requests.json (19 ships and 6 obstacles for deployShip and checkDeployment). Prints the JS time, the
// native time of the same request (parse, run, write) from `cargo bench --bench epic`
// when its criterion results are present, and their ratio.
import { readFileSync } from 'node:fs';
import { bench, loadApi } from './wasm_common.mjs';

const api = await loadApi();
const requests = JSON.parse(readFileSync(new URL('epic_requests.json', import.meta.url), 'utf8'));

/** Criterion's mean for `name`, in µs, or null when `cargo bench --bench epic` has not run. */
function native(name) {
  try {
    const est = JSON.parse(readFileSync(new URL(`../target/criterion/${name}/new/estimates.json`, import.meta.url), 'utf8'));
    return est.mean.point_estimate / 1000;
  } catch {
    return null;
  }
}

for (const [name, request] of Object.entries(requests)) {
  api[name](request); // valid
  const js = bench(`${name} (JS)`, () => api[name](request), 1000);
  const n = native(name);
  console.log(n === null ? `  native: run cargo bench --bench epic first` : `  native: ${n.toFixed(2)} µs/call; JS / native = ${(js / n).toFixed(2)}`);
}
