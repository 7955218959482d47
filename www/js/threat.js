// The threat map: sample the play area on a grid, ask the engine (one batch call) at
// which range band the selected huge ship can fire at a small ship placed at each point,
// and keep the grid for drawing. Recomputed when the ship stops moving, not per frame.
import * as api from './api.js';
import { state, playArea, selectedShip, changed } from './state.js';
import { baseOf } from './model.js';

/** Grid spacing, mm: fine enough to read arcs, few enough points to stay interactive. */
export const THREAT_STEP = 10;

/** RGBA of a cell by range band (null or NaN: out of reach, transparent). */
export function bandColour(band) {
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

/** Recomputes the grid for the selected huge ship (skipped when nothing relevant changed). */
export function updateThreat({ force = false } = {}) {
  const t = state.threat;
  const s = threatSubject();
  if (!t.on || !s) {
    if (t.grid || t.error) Object.assign(t, { grid: null, error: null });
    lastKey = null;
    return;
  }
  const key = JSON.stringify([state.edition, state.area, s.id, s.ship, s.pose]);
  if (!force && key === lastKey) return;
  lastKey = key;
  const { width: W, height: H } = playArea();
  const step = THREAT_STEP;
  const cols = Math.ceil(W / step);
  const rows = Math.ceil(H / step);
  const points = new Float64Array(cols * rows * 2);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = (j * cols + i) * 2;
      points[k] = (i + 0.5) * step;
      points[k + 1] = (j + 0.5) * step;
    }
  }
  const t0 = performance.now();
  const r = api.measureRangeBatch({ edition: state.edition, attacker: api.engineShip(s), defenderShip: 'small', heading: 0, points });
  t.ms = performance.now() - t0;
  if (r.error) {
    Object.assign(t, { grid: null, error: r.error });
  } else {
    const bands = toBands(r.value);
    Object.assign(t, { grid: { cols, rows, step, x0: step / 2, y0: step / 2, bands }, error: null });
  }
  changed('threat');
}

/** The batch answer as one band per point (its exact form is the engine's; see docs). */
function toBands(value) {
  const list = value?.bands ?? value;
  return Array.from(list, (b) => (Number.isFinite(b) ? b : null));
}
