// The ship and pilot tables of both editions (schema.mjs Ship2e, Pilot2e, Ship1e, Pilot1e) from
// xwing-data2 (2e) and xwing-data (1e). Values are copied as the data prints them, with no
// flavour text and no image address; ids are sorted so the engine finds them by binary search
// (src/cards/lookup.rs).
import { byKey, fail, opt, readVendor, shipFiles2e } from './vendor.mjs';
import { variant } from './schema.mjs';

const SOURCES_2E = ['xwing-data2/data/manifest.json', 'xwing-data2/data/pilots/'];
const SOURCES_1E = ['xwing-data/data/ships.js', 'xwing-data/data/pilots.js'];

// ---- 2nd edition ----

const pool = (s) => opt(s, (p) => ({ value: p.value, recovers: p.recovers ?? 0 }));

/** `stats` (a ship's or a pilot's `shipStats`) as a `Stats2e`. */
function stats2e(stats, where) {
  const attacks = [];
  const one = {};
  for (const s of stats) {
    if (s.type === 'attack') attacks.push({ arc: variant('Arc2e', s.arc, where), value: s.value });
    else if (['agility', 'hull', 'shields', 'energy'].includes(s.type) && !one[s.type]) one[s.type] = s;
    else fail(where, `unexpected stat ${JSON.stringify(s)}`);
  }
  if (!one.agility || !one.hull) fail(where, 'stats without agility or hull');
  if (one.agility.recovers !== undefined || one.hull.recovers !== undefined) fail(where, 'a recurring agility or hull');
  return { attacks, agility: one.agility.value, hull: one.hull.value, shields: pool(one.shields) ?? { value: 0, recovers: 0 }, energy: pool(one.energy) };
}

const action2e = (a, where) => ({
  kind: variant('ActionKind', a.type, where),
  colour: variant('ActionColour', a.difficulty, where),
  linked: opt(a.linked, (l) => [variant('ActionKind', l.type, where), variant('ActionColour', l.difficulty, where)]),
});

const force = (f, where) => ({ pool: pool(f), side: variant('ForceSide', [...(f.side ?? [])].sort().join(','), where) });

/** Every 2e ship once (merged across the factions flying it) and every pilot with its faction. */
function read2e() {
  const ships = new Map();
  const pilots = [];
  for (const { faction, path } of shipFiles2e()) {
    const d = readVendor(path);
    if (d.faction !== faction) fail(path, `faction ${d.faction} listed under ${faction}`);
    const { pilots: ps, faction: _f, dialCodes, icon: _i, ...card } = d;
    const known = ships.get(d.xws);
    if (known && JSON.stringify(known.card) !== JSON.stringify(card)) fail(path, `ship ${d.xws} differs from its other faction's file`);
    const ship = known ?? { card, factions: [], path };
    ship.factions.push({ faction, dialCodes: dialCodes ?? [] });
    ships.set(d.xws, ship);
    for (const p of ps) pilots.push({ p, ship: d.xws, faction, where: `${path} ${p.xws}` });
  }
  return { ships: byKey([...ships.values()], (s) => s.card.xws), pilots: byKey(pilots, (x) => x.p.xws) };
}

function ship2e({ card: c, factions, path }) {
  for (const code of c.dial ?? []) if (!/^[0-5][TBFNYOKLPRESAD][WBRP]$/.test(code)) fail(path, `dial code ${code}`);
  return {
    xws: c.xws,
    name: c.name,
    size: variant('Size', c.size, path),
    factions: byKey(factions, (f) => f.faction).map((f) => ({ faction: f.faction, dial_codes: f.dialCodes })),
    dial: opt(c.dial, (d) => d.join('')),
    stats: stats2e(c.stats, path),
    actions: c.actions.map((a) => action2e(a, path)),
  };
}

function pilot2e({ p, ship, faction, where }, shipIndex) {
  return {
    xws: p.xws,
    name: p.name,
    caption: opt(p.caption),
    ship: shipIndex.get(ship),
    faction,
    initiative: p.initiative,
    engagement: opt(p.engagement),
    cost: p.cost,
    loadout: opt(p.loadout),
    limited: p.limited,
    slots: p.slots ?? [],
    charges: pool(p.charges),
    force: opt(p.force, (f) => force(f, where)),
    standard: p.standard ?? false,
    extended: p.extended ?? false,
    epic: p.epic ?? false,
    keywords: p.keywords ?? [],
    ship_ability: opt(p.shipAbility?.name),
    ship_stats: opt(p.shipStats, (s) => stats2e(s, where)),
    ship_actions: opt(p.shipActions, (l) => l.map((a) => action2e(a, where))),
    standard_loadout: p.standardLoadout ?? [],
    conditions: p.conditions ?? [],
    ability: opt(p.ability),
    ship_ability_text: opt(p.shipAbility?.text),
  };
}

