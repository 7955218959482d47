// performAction and allowedActions through pkg/: locks and jam (2e core "Lock", "Jam"; the
// CR90's "Broadside Batteries"). Expected values are worked out by hand in the comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const pose = (x, y = 500) => ({ x, y, heading: 0 });
const cr90 = (extra = {}) => ({ id: 'c', ship: 'cr90', pose: pose(500), player: 0, ...extra });

test('2e CR90 "Broadside Batteries": locks at range 4; allowedActions shows the band 0–4', () => {
  // 2e huge base 80 mm wide: the CR90 at x = 500 has its right edge at 540. A small ship at
  // x = 910 has its left edge at 890: 350 mm, range 4 (300 < 350 <= 400).
  const ships = [{ id: 'x', ship: 'small', pose: pose(910), player: 1 }];
  const r = api.performAction({ edition: '2e', ship: cr90(), ships, action: { type: 'lock', target: 'x' } });
  assert.equal(r.range, 4);
  assert.deepEqual(r.state.tokens.locks, ['x']);
  const allowed = api.allowedActions({ edition: '2e', ship: cr90(), ships });
  const lock = allowed.actions.find((a) => a.action === 'lock');
  assert.equal(lock.allowed, true);
  assert.deepEqual(lock.targets, [{ id: 'x', section: null, range: 4 }]);
  assert.deepEqual(lock.bands, [{ range: [0, 4], beyondMm: 0, withinMm: 400, bullseye: false }]);
  // A GR-75 has no such ability: 0–3, range 4 refused.
  const gr75 = { id: 'g', ship: 'gr75', pose: pose(500), player: 0 };
  const e = expectRulesError(assert, () => api.performAction({ edition: '2e', ship: gr75, ships, action: { type: 'lock', target: 'x' } }), 'action');
  assert.equal(e.message, 'action: lock: the target is at range 4; lock needs range 0–3');
});
