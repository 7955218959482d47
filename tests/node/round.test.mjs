// The round calls through pkg/: roundOrder, performAction, energyStep, endPhase,
// checkSetup. Expected values are worked out by hand in the comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0, extra = {}) => ({ id, ship: kind, pose: { x, y, heading }, ...extra });

function expectNotAllowed(fn, field, message) {
  const e = expectRulesError(assert, fn, field);
  assert.equal(e.code, 'NOT_ALLOWED');
  if (message) assert.equal(e.message, `${field}: ${message}`);
  return e;
}

test('the round calls are exported and typed', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  for (const name of ['roundOrder', 'performAction', 'energyStep', 'endPhase', 'checkSetup', 'crippleSection']) {
    assert.equal(typeof api[name], 'function', name);
    assert.match(dts, new RegExp(`export function ${name}\\(`), name);
  }
  assert.match(dts, /export type RoundState = /);
});

test('roundOrder: seed 003 example, 1e, and 2e engagement values', () => {
  // Rookie (PS 2), Luke (PS 8), CR90 (PS 4): Rookie, Luke, then the CR90 in the huge subphase.
  const r = api.roundOrder({
    edition: '1e',
    ships: [{ id: 'cr90', ship: 'cr90', pilotSkill: 4 }, { id: 'luke', ship: 'small', pilotSkill: 8 }, { id: 'rookie', ship: 'small', pilotSkill: 2 }],
  });
  assert.deepEqual(r.activation.map((s) => [s.id, s.subphase]), [['rookie', 'smallLarge'], ['luke', 'smallLarge'], ['cr90', 'huge']]);
  assert.deepEqual(r.engagement.map((s) => s.id), ['luke', 'cr90', 'rookie']);
  // 2e: CR90 initiative 8 / engagement 0, GR-75 7 / 1 (card values); an X-wing at 4.
  const t = [{ id: 'c', ship: 'cr90' }, { id: 'g', ship: 'gr75', player: 1 }, { id: 'x', ship: 'small', pilotSkill: 4 }];
  const o = api.roundOrder({ ships: t });
  assert.deepEqual(o.activation.map((s) => s.id), ['x', 'g', 'c']);
  assert.deepEqual(o.engagement.map((s) => [s.id, s.step]), [['x', 4], ['g', 1], ['c', 0]]);
  assert.deepEqual(o.setup.map((s) => s.id), ['c', 'g', 'x']);
  // The order does not depend on the order of the table.
  assert.deepEqual(api.roundOrder({ ships: [...t].reverse() }), o);
  // The Raider's card prints no engagement value; its pilots do (xwing-data2: 8 / 0).
  assert.deepEqual(api.roundOrder({ ships: [{ id: 'r', ship: 'raider', pilotSkill: 3 }] }).engagement.map((s) => s.step), [0]);
  expectRulesError(assert, () => api.roundOrder({ ships: [{ id: 'a', ship: 'small' }] }), 'ships[0].pilotSkill');
  expectRulesError(assert, () => api.roundOrder({ ships: [{ id: 'a', ship: 'small', pilotSkill: 1.5 }] }), 'ships[0].pilotSkill');
});

test('performAction: 1e jam measured from the closest point of the huge ship', () => {
  // GR-75 (80 wide) at x 500: right edge 540. A small ship at x 700 is 140 mm away (range 2), at 800, 240 mm (range 3).
  const req = (x) => ({
    edition: '1e',
    ship: ship('g', 'gr75', 500, 500),
    ships: [ship('x', 'small', x, 500, 0, { player: 1, stress: 1 })],
    action: { type: 'jam', target: 'x' },
  });
  const r = api.performAction(req(700));
  assert.equal(r.range, 2);
  assert.deepEqual(r.outcome, { type: 'stressed', target: 'x', gained: 1, total: 2, removedAtOnce: false });
  assert.deepEqual(r.state.used.actions, [{ action: 'jam', section: null, free: false }]);
  expectNotAllowed(() => api.performAction(req(800)), 'action', 'jam: the target is at range 3; jam needs range 1–2');
  // The returned state passed back: the same action again this round is refused.
  const again = { ...req(700), ship: { ...req(700).ship, state: r.state } };
  expectNotAllowed(() => api.performAction(again), 'action');
  // Friendly target, unknown target, unknown action.
  const friendly = req(700);
  friendly.ships[0].player = 0;
  expectNotAllowed(() => api.performAction(friendly), 'action', 'jam: choose an enemy ship');
  expectRulesError(assert, () => api.performAction({ ...req(700), action: { type: 'jam', target: 'nobody' } }), 'action.target');
  expectRulesError(assert, () => api.performAction({ ...req(700), action: { type: 'dance' } }), 'action.type');
});

