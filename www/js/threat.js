// The threat map: sample the play area on a grid, ask the engine (one batch call) at
// which range band the selected huge ship can fire at a small ship placed at each point,
// and keep the grid for drawing. Recomputed when the ship stops moving, not per frame.
import * as api from './api.js';
import { state, playArea, selectedShip, changed } from './state.js';
import { baseOf, arcsFor, infoOf } from './model.js';

/** Grid spacing, mm: fine enough to read arcs and band edges once the ship stands still. */
export const THREAT_STEP = 5;
/** Coarser spacing while the ship is being dragged: a quarter of the points, so the map follows the pointer. */
export const THREAT_DRAG_STEP = 20;

/** RGBA of a cell by range band (null: out of arc or reach, transparent); faint outside the weapon's range. */
export function bandColour(band, lo = 0, hi = 5) {
  const c = fullColour(band);
  return band != null && (band < lo || band > hi) ? [c[0], c[1], c[2], 40] : c;
}

function fullColour(band) {
  switch (band) {
    case 0:
    case 1:
      return [255, 60, 60, 200];
    case 2:
      return [255, 150, 40, 180];
    case 3:
      return [240, 220, 60, 160];
    case 4:
      return [90, 200, 120, 140];
    case 5:
      return [70, 150, 230, 130];
    default:
      return [0, 0, 0, 0];
  }
}

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

/** Sample points of rows [r0, r1): cell centres, x, y pairs. */
function gridPoints(cols, r0, r1, step) {
  const points = new Float64Array(cols * (r1 - r0) * 2);
  for (let j = r0; j < r1; j++) {
    for (let i = 0; i < cols; i++) {
      const k = ((j - r0) * cols + i) * 2;
      points[k] = (i + 0.5) * step;
      points[k + 1] = (j + 0.5) * step;
    }
  }
  return points;
}

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
 * Bands of rows [r0, r1) into `bands`: one measureRangeBatch call per primary arc,
 * keeping the nearest band at each point. Returns the engine error, if any.
 */
function measureRows(s, arcs, grid, r0, r1, bands) {
  const points = gridPoints(grid.cols, r0, r1, grid.step);
  for (const arc of arcs) {
    const r = api.measureRangeBatch({ edition: state.edition, attacker: api.engineShip(s), defenderShip: 'small', heading: 0, points, arc, output: 'range',
      // The whole huge ruler, so that bands beyond the weapon can be shaded faintly (the default ruler follows the weapon).
      ruler: 'huge' });
    if (r.error) return r.error;
    const base = r0 * grid.cols;
    r.value.forEach((b, i) => {
      if (Number.isFinite(b) && (bands[base + i] == null || b < bands[base + i])) bands[base + i] = b;
    });
  }
  return null;
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
  const grid = { cols: Math.ceil(W / step), rows: Math.ceil(H / step), step, x0: step / 2, y0: step / 2, lo, hi, arcs: primary };
  const bands = new Array(grid.cols * grid.rows).fill(null);
  const chunk = step === THREAT_STEP ? FINE_ROWS_PER_FRAME : grid.rows;
  let row = 0;
  let spent = 0;
  const work = () => {
    if (gen !== generation) return; // superseded by a newer position
    const t0 = performance.now();
    const next = Math.min(grid.rows, row + chunk);
    const error = measureRows(s, primary, grid, row, next, bands);
    spent += performance.now() - t0;
    if (error) {
      Object.assign(t, { grid: null, error });
      changed('threat');
      return;
    }
    row = next;
    if (row < grid.rows) {
      requestAnimationFrame(work);
      return;
    }
    Object.assign(t, { grid: { ...grid, bands }, error: null, ms: spent });
    changed('threat');
    if (force) updateThreat(); // the fine map follows the first, coarse one
  };
  work();
}
