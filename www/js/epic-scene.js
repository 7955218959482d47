// The Epic scene: a 6′ × 3′ table set up as an Epic Battles game, with a wing of six
// small ships, a CR90 carrying a docked ship, an allied player's ship, the Imperial side,
// two deployment areas and a scoring panel. This module holds the scene's data and its
// panel; epic-wing.js, epic-deploy.js and epic-score.js ask the engine the rules questions
// (moveWing, dockShip / deployShip, checkDeployment, scoreGame) and draw its answers.
// Each ship's Epic facts ride on the ship as `s.epic` (kept by undo and the link):
// `{ player, team, hull, shields, points, wing?, leader?, lostShields, damageCards, fate, split?, docked? }`.
import { state, changed, subscribe } from './state.js';
import { makeShip, makeObstacle, startingScene } from './scene.js';
import { infoOf } from './model.js';
import { addLayer } from './render.js';
import { frameRect } from './view.js';
import * as wing from './epic-wing.js';
import * as deploy from './epic-deploy.js';
import * as score from './epic-score.js';
import * as wingEvents from './epic-wing-events.js';
import * as wingForm from './epic-form.js';

const $ = (id) => document.getElementById(id);

/** The player the page plays: ships of another player of the same team are allied to it. */
export const VIEWER = 0;

/** The scene's module state (the rest lives on the ships). */
export const epic = {
  on: false,
  /** The scenario's deployment areas, one per team (the rules leave their shape to the scenario). */
  areas: [],
  /** The last wing preview `{ maneuver, value }` and the last deployment preview. */
  wingPreview: null,
  deployPreview: null,
  /** checkDeployment's answer for the ship being dragged: `{ shipId, value }`. */
  placement: null,
  /** scoreGame's answer for the table. */
  score: null,
  /** checkWingSplit's answer after the last wing move, and joinWing's last answer: `{ request, value, error }`. */
  wingSplit: null,
  join: null,
  /** placeWing's answer for the wing being formed: `{ request, value, error }`. */
  formPreview: null,
};

/** Players of the scenario: two Rebel players on team 0, one Imperial on team 1. */
export const PLAYERS = [
  { player: 0, team: 0, name: 'Rebel player 1' },
  { player: 1, team: 0, name: 'Rebel player 2' },
  { player: 2, team: 1, name: 'Imperial player' },
];

/**
 * Card values of the scenario's standard ships (the engine prints a huge ship's hull and
 * shields in shipInfo, but knows no standard ship's card): hull, shields and squad points
 * as a squad would list them. Scenario data, not rules.
 */
const CARDS = {
  xwing: { hull: 4, shields: 2, points: 45, skill: 2 },
  ywing: { hull: 6, shields: 2, points: 34, skill: 3 },
  bwing: { hull: 4, shields: 4, points: 48, skill: 2 },
  tie: { hull: 3, shields: 0, points: 26, skill: 1 },
  cr90: { points: 146 },
  raider: { points: 150, skill: 8, engagement: 0 },
};

/**
 * The pilots' initiative (and a Raider's engagement) for the round tracker, as the 2e
 * pilot cards print them (xwing-data2: Blue Squadron Escort 2, Gold Squadron Veteran 3,
 * Blue Squadron Pilot 2, Academy Pilot 1, Outer Rim Patrol 8 / engagement 0; the wing
 * leader is Garven Dreis, 4). A CR90's come from its card in the engine.
 */
const LEADER_SKILL = 4;

/** Wing positions in ascending wing ID order (Epic rules reference, "Wings"); the engine checks them. */
const POSITIONS = ['leftFlank', 'rightFlank', 'rearSupport', 'leftSupport', 'rightSupport'];

export function isEpicShip(s) {
  return !!s?.epic;
}

/** Whether `s` is allied to the viewing player: same team, another player (Epic rules reference, "Allied"). */
export function isAllied(s) {
  const me = PLAYERS[VIEWER];
  return !!s?.epic && s.epic.team === me.team && s.epic.player !== me.player;
}

