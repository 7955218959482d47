// shipInfo's drawing facts: the arcs in the ship's own frame (as measureRange places
// them), which of them the primary weapon uses, the 1e section bases and centre line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api from './helpers.mjs';

const arcOf = (info, name) => info.arcs.find((a) => a.name === name);

test('the .d.ts declares the arc and section-base types', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export type ShipInfoArc/);
  assert.match(dts, /export type ShipInfoSectionBase/);
});

test('1e CR90: four side arcs from the section base centres, the fore two primary', () => {
  const i = api.shipInfo({ edition: '1e', ship: 'cr90' });
  assert.deepEqual(i.arcs.map((a) => [a.name, a.primary]), [['foreLeft', true], ['foreRight', true], ['aftLeft', false], ['aftRight', false]]);
  // 224.8 / 2 − 80 / 2 = 72.4 mm from the centre; 45–135° on each side.
  const fr = arcOf(i, 'foreRight');
  assert.equal(fr.kind, 'wedge');
  assert.ok(Math.abs(fr.apex[1] - 72.4) < 1e-9 && fr.apex[0] === 0);
  assert.deepEqual([fr.from, fr.to], [45, 135]);
  assert.deepEqual([arcOf(i, 'aftLeft').from, arcOf(i, 'aftLeft').to], [225, 315]);
  assert.deepEqual(i.sectionBases.map((b) => [b.section, b.side]), [['fore', 80], ['aft', 80]]);
  assert.ok(Math.abs(i.sectionBases[1].centre[1] + 72.4) < 1e-9);
  assert.equal(i.centreLine, true);
});

test('2e huge ships: seven arcs, the card picks the primary ones; the bullseye strip', () => {
  const cr90 = api.shipInfo({ edition: '2e', ship: 'cr90' });
  assert.deepEqual(cr90.arcs.filter((a) => a.primary).map((a) => a.name), ['left', 'right']);
  assert.deepEqual([arcOf(cr90, 'front').from, arcOf(cr90, 'front').to], [-41.45, 41.45]);
  const bull = arcOf(cr90, 'bullseye');
  assert.deepEqual([bull.kind, bull.halfWidth, bull.start], ['strip', 7.5, 110.5]);
  assert.deepEqual([arcOf(cr90, 'fullFront').kind, arcOf(cr90, 'fullFront').ahead], ['halfPlane', true]);
  assert.equal(cr90.sectionBases, null);
  assert.equal(cr90.centreLine, false);
  const raider = api.shipInfo({ edition: '2e', ship: 'raider' });
  assert.deepEqual(raider.arcs.filter((a) => a.primary).map((a) => a.name), ['fullFront']);
});

test('1e: the C-ROC has no centre line, the GR-75 no arc; standard bases their front half-angle', () => {
  assert.equal(api.shipInfo({ edition: '1e', ship: 'croc' }).centreLine, false);
  assert.deepEqual(api.shipInfo({ edition: '1e', ship: 'gr75' }).arcs, []);
  const small = api.shipInfo({ edition: '1e', ship: 'small' });
  assert.deepEqual(small.arcs.map((a) => [a.name, a.from, a.to]), [['front', -40.45, 40.45], ['rear', 139.55, 220.45]]);
});
