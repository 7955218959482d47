// Random bad input never traps the module: requests built from valid ones with
// fields replaced by odd values (NaN, huge numbers, wrong types, long lists, ...)
// either succeed or throw an XwingRulesError, and a valid call works afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { callsOf } from './helpers.mjs';

import { valid } from './requests.mjs';

const odd = [NaN, Infinity, -Infinity, -1, 0, 1e300, -1e300, 2 ** 53, 0.5, '', 'x', '1e', true, null, undefined, [], {},
  [1, 2], { x: 1 }, Array.from({ length: 5000 }, (_, i) => i), 'fore', 'cr90', 'asteroid', 'bankLeft', -0];

function* paths(value, path = []) {
  if (value && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      yield [...path, k];
      yield* paths(value[k], [...path, k]);
    }
  }
}

function mutate(request, path, v) {
  const copy = structuredClone(request);
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path.at(-1)] = v;
  return copy;
}

test('odd values in every field of every call are results or XwingRulesErrors', () => {
  let calls = 0;
  let errors = 0;
  for (const [name, request] of callsOf(valid)) {
    api[name](request); // the template itself is valid
    for (const path of paths(request)) {
      for (const v of odd) {
        calls++;
        try {
          api[name](mutate(request, path, v));
        } catch (e) {
          errors++;
          assert.equal(e.name, 'XwingRulesError', `${name} ${path.join('.')} = ${String(v).slice(0, 20)}: ${e}`);
          assert.equal(typeof e.code, 'string');
        }
      }
    }
    api[name](request); // still works
  }
  assert.ok(calls > 1000 && errors > 100, `${calls} calls, ${errors} errors`);

});

const fieldPath = (path) => path.map((k) => (/^\d+$/.test(k) ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '');

test('NaN and ±Infinity in any number field, optional or not, are refused naming that field', () => {
  let checked = 0;
  for (const [name, request] of callsOf(valid)) {
    for (const path of paths(request)) {
      let v = request;
      for (const k of path) v = v[k];
      if (typeof v !== 'number') continue;
      for (const bad of [NaN, Infinity, -Infinity]) {
        checked++;
        assert.throws(() => api[name](mutate(request, path, bad)), (e) => {
          assert.equal(e.name, 'XwingRulesError');
          assert.ok(e.message.startsWith(fieldPath(path)), `${name}: "${e.message}" should start with ${fieldPath(path)}`);
          return true;
        }, `${name} ${fieldPath(path)} = ${bad}`);
      }
    }
  }
  assert.ok(checked > 100, `${checked} checked`);
});
