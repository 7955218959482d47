// The declared response types are checked against what the engine answers: each call's answer
// to its request of tests/node/requests.mjs (one valid request per export), written out as an
// object literal, is assigned to the call's declared return type and type-checked with strict
// tsc. An object literal may hold no property its type lacks (excess property check) and must
// hold every one it requires, so a field the engine adds, drops or types otherwise than the
// .d.ts says fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { callsOf } from './helpers.mjs';
import { diagnostics, literal } from './tsc.mjs';
import { valid } from './requests.mjs';

/** The stem of a call's named types (docs/api.md "Names"): `checkOverlap` → `CheckOverlap`.
 *  requests.mjs's `checkSquad` is its second (Epic points) form, `CheckSquadEpic`. */
const stem = (call) => (call === 'checkSquad' ? 'CheckSquadEpic' : call[0].toUpperCase() + call.slice(1));

/** `const r_call: api.CallResponse = <answer>;` for every call answered: the call's named
 *  response type, so a call declared without one fails here too. */
function answersSource(answers) {
  const lines = Object.entries(answers).map(([call, r]) => `export const r_${call}: api.${stem(call)}Response = ${literal(r)};`);
  return `import * as api from 'xwing-huge';\n${lines.join('\n')}\n`;
}

const answers = Object.fromEntries(callsOf(valid).map(([call, req]) => [call, api[call](req)]));

test('every answer to the requests of requests.mjs type-checks as its call\'s declared response', () => {
  assert.ok(Object.keys(answers).length >= 6);
  assert.deepEqual(diagnostics({ '__answers.ts': answersSource(answers) }).map((d) => d.text), []);
});

test('an answer that differs from its declared type does not type-check', () => {
  const first = Object.keys(answers)[0];
  const drifted = {
    extra: { ...answers[first], notDeclared: 1 },
    missing: Object.fromEntries(Object.entries(answers[first]).slice(1)),
  };
  for (const [name, r] of Object.entries(drifted)) {
    const found = diagnostics({ [`__drift_${name}.ts`]: answersSource({ [first]: r }) });
    assert.ok(found.length > 0, `${name}: ${first}'s answer with a field ${name} should not type-check`);
  }
});

test('each call is declared with its named request and response types, exactly', () => {
  // Mutual assignability both ways, written as a type that is `true` only for identical types.
  const eq = 'type Eq<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;';
  const frozen = (call, t) => (call === 'shipInfo' ? `api.Frozen<${t}>` : t);
  const lines = Object.keys(answers).filter((call) => call !== 'checkSquad').flatMap((call) => [
    `export const q_${call}: Eq<Parameters<typeof api.${call}>[0], api.${stem(call)}Request> = true;`,
    `export const a_${call}: Eq<ReturnType<typeof api.${call}>, ${frozen(call, `api.${stem(call)}Response`)}> = true;`,
  ]);
  // checkSquad's two forms: a request of each form answers that form's response.
  lines.push('export const s_xws = (r: api.CheckSquadXwsRequest): api.CheckSquadXwsResponse => api.checkSquad(r);');
  lines.push('export const s_epic = (r: api.CheckSquadEpicRequest): api.CheckSquadEpicResponse => api.checkSquad(r);');
  const source = `import * as api from 'xwing-huge';\n${eq}\n${lines.join('\n')}\n`;
  assert.ok(lines.length >= 12);
  assert.deepEqual(diagnostics({ '__named.ts': source }).map((d) => d.text), []);
});

test('a misnamed response field, or an old request key, does not type-check', () => {
  const bad = {
    // A response field spelt otherwise than the engine answers it.
    touchng: "import * as api from 'xwing-huge';\nexport const r: api.CheckOverlapResponse = { overlaps: [], touchng: [] };\n",
    stepName: "import * as api from 'xwing-huge';\nexport const r: api.RoundOrderResponse = { setup: [{ id: 'a', skill: 3 }], activation: [], engagement: [] };\n",
    // The keys issue 21 renamed.
    subject: "import * as api from 'xwing-huge';\napi.checkOverlap({ subject: { id: 'a', ship: 'small', pose: { x: 0, y: 0, heading: 0 } }, others: [] });\n",
    skill: "import * as api from 'xwing-huge';\napi.roundOrder({ ships: [{ id: 'a', ship: 'small', skill: 3 }] });\n",
    wsSubject: "import * as api from 'xwing-huge';\nexport const f = (ws: api.Workspace) => ws.checkOverlap({ subject: 'a' });\n",
  };
  const found = diagnostics(Object.fromEntries(Object.entries(bad).map(([k, src]) => [`__old_${k}.ts`, src])));
  for (const k of Object.keys(bad)) assert.ok(found.some((d) => d.text.startsWith(`__old_${k}.ts:`)), `${k} should not type-check`);
  // The new names do.
  const good = `import * as api from 'xwing-huge';
api.checkOverlap({ ship: { id: 'a', ship: 'small', pose: { x: 0, y: 0, heading: 0 } }, ships: [], obstacles: [] });
api.checkOverlap({ obstacle: { id: 'r', type: 'debris', points: [[0, 0], [9, 0], [0, 9]] } });
api.roundOrder({ ships: [{ id: 'a', ship: 'small', pilotSkill: 3 }] });
export const f = (ws: api.Workspace) => [ws.checkOverlap({ ship: 'a' }), ws.checkOverlap({ obstacle: 'r' })];
`;
  assert.deepEqual(diagnostics({ '__new_names.ts': good }).map((d) => d.text), []);
});
