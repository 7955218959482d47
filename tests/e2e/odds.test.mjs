// The odds before the dice (issue 31, findings 2, 3 and 10): the Attack panel's dice default
// from the engine's answer for the pieces (shipInfo of their cards: agility, printed attack,
// the weapon card) and say where the number came from; choosing attacker, defender and
// weapon shows the exact damage distribution and the chances at once, equal to resolveAttack's
// for the same request, without dealing damage (rolling is its own step); the chances are
// sums over that distribution for the defender as it stands; in the Engagement phase the
// default target is one the engine finds in range and arc, measured in that arc.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames } from './helpers.mjs';

const idOf = async (page, name) => (await state(page)).ships.find((s) => s.name === name).id;
const text = (page, id) => page.locator(`#${id}`).textContent();

/** Moves a ship of the scene to `pose` (as typed in the Selected panel, one change). */
function place(page, name, pose) {
  return page.evaluate(([name, pose]) => {
    const p = window.xwingPage;
    const s = p.state.ships.find((x) => x.name === name);
    Object.assign(s.pose, pose);
    p.changed('pose');
    p.changed('poseEnd');
  }, [name, pose]);
}

/** The odds on show: the rows of the odds table, the chances' exact values, and what the engine answers for the same request. */
function oddsOnShow(page) {
  return page.evaluate(() => {
    const { state, api } = window.xwingPage;
    const rows = [...document.querySelectorAll('#distribution .odds tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    const chances = Object.fromEntries([...document.querySelectorAll('#distribution .chances li[data-chance]')].map((li) => [li.dataset.chance, { p: Number(li.dataset.p), text: li.textContent }]));
    const engine = state.odds?.request ? api.resolveAttack(state.odds.request, { report: false }).value?.distribution?.damage ?? null : null;
    return { rows, chances, engine, odds: JSON.parse(JSON.stringify(state.odds)), visible: !document.getElementById('distribution').hidden };
  });
}

/** The table's rows are the distribution's P(= k) and P(≥ k), as text. */
function assertRows(rows, dist) {
  assert.equal(rows.length, dist.length, 'a row per damage value');
  let atLeast = 1;
  rows.forEach(([k, exactly, least], i) => {
    assert.equal(k, String(i));
    assert.equal(exactly, `${(dist[i] * 100).toFixed(1)} %`, `P(${i})`);
    assert.equal(least, `${(Math.max(0, Math.min(1, atLeast)) * 100).toFixed(1)} %`, `P(≥ ${i})`);
    atLeast -= dist[i];
  });
}

const close = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-12, `${what}: ${a} vs ${b}`);

test('finding 2: the dice default from the cards (agility, printed attack, weapon) and say where they came from', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    const agility = (ship) => page.evaluate((ship) => window.xwingPage.api.shipInfo('2e', ship).value.stats.agility, ship);
    // 2e: the TIE/ln's agility is 3 (shipInfo), the YT-1300 (Outer Rim Smuggler) 1, a huge ship's 0.
    assert.equal(await agility('blacksquadronace'), 3);
    await page.selectOption('#attacker', await idOf(page, 'X-wing Red 1'));
    await page.selectOption('#defender', await idOf(page, 'TIE Black 1'));
    assert.equal(await page.inputValue('#defense-dice'), '3', 'a TIE/ln defends with 3 dice');
    assert.match(await text(page, 'defense-dice-from'), /^Defense dice: 3 — agility of TIE Black 1 \(Black Squadron Ace, TIE\/ln Fighter\)$/);
    assert.equal(await page.inputValue('#attack-dice'), '3', 'an X-wing attacks with 3');
    assert.match(await text(page, 'attack-dice-from'), /^Attack dice: 3 — printed attack of X-wing Red 1 \(Red Squadron Veteran, T-65 X-wing\), front arc$/);
    await page.selectOption('#defender', await idOf(page, 'YT-1300'));
    assert.equal(await page.inputValue('#defense-dice'), String(await agility('outerrimsmuggler')), 'agility 1');
    assert.equal(await page.inputValue('#defense-dice'), '1');
    await page.selectOption('#defender', await idOf(page, 'Raider Relentless'));
    assert.equal(await page.inputValue('#defense-dice'), '0');
    // The CR90 fires 4 from its left and right arcs (its card's `attacks`).
    await page.selectOption('#attacker', await idOf(page, 'CR90 Tantive'));
    assert.equal(await page.inputValue('#attack-dice'), '4');
    assert.match(await text(page, 'attack-dice-from'), /^Attack dice: 4 — printed attack of CR90 Tantive \(Alderaanian Guard, CR90 Corellian Corvette\), left arc$/);
    // A typed count is the person's: it stays (and says so) until the attacker or defender changes.
    await page.fill('#defense-dice', '2');
    await page.check('#att-focus');
    await frames(page);
    assert.equal(await page.inputValue('#defense-dice'), '2');
    assert.equal(await text(page, 'defense-dice-from'), 'Defense dice: 2, typed');
    // 1e: the TIE Fighter's agility 3 from its 1e card; a weapon card fires with its printed value.
    await page.selectOption('#edition', '1e');
    await page.selectOption('#attacker', await idOf(page, 'X-wing Red 1'));
    await page.selectOption('#defender', await idOf(page, 'TIE Black 1'));
    assert.equal(await page.inputValue('#defense-dice'), '3');
    assert.match(await text(page, 'defense-dice-from'), /agility of TIE Black 1 \(Black Squadron Pilot, TIE Fighter\)/);
    assert.equal(await page.inputValue('#attack-dice'), '3');
    assert.equal(await text(page, 'attack-dice-from'), 'Attack dice: 3 — printed attack of X-wing Red 1 (Red Squadron Pilot, X-wing)');
    await page.evaluate(() => {
      const p = window.xwingPage;
      p.state.ships.find((s) => s.name === 'X-wing Red 1').upgrades = { torpedo: ['protontorpedoes'] };
      p.changed('roles');
      p.changed('range');
    });
    await page.selectOption('#att-weapon', 'protontorpedoes');
    assert.equal(await page.inputValue('#attack-dice'), '4', 'Proton Torpedoes: attack 4');
    assert.ok(await page.locator('#attack-dice').isDisabled(), 'the card\'s value, not typed');
    assert.match(await text(page, 'attack-dice-from'), /^Attack dice: 4 — printed attack of Proton Torpedoes$/);
    // The Epic scene's ships carry no card: the panel says so instead of inventing a number.
    await page.click('#epic-toggle');
    await page.selectOption('#attacker', await idOf(page, 'Black 1'));
    await page.selectOption('#defender', await idOf(page, 'Red Leader'));
    assert.equal(await text(page, 'defense-dice-from'), 'Defense dice: no card for Red Leader — type the dice');
  });
});

