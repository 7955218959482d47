// The Epic calls through pkg/: docking and deploying, deployment areas, scoring,
// squadron requirements, player order, allied ships. Expected values are worked out
// by hand in the comments; the docs/epic.md examples run here as written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0, extra = {}) => ({ id, ship: kind, pose: { x, y, heading }, ...extra });
const gr75 = ship('g', 'gr75', 900, 450);

function expectCode(fn, field, code) {
  const e = expectRulesError(assert, fn, field);
  assert.equal(e.code, code);
  assert.equal(e.field, field);
  return e;
}

test('the Epic calls are exported and typed', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  for (const name of ['dockShip', 'deployShip', 'checkDeployment', 'scoreGame', 'checkSquad', 'playerOrder']) {
    assert.equal(typeof api[name], 'function', name);
    assert.match(dts, new RegExp(`export function ${name}\\(`), name);
  }
});

test('dockShip: range 0–1 of a friendly carrier in the System phase', () => {
  // The GR-75's right edge is x 940; a small ship at x 990 has its left edge at 970: 30 mm, range 1.
  assert.deepEqual(api.dockShip({ carrier: gr75, ship: ship('x', 'small', 990, 450) }),
    { docked: true, carrier: 'g', ship: 'x', range: 1, distance: 30 });
  // At x 1100: 140 mm, range 2: too far, naming the ship's pose.
  const e = expectCode(() => api.dockShip({ carrier: gr75, ship: ship('x', 'small', 1100, 450) }), 'ship.pose', 'NOT_ALLOWED');
  assert.equal(e.message, 'ship.pose: dock: the ship is at range 2 of the carrier (140 mm); docking needs range 0–1 (seed 001 "Docking With Huge Ships")');
  // A teammate's carrier is allied: refused naming the rule.
  const ally = expectCode(() => api.dockShip({ carrier: { ...gr75, player: 0, team: 0 }, ship: ship('x', 'small', 990, 450, 0, { player: 1, team: 0 }) }),
    'carrier', 'NOT_ALLOWED');
  assert.match(ally.message, /Allied/);
  expectCode(() => api.dockShip({ phase: 'activation', carrier: gr75, ship: ship('x', 'small', 990, 450) }), 'phase', 'NOT_ALLOWED');
  expectCode(() => api.dockShip({ carrier: gr75, ship: ship('x', 'small', 990, 450, 0, { inWing: true }) }), 'ship.inWing', 'NOT_ALLOWED');
  expectCode(() => api.dockShip({ edition: '1e', carrier: gr75, ship: ship('x', 'small', 990, 450) }), 'edition', 'NOT_ALLOWED');
});

test('deployShip: from the guides and the sides, destroyed when it cannot be placed', () => {
  const deploy = (from, speed, extra = {}) =>
    api.deployShip({ carrier: gr75, ship: { id: 'x', ship: 'small' }, from, maneuver: { speed, bearing: 'straight' }, seed: 1, ...extra });
  // Front guides (900, 339.5): a 2 straight ends 80 + 40 further, at y 239.5.
  let d = deploy('front', 2);
  assert.deepEqual([d.guide, d.move.pose], [{ x: 900, y: 339.5, heading: 0 }, { x: 900, y: 239.5, heading: 0 }]);
  assert.equal(d.move.template.length, 4);
  // Rear guides (900, 560.5), facing away: a 3 straight ends at y 560.5 + 120 + 20 = 700.5.
  assert.deepEqual(deploy('rear', 3).move.pose, { x: 900, y: 700.5, heading: 180 });
  // Sides: the centre line meets them at (860, 450) and (940, 450).
  assert.deepEqual(deploy('left', 1).move.pose, { x: 800, y: 450, heading: 270 });
  d = deploy('right', 1);
  assert.deepEqual([d.guide, d.start, d.move.pose, d.destroyed], [{ x: 940, y: 450, heading: 90 }, { x: 920, y: 450, heading: 90 }, { x: 1000, y: 450, heading: 90 }, false]);
  // A ship at (990, 450) leaves no free place along the template: destroyed.
  d = deploy('right', 1, { ships: [ship('b', 'small', 990, 450)] });
  assert.equal(d.destroyed, true);
  assert.match(d.reason, /cannot be placed: it would overlap/);
  expectCode(() => deploy('up', 1), 'from', 'UNKNOWN_NAME');
});

