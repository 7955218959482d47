// Every export through JS on a 26-object table (benches/make_call_requests.mjs), one
// shot (the request carries the table) and through a Workspace (the table kept in
// wasm), beside the same call natively (benches/calls.rs, run here with cargo).
// Prints one table, µs per call: node benches/wasm_calls.mjs
// NATIVE_JSON=file reads the native figures from a file instead of running cargo;
// --markdown prints the rows of README.md's speed table instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadApi } from './wasm_common.mjs';
import { requests } from './make_call_requests.mjs';

const api = await loadApi();

/** µs per call: the best of seven ~60 ms rounds (the machine may be shared). */
function time(fn) {
  for (let i = 0; i < 200; i++) fn();
  let best = Infinity;
  for (let r = 0; r < 7; r++) {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < 60) {
      for (let i = 0; i < 20; i++) fn();
      n += 20;
      now = performance.now();
    }
    best = Math.min(best, ((now - start) * 1000) / n);
  }
  return best;
}

function native() {
  const root = new URL('../', import.meta.url);
  const text = process.env.NATIVE_JSON
    ? readFileSync(process.env.NATIVE_JSON, 'utf8')
    : execFileSync('cargo', ['bench', '--quiet', '--bench', 'calls'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(text.slice(text.indexOf('{')));
}

const r = requests();
const oneShot = { ...r.oneShot, measureRangeBatch: { ...r.oneShot.measureRangeBatch, points: new Float64Array(r.oneShot.measureRangeBatch.points) } };
const handle = { ...r.handle, measureRangeBatch: { ...r.handle.measureRangeBatch, points: new Float64Array(r.handle.measureRangeBatch.points) } };
const ws = new api.Workspace(r.table);

const js = {};
for (const [name, req] of Object.entries(oneShot)) {
  const f = api[name];
  js[name] = { oneShot: time(() => f(req)) };
}
for (const [name, req] of Object.entries(handle)) js[name].handle = time(() => ws[name](req));
js['workspace (new)'] = { oneShot: time(() => new api.Workspace(r.table).free()) };
// A drag preview: the dragged ship moved, then its maneuver placed.
let step = 0;
const drag = time(() => {
  step = (step + 1) % 100;
  ws.setPose('s3', 610 + step, 120.5, 111);
  ws.placeMove(handle.placeMove);
});
const setPose = time(() => {
  step = (step + 1) % 100;
  ws.setPose('s3', 610 + step, 120.5, 111);
});
// The fixed cost of a call: checkOverlap through a Workspace that holds only the
// ship checked, so the engine tests no pair. What any object-in, object-out call costs
// besides its own work (request text, parse, response built in JS).
const lone = new api.Workspace({ edition: '2e', ships: [{ id: 'a', ship: 'small', pose: { x: 100, y: 100, heading: 0 } }] });
const fixed = time(() => lone.checkOverlap({ ship: 'a' }));
lone.free();

const nat = native();
if (process.argv.includes('--markdown')) {
  // The rows of README.md's speed table.
  const v = (x) => (x === undefined || x === null ? '–' : x.toFixed(x < 10 ? 2 : 1));
  const x = (a, b) => (a === undefined || !b ? '–' : (a / b).toFixed(1) + '×');
  for (const [name, t] of Object.entries(js)) {
    const n = nat[name] ?? {};
    const best = t.handle !== undefined ? x(t.handle, n.engine) : `${x(t.oneShot, n.path)} of the path`;
    console.log(`| \`${name}\` | ${v(t.oneShot)} | ${v(t.handle)} | ${v(n.engine)} | ${v(n.path)} | ${x(t.oneShot, n.engine)} | ${best} |`);
  }
  console.log(`| \`Workspace.setPose\` | – | ${v(setPose)} | – | – | – | – |`);
  console.log(`| setPose + placeMove (a drag preview) | – | ${v(drag)} | – | – | – | – |`);
  console.log(`| fixed cost: \`Workspace.checkOverlap\` with nothing else on the table | – | ${v(fixed)} | – | – | – | – |`);
  process.exit(0);
}
const fmt = (v, w = 8) => (v === undefined || v === null ? '—' : v.toFixed(2)).padStart(w);
const ratio = (a, b) => (a === undefined || !b ? '—' : (a / b).toFixed(1) + '×').padStart(8);
console.log(`Per call, µs (${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${process.arch}); 26 objects: a GR-75, 19 standard ships, 6 obstacles`);
console.log('call                 JS one-shot  JS handle  native engine  native path   one-shot÷engine  handle÷engine  one-shot÷path');
for (const [name, t] of Object.entries(js)) {
  const n = nat[name] ?? {};
  console.log(`${name.padEnd(20)} ${fmt(t.oneShot, 11)} ${fmt(t.handle, 10)} ${fmt(n.engine, 14)} ${fmt(n.path, 12)} ${ratio(t.oneShot, n.engine).padStart(16)} ${ratio(t.handle, n.engine).padStart(14)} ${ratio(t.oneShot, n.path).padStart(14)}`);
}
console.log(`Workspace.setPose: ${setPose.toFixed(2)} µs; setPose + placeMove (a drag preview): ${drag.toFixed(2)} µs`);
console.log(`Fixed cost of an object call (Workspace.checkOverlap, nothing else on the table): ${fixed.toFixed(2)} µs`);
ws.free();
