// Reads back the Rust literals that ships.mjs and upgrades.mjs write (rust.mjs), as plain values,
// so the tables they describe can be encoded compactly (encode.mjs) instead of compiled as Rust
// statics. The grammar is only what those generators emit:
//
//   "text" · 12 · -1 · 1.5 · true · false · None · Some(e) · &[e, …] · [e, …] · (e, …)
//   Path · Path(e, …) · Path { field: e, … }
//
// Values: strings, numbers and booleans as themselves; `None` → null; `Some(e)` → e; a slice, an
// array or a tuple → an array; a path → `{ path, args }` (a tuple variant), `{ path, fields }`
// (a struct or struct variant) or `{ path }` (a unit variant).

const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([A-Za-z_]\w*(?:::[A-Za-z_]\w*)*)|([{}()[\],:&]))/y;

function tokens(text) {
  const out = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) {
      if (/^\s*$/.test(text.slice(at))) break;
      throw new Error(`literal: unexpected text at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    }
    if (m[1] !== undefined) out.push({ str: JSON.parse(m[1].replace(/\\u\{([0-9a-fA-F]{4})\}/g, '\\u$1')) });
    else if (m[2] !== undefined) out.push({ num: Number(m[2]) });
    else if (m[3] !== undefined) out.push({ id: m[3] });
    else out.push({ p: m[4] });
  }
  return out;
}

/** The value of one Rust literal expression. */
export function parseLiteral(text) {
  const toks = tokens(text);
  let i = 0;
  const peek = (p) => toks[i]?.p === p;
  const expect = (p) => {
    if (!peek(p)) throw new Error(`literal: expected "${p}" at token ${i}, got ${JSON.stringify(toks[i])}`);
    i++;
  };
  const list = (close) => {
    const items = [];
    while (!peek(close)) {
      items.push(expr());
      if (!peek(close)) expect(',');
    }
    expect(close);
    return items;
  };
  function expr() {
    const t = toks[i++];
    if (!t) throw new Error('literal: unexpected end');
    if (t.str !== undefined) return t.str;
    if (t.num !== undefined) return t.num;
    if (t.p === '&') return expr();
    if (t.p === '[') return list(']');
    if (t.p === '(') return list(')');
    if (t.id === undefined) throw new Error(`literal: unexpected ${JSON.stringify(t)}`);
    if (t.id === 'true' || t.id === 'false') return t.id === 'true';
    if (t.id === 'None') return null;
    if (t.id === 'Some') {
      expect('(');
      const [v] = list(')');
      return v;
    }
    if (peek('(')) {
      i++;
      return { path: t.id, args: list(')') };
    }
    if (peek('{')) {
      i++;
      const fields = {};
      while (!peek('}')) {
        const name = toks[i++]?.id;
        if (!name) throw new Error(`literal: expected a field name at token ${i - 1}`);
        expect(':');
        fields[name] = expr();
        if (!peek('}')) expect(',');
      }
      expect('}');
      return { path: t.id, fields };
    }
    return { path: t.id };
  }
  const v = expr();
  if (i !== toks.length) throw new Error(`literal: text after the value at token ${i}`);
  return v;
}

/** `{ name, type, rows }` of a generated `pub static NAME: [Type; N] = [ … ];` item. */
export function parseTable(body) {
  const m = /pub static (\w+): \[(\w+); (\d+)\] = (\[[\s\S]*\]);\s*$/.exec(body);
  if (!m) throw new Error('literal: no `pub static NAME: [Type; N] = [...];` table');
  const rows = parseLiteral(m[4]);
  if (rows.length !== Number(m[3])) throw new Error(`literal: ${m[1]} has ${rows.length} rows, declares ${m[3]}`);
  return { name: m[1], type: m[2], rows };
}