test('performAction: a 1e CR90 acts fore then aft, recover fills shields, no free actions', () => {
  const cr90 = (state) => ship('c', 'cr90', 500, 500, 0, state ? { state } : {});
  const friend = ship('y', 'small', 600, 500, 0, { player: 0 });
  // Recover is on the aft bar: it cannot be the first action.
  expectNotAllowed(() => api.performAction({ edition: '1e', ship: cr90(), action: { type: 'recover', section: 'aft' } }), 'action');
  // Fore: coordinate a friend 40 mm away (range 1).
  const state = {
    cards: [{ section: 'fore', shields: 3 }, { section: 'aft', shields: 2, energy: 4 }],
  };
  const c = api.performAction({ edition: '1e', ship: cr90(state), ships: [friend], action: { type: 'coordinate', section: 'fore', target: 'y' } });
  assert.deepEqual([c.outcome, c.range], [{ type: 'freeAction', target: 'y' }, 1]);
  // Aft: recover. 4 energy: 2 to the fore (5 − 3), 1 to the aft (3 − 2), 1 lost; all 4 removed.
  const r = api.performAction({ edition: '1e', ship: cr90(c.state), action: { type: 'recover', section: 'aft' } });
  assert.deepEqual(r.outcome, {
    type: 'recovered', energyRemoved: 4, shields: [{ section: 'fore', recovered: 2 }, { section: 'aft', recovered: 1 }],
  });
  assert.deepEqual(r.state.cards.map((k) => [k.shields, k.energy]), [[5, 0], [3, 0]]);
  expectNotAllowed(() => api.performAction({ edition: '1e', ship: cr90(), action: { type: 'recover', section: 'aft', free: true } }), 'action',
    'recover: huge ships cannot perform free actions, except those allowed by Huge Ship Only Upgrade cards (seed 000 "Free Actions"; name it in hugeShipOnlyUpgrade)');
});

test('performAction: 2e move effects do nothing to a huge ship; reinforce goes on a full arc', () => {
  const g = ship('g', 'gr75', 500, 500);
  expectNotAllowed(() => api.performAction({ ship: g, action: { type: 'boost', actionBar: ['boost'] } }), 'action',
    'boost: a huge ship does not move or rotate its base (seed 001 "Move and Rotate Effects")');
  const r = api.performAction({ ship: g, action: { type: 'reinforce', reinforce: 'fullFront', actionBar: ['reinforce'] } });
  assert.equal(r.state.tokens.reinforce, 'fullFront');
  expectNotAllowed(() => api.performAction({ ship: g, action: { type: 'reinforce', reinforce: 'fore', actionBar: ['reinforce'] } }), 'action');
  // Without actionBar the printed 2e bar: the GR-75's reinforce is red, so one stress, paid with one energy (4 → 3).
  const red = api.performAction({ ship: g, action: { type: 'reinforce', reinforce: 'fullFront' } });
  assert.deepEqual([red.state.cards[0].energy, red.state.tokens.stress], [3, 0]);
  expectNotAllowed(() => api.performAction({ ship: g, action: { type: 'evade' } }), 'action', 'evade: not in the ship\'s action bar');
});

