// Plane geometry for drawing and picking, in the play-area frame of docs/conventions.md §1:
// mm, origin top-left, x right, y down, heading 0 faces up (−y), clockwise.
// Only display and hit-testing live here; every rules answer comes from the engine.

const RAD = Math.PI / 180;

/** Forward unit vector of a heading in degrees: (sin h, −cos h). */
export function forward(heading) {
  return [Math.sin(heading * RAD), -Math.cos(heading * RAD)];
}

/** Right unit vector of a heading in degrees: (cos h, sin h). */
export function right(heading) {
  return [Math.cos(heading * RAD), Math.sin(heading * RAD)];
}

/** World point of a local offset `lateral` to the right and `fwd` forward of a pose. */
export function localToWorld(pose, lateral, fwd) {
  const f = forward(pose.heading);
  const r = right(pose.heading);
  return [pose.x + lateral * r[0] + fwd * f[0], pose.y + lateral * r[1] + fwd * f[1]];
}

/** Local (lateral, forward) offset of a world point from a pose. */
export function worldToLocal(pose, [x, y]) {
  const dx = x - pose.x;
  const dy = y - pose.y;
  const f = forward(pose.heading);
  const r = right(pose.heading);
  return [dx * r[0] + dy * r[1], dx * f[0] + dy * f[1]];
}

/** Corners of a width x length rectangle centred `offset` mm ahead of the pose. */
export function rect(pose, width, length, offset = 0) {
  const w = width / 2;
  const l = length / 2;
  return [[-w, offset + l], [w, offset + l], [w, offset - l], [-w, offset - l]].map(([a, b]) => localToWorld(pose, a, b));
}

/** Whether a point lies inside a simple polygon (even-odd rule). */
export function contains(points, [x, y]) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Centroid of a polygon's vertices (good enough to label and drag an obstacle). */
export function centroid(points) {
  const n = points.length || 1;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

/** Axis-aligned bounds [minX, minY, maxX, maxY] of a list of points. */
export function bounds(points) {
  let b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
  return b;
}

/** Heading wrapped into [0, 360). */
export function wrapHeading(h) {
  return ((h % 360) + 360) % 360;
}

/** Heading that faces from `from` towards `to`. */
export function headingTowards(from, to) {
  return wrapHeading(Math.atan2(to[0] - from[0], -(to[1] - from[1])) / RAD);
}

export function distance(a, b) {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
