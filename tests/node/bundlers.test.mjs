// The webpack 5 and Vite recipes of docs/api.md "With a bundler", tested as bundler.test.mjs
// tests esbuild's: a tiny app importing the installed package by name (both entries, `xwing-huge`
// and `xwing-huge/core`) is built with the bundler's defaults and a plain `await init()`, and
// runs in Debian's Chromium from a loopback server. Both bundlers follow
// `new URL('xwing_huge_bg.wasm', import.meta.url)` and emit the wasm as an asset by themselves.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { build as viteBuild } from 'vite';
import { launchChromium, runPage, scratchProject } from './scratch.mjs';

const { dir } = scratchProject('xwing-huge-bundlers-');
const browser = await launchChromium();
after(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = (entry) => `
import init, { checkOverlap, shipInfo } from '${entry}';
await init();
const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const overlap = checkOverlap({ edition: '1e', ship: ship('cr90', 'cr90', 500, 500), ships: [ship('x', 'small', 555, 580)] });
document.body.dataset.done = JSON.stringify({ overlap, base: shipInfo({ ship: 'cr90' }).base });
`;

/** The wasm the entry ships, to tell which module a bundle emitted. */
const wasmOf = (entry) => readFileSync(join(dir, 'node_modules', entry === 'xwing-huge' ? 'xwing-huge' : 'xwing-huge/core', 'xwing_huge_bg.wasm'));

function expectRun({ errors, body }, out, entry) {
  assert.deepEqual(errors, []);
  const result = JSON.parse(body.done);
  assert.deepEqual(result.overlap, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
  assert.deepEqual(result.base, { width: 80, length: 221 });
  const files = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.wasm'));
  assert.equal(files.length, 1, `one wasm asset (${files})`);
  assert.ok(readFileSync(join(out, String(files[0]))).equals(wasmOf(entry)), `the asset is ${entry}'s wasm`);
}

function webpackBuild(name, entry) {
  const src = join(dir, `${name}.js`);
  writeFileSync(src, app(entry));
  const out = join(dir, `dist-${name}`);
  const compiler = webpack({ mode: 'production', context: dir, entry: src, output: { path: out, filename: 'app.js' }, target: 'web' });
  return new Promise((ok, fail) =>
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || stats.hasErrors()) return fail(err ?? new Error(stats.toString('errors-only')));
      writeFileSync(join(out, 'index.html'), '<!doctype html><script src="./app.js"></script>');
      ok(out);
    }),
  );
}

async function viteBuildApp(name, entry) {
  const root = join(dir, `vite-${name}`);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'main.js'), app(entry));
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  const out = join(root, 'dist');
  // Top-level await needs an ES2022 target; `base: './'` serves the build from any folder.
  await viteBuild({ root, base: './', configFile: false, logLevel: 'silent', build: { outDir: out, target: 'es2022' } });
  return out;
}

for (const entry of ['xwing-huge', 'xwing-huge/core']) {
  test(`webpack 5, ${entry} with a plain await init(), runs in Chromium`, async () => {
    const out = await webpackBuild(entry === 'xwing-huge' ? 'full' : 'core', entry);
    expectRun(await runPage(browser, out), out, entry);
  });

  test(`Vite, ${entry} with a plain await init(), runs in Chromium`, async () => {
    const out = await viteBuildApp(entry === 'xwing-huge' ? 'full' : 'core', entry);
    expectRun(await runPage(browser, out), out, entry);
  });
}
