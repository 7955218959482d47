// The one description of the card tables (src/cards/gen/): every type, its fields, its enum
// variants in tag order and, for a closed vocabulary, the data's spellings of each variant.
// From it come the bytes (encode.mjs), their text form (build.mjs, cards.jsonl), the JS reader
// (decode.mjs) and the Rust reader (src/cards/gen/decode.rs, below).
//
// Rust's types (src/cards/types.rs, src/cards/upgrades.rs) stay written by hand, for their doc
// comments and methods, and are checked against this schema when the crate compiles: the
// generated reader builds every struct by naming each field (a field missing on either side, or
// of another type, fails to compile), and matches every enum without a wildcard (a variant
// missing on either side fails to compile).
//
// Type expressions: 'str' | 'u8' | 'u16' | 'i8' | 'i16' | 'bool' | 'f64' | a type name |
// ['opt', T] | ['list', T] (a `&'static [T]`) | ['tuple', A, B…] | ['array', T, n].
//
// Values (what the generators yield, cards.jsonl shows and decode.mjs reads back): a struct is an
// object of its fields in schema order; a unit variant its name ("Front"); a variant with a value
// `{ Variant: value }`: a one-value tuple variant holds the value itself, a longer one an array,
// a struct variant an object; an option is the value or null; a list, tuple or array an array.

const strs = ['list', 'str'];

/** A unit-variant enum whose `data` maps each spelling in the vendored files to its variant. */
const vocab = (data) => ({ enum: [...new Set(Object.values(data))].map((v) => [v]), data });

/** `{ Name: { enum: [[variant, payload?]…], data? } | { struct: [[field, T]…] } }`. */
export const SCHEMA = {
  // 2e "Small"…"Huge", 1e "small", "large", "huge".
  Size: vocab({ Small: 'Small', Medium: 'Medium', Large: 'Large', Huge: 'Huge', small: 'Small', large: 'Large', huge: 'Huge' }),
  // xwing-data2 arcs (`stats[].arc`, upgrades' `attack.arc`).
  Arc2e: vocab({
    'Front Arc': 'Front', 'Rear Arc': 'Rear', 'Left Arc': 'Left', 'Right Arc': 'Right', 'Single Turret Arc': 'SingleTurret',
    'Double Turret Arc': 'DoubleTurret', 'Full Front Arc': 'FullFront', 'Full Rear Arc': 'FullRear', 'Bullseye Arc': 'Bullseye',
  }),
  // xwing-data firing arcs (`firing_arcs`, pilots' `grants[].name`).
  Arc1e: vocab({ Front: 'Front', Turret: 'Turret', 'Auxiliary Rear': 'AuxiliaryRear', 'Auxiliary 180': 'Auxiliary180', Mobile: 'Mobile', Bullseye: 'Bullseye' }),
  // Action names of both editions; 1e "Target Lock" is 2e "Lock".
  ActionKind: vocab({
    Focus: 'Focus', Lock: 'Lock', 'Target Lock': 'Lock', 'Barrel Roll': 'BarrelRoll', Boost: 'Boost', Evade: 'Evade', Calculate: 'Calculate',
    Coordinate: 'Coordinate', 'Rotate Arc': 'RotateArc', Jam: 'Jam', Reinforce: 'Reinforce', Reload: 'Reload', SLAM: 'Slam', Cloak: 'Cloak',
    Recover: 'Recover',
  }),
  // 2e action colours (`difficulty`).
  ActionColour: vocab({ White: 'White', Red: 'Red', Purple: 'Purple' }),
  // xwing-data2 `force.side`, its sides sorted and joined ("" when absent).
  ForceSide: vocab({ '': 'Unstated', light: 'Light', dark: 'Dark', 'dark,light': 'Both' }),
  // xwing-data2 data/factions/factions.json: a faction's id and display name.
  Faction2e: { struct: [['xws', 'str'], ['name', 'str']] },
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
      ['ship_actions', ['opt', ['list', 'Action2e']]], ['standard_loadout', strs], ['conditions', strs],
      ['ability', ['opt', 'str']], ['ship_ability_text', ['opt', 'str']]],
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
      ['granted_arcs', ['list', ['tuple', 'Arc1e', 'str']]], ['conditions', strs], ['text', ['opt', 'str']]],
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
      ['force', ['opt', 'Pool']], ['grants', ['list', 'Grant2e']], ['restrictions', ['list', ['list', 'Req2e']]],
      ['ability', ['opt', 'str']], ['text', ['opt', 'str']]],
  },
  Upgrade2e: {
    struct: [['xws', 'str'], ['name', 'str'], ['limited', 'u8'], ['cost', ['opt', 'Cost']], ['formats', 'Formats'],
      ['standard_loadout_only', 'bool'], ['restrictions', ['list', ['list', 'Req2e']]], ['sides', ['list', 'Side2e']]],
  },
  Grant1e: { enum: [['Slot', { tuple: ['str'] }], ['Action', { tuple: ['ActionKind'] }], ['Stat', { struct: [['stat', 'str'], ['amount', 'i8']] }]] },
  Upgrade1e: {
    struct: [['xws', 'str'], ['name', 'str'], ['slot', 'str'], ['points', 'i16'], ['unique', 'bool'], ['limited', 'bool'],
      ['sizes', ['list', 'Size']], ['ships', strs], ['factions', strs], ['attack', ['opt', 'u8']], ['range', ['opt', ['array', 'u8', 2]]],
      ['energy', ['opt', 'i8']], ['grants', ['list', 'Grant1e']], ['dual_card', 'bool'], ['squad_limited', ['opt', 'u8']], ['text', 'str']],
  },
};

