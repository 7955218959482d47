// The wasm benchmarks against the built pkg/: first one table of every export, per call,
// through JS beside natively (benches/wasm_calls.mjs), then the slowest requests the
// limits allow (wasm_worst_case.mjs). `--all` runs every other benches/wasm_*.mjs too
// (each also runs alone: node benches/wasm_place_move.mjs).
import { readdirSync } from 'node:fs';

const dir = new URL('./', import.meta.url);
await import(new URL('wasm_calls.mjs', dir));
await import(new URL('wasm_worst_case.mjs', dir));
if (process.argv.includes('--all')) {
  const done = new Set(['wasm_common.mjs', 'wasm_calls.mjs', 'wasm_worst_case.mjs']);
  for (const f of readdirSync(dir).filter((f) => /^wasm_.*\.mjs$/.test(f) && !done.has(f)).sort()) {
    await import(new URL(f, dir));
  }
}
