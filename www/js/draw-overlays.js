// What the engine answered, drawn over the table: the maneuver template and ghost,
// the range line, arcs and bands, obstruction, 1e section targeting, the threat map.
import { state, shipById, obstacleById, playArea } from './state.js';
import { localToWorld } from './geometry.js';
import { TURRET_PREFIX } from './turrets.js';
import { footprintOf, outlineOf, baseOf, arcsFor, sectionBasesOf, infoOf } from './model.js';
import { fillStroke, line, label, polygonPath, wedgePath } from './draw-util.js';
import { px, toWorld } from './view.js';
import { paintCells, drawCells } from './threat-paint.js';
import { choiceMarks, markWorld, MARK_RADIUS } from './choice-marks.js';
import { sectionList } from './range.js';
import { reading, RANGE_BAND_MM } from './ruler.js';
import { rulerWords } from './controls.js';

const OVERLAP = '#ff4d4d';
const TEMPLATE_FILL = 'rgba(255, 210, 74, 0.55)';
const TEMPLATE_STROKE = '#ffd24a';

/** Outline of any scene piece by id (ship footprint or obstacle polygon). */
function outlineById(id) {
  const s = shipById(id);
  if (s) return outlineOf(s);
  return obstacleById(id)?.points ?? null;
}

/** The hovered maneuver: template, the intended and final positions, overlaps. */
export function drawPreview(ctx) {
  const p = state.preview;
  const s = p && shipById(p.shipId);
  if (!s || !p.value) return;
  const v = p.value;
  for (const o of v.overlaps ?? []) {
    const pts = outlineById(o.id);
    if (pts) fillStroke(ctx, pts, 'rgba(255, 77, 77, 0.35)', OVERLAP, 2.5);
  }
  if (v.template?.length) fillStroke(ctx, v.template, TEMPLATE_FILL, TEMPLATE_STROKE, 1.5);
  const moved = v.intendedPose && (v.intendedPose.x !== v.pose.x || v.intendedPose.y !== v.pose.y || v.intendedPose.heading !== v.pose.heading);
  if (moved) fillStroke(ctx, outlineOf(s, v.intendedPose), null, 'rgba(255,255,255,0.8)', 1.5, [2, 4]);
  const parts = v.footprint?.length ? v.footprint : footprintOf(s, v.pose);
  for (const part of parts) fillStroke(ctx, part.points, 'rgba(255,255,255,0.22)', '#ffffff', 2, [6, 4]);
  const front = localToWorld(v.pose, 0, baseOf(s).length / 2);
  line(ctx, [v.pose.x, v.pose.y], front, '#ffffff', 1.5, [6, 4]);
  drawChoice(ctx, p.highlight);
}

/**
 * The options of an open choice (set-aside placements, 1e sections): each option's
 * outline, and a large labelled marker kept apart from the others with a leader line to
 * the option's centre. The highlighted option (its button hovered) stands out.
 */
function drawChoice(ctx, highlight) {
  const marks = choiceMarks();
  if (!marks.length) return;
  const on = (m) => highlight && highlight.index === m.index;
  for (const m of marks) fillStroke(ctx, m.outline, on(m) ? 'rgba(120, 220, 255, 0.35)' : 'rgba(120, 220, 255, 0.08)', on(m) ? '#9be7ff' : 'rgba(120, 220, 255, 0.7)', on(m) ? 2.5 : 1.2, on(m) ? null : [3, 3]);
  for (const m of marks) {
    const at = markWorld(m);
    const anchor = toWorld(m.anchor);
    line(ctx, anchor, at, '#9be7ff', 1.5);
    ctx.beginPath();
    ctx.arc(anchor[0], anchor[1], px(3), 0, Math.PI * 2);
    ctx.fillStyle = '#9be7ff';
    ctx.fill();
  }
  for (const m of marks) {
    const at = markWorld(m);
    ctx.beginPath();
    ctx.arc(at[0], at[1], px(MARK_RADIUS), 0, Math.PI * 2);
    ctx.fillStyle = on(m) ? '#0d5d78' : 'rgba(8, 30, 44, 0.92)';
    ctx.fill();
    ctx.strokeStyle = '#9be7ff';
    ctx.lineWidth = px(2.5);
    ctx.stroke();
    label(ctx, m.label, at, { size: m.label.length > 2 ? 12 : 16, color: '#ffffff', bold: true });
  }
}

