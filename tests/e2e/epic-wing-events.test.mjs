// The Epic wing's events (docs/epic.md "Forced splitting", "Joining"), at the phone (taps,
// its touch targets and layout; the desktop run called the engine the same way:
// tests/e2e/helpers.mjs, `atViewports`): a wingmate split by the allied ship joins its wing again with
// joinWing (refused while its place is taken, then placed back in formation with one
// stress); and, with a stressed and an ionized wingmate, the leader's red 4 K-turn:
// checkWingSplit's answer for the move's events is shown, the stress the red maneuver
// gave is kept on every ship that flew it in formation.
import assert from 'node:assert/strict';
import { withPage, shot, PHONE } from './browser.mjs';
import { atViewports, state, frames } from './helpers.mjs';

const epicOf = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.xwingPage.epic)));
const engine = (page, name, request) => page.evaluate(([n, r]) => {
  const out = window.xwingPage.api[n](r);
  return out.error ? { error: out.error.message } : JSON.parse(JSON.stringify(out.value));
}, [name, request]);
/** Controls under `selector` smaller than 40 × 40 CSS px (the phone's touch targets). */
const smallTargets = (page, selector) => page.evaluate((sel) => [...document.querySelectorAll(`${sel} button, ${sel} select, ${sel} input:not([type="checkbox"])`)]
  .map((e) => [e.id || e.textContent, e.getBoundingClientRect()]).filter(([, r]) => r.width && (r.width < 40 || r.height < 40)).map(([n]) => n), selector);
const press = async (page, touch, selector) => {
  const b = page.locator(selector);
  await b.scrollIntoViewIfNeeded();
  if (touch) await b.tap();
  else await b.click();
  await frames(page);
};
/** Flies a wing maneuver: hover then click, or a tap to preview and a tap to fly. */
async function flyWing(page, touch, speed, bearing) {
  const sel = `#epic-wing-dial button[data-speed="${speed}"][data-bearing="${bearing}"]`;
  if (touch) await press(page, touch, sel);
  await press(page, touch, sel);
}
const byName = async (page, name) => (await state(page)).ships.find((s) => s.name === name);
async function select(page, name) {
  await page.selectOption('#piece', `ship:${(await byName(page, name)).id}`);
  await frames(page);
}
/**
 * Types a token count and presses Enter, as a player does: the browser fires the field's
 * change itself. (A change dispatched by hand leaves the field edited in the browser's
 * eyes, so the panel's redraw, removing it, fired a second change under the removal.)
 */
async function setToken(page, key, n) {
  await page.fill(`#epic-${key}`, String(n));
  await page.press(`#epic-${key}`, 'Enter');
  await frames(page);
}

/** Plays a round to its end: Start round, end the Activation and Engagement phases, run the End phase. */
async function playToEndOfRound(page, touch) {
  await press(page, touch, '#round-start');
  assert.match(await page.locator('#round-phase-name').innerText(), /Activation phase/, await page.locator('#round-notes').innerText());
  await press(page, touch, '#round-phase');
  await press(page, touch, '#round-phase');
  assert.match(await page.locator('#round-phase-name').innerText(), /End phase/);
  await press(page, touch, '#round-phase');
  assert.equal(await page.locator('#round-phase-name').innerText(), 'No round in progress');
}

