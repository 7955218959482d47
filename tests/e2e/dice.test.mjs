// Same dice (issue 22, item 2): the seed is fixed when a preview is shown, and the
// execution rolls with it, so the dice, damage and tokens executed are the ones previewed,
// with a mouse (hover, click), the keyboard (focus, Enter) and touch (tap, tap or
// Execute). Many tries, each from a slightly different table (so with a new seed): in the
// 1st edition an X-wing's 2 straight ends on the CR90, and a standard ship overlapping a
// huge ship rolls an attack die (seed 003 "Overlapping"; engine: src/round/maneuver_tests.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, DESKTOP, PHONE } from './browser.mjs';
import { state, frames } from './helpers.mjs';

const TRIES = 8;

/** The outcome panel's lines (paragraphs and dice rows). */
const lines = (page) => page.evaluate(() => [...document.querySelectorAll('#move-outcome > *')].map((e) => e.innerText.trim()));

/** The executed result without its title and the notes on pieces taken off the table. */
function executedLines(all) {
  assert.match(all[0], /^Executed by X-wing Red 2/, `an executed result: ${all.join(' | ')}`);
  return all.slice(1).filter((l) => !/is (taken off the table|destroyed)/.test(l));
}

/** Puts the X-wing below the CR90, `dx` mm right of its centre (a new table, so a new seed); undoes the last execution first. */
async function setUp(page, id, dx, undo) {
  if (undo) await undo();
  await page.selectOption('#piece', `ship:${id}`);
  for (const [field, value] of [['x', 700 + dx], ['y', 760], ['heading', 0]]) {
    await page.fill(`#pose-${field}`, String(value));
    await page.press(`#pose-${field}`, 'Tab');
  }
  await frames(page);
}

/** Runs the tries with `previewIt` and `flyIt`, comparing the preview's lines with the executed ones. */
async function tries(page, { previewIt, flyIt, undo }) {
  if ((await state(page)).edition !== '1e') await page.selectOption('#edition', '1e');
  const xwing = (await state(page)).ships.find((s) => s.name === 'X-wing Red 2');
  const seeds = new Set();
  for (let i = 0; i < TRIES; i++) {
    await setUp(page, xwing.id, i * 0.5, i > 0 ? undo : null);
    await previewIt();
    const s = await state(page);
    assert.equal(s.preview?.maneuver?.speed, 2, `try ${i}: 2 straight previewed`);
    assert.ok(s.preview.value.outcome.effects.some((e) => e.type === 'roll'), `try ${i}: the preview rolls a die`);
    seeds.add(s.preview.seed);
    const shown = await lines(page);
    await flyIt();
    await frames(page);
    assert.deepEqual(executedLines(await lines(page)), shown, `try ${i}: the executed dice and effects are the previewed ones`);
  }
  assert.equal(seeds.size, TRIES, 'every try had its own seed');
}

const three = (page) => page.locator('#dial button.move[data-maneuver="2:straight"]');

test('desktop mouse and keyboard: the executed dice are the previewed dice', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const undo = () => page.click('#undo');
    await tries(page, {
      undo,
      previewIt: async () => {
        await page.mouse.move(5, 5);
        await three(page).hover();
      },
      flyIt: () => three(page).click(),
    });
    await tries(page, {
      undo,
      // The pointer off the dial first: a button drawn anew under a resting pointer gets a
      // pointerenter from the browser whenever it next re-checks hover (sooner or later on
      // a busy machine), which would preview it over the executed result.
      previewIt: async () => {
        await page.mouse.move(5, 5);
        await three(page).focus();
      },
      flyIt: () => page.keyboard.press('Enter'),
    });
    // Previewing again (hover, leave, hover) shows the same dice: the seed belongs to the table.
    await page.mouse.move(5, 5);
    await three(page).hover();
    const first = (await state(page)).preview.seed;
    await page.mouse.move(5, 5);
    await three(page).hover();
    assert.equal((await state(page)).preview.seed, first, 'the same seed when previewed again');
  });
});

// Phone (touch).
test('phone touch: the executed dice are the previewed dice (second tap and Execute)', async () => {
  await withPage(PHONE, async ({ page }) => {
    const undo = () => page.tap('#undo');
    await tries(page, { undo, previewIt: () => three(page).tap(), flyIt: () => three(page).tap() });
    await tries(page, {
      undo,
      previewIt: () => three(page).tap(),
      flyIt: () => page.locator('#over-table button', { hasText: 'Execute' }).tap(),
    });
  });
});