/** Range 1–5 bands around the attacker: its base grown by 100 mm steps (docs/conventions.md §5). */
export function drawBands(ctx, s) {
  const b = baseOf(s);
  const { width: W, height: H } = playArea();
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, W, H);
  ctx.clip();
  // Numbers on the diagonal off the front-right corner, clear of the handle and the templates.
  const k = Math.SQRT1_2;
  for (let r = 1; r <= 5; r++) {
    const d = r * 100 - px(9);
    label(ctx, `${r}`, localToWorld(s.pose, b.width / 2 + d * k, b.length / 2 + d * k), { size: 11, color: '#9cd0ff' });
  }
  ctx.translate(s.pose.x, s.pose.y);
  ctx.rotate((s.pose.heading * Math.PI) / 180);
  for (let r = 1; r <= 5; r++) {
    const d = r * 100;
    ctx.beginPath();
    ctx.roundRect(-b.width / 2 - d, -b.length / 2 - d, b.width + 2 * d, b.length + 2 * d, d);
    ctx.strokeStyle = `rgba(140, 200, 255, ${0.5 - r * 0.06})`;
    ctx.lineWidth = px(1);
    ctx.setLineDash([px(5), px(5)]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** The arc the measurement concerns (none: arcs ignored). */
function shownArcs(attacker) {
  const { arcs } = arcsFor(attacker);
  // A turret arc indicator: the ship's arc the engine measured it in (measureRange's `arc`).
  const name = state.range.arc?.startsWith(TURRET_PREFIX) ? state.range.value?.arc : state.range.arc;
  return arcs.filter((a) => a.name === name);
}

function arcPath(ctx, s, arc) {
  const b = baseOf(s);
  if (arc.kind === 'strip') {
    const hw = arc.width / 2;
    const reach = 500;
    const f0 = arc.apex[1];
    polygonPath(ctx, [[-hw, f0], [hw, f0], [hw, f0 + reach], [-hw, f0 + reach]].map(([a, f]) => localToWorld(s.pose, a, f)));
    return;
  }
  const radius = 500 + b.length;
  wedgePath(ctx, localToWorld(s.pose, ...arc.apex), s.pose.heading + arc.from, s.pose.heading + arc.to, radius);
}

/** Attacker's arcs, the part of the defender inside them, the closest-point line, obstruction. */
export function drawRange(ctx) {
  const r = state.range;
  const attacker = shipById(r.attackerId);
  const defender = shipById(r.defenderId);
  if (!attacker) return;
  if (r.showBands !== false) drawBands(ctx, attacker);
  const arcs = defender ? shownArcs(attacker) : [];
  const { width: W, height: H } = playArea();
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, W, H);
  ctx.clip();
  for (const arc of arcs) {
    ctx.beginPath();
    arcPath(ctx, attacker, arc);
    ctx.fillStyle = 'rgba(255, 90, 90, 0.10)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 120, 120, 0.6)';
    ctx.lineWidth = px(1);
    ctx.stroke();
  }
  ctx.restore();
  if (!defender) return;
  drawInArcPart(ctx, attacker, defender, arcs);
  const v = r.value;
  if (!v) return;
  for (const id of v.obstructedBy ?? []) {
    const pts = outlineById(id);
    if (pts) fillStroke(ctx, pts, 'rgba(255, 165, 0, 0.25)', '#ffa500', 2.5, [5, 3]);
  }
  drawSectionTargets(ctx, defender, v);
  if (v.from && v.to) {
    const colour = v.range == null ? '#ff7b7b' : '#7cfc00';
    line(ctx, v.from, v.to, colour, 2.5);
    for (const p of [v.from, v.to]) {
      ctx.beginPath();
      ctx.arc(p[0], p[1], px(3.5), 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
    }
    const mid = [(v.from[0] + v.to[0]) / 2, (v.from[1] + v.to[1]) / 2];
    const text = `${v.distance.toFixed(1)} mm · ${v.range == null ? `beyond range ${v.ruler === 'standard' ? 3 : 5}` : `range ${v.range}`}`;
    // Beside the line: to its right when it runs up and down, above it otherwise.
    const steep = Math.abs(v.to[1] - v.from[1]) > Math.abs(v.to[0] - v.from[0]);
    const at = steep ? [mid[0] + px(8), mid[1]] : [mid[0], mid[1] - px(12)];
    label(ctx, text, at, { size: 13, color: colour, bold: true, align: steep ? 'left' : 'center' });
  }
}

/** Fills the defender's footprint where it lies inside the shown arcs (canvas clip, display only). */
function drawInArcPart(ctx, attacker, defender, arcs) {
  const target = state.range.section;
  const parts = footprintOf(defender).filter((p) => !target || !p.section || p.section === target);
  if (!arcs.length) {
    for (const p of parts) fillStroke(ctx, p.points, 'rgba(255, 60, 60, 0.35)', null);
    return;
  }
  ctx.save();
  ctx.beginPath();
  for (const arc of arcs) arcPath(ctx, attacker, arc);
  ctx.clip();
  for (const p of parts) fillStroke(ctx, p.points, 'rgba(255, 60, 60, 0.55)', '#ff5050', 2);
  ctx.restore();
}

/** For a 1e huge defender: each section's base marked targetable or not (engine's answer). */
function drawSectionTargets(ctx, defender, v) {
  const bases = sectionBasesOf(defender);
  for (const sec of sectionList(v)) {
    const sb = bases.find((b) => b.section === sec.section);
    if (!sb) continue;
    const ok = sec.canTarget;
    fillStroke(ctx, sb.points, null, ok ? '#7cfc00' : '#ff7b7b', 2, ok ? null : [4, 3]);
    // Beside the section's base, outside the token, so that it does not cover the section's name.
    const b = baseOf(defender);
    const fwd = infoOf(defender)?.sectionBases?.find((x) => x.section === sec.section)?.centre[1] ?? 0;
    const c = localToWorld(defender.pose, b.width / 2 + px(26), fwd);
    label(ctx, ok ? `✓ ${sec.section}` : `✗ ${sec.section}`, c, { size: 12, color: ok ? '#b6ff7a' : '#ff9d9d', bold: true });
  }
}

let threatImage = null;
let threatSource = null;

/**
 * The threat map drawn by the page (where its worker cannot draw on a layer of its own):
 * one cell per sampled point, coloured by range band, built once per answer.
 */
export function drawThreat(ctx) {
  const g = state.threat.grid;
  if (!state.threat.on || !g?.bands) return;
  if (threatSource !== g) {
    threatImage = threatCanvas(g);
    threatSource = g;
  }
  ctx.save();
  drawCells(ctx, threatImage, g);
  ctx.restore();
}

function threatCanvas(g) {
  const c = document.createElement('canvas');
  c.width = g.cols;
  c.height = g.rows;
  const cctx = c.getContext('2d');
  const img = cctx.createImageData(g.cols, g.rows);
  paintCells(img.data, g.bands, g.lo, g.hi);
  cctx.putImageData(img, 0, 0);
  return c;
}

/** The free ruler: its line, a tick at every 100-mm band boundary, and the reading. */
export function drawRuler(ctx) {
  const r = reading();
  if (!state.ruler.on || !r) return;
  const colour = '#ffe66d';
  line(ctx, r.from, r.to, 'rgba(0, 0, 0, 0.6)', 5);
  line(ctx, r.from, r.to, colour, 2.5);
  const len = r.distance;
  const dir = len > 0 ? [(r.to[0] - r.from[0]) / len, (r.to[1] - r.from[1]) / len] : [1, 0];
  const normal = [-dir[1], dir[0]];
  for (let d = RANGE_BAND_MM; d < len; d += RANGE_BAND_MM) {
    const p = [r.from[0] + dir[0] * d, r.from[1] + dir[1] * d];
    line(ctx, [p[0] - normal[0] * px(7), p[1] - normal[1] * px(7)], [p[0] + normal[0] * px(7), p[1] + normal[1] * px(7)], colour, 2);
  }
  for (const p of [r.from, r.to]) {
    ctx.beginPath();
    ctx.arc(p[0], p[1], px(4), 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
  }
  label(ctx, rulerWords(r), [r.to[0] + normal[0] * px(16), r.to[1] + normal[1] * px(16) - px(12)], { size: 13, color: colour, bold: true });
}
