// Issue 31, finding 9: pilot names where a player reads, and pilot cards told apart. The
// Selected panel's line starts with the piece's name (not the engine's pilot id) and gives
// the agility shipInfo answers; the pilot list gives each card's cost (checkSquad) and a
// standard loadout, so no two entries of a ship read alike. At the laptop: the lists are
// the same on a phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './browser.mjs';
import { state, frames } from './helpers.mjs';
import { LAPTOP } from './player-view.mjs';

const options = (page, sel) => page.locator(`${sel} option`).allInnerTexts();

test('pilot names and cards told apart (laptop)', async () => {
  await withPage(LAPTOP, async ({ page }) => {
    await page.selectOption('#add-ship-faction', 'rebelalliance');
    await page.selectOption('#add-ship-kind', 't65xwing');
    const pilots = await options(page, '#add-ship-pilot');
    assert.equal(new Set(pilots).size, pilots.length, `every entry reads apart: ${pilots.join(' | ')}`);
    const lukes = pilots.filter((t) => t.startsWith('Luke Skywalker'));
    assert.equal(lukes.length, 3);
    // checkSquad prices lukeskywalker at 6 points, its Battle of Yavin card at 5 with its standard loadout.
    assert.ok(lukes.includes('Luke Skywalker (initiative 5, 6 points)'), lukes.join(' | '));
    assert.ok(lukes.includes('Luke Skywalker (initiative 5, 5 points, standard loadout)'), lukes.join(' | '));
    // Where cost and loadout agree (Darth Vader's two reprints), the card's caption tells them apart.
    await page.selectOption('#add-ship-faction', 'galacticempire');
    await page.selectOption('#add-ship-kind', 'tieadvancedx1');
    const vaders = (await options(page, '#add-ship-pilot')).filter((t) => t.startsWith('Darth Vader'));
    assert.equal(new Set(vaders).size, 3, vaders.join(' | '));
    await page.selectOption('#add-ship-faction', 'rebelalliance');
    await page.selectOption('#add-ship-kind', 't65xwing');
    await page.selectOption('#add-ship-pilot', 'lukeskywalker');
    await page.click('#add-ship');
    await frames(page);
    const facts = await page.locator('#ship-facts').innerText();
    assert.match(facts, /^Luke Skywalker \(T-65 X-wing\), Rebel\./);
    assert.match(facts, /agility 2/, 'shipInfo: a T-65 X-wing has agility 2');
    assert.doesNotMatch(facts, /lukeskywalker/);
    // A TIE/ln: agility 3.
    await page.selectOption('#add-ship-faction', 'galacticempire');
    await page.selectOption('#add-ship-kind', 'tielnfighter');
    await page.click('#add-ship');
    await frames(page);
    assert.match(await page.locator('#ship-facts').innerText(), /agility 3/);
    // Two cards of one pilot read apart in the Piece list (and on the table).
    const twice = { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'bluesquadronescort', ship: 't65xwing' }, { id: 'bluesquadronescort', ship: 't65xwing' }] };
    await page.fill('#xws-text', JSON.stringify(twice));
    await page.click('#xws-import');
    await frames(page);
    const pieces = await page.locator('#piece option').allInnerTexts();
    assert.equal(new Set(pieces).size, pieces.length, pieces.join(' | '));
    assert.ok(pieces.includes('Blue Squadron Escort (T-65 X-wing) (Rebel)') && pieces.includes('Blue Squadron Escort (T-65 X-wing) 2 (Rebel)'), pieces.join(' | '));
  });
});
