// The core module (pkg/core/, `xwing-huge/core`): the calls that preview maneuvers, measure and
// attack, without the cards and the round calls (docs/api.md "Two modules"). Both modules are
// loaded side by side here; `make test-node` also runs the core calls' own test files against
// pkg/core/ (XWING_PKG=core, tests/node/helpers.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { valid } from './requests.mjs';

const load = async (dir) => {
  const url = new URL(`../../pkg/${dir}`, import.meta.url);
  const api = await import(new URL('xwing_huge.js', url));
  api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', url)) });
  return api;
};
const full = await load('');
const core = await load('core/');

/** The core module's calls (docs/api.md "Two modules"). */
const CORE_CALLS = ['checkOverlap', 'measureRange', 'measureRangeBatch', 'placeMove', 'resolveAttack', 'shipInfo'];

test('the core module exports the core calls, the Workspace and the error class, nothing else', () => {
  const calls = Object.keys(core).filter((k) => typeof core[k] === 'function' && !['default', 'initSync', 'Workspace', 'XwingRulesError'].includes(k));
  assert.deepEqual(calls.sort(), CORE_CALLS);
  assert.equal(typeof core.Workspace, 'function');
  assert.ok(new core.XwingRulesError('TOO_LARGE', 'x', 'x: big') instanceof Error);
  for (const name of ['performAction', 'checkSetup']) {
    assert.equal(typeof core.Workspace.prototype[name], 'undefined', `core Workspace.${name}`);
    assert.equal(typeof full.Workspace.prototype[name], 'function', `full Workspace.${name}`);
  }
  for (const name of CORE_CALLS) assert.equal(typeof full[name], 'function', `the full module has ${name}`);
});

test('every core call answers as the full module does', () => {
  for (const name of CORE_CALLS) {
    const answer = (api) => {
      const r = api[name](valid[name]);
      return r instanceof Float64Array ? [...r] : r;
    };
    assert.deepEqual(answer(core), answer(full), name);
  }
  const table = { edition: '2e', ships: [valid.placeMove.ship] };
  const a = new core.Workspace(table);
  const b = new full.Workspace(table);
  const req = { ship: valid.placeMove.ship.id, maneuver: valid.placeMove.maneuver, seed: 4 };
  assert.deepEqual(a.placeMove(req), b.placeMove(req));
  a.free();
  b.free();
});

test('the core module knows the huge ships and base sizes, not the cards', () => {
  // Base, sections, dial and arcs as the full module; the printed values the engine reviewed
  // (docs/conventions.md §7) as well, but nothing the card data adds (attacks, action bars, the
  // C-ROC's, Gozanti's and Raider's initiative and engagement).
  const REVIEWED = ['attack', 'attackArc', 'hull', 'shields', 'shieldRecurring', 'energy', 'energyRecurring'];
  for (const edition of ['2e', '1e']) {
    for (const ship of ['cr90', 'gr75', 'croc', 'gozanti', 'raider', 'small', 'medium', 'large']) {
      if (edition === '1e' && ship === 'medium') continue;
      const { stats: c, ...coreRest } = core.shipInfo({ edition, ship });
      const { stats: f, ...fullRest } = full.shipInfo({ edition, ship });
      assert.deepEqual(coreRest, fullRest, `${edition} ${ship}`);
      if (edition === '2e' && f) for (const k of REVIEWED) assert.equal(c[k], f[k], `${ship} stats.${k}`);
    }
  }
  assert.equal(full.shipInfo({ ship: 'trident' }).dial.length > 0, true);
  assert.throws(() => core.shipInfo({ ship: 'trident' }), (e) => e.code === 'UNKNOWN_NAME' && /core module/.test(e.message));
  assert.ok(full.shipInfo({ ship: 't65xwing' }).dial.length > 0);
  assert.throws(() => core.shipInfo({ ship: 't65xwing' }), (e) => e.name === 'XwingRulesError' && e.code === 'UNKNOWN_NAME' && e.field === 'ship');
  assert.throws(() => core.shipInfo({ ship: 'lukeskywalker' }), (e) => e.code === 'UNKNOWN_NAME');
});

test('package.json exports xwing-huge/core with its own types and Node entry', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../pkg/package.json', import.meta.url), 'utf8'));
  assert.deepEqual(pkg.exports['./core'], { types: './core/xwing_huge.d.ts', node: './core/node.js', default: './core/xwing_huge.js' });
  assert.ok(pkg.files.includes('core/'));
});

test("the core module's types declare its calls only", () => {
  const dts = new URL('../../pkg/core/xwing_huge.d.ts', import.meta.url).pathname;
  const check = (source) => {
    const file = '/virtual/core-check.ts';
    const options = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      paths: { 'xwing-huge/core': [dts] }, baseUrl: '/' };
    const host = ts.createCompilerHost(options);
    const get = host.getSourceFile.bind(host);
    host.getSourceFile = (f, v) => (f === file ? ts.createSourceFile(f, source, v, true) : get(f, v));
    host.fileExists = ((exists) => (f) => f === file || exists(f))(host.fileExists.bind(host));
    const program = ts.createProgram([file], options, host);
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };
  const ok = check(`import { placeMove, shipInfo, Workspace } from 'xwing-huge/core';
const m = placeMove({ ship: { id: 'c', ship: 'cr90', pose: { x: 1, y: 2, heading: 0 } }, maneuver: { speed: 1, bearing: 'straight' } });
const n: number = m.pose.x + shipInfo({ ship: 'cr90' }).base.width;
const w = new Workspace({ ships: [] }); w.free(); export { n };`);
  assert.deepEqual(ok, []);
  const missing = check(`import { performAction } from 'xwing-huge/core'; export { performAction };`);
  assert.equal(missing.length, 1);
  assert.match(missing[0], /performAction/);
  const method = check(`import { Workspace } from 'xwing-huge/core'; new Workspace({}).checkSetup({ ship: 'a', setupArea: { edge: 'top' } });`);
  assert.equal(method.length, 1);
  assert.match(method[0], /checkSetup/);
});
