// The committed pkg/ against the sources: the fingerprint in pkg/BUILD_INPUTS is the
// one scripts/pkg-inputs-hash.mjs computes now (what `make check-pkg` checks), it is
// computed as documented, and the files the build copies into pkg/ are the sources'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { record, inputFiles } from '../../scripts/pkg-inputs-hash.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

test('pkg/BUILD_INPUTS is the fingerprint of the current sources', () => {
  assert.equal(read('pkg/BUILD_INPUTS').toString(), record(), 'pkg/ is stale: run ./scripts/build.sh and commit pkg/');
});

test('the fingerprint is SHA-256 over sorted "<file sha256>  <path>" lines of every input', () => {
  const files = inputFiles();
  const paths = files.map((f) => f.path);
  assert.deepEqual(paths, [...paths].sort(), 'sorted by path');
  for (const p of ['src/lib.rs', 'Cargo.toml', 'Cargo.lock', 'js/node.js', 'js/README.pkg.md', 'LICENSE', 'scripts/build.sh']) {
    assert.ok(paths.includes(p), `${p} is an input`);
  }
  assert.ok(!paths.some((p) => p.startsWith('pkg/') || p.startsWith('target/') || p.startsWith('www/')), 'outputs and the page are not inputs');
  const lines = files.map(({ path, hash }) => {
    assert.equal(hash, sha256(read(path)), path);
    return `${hash}  ${path}\n`;
  });
  assert.equal(record().split('\n')[0], `sha256 ${sha256(lines.join(''))}`);
});

test('the files the build copies into pkg/ are the sources', () => {
  for (const [copy, source] of [['pkg/node.js', 'js/node.js'], ['pkg/LICENSE', 'LICENSE'], ['pkg/README.md', 'js/README.pkg.md']]) {
    assert.ok(existsSync(new URL(copy, root)), copy);
    assert.ok(read(copy).equals(read(source)), `${copy} is ${source}`);
  }
  const pkg = JSON.parse(read('pkg/package.json'));
  const cargo = read('Cargo.toml').toString();
  assert.equal(pkg.version, /^version = "(.*)"/m.exec(cargo)[1]);
  assert.equal(pkg.license, 'MIT');
  assert.deepEqual(pkg.exports['.'], { types: './xwing_huge.d.ts', node: './node.js', default: './xwing_huge.js' });
  assert.equal(pkg.exports['./package.json'], './package.json');
  assert.ok(pkg.repository.url && pkg.keywords.length > 0);
});
