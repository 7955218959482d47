// The phone (issue 22, item 4), all touch / layout flows at 390 × 844: every control
// reachable without sideways scrolling, Undo and Redo always in view; every control at
// least 44 × 44 px (checkboxes too); a one-finger drag pans unless it starts on the selected
// ship (or after a long press); the attack's odds readable without hovering (a table).
// The odds table is also checked at the desktop viewport.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames, screenPoint, pinch, swipe } from './helpers.mjs';

/** Rendered controls (buttons, lists, fields, checkboxes) with their boxes. */
function controls(page) {
  return page.evaluate(() => [...document.querySelectorAll('button, select, input, textarea, a[href], [role="button"]')].map((el) => {
    const r = el.getBoundingClientRect();
    return { name: el.id || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30) || el.outerHTML.slice(0, 40), x: r.x, y: r.y, w: r.width, h: r.height };
  }).filter((c) => c.w > 0 || c.h > 0));
}

/** Elements that scroll sideways (content wider than the box, scrollable in x). */
function sideways(page) {
  return page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 0.5) out.push(`the page: ${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll('body *')) {
      const o = getComputedStyle(el).overflowX;
      if ((o === 'auto' || o === 'scroll') && el.scrollWidth > el.clientWidth + 1) out.push(`${el.id || el.className || el.tagName} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
}

/** Every control inside the screen's width, and none smaller than 44 × 44. */
async function checkControls(page, where) {
  const all = await controls(page);
  assert.ok(all.length > 20, `${where}: controls found (${all.length})`);
  const outside = all.filter((c) => c.x < -0.5 || c.x + c.w > PHONE.width + 0.5).map((c) => `${c.name} x ${c.x.toFixed(0)}–${(c.x + c.w).toFixed(0)}`);
  assert.deepEqual(outside, [], `${where}: controls beyond the screen's width`);
  const small = all.filter((c) => c.w < 44 - 0.01 || c.h < 44 - 0.01).map((c) => `${c.name} ${c.w.toFixed(0)}×${c.h.toFixed(0)}`);
  assert.deepEqual(small, [], `${where}: controls smaller than 44 × 44 px`);
  assert.deepEqual(await sideways(page), [], `${where}: nothing scrolls sideways`);
}

async function inView(page, sel) {
  const b = await page.locator(sel).boundingBox();
  return b && b.x >= 0 && b.y >= 0 && b.x + b.width <= PHONE.width + 0.5 && b.y + b.height <= PHONE.height + 0.5;
}

test('phone: every control within the width and at least 44 px; Undo and Redo always in view', async () => {
  await withPage(PHONE, async ({ page }) => {
    await checkControls(page, 'opening');
    for (const id of ['#undo', '#redo', '#tools-toggle']) assert.ok(await inView(page, id), `${id} in view`);
    // The panels scrolled to their end: Undo and Redo still in view.
    await page.evaluate(() => document.querySelector('.panels').scrollTo(0, 1e6));
    for (const id of ['#undo', '#redo']) assert.ok(await inView(page, id), `${id} in view with the panels scrolled`);
    // Tools opens every other tool in full, on screen, without scrolling.
    await page.tap('#tools-toggle');
    assert.equal(await page.getAttribute('#tools-toggle', 'aria-expanded'), 'true');
    for (const id of ['#edition', '#area', '#add-ship-kind', '#add-ship-side', '#add-ship', '#add-obstacle-type', '#add-obstacle', '#remove', '#reset', '#threat', '#share', '#epic-toggle']) {
      assert.ok(await inView(page, id), `${id} on screen with Tools open`);
    }
    await checkControls(page, 'Tools open');
    await shot(page, 'phone-tools-open.png');
    // A tool works from there, and a touch on the table closes the list.
    await page.selectOption('#edition', '1e');
    assert.equal((await state(page)).edition, '1e');
    await page.tap('#undo');
    assert.equal((await state(page)).edition, '2e', 'undone');
    const list = await page.locator('#toolbar-more').boundingBox();
    assert.ok(list.y + list.height < PHONE.height - 10, 'the list leaves room below it');
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 5);
    assert.equal(await page.getAttribute('#tools-toggle', 'aria-expanded'), 'false', 'closed by a touch elsewhere');
    // With an attack rolled (dice, odds) and in the Epic scene.
    await page.tap('#roll');
    await page.locator('#distribution').waitFor();
    await checkControls(page, 'after an attack');
    await page.tap('#tools-toggle');
    await page.tap('#epic-toggle');
    await page.locator('#epic-panel').waitFor();
    await checkControls(page, 'Epic scene');
  });
});

