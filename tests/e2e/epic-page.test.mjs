// The Epic scene as a player uses it (issue 22, item 5): forming one's own wing with
// placeWing (desktop and phone: a form of selects and buttons), the right carrier's
// refusal when docking an allied ship, and the damage a standard ship suffers from a
// huge ship's overlap kept in its state and its health. The split and join texts and
// joining at the end of the End phase are in epic-wing-events.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { state, frames } from './helpers.mjs';

const press = async (page, touch, selector) => {
  const b = page.locator(selector);
  await b.scrollIntoViewIfNeeded();
  if (touch) await b.tap();
  else await b.click();
  await frames(page);
};
const byName = async (page, name) => (await state(page)).ships.find((s) => s.name === name);
const engine = (page, name, request) => page.evaluate(([n, r]) => {
  const out = window.xwingPage.api[n](r);
  return out.error ? { error: out.error.message } : JSON.parse(JSON.stringify(out.value));
}, [name, request]);
const epicOf = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.xwingPage.epic)));

async function formWing(viewport, tag) {
  const touch = !!viewport.hasTouch;
  await withPage(viewport, async ({ page }) => {
    await press(page, touch, '#epic-toggle');
    const id = async (n) => (await byName(page, n)).id;
    // Red 4 (the old rear support) leads; Red 5 on its left flank; Red Leader on its right
    // flank, where Red 6 (left out of the wing) stands: it cannot be placed.
    await page.selectOption('#epic-form-leader', await id('Red 4'));
    await page.selectOption(`select.epic-form-position[data-ship="${await id('Red Leader')}"]`, 'rightFlank');
    await page.selectOption(`select.epic-form-position[data-ship="${await id('Red 5')}"]`, 'leftFlank');
    for (const n of ['Red 2', 'Red 3', 'Red 6']) await page.selectOption(`select.epic-form-position[data-ship="${await id(n)}"]`, '');
    await page.selectOption('#epic-form-tool', 'corner');
    await press(page, touch, '#epic-form-preview');
    const e = await epicOf(page);
    assert.deepEqual(e.formPreview.request.wing.wingmates.map((m) => [m.id, m.position]).sort(), [[await id('Red Leader'), 'rightFlank'], [await id('Red 5'), 'leftFlank']].sort());
    assert.equal(e.formPreview.request.tool.kind, 'corner');
    assert.deepEqual(e.formPreview.value, await engine(page, 'placeWing', e.formPreview.request), 'the preview is placeWing\'s answer');
    const out = await page.locator('#epic-form-out').innerText();
    assert.match(out, /Red 4 leads 2 wingmates \(corner tool\)/);
    assert.match(out, /Red 5: left flank \(wing ID 2\)/);
    assert.match(out, /Red Leader: right flank cannot be placed \(overlaps Red 6\): it splits and gains 1 stress/);
    assert.doesNotMatch(out, /small-\d|seed \d/);
    await shot(page, `epic-form-preview-${tag}.png`);
    await press(page, touch, '#epic-form-place');
    const ships = (await state(page)).ships;
    const get = (n) => ships.find((s) => s.name === n);
    const lf = e.formPreview.value.wingmates.find((w) => w.position === 'leftFlank');
    assert.equal(get('Red 4').epic.wing, 'leader');
    assert.deepEqual([get('Red 5').epic.wing, get('Red 5').epic.leader], ['leftFlank', get('Red 4').id]);
    assert.deepEqual(get('Red 5').pose, lf.pose, 'placed where placeWing says');
    assert.equal(get('Red Leader').epic.split.cause, 'cannotBePlacedInSetup');
    assert.equal(get('Red Leader').rules.stress, 1, 'the split wingmate gains the stress placeWing reports');
    for (const n of ['Red 2', 'Red 3', 'Red 6']) assert.equal(get(n).epic.wing, undefined, `${n} is out of the wing`);
    assert.match(await page.locator('#epic-wing-out').innerText(), /Red 4 leads 1 wingmate\./);
    // The new wing flies: a 1 straight, Red 5 in formation where moveWing puts it.
    const sel = '#epic-wing-dial button[data-speed="1"][data-bearing="straight"]';
    if (touch) await press(page, touch, sel);
    else await page.locator(sel).hover();
    const flown = (await epicOf(page)).wingPreview;
    assert.equal(flown.request.wing.leader.id, get('Red 4').id);
    assert.deepEqual(flown.request.wing.wingmates.map((m) => m.id), [get('Red 5').id]);
    await press(page, touch, sel);
    const after = (await state(page)).ships;
    assert.deepEqual(after.find((s) => s.name === 'Red 5').pose, flown.value.wingmates[0].pose);
    if (touch) {
      const small = await page.evaluate(() => [...document.querySelectorAll('#epic-form select, #epic-form button')]
        .map((e) => [e.id || e.dataset.ship, e.getBoundingClientRect()]).filter(([, r]) => r.width && (r.width < 40 || r.height < 40)).map(([n]) => n));
      assert.deepEqual(small, [], 'every form control at least 40 × 40 px');
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 0, `no horizontal scroll (${wide} px)`);
    }
    await shot(page, `epic-form-${tag}.png`);
  });
}

