// Generator of the ship and pilot tables of both editions (src/cards/gen/ships_*.rs, pilots_*.rs)
// from xwing-data2 (2e) and xwing-data (1e). Values are copied as the data prints them, with no
// ability or flavour text and no image address; ids are sorted so the engine finds them by
// binary search (src/cards/lookup.rs).
import { byKey, fail, readVendor, shipFiles2e } from './vendor.mjs';
import { bool, i8, opt, slice, str, u16, u8, variant } from './rust.mjs';
import { ACTION, ARC_1E, ARC_2E, COLOUR, SIZE } from './vocab.mjs';

const SOURCES_2E = ['xwing-data2/data/manifest.json', 'xwing-data2/data/pilots/'];
const SOURCES_1E = ['xwing-data/data/ships.js', 'xwing-data/data/pilots.js'];

// ---- 2nd edition ----

const pool = (s, where) => {
  if (!s) return undefined;
  return `Pool { value: ${u8(s.value)}, recovers: ${i8(s.recovers ?? 0)} }`;
};

/** `stats` (a ship's or a pilot's `shipStats`) as a `Stats2e` literal. */
function stats2e(stats, where) {
  const attacks = [];
  const one = {};
  for (const s of stats) {
    if (s.type === 'attack') attacks.push(`Attack2e { arc: ${variant(ARC_2E, 'Arc2e', s.arc)}, value: ${u8(s.value)} }`);
    else if (['agility', 'hull', 'shields', 'energy'].includes(s.type) && !one[s.type]) one[s.type] = s;
    else fail(where, `unexpected stat ${JSON.stringify(s)}`);
  }
  if (!one.agility || !one.hull) fail(where, 'stats without agility or hull');
  if (one.agility.recovers !== undefined || one.hull.recovers !== undefined) fail(where, 'a recurring agility or hull');
  const shields = pool(one.shields) ?? 'Pool { value: 0, recovers: 0 }';
  return `Stats2e { attacks: ${slice(attacks)}, agility: ${u8(one.agility.value)}, hull: ${u8(one.hull.value)}, shields: ${shields}, energy: ${opt(pool(one.energy))} }`;
}

const action2e = (a) => {
  const kc = (x) => `${variant(ACTION, 'ActionKind', x.type)}, ${variant(COLOUR, 'ActionColour', x.difficulty)}`;
  const [kind, colour] = kc(a).split(', ');
  return `Action2e { kind: ${kind}, colour: ${colour}, linked: ${opt(a.linked, (l) => `(${kc(l)})`)} }`;
};

const FORCE_SIDE = { '': 'Unstated', light: 'Light', dark: 'Dark', 'dark,light': 'Both' };
const force = (f) => `Force { pool: ${pool(f)}, side: ForceSide::${FORCE_SIDE[[...(f.side ?? [])].sort().join(',')] ?? fail('force', JSON.stringify(f.side))} }`;

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
  const fs = byKey(factions, (f) => f.faction)
    .map((f) => `ShipFaction2e { faction: ${str(f.faction)}, dial_codes: ${slice(f.dialCodes, str)} }`);
  return `    Ship2e { xws: ${str(c.xws)}, name: ${str(c.name)}, size: ${variant(SIZE, 'Size', c.size)}, factions: ${slice(fs)}, dial: ${opt(c.dial, (d) => str(d.join('')))}, stats: ${stats2e(c.stats, path)}, actions: ${slice(c.actions, action2e)} },`;
}

function pilot2e({ p, ship, faction, where }, shipIndex) {
  const f = [
    `xws: ${str(p.xws)}`,
    `name: ${str(p.name)}`,
    `caption: ${opt(p.caption, str)}`,
    `ship: ${shipIndex.get(ship)}`,
    `faction: ${str(faction)}`,
    `initiative: ${u8(p.initiative)}`,
    `engagement: ${opt(p.engagement, u8)}`,
    `cost: ${u16(p.cost)}`,
    `loadout: ${opt(p.loadout, u16)}`,
    `limited: ${u8(p.limited)}`,
    `slots: ${slice(p.slots ?? [], str)}`,
    `charges: ${opt(pool(p.charges))}`,
    `force: ${opt(p.force, force)}`,
    `standard: ${bool(p.standard)}`,
    `extended: ${bool(p.extended)}`,
    `epic: ${bool(p.epic)}`,
    `keywords: ${slice(p.keywords ?? [], str)}`,
    `ship_ability: ${opt(p.shipAbility?.name, str)}`,
    `ship_stats: ${opt(p.shipStats && stats2e(p.shipStats, where))}`,
    `ship_actions: ${opt(p.shipActions && slice(p.shipActions, action2e))}`,
    `standard_loadout: ${slice(p.standardLoadout ?? [], str)}`,
    `conditions: ${slice(p.conditions ?? [], str)}`,
  ];
  return `    Pilot2e { ${f.join(', ')} },`;
}

// ---- 1st edition ----

