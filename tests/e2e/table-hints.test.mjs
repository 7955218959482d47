// Smaller things of issue 22, item 7: a warning when a ship is put down overlapping
// another (dragged with the mouse on the desktop, typed in on the phone); the set-aside
// spots behind the huge ship offered first, with the rule's reading in one line; the
// defender's arcs worded the same in the Range and Attack panels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames, screenPoint, atViewports } from './helpers.mjs';

const byName = async (page, name) => (await state(page)).ships.find((s) => s.name === name);

async function assertWarned(page, vp, mover, other) {
  const li = page.locator('#messages li.warning').first();
  assert.equal(await li.innerText(), `${mover} overlaps ${other}: bases may not overlap; move it apart.`);
  const toast = page.locator('#toast');
  assert.equal(await toast.isVisible(), true, 'the warning shows over the table');
  const b = await toast.boundingBox();
  assert.ok(b.y >= 0 && b.y + b.height <= vp.height && b.x >= 0 && b.x + b.width <= vp.width + 1, `the warning is on screen: ${JSON.stringify(b)}`);
  assert.match(await toast.innerText(), new RegExp(`${mover} overlaps ${other}`));
}

test('a ship dropped overlapping another is warned about (desktop, mouse drag)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const x = await byName(page, 'X-wing Red 1');
    const yt = await byName(page, 'YT-1300');
    // Drag Red 1 onto the YT-1300 (60 mm apart centre to centre: the bases overlap).
    const from = await screenPoint(page, [x.pose.x, x.pose.y]);
    const to = await screenPoint(page, [yt.pose.x + 30, yt.pose.y + 20]);
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move(...to, { steps: 8 });
    await page.mouse.up();
    await frames(page);
    const check = await page.evaluate(([a, b]) => {
      const p = window.xwingPage;
      const ship = (id) => p.api.engineShip(p.state.ships.find((s) => s.id === id));
      return p.api.checkOverlap({ edition: p.state.edition, ship: ship(a), ships: [ship(b)] }).value.overlaps.length;
    }, [x.id, yt.id]);
    assert.equal(check, 1, 'the engine says they overlap');
    await assertWarned(page, DESKTOP, 'X-wing Red 1', 'YT-1300');
    await shot(page, 'drop-overlap-desktop.png');
    // Moved apart: no new warning.
    const n = await page.locator('#messages li.warning').count();
    await page.selectOption('#piece', `ship:${x.id}`);
    await page.fill('#pose-y', '400');
    await page.press('#pose-y', 'Enter');
    await frames(page);
    assert.equal(await page.locator('#messages li.warning').count(), n);
  });
});

test('a ship put down overlapping another is warned about (phone)', async () => {
  await withPage(PHONE, async ({ page }) => {
    const x = await byName(page, 'X-wing Red 1');
    const yt = await byName(page, 'YT-1300');
    await page.selectOption('#piece', `ship:${x.id}`);
    for (const [f, v] of [['#pose-x', yt.pose.x + 20], ['#pose-y', yt.pose.y + 10]]) {
      await page.fill(f, String(v));
      await page.press(f, 'Enter');
    }
    await frames(page);
    await assertWarned(page, PHONE, 'X-wing Red 1', 'YT-1300');
    await shot(page, 'drop-overlap-phone.png');
  });
});