test('energyStep: gain from the dial less ions, the limit, allocate, use once', () => {
  // 1e CR90 aft: limit 5, energy 3, 1 ion; 2 straight shows 3 icons: +2 wanted, 5 − 3 = 2 fit.
  const state = {
    cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 3 }],
    upgrades: [{ name: 'Quad Laser Cannons', energyLimit: 2 }],
    tokens: { ion: 1 },
  };
  const req = (steps) => ({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state }), steps });
  const r = api.energyStep(req([
    { type: 'gain', maneuver: { speed: 2, bearing: 'straight' } },
    { type: 'allocate', upgrade: 'Quad Laser Cannons', amount: 2 },
    { type: 'use', card: 'Quad Laser Cannons', cost: 1 },
    { type: 'endActivation' },
  ]));
  assert.deepEqual(r.steps.map((s) => [s.energyAfter, s.ionLoss, s.ionsRemoved]), [[5, 1, 0], [3, 0, 0], [3, 0, 0], [3, 0, 1]]);
  assert.deepEqual([r.state.upgrades[0].energy, r.state.tokens.ion, r.state.used.energyCards], [1, 0, ['Quad Laser Cannons']]);
  expectNotAllowed(() => api.energyStep(req([{ type: 'allocate', upgrade: 'Quad Laser Cannons', amount: 3 }])), 'steps[0]');
  expectNotAllowed(() => api.energyStep(req([{ type: 'use', card: 'X' }, { type: 'use', card: 'X' }])), 'steps[1]');
  expectNotAllowed(() => api.energyStep({ ship: ship('g', 'gr75', 500, 500), steps: [{ type: 'gain', icons: 2 }] }), 'steps[0]');
  // A state that breaks a rule is refused by field, never repaired.
  const over = { ...state, cards: [state.cards[0], { section: 'aft', shields: 3, energy: 6 }] };
  const e = expectRulesError(assert, () => api.energyStep({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state: over }), steps: [] }),
    'ship.state.cards[1].energy');
  assert.equal(e.code, 'INVALID_INPUT');
  expectRulesError(assert, () => api.energyStep({ edition: '1e', ship: ship('c', 'gr75', 500, 500, 0, { state: { cards: [{ shields: 4 }], tokens: { stress: 1 } } }), steps: [] }),
    'ship.state.tokens.stress');
  expectRulesError(assert, () => api.energyStep({ ship: ship('c', 'gr75', 500, 500, 0, { state: { cards: [{ shields: 4 }] } }), steps: [] }),
    'ship.state.cards[0].shields');
  // 2e: gaining 2 stress with 4 energy spends 2 energy.
  const s2 = api.energyStep({ ship: ship('g', 'gr75', 500, 500), steps: [{ type: 'gainStress', count: 2 }] });
  assert.deepEqual([s2.state.cards[0].energy, s2.state.tokens.stress, s2.steps[0].stressRemoved], [2, 0, 2]);
});

test('a state round-trips unchanged through a call with nothing to do', () => {
  const state = {
    cards: [{ section: 'fore', hull: 8, shields: 4, shieldValue: 5, energy: 0, energyLimit: 0, crippled: false, flipPending: false, damage: [{ name: 'Fore Hull Breach', faceup: true, text: 't', countsAs: 1 }] },
      { section: 'aft', hull: 8, shields: 1, shieldValue: 3, energy: 2, energyLimit: 6, crippled: false, flipPending: false, damage: [] }],
    upgrades: [{ name: 'u', energy: 1, energyLimit: 2 }],
    tokens: { focus: 0, evade: 0, stress: 0, ion: 2, tractor: 0, jam: 0, reinforce: 'aft', locks: ['x'], lockedBy: [{ by: 'y', section: 'fore' }] },
    used: { actions: [{ action: 'coordinate', section: 'fore', free: false }], energyCards: ['u'], bonusAttacks: [], primaryBonus: false },
    destroyed: false,
    turrets: [],
  };
  const r = api.energyStep({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state }), steps: [] });
  assert.deepEqual(r.state, state);
});

