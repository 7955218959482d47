// Ships and obstacles: bases to scale, 1e sections and their bases, the centre line,
// the printed arcs, names, and the selection with its rotation handle.
import { state } from './state.js';
import { localToWorld, centroid } from './geometry.js';
import { footprintOf, outlineOf, sectionBasesOf, baseOf, arcsFor, centreLineOf } from './model.js';
import { fillStroke, line, label, polygonPath } from './draw-util.js';
import { px, view } from './view.js';

export const SIDE_STYLE = {
  a: { fill: 'rgba(214, 120, 40, 0.55)', stroke: '#f0a050' },
  b: { fill: 'rgba(58, 110, 165, 0.6)', stroke: '#79b4f0' },
};
const OBSTACLE_STYLE = {
  asteroid: { fill: '#5e5044', stroke: '#a08a72' },
  debris: { fill: '#4a4c58', stroke: '#9a9db0' },
  gasCloud: { fill: 'rgba(150, 95, 200, 0.35)', stroke: '#b98ae0' },
};
/** The blue centre line's colour (seed 003 calls it the blue line). */
const CENTRE_LINE = '#3fa9ff';
/** Distance of the rotation handle ahead of the front edge, CSS px. */
export const HANDLE_GAP = 26;
export const HANDLE_RADIUS = 7;

export function drawObstacles(ctx) {
  for (const o of state.obstacles) {
    const st = OBSTACLE_STYLE[o.type] ?? OBSTACLE_STYLE.asteroid;
    const selected = state.selected?.kind === 'obstacle' && state.selected.id === o.id;
    fillStroke(ctx, o.points, st.fill, selected ? '#ffffff' : st.stroke, selected ? 2.5 : 1.2);
    if (o.type === 'debris') hatch(ctx, o.points, 'rgba(200, 200, 220, 0.25)');
  }
}

function hatch(ctx, points, color) {
  ctx.save();
  polygonPath(ctx, points);
  ctx.clip();
  const [cx, cy] = centroid(points);
  for (let d = -70; d <= 70; d += 10) line(ctx, [cx + d - 70, cy - 70], [cx + d + 70, cy + 70], color, 1);
  ctx.restore();
}

/** Every ship, the selected one last so that its outline and handle stay on top. */
export function drawShips(ctx) {
  const sel = state.selected?.kind === 'ship' ? state.selected.id : null;
  for (const s of state.ships) if (s.id !== sel) drawShip(ctx, s, false);
  const s = state.ships.find((x) => x.id === sel);
  if (s) drawShip(ctx, s, true);
}

export function drawShip(ctx, s, selected) {
  // The ship being previewed fades, so that the ghost of where it ends stands out.
  ctx.globalAlpha = state.preview?.shipId === s.id && state.preview.value ? 0.45 : 1;
  drawShipBody(ctx, s, selected);
  ctx.globalAlpha = 1;
}

