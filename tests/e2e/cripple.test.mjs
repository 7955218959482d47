// Crippling after an attack on the round scene (docs/round.md `crippleSection`): a
// 1e Raider fires at a CR90 whose aft and fore sections each hold 7 damage cards of
// their hull 8 and no shields, so one hit cripples the targeted section. The page
// asks crippleSection for the flip with the crippled side's values the person typed,
// and the ship state panel shows what the engine answered. At the phone (taps, its layout);
// the desktop run called the engine the same way (tests/e2e/helpers.mjs, `atViewports`).
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { atViewports, state } from './helpers.mjs';

/** Epic table, mm: the Raider 110 mm below the CR90's aft half, facing it (range 2, both sections in arc). */
const SHIPS = [
  { id: 'c', ship: 'cr90', side: 'a', name: 'CR90', pose: { x: 450, y: 457, heading: 90 } },
  { id: 'r', ship: 'raider', side: 'b', name: 'Raider', pose: { x: 400, y: 720, heading: 0 } },
];

const press = (page, touch, selector) => (touch ? page.locator(selector).tap() : page.locator(selector).click());
const roundState = (page, id) => page.evaluate((id) => window.xwingPage.roundStateOf(id), id);
const row = (page, card) => page.evaluate((card) => {
  const tr = document.querySelector(`#ship-state tr[data-card="${card}"]`);
  const get = (k) => tr?.querySelector(`[data-k="${k}"]`)?.textContent;
  return { shields: get('shields'), energy: get('energy'), crippled: get('crippled') };
}, card);

async function setTable(page) {
  await page.selectOption('#edition', '1e');
  await page.evaluate((ships) => {
    const p = window.xwingPage;
    p.state.ships = ships.map((s) => ({ ...s, pose: { ...s.pose } }));
    p.state.obstacles = [];
    p.state.selected = null;
    p.changed('scene');
    // Earlier attacks: 7 facedown damage cards on each section (hull 8), no shields; 4 energy on the aft card.
    const c = p.state.ships.find((s) => s.id === 'c');
    c.roundState = structuredClone(p.roundStateOf('c'));
    for (const card of c.roundState.cards) {
      card.shields = 0;
      card.damage = Array.from({ length: 7 }, () => ({ name: '', faceup: false, text: '' }));
    }
    c.roundState.cards[1].energy = 4;
    p.changed('round');
  }, SHIPS);
}

async function attack(page, touch, section, seed) {
  await page.selectOption('#attacker', 'r');
  await page.selectOption('#defender', 'c');
  await page.selectOption('#section', section);
  await page.fill('#attack-dice', '4');
  await page.fill('#seed', String(seed));
  await press(page, touch, '#roll');
  return (await state(page)).attack;
}

async function crippling(viewport, name) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await setTable(page);
    // The crippled side's printed values, typed by the person: energy limit 2, shield value 1
    // (asked only when the defender has sections).
    assert.equal(await page.locator('#crippled-side').isVisible(), false, 'no defender chosen yet');
    await page.selectOption('#defender', 'c');
    await page.fill('#crippled-energy', '2');
    await page.fill('#crippled-shields', '1');
    let a = await attack(page, touch, 'aft', 1);
    assert.ok(a.value, `the attack was rolled: ${JSON.stringify(a.error)}`);
    assert.ok(a.value.dealt.some((d) => d.kind === 'crippled' && d.section === 'aft'), 'the engine reports the aft crippled');
    // crippleSection was asked for the aft with the typed values; its state is the ship's now.
    assert.equal(a.cripple.length, 1);
    const [answer] = a.cripple;
    assert.deepEqual([answer.request.section, answer.request.energyLimit, answer.request.shieldValue], ['aft', 2, 1]);
    // 4 energy on a crippled side whose limit is 2: 2 discarded; no shields were left to lose.
    assert.deepEqual([answer.value.energyDiscarded, answer.value.shieldsLost, answer.value.destroyed], [2, 0, false]);
    assert.deepEqual(await roundState(page, 'c'), answer.value.state, 'the CR90\'s state is crippleSection\'s answer');
    assert.match(await page.locator('#attack-result').innerText(), /Crippled: the aft section flips to its crippled side; 2 energy discarded, 0 shields lost/);
    // The ship state panel of the CR90.
    await page.selectOption('#piece', 'ship:c');
    assert.deepEqual(await row(page, 'aft'), { shields: '0 / 1', energy: '2 / 2', crippled: 'crippled' });
    const line = page.locator('#ship-state [data-k="crippled-aft"]');
    assert.equal(await line.textContent(), 'aft section crippled (crippleSection: 2 energy discarded, 0 shields lost, no upgrade discarded); now shields 1, energy limit 2.');
    assert.equal(await line.isVisible(), true);
    // The aft cannot be targeted any more; the fore's hit cripples it too: both crippled, destroyed.
    assert.match(await page.locator('#range-result').innerText(), /aft section\s+cannot be targeted: it is crippled/);
    await page.fill('#crippled-energy', '');
    await page.fill('#crippled-shields', '');
    a = await attack(page, touch, 'fore', 1);
    assert.ok(a.value, `the attack was rolled: ${JSON.stringify(a.error)}`);
    assert.equal(a.cripple.length, 1);
    assert.equal(a.cripple[0].request.energyLimit, undefined, 'left empty: not sent');
    assert.equal(a.cripple[0].value.destroyed, true);
    const st = await roundState(page, 'c');
    assert.deepEqual(st, a.cripple[0].value.state);
    assert.deepEqual([st.destroyed, st.cards.map((c) => c.crippled)], [true, [true, true]]);
    await page.selectOption('#piece', 'ship:c');
    assert.match(await page.locator('#ship-state [data-k="crippled-fore"]').textContent(), /both sections crippled: the ship is destroyed/);
    assert.match(await page.locator('#ship-state').innerText(), /Destroyed\./);
    // The phone keeps its layout: nothing wider than the screen.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
    await page.locator('#ship-state').scrollIntoViewIfNeeded();
    await shot(page, `cripple-${name}.png`);
  });
}

atViewports('an attack that cripples a 1e section calls crippleSection', { phone: PHONE }, crippling);
