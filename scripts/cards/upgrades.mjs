// Upgrade cards of both editions (schema.mjs Upgrade2e, Upgrade1e), read from the vendored
// xwing-data2 `data/upgrades/*.json` and xwing-data `data/upgrades.js`: identities, slots,
// restrictions, weapons, charges, force, energy, grants, costs and format flags. Artwork and
// image addresses are left out.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { byKey, fail, opt, readVendor, ROOT } from './vendor.mjs';
import { variant } from './schema.mjs';

/** The 2e slot names as cards spell them; some grants lowercase them ("cannon"). */
const SLOTS_2E = [
  'Astromech', 'Cannon', 'Cargo', 'Command', 'Configuration', 'Crew', 'Device', 'Force Power',
  'Gunner', 'Hardpoint', 'Hyperdrive', 'Illicit', 'Missile', 'Modification', 'Sensor',
  'Tactical Relay', 'Talent', 'Team', 'Tech', 'Title', 'Torpedo', 'Turret',
];

function slot2e(name, where) {
  const s = SLOTS_2E.find((x) => x.toLowerCase() === String(name).toLowerCase());
  if (!s) fail(where, `unknown 2e slot ${JSON.stringify(name)}`);
  return s;
}

const slots2e = (list, where) => list.map((s) => slot2e(s, where));
const action = (a, where) => variant('ActionKind', a, where);
const colour = (c, where) => variant('ActionColour', c, where);

/** A restriction that the data gives only as a flag with one meaningful value. */
function flag(v, want, variantName, where, key) {
  if (v !== want) fail(where, `${key}: ${JSON.stringify(v)}`);
  return variantName;
}

/** One xwing-data2 restriction object: its keys are alternatives (any one suffices). */
function req2e(r, where) {
  return Object.entries(r).map(([k, v]) => {
    switch (k) {
      case 'factions': return { Factions: v };
      case 'sizes': return { Sizes: v.map((s) => variant('Size', s, where)) };
      case 'ships': return { Ships: v };
      case 'arcs': return { Arcs: v.map((a) => variant('Arc2e', a, where)) };
      case 'names': return { Names: v };
      case 'keywords': return { Keywords: v };
      case 'shipAbility': return { ShipAbility: v };
      case 'force_side': return { ForceSide: v.map((s) => variant('ForceSide', s, where)) };
      case 'equipped': return { Equipped: slots2e(v, where) };
      case 'action': return { Action: { kind: action(v.type, where), colour: opt(v.difficulty, (c) => colour(c, where)) } };
      case 'non-limited': return flag(v, false, 'NonLimited', where, k);
      case 'solitary': return flag(v, true, 'Solitary', where, k);
      case 'standardized': return flag(v, true, 'Standardized', where, k);
      default: return fail(where, `unknown restriction ${k}`);
    }
  });
}

const restrictions2e = (list, where) => (list || []).map((r) => req2e(r, where));

function grant2e(g, where) {
  switch (g.type) {
    case 'action': return { Action: { kind: action(g.value.type, where), colour: colour(g.value.difficulty ?? 'White', where) } };
    case 'slot': return { Slot: { slot: slot2e(g.value, where), amount: g.amount } };
    case 'stat': return { Stat: { stat: g.value, arc: opt(g.arc, (a) => variant('Arc2e', a, where)), amount: g.amount } };
    case 'force': return { Force: { amount: g.amount } };
    case 'arc': return { Arc: variant('Arc2e', g.value, where) };
    default: return fail(where, `unknown grant ${g.type}`);
  }
}

/** A side's grants, with the older `actions` list added where it names an action `grants` lacks. */
function grants2e(side, where) {
  const out = (side.grants || []).map((g) => grant2e(g, where));
  const seen = new Set(out.map((g) => JSON.stringify(g)));
  for (const a of side.actions || []) {
    const g = grant2e({ type: 'action', value: a }, where);
    if (!seen.has(JSON.stringify(g))) out.push(g), seen.add(JSON.stringify(g));
  }
  return out;
}

const pool = (c) => ({ value: c.value, recovers: c.recovers ?? 0 });

const weapon2e = (a, where) => ({ arc: variant('Arc2e', a.arc, where), value: a.value, min: a.minrange, max: a.maxrange, ordnance: a.ordnance === true });

