// The page end to end in real Chromium: it loads offline, draws crisply, lets a person
// select, drag and rotate a huge ship, preview and execute a maneuver, measure a range,
// roll an attack, shade the threat map, and shows engine errors (desktop, 1366 × 768). Screenshots go to
// test-artifacts/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot } from './browser.mjs';
import { ready, state, screenPoint, shipOf, frames, snap, changedSince, coloursIn, boundsOf, screenColours } from './helpers.mjs';

const has = (page, name) => page.evaluate((n) => window.xwingPage.has(n), name);
const text = (page, id) => page.evaluate((i) => document.getElementById(i).innerText, id);

test('loads with nothing but its own files, crisp at devicePixelRatio 2', async () => {
  await withPage({ deviceScaleFactor: 2 }, async ({ page, requests }) => {
    const c = await page.evaluate(() => {
      const el = document.getElementById('table');
      const box = el.getBoundingClientRect();
      return { w: el.width, h: el.height, cssW: box.width, cssH: box.height, dpr: window.devicePixelRatio };
    });
    assert.equal(c.dpr, 2);
    assert.equal(c.w, Math.round(c.cssW * 2), 'backing store is CSS width x devicePixelRatio');
    assert.equal(c.h, Math.round(c.cssH * 2));
    const s = await state(page);
    assert.ok(s.ships.some((x) => x.ship === 'cr90') && s.ships.some((x) => x.ship === 'raider'), 'a huge ship per side');
    assert.ok(s.ships.length >= 5 && s.obstacles.length >= 3, 'standard ships and obstacles');
    const foreign = requests.filter((u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith('data:'));
    assert.deepEqual(foreign, [], 'no request leaves the host');
    // The play-area colour, and the ships' colours where they stand.
    const cr90 = await shipOf(page, 'cr90');
    assert.ok((await coloursIn(page, [1450, 780, 1550, 860])).includes('11,16,32'), 'play area drawn');
    const onShip = await coloursIn(page, [cr90.pose.x - 60, cr90.pose.y + 10, cr90.pose.x - 20, cr90.pose.y + 30]);
    assert.ok(onShip.some((c) => c.split(',').map(Number)[0] > 90), `the CR90 drawn in its side's colour (${onShip.slice(0, 5)})`);
    await shot(page, 'page-loaded-dpr2.png');
    // Redraw on demand: nothing is drawn while nothing changes.
    const idle = await page.evaluate(async () => {
      const before = window.xwingPage.stats.frames;
      await new Promise((ok) => setTimeout(ok, 600));
      return window.xwingPage.stats.frames - before;
    });
    assert.equal(idle, 0, 'no redraw while idle');
    // Every form control has a label (its own text, a <label>, or aria-label).
    const unlabelled = await page.evaluate(() => [...document.querySelectorAll('button, select, input, canvas')]
      .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.textContent.trim()))
      .map((el) => el.id || el.outerHTML.slice(0, 60)));
    assert.deepEqual(unlabelled, []);
  });
});

