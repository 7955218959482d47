// resolveAttack through the JS API of the built pkg/ (run ./scripts/build.sh first):
// the exact distribution of 6 attack dice with focus and lock against 4 defense
// dice with focus and evade. Target: under 100 µs per call.
import { loadApi, bench } from './wasm_common.mjs';

const api = await loadApi();

const request = {
  edition: '2e',
  attackDice: 6,
  defenseDice: 4,
  attacker: { tokens: { focus: 1, lock: 1 } },
  defender: { tokens: { focus: 1, evade: 1 } },
  distribution: true,
  seed: 42,
};

const dist = bench('resolveAttack 6 (focus+lock) vs 4 (focus+evade), distribution', () => api.resolveAttack(request));
bench('resolveAttack same attack, roll only', () => api.resolveAttack({ ...request, distribution: false }));
bench('resolveAttack vs a 2e CR90 (state tracked), roll only',
  () => api.resolveAttack({ ...request, defenseDice: 0, defender: { ship: 'cr90' }, distribution: false }));
console.log(dist < 100 ? 'target met (< 100 µs)' : 'TARGET MISSED (>= 100 µs)');
