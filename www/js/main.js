// Entry point: loads the engine, builds the panels and the starting scene, and routes
// every state change to what must refresh. Rendering happens on demand (render.js).
import * as api from './api.js';
import { state, subscribe, changed, playArea } from './state.js';
import { startingScene } from './scene.js';
import * as history from './history.js';
import * as ruler from './ruler.js';
import * as render from './render.js';
import * as interaction from './interaction.js';
import * as controls from './controls.js';
import * as dial from './dial.js';
import * as range from './range.js';
import * as attack from './attack.js';
import * as messages from './messages.js';
import { updateThreat, threatSubject, threatStats } from './threat.js';
import { toScreen, view, camera } from './view.js';
import { panel, setOutcome } from './move-panel.js';
import { syncChoice, choiceAt } from './execute.js';
import { choiceMarks } from './choice-marks.js';
import * as epicScene from './epic-scene.js';
import * as roundPanel from './round-panel.js';
import * as roundTracker from './round-tracker.js';
import { stateOf } from './round.js';
import { drawTurrets } from './turrets.js';
import { pieceName } from './describe.js';
import { checkDrop, drawDrop } from './drop-check.js';
import { registerOffline } from './offline.js';
import * as toolbar from './toolbar.js';
import { setupSquadImport, importFromLink } from './squad.js';

const canvas = document.getElementById('table');

let threatQueued = false;
let threatTimer = 0;
/** Quiet time before the fine threat map replaces the coarse one, ms (wheel turns and key presses come in bursts). */
const THREAT_SETTLE_MS = 120;

/** After a move ends: the fine threat map once things have been still for a moment. */
function settleThreat() {
  clearTimeout(threatTimer);
  threatTimer = setTimeout(() => updateThreat(), THREAT_SETTLE_MS);
}

/** While a piece moves: a coarse threat map once per frame at most (the fine one on release). */
function queueThreat() {
  if (threatQueued) return;
  threatQueued = true;
  requestAnimationFrame(() => {
    threatQueued = false;
    updateThreat({ coarse: true });
  });
}

/** Whether a pointer is down on the table (a drag may be moving a piece). */
let pointerHeld = false;
let measureQueued = false;

/**
 * While a piece is dragged: the Range panel's measurement once per frame at most, however
 * many pointer moves the frame brings (each is a synchronous engine call), and the attack's
 * odds once the piece is put down. Asked before the frame's drawing (main.js routes a move
 * before render.requestDraw), so the frame draws the new measurement.
 */
function measureSoon() {
  if (measureQueued) return;
  measureQueued = true;
  requestAnimationFrame(() => {
    measureQueued = false;
    range.measure();
  });
}

function watchPointer() {
  canvas.addEventListener('pointerdown', () => {
    pointerHeld = true;
  });
  for (const type of ['pointerup', 'pointercancel']) addEventListener(type, () => {
    pointerHeld = false;
    attack.releaseOdds();
  });
  attack.setOddsHold(() => pointerHeld);
}

/** The play area's height / width, for the phone layout's table height (style.css). */
function syncAspect() {
  const { width, height } = playArea();
  document.documentElement.style.setProperty('--table-aspect', String(height / width));
}

function route(topic) {
  switch (topic) {
    case 'scene':
      syncAspect();
      ruler.remeasure();
      controls.refreshSelection();
      dial.refreshDial();
      range.refreshRange();
      range.measure();
      attack.suggestDice();
      attack.refreshAttack();
      updateThreat({ force: true });
      break;
    case 'selection':
      state.preview = null;
      controls.refreshSelection();
      dial.refreshDial();
      if (state.threat.on) updateThreat({ force: true });
      break;
    case 'pose':
      ruler.remeasure();
      if (panel.pending) {
        panel.pending = null;
        setOutcome(['Maneuver cancelled: a piece moved before the choice was made.']);
      }
      state.preview = null;
      controls.refreshPose();
      if (pointerHeld) measureSoon();
      else range.measure();
      if (state.threat.on) queueThreat();
      break;
    case 'poseEnd':
      controls.refreshSelection();
      checkDrop();
      if (state.threat.on) settleThreat();
      break;
    case 'threat-toggle':
      if (state.threat.on && !threatSubject()) messages.showInfo('Threat map: select a huge ship; the map shows where it can fire at a small ship.');
      if (state.threat.on && !api.has('measureRangeBatch')) messages.showInfo('Threat map: measureRangeBatch is not available in this build of the engine yet.');
      updateThreat({ force: true });
      legend();
      break;
    case 'threat':
      legend();
      break;
    case 'roles':
      attack.suggestDice();
      attack.scheduleOdds();
      break;
    case 'pointer':
      controls.refreshStatus();
      return;
    case 'round':
      roundTracker.refreshTracker();
      roundPanel.refreshShipState();
      attack.scheduleOdds(); // tokens and states change the odds
      break;
    case 'turrets':
      range.refreshRange();
      range.measure();
      return;
    case 'band':
      render.requestDraw();
      return;
    default:
      break;
  }
  if (['scene', 'selection', 'poseEnd', 'attack'].includes(topic)) {
    roundTracker.refreshTracker();
    roundPanel.refreshShipState();
  }
  controls.refreshStatus();
  dial.syncConfirm();
  syncChoice();
  render.requestDraw();
}

