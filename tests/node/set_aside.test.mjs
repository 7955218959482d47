// 2e: placing the standard ships a huge ship set aside (seed 001 "Overlapping Standard
// Ships": "placed in the huge ship's full rear arc at range 0-1 ... Any standard ship
// that cannot be placed is destroyed"): the audit's two requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const rock = (id, x0, y0, x1, y1) => ({ id, type: 'asteroid', points: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] });
const near = (a, b, tol = 1e-9) => assert.ok(Math.abs(a - b) < tol, `${a} ≈ ${b}`);

// A GR-75 1 straight from (900, 600) to (900, 560): base x 860..940, y 449.5..670.5.
// x (at y 465) is under it. Behind the line y 560 and within 100 mm, the only room is
// the vacated strip y 670.5..715 between O2 (to x 859.9) and O3 (from x 940.1), above O1.
const slot = {
  edition: '2e',
  ship: ship('g', 'gr75', 900, 600),
  maneuver: { speed: 1, bearing: 'straight' },
  ships: [ship('x', 'small', 900, 465)],
  obstacles: [rock('O1', 700, 715, 1100, 800), rock('O2', 740, 500, 859.9, 715), rock('O3', 940.1, 500, 1060, 715)],
  seed: 1,
};

test('a ship that fits a gap finer than 10 mm is offered its places, not destroyed', () => {
  // The 40-mm base's centre must lie at y 670.5 + 20 = 690.5 .. 715 - 20 = 695 and
  // x 859.9 + 20 = 879.9 .. 940.1 - 20 = 920.1 (a 10-mm grid tries y 690 and 700:
  // both overlap). The corners of that rectangle are offered, nearest to (900, 465)
  // first: y 690.5 at √(20.1² + 225.5²) ≈ 226.39 mm, then y 695 at ≈ 230.88 mm.
  const r = api.placeMove(slot);
  assert.deepEqual(r.destroyed, []);
  assert.ok(!r.outcome.effects.some((e) => e.type === 'destroyed'));
  const choice = r.outcome.choices.find((c) => c.type === 'placement' && c.target === 'x');
  const want = [[879.9, 690.5], [920.1, 690.5], [879.9, 695], [920.1, 695]];
  assert.equal(choice.options.length, want.length);
  choice.options.forEach((p, i) => {
    near(p.x, want[i][0]);
    near(p.y, want[i][1]);
    assert.equal(p.heading, 0);
  });
  // Each option, and the audit's (900, 692), is accepted as the owner's placement.
  for (const pose of [...choice.options, { x: 900, y: 692, heading: 0 }]) {
    const placed = api.placeMove({ ...slot, choices: { placements: { x: pose } } });
    assert.ok(placed.outcome.effects.some((e) => e.type === 'placed' && e.target === 'x'));
  }
});

test('a ship with no room at all is destroyed (cannotBePlaced)', () => {
  // O1 raised to y 710: the strip is 39.5 mm, the base 40.
  const r = api.placeMove({ ...slot, obstacles: [rock('O1', 700, 710, 1100, 800), ...slot.obstacles.slice(1)] });
  assert.deepEqual(r.destroyed, ['x']);
  assert.ok(r.outcome.effects.some((e) => e.type === 'destroyed' && e.target === 'x' && e.source === 'cannotBePlaced'));
});

// A GR-75 2 straight from (900, 500) to (900, 420): base x 860..940, y 309.5..530.5;
// the line across its centre is y 420.
const edge = {
  edition: '2e',
  ship: ship('g', 'gr75', 900, 500),
  maneuver: { speed: 2, bearing: 'straight' },
  ships: [ship('x', 'small', 900, 330)],
  seed: 1,
};
const place = (x, y) => api.placeMove({ ...edge, choices: { placements: { x: { x, y, heading: 0 } } } });

test('a placement exactly on the rear-arc line is in the full rear arc', () => {
  // x at (1000, 400) spans y 380..420: its rear edge on the line; 40 mm from the huge
  // base's side (980 - 940). measureRange says inArc for the same poses.
  const m = api.measureRange({ edition: '2e', attacker: ship('g', 'gr75', 900, 420), defender: ship('x', 'small', 1000, 400), arc: 'fullRear' });
  assert.equal(m.inArc, true);
  assert.ok(place(1000, 400).outcome.effects.some((e) => e.type === 'placed' && e.target === 'x'));
  // 0.002 mm further ahead no corner is behind the line.
  expectRulesError(assert, () => place(1000, 399.998), 'choices.placements.x');
});

test('a placement at exactly 100 mm is at range 1', () => {
  // Centre x 940 + 100 + 20 = 1060, behind the line (y 420..460): 100 mm from the side.
  const m = api.measureRange({ edition: '2e', attacker: ship('g', 'gr75', 900, 420), defender: ship('x', 'small', 1060, 440) });
  assert.equal(m.range, 1);
  assert.ok(place(1060, 440).outcome.effects.some((e) => e.type === 'placed' && e.target === 'x'));
  expectRulesError(assert, () => place(1060.001, 440), 'choices.placements.x');
});
