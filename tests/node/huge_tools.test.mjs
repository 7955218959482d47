// placeMove's `template` for huge ships: the 2e huge maneuver tool and the 1e huge
// template drawn with their outline (hook, jagged edge, notch), not a strip, and placed
// so that the ship's front corner ends in the tool's corner for the speed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './helpers.mjs';

const ship = (id, kind, x, y, heading) => ({ id, ship: kind, pose: { x, y, heading } });
const has = (points, [x, y], tol = 1e-6) => points.some(([px, py]) => Math.hypot(px - x, py - y) < tol);

/** Front-right (or front-left) corner of a base of `w` × `l` at `pose`, in play-area mm. */
function frontCorner(pose, w, l, side) {
  const h = (pose.heading * Math.PI) / 180;
  const fwd = [Math.sin(h), -Math.cos(h)];
  const right = [Math.cos(h), Math.sin(h)];
  return [pose.x + side * (w / 2) * right[0] + (l / 2) * fwd[0], pose.y + side * (w / 2) * right[1] + (l / 2) * fwd[1]];
}

test('2e: each bank ends with the front corner in a corner of the tool; the hook at the pivot', () => {
  for (const [bearing, side] of [['bankRight', 1], ['bankLeft', -1]]) {
    for (const speed of [1, 2, 3]) {
      const r = api.placeMove({ edition: '2e', ship: ship('c', 'cr90', 900, 450, 0), maneuver: { speed, bearing } });
      assert.ok(r.template.length > 10, `a tool outline, not a strip (${r.template.length} points)`);
      assert.ok(has(r.template, frontCorner(r.pose, 80, 221, side), 1e-5), `${bearing} ${speed}: the corner holds the ship's front corner`);
      // The pivot: 40 mm to the turn side and 40 mm ahead of the start centre (heading 0: ahead is −y).
      assert.ok(has(r.template, [900 + side * 40, 410]), 'the hook at the pivot');
    }
  }
});

test('2e straight: the straight edge lies along the base side from the centre line', () => {
  const r = api.placeMove({ edition: '2e', ship: ship('c', 'cr90', 900, 450, 0), maneuver: { speed: 5, bearing: 'straight' } });
  const onSide = r.template.filter(([x]) => Math.abs(x - 940) < 1e-9).map(([, y]) => y).sort((a, b) => a - b);
  assert.equal(onSide.length, 2);
  // Heading 0: forward is −y; the speed-0 line at y 450 lies 10 mm from the tool's end, speed 5 at y 250.
  assert.ok(Math.abs(onSide[1] - 460) < 1e-9, `tool end 10 mm behind the centre line (${onSide})`);
  assert.ok(onSide[0] <= 250, 'the tool reaches the speed-5 line');
  assert.ok(r.template.every(([x]) => x >= 940 - 1e-9), 'beside the base, not on it');
});

test('1e: the template holds the fore base: its rear corner in the notch, its front corner in the bank corner', () => {
  for (const speed of [1, 2]) {
    const r = api.placeMove({ edition: '1e', ship: ship('c', 'cr90', 900, 450, 0), maneuver: { speed, bearing: 'bankRight' } });
    // The fore base (80 mm square) is 72.4 mm ahead of the centre: its rear-right corner at the start,
    // its front-right corner at the end.
    assert.ok(has(r.template, [940, 450 - 72.4 + 40]), 'the notch at the rear-right corner of the fore base');
    const fore = { x: r.pose.x + 72.4 * Math.sin((r.pose.heading * Math.PI) / 180), y: r.pose.y - 72.4 * Math.cos((r.pose.heading * Math.PI) / 180), heading: r.pose.heading };
    assert.ok(has(r.template, frontCorner(fore, 80, 80, 1), 1e-6), `bank ${speed}: the front corner in its right angle`);
  }
  const s = api.placeMove({ edition: '1e', ship: ship('c', 'cr90', 900, 450, 0), maneuver: { speed: 4, bearing: 'straight' } });
  const bottom = Math.max(...s.template.map(([, y]) => y));
  assert.ok(Math.abs(bottom - (450 - 72.4 + 40)) < 1e-9, 'the bottom line on the fore base rear edge');
  assert.ok(Math.min(...s.template.map(([, y]) => y)) <= 450 - 72.4 + 40 - 160, 'the speed-4 line on the template');
});
