// The declared types of pkg/ (the named declarations generated from the Rust types,
// tests/types/named.d.ts, with js/prelude.d.ts: scripts/generated-dts.mjs) against the inline
// types generated from the Rust request and response types (tests/types/generated.d.ts, written by
// `cargo test`: src/bindings/ts_generated_tests.rs), checked with strict tsc:
// - a request: every request the declared type allows is one the engine reads (the declared
//   type is assignable to the generated one), and it names no key the engine does not read
//   (the engine refuses an unknown key);
// - a response: what the engine writes is assignable to the declared type (string, number and
//   boolean literal types widened: the Rust types write names as strings; readonly dropped),
//   so a key the engine writes and the declared type lacks or types otherwise, a `null` it
//   may write and the declared type does not allow, fails; and the declared type names no key
//   the engine never writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { diagnostics, ROOT } from './tsc.mjs';
import { generatedDeclarations } from '../../scripts/generated-dts.mjs';

const generated = readFileSync(new URL('../types/generated.d.ts', import.meta.url), 'utf8');
const CALLS = [...generated.matchAll(/^export type (\w+)Request =/gm)].map((m) => m[1]);
const lower = (s) => s[0].toLowerCase() + s.slice(1);

const HELPERS = `
import * as api from 'xwing-huge';
import type * as G from './tests/types/generated';
/** Both overloads' requests (checkSquad's XWS and points forms); one signature's otherwise. */
type Req<F> = F extends { (r: infer A): any; (r: infer B): any } ? A | B : F extends (r: infer R) => any ? R : never;
/** Both overloads' answers (checkSquad's XWS and points forms); one signature's otherwise. */
type Answer<F> = F extends { (r: infer A): infer R; (r: infer B): infer S } ? R | S : F extends (r: any) => infer R ? R : never;
type Widen<T> = T extends string ? string : T extends boolean ? boolean : T extends number ? number
  : T extends readonly (infer I)[] ? Widen<I>[] : T extends object ? { -readonly [K in keyof T]: Widen<T[K]> } : T;
type KeysOf<T> = T extends any ? keyof T : never;
/** The items of every array member of G (a union of arrays gives the union of their items). */
type Item<G> = G extends readonly (infer I)[] ? I : never;
type PropOf<T, K extends PropertyKey> = T extends any ? (K extends keyof T ? T[K] : never) : never;
/** The keys of D, at any depth, that no member of G has at the same place (never when none). */
/** The extra keys inside one key's value (none inside a value the engine takes unread). */
type Sub<D, P> = unknown extends P ? never : Extra<NonNullable<D>, NonNullable<P>>;
type Extra<D, G> = D extends readonly (infer DI)[]
  ? ([Item<G>] extends [never] ? never : Extra<DI, Item<G>>)
  : D extends object
    ? (string extends keyof D ? never : number extends keyof D ? never : [G] extends [object]
      ? Exclude<keyof D, KeysOf<Exclude<G, readonly any[]>>> | { [K in keyof D & KeysOf<G>]-?: Sub<D[K], PropOf<G, K>> }[keyof D & KeysOf<G>]
      : never)
    : never;
type None<T extends never> = T;
`;

/** The checks of `calls`, against the generated module `gen` (a path without extension). */
function source(calls, gen = './tests/types/generated') {
  let src = HELPERS.replace('./tests/types/generated', gen);
  for (const c of calls) {
    const f = `typeof api.${lower(c)}`;
    src += `export const q_${c} = (d: Req<${f}>): G.${c}Request => d;\n`;
    src += `export type qx_${c} = None<Extra<Req<${f}>, G.${c}Request>>;\n`;
    src += `export const r_${c} = (g: G.${c}Response): Widen<Answer<${f}>> => g;\n`;
    src += `export type rw_${c} = None<Extra<G.${c}Response, Answer<${f}>>>;\n`;
    src += `export type rx_${c} = None<Extra<Answer<${f}>, G.${c}Response>>;\n`;
  }
  return src;
}

test('the generated types cover every call', () => {
  assert.ok(CALLS.length >= 25, `${CALLS.length} calls generated`);
});

