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
    subject: ship('cr90', 'cr90corelliancorvette', 500, 500),
    others: [ship('x', 'small', 555, 580), ship('far', 'small', 900, 100)],
  });
  assert.deepEqual(r, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
});

test('2e huge ships have one base, no sections', () => {
  const r = api.checkOverlap({
    subject: ship('gr75', 'gr75', 500, 500),
    others: [ship('x', 'large', 500, 500 - 110.5 - 40 + 1)],
  });
  assert.deepEqual(r.overlaps, [{ id: 'x', sections: [], otherSections: [] }]);
});

test('touching is symmetric and not an overlap', () => {
  const a = ship('a', 'small', 100, 100, 0);
  const b = ship('b', 'small', 140, 100, 0);
  assert.deepEqual(api.checkOverlap({ subject: a, others: [b] }), { overlaps: [], touching: ['b'] });
  assert.deepEqual(api.checkOverlap({ subject: b, others: [a] }), { overlaps: [], touching: ['a'] });
});

test('an obstacle can be the subject', () => {
  const rock = { id: 'rock', type: 'debris', points: [[90, 90], [130, 95], [110, 130]] };
  const r = api.checkOverlap({ subject: rock, others: [ship('a', 'small', 100, 100)] });
  assert.deepEqual(r.overlaps.map((o) => o.id), ['a']);
});

test('bad input is an XwingRulesError naming the field, and the module survives', () => {
  const good = { subject: ship('a', 'small', 0, 0), others: [] };
  expectRulesError(assert, () => api.checkOverlap({ ...good, subject: { id: 'a', ship: 'small', pose: { x: NaN, y: 0, heading: 0 } } }), 'subject.pose.x');
  expectRulesError(assert, () => api.checkOverlap({ ...good, subject: { id: 'a', ship: 'small', pose: { x: 0, y: Infinity, heading: 0 } } }), 'subject.pose.y');
  expectRulesError(assert, () => api.checkOverlap({ ...good, others: [good.subject, { id: 'r', type: 'asteroid', points: [] }] }), 'others[1].points');
  expectRulesError(assert, () => api.checkOverlap({ ...good, others: [{ id: 'r', type: 'rock', points: [[0, 0], [1, 0], [0, 1]] }] }), 'others[0].type');
  expectRulesError(assert, () => api.checkOverlap({ ...good, subject: ship('a', 'xwing', 0, 0) }), 'subject.ship');
  expectRulesError(assert, () => api.checkOverlap({ ...good, subject: ship('a', 'small', 1e9, 0) }), 'subject.pose.x');
  expectRulesError(assert, () => api.checkOverlap({ subject: good.subject }), 'others');
  expectRulesError(assert, () => api.checkOverlap(undefined), 'request');
  expectRulesError(assert, () => api.checkOverlap({ edition: '1e', subject: ship('a', 'medium', 0, 0), others: [] }), 'subject.ship');
  assert.deepEqual(api.checkOverlap(good), { overlaps: [], touching: [] });
});

test('checkOverlap refuses two others with the same id', () => {
  const subject = { id: 's', ship: 'small', pose: { x: 0, y: 0, heading: 0 } };
  const other = { id: 'a', ship: 'small', pose: { x: 50, y: 0, heading: 0 } };
  expectRulesError(assert, () => api.checkOverlap({ subject, others: [subject, other, { ...other, pose: { x: 90, y: 0, heading: 0 } }] }), 'others[2].id');
});
