// The service worker's list and cache name (www/sw-build.js) against the page and pkg/:
// written by scripts/page-fingerprint.mjs, so that a changed page or pkg/ can never be
// served from an older build's offline copy. After editing www/ or rebuilding pkg/, run
// `node scripts/page-fingerprint.mjs --write`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, appendFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFile, fingerprint, keptFiles, BUILD_FILE } from '../../scripts/page-fingerprint.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

test('www/sw-build.js is current (else: node scripts/page-fingerprint.mjs --write)', () => {
  assert.equal(readFileSync(join(REPO, BUILD_FILE), 'utf8'), buildFile(), `${BUILD_FILE} is stale`);
});

test('the worker keeps every file the page loads, and no Node-only file', () => {
  const kept = keptFiles();
  for (const p of ['www/index.html', 'www/style.css', 'www/manifest.webmanifest', 'www/icon.svg', 'www/js/main.js', 'www/js/api.js', 'pkg/xwing_huge.js', 'pkg/xwing_huge_glue.js', 'pkg/xwing_huge_bg.wasm']) {
    assert.ok(kept.includes(p), `${p} is kept`);
  }
  for (const p of kept) assert.ok(existsSync(join(REPO, p)), p);
  assert.ok(!kept.includes('pkg/node.js') && !kept.some((p) => p.endsWith('.d.ts')), 'no Node entry or types');
  // Every module main.js imports (directly or not) is kept: each import of www/js is in the list.
  for (const p of kept.filter((x) => x.startsWith('www/js/'))) {
    for (const [, spec] of readFileSync(join(REPO, p), 'utf8').matchAll(/from '(\.\/[^']+)'/g)) {
      assert.ok(kept.includes(`www/js/${spec.slice(2)}`), `${spec} (imported by ${p}) is kept`);
    }
  }
  const text = readFileSync(join(REPO, BUILD_FILE), 'utf8');
  assert.match(text, /'\.\/'/, 'the page\'s own address (a navigation to www/) is kept');
});

test('a change to a page file or to pkg/ gives a new fingerprint', () => {
  const root = mkdtempSync(join(tmpdir(), 'xwing-fp-'));
  try {
    cpSync(join(REPO, 'www'), join(root, 'www'), { recursive: true });
    cpSync(join(REPO, 'pkg'), join(root, 'pkg'), { recursive: true });
    const before = fingerprint(root);
    assert.equal(before, fingerprint(), 'the same bytes give the same fingerprint');
    appendFileSync(join(root, 'www/style.css'), '\n');
    const page = fingerprint(root);
    assert.notEqual(page, before, 'page change');
    appendFileSync(join(root, 'pkg/xwing_huge_glue.js'), '\n');
    assert.notEqual(fingerprint(root), page, 'pkg change');
    appendFileSync(join(root, 'www/sw.js'), '\n');
    assert.notEqual(fingerprint(root), page, 'worker change');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