test('select, drag and rotate a huge ship with the mouse, wheel and keys', async () => {
  await withPage({}, async ({ page }) => {
    const raider = await shipOf(page, 'raider');
    // A point on the Raider's base, 60 mm ahead of its centre.
    const h = (raider.pose.heading * Math.PI) / 180;
    const grab = [raider.pose.x + 60 * Math.sin(h), raider.pose.y - 60 * Math.cos(h)];
    const at = await screenPoint(page, grab);
    await page.mouse.click(at[0], at[1]);
    let s = await state(page);
    assert.deepEqual(s.selected, { kind: 'ship', id: raider.id }, 'clicking a ship selects it');
    assert.match(await page.evaluate(() => document.getElementById('piece').selectedOptions[0].text), /Raider/);
    // Drag by 100 mm left and 50 mm down.
    const to = await screenPoint(page, [grab[0] - 100, grab[1] + 50]);
    await page.mouse.down();
    await page.mouse.move(to[0], to[1], { steps: 8 });
    await page.mouse.up();
    s = await state(page);
    const moved = s.ships.find((x) => x.id === raider.id).pose;
    assert.ok(Math.abs(moved.x - (raider.pose.x - 100)) < 1.5 && Math.abs(moved.y - (raider.pose.y + 50)) < 1.5, `dragged to ${JSON.stringify(moved)}`);
    assert.match(await text(page, 'status'), /x \d+ mm, y \d+ mm/, 'coordinates under the pointer');
    // Shift+wheel: 5° per notch (the wheel alone zooms).
    await page.keyboard.down('Shift');
    await page.mouse.wheel(0, 100);
    await page.keyboard.up('Shift');
    s = await state(page);
    assert.equal(s.ships.find((x) => x.id === raider.id).pose.heading, (raider.pose.heading + 5) % 360);
    // Keys on the focused table: E turns 15° clockwise, arrow keys move 5 mm.
    await page.keyboard.press('e');
    await page.keyboard.press('ArrowUp');
    s = await state(page);
    const p = s.ships.find((x) => x.id === raider.id).pose;
    assert.equal(p.heading, (raider.pose.heading + 20) % 360);
    assert.ok(Math.abs(p.y - (moved.y - 5)) < 1e-9);
    // The rotation handle: drag it to face straight down (heading 180); first turn away from it.
    await page.keyboard.press('e');
    await frames(page);
    const handle = await page.evaluate((id) => {
      const sh = window.xwingPage.state.ships.find((x) => x.id === id);
      const len = window.xwingPage.state.edition === '1e' ? 224.8 : 221;
      const h = (sh.pose.heading * Math.PI) / 180;
      const d = len / 2 + 26 / window.xwingPage.view.scale;
      return [sh.pose.x + d * Math.sin(h), sh.pose.y - d * Math.cos(h), sh.pose.x, sh.pose.y];
    }, raider.id);
    const hs = await screenPoint(page, [handle[0], handle[1]]);
    const below = await screenPoint(page, [handle[2], handle[3] + 200]);
    await page.mouse.move(hs[0], hs[1]);
    await page.mouse.down();
    await page.mouse.move(below[0], below[1], { steps: 6 });
    await page.mouse.up();
    s = await state(page);
    assert.equal(s.ships.find((x) => x.id === raider.id).pose.heading, 180, 'the handle rotates the ship');
    assert.notEqual(p.heading + 15, 180);
    await shot(page, 'select-drag-rotate.png');
  });
});

test('edition and play-area switches, adding and removing pieces', async () => {
  await withPage({}, async ({ page }) => {
    await page.selectOption('#edition', '1e');
    await frames(page);
    let s = await state(page);
    assert.equal(s.edition, '1e');
    assert.ok(!s.ships.some((x) => x.ship === 'medium'), 'no medium base in 1e');
    assert.match(await text(page, 'ship-facts'), /224\.8/, '1e CR90 footprint');
    const n = s.ships.length;
    await page.selectOption('#add-ship-kind', 'gozanti');
    await page.click('#add-ship');
    await page.selectOption('#add-obstacle-type', 'debris');
    await page.click('#add-obstacle');
    s = await state(page);
    assert.equal(s.ships.length, n + 1);
    assert.equal(s.selected.kind, 'obstacle');
    await page.click('#remove');
    s = await state(page);
    assert.equal(s.selected, null);
    await shot(page, 'first-edition.png');
    await page.selectOption('#area', 'standard');
    s = await state(page);
    assert.equal(s.area, 'standard');
    assert.ok(s.ships.every((x) => x.pose.x > 0 && x.pose.x < 914), 'scene rebuilt for 3′ × 3′');
    await frames(page);
    await shot(page, 'standard-area.png');
  });
});