/** CR90 (2e) against the Raider in its left arc at range 3: the opening scene's pair. */
async function oddsAtOnce(page, touch) {
  const raider = await idOf(page, 'Raider Relentless');
  const before = await page.evaluate((id) => structuredClone(window.xwingPage.roundStateOf(id)), raider);
  const messages = await page.locator('#messages li').count();
  await frames(page);
  const o = await oddsOnShow(page);
  assert.ok(o.visible, 'the odds are on show before any roll');
  assert.equal(o.odds.request.attacker.id, await idOf(page, 'CR90 Tantive'));
  assert.equal(o.odds.request.defender.id, raider);
  assert.deepEqual(o.odds.distribution.damage, o.engine, 'the odds are resolveAttack\'s distribution for the same request');
  assertRows(o.rows, o.engine);
  assert.deepEqual(await page.evaluate((id) => window.xwingPage.roundStateOf(id), raider), before, 'nothing dealt: the Raider is as it was');
  assert.equal((await state(page)).attack.value, null, 'nothing rolled');
  assert.equal(await page.locator('#messages li').count(), messages, 'no message');
  // Typing the dice updates them at once.
  await page.fill('#attack-dice', '7');
  await frames(page);
  const seven = await oddsOnShow(page);
  assert.equal(seven.odds.request.attackDice, 7);
  assert.equal(seven.rows.length, 8, '0 to 7 damage');
  assert.deepEqual(seven.odds.distribution.damage, seven.engine);
  assertRows(seven.rows, seven.engine);
  // Rolling is the deliberate step: then the Raider's state changes and the odds follow it.
  await page.fill('#seed', '5');
  await (touch ? page.locator('#roll').tap() : page.locator('#roll').click());
  const rolled = (await state(page)).attack.value;
  assert.ok(rolled, 'rolled');
  const after = await oddsOnShow(page);
  assert.deepEqual(after.odds.request.defender.roundState, await page.evaluate((id) => window.xwingPage.roundStateOf(id), raider), 'the next odds are from the Raider\'s state after the roll');
  await page.locator('#distribution .odds').scrollIntoViewIfNeeded();
  assert.ok(await page.locator('#distribution .odds').isVisible());
  assert.ok(await page.locator('#distribution .chances').isVisible());
}

