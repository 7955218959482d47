// Reads cards.bin back into the values the generators yield (schema.mjs "Values"), as the Rust
// reader does: tests/node/cards_gen.test.mjs requires the result to be cards.jsonl, so the
// committed text form is exactly what the binary holds.
import { SCHEMA, TABLES } from './schema.mjs';

/** `{ [field of TABLES]: rows }` of the bytes `buf`. */
export function decode(buf) {
  let at = 0;
  const byte = () => {
    if (at >= buf.length) throw new Error('decode: past the end');
    return buf[at++];
  };
  const varint = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = byte();
      n += (b & 0x7f) * 2 ** shift;
      if (!(b & 0x80)) return n;
    }
  };
  const strings = Array.from({ length: varint() }, () => {
    const len = varint();
    at += len;
    return buf.toString('utf8', at - len, at);
  });
  const read = (t) => {
    if (typeof t !== 'string') {
      const [kind, ...args] = t;
      if (kind === 'opt') return byte() ? read(args[0]) : null;
      if (kind === 'list') return Array.from({ length: varint() }, () => read(args[0]));
      if (kind === 'tuple') return args.map(read);
      return Array.from({ length: args[1] }, () => read(args[0]));
    }
    switch (t) {
      case 'str': return strings[varint()];
      case 'bool': return byte() !== 0;
      case 'u8': return byte();
      case 'i8': return (byte() << 24) >> 24;
      case 'u16': return varint();
      case 'i16': { const z = varint(); return (z >>> 1) ^ -(z & 1); }
      case 'f64': at += 8; return buf.readDoubleLE(at - 8);
      default: return named(SCHEMA[t]);
    }
  };
  const struct = (spec) => Object.fromEntries(spec.map(([f, t]) => [f, read(t)]));
  function named(def) {
    if (def.struct) return struct(def.struct);
    const [variant, payload] = def.enum[byte()];
    if (!payload) return variant;
    if (payload.struct) return { [variant]: struct(payload.struct) };
    const items = payload.tuple.map(read);
    return { [variant]: items.length === 1 ? items[0] : items };
  }
  const tables = Object.fromEntries(TABLES.map(([field, type]) => [field, read(['list', type])]));
  if (at !== buf.length) throw new Error(`decode: ${buf.length - at} bytes left over`);
  return tables;
}
