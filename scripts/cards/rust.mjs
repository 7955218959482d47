// Writing Rust literals for the generated card tables.

/** A Rust string literal (JSON escapes are Rust escapes for the characters the data holds). */
export const str = (s) => {
  if (typeof s !== 'string') throw new Error(`expected a string, got ${JSON.stringify(s)}`);
  return JSON.stringify(s).replace(/\\u([0-9a-fA-F]{4})/g, '\\u{$1}');
};

/** `Some(f(v))` or `None` for a missing value. */
export const opt = (v, f = (x) => x) => (v === undefined || v === null ? 'None' : `Some(${f(v)})`);

/** A slice literal `&[a, b]`. */
export const slice = (items, f = (x) => x) => `&[${items.map(f).join(', ')}]`;

/** `true`/`false`, requiring a boolean or absence (`dflt`). */
export const bool = (v, dflt = false) => {
  if (v === undefined) return String(dflt);
  if (typeof v !== 'boolean') throw new Error(`expected a boolean, got ${JSON.stringify(v)}`);
  return String(v);
};

/** An integer within `[lo, hi]` (the range of the Rust field's type). */
export const int = (v, lo, hi) => {
  if (!Number.isInteger(v) || v < lo || v > hi) throw new Error(`expected an integer in ${lo}..=${hi}, got ${JSON.stringify(v)}`);
  return String(v);
};
export const u8 = (v) => int(v, 0, 255);
export const i8 = (v) => int(v, -128, 127);
export const u16 = (v) => int(v, 0, 65535);

/** The variant of a closed vocabulary, failing on a value the table does not list. */
export const variant = (table, enumName, v) => {
  if (!Object.hasOwn(table, v)) throw new Error(`unknown ${enumName} ${JSON.stringify(v)}: add it to scripts/cards/vocab.mjs and src/cards/types.rs`);
  return `${enumName}::${table[v]}`;
};
