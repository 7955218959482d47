// The cards on the page (issue 23, item 7; issue 22, "a round with no typing"): a squad
// imported as XWS, pasted or from a `?xws=` link, lands in its side's deployment area
// without overlaps and a round starts with nothing typed; the opening scene's pilots start
// a round in both editions; "Add ship" by faction, ship and pilot names the piece after
// its card; a carried weapon card fires with its printed range. Desktop and phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames } from './helpers.mjs';

const VIEWPORTS = [['desktop', DESKTOP], ['phone', PHONE]];

/** A 2e squad as a squad builder exports it (XWS 2.0): two X-wings and a GR-75 with a turbolaser. */
const SQUAD_2E = {
  version: '2.0.0', name: 'Escort', faction: 'rebelalliance',
  pilots: [
    { id: 'lukeskywalker', ship: 't65xwing', upgrades: { astromech: ['r2d2'] } },
    { id: 'wedgeantilles' },
    { id: 'echobaseevacuees', upgrades: { hardpoint: ['turbolaserbattery'] } },
  ],
  vendor: { example: { builder: 'e2e', link: 'none' } },
};

/** A 1e squad (XWS 1.x). */
const SQUAD_1E = { faction: 'imperial', pilots: [{ name: 'darthvader', ship: 'tieadvanced' }, { name: 'blacksquadronpilot', ship: 'tiefighter' }] };

/** Opens the Tools (the phone's folded toolbar) when it is folded. */
async function openTools(page) {
  if ((await page.isVisible('#tools-toggle')) && (await page.getAttribute('#tools-toggle', 'aria-expanded')) === 'false') {
    await page.locator('#tools-toggle').click();
  }
}

async function click(page, selector, phone) {
  if (phone) await page.tap(selector);
  else await page.click(selector);
}

/** For each imported ship: wholly in its side's deployment area and clear of every other piece, by the engine. */
function placementOf(page, ids) {
  return page.evaluate((ids) => {
    const p = window.xwingPage;
    const W = p.state.area === 'epic' ? 1829 : 914;
    const H = p.state.area === 'epic' ? 914 : 914;
    const d = Math.round(W / 3);
    return ids.map((id) => {
      const s = p.state.ships.find((x) => x.id === id);
      const [x0, x1] = s.side === 'a' ? [0, d] : [W - d, W];
      const ship = { id: s.id, ship: s.ship, pose: s.pose };
      const dep = p.api.checkDeployment({ edition: p.state.edition, ship, deploymentArea: { points: [[x0, 0], [x1, 0], [x1, H], [x0, H]] } });
      const ships = p.state.ships.filter((x) => x.id !== id).map(p.api.engineShip);
      const ov = p.api.checkOverlap({ edition: p.state.edition, ship, ships, obstacles: p.state.obstacles.map(p.api.engineObstacle) });
      return { name: s.name, inside: dep.value.insideDeploymentArea, overlaps: ov.value.overlaps.length + ov.value.touching.length };
    });
  }, ids);
}

/** Start round with nothing typed: the engine's order, the Activation phase, no refusal. */
async function startsWithoutTyping(page, phone) {
  await click(page, '#round-start', phone);
  await frames(page);
  const notes = await page.locator('#round-notes').innerText();
  assert.doesNotMatch(notes, /cannot start/, notes);
  assert.match(await page.locator('#round-phase-name').innerText(), /Activation phase · 1 of/);
  const st = await state(page);
  assert.ok(st.ships.every((s) => s.skill === undefined && s.engagement === undefined), 'no value typed');
}

