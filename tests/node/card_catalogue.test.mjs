// cardIndex as a catalogue, through pkg/: every pilot and every upgrade card of both editions'
// vendored data, with every field a squad builder displays, equal to the data's values. The
// expected answers are built here from the vendored JSON (vendor/), independently of the
// engine's tables and of scripts/cards/; only the engine's names for the data's closed
// vocabularies (arcs, actions, sizes) are mapped, as docs/api.md "cardIndex" states them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import api, { expectRulesError, fullOnly } from './helpers.mjs';

const V2 = new URL('../../vendor/xwing-data2/data/', import.meta.url);
const V1 = new URL('../../vendor/xwing-data/data/', import.meta.url);
const json = (url) => JSON.parse(readFileSync(url, 'utf8'));

// ---- the engine's names of the data's closed vocabularies (docs/api.md) ----

const camel = (words) => words.replace(/ Arc$/, '').split(' ').map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('');
const arc = (a) => camel(a);
const ACTIONS = { 'Rotate Arc': 'rotate', SLAM: 'slam', 'Target Lock': 'lock' };
const action = (a) => ACTIONS[a] ?? camel(a);
const size = (s) => s.toLowerCase();
/** xwing-data2's slot names as cards print them ("Force Power"); a few grants lowercase them. */
const SLOTS = ['Astromech', 'Cannon', 'Cargo', 'Command', 'Configuration', 'Crew', 'Device', 'Force Power', 'Gunner', 'Hardpoint', 'Hyperdrive',
  'Illicit', 'Missile', 'Modification', 'Sensor', 'Tactical Relay', 'Talent', 'Team', 'Tech', 'Title', 'Torpedo', 'Turret'];
const slot2 = (s) => SLOTS.find((x) => x.toLowerCase() === s.toLowerCase());
/** XWS 2.0 slot keys are the upgrade file names (xws-spec README). */
const key2 = (s) => s.toLowerCase().replace(' ', '-');
/** XWS 1.x slot keys (xws-spec README_NAMES.md "Upgrade Slots"). */
const KEYS_1E = { Astromech: 'amd', Elite: 'ept', Modification: 'mod', 'Salvaged Astromech': 'samd' };
const key1 = (s) => KEYS_1E[s] ?? s.toLowerCase();
/** Leaves out the keys whose value is undefined (absent in the answer). */
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const pool = (p) => p && { value: p.value, recovers: p.recovers ?? 0 };

// ---- 2nd edition ----

function expectedPilot2e(p) {
  return clean({
    xws: p.xws,
    name: p.name,
    caption: p.caption,
    initiative: p.initiative,
    engagement: p.engagement,
    cost: p.cost,
    loadout: p.loadout,
    slots: p.slots ?? [],
    limited: p.limited,
    standard: p.standard,
    extended: p.extended,
    epic: p.epic,
    keywords: p.keywords ?? [],
    ability: p.ability,
    shipAbility: p.shipAbility && { name: p.shipAbility.name, text: p.shipAbility.text },
    charges: pool(p.charges),
    force: p.force && clean({ ...pool(p.force), side: p.force.side && [...p.force.side].sort() }),
    standardLoadout: p.standardLoadout?.length ? p.standardLoadout : undefined,
  });
}

function restriction2e(r) {
  const out = {};
  for (const [k, v] of Object.entries(r)) {
    if (k === 'sizes') out.sizes = v.map(size);
    else if (k === 'arcs') out.arcs = v.map(arc);
    else if (k === 'action') out.action = clean({ action: action(v.type), colour: v.difficulty?.toLowerCase() });
    else if (k === 'non-limited') out.nonLimited = true;
    else if (k === 'force_side') out.forceSide = v;
    else if (k === 'equipped') out.equipped = v.map(slot2);
    else out[k] = v;
  }
  return out;
}

function grants2e(side) {
  const out = (side.grants ?? []).map((g) => {
    if (g.type === 'action') return { kind: 'action', action: action(g.value.type), colour: (g.value.difficulty ?? 'White').toLowerCase() };
    if (g.type === 'slot') return { kind: 'slot', slot: slot2(g.value), amount: g.amount };
    if (g.type === 'stat') return clean({ kind: 'stat', stat: g.value, arc: g.arc && arc(g.arc), amount: g.amount });
    if (g.type === 'force') return { kind: 'force', amount: g.amount };
    return { kind: 'arc', arc: arc(g.value) };
  });
  // The older `actions` list adds the actions `grants` lacks.
  for (const a of side.actions ?? []) {
    const g = { kind: 'action', action: action(a.type), colour: (a.difficulty ?? 'White').toLowerCase() };
    if (!out.some((x) => JSON.stringify(x) === JSON.stringify(g))) out.push(g);
  }
  return out;
}

