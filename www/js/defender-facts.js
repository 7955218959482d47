// The defender's pools as chances.js reads them (`{ section, hull, shields, shieldValue,
// damage, cards, crippled }` per ship card), from what the page holds now: a huge ship's
// round state (the engine's), an Epic ship's lost shields and damage cards, a standard
// ship's last attack state, else its card at full strength (shipInfo). Null when the page
// knows neither a state nor a card (a base without a card): no chances are shown then.
// `standardState` is the same knowledge as resolveAttack's `defender.state`, so that the
// damage an attack deals to a standard ship is kept and the next attack's odds start from it.
import { stateOf } from './round.js';
import { baseOf } from './model.js';
import { cardInfo } from './dice-defaults.js';

/** What a pool's damage cards count against the hull (a 1e faceup Direct Hit: 2, `countsAs`). */
const counted = (cards) => (cards ?? []).reduce((n, c) => n + (c.countsAs ?? 1), 0);

/** A round state's cards (docs/round.md "The round state") as pools. */
function fromRoundState(st) {
  return st.cards.map((c) => ({
    section: c.section ?? null, hull: c.hull, shields: c.shields, shieldValue: Math.max(c.shieldValue ?? c.shields, c.shields),
    damage: counted(c.damage), cards: (c.damage ?? []).length, crippled: !!(c.crippled || c.flipPending),
  }));
}

/** The printed hull and shields of the defender's card: 2e `stats`, 1e its one card. */
function printed(d) {
  const stats = cardInfo(d)?.stats;
  const card = stats?.cards?.length === 1 ? stats.cards[0] : stats;
  if (!Number.isFinite(card?.hull)) return null;
  return { hull: card.hull, shields: card.shields ?? 0 };
}

/** The defender's pools now, or null when the page cannot tell its health. */
export function defenderPools(d) {
  const st = stateOf(d);
  if (st?.cards?.length) return fromRoundState(st);
  if (d.epic && Number.isFinite(d.epic.hull)) {
    const e = d.epic;
    return [{ section: null, hull: e.hull, shields: e.shields - e.lostShields, shieldValue: e.shields, damage: e.damageCards, cards: e.damageCards }];
  }
  const card = printed(d);
  const pool = d.attackState?.pool;
  if (pool) {
    const shieldValue = Math.max(card?.shields ?? 0, pool.shields);
    return [{ section: null, hull: pool.hull, shields: pool.shields, shieldValue, damage: counted(pool.damage), cards: (pool.damage ?? []).length }];
  }
  return card ? [{ section: null, hull: card.hull, shields: card.shields, shieldValue: card.shields, damage: 0, cards: 0 }] : null;
}

/**
 * A standard defender's damage state for resolveAttack (`{ pool: { hull, shields, damage } }`):
 * an Epic ship's from its lost shields and damage cards (facedown), else the state its last
 * attack left (`attackState`), else its card at full strength; null for a huge ship (its
 * round state goes instead) or a ship whose card the page does not know.
 */
export function standardState(d) {
  if (baseOf(d).huge) return null;
  if (!d.epic && d.attackState?.pool) return d.attackState;
  const pools = defenderPools(d);
  if (!pools || pools.length !== 1) return null;
  const [p] = pools;
  return { pool: { hull: p.hull, shields: p.shields, damage: Array.from({ length: p.cards }, () => ({ name: '', faceup: false, text: '' })) } };
}

/** After an attack on an Epic standard ship: its lost shields, damage cards and fate follow the engine's state. */
export function keepEpicDamage(d, st) {
  const pool = st?.pool;
  if (!d.epic || !pool || !Number.isFinite(d.epic.hull)) return;
  d.epic.lostShields = Math.max(0, d.epic.shields - pool.shields);
  d.epic.damageCards = counted(pool.damage);
  if (st.destroyed || d.epic.damageCards >= d.epic.hull) d.epic.fate = 'destroyed';
}
