// The mapping between the play area (mm) and the canvas: fit to the element, keep a
// margin for the edge ticks, and size the backing store by devicePixelRatio so lines
// stay crisp on high-DPI screens.
import { playArea } from './state.js';

/** Margin around the play area for range ticks and their numbers, CSS px. */
const MARGIN = 22;

export const view = { scale: 1, ox: 0, oy: 0, dpr: 1, cssWidth: 0, cssHeight: 0, fitScale: 1 };

/**
 * The camera on top of the fit: `zoom` multiplies the fitted scale, (`panX`, `panY`)
 * shifts the table in CSS px. Zoom 1 and no pan is "fit table".
 */
export const camera = { zoom: 1, panX: 0, panY: 0 };

/** Zoom limits: from a little smaller than the fit to about 1 mm per 12 CSS px on an Epic table. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 16;

/** Recomputes the fit; returns true when the backing store had to change. */
export function fit(canvas) {
  const dpr = window.devicePixelRatio || 1;
  const box = canvas.getBoundingClientRect();
  const { width: W, height: H } = playArea();
  const fitScale = Math.max(0.05, Math.min((box.width - 2 * MARGIN) / W, (box.height - 2 * MARGIN) / H));
  const scale = fitScale * camera.zoom;
  Object.assign(view, {
    dpr,
    scale,
    fitScale,
    cssWidth: box.width,
    cssHeight: box.height,
    ox: (box.width - W * scale) / 2 + camera.panX,
    oy: (box.height - H * scale) / 2 + camera.panY,
  });
  const w = Math.round(box.width * dpr);
  const h = Math.round(box.height * dpr);
  if (canvas.width === w && canvas.height === h) return false;
  canvas.width = w;
  canvas.height = h;
  return true;
}

/** CSS-pixel point of a play-area point. */
export function toScreen([x, y]) {
  return [view.ox + x * view.scale, view.oy + y * view.scale];
}

/** Play-area point (mm) of a CSS-pixel point relative to the canvas. */
export function toWorld([px, py]) {
  return [(px - view.ox) / view.scale, (py - view.oy) / view.scale];
}

/** Millimetres that cover `n` CSS pixels: for line widths and label sizes. */
export function px(n) {
  return n / view.scale;
}

/** Sets the context so that drawing happens in mm. */
export function worldTransform(ctx) {
  const k = view.dpr * view.scale;
  ctx.setTransform(k, 0, 0, k, view.dpr * view.ox, view.dpr * view.oy);
}

/**
 * Zooms by `factor` keeping the play-area point under CSS point (`cx`, `cy`) where it is
 * (as map and table tools do). Returns whether anything changed.
 */
export function zoomAt(factor, [cx, cy]) {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom * factor));
  if (zoom === camera.zoom) return false;
  const [wx, wy] = toWorld([cx, cy]);
  const { width: W, height: H } = playArea();
  const scale = view.fitScale * zoom;
  // Solve ox' + wx * scale = cx with ox' = centred offset + panX.
  camera.panX = cx - wx * scale - (view.cssWidth - W * scale) / 2;
  camera.panY = cy - wy * scale - (view.cssHeight - H * scale) / 2;
  camera.zoom = zoom;
  applyCamera();
  return true;
}

/** Shifts the table by (dx, dy) CSS px. */
export function panBy(dx, dy) {
  camera.panX += dx;
  camera.panY += dy;
  applyCamera();
}

/** Back to the whole table in view. */
export function fitTable() {
  Object.assign(camera, { zoom: 1, panX: 0, panY: 0 });
  applyCamera();
}

/** Updates `view` from the camera at once (without waiting for the next frame's fit). */
function applyCamera() {
  const { width: W, height: H } = playArea();
  view.scale = view.fitScale * camera.zoom;
  view.ox = (view.cssWidth - W * view.scale) / 2 + camera.panX;
  view.oy = (view.cssHeight - H * view.scale) / 2 + camera.panY;
}

/**
 * Brings the mm rectangle [x0, y0, x1, y1] into the canvas area above `bottomPx` CSS px
 * (what an overlay at the bottom leaves free), zooming in at most to `maxZoom`; leaves
 * the view alone when the rectangle is already there (unless `always`: then it fills the view). Returns whether the view changed.
 */
export function frameRect([x0, y0, x1, y1], bottomPx = 0, { margin = 40, maxZoom = 4, always = false } = {}) {
  const freeH = view.cssHeight - bottomPx;
  const a = toScreen([x0, y0]);
  const b = toScreen([x1, y1]);
  if (!always && a[0] >= margin && a[1] >= margin && b[0] <= view.cssWidth - margin && b[1] <= freeH - margin) return false;
  const { width: W, height: H } = playArea();
  const zoom = Math.min(MAX_ZOOM, maxZoom, Math.max(MIN_ZOOM,
    Math.min((view.cssWidth - 2 * margin) / (x1 - x0), (freeH - 2 * margin) / (y1 - y0)) / view.fitScale));
  const scale = view.fitScale * zoom;
  camera.zoom = zoom;
  // Centre of the rectangle at the centre of the free area.
  camera.panX = view.cssWidth / 2 - ((x0 + x1) / 2) * scale - (view.cssWidth - W * scale) / 2;
  camera.panY = freeH / 2 - ((y0 + y1) / 2) * scale - (view.cssHeight - H * scale) / 2;
  applyCamera();
  return true;
}