async function joining(viewport, tag) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await press(page, touch, '#epic-toggle');
    // A 2 straight, then a 1 straight runs the right flank (Red 3) and the right support (Red 6) into the ally.
    await flyWing(page, touch, 2, 'straight');
    await flyWing(page, touch, 1, 'straight');
    let red3 = await byName(page, 'Red 3');
    assert.equal(red3.epic.split?.cause, 'cannotBePlacedWhileMoving');
    // The move's events split nobody else (white and blue maneuvers, no tokens).
    let e = await epicOf(page);
    assert.deepEqual(e.wingSplit.value, await engine(page, 'checkWingSplit', e.wingSplit.request));
    assert.deepEqual(e.wingSplit.value.splits, []);
    // The panel agrees with the table: the ships split while flying are named, and are not "still in the wing".
    const splitText = await page.locator('#epic-wing-split').innerText();
    assert.match(splitText, /Red 3 \(right flank\) split while flying: cannot be placed while moving/);
    assert.match(splitText, /No other wingmate must split for these events/);
    const still = /Still in the wing: ([^.]*)\./.exec(splitText)[1].split(', ');
    const inWing = (await state(page)).ships.filter((s) => s.epic?.leader && !s.epic.split).map((s) => s.name);
    assert.deepEqual(still, inWing);
    assert.ok(!still.includes('Red 3'));

    // Joining waits for the end of the End phase (Epic Battles Rules Reference › Joining).
    await select(page, 'Red 3');
    assert.equal(await page.locator('#epic-join').count(), 0, 'no Join mid-round');
    assert.match(await page.locator('#epic-join-when').innerText(), /only at the end of the End phase/);
    await playToEndOfRound(page, touch);
    // Join: refused while the ally stands on its place, then placed back in formation.
    await select(page, 'Red 3');
    await press(page, touch, '#epic-join');
    e = await epicOf(page);
    assert.ok(e.join.error, 'refused');
    assert.match(await page.locator('#epic-join-out').innerText(), /Cannot join: Red 3 \(wing position\): join: its place in formation overlaps Blue 1 \(ally\)/);
    assert.doesNotMatch(await page.locator('#epic-join-out').innerText(), /small-\d+/, 'the refusal names ships, not ids');
    assert.deepEqual(await engine(page, 'joinWing', e.join.request), { error: (await page.evaluate(() => window.xwingPage.epic.join.error.message)) });
    const ally = await byName(page, 'Blue 1 (ally)');
    await page.evaluate((id) => {
      const s = window.xwingPage.state.ships.find((x) => x.id === id);
      s.pose = { ...s.pose, y: 420 };
      window.xwingPage.changed('scene');
    }, ally.id);
    await select(page, 'Red 3');
    await press(page, touch, '#epic-join');
    e = await epicOf(page);
    assert.ok(e.join.value, `joined: ${JSON.stringify(e.join.error)}`);
    assert.deepEqual(e.join.value, await engine(page, 'joinWing', e.join.request), 'the page shows joinWing\'s answer');
    red3 = await byName(page, 'Red 3');
    assert.deepEqual(red3.pose, e.join.value.pose, 'placed where the engine says');
    assert.equal(red3.epic.split, undefined, 'back in the wing');
    assert.match(/Still in the wing: ([^.]*)\./.exec(await page.locator('#epic-wing-split').innerText())[1], /Red 3/, 'the wing panel agrees after the join');
    assert.equal(red3.rules.stress, 1, 'joining gives one stress (Epic rules reference, "Joining")');
    assert.match(await page.locator('#epic-join-out').innerText(), /Red 3 joins the wing at right flank \(range [01], [\d.]+ mm from the leader\) and gains 1 stress/);
    assert.equal(await page.locator('#epic-stress').inputValue(), '1');
    if (touch) assert.deepEqual(await smallTargets(page, '#epic-wing-ship'), [], 'every control at least 40 × 40 px');
    await shot(page, `epic-join-${tag}.png`);

    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
  });
}

async function splitEvents(viewport, tag) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await press(page, touch, '#epic-toggle');
    // Red 3 (right flank) is stressed; Red 4 (rear support) takes an ion token; the leader flies its red 4 K-turn.
    await select(page, 'Red 3');
    await setToken(page, 'stress', 1);
    const red3 = await byName(page, 'Red 3');
    assert.equal(red3.rules.stress, 1);
    await select(page, 'Red 4');
    await setToken(page, 'ion', 1);
    assert.equal((await byName(page, 'Red 4')).rules.ion, 1);
    await flyWing(page, touch, 4, 'koiogran');
    const e = await epicOf(page);
    assert.deepEqual(e.wingSplit.request.events, { leaderRedManeuver: true });
    assert.deepEqual(e.wingSplit.value, await engine(page, 'checkWingSplit', e.wingSplit.request), 'the page shows checkWingSplit\'s answer');
    const causes = Object.fromEntries(e.wingSplit.value.splits.map((s) => [s.id, s.causes.map((c) => c.cause)]));
    const red4 = await byName(page, 'Red 4');
    assert.deepEqual(causes, { [red3.id]: ['stressedRedManeuver'], [red4.id]: ['ionized'] });
    for (const id of [red3.id, red4.id]) {
      assert.equal(await page.locator(`#epic-wing-split [data-split="${id}"]`).count(), 1);
      assert.equal((await state(page)).ships.find((s) => s.id === id).epic.split.cause, causes[id][0], 'moveWing split it before it moved, for the same cause');
    }
    assert.match(await page.locator('#epic-wing-split').innerText(), /Red 3 \(right flank\) must split: stressed red maneuver \(Epic Battles Rules Reference › Splitting from a Wing › Forced Splitting\); no dial: at the end of the Activation phase it executes speed 2 straight, skips its action, gains 1 stress/);
    // The red maneuver gave one stress to the leader and to every wingmate that flew it in formation.
    const flown = (await state(page)).ships;
    const move = e.wingSplit.request.wing;
    const leader = flown.find((s) => s.id === move.leader.id);
    assert.equal(leader.rules.stress, 1);
    const kept = move.wingmates.filter((m) => !flown.find((x) => x.id === m.id).epic.split);
    assert.ok(kept.length >= 1, 'some wingmates flew it in formation');
    for (const m of kept) assert.equal(flown.find((x) => x.id === m.id).rules.stress, (m.stress ?? 0) + 1, `${m.id} in formation gained one stress`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
    await page.locator('#epic-wing-split').scrollIntoViewIfNeeded();
    await shot(page, `epic-split-events-${tag}.png`);
  });
}

atViewports('Epic wing: a split ship joins its wing with joinWing', { phone: PHONE }, joining);
atViewports('Epic wing: checkWingSplit after a red maneuver with a stressed and an ionized wingmate', { phone: PHONE }, splitEvents);
