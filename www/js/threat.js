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

/** The grid's sample points: cell centres, x, y pairs. */
function gridPoints(cols, rows, step) {
  const points = new Float64Array(cols * rows * 2);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = (j * cols + i) * 2;
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
 * Recomputes the grid for the selected huge ship: one measureRangeBatch call per
 * primary arc (band output), keeping the nearest band at each point. Bands outside
 * the printed weapon range (1e) are kept but marked, and drawn faintly.
 */
export function updateThreat({ force = false, coarse = false } = {}) {
  const t = state.threat;
  const s = threatSubject();
  if (!t.on || !s || !api.has('measureRangeBatch')) {
    if (t.grid || t.error) Object.assign(t, { grid: null, error: null });
    lastKey = null;
    return;
  }
  const step = coarse ? THREAT_DRAG_STEP : THREAT_STEP;
  const key = JSON.stringify([state.edition, state.area, s.id, s.ship, s.pose, step]);
  if (!force && key === lastKey) return;
  lastKey = key;
  const { width: W, height: H } = playArea();
  const cols = Math.ceil(W / step);
  const rows = Math.ceil(H / step);
  const points = gridPoints(cols, rows, step);
  const { primary } = arcsFor(s);
  const t0 = performance.now();
  const bands = new Array(cols * rows).fill(null);
  for (const arc of primary) {
    const r = api.measureRangeBatch({ edition: state.edition, attacker: api.engineShip(s), defenderShip: 'small', heading: 0, points, arc, output: 'range' });
    if (r.error) {
      Object.assign(t, { grid: null, error: r.error });
      changed('threat');
      return;
    }
    r.value.forEach((b, i) => {
      if (Number.isFinite(b) && (bands[i] == null || b < bands[i])) bands[i] = b;
    });
  }
  t.ms = performance.now() - t0;
  const [lo, hi] = weaponRange(s);
  Object.assign(t, { grid: { cols, rows, step, x0: step / 2, y0: step / 2, bands, lo, hi, arcs: primary }, error: null });
  changed('threat');
}
