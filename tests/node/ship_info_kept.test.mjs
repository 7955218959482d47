// shipInfo's answers are frozen, deeply, and asked again for the same edition, ship and pilot
// the same object (src/calls/squads/ship_info.rs `answer`, js/boundary.js `KEEP` / `KEPT`); the
// engine keeps 256 and then starts again, and a slot must never hand back another ship's answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { fullOnly } from './helpers.mjs';

/** Every object and list in `v` is frozen. */
function deeplyFrozen(v) {
  if (v === null || typeof v !== 'object') return true;
  return Object.isFrozen(v) && Object.values(v).every(deeplyFrozen);
}

test('the answer is deeply frozen and the same object when asked again', () => {
  const a = api.shipInfo({ edition: '2e', ship: 'cr90' });
  assert.ok(deeplyFrozen(a));
  assert.equal(api.shipInfo({ edition: '2e', ship: 'cr90' }), a);
  // The default edition is 2e: the same question, the same object.
  assert.equal(api.shipInfo({ ship: 'cr90' }), a);
  // Another edition or ship is another answer.
  const e1 = api.shipInfo({ edition: '1e', ship: 'cr90' });
  assert.notEqual(e1, a);
  assert.equal(e1.sections, true);
  assert.equal(a.sections, false);
  // Changing it throws (ES modules are strict), and the next caller's answer is unchanged.
  assert.throws(() => { a.base.width = 1; }, TypeError);
  assert.throws(() => { a.dial.push(null); }, TypeError);
  assert.equal(api.shipInfo({ ship: 'cr90' }).base.width, a.base.width);
  assert.notEqual(a.base.width, 1);
});

test('a refused request keeps nothing and changes no kept answer', () => {
  const a = api.shipInfo({ ship: 'gr75' });
  assert.throws(() => api.shipInfo({ ship: 'gr76' }), (e) => e.name === 'XwingRulesError' && e.code === 'UNKNOWN_NAME');
  assert.throws(() => api.shipInfo({ ship: 'gr75', sead: 1 }), (e) => e.code === 'INVALID_INPUT' && e.field === 'sead');
  assert.equal(api.shipInfo({ ship: 'gr75' }), a);
});

test('with upgrades: frozen, built afresh, and not kept for the ship without them', { skip: fullOnly }, () => {
  const plain = api.shipInfo({ ship: 'gr75' });
  const carried = api.shipInfo({ ship: 'gr75', upgrades: { title: ['luminous'] } });
  assert.ok(deeplyFrozen(carried));
  assert.notEqual(api.shipInfo({ ship: 'gr75', upgrades: { title: ['luminous'] } }), carried);
  assert.notEqual(carried.stats.shields, plain.stats.shields);
  assert.equal(api.shipInfo({ ship: 'gr75' }), plain);
});

test('past 256 kept answers every pilot still gets its own answer', { skip: fullOnly }, () => {
  // 300 distinct 2e pilots (more than the 256 slots), each asked twice, then the first ones again.
  const ids = api.cardIndex({ edition: '2e' }).factions.flatMap((f) => f.ships.flatMap((s) => s.pilots.map((p) => p.xws)));
  const pilots = [...new Set(ids)].slice(0, 300);
  assert.equal(pilots.length, 300);
  const first = new Map();
  for (const p of pilots) {
    const a = api.shipInfo({ ship: p });
    assert.equal(api.shipInfo({ ship: p }), a, p);
    first.set(p, JSON.stringify(a));
  }
  for (const p of pilots.slice(0, 60).concat(pilots.slice(-60))) {
    const again = api.shipInfo({ ship: p });
    assert.equal(JSON.stringify(again), first.get(p), p);
    assert.equal(api.shipInfo({ ship: p }), again, p);
  }
});
