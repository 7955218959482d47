// The threat map off the page's thread (issue 22, item 7): the grid is measured in a worker,
// so a drag never waits for the engine. Asserted: no measureRangeBatch call on the page's
// thread while dragging, the worker's jobs and answers, and the worker's bands equal the
// engine's own answer at sample points before and after the drag. Reported, not asserted
// (wall-clock on a shared machine): the frame times while dragging with the map on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames, screenPoint, shipOf, swipe } from './helpers.mjs';

/** Waits for the fine (5-mm) map of the ship standing where it stands now. */
async function fineMap(page) {
  await page.waitForFunction(() => {
    const { state } = window.xwingPage;
    const g = state.threat.grid;
    const s = state.ships.find((x) => x.id === state.selected?.id);
    return g?.step === 5 && s && JSON.stringify(g.pose) === JSON.stringify(s.pose);
  }, null, { timeout: 20000 });
}

/**
 * The grid's band at sample cells against measureRangeBatch asked here for the same points
 * (nearest band over the primary arcs; null where none reaches).
 */
function compareWithEngine(page) {
  return page.evaluate(() => {
    const { state, api } = window.xwingPage;
    const g = state.threat.grid;
    const s = state.ships.find((x) => x.id === state.selected.id);
    const cells = [];
    for (let k = 0; k < 240; k++) cells.push((k * 7919) % (g.cols * g.rows));
    const points = new Float64Array(cells.length * 2);
    cells.forEach((c, i) => {
      points[2 * i] = ((c % g.cols) + 0.5) * g.step;
      points[2 * i + 1] = (Math.floor(c / g.cols) + 0.5) * g.step;
    });
    const want = cells.map(() => null);
    for (const arc of g.arcs) {
      const r = api.measureRangeBatch({ edition: state.edition, attacker: api.engineShip(s), defenderShip: 'small', heading: 0, points, arc, output: 'range', ruler: 'huge' });
      r.value.forEach((b, i) => {
        if (Number.isFinite(b) && (want[i] == null || b < want[i])) want[i] = b;
      });
    }
    const got = cells.map((c) => (Number.isFinite(g.bands[c]) ? g.bands[c] : null));
    return { want, got, reached: want.filter((b) => b != null).length };
  });
}

/** Frame intervals (rAF) from now until `stopFrames`. */
const startFrames = (page) => page.evaluate(() => {
  window.frameProbe = { times: [], stop: false };
  const tick = (t) => {
    window.frameProbe.times.push(t);
    if (!window.frameProbe.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
const stopFrames = (page) => page.evaluate(() => {
  window.frameProbe.stop = true;
  const t = window.frameProbe.times;
  const d = t.slice(1).map((x, i) => x - t[i]).sort((a, b) => a - b);
  const q = (p) => d[Math.min(d.length - 1, Math.floor(p * d.length))];
  return { frames: d.length, p50: q(0.5), p95: q(0.95), max: d[d.length - 1], over33: d.filter((x) => x > 33.4).length };
});

test('desktop: the threat map is measured in a worker; dragging makes no engine call on the page', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    await page.mouse.click(at[0], at[1]);
    await page.check('#threat');
    await fineMap(page);
    let cmp = await compareWithEngine(page);
    assert.ok(cmp.reached > 20, `sample cells in reach (${cmp.reached})`);
    assert.deepEqual(cmp.got, cmp.want, 'the worker\'s bands are the engine\'s');
    const before = await page.evaluate(() => ({ ...window.xwingPage.threatStats }));
    assert.equal(before.pageCalls, 0, 'no measureRangeBatch call on the page\'s thread');
    assert.ok(before.jobs >= 2 && before.answers >= 2, 'a coarse and a fine job answered by the worker');
    // Drag the CR90 with 120 moves, the frame times recorded (and the page's own drawing time).
    const drawn = await page.evaluate(() => ({ ...window.xwingPage.stats }));
    await startFrames(page);
    await page.mouse.move(at[0], at[1]);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++) await page.mouse.move(at[0] + i * 2, at[1] - i);
    await page.mouse.up();
    const f = await stopFrames(page);
    const during = await page.evaluate(() => ({ ...window.xwingPage.threatStats }));
    const draws = await page.evaluate((d) => {
      const s = window.xwingPage.stats;
      return { n: s.frames - d.frames, ms: (s.drawMs - d.drawMs) / Math.max(1, s.frames - d.frames) };
    }, drawn);
    console.log(`threat map on, dragging the CR90 (120 moves): frame p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, ${f.over33} of ${f.frames} frames over 33 ms; ${draws.n} redraws of ${draws.ms.toFixed(2)} ms; ${during.jobs - before.jobs} positions asked for, ${during.sent - before.sent} sent to the worker (one at a time)`);
    assert.equal(during.pageCalls, 0, 'no engine call on the page\'s thread while dragging');
    assert.ok(during.jobs > before.jobs, 'the map followed the ship (jobs sent while dragging)');
    await fineMap(page);
    const moved = (await state(page)).ships.find((x) => x.id === cr90.id).pose;
    assert.notDeepEqual(moved, cr90.pose);
    cmp = await compareWithEngine(page);
    assert.deepEqual(cmp.got, cmp.want, 'after the drag, the map is the engine\'s for the new position');
    await shot(page, 'threat-worker-dragged.png');
    // The same drag back with the map off, for comparison on this machine at this moment.
    await page.uncheck('#threat');
    const back = await screenPoint(page, [moved.x, moved.y]);
    await startFrames(page);
    await page.mouse.move(back[0], back[1]);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++) await page.mouse.move(back[0] - i * 2, back[1] + i);
    await page.mouse.up();
    const off = await stopFrames(page);
    console.log(`threat map off, the same drag back: frame p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms, max ${off.max.toFixed(1)} ms, ${off.over33} of ${off.frames} frames over 33 ms`);
  });
});

// Phone (touch).
test('phone: the threat map follows a finger drag with no engine call on the page', async () => {
  await withPage(PHONE, async ({ page }) => {
    await page.tap('#tools-toggle');
    await page.tap('#threat');
    await page.tap('#tools-toggle');
    await fineMap(page);
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    const before = await page.evaluate(() => ({ ...window.xwingPage.threatStats }));
    await swipe(page, at, [at[0] + 40, at[1] - 20], 30);
    await fineMap(page);
    const after = await page.evaluate(() => ({ ...window.xwingPage.threatStats }));
    assert.notDeepEqual((await state(page)).ships.find((x) => x.id === cr90.id).pose, cr90.pose, 'the selected CR90 moved');
    assert.equal(after.pageCalls, 0, 'no engine call on the page\'s thread');
    assert.ok(after.jobs > before.jobs && after.answers > before.answers, 'the worker measured the new position');
    const cmp = await compareWithEngine(page);
    assert.deepEqual(cmp.got, cmp.want);
    await frames(page);
    await shot(page, 'threat-phone.png');
  });
});
