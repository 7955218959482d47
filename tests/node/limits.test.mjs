// The limits of docs/limits.md reach JS as XwingRulesErrors naming the field and the
// limit, and the largest requests they allow are answered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError, fullOnly } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });

/** A regular polygon of `n` vertices, radius 30 mm, around (x, y). */
function ring(n, x, y) {
  return Array.from({ length: n }, (_, k) => [x + 30 * Math.cos((2 * Math.PI * k) / n), y + 30 * Math.sin((2 * Math.PI * k) / n)]);
}

test('an obstacle of 65 vertices is refused naming the entry and the limit', { skip: fullOnly }, () => {
  const obstacles = [ring(6, 100, 100), ring(6, 300, 100), ring(6, 500, 100), ring(65, 700, 100)].map((points, i) => ({
    id: `o${i}`,
    type: 'asteroid',
    points,
  }));
  const e = expectRulesError(assert, () => new api.Workspace({ obstacles }), 'obstacles[3].points');
  assert.equal(e.code, 'TOO_LARGE');
  assert.equal(e.field, 'obstacles[3].points');
  assert.match(e.message, /at most 64 vertices/);
  // 64 vertices are accepted.
  obstacles[3].points = ring(64, 700, 100);
  const ws = new api.Workspace({ obstacles });
  assert.deepEqual(ws.checkOverlap({ obstacle: 'o3' }), { overlaps: [], touching: [] });
  ws.free();
});

test('a list of 129 entries is refused, 128 are answered', () => {
  const ships = Array.from({ length: 129 }, (_, i) => ship(`s${i}`, 'small', 50 + 12 * i, 700));
  const obstacle = { id: 'rock', type: 'debris', points: ring(64, 50, 700) };
  const e = expectRulesError(assert, () => api.checkOverlap({ obstacle, ships }), 'ships');
  assert.equal(e.code, 'TOO_LARGE');
  assert.match(e.message, /at most 128 entries/);
  // The ring reaches x 80 (its vertex at (80, 700)); a small base is 40 mm wide, so the
  // ships centred before x 80 + 20 = 100 overlap it: s0..s4 (x 50..98); s5 (x 110) is clear.
  const r = api.checkOverlap({ obstacle, ships: ships.slice(0, 128) });
  assert.deepEqual(
    r.overlaps.map((o) => o.id),
    ['s0', 's1', 's2', 's3', 's4'],
  );
});

test('a batch of 262,145 points is refused, 262,144 are measured', () => {
  const request = (n) => ({
    attacker: ship('c', 'cr90', 900, 450, 30),
    defenderShip: 'small',
    arc: 'left',
    output: 'range',
    // 200 mm to the left of the CR90 (heading 30: left is (-cos 30°, -sin 30°)).
    points: new Float64Array(2 * n).map((_, k) => (k % 2 ? 350 : 727)),
  });
  const e = expectRulesError(assert, () => api.measureRangeBatch(request(2 ** 18 + 1)), 'points');
  assert.equal(e.code, 'TOO_LARGE');
  assert.match(e.message, /at most 262144 points/);
  const out = api.measureRangeBatch(request(2 ** 18));
  assert.equal(out.length, 2 ** 18);
  // The same position 262,144 times: every answer is the one-point answer.
  const one = api.measureRangeBatch(request(1))[0];
  assert.ok(Number.isFinite(one), `in the left arc and in range: ${one}`);
  assert.ok(out.every((r) => Object.is(r, one)), `every result is ${one}`);
});
