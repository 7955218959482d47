// Small canvas helpers shared by the drawing modules. Coordinates are mm (the
// context carries the world transform); sizes meant in screen pixels go through px().
import { px } from './view.js';

export function polygonPath(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

export function fillStroke(ctx, points, fill, stroke, width = 1.5, dash = null) {
  polygonPath(ctx, points);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = px(width);
    ctx.setLineDash(dash ? dash.map(px) : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

export function line(ctx, a, b, stroke, width = 1, dash = null) {
  ctx.beginPath();
  ctx.moveTo(a[0], a[1]);
  ctx.lineTo(b[0], b[1]);
  ctx.strokeStyle = stroke;
  ctx.lineWidth = px(width);
  ctx.setLineDash(dash ? dash.map(px) : []);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Text of `size` screen pixels at a play-area point, with a dark halo for legibility; `within` an x range (mm) a centred label is kept inside. */
export function label(ctx, text, [x, y], { size = 12, color = '#e8ecf4', align = 'center', baseline = 'middle', bold = false, within = null } = {}) {
  ctx.font = `${bold ? '600 ' : ''}${px(size)}px system-ui, sans-serif`;
  if (within && align === 'center') {
    // A centred label kept wholly inside [xmin, xmax] (mm) where it fits.
    const half = ctx.measureText(text).width / 2 + px(4);
    if (within[1] - within[0] > 2 * half) x = Math.min(Math.max(x, within[0] + half), within[1] - half);
  }
  ctx.textAlign = align;
  ctx.textBaseline = baseline;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(5, 8, 16, 0.85)';
  ctx.lineWidth = px(3);
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

/** Canvas arc angle (radians, from +x, clockwise on screen) of a bearing in degrees (0 = up). */
export function bearingAngle(deg) {
  return ((deg - 90) * Math.PI) / 180;
}

/** Path of a wedge: apex point, world bearings from → to (clockwise), radius in mm. */
export function wedgePath(ctx, apex, from, to, radius) {
  ctx.moveTo(apex[0], apex[1]);
  ctx.arc(apex[0], apex[1], radius, bearingAngle(from), bearingAngle(to), false);
  ctx.closePath();
}
