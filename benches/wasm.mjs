// Runs every wasm benchmark (benches/wasm_*.mjs) against the built pkg/.
import { readdirSync } from 'node:fs';

const dir = new URL('./', import.meta.url);
for (const f of readdirSync(dir).filter((f) => /^wasm_.*\.mjs$/.test(f) && f !== 'wasm_common.mjs').sort()) {
  await import(new URL(f, dir));
}
