// A ship's carried cards (`upgrades`) through pkg/ (docs/squads.md "Upgrades a ship carries"):
// shipInfo's changed values, a round state checked against the changed card, a granted
// action performed, an offline hardpoint that does not fire, Bright Hope's fore reinforce.
// Figures read by hand from the vendored xwing-data2 / xwing-data and docs/conventions.md §7.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const pose = { x: 500, y: 500, heading: 0 };

test('shipInfo answers a 2e GR-75 with Luminous, Comms Team and an offline Turbolaser Battery', () => {
  // GR-75 (card): hull 12, shields 3, energy 4; Luminous energy +2, shields -1.
  const r = api.shipInfo({ edition: '2e', ship: 'gr75',
    upgrades: { title: ['luminous'], team: ['commsteam'], hardpoint: [{ id: 'turbolaserbattery', side: 1 }] } });
  assert.deepEqual([r.stats.hull, r.stats.shields, r.stats.energy], [12, 2, 6]);
  assert.deepEqual(r.stats.actions.filter((a) => a.upgrade).map((a) => [a.action, a.upgrade]),
    [['coordinate', 'Comms Team'], ['jam', 'Comms Team']]);
  // Listed by slot key in code-unit order (hardpoint, team, title), each list in order.
  assert.deepEqual(r.upgrades.map((u) => u.xws), ['turbolaserbattery', 'commsteam', 'luminous']);
  assert.deepEqual(r.upgrades[0], { xws: 'turbolaserbattery', name: 'Turbolaser Battery (Offline)', side: 1, offline: true, charges: null, energyLimit: null });
  assert.deepEqual(api.shipInfo({ edition: '2e', ship: 'gr75' }).upgrades, []);
  assert.equal(expectRulesError(assert, () => api.shipInfo({ edition: '2e', ship: 'gr75', upgrades: ['nope'] }), 'upgrades[0]').code, 'UNKNOWN_NAME');
});

test('a granted red evade is allowed and performed; its stress paid with energy', () => {
  const ship = { id: 'g', ship: 'gr75', pose, upgrades: { command: ['carlistrieekan'], title: ['luminous'] } };
  const allowed = api.allowedActions({ edition: '2e', ship }).actions.find((a) => a.action === 'evade');
  assert.equal(allowed?.allowed, true);
  const r = api.performAction({ edition: '2e', ship, action: { type: 'evade' } });
  assert.deepEqual([r.state.tokens.evade, r.state.tokens.stress, r.state.cards[0].energy, r.state.cards[0].energyLimit], [1, 0, 5, 6]);
  assert.equal(expectRulesError(assert, () => api.performAction({ edition: '2e', ship: { ...ship, upgrades: [] }, action: { type: 'evade' } }), 'action').code, 'NOT_ALLOWED');
});

test('an offline hardpoint does not fire; Bright Hope adds 2 evades at the fore', () => {
  const attack = (side) => api.resolveAttack({ edition: '2e', range: 4, seed: 1, weapon: { upgrade: 'turbolaserbattery' },
    attacker: { ship: 'gr75', upgrades: [{ id: 'turbolaserbattery', side }] }, defender: { ship: 'small' } });
  assert.equal(attack(0).weapon.range[1], 5);
  assert.equal(expectRulesError(assert, () => attack(1), 'weapon.upgrade').code, 'NOT_ALLOWED');
  const evades = (at) => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, seed: 7, attacker: { ship: 'small' },
    defender: { ship: 'gr75', section: at, upgrades: { title: ['brighthope'] }, tokens: { reinforce: at } } }).evades;
  assert.deepEqual([evades('fore'), evades('aft')], [2, 1]);
});
