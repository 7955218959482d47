// Writes pkg/package.json for the generated module (SPEC §8): an ES module with
// `exports` for "." and the wasm file, and its TypeScript types.
import { readFileSync, writeFileSync } from 'node:fs';

const cargo = readFileSync(new URL('../Cargo.toml', import.meta.url), 'utf8');
const version = /^version = "(.*)"/m.exec(cargo)[1];
const pkg = {
  name: 'xwing-huge',
  version,
  description: 'Rules and geometry engine for X-Wing huge ships (1st and 2nd edition), in WebAssembly',
  license: 'MIT',
  type: 'module',
  main: './xwing_huge.js',
  module: './xwing_huge.js',
  types: './xwing_huge.d.ts',
  exports: {
    '.': { types: './xwing_huge.d.ts', default: './xwing_huge.js' },
    './xwing_huge_bg.wasm': './xwing_huge_bg.wasm',
  },
  files: ['xwing_huge.js', 'xwing_huge_glue.js', 'xwing_huge_glue.d.ts', 'xwing_huge_bg.wasm', 'xwing_huge.d.ts', 'xwing_huge_bg.wasm.d.ts', 'snippets/'],
  sideEffects: false,
};
writeFileSync(new URL('../pkg/package.json', import.meta.url), JSON.stringify(pkg, null, 2) + '\n');