test('every declared request and response agrees with the type generated from the Rust types', () => {
  const found = diagnostics({ '__generated_check.ts': source(CALLS) });
  assert.deepEqual(found.map((d) => d.text.split('\n').slice(0, 4).join(' / ')), []);
});

test('the named declarations are the inline generated types or narrower (a field naming its type), call by call', () => {
  const named = readFileSync(new URL('../types/named.d.ts', import.meta.url), 'utf8');
  const NAMED = [...named.matchAll(/^export type (\w+)Request =/gm)].map((m) => m[1]);
  assert.deepEqual(CALLS.filter((c) => !NAMED.includes(c)), []);
  let src = "import type * as G from './tests/types/generated';\nimport type * as N from './tests/types/named';\n";
  for (const c of CALLS) {
    for (const side of ['Request', 'Response']) {
      src += `export const b_${c}${side} = (n: N.${c}${side}): G.${c}${side} => n;\n`;
    }
  }
  const found = diagnostics({ '__named_same.ts': src });
  assert.deepEqual(found.map((d) => d.text.split('\n').slice(0, 4).join(' / ')), []);
});

test('a declared type that drifts from the Rust types fails the check', () => {
  // The generated types made to disagree with the declared ones, one way each.
  // [drifted text, the call it drifts]: only that call is checked, so the drift alone can fail it.
  const drifts = {
    // the engine needs a key the declared request leaves optional
    required: ['PlaceMove', generated.replace(/^(export type PlaceMoveRequest = \{ )/m, '$1seed: number; ')],
    // the declared request names a key the engine would refuse
    unread: ['CheckOverlap', generated.replace(/^export type CheckOverlapRequest = \{ edition\?: [^;]*; /m, 'export type CheckOverlapRequest = { ')],
    // the engine writes a key the declared response lacks
    written: ['MeasureRange', generated.replace(/^(export type MeasureRangeResponse = \{ )/m, '$1notDeclared: number; ')],
    // the engine may write null where the declared response says a number
    nullable: ['CheckOverlap', generated.replace(/^(export type CheckOverlapResponse = \{ overlaps: \{ id: string); /m, '$1 | null; ')],
  };
  // One program for all four (a program per drift took a minute): each drift in its own module.
  const files = {};
  for (const [name, [call, text]] of Object.entries(drifts)) {
    assert.notEqual(text, generated, `${name}: the drift was made`);
    files[`__drift_${name}.d.ts`] = text;
    files[`__drift_${name}_check.ts`] = source([call], `./__drift_${name}`);
  }
  // The same calls against the generated types as they are: no error.
  files['__drift_none_check.ts'] = source([...new Set(Object.values(drifts).map(([c]) => c))]);
  const found = diagnostics(files);
  for (const name of Object.keys(drifts)) {
    assert.ok(found.some((d) => d.text.startsWith(`__drift_${name}_check.ts:`)), `${name}: a drift should not type-check`);
  }
  assert.deepEqual(found.filter((d) => d.text.startsWith('__drift_none_check.ts:')).map((d) => d.text), []);
});

/** The names a declaration file exports (`export default` as `default`). */
function exportedNames(text) {
  const out = new Set();
  for (const m of text.matchAll(/^\s*export (?:declare )?(?:type|function|class|interface|const|enum) (\w+)/gm)) out.add(m[1]);
  for (const m of text.matchAll(/^\s*export (?:type )?\{([^}]*)\}/gm)) {
    for (const n of m[1].split(',')) if (n.trim()) out.add(n.trim().split(/\s+as\s+/).pop());
  }
  if (/^\s*export default /m.test(text)) out.add('default');
  // wasm-bindgen's name for the default export
  out.delete('__wbg_init');
  return out;
}

test('each entry ships the generated declarations, one file, declaring exactly the functions and classes it exports', () => {
  const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
  const pkg = JSON.parse(read('../../pkg/package.json'));
  assert.deepEqual(pkg.files.filter((f) => f.endsWith('.d.ts')), ['xwing_huge.d.ts'], 'one declaration file per entry');
  for (const [dir, core] of [['../../pkg/', false], ['../../pkg/core/', true]]) {
    const shipped = read(`${dir}xwing_huge.d.ts`);
    assert.equal(shipped, generatedDeclarations(core), `${dir}xwing_huge.d.ts is not the generated file: rebuild pkg/`);
    for (const other of ['xwing_huge_glue.d.ts', 'xwing_huge_bg.wasm.d.ts']) {
      assert.ok(!existsSync(new URL(`${dir}${other}`, import.meta.url)), `${dir}${other}: only the generated declarations are shipped`);
    }
    const declared = exportedNames(shipped);
    const entry = read(`${dir}xwing_huge.js`);
    const exported = new Set([...entry.matchAll(/^export (?:default )?(?:async )?(?:function|class) (\w+)/gm)].map((m) => m[1]));
    exported.delete('init');
    exported.add('default');
    exported.add('XwingRulesError');
    const callable = [...declared].filter((n) => /^[a-z]/.test(n) || n === 'Workspace' || n === 'XwingRulesError');
    assert.deepEqual(callable.sort(), [...exported].sort(), `${dir}: declared functions and classes against the entry's exports`);
  }
});

test('each entry\'s generated declaration file (scripts/generated-dts.mjs, shipped) compiles with strict tsc', () => {
  const files = { '__entry_full.d.ts': generatedDeclarations(false), '__entry_core.d.ts': generatedDeclarations(true) };
  assert.ok(files['__entry_full.d.ts'].startsWith('/// <reference lib="esnext.disposable" />'));
  files['__entry_use.ts'] = `import init, { checkOverlap, checkSquad, XwingRulesError, type CardShipName } from './__entry_full';
import * as core from './__entry_core';
export const loaded: Promise<unknown> = init();
export const a = checkOverlap({ ship: { id: 'a', ship: 'cr90', pose: { x: 0, y: 0, heading: 0 } } }).overlaps;
export const s = checkSquad({ limit: 100, ships: [] }).hugeLimit;
export const w: (t: ConstructorParameters<typeof core.Workspace>[0]) => void = (t) => { using ws = new core.Workspace(t); ws.shipIds(); };
export const e: typeof XwingRulesError = core.XwingRulesError;
export const none: [core.CardShipName] extends [never] ? true : false = true;
export const some: [CardShipName] extends [never] ? false : true = true;
`;
  const found = diagnostics(files);
  assert.deepEqual(found.map((d) => d.text.split('\n').slice(0, 4).join(' / ')), []);
});

test('the generated functions take one request object, and init, errors, frozen and batch answers are typed', () => {
  const named = readFileSync(new URL('../types/named.d.ts', import.meta.url), 'utf8');
  const FUNCTIONS = [...new Set([...named.matchAll(/^\s*export function (\w+)\(/gm)].map((m) => m[1]))];
  let src = `import * as api from 'xwing-huge';
import * as N from './tests/types/named';
import init, { initSync, XwingRulesError, type InitInput } from './js/prelude';
/** Each function takes one request object and answers (checkSquad: two overloads). */
type Arity<F> = F extends (...a: infer A) => any ? A['length'] : never;
export const loads: (i: InitInput) => Promise<unknown> = init;
export const loadsSync: typeof initSync = api.initSync;
export const error: XwingRulesError = new api.XwingRulesError('FREED', 'x', 'y');
export const frozen: ReturnType<typeof N.shipInfo> extends { readonly ship: string } ? true : false = true;
export const batch: Float64Array = N.measureRangeBatch(null as unknown as N.MeasureRangeBatchRequest);
export const kept: Float64Array = (null as unknown as N.Workspace).measureRangeBatch(null as unknown as N.WorkspaceMeasureRangeBatchRequest);
`;
  for (const f of FUNCTIONS) src += `export const a_${f}: Arity<typeof N.${f}> = 1;\n`;
  const found = diagnostics({ '__named_api.ts': src });
  assert.ok(FUNCTIONS.length >= 27, `${FUNCTIONS.length} functions`);
  assert.deepEqual(found.map((d) => d.text.split('\n').slice(0, 4).join(' / ')), []);
});
