// Drawing on demand: anything that changes the picture calls requestDraw(), which
// draws at most once per animation frame. The table, then the threat map, obstacles,
// ships and the engine's overlays, all in mm under one world transform.
import { state, playArea } from './state.js';
import { view, fit, worldTransform, px } from './view.js';
import { line, label } from './draw-util.js';
import { drawObstacles, drawShips } from './draw-pieces.js';
import { drawPreview, drawRange, drawThreat, drawRuler } from './draw-overlays.js';
import { drawActionBand } from './action-band.js';
import { threatLayerShown, syncThreatLayer } from './threat.js';
import { MARGIN_FILL, AREA_FILL } from './threat-paint.js';

let canvas = null;
let ctx = null;
let pending = false;

/** Extra drawing layers (the Epic scene's): `under` after the grid, `over` after the previews. */
const layers = { under: [], over: [] };
export function addLayer(where, fn) {
  layers[where].push(fn);
}

/** Frame statistics for the performance check (frames drawn, time spent drawing). */
export const stats = { frames: 0, drawMs: 0, maxDrawMs: 0 };

export function setup(el) {
  canvas = el;
  ctx = canvas.getContext('2d');
  new ResizeObserver(() => requestDraw()).observe(canvas);
  watchPixelRatio();
}

/** Redraws when the window moves to a screen with another devicePixelRatio (or zooms). */
function watchPixelRatio() {
  const mq = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  mq.addEventListener('change', () => {
    requestDraw();
    watchPixelRatio();
  }, { once: true });
}

export function requestDraw() {
  if (pending || !canvas) return;
  pending = true;
  requestAnimationFrame(frame);
}

function frame() {
  pending = false;
  const t0 = performance.now();
  fit(canvas);
  syncThreatLayer(canvas, view);
  draw();
  const dt = performance.now() - t0;
  stats.frames += 1;
  stats.drawMs += dt;
  stats.maxDrawMs = Math.max(stats.maxDrawMs, dt);
}

function draw() {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const { width: W, height: H } = playArea();
  // With the threat map on its own layer (drawn by its worker, under this canvas), the
  // background and the map are the layer's: this canvas stays clear below the pieces.
  const layered = threatLayerShown();
  if (layered) {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    worldTransform(ctx);
  } else {
    ctx.fillStyle = MARGIN_FILL;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    worldTransform(ctx);
    ctx.fillStyle = AREA_FILL;
    ctx.fillRect(0, 0, W, H);
    drawThreat(ctx);
  }
  drawGrid(ctx, W, H);
  for (const fn of layers.under) fn(ctx);
  drawObstacles(ctx);
  drawRange(ctx);
  drawActionBand(ctx);
  drawShips(ctx);
  drawPreview(ctx);
  for (const fn of layers.over) fn(ctx);
  drawRuler(ctx);
}

/** A faint 100-mm grid (range 1) and numbered ticks along every edge. */
function drawGrid(ctx, W, H) {
  ctx.beginPath();
  for (let x = 100; x < W; x += 100) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, H);
  }
  for (let y = 100; y < H; y += 100) {
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
  }
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.06)';
  ctx.lineWidth = px(1);
  ctx.stroke();
  const tick = px(7);
  ctx.beginPath();
  for (let x = 0; x <= W; x += 100) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, -tick);
    ctx.moveTo(x, H);
    ctx.lineTo(x, H + tick);
  }
  for (let y = 0; y <= H; y += 100) {
    ctx.moveTo(0, y);
    ctx.lineTo(-tick, y);
    ctx.moveTo(W, y);
    ctx.lineTo(W + tick, y);
  }
  ctx.strokeStyle = '#7f8fb0';
  ctx.lineWidth = px(1);
  ctx.stroke();
  line(ctx, [0, 0], [W, 0], '#7f8fb0', 1);
  ctx.strokeStyle = '#5d6a88';
  ctx.lineWidth = px(1.5);
  ctx.strokeRect(0, 0, W, H);
  if (view.scale * 100 > 28) {
    for (let x = 100; x < W; x += 100) label(ctx, `${x / 100}`, [x, -tick - px(6)], { size: 9, color: '#8d9ab8' });
    for (let y = 100; y < H; y += 100) label(ctx, `${y / 100}`, [-tick - px(7), y], { size: 9, color: '#8d9ab8' });
  }
}

/** The canvas element (for pixel checks in tests). */
export function canvasElement() {
  return canvas;
}
