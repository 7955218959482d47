// The threat map's worker: measures the grid off the page's thread, so that dragging a ship
// with the map on never waits for the engine. It loads its own copy of the engine (pkg/).
// A job is { id, edition, attacker, arcs, cols, rows, step, chunkRows }; the answer is
// { id, bands (Float64Array, NaN: out of reach), ms }, { id, error }, or { id, superseded }: a
// newer job makes an older one stop between chunks of rows (only the latest position matters).
import init, { measureRangeBatch } from '../../pkg/xwing_huge.js';
import { measureRows } from './threat-grid.js';

const loaded = init().then(() => null, (error) => error);
let latest = 0;

const tick = () => new Promise((ok) => setTimeout(ok, 0));

self.onmessage = async (event) => {
  const job = event.data;
  latest = job.id;
  const failed = await loaded;
  if (failed) {
    self.postMessage({ id: job.id, fatal: `the engine could not be loaded in the worker (${failed.message})` });
    return;
  }
  const bands = new Float64Array(job.cols * job.rows).fill(NaN);
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
      return;
    }
    ms += performance.now() - t0;
    if (r0 + job.chunkRows < job.rows) await tick(); // lets a newer job in
  }
  self.postMessage({ id: job.id, bands, ms }, [bands.buffer]);
};
