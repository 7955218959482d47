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

test('2e lock chooses any other ship (friendly, allied, enemy); 1e target lock an enemy', () => {
  // 2e core "Lock": "Choose another object at range 0–3". The CR90's right edge is at 540; a
  // small ship at x = 700 has its left edge at 680: 140 mm, range 2.
  const friend = { id: 'f', ship: 'small', pose: pose(700), player: 0 };
  const r = api.performAction({ edition: '2e', ship: cr90(), ships: [friend], action: { type: 'lock', target: 'f' } });
  assert.deepEqual([r.range, r.outcome, r.state.tokens.locks], [2, { type: 'locked', target: 'f', section: null, broke: null }, ['f']]);
  // An allied ship (Epic team battles: another player of the same team) too.
  const ally = { ...friend, player: 1, team: 0 };
  const a = api.performAction({ edition: '2e', ship: cr90({ team: 0 }), ships: [ally], action: { type: 'lock', target: 'f' } });
  assert.equal(a.outcome.type, 'locked');
  // allowedActions lists the friendly ship as a lock target.
  const lock = api.allowedActions({ edition: '2e', ship: cr90(), ships: [friend] }).actions.find((c) => c.action === 'lock');
  assert.deepEqual([lock.allowed, lock.targets], [true, [{ id: 'f', section: null, range: 2 }]]);
  // Never itself: the target must be another ship of `ships`.
  expectRulesError(assert, () => api.performAction({ edition: '2e', ship: cr90(), ships: [], action: { type: 'lock', target: 'c' } }), 'action.target');
  // 1e target lock: still an enemy (the 1e CR90's fore section acts first).
  const e = expectRulesError(assert, () => api.performAction({ edition: '1e', ship: cr90(), ships: [friend],
    action: { type: 'lock', section: 'fore', target: 'f' } }), 'action');
  assert.equal(e.message, 'action: lock: choose an enemy ship');
});

test('2e jam takes effect: the jammed ship loses a green token or a lock (F3a–F3c)', () => {
  // F3a: the CR90 (right edge 540) jams a GR-75 at x = 640 (left edge 600): 60 mm, range 1.
  // It holds one focus and no lock: focus 1 - 1 = 0, and the jam token goes: jam 0.
  const g = (tokens) => ({ id: 'g', ship: 'gr75', pose: pose(640), player: 1, state: { cards: [{ shields: 3, energy: 4 }], tokens } });
  const jam = (tokens, extra = {}) => api.performAction({ edition: '2e', ship: cr90(), ships: [g(tokens)], action: { type: 'jam', target: 'g', ...extra } });
  const a = jam({ focus: 1 });
  assert.deepEqual(a.outcome, { type: 'jammed', target: 'g', removed: 'focus', brokeLock: null });
  assert.deepEqual([a.target.state.tokens.focus, a.target.state.tokens.jam, a.shedByJam], [0, 0, false]);
  // Nothing to lose: it remains jammed (jam 1).
  const none = jam({});
  assert.deepEqual([none.outcome.removed, none.target.state.tokens.jam], [null, 1]);
  // Focus and a lock on "x": the jamming player chooses; without a choice, INVALID_INPUT naming the field.
  const e = expectRulesError(assert, () => jam({ focus: 1, locks: ['x'] }), 'action.jamRemoves');
  assert.equal(e.code, 'INVALID_INPUT');
  const b = jam({ focus: 1, locks: ['x'] }, { jamRemoves: 'lock' });
  assert.deepEqual([b.outcome.removed, b.outcome.brokeLock, b.target.state.tokens.locks, b.target.state.tokens.focus], ['lock', 'x', [], 1]);
  // allowedActions offers the choices for that target.
  const allowed = api.allowedActions({ edition: '2e', ship: cr90(), ships: [g({ focus: 1, locks: ['x'] })] });
  const target = allowed.actions.find((c) => c.action === 'jam').targets[0];
  assert.deepEqual(target.jamChoices, [{ jamRemoves: 'focus' }, { jamRemoves: 'lock', jamLock: 'x' }]);
  // F3b: a GR-75 with jam 1 focuses: focus 0 + 1 - 1 = 0, jam 1 - 1 = 0.
  const f = api.performAction({ edition: '2e', ship: { id: 'g', ship: 'gr75', pose: pose(500), player: 0,
    state: { cards: [{ shields: 3 }], tokens: { jam: 1 } } }, action: { type: 'focus' } });
  assert.deepEqual([f.state.tokens.focus, f.state.tokens.jam, f.shedByJam], [0, 0, true]);
  // F3c: the CR90 with jam 1 locks x (140 mm, range 2): acquired, then broken: locks [], jam 0.
  const c = api.performAction({ edition: '2e', ship: cr90({ state: { cards: [{ shields: 7, energy: 7 }], tokens: { jam: 1 } } }),
    ships: [{ id: 'x', ship: 'small', pose: pose(700), player: 1 }], action: { type: 'lock', target: 'x' } });
  assert.deepEqual([c.state.tokens.locks, c.state.tokens.jam, c.shedByJam], [[], 0, true]);
});

