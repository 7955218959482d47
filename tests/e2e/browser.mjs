// Shared set-up for the end-to-end tests: the static server on a free loopback
// port and Debian's Chromium driven by playwright-core (no browser download).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';

export const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url);
mkdirSync(ARTIFACTS, { recursive: true });

export async function openPage({ width = 1400, height = 800, deviceScaleFactor = 1 } = {}) {
  const server = await startServer(0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor });
  const errors = [];
  const requests = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`http://127.0.0.1:${server.address().port}/www/`);
  return {
    page,
    errors,
    requests,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}

/** Saves a screenshot into test-artifacts/. */
export function shot(page, name) {
  return page.screenshot({ path: new URL(name, ARTIFACTS).pathname });
}
