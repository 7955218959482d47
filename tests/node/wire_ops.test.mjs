// The response operation codes have one source, src/wire/to.rs (`op`): js/boundary.js's copy is
// generated from it (scripts/wire-ops.mjs, run by scripts/build.sh), and this test fails when the
// two differ, so a code changed on one side only cannot ship.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rustOps, jsBlock, withBlock } from '../../scripts/wire-ops.mjs';

const boundary = readFileSync(new URL('../../js/boundary.js', import.meta.url), 'utf8');

test('js/boundary.js holds exactly the operation codes of src/wire/to.rs', () => {
  const ops = rustOps();
  assert.deepEqual(ops.map(([n]) => n), ['OBJECT', 'ARRAY', 'END', 'NUM', 'NULL', 'TRUE', 'FALSE', 'STATIC', 'TEXT', 'NUMS', 'FROZEN', 'KEEP', 'KEPT']);
  assert.equal(new Set(ops.map(([, c]) => c)).size, ops.length, 'distinct codes');
  assert.equal(withBlock(boundary, jsBlock(ops)), boundary, 'run node scripts/wire-ops.mjs --write');
});

test('the check sees a code changed on either side', () => {
  const rust = readFileSync(new URL('../../src/wire/to.rs', import.meta.url), 'utf8');
  const edited = rustOps(rust.replace('pub const NUMS: u32 = 9;', 'pub const NUMS: u32 = 10;'));
  assert.notEqual(withBlock(boundary, jsBlock(edited)), boundary);
  const jsEdited = boundary.replace('NUMS = 9', 'NUMS = 11');
  assert.notEqual(withBlock(jsEdited, jsBlock()), jsEdited);
});
