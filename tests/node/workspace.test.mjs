// The Workspace handle through pkg/: the same answers as the one-shot calls on the
// same table, updates by id, removed ids, use after free, and hostile arguments to
// every method (each throw an XwingRulesError; the workspace still answers after).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { CORE, expectRulesError, fullOnly } from './helpers.mjs';
import { ship, rock } from './requests.mjs';

const { Workspace } = api;

/** A 2e table: a GR-75, three standard ships and an asteroid. */
function table() {
  return {
    ships: [ship('g', 'gr75', 500, 600), ship('x', 'small', 560, 420, 90), ship('y', 'large', 800, 600, 180), ship('z', 'small', 300, 300)],
    obstacles: [rock],
  };
}

const move = { seed: 5, maneuver: { speed: 2, bearing: 'bankRight' } };

function same(a, b, what) {
  assert.equal(JSON.stringify(a), JSON.stringify(b), what);
}

test('the methods answer as the one-shot calls for the same table', () => {
  const t = table();
  const ws = new Workspace({ edition: '2e', ...t });
  assert.equal(ws.edition, '2e');
  assert.deepEqual(ws.shipIds(), ['g', 'x', 'y', 'z']);
  for (const id of ['g', 'x', 'y', 'z']) {
    const mover = t.ships.find((s) => s.id === id);
    same(ws.placeMove({ ship: id, ...move }), api.placeMove({ edition: '2e', ship: mover, ...move, ...t }), `placeMove ${id}`);
    same(ws.checkOverlap({ ship: id }), api.checkOverlap({ ship: mover, ships: t.ships, obstacles: t.obstacles }), `checkOverlap ${id}`);
  }
  same(ws.checkOverlap({ obstacle: 'r' }), api.checkOverlap({ obstacle: rock, ships: t.ships }), 'checkOverlap of the obstacle');
  const [g, x] = t.ships;
  same(ws.measureRange({ attacker: 'x', defender: 'g', arc: 'front' }),
    api.measureRange({ attacker: x, defender: g, arc: 'front', ships: t.ships, obstacles: t.obstacles }), 'measureRange');
  same(ws.measureRange({ attacker: 'z', defender: 'y' }),
    api.measureRange({ attacker: t.ships[3], defender: t.ships[2], ships: t.ships, obstacles: t.obstacles }), 'measureRange past the GR-75');
  for (const edge of CORE ? [] : ['bottom', 'top']) {
    same(ws.checkSetup({ ship: 'g', setupArea: { edge } }),
      api.checkSetup({ ship: g, setupArea: { edge }, ships: t.ships.slice(1), obstacles: t.obstacles }), `checkSetup ${edge}`);
  }
  const points = new Float64Array([600, 300, 700, 700, 100, 800]);
  same([...ws.measureRangeBatch({ attacker: 'g', defenderShip: 'small', points, arc: 'fullFront' })],
    [...api.measureRangeBatch({ edition: '2e', attacker: g, defenderShip: 'small', points, arc: 'fullFront' })], 'measureRangeBatch');
  ws.free();
});

test('a 1e table keeps its edition, crippled sections and round state', () => {
  const cr90 = { ...ship('c', 'cr90', 500, 500), crippled: ['aft'] };
  const ws = new Workspace({ edition: '1e', ships: [cr90, ship('a', 'small', 500, 100, 180)] });
  const attacker = ship('a', 'small', 500, 100, 180);
  same(ws.measureRange({ attacker: 'a', defender: 'c', arc: 'front' }),
    api.measureRange({ edition: '1e', attacker, defender: cr90, arc: 'front', ships: [cr90, attacker] }), 'crippled aft read');
  expectRulesError(assert, () => ws.placeMove({ edition: '2e', ship: 'c', ...move }), 'edition');
  const state = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 1 }] };
  ws.update({ id: 'c', state });
  const m = { seed: 1, maneuver: { speed: 2, bearing: 'straight' } };
  same(ws.placeMove({ ship: 'c', ...m }), api.placeMove({ edition: '1e', ship: { ...ship('c', 'cr90', 500, 500), state }, ...m,
    ships: [attacker] }), 'the kept round state is read and the state after returned');
  ws.free();
});

