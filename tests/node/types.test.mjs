// The TypeScript declarations shipped in pkg/ are checked, not trusted: every request
// of tests/node/requests.mjs (one valid request per export) and every js code block
// of README.md and docs/*.md type-checks against pkg/xwing_huge.d.ts with the
// TypeScript compiler (strict); and requests the engine refuses by name (an unknown
// edition, bearing, arc, section ...) fail to type-check, so the enum-like strings are
// declared as the names the Rust serde enums accept. tests/node/names.test.mjs checks the
// same names against the engine; src/bindings/ts_fields_tests.rs checks the Rust
// request types' field names against the same file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT, diagnostics, literal } from './tsc.mjs';
import { valid } from './requests.mjs';
import { codeBlocks } from './markdown.mjs';

const callsOf = (requests) =>
  `import * as api from 'xwing-huge';\n${Object.entries(requests).map(([call, req]) => `api.${call}(${literal(req)});`).join('\n')}\n`;

test('every request of requests.mjs type-checks against pkg/xwing_huge.d.ts', () => {
  assert.deepEqual(diagnostics({ '__requests.ts': callsOf(valid) }).map((d) => d.text), []);
});

test('a request with a name the engine refuses, or a misspelt key, does not type-check', () => {
  // [label, call, request]
  const bad = [
    ['edition', 'checkOverlap', { ...valid.checkOverlap, edition: '3e' }],
    ['bearing', 'placeMove', { ...valid.placeMove, maneuver: { speed: 2, bearing: 'bankrigth' } }],
    ['arc', 'measureRange', { ...valid.measureRange, arc: 'sideways' }],
    ['section', 'resolveAttack', { ...valid.resolveAttack, defender: { ship: 'cr90', section: 'middle' } }],
    ['ruler', 'measureRangeBatch', { ...valid.measureRangeBatch, ruler: 'long' }],
    ['obstacle', 'placeWing', { ...valid.placeWing, obstacles: [{ id: 'r', type: 'planet', points: [[0, 0], [1, 0], [0, 1]] }] }],
    // A ship name, a pilot and a card id the data lacks; a misspelt key at the top and in a ship.
    ['shipName', 'shipInfo', { ship: 'cr91' }],
    ['pilotName', 'roundOrder', { ships: [{ id: 'a', ship: 'xwing', pilot: 'lukeskywalkr' }] }],
    ['upgradeName', 'shipInfo', { ship: 'gr75', upgrades: { title: ['luminus'] } }],
    ['topKey', 'placeMove', { ...valid.placeMove, sead: 3 }],
    ['shipKey', 'checkOverlap', { ...valid.checkOverlap, ship: { ...valid.checkOverlap.ship, asObstacel: true } }],
    // A key the engine reads only to refuse it (moved into `weapon`).
    ['oldKey', 'resolveAttack', { ...valid.resolveAttack, primary: true }],
  ];
  const files = Object.fromEntries(bad.map(([label, call, req]) => [`__bad_${label}.ts`, callsOf({ [call]: req })]));
  const found = diagnostics(files);
  for (const [label, call, req] of bad) {
    assert.ok(found.some((d) => d.text.startsWith(`__bad_${label}.ts:`)), `${call}: ${literal(req)} should not type-check`);
  }
  // The same requests spelt rightly do.
  const good = [['shipInfo', { ship: 'cr90' }], ['roundOrder', { ships: [{ id: 'a', ship: 'xwing', pilot: 'lukeskywalker' }] }],
    ['shipInfo', { ship: 'gr75', upgrades: { title: ['luminous'] } }]];
  const source = `import * as api from 'xwing-huge';\n${good.map(([call, req]) => `api.${call}(${literal(req)});`).join('\n')}\n`;
  assert.deepEqual(diagnostics({ '__good.ts': source }).map((d) => d.text), []);
});

/** Workspace method calls as TypeScript source, on one workspace. */
const methodsOf = (calls) =>
  `import { Workspace } from 'xwing-huge';\nconst ws = new Workspace({ edition: '2e' });\n${calls.map(([m, req]) => `ws.${m}(${literal(req)});`).join('\n')}\n`;

/** A one-shot request without the table (what a Workspace method takes). */
const kept = ({ ships, obstacles, playArea, ...rest }) => rest;

