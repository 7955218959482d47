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
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { valid } from './requests.mjs';
import { codeBlocks } from './markdown.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PKG_DTS = join(ROOT, 'pkg', 'xwing_huge.d.ts');
const OPTIONS = {
  strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: true, checkJs: true, skipLibCheck: false,
  // wasm-bindgen declares the Workspace class's [Symbol.dispose]: the disposable lib is needed.
  lib: ['lib.es2022.d.ts', 'lib.esnext.disposable.d.ts', 'lib.dom.d.ts'], baseUrl: ROOT, paths: { 'xwing-huge': [PKG_DTS], 'xwing-huge/core': [join(ROOT, 'pkg', 'core', 'xwing_huge.d.ts')] },
};
// The wasm file a bundler hands over as a URL (README's esbuild example).
const AMBIENT = "declare module '*.wasm' { const url: string; export default url; }\n";

/** Diagnostics of `files` ({ name: source }) checked together with pkg/'s declarations. */
function diagnostics(files) {
  const names = Object.keys(files).map((f) => join(ROOT, f));
  const host = ts.createCompilerHost(OPTIONS);
  const read = host.readFile.bind(host);
  const virtual = new Map(Object.entries(files).map(([f, s]) => [join(ROOT, f), s]));
  virtual.set(join(ROOT, '__ambient.d.ts'), AMBIENT);
  host.readFile = (f) => virtual.get(f) ?? read(f);
  host.fileExists = (f) => virtual.has(f) || ts.sys.fileExists(f);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, v) => (virtual.has(f) ? ts.createSourceFile(f, virtual.get(f), v, true) : getSource(f, v));
  const program = ts.createProgram([...names, join(ROOT, '__ambient.d.ts')], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.slice(ROOT.length)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return { code: d.code, text: `${where} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}` };
  });
}

/** A request as TypeScript source (typed arrays as constructor calls). */
function literal(v) {
  if (v instanceof Float64Array) return `new Float64Array([${[...v].join(', ')}])`;
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (v && typeof v === 'object') {
    return `{ ${Object.entries(v).filter(([, x]) => x !== undefined).map(([k, x]) => `${JSON.stringify(k)}: ${literal(x)}`).join(', ')} }`;
  }
  return JSON.stringify(v);
}

const callsOf = (requests) =>
  `import * as api from 'xwing-huge';\n${Object.entries(requests).map(([call, req]) => `api.${call}(${literal(req)});`).join('\n')}\n`;

test('every request of requests.mjs type-checks against pkg/xwing_huge.d.ts', () => {
  assert.deepEqual(diagnostics({ '__requests.ts': callsOf(valid) }).map((d) => d.text), []);
});

test('a request with a name the engine refuses does not type-check', () => {
  const bad = {
    checkOverlap: { ...valid.checkOverlap, edition: '3e' },
    placeMove: { ...valid.placeMove, maneuver: { speed: 2, bearing: 'bankrigth' } },
    measureRange: { ...valid.measureRange, arc: 'sideways' },
    resolveAttack: { ...valid.resolveAttack, defender: { ship: 'cr90', section: 'middle' } },
    measureRangeBatch: { ...valid.measureRangeBatch, ruler: 'long' },
    placeWing: { ...valid.placeWing, obstacles: [{ id: 'r', type: 'planet', points: [[0, 0], [1, 0], [0, 1]] }] },
  };
  const files = Object.fromEntries(Object.entries(bad).map(([call, req]) => [`__bad_${call}.ts`, callsOf({ [call]: req })]));
  const found = diagnostics(files);
  for (const [call, req] of Object.entries(bad)) {
    assert.ok(found.some((d) => d.text.startsWith(`__bad_${call}.ts:`)), `${call}: ${literal(req)} should not type-check`);
  }
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
