import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, ARTIFACTS } from './browser.mjs';

test('the page loads with no console error and draws the table and its ships', async () => {
  const { page, errors, close } = await openPage();
  try {
    await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Ready'));
    // Sample the canvas: the play-area colour and a ship colour must both be present.
    const colours = await page.evaluate(() => {
      const c = document.getElementById('table');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
      return [...seen];
    });
    assert.ok(colours.includes('11,16,32'), 'play area drawn');
    assert.ok(colours.includes('58,110,165'), 'ships drawn');
    await page.screenshot({ path: new URL('page-loaded.png', ARTIFACTS).pathname });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
