// The pilot cards of the page's pieces: the engine's card index (cardIndex) looked up
// by id, the words a piece is named with ("Luke Skywalker (T-65 X-wing)"), and the
// engine's ship fields for a piece's card in an edition. Every number on a card comes
// from the engine; this module only finds and names.
import * as api from './api.js';

/** 2e faction ids (xwing-data2) in words; 1e factions are already printed names. */
const FACTION_WORDS = {
  rebelalliance: 'Rebel Alliance', galacticempire: 'Galactic Empire', scumandvillainy: 'Scum and Villainy',
  resistance: 'Resistance', firstorder: 'First Order', galacticrepublic: 'Galactic Republic',
  separatistalliance: 'Separatist Alliance',
};

export const factionWords = (id) => FACTION_WORDS[id] ?? id;

const lookups = new Map();

/** `{ factions, pilots: Map(key → { pilot, ship, faction }), weapons: Map }` for `edition`, or null. */
export function cardsOf(edition) {
  if (!lookups.has(edition)) {
    const r = api.cardIndex(edition);
    if (r.error) return null;
    const pilots = new Map();
    for (const f of r.value.factions) {
      for (const ship of f.ships) for (const pilot of ship.pilots) pilots.set(pilotKey(edition, ship.xws, pilot.xws), { pilot, ship, faction: f.id });
    }
    lookups.set(edition, { factions: r.value.factions, pilots, weapons: new Map(r.value.weapons.map((w) => [w.xws, w])) });
  }
  return lookups.get(edition);
}

/** 2e pilot ids are unique; 1e pilot ids repeat across ships, so the ship is part of the key. */
export function pilotKey(edition, shipXws, pilotXws) {
  return edition === '2e' ? pilotXws : `${shipXws}:${pilotXws}`;
}

/** The card entry `{ pilot, ship, faction }` of a key, or null. */
export function cardOf(edition, key) {
  return cardsOf(edition)?.pilots.get(key) ?? null;
}

/** "Luke Skywalker (T-65 X-wing)"; a card named as its ship (a 1e CR90's section card) by the ship's name alone. */
export function cardName(edition, key) {
  const c = cardOf(edition, key);
  if (!c) return null;
  return c.pilot.name === c.ship.name ? c.ship.name : `${c.pilot.name} (${c.ship.name})`;
}

/**
 * The engine's ship fields for a piece's pilot card in `edition`: a 2e standard ship by
 * its pilot id (XWS 2.0), a 1e one by `{ ship, pilot }`, a huge ship by its own name and
 * the pilot. Null when the piece names no card for the edition.
 */
export function cardShip(s, edition, huge) {
  const key = s.pilots?.[edition];
  if (typeof key !== 'string' || !key) return null;
  if (huge) return { ship: s.ship, pilot: key.split(':').pop() };
  if (edition === '2e') return { ship: key };
  const [ship, pilot] = key.split(':');
  return pilot ? { ship, pilot } : null;
}

/** The weapon cards (cardIndex `weapons`) among a piece's upgrades, in the order carried. */
export function weaponsOf(s, edition) {
  const weapons = cardsOf(edition)?.weapons;
  if (!weapons || !s.upgrades) return [];
  return Object.values(s.upgrades).flat().map((id) => weapons.get(id)).filter(Boolean);
}
