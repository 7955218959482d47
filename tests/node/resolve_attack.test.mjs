import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import api, { expectRulesError, fullOnly } from './helpers.mjs';

const close = (got, want) => {
  assert.equal(got.length, want.length, `${got} vs ${want}`);
  got.forEach((g, i) => assert.ok(Math.abs(g - want[i]) <= 1e-12, `${got} vs ${want}`));
};

test('the d.ts declares resolveAttack', () => {
  const dts = readFileSync(new URL('../../pkg/xwing_huge.d.ts', import.meta.url), 'utf8');
  assert.match(dts, /export function resolveAttack/);
});

test('docs/conventions.md §6 reference: 1e, 3 vs 3 dice at range 2', () => {
  const r = api.resolveAttack({ edition: '1e', attackDice: 3, defenseDice: 3, range: 2, seed: 1, distribution: true });
  close(r.distribution.damage, [1093 / 2048, 1185 / 4096, 75 / 512, 125 / 4096]);
});

test('1e focus and lock against no dice: Bin(3, 15/16)', () => {
  const r = api.resolveAttack({
    edition: '1e', attackDice: 3, attacker: { tokens: { focus: 1, lock: true } }, distribution: true, seed: 5,
  });
  close(r.distribution.damage, [1 / 4096, 45 / 4096, 675 / 4096, 3375 / 4096]);
});

test('2e range 4 against a huge ship: expected damage 459/512', () => {
  const weapon = { kind: 'special', attack: 3, range: [2, 4] };
  const r = api.resolveAttack({ weapon, range: 4, defender: { ship: 'gr75' }, distribution: true, seed: 2 });
  assert.equal(r.defenseDice, 2);
  assert.ok(Math.abs(r.distribution.expected - 459 / 512) <= 1e-12);
});

test('seed 42 rolls the same dice as natively (src/attack/resolve.rs)', () => {
  const r = api.resolveAttack({ attackDice: 8, defenseDice: 4, seed: 42 });
  assert.deepEqual(r.attackRoll, ['blank', 'crit', 'crit', 'hit', 'blank', 'crit', 'blank', 'blank']);
  assert.deepEqual(r.defenseRoll, ['focus', 'blank', 'blank', 'focus']);
  assert.equal(r.seed, 42);
});

test('without a seed one is drawn and returned, and replays the roll', () => {
  const r = api.resolveAttack({ attackDice: 5, defenseDice: 3 });
  assert.ok(Number.isInteger(r.seed) && r.seed >= 0);
  const again = api.resolveAttack({ attackDice: 5, defenseDice: 3, seed: r.seed });
  assert.deepEqual(again, r);
});

test('a 1e CR90 fore section is attacked until crippled, chaining the defender', () => {
  let defender = { ship: 'cr90', section: 'fore' };
  let crippled = false;
  for (let seed = 0; seed < 200 && !crippled; seed++) {
    const r = api.resolveAttack({ edition: '1e', attackDice: 6, range: 2, defender, seed });
    const fore = r.defender.state.sections.fore;
    assert.ok(fore.shields <= 5 && fore.damage.length <= fore.hull);
    defender = r.defender;
    crippled = r.defender.state.crippled.includes('fore');
  }
  assert.ok(crippled);
  // Crippled at 8 damage against its hull 8: a faceup "Direct Hit" counts as 2 (1e fore deck).
  const weight = (c) => (c.faceup ? c.countsAs ?? 1 : 1);
  assert.ok(defender.state.sections.fore.damage.reduce((n, c) => n + weight(c), 0) >= 8);
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 3, defender, seed: 1 }), 'defender.section');
  const aft = api.resolveAttack({ edition: '1e', attackDice: 3, defender: { ...defender, section: 'aft' }, seed: 1 });
  assert.equal(aft.defender.state.destroyed, false);
});