/** The first ship of `kind` and its centre on screen. */
async function shipAt(page, kind) {
  const s = (await state(page)).ships.find((x) => x.ship === kind);
  return { s, at: await screenPoint(page, [s.pose.x, s.pose.y]) };
}

/** A finger resting `ms` on `from`, then dragged to `to`. */
async function longPressDrag(page, from, to, ms) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t) => [{ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  await page.waitForTimeout(ms);
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('phone: at 5× zoom a swipe on an unselected ship pans; on the selected ship, or after a long press, it moves the ship', async () => {
  await withPage(PHONE, async ({ page }) => {
    const scale0 = (await page.evaluate(() => window.xwingPage.view.scale));
    let { s: raider, at } = await shipAt(page, 'raider');
    await pinch(page, at, 40, 200);
    await frames(page);
    const scale = await page.evaluate(() => window.xwingPage.view.scale);
    assert.ok(scale / scale0 > 4, `zoomed in ${(scale / scale0).toFixed(1)}×`);
    const selected = (await state(page)).selected;
    assert.notEqual(selected.id, raider.id, 'the Raider is not selected');
    // A swipe that starts on the Raider pans the view.
    ({ at } = await shipAt(page, 'raider'));
    const ox = await page.evaluate(() => window.xwingPage.view.ox);
    await swipe(page, at, [at[0] - 120, at[1]]);
    await frames(page);
    let now = await state(page);
    assert.deepEqual(now.ships.find((x) => x.id === raider.id).pose, raider.pose, 'the Raider did not move');
    assert.deepEqual(now.selected, selected, 'nor was it selected');
    const panned = (await page.evaluate(() => window.xwingPage.view.ox)) - ox;
    assert.ok(Math.abs(panned + 120) < 2, `the view panned by the swipe (${panned.toFixed(1)} px)`);
    await shot(page, 'phone-swipe-pans.png');
    // A tap selects it without moving it; then a swipe on it moves it.
    ({ at } = await shipAt(page, 'raider'));
    await page.touchscreen.tap(at[0], at[1]);
    now = await state(page);
    assert.equal(now.selected.id, raider.id, 'a tap selects the Raider');
    assert.deepEqual(now.ships.find((x) => x.id === raider.id).pose, raider.pose);
    await swipe(page, at, [at[0] + 100, at[1]]);
    now = await state(page);
    const moved = now.ships.find((x) => x.id === raider.id).pose;
    assert.ok(Math.abs(moved.x - (raider.pose.x + 100 / scale)) < 1, `the selected Raider moved 100 px right (${moved.x} from ${raider.pose.x})`);
    // Back to the CR90 selected; a long press on the Raider grabs it.
    await page.selectOption('#piece', `ship:${selected.id}`);
    ({ s: raider, at } = await shipAt(page, 'raider'));
    // The page's own long-press time (the module the page loaded), and a quarter of a second more.
    const longPress = await page.evaluate(async () => (await import('./js/interaction.js')).LONG_PRESS_MS);
    assert.ok(longPress >= 300 && longPress <= 800, `a long press of ${longPress} ms`);
    await longPressDrag(page, at, [at[0], at[1] + 50], longPress + 250);
    now = await state(page);
    assert.equal(now.selected.id, raider.id, 'the long press selects it');
    const y = now.ships.find((x) => x.id === raider.id).pose.y;
    assert.ok(Math.abs(y - (raider.pose.y + 50 / scale)) < 1, `and the drag moves it (${y} from ${raider.pose.y})`);
  });
});

/** Rolls the default attack and compares the odds table with the engine's distribution. */
async function oddsReadable(page, press) {
  await press('#roll');
  await page.locator('.odds').waitFor();
  const dist = (await state(page)).attack.value.distribution.damage;
  const rows = await page.locator('.odds tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, dist.length, 'a row per damage value');
  let atLeast = 1;
  rows.forEach(([k, exactly, least], i) => {
    assert.equal(k, String(i));
    assert.equal(exactly, `${(dist[i] * 100).toFixed(1)} %`, `P(${i}) as text`);
    assert.equal(least, `${(Math.max(0, Math.min(1, atLeast)) * 100).toFixed(1)} %`, `P(≥ ${i}) as text`);
    atLeast -= dist[i];
  });
  assert.ok(await page.locator('.odds').isVisible(), 'visible without hovering');
}

test('phone: the attack odds are written in a table, not only in hover titles', async () => {
  await withPage(PHONE, async ({ page }) => {
    await oddsReadable(page, (sel) => page.tap(sel));
    await page.locator('.odds').scrollIntoViewIfNeeded();
    await shot(page, 'phone-odds.png');
  });
});

test('desktop: the attack odds table', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await oddsReadable(page, (sel) => page.click(sel));
  });
});
