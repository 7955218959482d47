import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0, extra = {}) => ({ id, ship: kind, pose: { x, y, heading }, ...extra });
const near = (a, b, tol = 1e-6) => assert.ok(Math.abs(a - b) < tol, `${a} ≈ ${b}`);

test('the .d.ts declares placeMove and shipInfo', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export function placeMove/);
  assert.match(dts, /export function shipInfo/);
});

test('2e: a small ship 3 straight backs off a large ship and touches it', () => {
  // Ends at y 340 without the blocker; the large base spans y 260..340: stop at y 360.
  const r = api.placeMove({
    ship: ship('x', 'small', 500, 500),
    maneuver: { speed: 3, bearing: 'straight' },
    ships: [ship('b', 'large', 500, 300)],
  });
  near(r.pose.y, 360);
  near(r.intendedPose.y, 340);
  assert.equal(r.outcome.skipAction, true);
  assert.deepEqual(r.overlaps.map((o) => o.id), ['b']);
  assert.deepEqual(r.executed, { speed: 3, bearing: 'straight' });
  assert.equal(r.offDial, null);
  assert.equal(r.template.length, 4, 'a standard template: a straight strip');
});

test('2e: a huge ship slows down and both take crits equal to the dial speed', () => {
  const r = api.placeMove({
    ship: ship('g', 'gr75mediumtransport', 900, 600),
    maneuver: { speed: 4, bearing: 'straight' },
    ships: [ship('c', 'cr90', 900, 300, 90)],
  });
  assert.deepEqual(r.executed, { speed: 3, bearing: 'straight' });
  near(r.pose.y, 480);
  const dmg = r.outcome.effects.filter((e) => e.type === 'damage').map((e) => [e.target, e.crits]);
  assert.deepEqual(dmg, [['g', 4], ['c', 4]]);
  assert.equal(r.energy.red, 'spentEnergy', '4 straight is red on the 2e GR-75 dial');
});

test('2e: set-aside ship placement is a choice with legal poses, or taken from the request', () => {
  const req = {
    seed: 42,
    ship: ship('g', 'gr75', 900, 600),
    maneuver: { speed: 2, bearing: 'straight' },
    ships: [ship('x', 'small', 900, 430)],
  };
  const r = api.placeMove(req);
  assert.equal(r.seed, 42);
  const choice = r.outcome.choices.find((c) => c.type === 'placement');
  assert.equal(choice.target, 'x');
  assert.ok(choice.options.length > 0 && 'heading' in choice.options[0]);
  assert.ok(r.outcome.effects.some((e) => e.type === 'roll' && e.dice === 1));
  const again = api.placeMove(req);
  assert.deepEqual(again.outcome, r.outcome, 'same seed, same dice');
  const placed = api.placeMove({ ...req, choices: { placements: { x: choice.options[0] } } });
  assert.ok(placed.outcome.effects.some((e) => e.type === 'placed' && e.target === 'x'));
});

test('1e: a CR90 bank with energy from its dial and the huge template drawn', () => {
  const r = api.placeMove({
    edition: '1e',
    ship: ship('c', 'cr90', 900, 450, 0, { energy: 1, ion: 1 }),
    maneuver: { speed: 1, bearing: 'bankRight' },
  });
  // docs/conventions.md §3.3: the 224.8-mm CR90's centre moves about (10.3, 68.7), turning 30°.
  near(r.pose.x, 910.3, 0.01);
  near(r.pose.y, 450 - 68.7, 0.01);
  near(r.pose.heading, 30);
  assert.deepEqual(r.footprint.map((f) => f.section), ['fore', 'aft']);
  assert.deepEqual(r.energy, { before: 1, after: 3, icons: 3, ionLoss: 1, limit: 5 });
  assert.equal(r.offDial, false);
});