const side2e = (s) =>
  clean({
    title: s.title,
    type: slot2(s.type),
    slots: s.slots.map(slot2),
    ability: s.ability,
    text: s.text,
    attack: s.attack && { value: s.attack.value, range: [s.attack.minrange, s.attack.maxrange], arc: arc(s.attack.arc), ordnance: s.attack.ordnance === true },
    charges: pool(s.charges),
    force: pool(s.force),
    grants: grants2e(s),
    restrictions: (s.restrictions ?? []).map(restriction2e),
  });

function expectedUpgrade2e(u) {
  const slots = u.sides[0].slots.map(slot2);
  return clean({
    xws: u.xws,
    name: u.name,
    slots,
    slotKeys: slots.map(key2),
    cost: u.cost?.value,
    limited: u.limited,
    standard: u.standard,
    extended: u.extended,
    epic: u.epic,
    standardLoadoutOnly: u.standardLoadoutOnly || undefined,
    restrictions: (u.restrictions ?? []).map(restriction2e),
    sides: u.sides.map(side2e),
  });
}

test('cardIndex 2e: every pilot of xwing-data2, under its faction and ship, with the data\'s values', { skip: fullOnly }, () => {
  const r = api.cardIndex({ edition: '2e' });
  const names = new Map(json(new URL('factions/factions.json', V2)).map((f) => [f.xws, f.name]));
  const got = new Map();
  for (const f of r.factions) {
    assert.deepEqual([f.xws, f.name], [f.id, names.get(f.id)], f.id);
    for (const s of f.ships) for (const p of s.pilots) got.set(`${f.id}/${s.xws}/${p.xws}`, p);
  }
  let n = 0;
  for (const { faction, ships } of json(new URL('manifest.json', V2)).pilots) {
    for (const path of ships) {
      const ship = json(new URL(`../${path}`, V2));
      for (const p of ship.pilots) {
        n++;
        assert.deepEqual(got.get(`${faction}/${ship.xws}/${p.xws}`), expectedPilot2e(p), `${path} ${p.xws}`);
      }
    }
  }
  assert.equal(got.size, n);
  assert.equal(n, 672);
});

test('cardIndex 2e: every upgrade card of xwing-data2 with its slots, cost, restrictions, text, weapon and grants', { skip: fullOnly }, () => {
  const r = api.cardIndex({ edition: '2e' });
  const dir = new URL('upgrades/', V2);
  const cards = readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => json(new URL(f, dir)));
  const got = new Map(r.upgrades.map((u) => [u.xws, u]));
  assert.equal(r.upgrades.length, cards.length);
  for (const u of cards) assert.deepEqual(got.get(u.xws), expectedUpgrade2e(u), u.xws);
  // hardpoint.json: Turbolaser Battery, 3 dice at range 3–5 from the single turret arc.
  assert.deepEqual(got.get('turbolaserbattery').sides[0].attack, { value: 3, range: [3, 5], arc: 'singleTurret', ordnance: false });
});

// ---- 1st edition ----

const XWS_FACTION_1E = { 'Rebel Alliance': 'rebel', Resistance: 'rebel', 'Galactic Empire': 'imperial', 'First Order': 'imperial', 'Scum and Villainy': 'scum' };

const expectedPilot1e = (p) => clean({ xws: p.xws, name: p.name, pilotSkill: p.skill, points: p.points, slots: p.slots, unique: !!p.unique, text: p.text });

