// A scratch npm project under the system's temporary folder with pkg/ installed in
// it the way a user installs it: `npm pack`, then `npm install <tarball>` offline;
// and a loopback server and Debian's Chromium to run what is built there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const PKG = fileURLToPath(new URL('../../pkg/', import.meta.url));

const npm = (args, cwd) =>
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

/** `{ dir, packed }`: the project folder and `npm pack --json`'s record of the tarball. */
export function scratchProject(prefix = 'xwing-huge-pack-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const [packed] = JSON.parse(npm(['pack', PKG, '--json', '--pack-destination', dir], dir));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  npm(['install', '--offline', '--no-package-lock', join(dir, packed.filename)], dir);
  return { dir, packed };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };

/** A static server of `dir` on a free loopback port (`.wasm` as application/wasm). */
export function serveFolder(dir) {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
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

/** Debian's Chromium through playwright-core, as the end-to-end tests use it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * Opens `index.html` of `dir` in `browser` and waits for `body[data-done]` (or, with
 * `waitFor: 'console'`, for the page's first console.log line); returns its console lines and errors.
 */
export async function runPage(browser, dir, { waitFor = 'body[data-done]' } = {}) {
  writeFileSync(join(dir, 'favicon.ico'), '');
  const server = await serveFolder(dir);
  const page = await browser.newPage();
  const errors = [];
  const logs = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => (m.type() === 'log' ? logs.push(m.text()) : errors.push(`${m.type()}: ${m.text()}`)));
  try {
    const logged = page.waitForEvent('console', { predicate: (m) => m.type() === 'log', timeout: 15000 });
    logged.catch(() => {});
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    if (waitFor === 'console') await logged;
    else await page.waitForSelector(waitFor, { state: 'attached', timeout: 15000 });
    return { page, errors, logs, body: await page.evaluate(() => ({ ...document.body.dataset })) };
  } finally {
    await page.close();
    await new Promise((ok) => server.close(ok));
  }
}
