// One whole round of each edition on the page, with a CR90, a Gozanti and four small
// ships: the round tracker's order (roundOrder), the maneuvers (placeMove with the
// shared state), the energy each gains, the actions the engine allows (allowedActions)
// and what they do (performAction), an attack (resolveAttack) and the End phase
// (endPhase), every number checked against a value worked out by hand from the rules.
// At the desktop: the phone's taps on the dial are touch.test.mjs's (tests/e2e/helpers.mjs,
// `atViewports`).
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP } from './browser.mjs';
import { atViewports, state, frames } from './helpers.mjs';

/**
 * The table (Epic, mm; y grows downwards, heading 90 faces +x). The CR90 (Rebel) and the
 * Gozanti (Imperial) face each other along y = 457; x1 stands between them on that line
 * (in the Gozanti's bullseye arc), x2 beside the CR90, t1 beside the Gozanti, t2 far off.
 */
const SHIPS = [
  { id: 'c', ship: 'cr90', side: 'a', name: 'CR90', pose: { x: 450, y: 457, heading: 90 } },
  { id: 'g', ship: 'gozanti', side: 'b', name: 'Gozanti', pose: { x: 1000, y: 457, heading: 270 } },
  { id: 'x1', ship: 'small', side: 'a', name: 'X1', pose: { x: 700, y: 457, heading: 90 } },
  { id: 'x2', ship: 'small', side: 'a', name: 'X2', pose: { x: 450, y: 580, heading: 90 } },
  { id: 't1', ship: 'small', side: 'b', name: 'T1', pose: { x: 1000, y: 600, heading: 270 } },
  { id: 't2', ship: 'small', side: 'b', name: 'T2', pose: { x: 1400, y: 250, heading: 270 } },
];

async function setTable(page, edition) {
  await page.selectOption('#edition', edition);
  await page.evaluate((ships) => {
    const p = window.xwingPage;
    p.state.ships = ships.map((s) => ({ ...s, pose: { ...s.pose } }));
    p.state.obstacles = [];
    p.state.selected = null;
    p.changed('scene');
  }, SHIPS);
}

/** Types a ship's pilot skill / initiative (and engagement) in the Ship state panel. */
async function setSkill(page, id, skill, engagement) {
  await page.selectOption('#piece', `ship:${id}`);
  await page.fill('#ship-skill', String(skill));
  await page.locator('#ship-skill').dispatchEvent('change');
  if (engagement != null) {
    await page.fill('#ship-engagement', String(engagement));
    await page.locator('#ship-engagement').dispatchEvent('change');
  }
}

const press = (page, touch, selector) => (touch ? page.locator(selector).tap() : page.locator(selector).click());

/** Flies a maneuver of the selected ship from the dial (a tap to preview and one to fly on the phone). */
async function fly(page, touch, maneuver) {
  const b = `#dial button.move[data-maneuver="${maneuver}"]`;
  if (touch) {
    await page.locator(b).tap();
    await page.locator(b).tap();
  } else {
    await page.locator(b).click();
  }
  await frames(page);
}

const tracker = (page) => page.evaluate(() => ({
  phase: document.getElementById('round-phase-name').textContent,
  list: [...document.querySelectorAll('#round-list li')].map((li) => li.dataset.id),
  current: document.querySelector('#round-list li.current')?.dataset.id ?? null,
}));

/** The numbers the state panel shows for the selected huge ship: `{ fore: { shields, energy, hull }, ... }`. */
const panel = (page) => page.evaluate(() => {
  const out = {};
  for (const tr of document.querySelectorAll('#ship-state tr[data-card]')) {
    const get = (k) => tr.querySelector(`[data-k="${k}"]`)?.textContent;
    out[tr.dataset.card] = { hull: get('hull'), shields: get('shields'), energy: get('energy') };
  }
  out.tokens = document.querySelector('#ship-state [data-k="tokens"]')?.textContent ?? '';
  return out;
});

/** A huge ship's round state as the page holds it (its setup state until a call changed it). */
const roundState = (page, id) => page.evaluate((id) => window.xwingPage.roundStateOf(id), id);

