// Takes the screenshots of docs/page.md: the page served from this repository, in Debian's
// Chromium (playwright-core, as the end-to-end tests).
//   docs/page.png        1366 x 768, the first huge ship's 2-straight previewed, and the
//                        toolbar's Add ship by faction, ship and pilot (a Rebel T-65 X-wing,
//                        Luke Skywalker) and Squad (XWS) import controls in view
//   docs/page-phone.png  390 x 844 (touch), the same preview by a tap: Tools, Undo and Redo
//                        in the toolbar, the Execute bar over the table, the 44-px dial
// Usage: node scripts/screenshot.mjs [desktop.png [phone.png]]
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const out = process.argv[2] ?? fileURLToPath(new URL('../docs/page.png', import.meta.url));
const outPhone = process.argv[3] ?? fileURLToPath(new URL('../docs/page-phone.png', import.meta.url));
const server = await startServer(0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** Opens the page in a fresh context and waits for the engine. */
async function open(options) {
  const page = await browser.newPage(options);
  await page.goto(`http://127.0.0.1:${server.address().port}/www/`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  return page;
}

try {
  const page = await open({ viewport: { width: 1366, height: 768 } });
  // A card chosen in Add ship, so that the picture shows what the three lists hold.
  await page.selectOption('#add-ship-faction', 'rebelalliance');
  await page.selectOption('#add-ship-kind', 't65xwing');
  await page.selectOption('#add-ship-pilot', 'lukeskywalker');
  const move = page.locator('#dial button.move[data-maneuver="2:straight"]');
  if (await move.count()) {
    await move.first().hover();
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
  const phone = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const tap = phone.locator('#dial button.move[data-maneuver="2:straight"]');
  if (await tap.count()) {
    await tap.first().tap();
    await phone.waitForTimeout(300);
  }
  await phone.screenshot({ path: outPhone });
  console.log(`saved ${outPhone}`);
} finally {
  await browser.close();
  await new Promise((ok) => server.close(ok));
}