test('1e: a huge ship on an obstacle across both sections returns a section choice', () => {
  const r = api.placeMove({
    edition: '1e',
    ship: ship('c', 'cr90', 900, 600),
    maneuver: { speed: 2, bearing: 'straight' },
    obstacles: [{ id: 'a', type: 'asteroid', points: [[875, 495], [925, 495], [925, 545], [875, 545]] }],
  });
  assert.deepEqual(r.removedObstacles, ['a']);
  assert.deepEqual(r.outcome.choices, [{ type: 'section', who: 'opponent', target: 'c', options: ['fore', 'aft'] }]);
  assert.equal(r.outcome.skipAction, false);
});

test('shipInfo gives the dial, base and stats', () => {
  const g = api.shipInfo({ ship: 'gr75' });
  assert.equal(g.huge, true);
  assert.deepEqual(g.base, { width: 80, length: 221 });
  assert.deepEqual(g.dial[0], { speed: 0, bearing: 'bankLeft', difficulty: 'red' });
  assert.equal(g.stats.hull, 12);
  const c = api.shipInfo({ edition: '1e', ship: 'cr90' });
  assert.equal(c.sections, true);
  assert.deepEqual(c.dial[0], { speed: 1, bearing: 'bankLeft', difficulty: 'white', energy: 3 });
  assert.equal(c.stats.cards.length, 2);
  assert.equal(api.shipInfo({ ship: 'small' }).dial, null);
});

test('bad requests are XwingRulesErrors naming the field, and the module keeps working', () => {
  const base = { ship: ship('g', 'gr75', 900, 600), maneuver: { speed: 1, bearing: 'straight' } };
  expectRulesError(assert, () => api.placeMove({ ...base, maneuver: { speed: 1, bearing: 'turnLeft' } }), 'maneuver.bearing');
  expectRulesError(assert, () => api.placeMove({ ...base, maneuver: { speed: 9, bearing: 'straight' } }), 'maneuver.speed');
  expectRulesError(assert, () => api.placeMove({ ...base, maneuver: { speed: 1, bearing: 'sideways' } }), 'maneuver.bearing');
  expectRulesError(assert, () => api.placeMove({ ...base, ship: ship('g', 'tie', 0, 0) }), 'ship.ship');
  expectRulesError(assert, () => api.placeMove({ ...base, ship: ship('g', 'gr75', NaN, 0) }), 'ship.pose.x');
  expectRulesError(assert, () => api.placeMove({ ...base, seed: -1 }), 'seed');
  expectRulesError(assert, () => api.placeMove({ ...base, playArea: { width: 0, height: 914 } }), 'playArea.width');
  expectRulesError(assert, () => api.placeMove({ ...base, ships: [{ id: 'o', type: 'asteroid', points: [[0, 0], [1, 0], [0, 1]] }] }), 'ships[0]');
  expectRulesError(assert, () => api.placeMove({ ...base, ship: { ...base.ship, energy: 2.5 } }), 'ship.energy');
  expectRulesError(assert, () => api.placeMove({ edition: '1e', ...base, maneuver: { speed: 5, bearing: 'straight' } }), 'maneuver.speed');
  expectRulesError(assert, () => api.shipInfo({ ship: 'medium', edition: '1e' }), 'ship');
  assert.ok(api.placeMove(base).pose);
});

test('duplicate ids are refused naming the entry', () => {
  const mover = { ship: ship('m', 'small', 500, 500), maneuver: { speed: 3, bearing: 'straight' } };
  const e = expectRulesError(assert, () => api.placeMove({ ...mover, ships: [ship('x', 'small', 100, 100), ship('x', 'small', 200, 100)] }), 'ships[1].id');
  assert.match(e.message, /duplicate id "x"/);
  const rock = { id: 'x', type: 'debris', points: [[0, 0], [9, 0], [0, 9]] };
  expectRulesError(assert, () => api.placeMove({ ...mover, ships: [ship('x', 'small', 100, 100)], obstacles: [rock] }), 'obstacles[0].id');
  expectRulesError(assert, () => api.placeMove({ ...mover, obstacles: [{ ...rock, id: 'm' }] }), 'obstacles[0].id');
  expectRulesError(assert, () => new api.Workspace({ obstacles: [rock, rock] }), 'obstacles[1].id');
});

