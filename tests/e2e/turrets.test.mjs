// A 2e huge ship's turret arc indicators on the round scene (docs/round.md "Turret arc
// indicators (2e)"): added in the Ship state panel (the engine checks the state), drawn
// on the ship in the arc they point at, measured by the Range panel (measureRange's
// `turret`), fired through by the Attack panel (the arc the engine measured), and turned
// by the rotate action (performAction). Rotating changes the drawing and the engine's
// answers together. At the phone (taps, its touch targets and layout); the desktop run
// called the engine the same way (tests/e2e/helpers.mjs, `atViewports`).
import assert from 'node:assert/strict';
import { withPage, shot, PHONE } from './browser.mjs';
import { atViewports, state, frames, snap, changedSince } from './helpers.mjs';

/**
 * Epic table, mm (y down; heading 0 faces −y). The CR90 (80 × 221 mm) faces up at
 * (500, 457); the TIE stands 140 mm off its right edge, in its right arc (range 2).
 */
const SHIPS = [
  { id: 'c', ship: 'cr90', side: 'a', name: 'CR90', pose: { x: 500, y: 457, heading: 0 } },
  { id: 'x', ship: 'small', side: 'b', name: 'TIE', pose: { x: 700, y: 457, heading: 0 } },
];
/** Inside the drawn right-arc indicator (it reaches 45 mm past the base's half length, 155.5 mm from the centre), clear of the TIE and the range line. */
const RIGHT = [555, 410, 625, 440];
/** Inside the drawn front-arc indicator, ahead of the bow. */
const FRONT = [480, 310, 520, 335];
const PDB = 'Point-Defense Battery';

/** Controls under `selector` smaller than 40 × 40 CSS px (the phone's touch targets). */
const smallTargets = (page, selector) => page.evaluate((sel) => [...document.querySelectorAll(`${sel} button, ${sel} select, ${sel} input:not([type="checkbox"])`)]
  .map((e) => [e.id || e.textContent, e.getBoundingClientRect()]).filter(([, r]) => r.width && (r.width < 40 || r.height < 40)).map(([n]) => n), selector);
const press = (page, touch, selector) => (touch ? page.locator(selector).tap() : page.locator(selector).click());
const roundState = (page, id) => page.evaluate((id) => window.xwingPage.roundStateOf(id), id);

async function setTable(page, edition) {
  await page.selectOption('#edition', edition);
  await page.evaluate((ships) => {
    const p = window.xwingPage;
    p.state.ships = ships.map((s) => ({ ...s, pose: { ...s.pose } }));
    p.state.obstacles = [];
    p.state.selected = { kind: 'ship', id: 'c' };
    p.changed('scene');
    p.changed('selection');
  }, SHIPS);
}

async function turrets(viewport, name) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    // 1e: the engine keeps no indicator for a huge ship; the panel says so and offers none.
    await setTable(page, '1e');
    assert.match(await page.locator('#ship-turrets').innerText(), /none \(the engine: 1e huge ships have no turret arc indicators\)/);
    assert.equal(await page.locator('#turret-add').count(), 0);
    await setTable(page, '2e');
    await frames(page);
    await snap(page, 'right-empty', RIGHT);
    // Add an indicator pointing right.
    await page.fill('#turret-upgrade', PDB);
    await page.selectOption('#turret-arc', 'right');
    await press(page, touch, '#turret-add');
    assert.deepEqual((await roundState(page, 'c')).turrets, [{ upgrade: PDB, arc: 'right', double: false }]);
    await frames(page);
    assert.ok(await changedSince(page, 'right-empty') > 0.5, 'the indicator is drawn in the right arc');
    // A second one for the same upgrade is refused by the engine (one indicator per upgrade).
    await page.fill('#turret-upgrade', PDB);
    await press(page, touch, '#turret-add');
    assert.match(await page.locator('#turret-result').innerText(), /The engine refused: .*its own upgrade/);
    assert.equal((await roundState(page, 'c')).turrets.length, 1);
    // The Range panel measures the indicator: the CR90's right arc holds the TIE at range 2.
    await page.selectOption('#attacker', 'c');
    await page.selectOption('#defender', 'x');
    await page.selectOption('#arc', `turret:${PDB}`);
    let r = (await state(page)).range.value;
    assert.deepEqual([r.arc, r.inArc, r.range], ['right', true, 2]);
    assert.match(await page.locator('#range-result').innerText(), /yes, in the right arc \(turret arc indicator of Point-Defense Battery\)/);
    // The attack fires in the arc the engine measured.
    await page.fill('#attack-dice', '2');
    await page.fill('#seed', '3');
    await press(page, touch, '#roll');
    let a = (await state(page)).attack;
    assert.equal(a.request.arc, 'right');
    assert.deepEqual(a.request.weapon, { kind: 'special', attack: 2, range: [1, 3] }, 'a turret indicator is a special weapon, not the primary');
    assert.ok(a.value, `the attack was rolled: ${JSON.stringify(a.error)}`);
    await frames(page);
    await snap(page, 'right', RIGHT);
    await snap(page, 'front', FRONT);
    await shot(page, `turret-right-${name}.png`);
    // The rotate action turns it to the front: drawing and answers change together.
    await page.selectOption(`#ship-turrets select[data-rotate-to="${PDB}"]`, 'front');
    await press(page, touch, `#ship-turrets button[data-rotate="${PDB}"]`);
    const st = await roundState(page, 'c');
    assert.deepEqual(st.turrets, [{ upgrade: PDB, arc: 'front', double: false }]);
    assert.deepEqual(st.used.actions.map((x) => x.action), ['rotate'], 'the rotate action is the ship\'s action this round');
    assert.equal(await page.locator('#turret-result').innerText(), `rotate: ${PDB} → front.`);
    await frames(page);
    assert.ok(await changedSince(page, 'right') > 0.5, 'the right arc is no longer drawn');
    assert.ok(await changedSince(page, 'front') > 0.5, 'the front arc is drawn');
    r = (await state(page)).range.value;
    assert.deepEqual([r.arc, r.inArc], ['front', false], 'measureRange: the TIE is not in the front arc');
    assert.match(await page.locator('#arc option:checked').textContent(), /turret: Point-Defense Battery \(front\)/);
    // Now the engine refuses the attack: the TIE is outside the arc it fires in.
    await press(page, touch, '#roll');
    a = (await state(page)).attack;
    assert.equal(a.request.arc, 'front');
    assert.equal(a.value, null, 'refused');
    assert.match(await page.locator('#attack-result').innerText(), /The engine refused/);
    // Removing the indicator takes it off the table and out of the Range panel's arcs.
    await press(page, touch, `#ship-turrets button[data-remove="${PDB}"]`);
    assert.deepEqual((await roundState(page, 'c')).turrets, []);
    assert.equal(await page.locator(`#arc option[value="turret:${PDB}"]`).count(), 0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
    if (touch) assert.deepEqual(await smallTargets(page, '#ship-turrets'), [], 'every control at least 40 × 40 px');
    await shot(page, `turret-front-${name}.png`);
  });
}

atViewports('turret arc indicators: add, measure, attack, rotate', { phone: PHONE }, turrets);
