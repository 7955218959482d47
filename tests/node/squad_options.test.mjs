// Building squads through pkg/ (docs/squads.md "Building a squad", "Points limits"):
// squadOptions agrees with checkSquad (squads built by taking random legal options, seeded,
// both editions, several factions, Epic included, every one accepted); each refusal rule
// named by squadOptions; the format's points limits; shipInfo's names. Card figures are
// the vendored data's, quoted in the comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { expectRulesError } from './helpers.mjs';

/** A 64-bit LCG (Knuth's constants) over BigInt: the same squads every run. */
function rng(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(Math.max(n, 1)));
  };
}

const SLOTS_2E = ['astromech', 'cannon', 'cargo', 'command', 'configuration', 'crew', 'device', 'force-power', 'gunner', 'hardpoint',
  'hyperdrive', 'illicit', 'missile', 'modification', 'sensor', 'tactical-relay', 'talent', 'team', 'tech', 'title', 'torpedo', 'turret'];
const SLOTS_1E = ['amd', 'bomb', 'cannon', 'cargo', 'crew', 'ept', 'hardpoint', 'illicit', 'missile', 'mod', 'samd', 'system', 'team',
  'tech', 'title', 'torpedo', 'turret'];
/** XWS 1.x factions and the data's faction names each takes in (xws-spec README_NAMES.md). */
const FACTIONS_1E = { rebel: ['Rebel Alliance', 'Resistance'], imperial: ['Galactic Empire', 'First Order'], scum: ['Scum and Villainy'] };

/** Every pilot entry a squad of `faction` may list, from cardIndex. */
function pilotsOf(edition, faction) {
  const { factions } = api.cardIndex({ edition });
  if (edition === '2e') return factions.filter((f) => f.id === faction).flatMap((f) => f.ships.flatMap((s) => s.pilots.map((p) => ({ id: p.xws }))));
  return factions.filter((f) => FACTIONS_1E[faction].includes(f.id)).flatMap((f) => f.ships.flatMap((s) => s.pilots.map((p) => ({ name: p.xws, ship: s.xws }))));
}

/** Builds a squad: random pilots kept while checkSquad accepts them, each given random legal
 *  options; checkSquad must accept the squad after every option taken. */
function build({ edition, mode, faction, limit, start = [], seed }) {
  const next = rng(seed);
  const pilots = pilotsOf(edition, faction);
  const keys = edition === '2e' ? SLOTS_2E : SLOTS_1E;
  const xws = { faction, pilots: structuredClone(start) };
  const extra = limit === undefined ? {} : { limit };
  const check = () => api.checkSquad({ edition, mode, xws, ...extra });
  let taken = 0;
  for (let round = 0; round < 30 && xws.pilots.length < 6; round++) {
    let at = 0;
    if (round > 0 || start.length === 0) {
      xws.pilots.push({ ...pilots[next(pilots.length)], upgrades: {} });
      at = xws.pilots.length - 1;
      if (!check().legal) {
        xws.pilots.pop();
        continue;
      }
    }
    for (let i = 0; i < 10; i++) {
      const slot = keys[next(keys.length)];
      const r = api.squadOptions({ edition, mode, xws, pilot: at, slot, ...extra });
      assert.equal(r.options.length > 0, true, `${slot}: every slot kind has cards`);
      const legal = r.options.filter((o) => o.legal);
      if (legal.length === 0) continue;
      const pick = legal[next(legal.length)];
      const upgrades = (xws.pilots[at].upgrades ??= {});
      (upgrades[slot] ??= []).push(pick.id);
      taken++;
      const c = check();
      assert.equal(c.legal, true, `${edition} ${mode} ${faction} seed ${seed}: ${pick.id} under ${slot}: ${JSON.stringify(c.problems)}`);
      assert.equal(c.points, r.points - r.pilot.points + c.pilots[at].points, 'squadOptions counts the same points');
    }
  }
  return taken;
}

