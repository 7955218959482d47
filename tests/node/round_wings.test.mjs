// roundOrder with Epic wings through pkg/ (Epic rules reference, "Activation Phase",
// "Placing Wings During Setup", "Engagement Phase"). Expected values worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const ships = [{ id: 'L', ship: 'small', pilotSkill: 4, player: 0 }, { id: 'W', ship: 'small', pilotSkill: 1, player: 0 }, { id: 'E', ship: 'small', pilotSkill: 2, player: 1 }];
const wings = [{ leader: 'L', wingmates: [{ id: 'W', position: 'leftFlank' }] }];

test('roundOrder: a wingmate sets up and activates right after its leader, engages at its own initiative', () => {
  // F7: leader L at 4, wingmate W at 1, enemy E at 2. Without the wing: W, E, L. With it, W
  // follows L at L's step: E (2), L (4), W (4). Engagement, highest first: L 4, E 2, W 1.
  const r = api.roundOrder({ edition: '2e', ships, wings });
  assert.deepEqual(r.activation, [{ id: 'E', step: 2 }, { id: 'L', step: 4 }, { id: 'W', step: 4, wingLeader: 'L' }]);
  assert.deepEqual(r.setup, r.activation);
  assert.deepEqual(r.engagement.map((s) => [s.id, s.step]), [['L', 4], ['E', 2], ['W', 1]]);
  // Without wings nothing changes (additive).
  assert.deepEqual(api.roundOrder({ edition: '2e', ships }).activation.map((s) => s.id), ['W', 'E', 'L']);
});

test('roundOrder: wingmates in ascending wing ID order whatever the order given', () => {
  // Right support #6, left flank #2, rear support #4: left flank, rear support, right support.
  const t = [{ id: 'A', ship: 'small', pilotSkill: 3 }, { id: 'a', ship: 'small', pilotSkill: 5 }, { id: 'z', ship: 'small', pilotSkill: 1 }, { id: 'm', ship: 'small', pilotSkill: 2 }];
  const w = [{ leader: 'A', wingmates: [{ id: 'a', position: 'rightSupport' }, { id: 'z', position: 'leftFlank' }, { id: 'm', position: 'rearSupport' }] }];
  const r = api.roundOrder({ edition: '2e', ships: t, wings: w });
  assert.deepEqual(r.activation.map((s) => s.id), ['A', 'z', 'm', 'a']);
  const rev = api.roundOrder({ edition: '2e', ships: [...t].reverse(), wings: [{ ...w[0], wingmates: [...w[0].wingmates].reverse() }] });
  assert.deepEqual(rev, r);
});

test('roundOrder: wing errors name the field', () => {
  const e = expectRulesError(assert, () => api.roundOrder({ edition: '2e', ships, wings: [{ leader: 'X', wingmates: [] }] }), 'wings[0].leader');
  assert.equal(e.code, 'UNKNOWN_NAME');
  expectRulesError(assert, () => api.roundOrder({ edition: '2e', ships, wings: [{ leader: 'L', wingmates: [{ id: 'W', position: 'nose' }] }] }), 'wings[0].wingmates[0].position');
  expectRulesError(assert, () => api.roundOrder({ edition: '2e', ships, wings: [{ leader: 'L', wingmates: [{ id: 'E', position: 'leftFlank' }] }] }), 'wings[0]');
  const first = expectRulesError(assert, () => api.roundOrder({ edition: '1e', ships, wings }), 'wings');
  assert.equal(first.code, 'NOT_ALLOWED');
});
