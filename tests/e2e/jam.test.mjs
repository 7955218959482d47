// The 2e jam choice on the page (core rules "Jam"): the jamming player picks which green
// token a jammed huge ship with several loses, from the options allowedActions lists, and
// the target's state follows performAction's answer. At the desktop: nothing of the phone's
// own to check (tests/e2e/helpers.mjs, `atViewports`).
import assert from 'node:assert/strict';
import { withPage, DESKTOP } from './browser.mjs';
import { atViewports, frames } from './helpers.mjs';

/**
 * A 2e CR90 facing +x at x = 450 (front edge 450 + 110.5 = 560.5) and a Gozanti facing it at
 * x = 700 (front edge 700 - 110.5 = 589.5): 29 mm apart, range 1. The Gozanti holds one
 * focus and one evade token.
 */
const SHIPS = [
  { id: 'c', ship: 'cr90', side: 'a', name: 'CR90', pose: { x: 450, y: 457, heading: 90 } },
  { id: 'g', ship: 'gozanti', side: 'b', name: 'Gozanti', pose: { x: 700, y: 457, heading: 270 } },
];

async function jamChoice(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await page.selectOption('#edition', '2e');
    await page.evaluate((ships) => {
      const p = window.xwingPage;
      p.state.ships = ships.map((s) => ({ ...s, pose: { ...s.pose } }));
      p.state.obstacles = [];
      const g = p.state.ships.find((s) => s.id === 'g');
      g.roundState = structuredClone(p.roundStateOf('g'));
      g.roundState.tokens.focus = 1;
      g.roundState.tokens.evade = 1;
      p.state.selected = { kind: 'ship', id: 'c' };
      p.changed('scene');
      p.changed('selection');
      p.changed('round');
    }, SHIPS);
    await frames(page);
    const select = '#ship-actions select[data-target-of="jam"]';
    assert.deepEqual(await page.locator(`${select} option`).allTextContents(),
      ['Gozanti (range 1): removes a focus token', 'Gozanti (range 1): removes an evade token']);
    await page.selectOption(select, { label: 'Gozanti (range 1): removes an evade token' });
    const button = page.locator('#ship-actions button[data-action="jam"]');
    await (touch ? button.tap() : button.click());
    // Evade 1 - 1 = 0, focus stays 1, and the jam token is removed: jam 0.
    const tokens = await page.evaluate(() => window.xwingPage.roundStateOf('g').tokens);
    assert.deepEqual([tokens.focus, tokens.evade, tokens.jam], [1, 0, 0]);
    assert.match(await page.locator('#action-result').textContent(), /jam: Gozanti at range 1 removes an evade token; the jam token is removed\./);
  });
}

atViewports('2e jam: the jamming player picks the token', { desktop: DESKTOP }, jamChoice);