test('squads built from legal options only are legal: both editions, several factions, Epic included', () => {
  let taken = 0;
  for (const seed of [1, 2, 3]) {
    for (const faction of ['rebelalliance', 'galacticempire', 'scumandvillainy', 'galacticrepublic']) {
      taken += build({ edition: '2e', mode: 'standard', faction, seed });
      taken += build({ edition: '2e', mode: 'epic', faction, seed });
    }
    taken += build({ edition: '2e', mode: 'extended', faction: 'firstorder', seed });
    for (const faction of ['rebel', 'imperial', 'scum']) {
      taken += build({ edition: '1e', mode: 'standard', faction, seed });
      taken += build({ edition: '1e', mode: 'epic', faction, seed });
    }
    // Epic with a squad limit, from a huge ship (the requirements need one): 2e Echo Base
    // Evacuees (GR-75, 65), 1e GR-75 Medium Transport (30).
    taken += build({ edition: '2e', mode: 'epic', faction: 'rebelalliance', limit: 200, seed, start: [{ id: 'echobaseevacuees', upgrades: {} }] });
    taken += build({ edition: '1e', mode: 'epic', faction: 'rebel', limit: 300, seed,
      start: [{ name: 'gr75mediumtransport', ship: 'gr75mediumtransport', upgrades: {} }] });
  }
  assert.ok(taken > 150, `${taken} options taken`);
});

const one = (edition, mode, xws, pilot, slot, id, extra = {}) => {
  const r = api.squadOptions({ edition, mode, xws, pilot, slot, ...extra });
  const o = r.options.find((x) => x.id === id);
  assert.ok(o, `${id} offered under ${slot}`);
  return o;
};
/** The rule refusing `id`, checked against checkSquad with the card added: it reports that rule
 *  (a card offered as legal leaves a legal squad legal). */
const rule = (edition, mode, xws, pilot, slot, id, extra = {}) => {
  const o = one(edition, mode, xws, pilot, slot, id, extra);
  const before = api.checkSquad({ edition, mode, xws, ...extra });
  const added = structuredClone(xws);
  const upgrades = (added.pilots[pilot].upgrades ??= {});
  (upgrades[slot] ??= []).push(id);
  const after = api.checkSquad({ edition, mode, xws: added, ...extra });
  if (o.legal) assert.equal(after.legal, before.legal, `${id}: legal, and checkSquad agrees`);
  else assert.ok(after.problems.some((p) => p.rule === o.rule && p.message === o.message), `${id}: checkSquad reports ${o.rule}: ${JSON.stringify(after.problems)}`);
  return o.rule;
};

test('each refusal rule, as squadOptions names it and checkSquad then reports it', () => {
  const x2 = (pilots) => ({ faction: 'rebelalliance', pilots });
  const luke = { id: 'lukeskywalker', upgrades: { astromech: ['r2d2'] } };
  // slot: Luke Skywalker prints one astromech slot, R2-D2 fills it (xwing-data2 t-65-x-wing.json).
  assert.equal(rule('2e', 'standard', x2([luke]), 0, 'astromech', 'r3astromech'), 'slot');
  // limited: R2-D2 is limited 1; Wedge Antilles (an astromech slot, loadout 9) offered a second one.
  assert.equal(rule('2e', 'standard', x2([luke, { id: 'wedgeantilles' }]), 1, 'astromech', 'r2d2'), 'limited');
  // restriction: the Os-1 Arsenal Loadout is the Alpha-class Star Wing's configuration.
  assert.equal(rule('2e', 'standard', x2([{ id: 'lukeskywalker' }]), 0, 'configuration', 'os1arsenalloadout'), 'restriction');
  // format: Turbolaser Battery is a hardpoint of Epic play only (xwing-data2 hardpoint.json).
  assert.equal(rule('2e', 'standard', x2([{ id: 'lukeskywalker' }]), 0, 'hardpoint', 'turbolaserbattery'), 'format');
  // loadout: Wedge Antilles has loadout 9; Proton Torpedoes cost 12.
  assert.equal(rule('2e', 'standard', x2([{ id: 'wedgeantilles' }]), 0, 'torpedo', 'protontorpedoes'), 'loadout');
  // standardLoadout: R2-D2 (Battle of Yavin) belongs to a standard loadout pilot's fixed loadout only.
  assert.equal(rule('2e', 'standard', x2([{ id: 'lukeskywalker' }]), 0, 'astromech', 'r2d2-battleofyavin'), 'standardLoadout');
  // 1e unique: R2-D2 is unique; an X-wing with R2-D2 beside a second X-wing (xwing-data upgrades.js).
  const x1 = (pilots) => ({ faction: 'rebel', pilots });
  const r2 = { name: 'lukeskywalker', ship: 'xwing', upgrades: { amd: ['r2d2'] } };
  assert.equal(rule('1e', 'standard', x1([r2, { name: 'redsquadronpilot', ship: 'xwing' }]), 1, 'amd', 'r2d2'), 'unique');
  // 1e squadLimit: Luke Skywalker costs 28; with a 30-point limit, Veteran Instincts (1) fits and Push the Limit (3) does not.
  assert.equal(rule('1e', 'standard', x1([{ name: 'lukeskywalker', ship: 'xwing' }]), 0, 'ept', 'veteraninstincts', { limit: 30 }), null);
  assert.equal(rule('1e', 'standard', x1([{ name: 'lukeskywalker', ship: 'xwing' }]), 0, 'ept', 'pushthelimit', { limit: 30 }), 'squadLimit');
  // 1e Epic: the GR-75 equips Huge Ship Only modifications only; Cassian Andor not on a huge ship (seed 000).
  const gr75 = x1([{ name: 'gr75mediumtransport', ship: 'gr75mediumtransport' }]);
  assert.equal(rule('1e', 'epic', gr75, 0, 'mod', 'engineupgrade'), 'hugeShipOnly');
  assert.equal(rule('1e', 'epic', gr75, 0, 'crew', 'cassianandor'), 'epicRestriction');
  // 2e Epic with a limit: Echo Base Evacuees (65) on a 130 limit may spend 65 on huge ships; any
  // hardpoint with a cost then goes over half the limit.
  const evac = x2([{ id: 'echobaseevacuees' }]);
  assert.equal(rule('2e', 'epic', evac, 0, 'hardpoint', 'turbolaserbattery', { limit: 130 }), 'hugeHalf');
  // 1e limited: a ship equips one copy of a "limited" card (seed 003): Tactician (crew, limited) on
  // the GR-75, which prints two crew slots.
  const withCrew = x1([{ name: 'gr75mediumtransport', ship: 'gr75mediumtransport', upgrades: { crew: ['tactician'] } }]);
  assert.equal(rule('1e', 'epic', withCrew, 0, 'crew', 'tactician'), 'limited');
});

