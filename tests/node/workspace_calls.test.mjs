// One table model (issue 21): every call that reads a table is a Workspace method, and
// setTable / dropTable are gone. Each method added for it answers exactly what the
// one-shot call answers for the same table (deep-equal); a request naming an id the
// table does not hold, or giving a part of the table, is refused naming the field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { CORE, expectRulesError, fullOnly } from './helpers.mjs';
import { ship, rock, valid } from './requests.mjs';

const { Workspace } = api;

/** Runs `f` on a Workspace of `table`, freed after. */
function on(table, f) {
  const ws = new Workspace(table);
  try {
    f(ws);
  } finally {
    ws.free();
  }
}

/** `f` throws an XwingRulesError with this code, naming this field. */
function refused(f, code, field) {
  const e = expectRulesError(assert, f, field);
  assert.equal(e.code, code, e.message);
  assert.equal(e.field, field, e.message);
}

test('setTable and dropTable are no longer exported; placeMove has no table field', () => {
  assert.equal(api.setTable, undefined);
  assert.equal(api.dropTable, undefined);
  const base = { ship: ship('m', 'small', 500, 500), maneuver: { speed: 1, bearing: 'straight' } };
  refused(() => api.placeMove({ ...base, table: 1 }), 'INVALID_INPUT', 'table');
  on({ ships: [base.ship] }, (ws) => refused(() => ws.placeMove({ ...base, ship: 'm', table: 1 }), 'INVALID_INPUT', 'table'));
  for (const name of ['allowedActions', 'endPhase', 'checkDeployment', 'deployShip', 'placeWing', 'moveWing', 'joinWing']) {
    assert.equal(typeof Workspace.prototype[name], CORE ? 'undefined' : 'function', `Workspace.${name}`);
  }
  assert.equal(typeof Workspace.prototype.resolveAttack, 'function');
});

test('resolveAttack: the two sides by id at their kept poses, the rest of the table obstructing', () => {
  // A small ship attacks a large one across an asteroid (obstructed, range 2 or 3); a GR-75 beside.
  const a = ship('a', 'small', 300, 500, 90);
  const d = ship('d', 'large', 600, 500, 270);
  const g = ship('g', 'gr75', 450, 800);
  const rockBetween = { id: 'r', type: 'asteroid', points: [[440, 480], [470, 485], [465, 520], [435, 515]] };
  on({ edition: '2e', ships: [a, d, g], obstacles: [rockBetween] }, (ws) => {
    const req = { seed: 11, attackDice: 3, defenseDice: 1, attacker: { id: 'a', tokens: { focus: 1 } }, defender: { id: 'd', tokens: { evade: 1 } } };
    const kept = ws.resolveAttack(req);
    const one = api.resolveAttack({ ...req, edition: '2e', attacker: { ...req.attacker, ship: 'small', pose: a.pose },
      defender: { ...req.defender, ship: 'large', pose: d.pose }, ships: [a, d, g], obstacles: [rockBetween] });
    assert.deepEqual(kept, one);
    assert.equal(kept.geometry.measured, true);
    assert.deepEqual(kept.geometry.obstructedBy, ['r']);
    // Moved clear of the asteroid: no longer obstructed, as the one-shot call says.
    ws.setPose('a', 300, 400, 90);
    const moved = ws.resolveAttack(req);
    assert.deepEqual(moved, api.resolveAttack({ ...req, edition: '2e', attacker: { ...req.attacker, ship: 'small', pose: { x: 300, y: 400, heading: 90 } },
      defender: { ...req.defender, ship: 'large', pose: d.pose }, ships: [a, d, g], obstacles: [rockBetween] }));
    assert.equal(moved.geometry.obstructed, false);
    refused(() => ws.resolveAttack({ ...req, attacker: { id: 'nope' } }), 'UNKNOWN_NAME', 'attacker.id');
    refused(() => ws.resolveAttack({ ...req, defender: { tokens: {} } }), 'INVALID_INPUT', 'defender.id');
    refused(() => ws.resolveAttack({ ...req, attacker: { id: 'a', pose: a.pose } }), 'INVALID_INPUT', 'attacker.pose');
    refused(() => ws.resolveAttack({ ...req, defender: { id: 'd', ship: 'small' } }), 'INVALID_INPUT', 'defender.ship');
    refused(() => ws.resolveAttack({ ...req, obstacles: [rockBetween] }), 'INVALID_INPUT', 'obstacles');
    refused(() => ws.resolveAttack({ ...req, defender: { id: 'r' } }), 'INVALID_INPUT', 'defender.id');
  });
});

