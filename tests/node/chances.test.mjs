// The page's "chances that matter" (www/js/chances.js) summed by hand over an exact damage
// distribution: the engine's distribution for the request, checked against the fractions
// worked out on paper, then the cripple / half-health / destroy chances as the sums of the
// distribution's entries the rules pick (seed 003 crippled sections, seed 004 health value).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import api, { fullOnly } from './helpers.mjs';
import { attackChances, halfHealthThreshold, healthLost, sufferDamage } from '../../www/js/chances.js';

const close = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-12, `${what}: ${a} vs ${b}`);

/** A pool as the page builds it from a state: shields active, damage and cards dealt. */
const pool = (section, hull, shieldValue, shields, damage, crippled = false) => ({ section, hull, shieldValue, shields, damage, cards: damage, crippled });

test('1e: a CR90 fore section with 1 shield and 6 damage of hull 8, three dice against three', { skip: fullOnly }, () => {
  // docs/api.md: 1e 3 attack dice against 3 defense dice at range 2 = 1093/2048, 1185/4096, 75/512, 125/4096.
  const probs = api.resolveAttack({ edition: '1e', attackDice: 3, defenseDice: 3, range: 2, distribution: true }).distribution.damage;
  const want = [1093 / 2048, 1185 / 4096, 75 / 512, 125 / 4096];
  want.forEach((w, k) => close(probs[k], w, `P(damage = ${k})`));
  const fore = pool('fore', 8, 5, 1, 6);
  const aft = pool('aft', 8, 3, 3, 0);
  // Crippled when 6 + (k − 1 shield) ≥ 8: k = 3 only.
  // Health 8 + 5 + 8 + 3 = 24, half 12; lost 4 shields + 6 cards = 10: 2 more, k ≥ 2.
  assert.equal(halfHealthThreshold([fore, aft]), 12);
  assert.equal(healthLost([fore, aft]), 10);
  const c = attackChances(probs, { pools: [fore, aft], target: 'fore' });
  close(c.cripple, 125 / 4096, 'cripple');
  close(c.halfHealth, 75 / 512 + 125 / 4096, 'half health');
  assert.equal(c.destroy, 0, 'the aft section stands: no destruction');
  assert.equal(c.already.halfHealth, false);
  // The aft section already crippled: crippling the fore destroys the ship.
  const d = attackChances(probs, { pools: [fore, { ...aft, crippled: true }], target: 'fore' });
  close(d.destroy, 125 / 4096, 'destroy');
  // A crippled section suffers no more: of 4 damage, 1 on the shield, 2 cards reach hull 8, 1 is lost.
  assert.deepEqual(sufferDamage(fore, 4, true), { shieldsLost: 1, cardsDealt: 2, reachesHull: true });
  assert.deepEqual(sufferDamage(fore, 4, false), { shieldsLost: 1, cardsDealt: 3, reachesHull: true });
});

test('2e: a TIE/ln with 1 damage card, three dice against none', { skip: fullOnly }, () => {
  // A 2e attack die is hit or crit on 4 faces of 8: P(k) = C(3, k) / 8.
  const probs = api.resolveAttack({ edition: '2e', attackDice: 3, defenseDice: 0, distribution: true }).distribution.damage;
  [1 / 8, 3 / 8, 3 / 8, 1 / 8].forEach((w, k) => close(probs[k], w, `P(damage = ${k})`));
  // Hull 3, no shields, 1 damage: destroyed when 1 + k ≥ 3 (k ≥ 2): 4/8.
  // Health 3, half rounded up 2, lost 1: half health when k ≥ 1: 7/8.
  const tie = pool(null, 3, 0, 0, 1);
  const c = attackChances(probs, { pools: [tie] });
  assert.equal(c.cripple, null, 'no sections to cripple');
  close(c.destroy, 4 / 8, 'destroy');
  close(c.halfHealth, 7 / 8, 'half health');
  assert.equal(c.threshold, 2);
  // Shields first: an X-wing (hull 4, shields 2) untouched is destroyed at 6 damage, at half health at 3.
  const x = attackChances(probs, { pools: [pool(null, 4, 2, 2, 0)] });
  assert.equal(x.destroy, 0);
  close(x.halfHealth, 1 / 8, 'X-wing half health: k = 3');
});

test('a ship already at half health: the chance is 1', () => {
  const c = attackChances([0.25, 0.5, 0.25], { pools: [pool(null, 4, 2, 0, 1)] });
  assert.equal(c.already.halfHealth, true);
  close(c.halfHealth, 1, 'half health');
  assert.equal(c.destroy, 0, 'destroyed only when 1 + k ≥ 4: k = 3, beyond the distribution');
  close(attackChances([0.25, 0.5, 0.25], { pools: [pool(null, 4, 2, 0, 2)] }).destroy, 0.25, 'with 2 damage: k = 2');
});