/** Hull and shields: the engine's printed values where it has them, else the scenario's card. */
function healthFacts(s, card) {
  const stats = infoOf(s)?.stats;
  return { hull: stats?.hull ?? card.hull, shields: stats?.shields ?? card.shields ?? 0, points: card.points };
}

function epicShip(ship, side, pose, name, player, card, extra = {}) {
  const s = makeShip(ship, side, pose, name);
  if (Number.isFinite(card.skill)) s.skill = extra.wing === 'leader' ? LEADER_SKILL : card.skill;
  if (Number.isFinite(card.engagement)) s.engagement = card.engagement;
  const p = PLAYERS[player];
  s.epic = { player, team: p.team, ...healthFacts(s, card), lostShields: 0, damageCards: 0, fate: 'inPlay', ...extra };
  return s;
}

/**
 * The scenario's ships. Where they stand is chosen so that the wing can be blocked: the allied
 * B-wing stands 10 mm to the right of the wing's right-hand row, two straights ahead, and the
 * left flank flies 60 mm from the top edge (a 3 bank left takes it off the table).
 */
function scenarioShips() {
  const leader = epicShip('small', 'a', { x: 300, y: 130, heading: 90 }, 'Red Leader', 0, CARDS.xwing, { wing: 'leader' });
  // Wingmates start where placeWing puts them in formation (set in enter()).
  const mates = POSITIONS.map((position, i) => epicShip('small', 'a', { x: 240, y: 130, heading: 90 }, `Red ${i + 2}`, 0, CARDS.xwing, { wing: position, leader: leader.id }));
  const cr90 = epicShip('cr90', 'a', { x: 430, y: 640, heading: 90 }, 'CR90 Tantive', 0, CARDS.cr90);
  const docked = epicShip('small', 'a', { x: 0, y: 0, heading: 0 }, 'Gold 1 (Y-wing)', 0, CARDS.ywing);
  cr90.epic.docked = [docked];
  return [
    leader, ...mates, cr90,
    epicShip('small', 'a', { x: 470, y: 200, heading: 90 }, 'Blue 1 (ally)', 1, CARDS.bwing),
    epicShip('raider', 'b', { x: 1420, y: 330, heading: 270 }, 'Raider Relentless', 2, CARDS.raider),
    epicShip('small', 'b', { x: 1560, y: 160, heading: 270 }, 'Black 1', 2, CARDS.tie),
    epicShip('small', 'b', { x: 1560, y: 720, heading: 270 }, 'Black 2', 2, CARDS.tie),
  ];
}

/** Deployment areas of the scenario: a third of the table along each short edge. */
function scenarioAreas(W, H) {
  const d = Math.round(W / 3);
  return [
    { team: 0, name: 'Rebel deployment', points: [[0, 0], [d, 0], [d, H], [0, H]] },
    { team: 1, name: 'Imperial deployment', points: [[W - d, 0], [W, 0], [W, H], [W - d, H]] },
  ];
}

/** Sets the table up as the Epic scene: 2e, the Epic play area, the scenario's pieces, the wing in formation. */
export function enter() {
  state.edition = '2e';
  state.area = 'epic';
  state.aside = [];
  state.ships = scenarioShips();
  state.obstacles = [makeObstacle('asteroid', 900, 470, 20), makeObstacle('debris', 1000, 180, 60)];
  wing.formUp();
  wingForm.reset();
  state.selected = { kind: 'ship', id: state.ships[0].id };
  state.preview = null;
  state.range = { ...state.range, attackerId: null, defenderId: null, value: null, error: null };
  changed('scene');
  // The Rebel corner fills the view (the wing and the carrier); Fit table shows the whole table.
  if (frameRect(REBEL_CORNER, 0, { margin: 16, always: true })) changed('view');
}

/** The part of the table the scene opens on: the wing, the ally and the CR90 with room to fly, mm. */
const REBEL_CORNER = [100, 0, 720, 800];

/** The areas for the current play area. */
export function areaOfTeam(team) {
  return epic.areas.find((a) => a.team === team) ?? null;
}