test('a kept 1e huge ship placed as an obstacle is overlapped, never moved (as in the one-shot calls)', () => {
  // The setting of tests/node/round.test.mjs: a CR90 obstacle across y = 300 in front of a
  // GR-75 whose 3 straight runs onto it; only the GR-75 is dealt a faceup card.
  const cr90 = { ...ship('c', 'cr90', 500, 300, 90), asObstacle: true };
  const gr75 = ship('g', 'gr75', 500, 500);
  const ws = new Workspace({ edition: '1e', ships: [cr90, gr75] });
  const m = { seed: 2, maneuver: { speed: 3, bearing: 'straight' } };
  const kept = ws.placeMove({ ship: 'g', ...m });
  same(kept, api.placeMove({ edition: '1e', ship: gr75, ...m, ships: [cr90] }), 'placeMove onto the obstacle');
  assert.deepEqual(kept.outcome.effects.filter((e) => e.type === 'faceupCard').map((e) => e.target), ['g']);
  assert.throws(() => ws.placeMove({ ship: 'c', ...m }), (e) => e.name === 'XwingRulesError' && e.code === 'NOT_ALLOWED');
  ws.free();
  // A 2e table refuses it, naming the ship, as the one-shot calls do.
  expectRulesError(assert, () => new Workspace({ edition: '2e', ships: [cr90] }), 'ships[0].asObstacle');
});

test('performAction reads the kept teams: a teammate of another player is allied', { skip: fullOnly }, () => {
  // The setting of tests/node/epic.test.mjs: a 1e GR-75 (player 0, team 0) and a small
  // ship 200 mm away of player 1 on the same team: jam and coordinate refused naming the
  // rule; moved to the other team by update, jam works (range 2) as in the one-shot call.
  const me = { ...ship('g', 'gr75', 500, 500), player: 0, team: 0 };
  const ally = { ...ship('a', 'small', 700, 500), player: 1, team: 0 };
  const ws = new Workspace({ edition: '1e', ships: [me, ally] });
  for (const type of ['jam', 'coordinate']) {
    assert.throws(() => ws.performAction({ ship: 'g', action: { type, target: 'a' } }),
      (e) => e.name === 'XwingRulesError' && e.code === 'NOT_ALLOWED' && /an allied ship is neither friendly nor enemy/.test(e.message));
  }
  ws.update({ id: 'a', team: 1 });
  const r = ws.performAction({ ship: 'g', action: { type: 'jam', target: 'a' } });
  same(r, api.performAction({ edition: '1e', ship: me, ships: [{ ...ally, team: 1 }], action: { type: 'jam', target: 'a' } }), 'jam on the other team');
  assert.equal(r.outcome.type, 'stressed');
  expectRulesError(assert, () => ws.update({ id: 'a', team: -1 }), 'team');
  ws.free();
});

test('kept teams are given for every ship or none, as roundOrder requires', { skip: fullOnly }, () => {
  // roundOrder's refusal and the Workspace constructor's: same code, field and message.
  const a = { ...ship('a', 'small', 300, 300), player: 0, team: 0 };
  const b = { ...ship('b', 'small', 600, 300), player: 1 };
  const order = expectRulesError(assert, () => api.roundOrder({ ships: [{ ...a, pilotSkill: 1 }, { ...b, pilotSkill: 2 }] }), 'ships[1].team');
  const kept = expectRulesError(assert, () => new Workspace({ ships: [a, b] }), 'ships[1].team');
  assert.equal(kept.code, 'INVALID_INPUT');
  assert.equal(kept.message, order.message);
  // One player's ships on two teams: refused as roundOrder refuses it.
  const split = [a, { ...b, player: 0, team: 1 }];
  const orderSplit = expectRulesError(assert, () => api.roundOrder({ ships: split.map((s) => ({ ...s, pilotSkill: 1 })) }), 'ships[1].team');
  assert.equal(expectRulesError(assert, () => new Workspace({ ships: split }), 'ships[1].team').message, orderSplit.message);
  // add: a ship without a team to a table with teams, and the other way round.
  const ws = new Workspace({ ships: [a, { ...b, team: 1 }] });
  const added = expectRulesError(assert, () => ws.add({ ship: ship('c', 'small', 800, 300) }), 'ship.team');
  assert.equal(added.code, 'INVALID_INPUT');
  assert.match(added.message, /give a team for every ship or for none \(Epic team battles\)/);
  ws.add({ ship: { ...ship('c', 'small', 800, 300), player: 2, team: 0 } });
  assert.deepEqual(ws.shipIds(), ['a', 'b', 'c']);
  const plain = new Workspace({ ships: [ship('x', 'small', 300, 300), ship('y', 'small', 600, 300)] });
  expectRulesError(assert, () => plain.add({ ship: { ...ship('z', 'small', 800, 300), team: 0 } }), 'ship.team');
  // update: one ship of a table without teams given a team is refused and changes nothing;
  // a player moved onto another player's team is fine, a ship moved to a player of the other team is not.
  expectRulesError(assert, () => plain.update({ id: 'x', team: 0 }), 'team');
  plain.add({ ship: ship('z', 'small', 800, 300) });
  ws.update({ id: 'c', team: 1 });
  expectRulesError(assert, () => ws.update({ id: 'c', player: 0 }), 'player');
  ws.free();
  plain.free();
});

