// Issue 31, findings 1, 4 and 5: importing a squad as a player would expect. A ship id
// given as a pilot is flown by the ship's one pilot, or the player picks which (several);
// a misspelt pilot is left out and named with the nearest known pilots by their names;
// Into adds the squad or replaces the table; the side is the squad's faction's; a round
// starts with the pieces on the table. At the laptop and the phone (taps, the box over the
// phone's small table) for 1 and 5; at the laptop for 4 (the same words on a phone).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage, PHONE } from './browser.mjs';
import { atViewports, state, frames } from './helpers.mjs';
import { LAPTOP, assertNoEngineWords, press, inView } from './player-view.mjs';

const CR90_AS_PILOT = { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'cr90corelliancorvette', ship: 'cr90corelliancorvette' }, { id: 't65xwing', ship: 't65xwing' }] };

async function openTools(page) {
  if ((await page.isVisible('#tools-toggle')) && (await page.getAttribute('#tools-toggle', 'aria-expanded')) === 'false') await page.locator('#tools-toggle').click();
}

/** Pastes the squad, chooses Into, and presses Import squad. */
export async function importXws(page, touch, xws, into = 'add') {
  await openTools(page);
  await page.fill('#xws-text', JSON.stringify(xws));
  await page.selectOption('#xws-into', into);
  await press(page, touch, '#xws-import');
}

/** Start round: the Activation phase, nothing refused. */
async function roundStarts(page, touch) {
  await press(page, touch, '#round-start');
  const notes = await page.locator('#round-notes').innerText();
  assert.doesNotMatch(notes, /cannot start/, notes);
  assert.match(await page.locator('#round-phase-name').innerText(), /Activation phase/);
}

async function shipIdAsPilot(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await importXws(page, touch, CR90_AS_PILOT, 'replace');
    // The CR90 has one Rebel pilot in the data: taken at once. The X-wing has many: the page asks.
    assert.ok(await inView(page, '#import-ask select'), 'the question is on screen');
    const options = await page.locator('#import-ask select option').allInnerTexts();
    assert.ok(options.length > 10 && new Set(options).size === options.length, options.join(' | '));
    const luke = options.findIndex((t) => t === 'Luke Skywalker (initiative 5, 6 points)');
    await page.selectOption('#import-ask select', String(luke));
    await press(page, touch, '#import-ask button.primary');
    assert.equal(await page.isVisible('#import-ask'), false);
    const st = await state(page);
    assert.deepEqual(st.ships.map((s) => s.name), ['Alderaanian Guard (CR90 Corellian Corvette)', 'Luke Skywalker (T-65 X-wing)']);
    assert.deepEqual(st.ships.map((s) => s.ship), ['cr90', 'lukeskywalker']);
    assert.equal(st.obstacles.length, 0, 'the table was replaced');
    assert.ok(st.ships.every((s) => s.side === 'a'));
    assert.match(await page.locator('#messages').innerText(), /CR90 Corellian Corvette given as a pilot: flown by its pilot Alderaanian Guard/);
    await assertNoEngineWords(page, 'after the import');
    await roundStarts(page, touch);
  });
}

atViewports('an imported ship id is flown by its pilot, or the player picks one', { laptop: LAPTOP, phone: PHONE }, shipIdAsPilot);

test('a misspelt pilot is named with the nearest known pilots, not placed, and the round starts (laptop)', async () => {
  await withPage(LAPTOP, async ({ page }) => {
    const before = (await state(page)).ships.length;
    await importXws(page, false, { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'lukeskywalkr', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }] });
    const text = await page.locator('#messages').innerText();
    assert.match(text, /"lukeskywalkr" is no 2nd-edition pilot: did you mean Luke Skywalker \(T-65 X-wing\) or Anakin Skywalker/);
    assert.doesNotMatch(text, /No room left/);
    const st = await state(page);
    assert.equal(st.ships.length, before + 1, 'Wedge alone is added');
    assert.ok(!st.ships.some((s) => /lukeskywalkr/.test(s.name + s.ship)));
    await assertNoEngineWords(page, 'after the import');
    await roundStarts(page, false);
  });
});

async function replaceOrAdd(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    const opening = (await state(page)).ships.length;
    // The Side of Add ship says Imperial: a Rebel squad still goes to the Rebel side, by its faction.
    await openTools(page);
    await page.selectOption('#add-ship-side', 'b');
    const rebels = { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }] };
    await importXws(page, touch, rebels, 'add');
    let st = await state(page);
    assert.equal(st.ships.length, opening + 2, 'added to the opening scene');
    assert.deepEqual(st.ships.slice(-2).map((s) => s.side), ['a', 'a']);
    await importXws(page, touch, { version: '2.0.0', faction: 'galacticempire', pilots: [{ id: 'darthvader', ship: 'tieadvancedx1' }] }, 'replace');
    st = await state(page);
    assert.deepEqual(st.ships.map((s) => [s.name, s.side]), [['Darth Vader (TIE Advanced x1)', 'b']]);
    assert.equal(st.obstacles.length, 0);
    await importXws(page, touch, rebels, 'add');
    st = await state(page);
    assert.deepEqual(st.ships.map((s) => s.side), ['b', 'a', 'a']);
    // Room between the imported bases for their names (drawn under each base).
    const [a, b] = st.ships.slice(1).map((s) => s.pose);
    assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= 40 + 30, `${JSON.stringify([a, b])}`);
    await press(page, touch, '#undo');
    assert.equal((await state(page)).ships.length, 1, 'one undo takes the added squad off');
    await press(page, touch, '#undo');
    assert.equal((await state(page)).ships.length, opening + 2, 'one undo puts the replaced table back');
  });
}

atViewports('Import squad adds to or replaces the table, on the faction\'s side', { laptop: LAPTOP, phone: PHONE }, replaceOrAdd);
