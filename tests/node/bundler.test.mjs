// The esbuild recipes of docs/api.md "With a bundler", tested: a tiny app that
// imports the installed package by name is bundled by esbuild for the browser and
// runs in Debian's Chromium from a loopback server, (a) with the wasm imported as a
// `file` asset whose URL goes to `init`, (b) with a plain `await init()` and the wasm
// copied next to the bundle, and (c) the core entry, `xwing-huge/core`, with its own wasm.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, runPage, scratchProject } from './scratch.mjs';

const { dir } = scratchProject('xwing-huge-esbuild-');
const browser = await launchChromium();
after(async () => {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
});

const USE = `
const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const overlap = checkOverlap({ edition: '1e', ship: ship('cr90', 'cr90', 500, 500), ships: [ship('x', 'small', 555, 580)] });
document.body.dataset.done = JSON.stringify({ overlap, base: shipInfo({ ship: 'cr90' }).base });
`;

async function bundle(name, app, options = {}) {
  const out = join(dir, name);
  writeFileSync(join(dir, `${name}.js`), app);
  await build({ entryPoints: [join(dir, `${name}.js`)], bundle: true, format: 'esm', platform: 'browser', outdir: out, logLevel: 'silent', ...options });
  writeFileSync(join(out, 'index.html'), `<!doctype html><script type="module" src="./${name}.js"></script>`);
  return out;
}

function expectResult({ errors, body }) {
  assert.deepEqual(errors, []);
  const result = JSON.parse(body.done);
  assert.deepEqual(result.overlap, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
  assert.deepEqual(result.base, { width: 80, length: 221 });
}

test('esbuild, the wasm as a file asset given to init, runs in Chromium', async () => {
  const out = await bundle('asset', `
    import init, { checkOverlap, shipInfo } from 'xwing-huge';
    import wasmUrl from 'xwing-huge/xwing_huge_bg.wasm';
    await init({ module_or_path: wasmUrl });
    ${USE}`, { loader: { '.wasm': 'file' } });
  const files = readdirSync(out);
  assert.ok(files.some((f) => /^xwing_huge_bg-.*\.wasm$/.test(f)), `the wasm asset (${files})`);
  assert.doesNotMatch(readFileSync(join(out, 'asset.js'), 'utf8'), /from ['"]xwing-huge['"]/, 'the package is bundled in');
  expectResult(await runPage(browser, out));
});

test('esbuild, plain await init() with the wasm copied beside the bundle, runs in Chromium', async () => {
  const out = await bundle('plain', `
    import init, { checkOverlap, shipInfo } from 'xwing-huge';
    await init();
    ${USE}`);
  mkdirSync(out, { recursive: true });
  copyFileSync(join(dir, 'node_modules/xwing-huge/xwing_huge_bg.wasm'), join(out, 'xwing_huge_bg.wasm'));
  expectResult(await runPage(browser, out));
});

test('esbuild, the core entry (xwing-huge/core) with its own wasm as a file asset, runs in Chromium', async () => {
  const out = await bundle('core', `
    import init, { checkOverlap, shipInfo } from 'xwing-huge/core';
    import wasmUrl from 'xwing-huge/core/xwing_huge_bg.wasm';
    await init({ module_or_path: wasmUrl });
    ${USE}`, { loader: { '.wasm': 'file' } });
  const wasm = readdirSync(out).filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `one wasm asset (${wasm})`);
  // The core module's bytes, not the full module's.
  const coreBytes = readFileSync(join(dir, 'node_modules/xwing-huge/core/xwing_huge_bg.wasm'));
  assert.ok(readFileSync(join(out, wasm[0])).equals(coreBytes), 'the asset is pkg/core/xwing_huge_bg.wasm');
  expectResult(await runPage(browser, out));
});
