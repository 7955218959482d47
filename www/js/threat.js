// The threat map: sample the play area on a grid, ask the engine (one batch call) at
// which range band the selected huge ship can fire at a small ship placed at each point,
// and keep the grid for drawing. The engine is asked in a worker (threat-worker.js), so a
// drag never waits for it, and the worker draws the map on its own layer under the table
// (threat-layer.js), so the page's frames do not pay for it; where no worker can run, the
// page measures here, a few rows per frame, and draws the map itself.
import * as api from './api.js';
import { state, playArea, selectedShip, changed } from './state.js';
import { baseOf, arcsFor, infoOf } from './model.js';
import { measureRows } from './threat-grid.js';
import { showError } from './messages.js';
import { handOver, syncLayer } from './threat-layer.js';

/** Grid spacing, mm: fine enough to read arcs and band edges once the ship stands still. */
export const THREAT_STEP = 5;
/** Coarser spacing while the ship is being dragged: a quarter of the points, so the map follows the pointer. */
export const THREAT_DRAG_STEP = 20;

/** Whether the threat map can be drawn for the current selection. */
export function threatSubject() {
  const s = selectedShip();
  return s && baseOf(s).huge ? s : null;
}

let lastKey = null;
/** Bumped by every new computation; a chunked one still running for an older key stops. */
let generation = 0;
/** Rows of the fine grid computed per animation frame, so no frame waits long for the engine. */
const FINE_ROWS_PER_FRAME = 24;

/** A primary weapon's range when no card prints one: range 1–3 (both editions' core rules). */
const PRIMARY_RANGE = [1, 3];

/**
 * The range the primary weapon fires at: 1e cards print it (CR90 fore 3–5, Raider fore
 * 2–4); otherwise 1–3. Range 4–5 (and 2e range 0) are shaded faintly: the huge ruler
 * reaches them, but only weapons that say so fire there.
 */
function weaponRange(s) {
  const cards = infoOf(s)?.stats?.cards;
  const armed = cards?.filter((c) => c.attackRange);
  if (!armed?.length) return PRIMARY_RANGE;
  return [Math.min(...armed.map((c) => c.attackRange[0])), Math.max(...armed.map((c) => c.attackRange[1]))];
}

/**
 * What the threat map costs the page's thread, for the tests: `jobs` asked for, `sent` to the
 * worker, `answers` from it (`superseded`: stopped for a newer one), `pageCalls`, the
 * measureRangeBatch calls made here (no worker), and `shown`, the answers the worker drew on
 * its layer (the page drew none of them).
 */
export const threatStats = { jobs: 0, sent: 0, answers: 0, superseded: 0, pageCalls: 0, shown: 0 };

let worker = null;
/** Whether the worker draws the map on the layer it was handed (threat-layer.js), and has drawn it once. */
let layered = false;
let layerReady = false;
/** Set when the worker cannot run (no module workers, no engine in it): the page measures itself. */
let workerFailed = false;
/** The latest job asked for `{ id, job, done }`, not answered yet; older ones are dropped. */
let pending = null;
/** The job the worker is on `{ id, chunked }`: one at a time, so that it never falls behind a drag. */
let inFlight = null;

function send() {
  inFlight = { id: pending.id, chunked: pending.job.chunkRows < pending.job.rows };
  threatStats.sent += 1;
  worker.postMessage({ id: pending.id, ...pending.job });
}

function startWorker() {
  if (worker || workerFailed) return !workerFailed;
  try {
    worker = new Worker(new URL('./threat-worker.js', import.meta.url), { type: 'module', name: 'threat map' });
  } catch {
    workerFailed = true;
    return false;
  }
  const fail = () => {
    workerFailed = true;
    worker.terminate();
    if (pending) updateThreat({ force: true });
  };
  worker.addEventListener('error', fail);
  layered = handOver(worker);
  worker.addEventListener('message', (e) => {
    if (e.data.fatal) return fail();
    if (e.data.layerDrawn) {
      layerReady = true; // from now on the layer, not the page, draws the table's background
      changed('threat');
      return;
    }
    threatStats.answers += 1;
    if (layered && !e.data.shown && !e.data.error && !e.data.superseded) layered = false; // the worker cannot draw: the page will
    if (e.data.shown) threatStats.shown += 1;
    if (e.data.superseded) threatStats.superseded += 1;
    if (inFlight?.id === e.data.id) inFlight = null;
    if (pending && e.data.id === pending.id && !e.data.superseded) {
      const { done } = pending;
      pending = null;
      done(e.data);
    } else if (pending && !inFlight) {
      send(); // the newest position, now that the worker is free
    }
  });
  return true;
}

