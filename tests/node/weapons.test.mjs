// The weapon an attack is made with: printed values and ranges per edition, who may
// fire, the ruler following the weapon, and equally short lines for obstruction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const notAllowed = (fn, field, pattern) => {
  const e = expectRulesError(assert, fn, field);
  assert.equal(e.code, 'NOT_ALLOWED');
  if (pattern) assert.match(e.message, pattern);
};

test('1e CR90 primary: printed 4 dice at range 3–5; range 1 refused', () => {
  const req = { edition: '1e', attacker: { ship: 'cr90' }, defender: { ship: 'small' }, seed: 1 };
  notAllowed(() => api.resolveAttack({ ...req, range: 1 }), 'range', /range 3–5/);
  const r = api.resolveAttack({ ...req, range: 3 });
  // 4 printed dice; primary at range 3 or beyond: the defender rolls 1 more (seed 003).
  assert.equal(r.attackDice, 4);
  assert.equal(r.defenseDice, 1);
  assert.deepEqual(r.weapon, { kind: 'primary', attack: 4, range: [3, 5], ordnance: false, section: 'fore', ruler: 'huge' });
  // The Raider's fore card prints 2–4.
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker: { ship: 'raider' }, range: 5, seed: 1 }), 'range', /range 2–4/);
});

test('1e GR-75 has no primary weapon; the CR90 aft card neither', () => {
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker: { ship: 'gr75' }, range: 2, seed: 1 }), 'weapon', /no primary weapon/);
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker: { ship: 'cr90' }, weapon: { section: 'aft' }, range: 3, seed: 1 }), 'weapon');
  // A special weapon with its printed value and range is fine.
  const r = api.resolveAttack({ edition: '1e', attacker: { ship: 'gr75' }, weapon: { kind: 'special', attack: 3, range: [1, 3] }, range: 3, seed: 1 });
  assert.equal(r.attackDice, 3);
  assert.equal(r.defenseDice, 0, '1e: no range-3 die for a secondary weapon');
});

test('2e huge primaries fire at 1–3 (CR90: 1–4, Broadside Batteries) unless extended', () => {
  // The 2e CR90 (110 mm wide) faces right at (600, 800): its left side is y = 745. A small
  // ship abeam with its near edge 450 mm away (centre y 745 − 450 − 20 = 275): range 5.
  const cr90 = { ship: 'cr90', pose: { x: 600, y: 800, heading: 90 } };
  const far = { ship: 'small', pose: { x: 600, y: 275, heading: 0 } };
  notAllowed(() => api.resolveAttack({ attacker: cr90, defender: far, arc: 'left', seed: 1 }), 'defender', /at range 5.*range 1–4/);
  const r = api.resolveAttack({ attacker: cr90, defender: far, arc: 'left', weapon: { extendedTo: 5 }, seed: 1 });
  assert.equal(r.geometry.range, 5);
  assert.equal(r.defenseDice, 2, 'range 4–5, not ordnance: two more defense dice');
  assert.equal(r.weapon.ruler, 'huge');
  // A GR-75 (2e, front arc, 1–3) facing up at (600, 800): front edge y 689.5; a ship 350 mm
  // ahead is beyond its 1–3 ruler.
  const gr75 = { ship: 'gr75', pose: { x: 600, y: 800, heading: 0 } };
  const ahead = { ship: 'small', pose: { x: 600, y: 689.5 - 350 - 20, heading: 180 } };
  notAllowed(() => api.resolveAttack({ attacker: gr75, defender: ahead, arc: 'front', seed: 1 }), 'defender', /beyond range 3 \(standard ruler\).*range 1–3/);
  // Without poses: range 5 refused, range 4 for the CR90 only; extendedTo only for huge ships.
  notAllowed(() => api.resolveAttack({ attacker: { ship: 'cr90' }, range: 5, seed: 1 }), 'range');
  assert.equal(api.resolveAttack({ attacker: { ship: 'cr90' }, range: 4, seed: 1 }).weapon.range[1], 4);
  notAllowed(() => api.resolveAttack({ attacker: { ship: 'gr75' }, range: 4, seed: 1 }), 'range');
  notAllowed(() => api.resolveAttack({ attacker: { ship: 'small' }, attackDice: 3, weapon: { extendedTo: 5 }, range: 5, seed: 1 }), 'weapon.extendedTo');
});

