// Importing a squad as a squad builder exports it (XWS), pasted or from a `?xws=` link:
// the engine checks it (checkSquad: its problems are shown in a player's words, and the
// squad is imported anyway, as on a table) and turns it into ships (squadShips); the page
// places them in their side's deployment area, each where checkOverlap finds it touching
// nothing already on the table.
import { state, changed, playArea } from './state.js';
import { showInfo, showWarning } from './messages.js';
import { cardPiece } from './add-card.js';
import { makeShip, SIDES, uniqueName } from './scene.js';
import { setEdition, syncToolbar } from './controls.js';
import { round } from './round.js';
import { footprintOf } from './model.js';
import { bounds } from './geometry.js';
import { pilotsOfShipId, withPilot, givenId, nearestNames, orList } from './squad-resolve.js';
import { pilotLabels } from './add-card.js';
import * as api from './api.js';

/** Factions whose squads stand on the Imperial side (`b`) when no side is given; the others are Rebel (`a`). */
const IMPERIAL_FACTIONS = new Set(['galacticempire', 'firstorder', 'separatistalliance', 'scumandvillainy', 'imperial', 'scum']);

/** Spacing of the spots tried in a deployment area, mm (a placement choice of the page, not a rule). */
const STEP = 20;
/**
 * Room kept between an imported ship's base and the next one's, mm, where the area allows,
 * so that the name drawn under each base does not run into the next ship (a drawing choice).
 */
const LABEL_ROOM = 30;

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

/** Whether a ship at `pose` keeps LABEL_ROOM from every ship on the table (bounding boxes). */
function roomy(ship, pose) {
  const [a0, b0, a1, b1] = bounds(footprintOf({ ship, pose }).flatMap((f) => f.points));
  return state.ships.every((s) => {
    const [c0, d0, c1, d1] = bounds(footprintOf(s).flatMap((f) => f.points));
    return a1 + LABEL_ROOM <= c0 || c1 + LABEL_ROOM <= a0 || b1 + LABEL_ROOM <= d0 || d1 + LABEL_ROOM <= b0;
  });
}

/**
 * The first spot from the side's edge inwards where `ship` lies wholly in the area and
 * touches nothing: first with room for the names between the ships, else any.
 */
function placeIn(ship, side) {
  return placeWith(ship, side, roomy) ?? placeWith(ship, side, () => true);
}