test('performAction reads the kept state, player and stress', { skip: fullOnly }, () => {
  const g = { ...ship('g', 'gr75', 500, 500), player: 0, state: { cards: [{ shields: 2, energy: 3 }], tokens: { ion: 1 } } };
  const x = { ...ship('x', 'small', 700, 500), player: 1, stress: 1 };
  const action = { type: 'jam', target: 'x', actionBar: ['jam'] };
  const ws = new Workspace({ edition: '1e', ships: [g, x] });
  const kept = ws.performAction({ ship: 'g', action });
  same(kept, api.performAction({ edition: '1e', ship: g, ships: [x], action }), 'performAction');
  // The table is not changed by the call: the same action again is allowed until the
  // answer is applied with update; then it has been used this round.
  same(ws.performAction({ ship: 'g', action }), kept, 'unchanged table, same answer');
  ws.update({ id: 'g', state: kept.state });
  const again = expectRulesError(assert, () => ws.performAction({ ship: 'g', action }), 'action');
  const oneShot = expectRulesError(assert, () => api.performAction({ edition: '1e', ship: { ...g, state: kept.state }, ships: [x], action }), 'action');
  assert.equal(again.message, oneShot.message);
  // The kept player decides friend or enemy: a jam on a friendly ship is the one-shot call's answer too.
  ws.update({ id: 'g', state: g.state });
  ws.update({ id: 'x', player: 0 });
  const friendly = { ...x, player: 0 };
  let mine, theirs;
  try { mine = ws.performAction({ ship: 'g', action }); } catch (e) { mine = e.message; }
  try { theirs = api.performAction({ edition: '1e', ship: g, ships: [friendly], action }); } catch (e) { theirs = e.message; }
  same(mine, theirs, 'a friendly target once the player changed');
  ws.free();
});

test('updates by id take effect; removed ids are errors', () => {
  const t = table();
  const ws = new Workspace(t);
  ws.setPose('x', 505, 610, 45);
  const moved = t.ships.map((s) => (s.id === 'x' ? ship('x', 'small', 505, 610, 45) : s));
  same(ws.placeMove({ ship: 'g', ...move }), api.placeMove({ ship: t.ships[0], ...move, ships: moved, obstacles: t.obstacles }), 'setPose');
  same(ws.checkOverlap({ ship: 'x' }), api.checkOverlap({ ship: moved[1], ships: moved, obstacles: [rock] }), 'setPose overlap');
  const poses = new Float64Array([500, 600, 0, 100, 100, 0, 800, 600, 180, 140, 100, 0]);
  ws.setPoses(poses);
  const all = ['g', 'x', 'y', 'z'].map((id, i) => ({ ...t.ships[i], pose: { x: poses[3 * i], y: poses[3 * i + 1], heading: poses[3 * i + 2] } }));
  same(ws.checkOverlap({ ship: 'z' }), api.checkOverlap({ ship: all[3], ships: all, obstacles: [rock] }), 'setPoses');
  ws.update({ id: 'y', pose: { x: 10, y: 20, heading: 30 }, stress: 1 });
  ws.add({ ship: ship('n', 'medium', 900, 200) });
  ws.add({ obstacle: { ...rock, id: 'r2', points: rock.points.map(([a, b]) => [a + 300, b]) } });
  assert.deepEqual(ws.shipIds(), ['g', 'x', 'y', 'z', 'n']);
  expectRulesError(assert, () => ws.add({ ship: ship('r2', 'small', 0, 0) }), 'ship.id');
  ws.remove('z');
  ws.remove('r');
  assert.deepEqual(ws.shipIds(), ['g', 'x', 'y', 'n']);
  for (const call of [() => ws.setPose('z', 1, 1, 1), () => ws.placeMove({ ship: 'z', ...move }), () => ws.checkOverlap({ obstacle: 'r' }),
    () => ws.measureRange({ attacker: 'z', defender: 'g' }), () => ws.remove('z'), () => ws.update({ id: 'z', stress: 1 })]) {
    const e = expectRulesError(assert, call, '');
    assert.equal(e.code, 'UNKNOWN_NAME');
  }
  expectRulesError(assert, () => ws.setPoses(new Float64Array(3)), 'poses');
  expectRulesError(assert, () => ws.setPose('r2', 1, 1, 1), 'id');
  expectRulesError(assert, () => ws.setPose('g', 1, NaN, 1), 'y');
  expectRulesError(assert, () => ws.placeMove({ ship: 'g', ...move, ships: [ship('q', 'small', 0, 0)] }), 'ships');
  ws.free();
});

