// Every ship and pilot of the vendored community data (vendor/README.md) through pkg/'s
// shipInfo: each is accepted, with its base size, initiative or pilot skill, engagement, dial
// length and agility as the upstream files print them. The expected values are read here from
// the vendored JSON, independently of the generated Rust tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const vendor = (path) => JSON.parse(readFileSync(new URL(`../../vendor/${path}`, import.meta.url), 'utf8'));

/** Base width and length, mm (docs/conventions.md §2). */
const BASE_2E = { Small: [40, 40], Medium: [60, 60], Large: [80, 80], Huge: [80, 221] };
const BASE_1E = { small: [40, 40], large: [80, 80] };
/** 1e huge footprints: the CR90's and Raider's long, the rest short (docs/conventions.md §2). */
const HUGE_1E_LENGTH = (xws) => (/^(cr90|raider)/.test(xws) ? 224.8 : 195);

const pilots2e = vendor('xwing-data2/data/manifest.json').pilots.flatMap(({ ships }) =>
  ships.flatMap((path) => {
    const ship = vendor(`xwing-data2/${path}`);
    return ship.pilots.map((pilot) => ({ ship, pilot }));
  }),
);

test('every 2e pilot of xwing-data2 is a ship, with its printed values', () => {
  assert.equal(pilots2e.length, 672);
  const wrong = [];
  for (const { ship, pilot } of pilots2e) {
    const i = api.shipInfo({ edition: '2e', ship: pilot.xws });
    const stats = pilot.shipStats ?? ship.stats;
    const want = {
      base: BASE_2E[ship.size],
      initiative: pilot.initiative,
      engagement: ship.size === 'Huge' ? pilot.engagement : null,
      dial: ship.dial ? ship.dial.length : null,
      agility: stats.find((s) => s.type === 'agility').value,
    };
    const got = {
      base: [i.base.width, i.base.length],
      initiative: i.stats.initiative,
      engagement: i.stats.engagement,
      dial: i.dial ? i.dial.length : null,
      agility: i.stats.agility,
    };
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${pilot.xws}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  assert.deepEqual(wrong, []);
});

test('every 2e ship id of xwing-data2 is a ship with its dial', () => {
  for (const { ship } of pilots2e) {
    const i = api.shipInfo({ edition: '2e', ship: ship.xws });
    assert.deepEqual([i.base.width, i.base.length], BASE_2E[ship.size], ship.xws);
    assert.equal(i.dial ? i.dial.length : null, ship.dial ? ship.dial.length : null, ship.xws);
  }
});

test('every 1e pilot of xwing-data is a ship with `pilot`, with its printed values', () => {
  const ships = vendor('xwing-data/data/ships.js');
  const byName = new Map(ships.map((s) => [s.name, s]));
  const pilots = vendor('xwing-data/data/pilots.js');
  assert.equal(pilots.length, 297);
  const wrong = [];
  for (const p of pilots) {
    const s = byName.get(p.ship);
    const i = api.shipInfo({ edition: '1e', ship: s.xws, pilot: p.xws });
    const huge = s.size === 'huge';
    const want = {
      base: huge ? [80, HUGE_1E_LENGTH(s.xws)] : BASE_1E[s.size],
      pilotSkill: typeof p.skill === 'number' ? p.skill : null,
      // Huge ships: every maneuver the `maneuvers` grid holds; others the `dial` list.
      dial: huge ? s.maneuvers.flat().filter((v) => v > 0).length : s.dial.length,
      agility: p.ship_override?.agility ?? s.agility,
    };
    const got = { base: [i.base.width, i.base.length], pilotSkill: i.stats.pilotSkill, dial: i.dial.length, agility: i.stats.agility };
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${s.xws}/${p.xws}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  assert.deepEqual(wrong, []);
});

test('ids belong to their edition; a pilot must fly the ship named', () => {
  expectRulesError(assert, () => api.shipInfo({ edition: '1e', ship: 't65xwing' }), 'ship');
  expectRulesError(assert, () => api.shipInfo({ edition: '2e', ship: 'xwing' }), 'ship');
  expectRulesError(assert, () => api.shipInfo({ edition: '2e', ship: 't65xwing', pilot: 'darthvader' }), 'pilot');
  expectRulesError(assert, () => api.shipInfo({ edition: '1e', ship: 'tridentclassassaultship' }), 'ship');
  const luke = api.shipInfo({ edition: '2e', ship: 't65xwing', pilot: 'lukeskywalker' });
  assert.equal(luke.stats.initiative, 5);
  // t-65-x-wing.json: 3 front; focus, lock, barrel roll, all white; Luke's force 2 (+1).
  assert.deepEqual(luke.stats.attacks, [{ arc: 'front', value: 3 }]);
  assert.deepEqual(luke.stats.actions.map((a) => [a.action, a.colour]), [['focus', 'white'], ['lock', 'white'], ['barrelRoll', 'white']]);
  assert.deepEqual(luke.stats.force, { value: 2, recovers: 1 });
});

test('the Trident flies with the 2e huge tool; the 1e edition has none', () => {
  const i = api.shipInfo({ edition: '2e', ship: 'tridentclassassaultship' });
  assert.deepEqual([i.ship, i.huge, i.base.length, i.stats.initiative, i.stats.engagement], ['trident', true, 221, 8, 0]);
  const pose = { x: 450, y: 450, heading: 0 };
  const r = api.placeMove({ edition: '2e', ship: { id: 't', ship: 'lawlesspirates', pose }, maneuver: { speed: 2, bearing: 'straight' } });
  assert.equal(r.difficulty, 'blue', 'tridentclassassaultship dial: 2FB');
  expectRulesError(assert, () => api.placeMove({ edition: '1e', ship: { id: 't', ship: 'trident', pose }, maneuver: { speed: 1, bearing: 'straight' } }), 'ship.ship');
});

test('roundOrder takes initiative, engagement and pilot skill from a named pilot', () => {
  // 2e: Luke (5), the Raider's Outer Rim Patrol (8 / 0), a C-ROC by ship id (its pilots' 7 / 1).
  const o = api.roundOrder({
    ships: [{ id: 'l', ship: 'lukeskywalker' }, { id: 'r', ship: 'outerrimpatrol', player: 1 }, { id: 'c', ship: 'croccruiser', player: 1 }],
  });
  assert.deepEqual(o.engagement.map((s) => [s.id, s.step]), [['l', 5], ['c', 1], ['r', 0]]);
  // 1e: Wedge (9) and Luke (8) in X-wings.
  const f = api.roundOrder({ edition: '1e', ships: [{ id: 'l', ship: 'xwing', pilot: 'lukeskywalker' }, { id: 'w', ship: 'xwing', pilot: 'wedgeantilles' }] });
  assert.deepEqual(f.activation.map((s) => s.id), ['l', 'w']);
});

test('resolveAttack takes the defender agility and the attacker primary value from the cards', () => {
  // Luke: agility 2; an X-wing's 3 front. Blue Squadron Escort attacks Luke.
  const r = api.resolveAttack({ seed: 3, range: 2, attacker: { ship: 'bluesquadronescort' }, defender: { ship: 'lukeskywalker' } });
  assert.deepEqual([r.attackDice, r.defenseDice], [3, 2]);
  // A given value still wins.
  const g = api.resolveAttack({ seed: 3, range: 2, attackDice: 1, attacker: { ship: 'bluesquadronescort' }, defender: { ship: 'lukeskywalker', agility: 0 } });
  assert.deepEqual([g.attackDice, g.defenseDice], [1, 0]);
});