/** Next ship until `id` is the current one. */
async function nextUntil(page, touch, id) {
  for (let i = 0; i < 8 && (await tracker(page)).current !== id; i++) await press(page, touch, '#round-next');
  assert.equal((await tracker(page)).current, id);
}

async function firstEdition(viewport, name) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await setTable(page, '1e');
    for (const [id, skill] of [['c', 4], ['g', 2], ['x1', 8], ['t1', 6], ['x2', 3], ['t2', 1]]) await setSkill(page, id, skill);
    // A previous round left the CR90's fore section with 2 of its 5 shields; an ion
    // cannon left one ion token on the Gozanti.
    await page.evaluate(() => {
      const p = window.xwingPage;
      p.state.selected = { kind: 'ship', id: 'c' };
      p.changed('selection');
      const c = p.state.ships.find((s) => s.id === 'c');
      c.roundState = structuredClone(p.roundStateOf('c'));
      c.roundState.cards[0].shields = 2;
      const g = p.state.ships.find((s) => s.id === 'g');
      g.roundState = structuredClone(p.roundStateOf('g'));
      g.roundState.tokens.ion = 1;
      p.changed('round');
    });
    await press(page, touch, '#round-start');
    // Seed 003 "Huge Ship Activation": small ships by pilot skill 1, 3, 6, 8, then huge ships 2, 4.
    let t = await tracker(page);
    assert.match(t.phase, /Activation phase · 1 of 6/);
    assert.deepEqual(t.list, ['t2', 'x2', 't1', 'x1', 'g', 'c']);
    assert.equal(t.current, 't2');
    await fly(page, touch, '1:straight'); // a small ship's generic dial
    await nextUntil(page, touch, 'g');
    // Gozanti 1 straight shows 3 energy icons, one less per ion token (seed 003 "Ion Tokens"):
    // energy 0 + 3 − 1 = 2 of its limit 4.
    assert.deepEqual((await panel(page)).ship, { hull: '9 / 9', shields: '5 / 5', energy: '0 / 4' });
    await fly(page, touch, '1:straight');
    assert.equal((await panel(page)).ship.energy, '2 / 4');
    // Its bar: recover, reinforce, coordinate, target lock. Reinforce next to the fore section.
    const bar = await page.locator('#ship-actions button[data-action]').evaluateAll((bs) => bs.map((b) => b.dataset.action));
    assert.deepEqual(bar, ['recover', 'reinforce', 'coordinate', 'lock']);
    await press(page, touch, '#ship-actions button[data-action="reinforce"]');
    assert.match((await panel(page)).tokens, /reinforce fore/);
    assert.equal(await page.locator('#ship-actions button[data-action="recover"]').isDisabled(), true, 'one action per round');
    await press(page, touch, '#round-next');
    assert.equal((await tracker(page)).current, 'c');
    // CR90 2 straight: 3 energy icons onto the aft card (limit 5): 0 + 3 = 3.
    await fly(page, touch, '2:straight');
    let p = await panel(page);
    assert.deepEqual([p.fore.shields, p.aft.energy], ['2 / 5', '3 / 5']);
    // First action from the fore's bar: a lock on a section of the Gozanti, 220 mm away (range 3).
    const lockBand = await page.locator('#ship-actions button[data-action="lock"][data-section="fore"] ~ .band-words').textContent();
    assert.equal(lockBand, 'range 1–3');
    await page.locator('#ship-actions button[data-action="lock"][data-section="fore"]').focus();
    await frames(page);
    assert.deepEqual(await page.evaluate(() => window.xwingPage.roundBand().shown?.bands.map((b) => b.withinMm)), [300], 'the band drawn: 300 mm from the closest point');
    await shot(page, `round-1e-band-${name}.png`);
    const options = await page.locator('#ship-actions select[data-target-of="lock"] option').allTextContents();
    // Its aft section's closest point is 220 + 97.5 = 317.5 mm away (range 4): only the fore may be locked.
    assert.deepEqual(options, ['Gozanti fore (range 3)']);
    await press(page, touch, '#ship-actions button[data-action="lock"][data-section="fore"]');
    assert.deepEqual((await roundState(page, 'g')).tokens.lockedBy, [{ by: 'c', section: 'fore' }]);
    // Second action from the aft: recover, all 3 energy into shields: fore 2 + 3 = 5 (its value).
    await press(page, touch, '#ship-actions button[data-action="recover"][data-section="aft"]');
    p = await panel(page);
    assert.deepEqual([p.fore.shields, p.aft.shields, p.aft.energy], ['5 / 5', '3 / 3', '0 / 5']);
    // Combat: highest pilot skill first: x1 8, t1 6, c 4, x2 3, g 2, t2 1. Ending the
    // Activation phase removes every ion token of the huge ships (seed 003 "Ion Tokens").
    assert.equal((await roundState(page, 'g')).tokens.ion, 1);
    await press(page, touch, '#round-phase');
    assert.match(await page.locator('#round-notes').textContent(), /Gozanti: 1 ion token removed at the end of the Activation phase/);
    assert.equal((await roundState(page, 'g')).tokens.ion, 0);
    t = await tracker(page);
    assert.match(t.phase, /Combat phase/);
    assert.deepEqual(t.list, ['x1', 't1', 'c', 'x2', 'g', 't2']);
    assert.equal((await state(page)).range.attackerId, 'x1', 'the current ship is the attacker');
    await page.selectOption('#defender', 'g');
    await page.fill('#attack-dice', '3');
    await page.fill('#seed', '7');
    await press(page, touch, '#roll');
    // resolveAttack takes the Gozanti's round state and answers with it after the attack.
    const st = await state(page);
    assert.equal(st.attack.request.defender.roundState.tokens.reinforce, 'fore', 'the attack reads the shared state');
    const g = await roundState(page, 'g');
    assert.deepEqual(g, st.attack.value.defender.roundState, 'the Gozanti state is the attack\'s answer');
    const dmg = st.attack.value.hits + st.attack.value.crits;
    assert.equal(5 - g.cards[0].shields + g.cards[0].damage.length, dmg, 'shields lost and damage cards: the damage');
    await nextUntil(page, touch, 't2');
    await press(page, touch, '#round-next');
    t = await tracker(page);
    assert.match(t.phase, /End phase/);
    // End phase (seed 003 "Reinforce"): the Gozanti's reinforce token is removed; energy stays.
    await press(page, touch, '#round-phase');
    const notes = await page.locator('#round-notes').textContent();
    assert.match(notes, /Gozanti: reinforce removed/);
    const gs = await roundState(page, 'g');
    assert.deepEqual([gs.tokens.reinforce, gs.cards[0].energy, gs.used.actions.length], [null, 2, 0]);
    assert.equal((await tracker(page)).phase, 'No round in progress');
    await shot(page, `round-1e-${name}.png`);
  });
}

