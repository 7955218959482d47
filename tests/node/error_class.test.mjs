// Every refusal is an instance of the exported `XwingRulesError` class (js/boundary.js), from
// the engine and from the package entry alike, and its TypeScript declaration narrows `code`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './helpers.mjs';
import { diagnostics } from './tsc.mjs';

/** The error `fn` throws. */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('expected a throw');
}

test('the engine\'s refusals and the entry\'s are XwingRulesError instances', () => {
  const { XwingRulesError } = api;
  assert.equal(typeof XwingRulesError, 'function');
  const unknown = thrown(() => api.shipInfo({ ship: 'cr91' }));
  assert.ok(unknown instanceof XwingRulesError && unknown instanceof Error);
  assert.deepEqual([unknown.name, unknown.code, unknown.field], ['XwingRulesError', 'UNKNOWN_NAME', 'ship']);
  const strict = thrown(() => api.checkOverlap({ ship: { id: 'a', ship: 'small', pose: { x: 0, y: 0, heading: 0 } }, sead: 1 }));
  assert.ok(strict instanceof XwingRulesError);
  assert.equal(strict.code, 'INVALID_INPUT');
  const ws = new api.Workspace({ ships: [{ id: 'a', ship: 'small', pose: { x: 100, y: 100, heading: 0 } }] });
  ws.free();
  const freed = thrown(() => ws.placeMove({ ship: 'a', maneuver: { speed: 1, bearing: 'straight' } }));
  assert.ok(freed instanceof XwingRulesError);
  assert.equal(freed.code, 'FREED');
  // A caller can make one (its own checks reported the same way).
  const own = new XwingRulesError('NOT_ALLOWED', 'ship', 'ship: not here');
  assert.deepEqual([own.name, own.code, own.field, own.message], ['XwingRulesError', 'NOT_ALLOWED', 'ship', 'ship: not here']);
});

test('TypeScript: `instanceof XwingRulesError` narrows to the class, `code` to the union of codes', () => {
  const ok = `import { XwingRulesError, type XwingRulesErrorCode, shipInfo } from 'xwing-huge';
try { shipInfo({ ship: 'cr90' }); } catch (e) {
  if (e instanceof XwingRulesError) { const c: XwingRulesErrorCode = e.code; const f: string = e.field; console.log(c, f); }
}
`;
  assert.deepEqual(diagnostics({ '__error_ok.ts': ok }).map((d) => d.text), []);
  const bad = `import { XwingRulesError } from 'xwing-huge';\nnew XwingRulesError('NOT_A_CODE', 'x', 'y');\n`;
  assert.ok(diagnostics({ '__error_bad.ts': bad }).length > 0, 'an unknown code does not type-check');
});
