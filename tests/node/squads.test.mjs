// Squads as squad builders export them (XWS) through pkg/: checkSquad's XWS form and
// squadShips (docs/cards.md "Squads"), and weapon: { upgrade }. Card figures are read from
// the vendored data in the comments; the huge-ship quick builds of xwing-data2 are judged
// against an independent count of the data's own slot lists made here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import api, { expectRulesError } from './helpers.mjs';

const V2 = new URL('../../vendor/xwing-data2/data/', import.meta.url);
const json = (rel) => JSON.parse(readFileSync(new URL(rel, V2), 'utf8'));

/** Every 2e pilot by id with its ship's size, and every 2e upgrade by id, from the vendored files. */
const PILOTS = new Map();
for (const { ships } of json('manifest.json').pilots) {
  for (const path of ships) {
    const ship = JSON.parse(readFileSync(new URL(`../${path}`, V2), 'utf8'));
    for (const p of ship.pilots) PILOTS.set(p.xws, { ...p, size: ship.size, shipXws: ship.xws });
  }
}
const UPGRADES = new Map(readdirSync(new URL('upgrades/', V2)).flatMap((f) => json(`upgrades/${f}`)).map((u) => [u.xws, u]));

const xws2 = (faction, pilots) => ({ version: '2.0.0', faction, pilots });
const check = (mode, xws, extra = {}) => api.checkSquad({ edition: '2e', mode, xws, ...extra });
const rules = (r) => r.problems.map((p) => [p.rule, p.pilot, p.upgrade ?? null]);

/** The slot types whose cards need more slots than the pilot's printed bar plus granted slots
 *  (plus the Epic command slot of a standard ship): an independent count of the data. */
function shortSlots(pilot, ids, epic) {
  const have = {};
  const add = (slot, n) => { const k = slot.toLowerCase(); have[k] = (have[k] ?? 0) + n; };
  for (const s of pilot.slots ?? []) add(s, 1);
  if (epic && pilot.size !== 'Huge') add('Command', 1);
  const need = {};
  for (const id of ids) {
    const side = UPGRADES.get(id).sides[0];
    for (const g of side.grants ?? []) if (g.type === 'slot') add(g.value, g.amount);
    for (const s of side.slots) need[s.toLowerCase()] = (need[s.toLowerCase()] ?? 0) + 1;
  }
  return Object.keys(need).filter((k) => need[k] > (have[k] ?? 0)).sort();
}

test('every huge-ship quick build of xwing-data2 is judged by the data: slots, restrictions, named reasons', (t) => {
  let builds = 0;
  const refused = {};
  for (const file of readdirSync(new URL('quick-builds/', V2))) {
    const faction = file.replace(/\.json$/, '').replace(/-/g, '');
    for (const b of json(`quick-builds/${file}`)['quick-builds']) {
      if (!b.pilots.some((p) => PILOTS.get(p.id)?.size === 'Huge')) continue;
      builds += 1;
      const r = check('epic', xws2(faction, b.pilots));
      assert.equal(r.legal, r.problems.length === 0);
      // Slot verdicts agree with the independent count, pilot by pilot.
      b.pilots.forEach((p, i) => {
        const ids = Object.values(p.upgrades ?? {}).flat();
        const expected = shortSlots(PILOTS.get(p.id), ids, true);
        const got = r.problems.filter((x) => x.rule === 'slot' && x.pilot === i);
        assert.equal(got.length, expected.length, `${file} ${p.id}: ${JSON.stringify(got)} vs ${expected}`);
      });
      // Every refusal names its pilot, and its card (by id and by name) when it is one card's.
      for (const x of r.problems) {
        assert.ok(Number.isInteger(x.pilot), JSON.stringify(x));
        assert.ok(x.message.length > 0);
        if (x.upgrade) assert.ok(x.message.includes(UPGRADES.get(x.upgrade)?.name ?? x.upgrade), x.message);
        refused[x.rule] = (refused[x.rule] ?? 0) + 1;
      }
      // Points: the huge pilot's cost plus its upgrades' (loadout 0), from the data.
      const cost = b.pilots.reduce((s, p) => s + PILOTS.get(p.id).cost
        + Object.values(p.upgrades ?? {}).flat().reduce((u, id) => u + (typeof UPGRADES.get(id).cost?.value === 'number' ? UPGRADES.get(id).cost.value : 0), 0), 0);
      assert.equal(r.points, cost, `${file}`);
    }
  }
  assert.equal(builds, 15, 'xwing-data2 holds 15 huge-ship quick builds');
  t.diagnostic(`${builds} huge-ship quick builds; problems by rule: ${JSON.stringify(refused)}`);
});

