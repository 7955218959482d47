// The package entry refuses every call made before `init` / `initSync` with an
// XwingRulesError that says what to do (this file's process never initialises it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as engine from '../../pkg/xwing_huge.js';

test('every call before init throws an XwingRulesError naming init; after initSync it answers', () => {
  // Every call and class but the error class itself.
  const calls = Object.entries(engine).filter(([name, f]) => typeof f === 'function' && !['default', 'initSync', 'XwingRulesError'].includes(name));
  assert.ok(calls.length >= 8, `${calls.length} calls`);
  const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));
  for (const [name, f] of calls) {
    assert.throws(() => (isClass(f) ? new f({}) : f({})), (e) => {
      assert.ok(e instanceof engine.XwingRulesError && e instanceof Error, name);
      assert.equal(e.name, 'XwingRulesError', name);
      assert.equal(e.code, 'NOT_INITIALISED');
      assert.equal(e.field, name);
      assert.match(e.message, /init\(\)/);
      return true;
    });
  }
  engine.initSync({ module: readFileSync(new URL('../../pkg/xwing_huge_bg.wasm', import.meta.url)) });
  assert.equal(engine.shipInfo({ ship: 'cr90' }).ship, 'cr90');
});