test('endPhase: 1e removes reinforce; 2e recovers by the recurring symbols then pays stress', () => {
  const e1 = api.endPhase({
    edition: '1e',
    ships: [ship('c', 'cr90', 500, 500, 0, { state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 2 }], tokens: { reinforce: 'fore' } } }),
      ship('x', 'small', 900, 500)],
  });
  assert.equal(e1.ships[0].reinforceRemoved, true);
  assert.deepEqual([e1.ships[0].state.tokens.reinforce, e1.ships[0].state.cards[1].energy], [null, 2]);
  assert.equal(e1.ships[1].state, null);
  // 2e CR90: shields 7 (+2), energy 7 (+2). Shields 6 → 7; energy 1 + 2 = 3, 2 stress → energy 1, stress 0.
  const e2 = api.endPhase({ ships: [ship('c', 'cr90', 500, 500, 0, { state: { cards: [{ shields: 6, energy: 1 }], tokens: { stress: 2, jam: 1 } } })] });
  const s = e2.ships[0];
  assert.deepEqual([s.energyRecovered, s.shieldsRecovered, s.stressRemoved], [2, 1, 2]);
  assert.deepEqual([s.state.cards[0].energy, s.state.cards[0].shields, s.state.tokens.stress, s.state.tokens.jam], [1, 7, 0, 0]);
  expectRulesError(assert, () => api.endPhase({ ships: [ship('x', 'small', 1, 1, 0, { state: { cards: [] } })] }), 'ships[0].state');
});

test('endPhase: a standard ship\'s tokens travel in `tokens`; 2e removes green and orange, 1e focus, evade, reinforce', () => {
  // Core rules "Tokens": 2e removes focus 1, evade 1, reinforce (green) and jam 2, tractor 1
  // (orange); stress 2, ion 1 (red) and the lock stay. 1e (seed 003 "Reinforce"): reinforce,
  // focus and evade only; tractor 1 stays.
  const tokens = { focus: 1, evade: 1, reinforce: 'fullFront', jam: 2, tractor: 1, stress: 2, ion: 1, locks: ['c'] };
  const x = ship('x', 'small', 900, 500, 0, { tokens });
  const [s2] = api.endPhase({ edition: '2e', ships: [x] }).ships;
  assert.equal(s2.state, null);
  assert.equal(s2.reinforceRemoved, true);
  assert.deepEqual(s2.tokensRemoved, [{ token: 'focus', count: 1 }, { token: 'evade', count: 1 }, { token: 'jam', count: 2 }, { token: 'tractor', count: 1 }]);
  assert.deepEqual(s2.tokens, { focus: 0, evade: 0, stress: 2, ion: 1, tractor: 0, jam: 0, reinforce: null, locks: ['c'], lockedBy: [] });
  // Passed back, the answer's tokens give the same tokens and remove nothing.
  const [again] = api.endPhase({ edition: '2e', ships: [{ ...x, tokens: s2.tokens }] }).ships;
  assert.deepEqual([again.tokens, again.tokensRemoved, again.reinforceRemoved], [s2.tokens, [], false]);
  const [s1] = api.endPhase({ edition: '1e', ships: [x] }).ships;
  assert.deepEqual(s1.tokensRemoved, [{ token: 'focus', count: 1 }, { token: 'evade', count: 1 }, { token: 'jam', count: 2 }]);
  assert.deepEqual([s1.tokens.tractor, s1.tokens.stress, s1.tokens.ion, s1.reinforceRemoved], [1, 2, 1, true]);
  // A huge ship's answer is unchanged (no `tokens`: they are in its state); tokens on it are refused.
  const [c] = api.endPhase({ ships: [ship('c', 'cr90', 500, 500)] }).ships;
  assert.equal('tokens' in c, false);
  expectRulesError(assert, () => api.endPhase({ ships: [ship('c', 'cr90', 500, 500, 0, { tokens: { jam: 1 } })] }), 'ships[0].tokens');
  expectRulesError(assert, () => api.endPhase({ ships: [{ ...x, stress: 1 }] }), 'ships[0].stress');
});

test('checkSetup: a huge ship may leave the setup area only by filling its depth', () => {
  // 2e GR-75 (221 long) with its rear edge on the bottom edge (y 914): reaches 221 mm in, past 100.
  const r = api.checkSetup({ ship: ship('g', 'gr75', 600, 914 - 110.5), setupArea: { edge: 'bottom' } });
  assert.deepEqual([r.legal, r.fillsSetupArea, r.insideSetupArea], [true, true, false]);
  const off = api.checkSetup({ ship: ship('g', 'gr75', 600, 914 - 115.5), setupArea: { edge: 'bottom' } });
  assert.equal(off.legal, false);
  assert.match(off.reason, /without filling its length/);
  const out = api.checkSetup({ ship: ship('g', 'gr75', 600, 914 - 109.5), setupArea: { edge: 'bottom' } });
  assert.equal(out.insidePlayArea, false);
  expectRulesError(assert, () => api.checkSetup({ ship: ship('g', 'gr75', 600, 800), setupArea: { edge: 'north' } }), 'setupArea.edge');
  expectRulesError(assert, () => api.checkSetup({ ship: ship('g', 'gr75', 600, 800), setupArea: { edge: 'top', depth: -1 } }), 'setupArea.depth');
});

