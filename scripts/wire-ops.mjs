// The response operation codes exist once, in src/wire/to.rs (`pub mod op`): this script
// writes them into js/boundary.js between its `wire-ops` markers (`--write`, run by
// scripts/build.sh before compiling), or says whether that block is current (`--check`,
// run by tests/node/wire_ops.test.mjs), so the two sides cannot drift.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const RUST = 'src/wire/to.rs';
const JS = 'js/boundary.js';
const BEGIN = '// wire-ops: begin (generated from src/wire/to.rs `op` by scripts/wire-ops.mjs; do not edit)';
const END = '// wire-ops: end';

/** `[name, code]` of every `pub const NAME: u32 = N;` in to.rs's `pub mod op { … }`. */
export function rustOps(source = readFileSync(new URL(RUST, root), 'utf8')) {
  const block = source.match(/pub mod op \{([\s\S]*?)\n\}/);
  if (!block) throw new Error(`${RUST}: no \`pub mod op { … }\``);
  const ops = [...block[1].matchAll(/pub const ([A-Z_]+): u32 = (\d+);/g)].map((m) => [m[1], Number(m[2])]);
  if (ops.length === 0) throw new Error(`${RUST}: \`op\` holds no constants`);
  return ops;
}

/** The generated block, markers included. */
export function jsBlock(ops = rustOps()) {
  return [BEGIN, `const ${ops.map(([n, c]) => `${n} = ${c}`).join(', ')};`, END].join('\n');
}

/** js/boundary.js with its block replaced by `block`. */
export function withBlock(source, block) {
  const from = source.indexOf(BEGIN);
  const to = source.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${JS}: no wire-ops markers`);
  return source.slice(0, from) + block + source.slice(to + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = new URL(JS, root);
  const source = readFileSync(path, 'utf8');
  const next = withBlock(source, jsBlock());
  if (process.argv.includes('--write')) {
    if (next !== source) writeFileSync(path, next);
  } else if (next !== source) {
    console.error(`${JS}: the operation codes differ from ${RUST}; run node scripts/wire-ops.mjs --write`);
    process.exit(1);
  }
}
