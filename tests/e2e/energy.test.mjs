// The 1e Energy steps after Gain Energy on the page (docs/round.md `energyStep`; seed 003
// "Energy Steps in the Activation Phase"): a CR90 gains 3 energy from its 2 straight,
// the person equips a card with an energy limit of 2, allocates energy to it (never above
// its limit: the engine refuses 3), uses it once this round, and uses a damage card's
// "Energy:" cost from the ship card. 2e offers none of it (the engine refuses the steps).
// At the phone (taps, its touch targets and layout); the desktop run called the engine
// the same way (tests/e2e/helpers.mjs, `atViewports`).
import assert from 'node:assert/strict';
import { withPage, shot, PHONE } from './browser.mjs';
import { atViewports, frames } from './helpers.mjs';

const SHIPS = [
  { id: 'c', ship: 'cr90', side: 'a', name: 'CR90', pose: { x: 450, y: 457, heading: 90 } },
  { id: 't', ship: 'small', side: 'b', name: 'TIE', pose: { x: 1400, y: 250, heading: 270 } },
];
const QLC = 'Quad Laser Cannons';

/** Controls under `selector` smaller than 40 × 40 CSS px (the phone's touch targets). */
const smallTargets = (page, selector) => page.evaluate((sel) => [...document.querySelectorAll(`${sel} button, ${sel} select, ${sel} input:not([type="checkbox"])`)]
  .map((e) => [e.id || e.textContent, e.getBoundingClientRect()]).filter(([, r]) => r.width && (r.width < 40 || r.height < 40)).map(([n]) => n), selector);
const press = (page, touch, selector) => (touch ? page.locator(selector).tap() : page.locator(selector).click());
const roundState = (page, id) => page.evaluate((id) => window.xwingPage.roundStateOf(id), id);
const result = (page) => page.locator('#energy-result').innerText();

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

async function energy(viewport, name) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await setTable(page, '2e');
    assert.equal(await page.locator('#energy-card-add').count(), 0, '2e: no Allocate / Use Energy steps');
    await setTable(page, '1e');
    assert.match(await page.locator('#ship-energy').innerText(), /Energy cards \(1e: Allocate and Use Energy\)/);
    // Gain Energy: the 1e CR90's 2 straight shows 3 energy icons, onto the aft card (limit 5).
    const b = '#dial button.move[data-maneuver="2:straight"]';
    if (touch) await page.locator(b).tap();
    await press(page, touch, b);
    await frames(page);
    assert.equal((await roundState(page, 'c')).cards[1].energy, 3);
    // A card with an energy limit of 2.
    await page.fill('#energy-card-name', QLC);
    await page.fill('#energy-card-limit', '2');
    await press(page, touch, '#energy-card-add');
    assert.deepEqual((await roundState(page, 'c')).upgrades, [{ name: QLC, energy: 0, energyLimit: 2 }]);
    // Allocate 3: above its limit of 2, refused by the engine; 2: ship card 3 → 1, the card 2 of 2.
    await page.fill('#allocate-amount', '3');
    await press(page, touch, '#allocate');
    assert.match(await result(page), /The engine refused: .*holds 0 of its limit 2; 3 more would exceed it/);
    await page.fill('#allocate-amount', '2');
    await press(page, touch, '#allocate');
    let st = await roundState(page, 'c');
    assert.deepEqual([st.cards[1].energy, st.upgrades[0].energy], [1, 2]);
    assert.equal(await result(page), `Allocate energy: 2 from the ship card (3 → 1) to ${QLC}, which holds 2 of its limit 2.`);
    // Use it (cost 1, from the card's own energy), once this round.
    await page.fill('#use-card', QLC);
    await page.fill('#use-cost', '1');
    await press(page, touch, '#use-energy');
    st = await roundState(page, 'c');
    assert.deepEqual([st.cards[1].energy, st.upgrades[0].energy, st.used.energyCards], [1, 1, [QLC]]);
    assert.match(await page.locator(`#ship-energy [data-card="${QLC}"]`).innerText(), /1 \/ 2 · used this round/);
    await press(page, touch, '#use-energy');
    assert.match(await result(page), /already used this round/);
    // A damage card's "Energy:" header: its cost comes from the ship card, 1 → 0.
    await page.fill('#use-card', 'Damaged Sensor Array');
    await press(page, touch, '#use-energy');
    st = await roundState(page, 'c');
    assert.deepEqual([st.cards[1].energy, st.used.energyCards], [0, [QLC, 'Damaged Sensor Array']]);
    assert.match(await page.locator('#ship-state tr[data-card="aft"] [data-k="energy"]').innerText(), /^0 \/ 5$/);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
    if (touch) assert.deepEqual(await smallTargets(page, '#ship-energy'), [], 'every control at least 40 × 40 px');
    await page.locator('#ship-energy').scrollIntoViewIfNeeded();
    await shot(page, `energy-${name}.png`);
  });
}

atViewports('1e Allocate and Use Energy', { phone: PHONE }, energy);
