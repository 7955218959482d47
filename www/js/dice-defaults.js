// The Attack panel's default dice, from the engine's answer for the pieces (shipInfo for the
// piece's pilot card): the defender's agility, and the attacker's printed attack for the
// arc it fires from, or the weapon card's printed value. Each default says where it came
// from ("3 — agility of TIE Black 1 (Black Squadron Ace, TIE/ln fighter)"), so a player can
// tell a card's number from one typed. Nothing here decides a rule: the numbers are the engine's.
import * as api from './api.js';
import { state } from './state.js';
import { baseOf } from './model.js';
import { cardShip, cardOf, cardsOf } from './cards.js';
import { ARC_LABELS } from './ships.js';

/** The engine's shipInfo for the piece's pilot card in this edition (else for its ship name), or null. */
export function cardInfo(s) {
  const card = cardShip(s, state.edition, baseOf(s).huge);
  const r = card ? api.shipInfo(state.edition, card.ship, card.pilot) : api.shipInfo(state.edition, s.ship);
  return r.value ?? null;
}

/** "X-wing Red 1 (Red Squadron Veteran, T-65 X-wing)": the piece, and its card when the index names it. */
function whose(s) {
  const c = cardOf(state.edition, s.pilots?.[state.edition] ?? '');
  if (!c) return s.name;
  return c.pilot.name === c.ship.name ? `${s.name} (${c.ship.name})` : `${s.name} (${c.pilot.name}, ${c.ship.name})`;
}

/** `{ value, from }` for the defender's dice: its card's agility; null when the engine has no card for it. */
export function defenseDefault(d) {
  const agility = cardInfo(d)?.stats?.agility;
  if (!Number.isFinite(agility)) return null;
  return { value: agility, from: `agility of ${whose(d)}` };
}

/**
 * `{ value, from, card }` for the attacker's dice: a weapon card's printed attack (`card`: the
 * engine fires it with that value), else the printed attack for `arc` (2e `attacks`: the one
 * printed for that arc, else the first; 1e: the section card with the primary weapon).
 * Null when the engine has no card for the attacker.
 */
export function attackDefault(a, weaponXws, arc) {
  const w = weaponXws ? cardsOf(state.edition)?.weapons.get(weaponXws) : null;
  if (w) return { value: w.attack, from: `printed attack of ${w.name}`, card: true };
  const stats = cardInfo(a)?.stats;
  if (!stats) return null;
  if (Array.isArray(stats.cards)) {
    const armed = stats.cards.reduce((best, c) => (!best || c.attack > best.attack ? c : best), null);
    if (!armed) return null;
    return { value: armed.attack, from: armed.section ? `printed attack of ${a.name}'s ${armed.section} section` : `printed attack of ${whose(a)}` };
  }
  const attacks = stats.attacks ?? [];
  const inArc = attacks.find((x) => x.arc === arc) ?? (arc === 'bullseye' ? attacks.find((x) => x.arc === 'front') : null);
  const pick = inArc ?? attacks[0] ?? (Number.isFinite(stats.attack) ? { arc: stats.attackArc, value: stats.attack } : null);
  if (!pick) return null;
  const arcWords = ARC_LABELS[pick.arc] ?? String(pick.arc ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { value: pick.value, from: `printed attack of ${whose(a)}${arcWords ? `, ${arcWords} arc` : ''}` };
}
