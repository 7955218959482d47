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
