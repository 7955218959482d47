// Writes the card tables as the compact bytes of src/cards/gen/cards.bin, laid out by
// schema.mjs and read back by the readers it generates (src/cards/gen/decode.rs; decode.mjs):
//
//   varint n, then n strings (varint byte length, UTF-8 bytes): every string once, the most
//   used first so that most references take one byte, and the card texts (longer than
//   TEXT_LENGTH) last, in code-unit order, so that texts alike sit together within gzip's
//   window (2.8 KB less gzipped than among the ids and names);
//   then each table of schema.mjs `TABLES` as a list.
//
// Values: u8 and i8 one byte (i8 two's complement); u16 and list lengths unsigned LEB128;
// i16 zigzag LEB128; bool one byte; an enum its tag byte, then its payload; an option a byte
// (0 absent, 1 present) then the value; f64 eight bytes little-endian; a string its index in
// the string table (LEB128). A value that does not fit its schema type stops the generation.
import { SCHEMA, TABLES } from './schema.mjs';

/** Strings longer than this are (nearly all) card texts; where a string sits changes the bytes' size, not their meaning. */
const TEXT_LENGTH = 40;

const INT = { u8: [0, 255], i8: [-128, 127], u16: [0, 65535], i16: [-32768, 32767] };

function check(ok, where, message) {
  if (!ok) throw new Error(`encode ${where}: ${message}`);
}

const show = (v) => JSON.stringify(v)?.slice(0, 80);

/** Walks value `v` of schema type `t`, handing each primitive to `out`. */
function walk(t, v, out, where) {
  if (typeof t === 'string') {
    if (t === 'str') return check(typeof v === 'string', where, `expected a string, got ${show(v)}`), out.str(v);
    if (t === 'bool') return check(typeof v === 'boolean', where, `expected a boolean, got ${show(v)}`), out.byte(v ? 1 : 0);
    if (t === 'f64') return check(typeof v === 'number', where, 'expected a number'), out.f64(v);
    if (INT[t]) {
      const [lo, hi] = INT[t];
      check(Number.isInteger(v) && v >= lo && v <= hi, where, `expected ${t}, got ${show(v)}`);
      if (t === 'u8' || t === 'i8') return out.byte(v & 0xff);
      return out.varint(t === 'i16' ? (v << 1) ^ (v >> 31) : v);
    }
    return named(t, v, out, where);
  }
  const [kind, ...args] = t;
  if (kind === 'opt') {
    check(v !== undefined, where, 'missing (an absent option is null)');
    out.byte(v === null ? 0 : 1);
    if (v !== null) walk(args[0], v, out, where);
  } else if (kind === 'list') {
    check(Array.isArray(v), where, `expected a list, got ${show(v)}`);
    out.varint(v.length);
    v.forEach((x, i) => walk(args[0], x, out, `${where}[${i}]`));
  } else if (kind === 'tuple' || kind === 'array') {
    const n = kind === 'tuple' ? args.length : args[1];
    check(Array.isArray(v) && v.length === n, where, `expected ${n} items, got ${show(v)}`);
    v.forEach((x, i) => walk(kind === 'tuple' ? args[i] : args[0], x, out, `${where}[${i}]`));
  } else throw new Error(`schema: unknown type ${JSON.stringify(t)}`);
}

function fields(spec, v, out, where) {
  check(v !== null && typeof v === 'object' && !Array.isArray(v), where, `expected an object, got ${show(v)}`);
  const want = spec.map(([f]) => f).join();
  check(Object.keys(v).join() === want, where, `fields ${Object.keys(v)} are not the schema's ${want} (in its order)`);
  for (const [f, t] of spec) walk(t, v[f], out, `${where}.${f}`);
}

function named(name, v, out, where) {
  const def = SCHEMA[name];
  check(def, where, `no schema for ${name}`);
  if (def.struct) return fields(def.struct, v, out, where);
  const [variant, value] = typeof v === 'string' ? [v, undefined] : Object.entries(v ?? {}).length === 1 ? Object.entries(v)[0] : [];
  const tag = def.enum.findIndex(([n]) => n === variant);
  check(tag >= 0, where, `expected a ${name} variant, got ${show(v)}`);
  out.byte(tag);
  const payload = def.enum[tag][1];
  check(!payload === (typeof v === 'string'), where, `${name}::${variant} ${payload ? 'holds a value' : 'holds no value'}`);
  if (!payload) return undefined;
  if (payload.struct) return fields(payload.struct, value, out, `${where}.${variant}`);
  const items = payload.tuple.length === 1 ? [value] : value;
  return walk(['tuple', ...payload.tuple], items, out, `${where}.${variant}`);
}

/** Bytes of `tables` (`{ [field of TABLES]: rows }`). */
export function encode(tables) {
  const walkAll = (out) => TABLES.forEach(([field, type]) => walk(['list', type], tables[field], out, field));
  // Pass 1: how often each string is used.
  const uses = new Map();
  const nop = () => {};
  walkAll({ str: (s) => uses.set(s, (uses.get(s) ?? 0) + 1), byte: nop, varint: nop, f64: nop });
  const text = (s) => (s.length > TEXT_LENGTH ? 1 : 0);
  const strings = [...uses.keys()].sort((a, b) => text(a) - text(b) || uses.get(b) - uses.get(a) || (a < b ? -1 : a > b ? 1 : 0));
  const index = new Map(strings.map((s, i) => [s, i]));
  // Pass 2: the bytes.
  const bytes = [];
  const varint = (n) => {
    do {
      bytes.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
      n >>>= 7;
    } while (n > 0);
  };
  varint(strings.length);
  for (const s of strings) {
    const b = Buffer.from(s, 'utf8');
    varint(b.length);
    for (const x of b) bytes.push(x);
  }
  const f64 = (x) => {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(x);
    bytes.push(...b);
  };
  walkAll({ str: (s) => varint(index.get(s)), byte: (b) => bytes.push(b), varint, f64 });
  return Buffer.from(bytes);
}