test('simultaneous attack rule: equal pilot skill cripples only after the huge ship attacks', () => {
  const state = { sections: { fore: { hull: 8, shields: 0, damage: Array(7).fill({ faceup: false }) }, aft: { hull: 8, shields: 3 } } };
  const defender = { ship: 'cr90', section: 'fore', pilotSkill: 4, state };
  // Find a seed that deals at least one damage.
  let r;
  for (let seed = 0; ; seed++) {
    r = api.resolveAttack({ edition: '1e', attackDice: 3, attacker: { pilotSkill: 4 }, defender, seed });
    if (r.hits + r.crits > 0) break;
  }
  assert.deepEqual(r.defender.state.crippled, []);
  assert.deepEqual(r.defender.state.pendingCripple, ['fore']);
  const after = api.resolveAttack({ edition: '1e', attackDice: 0, defender: { ...r.defender, section: 'aft', hasAttacked: true }, seed: 0 });
  assert.deepEqual(after.defender.state.crippled, ['fore']);
});

test('2e precision shot resolves when the attacker is in the named arc', () => {
  const deck = [{ name: 'Test Card', count: 1, text: 'lose 1 energy', effect: { energy: 1 },
    precisionShot: { arc: 'bullseye', text: 'one more damage', effect: { damage: 1 } } }];
  const defender = { ship: 'gozanti', state: { pool: { hull: 11, shields: 0 }, energy: 3 } };
  let r;
  for (let seed = 0; ; seed++) {
    r = api.resolveAttack({ attackDice: 3, defender, deck, defenderArcs: ['bullseye', 'fullFront'], seed });
    if (r.crits > 0) break;
  }
  const faceup = r.dealt.find((d) => d.kind === 'faceup');
  assert.equal(faceup.card.name, 'Test Card');
  assert.equal(faceup.precisionShot, true);
  // Card + its precision-shot damage + every other hit and crit (later crits get unnamed cards).
  assert.equal(r.defender.state.pool.damage.length, r.hits + r.crits + 1);
  assert.equal(r.defender.state.energy, 2);
  assert.deepEqual(r.deck, []);
});

test('bad input is an XwingRulesError naming the field, and the module survives', () => {
  const bad = [
    [{ attackDice: 21 }, 'attackDice'],
    [{ attackDice: -1 }, 'attackDice'],
    [{ attackDice: 1.5 }, 'attackDice'],
    [{ attackDice: NaN }, 'attackDice'],
    [{}, 'attackDice'],
    [{ attackDice: 3, seed: 2 ** 53 }, 'seed'],
    [{ attackDice: 3, seed: -1 }, 'seed'],
    [{ attackDice: 3, range: 6 }, 'range'],
    [{ attackDice: 3, range: 0, edition: '1e' }, 'range'],
    [{ attackDice: 20, range: 1 }, 'attackDice'],
    [{ attackDice: 3, defenseDice: 20, range: 3 }, 'defenseDice'],
    [{ attackDice: 3, defender: { ship: 'cr90', agility: 2 } }, 'defender.agility'],
    [{ attackDice: 3, defender: { ship: 'xwing' } }, 'defender.ship'],
    [{ attackDice: 3, edition: '1e', defender: { ship: 'cr90', section: 'mid' } }, 'defender.section'],
    [{ attackDice: 3, edition: '1e', defender: { tokens: { reinforce: 'fullFront' } } }, 'defender.tokens.reinforce'],
    [{ attackDice: 3, defender: { tokens: { reinforce: 'fullRear' } } }, 'defenderArcs'],
    [{ attackDice: 3, defenderArcs: ['behind'] }, 'defenderArcs[0]'],
    [{ attackDice: 3, defender: { ship: 'gr75', state: { sections: { fore: { hull: 8, shields: 0 }, aft: { hull: 8, shields: 0 } } } } }, 'defender.state'],
    [{ attackDice: 3, defender: { state: { pool: { hull: 1e9, shields: 0 } } } }, 'defender.state.pool.hull'],
    [{ attackDice: 3, defender: { state: { pool: { hull: 5, shields: 0 }, destroyed: true } } }, 'defender.state.destroyed'],
    [{ attackDice: 3, deck: [{ name: 'x', precisionShot: { arc: 'left' } }] }, 'deck[0].precisionShot.arc'],
    [{ attackDice: 3, attacker: { useCr90Ability: true, ship: 'cr90', energy: 0 }, edition: '1e' }, 'attacker.useCr90Ability'],
    [{ attackDice: 3, attacker: { tokens: { focus: 'yes' } } }, 'attacker.tokens.focus'],
    [{ attackDice: 3, defender: { state: { pool: { hull: 5, shields: 0 }, crippled: ['fore', 'aft', 'fore'] } } }, 'defender.state.crippled'],
  ];
  for (const [req, field] of bad) expectRulesError(assert, () => api.resolveAttack(req), field);
  expectRulesError(assert, () => api.resolveAttack(7), 'request');
  assert.equal(api.resolveAttack({ attackDice: 2, seed: 3 }).attackRoll.length, 2);
});