test('a standard ship at range 4–5 is refused; special weapons keep their printed range and kind', () => {
  notAllowed(() => api.resolveAttack({ attacker: { ship: 'small' }, attackDice: 3, range: 5, seed: 1 }), 'range', /range 1–3/);
  notAllowed(() => api.resolveAttack({ attackDice: 3, range: 4, seed: 1 }), 'range');
  const torpedo = { kind: 'special', attack: 4, range: [2, 3], ordnance: true };
  notAllowed(() => api.resolveAttack({ weapon: torpedo, range: 1, seed: 1 }), 'range', /this weapon fires at range 2–3/);
  const r = api.resolveAttack({ weapon: torpedo, range: 3, seed: 1 });
  assert.equal(r.defenseDice, 0, 'ordnance: no range-3 defense die');
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, weapon: { kind: 'special', attack: 3 } }), 'weapon.range');
  expectRulesError(assert, () => api.resolveAttack({ weapon: { kind: 'special', attack: 3, range: [3, 2] } }), 'weapon.range');
  expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, weapon: { range: [1, 5] } }), 'weapon.range');
  // The old top-level fields are refused by name, not misread.
  const e = expectRulesError(assert, () => api.resolveAttack({ attackDice: 3, primary: false }), 'primary');
  assert.equal(e.code, 'INVALID_INPUT');
  expectRulesError(assert, () => api.resolveAttack({ attacker: { ship: 'small' }, range: 2 }), 'attackDice');
});

test('1e huge attacker: focus only when a game effect allows it (Esege Tuketu)', () => {
  const req = { edition: '1e', attacker: { ship: 'cr90', tokens: { focus: 1 } }, range: 3, seed: 2 };
  notAllowed(() => api.resolveAttack(req), 'attacker.tokens.focus', /focusAllowedBy/);
  const r = api.resolveAttack({ ...req, attacker: { ...req.attacker, focusAllowedBy: 'Esege Tuketu' } });
  assert.equal(r.attackDice, 4);
});

test('measureRange: the ruler and the bands follow the weapon', () => {
  const small = ship('s', 'small', 500, 100, 180);
  // 1e CR90 facing up at (500, 500) fore half y 387.6..500: a small ship in front of the
  // fore section at range 2 (faces 387.6 − 120 ... at y 220 → 147.6 mm).
  const cr90 = ship('c', 'cr90', 500, 500);
  const near = ship('s', 'small', 500, 220, 180);
  const r = api.measureRange({ edition: '1e', attacker: cr90, defender: near, arc: 'foreLeft' });
  assert.equal(r.ruler, 'huge');
  assert.deepEqual(r.weapon.range, [3, 5]);
  const plain = api.measureRange({ edition: '1e', attacker: cr90, defender: near });
  assert.equal(plain.range, 2);
  assert.equal(plain.inWeaponRange, false);
  assert.equal(plain.canTarget, false);
  // A 1e GR-75 has no primary weapon: the core-set ruler, no weapon.
  const g = api.measureRange({ edition: '1e', attacker: ship('g', 'gr75', 500, 500), defender: small });
  assert.equal(g.ruler, 'standard');
  assert.equal(g.weapon, null);
  // 2e GR-75: 1–3, the core-set ruler; a weapon reaching 5 uses the huge ruler. 2e CR90: 1–4.
  const twoE = api.measureRange({ attacker: ship('g', 'gr75', 500, 500), defender: ship('s', 'small', 500, 20, 0) });
  assert.equal(twoE.ruler, 'standard');
  const ext = api.measureRange({ attacker: ship('g', 'gr75', 500, 500), defender: ship('s', 'small', 500, 20, 0), weapon: { extendedTo: 5 } });
  assert.equal(ext.ruler, 'huge');
  const cr90two = api.measureRange({ attacker: ship('c', 'cr90', 500, 500), defender: ship('s', 'small', 500, 20, 0) });
  assert.deepEqual([cr90two.ruler, cr90two.weapon.range], ['huge', [1, 4]]);
  // A small ship's section target at a band its weapon skips.
  const sec = api.measureRange({ edition: '1e', attacker: small, defender: cr90, weapon: { kind: 'special', attack: 2, range: [1, 2] } });
  assert.equal(sec.sections.fore.reason, 'notInWeaponRange');
  expectRulesError(assert, () => api.measureRange({ edition: '1e', attacker: ship('g', 'gr75', 0, 0), defender: small, weapon: {} }), 'weapon');
});