for (const [label, viewport] of VIEWPORTS) {
  const phone = label === 'phone';

  test(`a ?xws= link puts the squad in its deployment area and a round starts with no typing (${label})`, async () => {
    const hash = `?xws=${encodeURIComponent(JSON.stringify(SQUAD_2E))}`;
    await withPage({ ...viewport, hash }, async ({ page }) => {
      const st = await state(page);
      const names = ['Luke Skywalker (T-65 X-wing)', 'Wedge Antilles (T-65 X-wing)', 'Echo Base Evacuees (GR-75 Medium Transport)'];
      const added = st.ships.filter((s) => names.includes(s.name));
      assert.deepEqual(added.map((s) => s.name), names, 'named after their cards');
      assert.ok(added.every((s) => s.side === 'a'), 'a Rebel squad stands on the Rebel side');
      assert.deepEqual(added.map((s) => s.ship), ['lukeskywalker', 'wedgeantilles', 'gr75']);
      assert.deepEqual(added[2].upgrades, { hardpoint: ['turbolaserbattery'] });
      for (const p of await placementOf(page, added.map((s) => s.id))) {
        assert.ok(p.inside, `${p.name} wholly in the deployment area`);
        assert.equal(p.overlaps, 0, `${p.name} overlaps and touches nothing`);
      }
      assert.doesNotMatch(page.url(), /xws=/, 'the link is taken out of the address: a reload does not import it again');
      assert.match(await page.locator('#messages').innerText(), /Squad imported for the Rebel side \(2nd edition/);
      await startsWithoutTyping(page, phone);
      const order = await page.evaluate(() => window.xwingPage.state.ships.map((s) => s.name));
      assert.ok(order.includes('Luke Skywalker (T-65 X-wing)'));
      await shot(page, `cards-xws-link-${label}.png`);
    });
  });

  test(`a pasted XWS squad (1e) is imported, switching edition, with its problems in words (${label})`, async () => {
    await withPage(viewport, async ({ page }) => {
      await openTools(page);
      await page.fill('#xws-text', JSON.stringify(SQUAD_1E, null, 2));
      await page.selectOption('#add-ship-side', 'b');
      await click(page, '#xws-import', phone);
      await frames(page);
      const st = await state(page);
      assert.equal(st.edition, '1e');
      const added = st.ships.filter((s) => /\(TIE/.test(s.name));
      assert.deepEqual(added.map((s) => s.name), ['Darth Vader (TIE Advanced)', 'Black Squadron Pilot (TIE Fighter)']);
      assert.deepEqual(added.map((s) => s.pilots['1e']), ['tieadvanced:darthvader', 'tiefighter:blacksquadronpilot']);
      for (const p of await placementOf(page, added.map((s) => s.id))) assert.ok(p.inside && p.overlaps === 0, `${p.name} placed`);
      // A squad the engine finds illegal is imported anyway, with a warning in words.
      // A 1e CR90 is two section cards sharing a multisection_id (XWS 1.x): one piece, the whole ship.
      await page.fill('#xws-text', JSON.stringify({ faction: 'rebel', pilots: [
        { name: 'cr90corvettefore', ship: 'cr90corvette', multisection_id: 0 }, { name: 'cr90corvetteaft', ship: 'cr90corvette', multisection_id: 0 },
        { name: 'lukeskywalker', ship: 'xwing', upgrades: { ept: ['nosuchcard'] } }] }));
      await page.selectOption('#add-ship-side', 'a');
      await click(page, '#xws-import', phone);
      await frames(page);
      const text = await page.locator('#messages').innerText();
      assert.match(text, /The squad is not legal in (epic|standard) play \(imported anyway\): Luke Skywalker \(X-wing\): /);
      assert.doesNotMatch(text, /xws\.pilots\[|seed \d{3}/);
      const rebels = (await state(page)).ships.filter((s) => s.name === 'Luke Skywalker (X-wing)' || s.name === 'CR90 corvette');
      assert.deepEqual(rebels.map((s) => [s.name, s.ship, s.pilots['1e']]), [['CR90 corvette', 'cr90', 'cr90corvettefore'], ['Luke Skywalker (X-wing)', 'xwing', 'xwing:lukeskywalker']]);
      for (const p of await placementOf(page, rebels.map((s) => s.id))) assert.ok(p.inside && p.overlaps === 0, `${p.name} placed`);
      await startsWithoutTyping(page, phone);
    });
  });

  test(`the opening scene starts a round with no typing in both editions (${label})`, async () => {
    await withPage(viewport, async ({ page }) => {
      await startsWithoutTyping(page, phone);
      const order = await page.evaluate(() => window.xwingPage.state.ships.length);
      assert.ok(order >= 7);
      await openTools(page);
      await page.selectOption('#edition', '1e');
      await frames(page);
      await startsWithoutTyping(page, phone);
    });
  });

  test(`Add ship by faction, ship and pilot names the piece after its card (${label})`, async () => {
    await withPage(viewport, async ({ page }) => {
      await openTools(page);
      await page.selectOption('#add-ship-faction', 'rebelalliance');
      await page.selectOption('#add-ship-kind', 't65xwing');
      const pilots = await page.locator('#add-ship-pilot option').allInnerTexts();
      assert.ok(pilots.includes('Luke Skywalker (initiative 5, 6 points)'), pilots.join(', '));
      await page.selectOption('#add-ship-pilot', 'lukeskywalker');
      await click(page, '#add-ship', phone);
      await page.selectOption('#add-ship-faction', 'galacticempire');
      await page.selectOption('#add-ship-kind', 'gozanticlasscruiser');
      await page.selectOption('#add-ship-side', 'b');
      await click(page, '#add-ship', phone);
      await frames(page);
      let st = await state(page);
      const luke = st.ships.find((s) => s.name === 'Luke Skywalker (T-65 X-wing)');
      assert.ok(luke, 'named "Luke Skywalker (T-65 X-wing)"');
      assert.equal(luke.ship, 'lukeskywalker');
      const goz = st.ships.find((s) => /\(Gozanti-class Cruiser\)$/.test(s.name));
      assert.equal(goz.ship, 'gozanti', 'a huge pilot card stands on the huge ship');
      await startsWithoutTyping(page, phone);
      // 1e: factions as the data prints them, the pilot's skill in the list.
      await page.selectOption('#edition', '1e');
      await page.selectOption('#add-ship-faction', 'Rebel Alliance');
      await page.selectOption('#add-ship-kind', 'xwing');
      assert.ok((await page.locator('#add-ship-pilot option').allInnerTexts()).includes('Luke Skywalker (pilot skill 8, 28 points)'));
      await page.selectOption('#add-ship-pilot', 'lukeskywalker');
      await click(page, '#add-ship', phone);
      st = await state(page);
      assert.ok(st.ships.some((s) => s.name === 'Luke Skywalker (X-wing)' && s.ship === 'xwing'));
      assert.ok(!st.ships.some((s) => s.name === 'Luke Skywalker (T-65 X-wing)'), 'the 2e card is kept aside in 1e');
      // "No card" keeps the base-only kinds and the huge ships.
      await page.selectOption('#add-ship-faction', '');
      const kinds = await page.locator('#add-ship-kind option').evaluateAll((o) => o.map((x) => x.value));
      assert.deepEqual(kinds, ['cr90', 'gr75', 'croc', 'gozanti', 'raider', 'small', 'large']);
      await shot(page, `cards-add-ship-${label}.png`);
    });
  });
}

test('a carried weapon card fires with its printed range and arc (desktop)', async () => {
  const squad = { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'echobaseevacuees', upgrades: { hardpoint: ['turbolaserbattery'] } }] };
  await withPage({ ...DESKTOP, hash: `?xws=${encodeURIComponent(JSON.stringify(squad))}` }, async ({ page }) => {
    const gr = (await state(page)).ships.find((s) => /Echo Base Evacuees/.test(s.name));
    const raider = (await state(page)).ships.find((s) => s.ship === 'raider');
    // The Raider 600 mm ahead of the GR-75 (range 4 between the bases); arcs left to the
    // turret's indicator (the Range panel's arc "none": a single turret arc is the caller's).
    await page.evaluate(([a, d]) => {
      const p = window.xwingPage;
      const gr = p.state.ships.find((s) => s.id === a);
      const raider = p.state.ships.find((s) => s.id === d);
      raider.pose = { x: gr.pose.x + 600, y: gr.pose.y, heading: 270 };
      Object.assign(p.state.range, { attackerId: a, defenderId: d, arc: '' });
      p.changed('pose');
      p.changed('range');
    }, [gr.id, raider.id]);
    await frames(page);
    const options = await page.locator('#att-weapon option').allInnerTexts();
    assert.deepEqual(options, ['Primary', 'Turbolaser Battery (3 dice, range 3–5, single turret arc)']);
    await page.selectOption('#att-weapon', 'turbolaserbattery');
    await page.click('#roll');
    await frames(page);
    const attack = await page.evaluate(() => window.xwingPage.state.attack);
    assert.deepEqual(attack.request.weapon, { upgrade: 'turbolaserbattery' });
    assert.equal(attack.request.attackDice, undefined, 'the card\'s printed value, not the panel\'s dice');
    assert.ok(attack.value, `answered: ${await page.locator('#messages').innerText()}`);
    // upgrades/hardpoint.json: attack 3, range 3–5 (docs/squads.md "Upgrade weapons").
    assert.deepEqual([attack.value.weapon.kind, attack.value.weapon.attack, attack.value.weapon.range], ['special', 3, [3, 5]]);
    // Its turret arc indicator: the panel offers the carried card first; an attack measured in
    // the indicator's arc fires the card's weapon, not the default special weapon of range 1–3.
    await page.selectOption('#piece', `ship:${gr.id}`);
    assert.equal(await page.inputValue('#turret-upgrade'), 'turbolaserbattery');
    await page.selectOption('#turret-arc', 'front');
    await page.click('#turret-add');
    await page.selectOption('#att-weapon', '');
    await page.selectOption('#attacker', gr.id);
    await page.selectOption('#defender', raider.id);
    await page.selectOption('#arc', 'turret:turbolaserbattery');
    await page.click('#roll');
    await frames(page);
    const viaTurret = await page.evaluate(() => window.xwingPage.state.attack);
    assert.deepEqual(viaTurret.request.weapon, { upgrade: 'turbolaserbattery' });
    assert.equal(viaTurret.request.arc, 'front');
    assert.ok(viaTurret.value, `answered: ${await page.locator('#messages').innerText()}`);
    assert.deepEqual(viaTurret.value.weapon.range, [3, 5]);
  });
});

/**
 * The Range panel's answer against measureRange asked here for the same pieces, arc and weapon
 * (the page's request, rebuilt: attacker, defender, every ship and obstacle).
 */
function rangeCheck(page, arc, upgrade) {
  return page.evaluate(([arc, upgrade]) => {
    const { state, api } = window.xwingPage;
    const ship = (id) => api.engineShip(state.ships.find((s) => s.id === id));
    const req = { edition: state.edition, attacker: ship(state.range.attackerId), defender: ship(state.range.defenderId),
      ships: state.ships.map(api.engineShip), obstacles: state.obstacles.map(api.engineObstacle) };
    if (arc) req.arc = arc;
    if (upgrade) req.weapon = { upgrade };
    const want = api.measureRange(req);
    return { want: want.value ?? want.error?.message, got: state.range.value, text: document.getElementById('range-result').innerText };
  }, [arc, upgrade]);
}

/** Puts `id` at `pose` and re-measures (as a drag would). */
function putShip(page, id, pose) {
  return page.evaluate(([id, pose]) => {
    const p = window.xwingPage;
    p.state.ships.find((s) => s.id === id).pose = pose;
    p.changed('pose');
  }, [id, pose]);
}

// Issue 22: the Range panel measures a ship's upgrade weapons with their printed range and arc
// (docs/squads.md "Upgrade weapons": measureRange with `weapon: { upgrade }`). Desktop: the
// panel's own controls, nothing of the phone's.
test('the Range panel measures a carried weapon card: its printed range and arc (desktop)', async () => {
  const squad = { version: '2.0.0', faction: 'rebelalliance', pilots: [
    { id: 'lukeskywalker', upgrades: { torpedo: ['protontorpedoes'] } }, { id: 'wedgeantilles' },
    { id: 'echobaseevacuees', upgrades: { hardpoint: ['turbolaserbattery'] } }] };
  await withPage({ ...DESKTOP, hash: `?xws=${encodeURIComponent(JSON.stringify(squad))}` }, async ({ page }) => {
    const ships = (await state(page)).ships;
    const luke = ships.find((s) => /Luke Skywalker/.test(s.name));
    const wedge = ships.find((s) => /Wedge Antilles/.test(s.name));
    const gr = ships.find((s) => /Echo Base Evacuees/.test(s.name));
    // Two small ships (40-mm bases) facing up, Wedge's rear edge `gap` mm ahead of Luke's front edge.
    const apart = (gap) => Promise.all([putShip(page, luke.id, { x: 900, y: 600, heading: 0 }), putShip(page, wedge.id, { x: 900, y: 600 - 40 - gap, heading: 0 })]);
    await apart(250);
    await page.selectOption('#attacker', luke.id);
    await page.selectOption('#defender', wedge.id);
    const options = await page.locator('#range-weapon option').allInnerTexts();
    // upgrades/torpedo.json: Proton Torpedoes, range 2–3, front arc.
    assert.deepEqual(options, ['Primary', 'Proton Torpedoes (range 2–3, front arc)']);
    await page.selectOption('#range-weapon', 'protontorpedoes');
    assert.equal(await page.inputValue('#arc'), 'front', 'the card\'s printed arc is the panel\'s');
    let r = await rangeCheck(page, 'front', 'protontorpedoes');
    assert.deepEqual(r.got, r.want, 'the panel shows the engine\'s answer for the card');
    // 250 mm: range 3 (200–300 mm), inside the card's 2–3.
    assert.deepEqual([r.got.range, r.got.weapon.range, r.got.inWeaponRange, r.got.inArc], [3, [2, 3], true, true]);
    assert.match(r.text, /range 3 \(Proton Torpedoes: special weapon, range 2–3\)/);
    // 50 mm: range 1, outside the card's range.
    await apart(50);
    r = await rangeCheck(page, 'front', 'protontorpedoes');
    assert.deepEqual(r.got, r.want);
    assert.deepEqual([r.got.range, r.got.inWeaponRange], [1, false]);
    assert.match(r.text, /range 1 \(Proton Torpedoes: special weapon, range 2–3: out of its range\)/);
    // Back to the primary weapon: no weapon in the request, its first primary arc.
    await page.selectOption('#range-weapon', '');
    r = await rangeCheck(page, await page.inputValue('#arc'), null);
    assert.deepEqual(r.got, r.want);
    assert.equal(r.got.weapon.kind, 'primary');
    assert.doesNotMatch(r.text, /Proton/);
    // The GR-75's Turbolaser Battery (upgrades/hardpoint.json: range 3–5, single turret arc):
    // measured on the huge ruler, so a ship 450 mm away is at range 5 and in the card's range.
    await putShip(page, gr.id, { x: 400, y: 450, heading: 0 });
    await page.selectOption('#attacker', gr.id);
    await page.selectOption('#range-weapon', 'turbolaserbattery');
    const arc = await page.inputValue('#arc');
    r = await rangeCheck(page, arc, 'turbolaserbattery');
    assert.deepEqual(r.got, r.want);
    assert.deepEqual([r.got.weapon.range, r.got.ruler], [[3, 5], 'huge']);
    assert.equal(r.got.range, Math.ceil(r.got.distance / 100), `the band of ${r.got.distance.toFixed(1)} mm on the huge ruler`);
    assert.ok(r.got.range >= 3 && r.got.inWeaponRange, `in the card's range 3–5 (range ${r.got.range})`);
    await shot(page, 'range-weapon-card.png');
  });
});

// The cards an imported squad gives a ship reach the engine with it (www/js/api.js
// `engineShip`, round.js `roundShip`): their printed effects change its round state.
test('an imported ship\'s cards change its round state: a 2e GR-75 with Luminous (desktop)', async () => {
  const squad = { version: '2.0.0', faction: 'rebelalliance', pilots: [{ id: 'echobaseevacuees', upgrades: { title: ['luminous'] } }] };
  await withPage({ ...DESKTOP, hash: `?xws=${encodeURIComponent(JSON.stringify(squad))}` }, async ({ page }) => {
    const ships = (await state(page)).ships;
    const gr = ships.find((s) => /Echo Base Evacuees/.test(s.name));
    const plain = ships.find((s) => s.ship === 'gr75' && s.id !== gr.id);
    assert.deepEqual([gr.upgrades, gr.cardEdition], [{ title: ['luminous'] }, '2e']);
    const card = (id) => page.evaluate((id) => window.xwingPage.roundStateOf(id)?.cards[0], id);
    // xwing-data2: the GR-75 prints shields 3, energy 4; Luminous grants energy +2, shields -1.
    const carried = await card(gr.id);
    assert.deepEqual([carried.shieldValue, carried.shields, carried.energyLimit], [2, 2, 6]);
    if (plain) {
      const printed = await card(plain.id);
      assert.deepEqual([printed.shieldValue, printed.energyLimit], [3, 4]);
    }
    // In 1st edition the 2e cards mean nothing: the piece is kept aside, and comes back.
    await page.selectOption('#edition', '1e');
    await frames(page);
    assert.ok(!(await state(page)).ships.some((s) => s.id === gr.id), 'kept aside in 1e');
    await page.selectOption('#edition', '2e');
    await frames(page);
    assert.ok((await state(page)).ships.some((s) => s.id === gr.id), 'back in 2e');
  });
});
