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

/** `const r_call: ReturnType<typeof api.call> = <answer>;` for every call answered. */
function answersSource(answers) {
  const lines = Object.entries(answers).map(([call, r]) => `export const r_${call}: ReturnType<typeof api.${call}> = ${literal(r)};`);
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