test('finding 3: the odds show at once, equal resolveAttack\'s distribution, deal nothing, follow dice and tokens (desktop)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await oddsAtOnce(page, false);
    // Tokens: X-wing Red 1 at range 2 of TIE Black 1, in its front arc; attacker focus changes the odds.
    await place(page, 'X-wing Red 1', { x: 1350, y: 220, heading: 90 });
    await page.selectOption('#attacker', await idOf(page, 'X-wing Red 1'));
    await page.selectOption('#defender', await idOf(page, 'TIE Black 1'));
    await frames(page);
    const plain = await oddsOnShow(page);
    assert.ok(plain.odds.distribution, `in range: ${plain.odds.error}`);
    await page.check('#att-focus');
    await frames(page);
    const focus = await oddsOnShow(page);
    assert.equal(focus.odds.request.attacker.tokens.focus, true);
    assert.notDeepEqual(focus.odds.distribution.damage, plain.odds.distribution.damage, 'focus changes the odds');
    assert.deepEqual(focus.odds.distribution.damage, focus.engine);
    assertRows(focus.rows, focus.engine);
    // A roll at the TIE keeps its damage: the next odds start from it (lost health = the damage dealt).
    await page.fill('#attack-dice', '5');
    let dealt = 0;
    for (let seed = 1; seed <= 10 && !dealt; seed++) {
      await page.fill('#seed', String(seed));
      await page.click('#roll');
      const v = (await state(page)).attack.value;
      dealt = v.hits + v.crits;
    }
    assert.ok(dealt > 0, 'a roll that dealt damage');
    const next = await oddsOnShow(page);
    const tie = (await state(page)).ships.find((x) => x.name === 'TIE Black 1');
    assert.deepEqual(next.odds.request.defender.state, tie.attackState, 'the next attack starts from the TIE\'s state');
    assert.equal(next.odds.chances?.lost ?? 3, Math.min(3, dealt), 'lost health: the damage dealt (hull 3, no shields)');
    // Out of range: no odds, in words.
    await place(page, 'X-wing Red 1', { x: 260, y: 200, heading: 90 });
    await frames(page);
    assert.match(await page.locator('#distribution .no-odds').textContent(), /^No odds: this attack cannot be made as set \(TIE Black 1: cannot be targeted: it is beyond range 3/);
    await shot(page, 'odds-desktop.png');
    assert.equal(await page.locator('#messages li').count(), 0, 'the odds never put a message up');
  });
});

test('finding 3: the odds before rolling on a phone', async () => {
  await withPage(PHONE, async ({ page }) => {
    await oddsAtOnce(page, true);
    await shot(page, 'odds-phone.png');
  });
});

