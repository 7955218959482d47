// Undo / redo of changes to the table, the scene in the URL and in localStorage, and an
// edition switch that keeps what the other edition lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { ready, state, screenPoint, shipOf } from './helpers.mjs';

const poseOf = async (page, id) => (await state(page)).ships.find((x) => x.id === id)?.pose;
const disabled = (page, id) => page.evaluate((i) => document.getElementById(i).disabled, id);

test('undo and redo every change: drag, keys, typed pose, add, remove, maneuver, reset', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    assert.equal(await disabled(page, 'undo'), true, 'nothing to undo at first');
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    await page.mouse.move(at[0], at[1]);
    await page.mouse.down();
    await page.mouse.move(at[0] + 60, at[1] - 30, { steps: 5 });
    await page.mouse.up();
    const dragged = await poseOf(page, cr90.id);
    assert.notDeepEqual(dragged, cr90.pose);
    await page.keyboard.press('e');
    const turned = await poseOf(page, cr90.id);
    assert.equal(turned.heading, (cr90.pose.heading + 15) % 360);
    // Ctrl+Z twice: the turn, then the whole drag (one step), are undone.
    await page.keyboard.press('Control+z');
    assert.deepEqual(await poseOf(page, cr90.id), dragged, 'undo the key press');
    await page.keyboard.press('Control+z');
    assert.deepEqual(await poseOf(page, cr90.id), cr90.pose, 'undo the drag in one step');
    assert.equal(await disabled(page, 'undo'), true);
    await page.keyboard.press('Control+Shift+z');
    assert.deepEqual(await poseOf(page, cr90.id), dragged, 'redo the drag');
    await page.click('#redo');
    assert.deepEqual(await poseOf(page, cr90.id), turned, 'the Redo button');
    assert.equal(await disabled(page, 'redo'), true);
    // Add, remove, typed values, a maneuver and Reset are all undoable.
    const n = (await state(page)).ships.length;
    await page.click('#add-ship');
    assert.equal((await state(page)).ships.length, n + 1);
    await page.click('#undo');
    assert.equal((await state(page)).ships.length, n, 'undo an added ship');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await page.click('#remove');
    assert.equal(await poseOf(page, cr90.id), undefined);
    await page.click('#undo');
    assert.deepEqual(await poseOf(page, cr90.id), turned, 'undo a removal: the ship is back where it was');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await page.fill('#pose-x', '500');
    await page.press('#pose-x', 'Enter');
    assert.equal((await poseOf(page, cr90.id)).x, 500);
    const straight = page.locator('#dial button.move[data-maneuver="1:straight"]');
    await straight.hover();
    await straight.click();
    assert.notEqual((await poseOf(page, cr90.id)).x, 500, 'the maneuver moved the ship');
    await page.click('#undo');
    assert.equal((await poseOf(page, cr90.id)).x, 500, 'undo a maneuver');
    await page.click('#undo');
    assert.deepEqual(await poseOf(page, cr90.id), turned, 'undo a typed value');
    await page.click('#reset');
    await page.click('#undo');
    assert.deepEqual(await poseOf(page, cr90.id), turned, 'undo Reset scene');
  });
});

test('the scene is in the URL (a shareable link) and in localStorage, restored on reload', async () => {
  await withPage(DESKTOP, async ({ page, browser, base }) => {
    await page.selectOption('#add-ship-kind', 'gozanti');
    await page.click('#add-ship');
    await page.selectOption('#add-obstacle-type', 'gasCloud');
    await page.click('#add-obstacle');
    const cr90 = await shipOf(page, 'cr90');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await page.fill('#pose-heading', '123');
    await page.press('#pose-heading', 'Enter');
    const before = await state(page);
    await page.waitForTimeout(400); // the address follows after a short quiet time
    const url = page.url();
    assert.match(url, /#scene=[A-Za-z0-9_-]+$/, 'the address carries the scene');
    assert.ok(url.length < 4000, `a link of ${url.length} characters`);
    const r = (n) => Math.round(n * 1000) / 1000;
    const pieces = (s) => ({ e: s.edition, ships: s.ships.map((x) => [x.id, x.ship, x.side, x.name, r(x.pose.x), r(x.pose.y), r(x.pose.heading)]), obstacles: s.obstacles.map((o) => [o.id, o.type, o.points.length]) });
    // A fresh browser context (no storage): the link alone rebuilds the table.
    const other = await browser.newPage({ viewport: DESKTOP });
    await other.goto(url);
    await ready(other);
    assert.deepEqual(pieces(await state(other)), pieces(before), 'the link opens the same table');
    assert.match(await other.locator('#messages').innerText(), /opened from the link/);
    await shot(other, 'history-from-link.png');
    await other.close();
    // The same context without the fragment: localStorage brings the last table back.
    await page.goto(base);
    await ready(page);
    assert.deepEqual(pieces(await state(page)), pieces(before), 'reload restores the last table');
    assert.match(await page.locator('#messages').innerText(), /last table is back/);
    // A broken link says so and falls back to the stored table. Loaded afresh from a blank page:
    // a fragment-only navigation would leave the restored page running, and its pending address
    // write (after a short quiet time) could replace the broken fragment before a reload.
    await page.goto('about:blank');
    await page.goto(`${base}#scene=nonsense`);
    await ready(page);
    assert.match(await page.locator('#messages').innerText(), /Starting afresh: the scene in the link could not be read/);
    assert.deepEqual(pieces(await state(page)), pieces(before));
  });
});

test('2e → 1e → 2e keeps the medium ship and the gas cloud; undo also brings them back', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await page.selectOption('#add-obstacle-type', 'gasCloud');
    await page.click('#add-obstacle');
    const s0 = await state(page);
    const medium = s0.ships.find((x) => x.ship === 'medium');
    const cloud = s0.obstacles.find((o) => o.type === 'gasCloud');
    assert.ok(medium && cloud);
    await page.selectOption('#edition', '1e');
    let s = await state(page);
    assert.ok(!s.ships.some((x) => x.id === medium.id) && !s.obstacles.some((o) => o.id === cloud.id), 'not on the 1e table');
    assert.deepEqual(s.aside.map((x) => x.piece.id).sort(), [medium.id, cloud.id].sort(), 'kept aside');
    assert.match(await page.locator('#messages').innerText(), /TIE\/D Onyx kept aside: it does not exist in 1st edition/);
    assert.match(await page.locator('#status').innerText(), /2 pieces kept aside for 2nd edition/);
    await page.selectOption('#edition', '2e');
    s = await state(page);
    assert.deepEqual(s.ships.find((x) => x.id === medium.id).pose, medium.pose, 'the medium ship is back where it stood');
    assert.deepEqual(s.obstacles.find((o) => o.id === cloud.id).points, cloud.points, 'the gas cloud too');
    assert.equal(s.aside.length, 0);
    await page.selectOption('#edition', '1e');
    await page.click('#undo');
    s = await state(page);
    assert.equal(s.edition, '2e');
    assert.equal(await page.locator('#edition').inputValue(), '2e', 'the toolbar follows');
    assert.ok(s.ships.some((x) => x.id === medium.id), 'undo of the switch');
  });
});

test('phone: Undo and Redo buttons', async () => {
  await withPage(PHONE, async ({ page }) => {
    const n = (await state(page)).ships.length;
    await page.tap('#add-ship');
    assert.equal((await state(page)).ships.length, n + 1);
    await page.tap('#undo');
    assert.equal((await state(page)).ships.length, n);
    await page.tap('#redo');
    assert.equal((await state(page)).ships.length, n + 1);
  });
});
