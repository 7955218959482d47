// The range band an action needs (allowedActions' `bands`: from `beyondMm` to
// `withinMm` from the closest point of the huge ship's base), drawn around the whole
// base: the points within a distance of a rectangle form a rectangle with rounded
// corners of that radius. A band that holds only in the bullseye arc is clipped to it.
import { shipById, playArea } from './state.js';
import { baseOf, arcsFor } from './model.js';
import { localToWorld } from './geometry.js';
import { polygonPath } from './draw-util.js';
import { px } from './view.js';
import { band } from './round-panel.js';

/** Path of everything within `d` mm of the ship's base (the base itself when d is 0). */
function grownBase(ctx, s, d) {
  const b = baseOf(s);
  ctx.save();
  ctx.translate(s.pose.x, s.pose.y);
  ctx.rotate((s.pose.heading * Math.PI) / 180);
  ctx.roundRect(-b.width / 2 - d, -b.length / 2 - d, b.width + 2 * d, b.length + 2 * d, d);
  ctx.restore();
}

/** The bullseye strip from shipInfo's arcs, as a clip (a long strip ahead of the base). */
function bullseyeClip(ctx, s, reach) {
  const arc = arcsFor(s).arcs.find((a) => a.kind === 'strip');
  if (!arc) return false;
  const hw = arc.width / 2;
  const f0 = arc.apex[1];
  polygonPath(ctx, [[-hw, f0], [hw, f0], [hw, f0 + reach], [-hw, f0 + reach]].map(([a, f]) => localToWorld(s.pose, a, f)));
  ctx.clip();
  return true;
}

export function drawActionBand(ctx) {
  const shown = band.shown;
  const s = shown && shipById(shown.shipId);
  if (!s) return;
  const { width: W, height: H } = playArea();
  for (const b of shown.bands) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, W, H);
    ctx.clip();
    if (b.bullseye && !bullseyeClip(ctx, s, b.withinMm + baseOf(s).length)) {
      ctx.restore();
      continue;
    }
    ctx.beginPath();
    grownBase(ctx, s, b.withinMm);
    if (b.beyondMm > 0) grownBase(ctx, s, b.beyondMm);
    ctx.fillStyle = b.bullseye ? 'rgba(255, 200, 80, 0.16)' : 'rgba(120, 200, 255, 0.14)';
    ctx.fill('evenodd');
    ctx.strokeStyle = b.bullseye ? 'rgba(255, 200, 80, 0.9)' : 'rgba(140, 210, 255, 0.9)';
    ctx.lineWidth = px(2);
    ctx.setLineDash([px(8), px(4)]);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.restore();
  }
}
