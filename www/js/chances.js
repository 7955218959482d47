// The chances that matter, from an attack's exact damage distribution and the defender's
// state now: that the attack cripples the targeted 1e section, brings the defender to half
// health, or destroys it. Pure arithmetic (no DOM, no engine), so that it can be tested
// by hand (tests/node/chances.test.mjs).
//
// The rules it sums by:
// - Damage is suffered by the shields first, then as damage cards against the hull.
// - 1e, a ship with two ship cards (seed 003, "Crippled Sections for Ships with Multiple Ship
//   Cards"): "When the number of Damage cards dealt to a section equals or exceeds its hull
//   value, that section is CRIPPLED"; "Crippled sections cannot be the target of an attack and
//   cannot suffer damage" (the damage beyond its hull is lost); "If both sections of a huge ship
//   with multiple Ship cards are crippled, that ship is destroyed."
// - Every other ship is destroyed when its damage reaches its hull value.
// - Half health (seed 004, Epic Battles Rules Reference, "Health Value"): the health value is
//   "its hull value plus its shield value"; "If a ship's lost health (combined lost shields and
//   damage cards) is greater than or equal to half its health value, rounded up, it is at half
//   health". A destroyed ship has lost all of it, so it counts as having reached half health.
//
// The distribution counts the dice's uncancelled hits and crits; a faceup card's own effect
// (a Direct Hit counting twice) is not in it, so each chance is the dice's, a floor.

/**
 * One ship card's pool as the page knows it now: `hull` (printed), `shields` (active),
 * `shieldValue` (printed), `damage` (what its damage cards count against the hull), `cards`
 * (how many damage cards it has), `crippled` (1e, or its crippling is pending).
 * @typedef {{ section: string|null, hull: number, shields: number, shieldValue: number, damage: number, cards: number, crippled?: boolean }} Pool
 */

/** Half the health value, rounded up (seed 004 "Health Value"). */
export function halfHealthThreshold(pools) {
  return Math.ceil(pools.reduce((n, p) => n + p.hull + p.shieldValue, 0) / 2);
}

/** Health lost so far: lost shields plus damage cards, over every card. */
export function healthLost(pools) {
  return pools.reduce((n, p) => n + (p.shieldValue - p.shields) + p.cards, 0);
}

/**
 * What `k` damage does to `pool`: `{ shieldsLost, cardsDealt, reachesHull }`. A 1e section
 * (`sectioned`) suffers no more once crippled: the cards beyond its hull are lost.
 */
export function sufferDamage(pool, k, sectioned) {
  const shieldsLost = Math.min(k, pool.shields);
  const toHull = k - shieldsLost;
  const room = Math.max(0, pool.hull - pool.damage);
  const cardsDealt = sectioned ? Math.min(toHull, room) : toHull;
  return { shieldsLost, cardsDealt, reachesHull: pool.damage + toHull >= pool.hull };
}

/**
 * The chances of one attack from its distribution `probs` (`probs[k]` = P(damage = k)) and
 * the defender: `{ pools, target }`, `target` the section attacked (1e, two cards) or null.
 * Returns `{ cripple, halfHealth, destroy, already: { halfHealth }, threshold, lost, health }`;
 * `cripple` is null when the defender has no sections to cripple.
 */
export function attackChances(probs, { pools, target = null }) {
  const sectioned = pools.length === 2 && pools.every((p) => p.section);
  const index = sectioned ? pools.findIndex((p) => p.section === target) : 0;
  const pool = pools[index];
  const threshold = halfHealthThreshold(pools);
  const lost = healthLost(pools);
  const health = pools.reduce((n, p) => n + p.hull + p.shieldValue, 0);
  const out = { cripple: sectioned ? 0 : null, halfHealth: 0, destroy: 0, already: { halfHealth: lost >= threshold }, threshold, lost, health };
  if (!pool) return out;
  const otherCrippled = sectioned && pools.some((p, i) => i !== index && p.crippled);
  probs.forEach((p, k) => {
    const hit = sufferDamage(pool, k, sectioned);
    const destroyed = hit.reachesHull && (!sectioned || otherCrippled);
    // A ship destroyed has lost all its health: past half health whatever its cards say.
    if (destroyed || lost + hit.shieldsLost + hit.cardsDealt >= threshold) out.halfHealth += p;
    if (sectioned && hit.reachesHull) out.cripple += p;
    if (destroyed) out.destroy += p;
  });
  return out;
}
