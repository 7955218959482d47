// The huge ships' tools drawn with their outline, and the free range ruler between two
// points or two ships.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { ready, state, screenPoint, shipOf, frames, snap, changedSince, boundsOf, emptyPoint, swipe } from './helpers.mjs';

for (const edition of ['2e', '1e']) {
  test(`${edition}: the huge tool is drawn with its outline for a bank and a straight`, async () => {
    await withPage(DESKTOP, async ({ page }) => {
      await page.selectOption('#edition', edition);
      const cr90 = await shipOf(page, 'cr90');
      await page.selectOption('#piece', `ship:${cr90.id}`);
      for (const m of ['2:bankRight', '1:bankLeft', '2:straight']) {
        await page.mouse.move(2, 2);
        await frames(page);
        const move = page.locator(`#dial button.move[data-maneuver="${m}"]`);
        // The tool's region, from the engine's answer, before it is drawn.
        const tpl = await page.evaluate(([id, m]) => {
          const [speed, bearing] = m.split(':');
          const s = window.xwingPage.state.ships.find((x) => x.id === id);
          const { width, height } = { width: 1829, height: 914 };
          return window.xwingPage.api.placeMove({ edition: window.xwingPage.state.edition, ship: window.xwingPage.api.engineShip(s), maneuver: { speed: Number(speed), bearing }, playArea: { width, height } }).value.template;
        }, [cr90.id, m]);
        assert.ok(tpl.length >= 10, `${m}: an outline with a hook or notches (${tpl.length} points), not a 4-point strip`);
        await snap(page, `tool-${m}`, boundsOf(tpl));
        await move.hover();
        await frames(page);
        assert.ok((await changedSince(page, `tool-${m}`)) > 0.1, `${m}: the tool is drawn`);
        assert.deepEqual((await state(page)).preview.value.template, tpl);
        await shot(page, `tool-${edition}-${m.replace(':', '-')}.png`);
      }
    });
  });
}

test('ruler: between two points (plain distance and band) and between two ships (the engine)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const before = await state(page);
    await page.click('#ruler');
    assert.equal(await page.getAttribute('#ruler', 'aria-pressed'), 'true');
    const a = await emptyPoint(page, [1200, 780]);
    const from = await screenPoint(page, a);
    const to = await screenPoint(page, [a[0] - 250, a[1]]);
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    await page.mouse.move(to[0], to[1], { steps: 5 });
    await page.mouse.up();
    let s = await state(page);
    const d = Math.hypot(s.ruler.to[0] - s.ruler.from[0], s.ruler.to[1] - s.ruler.from[1]);
    assert.ok(Math.abs(d - 250) < 2, `the ruler spans the drag (${d})`);
    assert.match(await page.locator('#status').innerText(), new RegExp(`Ruler: ${d.toFixed(1)} mm · range 3`));
    await frames(page);
    await shot(page, 'ruler-points.png');
    // Ship to ship: the engine's closest points and band, as measureRange gives them.
    const cr90 = s.ships.find((x) => x.ship === 'cr90');
    const raider = s.ships.find((x) => x.ship === 'raider');
    const p0 = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    const p1 = await screenPoint(page, [raider.pose.x, raider.pose.y]);
    await page.mouse.move(p0[0], p0[1]);
    await page.mouse.down();
    await page.mouse.move(p1[0], p1[1], { steps: 5 });
    await page.mouse.up();
    s = await state(page);
    const direct = await page.evaluate(([a, d]) => {
      const api = window.xwingPage.api;
      const st = window.xwingPage.state;
      const ship = (id) => api.engineShip(st.ships.find((x) => x.id === id));
      return api.measureRange({ edition: st.edition, attacker: ship(a), defender: ship(d), ships: st.ships.map(api.engineShip), obstacles: st.obstacles.map(api.engineObstacle) }).value;
    }, [cr90.id, raider.id]);
    assert.equal(s.ruler.value.distance, direct.distance);
    assert.match(await page.locator('#status').innerText(), new RegExp(`Ruler: ${direct.distance.toFixed(1)} mm · range ${direct.range} \\(closest points of the bases`));
    assert.deepEqual(s.ships.map((x) => x.pose), before.ships.map((x) => x.pose), 'measuring moves no piece');
    await frames(page);
    await shot(page, 'ruler-ships.png');
    await page.keyboard.press('r');
    assert.equal((await state(page)).ruler.on, false, 'R puts the ruler away');
    assert.equal(await page.getAttribute('#ruler', 'aria-pressed'), 'false');
  });
});

test('phone: the ruler by touch', async () => {
  await withPage(PHONE, async ({ page }) => {
    await page.tap('#ruler');
    const box = await page.locator('#table').boundingBox();
    await swipe(page, [box.x + 60, box.y + box.height / 2], [box.x + 300, box.y + box.height / 2]);
    const s = await state(page);
    assert.ok(s.ruler.from && s.ruler.to, 'a ruler');
    assert.match(await page.locator('#status').innerText(), /Ruler: \d+\.\d mm · range \d/);
    assert.equal((await state(page)).ships.length, s.ships.length);
  });
});