test('1e CR90 spends energy for one more die', () => {
  const r = api.resolveAttack({ edition: '1e', attackDice: 4, range: 3, seed: 9,
    attacker: { ship: 'cr90', energy: 2, useCr90Ability: true }, defender: { agility: 2 } });
  assert.equal(r.attackDice, 5);
  assert.equal(r.defenseDice, 3);
  assert.equal(r.attacker.energy, 1);
});

test('2e: one standard attack per round, each bonus attack header once', () => {
  const first = api.resolveAttack({ attackDice: 4, seed: 1, attacker: { ship: 'raider' } });
  assert.deepEqual(first.attacker.attacksThisRound, { standard: true, bonus: [] });
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 4, seed: 2, attacker: first.attacker }), 'attackKind');
  // A bonus attack with a special weapon is recorded by its header; one with the primary as "primary".
  const ion = { kind: 'special', attack: 3, range: [1, 3] };
  const bonus = api.resolveAttack({ attackDice: 3, seed: 2, attacker: first.attacker, attackKind: 'bonus', weaponName: 'Ion Cannon Battery', weapon: ion });
  assert.deepEqual(bonus.attacker.attacksThisRound.bonus, ['Ion Cannon Battery']);
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, seed: 3, attacker: bonus.attacker, attackKind: 'bonus', weaponName: 'Ion Cannon Battery', weapon: ion }), 'weaponName');
  const primary = api.resolveAttack({ attackDice: 4, seed: 3, attacker: bonus.attacker, attackKind: 'bonus' });
  assert.deepEqual(primary.attacker.attacksThisRound.bonus, ['Ion Cannon Battery', 'primary']);
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, attackKind: 'extra' }), 'attackKind');
});

test("2e: the attacker's round state refuses a bonus attack it has used and records the one made", { skip: fullOnly }, () => {
  // A CR90 that has used its "Ion Cannon Battery" bonus attack (seed 001 "Bonus Attacks":
  // each header once per round; one bonus attack with the primary per round).
  const roundState = { cards: [{ shields: 7, energy: 7 }], used: { bonusAttacks: ['Ion Cannon Battery'] } };
  // Named headers are special weapons' bonus attacks; without a name, the primary's.
  const attack = (state, weaponName) => api.resolveAttack({ attackDice: 2, seed: 4, range: 2, attackKind: 'bonus', weaponName,
    ...(weaponName ? { weapon: { kind: 'special', attack: 2, range: [1, 3] } } : {}),
    attacker: { id: 'c', ship: 'cr90', roundState: state } });
  const used = expectRulesError(assert, () => attack(roundState, 'Ion Cannon Battery'), 'weaponName');
  assert.equal(used.code, 'NOT_ALLOWED');
  const primary = attack(roundState);
  assert.deepEqual(primary.attacker.attacksThisRound.bonus, ['Ion Cannon Battery', 'primary']);
  assert.deepEqual([primary.attacker.roundState.used.bonusAttacks, primary.attacker.roundState.used.primaryBonus], [['Ion Cannon Battery'], true]);
  // Passed back, the state refuses the primary bonus attack; a new header is allowed and recorded.
  expectRulesError(assert, () => attack(primary.attacker.roundState), 'weaponName');
  const turbo = attack(primary.attacker.roundState, 'Turbolaser Battery');
  assert.deepEqual(turbo.attacker.roundState.used.bonusAttacks, ['Ion Cannon Battery', 'Turbolaser Battery']);
  // The End phase clears the record: the same header is allowed again.
  const [ended] = api.endPhase({ ships: [{ id: 'c', ship: 'cr90', pose: { x: 0, y: 0, heading: 0 }, state: turbo.attacker.roundState }] }).ships;
  assert.deepEqual(attack(ended.state, 'Ion Cannon Battery').attacker.roundState.used.bonusAttacks, ['Ion Cannon Battery']);
});

