// Issue 31, finding 6: the controls a phase needs stay in view, at the laptop and the phone.
// The round's phase and its buttons are a bar stuck to the top of the panels; while ships
// activate, the dial and the ship's actions come first; while they engage, the attack. A
// round of the opening scene is played through with no scrolling: every control pressed is
// checked in view before it is pressed (press() would otherwise scroll to it).
import assert from 'node:assert/strict';
import { withPage, PHONE } from './browser.mjs';
import { atViewports, frames } from './helpers.mjs';
import { LAPTOP, inView } from './player-view.mjs';

async function tapOrClick(page, touch, selector) {
  assert.ok(await inView(page, selector), `${selector} is in view`);
  if (touch) await page.locator(selector).first().tap();
  else await page.locator(selector).first().click();
  await frames(page);
}

async function roundInView(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await tapOrClick(page, touch, '#round-start');
    const phase = () => page.locator('#round-phase-name').innerText();
    assert.match(await phase(), /Activation phase · 1 of/);
    const count = Number(/of (\d+)/.exec(await phase())[1]);
    for (let i = 1; i <= count; i++) {
      assert.match(await phase(), new RegExp(`Activation phase · ${i} of`));
      assert.ok(await inView(page, '#dial button.move'), `activation ${i}: the dial is in view`);
      assert.ok(await inView(page, '#round-phase'), `activation ${i}: End this phase is in view`);
      if (i < count) await tapOrClick(page, touch, '#round-next');
    }
    await tapOrClick(page, touch, '#round-phase');
    assert.match(await phase(), /Engagement phase · 1 of/);
    assert.ok(await inView(page, '#roll'), 'Roll attack is in view in the Engagement phase');
    await tapOrClick(page, touch, '#round-next');
    assert.ok(await inView(page, '#roll'));
    await tapOrClick(page, touch, '#round-phase');
    assert.match(await phase(), /End phase/);
    await tapOrClick(page, touch, '#round-phase');
    assert.equal(await phase(), 'No round in progress');
    assert.ok(await inView(page, '#round-start'));
  });
}

atViewports('a round is played with its controls in view', { laptop: LAPTOP, phone: PHONE }, roundInView);
