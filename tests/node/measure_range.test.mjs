import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0, extra = {}) => ({ id, ship: kind, pose: { x, y, heading }, ...extra });
const close = (a, b, eps = 1e-9) => assert.ok(Math.abs(a - b) <= eps, `${a} vs ${b}`);

test('the types declare measureRange and measureRangeBatch', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export function measureRange\(/);
  assert.match(dts, /export function measureRangeBatch\(/);
});

test('exactly 100 mm is range 1, 100.001 is range 2, touching is 2e range 0', () => {
  const a = ship('a', 'small', 100, 500);
  assert.equal(api.measureRange({ attacker: a, defender: ship('b', 'small', 240, 500) }).range, 1);
  assert.equal(api.measureRange({ attacker: a, defender: ship('b', 'small', 240.001, 500) }).range, 2);
  const touch = api.measureRange({ attacker: a, defender: ship('b', 'small', 140, 500) });
  assert.equal(touch.range, 0);
  assert.equal(api.measureRange({ edition: '1e', attacker: a, defender: ship('b', 'small', 140, 500) }).range, 1);
  assert.equal(api.measureRange({ attacker: a, defender: ship('b', 'small', 661, 500) }).range, null);
});

test('the docs/api.md fields and the added ones', () => {
  const r = api.measureRange({ attacker: ship('a', 'small', 0, 0), defender: ship('d', 'small', 100, -300), arc: 'front' });
  for (const k of ['range', 'distance', 'inArc', 'from', 'to', 'obstructed', 'obstructedBy', 'canTarget', 'arcs', 'defenderArcs']) {
    assert.ok(k in r, k);
  }
  assert.deepEqual(r.from, [20, -20]);
  assert.deepEqual(r.to, [80, -280]);
  assert.equal(r.sections, null);
});

test('a shot threading between two obstacles, then blocked', () => {
  // Line (20, −20) → (80, −280): x in 47.7..52.3 for y in [−160, −140].
  const sq = (id, x0, x1) => ({ id, type: 'asteroid', points: [[x0, -160], [x1, -160], [x1, -140], [x0, -140]] });
  const base = { attacker: ship('a', 'small', 0, 0), defender: ship('d', 'small', 100, -300) };
  const clear = api.measureRange({ ...base, obstacles: [sq('l', 25, 45), sq('r', 55, 75)] });
  assert.equal(clear.obstructed, false);
  const blocked = api.measureRange({ ...base, obstacles: [sq('l', 25, 45), sq('r', 50, 70)] });
  assert.deepEqual(blocked.obstructedBy, ['r']);
});

test('1e CR90: aft hidden behind the centre line, crippled fore', () => {
  const req = {
    edition: '1e', arc: 'front',
    attacker: ship('a', 'small', 500, 100, 180),
    defender: ship('cr90', 'cr90corelliancorvette', 500, 500, 0),
  };
  const r = api.measureRange(req);
  close(r.sections.fore.distance, 267.6);
  assert.equal(r.sections.fore.canTarget, true);
  // 380 mm: beyond a small ship's core-set ruler (the default for a standard attacker)...
  assert.equal(r.sections.aft.range, null);
  assert.equal(r.sections.aft.reason, 'centreLine');
  // ...and range 4 on the huge ruler when asked for.
  assert.equal(api.measureRange({ ...req, ruler: 'huge' }).sections.aft.range, 4);
  const c = api.measureRange({ ...req, defender: { ...req.defender, crippled: ['fore'] }, section: 'fore' });
  assert.equal(c.sections.fore.reason, 'crippled');
  assert.equal(c.canTarget, false);
  assert.equal(r.turretLineClear, null);
});

test('1e turret from the aft base: the CR90 own centre line hides a ship dead ahead', () => {
  const cr90 = ship('cr90', 'cr90', 500, 500, 0);
  const ahead = ship('d', 'small', 500, 100, 0);
  const aft = api.measureRange({ edition: '1e', attacker: cr90, defender: ahead, from: 'aftBase' });
  assert.equal(aft.turretLineClear, false);
  assert.equal(aft.canTarget, false);
  const fore = api.measureRange({ edition: '1e', attacker: cr90, defender: ahead, from: 'foreBase' });
  assert.equal(fore.turretLineClear, true);
  close(fore.distance, 267.6);
});

test('2e precision shot: the defender arcs the attacker is in', () => {
  const r = api.measureRange({ attacker: ship('a', 'small', 700, 500), defender: ship('cr90', 'cr90', 500, 500) });
  assert.deepEqual(r.defenderArcs, ['right', 'fullFront', 'fullRear']);
});

test('batch: Float64Array in and out, distance or band', () => {
  const attacker = ship('a', 'small', 0, 0);
  const out = api.measureRangeBatch({ attacker, defenderShip: 'small', points: new Float64Array([140, 0, 0, -300, 0, 300]) });
  assert.ok(out instanceof Float64Array);
  assert.deepEqual([...out], [100, 260, 260]);
  const bands = api.measureRangeBatch({ attacker, defenderShip: 'small', points: [140, 0, 0, -300, 0, 300], arc: 'front', output: 'range' });
  assert.ok(Number.isNaN(bands[0]), 'abeam is not in the front arc');
  assert.equal(bands[1], 3);
  assert.ok(Number.isNaN(bands[2]));
});

test('bad input is an XwingRulesError naming the field, and the module survives', () => {
  const a = ship('a', 'small', 0, 0);
  const d = ship('d', 'small', 0, -200);
  expectRulesError(assert, () => api.measureRange({ attacker: a, defender: d, arc: 'sideways' }), 'arc');
  expectRulesError(assert, () => api.measureRange({ edition: '1e', attacker: ship('g', 'gr75', 0, 0), defender: d, arc: 'front' }), 'arc');
  expectRulesError(assert, () => api.measureRange({ attacker: a, defender: d, section: 'aft' }), 'section');
  expectRulesError(assert, () => api.measureRange({ attacker: a, defender: { ...d, crippled: ['mid'] }, edition: '1e' }), 'defender.crippled[0]');
  expectRulesError(assert, () => api.measureRange({ attacker: a, defender: d, ruler: 'long' }), 'ruler');
  expectRulesError(assert, () => api.measureRange({ attacker: a, defender: d, obstacles: [{ id: 'x', type: 'asteroid', points: [[0, 0], [1, 1]] }] }), 'obstacles[0].points');
  expectRulesError(assert, () => api.measureRange({ attacker: { ...a, pose: { x: NaN, y: 0, heading: 0 } }, defender: d }), 'attacker.pose.x');
  expectRulesError(assert, () => api.measureRangeBatch({ attacker: a, defenderShip: 'small', points: new Float64Array([1, 2, 3]) }), 'points');
  expectRulesError(assert, () => api.measureRangeBatch({ attacker: a, defenderShip: 'small', points: new Float64Array([1, Infinity]) }), 'points[1]');
  expectRulesError(assert, () => api.measureRangeBatch({ attacker: a, defenderShip: 'tie', points: [] }), 'defenderShip');
  expectRulesError(assert, () => api.measureRangeBatch({ attacker: a, defenderShip: 'small' }), 'points');
  assert.equal(api.measureRange({ attacker: a, defender: d }).range, 2);
});