/**
 * Turns the Epic panels on or off with the table: on whenever an Epic ship stands on the
 * Epic play area in 2nd edition (Epic is a 2nd-edition mode: the wing calls take no edition).
 */
function sync() {
  const on = state.ships.some(isEpicShip) && state.area === 'epic' && state.edition === '2e';
  if (on && !epic.areas.length) epic.areas = scenarioAreas(1829, 914);
  if (on !== epic.on) {
    epic.on = on;
    $('epic-panel').hidden = !on;
    $('epic-toggle').textContent = on ? 'Leave Epic scene' : 'Epic scene';
    $('epic-toggle').setAttribute('aria-pressed', String(on));
  }
  if (!on) {
    epic.wingPreview = null;
    epic.deployPreview = null;
    epic.placement = null;
    epic.wingSplit = null;
    epic.join = null;
    epic.formPreview = null;
  }
}

/** The panel's skeleton, added to the page beside the others (index.html stays shared). */
function buildPanel() {
  const toggle = Object.assign(document.createElement('button'), { id: 'epic-toggle', type: 'button', textContent: 'Epic scene' });
  toggle.title = 'Set the table up as an Epic Battles game: a wing, a carrier, deployment areas and scoring';
  toggle.setAttribute('aria-pressed', 'false');
  $('reset').before(toggle);
  const panel = document.createElement('section');
  panel.id = 'epic-panel';
  panel.hidden = true;
  panel.setAttribute('aria-labelledby', 'epic-title');
  panel.innerHTML = `
    <h2 id="epic-title">Epic</h2>
    <h3>Wing</h3>
    <p class="hint"><span class="for-mouse">Hover a maneuver to preview the wing, click to fly it.</span><span class="for-touch">Tap a maneuver to preview the wing, tap it again to fly it.</span></p>
    <div id="epic-wing-dial" role="group" aria-label="The wing leader's maneuvers"></div>
    <div id="epic-wing-out" class="outcome" aria-live="polite"></div>
    <div id="epic-wing-split" class="outcome" aria-live="polite"></div>
    <h3>Form a wing</h3>
    <p class="hint">Pick a leader and a wing position for each wingmate; the formation is placed behind the leader with the wing tool.</p>
    <div id="epic-form"></div>
    <div id="epic-form-out" class="outcome" aria-live="polite"></div>
    <h3>Wing ship: tokens and joining</h3>
    <div id="epic-wing-ship"></div>
    <div id="epic-join-out" class="outcome" aria-live="polite"></div>
    <h3>Docked ships</h3>
    <div id="epic-deploy"></div>
    <div id="epic-deploy-out" class="outcome" aria-live="polite"></div>
    <h3>Deployment</h3>
    <p id="epic-placement" class="outcome" aria-live="polite">Drag a ship: the table marks a placement outside its team's deployment area.</p>
    <h3>Health and score</h3>
    <div id="epic-damage" class="row"></div>
    <div id="epic-score"></div>`;
  document.querySelector('.panels').prepend(panel);
  toggle.addEventListener('click', () => {
    if (epic.on) {
      startingScene();
    } else {
      enter();
    }
  });
}

export function setup() {
  buildPanel();
  deploy.setup();
  score.setup();
  addLayer('under', (ctx) => epic.on && deploy.drawAreas(ctx));
  addLayer('over', (ctx) => {
    if (!epic.on) return;
    score.drawMarks(ctx);
    deploy.drawOverlay(ctx);
    wing.drawOverlay(ctx);
    wingForm.drawOverlay(ctx);
  });
  subscribe((topic) => {
    if (topic === 'scene') sync();
    if (!epic.on) return;
    if (topic === 'round') wingEvents.refresh();
    if (topic === 'scene' || topic === 'selection') {
      wing.refresh();
      wingEvents.refresh();
      wingForm.refresh();
      deploy.refresh();
      score.refresh();
    }
    if (topic === 'scene' || topic === 'pose' || topic === 'selection') deploy.checkPlacement();
    if (topic === 'pose') {
      epic.wingPreview = null;
      epic.deployPreview = null;
      epic.formPreview = null;
    }
  });
  sync();
}
