// Issue 31, finding 10: one count of legal spots for one maneuver. The preview of a CR90's
// 2 straight onto an X-wing said "64 legal spots offered" and its choice box 67 (the page
// offers the spots right behind the CR90 besides the engine's list): the preview now counts
// nothing, the box counts what it offers. At the laptop (the same words on a phone).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './browser.mjs';
import { state, frames } from './helpers.mjs';
import { LAPTOP } from './player-view.mjs';

const counts = (text) => [...text.matchAll(/(\d+)(?: of (\d+))? legal spots?/g)].flatMap((m) => [m[2] ?? m[1]]).map(Number);

test('the preview and the choice box give one count of spots (laptop)', async () => {
  await withPage(LAPTOP, async ({ page }) => {
    const ships = (await state(page)).ships;
    const cr90 = ships.find((s) => s.name === 'CR90 Tantive');
    const xwing = ships.find((s) => s.name === 'X-wing Red 1');
    await page.selectOption('#piece', `ship:${xwing.id}`);
    for (const [f, v] of [['#pose-x', cr90.pose.x + 170], ['#pose-y', cr90.pose.y]]) {
      await page.fill(f, String(v));
      await page.press(f, 'Enter');
    }
    await page.selectOption('#piece', `ship:${cr90.id}`);
    const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await straight.hover();
    await frames(page);
    const preview = await page.locator('#move-outcome').innerText();
    assert.match(preview, /places X-wing Red 1 in the huge ship's rear arc/);
    await straight.click();
    await page.waitForSelector('#over-table .choice');
    const box = await page.locator('#over-table').innerText();
    const offered = await page.evaluate(() => window.xwingPage.state.preview.value.outcome.choices[0].options.length);
    const all = [...counts(preview), ...counts(box)];
    assert.ok(all.length >= 1, box);
    assert.deepEqual([...new Set(all)], [offered], `preview «${preview}» box «${box}»`);
  });
});
