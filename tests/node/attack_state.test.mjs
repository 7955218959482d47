// How attacks change a ship's round state, through pkg/: the requests of a rules audit of
// attacks with the corrected answers. Expected values are worked out by hand in the comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const facedown = (n) => Array.from({ length: n }, () => ({ faceup: false }));
const pose = { x: 500, y: 400, heading: 0 };

/** The first seed from 0 whose answer `ok` accepts (the dice are seeded, so this is fixed). */
function firstSeed(req, ok) {
  for (let seed = 0; seed < 200; seed++) {
    const r = api.resolveAttack({ ...req, seed });
    if (ok(r)) return r;
  }
  throw new Error('no seed gave the roll');
}

test('a faceup Direct Hit keeps counting 2 when the round state is passed back', () => {
  // Seed 003 "Crippled Sections" and "Direct Hit" ("counts as 2 damage against your hull").
  // CR90 fore: hull 8, no shields, 5 facedown cards. One crit deals the Direct Hit: 5 + 2 = 7.
  const deck = [{ name: 'Direct Hit', count: 4, section: 'fore', text: 'This card counts as 2 damage against your hull.', effect: { countsAs: 2 } }];
  const roundState = { cards: [{ section: 'fore', shields: 0, damage: facedown(5) }, { section: 'aft', shields: 3 }] };
  const base = { edition: '1e', attackDice: 1, range: 2, attacker: { ship: 'small' } };
  const r1 = firstSeed({ ...base, deck, defender: { id: 'c', ship: 'cr90', section: 'fore', roundState } }, (r) => r.crits === 1);
  const fore1 = r1.defender.roundState.cards[0];
  assert.deepEqual([fore1.damage.length, fore1.damage.at(-1).countsAs, fore1.damage.at(-1).faceup, fore1.crippled], [6, 2, true, false]);
  // That state passed back, one hit: 5 + 2 + 1 = 8 ≥ hull 8, so the fore section is crippled
  // (it was not: the response had dropped countsAs and the card was read back as 1, 7 < 8).
  const r2 = firstSeed({ ...base, defender: { id: 'c', ship: 'cr90', section: 'fore', roundState: r1.defender.roundState } }, (r) => r.hits === 1);
  assert.equal(r2.defender.roundState.cards[0].crippled, true);
  // A countsAs that is not a whole number of 0 to 10 is refused where it is.
  const bad = { cards: [{ section: 'fore', shields: 0, damage: [{ faceup: true, countsAs: 1.5 }] }, { section: 'aft', shields: 3 }] };
  expectRulesError(assert, () => api.resolveAttack({ ...base, seed: 0, defender: { id: 'c', ship: 'cr90', section: 'fore', roundState: bad } }),
    'defender.roundState.cards[0].damage[0].countsAs');
});

test('crippleSection counts a faceup Direct Hit as 2 damage', () => {
  // Six facedown cards and a faceup Direct Hit: 6 + 2 = 8 ≥ hull 8 (7 cards only).
  const dh = { name: 'Direct Hit', faceup: true, text: 'This card counts as 2 damage against your hull.', countsAs: 2 };
  const state = { cards: [{ section: 'fore', shields: 0, damage: [...facedown(6), dh] }, { section: 'aft', shields: 3 }] };
  const r = api.crippleSection({ edition: '1e', ship: { id: 'c', ship: 'cr90', pose, state }, section: 'fore' });
  assert.deepEqual([r.state.cards[0].crippled, r.destroyed], [true, false]);
  // Facedown, the same card counts 1: 6 + 1 = 7 < 8, refused.
  const down = { cards: [{ section: 'fore', shields: 0, damage: [...facedown(6), { ...dh, faceup: false }] }, { section: 'aft', shields: 3 }] };
  const e = expectRulesError(assert, () => api.crippleSection({ edition: '1e', ship: { id: 'c', ship: 'cr90', pose, state: down }, section: 'fore' }), 'section');
  assert.equal(e.message, 'section: cripple: the fore section has 7 damage; it is crippled at its hull of 8');
});

test('a section resolveAttack cripples goes through crippleSection once', () => {
  // CR90 aft: no shields, 7 facedown cards (hull 8), 5 energy. Any hit makes 7 + 1 = 8 ≥ 8: the
  // aft is crippled with its flip pending; crippleSection with the crippled side's limit 2
  // then discards 5 − 2 = 3 (seed 003 "Crippled Sections"), keeping 2. It was refused as
  // already crippled.
  const roundState = { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 0, energy: 5, damage: facedown(7) }] };
  const out = firstSeed({ edition: '1e', attackDice: 2, range: 2, attacker: { ship: 'small' }, defender: { id: 'c', ship: 'cr90', section: 'aft', roundState } },
    (r) => r.hits + r.crits > 0);
  const aft = out.defender.roundState.cards[1];
  assert.deepEqual([aft.crippled, aft.flipPending, aft.energy, aft.energyLimit], [true, true, 5, 5]);
  assert.equal(out.defender.roundState.cards[0].flipPending, false);
  const ship = (state) => ({ id: 'c', ship: 'cr90', pose, state });
  const c = api.crippleSection({ edition: '1e', ship: ship(out.defender.roundState), section: 'aft', energyLimit: 2 });
  assert.deepEqual([c.energyDiscarded, c.state.cards[1].energy, c.state.cards[1].energyLimit, c.state.cards[1].flipPending, c.destroyed],
    [3, 2, 2, false, false]);
  // Once applied, the side is not applied again, whatever values are given.
  const e = expectRulesError(assert, () => api.crippleSection({ edition: '1e', ship: ship(c.state), section: 'aft', energyLimit: 4 }), 'section');
  assert.deepEqual([e.code, e.message], ['NOT_ALLOWED', 'section: cripple: the aft section is already crippled and shows its crippled side']);
  // A flip waits only on a crippled card.
  const bad = { cards: [{ section: 'fore', shields: 5, flipPending: true }, { section: 'aft', shields: 3 }] };
  expectRulesError(assert, () => api.crippleSection({ edition: '1e', ship: ship(bad), section: 'fore' }), 'ship.state.cards[0].flipPending');
});

