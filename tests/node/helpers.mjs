// Loads the shipped pkg/ exactly as an embedding site on Node would: initSync
// with the wasm bytes, then plain-object calls.
import { readFileSync } from 'node:fs';

const pkgUrl = new URL('../../pkg/', import.meta.url);
const api = await import(new URL('xwing_huge.js', pkgUrl));
api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkgUrl)) });

export default api;

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
