// energyStep through pkg/: the 1e energy steps once each, in order (seed 003 "Energy Steps in
// the Activation Phase"). Expected values worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const cr90 = (used) => ({ id: 'c', ship: 'cr90', pose: { x: 500, y: 500, heading: 0 }, state: {
  cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 1 }],
  upgrades: [{ name: 'Quad Laser Cannons', energyLimit: 2 }], tokens: { ion: 1 }, ...(used ? { used } : {}) } });
const gain = { type: 'gain', maneuver: { speed: 2, bearing: 'straight' } };

test('energyStep (1e): one Gain Energy step; Allocate after Use refused', () => {
  // F4: the CR90's aft holds 1; the 2 straight shows 3 energy icons, 1 ion cancels one:
  // 1 + (3 - 1) = 3. A second gain (3 + 2 = 5) is refused, naming steps[1].
  const one = api.energyStep({ edition: '1e', ship: cr90(), steps: [gain] });
  assert.equal(one.steps[0].energyAfter, 3);
  const e = expectRulesError(assert, () => api.energyStep({ edition: '1e', ship: cr90(), steps: [gain, gain] }), 'steps[1]');
  assert.equal(e.code, 'NOT_ALLOWED');
  assert.match(e.message, /gain energy: the ship has already gained energy; the energy steps occur once per activation, in the order Gain Energy, Allocate Energy, Use Energy/);
  // Gain, allocate 2 (3 → 1 on the card, 2 on the cannons), use: in order, accepted.
  const ok = api.energyStep({ edition: '1e', ship: cr90(), steps: [gain, { type: 'allocate', upgrade: 'Quad Laser Cannons', amount: 2 },
    { type: 'use', card: 'Quad Laser Cannons', cost: 0 }] });
  assert.deepEqual(ok.steps.map((s) => s.energyAfter), [3, 1, 1]);
  // Use, then allocate: refused (steps[1]).
  expectRulesError(assert, () => api.energyStep({ edition: '1e', ship: cr90(), steps: [{ type: 'use', card: 'Quad Laser Cannons', cost: 0 },
    { type: 'allocate', upgrade: 'Quad Laser Cannons', amount: 1 }] }), 'steps[1]');
  // Across calls: a state that used an "Energy:" card this round is past Gain and Allocate.
  const later = expectRulesError(assert, () => api.energyStep({ edition: '1e', ship: cr90({ energyCards: ['Comms Failure'] }), steps: [gain] }), 'steps[0]');
  assert.match(later.message, /already used energy this round/);
});
