// cardIndex through pkg/: the factions, ships and pilots of each edition's card data, for a
// page's "add a ship" lists, and the upgrade cards with a printed weapon. Counts and values
// are read from the vendored community files, independently of the engine's tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const V2 = new URL('../../vendor/xwing-data2/data/', import.meta.url);

/** Every 2e pilot in xwing-data2 as `faction/ship/pilot` (the manifest's pilot files). */
function pilots2e() {
  const out = [];
  for (const { faction, ships } of JSON.parse(readFileSync(new URL('manifest.json', V2), 'utf8')).pilots) {
    for (const path of ships) {
      const ship = JSON.parse(readFileSync(new URL(`../${path}`, V2), 'utf8'));
      for (const p of ship.pilots) out.push(`${faction}/${ship.xws}/${p.xws}`);
    }
  }
  return out.sort();
}

const listed = (r) => r.factions.flatMap((f) => f.ships.flatMap((s) => s.pilots.map((p) => `${f.id}/${s.xws}/${p.xws}`))).sort();

test('cardIndex lists every 2e pilot of xwing-data2 once, under its faction and ship', () => {
  const r = api.cardIndex({ edition: '2e' });
  assert.deepEqual(listed(r), pilots2e());
  assert.equal(listed(r).length, 672);
  const x = r.factions.find((f) => f.id === 'rebelalliance').ships.find((s) => s.xws === 't65xwing');
  // xwing-data2 data/pilots/rebel-alliance/t-65-x-wing.json: Luke Skywalker, initiative 5.
  const luke = x.pilots.find((p) => p.xws === 'lukeskywalker');
  assert.deepEqual([x.name, x.size, luke.name, luke.initiative], ['T-65 X-wing', 'small', 'Luke Skywalker', 5]);
  // raider-class-corvette.json: every Raider pilot prints initiative 8, engagement 0.
  const raider = r.factions.find((f) => f.id === 'galacticempire').ships.find((s) => s.xws === 'raiderclasscorvette');
  assert.equal(raider.size, 'huge');
  assert.ok(raider.pilots.every((p) => p.initiative === 8 && p.engagement === 0));
  // upgrades/hardpoint.json: Turbolaser Battery, attack 3, range 3–5, single turret arc.
  assert.deepEqual(r.weapons.find((w) => w.xws === 'turbolaserbattery'), { xws: 'turbolaserbattery', name: 'Turbolaser Battery', attack: 3, range: [3, 5], arc: 'singleTurret' });
});

test('cardIndex in 1e: every xwing-data pilot, pilot skill, factions as printed', () => {
  const r = api.cardIndex({ edition: '1e' });
  assert.equal(listed(r).length, 297);
  const luke = r.factions.find((f) => f.id === 'Rebel Alliance').ships.find((s) => s.xws === 'xwing').pilots.find((p) => p.xws === 'lukeskywalker');
  // xwing-data data/pilots.js: Luke Skywalker (X-wing), skill 8.
  assert.deepEqual([luke.name, luke.pilotSkill], ['Luke Skywalker', 8]);
  assert.ok(r.weapons.every((w) => w.arc === undefined && w.range.length === 2));
  assert.ok(r.weapons.some((w) => w.xws === 'heavylaserturret'));
});

test('cardIndex refuses an unknown edition', () => {
  assert.equal(expectRulesError(assert, () => api.cardIndex({ edition: '3e' }), 'edition').code, 'UNKNOWN_NAME');
});