test('maneuver preview draws the template and outcome; clicking executes it', async () => {
  await withPage({}, async ({ page }) => {
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    await page.mouse.click(at[0], at[1]);
    assert.ok((await has(page, 'placeMove')) && (await has(page, 'shipInfo')), 'the engine has placeMove and shipInfo');
    const buttons = await page.locator('#dial button.move').count();
    assert.ok(buttons >= 5, `the CR90's dial has buttons (${buttons})`);
    const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
    // The region the template will cover: ahead of the CR90 (it faces +x).
    const region = [cr90.pose.x + 110, cr90.pose.y - 30, cr90.pose.x + 200, cr90.pose.y + 30];
    await page.mouse.move(5, 5);
    await frames(page);
    await snap(page, 'ahead', region);
    await straight.hover();
    await frames(page);
    const s = await state(page);
    assert.ok(s.preview?.value, 'the preview holds the engine answer');
    const tpl = s.preview.value.template;
    assert.ok(tpl.length >= 3, 'a template outline');
    await snap(page, 'template', boundsOf(tpl));
    assert.ok((await changedSince(page, 'ahead')) > 0.05, 'pixels change where the template is drawn');
    const outcome = await text(page, 'move-outcome');
    assert.match(outcome, /speed 2 straight/);
    assert.match(outcome, /Ends at|Ends short/);
    assert.match(outcome, /action/);
    await shot(page, 'maneuver-preview.png');
    const target = s.preview.value.pose;
    await straight.click();
    const moved = (await state(page)).ships.find((x) => x.id === cr90.id).pose;
    assert.deepEqual(moved, target, 'clicking executes: the ship takes the previewed pose');
    assert.match(await text(page, 'move-outcome'), /Executed by/);
    await shot(page, 'maneuver-executed.png');
    // From the keyboard: focusing a maneuver previews it, Enter executes it.
    const bank = page.locator('#dial button.move[data-maneuver="1:bankLeft"]');
    await bank.focus();
    const focused = await state(page);
    assert.equal(focused.preview?.maneuver?.bearing, 'bankLeft', 'focus previews');
    await page.keyboard.press('Enter');
    const banked = (await state(page)).ships.find((x) => x.id === cr90.id).pose;
    assert.deepEqual(banked, focused.preview.value.pose, 'Enter executes');
  });
});

test('a 2e huge ship overlapping a small ship: outcome, the owner places it, the move executes', async () => {
  await withPage({}, async ({ page }) => {
    assert.ok(await has(page, 'placeMove'));
    const cr90 = await shipOf(page, 'cr90');
    const xwing = (await state(page)).ships.find((x) => x.name === 'X-wing Red 1');
    // Put the X-wing 170 mm ahead of the CR90 with the pose fields of the selection panel.
    await page.selectOption('#piece', `ship:${xwing.id}`);
    await page.fill('#pose-x', String(cr90.pose.x + 170));
    await page.press('#pose-x', 'Enter');
    await page.fill('#pose-y', String(cr90.pose.y));
    await page.press('#pose-y', 'Enter');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    const straight = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await straight.hover();
    await frames(page);
    const outcome = await text(page, 'move-outcome');
    assert.match(outcome, /Overlaps X-wing Red 1/);
    assert.match(outcome, /set aside/);
    assert.match(outcome, /suffers/);
    await shot(page, 'overlap-preview.png');
    await straight.click();
    assert.match(await text(page, 'over-table'), /Choice needed/);
    const spot = page.locator('#over-table button', { hasText: 'spot 1' });
    await spot.hover();
    await frames(page);
    await shot(page, 'overlap-placement-choice.png');
    const option = (await state(page)).preview.value.outcome.choices[0].options[0];
    await spot.click();
    const s = await state(page);
    assert.deepEqual(s.ships.find((x) => x.id === xwing.id).pose, option, 'the X-wing stands on the chosen spot');
    assert.notDeepEqual(s.ships.find((x) => x.id === cr90.id).pose, cr90.pose, 'the CR90 moved');
    assert.match(await text(page, 'move-outcome'), /Executed by[\s\S]*placed again/);
    assert.match(await text(page, 'ship-facts'), /stress|energy/);
    await shot(page, 'overlap-executed.png');
  });
});