// ---- 1st edition ----

/** xwing-data's `range: "3-5"` as `[3, 5]`. */
const range1e = (r, where) => {
  const m = /^(\d)-(\d)$/.exec(r) ?? fail(where, `range ${r}`);
  return [Number(m[1]), Number(m[2])];
};
const digits = (row, where) => row.map((v) => (Number.isInteger(v) && v >= 0 && v <= 9 ? v : fail(where, `maneuver ${v}`))).join('');
/** A printed number, or null for the data's "?" (a value the card does not fix). */
const optNum = (v) => (v === '?' ? null : opt(v));

function ship1e(s) {
  const where = `xwing-data/data/ships.js ${s.xws}`;
  if (s.dial) for (const code of s.dial) if (!/^[0-5][TBFNYOKLPRESAD][GWR]$/.test(code)) fail(where, `dial code ${code}`);
  return {
    xws: s.xws,
    name: s.name,
    size: variant('Size', s.size, where),
    factions: s.faction,
    attack: opt(s.attack),
    agility: s.agility,
    hull: s.hull,
    shields: s.shields,
    energy: opt(s.energy),
    actions: s.actions.map((a) => variant('ActionKind', a, where)),
    arcs: (s.firing_arcs ?? []).map((a) => variant('Arc1e', a, where)),
    dial: opt(s.dial, (d) => d.join('')),
    maneuvers: s.maneuvers.map((r) => digits(r, where)),
    maneuvers_energy: opt(s.maneuvers_energy, (m) => m.map((r) => digits(r, where))),
    epic_points: opt(s.epic_points),
  };
}

function pilot1e(p, shipIndex) {
  const where = `xwing-data/data/pilots.js ${p.xws}`;
  const grants = (p.grants ?? []).map((g) => (g.type === 'firing_arc' ? [variant('Arc1e', g.name, where), g.slot] : fail(where, `grant ${g.type}`)));
  return {
    xws: p.xws,
    name: p.name,
    ship: shipIndex.get(p.ship) ?? fail(where, `unknown ship ${p.ship}`),
    faction: p.faction,
    skill: optNum(p.skill),
    points: optNum(p.points),
    slots: p.slots,
    unique: p.unique ?? false,
    range: opt(p.range, (r) => range1e(r, where)),
    ship_override: opt(p.ship_override, (v) => ({ attack: v.attack, agility: v.agility, hull: v.hull, shields: v.shields })),
    granted_arcs: grants,
    conditions: p.conditions ?? [],
    text: opt(p.text),
  };
}

/** xwing-data2's factions (id and display name), sorted by id. */
function factions2e() {
  const where = 'xwing-data2/data/factions/factions.json';
  const all = byKey(readVendor(where), (f) => f.xws);
  return all.map((f) => (typeof f.xws === 'string' && typeof f.name === 'string' ? { xws: f.xws, name: f.name } : fail(where, JSON.stringify(f))));
}

/** `[{ table, sources, rows }]`: the ship and pilot tables of both editions. */
export function tables() {
  const d2 = read2e();
  const index2 = new Map(d2.ships.map((s, i) => [s.card.xws, i]));
  const ships1 = byKey(readVendor('xwing-data/data/ships.js'), (s) => s.xws);
  const index1 = new Map(ships1.map((s, i) => [s.name, i]));
  const xws1 = new Map(ships1.map((s) => [s.name, s.xws]));
  // Sorted by its ship's xws id, then its own, then faction.
  const key1 = (p) => `${xws1.get(p.ship)}\u0000${p.xws}\u0000${p.faction}`;
  const pilots1 = byKey(readVendor('xwing-data/data/pilots.js'), key1);
  return [
    { table: 'factions_2e', sources: ['xwing-data2/data/factions/factions.json'], rows: factions2e() },
    { table: 'ships_2e', sources: SOURCES_2E, rows: d2.ships.map(ship2e) },
    { table: 'pilots_2e', sources: SOURCES_2E, rows: d2.pilots.map((p) => pilot2e(p, index2)) },
    { table: 'ships_1e', sources: SOURCES_1E.slice(0, 1), rows: ships1.map(ship1e) },
    { table: 'pilots_1e', sources: SOURCES_1E, rows: pilots1.map((p) => pilot1e(p, index1)) },
  ];
}