test('the Workspace methods\' requests type-check; the table\'s parts, a pose or a whole carrier do not', () => {
  const { deploymentArea } = valid.checkDeployment;
  const good = [
    ['allowedActions', { ship: 'c', actionBar: ['jam'] }], ['endPhase', {}], ['checkDeployment', { ship: 'g', deploymentArea }],
    ['deployShip', { ...kept(valid.deployShip), carrier: 'g' }], ['placeWing', kept(valid.placeWing)], ['moveWing', kept(valid.moveWing)],
    ['joinWing', kept(valid.joinWing)], ['resolveAttack', { seed: 3, attacker: { id: 'a', tokens: { focus: 1 } }, defender: { id: 'd', section: 'fore' } }],
  ];
  assert.deepEqual(diagnostics({ '__ws.ts': methodsOf(good) }).map((d) => d.text), []);
  const bad = {
    placeWing: { ...kept(valid.placeWing), ships: valid.placeWing.ships },
    deployShip: { ...kept(valid.deployShip), carrier: valid.deployShip.carrier },
    resolveAttack: { attacker: { id: 'a', pose: { x: 0, y: 0, heading: 0 } }, defender: { id: 'd' } },
    checkDeployment: { ship: 'g', deploymentArea, playArea: { width: 900, height: 900 } },
  };
  const found = diagnostics(Object.fromEntries(Object.entries(bad).map(([m, req]) => [`__ws_bad_${m}.ts`, methodsOf([[m, req]])])));
  for (const [m, req] of Object.entries(bad)) {
    assert.ok(found.some((d) => d.text.startsWith(`__ws_bad_${m}.ts:`)), `ws.${m}(${literal(req)}) should not type-check`);
  }
});

/** The js blocks of a Markdown file that parse as JavaScript (others are sketches of
 *  a shape, e.g. docs/round.md's state), each as its own module. Blocks are excerpts:
 *  names they use without declaring (`ships`, `table`) are reported by TypeScript as
 *  unknown (TS2304, TS2552, TS18004) and left out, as are the untyped parameters of
 *  their little helpers (TS7006); every other error counts. */
function docBlocks(path) {
  return codeBlocks(readFileSync(join(ROOT, path), 'utf8'))
    .filter((b) => b.lang === 'js')
    .map((b) => [`__${path.replace(/\W/g, '_')}_${b.line}.js`, `export {};\n${b.code}\n`])
    .filter(([name, code]) => ts.createSourceFile(name, code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS).parseDiagnostics.length === 0);
}

const UNDECLARED = new Set([2304, 2552, 18004, 7006]);

test('every js block of README.md and docs/*.md type-checks against pkg/xwing_huge.d.ts', () => {
  const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const blocks = docs.flatMap(docBlocks);
  assert.ok(blocks.length >= 12, `found ${blocks.length} js blocks that parse`);
  // A control block: the same check refuses an arc name the engine refuses.
  const control = ['__control.js', "import { measureRange } from 'xwing-huge';\nmeasureRange({ attacker: a, defender: d, arc: 'sideways' });\n"];
  const found = diagnostics(Object.fromEntries([...blocks, control])).filter((d) => !UNDECLARED.has(d.code));
  assert.ok(found.some((d) => d.text.startsWith('__control.js:')), 'the control block is refused');
  assert.deepEqual(found.filter((d) => !d.text.startsWith('__control.js:')).map((d) => d.text), []);
});

test('the card fields type-check: `pilot` on ships, sides and shipInfo; the new shipInfo stats', () => {
  const code = `import * as api from 'xwing-huge';
const i = api.shipInfo({ edition: '1e', ship: 'xwing', pilot: 'wedgeantilles' });
const s = i.stats;
if (s && 'cards' in s) { const k: number | null = s.pilotSkill; const a: number = s.agility; console.log(k, a, s.actions[0].action); }
if (s && 'attacks' in s) {
  const n: number | null = s.initiative; const f: number | undefined = s.force?.recovers;
  const c: 'white' | 'red' | 'purple' = s.actions[0].colour; const arc: string = s.attacks[0].arc;
  console.log(n, f, c, arc, s.charges, s.agility, s.actions[0].linked?.action);
}
const d: api.Difficulty = 'purple';
api.roundOrder({ ships: [{ id: 'a', ship: 'xwing', pilot: 'lukeskywalker' }] });
api.resolveAttack({ attacker: { ship: 'bluesquadronescort' }, defender: { ship: 't65xwing', pilot: 'lukeskywalker' } });
api.placeMove({ ship: { id: 'x', ship: 't65xwing', pilot: 'lukeskywalker', pose: { x: 0, y: 0, heading: 0 } }, maneuver: { speed: 1, bearing: 'straight', difficulty: d } });
`;
  assert.deepEqual(diagnostics({ '__cards.ts': code }).map((d) => d.text), []);
});

test('pkg/xwing_huge.d.ts brings the disposable library: `using` a Workspace compiles on plain ES2022', () => {
  const dts = readFileSync(join(ROOT, 'pkg', 'xwing_huge.d.ts'), 'utf8');
  assert.ok(dts.startsWith('/// <reference lib="esnext.disposable" />\n'));
  const code = `import { Workspace } from 'xwing-huge';
export function f() { using ws = new Workspace({ edition: '2e' }); return ws.shipIds(); }
`;
  assert.deepEqual(diagnostics({ '__using.ts': code }).map((d) => d.text), []);
});
