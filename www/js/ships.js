// What the page knows about ship kinds for drawing them: names, the footprint
// dimensions of docs/conventions.md §2 (used until the engine's shipInfo answers), and the printed
// arcs of docs/conventions.md §5 as wedges in the ship's own frame. Rules answers come from the engine.

/** Ship kinds offered in the "add ship" list, in order. */
export const KINDS = [
  { ship: 'cr90', label: 'CR90 corvette', huge: true },
  { ship: 'gr75', label: 'GR-75 transport', huge: true },
  { ship: 'croc', label: 'C-ROC cruiser', huge: true },
  { ship: 'gozanti', label: 'Gozanti cruiser', huge: true },
  { ship: 'raider', label: 'Raider corvette', huge: true },
  { ship: 'small', label: 'Small ship', huge: false },
  { ship: 'medium', label: 'Medium ship (2e)', huge: false, only: '2e' },
  { ship: 'large', label: 'Large ship', huge: false },
];

export function kindOf(ship) {
  return KINDS.find((k) => k.ship === ship) ?? { ship, label: ship, huge: false };
}

/** Base sides and huge footprint lengths, mm (docs/conventions.md §2). */
const SIDE = { small: 40, medium: 60, large: 80 };
const HUGE_WIDTH = 80;
const HUGE_2E_LENGTH = 221;
const HUGE_1E_LENGTH = { cr90: 224.8, raider: 224.8, gr75: 195, gozanti: 195, croc: 195 };

/**
 * The footprint the page draws before the engine's shipInfo is known:
 * `{ width, length, huge, sections }`, as docs/conventions.md §2 gives it.
 */
export function fallbackBase(edition, ship) {
  if (SIDE[ship]) return { width: SIDE[ship], length: SIDE[ship], huge: false, sections: false };
  const length = edition === '1e' ? HUGE_1E_LENGTH[ship] : HUGE_2E_LENGTH;
  return { width: HUGE_WIDTH, length, huge: true, sections: edition === '1e' };
}

/** Whether a 1e huge ship's token carries the blue centre line (seed 000: not the C-ROC). */
export function hasCentreLine(edition, ship) {
  return edition === '1e' && ship !== 'croc' && !SIDE[ship];
}

/** Side of each 1e section's own large base, mm (docs/conventions.md §2). */
export const SECTION_BASE = 80;

// Arc half-angles and bearings, degrees from forward, clockwise (docs/conventions.md §5).
const FRONT_2E = { small: 40.62, medium: 41.4, large: 41.76 };
const FRONT_1E = { small: 40.45, large: 42.025 };
const HUGE_2E_FRONT = 41.45;
/** Width of the 2e bullseye strip, mm (docs/conventions.md §5). */
const BULLSEYE_WIDTH = 14.8;

const wedge = (name, from, to, apex = [0, 0]) => ({ name, kind: 'wedge', from, to, apex });

/**
 * The arcs of a ship as `{ name, kind: 'wedge' | 'strip', from, to, apex: [lateral, forward] }`
 * in its own frame, named as measureRange names them (docs/api.md). `primary` lists the
 * arcs its primary weapon fires from. `base` gives the footprint length for apexes.
 */
export function arcsOf(edition, ship, base) {
  if (edition === '2e') return arcs2e(ship, base);
  return arcs1e(ship, base);
}

function arcs2e(ship, base) {
  const full = [wedge('fullFront', -90, 90), wedge('fullRear', 90, 270)];
  const bullseye = { name: 'bullseye', kind: 'strip', width: BULLSEYE_WIDTH, apex: [0, base.length / 2] };
  const a = base.huge ? HUGE_2E_FRONT : FRONT_2E[ship] ?? FRONT_2E.small;
  const arcs = [
    wedge('front', -a, a), wedge('right', a, 180 - a), wedge('rear', 180 - a, 180 + a), wedge('left', 180 + a, 360 - a),
    ...full, bullseye,
  ];
  const primary = base.huge ? { cr90: ['left', 'right'], raider: ['fullFront'] }[ship] ?? ['front'] : ['front'];
  return { arcs, primary };
}

function arcs1e(ship, base) {
  if (!base.huge) {
    const a = ship === 'small' ? FRONT_1E.small : FRONT_1E.large;
    return { arcs: [wedge('front', -a, a), wedge('rear', 180 - a, 180 + a)], primary: ['front'] };
  }
  const offset = base.length / 2 - SECTION_BASE / 2;
  const fore = [0, offset];
  const aft = [0, -offset];
  switch (ship) {
    case 'cr90':
      return {
        arcs: [wedge('foreLeft', 225, 315, fore), wedge('foreRight', 45, 135, fore), wedge('aftLeft', 225, 315, aft), wedge('aftRight', 45, 135, aft)],
        primary: ['foreLeft', 'foreRight'],
      };
    case 'raider':
      return {
        arcs: [wedge('front', -53, 53, fore), wedge('aftLeft', 225, 331, aft), wedge('aftRight', 29, 135, aft)],
        primary: ['front'],
      };
    case 'croc':
    case 'gozanti':
      return { arcs: [wedge('front', -68, 68)], primary: ['front'] };
    default:
      return { arcs: [], primary: [] };
  }
}

/** Names of the arcs a range measurement may be restricted to, for the select list. */
export const ARC_LABELS = {
  front: 'front', rear: 'rear', left: 'left', right: 'right', fullFront: 'full front', fullRear: 'full rear',
  bullseye: 'bullseye', foreLeft: 'fore port', foreRight: 'fore starboard', aftLeft: 'aft port', aftRight: 'aft starboard',
};