test('resolveAttack: a side without upgrades or state takes the kept ones; one given keeps its own', () => {
  // 2e: a small ship attacks a GR-75 that keeps a round state (shields 2, a damage card) and its cards.
  const state = { cards: [{ shields: 2, energy: 1, damage: [{ faceup: false }] }] };
  const upgrades = CORE ? undefined : ['carlistrieekan'];
  const g = { ...ship('g', 'gr75', 600, 500, 270), state, ...(upgrades ? { upgrades } : {}) };
  const x = ship('x', 'small', 300, 500, 90);
  on({ edition: '2e', ships: [g, x] }, (ws) => {
    const req = { seed: 4, attackDice: 4, attacker: { id: 'x' }, defender: { id: 'g' } };
    const kept = ws.resolveAttack(req);
    const one = api.resolveAttack({ ...req, edition: '2e', attacker: { id: 'x', ship: 'small', pose: x.pose },
      defender: { id: 'g', ship: 'gr75', pose: g.pose, roundState: state, ...(upgrades ? { upgrades } : {}) }, ships: [g, x] });
    assert.deepEqual(kept, one);
    assert.ok(kept.defender.roundState, 'the state after the attack, from the kept one');
    // A roundState given is the request's own, as in the one-shot call.
    const fresh = { cards: [{ shields: 3, energy: 3 }] };
    const given = ws.resolveAttack({ ...req, defender: { id: 'g', roundState: fresh } });
    assert.deepEqual(given, api.resolveAttack({ ...req, edition: '2e', attacker: { id: 'x', ship: 'small', pose: x.pose },
      defender: { id: 'g', ship: 'gr75', pose: g.pose, roundState: fresh, ...(upgrades ? { upgrades } : {}) }, ships: [g, x] }));
    assert.notDeepEqual(given.defender.roundState, kept.defender.roundState);
  });
});

test('allowedActions: the kept ship and its targets, their states, players and stress', { skip: fullOnly }, () => {
  const c = { ...ship('c', 'cr90', 500, 500), player: 0, state: { cards: [{ shields: 4, energy: 5 }], tokens: { ion: 1 } } };
  const x = { ...ship('x', 'small', 500, 300), player: 1, stress: 1 };
  const y = { ...ship('y', 'small', 650, 500), player: 0 };
  const g = { ...ship('g', 'gr75', 900, 500), player: 1 };
  on({ edition: '2e', ships: [c, x, y, g], obstacles: [rock] }, (ws) => {
    const kept = ws.allowedActions({ ship: 'c' });
    assert.ok(kept.actions.length > 0);
    assert.deepEqual(kept, api.allowedActions({ edition: '2e', ship: c, ships: [x, y, g] }));
    assert.deepEqual(ws.allowedActions({ ship: 'g', actionBar: ['jam', 'lock'] }),
      api.allowedActions({ edition: '2e', ship: g, ships: [c, x, y], actionBar: ['jam', 'lock'] }));
    refused(() => ws.allowedActions({ ship: 'cr91' }), 'UNKNOWN_NAME', 'ship');
    refused(() => ws.allowedActions({ ship: 'c', ships: [x] }), 'INVALID_INPUT', 'ships');
    refused(() => ws.allowedActions({ edition: '1e', ship: 'c' }), 'INVALID_INPUT', 'edition');
  });
});

test('endPhase: every kept ship, a huge one by its state, a standard one by its tokens', { skip: fullOnly }, () => {
  const c = { ...ship('c', 'cr90', 500, 500), state: { cards: [{ shields: 6, energy: 1 }], tokens: { stress: 2, reinforce: 'fullFront' } } };
  const x = ship('x', 'small', 800, 500);
  const g = ship('g', 'gr75', 200, 200);
  for (const edition of ['2e', '1e']) {
    const cs = edition === '2e' ? c : { ...ship('c', 'cr90', 500, 500), state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 2 }] } };
    on({ edition, ships: [cs, { ...x, stress: 1, ion: 1, tractor: 2 }, g] }, (ws) => {
      const kept = ws.endPhase({});
      assert.deepEqual(kept.ships.map((s) => s.id), ['c', 'x', 'g']);
      assert.deepEqual(kept, api.endPhase({ edition, ships: [cs, { ...x, tokens: { stress: 1, ion: 1, tractor: 2 } }, g] }), edition);
      refused(() => ws.endPhase({ ships: [] }), 'INVALID_INPUT', 'ships');
    });
  }
});