test('a freed workspace throws XwingRulesError FREED; free twice is harmless', () => {
  const ws = new Workspace(table());
  ws.free();
  ws.free();
  for (const [name, call] of Object.entries({
    placeMove: () => ws.placeMove({ ship: 'g', ...move }), setPose: () => ws.setPose('g', 1, 1, 1), shipIds: () => ws.shipIds(),
    edition: () => ws.edition, checkOverlap: () => ws.checkOverlap({ ship: 'g' }), remove: () => ws.remove('g'),
    resolveAttack: () => ws.resolveAttack({ attacker: { id: 'x' }, defender: { id: 'g' } }),
    ...(CORE ? {} : { allowedActions: () => ws.allowedActions({ ship: 'g' }), endPhase: () => ws.endPhase({}) }),
    detached: () => Workspace.prototype.placeMove.call({}, { ship: 'g', ...move }),
    revoked: () => { const p = Proxy.revocable({}, {}); p.revoke(); Workspace.prototype.shipIds.call(p.proxy); },
    forged: () => Workspace.prototype.shipIds.call({ __wbg_ptr: 8 }),
  })) {
    assert.throws(call, (e) => e.name === 'XwingRulesError' && e.code === 'FREED' && e.field === 'Workspace', name);
  }
  for (let i = 0; i < 5000; i++) assert.throws(() => ws.placeMove({ ship: 'g', ...move }), (e) => e.code === 'FREED');
  const fresh = new Workspace(table());
  same(fresh.placeMove({ ship: 'g', ...move }), api.placeMove({ ship: table().ships[0], ...move, ...table() }), 'a new one still answers');
  fresh.free();
});

function hostileValues(ws) {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const getter = Object.defineProperty({}, 'ship', { enumerable: true, get() { throw new Error('getter'); } });
  const reentrant = Object.defineProperty({}, 'ship', { enumerable: true, get() { ws.setPose('g', 1, 1, 1); return 'g'; } });
  const freeing = Object.defineProperty({}, 'ship', { enumerable: true, get() { ws.free(); return 'g'; } });
  const valueOf = new Number(5);
  valueOf.valueOf = () => { throw new Error('valueOf'); };
  const liar = new Float64Array([500, 600, 0]);
  Object.defineProperty(liar, 'length', { get: () => 1e6 });
  const liarLow = new Float64Array(12);
  Object.defineProperty(liarLow, 'length', { get: () => 0 });
  const throwingIndex = new Proxy([1, 2, 3], { get(t, k) { if (k === '0') throw new Error('index'); return Reflect.get(t, k); } });
  return [revoked.proxy, getter, reentrant, freeing, valueOf, liar, liarLow, throwingIndex, 10n, Symbol('s'), Object.create(null),
    () => 1, null, undefined, NaN, 'nope', new Array(1e6), 'x'.repeat(2e6)];
}

