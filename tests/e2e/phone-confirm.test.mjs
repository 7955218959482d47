// Issue 31, finding 7 (the phone's own: taps and its small table): the Execute bar never
// covers the preview it confirms (the ship, its template or tool, its ghost, the pieces it
// overlaps), and a small ship drawn a few pixels wide is picked by a tap within 22 px of
// its centre (a 44-px touch target).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage, PHONE } from './browser.mjs';
import { state, frames, screenPoint } from './helpers.mjs';

/** The preview's screen box (ship, template, ghost, overlapped pieces) and the bar's, CSS px. */
function boxes(page) {
  return page.evaluate(() => {
    const p = window.xwingPage;
    const v = p.state.preview.value;
    const s = p.state.ships.find((x) => x.id === p.state.preview.shipId);
    const table = document.getElementById('table').getBoundingClientRect();
    const pts = [...(v.template ?? []), ...(v.footprint ?? []).flatMap((f) => f.points), [s.pose.x, s.pose.y], [v.pose.x, v.pose.y]]
      .map((q) => p.toScreen(q)).map(([x, y]) => [table.left + x, table.top + y]);
    const xs = pts.map((q) => q[0]);
    const ys = pts.map((q) => q[1]);
    const bar = document.querySelector('#over-table .confirm').getBoundingClientRect();
    return { preview: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], bar: [bar.left, bar.top, bar.right, bar.bottom], table: [table.left, table.top, table.right, table.bottom] };
  });
}

test('the Execute bar never covers the preview it confirms (phone)', async () => {
  await withPage(PHONE, async ({ page }) => {
    const st = await state(page);
    for (const [name, maneuvers] of [['CR90 Tantive', ['2:straight', '3:bankLeft', '1:bankRight']], ['X-wing Red 2', ['2:straight', '3:turnRight']]]) {
      const s = st.ships.find((x) => x.name === name);
      await page.selectOption('#piece', `ship:${s.id}`);
      await frames(page);
      for (const m of maneuvers) {
        const b = page.locator(`#dial button.move[data-maneuver="${m}"]`);
        if (!(await b.count())) continue;
        await b.tap();
        await frames(page);
        const { preview, bar, table } = await boxes(page);
        assert.ok(preview[3] <= bar[1], `${name} ${m}: the preview (bottom ${preview[3].toFixed(0)}) is above the bar (top ${bar[1].toFixed(0)})`);
        assert.ok(preview[1] >= table[1] && preview[0] >= table[0] && preview[2] <= table[2], `${name} ${m}: the preview is on the table`);
        await page.locator('#over-table .confirm button:not(.primary)').tap();
        await frames(page);
      }
    }
  });
});

test('a small ship is picked by a tap within its 44-px touch target (phone)', async () => {
  await withPage(PHONE, async ({ page }) => {
    await page.tap('#fit');
    await frames(page);
    const st = await state(page);
    const s = st.ships.find((x) => x.name === 'X-wing Red 1');
    const drawn = await page.evaluate(() => window.xwingPage.view.scale * 40);
    assert.ok(drawn < 20, `the X-wing is drawn ${drawn.toFixed(1)} px wide`);
    const [x, y] = await screenPoint(page, [s.pose.x, s.pose.y]);
    // 15 px beside its centre: outside the base, inside the touch target.
    await page.touchscreen.tap(x + 15, y);
    await frames(page);
    assert.deepEqual((await state(page)).selected, { kind: 'ship', id: s.id }, 'a tap 15 px from its centre picks it');
    // A tap on the empty table still deselects.
    await page.touchscreen.tap(x + 60, y + 60);
    await frames(page);
    assert.notDeepEqual((await state(page)).selected, { kind: 'ship', id: s.id });
  });
});
