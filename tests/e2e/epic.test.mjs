// The Epic scene end to end, at the desktop and the phone viewports: a wing of six moves
// with its leader (the page's positions are the engine's moveWing answer, the formation
// kept), a wingmate blocked by the allied ship splits (drawn apart with its reason), a
// docked Y-wing deploys from the CR90's side with its template, a ship dragged out of
// its deployment area is marked illegal, and the scoring panel shows health states as
// damage is applied. Screenshots go to test-artifacts/.
import assert from 'node:assert/strict';
import { withPage, shot, DESKTOP, PHONE } from './browser.mjs';
import { atViewports, state, screenPoint, frames, snap, changedSince, boundsOf } from './helpers.mjs';

/** The Epic module state, as plain data. */
const epicOf = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.xwingPage.epic)));
/** Runs one engine call in the page, through the page's own api module. */
const engine = (page, name, request) => page.evaluate(([n, r]) => {
  const out = window.xwingPage.api[n](r);
  return out.error ? { error: out.error.message } : JSON.parse(JSON.stringify(out.value));
}, [name, request]);
const close = (a, b, what) => {
  assert.ok(Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.heading - b.heading) < 1e-6, `${what}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
};

/** Previews a wing maneuver (hover with a mouse, a tap by touch) and returns the page's preview. */
async function previewWing(page, touch, speed, bearing) {
  const b = page.locator(`#epic-wing-dial button[data-speed="${speed}"][data-bearing="${bearing}"]`);
  await b.scrollIntoViewIfNeeded();
  if (touch) await b.tap();
  else await b.hover();
  await frames(page);
  return (await epicOf(page)).wingPreview;
}

/** Flies it: a click, or a second tap. */
async function flyWing(page, touch, speed, bearing) {
  const b = page.locator(`#epic-wing-dial button[data-speed="${speed}"][data-bearing="${bearing}"]`);
  if (touch) await b.tap();
  else await b.click();
  await frames(page);
}

/** The page's ships by id. */
async function shipsById(page) {
  return new Map((await state(page)).ships.map((s) => [s.id, s]));
}

