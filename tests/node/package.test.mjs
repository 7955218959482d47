// pkg/ as npm users get it: packed with `npm pack`, installed offline into a scratch
// project under the system's temporary folder, and imported by package name from
// Node with no init call and no path to the wasm (the "node" export condition).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchProject } from './scratch.mjs';

test('npm pack ships the module, the wasm, the types, the Node entry, README and LICENSE', () => {
  const { dir, packed } = scratchProject();
  try {
    const files = packed.files.map((f) => f.path).sort();
    for (const f of ['LICENSE', 'README.md', 'node.js', 'package.json', 'xwing_huge.d.ts', 'xwing_huge.js', 'xwing_huge_bg.wasm']) {
      assert.ok(files.includes(f), `${f} in the tarball (${files})`);
    }
    assert.equal(packed.name, 'xwing-huge');
    const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');
    assert.equal(packed.version, /^version = "(.*)"/m.exec(cargo)[1], 'version from Cargo.toml');
    const license = readFileSync(join(dir, 'node_modules/xwing-huge/LICENSE'), 'utf8');
    assert.match(license, /^MIT License\n\nCopyright \(c\) 2026 the xwing-huge authors/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('installed by name, it works in Node with no init call and no wasm path', () => {
  const { dir } = scratchProject();
  try {
    // The user's code: nothing but the package name.
    writeFileSync(join(dir, 'use.mjs'), `
      import { checkOverlap, shipInfo, placeMove } from 'xwing-huge';
      import { createRequire } from 'node:module';
      const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
      const overlap = checkOverlap({ edition: '1e', ship: ship('cr90', 'cr90', 500, 500),
                                     ships: [ship('x', 'small', 555, 580)] });
      const info = shipInfo({ edition: '2e', ship: 'gr75' });
      const move = placeMove({ ship: ship('g', 'gr75', 900, 600), maneuver: { speed: 2, bearing: 'straight' } });
      let error;
      try { checkOverlap({ ship: ship('a', 'small', 0, 0), obstacles: [{ id: 'b' }] }); } catch (e) { error = e; }
      const require = createRequire(import.meta.url);
      const manifest = require('xwing-huge/package.json');
      const entry = require.resolve('xwing-huge/package.json');
      console.log(JSON.stringify({ overlap, base: info.base, pose: move.pose, error: error && { name: error.name, code: error.code },
        manifest: { name: manifest.name, license: manifest.license, exports: manifest.exports['.'] }, entry }));
    `);
    const out = JSON.parse(execFileSync(process.execPath, ['use.mjs'], { cwd: dir, encoding: 'utf8' }));
    assert.deepEqual(out.overlap, { overlaps: [{ id: 'x', sections: ['aft'], otherSections: [] }], touching: [] });
    assert.deepEqual(out.base, { width: 80, length: 221 });
    assert.deepEqual(out.pose, { x: 900, y: 520, heading: 0 }, '2e huge straight 2: 80 mm forward');
    assert.deepEqual(out.error, { name: 'XwingRulesError', code: 'INVALID_INPUT' });
    assert.equal(out.manifest.name, 'xwing-huge');
    assert.equal(out.manifest.license, 'MIT');
    assert.deepEqual(out.manifest.exports, { types: './xwing_huge.d.ts', node: './node.js', default: './xwing_huge.js' });
    assert.ok(out.entry.startsWith(join(dir, 'node_modules', 'xwing-huge')), 'resolved inside the scratch project');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
