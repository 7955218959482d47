// Importing a squad as a squad builder exports it (XWS), pasted or from a `?xws=` link:
// the engine checks it (checkSquad: its problems are shown in a player's words, and the
// squad is imported anyway, as on a table) and turns it into ships (squadShips); the page
// places them in their side's deployment area, each where checkOverlap finds it touching
// nothing already on the table.
import { state, changed, playArea } from './state.js';
import { showInfo, showWarning } from './messages.js';
import { cardPiece } from './add-card.js';
import { makeShip, SIDES } from './scene.js';
import { setEdition } from './controls.js';
import * as api from './api.js';

/** Factions whose squads stand on the Imperial side (`b`) when no side is given; the others are Rebel (`a`). */
const IMPERIAL_FACTIONS = new Set(['galacticempire', 'firstorder', 'separatistalliance', 'scumandvillainy', 'imperial', 'scum']);

/** Spacing of the spots tried in a deployment area, mm (a placement choice of the page, not a rule). */
const STEP = 20;

/** The edition an XWS squad is written for: XWS 2.0 names pilots by `id`, XWS 1.x by `name` and `ship`. */
export function xwsEdition(xws) {
  if (String(xws?.version ?? '').startsWith('2')) return '2e';
  const p = Array.isArray(xws?.pilots) ? xws.pilots[0] : null;
  return p && typeof p.name === 'string' && typeof p.ship === 'string' && p.id === undefined ? '1e' : '2e';
}

/** The side a squad stands on: given, else by its faction. */
export const sideOfSquad = (xws, side) => (side === 'a' || side === 'b' ? side : IMPERIAL_FACTIONS.has(xws?.faction) ? 'b' : 'a');

/**
 * The side's deployment area: a third of the play area along its short edge (Rebel the
 * left, Imperial the right), as the page's Epic scene draws them (docs/epic.md
 * "Deployment": the area is the scenario's).
 */
export function deploymentArea(side) {
  const { width: W, height: H } = playArea();
  const d = Math.round(W / 3);
  const [x0, x1] = side === 'a' ? [0, d] : [W - d, W];
  return { x0, x1, points: [[x0, 0], [x1, 0], [x1, H], [x0, H]] };
}

/** The first spot from the side's edge inwards where `ship` lies wholly in the area and touches nothing. */
function placeIn(ship, side) {
  const area = deploymentArea(side);
  const { height: H } = playArea();
  const heading = side === 'a' ? 90 : 270;
  const table = { ships: state.ships.map(api.engineShip), obstacles: state.obstacles.map(api.engineObstacle) };
  const xs = [];
  for (let i = 0; area.x0 + i * STEP <= area.x1; i++) xs.push(side === 'a' ? area.x0 + i * STEP : area.x1 - i * STEP);
  for (const x of xs) {
    for (let y = STEP; y <= H - STEP; y += STEP) {
      const pose = { x, y, heading };
      const placed = { id: '(new)', ship, pose };
      const inside = api.checkDeployment({ edition: state.edition, ship: placed, deploymentArea: { points: area.points } });
      if (inside.error) return null;
      if (!inside.value.insideDeploymentArea) continue;
      const r = api.checkOverlap({ edition: state.edition, ship: placed, ...table }, { report: false });
      if (!r.error && !r.value.overlaps.length && !r.value.touching.length) return pose;
    }
  }
  return null;
}

/** A squadShips ship as a page piece: engine ship name, pilot card, name, upgrades. */
function pieceOf(edition, sq) {
  const card = cardPiece(edition, sq.ship, sq.pilot);
  if (!card) return { ship: sq.ship, card: { name: sq.pilot, pilots: {}, cardEdition: edition } };
  return card;
}

/**
 * Imports an XWS squad (an object, or JSON text) for `side` ('a', 'b', or by its faction).
 * Switches the page to the squad's edition. Answers `{ ships, problems }` or `{ error }`.
 */
export function importSquad(input, side) {
  let xws = input;
  if (typeof input === 'string') {
    try {
      xws = JSON.parse(input);
    } catch (e) {
      showInfo(`The squad could not be read: it is not XWS (JSON) text (${e.message}).`);
      return { error: 'not JSON' };
    }
  }
  const edition = xwsEdition(xws);
  if (edition !== state.edition) setEdition(edition);
  const at = sideOfSquad(xws, side);
  const mode = state.area === 'epic' ? 'epic' : 'standard';
  const check = api.checkSquad({ edition, mode, xws });
  if (check.error) return { error: check.error.message };
  const made = api.squadShips({ edition, xws });
  if (made.error) return { error: made.error.message };
  const ships = [];
  const unplaced = [];
  const byEntry = new Map();
  for (const sq of made.value.ships) {
    const { ship, card } = pieceOf(edition, sq);
    for (const i of sq.entries) byEntry.set(i, card.name);
    const pose = placeIn(ship, at);
    if (!pose) {
      unplaced.push(card.name);
      continue;
    }
    // A piece with cards is its edition's: the ids are that edition's data (set aside in the other).
    const cards = Object.keys(sq.upgrades).length ? { upgrades: sq.upgrades, cardEdition: edition } : {};
    const s = Object.assign(makeShip(ship, at, pose, card.name), card, cards);
    state.ships.push(s);
    ships.push(s);
  }
  const names = ships.map((s) => s.name).join(', ');
  showInfo(`Squad imported for the ${SIDES[at]} side (${edition === '2e' ? '2nd' : '1st'} edition, ${check.value.points} points): ${names || 'no ship'}.`);
  if (!check.value.legal) {
    const words = (p) => `${p.pilot != null && byEntry.has(p.pilot) ? `${byEntry.get(p.pilot)}: ` : ''}${p.message}`;
    showWarning(`The squad is not legal in ${mode} play (imported anyway): ${check.value.problems.map(words).join(' · ')}`);
  }
  if (unplaced.length) showInfo(`No room left in the ${SIDES[at]} deployment area for ${unplaced.join(', ')}: not placed.`);
  if (ships.length) {
    state.selected = { kind: 'ship', id: ships[0].id };
    changed('scene');
  }
  return { ships: ships.map((s) => s.id), problems: check.value.problems, legal: check.value.legal };
}

/** The `?xws=` link's squad (URL-encoded JSON) and `side`, or null. */
export function squadFromLink(search = location.search) {
  const params = new URLSearchParams(search);
  const text = params.get('xws');
  return text ? { text, side: params.get('side') } : null;
}

/** Wires the toolbar's Import squad button (the Side of Add ship is the squad's side). */
export function setupSquadImport() {
  document.getElementById('xws-import').addEventListener('click', () => {
    const text = document.getElementById('xws-text').value.trim();
    if (!text) return showInfo('Paste a squad builder\'s XWS export in Squad (XWS) first.');
    const r = importSquad(text, document.getElementById('add-ship-side').value);
    if (!r.error) document.getElementById('xws-text').value = '';
  });
}

/** Imports the `?xws=` link's squad once, then takes it out of the address (a reload does not import it again). */
export function importFromLink() {
  const link = squadFromLink();
  if (!link) return;
  importSquad(link.text, link.side);
  const url = new URL(location.href);
  url.searchParams.delete('xws');
  url.searchParams.delete('side');
  history.replaceState(null, '', url.href);
}
