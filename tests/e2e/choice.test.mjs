// The players' choices are usable: shown over the table, options marked apart and
// labelled, and chosen by clicking on the table as well as by the buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { atViewports, ready, state, frames } from './helpers.mjs';

/** Types a pose into the selection panel for piece `key` (`ship:id` or `obstacle:id`). */
async function place(page, key, x, y) {
  await page.selectOption('#piece', key);
  for (const [f, v] of [['#pose-x', x], ['#pose-y', y]]) {
    await page.fill(f, String(v));
    await page.press(f, 'Enter');
  }
}

/** Markers of the open choice in viewport px, and the marker radius. */
const marks = (page) => page.evaluate(() => {
  const box = document.getElementById('table').getBoundingClientRect();
  return window.xwingPage.choiceMarks().map((m) => ({ label: m.label, option: m.option, x: box.left + m.at[0], y: box.top + m.at[1] }));
});

function assertApart(ms) {
  for (let i = 0; i < ms.length; i++) {
    for (let j = i + 1; j < ms.length; j++) {
      const d = Math.hypot(ms[i].x - ms[j].x, ms[i].y - ms[j].y);
      assert.ok(d >= 2 * 18, `markers ${ms[i].label} and ${ms[j].label} are ${d.toFixed(1)} px apart`);
    }
  }
}

async function inView(page, selector, vp) {
  const b = await page.locator(selector).boundingBox();
  const t = await page.locator('#table').boundingBox();
  assert.ok(b && b.y >= 0 && b.y + b.height <= vp.height, `${selector} on screen: ${JSON.stringify(b)}`);
  assert.ok(b.y >= t.y && b.y + b.height <= t.y + t.height + 40, `${selector} over the table`);
}

async function overlapChoice(page, vp) {
  const s0 = await state(page);
  const cr90 = s0.ships.find((x) => x.ship === 'cr90');
  const xwing = s0.ships.find((x) => x.name === 'X-wing Red 1');
  await place(page, `ship:${xwing.id}`, cr90.pose.x + 170, cr90.pose.y);
  await page.selectOption('#piece', `ship:${cr90.id}`);
  const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
  if (vp.hasTouch) {
    await straight.tap();
    await straight.tap();
  } else {
    await straight.hover();
    await straight.click();
  }
  await page.waitForSelector('#over-table .choice');
  return { cr90, xwing };
}

// At both: the markers are placed by each layout (off the choice box, on the visible
// table), and picked by a mouse click or by a tap on the canvas.
atViewports('2e set-aside placement chosen by clicking its marker on the table', { desktop: DESKTOP, phone: PHONE }, async (vp) => {
  await withPage(vp, async ({ page }) => {
    const { cr90, xwing } = await overlapChoice(page, vp);
    await inView(page, '#over-table .choice', vp);
    assert.match(await page.locator('#over-table').innerText(), /click a numbered marker on the table/);
    await frames(page);
    const ms = await marks(page);
    assert.ok(ms.length >= 2, `several spots marked (${ms.length})`);
    assert.deepEqual(ms.map((m) => m.label), ms.map((_, i) => `${i + 1}`), 'numbered like the buttons');
    assertApart(ms);
    await shot(page, `choice-placement-${vp.width}.png`);
    const over = await page.locator('#over-table').boundingBox();
    const table = await page.locator('#table').boundingBox();
    for (const m of ms) {
      assert.ok(m.y < over.y || m.y > over.y + over.height, `marker ${m.label} is not under the choice box`);
      assert.ok(m.x > table.x && m.x < table.x + table.width && m.y > table.y && m.y < table.y + table.height, `marker ${m.label} on the visible table`);
    }
    const pick = ms[ms.length > 2 ? 2 : 1];
    if (vp.hasTouch) await page.touchscreen.tap(pick.x, pick.y);
    else await page.mouse.click(pick.x, pick.y);
    const s = await state(page);
    assert.deepEqual(s.ships.find((x) => x.id === xwing.id).pose, pick.option, `the X-wing stands on spot ${pick.label}`);
    assert.notDeepEqual(s.ships.find((x) => x.id === cr90.id).pose, cr90.pose, 'the CR90 moved');
    assert.equal(await page.locator('#over-table').isHidden(), true, 'the choice box is gone');
    assert.match(await page.locator('#move-outcome').innerText(), /Executed by[\s\S]*placed again/);
  });
});

test('1e section choice chosen by clicking the section on the table', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await page.selectOption('#edition', '1e');
    const s0 = await state(page);
    const cr90 = s0.ships.find((x) => x.ship === 'cr90');
    const rock = s0.obstacles.find((o) => o.type === 'asteroid');
    // Where a 2 straight ends, then an asteroid beside the middle of that spot, across both sections.
    await page.selectOption('#piece', `ship:${cr90.id}`);
    const move = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await move.hover();
    const end = (await state(page)).preview.value.pose;
    await page.mouse.move(2, 2);
    await place(page, `obstacle:${rock.id}`, end.x, end.y + 72);
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await move.hover();
    await move.click();
    await page.waitForSelector('#over-table .choice');
    await inView(page, '#over-table .choice', DESKTOP);
    assert.match(await page.locator('#over-table').innerText(), /chooses which section/);
    await frames(page);
    const ms = await marks(page);
    assert.deepEqual(ms.map((m) => m.label).sort(), ['aft', 'fore']);
    assertApart(ms);
    await shot(page, 'choice-section-1e.png');
    const aft = ms.find((m) => m.label === 'aft');
    await page.mouse.click(aft.x, aft.y);
    assert.match(await page.locator('#move-outcome').innerText(), /one faceup damage card on its aft section/);
    assert.equal(await page.locator('#over-table').isHidden(), true);
  });
});