test('a 1e huge ship flying into an asteroid: a damage card on the section, the asteroid removed', async () => {
  await withPage({}, async ({ page }) => {
    assert.ok(await has(page, 'placeMove'));
    await page.selectOption('#edition', '1e');
    const s0 = await state(page);
    const cr90 = s0.ships.find((x) => x.ship === 'cr90');
    // The asteroid nearest to the CR90's path, moved 90 mm ahead of its front edge.
    const rock = s0.obstacles.find((o) => o.type === 'asteroid' && Math.abs(o.points[0][0] - 840) < 60);
    await page.selectOption('#piece', `obstacle:${rock.id}`);
    await page.fill('#pose-x', String(cr90.pose.x + 224.8 / 2 + 90));
    await page.press('#pose-x', 'Enter');
    await page.fill('#pose-y', String(cr90.pose.y));
    await page.press('#pose-y', 'Enter');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    const move = page.locator('#dial button.move[data-maneuver="2:straight"]');
    await move.hover();
    const outcome = await text(page, 'move-outcome');
    assert.match(outcome, /energy/i, '1e dial energy');
    assert.match(outcome, /Overlaps asteroid/);
    assert.match(outcome, /faceup damage card on its fore section/);
    assert.match(outcome, /removed from the play area/);
    assert.match(outcome, /Does not skip its action/);
    await shot(page, 'overlap-1e-asteroid.png');
    await move.click();
    let s = await state(page);
    assert.ok(!s.obstacles.some((o) => o.id === rock.id), 'the asteroid is taken off the table');
    assert.match(await text(page, 'move-outcome'), /Executed by[\s\S]*asteroid \d+ is removed/);
    // Both sections on the next asteroid: the opponent chooses the section.
    const other = s.obstacles.find((o) => o.type === 'asteroid');
    const ship = s.ships.find((x) => x.id === cr90.id);
    await page.selectOption('#piece', `obstacle:${other.id}`);
    await page.fill('#pose-x', String(ship.pose.x + 80));
    await page.press('#pose-x', 'Enter');
    await page.fill('#pose-y', String(ship.pose.y + 72));
    await page.press('#pose-y', 'Enter');
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await move.hover();
    await move.click();
    assert.match(await text(page, 'over-table'), /Choice needed: The opponent chooses which section/);
    await shot(page, 'overlap-1e-section-choice.png');
    await page.locator('#over-table button', { hasText: 'aft section' }).click();
    assert.match(await text(page, 'move-outcome'), /one faceup damage card on its aft section/);
    s = await state(page);
    assert.ok(!s.obstacles.some((o) => o.id === other.id));
  });
});

test('range: closest-point line, band, arcs and obstruction; 1e sections', async () => {
  await withPage({}, async ({ page }) => {
    assert.ok(await has(page, 'measureRange'));
    await page.click('#measure');
    await frames(page);
    let s = await state(page);
    const v = s.range.value;
    assert.ok(v && Number.isFinite(v.distance), 'a measurement');
    const out = await text(page, 'range-result');
    assert.match(out, /Range\s+(range \d|beyond range [35])/);
    assert.match(out, /Obstructed/);
    await shot(page, 'range-2e.png');
    // 1e: the defender's sections and whether each can be targeted.
    await page.selectOption('#edition', '1e');
    await page.click('#measure');
    await frames(page);
    s = await state(page);
    const secs = s.range.value.sections;
    assert.ok(secs?.fore && secs?.aft, '1e huge defender: both sections measured');
    assert.equal(typeof secs.fore.canTarget, 'boolean');
    assert.match(await text(page, 'range-result'), /section\s+(can|cannot) be targeted/i);
    await shot(page, 'range-1e-sections.png');
  });
});

test('attack: dice faces, damage, defender status and the exact distribution', async () => {
  await withPage({}, async ({ page }) => {
    assert.ok(await has(page, 'resolveAttack'));
    await page.click('#measure');
    await page.fill('#attack-dice', '4');
    await page.fill('#seed', '12345');
    await page.click('#roll');
    const dice = await page.locator('#attack-result .die').count();
    assert.ok(dice >= 4, `attack dice shown (${dice})`);
    assert.match(await text(page, 'attack-result'), /Damage: \d+/);
    const bars = await page.locator('#chart-bars .bar').count();
    assert.ok(bars >= 2, 'a bar per damage value');
    const s = await state(page);
    const total = s.attack.value.distribution.damage.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total - 1) < 1e-9, 'probabilities sum to 1');
    await shot(page, 'attack.png');
    // 1e: the Raider fires at the CR90's fore section until it is crippled; the damage carries over.
    await page.selectOption('#edition', '1e');
    const ships = (await state(page)).ships;
    await page.selectOption('#attacker', ships.find((x) => x.ship === 'raider').id);
    await page.selectOption('#defender', ships.find((x) => x.ship === 'cr90').id);
    await page.selectOption('#section', 'fore');
    await page.fill('#attack-dice', '12');
    let crippled = false;
    for (let seed = 1; seed <= 10 && !crippled; seed++) {
      await page.fill('#seed', String(seed));
      await page.click('#roll');
      crippled = /fore section: .*CRIPPLED/.test(await text(page, 'attack-result'));
    }
    assert.ok(crippled, 'the fore section is crippled');
    assert.match(await text(page, 'range-result'), /fore section\s+cannot be targeted: it is crippled/);
    await shot(page, 'attack-1e-crippled.png');
  });
});

