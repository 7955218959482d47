import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, x, y, heading = 0, extra = {}) => ({ id, ship: 'small', pose: { x, y, heading }, ...extra });
const near = (a, b, tol = 1e-6) => assert.ok(Math.abs(a - b) < tol, `${a} ≈ ${b}`);
const positions = ['leftFlank', 'rightFlank', 'rearSupport', 'leftSupport', 'rightSupport'];
// Formation offsets (lateral, forward) with the default tool: columns 60 apart, rows 60 apart.
const offsets = { leftFlank: [-60, 0], rightFlank: [60, 0], rearSupport: [0, -60], leftSupport: [-60, -60], rightSupport: [60, -60] };

const wingOfSix = (x, y, heading) => {
  const leader = ship('L', x, y, heading);
  const rad = (heading * Math.PI) / 180;
  const at = ([a, b]) => [x + a * Math.cos(rad) + b * Math.sin(rad), y + a * Math.sin(rad) - b * Math.cos(rad)];
  const wingmates = positions.map((p, i) => { const [px, py] = at(offsets[p]); return ship(`m${i}`, px, py, heading, { position: p }); });
  return { leader, wingmates };
};

test('the .d.ts declares the wing calls', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  for (const name of ['placeWing', 'moveWing', 'checkWingSplit', 'joinWing']) assert.match(dts, new RegExp(`export function ${name}`));
});

test('placeWing: every position of every tool, facing right', () => {
  // Heading 90: forward = +x, right = +y; offset (a, b) lands at (x + b, y + a).
  for (const kind of ['full', 'corner', 'mini']) {
    const r = api.placeWing({ wing: wingOfSix(900, 450, 90), tool: { kind } });
    const got = Object.fromEntries(r.wingmates.map((m) => [m.position, [m.pose.x, m.pose.y, m.pose.heading]]));
    for (const p of positions) {
      const [a, b] = offsets[p];
      near(got[p][0], 900 + b); near(got[p][1], 450 + a); assert.equal(got[p][2], 90);
    }
    assert.deepEqual(r.wingmates.map((m) => m.wingId), [2, 3, 4, 5, 6]);
    assert.ok(r.tool.outlines.length >= 1 && r.tool.kind === kind);
  }
});

test('moveWing: a wing of six follows a 1 bank, all headings equal', () => {
  const r = api.moveWing({ wing: wingOfSix(900, 450, 0), maneuver: { speed: 1, bearing: 'bankRight' }, seed: 2 });
  assert.equal(r.leader.pose.heading, 45);
  for (const m of r.wingmates) { assert.equal(m.inFormation, true); assert.equal(m.pose.heading, 45); }
});

test('moveWing: list order does not change the answer', () => {
  const w = wingOfSix(900, 450, 0);
  const ships = [ship('x', 1050, 330), ship('y', 600, 300)];
  const a = api.moveWing({ wing: w, maneuver: { speed: 2, bearing: 'straight' }, ships, seed: 5 });
  const b = api.moveWing({ wing: { ...w, wingmates: [...w.wingmates].reverse() }, maneuver: { speed: 2, bearing: 'straight' }, ships: [...ships].reverse(), seed: 5 });
  assert.deepEqual(a, b);
});

test('moveWing: red maneuver stresses wingmates; a stressed one splits without a dial', () => {
  const w = wingOfSix(900, 450, 0);
  w.wingmates[0].stress = 1;
  const r = api.moveWing({ wing: w, maneuver: { speed: 1, bearing: 'straight', difficulty: 'red' }, seed: 1 });
  assert.equal(r.difficulty, 'red');
  assert.equal(r.wingmates[0].split.cause, 'stressedRedManeuver');
  assert.deepEqual(r.wingmates[0].endOfActivation, { maneuver: { speed: 2, bearing: 'straight' }, skipAction: true, stress: 1 });
  assert.deepEqual(r.wingmates[1].effects, [{ type: 'stress', target: 'm1', count: 1, source: 'redManeuver' }]);
});

test('checkWingSplit and joinWing', () => {
  const w = wingOfSix(900, 450, 0);
  const r = api.checkWingSplit({ wing: w, phase: 'system', events: { leaderReplaced: true } });
  assert.equal(r.splits.length, 5);
  assert.ok(r.splits.every((s) => s.causes[0].cause === 'leaderReplaced' && s.withoutDial));
  assert.deepEqual(r.wingmateActions, ['calculate', 'evade', 'focus', 'reinforce', 'lock']);
  const j = api.joinWing({ leader: ship('L', 500, 500), ship: { ...ship('a', 400, 560, 30), position: 'leftFlank', wingLeader: 'L' } });
  near(j.pose.x, 440); near(j.pose.y, 500); assert.equal(j.pose.heading, 0);
  assert.deepEqual(j.effects, [{ type: 'stress', target: 'a', count: 1, source: 'joinedWing' }]);
  const e = expectRulesError(assert, () => api.joinWing({ leader: { ...ship('L', 500, 500), cloaked: true },
    ship: { ...ship('a', 400, 560), position: 'leftFlank', wingLeader: 'L' } }), 'leader');
  assert.equal(e.code, 'NOT_ALLOWED');
});

