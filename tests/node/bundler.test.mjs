// The esbuild recipe of README.md "Embedding" / docs/api.md "Bundlers", tested:
// a tiny app that imports the installed package by name is bundled by esbuild for
// the browser (the wasm as a `file` asset whose URL goes to `init`), then runs in
// Debian's Chromium from a loopback server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { scratchProject } from './scratch.mjs';

const APP = `
import init, { checkOverlap, shipInfo } from 'xwing-huge';
import wasmUrl from 'xwing-huge/xwing_huge_bg.wasm';

await init({ module_or_path: wasmUrl });
const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const overlap = checkOverlap({ edition: '1e', subject: ship('cr90', 'cr90', 500, 500), others: [ship('x', 'small', 555, 580)] });
document.body.dataset.result = JSON.stringify({ overlap, base: shipInfo({ ship: 'cr90' }).base });
`;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

function serve(dir) {
  const server = createServer((req, res) => {
    const path = join(dir, new URL(req.url, 'http://x').pathname.replace(/^\/$/, '/index.html'));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

test('esbuild bundles the package for the browser and the bundle runs in Chromium', async () => {
  const { dir } = scratchProject('xwing-huge-esbuild-');
  let server;
  let browser;
  try {
    writeFileSync(join(dir, 'app.js'), APP);
    await build({
      entryPoints: [join(dir, 'app.js')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      loader: { '.wasm': 'file' },
      outdir: join(dir, 'dist'),
      logLevel: 'silent',
    });
    const out = readdirSync(join(dir, 'dist')).sort();
    assert.ok(out.includes('app.js') && out.some((f) => /^xwing_huge_bg-.*\.wasm$/.test(f)), `bundle and wasm asset (${out})`);
    assert.doesNotMatch(readFileSync(join(dir, 'dist/app.js'), 'utf8'), /from ['"]xwing-huge['"]/, 'the package is bundled in');
    writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><link rel="icon" href="data:,"><script type="module" src="./app.js"></script>');

    server = await serve(join(dir, 'dist'));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector('body[data-result]', { state: 'attached', timeout: 15000 });
    const result = JSON.parse(await page.evaluate(() => document.body.dataset.result));
    assert.deepEqual(errors, []);
    assert.deepEqual(result.overlap, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
    assert.deepEqual(result.base, { width: 80, length: 221 });
  } finally {
    await browser?.close();
    await new Promise((ok) => (server ? server.close(ok) : ok()));
    rmSync(dir, { recursive: true, force: true });
  }
});
