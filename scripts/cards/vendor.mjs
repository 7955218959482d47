// Reading the vendored card data (vendor/README.md): the generators read nothing else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The vendored file at `path` (relative to vendor/), parsed as JSON (xwing-data's .js files are JSON too). */
export function readVendor(path) {
  return JSON.parse(readFileSync(join(ROOT, 'vendor', path), 'utf8'));
}

/**
 * The upstream repository and commit of each vendored folder, read from vendor/README.md's table
 * (`| `folder/` | repository … | commit … |`), so that a generated file names the commit it came from.
 */
export function vendorCommits() {
  const text = readFileSync(join(ROOT, 'vendor', 'README.md'), 'utf8');
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^\| `([\w-]+)\/` \| ([\w./-]+)[^|]* \| ([0-9a-f]{40})/.exec(line);
    if (m) out[m[1]] = { repo: m[2], commit: m[3] };
  }
  return out;
}

/** xwing-data2's ship files in manifest order: `[{ faction, path }]`, paths relative to vendor/. */
export function shipFiles2e() {
  const manifest = readVendor('xwing-data2/data/manifest.json');
  return manifest.pilots.flatMap(({ faction, ships }) => ships.map((p) => ({ faction, path: `xwing-data2/${p}` })));
}

/** Sorts by a string key in code-unit order, the order Rust's `str::cmp` gives, for binary search. */
export function byKey(items, key) {
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Fails the generation with the file and field that hold an unexpected value. */
export function fail(where, message) {
  throw new Error(`${where}: ${message}`);
}
