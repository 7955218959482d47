// The page's rewording of engine messages (www/js/player-words.js): every rule citation
// the engine's source can put in a message becomes a book heading (no "seed 00x" left),
// field paths become the piece's name and the value's words, quoted and listed ids become
// names, and ids and enum values in answers are never touched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { citeRules, playerText, errorText, playerAnswer } from '../../www/js/player-words.js';

const SRC = new URL('../../src/', import.meta.url).pathname;

function* rustFiles(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* rustFiles(p);
    else if (name.endsWith('.rs') && !name.endsWith('_tests.rs')) yield p;
  }
}

/** String literals of the engine's source (outside comments) that cite a rule text by number. */
function citingLiterals() {
  const out = [];
  for (const file of rustFiles(SRC)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*\/\//.test(line)) continue;
      for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
        const text = m[1].replace(/\\"/g, '"');
        if (/seed \d{3}/.test(text)) out.push(text);
      }
    }
  }
  return out;
}

const names = { 'small-21': 'Blue 1 (ally)', 'raider-2': 'Raider Relentless', 'asteroid-3': 'asteroid 3' };
const nameOf = (id) => names[id] ?? null;

test('every citation in the engine\'s messages becomes a book heading', () => {
  const literals = citingLiterals();
  assert.ok(literals.length >= 30, `the engine cites rule texts in ${literals.length} messages`);
  for (const text of literals) {
    const out = citeRules(text);
    assert.doesNotMatch(out, /seed \d{3}/, `${text}\n→ ${out}`);
  }
});

test('citations name the book and the heading as printed', () => {
  assert.equal(citeRules('(seed 003 "Performing Actions from a Ship with Two Ship Cards")'), '(Huge Ship Rules (1st edition) › Performing Actions from a Ship with Two Ship Cards)');
  assert.equal(citeRules('(seed 003 "Crippled Sections")'), '(Huge Ship Rules (1st edition) › Crippled Sections for Ships with Multiple Ship Cards)');
  assert.equal(citeRules('(seed 003 / seed 001 "Setup")'), '(Huge Ship Rules (1st edition) › Setup; Huge Ships (2nd edition) › Setup)');
  assert.equal(citeRules('one was already performed (seed 003)'), 'one was already performed (seed 003)'.replace('seed 003', 'Huge Ship Rules (1st edition)'));
  assert.equal(citeRules("the fore section's action is the first action; one was already performed (seed 003)"),
    "the fore section's action is the first action; one was already performed (Huge Ship Rules (1st edition) › Performing Actions from a Ship with Two Ship Cards)");
  assert.equal(citeRules("(Epic rules reference, 'Joining')"), '(Epic Battles Rules Reference › Splitting from a Wing › Joining)');
  assert.equal(citeRules('(seed 001 "Overlapping Objects")'), '(Huge Ships (2nd edition) › Overlapping Objects)');
});

test('field paths, quoted and listed ids become names', () => {
  const request = { ships: [{ id: 'cr90-1' }, { id: 'raider-2' }] };
  assert.equal(errorText({ field: 'ships[1].pilotSkill', message: 'ships[1].pilotSkill: is required (pilot skill in 1e, initiative in 2e)' }, request, nameOf),
    "Raider Relentless's pilot skill / initiative is required (pilot skill in 1e, initiative in 2e)");
  assert.equal(errorText({ field: 'ships[1].engagement', message: 'ships[1].engagement: is required: the engine does not know the raider\'s engagement value' }, request, nameOf),
    "Raider Relentless's engagement value is required: the engine does not know the raider's engagement value");
  assert.equal(errorText({ field: 'seed', message: 'seed: expected a whole number ≥ 0, got -1' }, request, nameOf), 'seed: expected a whole number ≥ 0, got -1');
  assert.equal(playerText('the rightFlank position is held by "small-21"', nameOf), 'the right flank position is held by Blue 1 (ally)');
  assert.equal(playerText('join: its place in formation overlaps small-21, asteroid-3', nameOf), 'join: its place in formation overlaps Blue 1 (ally), asteroid 3');
  assert.equal(playerText('overlaps cr90-9', nameOf), 'overlaps cr90-9', 'an id of no piece stays');
});

test('answers: prose rewritten, ids and enum values untouched', () => {
  const v = { id: 'small-21', position: 'rightFlank', remaining: ['small-21'], split: { cause: 'cannotBePlacedWhileMoving', rule: "Epic rules reference, 'Forced Splitting'" },
    reasons: ['overlaps small-21 (seed 001 "Overlapping Objects")'], grid: new Float64Array([1, 2]) };
  playerAnswer(v, nameOf);
  assert.deepEqual({ ...v, grid: [...v.grid] }, { id: 'small-21', position: 'rightFlank', remaining: ['small-21'],
    split: { cause: 'cannotBePlacedWhileMoving', rule: 'Epic Battles Rules Reference › Splitting from a Wing › Forced Splitting' },
    reasons: ['overlaps Blue 1 (ally) (Huge Ships (2nd edition) › Overlapping Objects)'], grid: [1, 2] });
});

test('an engine call cited inside a reason is left out; a field path at the start is errorText\'s', () => {
  // src/attack/measured.rs words a refused target "cannot be targeted (measureRange: …)".
  assert.equal(playerText('cannot be targeted (measureRange: aft crippled)', () => null), 'cannot be targeted (aft crippled)');
  assert.equal(playerText('pilotSkill: is required', () => null), 'pilotSkill: is required');
});