/** The tables in the order cards.bin holds them: `[field of cards::Tables, row type]`. */
export const TABLES = [
  ['ships_2e', 'Ship2e'],
  ['pilots_2e', 'Pilot2e'],
  ['ships_1e', 'Ship1e'],
  ['pilots_1e', 'Pilot1e'],
  ['upgrades_2e', 'Upgrade2e'],
  ['upgrades_1e', 'Upgrade1e'],
  ['factions_2e', 'Faction2e'],
];

/** The variant of vocabulary `type` the data spells `spelling`; an unknown spelling stops the generation. */
export function variant(type, spelling, where) {
  const data = SCHEMA[type]?.data;
  if (!data) throw new Error(`schema: ${type} has no data spellings`);
  if (!Object.hasOwn(data, spelling)) {
    throw new Error(`${where}: unknown ${type} ${JSON.stringify(spelling)}: add it to scripts/cards/schema.mjs and the Rust type`);
  }
  return data[spelling];
}

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

/** A pattern matching the variant whatever it holds. */
function anyPattern(name, [v, payload]) {
  if (!payload) return `${name}::${v}`;
  return payload.tuple ? `${name}::${v}(..)` : `${name}::${v} { .. }`;
}

function readFn(name, def) {
  if (def.struct) return `impl Read for ${name} {\n    fn read(r: &mut Reader) -> Self {\n        ${name} ${fieldsExpr(def.struct)}\n    }\n}\n`;
  // `Reader::tag(n)` answers below n (an unknown tag marks the whole read failed, and
  // src/cards/blob.rs then refuses the tables), so the last variant takes the rest.
  const n = def.enum.length;
  const arms = def.enum.map(([v, payload], tag) => {
    const value = !payload ? `${name}::${v}` : payload.tuple ? `${name}::${v}(${payload.tuple.map(readExpr).join(', ')})` : `${name}::${v} ${fieldsExpr(payload.struct)}`;
    return `            ${tag === n - 1 ? '_' : tag} => ${value},`;
  });
  // The exhaustive match: the Rust enum has exactly the schema's variants.
  const all = def.enum.map((e) => anyPattern(name, e)).join(' | ');
  return [
    `impl Read for ${name} {\n    fn read(r: &mut Reader) -> Self {\n        match r.tag(${n}) {\n${arms.join('\n')}\n        }\n    }\n}`,
    `const _: fn(${name}) = |v| match v {\n    ${all} => {}\n};\n`,
  ].join('\n');
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
    `/// The tables, in the order scripts/cards/schema.mjs \`TABLES\` writes them.`,
    `pub fn read_tables(r: &mut Reader) -> Tables {\n    Tables { ${tables} }\n}\n`,
  ].join('\n');
}