test('checkDeployment: a non-convex area, the huge-ship exception, bad polygons', () => {
  const l = { points: [[0, 914], [600, 914], [600, 714], [300, 714], [300, 614], [0, 614]] };
  const check = (s, area = l) => api.checkDeployment({ ship: s, deploymentArea: area });
  assert.equal(check(ship('x', 'small', 100, 800)).legal, true);
  // x 270–310 at y 680–720: the corner x 300–310, y 680–714 is outside the L.
  assert.equal(check(ship('x', 'small', 290, 700)).reason, 'setup: the base must lie wholly inside the deployment area');
  const strip = { points: [[0, 914], [900, 914], [900, 814], [0, 814]] };
  assert.deepEqual(check(ship('g', 'gr75', 450, 914 - 110.5), strip),
    { legal: true, reason: null, insidePlayArea: true, insideDeploymentArea: false, fillsDeploymentArea: true, overlaps: [] });
  expectCode(() => check(ship('x', 'small', 100, 800), { points: [[0, 0], [100, 100], [100, 0], [0, 100]] }), 'deploymentArea.points', 'BAD_GEOMETRY');
  expectCode(() => check(ship('x', 'small', 100, 800), { points: [[0, 0], [100, 100]] }), 'deploymentArea.points', 'BAD_GEOMETRY');
});

test('scoreGame: the docs example, a wing Quick Build, an unknown player', () => {
  const r = api.scoreGame({ ships: [
    { id: 'x', player: 0, hull: 4, shields: 2, fate: 'destroyed', points: 45 },
    { id: 'y', player: 0, hull: 3, shields: 2, lostShields: 2, damageCards: 1, points: 37 },
    { id: 't', player: 1, hull: 3, fate: 'fled', points: 26 },
    { id: 'c', player: 1, hull: 12, shields: 4, lostShields: 4, damageCards: 3, points: 146 }] });
  // Player 1 scores 45 + ceil(37 / 2) = 64; player 0 scores 26 (the CR90: 7 < 8 lost).
  assert.deepEqual(r.players, [{ player: 0, team: 0, score: 26, casualties: 64 }, { player: 1, team: 1, score: 64, casualties: 26 }]);
  assert.deepEqual([r.winners, r.draw], [[1], false]);
  assert.deepEqual(r.ships[1], { id: 'y', healthValue: 5, lostHealth: 3, fullHealth: false, halfHealth: true, fate: 'inPlay' });
  // Three TIEs (threat 4): one destroyed (3) and 2 cards: 5 of 9 >= 5: half health, 2.
  const w = api.scoreGame({ scoring: 'threat', quickBuilds: [{ id: 'w', threat: 4 }], ships: [
    { id: 'a', hull: 3, fate: 'destroyed', quickBuild: 'w' }, { id: 'b', hull: 3, damageCards: 2, quickBuild: 'w' }, { id: 'c', hull: 3, quickBuild: 'w' }] });
  assert.deepEqual(w.units, [{ id: 'w', player: 0, value: 4, healthValue: 9, lostHealth: 5, standing: 'halfHealth', scored: 2 }]);
  expectCode(() => api.scoreGame({ players: [{ player: 0 }], ships: [{ id: 'a', player: 2, hull: 3, points: 1 }] }), 'ships[0].player', 'UNKNOWN_NAME');
  // A team on one player but not the other: player 1 would default to team 1, player 0's
  // team, and the two opponents would be scored as allies. Refused by name.
  expectCode(() => api.scoreGame({ players: [{ player: 0, team: 1 }, { player: 1 }], ships: [
    { id: 'x', player: 0, hull: 3, fate: 'destroyed', points: 30 }, { id: 'y', player: 1, hull: 3, fate: 'destroyed', points: 40 }] }),
  'players[1].team', 'INVALID_INPUT');
});