test('chances that matter: sums over the distribution on show, for the 1e CR90\'s fore section and a 2e TIE', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    // 1e: the Raider at the CR90's fore section; the fore holds 1 shield and 6 damage of hull 8, the aft is crippled.
    await page.selectOption('#edition', '1e');
    await page.evaluate(() => {
      const p = window.xwingPage;
      const c = p.state.ships.find((s) => s.name === 'CR90 Tantive');
      c.roundState = structuredClone(p.roundStateOf(c.id));
      const [fore, aft] = c.roundState.cards;
      fore.shields = 1;
      fore.damage = Array.from({ length: 6 }, () => ({ name: '', faceup: false, text: '' }));
      aft.crippled = true;
      aft.shields = 0;
      aft.damage = Array.from({ length: 8 }, () => ({ name: '', faceup: false, text: '' }));
      p.changed('round');
    });
    await page.selectOption('#attacker', await idOf(page, 'Raider Relentless'));
    await page.selectOption('#defender', await idOf(page, 'CR90 Tantive'));
    await page.selectOption('#section', 'fore');
    await page.fill('#attack-dice', '4');
    await frames(page);
    const o = await oddsOnShow(page);
    assert.deepEqual(o.odds.distribution.damage, o.engine);
    const p = o.engine;
    const atLeast = (k) => p.slice(k).reduce((a, b) => a + b, 0);
    // Fore: 1 shield, then 2 more cards reach hull 8 (6 + 2): k ≥ 3 cripples it, and with the aft crippled, destroys the ship.
    close(o.chances.cripple.p, atLeast(3), 'cripple');
    close(o.chances.destroy.p, atLeast(3), 'destroy');
    // Health 8 + 5 + 8 + 3 = 24, half 12; lost 4 fore shields + 6 cards + 3 aft shields + 8 cards = 21: already.
    close(o.chances.halfHealth.p, 1, 'half health');
    assert.match(o.chances.cripple.text, /^cripples the fore section: /);
    assert.match(o.chances.halfHealth.text, /already 21 of 24 health lost/);
    // 2e: the X-wing at TIE Black 1 (hull 3, no shields) with 1 damage: destroyed at k ≥ 2; half health (2 of 3) at k ≥ 1.
    await page.selectOption('#edition', '2e');
    await place(page, 'X-wing Red 1', { x: 1350, y: 220, heading: 90 });
    await page.evaluate(() => {
      const p = window.xwingPage;
      p.state.ships.find((s) => s.name === 'TIE Black 1').attackState = { pool: { hull: 3, shields: 0, damage: [{ name: '', faceup: false, text: '' }] } };
    });
    await page.selectOption('#attacker', await idOf(page, 'X-wing Red 1'));
    await page.selectOption('#defender', await idOf(page, 'TIE Black 1'));
    await frames(page);
    const t = await oddsOnShow(page);
    assert.deepEqual(t.odds.distribution.damage, t.engine);
    const q = t.engine;
    const tail = (k) => q.slice(k).reduce((a, b) => a + b, 0);
    assert.equal(t.chances.cripple, undefined, 'no sections to cripple');
    close(t.chances.destroy.p, tail(2), 'destroy');
    close(t.chances.halfHealth.p, tail(1), 'half health');
    assert.match(t.chances.destroy.text, /^TIE Black 1 destroyed: \d+\.\d %$/);
  });
});

test('finding 10: the Engagement phase\'s default target is in range and arc when one is, measured in its arc', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    // The Raider out of reach; TIE Black 1 200 mm off the CR90's right side (its right arc, range 2).
    await place(page, 'Raider Relentless', { x: 1600, y: 300 });
    await place(page, 'TIE Black 1', { x: 700, y: 821.5, heading: 270 });
    await page.click('#round-start');
    await page.click('#round-phase');
    const cr90 = await idOf(page, 'CR90 Tantive');
    for (let i = 0; i < 8 && (await state(page)).range.attackerId !== cr90; i++) await page.click('#round-next');
    const s = await state(page);
    assert.equal(s.range.attackerId, cr90, 'the CR90\'s turn');
    assert.equal(s.range.defenderId, await idOf(page, 'TIE Black 1'), 'the enemy in range is the default');
    assert.equal(s.range.arc, 'right', 'measured in the arc it is in');
    assert.equal(s.range.value.canTarget, true, 'and it can be targeted');
    await frames(page);
    assert.ok((await oddsOnShow(page)).odds.distribution, 'the odds are on show');
    // A ship with no enemy in range: the closest is shown, and the panel says none is in range.
    const xwing = await idOf(page, 'X-wing Red 2');
    await page.click('#round-phase'); // to the End phase
    await page.click('#round-start');
    await page.click('#round-phase');
    for (let i = 0; i < 8 && (await state(page)).range.attackerId !== xwing; i++) await page.click('#round-next');
    await frames(page);
    assert.match(await page.locator('#distribution .no-odds').textContent(), /No enemy is in range and arc of X-wing Red 2's primary weapon: the closest is shown\.$/);
  });
});

test('finding 10: a 2e turret ship\'s default target behind it is measured in its rear arc', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    // The YT-1300 (Outer Rim Smuggler: a double turret, shipInfo `attacks`) with TIE Black 1 150 mm behind it.
    await place(page, 'Raider Relentless', { x: 1600, y: 300 });
    await place(page, 'YT-1300', { x: 600, y: 140, heading: 90 });
    await place(page, 'TIE Black 1', { x: 450, y: 140, heading: 90 });
    await page.click('#round-start');
    await page.click('#round-phase');
    const yt = await idOf(page, 'YT-1300');
    for (let i = 0; i < 8 && (await state(page)).range.attackerId !== yt; i++) await page.click('#round-next');
    const s = await state(page);
    assert.equal(s.range.attackerId, yt, 'the YT-1300\'s turn');
    assert.equal(s.range.defenderId, await idOf(page, 'TIE Black 1'));
    assert.equal(s.range.arc, 'rear', 'its turret reaches the rear arc');
    assert.equal(s.range.value.canTarget, true);
  });
});