/** Whether the worker's layer is on show (and the page draws neither the map nor the table's background). */
export function threatLayerShown() {
  return state.threat.on && layered && layerReady && !workerFailed;
}

/** Gives the worker the table's view while the map is on, and shows the layer once drawn (render.js, every frame). */
export function syncThreatLayer(table, view) {
  if (worker) syncLayer(worker, state.threat.on && layered && !workerFailed, threatLayerShown(), table, view, playArea());
}

/** Takes the map off the worker's layer. */
function clearLayer() {
  if (worker && layered && !workerFailed) worker.postMessage({ clear: true });
}

/**
 * Asks the worker for `job`; `done(answer)` runs if no newer job was asked for meanwhile. While
 * the worker is on a one-piece (coarse) job the newest job waits for it; a chunked (fine) job is
 * dropped by the worker between chunks when a newer one comes.
 */
function postJob(job, done) {
  threatStats.jobs += 1;
  pending = { id: threatStats.jobs, job, done };
  if (!inFlight || inFlight.chunked) send();
}

/** Rows of the page-thread path: the engine's calls counted, its error returned. */
function measureHere(s, grid, r0, r1, bands) {
  try {
    measureRows((request) => {
      threatStats.pageCalls += 1;
      const r = api.measureRangeBatch(request);
      if (r.error) throw r.error;
      return r.value;
    }, { edition: state.edition, attacker: api.engineShip(s), arcs: grid.arcs, cols: grid.cols, step: grid.step }, r0, r1, bands);
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Recomputes the map for the selected huge ship. Coarse (20 mm, while moving): at once.
 * Fine (5 mm, once still): a few rows per animation frame, the coarse map staying on
 * the table until the fine one is complete. `force` (toggle, new scene) does both.
 */
export function updateThreat({ force = false, coarse = false } = {}) {
  const t = state.threat;
  const s = threatSubject();
  if (!t.on || !s || !api.has('measureRangeBatch')) {
    generation += 1;
    pending = null;
    if (t.grid || t.error) clearLayer();
    if (t.grid || t.error) Object.assign(t, { grid: null, error: null });
    lastKey = null;
    return;
  }
  const step = coarse || force ? THREAT_DRAG_STEP : THREAT_STEP;
  const key = JSON.stringify([state.edition, state.area, s.id, s.ship, s.pose, step]);
  if (!force && key === lastKey) return;
  lastKey = key;
  const gen = ++generation;
  const { width: W, height: H } = playArea();
  const [lo, hi] = weaponRange(s);
  const { primary } = arcsFor(s);
  // `pose`: where the ship stood, so that a reader can tell a map of an older position.
  const grid = { cols: Math.ceil(W / step), rows: Math.ceil(H / step), step, x0: step / 2, y0: step / 2, lo, hi, arcs: primary, pose: { ...s.pose } };
  const chunk = step === THREAT_STEP ? FINE_ROWS_PER_FRAME : grid.rows;
  const finish = (bands, ms, error, shown = false) => {
    if (error) Object.assign(t, { grid: null, error });
    else Object.assign(t, { grid: { ...grid, bands, shown }, error: null, ms });
    // A drag's coarse maps are on the worker's layer: the page has nothing to redraw or reword.
    if (error || !shown || step === THREAT_STEP) changed('threat');
    if (force && !error) updateThreat(); // the fine map follows the first, coarse one
  };
  if (startWorker()) {
    // The bands come back for the fine map (the legend, the tests) or when the page draws the map itself.
    const sendBands = step === THREAT_STEP || !layered;
    postJob({ edition: state.edition, attacker: api.engineShip(s), arcs: primary, cols: grid.cols, rows: grid.rows, step, chunkRows: chunk, lo, hi, sendBands }, (a) => {
      if (gen !== generation) return;
      if (a.error) {
        const error = Object.assign(new Error(a.error.message), a.error);
        showError(error, 'threat');
        finish(null, 0, error);
      } else {
        finish(a.bands ?? null, a.ms, null, Boolean(a.shown));
      }
    });
    return;
  }
  const bands = new Float64Array(grid.cols * grid.rows).fill(NaN);
  let row = 0;
  let spent = 0;
  const work = () => {
    if (gen !== generation) return; // superseded by a newer position
    const t0 = performance.now();
    const next = Math.min(grid.rows, row + chunk);
    const error = measureHere(s, grid, row, next, bands);
    spent += performance.now() - t0;
    if (error) return finish(null, 0, error);
    row = next;
    if (row < grid.rows) {
      requestAnimationFrame(work);
      return;
    }
    finish(bands, spent);
  };
  work();
}