test('checkSquad: every reason, and the team split', () => {
  const r = api.checkSquad({ limit: 300, ships: [{ id: 'a', ship: 'small', points: 200, wing: 'w' }, { id: 'b', ship: 'large', points: 120, wing: 'w' }] });
  assert.deepEqual(r.problems.map((x) => x.rule), ['squadLimit', 'hugeShipOrWing', 'wingSize', 'wingSmallShips']);
  // 600 for 2 players: 300 each, 150 on huge ships; a GR-75 at 160 is over.
  const t = api.checkSquad({ limit: 600, players: 2, ships: [{ id: 'g', ship: 'gr75', points: 100, upgrades: 60 }] });
  assert.deepEqual([t.legal, t.limit, t.hugeLimit, t.hugePoints, t.problems.map((x) => x.rule)], [false, 300, 150, 160, ['hugeHalf']]);
  expectCode(() => api.checkSquad({ limit: 600, players: 0, ships: [] }), 'players', 'INVALID_INPUT');
});

test('playerOrder feeds roundOrder: the first team first at equal initiative', () => {
  const o = api.playerOrder({ mode: 'teamBattle', teams: [{ id: 'red', players: ['a', 'b'] }, { id: 'blue', players: ['c'] }], seed: 4 });
  assert.equal(o.order[0], o.roll.winner);
  assert.deepEqual(api.playerOrder({ mode: 'teamBattle', teams: [{ id: 'red', players: ['a', 'b'] }, { id: 'blue', players: ['c'] }], seed: 4 }), o);
  const ships = o.players.map((p) => ({ id: `s-${p.id}`, ship: 'small', pilotSkill: 3, player: p.player, team: p.team }));
  const first = o.players.filter((p) => p.team === 0).map((p) => `s-${p.id}`);
  assert.deepEqual(api.roundOrder({ ships: [...ships].reverse() }).activation.slice(0, first.length).map((s) => s.id), first);
  expectCode(() => api.roundOrder({ ships: [{ ...ships[0] }, { ...ships[1], team: undefined }] }), 'ships[1].team', 'INVALID_INPUT');
  const ffa = api.playerOrder({ mode: 'freeForAll', players: ['a', 'b', 'c', 'd'], seed: 9 });
  assert.deepEqual([...ffa.order].sort(), ['a', 'b', 'c', 'd']);
  assert.deepEqual(ffa.players.map((p) => p.player), [0, 1, 2, 3]);
  expectCode(() => api.playerOrder({ mode: 'headToHead', players: ['a'] }), 'players', 'INVALID_INPUT');
});

test('performAction refuses an allied target for jam, lock and coordinate', () => {
  const me = { ...ship('g', 'gr75', 500, 500), player: 0, team: 0 };
  const ally = { ...ship('a', 'small', 700, 500), player: 1, team: 0 };
  for (const type of ['jam', 'coordinate']) {
    const e = expectCode(() => api.performAction({ edition: '1e', ship: me, ships: [ally], action: { type, target: 'a' } }), 'action', 'NOT_ALLOWED');
    assert.match(e.message, /an allied ship is neither friendly nor enemy \(Epic rules reference, "Allied"\)/);
  }
  // The same ship on the other team is an enemy: jam works (range 2).
  const r = api.performAction({ edition: '1e', ship: me, ships: [{ ...ally, team: 1 }], action: { type: 'jam', target: 'a' } });
  assert.equal(r.outcome.type, 'stressed');
});