test('squadOptions: the points, the pilot\'s loadout, costs, errors', () => {
  const xws = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: { 'force-power': ['instinctiveaim'] } }] };
  const r = api.squadOptions({ edition: '2e', mode: 'standard', xws, pilot: 0, slot: 'astromech' });
  // Luke: cost 6, loadout 24; Instinctive Aim 2 loadout points; R2-D2 costs 8.
  assert.deepEqual([r.slot, r.points, r.limit, r.left], ['astromech', 6, 20, 14]);
  assert.deepEqual(r.pilot, { points: 6, upgrades: 0, loadout: 2, loadoutValue: 24, loadoutLeft: 22 });
  assert.deepEqual(r.options.find((o) => o.id === 'r2d2'), { id: 'r2d2', name: 'R2-D2', cost: 8, legal: true, rule: null, message: null });
  // Every astromech card of the data is offered, in id order.
  const ids = r.options.map((o) => o.id);
  assert.deepEqual(ids, [...ids].sort());
  assert.equal(new Set(ids).size, ids.length);
  // Epic without a limit: no points limit.
  const e = api.squadOptions({ edition: '2e', mode: 'epic', xws, pilot: 0, slot: 'command' });
  assert.deepEqual([e.limit, e.left], [null, null]);
  expectRulesError(assert, () => api.squadOptions({ edition: '2e', mode: 'standard', xws, pilot: 1, slot: 'astromech' }), 'pilot');
  expectRulesError(assert, () => api.squadOptions({ edition: '2e', mode: 'standard', xws, pilot: 0.5, slot: 'astromech' }), 'pilot');
  const slot = expectRulesError(assert, () => api.squadOptions({ edition: '2e', mode: 'standard', xws, pilot: 0, slot: 'astromek' }), 'slot');
  assert.equal(slot.code, 'UNKNOWN_NAME');
  assert.match(slot.message, /astromech/);
  const bad = { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalkr' }] };
  const u = expectRulesError(assert, () => api.squadOptions({ edition: '2e', mode: 'standard', xws: bad, pilot: 0, slot: 'astromech' }), 'xws.pilots[0].id');
  assert.equal(u.code, 'UNKNOWN_NAME');
  expectRulesError(assert, () => api.squadOptions({ edition: '2e', mode: 'standard', xws, pilot: 0, slot: 'astromech', players: 2, limit: 40 }), 'players');
});