function placeWith(ship, side, spaced) {
  const area = deploymentArea(side);
  const { height: H } = playArea();
  const heading = side === 'a' ? 90 : 270;
  const table = { ships: state.ships.map(api.engineShip), obstacles: state.obstacles.map(api.engineObstacle) };
  const xs = [];
  for (let i = 0; area.x0 + i * STEP <= area.x1; i++) xs.push(side === 'a' ? area.x0 + i * STEP : area.x1 - i * STEP);
  for (const x of xs) {
    for (let y = STEP; y <= H - STEP; y += STEP) {
      const pose = { x, y, heading };
      if (!spaced(ship, pose)) continue;
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

/** Reads XWS text (or takes an object): `{ xws }` or `{ error }` said in Messages. */
function readXws(input) {
  if (typeof input !== 'string') return { xws: input };
  try {
    return { xws: JSON.parse(input) };
  } catch (e) {
    showInfo(`The squad could not be read: it is not XWS (JSON) text (${e.message}).`);
    return { error: 'not JSON' };
  }
}

/**
 * The squad's entries whose pilot id is a ship's id, settled: the one pilot the data has
 * for that ship (in the squad's faction) taken, `asks` listing the entries with several.
 */
function settleShipIds(edition, xws, problems) {
  const pilots = [...xws.pilots];
  const settled = [];
  const asks = [];
  for (const q of problems.filter((x) => x.rule === 'unknownPilot' && Number.isInteger(x.pilot))) {
    const choices = pilotsOfShipId(edition, xws.faction, pilots[q.pilot]);
    if (choices.length === 1) {
      pilots[q.pilot] = withPilot(edition, pilots[q.pilot], choices[0]);
      settled.push(`${choices[0].shipName} given as a pilot: flown by its pilot ${choices[0].name}`);
    } else if (choices.length > 1) {
      asks.push({ index: q.pilot, choices });
    }
  }
  return { xws: { ...xws, pilots }, settled, asks };
}

/** Takes every piece off the table (Import squad's "Replace the table"); a round in progress ends. */
function clearTable() {
  state.ships = [];
  state.obstacles = [];
  state.aside = [];
  state.selected = null;
  state.preview = null;
  state.range = { ...state.range, attackerId: null, defenderId: null, value: null, error: null };
  Object.assign(round, { phase: null, order: null, list: [], index: 0, notes: [], endOfEndPhase: false });
  changed('round');
}

/**
 * Imports an XWS squad (an object, or JSON text) for `side` ('a', 'b', or by its faction),
 * added to the table or replacing it (`into`: 'add' or 'replace'). Switches the page to the
 * squad's edition. A pilot id that is a ship's id is flown by that ship's pilot, or the
 * player is asked which (`ask(asks, resume)`, by default the box over the table); an id
 * that is neither is left out and named with the nearest known pilots. Answers
 * `{ ships, problems, legal, left }`, `{ asking }` or `{ error }`.
 */
export function importSquad(input, side, { into = 'add', ask = askPilots, before = [] } = {}) {
  const read = readXws(input);
  if (read.error) return read;
  const edition = xwsEdition(read.xws);
  const mode = state.area === 'epic' ? 'epic' : 'standard';
  if (!Array.isArray(read.xws?.pilots)) {
    const r = api.checkSquad({ edition, mode, xws: read.xws });
    return { error: r.error?.message ?? 'no pilots' };
  }
  const first = api.checkSquad({ edition, mode, xws: read.xws }, { report: false });
  const settled = first.error ? { xws: read.xws, settled: [], asks: [] } : settleShipIds(edition, read.xws, first.value.problems);
  if (settled.asks.length) {
    ask(settled.asks, edition, (chosen) => {
      const pilots = [...settled.xws.pilots];
      for (const [index, choice] of chosen) pilots[index] = withPilot(edition, pilots[index], choice);
      importSquad({ ...settled.xws, pilots }, side, { into, ask, before: settled.settled });
    });
    return { asking: settled.asks.map((a) => a.index) };
  }
  return place(settled.xws, edition, mode, side, into, [...before, ...settled.settled]);
}

/** Places a squad whose ship ids are settled (importSquad). */
function place(xws, edition, mode, side, into, settled) {
  // The engine reads the squad before the table changes: a squad it refuses leaves the table as it was.
  const check = api.checkSquad({ edition, mode, xws });
  if (check.error) return { error: check.error.message };
  const made = api.squadShips({ edition, xws });
  if (made.error) return { error: made.error.message };
  if (edition !== state.edition) {
    setEdition(edition);
    syncToolbar();
  }
  if (into === 'replace') clearTable();
  const at = sideOfSquad(xws, side);
  // An entry whose pilot the data lacks is left out: a piece no rule can read could not play a round.
  const unknown = new Map(check.value.problems.filter((q) => q.rule === 'unknownPilot').map((q) => [q.pilot, q]));
  const ships = [];
  const unplaced = [];
  const left = [];
  const byEntry = new Map();
  for (const sq of made.value.ships) {
    if (sq.entries.every((i) => unknown.has(i))) {
      for (const i of sq.entries) left.push(unknownWords(edition, xws.pilots[i], unknown.get(i)));
      continue;
    }
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
    s.name = uniqueName(s.name);
    state.ships.push(s);
    ships.push(s);
  }
  const names = ships.map((s) => s.name).join(', ');
  showInfo(`Squad imported for the ${SIDES[at]} side (${edition === '2e' ? '2nd' : '1st'} edition, ${check.value.points} points): ${names || 'no ship'}.`);
  for (const line of settled) showInfo(`${line}.`);
  const problems = check.value.problems.filter((q) => q.rule !== 'unknownPilot');
  if (!check.value.legal && problems.length) {
    const words = (p) => `${p.pilot != null && byEntry.has(p.pilot) ? `${byEntry.get(p.pilot)}: ` : ''}${p.message}`;
    showWarning(`The squad is not legal in ${mode} play (imported anyway): ${problems.map(words).join(' · ')}`);
  }
  if (left.length) showWarning(`Not imported: ${left.join(' · ')}`);
  if (unplaced.length) showInfo(`No room left in the ${SIDES[at]} deployment area for ${unplaced.join(', ')}: not placed.`);
  if (ships.length) state.selected = { kind: 'ship', id: ships[0].id };
  changed('scene');
  return { ships: ships.map((s) => s.id), problems: check.value.problems, legal: check.value.legal, left };
}

/** An unknown pilot in a player's words: the id as given, and the nearest known pilots by name. */
function unknownWords(edition, p, problem) {
  const given = givenId(edition, p);
  const near = nearestNames(edition, problem?.message);
  const what = `"${given}" is no ${edition === '2e' ? '2nd' : '1st'}-edition pilot${edition === '1e' && p?.ship ? ` of the ${p.ship}` : ''}`;
  return `${what}${near.length ? `: did you mean ${orList(near)}?` : ' (check its spelling in the squad builder)'}`;
}

/**
 * Asks which pilot flies each entry given by its ship's id: a box over the table, a list
 * per entry (the pilots told apart as in Add ship), Import and Cancel.
 */
function askPilots(asks, edition, resume) {
  const box = document.getElementById('import-ask');
  const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
  const rows = asks.map((a, n) => {
    const ship = { xws: a.choices[0].ship, pilots: a.choices.map((c) => c.pilot) };
    const labels = pilotLabels(edition, a.choices[0].faction, ship);
    const sel = el('select', { id: `import-ask-${n}` });
    sel.append(...a.choices.map((c, i) => new Option(labels[i], String(i))));
    const label = el('label', { textContent: `Entry ${a.index + 1} names the ${a.choices[0].shipName}, not a pilot: which pilot flies it? ` });
    label.append(sel);
    return { a, sel, label };
  });
  const go = el('button', { type: 'button', className: 'primary', textContent: 'Import with these pilots' });
  const no = el('button', { type: 'button', textContent: 'Cancel' });
  const close = () => {
    box.replaceChildren();
    box.hidden = true;
  };
  go.addEventListener('click', () => {
    const chosen = rows.map(({ a, sel }) => [a.index, a.choices[Number(sel.value)]]);
    close();
    resume(chosen);
  });
  no.addEventListener('click', () => {
    close();
    showInfo('Import cancelled: no pilot chosen.');
  });
  const actions = el('div', { className: 'row' });
  actions.append(go, no);
  box.replaceChildren(el('p', { className: 'title', textContent: 'Which pilot?' }), ...rows.map((r) => r.label), actions);
  box.hidden = false;
  rows[0]?.sel.focus({ preventScroll: true });
}

/** The `?xws=` link's squad (URL-encoded JSON) and `side`, or null. */
export function squadFromLink(search = location.search) {
  const params = new URLSearchParams(search);
  const text = params.get('xws');
  return text ? { text, side: params.get('side') } : null;
}

/** Wires the toolbar's Import squad button: the squad's side is its faction's; *Into* adds it or replaces the table. */
export function setupSquadImport() {
  document.getElementById('xws-import').addEventListener('click', () => {
    const text = document.getElementById('xws-text').value.trim();
    if (!text) return showInfo('Paste a squad builder\'s XWS export in Squad (XWS) first.');
    const r = importSquad(text, null, { into: document.getElementById('xws-into').value });
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
