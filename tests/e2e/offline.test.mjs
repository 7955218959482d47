// Offline and installable (issue 22, item 6): a manifest and a service worker; after one
// visit the page reloads with the network off (Playwright's setOffline), draws the table
// and previews a maneuver; a new page or pkg/ (a new build fingerprint) replaces the kept
// copy; file:// keeps its message. The page is served from a copy of www/ and pkg/ in a
// temporary folder, so that the test can change it like a new release. Desktop and phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { DESKTOP, PHONE, foreign, shot } from './browser.mjs';
import { ready, state, frames } from './helpers.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(REPO, 'scripts/page-fingerprint.mjs');

/** A copy of www/ and pkg/ to serve and change. */
function copyOfPage() {
  const root = mkdtempSync(join(tmpdir(), 'xwing-offline-'));
  cpSync(join(REPO, 'www'), join(root, 'www'), { recursive: true });
  cpSync(join(REPO, 'pkg'), join(root, 'pkg'), { recursive: true });
  return root;
}

const buildOf = (root) => /XWING_BUILD = '([0-9a-f]+)'/.exec(readFileSync(join(root, 'www/sw-build.js'), 'utf8'))[1];
/** How many URLs the worker keeps (the list in sw-build.js). */
const keptCount = (root) => (readFileSync(join(root, 'www/sw-build.js'), 'utf8').match(/^  '/gm) ?? []).length;

/** Serves `root`, opens the page in a fresh browser, runs `fn`, checks errors and requests. */
async function withCopy(viewport, fn) {
  const root = copyOfPage();
  const server = await startServer(0, '127.0.0.1', root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  }).catch(async (e) => {
    // A browser that fails to start must not leave the server listening: the test file would
    // then never exit (seen once when Chromium crashed at launch).
    await new Promise((ok) => server.close(ok));
    rmSync(root, { recursive: true, force: true });
    throw e;
  });
  const { width, height, ...rest } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, ...rest });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  try {
    const url = `http://127.0.0.1:${server.address().port}/www/`;
    await page.goto(url);
    await ready(page);
    await fn({ page, context, root, url });
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(foreign(requests), [], 'no request leaves the host');
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
    rmSync(root, { recursive: true, force: true });
  }
}

/** Polls `fn` in the page (which may be async: waitForFunction does not await a promise) until it is true. */
async function until(page, fn, arg, what, timeout = 20000) {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(fn, arg))) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the worker controls the page and the only kept copy is build `build`'s, complete. */
async function keptAs(page, root) {
  await until(page, async ([name, count]) => {
    const names = await caches.keys();
    if (navigator.serviceWorker.controller?.state !== 'activated' || names.length !== 1 || names[0] !== name) return false;
    return (await (await caches.open(name)).keys()).length === count;
  }, [`xwing-huge-${buildOf(root)}`, keptCount(root)], `the kept copy of build ${buildOf(root)}`);
}

/** Reloads with the network off: the table is drawn and a maneuver previews. */
async function offlineReload(page, context, previewIt) {
  await context.setOffline(true);
  await page.reload();
  await ready(page);
  const s = await state(page);
  assert.ok(s.ships.length >= 5, 'the scene is back');
  const drawn = await page.evaluate(() => {
    const c = document.getElementById('table');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return seen.size;
  });
  assert.ok(drawn > 5, `the table is drawn (${drawn} colours sampled)`);
  await page.selectOption('#piece', `ship:${s.ships.find((x) => x.ship === 'cr90').id}`);
  await previewIt(page.locator('#dial button.move[data-maneuver="2:straight"]'));
  await frames(page);
  const p = (await state(page)).preview;
  assert.ok(p?.value?.pose, 'a maneuver previews offline (the engine runs)');
  assert.match(await page.locator('#move-outcome').innerText(), /Ends at x/);
}

async function flow(viewport, previewIt, name) {
  await withCopy(viewport, async ({ page, context, root }) => {
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      return (await fetch(link.href)).json();
    });
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.length && manifest.start_url, 'installable: icons and a start URL');
    const first = buildOf(root);
    await keptAs(page, root);
    await offlineReload(page, context, previewIt);
    await shot(page, `offline-${name}.png`);
    // A new release: the page's title and pkg/'s glue change, the fingerprint is written again.
    await context.setOffline(false);
    const html = join(root, 'www/index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('<title>', '<title>v2 · '));
    appendFileSync(join(root, 'pkg/xwing_huge_glue.js'), '\n// release 2\n');
    execFileSync(process.execPath, [SCRIPT, '--write', '--root', root]);
    const second = buildOf(root);
    assert.notEqual(second, first, 'a new fingerprint');
    await page.reload();
    await ready(page);
    assert.match(await page.title(), /^v2 · /, 'online, the served page is used at once');
    await keptAs(page, root);
    await page.waitForFunction(() => /A new version of the page is installed/.test(document.getElementById('messages').textContent), null, { timeout: 10000 });
    await offlineReload(page, context, previewIt);
    assert.match(await page.title(), /^v2 · /, 'offline, the new page is the kept one');
    const glue = await page.evaluate(async () => (await fetch('../pkg/xwing_huge_glue.js')).text());
    assert.match(glue, /release 2/, 'and the new pkg/');
    await context.setOffline(false);
  });
}

test('desktop: after one visit the page works offline; a new build replaces the kept copy', async () => {
  await flow(DESKTOP, (b) => b.hover(), 'desktop');
});

// Phone (touch).
test('phone: after one visit the page works offline; a new build replaces the kept copy', async () => {
  await flow(PHONE, (b) => b.tap(), 'phone');
});

test('file:// keeps its message and registers no worker', async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(join(REPO, 'www/index.html')).href);
    await page.waitForSelector('#loading.failed');
    assert.match(await page.locator('#loading-text').innerText(), /cannot be loaded from a file:\/\/ URL/);
    assert.equal(await page.evaluate(() => !!navigator.serviceWorker?.controller), false);
  } finally {
    await browser.close();
  }
});
