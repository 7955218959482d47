// One error code per kind of mistake, the same in every call: a string that names
// nothing a field accepts (an edition, ruler, arc, bearing, section, ...) is
// UNKNOWN_NAME naming the field, with a message that lists the accepted names;
// a wrong type in the same field is INVALID_INPUT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './helpers.mjs';
import { valid, ship } from './requests.mjs';

const clone = (v) => (v instanceof Float64Array ? new Float64Array(v) : Array.isArray(v) ? v.map(clone)
  : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clone(x)])) : v);

/** Sets `path` ("a.b[2].c") of a copy of `req` to `value`. */
function withField(req, path, value) {
  const out = clone(req);
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let o = out;
  for (const k of keys.slice(0, -1)) o = o[k];
  o[keys.at(-1)] = value;
  return out;
}

function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('expected a throw');
}

/** An unknown name in `path` is UNKNOWN_NAME on `path`, listing `names`. */
function unknownName(call, req, path, names) {
  const e = thrown(() => api[call](withField(req, path, 'noSuchName')));
  assert.equal(e.name, 'XwingRulesError', `${call} ${path}`);
  assert.equal(e.code, 'UNKNOWN_NAME', `${call} ${path}: ${e.message}`);
  assert.equal(e.field, path, `${call}: ${e.message}`);
  assert.ok(e.message.startsWith(`${path}: unknown name "noSuchName": expected one of `), e.message);
  for (const n of names) assert.ok(e.message.includes(`"${n}"`), `${call} ${path}: ${e.message} should list ${n}`);
  // A wrong type is another kind of mistake: INVALID_INPUT, in every call alike.
  const t = thrown(() => api[call](withField(req, path, 7)));
  assert.equal(t.code, 'INVALID_INPUT', `${call} ${path} = 7: ${t.message}`);
}

const withPoses = {
  ...valid.resolveAttack, range: undefined, defenseDice: undefined,
  attacker: { ship: 'small', pose: { x: 500, y: 100, heading: 180 } },
  defender: { ship: 'cr90', pose: { x: 500, y: 500, heading: 0 } },
};

// Epic is a 2nd-edition mode: these calls take no `edition` (docs/api.md "Epic wings", "Epic calls").
const noEdition = new Set(['placeWing', 'moveWing', 'checkWingSplit', 'joinWing', 'scoreGame', 'checkSquad', 'playerOrder']);

test('edition: UNKNOWN_NAME in every call that takes it', () => {
  for (const call of Object.keys(valid).filter((c) => !noEdition.has(c))) {
    unknownName(call, valid[call], 'edition', ['1e', '2e']);
  }
});

test('ruler, from, arc, section: UNKNOWN_NAME in measureRange, measureRangeBatch and resolveAttack alike', () => {
  const calls = [['measureRange', valid.measureRange], ['measureRangeBatch', valid.measureRangeBatch], ['resolveAttack', withPoses]];
  for (const [call, req] of calls) {
    unknownName(call, req, 'ruler', ['standard', 'huge']);
    unknownName(call, req, 'from', ['ship', 'fore', 'aft', 'foreBase', 'aftBase']);
    unknownName(call, req, 'arc', ['front', 'rear', 'fullFront', 'bullseye', 'foreLeft']);
  }
  unknownName('measureRange', valid.measureRange, 'section', ['fore', 'aft']);
  unknownName('measureRangeBatch', valid.measureRangeBatch, 'section', ['fore', 'aft']);
  const crippled = { ...valid.measureRange, defender: { ...valid.measureRange.defender, crippled: ['fore'] } };
  unknownName('measureRange', crippled, 'defender.crippled[0]', ['fore', 'aft']);
  unknownName('resolveAttack', valid.resolveAttack, 'defender.section', ['fore', 'aft']);
  unknownName('measureRangeBatch', valid.measureRangeBatch, 'output', ['distance', 'range']);
});

