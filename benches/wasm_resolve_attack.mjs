// resolveAttack through the JS API of the built pkg/ (run ./scripts/build.sh first):
// the exact distribution of 6 attack dice with focus and lock against 4 defense
// dice with focus and evade. Target: under 100 µs per call.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const pkgUrl = new URL('../pkg/', import.meta.url);
const api = await import(new URL('xwing_huge.js', pkgUrl));
api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkgUrl)) });

const request = {
  edition: '2e',
  attackDice: 6,
  defenseDice: 4,
  attacker: { tokens: { focus: 1, lock: 1 } },
  defender: { tokens: { focus: 1, evade: 1 } },
  distribution: true,
  seed: 42,
};

function time(label, req, calls) {
  for (let i = 0; i < 2000; i++) api.resolveAttack(req); // warm up
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) api.resolveAttack(req);
  const us = ((performance.now() - t0) * 1000) / calls;
  console.log(`${label}: ${us.toFixed(2)} µs per call (${calls} calls)`);
  return us;
}

const dist = time('resolveAttack 6 (focus+lock) vs 4 (focus+evade), distribution', request, 20000);
time('resolveAttack same attack, roll only', { ...request, distribution: false }, 20000);
time('resolveAttack vs a 2e CR90 (state tracked), roll only',
  { ...request, defenseDice: 0, defender: { ship: 'cr90' }, distribution: false }, 20000);
console.log(dist < 100 ? 'target met (< 100 µs)' : 'TARGET MISSED (>= 100 µs)');