test('applyEffects never puts a 1e ship above its energy limit; 1e sets up with none', () => {
  // placeMove: a 1e CR90's 2 straight gains 3 energy (0 at setup + 3 = 3, its "after").
  const mv = api.placeMove({ edition: '1e', ship: { id: 'c', ship: 'cr90', pose: { x: 900, y: 450, heading: 0 } }, maneuver: { speed: 2, bearing: 'straight' } });
  const gain = mv.outcome.effects.filter((e) => e.type === 'energy');
  assert.deepEqual(gain.map((e) => e.change), [3]);
  // Applied to the default state: 0 + 3 = 3 (it was 5 + 3 = 8, above the limit of 5).
  const ap = api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90' }], effects: mv.outcome.effects, seed: 1 });
  assert.deepEqual([ap.ships[0].state.energy, ap.ships[0].state.energyLimit], [3, 5]);
  // Twice more: 3 + 3 = 6 → 5 (1 returned), then 5 + 3 = 8 → 5 (3 returned).
  const again = api.applyEffects({ edition: '1e', ships: ap.ships, effects: [...gain, ...gain], seed: 1 });
  assert.equal(again.ships[0].state.energy, 5);
  assert.deepEqual(again.applied.map((a) => a.dealt.map((d) => [d.kind, d.amount])), [[['energyLost', 1]], [['energyLost', 3]]]);
  // A state above its limit is refused, never repaired; an upgrade's higher limit is given as energyLimit.
  const st = ap.ships[0].state;
  expectRulesError(assert, () => api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90', state: { ...st, energy: 6 } }], effects: [] }),
    'ships[0].state.energy');
  const up = api.applyEffects({ edition: '1e', ships: [{ id: 'c', ship: 'cr90', state: { ...st, energy: 6, energyLimit: 7 } }], effects: gain });
  assert.equal(up.ships[0].state.energy, 7);
});

test('2e: one bonus attack with the primary weapon per round, whatever effect grants it', () => {
  // Seed 001 "Bonus Attacks": CR90 vs GR-75, a bonus primary attack granted by "Effect A",
  // then one granted by "Effect B": both use the primary, so the second is refused.
  const base = { edition: '2e', attacker: { ship: 'cr90' }, defender: { ship: 'gr75' }, range: 2, seed: 3 };
  const r = api.resolveAttack({ ...base, attackKind: 'bonus', weaponName: 'Effect A' });
  assert.equal(r.weapon.kind, 'primary');
  assert.deepEqual(r.attacker.attacksThisRound, { standard: false, bonus: ['primary'] });
  const second = { ...base, attackKind: 'bonus', weaponName: 'Effect B', attacker: { ship: 'cr90', attacksThisRound: r.attacker.attacksThisRound } };
  const e = expectRulesError(assert, () => api.resolveAttack(second), 'weaponName');
  assert.equal(e.code, 'NOT_ALLOWED');
  // The round-state path agrees: the first attack writes used.primaryBonus, which refuses the second.
  const rs = api.resolveAttack({ ...base, attackKind: 'bonus', weaponName: 'Effect A', attacker: { id: 'c', ship: 'cr90', roundState: { cards: [{ shields: 5 }] } } });
  assert.deepEqual([rs.attacker.roundState.used.primaryBonus, rs.attacker.roundState.used.bonusAttacks], [true, []]);
  const again = { ...base, attackKind: 'bonus', weaponName: 'Effect B', attacker: { id: 'c', ship: 'cr90', roundState: rs.attacker.roundState } };
  assert.equal(expectRulesError(assert, () => api.resolveAttack(again), 'weaponName').code, 'NOT_ALLOWED');
});

test('1e: a huge ship makes one attack with its primary weapon per round', () => {
  // Seed 003 "Huge Ship Attacks": "one attack with its primary weapon". CR90 at range 3,
  // its primary attack already made (attacksThisRound.standard): refused.
  const req = { edition: '1e', range: 3, seed: 1, attacker: { ship: 'cr90' }, defender: { ship: 'small', agility: 2 } };
  const first = api.resolveAttack(req);
  assert.equal(first.attacker.attacksThisRound.standard, true);
  const e = expectRulesError(assert, () => api.resolveAttack({ ...req, attacker: { ship: 'cr90', attacksThisRound: first.attacker.attacksThisRound } }), 'weapon');
  assert.equal(e.code, 'NOT_ALLOWED');
  // A secondary weapon (3 dice, range 1–3) is still allowed, and leaves the record as it was.
  const special = api.resolveAttack({ ...req, weapon: { kind: 'special', attack: 3, range: [1, 3] }, attacker: { ship: 'cr90', attacksThisRound: { standard: true } } });
  assert.deepEqual([special.weapon.kind, special.attacker.attacksThisRound.standard], ['special', true]);
});