test('1e free action allowed by a Huge Ship Only upgrade (seed 000 "Free Actions")', () => {
  // F5: a 1e GR-75 reinforces (fore) as a free action: refused alone, performed when the request
  // names the Huge Ship Only upgrade that allows it; its own action is still to come.
  const g = { id: 'g', ship: 'gr75', pose: pose(500), player: 0 };
  const action = { type: 'reinforce', reinforce: 'fore', free: true, actionBar: ['reinforce'] };
  const e = expectRulesError(assert, () => api.performAction({ edition: '1e', ship: g, action }), 'action');
  assert.equal(e.code, 'NOT_ALLOWED');
  const r = api.performAction({ edition: '1e', ship: g, action: { ...action, hugeShipOnlyUpgrade: 'Some Huge Ship Only card' } });
  assert.deepEqual([r.state.tokens.reinforce, r.state.used.actions], ['fore', [{ action: 'reinforce', section: null, free: true }]]);
  const next = api.performAction({ edition: '1e', ship: { ...g, state: r.state }, action: { type: 'recover' } });
  assert.equal(next.outcome.type, 'recovered');
  expectRulesError(assert, () => api.performAction({ edition: '1e', ship: g, action: { type: 'recover', hugeShipOnlyUpgrade: 'x' } }), 'action.hugeShipOnlyUpgrade');
});

test('a ship holds one lock; one-shot round calls check teams as the Workspace and roundOrder do', () => {
  // Two locks in a state is not a state the rules make (acquiring a lock breaks the old one):
  // refused by name, so which one breaks never depends on list order.
  const x = { id: 'x', ship: 'small', pose: pose(500, 300), player: 1 };
  const two = cr90({ state: { cards: [{ shields: 4, energy: 5 }], tokens: { locks: ['a', 'b'] } } });
  expectRulesError(assert, () => api.performAction({ edition: '2e', ship: two, ships: [x], action: { type: 'lock', target: 'x' } }), 'ship.state.tokens.locks');
  // Player 0 on two teams: refused with roundOrder's error, as a Workspace refuses it.
  const c = cr90({ team: 0, state: { cards: [{ shields: 4, energy: 5 }] } });
  const mate = { id: 'x', ship: 'small', pose: pose(500, 300), player: 0, team: 1 };
  const e = expectRulesError(assert, () => api.performAction({ edition: '2e', ship: c, ships: [mate], action: { type: 'coordinate', target: 'x' } }), 'ships[0].team');
  assert.equal(e.code, 'INVALID_INPUT');
  assert.throws(() => new api.Workspace({ edition: '2e', ships: [{ ...c, state: undefined }, mate] }), (w) => w.code === 'INVALID_INPUT' && w.message.includes(e.message.split(': ').slice(1).join(': ')));
  expectRulesError(assert, () => api.allowedActions({ edition: '2e', ship: c, ships: [mate] }), 'ships[0].team');
  // A team on the acting ship but not on the other: "every ship or none".
  expectRulesError(assert, () => api.performAction({ edition: '2e', ship: c, ships: [{ ...x, player: 2 }], action: { type: 'coordinate', target: 'x' } }), 'ships[0].team');
});

test('Workspace.update: a new team for one ship moves its player, whose other ships follow', () => {
  // Player 0 has the CR90 c and y on team 0; player 1 has x on team 1, 68 mm ahead of c's bow
  // (2e CR90 at y 500: bow at 500 − 112 = 388; x covers y 280..320): range 1, an enemy to jam.
  const at = (id, x, player, team) => ({ id, ship: 'small', pose: pose(x, 300), player, team });
  const ws = new api.Workspace({ edition: '2e', ships: [cr90({ team: 0 }), at('y', 900, 0, 0), at('x', 500, 1, 1)] });
  try {
    assert.ok(ws.performAction({ ship: 'c', action: { type: 'jam', target: 'x' } }));
    // Moving c to team 1 moves player 0: y follows (it was refused before: player 0 on two teams),
    // and x is now an allied ship, which jam may not choose.
    ws.update({ id: 'c', team: 1 });
    const e = expectRulesError(assert, () => ws.performAction({ ship: 'c', action: { type: 'jam', target: 'x' } }), 'action');
    assert.equal(e.code, 'NOT_ALLOWED');
    // Giving y team 0 moves player 0 back, c with it: x is an enemy again.
    ws.update({ id: 'y', team: 0 });
    assert.ok(ws.performAction({ ship: 'c', action: { type: 'jam', target: 'x' } }));
  } finally {
    ws.free();
  }
});
