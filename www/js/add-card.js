// "Add ship" by card: faction, then ship, then pilot, from the engine's card index
// (cardIndex) of the edition. "No card" keeps the base-only kinds (small, medium, large)
// and the huge ships. A piece added by card is named "Luke Skywalker (T-65 X-wing)" and
// keeps its pilot card (`pilots`), which roundOrder reads.
import { state } from './state.js';
import { KINDS, kindOf } from './ships.js';
import { addShip } from './scene.js';
import { cardsOf, factionWords, pilotKey, cardName } from './cards.js';
import * as api from './api.js';

const $ = (id) => document.getElementById(id);

/** Wires the three lists; `refill` refills them all (controls.js fillKinds). */
export function setupAddCard(refill) {
  $('add-ship-faction').addEventListener('change', refill);
  $('add-ship-kind').addEventListener('change', () => $('add-ship-faction').value && fillPilots());
}

/**
 * The ships a faction's list offers: in 1e a huge ship's cards are its sections' (CR90
 * fore and aft), so 1e huge ships are added from "No card" as the whole ship.
 */
function shipsOf(faction) {
  const cards = cardsOf(state.edition);
  const f = cards?.factions.find((x) => x.id === faction);
  return f ? f.ships.filter((s) => !(state.edition === '1e' && s.size === 'huge')) : [];
}

/** Fills faction, ship and pilot lists; false when "No card" is chosen (the caller fills the kinds). */
export function fillCardLists() {
  const fsel = $('add-ship-faction');
  const keep = fsel.value;
  const cards = cardsOf(state.edition);
  const none = new Option('No card (base only, huge ships)', '');
  fsel.replaceChildren(none, ...(cards?.factions ?? []).map((f) => new Option(factionWords(f.id), f.id)));
  if ([...fsel.options].some((o) => o.value === keep)) fsel.value = keep;
  const faction = fsel.value;
  $('add-ship-pilot').disabled = !faction;
  if (!faction) {
    $('add-ship-pilot').replaceChildren(new Option('—', ''));
    return false;
  }
  const ksel = $('add-ship-kind');
  const keepShip = ksel.value;
  ksel.replaceChildren(...shipsOf(faction).map((s) => new Option(s.name, s.xws)));
  if ([...ksel.options].some((o) => o.value === keepShip)) ksel.value = keepShip;
  fillPilots();
  return true;
}

/** The pilots of the chosen ship, each told apart from its namesakes (pilotLabels). */
function fillPilots() {
  const faction = $('add-ship-faction').value;
  const ship = shipsOf(faction).find((s) => s.xws === $('add-ship-kind').value);
  const labels = ship ? pilotLabels(state.edition, faction, ship) : [];
  $('add-ship-pilot').replaceChildren(...(ship?.pilots ?? []).map((p, i) => new Option(labels[i], p.xws)));
}

/** 1e XWS names its factions by these ids (cardIndex gives the printed names). */
const XWS_1E_FACTIONS = { 'Rebel Alliance': 'rebel', Resistance: 'rebel', 'Galactic Empire': 'imperial', 'First Order': 'imperial', 'Scum and Villainy': 'scum' };

/**
 * Set words for the suffix a reprinted card's xws id carries (the card's caption: the
 * product it came in), used only where a pilot's cost and loadout leave two cards alike.
 */
const CAPTIONS = { battleofyavin: 'Battle of Yavin', battleoverendor: 'Battle over Endor', siegeofcoruscant: 'Siege of Coruscant' };
const captionOf = (xws) => {
  const tail = xws.split('-').slice(1).join('-');
  if (!tail) return 'first printing';
  return CAPTIONS[tail] ?? (/^swz\d+$/.test(tail) ? tail.toUpperCase() : tail);
};

const labelCache = new Map();

/**
 * "Luke Skywalker (initiative 5, 6 points)": each pilot of a ship with its initiative (2e)
 * or pilot skill (1e) and its cost, "standard loadout" for a card that flies with its
 * printed upgrades only (both from one checkSquad of the ship's pilots, as a squad builder
 * would price them), and where two cards of one name still read alike, the card's caption.
 */
export function pilotLabels(edition, faction, ship) {
  const key = `${edition}:${faction}:${ship.xws}`;
  if (labelCache.has(key)) return labelCache.get(key);
  const xws = edition === '2e'
    ? { version: '2.0.0', faction, pilots: ship.pilots.map((p) => ({ id: p.xws, ship: ship.xws })) }
    : { version: '1.0.0', faction: XWS_1E_FACTIONS[faction] ?? faction, pilots: ship.pilots.map((p) => ({ name: p.xws, ship: ship.xws })) };
  const r = api.checkSquad({ edition, mode: 'standard', xws }, { report: false });
  const loadout = new Set((r.value?.problems ?? []).filter((q) => q.rule === 'standardLoadout').map((q) => q.pilot));
  const words = ship.pilots.map((p, i) => {
    const parts = [edition === '2e' ? `initiative ${p.initiative}` : `pilot skill ${p.pilotSkill ?? '–'}`];
    const points = r.value?.pilots?.[i]?.points;
    if (points != null) parts.push(`${points} points`);
    if (loadout.has(i)) parts.push('standard loadout');
    return { name: p.name, parts };
  });
  const text = (w) => `${w.name} (${w.parts.join(', ')})`;
  const labels = words.map((w, i) => {
    const alike = words.filter((o) => text(o) === text(w)).length > 1;
    return alike ? `${w.name} (${[...w.parts, captionOf(ship.pilots[i].xws)].join(', ')})` : text(w);
  });
  labelCache.set(key, labels);
  return labels;
}

/**
 * The piece fields of a pilot card: the engine's ship name for the piece (a 2e pilot id,
 * a 1e ship id, or a huge ship's own name), its `pilots` and name. Null if unknown.
 */
export function cardPiece(edition, shipXws, pilotXws) {
  const key = pilotKey(edition, shipXws, pilotXws);
  const info = api.shipInfo(edition, shipXws).value;
  if (info?.huge && KINDS.some((k) => k.ship === info.ship)) {
    // 1e: a huge ship's cards are its sections' (XWS 1.x `cr90corvette`, the data's
    // `cr90corvettefore`): the piece is the whole ship, named by its kind.
    // Its card is the edition's: in the other edition it would have no pilot skill or
    // initiative to start a round with, so it is kept aside there, as any carded piece.
    const name = (edition === '2e' && cardName(edition, key)) || kindOf(info.ship).label;
    return { ship: info.ship, card: { name, pilots: { [edition]: pilotXws }, cardEdition: edition } };
  }
  const name = cardName(edition, key);
  if (!name) return null;
  return { ship: edition === '2e' ? pilotXws : shipXws, card: { name, pilots: { [edition]: key }, cardEdition: edition } };
}

/** Adds the chosen pilot's ship for `side`; false when "No card" is chosen. */
export function addChosenShip(side) {
  if (!$('add-ship-faction').value) return false;
  const piece = cardPiece(state.edition, $('add-ship-kind').value, $('add-ship-pilot').value);
  if (!piece) return false;
  return addShip(piece.ship, side, piece.card);
}