test('threat map shades the table for the selected huge ship and stays interactive', async () => {
  await withPage({}, async ({ page }) => {
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    await page.mouse.click(at[0], at[1]);
    await page.mouse.move(5, 5);
    await frames(page);
    // What is on screen at 400 points of the table (the map is drawn on its own layer, by its worker).
    const points = Array.from({ length: 400 }, (_, k) => [10 + ((k * 37) % 181) * 10, 10 + ((k * 53) % 90) * 10]);
    const plain = await screenColours(page, points);
    await page.check('#threat');
    // Measured in a worker (www/js/threat-worker.js): the grid comes a moment later.
    await page.waitForFunction(() => window.xwingPage.state.threat.grid?.step === 5);
    await frames(page);
    assert.ok(await has(page, 'measureRangeBatch'));
    const s = await state(page);
    assert.ok(s.threat.grid, 'a threat grid');
    const shaded = await screenColours(page, points);
    const changed = shaded.filter((c, i) => c.some((v, j) => Math.abs(v - plain[i][j]) > 10)).length;
    assert.ok(changed > 40, `the table is shaded (${changed} of 400 points changed)`);
    console.log(`threat map: the batch calls took ${s.threat.ms} ms (reported, not asserted: wall-clock time)`);
    assert.match(await text(page, 'threat-legend'), /points in \d+ ms/);
    // The legend never covers the view tools (it once hid the zoom-in button on desktop).
    const legend = await page.locator('#threat-legend').boundingBox();
    for (const id of ['zoom-in', 'zoom-out', 'fit', 'ruler']) {
      const b = await page.locator(`#${id}`).boundingBox();
      const apart = legend.x + legend.width <= b.x || b.x + b.width <= legend.x || legend.y + legend.height <= b.y || b.y + b.height <= legend.y;
      assert.ok(apart, `the threat legend covers #${id}`);
    }
    await shot(page, 'threat-map.png');
    // Still interactive: drag the CR90 with the map on; the map follows it.
    const start = await page.evaluate(() => ({ t: performance.now(), f: window.xwingPage.stats.frames }));
    await page.mouse.move(at[0], at[1]);
    await page.mouse.down();
    for (let i = 1; i <= 40; i++) await page.mouse.move(at[0] + i * 3, at[1] - i * 2);
    await page.mouse.up();
    const end = await page.evaluate(() => ({ t: performance.now(), f: window.xwingPage.stats.frames }));
    const fps = ((end.f - start.f) * 1000) / (end.t - start.t);
    console.log(`threat map on, dragging: ${fps.toFixed(1)} redraws per second, ${s.threat.ms.toFixed(1)} ms per map`);
    // Reported, not asserted (wall-clock time on a shared machine); what is asserted is that the
    // page's thread made no engine call for the map while dragging (threat.test.mjs has more).
    assert.equal(await page.evaluate(() => window.xwingPage.threatStats.pageCalls), 0, 'the map is measured off the page\'s thread');
    await page.waitForFunction(() => window.xwingPage.state.threat.grid?.step === 5, null, { timeout: 5000 });
    const after = await state(page);
    assert.notDeepEqual(after.ships.find((x) => x.id === cr90.id).pose, cr90.pose);
    await shot(page, 'threat-map-dragged.png');
  });
});

