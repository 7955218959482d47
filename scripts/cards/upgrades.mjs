// Upgrade cards of both editions (src/cards/gen/upgrades_2e.rs, upgrades_1e.rs), read from the
// vendored xwing-data2 `data/upgrades/*.json` and xwing-data `data/upgrades.js`: identities,
// slots, restrictions, weapons, charges, force, energy, grants, costs and format flags, in the
// types of src/cards/upgrades.rs. Ability text, artwork and image addresses are left out: the
// engine does not interpret card text (docs/squads.md lists the cards whose text it acts on).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { byKey, fail, readVendor, ROOT } from './vendor.mjs';
import { i8, opt, slice, str, u16, u8, variant } from './rust.mjs';
import { ACTION, ARC_2E, COLOUR, SIZE } from './vocab.mjs';

/** The 2e slot names as cards spell them; some grants lowercase them ("cannon"). */
const SLOTS_2E = [
  'Astromech', 'Cannon', 'Cargo', 'Command', 'Configuration', 'Crew', 'Device', 'Force Power',
  'Gunner', 'Hardpoint', 'Hyperdrive', 'Illicit', 'Missile', 'Modification', 'Sensor',
  'Tactical Relay', 'Talent', 'Team', 'Tech', 'Title', 'Torpedo', 'Turret',
];

const FORCE_SIDE = { light: 'Light', dark: 'Dark' };

function slot2e(name, where) {
  const s = SLOTS_2E.find((x) => x.toLowerCase() === String(name).toLowerCase());
  if (!s) fail(where, `unknown 2e slot ${JSON.stringify(name)}`);
  return s;
}

const slots2e = (list, where) => slice(list.map((s) => slot2e(s, where)), str);
const strs = (list) => slice(list, str);
const action = (a) => variant(ACTION, 'ActionKind', a);
const colour = (c) => variant(COLOUR, 'ActionColour', c);

/** One xwing-data2 restriction object: its keys are alternatives (any one suffices). */
function req2e(r, where) {
  const out = [];
  for (const [k, v] of Object.entries(r)) {
    switch (k) {
      case 'factions': out.push(`Req2e::Factions(${strs(v)})`); break;
      case 'sizes': out.push(`Req2e::Sizes(${slice(v, (s) => variant(SIZE, 'Size', s))})`); break;
      case 'ships': out.push(`Req2e::Ships(${strs(v)})`); break;
      case 'arcs': out.push(`Req2e::Arcs(${slice(v, (a) => variant(ARC_2E, 'Arc2e', a))})`); break;
      case 'names': out.push(`Req2e::Names(${strs(v)})`); break;
      case 'keywords': out.push(`Req2e::Keywords(${strs(v)})`); break;
      case 'shipAbility': out.push(`Req2e::ShipAbility(${strs(v)})`); break;
      case 'force_side': out.push(`Req2e::ForceSide(${slice(v, (s) => variant(FORCE_SIDE, 'ForceSide', s))})`); break;
      case 'equipped': out.push(`Req2e::Equipped(${slots2e(v, where)})`); break;
      case 'action': out.push(`Req2e::Action { kind: ${action(v.type)}, colour: ${opt(v.difficulty, colour)} }`); break;
      case 'non-limited': if (v === false) out.push('Req2e::NonLimited'); else fail(where, 'non-limited: true'); break;
      case 'solitary': if (v === true) out.push('Req2e::Solitary'); else fail(where, 'solitary: false'); break;
      case 'standardized': if (v === true) out.push('Req2e::Standardized'); else fail(where, 'standardized: false'); break;
      default: fail(where, `unknown restriction ${k}`);
    }
  }
  return slice(out);
}

const restrictions2e = (list, where) => slice(list || [], (r) => req2e(r, where));

function grant2e(g, where) {
  switch (g.type) {
    case 'action': return `Grant2e::Action { kind: ${action(g.value.type)}, colour: ${colour(g.value.difficulty ?? 'White')} }`;
    case 'slot': return `Grant2e::Slot { slot: ${str(slot2e(g.value, where))}, amount: ${i8(g.amount)} }`;
    case 'stat':
      return `Grant2e::Stat { stat: ${str(g.value)}, arc: ${opt(g.arc, (a) => variant(ARC_2E, 'Arc2e', a))}, amount: ${i8(g.amount)} }`;
    case 'force': return `Grant2e::Force { amount: ${i8(g.amount)} }`;
    case 'arc': return `Grant2e::Arc(${variant(ARC_2E, 'Arc2e', g.value)})`;
    default: return fail(where, `unknown grant ${g.type}`);
  }
}

/** A side's grants, with the older `actions` list added where it names an action `grants` lacks. */
function grants2e(side, where) {
  const out = (side.grants || []).map((g) => grant2e(g, where));
  for (const a of side.actions || []) {
    const g = grant2e({ type: 'action', value: a }, where);
    if (!out.includes(g)) out.push(g);
  }
  return slice(out);
}

const pool = (c) => `Pool { value: ${u8(c.value)}, recovers: ${i8(c.recovers ?? 0)} }`;

