// Shared set-up for the end-to-end tests: the static server on a free loopback
// port and Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';

export const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);
mkdirSync(ARTIFACTS, { recursive: true });

/** Desktop and phone viewports of the issue (a phone: touch, mobile layout). */
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

/**
 * Opens the page. `url(port)` overrides the address (e.g. a file:// URL); `before(page)`
 * runs before navigation (routes); `hash` is appended to the page's address.
 */
export async function openPage({ width = DESKTOP.width, height = DESKTOP.height, deviceScaleFactor = 1, hasTouch = false, isMobile = false, url, before, hash = '' } = {}) {
  const server = await startServer(0);
  const errors = [];
  const requests = [];
  const base = `http://127.0.0.1:${server.address().port}/www/`;
  let browser;
  let page;
  try {
    browser = await launch();
    page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor, hasTouch, isMobile });
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('request', (r) => requests.push(r.url()));
    if (before) await before(page);
    await page.goto(url ? url(server.address().port) : base + hash);
  } catch (e) {
    // Nothing may keep the test file alive: a failed start left the browser and server open.
    await browser?.close().catch(() => {});
    await new Promise((ok) => server.close(ok));
    throw e;
  }
  return {
    page,
    base,
    browser,
    errors,
    requests,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/**
 * Debian's Chromium, launched; launched once more when it dies while starting (seen on a
 * busy machine: a crash at start-up, before any page, which is the machine's, not the page's).
 */
async function launch() {
  const options = {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  };
  try {
    return await chromium.launch(options);
  } catch {
    return chromium.launch(options);
  }
}

/** Requests that left the host (anything but the local server and data: URLs). */
export function foreign(requests) {
  return requests.filter((u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith('data:') && !u.startsWith('file:'));
}

/**
 * Opens the page, waits for the engine, runs `fn(session)`, then checks that nothing was
 * logged as an error (CSP violations included) and that no request left the host.
 */
export async function withPage(options, fn) {
  const { ready } = await import('./helpers.mjs');
  const session = await openPage(options);
  try {
    await ready(session.page);
    await fn(session);
    assert.deepEqual(session.errors, [], 'no console errors (a CSP violation would be one)');
    assert.deepEqual(foreign(session.requests), [], 'no request leaves the host');
  } finally {
    await session.close();
  }
}

/** Saves a screenshot into test-artifacts/. */
export function shot(page, name) {
  return page.screenshot({ path: new URL(name, ARTIFACTS).pathname });
}
