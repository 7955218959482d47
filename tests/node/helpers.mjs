// Loads the shipped pkg/ exactly as an embedding site on Node would: initSync
// with the wasm bytes, then plain-object calls. With XWING_PKG=core the same tests run
// against the core module, pkg/core/ (`make test-node` runs the core calls' files twice).
import { readFileSync } from 'node:fs';

/** True when the tests run against the core module (no cards, no round calls). */
export const CORE = process.env.XWING_PKG === 'core';
/** A test's `skip` option for what the core module does not have. */
export const fullOnly = CORE && 'the core module (pkg/core/) has no such call or no cards';

const pkgUrl = new URL(CORE ? '../../pkg/core/' : '../../pkg/', import.meta.url);
const api = await import(new URL('xwing_huge.js', pkgUrl));
api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkgUrl)) });

export default api;

/**
 * `[name, request]` of the requests whose call this module exports: every one for the full
 * module (a missing export then fails the test), the core calls' for pkg/core/.
 */
export function callsOf(requests) {
  return Object.entries(requests).filter(([name]) => !CORE || typeof api[name] === 'function');
}

/** Asserts that `fn` throws an XwingRulesError whose message starts with `field`. */
export function expectRulesError(assert, fn, field) {
  let caught;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof Error, `expected an Error for ${field}`);
  assert.equal(caught.name, 'XwingRulesError');
  assert.equal(typeof caught.code, 'string');
  assert.ok(caught.message.startsWith(field), `"${caught.message}" should name ${field}`);
  return caught;
}