const weapon2e = (a) =>
  `Weapon2e { arc: ${variant(ARC_2E, 'Arc2e', a.arc)}, value: ${u8(a.value)}, min: ${u8(a.minrange)}, ` +
  `max: ${u8(a.maxrange)}, ordnance: ${a.ordnance === true} }`;

const side2e = (s, where) =>
  `Side2e { title: ${str(s.title)}, kind: ${str(slot2e(s.type, where))}, slots: ${slots2e(s.slots, where)}, ` +
  `attack: ${opt(s.attack, weapon2e)}, charges: ${opt(s.charges, pool)}, force: ${opt(s.force, pool)}, ` +
  `grants: ${grants2e(s, where)}, restrictions: ${restrictions2e(s.restrictions, where)} }`;

/** A printed cost, or "?" (Combat Boarding Tube prints none: its cost depends on the game). */
function cost2e(c) {
  if (!c) return 'None';
  return typeof c.value === 'number' ? `Some(Cost::Points(${u16(c.value)}))` : 'Some(Cost::Variable)';
}

function upgrade2e(u, file) {
  const where = `xwing-data2/data/upgrades/${file} ${u.xws}`;
  // Upgrade2e::front reads the first side: every card has one.
  if (!Array.isArray(u.sides) || u.sides.length === 0) fail(where, 'a card without sides');
  return (
    `    Upgrade2e { xws: ${str(u.xws)}, name: ${str(u.name)}, limited: ${u8(u.limited)}, cost: ${cost2e(u.cost)}, ` +
    `formats: Formats { standard: ${!!u.standard}, extended: ${!!u.extended}, epic: ${!!u.epic} }, ` +
    `standard_loadout_only: ${!!u.standardLoadoutOnly}, restrictions: ${restrictions2e(u.restrictions, where)}, ` +
    `sides: ${slice(u.sides, (s) => side2e(s, where))} },\n`
  );
}

function file2e() {
  const dir = 'xwing-data2/data/upgrades';
  const files = readdirSync(join(ROOT, 'vendor', dir)).filter((f) => f.endsWith('.json')).sort();
  const all = byKey(files.flatMap((f) => readVendor(`${dir}/${f}`).map((u) => ({ u, f }))), (x) => x.u.xws);
  for (let i = 1; i < all.length; i++) if (all[i].u.xws === all[i - 1].u.xws) fail(all[i].f, `upgrade id ${all[i].u.xws} repeats`);
  const body =
    'use crate::cards::upgrades::*;\n\n' +
    '/// Every 2e upgrade card, sorted by xws id.\n' +
    `pub static UPGRADES_2E: [Upgrade2e; ${all.length}] = [\n${all.map(({ u, f }) => upgrade2e(u, f)).join('')}];\n`;
  return { name: 'upgrades_2e.rs', sources: files.map((f) => `${dir}/${f}`), body };
}

/** 1e `range` text ("1-2", "3") as `[min, max]`. */
function range1e(r, where) {
  const m = /^(\d)(?:\s*-\s*(\d))?$/.exec(String(r).trim());
  if (!m) fail(where, `range ${JSON.stringify(r)}`);
  return `[${m[1]}, ${m[2] ?? m[1]}]`;
}

function grant1e(g, where) {
  switch (g.type) {
    case 'slot': return `Grant1e::Slot(${str(g.name)})`;
    case 'action': return `Grant1e::Action(${action(g.name)})`;
    case 'stats': return `Grant1e::Stat { stat: ${str(g.name)}, amount: ${i8(g.value)} }`;
    default: return fail(where, `unknown grant ${g.type}`);
  }
}

function upgrade1e(u) {
  const where = `xwing-data/data/upgrades.js ${u.slot}/${u.xws}`;
  const factions = Array.isArray(u.faction) ? u.faction : u.faction ? [u.faction] : [];
  return (
    `    Upgrade1e { xws: ${str(u.xws)}, name: ${str(u.name)}, slot: ${str(u.slot)}, points: ${i8(u.points)}, ` +
    `unique: ${!!u.unique}, limited: ${!!u.limited}, sizes: ${slice(u.size || [], (s) => variant(SIZE, 'Size', s))}, ` +
    `ships: ${strs(u.ship || [])}, factions: ${strs(factions)}, attack: ${opt(u.attack, u8)}, ` +
    `range: ${opt(u.range, (r) => range1e(r, where))}, energy: ${opt(u.energy, i8)}, ` +
    `grants: ${slice(u.grants || [], (g) => grant1e(g, where))}, dual_card: ${u.dualCard !== undefined}, ` +
    `squad_limited: ${opt(u.squadLimited, u8)} },\n`
  );
}

function file1e() {
  const src = 'xwing-data/data/upgrades.js';
  const all = readVendor(src);
  const key = (u) => `${u.slot}\u0000${u.xws}`;
  all.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  const body =
    'use crate::cards::upgrades::*;\n\n' +
    '/// Every 1e upgrade card, sorted by slot then xws id (a dual card\'s sides in the data\'s order).\n' +
    `pub static UPGRADES_1E: [Upgrade1e; ${all.length}] = [\n${all.map(upgrade1e).join('')}];\n`;
  return { name: 'upgrades_1e.rs', sources: [src], body };
}

function files() {
  return [file2e(), file1e()];
}

export default { name: 'upgrades', files };