function drawShipBody(ctx, s, selected) {
  const st = SIDE_STYLE[s.side] ?? SIDE_STYLE.a;
  const b = baseOf(s);
  for (const part of footprintOf(s)) {
    const crippled = s.status?.crippled?.includes(part.section ?? 'ship');
    fillStroke(ctx, part.points, crippled ? 'rgba(70, 30, 30, 0.9)' : st.fill, st.stroke, 1.2);
    if (crippled) {
      line(ctx, part.points[0], part.points[2], '#ff6b6b', 2);
      line(ctx, part.points[1], part.points[3], '#ff6b6b', 2);
    }
  }
  if (b.sections) {
    for (const sb of sectionBasesOf(s)) fillStroke(ctx, sb.points, null, 'rgba(255,255,255,0.35)', 1, [3, 3]);
  }
  drawArcLines(ctx, s, b);
  if (centreLineOf(s)) line(ctx, localToWorld(s.pose, -b.width / 2, 0), localToWorld(s.pose, b.width / 2, 0), CENTRE_LINE, 2);
  drawFrontMark(ctx, s, b, st.stroke);
  if (b.sections) {
    for (const [name, sign] of [['fore', 1], ['aft', -1]]) {
      const crippled = s.status?.crippled?.includes(name);
      label(ctx, crippled ? `${name} crippled` : name, localToWorld(s.pose, 0, (sign * b.length) / 4), { size: 10, color: crippled ? '#ffb3b3' : '#cfd8e8', bold: crippled });
    }
  }
  if (s.status?.destroyed) {
    const o = outlineOf(s);
    line(ctx, o[0], o[2], '#ff4d4d', 3);
    line(ctx, o[1], o[3], '#ff4d4d', 3);
  }
  if (selected) {
    fillStroke(ctx, outlineOf(s), null, '#ffffff', 2.5);
    const front = localToWorld(s.pose, 0, b.length / 2);
    const handle = handlePoint(s);
    line(ctx, front, handle, '#ffffff', 1.5);
    ctx.beginPath();
    ctx.arc(handle[0], handle[1], px(HANDLE_RADIUS), 0, Math.PI * 2);
    ctx.fillStyle = '#ffd24a';
    ctx.fill();
    ctx.strokeStyle = '#1a1a1a';
    ctx.lineWidth = px(1.5);
    ctx.stroke();
  }
  const below = Math.max(...outlineOf(s).map((p) => p[1]));
  label(ctx, s.name, [s.pose.x, below + px(9)], { size: 11, bold: selected, color: '#ffffff', within: visibleX() });
}

/** The play-area x range (mm) the canvas shows: a ship's name is kept inside it, never cut at the edge. */
function visibleX() {
  return [-view.ox / view.scale, (view.cssWidth - view.ox) / view.scale];
}

/** Where the rotation handle of a ship is drawn. */
export function handlePoint(s) {
  const b = baseOf(s);
  return localToWorld(s.pose, 0, b.length / 2 + px(HANDLE_GAP));
}

function drawFrontMark(ctx, s, b, color) {
  const l = b.length / 2;
  const k = Math.min(10, b.width / 4);
  const pts = [localToWorld(s.pose, -k, l - k * 1.1), localToWorld(s.pose, k, l - k * 1.1), localToWorld(s.pose, 0, l - 1)];
  fillStroke(ctx, pts, color, null);
}

/** The printed arc lines: each wedge's two rays from its apex to the edge of the base. */
function drawArcLines(ctx, s, b) {
  const { arcs } = arcsFor(s);
  const seen = new Set();
  for (const arc of arcs) {
    if (arc.kind === 'strip') {
      // Two short ticks on the front edge where the bullseye strip starts.
      const [hw, f0] = [arc.width / 2, arc.apex[1]];
      line(ctx, localToWorld(s.pose, -hw, f0 - px(6)), localToWorld(s.pose, -hw, f0), 'rgba(255,255,255,0.6)', 1);
      line(ctx, localToWorld(s.pose, hw, f0 - px(6)), localToWorld(s.pose, hw, f0), 'rgba(255,255,255,0.6)', 1);
      continue;
    }
    if (arc.kind === 'halfPlane') continue; // the full-arc line is the line across the centre
    for (const bearing of [arc.from, arc.to]) {
      const key = `${arc.apex}:${(bearing + 360) % 360}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const end = rayToEdge(arc.apex, bearing, b);
      line(ctx, localToWorld(s.pose, ...arc.apex), localToWorld(s.pose, ...end), 'rgba(255,255,255,0.55)', 1);
    }
  }
}

/** Local end point where a ray from `apex` at `bearing` leaves the base rectangle. */
function rayToEdge([a0, b0], bearing, b) {
  const r = (bearing * Math.PI) / 180;
  const d = [Math.sin(r), Math.cos(r)];
  let t = Infinity;
  for (const [lim, k, o] of [[b.width / 2, 0, a0], [-b.width / 2, 0, a0], [b.length / 2, 1, b0], [-b.length / 2, 1, b0]]) {
    if (Math.abs(d[k]) > 1e-9) {
      const tk = (lim - o) / d[k];
      if (tk > 1e-9) t = Math.min(t, tk);
    }
  }
  return [a0 + d[0] * t, b0 + d[1] * t];
}
