// One form for a refusal of a well-formed request (docs/api.md "Refusals"): a call that asks
// a question (`check…`, `allowedActions`) answers it, `legal: false` or `allowed: false` with the
// reason; a call that does something the rules forbid throws an XwingRulesError `NOT_ALLOWED`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { fullOnly } from './helpers.mjs';
import { valid } from './requests.mjs';

const far = { x: 900, y: 300, heading: 0 };
const enemyFar = { id: 'x', ship: 'small', pose: { x: 1700, y: 850, heading: 0 }, player: 1 };

test('the question calls answer a refusal: legal or allowed false, with the reason', { skip: fullOnly }, () => {
  const setup = api.checkSetup({ ...valid.checkSetup, ship: { ...valid.checkSetup.ship, pose: far } });
  assert.equal(setup.legal, false);
  assert.ok(setup.reason);
  const deploy = api.checkDeployment({ ...valid.checkDeployment, ship: { ...valid.checkDeployment.ship, pose: far } });
  assert.equal(deploy.legal, false);
  assert.ok(deploy.reason);
  const squad = api.checkSquad({ edition: '2e', mode: 'standard', xws: { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker' }, { id: 'lukeskywalker' }] } });
  assert.equal(squad.legal, false);
  assert.ok(squad.problems.some((p) => p.rule === 'limited'), JSON.stringify(squad.problems));
  // The only other ship beyond range 5: jam (range 1, or 1–2 in the bullseye) is refused.
  const actions = api.allowedActions({ ...valid.allowedActions, ships: [enemyFar] });
  const jam = actions.actions.find((a) => a.action === 'jam');
  assert.deepEqual([jam.allowed, /beyond range 5/.test(jam.reason)], [false, true], jam.reason);
});

test('the calls that do something throw NOT_ALLOWED for what the rules forbid', { skip: fullOnly }, () => {
  const notAllowed = (fn) => assert.throws(fn, (e) => e instanceof api.XwingRulesError && e.code === 'NOT_ALLOWED');
  // A ship 600 mm from the carrier cannot dock (range 0–1).
  notAllowed(() => api.dockShip({ ...valid.dockShip, ship: { ...valid.dockShip.ship, pose: { x: 1500, y: 450, heading: 0 } } }));
  // The jam allowedActions refuses above, performed: the same reason, thrown.
  assert.throws(() => api.performAction({ edition: '2e', ship: valid.allowedActions.ship, ships: [enemyFar], action: { type: 'jam', target: 'x' } }),
    (e) => e instanceof api.XwingRulesError && e.code === 'NOT_ALLOWED' && /beyond range 5/.test(e.message));
});
