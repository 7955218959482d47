// The docs stand on their own: nothing in the repository points outside it (the old
// "SPEC §" and ../shared references are gone), and every relative link of README.md
// and docs/*.md reaches a file, and a heading when it names one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['src', 'www', 'tests', 'benches', 'scripts', 'js', 'docs', 'README.md', 'CHANGELOG.md', 'Makefile', 'Cargo.toml'];
const TEXT = /\.(rs|js|mjs|md|html|css|toml|sh|json)$|^Makefile$/;

// Doc comments in the files the transport rewrite owns (src/bindings/mod.rs, input.rs,
// js_error.rs): not edited on this branch; remove each entry once its file cites docs/.
const PENDING_OUTSIDE = new Set([]);
// Written on another branch (the page's guide); remove once merged.
const PENDING_FILES = new Set([]);

function files(path) {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [path];
  return readdirSync(abs).flatMap((name) => files(join(path, name)));
}

test('nothing in the repository points outside it', () => {
  const outside = /SPEC §|SPEC\.md|\.\.\/shared|shared\/seeds|shared\/SPEC/;
  const hits = SOURCES.flatMap(files)
    .filter((f) => TEXT.test(f.split('/').pop()) && !PENDING_OUTSIDE.has(f) && f !== 'tests/node/docs.test.mjs')
    .flatMap((f) => readFileSync(join(ROOT, f), 'utf8').split('\n').map((l, i) => [f, i + 1, l]))
    .filter(([, , l]) => outside.test(l))
    .map(([f, n, l]) => `${f}:${n}: ${l.trim()}`);
  assert.deepEqual(hits, []);
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export const slug = (heading) =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

function anchors(markdown) {
  return new Set([...markdown.matchAll(/^#{1,6} (.*)$/gm)].map((m) => slug(m[1])));
}

test('every relative link of README.md and docs/*.md reaches its file and heading', () => {
  const docs = ['README.md', 'CHANGELOG.md', ...files('docs').filter((f) => f.endsWith('.md'))].filter((f) => existsSync(join(ROOT, f)));
  const broken = [];
  let checked = 0;
  for (const doc of docs) {
    const text = readFileSync(join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) {
        broken.push(`${doc}: ${target} leaves the repository`);
        continue;
      }
      const [path, anchor] = target.split('#');
      const file = path ? relative(ROOT, join(ROOT, dirname(doc), path)).split('\\').join('/') : doc;
      checked++;
      if (PENDING_FILES.has(file)) continue;
      if (!existsSync(join(ROOT, file))) broken.push(`${doc}: ${target} (no ${file})`);
      else if (anchor && file.endsWith('.md') && !anchors(readFileSync(join(ROOT, file), 'utf8')).has(anchor)) {
        broken.push(`${doc}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
  }
  assert.ok(checked > 20, `links checked (${checked})`);
  assert.deepEqual(broken, []);
});
