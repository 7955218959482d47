// The threat map's picture, shared by the page (where no worker can draw) and its worker
// (threat-worker.js), which draws it on its own canvas layer under the table: the band
// colours, the cells' image, and the layer's frame (the table's background and the map).

/** Opacity of the shading over the table: the grid lines and pieces stay readable through it. */
export const THREAT_OPACITY = 0.55;
/** The canvas's background around the play area, and the play area's own (render.js draws the same). */
export const MARGIN_FILL = '#111318';
export const AREA_FILL = '#0b1020';

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

/** Bands 0–5, and the slot for "none" (out of arc or reach). */
const NONE = 6;

/**
 * Writes each cell's colour into `rgba` (an ImageData's data, cols × rows), the opacity
 * folded into the alpha so that drawing it needs no globalAlpha (cheaper to composite).
 */
export function paintCells(rgba, bands, lo, hi) {
  const table = [];
  for (let b = 0; b <= NONE; b++) {
    const [r, g, bl, a] = bandColour(b === NONE ? null : b, lo, hi);
    table.push([r, g, bl, Math.round(a * THREAT_OPACITY)]);
  }
  for (let i = 0; i < bands.length; i++) {
    const b = bands[i];
    const c = table[Number.isFinite(b) && b >= 0 && b < NONE ? b : NONE];
    const k = i * 4;
    rgba[k] = c[0];
    rgba[k + 1] = c[1];
    rgba[k + 2] = c[2];
    rgba[k + 3] = c[3];
  }
}

/**
 * Draws the cells' image (one pixel per cell) over the play area, under `ctx`'s world
 * transform (mm). `grid`: { cols, rows, step, smooth } of the image. Smoothing blends the
 * cells' edges but costs several times more to draw without a GPU: the coarse map of a drag,
 * redrawn at every position, is drawn with square cells.
 */
export function drawCells(ctx, image, grid) {
  ctx.imageSmoothingEnabled = grid.smooth !== false;
  ctx.drawImage(image, 0, 0, grid.cols * grid.step, grid.rows * grid.step);
}

/**
 * The worker's whole layer: the canvas's background, the play area, and the map (if any)
 * at `view` ({ dpr, scale, ox, oy } as view.js keeps them; `W`, `H` the play area, mm).
 */
export function drawLayer(ctx, view, image, grid) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = MARGIN_FILL;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const k = view.dpr * view.scale;
  ctx.setTransform(k, 0, 0, k, view.dpr * view.ox, view.dpr * view.oy);
  ctx.fillStyle = AREA_FILL;
  ctx.fillRect(0, 0, view.W, view.H);
  if (image && grid) drawCells(ctx, image, grid);
}
