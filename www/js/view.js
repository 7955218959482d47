// The mapping between the play area (mm) and the canvas: fit to the element, keep a
// margin for the edge ticks, and size the backing store by devicePixelRatio so lines
// stay crisp on high-DPI screens.
import { playArea } from './state.js';

/** Margin around the play area for range ticks and their numbers, CSS px. */
const MARGIN = 22;

export const view = { scale: 1, ox: 0, oy: 0, dpr: 1, cssWidth: 0, cssHeight: 0 };

/** Recomputes the fit; returns true when the backing store had to change. */
export function fit(canvas) {
  const dpr = window.devicePixelRatio || 1;
  const box = canvas.getBoundingClientRect();
  const { width: W, height: H } = playArea();
  const scale = Math.max(0.05, Math.min((box.width - 2 * MARGIN) / W, (box.height - 2 * MARGIN) / H));
  Object.assign(view, {
    dpr,
    scale,
    cssWidth: box.width,
    cssHeight: box.height,
    ox: (box.width - W * scale) / 2,
    oy: (box.height - H * scale) / 2,
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