test('placeMove honours a 2e ionized huge ship', () => {
  const m = api.placeMove({ ship: ship('g', 'gr75', 900, 600, 0, { ion: 6 }), maneuver: { speed: 2, bearing: 'bankRight' } });
  assert.deepEqual([m.executed, m.difficulty, m.ionized, m.ionRemoved], [{ speed: 1, bearing: 'bankRight' }, 'blue', true, 6]);
  const t = api.placeMove({ ship: ship('g', 'gr75', 900, 600, 0, { tractor: 6 }), maneuver: { speed: 2, bearing: 'bankRight' } });
  assert.deepEqual([t.executed, t.tractored], [{ speed: 2, bearing: 'bankRight' }, true]);
});

test('after a burst of bad round requests the module still works', () => {
  for (const bad of [undefined, 3, [], { ships: null }, { ships: [{ id: 1 }] }]) {
    assert.throws(() => api.roundOrder(bad));
    assert.throws(() => api.performAction(bad));
    assert.throws(() => api.energyStep(bad));
    assert.throws(() => api.endPhase(bad));
    assert.throws(() => api.checkSetup(bad));
  }
  expectRulesError(assert, () => api.energyStep({ ship: ship('g', 'gr75', NaN, 1), steps: [] }), 'ship.pose.x');
  assert.equal(api.roundOrder({ ships: [{ id: 'a', ship: 'small', pilotSkill: 1 }] }).activation[0].id, 'a');
});

test('placeMove carries the round state through the maneuver', () => {
  // 1e CR90, aft energy 1, 2 straight (+3): 4; the state comes back in the same shape.
  const state = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 1 }], tokens: { ion: 0 } };
  const r = api.placeMove({ edition: '1e', ship: ship('c', 'cr90', 900, 600, 0, { state }), maneuver: { speed: 2, bearing: 'straight' } });
  assert.equal(r.energy.after, 4);
  assert.equal(r.state.cards[1].energy, 4);
  const again = api.energyStep({ edition: '1e', ship: ship('c', 'cr90', 900, 600, 0, { state: r.state }), steps: [] });
  assert.deepEqual(again.state, r.state);
  // 2e GR-75 with six ions: the ion maneuver, then no ion tokens.
  const g = api.placeMove({ ship: ship('g', 'gr75', 900, 600, 0, { state: { cards: [{ shields: 3 }], tokens: { ion: 6 } } }), maneuver: { speed: 2, bearing: 'straight' } });
  assert.deepEqual([g.ionized, g.state.tokens.ion], [true, 0]);
  // Without a state nothing changes in the response's shape.
  assert.equal('state' in api.placeMove({ ship: ship('g', 'gr75', 900, 600), maneuver: { speed: 2, bearing: 'straight' } }), false);
  expectRulesError(assert, () => api.placeMove({ ship: ship('g', 'gr75', 900, 600, 0, { energy: 1, state: { cards: [{ shields: 3 }] } }), maneuver: { speed: 2, bearing: 'straight' } }), 'ship.energy');
  expectRulesError(assert, () => api.placeMove({ ship: ship('g', 'gr75', 900, 600, 0, { state: { cards: [{ shields: 9 }] } }), maneuver: { speed: 2, bearing: 'straight' } }), 'ship.state.cards[0].shields');
});