test('equally short lines: the middle one is reported, any of them obstructs, swapping changes nothing', () => {
  const a = ship('a', 'small', 500, 100, 180);
  const d = ship('d', 'small', 500, 400, 0);
  const rock = { id: 'r', type: 'asteroid', points: [[510, 240], [530, 240], [530, 260], [510, 260]] };
  const r = api.measureRange({ attacker: a, defender: d, obstacles: [rock] });
  assert.deepEqual([r.from, r.to], [[500, 120], [500, 380]]);
  assert.deepEqual(r.obstructedBy, ['r']);
  const s = api.measureRange({ attacker: d, defender: a, obstacles: [rock] });
  assert.deepEqual([s.from, s.to], [[500, 380], [500, 120]]);
  assert.deepEqual(s.obstructedBy, ['r']);
  // The mirror image of the table (x → 1829 − x) gives the mirror image.
  const m = (p) => ({ ...p, pose: { ...p.pose, x: 1829 - p.pose.x, heading: -p.pose.heading } });
  const mrock = { ...rock, points: rock.points.map(([x, y]) => [1829 - x, y]) };
  const mr = api.measureRange({ attacker: m(a), defender: m(d), obstacles: [mrock] });
  assert.deepEqual([mr.from, mr.to], [[1329, 120], [1329, 380]]);
  assert.deepEqual(mr.obstructedBy, ['r']);
});

// Audit finding 3: a primary weapon fires only from the arcs its ship card prints (seed 001
// "Firing Arcs"; seed 003 "Additional Firing Arcs"), in both editions.
test('2e GR-75 primary: its card prints the front arc; rear is refused on arc', () => {
  // GR-75 facing up at (900, 450): rear edge y = 450 + 110.5 = 560.5; a small ship 150 mm behind
  // (centre y 710.5, near edge 690.5): 130 mm, range 2, inside the rear arc only.
  const attacker = { id: 'g', ship: 'gr75', pose: { x: 900, y: 450, heading: 0 } };
  const defender = { id: 'x', ship: 'small', agility: 2, pose: { x: 900, y: 710.5, heading: 0 } };
  notAllowed(() => api.resolveAttack({ edition: '2e', attacker, defender, arc: 'rear', seed: 1 }), 'arc', /gr75's primary weapon fires only from the arcs its ship card prints \(front\), not from rear.*Firing Arcs/);
  // In the printed arc the ship is simply not in it: refused on the defender as before.
  notAllowed(() => api.resolveAttack({ edition: '2e', attacker, defender, arc: 'front', seed: 1 }), 'defender', /front arc/);
  // A special weapon (e.g. a hardpoint in a turret arc indicator) may use the rear arc.
  const r = api.resolveAttack({ edition: '2e', attacker, defender, arc: 'rear', weapon: { kind: 'special', attack: 2, range: [1, 3] }, seed: 1 });
  assert.equal(r.geometry.range, 2);
  // measureRange: a plain measurement in any arc; naming the primary weapon checks its arcs.
  const m = { edition: '2e', attacker: { id: 'g', ship: 'gr75', pose: attacker.pose }, defender: { id: 'x', ship: 'small', pose: defender.pose }, arc: 'rear' };
  assert.equal(api.measureRange(m).range, 2);
  notAllowed(() => api.measureRange({ ...m, weapon: { kind: 'primary' } }), 'arc', /front/);
});

test('1e CR90 primary: the fore card fires from foreLeft/foreRight only; aftRight refused on arc', () => {
  // CR90 facing up at (900, 450); a small ship at (1200, 800): right of and behind the aft
  // section, only in aftRight. The auditor's request rolled the fore card's 4 dice vs 3 at range 4.
  const attacker = { id: 'c', ship: 'cr90', pose: { x: 900, y: 450, heading: 0 } };
  const defender = { id: 'x', ship: 'small', agility: 2, pose: { x: 1200, y: 800, heading: 0 } };
  const m = api.measureRange({ edition: '1e', attacker: { id: 'c', ship: 'cr90', pose: attacker.pose }, defender: { id: 'x', ship: 'small', pose: defender.pose } });
  assert.deepEqual(m.arcs, ['aftRight']);
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker, defender, arc: 'aftRight', seed: 1 }), 'arc', /cr90's primary weapon fires only from the arcs its ship card prints \(foreLeft, foreRight\), not from aftRight.*Additional Firing Arcs/);
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker, defender, arc: 'foreRight', seed: 1 }), 'defender', /foreRight arc/);
  // The 1e Raider: its fore arc only.
  const raider = { id: 'r', ship: 'raider', pose: { x: 900, y: 450, heading: 0 } };
  notAllowed(() => api.resolveAttack({ edition: '1e', attacker: raider, defender, arc: 'aftRight', seed: 1 }), 'arc', /\(front\)/);
});

