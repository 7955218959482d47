// Takes the README's screenshot of the page, docs/page.png: the page served from
// this repository, in Debian's Chromium (playwright-core, as the end-to-end tests),
// at 1366 x 768, with the first huge ship's 2-straight previewed.
// Usage: node scripts/screenshot.mjs [output.png]
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const out = process.argv[2] ?? fileURLToPath(new URL('../docs/page.png', import.meta.url));
const server = await startServer(0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/www/`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  const move = page.locator('#dial button.move[data-maneuver="2:straight"]');
  if (await move.count()) {
    await move.first().hover();
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  await new Promise((ok) => server.close(ok));
}