test('bearing, difficulty, obstacle type: UNKNOWN_NAME in every call that takes them', () => {
  unknownName('placeMove', valid.placeMove, 'maneuver.bearing', ['straight', 'bankLeft', 'koiogran', 'reverseBankRight']);
  unknownName('energyStep', valid.energyStep, 'steps[0].maneuver.bearing', ['straight', 'bankLeft', 'koiogran']);
  unknownName('placeMove', valid.placeMove, 'maneuver.difficulty', ['white', 'blue', 'red']);
  unknownName('placeMove', valid.placeMove, 'obstacles[0].type', ['asteroid', 'debris', 'gasCloud']);
  unknownName('checkOverlap', valid.checkOverlap, 'obstacles[0].type', ['asteroid', 'debris', 'gasCloud']);
  unknownName('checkSetup', valid.checkSetup, 'obstacles[0].type', ['asteroid', 'debris', 'gasCloud']);
});

test('tokens, weapons, effects and actions: UNKNOWN_NAME in every call that takes them', () => {
  unknownName('resolveAttack', valid.resolveAttack, 'defender.tokens.reinforce', ['fore', 'aft', 'fullFront', 'fullRear']);
  unknownName('endPhase', valid.endPhase, 'ships[0].state.tokens.reinforce', ['fore', 'aft', 'fullFront', 'fullRear']);
  unknownName('resolveAttack', valid.resolveAttack, 'attacker.tokens.lockSection', ['fore', 'aft']);
  unknownName('resolveAttack', { ...valid.resolveAttack, defenderArcs: ['left'] }, 'defenderArcs[0]', ['side', 'fullFront', 'bullseye']);
  unknownName('resolveAttack', { ...valid.resolveAttack, attackKind: 'bonus' }, 'attackKind', ['standard', 'bonus']);
  unknownName('resolveAttack', { ...valid.resolveAttack, weapon: { kind: 'primary' } }, 'weapon.kind', ['primary', 'special']);
  unknownName('resolveAttack', { ...valid.resolveAttack, weapon: { section: 'fore' } }, 'weapon.section', ['fore', 'aft']);
  unknownName('applyEffects', valid.applyEffects, 'effects[0].section', ['fore', 'aft']);
  unknownName('applyEffects', valid.applyEffects, 'effects[0].type', ['damage', 'faceupCard', 'energy']);
  unknownName('performAction', valid.performAction, 'action.type', ['jam', 'recover', 'reinforce', 'targetLock']);
  unknownName('performAction', valid.performAction, 'action.actionBar[0]', ['jam', 'coordinate']);
  unknownName('crippleSection', valid.crippleSection, 'section', ['fore', 'aft']);
  unknownName('energyStep', valid.energyStep, 'steps[0].type', ['gain', 'allocate', 'use']);
  unknownName('checkSetup', valid.checkSetup, 'setupArea.edge', ['top', 'bottom', 'left', 'right']);
});

test('ship names stay UNKNOWN_NAME, and a valid call still answers', () => {
  const e = thrown(() => api.shipInfo({ ship: 'xwing' }));
  assert.equal(e.code, 'UNKNOWN_NAME');
  assert.ok(api.checkOverlap(valid.checkOverlap).overlaps);
  assert.equal(api.measureRange({ attacker: ship('a', 'small', 0, 0), defender: ship('b', 'small', 0, -200), ruler: 'standard' }).ruler, 'standard');
});

test('Epic names: UNKNOWN_NAME like every other call', () => {
  unknownName('placeWing', valid.placeWing, 'wing.wingmates[0].position', ['leftFlank', 'rightFlank', 'rearSupport', 'leftSupport', 'rightSupport']);
  unknownName('moveWing', valid.moveWing, 'maneuver.bearing', ['straight', 'bankLeft']);
  unknownName('deployShip', valid.deployShip, 'from', ['front', 'rear', 'left', 'right']);
  unknownName('playerOrder', valid.playerOrder, 'mode', ['headToHead', 'freeForAll', 'teamBattle']);
  unknownName('scoreGame', valid.scoreGame, 'scoring', ['squadPoints', 'threat']);
});
