// Issue 31, findings 8 and 10: no engine call name, error code or class name in anything a
// player reads (the text, titles and labels): after a refusal (the engine's error is in
// Messages and over the table), and in the Epic scene's panel. At the laptop: the phone
// shows the same words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './browser.mjs';
import { frames } from './helpers.mjs';
import { LAPTOP, assertNoEngineWords } from './player-view.mjs';

test('a refusal reads in words, with no error class or code (laptop)', async () => {
  await withPage(LAPTOP, async ({ page }) => {
    await assertNoEngineWords(page, 'the opening scene');
    await page.fill('#seed', '-1');
    await page.click('#roll');
    await frames(page);
    assert.match(await page.locator('#messages').innerText(), /Attack: seed/);
    assert.equal(await page.getAttribute('#messages li.error', 'data-code'), 'INVALID_INPUT', 'the code stays on the item, for a developer');
    await assertNoEngineWords(page, 'after a refused attack');
    await page.click('#epic-toggle');
    await frames(page);
    await assertNoEngineWords(page, 'the Epic scene');
  });
});