/** xwing-data's `range: "3-5"` as `(3, 5)`. */
const range1e = (r, where) => {
  const m = /^(\d)-(\d)$/.exec(r) ?? fail(where, `range ${r}`);
  return `(${m[1]}, ${m[2]})`;
};
const digits = (row, where) => row.map((v) => (Number.isInteger(v) && v >= 0 && v <= 9 ? v : fail(where, `maneuver ${v}`))).join('');
const optNum = (v, f) => (v === '?' ? 'None' : opt(v, f));

function ship1e(s) {
  const where = `xwing-data/data/ships.js ${s.xws}`;
  if (s.dial) for (const code of s.dial) if (!/^[0-5][TBFNYOKLPRESAD][GWR]$/.test(code)) fail(where, `dial code ${code}`);
  const f = [
    `xws: ${str(s.xws)}`,
    `name: ${str(s.name)}`,
    `size: ${variant(SIZE, 'Size', s.size)}`,
    `factions: ${slice(s.faction, str)}`,
    `attack: ${opt(s.attack, u8)}`,
    `agility: ${u8(s.agility)}`,
    `hull: ${u8(s.hull)}`,
    `shields: ${u8(s.shields)}`,
    `energy: ${opt(s.energy, u8)}`,
    `actions: ${slice(s.actions, (a) => variant(ACTION, 'ActionKind', a))}`,
    `arcs: ${slice(s.firing_arcs ?? [], (a) => variant(ARC_1E, 'Arc1e', a))}`,
    `dial: ${opt(s.dial, (d) => str(d.join('')))}`,
    `maneuvers: ${slice(s.maneuvers, (r) => str(digits(r, where)))}`,
    `maneuvers_energy: ${opt(s.maneuvers_energy, (m) => slice(m, (r) => str(digits(r, where))))}`,
    `epic_points: ${opt(s.epic_points, (v) => (Number.isInteger(v) ? `${v}.0` : String(v)))}`,
  ];
  return `    Ship1e { ${f.join(', ')} },`;
}

function pilot1e(p, shipIndex) {
  const where = `xwing-data/data/pilots.js ${p.xws}`;
  const o = p.ship_override;
  const grants = (p.grants ?? []).map((g) => (g.type === 'firing_arc' ? `(${variant(ARC_1E, 'Arc1e', g.name)}, ${str(g.slot)})` : fail(where, `grant ${g.type}`)));
  const f = [
    `xws: ${str(p.xws)}`,
    `name: ${str(p.name)}`,
    `ship: ${shipIndex.get(p.ship) ?? fail(where, `unknown ship ${p.ship}`)}`,
    `faction: ${str(p.faction)}`,
    `skill: ${optNum(p.skill, u8)}`,
    `points: ${optNum(p.points, u16)}`,
    `slots: ${slice(p.slots, str)}`,
    `unique: ${bool(p.unique)}`,
    `range: ${opt(p.range, (r) => range1e(r, where))}`,
    `ship_override: ${opt(o, (v) => `Override1e { attack: ${u8(v.attack)}, agility: ${u8(v.agility)}, hull: ${u8(v.hull)}, shields: ${u8(v.shields)} }`)}`,
    `granted_arcs: ${slice(grants)}`,
    `conditions: ${slice(p.conditions ?? [], str)}`,
  ];
  return `    Pilot1e { ${f.join(', ')} },`;
}

const table = (name, type, rows, doc) => `/// ${doc}\npub static ${name}: [${type}; ${rows.length}] = [\n${rows.join('\n')}\n];\n`;

function files() {
  const d2 = read2e();
  const index2 = new Map(d2.ships.map((s, i) => [s.card.xws, i]));
  const ships1 = byKey(readVendor('xwing-data/data/ships.js'), (s) => s.xws);
  const index1 = new Map(ships1.map((s, i) => [s.name, i]));
  const xws1 = new Map(ships1.map((s) => [s.name, s.xws]));
  const key1 = (p) => `${xws1.get(p.ship)}\u0000${p.xws}\u0000${p.faction}`;
  const pilots1 = byKey(readVendor('xwing-data/data/pilots.js'), key1);
  return [
    { name: 'ships_2e.rs', sources: SOURCES_2E, body: table('SHIPS_2E', 'Ship2e', d2.ships.map(ship2e), 'Every 2e ship, sorted by xws id.') },
    { name: 'pilots_2e.rs', sources: SOURCES_2E, body: table('PILOTS_2E', 'Pilot2e', d2.pilots.map((p) => pilot2e(p, index2)), 'Every 2e pilot, sorted by xws id.') },
    { name: 'ships_1e.rs', sources: SOURCES_1E.slice(0, 1), body: table('SHIPS_1E', 'Ship1e', ships1.map(ship1e), 'Every 1e ship, sorted by xws id.') },
    {
      name: 'pilots_1e.rs',
      sources: SOURCES_1E,
      body: table('PILOTS_1E', 'Pilot1e', pilots1.map((p) => pilot1e(p, index1)), "Every 1e pilot, sorted by its ship's xws id, then its own, then faction."),
    },
  ];
}

export default { name: 'ships', files };
