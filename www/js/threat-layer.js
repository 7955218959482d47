// The threat map's own canvas, under the table's (index.html, #threat-layer), handed to the
// threat map's worker (transferControlToOffscreen), which draws the table's background and
// the map on it. The page then never draws the map: while a ship is dragged it only sends
// positions, and the table's canvas is drawn as with the map off (clear where the layer
// shows through). The page tells the worker the table's view when it changes (pan, zoom,
// size), at most once per frame; the worker draws at its own next frame, so during a pan or
// a zoom the map may trail the pieces by a frame. Where a canvas cannot be handed over, the
// page draws the map itself (draw-overlays.js's drawThreat).

let element = null;
/** Whether the worker holds the layer (set once it has been handed over). */
let handed = false;
/** The last view sent (see `syncLayer`): a frame that changed nothing sends and writes nothing. */
const last = new Float64Array(12);
let sent = false;

/** Whether this browser can hand a canvas to a worker. */
export function canHandOver() {
  return typeof HTMLCanvasElement !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    typeof OffscreenCanvas === 'function';
}

/** Hands the layer to `worker`; false where the browser cannot (the page draws the map then). */
export function handOver(worker) {
  element = document.getElementById('threat-layer');
  if (!element || !canHandOver()) return false;
  try {
    const offscreen = element.transferControlToOffscreen();
    worker.postMessage({ layer: offscreen }, [offscreen]);
  } catch {
    return false;
  }
  handed = true;
  sent = false;
  return true;
}

/**
 * While the map is `on`, places the layer exactly under the table's canvas and sends the worker
 * the table's view if it changed; shows the layer once `drawn` (the worker has drawn it), so
 * that it never shows blank. Called by render.js at every frame it draws.
 */
export function syncLayer(worker, on, drawn, table, view, area) {
  if (!handed) return;
  if (element.hidden !== !(on && drawn)) element.hidden = !(on && drawn);
  if (!on) {
    sent = false;
    return;
  }
  const now = [table.offsetLeft, table.offsetTop, view.cssWidth, view.cssHeight, view.dpr, view.scale, view.ox, view.oy, table.width, table.height, area.width, area.height];
  if (sent && now.every((x, i) => x === last[i])) return;
  const moved = !sent || now.slice(0, 4).some((x, i) => x !== last[i]);
  sent = true;
  last.set(now);
  if (moved) Object.assign(element.style, { left: `${now[0]}px`, top: `${now[1]}px`, width: `${now[2]}px`, height: `${now[3]}px` });
  worker.postMessage({ view: { dpr: view.dpr, scale: view.scale, ox: view.ox, oy: view.oy, width: table.width, height: table.height, W: area.width, H: area.height } });
}
