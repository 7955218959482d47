// Issue 31's flow: from imported squads to the End phase with no surprises. A 2e Epic squad
// (its CR90 exported by its ship id) and then a 1e squad are imported by XWS onto the
// opening scene; in each edition a round starts with nothing typed, every ship flies a
// maneuver from its dial, every ship that can attack rolls with the Roll attack control
// (found by its visible name), the End phase runs; then Undo goes back to the start. No
// error anywhere, no value typed, no engine word a player reads, and no control pressed
// that was out of view (each is checked in view before it is pressed: nothing is scrolled
// to). At the laptop (mouse) and the phone (taps), whose panels are laid out apart.
import assert from 'node:assert/strict';
import { withPage, shot, PHONE } from './browser.mjs';
import { atViewports, state, frames } from './helpers.mjs';
import { LAPTOP, inView, assertNoEngineWords } from './player-view.mjs';

const EPIC_2E = { version: '2.0.0', name: 'Escort', faction: 'rebelalliance', pilots: [
  { id: 'cr90corelliancorvette', ship: 'cr90corelliancorvette' }, { id: 'lukeskywalker', ship: 't65xwing' }, { id: 'wedgeantilles', ship: 't65xwing' }] };
const SQUAD_1E = { faction: 'rebel', pilots: [{ name: 'gr75mediumtransport', ship: 'gr75mediumtransport' }, { name: 'lukeskywalker', ship: 'xwing' }] };

/** Presses a control the player can see: fails when it is out of view (or covered). */
async function press(page, touch, target, what) {
  const loc = typeof target === 'string' ? page.locator(target).first() : target;
  const box = await loc.boundingBox();
  assert.ok(box, `${what}: on the page`);
  const seen = await loc.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5 && !!at && (at === e || e.contains(at));
  });
  if (!seen) await shot(page, 'squad-flow-out-of-view.png');
  assert.ok(seen, `${what}: in view (${JSON.stringify(box)})`);
  if (touch) await loc.tap();
  else await loc.click();
  await frames(page);
}

async function openTools(page, touch) {
  if ((await page.isVisible('#tools-toggle')) && (await page.getAttribute('#tools-toggle', 'aria-expanded')) === 'false') await press(page, touch, '#tools-toggle', 'Tools');
}

async function importSquad(page, touch, xws) {
  await openTools(page, touch);
  // The Tools open over the phone's table: its strip scrolls inside itself (the page does not).
  await page.locator('#xws-text').scrollIntoViewIfNeeded();
  await page.fill('#xws-text', JSON.stringify(xws));
  await page.selectOption('#xws-into', 'add');
  await press(page, touch, '#xws-import', 'Import squad');
  assert.equal(await page.isVisible('#import-ask'), false, 'every pilot is known: nothing to ask');
}

/** Flies the current ship: a straight of its dial (or its first maneuver), any choice taken as first offered. */
async function fly(page, touch, n) {
  const dial = page.locator('#dial button.move');
  assert.ok(await dial.count(), `activation ${n}: the ship has a dial`);
  const slow = page.locator('#dial button.move[data-maneuver="1:straight"], #dial button.move[data-maneuver="2:straight"]');
  const b = (await slow.count()) ? slow.first() : dial.first();
  if (touch) await press(page, touch, b, `activation ${n}: the maneuver (preview)`);
  else await b.hover();
  await press(page, touch, touch ? page.locator('#over-table .confirm button.primary') : b, `activation ${n}: the maneuver (fly)`);
  if (await page.isVisible('#over-table .choice')) await press(page, touch, '#over-table .choice .options button', `activation ${n}: the choice`);
  assert.match(await page.locator('#move-outcome').innerText(), /Executed|Flew|Ends at/, `activation ${n} flew`);
}

/**
 * Whether the current attacker may attack its defender: the Range panel's measurement (the
 * engine's, for the attacker's default arc) in range 1–3 (1–5 for a huge attacker's ruler),
 * in arc, the target allowed; as a player reads the Range panel before rolling.
 */
function canAttack(page) {
  return page.evaluate(() => {
    const v = window.xwingPage.state.range.value;
    return !!v && v.range >= 1 && v.range <= 5 && v.inArc !== false && v.canTarget !== false;
  });
}

async function playRound(page, touch, edition) {
  const phase = () => page.locator('#round-phase-name').innerText();
  await press(page, touch, '#round-start', 'Start round');
  assert.doesNotMatch(await page.locator('#round-notes').innerText(), /cannot start/);
  const count = Number(/Activation phase · 1 of (\d+)/.exec(await phase())?.[1]);
  assert.ok(count >= 5, `${edition}: ${await phase()}`);
  for (let n = 1; n <= count; n++) {
    await fly(page, touch, n);
    if (n < count) await press(page, touch, '#round-next', 'Next ship');
  }
  await press(page, touch, '#round-phase', 'End this phase');
  const engaging = Number(/(?:Engagement|Combat) phase · 1 of (\d+)/.exec(await phase())?.[1]);
  assert.ok(engaging >= 5, `${edition}: ${await phase()}`);
  let attacks = 0;
  for (let n = 1; n <= engaging; n++) {
    if (await canAttack(page)) {
      await press(page, touch, page.getByRole('button', { name: 'Roll attack' }), `${edition} engagement ${n}: Roll attack`);
      assert.doesNotMatch(await page.locator('#attack-result').innerText(), /refused/);
      attacks++;
    }
    if (n < engaging) await press(page, touch, '#round-next', 'Next ship');
  }
  assert.ok(attacks >= 1, `${edition}: at least one ship attacks`);
  await press(page, touch, '#round-phase', 'End this phase');
  assert.match(await phase(), /End phase/);
  await press(page, touch, '#round-phase', 'Run the End phase');
  assert.equal(await phase(), 'No round in progress');
  return attacks;
}

async function flow(viewport) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    const start = await state(page);
    await importSquad(page, touch, EPIC_2E);
    const names = (await state(page)).ships.map((s) => s.name);
    assert.ok(names.includes('Alderaanian Guard (CR90 Corellian Corvette)') && names.includes('Luke Skywalker (T-65 X-wing)'), names.join(', '));
    await playRound(page, touch, '2e');
    await importSquad(page, touch, SQUAD_1E);
    assert.equal((await state(page)).edition, '1e');
    assert.equal(await page.inputValue('#edition'), '1e', 'the Edition list says so');
    await playRound(page, touch, '1e');
    const st = await state(page);
    assert.ok(st.ships.every((s) => s.skill === undefined && s.engagement === undefined), 'no value typed');
    assert.equal(await page.locator('#messages li.error').count(), 0, await page.locator('#messages').innerText());
    await assertNoEngineWords(page, 'after both rounds');
    let undos = 0;
    while (await page.locator('#undo').isEnabled()) {
      await press(page, touch, '#undo', `undo ${++undos}`);
      assert.ok(undos < 400);
    }
    const back = await state(page);
    assert.equal(back.edition, start.edition);
    assert.deepEqual(back.ships.map((s) => [s.name, s.pose]), start.ships.map((s) => [s.name, s.pose]), 'undo went back to the start');
    assert.deepEqual(back.obstacles, start.obstacles);
    assert.equal(await page.locator('#messages li.error').count(), 0);
  });
}

atViewports('imported squads to the End phase and back with undo, with no surprises', { laptop: LAPTOP, phone: PHONE }, flow);
