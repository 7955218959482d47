import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });

test('pkg/package.json is an ES module with exports and types', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../pkg/package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.type, 'module');
  assert.ok(pkg.exports['.']);
  assert.ok(pkg.exports['./xwing_huge_bg.wasm']);
  assert.equal(pkg.types, './xwing_huge.d.ts');
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export function checkOverlap/);
});

test('a 1e CR90 overlapping a small ship with its aft section only', () => {
  // CR90 (224.8 mm) facing up at (500, 500): aft half spans y 500..612.4, x 460..540.
  const r = api.checkOverlap({
    edition: '1e',
    ship: ship('cr90', 'cr90corelliancorvette', 500, 500),
    ships: [ship('x', 'small', 555, 580), ship('far', 'small', 900, 100)],
  });
  assert.deepEqual(r, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
});

test('2e huge ships have one base, no sections', () => {
  const r = api.checkOverlap({
    ship: ship('gr75', 'gr75', 500, 500),
    ships: [ship('x', 'large', 500, 500 - 110.5 - 40 + 1)],
  });
  assert.deepEqual(r.overlaps, [{ id: 'x', sections: [], otherSections: [] }]);
});

test('touching is symmetric and not an overlap', () => {
  const a = ship('a', 'small', 100, 100, 0);
  const b = ship('b', 'small', 140, 100, 0);
  assert.deepEqual(api.checkOverlap({ ship: a, ships: [b] }), { overlaps: [], touching: ['b'] });
  assert.deepEqual(api.checkOverlap({ ship: b, ships: [a] }), { overlaps: [], touching: ['a'] });
});

test('an obstacle can be the piece checked (`obstacle`), against ships and obstacles', () => {
  const rock = { id: 'rock', type: 'debris', points: [[90, 90], [130, 95], [110, 130]] };
  const r = api.checkOverlap({ obstacle: rock, ships: [ship('a', 'small', 100, 100)] });
  assert.deepEqual(r.overlaps.map((o) => o.id), ['a']);
  // The same rock moved 1 mm right of itself overlaps it; ships are listed before obstacles.
  const moved = { ...rock, id: 'rock2', points: rock.points.map(([x, y]) => [x + 1, y]) };
  const both = api.checkOverlap({ obstacle: moved, ships: [ship('a', 'small', 100, 100)], obstacles: [rock] });
  assert.deepEqual(both.overlaps.map((o) => o.id), ['a', 'rock']);
});

test('bad input is an XwingRulesError naming the field, and the module survives', () => {
  const good = { ship: ship('a', 'small', 0, 0) };
  expectRulesError(assert, () => api.checkOverlap({ ...good, ship: { id: 'a', ship: 'small', pose: { x: NaN, y: 0, heading: 0 } } }), 'ship.pose.x');
  expectRulesError(assert, () => api.checkOverlap({ ...good, ship: { id: 'a', ship: 'small', pose: { x: 0, y: Infinity, heading: 0 } } }), 'ship.pose.y');
  expectRulesError(assert, () => api.checkOverlap({ ...good, obstacles: [{ id: 'q', type: 'debris', points: [[0, 0], [1, 0], [0, 1]] }, { id: 'r', type: 'asteroid', points: [] }] }), 'obstacles[1].points');
  expectRulesError(assert, () => api.checkOverlap({ ...good, obstacles: [{ id: 'r', type: 'rock', points: [[0, 0], [1, 0], [0, 1]] }] }), 'obstacles[0].type');
  expectRulesError(assert, () => api.checkOverlap({ ...good, ships: [{ id: 'r', type: 'asteroid', points: [[0, 0], [1, 0], [0, 1]] }] }), 'ships[0].type');
  expectRulesError(assert, () => api.checkOverlap({ ...good, ship: ship('a', 'xwing', 0, 0) }), 'ship.ship');
  expectRulesError(assert, () => api.checkOverlap({ ...good, ship: ship('a', 'small', 1e9, 0) }), 'ship.pose.x');
  expectRulesError(assert, () => api.checkOverlap({}), 'ship');
  expectRulesError(assert, () => api.checkOverlap({ ...good, obstacle: { id: 'r', type: 'debris', points: [[0, 0], [1, 0], [0, 1]] } }), 'obstacle');
  expectRulesError(assert, () => api.checkOverlap(undefined), 'request');
  expectRulesError(assert, () => api.checkOverlap({ edition: '1e', ship: ship('a', 'medium', 0, 0) }), 'ship.ship');
  assert.deepEqual(api.checkOverlap(good), { overlaps: [], touching: [] });
});

test('the old keys `subject` and `others` are refused, naming the new ones (issue 21)', () => {
  const e = expectRulesError(assert, () => api.checkOverlap({ subject: ship('a', 'small', 0, 0), others: [] }), 'subject');
  assert.match(e.message, /^subject: unknown key "subject": did you mean "ship"\? \(renamed; an obstacle checked is `obstacle`/);
  const o = expectRulesError(assert, () => api.checkOverlap({ ship: ship('a', 'small', 0, 0), others: [] }), 'others');
  assert.match(o.message, /did you mean "ships"\? \(renamed; obstacles go in `obstacles`/);
});

test('checkOverlap refuses two pieces of the table with the same id', () => {
  const checked = { id: 's', ship: 'small', pose: { x: 0, y: 0, heading: 0 } };
  const other = { id: 'a', ship: 'small', pose: { x: 50, y: 0, heading: 0 } };
  expectRulesError(assert, () => api.checkOverlap({ ship: checked, ships: [checked, other, { ...other, pose: { x: 90, y: 0, heading: 0 } }] }), 'ships[2].id');
  expectRulesError(assert, () => api.checkOverlap({ ship: checked, ships: [other], obstacles: [{ id: 'a', type: 'debris', points: [[0, 0], [9, 0], [0, 9]] }] }), 'obstacles[0].id');
});
