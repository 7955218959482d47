// Random bad input never traps the module: requests built from valid ones with
// fields replaced by odd values (NaN, huge numbers, wrong types, long lists, ...)
// either succeed or throw an XwingRulesError, and a valid call works afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api from './helpers.mjs';

const ship = (id, kind, x, y, heading = 0) => ({ id, ship: kind, pose: { x, y, heading } });
const rock = { id: 'r', type: 'asteroid', points: [[400, 400], [460, 410], [440, 470], [420, 430], [390, 450]] };
const valid = {
  checkOverlap: { edition: '1e', subject: ship('c', 'cr90', 500, 500), others: [ship('x', 'small', 555, 580), rock] },
  placeMove: { edition: '2e', ship: { ...ship('g', 'gr75', 500, 600), energy: 2 }, maneuver: { speed: 2, bearing: 'bankRight' },
    ships: [ship('x', 'small', 560, 420), ship('c', 'cr90', 500, 300, 90)], obstacles: [rock], seed: 9 },
  measureRange: { edition: '1e', attacker: ship('a', 'small', 500, 100, 180), defender: ship('c', 'cr90', 500, 500), arc: 'front',
    section: 'fore', ships: [ship('g', 'gr75', 300, 300)], obstacles: [rock] },
  resolveAttack: { edition: '1e', attackDice: 4, defenseDice: 1, range: 2, seed: 3, distribution: true,
    attacker: { tokens: { focus: 1, lock: 1 } }, defender: { ship: 'cr90', section: 'aft', tokens: { reinforce: 'aft' } } },
  shipInfo: { edition: '1e', ship: 'raider' },
  measureRangeBatch: { attacker: ship('c', 'cr90', 900, 450, 30), defenderShip: 'small', heading: 45, arc: 'left',
    points: new Float64Array([100, 100, 900, 200, 1500, 800]), output: 'range' },
  setTable: { edition: '2e', ships: [ship('x', 'small', 560, 420)], obstacles: [rock] },
  roundOrder: { edition: '2e', ships: [{ id: 'c', ship: 'cr90', player: 0 }, { id: 'x', ship: 'small', skill: 3, player: 1 }] },
  performAction: { edition: '1e', ship: { ...ship('g', 'gr75', 500, 500), player: 0, state: { cards: [{ shields: 2, energy: 3 }], tokens: { ion: 1 } } },
    ships: [{ ...ship('x', 'small', 700, 500), player: 1, stress: 1 }], action: { type: 'jam', target: 'x', actionBar: ['jam'] } },
  energyStep: { edition: '1e', ship: { ...ship('c', 'cr90', 500, 500), state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 1 }],
    upgrades: [{ name: 'u', energy: 0, energyLimit: 2 }] } },
    steps: [{ type: 'gain', maneuver: { speed: 2, bearing: 'straight' } }, { type: 'allocate', upgrade: 'u', amount: 1 }, { type: 'use', card: 'u', cost: 1 }] },
  endPhase: { edition: '2e', ships: [{ ...ship('c', 'cr90', 500, 500), state: { cards: [{ shields: 6, energy: 1 }], tokens: { stress: 2, reinforce: 'fullFront' } } }] },
  crippleSection: { edition: '1e', section: 'aft', energyLimit: 2, shieldValue: 1, discard: ['u'],
    ship: { ...ship('c', 'cr90', 500, 500), state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 4,
      damage: [{ faceup: false }, { faceup: false }, { faceup: false }, { faceup: false }, { faceup: false }, { faceup: false }, { faceup: false }, { faceup: true, name: 'x' }] }],
      upgrades: [{ name: 'u', energyLimit: 2 }] } } },
  checkSetup: { edition: '2e', ship: ship('g', 'gr75', 600, 914 - 110.5), setupArea: { edge: 'bottom', depth: 100 }, ships: [ship('x', 'small', 100, 880)], obstacles: [rock] },
  applyEffects: { edition: '1e', seed: 4, ships: [{ id: 'c', ship: 'cr90' }, { id: 'x', ship: 'small', state: { pool: { hull: 3, shields: 2 } } }],
    effects: [{ type: 'faceupCard', target: 'c', section: 'fore', source: 'obstacle' },
      { type: 'damage', target: 'x', hits: 1, crits: 2, section: null, source: 'overlappedHugeShip' },
      { type: 'energy', target: 'c', change: -1, source: 'x' }, { type: 'stress', target: 'x', count: 1, source: 'y' }] },
};

const odd = [NaN, Infinity, -Infinity, -1, 0, 1e300, -1e300, 2 ** 53, 0.5, '', 'x', '1e', true, null, undefined, [], {},
  [1, 2], { x: 1 }, Array.from({ length: 5000 }, (_, i) => i), 'fore', 'cr90', 'asteroid', 'bankLeft', -0];

function* paths(value, path = []) {
  if (value && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      yield [...path, k];
      yield* paths(value[k], [...path, k]);
    }
  }
}

function mutate(request, path, v) {
  const copy = structuredClone(request);
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path.at(-1)] = v;
  return copy;
}

test('odd values in every field of every call are results or XwingRulesErrors', () => {
  let calls = 0;
  let errors = 0;
  for (const [name, request] of Object.entries(valid)) {
    api[name](request); // the template itself is valid
    for (const path of paths(request)) {
      for (const v of odd) {
        calls++;
        try {
          api[name](mutate(request, path, v));
        } catch (e) {
          errors++;
          assert.equal(e.name, 'XwingRulesError', `${name} ${path.join('.')} = ${String(v).slice(0, 20)}: ${e}`);
          assert.equal(typeof e.code, 'string');
        }
      }
    }
    api[name](request); // still works
  }
  assert.ok(calls > 1000 && errors > 100, `${calls} calls, ${errors} errors`);
  for (let i = 0; i < 20; i++) api.setTable(valid.setTable); // more than the 16 kept: oldest dropped

});

const fieldPath = (path) => path.map((k) => (/^\d+$/.test(k) ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '');

test('NaN and ±Infinity in any number field, optional or not, are refused naming that field', () => {
  let checked = 0;
  for (const [name, request] of Object.entries(valid)) {
    for (const path of paths(request)) {
      let v = request;
      for (const k of path) v = v[k];
      if (typeof v !== 'number') continue;
      for (const bad of [NaN, Infinity, -Infinity]) {
        checked++;
        assert.throws(() => api[name](mutate(request, path, bad)), (e) => {
          assert.equal(e.name, 'XwingRulesError');
          assert.ok(e.message.startsWith(fieldPath(path)), `${name}: "${e.message}" should start with ${fieldPath(path)}`);
          return true;
        }, `${name} ${fieldPath(path)} = ${bad}`);
      }
    }
  }
  assert.ok(checked > 100, `${checked} checked`);
});
