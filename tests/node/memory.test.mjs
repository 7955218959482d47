// Wasm memory exhausted: a call that cannot get the memory it may need is refused with an
// XwingRulesError (TOO_LARGE on `request`) before any of its work, instead of trapping
// (`RuntimeError: unreachable`, which also leaked what the call held), and the module keeps
// answering the calls that fit. A fresh instance of pkg/ is grown from JS to its largest
// size less 8 MiB, so the allocator has only what is left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ship } from './requests.mjs';

const pkg = new URL('../../pkg/', import.meta.url);
const api = await import(new URL('xwing_huge.js?memory', pkg));
const exports = api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkg)) });

/** The largest wasm32 memory, in 64 KiB pages. */
const MAX_PAGES = 65536;
const LEFT_PAGES = 8 * 16;

test('a call that wasm memory cannot hold is an XwingRulesError, and later calls still answer', () => {
  const ws = new api.Workspace({ ships: [ship('a', 'small', 100, 100), ship('b', 'small', 300, 100)] });
  const before = api.shipInfo({ ship: 'small' });
  const move = { ship: 'b', maneuver: { speed: 1, bearing: 'straight' }, seed: 1 };
  const moved = ws.placeMove(move);
  exports.memory.grow(MAX_PAGES - exports.memory.buffer.byteLength / 65536 - LEFT_PAGES);
  // About a million characters of pairs: some 20 MB of parse tree, more than is left.
  const pairs = Array.from({ length: 170000 }, () => [1, 2]);
  const big = { ship: ship('c', 'cr90', 900, 450), obstacles: [{ id: 'r', type: 'asteroid', points: pairs }] };
  for (let i = 0; i < 50; i++) {
    assert.throws(() => api.checkOverlap(big), (e) => {
      assert.equal(e.name, 'XwingRulesError', String(e));
      assert.equal(e.code, 'TOO_LARGE');
      assert.equal(e.field, 'request');
      assert.match(e.message, /wasm memory is exhausted/);
      return true;
    });
    assert.throws(() => ws.placeMove({ ship: 'a', maneuver: { speed: 1, bearing: 'straight', pairs } }), (e) => e.code === 'TOO_LARGE' && e.field === 'request');
    assert.throws(() => ws.setPose('x'.repeat(4e6), 1, 1, 1), (e) => e.code === 'TOO_LARGE');
    // The calls that fit are answered as before, again and again.
    assert.deepEqual(api.shipInfo({ ship: 'small' }), before);
    assert.deepEqual(ws.shipIds(), ['a', 'b']);
    ws.setPose('b', 300, 100, 0);
    assert.deepEqual(ws.placeMove(move), moved);
  }
  ws.free();
});
