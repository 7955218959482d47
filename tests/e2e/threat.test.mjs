// The threat map off the page's thread (issue 22, item 7): the grid is measured in a worker,
// which also draws it on its own layer under the table, so a drag never waits for the engine
// and the page's frames do not draw the map. Asserted: no measureRangeBatch call on the page's
// thread while dragging, the worker's jobs and answers, every answer drawn by the worker; after
// the drag, the map is the engine's for the final pose at every cell (a fresh full-resolution
// measurement here) and the screen shows it. Reported, not asserted (wall-clock on a shared
// machine): the frame times (p50, p95, max) of the same drag with the map on and off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames, screenPoint, shipOf, swipe, screenColours } from './helpers.mjs';
import { bandColour, THREAT_OPACITY } from '../../www/js/threat-paint.js';

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

/**
 * The whole grid against a fresh full-resolution measurement asked here for the ship where it
 * stands (every cell; null where no arc reaches): the number of cells and those that differ.
 */
function compareAll(page) {
  return page.evaluate(() => {
    const { state, api } = window.xwingPage;
    const g = state.threat.grid;
    const s = state.ships.find((x) => x.id === state.selected.id);
    const points = new Float64Array(g.cols * g.rows * 2);
    for (let j = 0; j < g.rows; j++) {
      for (let i = 0; i < g.cols; i++) {
        points[2 * (j * g.cols + i)] = (i + 0.5) * g.step;
        points[2 * (j * g.cols + i) + 1] = (j + 0.5) * g.step;
      }
    }
    const want = new Array(g.cols * g.rows).fill(null);
    for (const arc of g.arcs) {
      const r = api.measureRangeBatch({ edition: state.edition, attacker: api.engineShip(s), defenderShip: 'small', heading: 0, points, arc, output: 'range', ruler: 'huge' });
      r.value.forEach((b, i) => {
        if (Number.isFinite(b) && (want[i] == null || b < want[i])) want[i] = b;
      });
    }
    let differ = 0;
    want.forEach((b, i) => {
      if (b !== (Number.isFinite(g.bands[i]) ? g.bands[i] : null)) differ += 1;
    });
    return { cells: want.length, differ, reached: want.filter((b) => b != null).length, pose: g.pose, bands: Array.from(g.bands, (b) => (Number.isFinite(b) ? b : null)), cols: g.cols, rows: g.rows, step: g.step, lo: g.lo, hi: g.hi };
  });
}

/** The play area's own colour (threat-paint.js AREA_FILL, #0b1020) and a band's colour over it, as the screen shows it. */
const AREA = [11, 16, 32];
function onScreen(band, lo, hi) {
  const [r, g, b, a] = bandColour(band, lo, hi);
  const k = Math.round(a * THREAT_OPACITY) / 255;
  return [r, g, b].map((c, i) => c * k + AREA[i] * (1 - k));
}

/**
 * Cells (a sample) whose band changed with the drag and whose 5 × 5 neighbourhood shares it,
 * away from the 100-mm grid lines and any piece: what the screen must show there now.
 */
async function changedCells(page, before, after) {
  const { cols, rows, step } = after;
  const same = (i, j) => {
    for (let dj = -2; dj <= 2; dj++) for (let di = -2; di <= 2; di++) if (after.bands[(j + dj) * cols + i + di] !== after.bands[j * cols + i]) return false;
    return true;
  };
  const cells = [];
  for (let k = 0; k < 4000 && cells.length < 150; k++) {
    const c = (k * 7919) % (cols * rows);
    const [i, j] = [c % cols, Math.floor(c / cols)];
    const [x, y] = [(i + 0.5) * step, (j + 0.5) * step];
    if (i < 2 || j < 2 || i >= cols - 2 || j >= rows - 2 || before.bands[c] === after.bands[c] || !same(i, j)) continue;
    if (x % 100 < 4 || x % 100 > 96 || y % 100 < 4 || y % 100 > 96) continue;
    cells.push({ c, at: [x, y] });
  }
  const free = await page.evaluate((pts) => pts.map((p) => {
    for (const [dx, dy] of [[0, 0], [-12, 0], [12, 0], [0, -12], [0, 12]]) if (window.xwingPage.pick([p[0] + dx, p[1] + dy])) return false;
    return true;
  }), cells.map((x) => x.at));
  return cells.filter((_, k) => free[k]);
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
    const cmp = await compareWithEngine(page);
    assert.ok(cmp.reached > 20, `sample cells in reach (${cmp.reached})`);
    assert.deepEqual(cmp.got, cmp.want, 'the worker\'s bands are the engine\'s');
    const firstMap = await compareAll(page);
    assert.equal(firstMap.differ, 0, 'the first full map is the engine\'s');
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
    // The map on show is the engine's for the final pose, at full resolution, at every cell.
    const after = await compareAll(page);
    assert.deepEqual(after.pose, moved, 'the map is of the final pose');
    assert.equal(after.step, 5, 'at full resolution');
    assert.ok(after.reached > 1000, `cells in reach (${after.reached})`);
    assert.equal(after.differ, 0, `every one of the ${after.cells} cells is the engine's band for the final pose`);
    // And the screen shows it: where the drag changed a cell's band, the layer shows the new band's colour.
    const cells = await changedCells(page, firstMap, after);
    assert.ok(cells.length > 30, `cells whose band the drag changed (${cells.length})`);
    const attacker = await page.inputValue('#attacker');
    await page.selectOption('#attacker', ''); // no range overlay (its arc and bands) over the map
    await frames(page);
    const seen = await screenColours(page, cells.map((x) => x.at));
    const wrong = cells.filter((x, k) => onScreen(after.bands[x.c], after.lo, after.hi).some((v, j) => Math.abs(v - seen[k][j]) > 12));
    // A few may lie under a ship's name or a line drawn over the map; a stale map would miss most.
    assert.ok(wrong.length <= cells.length / 8, `the screen shows the final map (${wrong.length} of ${cells.length} cells off: ${JSON.stringify(wrong.slice(0, 3))})`);
    const end = await page.evaluate(() => ({ ...window.xwingPage.threatStats }));
    assert.equal(end.shown, end.answers - end.superseded, 'every map was drawn by the worker on its layer, none by the page');
    await shot(page, 'threat-worker-dragged.png');
    await page.selectOption('#attacker', attacker); // as it was, for a like-for-like drag
    // The same drag back with the map off, for comparison on this machine at this moment.
    await page.uncheck('#threat');
    const back = await screenPoint(page, [moved.x, moved.y]);
    const drawnOff = await page.evaluate(() => ({ ...window.xwingPage.stats }));
    await startFrames(page);
    await page.mouse.move(back[0], back[1]);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++) await page.mouse.move(back[0] - i * 2, back[1] + i);
    await page.mouse.up();
    const off = await stopFrames(page);
    const drawsOff = await page.evaluate((d) => {
      const s = window.xwingPage.stats;
      return { n: s.frames - d.frames, ms: (s.drawMs - d.drawMs) / Math.max(1, s.frames - d.frames) };
    }, drawnOff);
    console.log(`threat map off, the same drag back: frame p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms, max ${off.max.toFixed(1)} ms, ${off.over33} of ${off.frames} frames over 33 ms; ${drawsOff.n} redraws of ${drawsOff.ms.toFixed(2)} ms`);
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
