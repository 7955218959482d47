// Writes pkg/package.json (docs/api.md "The package"): an ES module whose "."
// export has a Node entry (node.js: loads the wasm from disk, no init call) beside
// the browser one (xwing_huge.js: `await init()` fetches the wasm next to it), the
// TypeScript types, and the npm fields: name, version and description from
// Cargo.toml, license, repository, keywords, files.
import { readFileSync, writeFileSync } from 'node:fs';

const cargo = readFileSync(new URL('../Cargo.toml', import.meta.url), 'utf8');
/** A `key = "value"` line of Cargo.toml's [package] table. */
const field = (key) => {
  const packageTable = cargo.split(/^\[/m).find((t) => t.startsWith('package]'));
  return new RegExp(`^${key} = "(.*)"`, 'm').exec(packageTable)?.[1];
};

const pkg = {
  name: 'xwing-huge',
  version: field('version'),
  description: field('description'),
  license: field('license'),
  repository: field('repository') && { type: 'git', url: `git+${field('repository')}.git` },
  keywords: ['x-wing', 'xwing', 'miniatures', 'huge-ship', 'epic', 'rules-engine', 'wargame', 'geometry', 'webassembly', 'wasm'],
  type: 'module',
  main: './xwing_huge.js',
  module: './xwing_huge.js',
  types: './xwing_huge.d.ts',
  // `moduleResolution: "node"` (node10) reads no `exports`: this maps `xwing-huge/core` to its
  // declarations there (the main entry goes by `types`). Later resolutions use `exports`.
  typesVersions: { '*': { core: ['./core/xwing_huge.d.ts'] } },
  exports: {
    '.': { types: './xwing_huge.d.ts', node: './node.js', default: './xwing_huge.js' },
    './core': { types: './core/xwing_huge.d.ts', node: './core/node.js', default: './core/xwing_huge.js' },
    './xwing_huge_bg.wasm': './xwing_huge_bg.wasm',
    './core/xwing_huge_bg.wasm': './core/xwing_huge_bg.wasm',
    './package.json': './package.json',
  },
  files: ['xwing_huge.js', 'xwing_huge_glue.js', 'xwing_huge_bg.wasm', 'xwing_huge.d.ts',
    'snippets/', 'node.js', 'core/', 'README.md', 'LICENSE'],
  engines: { node: '>=18' },
  sideEffects: ['./node.js', './core/node.js'],
};
for (const [key, value] of Object.entries(pkg)) {
  if (value === undefined) throw new Error(`Cargo.toml has no [package] ${key}`);
}
writeFileSync(new URL('../pkg/package.json', import.meta.url), JSON.stringify(pkg, null, 2) + '\n');
