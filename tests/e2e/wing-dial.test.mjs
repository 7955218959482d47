// Issue 31, finding 8: an Epic wing flies on one dial. The wing leader's (and a wingmate's)
// Maneuvers panel offers no dial of its own, only the way to the wing's; undo brings back
// the wing report of the table it restores; no engine call name in the Epic panel. At the
// laptop and the phone: the Maneuvers panel is first on both, and the phone reaches the
// wing's dial by taps.
import assert from 'node:assert/strict';
import { withPage, PHONE } from './browser.mjs';
import { atViewports, state, frames } from './helpers.mjs';
import { LAPTOP, assertNoEngineWords, press } from './player-view.mjs';

const byName = async (page, name) => (await state(page)).ships.find((s) => s.name === name);
async function select(page, name) {
  await page.selectOption('#piece', `ship:${(await byName(page, name)).id}`);
  await frames(page);
}
async function flyWing(page, touch, speed, bearing) {
  const sel = `#epic-wing-dial button[data-speed="${speed}"][data-bearing="${bearing}"]`;
  if (touch) await press(page, touch, sel);
  await press(page, touch, sel);
}
const splitText = (page) => page.locator('#epic-wing-split').innerText();

async function oneDial(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await press(page, touch, '#epic-toggle');
    for (const name of ['Red Leader', 'Red 2']) {
      await select(page, name);
      assert.equal(await page.locator('#dial button.move').count(), 0, `${name}: no dial of its own`);
      assert.match(await page.locator('#move-outcome').innerText(), /wing's dial/);
    }
    await select(page, 'Red Leader');
    const before = (await state(page)).ships.map((s) => s.pose);
    await press(page, touch, '#move-outcome button');
    // 2 straight, then 1 straight: the right flank and the right support run into the ally and split.
    await flyWing(page, touch, 2, 'straight');
    const afterFirst = await splitText(page);
    assert.match(afterFirst, /Wing check after the flight/);
    await flyWing(page, touch, 1, 'straight');
    const afterSecond = await splitText(page);
    assert.match(afterSecond, /split while flying/);
    assert.match(await page.locator('#epic-wing-out').innerText(), /Flew: speed 1 straight/);
    await assertNoEngineWords(page, 'after two wing flights');
    await press(page, touch, '#undo');
    assert.equal(await splitText(page), afterFirst, 'undo: the report of the first flight, with its table');
    assert.match(await page.locator('#epic-wing-out').innerText(), /Flew: speed 2 straight/);
    await press(page, touch, '#undo');
    assert.deepEqual((await state(page)).ships.map((s) => s.pose), before);
    assert.equal(await splitText(page), '', 'undo back to before the flights: no split report');
    assert.match(await page.locator('#epic-wing-out').innerText(), /Red Leader leads 5 wingmates/);
    await press(page, touch, '#redo');
    await press(page, touch, '#redo');
    assert.equal(await splitText(page), afterSecond, 'redo brings the report back too');
  });
}

atViewports('a wing flies on one dial, and undo restores its report', { laptop: LAPTOP, phone: PHONE }, oneDial);
