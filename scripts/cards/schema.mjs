// The layout of the card tables' compact encoding (src/cards/gen/cards.bin): one schema that
// both writes the bytes (encode.mjs) and generates their Rust reader (src/cards/gen/decode.rs),
// so the two cannot disagree. Each named type is a Rust type of src/cards/types.rs or
// src/cards/upgrades.rs, with its fields in any order (the reader builds the struct by name, so
// a missing or misspelt field fails to compile) and its enum variants in tag order.
//
// Type expressions: 'str' | 'u8' | 'u16' | 'i8' | 'i16' | 'bool' | 'f64' | a type name |
// ['opt', T] | ['list', T] (a `&'static [T]`) | ['tuple', A, B…] | ['array', T, n].

const ARC_2E = ['Front', 'Rear', 'Left', 'Right', 'SingleTurret', 'DoubleTurret', 'FullFront', 'FullRear', 'Bullseye'];
const ACTIONS = ['Focus', 'Lock', 'BarrelRoll', 'Boost', 'Evade', 'Calculate', 'Coordinate', 'RotateArc', 'Jam', 'Reinforce', 'Reload', 'Slam', 'Cloak', 'Recover'];
const strs = ['list', 'str'];

/** `{ Name: { enum: [[variant, payload?]…] } | { struct: [[field, T]…] } }`. */
export const SCHEMA = {
  Size: { enum: [['Small'], ['Medium'], ['Large'], ['Huge']] },
  Arc2e: { enum: ARC_2E.map((v) => [v]) },
  Arc1e: { enum: [['Front'], ['Turret'], ['AuxiliaryRear'], ['Auxiliary180'], ['Mobile'], ['Bullseye']] },
  ActionKind: { enum: ACTIONS.map((v) => [v]) },
  ActionColour: { enum: [['White'], ['Red'], ['Purple']] },
  ForceSide: { enum: [['Unstated'], ['Light'], ['Dark'], ['Both']] },
  Pool: { struct: [['value', 'u8'], ['recovers', 'i8']] },
  Force: { struct: [['pool', 'Pool'], ['side', 'ForceSide']] },
  Action2e: { struct: [['kind', 'ActionKind'], ['colour', 'ActionColour'], ['linked', ['opt', ['tuple', 'ActionKind', 'ActionColour']]]] },
  Attack2e: { struct: [['arc', 'Arc2e'], ['value', 'u8']] },
  Stats2e: { struct: [['attacks', ['list', 'Attack2e']], ['agility', 'u8'], ['hull', 'u8'], ['shields', 'Pool'], ['energy', ['opt', 'Pool']]] },
  ShipFaction2e: { struct: [['faction', 'str'], ['dial_codes', strs]] },
  Ship2e: {
    struct: [['xws', 'str'], ['name', 'str'], ['size', 'Size'], ['factions', ['list', 'ShipFaction2e']], ['dial', ['opt', 'str']],
      ['stats', 'Stats2e'], ['actions', ['list', 'Action2e']]],
  },
  Pilot2e: {
    struct: [['xws', 'str'], ['name', 'str'], ['caption', ['opt', 'str']], ['ship', 'u16'], ['faction', 'str'], ['initiative', 'u8'],
      ['engagement', ['opt', 'u8']], ['cost', 'u16'], ['loadout', ['opt', 'u16']], ['limited', 'u8'], ['slots', strs],
      ['charges', ['opt', 'Pool']], ['force', ['opt', 'Force']], ['standard', 'bool'], ['extended', 'bool'], ['epic', 'bool'],
      ['keywords', strs], ['ship_ability', ['opt', 'str']], ['ship_stats', ['opt', 'Stats2e']],
      ['ship_actions', ['opt', ['list', 'Action2e']]], ['standard_loadout', strs], ['conditions', strs]],
  },
  Ship1e: {
    struct: [['xws', 'str'], ['name', 'str'], ['size', 'Size'], ['factions', strs], ['attack', ['opt', 'u8']], ['agility', 'u8'],
      ['hull', 'u8'], ['shields', 'u8'], ['energy', ['opt', 'u8']], ['actions', ['list', 'ActionKind']], ['arcs', ['list', 'Arc1e']],
      ['dial', ['opt', 'str']], ['maneuvers', strs], ['maneuvers_energy', ['opt', strs]], ['epic_points', ['opt', 'f64']]],
  },
  Override1e: { struct: [['attack', 'u8'], ['agility', 'u8'], ['hull', 'u8'], ['shields', 'u8']] },
  Pilot1e: {
    struct: [['xws', 'str'], ['name', 'str'], ['ship', 'u16'], ['faction', 'str'], ['skill', ['opt', 'u8']], ['points', ['opt', 'u16']],
      ['slots', strs], ['unique', 'bool'], ['range', ['opt', ['tuple', 'u8', 'u8']]], ['ship_override', ['opt', 'Override1e']],
      ['granted_arcs', ['list', ['tuple', 'Arc1e', 'str']]], ['conditions', strs]],
  },
  Formats: { struct: [['standard', 'bool'], ['extended', 'bool'], ['epic', 'bool']] },
  Cost: { enum: [['Points', { tuple: ['u16'] }], ['Variable']] },
  Weapon2e: { struct: [['arc', 'Arc2e'], ['value', 'u8'], ['min', 'u8'], ['max', 'u8'], ['ordnance', 'bool']] },
  Grant2e: {
    enum: [
      ['Action', { struct: [['kind', 'ActionKind'], ['colour', 'ActionColour']] }],
      ['Slot', { struct: [['slot', 'str'], ['amount', 'i8']] }],
      ['Stat', { struct: [['stat', 'str'], ['arc', ['opt', 'Arc2e']], ['amount', 'i8']] }],
      ['Force', { struct: [['amount', 'i8']] }],
      ['Arc', { tuple: ['Arc2e'] }],
    ],
  },
  Req2e: {
    enum: [
      ['Factions', { tuple: [strs] }],
      ['Sizes', { tuple: [['list', 'Size']] }],
      ['Ships', { tuple: [strs] }],
      ['Action', { struct: [['kind', 'ActionKind'], ['colour', ['opt', 'ActionColour']]] }],
      ['Arcs', { tuple: [['list', 'Arc2e']] }],
      ['NonLimited'],
      ['Names', { tuple: [strs] }],
      ['Keywords', { tuple: [strs] }],
      ['Equipped', { tuple: [strs] }],
      ['Solitary'],
      ['Standardized'],
      ['ShipAbility', { tuple: [strs] }],
      ['ForceSide', { tuple: [['list', 'ForceSide']] }],
    ],
  },
  Side2e: {
    struct: [['title', 'str'], ['kind', 'str'], ['slots', strs], ['attack', ['opt', 'Weapon2e']], ['charges', ['opt', 'Pool']],
      ['force', ['opt', 'Pool']], ['grants', ['list', 'Grant2e']], ['restrictions', ['list', ['list', 'Req2e']]]],
  },
  Upgrade2e: {
    struct: [['xws', 'str'], ['name', 'str'], ['limited', 'u8'], ['cost', ['opt', 'Cost']], ['formats', 'Formats'],
      ['standard_loadout_only', 'bool'], ['restrictions', ['list', ['list', 'Req2e']]], ['sides', ['list', 'Side2e']]],
  },
  Grant1e: { enum: [['Slot', { tuple: ['str'] }], ['Action', { tuple: ['ActionKind'] }], ['Stat', { struct: [['stat', 'str'], ['amount', 'i8']] }]] },
  Upgrade1e: {
    struct: [['xws', 'str'], ['name', 'str'], ['slot', 'str'], ['points', 'i16'], ['unique', 'bool'], ['limited', 'bool'],
      ['sizes', ['list', 'Size']], ['ships', strs], ['factions', strs], ['attack', ['opt', 'u8']], ['range', ['opt', ['array', 'u8', 2]]],
      ['energy', ['opt', 'i8']], ['grants', ['list', 'Grant1e']], ['dual_card', 'bool'], ['squad_limited', ['opt', 'u8']]],
  },
};