test("resolveAttack's defenderArcs takes measureRange's defenderArcs as they are: left/right are the side arcs", () => {
  const deck = [{ name: 'Side Card', count: 1, precisionShot: { arc: 'side', effect: { energy: 1 } } }];
  const defender = { ship: 'cr90', state: { pool: { hull: 18, shields: 0 }, energy: 5 } };
  let r;
  for (let seed = 0; ; seed++) {
    r = api.resolveAttack({ attackDice: 3, defender, deck, defenderArcs: ['front', 'left', 'fullFront'], seed });
    if (r.crits > 0) break;
  }
  assert.equal(r.dealt.find((d) => d.kind === 'faceup').precisionShot, true);
  assert.equal(r.defender.state.energy, 4);
  const rear = api.resolveAttack({ attackDice: 3, defender, deck, defenderArcs: ['rear', 'fullRear'], seed: r.seed });
  assert.equal(rear.dealt.find((d) => d.kind === 'faceup').precisionShot, false);
});

test('with poses, range, obstruction and defenderArcs come from measureRange', () => {
  // 2e GR-75 (221 mm long) at (500, 500) facing up: its front edge is at y = 389.5.
  // A small ship (40 mm) facing down, centred at y = 219.5: its front edge at 239.5,
  // 150 mm from the GR-75: range 2, in the GR-75's bullseye and full front arc.
  const attacker = { id: 'x', ship: 'small', pose: { x: 500, y: 219.5, heading: 180 } };
  const defender = { id: 'g', ship: 'gr75', pose: { x: 500, y: 500, heading: 0 } };
  const r = api.resolveAttack({ attackDice: 3, range: 5, defenderArcs: ['fullRear'], attacker, defender, arc: 'front', seed: 4 });
  assert.equal(r.geometry.measured, true);
  assert.equal(r.geometry.range, 2);
  assert.ok(Math.abs(r.geometry.distance - 150) < 1e-9);
  assert.equal(r.geometry.obstructed, false);
  assert.deepEqual([...r.geometry.defenderArcs].sort(), ['bullseye', 'fullFront']);
  assert.equal(r.defenseDice, 0);
  assert.deepEqual(r.defender.pose, defender.pose);
  // An asteroid on the line: obstructed, one more defense die.
  const rock = { id: 'rock', type: 'asteroid', points: [[500, 300], [540, 300], [520, 330]] };
  const o = api.resolveAttack({ attackDice: 3, attacker, defender, arc: 'front', obstacles: [rock], seed: 4 });
  assert.equal(o.geometry.obstructed, true);
  assert.deepEqual(o.geometry.obstructedBy, ['rock']);
  assert.equal(o.defenseDice, 1);
  // Without poses the request's geometry is echoed.
  const given = api.resolveAttack({ attackDice: 3, range: 3, seed: 4 });
  assert.deepEqual(given.geometry, { measured: false, range: 3, obstructed: false, defenderArcs: [] });
});

