// Loading: a visible loading state, and a clear message with what to do when the engine
// cannot be loaded (the page opened from a file:// URL; pkg/ unreachable).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openPage, shot, DESKTOP, PHONE } from './browser.mjs';

const INDEX = new URL('../../www/index.html', import.meta.url);
const box = (page) => page.evaluate(() => {
  const el = document.getElementById('loading');
  const r = el.getBoundingClientRect();
  return { hidden: el.hidden, failed: el.classList.contains('failed'), text: el.innerText, role: el.getAttribute('role'), h: r.height, w: r.width };
});

test('opened from a file:// URL: says why the engine cannot load and how to serve the page', async () => {
  const s = await openPage({ ...DESKTOP, url: () => `file://${fileURLToPath(INDEX)}` });
  try {
    await s.page.waitForSelector('#loading.failed', { timeout: 10000 });
    const b = await box(s.page);
    assert.equal(b.hidden, false);
    assert.equal(b.role, 'alert');
    assert.ok(b.w > 300 && b.h > 100, 'the message covers the table');
    assert.match(b.text, /cannot be loaded from a file:\/\/ URL/);
    assert.match(b.text, /python3 -m http\.server/);
    assert.match(b.text, /make serve/);
    await shot(s.page, 'loading-file-url.png');
  } finally {
    await s.close();
  }
});

test('pkg/ unreachable: the loading state turns into the reason and what to do', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    let release;
    const held = new Promise((ok) => (release = ok));
    const s = await openPage({
      ...viewport,
      before: (page) => page.route('**/pkg/**', async (route) => {
        await held;
        await route.abort();
      }),
    });
    try {
      // While the engine module is held back, the loading state is visible.
      await s.page.waitForSelector('#loading:not([hidden])');
      let b = await box(s.page);
      assert.match(b.text, /Loading the rules engine/);
      assert.equal(b.failed, false);
      release();
      await s.page.waitForSelector('#loading.failed', { timeout: 10000 });
      b = await box(s.page);
      assert.match(b.text, /could not be loaded/);
      assert.match(b.text, /pkg\/xwing_huge\.js could not be imported/);
      assert.match(b.text, /What to do: pkg\/ is missing or not served beside www\/\. Build it with \.\/scripts\/build\.sh/);
      assert.match(await s.page.locator('#messages').innerText(), /Loading the rules engine: the engine module/);
      await shot(s.page, `loading-no-pkg-${viewport.width}.png`);
      // The only console errors are the failed fetch itself.
      assert.ok(s.errors.every((e) => /pkg|Failed to load|net::ERR_FAILED/i.test(e)), s.errors.join('\n'));
    } finally {
      await s.close();
    }
  }
});
