// What an imported squad's unknown pilots were meant to be (issue 31). Squad builders
// sometimes export a ship's id where the pilot's belongs (`{"id":"cr90corelliancorvette"}`):
// the page offers that ship's pilots, the one pilot the data has for it taken at once, and
// asks when there are several. An id that is no ship either is left out, named with the
// nearest known pilots (checkSquad's suggestion) by their card names.
import { cardsOf, cardName } from './cards.js';

/** The cardIndex factions a 1e XWS faction id stands for (XWS 1.x names three). */
const FACTIONS_1E = { rebel: ['Rebel Alliance', 'Resistance'], imperial: ['Galactic Empire', 'First Order'], scum: ['Scum and Villainy'] };

/** The factions of the data that a squad's faction covers (all of them when it names none the data has). */
function factionsOf(edition, faction, all) {
  const ids = edition === '2e' ? [faction] : FACTIONS_1E[faction] ?? [faction];
  const mine = all.filter((f) => ids.includes(f.id));
  return mine.length ? mine : all;
}

/** The pilot id as the entry gives it (2e `id`, 1e `name`). */
export const givenId = (edition, p) => (edition === '2e' ? p?.id : p?.name);

/**
 * The pilots that may fly an entry whose pilot id is a ship's id: `[{ xws, ship, name }]`
 * (the squad's faction first; none when the id names no ship).
 */
export function pilotsOfShipId(edition, faction, p) {
  const cards = cardsOf(edition);
  const given = givenId(edition, p);
  if (!cards || typeof given !== 'string') return [];
  for (const factions of [factionsOf(edition, faction, cards.factions), cards.factions]) {
    const out = [];
    for (const f of factions) {
      for (const ship of f.ships) {
        if (ship.xws !== given) continue;
        for (const pilot of ship.pilots) if (!out.some((o) => o.xws === pilot.xws)) out.push({ xws: pilot.xws, ship: ship.xws, name: pilot.name, faction: f.id, shipName: ship.name, pilot });
      }
    }
    if (out.length) return out;
  }
  return [];
}

/** The entry `p` with its pilot set to `choice` (one of pilotsOfShipId's). */
export function withPilot(edition, p, choice) {
  return edition === '2e' ? { ...p, id: choice.xws, ship: choice.ship } : { ...p, name: choice.xws, ship: choice.ship };
}

/**
 * The nearest known pilots of an unknownPilot problem in words: checkSquad lists their
 * ids (2e `lukeskywalker`, 1e `xwing/lukeskywalker`); a player reads their card names.
 */
export function nearestNames(edition, message) {
  const m = /nearest known: (.+)$/.exec(message ?? '');
  if (!m) return [];
  return m[1].split(/,\s*/).map((id) => cardName(edition, edition === '2e' ? id.trim() : id.trim().replace('/', ':')) ?? null).filter(Boolean);
}

/** "A or B", "A, B or C". */
export const orList = (names) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0] ?? '');
