// The response transport (src/wire/to.rs operations built into objects by
// js/boundary.js `buildResponse`): strings made at run time come back exactly (non-ASCII,
// astral, quotes, "__proto__"), numbers keep every bit, and one call's response never
// carries another's values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './helpers.mjs';
import { ship } from './requests.mjs';

const ids = ['é🚀"\\\n', '__proto__', 'constructor', 'x'.repeat(300)];

test('ids come back exactly, as JSON.parse would give them', () => {
  // A GR-75 whose 2 bank ends on four small ships with awkward ids.
  const mover = ship('g', 'gr75', 500, 600);
  const others = ids.map((id, i) => ship(id, 'small', 560 + 12 * i, 520 - 8 * i, 45));
  const r = api.placeMove({ edition: '2e', ship: mover, maneuver: { speed: 2, bearing: 'bankRight' }, ships: others, seed: 3 });
  const seen = r.overlaps.map((o) => o.id).sort();
  assert.ok(seen.length > 0, 'the maneuver ends on some of the ships, so the ids are in the response');
  for (const id of seen) assert.ok(ids.includes(id), `an id came back changed: ${JSON.stringify(id)}`);
  // The same object JSON text would have made.
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
});

test('numbers keep every bit; a response never shows an earlier call\'s values', () => {
  const pose = { x: 0.1 + 0.2, y: 1 / 3, heading: 0 };
  const a = api.shipInfo({ edition: '2e', ship: 'cr90' });
  const r = api.placeMove({ edition: '2e', ship: { id: 's', ship: 'small', pose }, maneuver: { speed: 1, bearing: 'straight' }, seed: 1 });
  assert.equal(r.intendedPose.x, 0.1 + 0.2);
  // Two different calls in a row, then the first again: identical answers.
  const b = api.shipInfo({ edition: '2e', ship: 'cr90' });
  assert.deepEqual(a, b);
  assert.notEqual(JSON.stringify(a), JSON.stringify(r));
});

test('a request is read as JSON.stringify reads it, each property once', () => {
  // js/boundary.js writes the request text by its own walk: toJSON, wrappers, undefined and
  // array holes as JSON.stringify has them, awkward ids escaped, non-finite numbers refused.
  let reads = 0;
  const pose = { get x() { reads++; return new Number(500); }, y: 600, heading: 0, note: undefined };
  const later = { toJSON: (key) => ({ id: 'k' + key, ship: 'small', pose: { x: 700, y: 600, heading: 0 } }) };
  const r = api.checkOverlap({ edition: '2e', ship: { id: 'q"\\\u0001é\u2028', ship: 'gr75', pose }, ships: [later] });
  assert.equal(reads, 1);
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
  const same = api.checkOverlap({ edition: '2e', ship: { id: 'q"\\\u0001é\u2028', ship: 'gr75', pose: { x: 500, y: 600, heading: 0 } },
    ships: [{ id: 'k0', ship: 'small', pose: { x: 700, y: 600, heading: 0 } }] });
  assert.deepEqual(r, same, 'toJSON called with its index as key, the Number wrapper read as its number');
  const bad = (v) => { try { api.checkOverlap({ edition: '2e', ship: { id: 'a', ship: 'gr75', pose: { x: v, y: 0, heading: 0 } }, ships: [] }); } catch (e) { return `${e.code} ${e.field}: ${e.message}`; } };
  assert.match(bad(NaN), /^INVALID_INPUT ship\.pose\.x: .*NaN/);
  assert.match(bad(-Infinity), /^INVALID_INPUT ship\.pose\.x: .*-Infinity/);
  assert.match(bad(() => 1), /^INVALID_INPUT ship\.pose\.x: .*function/);
});