function expectedUpgrade1e(u) {
  const factions = Array.isArray(u.faction) ? u.faction : u.faction ? [u.faction] : [];
  const restrictions = [];
  if (u.size?.length) restrictions.push({ sizes: u.size.map(size) });
  if (u.ship?.length) restrictions.push({ ships: u.ship });
  if (factions.length) restrictions.push({ factions });
  const [min, max = min] = u.range ? String(u.range).split('-').map(Number) : [1, 3];
  const grant = (g) => (g.type === 'slot' ? { kind: 'slot', slot: g.name } : g.type === 'action' ? { kind: 'action', action: action(g.name) } : { kind: 'stat', stat: g.name, amount: g.value });
  return clean({
    xws: u.xws,
    name: u.name,
    slots: [u.slot],
    slotKeys: [key1(u.slot)],
    points: u.points,
    limited: !!u.limited,
    unique: !!u.unique,
    squadLimited: u.squadLimited,
    restrictions,
    text: u.text,
    attack: u.attack === undefined ? undefined : { value: u.attack, range: [min, max] },
    energy: u.energy,
    grants: (u.grants ?? []).map(grant),
    dualCard: u.dualCard !== undefined,
  });
}

const sorted = (list) => list.map((x) => JSON.stringify(x)).sort();

test('cardIndex 1e: every pilot of xwing-data, its XWS faction beside the printed one, "?" where the card prints it', { skip: fullOnly }, () => {
  const r = api.cardIndex({ edition: '1e' });
  const ships = new Map(json(new URL('ships.js', V1)).map((s) => [s.name, s.xws]));
  const got = [];
  for (const f of r.factions) {
    assert.deepEqual([f.xws, f.name], [XWS_FACTION_1E[f.id], f.id], f.id);
    for (const s of f.ships) for (const p of s.pilots) got.push({ at: `${f.id}/${s.xws}`, ...p });
  }
  const want = json(new URL('pilots.js', V1)).map((p) => ({ at: `${p.faction}/${ships.get(p.ship)}`, ...expectedPilot1e(p) }));
  assert.equal(want.length, 297);
  assert.deepEqual(sorted(got), sorted(want));
  // pilots.js: Nashtah Pup prints pilot skill and points "?".
  const pup = got.find((p) => p.xws === 'nashtahpuppilot');
  assert.deepEqual([pup.pilotSkill, pup.points], ['?', '?']);
});

test('cardIndex 1e: every upgrade card of xwing-data with its slot, points, labels, restrictions and text', { skip: fullOnly }, () => {
  const r = api.cardIndex({ edition: '1e' });
  const want = json(new URL('upgrades.js', V1)).map(expectedUpgrade1e);
  assert.equal(want.length, 367);
  assert.deepEqual(sorted(r.upgrades), sorted(want));
});

// ---- filters ----

test('cardIndex filters: faction (1e XWS or printed), ship, slot (XWS key or name), mode', { skip: fullOnly }, () => {
  const x = api.cardIndex({ edition: '2e', faction: 'rebelalliance', ship: 't65xwing', slot: 'astromech', mode: 'standard' });
  assert.deepEqual(x.factions.map((f) => [f.id, f.ships.map((s) => s.xws)]), [['rebelalliance', ['t65xwing']]]);
  assert.ok(x.factions[0].ships[0].pilots.every((p) => p.standard));
  // astromech.json: R2-D2 is restricted to the Rebel Alliance, BB-8 to the Resistance.
  const ids = x.upgrades.map((u) => u.xws);
  assert.ok(ids.includes('r2d2') && !ids.includes('bb8'));
  assert.ok(x.upgrades.every((u) => u.slots.includes('Astromech') && u.standard));
  assert.deepEqual(api.cardIndex({ edition: '2e', slot: 'Force Power' }).upgrades.map((u) => u.slotKeys[0]).filter((k) => k !== 'force-power'), []);
  // 1e: "rebel" takes in the Rebel Alliance and the Resistance (xws-spec README_NAMES.md).
  const rebel = api.cardIndex({ edition: '1e', faction: 'rebel', mode: 'standard' });
  assert.deepEqual(rebel.factions.map((f) => f.id), ['Rebel Alliance', 'Resistance']);
  assert.ok(rebel.factions.every((f) => f.ships.every((s) => s.size !== 'huge')));
  assert.ok(api.cardIndex({ edition: '1e', slot: 'ept' }).upgrades.every((u) => u.slots[0] === 'Elite'));
  expectRulesError(assert, () => api.cardIndex({ edition: '2e', faction: 'rebel' }), 'faction');
  expectRulesError(assert, () => api.cardIndex({ edition: '2e', ship: 'xwing' }), 'ship');
  expectRulesError(assert, () => api.cardIndex({ edition: '1e', slot: 'force-power' }), 'slot');
  expectRulesError(assert, () => api.cardIndex({ edition: '1e', mode: 'extended' }), 'mode');
});
