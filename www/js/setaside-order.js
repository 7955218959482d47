// Which set-aside spots are offered, and in what order (2e: a standard
// ship a huge ship overlapped is placed "in the huge ship's full rear arc at range 0–1").
// The engine lists its legal spots nearest to where the ship stood first (docs/readings.md,
// "2e set-aside placement"), and reads "in the full rear arc" as any part of the base
// behind the line through the huge ship's centre: legal, but a spot beside the midline
// is not where players expect the ship. The page offers the spots behind the huge ship
// first: a few spots on and beside its centre line just behind its rear edge, each
// proposed to the engine (placeMove with that placement chosen) and kept only when the
// engine accepts it, then the engine's own list with the spots beyond the rear edge first,
// the nearest the centre line first. Every spot offered is one the engine accepts.
import { worldToLocal, localToWorld } from './geometry.js';

/** Spots within this lateral distance (mm) of each other rank as equally central (the engine's grid is 10 mm). */
const LATERAL_STEP = 10;

/** One line for the choice box: the rule's reading, and why these spots come first. */
export const SETASIDE_READING = 'The rule: in the huge ship\'s full rear arc (any part of the base behind the line across its centre) at range 0–1; the spots right behind the huge ship are offered first.';

/**
 * The options reordered, spots behind `huge` (its final pose, base `length` mm) first.
 * `options` are poses `{ x, y, heading }`; the array is not changed.
 */
export function behindFirst(options, huge, length) {
  const key = (o) => {
    const [lateral, fwd] = worldToLocal(huge, [o.x, o.y]);
    const behind = fwd <= -length / 2;
    return [behind ? 0 : 1, behind ? Math.round(Math.abs(lateral) / LATERAL_STEP) : 0, behind ? -fwd : fwd];
  };
  const keyed = options.map((o, i) => ({ o, i, k: key(o) }));
  keyed.sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2] || a.i - b.i);
  return keyed.map((x) => x.o);
}

/** Gaps (mm) tried between the huge ship's rear edge and the placed base, nearest first (range 0–1: within 100 mm). */
const GAPS = [1, 15, 40, 70];
/** Lateral offsets (mm) from the huge ship's centre line tried, the centre first. */
const LATERALS = [0, 20, -20, 45, -45];
/** How many spots behind the huge ship are proposed at most. */
const BEHIND_SPOTS = 3;

/**
 * Spots right behind the huge ship (final pose `huge`, base length `length`) for a ship of
 * base length `shipLength` that faced `oldHeading`: candidates on and beside the centre
 * line, at the huge ship's heading or the ship's own, kept when `legal(pose)` (the
 * engine's word) is true; at most BEHIND_SPOTS, nearest the centre line first.
 */
export function spotsBehind(huge, length, shipLength, oldHeading, legal) {
  const out = [];
  const headings = [...new Set([huge.heading, oldHeading].map((h) => ((h % 360) + 360) % 360))];
  for (const lateral of LATERALS) {
    for (const gap of GAPS) {
      const [x, y] = localToWorld(huge, lateral, -length / 2 - shipLength / 2 - gap);
      const found = headings.map((heading) => ({ x, y, heading })).find((pose) => legal(pose));
      if (found) {
        out.push(found);
        break;
      }
    }
    if (out.length >= BEHIND_SPOTS) break;
  }
  return out;
}
