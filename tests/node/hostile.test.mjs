// Hostile JS values never poison the module: revoked proxies, BigInt, Symbol, throwing
// getters and valueOf, lying typed arrays, cycles, deep nesting and vast lists, thrown at
// every export thousands of times (as the request and in each top-level field), each
// time an XwingRulesError; afterwards every export still gives the same answer as before.
// (Before js/boundary.js, a few hundred such throws broke every later call.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { CORE, callsOf, fullOnly } from './helpers.mjs';
import { valid, ship } from './requests.mjs';

function hostileValues() {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const throwingProxy = new Proxy({}, { get() { throw new Error('get trap'); }, ownKeys() { throw new Error('ownKeys trap'); } });
  const getter = Object.defineProperty({}, 'x', { enumerable: true, get() { throw new Error('getter'); } });
  const valueOf = new Number(5);
  valueOf.valueOf = () => { throw new Error('valueOf'); };
  const cycle = {};
  cycle.self = cycle;
  let deep = {};
  for (let i = 0; i < 100000; i++) deep = { d: deep };
  const throwingIndex = new Proxy([1, 2], { get(t, k) { if (k === '0') throw new Error('index'); return Reflect.get(t, k); } });
  const lyingArray = new Proxy([], { get(t, k) { return k === 'length' ? 1e9 : Reflect.get(t, k); } });
  const toJSON = { toJSON() { throw new Error('toJSON'); } };
  return [revoked.proxy, throwingProxy, getter, valueOf, cycle, deep, throwingIndex, lyingArray, toJSON,
    10n, Symbol('s'), Object.create(null), () => 1, new Array(1e6), 'x'.repeat(2e6)];
}

const hostile = hostileValues();

function variants(request) {
  const out = [];
  for (const h of hostile) {
    out.push(h);
    for (const key of Object.keys(request)) out.push({ ...request, [key]: h });
  }
  return out;
}

test('every export refuses hostile values with XwingRulesErrors, thousands of times, and still answers', () => {
  const before = {};
  for (const [name, request] of callsOf(valid)) before[name] = JSON.stringify(api[name](request), (k, v) => (k === 'table' ? 0 : v));
  let throws = 0;
  for (const [name, request] of callsOf(valid)) {
    const bad = variants(request);
    const rounds = Math.ceil(2000 / bad.length);
    for (let r = 0; r < rounds; r++) {
      for (const v of bad) {
        try {
          api[name](v);
        } catch (e) {
          throws++;
          assert.equal(e?.name, 'XwingRulesError', `${name}: ${e}`);
          assert.equal(typeof e.code, 'string');
          assert.equal(typeof e.field, 'string');
        }
      }
    }
  }
  for (const [name, request] of callsOf(valid)) {
    const after = JSON.stringify(api[name](request), (k, v) => (k === 'table' ? 0 : v));
    assert.equal(after, before[name], `${name} answers as before`);
  }
  // About 2,000 hostile requests per call: 7 calls in the core module, 28 in the full one.
  assert.ok(throws > (CORE ? 7000 : 20000), `${throws} throws`);
});

test('a Float64Array whose length lies reads only its own numbers, never another call\'s', () => {
  const attacker = ship('a', 'cr90', 900, 450, 0);
  const many = new Float64Array(20000).map((_, i) => 100 + (i % 1500));
  api.measureRangeBatch({ attacker, defenderShip: 'small', points: many }); // leaves its numbers behind
  const liar = new Float64Array([950, 300]);
  Object.defineProperty(liar, 'length', { get: () => 20000 });
  const out = api.measureRangeBatch({ attacker, defenderShip: 'small', points: liar });
  assert.equal(out.length, 1);
  const low = new Float64Array([950, 300, 960, 310]);
  Object.defineProperty(low, 'length', { get: () => 0 });
  assert.equal(api.measureRangeBatch({ attacker, defenderShip: 'small', points: low }).length, 2);
});

test('limits are checked before the request enters wasm', { skip: fullOnly }, () => {
  // Refused from the list's length alone: no entry is read (counted, not timed).
  let entriesRead = 0;
  const list = Array.from({ length: 1e6 }, (_, i) => ship(`s${i}`, 'small', 100, 100));
  const ships = new Proxy(list, { get: (t, k) => ((typeof k === 'string' && /^\d+$/.test(k) && entriesRead++), t[k]) });
  assert.throws(() => new api.Workspace({ ships }), (e) => e.name === 'XwingRulesError' && e.code === 'TOO_LARGE' && e.field === 'ships');
  assert.equal(entriesRead, 0, 'refused without reading the list');
  // A known key: an unknown one is refused before the text is written (hostile_leftovers.test.mjs).
  const long = { edition: '2e', ship: 'x'.repeat(2 ** 21) };
  assert.throws(() => api.shipInfo(long), (e) => e.code === 'TOO_LARGE' && e.field === 'request');
  assert.equal(api.shipInfo({ ship: 'cr90' }).ship, 'cr90');
});

test('a getter that throws is named by its field', () => {
  const request = { ...valid.checkOverlap };
  Object.defineProperty(request, 'edition', { enumerable: true, get() { throw new Error('no'); } });
  assert.throws(() => api.checkOverlap(request), (e) => e.name === 'XwingRulesError' && e.field === 'edition');
  const bigint = { ...valid.checkOverlap.ship, pose: { x: 1n, y: 0, heading: 0 } };
  assert.throws(() => api.checkOverlap({ ...valid.checkOverlap, ship: bigint }), (e) => e.field === 'ship.pose.x');
});

/** `value` rebuilt with a counting getter for every property, at every level (typed arrays kept whole). */
function counting(value, reads, path = 'request') {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  const out = Array.isArray(value) ? new Array(value.length) : {};
  for (const k of Object.keys(value)) {
    const p = `${path}.${k}`;
    const v = counting(value[k], reads, p);
    reads.set(p, 0);
    Object.defineProperty(out, k, { enumerable: true, configurable: true, get() { reads.set(p, reads.get(p) + 1); return v; } });
  }
  return out;
}

test('each property of a request is read once, at every level', () => {
  // applyEffects holds a `null` (a text with a `null` once took a second, marking pass);
  // measureRangeBatch reads `points` apart from the text.
  const names = ['placeMove', 'checkOverlap', 'measureRange', 'measureRangeBatch', 'resolveAttack', 'shipInfo', 'applyEffects', 'squadShips'];
  let checked = 0;
  for (const [name] of callsOf(Object.fromEntries(names.map((n) => [n, valid[n]])))) {
    const reads = new Map();
    api[name](counting(valid[name], reads));
    for (const [path, n] of reads) {
      assert.equal(n, 1, `${name}: ${path} read ${n} times`);
      checked++;
    }
  }
  // A refused request reads its fields once too, up to the refusal.
  const reads = new Map();
  const bad = { ...valid.placeMove, seed: NaN };
  assert.throws(() => api.placeMove(counting(bad, reads)), (e) => e.name === 'XwingRulesError' && e.field === 'seed');
  for (const [path, n] of reads) assert.ok(n <= 1, `placeMove with NaN: ${path} read ${n} times`);
  assert.ok(checked > 150, `${checked} properties checked`);
});