// docs/readings.md "The ruler" and "Damage decks as data", as the code does them.
test('readings: the default ruler follows the weapon; the default decks are the published lists', () => {
  const at = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
  const ruler = (edition, kind) => api.measureRange({ edition, attacker: at('a', kind, 900, 450), defender: at('d', 'small', 300, 300) }).ruler;
  // Reaches beyond 3: 1e CR90 (3–5), 1e Raider (2–4), 2e CR90 (1–4). Else 1–3: the core-set ruler.
  assert.deepEqual(['cr90', 'raider'].map((k) => ruler('1e', k)), ['huge', 'huge']);
  assert.equal(ruler('2e', 'cr90'), 'huge');
  assert.deepEqual(['gr75', 'gozanti', 'croc', 'raider', 'small', 'large'].map((k) => ruler('2e', k)), Array(6).fill('standard'));
  assert.deepEqual(['gr75', 'gozanti', 'croc', 'small'].map((k) => ruler('1e', k)), Array(4).fill('standard'));
  // 1e huge ships draw from xwing-data's fore deck (its five names): two faceup cards dealt to the
  // fore section of a 1e GR-75.
  const fore = ['Secondary Drive Failure', 'Broadcast Malfunction', 'Direct Hit', 'Hull Breach', 'Damaged Stabilizers'];
  const dealt = api.applyEffects({ edition: '1e', seed: 3, ships: [{ id: 'g', ship: 'gr75', state: { pool: { hull: 99, shields: 0 } } }],
    effects: [{ type: 'faceupCard', target: 'g', section: 'fore', source: 'test' }, { type: 'faceupCard', target: 'g', section: 'fore', source: 'test' }] });
  const names = dealt.ships[0].state.pool.damage.map((c) => c.name);
  assert.equal(names.length, 2);
  assert.ok(names.every((n) => fore.includes(n)), names.join(', '));
  // 2e huge ships have no default deck: an unnamed faceup card.
  const g2 = api.applyEffects({ ships: [{ id: 'g', ship: 'gr75', state: { pool: { hull: 12, shields: 0 } } }],
    effects: [{ type: 'damage', target: 'g', hits: 0, crits: 1, section: null, source: 'test' }], seed: 1 });
  assert.equal(g2.ships[0].state.pool.damage[0].name, 'Faceup damage card');
});