test('with poses, an attack measureRange refuses is an error', () => {
  const defender = { id: 'g', ship: 'gr75', pose: { x: 500, y: 500, heading: 0 } };
  // 350 mm away: range 4, beyond a small ship's standard ruler.
  const far = { id: 'x', ship: 'small', pose: { x: 500, y: 19.5, heading: 180 } };
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, attacker: far, defender, seed: 1 }), 'defender');
  // Facing away: not in its front arc.
  const away = { id: 'x', ship: 'small', pose: { x: 500, y: 219.5, heading: 0 } };
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, attacker: away, defender, arc: 'front', seed: 1 }), 'defender');
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, attacker: away, seed: 1 }), 'defender.pose');
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, attacker: { pose: away.pose }, defender, seed: 1 }), 'attacker.ship');
  // The 2e CR90's primary fires at range 1–4 ("Broadside Batteries", xwing-data2), so it
  // measures on the huge ruler: range 4, two more defense dice.
  const cr90 = { id: 'c', ship: 'cr90', pose: { x: 500, y: 500, heading: 90 } };
  const target = { id: 't', ship: 'small', pose: { x: 500, y: 500 - 40 - 350 - 20, heading: 0 } };
  const r = api.resolveAttack({ attackDice: 4, attacker: cr90, defender: { ...target, agility: 1 }, seed: 1 });
  assert.equal(r.geometry.range, 4);
  assert.equal(r.defenseDice, 3);
});

test('1e huge ships take no focus or evade tokens (seed 003), and a reinforce needs a huge ship', () => {
  const cr90 = { ship: 'cr90', section: 'fore' };
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, defender: { ...cr90, tokens: { evade: 1 } } }), 'defender.tokens.evade');
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, defender: { ...cr90, tokens: { focus: 1 } } }), 'defender.tokens.focus');
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, attacker: { ship: 'raider', tokens: { focus: 1 } }, defender: { ship: 'small', agility: 2 } }), 'attacker.tokens.focus');
  expectRulesError(assert, () => api.resolveAttack({ edition: '1e', attackDice: 3, range: 2, defender: { ship: 'small', agility: 2, tokens: { reinforce: 'fore' } } }), 'defender.tokens.reinforce');
  // 2e huge ships do use focus and evade.
  assert.ok(api.resolveAttack({ attackDice: 3, range: 2, defender: { ship: 'cr90', tokens: { focus: 1, evade: 1 } }, seed: 1 }));
});

test('the returned defender passes back in, also with card-effect defense dice', () => {
  const first = api.resolveAttack({ attackDice: 4, defenseDice: 1, range: 2, seed: 3, defender: { ship: 'gozanti' } });
  const next = api.resolveAttack({ attackDice: 4, defenseDice: 1, range: 2, seed: 4, defender: first.defender });
  assert.ok(next.defender.state);
});

test('1e: a lock on one section of a huge ship does not help against the other (seed 003)', () => {
  const base = { edition: '1e', attackDice: 4, range: 2, distribution: true, seed: 11 };
  const onFore = (section) => api.resolveAttack({
    ...base, attacker: { tokens: { lock: 1, lockSection: 'fore' } }, defender: { ship: 'cr90', section },
  });
  const none = api.resolveAttack({ ...base, defender: { ship: 'cr90', section: 'aft' } });
  assert.deepEqual(onFore('aft').distribution, none.distribution);
  assert.deepEqual(onFore('aft').rerolled, []);
  assert.ok(onFore('fore').distribution.expected > none.distribution.expected);
  expectRulesError(assert, () => api.resolveAttack({ ...base, attacker: { tokens: { lock: 1, lockSection: 'mid' } } }), 'attacker.tokens.lockSection');
});

