// placeMove's effects in their two damage shapes, applied by applyEffects with the
// dealer resolveAttack uses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const square = (id, type, x, y, r) => ({ id, type, points: [[x - r, y - r], [x + r, y - r], [x + r, y + r], [x - r, y + r]] });

test('2e: a GR-75 flying into a CR90 suffers crit damage, absorbed by shields first', () => {
  const move = api.placeMove({ ship: { ...ship('g', 'gr75', 900, 600), energy: 2 }, maneuver: { speed: 4, bearing: 'straight' },
    ships: [ship('c', 'cr90', 900, 300, 90)], seed: 3 });
  const damage = move.outcome.effects.filter((e) => e.type === 'damage');
  assert.deepEqual(damage.map((e) => [e.target, e.hits, e.crits, 'faceup' in e]), [['g', 0, 4, false], ['c', 0, 4, false]]);
  assert.equal(move.outcome.effects.filter((e) => e.type === 'faceupCard').length, 0);
  const r = api.applyEffects({ ships: [{ id: 'g', ship: 'gr75' }, { id: 'c', ship: 'cr90' }], effects: move.outcome.effects, seed: 1 });
  const g = r.ships.find((s) => s.id === 'g').state.pool;
  // 2e GR-75: shields 3, so 4 crits = 3 shields and 1 faceup card.
  assert.equal(g.shields, 0);
  assert.equal(g.damage.length, 1);
  assert.equal(g.damage[0].faceup, true);
  const c = r.ships.find((s) => s.id === 'c').state.pool;
  assert.deepEqual([c.shields, c.damage.length], [3, 0], '2e CR90: 7 shields, 4 absorbed');
  // Energy and red-maneuver effects are applied too; the rest is listed as skipped.
  assert.equal(r.ships.find((s) => s.id === 'g').state.energy, 4 + move.outcome.effects.filter((e) => e.type === 'energy' && e.target === 'g')
    .reduce((n, e) => n + e.change, 0));
  assert.ok(r.applied.length >= 2);
});

test('1e: a huge ship onto an obstacle is dealt a faceup card past its shields', () => {
  // CR90 2 straight from (900, 600): ends centred at y 520, fore half y 407.6..520.
  const move = api.placeMove({ edition: '1e', ship: ship('c', 'cr90', 900, 600), maneuver: { speed: 2, bearing: 'straight' },
    obstacles: [square('a', 'debris', 900, 450, 20)], seed: 2 });
  const cards = move.outcome.effects.filter((e) => e.type === 'faceupCard');
  assert.deepEqual(cards.map((e) => [e.target, e.section, e.source]), [['c', 'fore', 'obstacle']]);
  assert.equal(move.outcome.effects.filter((e) => e.type === 'damage').length, 0);
  const r = api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90' }], effects: move.outcome.effects, seed: 5 });
  const fore = r.ships[0].state.sections.fore;
  assert.equal(fore.shields, 5, 'shields untouched');
  assert.equal(fore.damage.length, 1);
  assert.equal(fore.damage[0].faceup, true);
  // Drawn from the 1e fore deck (xwing-data rebel transport).
  assert.ok(['Secondary Drive Failure', 'Broadcast Malfunction', 'Direct Hit', 'Hull Breach', 'Damaged Stabilizers'].includes(fore.damage[0].name));
  assert.equal(r.ships[0].deck.reduce((n, c) => n + c.count, 0), 19);
  assert.deepEqual(r.skipped.map((s) => s.reason), ['notDamageState'], 'the obstacle removal');
});

test('1e: an open section is the opponent\'s choice; a crippled one cannot be chosen', () => {
  const card = { type: 'faceupCard', target: 'c', section: null, source: 'obstacle' };
  const e = expectRulesError(assert, () => api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90' }], effects: [card], seed: 1 }),
    'effects[0].section');
  assert.equal(e.code, 'INVALID_INPUT');
  const state = { sections: { fore: { hull: 8, shields: 0, damage: Array(8).fill({ faceup: false }) }, aft: { hull: 8, shields: 3 } }, crippled: ['fore'] };
  const r = api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90', state }], effects: [card], seed: 1 });
  assert.equal(r.applied[0].section, 'aft');
  assert.deepEqual([r.ships[0].state.sections.aft.shields, r.ships[0].state.sections.aft.damage.length], [3, 1]);
  // Named crippled section: the card is lost ("crippled sections cannot suffer damage").
  const lost = api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90', state }], effects: [{ ...card, section: 'fore' }], seed: 1 });
  assert.deepEqual(lost.applied[0].dealt.map((d) => d.kind), ['lost']);
});

test('2e standard ships draw from the core damage deck', () => {
  const x = { id: 'x', ship: 'small', state: { pool: { hull: 4, shields: 0 } } };
  const r = api.applyEffects({ ships: [x], effects: [{ type: 'damage', target: 'x', hits: 0, crits: 1, section: null, source: 's' }], seed: 7 });
  const faceup = r.applied[0].dealt.find((d) => d.kind === 'faceup');
  assert.ok(faceup.card.name.length > 0 && faceup.card.name !== 'Faceup damage card', faceup.card.name);
  assert.equal(r.ships[0].deck.reduce((n, c) => n + c.count, 0), 32);
  // "Direct Hit!" suffers 1 more hit and repairs itself.
  const deck = [{ name: 'Direct Hit!', count: 1, text: 'Suffer 1 [Hit] damage. Then repair this card.', effect: { damage: 1, repair: true } }];
  const d = api.applyEffects({ ships: [{ ...x, deck }], effects: [{ type: 'damage', target: 'x', hits: 0, crits: 1 }], seed: 7 });
  assert.deepEqual(d.ships[0].state.pool.damage.map((c) => c.faceup), [false, false]);
  assert.ok(d.applied[0].dealt.some((s) => s.kind === 'repaired'));
});

test('applyEffects refuses bad requests by field', () => {
  const ok = { id: 'c', ship: 'cr90' };
  for (const [req, field] of [
    [{ ships: [{ id: 'x', ship: 'small' }], effects: [] }, 'ships[0].state'],
    [{ ships: [ok, ok], effects: [] }, 'ships[1].id'],
    [{ ships: [{ id: 'c', ship: 'tie' }], effects: [] }, 'ships[0].ship'],
    [{ ships: [ok], effects: [{ type: 'boom', target: 'c' }] }, 'effects[0].type'],
    [{ ships: [ok], effects: [{ type: 'damage', target: 'c', hits: -1 }] }, 'effects[0].hits'],
    [{ ships: [ok], effects: [{ type: 'damage', target: 'c', section: 'fore' }] }, 'effects[0].section'],
    [{ ships: [ok], effects: [{ type: 'energy', target: 'c' }] }, 'effects[0].change'],
    [{ ships: [ok], effects: [], seed: -1 }, 'seed'],
  ]) {
    expectRulesError(assert, () => api.applyEffects(req), field);
  }
  // A target that is not among ships is skipped, not guessed.
  const r = api.applyEffects({ ships: [ok], effects: [{ type: 'destroyed', target: 'zz', source: 's' }], seed: 1 });
  assert.deepEqual(r.skipped, [{ index: 0, reason: 'targetNotInShips' }]);
});
