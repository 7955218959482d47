// A phone (390 × 844, touch): the table and the dial on screen together, a tap previews a
// maneuver and a second tap (or Execute) flies it, every control at least 40 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, PHONE } from './browser.mjs';
import { ready, state, shipOf, frames } from './helpers.mjs';

const inViewport = (b, vp) => b && b.y >= 0 && b.x >= 0 && b.y + b.height <= vp.height + 0.5 && b.x + b.width <= vp.width + 0.5;

test('phone: the table and the whole dial are on screen together; touch wording', async () => {
  await withPage(PHONE, async ({ page }) => {
    const table = await page.locator('#table').boundingBox();
    assert.ok(inViewport(table, PHONE) && table.height > 250, `the table in view: ${JSON.stringify(table)}`);
    const buttons = page.locator('#dial button.move');
    const n = await buttons.count();
    assert.ok(n >= 5, `the CR90's dial (${n} buttons)`);
    for (let i = 0; i < n; i++) {
      const b = await buttons.nth(i).boundingBox();
      assert.ok(inViewport(b, PHONE), `dial button ${i} in view with the table: ${JSON.stringify(b)}`);
      assert.ok(b.y >= table.y + table.height, 'below the table');
    }
    const scrolled = await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight - window.innerHeight]);
    assert.deepEqual(scrolled, [0, 0], 'the page itself does not scroll');
    const hint = await page.locator('#dial-panel .hint').innerText();
    assert.match(hint, /Tap a maneuver to preview it/);
    assert.doesNotMatch(hint, /Hover/);
    await shot(page, 'touch-phone-layout.png');
  });
});

test('phone: every control is at least 40 × 40 px', async () => {
  await withPage(PHONE, async ({ page }) => {
    const small = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('button, select, input')) {
        const target = el.type === 'checkbox' ? el.closest('label') ?? el : el;
        const r = target.getBoundingClientRect();
        if (!r.width && !r.height) continue; // not rendered (hidden panels, the loading box)
        if (r.width < 40 || r.height < 40) out.push(`${el.id || el.textContent.trim() || el.outerHTML.slice(0, 50)} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
      return out;
    });
    assert.deepEqual(small, [], 'controls smaller than 40 px');
  });
});

test('phone: a tap previews a maneuver, a second tap or Execute flies it', async () => {
  await withPage(PHONE, async ({ page }) => {
    const cr90 = await shipOf(page, 'cr90');
    const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await straight.tap();
    await frames(page);
    let s = await state(page);
    assert.equal(s.preview?.maneuver?.bearing, 'straight', 'the tap previews');
    assert.ok(s.preview.value, 'with the engine answer drawn on the table');
    assert.deepEqual(s.ships.find((x) => x.id === cr90.id).pose, cr90.pose, 'and does not move the ship');
    assert.match(await page.locator('#over-table').innerText(), /Execute speed 2 straight/, 'an Execute bar over the table');
    await shot(page, 'touch-preview.png');
    const target = s.preview.value.pose;
    await straight.tap();
    s = await state(page);
    assert.deepEqual(s.ships.find((x) => x.id === cr90.id).pose, target, 'the second tap executes the previewed move');
    assert.match(await page.locator('#move-outcome').innerText(), /Executed by/);
    // Another maneuver: a tap previews it, the Execute button flies it.
    const bank = page.locator('#dial button.move[data-maneuver="1:bankLeft"]');
    await bank.tap();
    s = await state(page);
    assert.equal(s.preview?.maneuver?.bearing, 'bankLeft');
    const go = page.locator('#over-table button', { hasText: 'Execute' });
    assert.ok(await go.isVisible(), 'an Execute button');
    const box = await go.boundingBox();
    assert.ok(box.y + box.height <= PHONE.height, 'Execute is on screen');
    await go.tap();
    assert.deepEqual((await state(page)).ships.find((x) => x.id === cr90.id).pose, s.preview.value.pose, 'Execute flies the preview');
    assert.equal(await page.locator('#over-table').isHidden(), true, 'the bar goes away');
    // Tapping one maneuver and then another only moves the preview.
    const before = (await state(page)).ships.find((x) => x.id === cr90.id).pose;
    await straight.tap();
    await bank.tap();
    s = await state(page);
    assert.equal(s.preview?.maneuver?.bearing, 'bankLeft');
    assert.deepEqual(s.ships.find((x) => x.id === cr90.id).pose, before, 'a tap on another maneuver does not execute');
  });
});