test('engine errors are shown to the person', async () => {
  await withPage({}, async ({ page }) => {
    // From the page itself: a negative seed typed into the attack panel.
    await page.fill('#seed', '-1');
    await page.click('#roll');
    assert.match(await text(page, 'attack-result'), /The engine refused: seed/);
    assert.match(await text(page, 'messages'), /Attack: seed/);
    await shot(page, 'engine-error.png');
    await page.evaluate(() => window.xwingPage.api.checkOverlap({ ship: { id: 'x', ship: 'tie', pose: { x: 0, y: 0, heading: 0 } }, ships: [] }));
    const msgs = await text(page, 'messages');
    // The field in words (player-words.js): no piece of the table is named by the request.
    assert.match(msgs, /ship kind: unknown ship "tie"/);
    assert.doesNotMatch(msgs, /subject/, 'checkOverlap names the checked ship `ship` (issue 21)');
    // The class and code are the item's attributes, for a developer; a player reads neither (issue 31).
    assert.doesNotMatch(msgs, /XwingRulesError|UNKNOWN_NAME/);
    assert.equal(await page.getAttribute('#messages li.error', 'data-code'), 'UNKNOWN_NAME');
    assert.equal(await page.getAttribute('#messages li.error', 'data-error'), 'XwingRulesError');
    assert.match(await text(page, 'toast'), /ship kind: unknown ship/, 'the latest error is also shown over the table');
  });
});

test('dragging with 20 ships on the table redraws it while the pointer moves (frame rate reported)', async () => {
  await withPage({}, async ({ page }) => {
    for (let n = (await state(page)).ships.length; n < 20; n++) {
      await page.selectOption('#add-ship-kind', ['small', 'large', 'gr75'][n % 3]);
      await page.click('#add-ship');
    }
    assert.equal((await state(page)).ships.length, 20);
    const cr90 = await shipOf(page, 'cr90');
    const at = await screenPoint(page, [cr90.pose.x, cr90.pose.y]);
    await page.mouse.move(at[0], at[1]);
    await page.mouse.down();
    await page.evaluate(() => {
      window.fpsProbe = { frames: 0, start: performance.now(), draws: window.xwingPage.stats.frames, drawMs: window.xwingPage.stats.drawMs };
      const tick = () => {
        window.fpsProbe.frames++;
        if (!window.fpsProbe.stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (let i = 0; i < 120; i++) {
      const a = (i / 120) * 2 * Math.PI;
      await page.mouse.move(at[0] + 150 * Math.sin(a), at[1] + 80 * (1 - Math.cos(a)));
    }
    const r = await page.evaluate(() => {
      const p = window.fpsProbe;
      p.stop = true;
      const secs = (performance.now() - p.start) / 1000;
      const draws = window.xwingPage.stats.frames - p.draws;
      return { fps: p.frames / secs, secs, draws, msPerDraw: (window.xwingPage.stats.drawMs - p.drawMs) / Math.max(1, draws) };
    });
    await page.mouse.up();
    console.log(`drag with 20 ships: ${r.fps.toFixed(1)} fps over ${r.secs.toFixed(2)} s, ${r.draws} redraws, ${r.msPerDraw.toFixed(2)} ms per redraw`);
    assert.ok(r.draws > 20, 'the table redraws while dragging');
    // The frame rate is reported above, not asserted: no test passes or fails by wall-clock
    // time on a busy machine (it was 50.1 fps under load average 20, 60 on a quiet machine).
    await shot(page, 'twenty-ships.png');
  });
});

test('the arcs drawn come from the engine: shipInfo arcs, no numbers of their own', async () => {
  await withPage({}, async ({ page }) => {
    const src = await page.evaluate(() => fetch('js/ships.js').then((r) => r.text()));
    assert.doesNotMatch(src, /\b(40\.62|41\.45|14\.8|224\.8|221|195|72\.4|SECTION_BASE)\b/, 'ships.js repeats no rule numbers');
    for (const edition of ['2e', '1e']) {
      await page.selectOption('#edition', edition);
      const r = await page.evaluate(() => {
        const s = window.xwingPage.state.ships.find((x) => x.ship === 'cr90');
        const info = window.xwingPage.api.shipInfo(window.xwingPage.state.edition, 'cr90').value;
        return { info, options: [...document.getElementById('arc').options].map((o) => o.value), selected: s.id };
      });
      assert.deepEqual(r.options.slice(1), r.info.arcs.map((a) => a.name), `${edition}: the Arc list is shipInfo's`);
    }
    // 1e: the attacker's default arc is its first primary arc from shipInfo (CR90: fore port).
    await page.selectOption('#attacker', (await state(page)).ships.find((x) => x.ship === 'cr90').id);
    assert.equal(await page.locator('#arc').inputValue(), 'foreLeft');
    await frames(page);
    await shot(page, 'arcs-1e-from-engine.png');
  });
});