// Luke Skywalker (t65xwing): cost 6, loadout 24. Instinctive Aim 2, Proton Torpedoes 12, R2-D2 8,
// Servomotor S-foils 0: 22 loadout points.
const luke = { id: 'lukeskywalker', upgrades: { 'force-power': ['instinctiveaim'], torpedo: ['protontorpedoes'], astromech: ['r2d2'], configuration: ['servomotorsfoils'] } };

test('legal squads are accepted, with points from the data', () => {
  const r = check('standard', xws2('rebelalliance', [luke]));
  assert.deepEqual(r, { legal: true, problems: [], points: 6, limit: 20, pilots: [{ points: 6, upgrades: 0, loadout: 22 }], epic: null });
  // The XWS spec's optional and ignored keys, and vendor extras, are accepted and ignored.
  const extras = { ...xws2('rebelalliance', [{ ...luke, ship: 't65xwing', points: 6, vendor: { a: {} } }]), name: 'n', description: 'd', points: 6, obstacles: ['a', 'b', 'c'], vendor: { b: {} } };
  assert.equal(check('standard', extras).legal, true);
  // 1e: a CR90 in two section cards (fore 50, aft 40: xwing-data pilots.js) in Epic.
  const cr90 = { faction: 'rebel', pilots: [
    { name: 'cr90corvettefore', ship: 'cr90corvette', multisection_id: 0 }, { name: 'cr90corvetteaft', ship: 'cr90corvette', multisection_id: 0 }] };
  const r1 = api.checkSquad({ edition: '1e', mode: 'epic', xws: cr90 });
  assert.equal(r1.legal, true, JSON.stringify(r1.problems));
  assert.equal(r1.points, 90);
});

test('one hand-built illegal squad per rule, refused naming the card', () => {
  const cases = [
    // [mode, squad, expected [rule, pilot, upgrade]]
    ['standard', xws2('rebelalliance', [{ id: 'lukeskywalkr' }]), ['unknownPilot', 0, null]],
    ['standard', xws2('rebelalliance', [{ id: 'lukeskywalker', upgrades: { torpedo: ['protontorpedos'] } }]), ['unknownUpgrade', 0, 'protontorpedos']],
    ['standard', xws2('rebelalliance', [{ id: 'lukeskywalker', upgrades: { torpedos: [] } }]), ['unknownSlot', 0, null]],
    ['standard', xws2('rebels', [luke]), ['unknownFaction', null, null]],
    ['standard', xws2('galacticempire', [luke]), ['faction', 0, null]],
    // Echo Base Evacuees (GR-75) are epic only.
    ['standard', xws2('rebelalliance', [{ id: 'echobaseevacuees' }]), ['format', 0, null]],
    // Luke has one torpedo slot.
    ['standard', xws2('rebelalliance', [{ id: 'lukeskywalker', upgrades: { torpedo: ['protontorpedoes', 'protontorpedoes'] } }]), ['slot', 0, 'protontorpedoes']],
    // Jabba the Hutt takes both of the C-ROC's crew slots: 4-LOM has none left.
    ['epic', xws2('scumandvillainy', [{ id: 'syndicatesmugglers', upgrades: { crew: ['jabbathehutt', '4lom'] } }]), ['slot', 0, '4lom']],
    // The C-ROC has no turret slot unless Merchant One grants it.
    ['epic', xws2('scumandvillainy', [{ id: 'syndicatesmugglers', upgrades: { turret: ['dorsalturret'] } }]), ['slot', 0, 'dorsalturret']],
    ['epic', xws2('scumandvillainy', [{ id: 'syndicatesmugglers', upgrades: { cargo: ['4lom'] } }]), ['slotKey', 0, '4lom']],
    // Servomotor S-foils: t65xwing only.
    ['epic', xws2('rebelalliance', [{ id: 'echobaseevacuees', upgrades: { configuration: ['servomotorsfoils'] } }]), ['restriction', 0, 'servomotorsfoils']],
    // Strategic Commander: huge ships only (and takes a command and a crew slot).
    ['epic', xws2('rebelalliance', [{ id: 'wedgeantilles', upgrades: { command: ['strategiccommander'] } }]), ['restriction', 0, 'strategiccommander']],
    ['standard', xws2('rebelalliance', [luke, { id: 'lukeskywalker' }]), ['limited', 1, null]],
    // Wedge Antilles: loadout 9, Proton Torpedoes 12.
    ['standard', xws2('rebelalliance', [{ id: 'wedgeantilles', upgrades: { torpedo: ['protontorpedoes'] } }]), ['loadout', 0, null]],
    // Dreadnought Hunter (command, epic only): no command slot outside Epic.
    ['standard', xws2('rebelalliance', [{ id: 'wedgeantilles', upgrades: { command: ['dreadnoughthunter'] } }]), ['slot', 0, 'dreadnoughthunter']],
  ];
  for (const [mode, xws, want] of cases) {
    const r = check(mode, xws);
    assert.equal(r.legal, false, JSON.stringify(xws));
    assert.ok(rules(r).some((x) => JSON.stringify(x) === JSON.stringify(want)), `${JSON.stringify(want)} in ${JSON.stringify(rules(r))}`);
    const p = r.problems.find((x) => x.rule === want[0]);
    if (want[2] && UPGRADES.has(want[2])) assert.ok(p.message.includes(UPGRADES.get(want[2]).name), p.message);
  }
  // The nearest known ids are offered.
  assert.match(check('standard', xws2('rebelalliance', [{ id: 'lukeskywalkr' }])).problems[0].message, /nearest known: lukeskywalker/);
  // Seed 004: in Epic, Wedge's command slot takes Dreadnought Hunter.
  assert.equal(check('epic', xws2('rebelalliance', [{ id: 'wedgeantilles', upgrades: { command: ['dreadnoughthunter'] } }])).legal, true);
});

