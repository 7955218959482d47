// Zoom and pan like a table tool: the wheel zooms at the pointer, a drag on the empty
// table pans, two fingers pinch, "Fit table" shows the whole table again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { ready, state, screenPoint, frames, emptyPoint, worldAt, pinch, swipe } from './helpers.mjs';

const camera = (page) => page.evaluate(() => ({ ...window.xwingPage.camera, ...window.xwingPage.view }));
const close = (a, b, tol, what) => assert.ok(Math.abs(a[0] - b[0]) < tol && Math.abs(a[1] - b[1]) < tol, `${what}: ${a} vs ${b}`);

test('desktop: wheel zooms at the pointer, drag on empty table pans, Fit table', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const before = await state(page);
    const at = await screenPoint(page, [1200, 300]);
    const under = await worldAt(page, at);
    await page.mouse.move(at[0], at[1]);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
    await frames(page);
    let c = await camera(page);
    assert.ok(c.zoom > 1.4, `zoomed in (${c.zoom})`);
    close(await worldAt(page, at), under, 0.5, 'the point under the pointer stays under it');
    const s = await state(page);
    assert.deepEqual(s.ships.map((x) => x.pose), before.ships.map((x) => x.pose), 'zooming moves no piece');
    assert.deepEqual(s.selected, before.selected, 'nor changes the selection');
    await shot(page, 'view-zoomed.png');
    // Pan: drag on the empty table by (+120, +40) CSS px.
    const empty = await emptyPoint(page, await worldAt(page, [600, 300]));
    assert.ok(empty, 'an empty spot on the table');
    const from = await screenPoint(page, empty);
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    await page.mouse.move(from[0] + 120, from[1] + 40, { steps: 6 });
    await page.mouse.up();
    const panned = await camera(page);
    close([panned.ox - c.ox, panned.oy - c.oy], [120, 40], 0.01, 'the table follows the drag');
    close(await worldAt(page, [from[0] + 120, from[1] + 40]), empty, 0.5, 'the grabbed point is under the pointer');
    assert.deepEqual((await state(page)).selected, before.selected, 'panning keeps the selection');
    assert.deepEqual((await state(page)).ships.map((x) => x.pose), before.ships.map((x) => x.pose), 'and moves no piece');
    // Keys and buttons.
    await page.focus('#table');
    await page.keyboard.press('-');
    c = await camera(page);
    assert.ok(Math.abs(c.zoom - panned.zoom / 1.25) < 1e-9, 'minus zooms out');
    await page.click('#zoom-in');
    assert.ok(Math.abs((await camera(page)).zoom - panned.zoom) < 1e-9, 'the + button zooms in');
    await page.click('#fit');
    c = await camera(page);
    assert.deepEqual([c.zoom, c.panX, c.panY], [1, 0, 0], 'Fit table');
    const corners = [await screenPoint(page, [0, 0]), await screenPoint(page, [1829, 914])];
    const box = await page.locator('#table').boundingBox();
    assert.ok(corners[0][0] >= box.x && corners[0][1] >= box.y && corners[1][0] <= box.x + box.width && corners[1][1] <= box.y + box.height, 'the whole table in view');
    // A click (no drag) on the empty table still deselects.
    const spot = await screenPoint(page, await emptyPoint(page, [1000, 450]));
    await page.mouse.click(spot[0], spot[1]);
    assert.equal((await state(page)).selected, null);
  });
});

test('phone: a swipe on the empty table pans (keeping the selection), two fingers pinch', async () => {
  await withPage(PHONE, async ({ page }) => {
    const before = await state(page);
    const box = await page.locator('#table').boundingBox();
    const mid = [box.x + box.width / 2, box.y + box.height / 2];
    const under = await worldAt(page, mid);
    await pinch(page, mid, 60, 180);
    await frames(page);
    let c = await camera(page);
    assert.ok(c.zoom > 2.5, `pinched open: zoom ${c.zoom}`);
    close(await worldAt(page, mid), under, 2, 'the point between the fingers stays there');
    assert.deepEqual((await state(page)).ships.map((x) => x.pose), before.ships.map((x) => x.pose), 'pinching moves no piece');
    await shot(page, 'view-phone-pinched.png');
    const empty = await emptyPoint(page, await worldAt(page, mid));
    const from = await screenPoint(page, empty);
    await swipe(page, from, [from[0] - 80, from[1] + 30]);
    const after = await camera(page);
    close([after.ox - c.ox, after.oy - c.oy], [-80, 30], 1, 'the swipe pans the table');
    const s = await state(page);
    assert.deepEqual(s.selected, before.selected, 'a swipe does not deselect');
    assert.deepEqual(s.ships.map((x) => x.pose), before.ships.map((x) => x.pose));
    await pinch(page, mid, 200, 50);
    c = await camera(page);
    assert.ok(c.zoom < after.zoom, 'pinched closed');
  });
});