/** The threat map's legend and a line on what it shows (or why it shows nothing). */
function legend() {
  const t = state.threat;
  const el = document.getElementById('threat-legend');
  el.hidden = !t.on;
  const s = threatSubject();
  const note = !s ? 'select a huge ship' : t.error ? 'the engine refused (see Messages)' : !t.grid ? '' : !t.grid.arcs.length ? `${s.name} has no primary arc` :
    `${s.name}, ${t.grid.arcs.join(' + ')} arc vs a small ship · ${t.grid.cols * t.grid.rows} points in ${t.ms.toFixed(0)} ms · faint: outside its primary range ${t.grid.lo}–${t.grid.hi}`;
  document.getElementById('threat-note').textContent = note ? `· ${note}` : '';
}

function onTableKey(e) {
  if (e.key === 'a' || e.key === 'A') range.setSelectedAs('attackerId');
  else if (e.key === 'd' || e.key === 'D') range.setSelectedAs('defenderId');
  else return;
  e.preventDefault();
}

/** Undo / redo buttons and keys (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y), and the share link. */
function setupHistoryControls() {
  const undo = document.getElementById('undo');
  const redo = document.getElementById('redo');
  const sync = () => {
    undo.disabled = !history.canUndo();
    redo.disabled = !history.canRedo();
  };
  subscribe((topic) => topic === 'history' && sync());
  sync();
  undo.addEventListener('click', () => history.undo());
  redo.addEventListener('click', () => history.redo());
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    // Text fields keep their own undo.
    if (e.target.matches?.('input:not([type="checkbox"]), textarea, select')) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) history.undo();
    else if ((key === 'z' && e.shiftKey) || key === 'y') history.redo();
    else return;
    e.preventDefault();
  });
  document.getElementById('share').addEventListener('click', async () => {
    const url = history.shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      messages.showInfo('Link to this table copied: opening it shows the same pieces in the same places.');
    } catch {
      messages.showInfo(`Link to this table (copy it): ${url}`);
    }
  });
}

async function start() {
  messages.setup();
  api.onEngineError((error, call) => messages.showError(error, call));
  api.onPieceNames(pieceName);
  try {
    await api.load();
  } catch (error) {
    const lines = [`Why: ${error.message}.`, `What to do: ${error.hint ?? 'reload the page; the browser console says which file failed.'}`];
    if (window.xwingShowLoadFailure) window.xwingShowLoadFailure('The rules engine could not be loaded.', lines);
    else document.getElementById('status').textContent = `The rules engine could not be loaded: ${error.message}`;
    messages.showError(error, 'init');
    return;
  }
  document.getElementById('loading').hidden = true;
  controls.setup();
  toolbar.setup();
  dial.setup();
  range.setup();
  attack.setup();
  watchPointer();
  epicScene.setup();
  roundPanel.setup();
  roundTracker.setup();
  render.setup(canvas);
  render.addLayer('under', drawTurrets);
  render.addLayer('over', drawDrop);
  interaction.install(canvas);
  interaction.hooks.choiceAt = choiceAt;
  canvas.addEventListener('keydown', onTableKey);
  document.getElementById('zoom-in').addEventListener('click', () => interaction.zoomCentre(interaction.ZOOM_STEP));
  document.getElementById('zoom-out').addEventListener('click', () => interaction.zoomCentre(1 / interaction.ZOOM_STEP));
  document.getElementById('fit').addEventListener('click', () => interaction.fitView());
  document.getElementById('ruler').addEventListener('click', () => ruler.setRuler(!state.ruler.on));
  subscribe(route);
  subscribe((topic) => topic === 'range' && attack.refreshAttack());
  const saved = history.restoreSaved();
  if (saved.error) messages.showInfo(`Starting afresh: ${saved.error}.`);
  if (saved.source) {
    controls.syncToolbar();
    changed('scene');
    messages.showInfo(saved.source === 'link' ? 'Table opened from the link.' : 'Your last table is back (kept in this browser).');
  } else {
    startingScene();
  }
  history.setup(() => {
    controls.syncToolbar();
    panel.pending = null;
  });
  setupHistoryControls();
  setupSquadImport();
  importFromLink();
  const missing = ['shipInfo', 'placeMove', 'measureRange', 'measureRangeBatch', 'resolveAttack'].filter((n) => !api.has(n));
  if (missing.length) messages.showInfo(`Not available in this build of the engine yet: ${missing.join(', ')}.`);
  controls.refreshStatus();
  document.body.dataset.ready = 'true';
  registerOffline();
}

/** A read-only window on the page for the end-to-end tests (positions, frame counts). */
window.xwingPage = { state, stats: render.stats, threatStats, view, camera, toScreen, pick: interaction.pick, choiceMarks, has: api.has, changed, api, epic: epicScene.epic,
  roundBand: () => roundPanel.band, roundStateOf: (id) => stateOf(state.ships.find((s) => s.id === id)) };

start();