test('1st edition: Huge Ship Only modifications, seed 000 Epic restrictions, unique names, the epic icon', () => {
  const one = (mode, faction, pilots) => rules(api.checkSquad({ edition: '1e', mode, xws: { faction, pilots } }));
  const gr75 = (upgrades) => ({ name: 'gr75mediumtransport', ship: 'gr75mediumtransport', upgrades });
  assert.deepEqual(one('epic', 'rebel', [gr75({ mod: ['combatretrofit'] })]), []);
  assert.deepEqual(one('epic', 'rebel', [gr75({ mod: ['hullupgrade'] })]), [['hugeShipOnly', 0, 'hullupgrade']]);
  assert.deepEqual(one('epic', 'rebel', [gr75({ crew: ['cassianandor'] })]), [['epicRestriction', 0, 'cassianandor']]);
  assert.ok(one('epic', 'rebel', [gr75({ crew: ['navigator'] })]).some((x) => x[0] === 'epicRestriction'));
  assert.deepEqual(one('standard', 'rebel', [gr75({})]), [['format', 0, null]]);
  assert.deepEqual(one('epic', 'rebel', [{ name: 'lukeskywalker', ship: 'xwing' }, gr75({ crew: ['lukeskywalker'] })]), [['unique', 1, 'lukeskywalker']]);
  assert.deepEqual(one('standard', 'imperial', [{ name: 'lukeskywalker', ship: 'xwing' }]), [['faction', 0, null]]);
});

test('with a limit: the Epic squadron requirements, points from the data', () => {
  // Echo Base Evacuees 65 + Turbolaser Battery 10 = 75 on a huge ship; limit 100 allows 50.
  const r = check('epic', xws2('rebelalliance', [{ id: 'echobaseevacuees', upgrades: { hardpoint: ['turbolaserbattery'] } }]), { limit: 100 });
  assert.deepEqual(rules(r), [['hugeHalf', null, null]]);
  assert.deepEqual(r.epic, { limit: 100, total: 75, hugePoints: 75, hugeLimit: 50 });
  assert.equal(check('epic', xws2('rebelalliance', [{ id: 'echobaseevacuees' }]), { limit: 200 }).legal, true);
});

test('a malformed XWS is INVALID_INPUT naming its path; the points form still works', () => {
  for (const [xws, field] of [
    [[], 'xws'], [{ faction: 'rebelalliance', pilots: {} }, 'xws.pilots'], [{ faction: 'rebelalliance', pilots: [{ id: 5 }] }, 'xws.pilots[0].id'],
    [{ faction: 'rebelalliance', pilots: [{ id: 'x', upgrades: { crew: [null] } }] }, 'xws.pilots[0].upgrades.crew[0]'],
  ]) {
    const e = expectRulesError(assert, () => check('standard', xws), field);
    assert.equal(e.code, 'INVALID_INPUT');
  }
  assert.equal(api.checkSquad({ limit: 100, ships: [{ id: 'g', ship: 'gr75', points: 40 }] }).legal, true);
});