test('Epic: a player forms its own wing with placeWing and flies it (desktop)', () => formWing(DESKTOP, 'desktop'));
test('Epic: a player forms its own wing with placeWing and flies it (phone)', () => formWing(PHONE, 'phone'));

test('Epic: docking an allied ship shows the CR90\'s refusal, not the Raider\'s (desktop)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await page.click('#epic-toggle');
    const cr90 = await byName(page, 'CR90 Tantive');
    const ally = await byName(page, 'Blue 1 (ally)');
    // The ally at range 1 of the CR90's base (in front of it).
    await page.evaluate(([id, x, y]) => {
      const s = window.xwingPage.state.ships.find((q) => q.id === id);
      s.pose = { x, y, heading: 90 };
      window.xwingPage.state.selected = { kind: 'ship', id };
      window.xwingPage.changed('scene');
    }, [ally.id, cr90.pose.x + 170, cr90.pose.y]);
    await page.click('#epic-dock');
    const out = page.locator('#epic-deploy-out');
    assert.equal(await out.getAttribute('data-carrier'), cr90.id);
    const text = await out.innerText();
    assert.match(text, /^CR90 Tantive cannot take Blue 1 \(ally\): .*allied/);
    assert.doesNotMatch(text, /Raider/);
    assert.doesNotMatch(text, /seed \d|small-\d|cr90-\d/);
  });
});

test('Epic: the crits a standard ship suffers from a huge ship\'s overlap show in its state and health (desktop)', async () => {
  await withPage(DESKTOP, async ({ page }) => {
    await page.click('#epic-toggle');
    const cr90 = await byName(page, 'CR90 Tantive');
    const tie = await byName(page, 'Black 2');
    // Black 2 (hull 3, no shields) 170 mm ahead of the CR90: its 2 straight overlaps it.
    await page.evaluate(([id, x, y]) => {
      const s = window.xwingPage.state.ships.find((q) => q.id === id);
      s.pose = { x, y, heading: 270 };
      window.xwingPage.changed('scene');
    }, [tie.id, cr90.pose.x + 170, cr90.pose.y]);
    await page.selectOption('#piece', `ship:${cr90.id}`);
    await page.locator('#dial button.move[data-maneuver="2:straight"]').hover();
    await page.locator('#dial button.move[data-maneuver="2:straight"]').click();
    await page.waitForSelector('#over-table .choice');
    const seed = await page.evaluate(() => window.xwingPage.state.preview.value.seed);
    await page.locator('#over-table .choice .options button').first().click();
    await frames(page);
    // Seed 001 "Overlapping Standard Ships": the set-aside ship suffers crit damage equal to
    // the huge ship's speed: 2 crits, no shields to absorb them: 2 faceup damage cards.
    const effects = (await page.locator('#move-outcome').innerText());
    assert.match(effects, /Black 2 suffers 2 crits damage/);
    const t = await byName(page, 'Black 2');
    assert.deepEqual(t.overlapDamage, { hits: 0, crits: 2 });
    // The cards are the engine's dealer's (applyEffects with the maneuver's seed): a faceup
    // card's own effect may add damage, and a card may count twice against the hull.
    const dealt = await engine(page, 'applyEffects', { edition: '2e', seed, ships: [{ id: tie.id, ship: 'small', state: { pool: { hull: 3, shields: 0, damage: [] } } }],
      effects: [{ type: 'damage', target: tie.id, hits: 0, crits: 2, section: null, source: 'overlap' }] });
    const lost = dealt.ships[0].state.pool.damage.reduce((n, d) => n + (d.countsAs ?? 1), 0);
    assert.ok(lost >= 2, `2 crits take at least 2 hull (${lost})`);
    assert.deepEqual([t.epic.lostShields, t.epic.damageCards], [0, lost]);
    await page.selectOption('#piece', `ship:${tie.id}`);
    await frames(page);
    const lines = await page.locator('#ship-state [data-k="damage"]').allInnerTexts();
    assert.deepEqual(lines, ['Damage suffered from maneuvers: 2 crits.', `Shields 0 / 0 · damage cards ${lost} of hull 3${lost >= 3 ? ' · destroyed' : ''}.`]);
    // The score panel reads the same health (scoreGame).
    const row = page.locator(`#epic-score tr[data-ship="${tie.id}"]`);
    assert.match(await row.innerText(), lost >= 3 ? /destroyed/ : new RegExp(`${3 - lost}/3`));
    await shot(page, 'epic-overlap-damage-desktop.png');
  });
});
