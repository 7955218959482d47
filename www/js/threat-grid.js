// The threat map's sampling, shared by the page and its worker (threat-worker.js): the
// grid's points and the engine request for a batch of them.

/** Sample points of rows [r0, r1): cell centres, x, y pairs. */
export function gridPoints(cols, r0, r1, step) {
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

/** The measureRangeBatch request: at which band `attacker` reaches a small ship at each point through `arc`. */
export function batchRequest(edition, attacker, points, arc) {
  // The whole huge ruler, so that bands beyond the weapon can be shaded faintly (the default ruler follows the weapon).
  return { edition, attacker, defenderShip: 'small', heading: 0, points, arc, output: 'range', ruler: 'huge' };
}

/**
 * Bands of rows [r0, r1) of `grid` into `bands` (the nearest band over the arcs; NaN where
 * none reaches), by `measure(request)` (the engine's measureRangeBatch, which may throw).
 */
export function measureRows(measure, job, r0, r1, bands) {
  const points = gridPoints(job.cols, r0, r1, job.step);
  for (const arc of job.arcs) {
    const r = measure(batchRequest(job.edition, job.attacker, points, arc));
    const base = r0 * job.cols;
    r.forEach((b, i) => {
      if (Number.isFinite(b) && !(bands[base + i] <= b)) bands[base + i] = b;
    });
  }
}