test('crippleSection: the aft flips at its hull, sheds energy; both crippled destroys', () => {
  const eight = Array.from({ length: 8 }, () => ({ faceup: false }));
  const state = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 5, damage: eight }], tokens: { ion: 1 } };
  const r = api.crippleSection({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state }), section: 'aft', energyLimit: 2, shieldValue: 1 });
  assert.deepEqual([r.energyDiscarded, r.shieldsLost, r.destroyed], [3, 2, false]);
  assert.deepEqual([r.state.cards[1].crippled, r.state.cards[1].energy, r.state.cards[1].energyLimit], [true, 2, 2]);
  // Not yet at its hull: refused by rule.
  expectNotAllowed(() => api.crippleSection({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state }), section: 'fore' }), 'section',
    'cripple: the fore section has 0 damage; it is crippled at its hull of 8');
  const both = { ...r.state, cards: [{ ...r.state.cards[0], damage: eight }, r.state.cards[1]] };
  const d = api.crippleSection({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { state: both }), section: 'fore' });
  assert.equal(d.destroyed, true);
  assert.deepEqual([d.state.destroyed, d.state.tokens.ion], [true, 0]);
  // A destroyed ship returns all its tokens (seeds 000 and 003 "Crippled Sections"): the
  // aft's 2 energy and 1 shield, and the fore's 5 shields, too.
  assert.deepEqual(d.state.cards.map((c) => [c.energy, c.shields]), [[0, 0], [0, 0]]);
  expectNotAllowed(() => api.crippleSection({ ship: ship('g', 'gr75', 500, 500), section: 'fore' }), 'section');
  expectRulesError(assert, () => api.crippleSection({ edition: '1e', ship: ship('c', 'cr90', 500, 500), section: 'middle' }), 'section');
});

test('allowedActions: the bar with what the rules allow now, targets and bands', () => {
  assert.match(readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8'), /export function allowedActions\(/);
  // 1e CR90 (80 wide) at x = 500 facing up: its right edge x = 540. A friend at x = 640
  // (left edge 620: 80 mm, range 1) and an enemy at x = 900 (340 mm: range 4).
  const table = [ship('f', 'small', 640, 500, 0, { player: 0 }), ship('e', 'small', 900, 500, 0, { player: 1 })];
  const r = api.allowedActions({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { player: 0 }), ships: table });
  assert.deepEqual(r.actions.map((a) => [a.action, a.section, a.allowed]),
    [['coordinate', 'fore', true], ['lock', 'fore', false], ['reinforce', 'aft', false], ['recover', 'aft', false]]);
  assert.deepEqual(r.actions[0].targets, [{ id: 'f', section: null, range: 1 }]);
  assert.deepEqual(r.actions[0].bands, [{ range: [1, 2], beyondMm: 0, withinMm: 200, bullseye: false }]);
  assert.equal(r.actions[1].reason, 'lock: the target is at range 4; lock needs range 1–3');
  assert.match(r.actions[2].reason, /must come from the fore section/);
  // After the fore's coordinate, the aft may act: the answer follows the state passed in.
  const done = api.performAction({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { player: 0 }), ships: table,
    action: { type: 'coordinate', section: 'fore', target: 'f' } });
  const next = api.allowedActions({ edition: '1e', ship: ship('c', 'cr90', 500, 500, 0, { player: 0, state: done.state }), ships: table });
  assert.deepEqual(next.actions.map((a) => a.allowed), [false, false, true, true]);
  expectRulesError(assert, () => api.allowedActions({ ship: ship('x', 'small', 0, 0) }), 'ship.ship');
  expectRulesError(assert, () => api.allowedActions({ ship: ship('c', 'cr90', 0, 0), actionBar: ['dance'] }), 'actionBar[0]');
});