test('bad wings: six wingmates, duplicate positions', () => {
  const w = wingOfSix(900, 450, 0);
  let e = expectRulesError(assert, () => api.placeWing({ wing: { leader: w.leader, wingmates: [...w.wingmates, { ...ship('x', 0, 0), position: 'leftFlank' }] } }), 'wing.wingmates');
  assert.equal(e.code, 'INVALID_INPUT');
  e = expectRulesError(assert, () => api.moveWing({ wing: { leader: w.leader, wingmates: [w.wingmates[0], { ...w.wingmates[1], position: 'leftFlank' }] },
    maneuver: { speed: 1, bearing: 'straight' } }), 'wing.wingmates[1].position');
  assert.equal(e.code, 'INVALID_INPUT');
});

test('a wing that lost wingmates flies on: its right flank alone, then its leader alone', () => {
  // Leader at (900, 450) facing up flies 2 straight: 40 mm base + 80 mm template = 120 mm, so
  // it ends at (900, 330); the right flank keeps 60 mm to its right: (960, 330), heading 0.
  const wing = { leader: ship('L', 900, 450), wingmates: [ship('b', 960, 450, 0, { position: 'rightFlank' })] };
  const r = api.moveWing({ wing, maneuver: { speed: 2, bearing: 'straight' }, tool: { kind: 'corner' }, seed: 1 });
  near(r.leader.pose.x, 900); near(r.leader.pose.y, 330);
  assert.equal(r.wingmates.length, 1);
  near(r.wingmates[0].pose.x, 960); near(r.wingmates[0].pose.y, 330);
  assert.equal(r.wingmates[0].split, null);
  const alone = api.moveWing({ wing: { leader: wing.leader, wingmates: [] }, maneuver: { speed: 2, bearing: 'straight' }, seed: 1 });
  near(alone.leader.pose.y, 330);
  assert.deepEqual(alone.wingmates, []);
  // Splits still apply to the one left: stressed under a red maneuver.
  const s = api.checkWingSplit({ wing: { leader: wing.leader, wingmates: [{ ...wing.wingmates[0], stress: 1 }] }, phase: 'activation', events: { leaderRedManeuver: true } });
  assert.deepEqual(s.splits.map((x) => x.id), ['b']);
});

test('checkWingSplit: every wingmate of a cloaked leader counts as cloaked', () => {
  // "While a wing leader is cloaked, each of its wingmates counts as being cloaked": the
  // leader cloaked earlier (no action now), so a and b both count.
  const wing = { leader: { id: 'L', ship: 'small', cloaked: true }, wingmates: [
    { id: 'a', ship: 'small', position: 'leftFlank', actionBar: ['cloak', 'focus'] }, { id: 'b', ship: 'small', position: 'rightFlank' }] };
  assert.deepEqual(api.checkWingSplit({ wing, phase: 'engagement' }).countsAsCloaked, ['a', 'b']);
  const uncloaked = { ...wing, leader: { id: 'L', ship: 'small' } };
  assert.deepEqual(api.checkWingSplit({ wing: uncloaked, phase: 'engagement' }).countsAsCloaked, []);
});

test('placeWing at setup: a wingmate outside the deployment area splits with one stress', () => {
  // Leader at (500, 400) facing up: left flank at x 440 (base 420..460), right flank at 560
  // (base 540..580). The area x 0..530 holds the leader and the left flank only.
  const wing = { leader: ship('L', 500, 400), wingmates: [ship('a', 0, 0, 0, { position: 'leftFlank' }), ship('b', 0, 0, 0, { position: 'rightFlank' })] };
  const r = api.placeWing({ wing, deploymentArea: { points: [[0, 0], [530, 0], [530, 914], [0, 914]] } });
  assert.deepEqual(r.wingmates.map((m) => [m.id, m.placed, m.outsideDeploymentArea]), [['a', true, false], ['b', false, true]]);
  assert.equal(r.wingmates[1].split.stress, 1);
  assert.equal(r.wingmates[1].split.cause, 'cannotBePlacedInSetup');
  const e = expectRulesError(assert, () => api.placeWing({ wing, deploymentArea: { points: [[0, 0], [530, 914], [530, 0], [0, 914]] } }), 'deploymentArea.points');
  assert.equal(e.code, 'BAD_GEOMETRY');
});