test('checkDeployment: the kept ship at its kept pose, in the kept play area', { skip: fullOnly }, () => {
  const { ship: g, deploymentArea, playArea, ships, obstacles } = valid.checkDeployment;
  on({ edition: '2e', ships: [g, ...ships], obstacles, playArea }, (ws) => {
    const kept = ws.checkDeployment({ ship: 'g', deploymentArea });
    assert.deepEqual(kept, api.checkDeployment(valid.checkDeployment));
    assert.equal(kept.legal, true);
    // Moved onto the small ship: the same refusal as the one-shot call's.
    ws.setPose('g', 100, 914 - 110.5, 0);
    const moved = { ...g, pose: { x: 100, y: 914 - 110.5, heading: 0 } };
    const after = ws.checkDeployment({ ship: 'g', deploymentArea });
    assert.deepEqual(after, api.checkDeployment({ ...valid.checkDeployment, ship: moved }));
    assert.deepEqual(after.overlaps, ['x']);
    refused(() => ws.checkDeployment({ ship: 'nope', deploymentArea }), 'UNKNOWN_NAME', 'ship');
    refused(() => ws.checkDeployment({ ship: 'g', deploymentArea, playArea }), 'INVALID_INPUT', 'playArea');
    refused(() => ws.checkDeployment({ ship: 'g', deploymentArea, obstacles }), 'INVALID_INPUT', 'obstacles');
  });
});

test('deployShip: from the kept carrier among the kept pieces', { skip: fullOnly }, () => {
  const { carrier, ships, obstacles, ...rest } = valid.deployShip;
  on({ edition: '2e', ships: [carrier, ...ships], obstacles }, (ws) => {
    const kept = ws.deployShip({ ...rest, carrier: 'g' });
    assert.deepEqual(kept, api.deployShip(valid.deployShip));
    // A kept ship in the way: the same answer as with it among the one-shot call's ships.
    const blocker = ship('b', 'large', kept.move.pose.x, kept.move.pose.y);
    ws.add({ ship: blocker });
    const blocked = ws.deployShip({ ...rest, carrier: 'g' });
    assert.deepEqual(blocked, api.deployShip({ ...valid.deployShip, ships: [...ships, blocker] }));
    assert.notDeepEqual(blocked, kept);
    refused(() => ws.deployShip({ ...rest, carrier: 'gone' }), 'UNKNOWN_NAME', 'carrier');
    refused(() => ws.deployShip({ ...rest, carrier: 'r' }), 'INVALID_INPUT', 'carrier');
    refused(() => ws.deployShip({ ...rest, carrier: 'g', ship: { ...rest.ship, id: 'r' } }), 'INVALID_INPUT', 'ship.id');
  });
});

test('placeWing, moveWing and joinWing: the wing given whole among the kept pieces', { skip: fullOnly }, () => {
  for (const call of ['placeWing', 'moveWing', 'joinWing']) {
    const { ships, obstacles, ...rest } = valid[call];
    // The leader kept too: its own entry is skipped by id, as in the one-shot call's ships.
    const leader = call === 'joinWing' ? rest.leader : rest.wing.leader;
    const kept = [...ships, leader];
    on({ edition: '2e', ships: kept, obstacles }, (ws) => {
      const answer = ws[call](rest);
      assert.deepEqual(answer, api[call]({ ...valid[call], ships: kept }), call);
      assert.deepEqual(answer, api[call](valid[call]), `${call}: the leader's own entry is skipped`);
      refused(() => ws[call]({ ...rest, ships }), 'INVALID_INPUT', 'ships');
      refused(() => ws[call]({ ...rest, playArea: { width: 900, height: 900 } }), 'INVALID_INPUT', 'playArea');
    });
    // A wing ship named like a kept obstacle is refused, naming the entry.
    const field = call === 'joinWing' ? 'leader.id' : 'wing.leader.id';
    on({ edition: '2e', ships, obstacles: [{ ...rock, id: 'L' }] }, (ws) => refused(() => ws[call](rest), 'INVALID_INPUT', field));
    // Epic wings are 2e: a 1e table is refused.
    on({ edition: '1e', ships, obstacles }, (ws) => refused(() => ws[call](rest), 'INVALID_INPUT', 'edition'));
  }
});

test('the new methods after hostile arguments still answer as the one-shot calls', { skip: fullOnly }, () => {
  const { carrier, ships, obstacles, ...rest } = valid.deployShip;
  on({ edition: '2e', ships: [carrier, ...ships], obstacles }, (ws) => {
    for (const bad of [undefined, null, 3, 'x', [], { ship: 7 }, { carrier: {} }, { deploymentArea: { points: [[Number.NaN, 0]] } }]) {
      for (const name of ['allowedActions', 'endPhase', 'checkDeployment', 'deployShip', 'placeWing', 'moveWing', 'joinWing']) {
        assert.throws(() => ws[name](bad), (e) => e.name === 'XwingRulesError' && typeof e.field === 'string', `${name}(${JSON.stringify(bad)})`);
      }
    }
    assert.deepEqual(ws.deployShip({ ...rest, carrier: 'g' }), api.deployShip(valid.deployShip));
  });
});
