// Reading the vendored card data (vendor/sources.json): the generators read nothing else.
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
 * vendor/sources.json: per vendored folder, its upstream `repository`, `commit`, `date`,
 * `licence` and the `files` copied (scripts/cards/update.mjs writes it; build.mjs names the
 * commits in what it generates).
 */
export function vendorSources() {
  return readVendor('sources.json');
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

/** `v`, or null when the data leaves it out (an absent option). */
export const opt = (v, f = (x) => x) => (v === undefined || v === null ? null : f(v));