test('1e: energy above the limit is refused', () => {
  const base = { edition: '1e', maneuver: { speed: 1, bearing: 'straight' } };
  expectRulesError(assert, () => api.placeMove({ ...base, ship: ship('g', 'gr75', 900, 600, 0, { energy: 5 }) }), 'ship.energy');
  assert.equal(api.placeMove({ ...base, ship: ship('g', 'gr75', 900, 600, 0, { energy: 5, energyLimit: 6 }) }).energy.after, 6);
});

test('1e: a crippled section is not chosen for overlap damage and suffers none (one shot and Workspace)', () => {
  // Seed 003 "Damage": "Crippled sections cannot be chosen"; "Crippled Sections": they
  // "cannot suffer damage". CR90 at (900, 600) 2 straight ends centred at (900, 520):
  // fore y 407.6..520, aft 520..632.4.
  const fd = { faceup: false };
  const state = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 0, crippled: true, damage: Array(8).fill(fd) }] };
  const rock = (id, x0, y0, x1, y1) => ({ id, type: 'asteroid', points: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] });
  const cards = (r) => r.outcome.effects.filter((e) => e.type === 'faceupCard');
  const req = (obstacles, extra = {}) => ({ edition: '1e', ship: { ...ship('c', 'cr90', 900, 600), ...extra }, maneuver: { speed: 2, bearing: 'straight' }, obstacles, seed: 1 });
  // Under the aft only (x 930..960, y 580..610): the card would go to the aft; crippled, none.
  const underAft = [rock('a', 930, 580, 960, 610)];
  assert.deepEqual(cards(api.placeMove(req(underAft))).map((e) => e.section), ['aft']);
  const r = api.placeMove(req(underAft, { state }));
  assert.deepEqual(r.removedObstacles, ['a']);
  assert.deepEqual(cards(r), []);
  // Across both halves (y 500..540): no choice, the fore is dealt the card.
  const across = [rock('a', 880, 500, 920, 540)];
  assert.equal(api.placeMove(req(across)).outcome.choices.length, 1);
  const both = api.placeMove(req(across, { state }));
  assert.deepEqual(both.outcome.choices, []);
  assert.deepEqual(cards(both).map((e) => [e.target, e.section]), [['c', 'fore']]);
  // Another huge ship's crippled section, given as ships[i].crippled: a GR-75 flying 2 straight
  // onto a CR90 whose aft half it meets deals that CR90 no card.
  const onto = { edition: '1e', ship: ship('g', 'gr75', 1100, 650, 270), maneuver: { speed: 2, bearing: 'straight' },
    ships: [ship('c', 'cr90', 900, 520, 0)], seed: 1 };
  const dealt = (r) => cards(r).filter((e) => e.target === 'c').map((e) => e.section);
  assert.deepEqual(dealt(api.placeMove(onto)), ['aft']);
  assert.deepEqual(dealt(api.placeMove({ ...onto, ships: [{ ...ship('c', 'cr90', 900, 520, 0), crippled: ['aft'] }] })), []);
  // The same through a Workspace that keeps the CR90's crippled aft.
  const ws = new api.Workspace({ edition: '1e', ships: [ship('g', 'gr75', 1100, 650, 270), { ...ship('c', 'cr90', 900, 520, 0), crippled: ['aft'] }] });
  try {
    assert.deepEqual(dealt(ws.placeMove({ ship: 'g', maneuver: { speed: 2, bearing: 'straight' }, seed: 1 })), []);
  } finally {
    ws.free();
  }
  expectRulesError(assert, () => api.placeMove({ ...onto, ships: [{ ...ship('c', 'cr90', 900, 520, 0), crippled: ['aft', 'fore', 'aft'] }] }), 'ships[0].crippled');
});
