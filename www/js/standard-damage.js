// Damage a standard ship suffers from a maneuver's effects (a huge ship overlapping it,
// docs/weapons.md "Damage shapes"), kept where the player sees it. Every ship keeps the
// count (`overlapDamage`, shown in its Ship state); a ship of the Epic scene, whose card
// the scenario gives (hull, shields), also loses shields and gains damage cards as the
// engine's dealer says (applyEffects: shields first, hits before crits), so its health
// and score follow.
import * as api from './api.js';
import { state } from './state.js';
import { baseOf } from './model.js';

/** The damage state of an Epic standard ship in applyEffects' shape (a facedown card per damage card kept). */
function poolOf(s) {
  const e = s.epic;
  return { pool: { hull: e.hull, shields: Math.max(0, e.shields - e.lostShields), damage: Array.from({ length: e.damageCards }, () => ({ faceup: false })) } };
}

/**
 * Applies one `damage` effect to an Epic standard ship's shields and damage cards with
 * the engine's dealer; returns `{ shieldsLost, cards }` or null (not an Epic ship, or refused).
 */
export function sufferEpicDamage(s, effect, seed) {
  if (!s.epic || s.epic.hull == null || baseOf(s).huge) return null;
  const request = { edition: state.edition, ships: [{ id: s.id, ship: s.ship, state: poolOf(s) }], effects: [{ ...effect, target: s.id }] };
  if (Number.isInteger(seed)) request.seed = seed;
  const r = api.applyEffects(request);
  const pool = r.value?.ships?.[0]?.state?.pool;
  if (!pool) return null;
  // The hull a card takes: a faceup card may count as more than one (its `countsAs`).
  const hullLost = pool.damage.reduce((n, d) => n + (d.countsAs ?? 1), 0);
  const shieldsLost = s.epic.shields - s.epic.lostShields - pool.shields;
  const cards = hullLost - s.epic.damageCards;
  s.epic.lostShields = s.epic.shields - pool.shields;
  s.epic.damageCards = hullLost;
  if (r.value.ships[0].state.destroyed || hullLost >= pool.hull) s.epic.fate = 'destroyed';
  return { shieldsLost, cards };
}

/** The lines of a standard ship's Ship state about the damage it suffered (none: empty). */
export function damageWords(s) {
  const out = [];
  const d = s.overlapDamage;
  if (d && (d.hits || d.crits || d.cards)) {
    const parts = [];
    if (d.hits) parts.push(`${d.hits} hit${d.hits === 1 ? '' : 's'}`);
    if (d.crits) parts.push(`${d.crits} crit${d.crits === 1 ? '' : 's'}`);
    if (d.cards) parts.push(`${d.cards} faceup card${d.cards === 1 ? '' : 's'}`);
    out.push(`Damage suffered from maneuvers: ${parts.join(', ')}${s.epic ? '' : ' (shields first: apply it to the ship\'s card)'}.`);
  }
  if (s.epic?.hull != null) out.push(`Shields ${s.epic.shields - s.epic.lostShields} / ${s.epic.shields} · damage cards ${s.epic.damageCards} of hull ${s.epic.hull}${s.epic.fate !== 'inPlay' ? ` · ${s.epic.fate}` : ''}.`);
  return out;
}