async function secondEdition(viewport, name) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await setTable(page, '2e');
    // The CR90 keeps its card's initiative 8 and engagement 0; the Gozanti's are typed in.
    await setSkill(page, 'g', 7, 1);
    for (const [id, skill] of [['x1', 5], ['t1', 4], ['x2', 3], ['t2', 1]]) await setSkill(page, id, skill);
    // A previous round left the CR90 with 4 of its 7 shields.
    await page.evaluate(() => {
      const p = window.xwingPage;
      p.state.selected = { kind: 'ship', id: 'c' };
      p.changed('selection');
      const c = p.state.ships.find((s) => s.id === 'c');
      c.roundState = structuredClone(p.roundStateOf('c'));
      c.roundState.cards[0].shields = 4;
      p.changed('round');
    });
    await press(page, touch, '#round-start');
    let t = await tracker(page);
    // Activation by initiative, lowest first: t2 1, x2 3, t1 4, x1 5, g 7, c 8.
    assert.deepEqual(t.list, ['t2', 'x2', 't1', 'x1', 'g', 'c']);
    await nextUntil(page, touch, 'g');
    // 2e energy is a charge: the Gozanti starts at its card's 3 (seed 001 "Setup").
    assert.equal((await panel(page)).ship.energy, '3 / 3');
    await fly(page, touch, '1:straight');
    // Jam: x1 is 129.5 mm ahead, inside the bullseye arc: range 2 in the bullseye is enough.
    const jamBand = await page.locator('#ship-actions button[data-action="jam"] ~ .band-words').textContent();
    assert.equal(jamBand, 'range 1, or 1–2 in the bullseye arc');
    assert.deepEqual(await page.locator('#ship-actions select[data-target-of="jam"] option').allTextContents(), ['X1 (range 2)']);
    await press(page, touch, '#ship-actions button[data-action="jam"]');
    assert.equal((await state(page)).ships.find((s) => s.id === 'x1').jam, 1, 'x1 gains a jam token');
    assert.equal((await panel(page)).ship.energy, '3 / 3', 'jam is white on its bar: no stress, no energy');
    await press(page, touch, '#round-next');
    assert.equal((await tracker(page)).current, 'c');
    assert.deepEqual((await panel(page)).ship, { hull: '18 / 18', shields: '4 / 7', energy: '7 / 7' });
    // A red maneuver (its 0 stop): a huge ship spends one energy instead of gaining stress (seed 001 "Red Maneuvers"): 7 − 1 = 6.
    await fly(page, touch, '0:stationary');
    assert.equal((await panel(page)).ship.energy, '6 / 7');
    // Coordinate is red on the CR90's bar: one stress, removed at once by spending one energy (seed 001 "Stress"): 6 − 1 = 5.
    await page.selectOption('#ship-actions select[data-target-of="coordinate"]', { label: 'X2 (range 1)' });
    await press(page, touch, '#ship-actions button[data-action="coordinate"]');
    let p = await panel(page);
    assert.equal(p.ship.energy, '5 / 7');
    assert.match(p.tokens, /stress 0/);
    assert.match(await page.locator('#action-result').textContent(), /X2 at range 1 may perform a free action/);
    // Engagement, highest first; the huge ships at their engagement values (g 1, c 0).
    await press(page, touch, '#round-phase');
    t = await tracker(page);
    assert.match(t.phase, /Engagement phase/);
    assert.deepEqual(t.list, ['x1', 't1', 'x2', 'g', 't2', 'c']);
    // x1 attacks the Gozanti (in its front arc, range 2): the Gozanti's state follows.
    await page.selectOption('#defender', 'g');
    await page.fill('#attack-dice', '3');
    await page.fill('#seed', '5');
    await press(page, touch, '#roll');
    const st = await state(page);
    assert.ok(st.attack.value, `the attack was rolled: ${JSON.stringify(st.attack.error)}`);
    const g = await roundState(page, 'g');
    assert.deepEqual(g, st.attack.value.defender.roundState);
    const gShields = g.cards[0].shields;
    assert.equal(5 - gShields + g.cards[0].damage.length, st.attack.value.hits + st.attack.value.crits);
    await nextUntil(page, touch, 'c');
    await press(page, touch, '#round-next');
    assert.match((await tracker(page)).phase, /End phase/);
    // End phase (seed 001 "Energy", "Resource Trackers"): shields 4 + 2 = 6; energy 5 + 2 = 7.
    await press(page, touch, '#round-phase');
    const notes = await page.locator('#round-notes').textContent();
    assert.match(notes, /CR90: \+2 energy, \+2 shields/);
    const c = await roundState(page, 'c');
    assert.deepEqual([c.cards[0].shields, c.cards[0].energy, c.used.actions.length], [6, 7, 0]);
    // The Gozanti recovers 1 shield (its recurring value), never above its 5.
    assert.equal((await roundState(page, 'g')).cards[0].shields, Math.min(5, gShields + 1));
    await shot(page, `round-2e-${name}.png`);
  });
}

atViewports('1e: a whole round on the page', { desktop: DESKTOP }, firstEdition);
atViewports('2e: a whole round on the page', { desktop: DESKTOP }, secondEdition);
