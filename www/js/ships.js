// What the page knows about ship kinds: the names it offers and the words for arcs.
// Every number about a ship (base, sections, arcs, dial, printed values) comes from
// the engine's shipInfo (model.js); none is repeated here.

/** Ship kinds offered in the "add ship" list, in order. */
export const KINDS = [
  { ship: 'cr90', label: 'CR90 corvette', huge: true },
  { ship: 'gr75', label: 'GR-75 transport', huge: true },
  { ship: 'croc', label: 'C-ROC cruiser', huge: true },
  { ship: 'gozanti', label: 'Gozanti cruiser', huge: true },
  { ship: 'raider', label: 'Raider corvette', huge: true },
  { ship: 'trident', label: 'Trident assault ship (2e)', huge: true, only: '2e' },
  { ship: 'small', label: 'Small ship', huge: false },
  { ship: 'medium', label: 'Medium ship (2e)', huge: false, only: '2e' },
  { ship: 'large', label: 'Large ship', huge: false },
];

export function kindOf(ship) {
  return KINDS.find((k) => k.ship === ship) ?? { ship, label: ship, huge: false };
}

/** Names of the arcs a range measurement may be restricted to, for the select list. */
export const ARC_LABELS = {
  front: 'front', rear: 'rear', left: 'left', right: 'right', fullFront: 'full front', fullRear: 'full rear',
  bullseye: 'bullseye', foreLeft: 'fore port', foreRight: 'fore starboard', aftLeft: 'aft port', aftRight: 'aft starboard',
};

/** The engine's arcs that count as a 2e huge ship's side arc (resolveAttack's `defenderArcs: "side"`). */
const SIDE_ARCS = new Set(['left', 'right']);

/**
 * The defender's arcs that hold the attacker, in the words both the Range and the Attack
 * panels use: "the attacker is in the Raider's front, right (side) and full front arcs".
 * `arcs` are measureRange's `defenderArcs` (or resolveAttack's, whose "side"
 * stands for left or right).
 */
export function defenderArcWords(arcs, defenderName) {
  if (!arcs.length) return `the attacker is in none of ${defenderName}'s arcs`;
  const named = arcs.map((n) => (SIDE_ARCS.has(n) ? `${ARC_LABELS[n]} (side)` : n === 'side' ? 'side' : ARC_LABELS[n] ?? n.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()));
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
  return `the attacker is in ${defenderName}'s ${list} arc${named.length > 1 ? 's' : ''}`;
}