/** The tables in the order cards.bin holds them: `[field of cards::Tables, generated static, row type]`. */
export const TABLES = [
  ['ships_2e', 'SHIPS_2E', 'Ship2e'],
  ['pilots_2e', 'PILOTS_2E', 'Pilot2e'],
  ['ships_1e', 'SHIPS_1E', 'Ship1e'],
  ['pilots_1e', 'PILOTS_1E', 'Pilot1e'],
  ['upgrades_2e', 'UPGRADES_2E', 'Upgrade2e'],
  ['upgrades_1e', 'UPGRADES_1E', 'Upgrade1e'],
];

const PRIMITIVES = new Set(['str', 'u8', 'u16', 'i8', 'i16', 'bool', 'f64']);

/** The Rust expression that reads a value of type `t` from the reader `r`. */
function readExpr(t) {
  if (typeof t === 'string') return PRIMITIVES.has(t) ? `r.${t}()` : `${t}::read(r)`;
  const [kind, ...args] = t;
  switch (kind) {
    case 'opt': return `r.opt(|r| ${readExpr(args[0])})`;
    case 'list': return `r.list(|r| ${readExpr(args[0])})`;
    case 'tuple': return `(${args.map(readExpr).join(', ')})`;
    case 'array': return `[${Array.from({ length: args[1] }, () => readExpr(args[0])).join(', ')}]`;
    default: throw new Error(`schema: unknown type ${JSON.stringify(t)}`);
  }
}

const fieldsExpr = (fields) => `{ ${fields.map(([f, t]) => `${f}: ${readExpr(t)}`).join(', ')} }`;

function readFn(name, def) {
  let body;
  if (def.struct) body = `${name} ${fieldsExpr(def.struct)}`;
  else {
    // `Reader::tag(n)` answers below n (an unknown tag marks the whole read failed, and
    // src/cards/blob.rs then refuses the tables), so the last variant takes the rest.
    const n = def.enum.length;
    const arms = def.enum.map(([v, payload], tag) => {
      const value = !payload ? `${name}::${v}` : payload.tuple ? `${name}::${v}(${payload.tuple.map(readExpr).join(', ')})` : `${name}::${v} ${fieldsExpr(payload.struct)}`;
      return `            ${tag === n - 1 ? '_' : tag} => ${value},`;
    });
    body = `match r.tag(${n}) {\n${arms.join('\n')}\n        }`;
  }
  return `impl Read for ${name} {\n    fn read(r: &mut Reader) -> Self {\n        ${body}\n    }\n}\n`;
}

/** src/cards/gen/decode.rs's body: a `Read` impl per schema type and the tables' reader. */
export function rustReader() {
  const impls = Object.entries(SCHEMA).map(([name, def]) => readFn(name, def));
  const tables = TABLES.map(([field]) => `${field}: r.list(|r| Read::read(r))`).join(', ');
  return [
    'use crate::cards::blob::{Read, Reader};',
    'use crate::cards::upgrades::*;',
    'use crate::cards::Tables;',
    '',
    ...impls,
    '/// The six tables, in the order scripts/cards/schema.mjs `TABLES` writes them.',
    `pub fn read_tables(r: &mut Reader) -> Tables {\n    Tables { ${tables} }\n}\n`,
  ].join('\n');
}
