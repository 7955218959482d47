// What a player sees, for the tests of issue 31: the laptop viewport the issue was tried at,
// whether a control is inside the viewport, and the words no player should read (engine
// call names, error codes, class names).
import assert from 'node:assert/strict';
import { frames } from './helpers.mjs';

/** The desktop the issue was tried at (docs/page.md's tests use 1366 × 768 elsewhere). */
export const LAPTOP = { width: 1280, height: 800 };

/** Engine call names, error codes and the error's class name: never in what a player reads. */
export const ENGINE_WORDS = /\b(XwingRulesError|[A-Z]{3,}_[A-Z_]{3,}|placeMove|moveWing|placeWing|checkWingSplit|joinWing|dockShip|deployShip|checkDeployment|scoreGame|applyEffects|roundOrder|allowedActions|performAction|energyStep|endPhase|crippleSection|measureRange|measureRangeBatch|resolveAttack|shipInfo|checkOverlap|cardIndex|squadShips|checkSquad)\b/;

/** Everything on the page a player reads: its text, and the titles and labels of its controls. */
export function readable(page) {
  return page.evaluate(() => [document.body.innerText,
    ...[...document.querySelectorAll('[title], [aria-label], [placeholder]')].flatMap((e) => [e.title, e.getAttribute('aria-label'), e.placeholder])].filter(Boolean).join('\n'));
}

/** Fails with the offending words when the page shows an engine name, code or class. */
export async function assertNoEngineWords(page, when) {
  const text = await readable(page);
  const m = text.match(ENGINE_WORDS);
  const at = m ? text.slice(Math.max(0, m.index - 80), m.index + 80) : '';
  assert.equal(m, null, `${when}: a player reads "${m?.[0]}" in «${at}»`);
}

/** Whether the element is visible and wholly inside the viewport (nothing to scroll to reach it). */
export function inView(page, selector) {
  return page.evaluate((sel) => {
    const e = document.querySelector(sel);
    if (!e) return false;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) return false;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) return false;
    // Not hidden under something else (a sticky bar, an overlay): the element is at its own centre.
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!at && (e === at || e.contains(at));
  }, selector);
}

/** A click, or a tap on a touch screen, on the control (scrolled to first, as a person would). */
export async function press(page, touch, selector) {
  const b = page.locator(selector).first();
  await b.scrollIntoViewIfNeeded();
  if (touch) await b.tap();
  else await b.click();
  await frames(page);
}