async function epicScene(page, viewport, touch) {
  const tag = touch ? 'phone' : 'desktop';
  const toggle = page.locator('#epic-toggle');
  await toggle.scrollIntoViewIfNeeded();
  if (touch) await toggle.tap();
  else await toggle.click();
  await frames(page);
  let s = await state(page);
  let e = await epicOf(page);
  assert.ok(e.on, 'the Epic scene is on');
  assert.equal(s.area, 'epic');
  assert.equal(await page.locator('#epic-panel').isVisible(), true);
  const leader = s.ships.find((x) => x.epic?.wing === 'leader');
  const mates = s.ships.filter((x) => x.epic?.leader === leader.id);
  assert.equal(mates.length, 5, 'a wing of six: leader and five wingmates');
  assert.equal(e.areas.length, 2, 'two deployment areas');
  // The formation is placeWing's.
  const member = (x) => ({ id: x.id, ship: x.ship, pose: x.pose, ...(x.epic.wing !== 'leader' ? { position: x.epic.wing } : {}) });
  const placed = await engine(page, 'placeWing', { wing: { leader: member(leader), wingmates: mates.map(member) } });
  for (const w of placed.wingmates) close(s.ships.find((x) => x.id === w.id).pose, w.pose, `${w.id} in formation`);
  await shot(page, `epic-${tag}-scene.png`);

  // 1. Every maneuver of the leader's dial previews the engine's answer: the wing tool, the leader's
  // template and each wingmate's place (the same request and seed give the same answer).
  const dial = await page.locator('#epic-wing-dial button').evaluateAll((bs) => bs.map((b) => [Number(b.dataset.speed), b.dataset.bearing]));
  assert.ok(dial.length >= 10, `the leader's dial (${dial.length} maneuvers)`);
  for (const [speed, bearing] of dial) {
    const q = await previewWing(page, touch, speed, bearing);
    assert.deepEqual(q.maneuver, { ...q.maneuver, speed, bearing });
    assert.deepEqual(q.value, await engine(page, 'moveWing', q.request), `${speed} ${bearing}: the page shows moveWing's answer`);
    for (const w of q.value.wingmates.filter((x) => x.inFormation)) assert.equal(w.pose.heading, q.value.leader.pose.heading, 'in formation, heading as the leader');
    if (speed === 3 && bearing === 'bankLeft') {
      // The left flank, 60 mm from the top edge, would end beyond it: a split at the table edge.
      const edge = q.value.wingmates.filter((w) => !w.inFormation);
      assert.deepEqual(edge.map((w) => [w.position, w.outsidePlayArea]), [['leftFlank', true]], 'the left flank splits at the edge');
      assert.match(await page.locator('#epic-wing-out').innerText(), /Red 2 \(left flank\) splits: cannot be placed while moving \(would leave the play area\); flies speed 3 bank left on its own and flees the play area/);
      await shot(page, `epic-${tag}-edge-split-preview.png`);
    }
  }

  // 2. The wing flies a 2 straight: every wingmate follows (the engine's answer, same seed).
  let p = await previewWing(page, touch, 2, 'straight');
  assert.ok(p?.value, 'the wing preview is the engine\'s answer');
  assert.ok(p.value.tool.outlines.length >= 1, 'the wing tool is drawn');
  assert.ok(p.value.leader.template.length >= 4, 'the leader\'s template is drawn');
  const [x0, y0, x1, y1] = boundsOf(p.value.tool.outlines.flat());
  await snap(page, 'tool', [x0, y0, x1, y1]);
  await shot(page, `epic-${tag}-wing-preview.png`);
  await flyWing(page, touch, 2, 'straight');
  const expected = await engine(page, 'moveWing', p.request);
  let ships = await shipsById(page);
  close(ships.get(leader.id).pose, expected.leader.pose, 'leader');
  for (const w of expected.wingmates) {
    assert.ok(w.inFormation, `${w.id} stays in formation for the 2 straight`);
    close(ships.get(w.id).pose, w.pose, `wingmate ${w.id}`);
    assert.equal(ships.get(w.id).pose.heading, ships.get(leader.id).pose.heading, 'wingmates head as the leader does');
    // Each wingmate kept its place relative to the leader.
    const before = [s.ships.find((x) => x.id === w.id).pose, leader.pose];
    const after = [ships.get(w.id).pose, ships.get(leader.id).pose];
    assert.ok(Math.abs(Math.hypot(before[0].x - before[1].x, before[0].y - before[1].y) - Math.hypot(after[0].x - after[1].x, after[0].y - after[1].y)) < 1e-6);
  }
  assert.ok(await changedSince(page, 'tool') > 0.05, 'the tool left the table with the preview');

  // 3. A 1 straight now runs the right flank into the allied B-wing: it splits.
  p = await previewWing(page, touch, 1, 'straight');
  const split = p.value.wingmates.filter((w) => !w.inFormation);
  const ally = (await state(page)).ships.find((x) => x.name.startsWith('Blue 1'));
  // The right flank and the right support both end on the B-wing (hand check: it spans x 450–490,
  // they reach x 480–520 and 420–460 on the leader's 80-mm move).
  assert.deepEqual(split.map((w) => w.position).sort(), ['rightFlank', 'rightSupport'], 'the two right-hand wingmates split');
  for (const w of split) assert.ok(w.overlaps.includes(ally.id), `${w.id} is blocked by the allied ship`);
  assert.equal(await page.locator('#epic-wing-out').getAttribute('data-splits'), String(split.length));
  assert.match(await page.locator('#epic-wing-out').innerText(), /splits: cannot be placed while moving/);
  await shot(page, `epic-${tag}-split-preview.png`);
  await flyWing(page, touch, 1, 'straight');
  const afterSplit = await engine(page, 'moveWing', p.request);
  ships = await shipsById(page);
  for (const w of afterSplit.wingmates) close(ships.get(w.id).pose, w.pose, `wingmate ${w.id} after the split`);
  for (const w of split) assert.equal(ships.get(w.id).epic.split.cause, w.split.cause, 'the split ship is marked apart');
  assert.match(await page.locator('#epic-wing-out').innerText(), /Flew: speed 1 straight[\s\S]*right flank\) splits/);
  await shot(page, `epic-${tag}-split.png`);

  // 4. The docked Y-wing deploys from the CR90's left side, a 2 straight, with its template.
  await page.selectOption('#epic-from', 'left');
  await page.selectOption('#epic-deploy-move', '2:straight');
  const prev = page.locator('#epic-deploy-preview');
  await prev.scrollIntoViewIfNeeded();
  if (touch) await prev.tap();
  else await prev.click();
  await frames(page);
  e = await epicOf(page);
  const d = e.deployPreview;
  assert.ok(d?.value && !d.value.destroyed, 'the deployment is possible');
  const again = await engine(page, 'deployShip', d.request);
  assert.deepEqual(d.value.move.template, again.move.template, 'the template drawn is deployShip\'s');
  assert.ok(d.value.move.template.length >= 4);
  const cr90 = (await state(page)).ships.find((x) => x.ship === 'cr90');
  assert.equal(d.value.guide.heading, (cr90.pose.heading + 270) % 360, 'from the left side, facing away from the CR90');
  await snap(page, 'template', boundsOf(d.value.move.template));
  await shot(page, `epic-${tag}-deploy-preview.png`);
  const go = page.locator('#epic-deploy-go');
  if (touch) await go.tap();
  else await go.click();
  await frames(page);
  const deployed = (await state(page)).ships.find((x) => x.id === d.docked.id);
  assert.ok(deployed, 'the Y-wing is on the table');
  close(deployed.pose, d.value.move.pose, 'deployed where the engine placed it');
  assert.equal((await state(page)).ships.find((x) => x.ship === 'cr90').epic.docked.length, 0, 'no longer docked');
  assert.ok(await changedSince(page, 'template') > 0.05, 'the template was drawn, and is gone');

  // 5. A TIE moved out of the Imperial deployment area is marked illegal (the whole table in view first).
  await page.locator('#fit').click();
  const tie = (await state(page)).ships.find((x) => x.name === 'Black 1');
  await page.selectOption('#piece', `ship:${tie.id}`);
  await frames(page);
  assert.equal(await page.locator('#epic-placement').getAttribute('data-legal'), 'true', 'legal where it starts');
  if (touch) {
    await page.locator('#pose-x').fill('1000');
    await page.locator('#pose-x').press('Enter');
  } else {
    const a = await screenPoint(page, [tie.pose.x, tie.pose.y]);
    const b = await screenPoint(page, [1000, tie.pose.y + 200]);
    await page.mouse.move(a[0], a[1]);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(a[0] + ((b[0] - a[0]) * i) / 10, a[1] + ((b[1] - a[1]) * i) / 10);
    await frames(page);
    const during = (await epicOf(page)).placement;
    assert.equal(during.value.legal, false, 'marked while dragging');
    await page.mouse.up();
  }
  await frames(page);
  e = await epicOf(page);
  const moved = (await state(page)).ships.find((x) => x.id === tie.id);
  assert.equal(e.placement.shipId, tie.id);
  assert.equal(e.placement.value.legal, false);
  assert.equal(e.placement.value.insideDeploymentArea, false);
  const area = e.areas.find((a) => a.team === 1);
  const check = await engine(page, 'checkDeployment', { edition: '2e', ship: { id: moved.id, ship: moved.ship, pose: moved.pose }, deploymentArea: { points: area.points } });
  assert.equal(check.legal, false, 'the engine agrees');
  assert.equal(await page.locator('#epic-placement').getAttribute('data-legal'), 'false');
  assert.match(await page.locator('#epic-placement').innerText(), /illegal placement/);
  await shot(page, `epic-${tag}-illegal.png`);

  // 6. Health states: the deployed Y-wing takes damage to half health, then is destroyed.
  await page.selectOption('#piece', `ship:${deployed.id}`);
  await frames(page);
  const row = page.locator(`#epic-score tr[data-ship="${deployed.id}"]`);
  assert.equal(await row.getAttribute('data-health'), 'fullHealth');
  const hit = async () => {
    const h = page.locator('#epic-hit');
    await h.scrollIntoViewIfNeeded();
    if (touch) await h.tap();
    else await h.click();
  };
  // A Y-wing of the scenario: hull 6 + shields 2 = 8; half health at 4 lost.
  for (let i = 0; i < 3; i++) await hit();
  assert.equal(await row.getAttribute('data-health'), 'damaged');
  await hit();
  assert.equal(await row.getAttribute('data-health'), 'halfHealth');
  const scored = (await epicOf(page)).score;
  assert.equal(scored.ships.find((x) => x.id === deployed.id).halfHealth, true, 'scoreGame says half health');
  await page.selectOption('#epic-fate', 'destroyed');
  await frames(page);
  assert.equal(await row.getAttribute('data-health'), 'destroyed');
  const totals = await page.locator('#epic-totals').innerText();
  assert.match(totals, /team 2: \d+/);
  // Allied ships are marked apart.
  assert.equal(await page.locator(`#epic-score tr[data-ship="${ally.id}"]`).getAttribute('class'), 'allied');
  assert.equal(await page.locator('#epic-score tr.allied').count(), 1);
  await shot(page, `epic-${tag}-score.png`);
  if (touch) return viewport;
  // Epic is a 2nd-edition mode: the panel goes with 1st edition and comes back with 2nd.
  await page.selectOption('#edition', '1e');
  assert.equal(await page.locator('#epic-panel').isVisible(), false, 'no Epic panel in 1st edition');
  await page.selectOption('#edition', '2e');
  assert.equal(await page.locator('#epic-panel').isVisible(), true);
  // Leaving the scene is one step that Undo takes back, with the ships' Epic facts.
  await page.locator('#epic-toggle').click();
  assert.equal(await page.locator('#epic-panel').isVisible(), false);
  assert.equal((await epicOf(page)).on, false);
  await page.locator('#undo').click();
  assert.equal((await epicOf(page)).on, true, 'undo brings the Epic scene back');
  assert.equal(await page.locator(`#epic-score tr[data-ship="${deployed.id}"]`).getAttribute('data-health'), 'destroyed', 'with its damage');
  return viewport;
}

// At both: different page code. The desktop previews by hover, drags a ship out of its
// deployment area with the mouse (marked while dragging) and switches editions and undoes;
// the phone previews by tap and moves the ship by its typed pose.
atViewports('the Epic scene: wing, split, deployment, placement, score', { desktop: DESKTOP, phone: PHONE },
  (viewport, tag) => withPage({ ...viewport }, async ({ page }) => epicScene(page, viewport, tag === 'phone')));