const side2e = (s, where) => ({
  title: s.title,
  kind: slot2e(s.type, where),
  slots: slots2e(s.slots, where),
  attack: opt(s.attack, (a) => weapon2e(a, where)),
  charges: opt(s.charges, pool),
  force: opt(s.force, pool),
  grants: grants2e(s, where),
  restrictions: restrictions2e(s.restrictions, where),
  ability: opt(s.ability),
  text: opt(s.text),
});

/** A printed cost, or "?" (Combat Boarding Tube prints none: its cost depends on the game). */
function cost2e(c, where) {
  if (!c) return null;
  if (typeof c.value === 'number') return { Points: c.value };
  if (c.value === '?') return 'Variable';
  return fail(where, `cost ${JSON.stringify(c)}`);
}

function upgrade2e(u, file) {
  const where = `xwing-data2/data/upgrades/${file} ${u.xws}`;
  // Upgrade2e::front reads the first side: every card has one.
  if (!Array.isArray(u.sides) || u.sides.length === 0) fail(where, 'a card without sides');
  return {
    xws: u.xws,
    name: u.name,
    limited: u.limited,
    cost: cost2e(u.cost, where),
    formats: { standard: !!u.standard, extended: !!u.extended, epic: !!u.epic },
    standard_loadout_only: !!u.standardLoadoutOnly,
    restrictions: restrictions2e(u.restrictions, where),
    sides: u.sides.map((s) => side2e(s, where)),
  };
}

function table2e() {
  const dir = 'xwing-data2/data/upgrades';
  const files = readdirSync(join(ROOT, 'vendor', dir)).filter((f) => f.endsWith('.json')).sort();
  const all = byKey(files.flatMap((f) => readVendor(`${dir}/${f}`).map((u) => ({ u, f }))), (x) => x.u.xws);
  for (let i = 1; i < all.length; i++) if (all[i].u.xws === all[i - 1].u.xws) fail(all[i].f, `upgrade id ${all[i].u.xws} repeats`);
  return { table: 'upgrades_2e', sources: files.map((f) => `${dir}/${f}`), rows: all.map(({ u, f }) => upgrade2e(u, f)) };
}

/** 1e `range` text ("1-2", "3") as `[min, max]`. */
function range1e(r, where) {
  const m = /^(\d)(?:\s*-\s*(\d))?$/.exec(String(r).trim());
  if (!m) fail(where, `range ${JSON.stringify(r)}`);
  return [Number(m[1]), Number(m[2] ?? m[1])];
}

function grant1e(g, where) {
  switch (g.type) {
    case 'slot': return { Slot: g.name };
    case 'action': return { Action: action(g.name, where) };
    case 'stats': return { Stat: { stat: g.name, amount: g.value } };
    default: return fail(where, `unknown grant ${g.type}`);
  }
}

function upgrade1e(u) {
  const where = `xwing-data/data/upgrades.js ${u.slot}/${u.xws}`;
  const factions = Array.isArray(u.faction) ? u.faction : u.faction ? [u.faction] : [];
  return {
    xws: u.xws,
    name: u.name,
    slot: u.slot,
    points: u.points,
    unique: !!u.unique,
    limited: !!u.limited,
    sizes: (u.size || []).map((s) => variant('Size', s, where)),
    ships: u.ship || [],
    factions,
    attack: opt(u.attack),
    range: opt(u.range, (r) => range1e(r, where)),
    energy: opt(u.energy),
    grants: (u.grants || []).map((g) => grant1e(g, where)),
    dual_card: u.dualCard !== undefined,
    squad_limited: opt(u.squadLimited),
    text: u.text,
  };
}

function table1e() {
  const src = 'xwing-data/data/upgrades.js';
  const all = readVendor(src);
  // Sorted by slot then xws id (a dual card's sides in the data's order).
  const key = (u) => `${u.slot}\u0000${u.xws}`;
  all.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  return { table: 'upgrades_1e', sources: [src], rows: all.map(upgrade1e) };
}

/** `[{ table, sources, rows }]`: the upgrade tables of both editions. */
export function tables() {
  return [table2e(), table1e()];
}