test('points limits: 2e standard and extended 20, 1e standard 100, `limit` overrides, Epic as before', () => {
  // 2e: Luke Skywalker 6 + Wedge Antilles (t65xwing) 5... four X-wing aces over 20.
  const aces = { faction: 'rebelalliance', pilots: ['lukeskywalker', 'wedgeantilles', 'biggsdarklighter', 'jekporkins', 'garvendreis-t65xwing'].map((id) => ({ id })) };
  for (const mode of ['standard', 'extended']) {
    const r = api.checkSquad({ edition: '2e', mode, xws: aces });
    assert.equal(r.limit, 20);
    assert.ok(r.points > 20, `${r.points} points`);
    assert.deepEqual(r.problems.map((p) => [p.rule, p.pilot]), [['squadLimit', null]]);
    assert.match(r.problems[0].message, new RegExp(`${r.points} points.*limit of 20`));
    const wide = api.checkSquad({ edition: '2e', mode, xws: aces, limit: r.points });
    assert.deepEqual([wide.legal, wide.limit, wide.epic], [true, r.points, null], 'limit is a points limit, never the Epic requirements');
  }
  // 1e: 100-point squads of Standard Play (seed 003): Luke 28, Wedge 29, Biggs 25, Wes Janson 29 = 111.
  const x1 = { faction: 'rebel', pilots: ['lukeskywalker', 'wedgeantilles', 'biggsdarklighter', 'wesjanson'].map((name) => ({ name, ship: 'xwing' })) };
  const r1 = api.checkSquad({ edition: '1e', mode: 'standard', xws: x1 });
  assert.deepEqual([r1.legal, r1.points, r1.limit], [false, 111, 100]);
  assert.deepEqual(r1.problems.map((p) => p.rule), ['squadLimit']);
  assert.equal(api.checkSquad({ edition: '1e', mode: 'standard', xws: { ...x1, pilots: x1.pilots.slice(0, 3) } }).legal, true);
  // Epic: no limit unless given, then the Epic requirements.
  const epic = api.checkSquad({ edition: '1e', mode: 'epic', xws: x1 });
  assert.deepEqual([epic.legal, epic.limit, epic.epic], [true, null, null]);
  const withLimit = api.checkSquad({ edition: '1e', mode: 'epic', xws: x1, limit: 300 });
  assert.deepEqual(withLimit.problems.map((p) => p.rule), ['hugeShipOrWing']);
  expectRulesError(assert, () => api.checkSquad({ edition: '1e', mode: 'standard', xws: x1, limit: 200, players: 2 }), 'players');
});

test('shipInfo names the ship and the pilot; a "?" pilot skill says so', () => {
  const luke = api.shipInfo({ ship: 'lukeskywalker' });
  assert.deepEqual([luke.ship, luke.shipXws, luke.shipName, luke.pilot], ['small', 't65xwing', 'T-65 X-wing', { xws: 'lukeskywalker', name: 'Luke Skywalker' }]);
  assert.equal(luke.stats?.edition, '2e');
  const cr90 = api.shipInfo({ edition: '1e', ship: 'cr90' });
  assert.deepEqual([cr90.shipXws, cr90.shipName, cr90.pilot, cr90.stats?.edition], ['cr90corvette', 'CR90 Corvette', null, '1e']);
  const small = api.shipInfo({ ship: 'small' });
  assert.deepEqual([small.shipXws, small.shipName, small.pilot], [null, null, null]);
  // xwing-data pilots.js: Nashtah Pup Pilot prints "skill": "?".
  const pup = api.shipInfo({ edition: '1e', ship: 'z95headhunter', pilot: 'nashtahpuppilot' });
  assert.ok(pup.stats && pup.stats.edition === '1e');
  assert.deepEqual([pup.stats.pilotSkill, pup.stats.pilotSkillVariable], [null, true]);
  const wedge = api.shipInfo({ edition: '1e', ship: 'xwing', pilot: 'wedgeantilles' });
  assert.ok(wedge.stats && wedge.stats.edition === '1e');
  assert.deepEqual([wedge.stats.pilotSkill, wedge.stats.pilotSkillVariable], [9, false]);
});