test('squadShips: the engine ships of a squad in one line', () => {
  const r = api.squadShips({ edition: '2e', xws: xws2('rebelalliance', [luke, { id: 'bluesquadronescort' }, { id: 'bluesquadronescort' }]), player: 1 });
  assert.deepEqual(r.ships.map((s) => [s.id, s.ship, s.pilot, s.player]),
    [['lukeskywalker', 't65xwing', 'lukeskywalker', 1], ['bluesquadronescort', 't65xwing', 'bluesquadronescort', 1],
      ['bluesquadronescort-2', 't65xwing', 'bluesquadronescort', 1]]);
  // The ships go straight into the other calls: Luke's initiative 5 from the data.
  assert.equal(api.shipInfo({ edition: '2e', ship: r.ships[0].ship, pilot: r.ships[0].pilot }).stats.initiative, 5);
  assert.deepEqual(r.ships[0].upgrades.torpedo, ['protontorpedoes']);
  const cr90 = api.squadShips({ edition: '1e', xws: { faction: 'rebel', pilots: [
    { name: 'cr90corvettefore', ship: 'cr90corvette', multisection_id: 0, upgrades: { crew: ['leiaorgana'] } },
    { name: 'cr90corvetteaft', ship: 'cr90corvette', multisection_id: 0 }] } });
  assert.deepEqual(cr90.ships.map((s) => [s.id, s.ship, s.entries]), [['cr90corvettefore', 'cr90corvette', [0, 1]]]);
  assert.equal(api.shipInfo({ edition: '1e', ship: cr90.ships[0].ship, pilot: cr90.ships[0].pilot }).stats.pilotSkill, 4);
});

test('weapon: { upgrade } fires the card\'s printed weapon', () => {
  // Turbolaser Battery (xwing-data2 hardpoint.json): 3 dice at range 3-5, single turret arc; range 4 uses the huge ruler.
  const r = api.resolveAttack({ edition: '2e', attacker: { ship: 'gr75' }, weapon: { upgrade: 'turbolaserbattery' }, range: 4, defenseDice: 0, seed: 1 });
  assert.deepEqual(r.weapon, { kind: 'special', attack: 3, range: [3, 5], ordnance: false, section: null, ruler: 'huge' });
  assert.equal(r.attackDice, 3);
  // At range 2 it cannot fire.
  assert.equal(expectRulesError(assert, () => api.resolveAttack({ edition: '2e', attacker: { ship: 'gr75' }, weapon: { upgrade: 'turbolaserbattery' }, range: 2, seed: 1 }), 'range').code, 'NOT_ALLOWED');
  // A card without a weapon; a value given beside the card.
  assert.equal(expectRulesError(assert, () => api.resolveAttack({ attacker: { ship: 'gr75' }, weapon: { upgrade: 'r2d2' }, range: 2, seed: 1 }), 'weapon.upgrade').code, 'NOT_ALLOWED');
  assert.equal(expectRulesError(assert, () => api.resolveAttack({ attacker: { ship: 'gr75' }, weapon: { upgrade: 'turbolaserbattery', attack: 4 }, range: 4, seed: 1 }), 'weapon.attack').code, 'INVALID_INPUT');
});

test('1e: one attack with each secondary weapon per round, kept in the record', () => {
  // Quad Laser Cannons (xwing-data): 3 dice at range 1-2, on the CR90's aft card: its two aft arcs.
  const req = { edition: '1e', attacker: { ship: 'cr90' }, weapon: { upgrade: 'quadlasercannons', section: 'aft' }, range: 2, defenseDice: 0, seed: 1 };
  const first = api.resolveAttack(req);
  assert.deepEqual(first.weapon.range, [1, 2]);
  assert.deepEqual(first.attacker.attacksThisRound.bonus, ['Quad Laser Cannons']);
  const again = { ...req, attacker: { ship: 'cr90', attacksThisRound: first.attacker.attacksThisRound } };
  assert.equal(expectRulesError(assert, () => api.resolveAttack(again), 'weapon.upgrade').code, 'NOT_ALLOWED');
  // Another secondary weapon still fires.
  const other = api.resolveAttack({ ...again, weapon: { upgrade: 'singleturbolasers', section: 'aft' }, range: 3 });
  assert.deepEqual(other.attacker.attacksThisRound.bonus, ['Quad Laser Cannons', 'Single Turbolasers']);
});