test('resolveAttack on the round state: both states in, both states after', () => {
  // 1e: CR90 "c" holds a lock on Raider "r", on its aft section (the Raider's lockedBy says so).
  // The CR90's aft card has 3 energy. Attacking the aft: shields lost + damage cards = the damage.
  const raider = { cards: [{ section: 'fore', shields: 6 }, { section: 'aft', shields: 4 }], tokens: { lockedBy: [{ by: 'c', section: 'aft' }] } };
  const cr90 = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 3 }], tokens: { locks: ['r'] } };
  const r = api.resolveAttack({ edition: '1e', seed: 21, attackDice: 4, range: 3,
    attacker: { id: 'c', ship: 'cr90', roundState: cr90 }, defender: { id: 'r', ship: 'raider', section: 'aft', roundState: raider } });
  const aft = r.defender.roundState.cards[1];
  assert.equal(4 - aft.shields + aft.damage.length, r.hits + r.crits);
  assert.deepEqual(r.defender.roundState.cards[0], { ...r.defender.roundState.cards[0], shields: 6, damage: [] }, 'the fore is untouched');
  const spent = r.rerolled.length > 0;
  assert.equal(r.attacker.roundState.tokens.locks.length, spent ? 0 : 1);
  assert.equal(r.defender.roundState.tokens.lockedBy.length, spent ? 0 : 1);
  // The states pass straight into the next round call.
  const end = api.endPhase({ edition: '1e', ships: [{ id: 'r', ship: 'raider', pose: { x: 0, y: 0, heading: 0 }, state: r.defender.roundState }] });
  assert.deepEqual(end.ships[0].state.cards, r.defender.roundState.cards);
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 1, range: 3,
    defender: { id: 'r', ship: 'raider', tokens: { evade: 1 }, roundState: raider } }), 'defender.tokens');
});

test('2e turret arc indicators: in the state, rotated by the rotate action, measured from the centre', () => {
  // 2e CR90 (80 × 221) at (500, 500) facing up; a small ship at (700, 500): 140 mm from
  // its right edge (range 2), level with its centre: in its right arc, not its left.
  const turrets = [{ upgrade: 'Point-Defense Battery', arc: 'left' }, { upgrade: 'Ion Cannon Battery', arc: 'front', double: true }];
  const state = { cards: [{ shields: 7, energy: 7 }], turrets };
  const cr90 = ship('c', 'cr90', 500, 500, 0, { player: 0, state });
  const x = ship('x', 'small', 700, 500, 0, { player: 1 });
  const measure = (t, name) => api.measureRange({ attacker: { ...ship('c', 'cr90', 500, 500), turrets: t }, defender: x, turret: name });
  assert.equal(measure(turrets, 'Point-Defense Battery').inArc, false);
  // Rotate: only the Point-Defense Battery's indicator turns, to the right.
  const r = api.performAction({ ship: cr90, ships: [x], action: { type: 'rotate', actionBar: ['rotate'], turrets: [{ upgrade: 'Point-Defense Battery', arc: 'right' }] } });
  assert.deepEqual(r.state.turrets, [{ upgrade: 'Point-Defense Battery', arc: 'right', double: false }, { upgrade: 'Ion Cannon Battery', arc: 'front', double: true }]);
  assert.deepEqual(r.outcome, { type: 'rotated', turrets: [{ upgrade: 'Point-Defense Battery', arc: 'right' }, { upgrade: 'Ion Cannon Battery', arc: 'front' }] });
  const m = measure(r.state.turrets, 'Point-Defense Battery');
  assert.deepEqual([m.inArc, m.range, m.arc], [true, 2, 'right']);
  // The double indicator pointing front also occupies the rear arc, not the sides.
  assert.equal(measure(r.state.turrets, 'Ion Cannon Battery').inArc, false);
  expectRulesError(assert, () => measure(r.state.turrets, 'Nope'), 'turret');
  expectRulesError(assert, () => api.performAction({ ship: ship('c', 'cr90', 500, 500, 0, { state: { ...state, turrets: [...turrets, { upgrade: 'c', arc: 'rear' }] } }),
    action: { type: 'focus' } }), 'ship.state.turrets');
  expectRulesError(assert, () => api.endPhase({ edition: '1e', ships: [ship('c', 'cr90', 500, 500, 0, { state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3 }], turrets } })] }), 'ships[0].state.turrets');
});

