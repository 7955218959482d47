// Where the options of an open choice are marked on the table: a numbered (or named)
// marker per option, at least a marker's width apart from every other even when the
// options nearly coincide, with a leader line to the option itself. Drawing and
// clicking share these positions, so what is seen is what is hit.
import { state, shipById } from './state.js';
import { toScreen, toWorld } from './view.js';
import { localToWorld, contains } from './geometry.js';
import { outlineOf, footprintOf, baseOf } from './model.js';

/** Marker radius, CSS px (a 40-px target with the ring). */
export const MARK_RADIUS = 18;
/** Gap kept between two markers, CSS px. */
const MARK_GAP = 6;
/** How many of the engine's placement options (nearest first) are offered. */
export const PLACEMENT_SPOTS = 6;
/** Relaxation rounds that push overlapping markers apart. */
const ROUNDS = 60;

/** The open choice of the maneuver waiting for it, or null. */
export function openChoice() {
  const p = state.preview;
  if (!p?.choosing) return null;
  return p.value?.outcome?.choices?.[0] ?? null;
}

/**
 * The options of the open choice as `{ index, option, label, anchor, at, outline }`:
 * `anchor` the option's own point and `at` its marker (CSS px), `outline` the piece or
 * section it stands for (mm).
 */
export function choiceMarks() {
  const c = openChoice();
  if (!c) return [];
  const marks = c.type === 'placement' ? placementMarks(c) : c.type === 'section' ? sectionMarks(c) : [];
  spread(marks);
  return marks;
}

function placementMarks(c) {
  const target = shipById(c.target);
  if (!target) return [];
  return c.options.slice(0, PLACEMENT_SPOTS).map((pose, index) => {
    const anchor = toScreen([pose.x, pose.y]);
    return { index, option: pose, label: `${index + 1}`, anchor, at: [...anchor], outline: outlineOf(target, pose) };
  });
}

/** The target's sections where it stands after the maneuver (the moving ship) or now (another ship). */
function sectionMarks(c) {
  const target = shipById(c.target);
  if (!target) return [];
  const v = state.preview.value;
  const pose = state.preview.shipId === c.target ? v.pose : target.pose;
  const parts = footprintOf(target, pose);
  const len = baseOf(target).length;
  return c.options.map((section, index) => {
    const sign = section === 'aft' ? -1 : 1;
    const anchor = toScreen(localToWorld(pose, 0, (sign * len) / 4));
    const outline = parts.find((p) => p.section === section)?.points ?? outlineOf(target, pose);
    return { index, option: section, label: section, anchor, at: [...anchor], outline };
  });
}

/** Pushes markers apart until each pair is at least two radii and a gap apart. */
function spread(marks) {
  const min = 2 * MARK_RADIUS + MARK_GAP;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < marks.length; i++) {
      for (let j = i + 1; j < marks.length; j++) {
        const a = marks[i].at;
        const b = marks[j].at;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        let d = Math.hypot(dx, dy);
        if (d >= min - 1e-6) continue;
        if (d < 1e-6) {
          // Coinciding markers part along a direction fixed by their indices.
          const t = ((j - i) * 2 * Math.PI) / 7;
          [dx, dy, d] = [Math.cos(t), Math.sin(t), 1];
        }
        const push = (min - d) / 2 + 0.01;
        a[0] -= (dx / d) * push;
        a[1] -= (dy / d) * push;
        b[0] += (dx / d) * push;
        b[1] += (dy / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
}

/**
 * The option a table click at CSS point `css` (mm point `p`) stands for: a marker first,
 * else the one option whose outline holds the point; null when none or ambiguous.
 */
export function markAt(p, css) {
  const marks = choiceMarks();
  const hit = marks.find((m) => Math.hypot(css[0] - m.at[0], css[1] - m.at[1]) <= MARK_RADIUS + 2);
  if (hit) return hit;
  const inside = marks.filter((m) => contains(m.outline, p));
  return inside.length === 1 ? inside[0] : null;
}

/** A marker's centre in mm, for drawing under the world transform. */
export const markWorld = (m) => toWorld(m.at);
