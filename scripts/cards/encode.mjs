// Writes the card tables as the compact bytes of src/cards/gen/cards.bin, laid out by
// schema.mjs and read back by the Rust reader it generates (src/cards/blob.rs drives it):
//
//   varint n, then n strings (varint byte length, UTF-8 bytes): every string once, the most
//   used first so that most references take one byte;
//   then each table of schema.mjs `TABLES` as a list.
//
// Values: u8 and i8 one byte (i8 two's complement); u16 and list lengths unsigned LEB128;
// i16 zigzag LEB128; bool one byte; an enum its tag byte, then its payload; an option a byte
// (0 absent, 1 present) then the value; f64 eight bytes little-endian; a string its index in
// the string table (LEB128). A value that does not fit its schema type stops the generation.
import { SCHEMA, TABLES } from './schema.mjs';

const INT = { u8: [0, 255], i8: [-128, 127], u16: [0, 65535], i16: [-32768, 32767] };

function check(ok, where, message) {
  if (!ok) throw new Error(`encode ${where}: ${message}`);
}

/** Walks value `v` of schema type `t`, handing each primitive to `out`. */
function walk(t, v, out, where) {
  if (typeof t === 'string') {
    if (t === 'str') return check(typeof v === 'string', where, `expected a string, got ${JSON.stringify(v)}`), out.str(v);
    if (t === 'bool') return check(typeof v === 'boolean', where, 'expected a boolean'), out.byte(v ? 1 : 0);
    if (t === 'f64') return check(typeof v === 'number', where, 'expected a number'), out.f64(v);
    if (INT[t]) {
      const [lo, hi] = INT[t];
      check(Number.isInteger(v) && v >= lo && v <= hi, where, `expected ${t}, got ${JSON.stringify(v)}`);
      if (t === 'u8' || t === 'i8') return out.byte(v & 0xff);
      return out.varint(t === 'i16' ? (v << 1) ^ (v >> 31) : v);
    }
    return named(t, v, out, where);
  }
  const [kind, ...args] = t;
  if (kind === 'opt') {
    out.byte(v === null ? 0 : 1);
    if (v !== null) walk(args[0], v, out, where);
  } else if (kind === 'list') {
    check(Array.isArray(v), where, 'expected a list');
    out.varint(v.length);
    v.forEach((x, i) => walk(args[0], x, out, `${where}[${i}]`));
  } else if (kind === 'tuple') {
    check(Array.isArray(v) && v.length === args.length, where, `expected a ${args.length}-tuple`);
    args.forEach((a, i) => walk(a, v[i], out, `${where}.${i}`));
  } else if (kind === 'array') {
    check(Array.isArray(v) && v.length === args[1], where, `expected ${args[1]} items`);
    v.forEach((x, i) => walk(args[0], x, out, `${where}[${i}]`));
  } else throw new Error(`schema: unknown type ${JSON.stringify(t)}`);
}

function fields(spec, v, out, where) {
  const want = spec.map(([f]) => f).sort();
  const got = Object.keys(v.fields ?? {}).sort();
  check(JSON.stringify(want) === JSON.stringify(got), where, `fields ${got} are not the schema's ${want}`);
  for (const [f, t] of spec) walk(t, v.fields[f], out, `${where}.${f}`);
}

function named(name, v, out, where) {
  const def = SCHEMA[name];
  check(def, where, `no schema for ${name}`);
  if (def.struct) {
    check(v?.path === name, where, `expected a ${name}, got ${JSON.stringify(v)?.slice(0, 80)}`);
    return fields(def.struct, v, out, where);
  }
  const tag = def.enum.findIndex(([variant]) => v?.path === `${name}::${variant}`);
  check(tag >= 0, where, `expected a ${name} variant, got ${JSON.stringify(v)?.slice(0, 80)}`);
  out.byte(tag);
  const payload = def.enum[tag][1];
  if (!payload) return check(!v.args && !v.fields, where, `${v.path} takes no value`);
  if (payload.tuple) {
    check(v.args?.length === payload.tuple.length, where, `${v.path} takes ${payload.tuple.length} values`);
    return payload.tuple.forEach((t, i) => walk(t, v.args[i], out, `${where}.${i}`));
  }
  return fields(payload.struct, v, out, where);
}

/** Bytes of `tables` (`{ [field of TABLES]: rows }`). */
export function encode(tables) {
  const walkAll = (out) => TABLES.forEach(([field, name, type]) => walk(['list', type], tables[field], out, name));
  // Pass 1: how often each string is used.
  const uses = new Map();
  const nop = () => {};
  walkAll({ str: (s) => uses.set(s, (uses.get(s) ?? 0) + 1), byte: nop, varint: nop, f64: nop });
  const strings = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a) || (a < b ? -1 : a > b ? 1 : 0));
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
    bytes.push(...b);
  }
  const f64 = (x) => {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(x);
    bytes.push(...b);
  };
  walkAll({ str: (s) => varint(index.get(s)), byte: (b) => bytes.push(b), varint, f64 });
  return Buffer.from(bytes);
}
