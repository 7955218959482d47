// The threat map's worker: measures the grid and draws it, off the page's thread, so that
// dragging a ship with the map on costs the page nothing but a message per position. It
// loads its own copy of the engine (pkg/) and, where the browser can hand a canvas to a
// worker, draws on the page's layer under the table (threat-layer.js) itself: the table's
// background and the map, at the table's view, which the page sends when it changes.
//
// Messages in: { layer } (an OffscreenCanvas, once; { layerDrawn: true } answers its first
// drawing, so that the page never shows it blank); { view } (the table's transform);
// { clear: true } (no map); a job { id, edition, attacker, arcs, cols, rows, step, chunkRows,
// lo, hi, sendBands }. Answers: { id, ms, shown, bands? } (`bands`, a Float64Array with NaN out
// of reach, when the job asked for them or the map could not be drawn here; `shown`: on the
// layer), { id, error }, or { id, superseded }: a newer job stops an older one between chunks
// of rows (only the latest position matters, and none waits in a queue).
import init, { measureRangeBatch } from '../../pkg/xwing_huge.js';
import { measureRows } from './threat-grid.js';
import { paintCells, drawLayer } from './threat-paint.js';

const loaded = init().then(() => null, (error) => error);
let latest = 0;

/** The layer: its context, the table's transform, the cells on show and their grid. */
const layer = { ctx: null, view: null, image: null, grid: null, queued: false, announced: false };

/** Per grid size: a bands buffer and a cells image kept from job to job (no allocation per drag position). */
const buffers = new Map();

function buffersFor(job) {
  const key = `${job.cols}x${job.rows}`;
  let b = buffers.get(key);
  if (!b) {
    const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(job.cols, job.rows) : null;
    const ctx = canvas?.getContext('2d');
    b = { bands: new Float64Array(job.cols * job.rows), canvas, ctx, image: ctx?.createImageData(job.cols, job.rows) };
    buffers.set(key, b);
  }
  return b;
}

/**
 * Draws the layer at the worker's next frame (once, however many updates came meanwhile):
 * the canvas keeps its buffers from frame to frame, nothing is posted to the page.
 */
function queueDraw() {
  if (!layer.ctx || layer.queued) return;
  layer.queued = true;
  const draw = () => {
    layer.queued = false;
    const v = layer.view;
    if (!v) return;
    const c = layer.ctx.canvas;
    if (c.width !== v.width || c.height !== v.height) Object.assign(c, { width: v.width, height: v.height });
    drawLayer(layer.ctx, v, layer.image, layer.grid);
    if (!layer.announced) self.postMessage({ layerDrawn: true }); // the page may show the layer now
    layer.announced = true;
  };
  if (typeof self.requestAnimationFrame === 'function') self.requestAnimationFrame(draw);
  else setTimeout(draw, 0);
}

/** Puts `image` (or nothing) on the layer. */
function show(image, grid) {
  layer.image = image;
  layer.grid = grid;
  queueDraw();
}

const tick = () => new Promise((ok) => setTimeout(ok, 0));

async function runJob(job) {
  latest = job.id;
  const failed = await loaded;
  if (failed) {
    self.postMessage({ id: job.id, fatal: `the engine could not be loaded in the worker (${failed.message})` });
    return;
  }
  const buf = buffersFor(job);
  const bands = buf.bands;
  bands.fill(NaN);
  let ms = 0;
  for (let r0 = 0; r0 < job.rows; r0 += job.chunkRows) {
    if (job.id !== latest) {
      self.postMessage({ id: job.id, superseded: true }); // a newer position came
      return;
    }
    const t0 = performance.now();
    try {
      measureRows(measureRangeBatch, job, r0, Math.min(job.rows, r0 + job.chunkRows), bands);
    } catch (error) {
      self.postMessage({ id: job.id, error: { name: error.name, code: error.code, field: error.field, message: error.message } });
      show(null, null);
      return;
    }
    ms += performance.now() - t0;
    if (r0 + job.chunkRows < job.rows) await tick(); // lets a newer job in
  }
  const shown = Boolean(layer.ctx && buf.ctx);
  if (shown) {
    paintCells(buf.image.data, bands, job.lo, job.hi);
    buf.ctx.putImageData(buf.image, 0, 0);
    // A drag's coarse map, redrawn at every position, has square cells: smoothing costs several times more without a GPU.
    show(buf.canvas, { cols: job.cols, rows: job.rows, step: job.step, smooth: job.chunkRows < job.rows });
  }
  if (!job.sendBands && shown) return self.postMessage({ id: job.id, ms, shown });
  const copy = bands.slice(); // the kept buffer stays here for the next job
  self.postMessage({ id: job.id, ms, shown, bands: copy }, [copy.buffer]);
}

self.onmessage = (event) => {
  const m = event.data;
  if (m.layer) {
    layer.ctx = m.layer.getContext('2d');
    return;
  }
  if (m.view) {
    layer.view = m.view;
    return queueDraw();
  }
  if (m.clear) {
    latest = -1; // stops a job under way
    return show(null, null);
  }
  runJob(m);
};