// Both viewports: on the phone the choice box is the compact one over the small table (its
// buttons 1, 2, …, Cancel in one row), reached by taps; the reading line must fit the screen.
atViewports('set-aside spots: those behind the huge ship first, the reading in one line', { desktop: DESKTOP, phone: PHONE }, (vp, tag) =>
  withPage(vp, async ({ page }) => {
    const cr90 = await byName(page, 'CR90 Tantive');
    const xwing = await byName(page, 'X-wing Red 1');
    await page.selectOption('#piece', `ship:${xwing.id}`);
    for (const [f, v] of [['#pose-x', cr90.pose.x + 170], ['#pose-y', cr90.pose.y]]) {
      await page.fill(f, String(v));
      await page.press(f, 'Enter');
    }
    await page.selectOption('#piece', `ship:${cr90.id}`);
    const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
    if (tag === 'phone') {
      await straight.tap(); // a tap previews, the same tap again flies
      await straight.tap();
    } else {
      await straight.hover();
      await straight.click();
    }
    await page.waitForSelector('#over-table .choice');
    const { options, pose, length, engine, accepted } = await page.evaluate(() => {
      const p = window.xwingPage;
      const v = p.state.preview.value;
      const s = p.state.ships.find((x) => x.id === p.state.preview.shipId);
      const target = v.outcome.choices[0].target;
      const info = p.api.shipInfo(p.state.edition, s.ship).value;
      // The engine's own list for the same maneuver and seed, in its order, and its word on each spot offered.
      const req = (placements) => ({ edition: p.state.edition, ship: p.api.engineShip(s), maneuver: { speed: 2, bearing: 'straight' }, seed: v.seed,
        ships: p.state.ships.filter((x) => x.id !== s.id).map(p.api.engineShip), obstacles: p.state.obstacles.map(p.api.engineObstacle), ...(placements ? { choices: { placements } } : {}) });
      const direct = p.api.placeMove(req()).value;
      const offered = v.outcome.choices[0].options;
      const accepted = offered.map((o) => !p.api.placeMove(req({ [target]: o }), { report: false }).error);
      return { options: offered, pose: v.pose, length: info.base.length, engine: direct.outcome.choices[0].options, accepted };
    });
    const key = (o) => `${o.x.toFixed(6)},${o.y.toFixed(6)},${o.heading.toFixed(6)}`;
    const offered = new Set(options.map(key));
    assert.ok(engine.every((o) => offered.has(key(o))), 'every spot the engine lists is offered');
    assert.deepEqual(accepted, options.map(() => true), 'the engine accepts every spot offered');
    // In the CR90's frame (heading 90: forward +x, right +y).
    const local = (o) => {
      const h = (pose.heading * Math.PI) / 180;
      const dx = o.x - pose.x;
      const dy = o.y - pose.y;
      return { lateral: dx * Math.cos(h) + dy * Math.sin(h), fwd: dx * Math.sin(h) - dy * Math.cos(h) };
    };
    // The engine's own first spot (nearest the X-wing's old position) is beside the CR90, not behind it.
    assert.ok(local(engine[0]).fwd > -length / 2, 'the engine lists a spot beside the CR90 first');
    // The page's first spots: beyond the CR90's rear edge, on or near its centre line.
    const behind = options.filter((o) => local(o).fwd <= -length / 2);
    assert.ok(behind.length >= 1, 'spots behind the CR90 are offered');
    const firstNotBehind = options.findIndex((o) => local(o).fwd > -length / 2);
    assert.ok(firstNotBehind === -1 || firstNotBehind === behind.length, 'every spot behind comes before the others');
    assert.ok(Math.abs(local(options[0]).lateral) <= 45, `spot 1 is behind the CR90's middle (${local(options[0]).lateral.toFixed(1)} mm off its centre line)`);
    assert.equal(await page.locator('#over-table .choice .reading').innerText(),
      'The rule: in the huge ship\'s full rear arc (any part of the base behind the line across its centre) at range 0–1; the spots right behind the huge ship are offered first.');
    const line = await page.locator('#over-table .choice .reading').boundingBox();
    assert.ok(line.x >= 0 && line.x + line.width <= vp.width && line.y >= 0 && line.y + line.height <= vp.height, `${tag}: the reading is on screen (${JSON.stringify(line)})`);
    await shot(page, `setaside-behind-${tag}.png`);
    const first = page.locator('#over-table .choice .options button').first();
    if (tag === 'phone') await first.tap();
    else await first.click();
    await frames(page);
    assert.deepEqual((await byName(page, 'X-wing Red 1')).pose, options[0], 'spot 1 is the first behind the CR90');
  }));

test('the defender\'s arcs read the same in the Range and Attack panels (desktop)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const raider = await byName(page, 'Raider Relentless');
    const xwing = await byName(page, 'X-wing Red 1');
    // Red 1 ahead of the Raider (heading 180: its front faces +y) and to its right (−x).
    await page.evaluate(([id, x, y]) => {
      const s = window.xwingPage.state.ships.find((q) => q.id === id);
      s.pose = { x, y, heading: 0 };
      window.xwingPage.changed('scene');
    }, [xwing.id, raider.pose.x - 80, raider.pose.y + 120]);
    await page.selectOption('#attacker', xwing.id);
    await page.selectOption('#defender', raider.id);
    await page.selectOption('#arc', '');
    await frames(page);
    const arcs = (await state(page)).range.value.defenderArcs;
    assert.deepEqual(arcs, ['front', 'right', 'fullFront'], 'measureRange: the attacker is in the Raider\'s front, right and full front arcs');
    const words = 'the attacker is in Raider Relentless\'s front, right (side) and full front arcs';
    assert.match(await page.locator('#range-result').innerText(), new RegExp(words.replace(/[()]/g, '\\$&')));
    await page.fill('#seed', '3');
    await page.click('#roll');
    const title = await page.locator('#attack-result .title').first().innerText();
    assert.match(title, new RegExp(words.replace(/[()]/g, '\\$&')), title);
    assert.doesNotMatch(title, /defender's side/);
  });
});