// Audit finding 4: 1e, "While a ship is touching another ship, those ships cannot attack each
// other" (seed 002). 2e keeps its range-0 attack.
test('1e: ships that touch cannot attack each other; 2e touching is range 0 and may attack', () => {
  // 1e CR90 at (900, 450): 224.8 mm token, bow at y = 450 − 112.4 = 337.6. A small ship facing
  // down at (900, 317.6) has its 40 mm base over y 297.6–337.6: its edge on the bow, distance 0.
  const cr90 = { id: 'c', ship: 'cr90', pose: { x: 900, y: 450, heading: 0 } };
  const x = { id: 'x', ship: 'small', pose: { x: 900, y: 317.6, heading: 180 } };
  const req = { edition: '1e', seed: 1, attackDice: 3, attacker: x, defender: { ...cr90, section: 'fore' }, arc: 'front' };
  const e = expectRulesError(assert, () => api.resolveAttack(req), 'defender');
  assert.equal(e.code, 'NOT_ALLOWED');
  assert.match(e.message, /the two ships touch.*cannot attack each other/);
  const m = api.measureRange({ edition: '1e', attacker: x, defender: cr90, section: 'fore' });
  assert.deepEqual([m.range, m.distance, m.canTarget, m.sections.fore.reason, m.sections.aft.reason], [1, 0, false, 'touching', 'touching']);
  // Nor the CR90 the small ship (no arc given: refused for touching whatever the arc).
  const back = expectRulesError(assert, () => api.resolveAttack({ edition: '1e', seed: 1, attacker: cr90, defender: { ...x, agility: 2 } }), 'defender');
  assert.match(back.message, /the two ships touch/);
  // 0.5 mm apart: range 1 and the attack rolls 3 + 1 (1e range 1, primary) = 4 dice.
  const near = { ...x, pose: { x: 900, y: 317.1, heading: 180 } };
  const r = api.resolveAttack({ ...req, attacker: near });
  assert.deepEqual([r.geometry.range, r.geometry.distance, r.attackDice], [1, 0.5, 4]);
  // 2e: the 2e CR90's bow is at 450 − 110.5 = 339.5, so a small ship at y 319.5 touches it:
  // range 0, 3 + 1 (range 0–1) = 4 attack dice.
  const t2 = api.resolveAttack({ edition: '2e', seed: 1, attackDice: 3, attacker: { ...x, pose: { x: 900, y: 319.5, heading: 180 } }, defender: cr90, arc: 'front' });
  assert.deepEqual([t2.geometry.range, t2.attackDice], [0, 4]);
});

// Audit finding 5: a 1e reinforce token adds an evade "only if that token is assigned to the
// targeted section" (seed 003 "Reinforce Token"): the section is found from the poses when only
// one can be targeted, else it must be given.
test('1e GR-75 with a reinforce token: the targeted section is required or found from the poses', () => {
  const req = { edition: '1e', attackDice: 3, range: 2, attacker: { ship: 'small' }, defender: { ship: 'gr75', tokens: { reinforce: 'fore' } }, distribution: true, seed: 1 };
  const e = expectRulesError(assert, () => api.resolveAttack(req), 'defender.section');
  assert.equal(e.code, 'INVALID_INPUT');
  // 3 dice at range 2 against agility 0: successes S ~ Binomial(3, 1/2); the token's evade
  // leaves max(S − 1, 0): 1.5 − P(S ≥ 1) = 1.5 − 7/8 = 0.625. Next to the aft section: 1.5.
  const fore = api.resolveAttack({ ...req, defender: { ...req.defender, section: 'fore' } });
  assert.equal(fore.distribution.expected, 0.625);
  assert.equal(api.resolveAttack({ ...req, defender: { ...req.defender, section: 'aft' } }).distribution.expected, 1.5);
  // With poses: a small ship dead ahead of the GR-75 (bow at y 500 − 112.4 = 387.6; the small
  // ship's near edge 150 mm away at 237.6, range 2) can target only the fore section (the line to
  // the aft base centre crosses the centre line), so the token counts.
  const poses = {
    edition: '1e', attackDice: 3, arc: 'front', distribution: true, seed: 1,
    attacker: { ship: 'small', pose: { x: 500, y: 217.6, heading: 180 } },
    defender: { ship: 'gr75', tokens: { reinforce: 'fore' }, pose: { x: 500, y: 500, heading: 0 } },
  };
  const r = api.resolveAttack(poses);
  assert.deepEqual([r.geometry.range, r.geometry.section, r.distribution.expected], [2, 'fore', 0.625]);
  assert.equal(r.defender.section, null, 'the found section is not carried to the next attack');
  // Off to the side both sections can be targeted: the attacker's choice must be given.
  const side = { ...poses, attacker: { ship: 'small', pose: { x: 700, y: 500, heading: 270 } }, arc: undefined };
  expectRulesError(assert, () => api.resolveAttack(side), 'defender.section');
  assert.equal(api.resolveAttack({ ...side, defender: { ...side.defender, section: 'aft' } }).geometry.section, 'aft');
});