test('hostile arguments to every method, thousands of times, then a valid call is still right', () => {
  const ws = new Workspace(table());
  const expected = JSON.stringify(ws.placeMove({ ship: 'g', ...move }));
  const hostile = hostileValues(ws);
  const freeing = hostile[3];
  const calls = {
    placeMove: (v) => ws.placeMove(v), checkOverlap: (v) => ws.checkOverlap(v), measureRange: (v) => ws.measureRange(v), resolveAttack: (v) => ws.resolveAttack(v),
    ...(CORE ? {} : Object.fromEntries(['checkSetup', 'performAction', 'allowedActions', 'endPhase', 'checkDeployment', 'deployShip', 'placeWing', 'moveWing', 'joinWing']
      .map((name) => [name, (v) => ws[name](v)]))),
    measureRangeBatch: (v) => ws.measureRangeBatch(v), update: (v) => ws.update(v), add: (v) => ws.add(v), remove: (v) => ws.remove(v),
    setPoses: (v) => ws.setPoses(v), setPoseId: (v) => ws.setPose(v, 1, 1, 1), setPoseX: (v) => ws.setPose('g', v, 1, 1),
    placeMoveField: (v) => ws.placeMove({ ship: 'g', maneuver: v }), batchPoints: (v) => ws.measureRangeBatch({ attacker: 'g', defenderShip: 'small', points: v }),
    constructor: (v) => new Workspace(v), ships: (v) => new Workspace({ ships: v }),
  };
  let throws = 0;
  for (const [name, call] of Object.entries(calls)) {
    for (let r = 0; r < 120; r++) {
      for (const v of hostile) {
        // Building another workspace runs the freeing getter outside any call on `ws`.
        if (v === freeing && (name === 'constructor' || name === 'ships')) continue;
        try {
          call(v);
        } catch (e) {
          throws++;
          assert.equal(e?.name, 'XwingRulesError', `${name}: ${String(e)}`);
          assert.equal(typeof e.code, 'string');
          assert.equal(typeof e.field, 'string');
        }
      }
    }
  }
  assert.ok(throws > 20000, `${throws} throws`);
  // The re-entrant getter was refused, and the freeing one could not free mid-call.
  ws.setPoses(new Float64Array([500, 600, 0, 560, 420, 90, 800, 600, 180, 300, 300, 0]));
  assert.equal(JSON.stringify(ws.placeMove({ ship: 'g', ...move })), expected);
  // Lying lengths: only the array's own numbers are read.
  const liar = new Float64Array([500, 600, 0]);
  Object.defineProperty(liar, 'length', { get: () => 12 });
  expectRulesError(assert, () => ws.setPoses(liar), 'poses');
  assert.equal(api.shipInfo({ ship: 'cr90' }).ship, 'cr90');
  ws.free();
});

test('the glue\'s own free, reached through the prototype chain, cannot free a Workspace during a call on it', () => {
  const baseProto = Object.getPrototypeOf(Workspace.prototype);
  for (const free of [baseProto.free, baseProto[Symbol.dispose], Workspace.prototype.free].filter(Boolean)) {
    const ws = new Workspace(table());
    const expected = JSON.stringify(ws.placeMove({ ship: 'g', ...move }));
    let inner;
    const request = { ship: 'g', maneuver: move.maneuver };
    Object.defineProperty(request, 'seed', { enumerable: true, get() {
      try { free.call(ws); } catch (e) { inner = e; }
      return move.seed;
    } });
    assert.equal(JSON.stringify(ws.placeMove(request)), expected, 'the call itself answers');
    assert.ok(inner, 'the free was refused');
    assert.equal(inner.name, 'XwingRulesError', String(inner));
    assert.equal(inner.code, 'NOT_ALLOWED');
    // Still alive after the call, then freed for good; freeing again (either way) is harmless.
    assert.equal(JSON.stringify(ws.placeMove({ ship: 'g', ...move })), expected);
    free.call(ws);
    baseProto.free.call(ws);
    ws.free();
    assert.throws(() => ws.shipIds(), (e) => e.name === 'XwingRulesError' && e.code === 'FREED');
  }
  const fresh = new Workspace(table());
  assert.deepEqual(fresh.shipIds(), table().ships.map((s) => s.id));
  fresh.free();
});
