// Issue 31, finding 10: the toolbar. At the laptop it keeps to three rows whatever pilot is
// chosen (the lists are as wide as their usual entries, a long name cut in the closed list);
// on the phone, Add ship and Import squad fold the Tools away, so that the table shows the
// new ship.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage, PHONE } from './browser.mjs';
import { state, frames, screenPoint } from './helpers.mjs';
import { LAPTOP } from './player-view.mjs';

/** The toolbar's height, px: at most three rows of 28-px controls with their gaps. */
const THREE_ROWS = 3 * 28 + 2 * 6 + 2 * 6 + 2;

test('the toolbar keeps to three rows with long pilot names (laptop)', async () => {
  await withPage(LAPTOP, async ({ page }) => {
    const height = () => page.evaluate(() => document.querySelector('.toolbar').getBoundingClientRect().height);
    const opening = await height();
    assert.ok(opening <= THREE_ROWS, `the opening toolbar is ${opening} px tall`);
    await page.selectOption('#add-ship-faction', 'rebelalliance');
    await page.selectOption('#add-ship-kind', 't65xwing');
    for (const pilot of ['lukeskywalker-battleofyavin', 'garvendreis-battleofyavin', 'kendyidele-battleoverendor']) {
      await page.selectOption('#add-ship-pilot', pilot);
      await frames(page);
      const h = await height();
      assert.ok(h <= THREE_ROWS && Math.abs(h - opening) < 2, `${pilot}: the toolbar is ${h} px tall (${opening} px before)`);
    }
  });
});

test('Add ship folds the Tools away and the new ship is on screen (phone)', async () => {
  await withPage(PHONE, async ({ page }) => {
    await page.tap('#tools-toggle');
    assert.equal(await page.getAttribute('#tools-toggle', 'aria-expanded'), 'true');
    const before = (await state(page)).ships.length;
    await page.locator('#add-ship').tap();
    await frames(page);
    assert.equal(await page.getAttribute('#tools-toggle', 'aria-expanded'), 'false', 'the Tools are folded');
    const st = await state(page);
    assert.equal(st.ships.length, before + 1);
    const s = st.ships.at(-1);
    const [x, y] = await screenPoint(page, [s.pose.x, s.pose.y]);
    const seen = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [x, y]);
    assert.equal(seen, 'table', 'the new ship is on the table, nothing over it');
  });
});
