// The transport, measured: the shipped module (pkg/: requests as JSON text through
// js/boundary.js, responses as operations built into the object by js/boundary.js,
// src/wire/) against the same engine built with the
// `swb` feature (target/swb-pkg/ from scripts/build-swb.sh: serde-wasm-bindgen both
// ways). The same requests run on both in alternating short turns, so that whatever
// else the machine runs slows both alike; prints µs per call, and each module's bytes
// and gzipped bytes. README "Size" and docs/api.md "Transport" quote its output.
// Usage: ./scripts/build-swb.sh && node benches/transport.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { valid, ship } from '../tests/node/requests.mjs';

async function load(dir) {
  const url = new URL(dir, import.meta.url);
  const api = await import(new URL('xwing_huge.js', url));
  const bytes = readFileSync(new URL('xwing_huge_bg.wasm', url));
  api.initSync({ module: bytes });
  return { api, bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

const json = await load('../pkg/');
const swb = await load('../target/swb-pkg/');

// The 26-object table of benches/wasm_place_move.mjs's kind: 20 ships and 6 obstacles.
const ships = Array.from({ length: 20 }, (_, i) => ship(`s${i}`, ['small', 'large', 'medium'][i % 3], 100 + (i % 5) * 180.3, 100 + Math.floor(i / 5) * 170.7));
const hexagon = (cx, cy) => Array.from({ length: 6 }, (_, j) => [cx + 20 * Math.cos((j * Math.PI) / 3), cy + 20 * Math.sin((j * Math.PI) / 3)]);
const obstacles = Array.from({ length: 6 }, (_, k) => ({ id: `o${k}`, type: 'asteroid', points: hexagon(1300 + 60 * k, 150 + 100 * k) }));
const cases = {
  'checkOverlap (26 objects)': (api) => api.checkOverlap({ edition: '2e', subject: ship('c', 'cr90', 900, 600), others: [...ships, ...obstacles] }),
  'placeMove (26 objects)': (api) => api.placeMove({ edition: '2e', ship: ship('g', 'gr75', 900, 600), maneuver: { speed: 1, bearing: 'straight' }, ships, obstacles, seed: 1 }),
  'resolveAttack (requests.mjs)': (api) => api.resolveAttack(valid.resolveAttack),
  'measureRange (requests.mjs)': (api) => api.measureRange(valid.measureRange),
};

const same = (f) => JSON.stringify(f(json.api)) === JSON.stringify(f(swb.api));
console.log('call'.padEnd(30), 'shipped µs'.padStart(13), 'swb µs'.padStart(9), 'swb/ship'.padStart(9), ' same answer');
for (const [name, f] of Object.entries(cases)) {
  const t = [0, 0], n = [0, 0];
  for (let round = 0; round < 10; round++) {
    for (const k of round % 2 ? [0, 1] : [1, 0]) {
      const api = [json, swb][k].api;
      for (let i = 0; i < 20; i++) f(api);
      const start = performance.now();
      let c = 0;
      while (performance.now() - start < 80) {
        f(api);
        c++;
      }
      t[k] += performance.now() - start;
      n[k] += c;
    }
  }
  const [a, b] = [(1000 * t[0]) / n[0], (1000 * t[1]) / n[1]];
  console.log(name.padEnd(30), a.toFixed(1).padStart(13), b.toFixed(1).padStart(9), (b / a).toFixed(2).padStart(9), ` ${same(f)}`);
}
console.log(`module bytes: shipped ${json.bytes} (${json.gzipped} gzipped), swb ${swb.bytes} (${swb.gzipped} gzipped)`);