test('1e huge ships as obstacles: overlapped, never damaged, never moved or attacked', () => {
  // 1e GR-75 (195 long) at (500, 500) facing up: front at 402.5; a CR90 obstacle across
  // y = 300 (y 260..340). 3 straight overlaps it: only the GR-75 is dealt a faceup card.
  const cr90 = { ...ship('c', 'cr90', 500, 300, 90), asObstacle: true };
  const r = api.placeMove({ edition: '1e', ship: ship('g', 'gr75', 500, 500), maneuver: { speed: 3, bearing: 'straight' }, ships: [cr90] });
  assert.deepEqual(r.outcome.effects.filter((e) => e.type === 'faceupCard').map((e) => e.target), ['g']);
  expectNotAllowed(() => api.placeMove({ edition: '1e', ship: cr90, maneuver: { speed: 1, bearing: 'straight' } }), 'ship');
  expectNotAllowed(() => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, defender: { id: 'c', ship: 'cr90', section: 'fore', asObstacle: true } }), 'defender');
  expectRulesError(assert, () => api.placeMove({ edition: '2e', ship: ship('g', 'gr75', 500, 500), maneuver: { speed: 1, bearing: 'straight' }, ships: [cr90] }), 'ships[0].asObstacle');
});

test('roundOrder: a 1e huge ship placed as an obstacle is in no list', () => {
  const o = api.roundOrder({ edition: '1e', ships: [{ id: 'rock', ship: 'cr90', asObstacle: true }, { id: 'x', ship: 'small', pilotSkill: 3 }] });
  assert.deepEqual([o.setup, o.activation, o.engagement].map((l) => l.map((s) => s.id)), [['x'], ['x'], ['x']]);
  expectRulesError(assert, () => api.roundOrder({ ships: [{ id: 'rock', ship: 'cr90', asObstacle: true }] }), 'ships[0].asObstacle');
});

test('allowedActions and performAction: a 1e huge ship placed as an obstacle is no target (one-shot and Workspace agree)', () => {
  // 1e GR-75 at (500, 500): right edge x = 540; a Raider (80 wide) at x = 760 is
  // 760 - 40 - 540 = 180 mm away → range 2: jam (1–2) and lock (1–3) reach it as a ship.
  const me = ship('g', 'gr75', 500, 500, 0, { player: 0 });
  const raider = ship('r', 'raider', 760, 500, 0, { player: 1 });
  const rock = { ...raider, asObstacle: true };
  const actionBar = ['jam', 'lock'];
  const jam = { type: 'jam', target: 'r', actionBar };
  const lock = { type: 'lock', target: 'r', targetSection: 'fore', actionBar };
  const listed = (ships) => api.allowedActions({ edition: '1e', ship: me, ships, actionBar }).actions;
  assert.deepEqual(listed([raider]).map((c) => [c.action, c.targets.map((t) => t.id)]), [['jam', ['r']], ['lock', ['r', 'r']]]);
  for (const action of [jam, lock]) {
    assert.equal(api.performAction({ edition: '1e', ship: me, ships: [raider], action }).range, 2);
    const one = expectNotAllowed(() => api.performAction({ edition: '1e', ship: me, ships: [rock], action }), 'action');
    assert.match(one.message, /the target is an obstacle, not a ship: a huge ship placed as an obstacle is not controlled by any player \(seed 003/);
    const ws = new api.Workspace({ edition: '1e', ships: [me, rock] });
    const kept = expectNotAllowed(() => ws.performAction({ ship: 'g', action }), 'action');
    assert.equal(kept.message, one.message);
    // Unflagged in the Workspace too: the same answer as the one-shot call.
    ws.remove('r');
    ws.add({ ship: raider });
    assert.equal(JSON.stringify(ws.performAction({ ship: 'g', action })),
      JSON.stringify(api.performAction({ edition: '1e', ship: me, ships: [raider], action })));
    ws.free();
  }
  for (const c of listed([rock])) {
    assert.deepEqual(c.targets, []);
    assert.match(c.reason, /^(jam|lock): the target is an obstacle, not a ship/);
  }
  // The obstacle performs no action, on either surface.
  const idle = expectNotAllowed(() => api.performAction({ edition: '1e', ship: rock, action: { type: 'recover', section: 'fore' } }), 'action');
  assert.match(idle.message, /performs no action/);
  const ws = new api.Workspace({ edition: '1e', ships: [me, rock] });
  assert.equal(expectNotAllowed(() => ws.performAction({ ship: 'r', action: { type: 'recover', section: 'fore' } }), 'action').message, idle.message);
  ws.free();
});
