// A stable dial (issue 22, item 1): executing a maneuver moves no dial button, the
// executed result stays while the pointer rests on the button, and a second click (tap,
// Enter) previews the maneuver from the new position instead of flying it unseen.
// Desktop (mouse, keyboard) and phone (touch: a layout flow).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames } from './helpers.mjs';

/** Selects the scene's Raider by the Selected panel's list. */
async function selectRaider(page) {
  const id = (await state(page)).ships.find((s) => s.ship === 'raider').id;
  await page.selectOption('#piece', `ship:${id}`);
  await frames(page);
  return id;
}

/** Every dial button's box, to compare before and after an execution. */
function dialBoxes(page) {
  return page.evaluate(() => [...document.querySelectorAll('#dial button.move')].map((b) => {
    const r = b.getBoundingClientRect();
    return [b.dataset.maneuver, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  }));
}

const poseOf = async (page, id) => (await state(page)).ships.find((s) => s.id === id).pose;
const outcome = (page) => page.locator('#move-outcome').innerText();

test('desktop: the dial stays put on execution and a second click only previews', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const id = await selectRaider(page);
    const three = page.locator('#dial button.move[data-maneuver="3:straight"]');
    await three.hover();
    await frames(page);
    const preview = (await state(page)).preview;
    assert.equal(preview?.maneuver?.speed, 3, 'hovering previews 3 straight');
    const boxes = await dialBoxes(page);
    const start = await poseOf(page, id);
    await three.click();
    await frames(page);
    const flown = await poseOf(page, id);
    assert.deepEqual(flown, preview.value.pose, 'the click flies the previewed maneuver');
    assert.deepEqual(await dialBoxes(page), boxes, 'no dial button moved');
    assert.match(await outcome(page), /^Executed by Raider/, 'the executed result is shown');
    // The pointer wanders inside the button: the result stays.
    const box = await three.boundingBox();
    await page.mouse.move(box.x + 3, box.y + 3);
    await page.mouse.move(box.x + box.width - 3, box.y + box.height - 3);
    await frames(page);
    assert.match(await outcome(page), /^Executed by Raider/, 'still shown with the pointer on the button');
    assert.equal((await state(page)).preview, null, 'no preview from the new position yet');
    await shot(page, 'dial-executed.png');
    // A second click previews 3 straight from the new position and flies nothing.
    await three.click();
    await frames(page);
    assert.deepEqual(await poseOf(page, id), flown, 'the second click did not fly');
    const again = (await state(page)).preview;
    assert.equal(again?.maneuver?.speed, 3, 'it previews instead');
    assert.doesNotMatch(await outcome(page), /^Executed by/);
    assert.notDeepEqual(start, flown);
    // Now previewed, a click flies it.
    await three.click();
    assert.deepEqual(await poseOf(page, id), again.value.pose, 'a click on the shown preview flies it');
    assert.deepEqual(await dialBoxes(page), boxes, 'and the dial still has not moved');
    // Leaving and coming back previews again (the executed result goes when the pointer leaves for another maneuver).
    await page.locator('#dial button.move[data-maneuver="1:straight"]').hover();
    assert.equal((await state(page)).preview?.maneuver?.speed, 1);
  });
});

test('desktop keyboard: Enter flies the focused preview once; Enter again previews', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const id = await selectRaider(page);
    const two = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await two.focus();
    const preview = (await state(page)).preview;
    assert.equal(preview?.maneuver?.speed, 2, 'focus previews');
    const boxes = await dialBoxes(page);
    await page.keyboard.press('Enter');
    const flown = await poseOf(page, id);
    assert.deepEqual(flown, preview.value.pose, 'Enter flies the preview');
    assert.deepEqual(await dialBoxes(page), boxes, 'no dial button moved');
    assert.match(await outcome(page), /^Executed by Raider/);
    await page.keyboard.press('Enter');
    assert.deepEqual(await poseOf(page, id), flown, 'a second Enter did not fly');
    assert.equal((await state(page)).preview?.maneuver?.speed, 2, 'it previews from the new position');
    await page.keyboard.press('Enter');
    assert.notDeepEqual(await poseOf(page, id), flown, 'a third Enter flies the shown preview');
  });
});

// Phone (touch, layout flow).
test('phone: tap, tap flies once; the dial stays put; a third tap only previews', async () => {
  await withPage(PHONE, async ({ page }) => {
    const id = await selectRaider(page);
    const three = page.locator('#dial button.move[data-maneuver="3:straight"]');
    await three.tap();
    const preview = (await state(page)).preview;
    assert.equal(preview?.maneuver?.speed, 3, 'the first tap previews');
    const boxes = await dialBoxes(page);
    await three.tap();
    const flown = await poseOf(page, id);
    assert.deepEqual(flown, preview.value.pose, 'the second tap flies the preview');
    assert.deepEqual(await dialBoxes(page), boxes, 'no dial button moved');
    assert.match(await outcome(page), /^Executed by Raider/);
    await three.tap();
    assert.deepEqual(await poseOf(page, id), flown, 'a third tap did not fly');
    assert.equal((await state(page)).preview?.maneuver?.speed, 3, 'it previews from the new position');
    await shot(page, 'dial-phone-third-tap.png');
  });
});

test('desktop: a preview made old by an undo is not flown by a click', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const id = await selectRaider(page);
    const start = await poseOf(page, id);
    await page.fill('#pose-x', String(start.x + 10));
    await page.press('#pose-x', 'Tab');
    await page.evaluate(() => document.activeElement.blur());
    const two = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await two.hover();
    const old = (await state(page)).preview;
    assert.equal(old?.maneuver?.speed, 2);
    await page.keyboard.press('Control+z');
    assert.deepEqual(await poseOf(page, id), start, 'the undo put the Raider back');
    await two.click();
    assert.deepEqual(await poseOf(page, id), start, 'the click did not fly the old preview');
    const now = (await state(page)).preview;
    assert.equal(now?.maneuver?.speed, 2, 'it previews from the table as it is');
    assert.notDeepEqual(now.value.pose, old.value.pose);
    await two.click();
    assert.deepEqual(await poseOf(page, id), now.value.pose, 'then a click flies the shown preview');
  });
});
