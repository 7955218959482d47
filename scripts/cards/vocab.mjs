// The data's closed vocabularies and the src/cards/types.rs variants they map to. A value the
// table lacks stops the generation (rust.mjs `variant`), so an upstream novelty is never dropped.

export const SIZE = { Small: 'Small', Medium: 'Medium', Large: 'Large', Huge: 'Huge', small: 'Small', large: 'Large', huge: 'Huge' };

/** xwing-data2 arcs (`stats[].arc`, upgrades' `attack.arc`). */
export const ARC_2E = {
  'Front Arc': 'Front',
  'Rear Arc': 'Rear',
  'Left Arc': 'Left',
  'Right Arc': 'Right',
  'Single Turret Arc': 'SingleTurret',
  'Double Turret Arc': 'DoubleTurret',
  'Full Front Arc': 'FullFront',
  'Full Rear Arc': 'FullRear',
  'Bullseye Arc': 'Bullseye',
};

/** xwing-data firing arcs (`firing_arcs`, pilots' `grants[].name`). */
export const ARC_1E = { Front: 'Front', Turret: 'Turret', 'Auxiliary Rear': 'AuxiliaryRear', 'Auxiliary 180': 'Auxiliary180', Mobile: 'Mobile', Bullseye: 'Bullseye' };

/** Action names of both editions; 1e "Target Lock" is 2e "Lock". */
export const ACTION = {
  Focus: 'Focus',
  Lock: 'Lock',
  'Target Lock': 'Lock',
  'Barrel Roll': 'BarrelRoll',
  Boost: 'Boost',
  Evade: 'Evade',
  Calculate: 'Calculate',
  Coordinate: 'Coordinate',
  'Rotate Arc': 'RotateArc',
  Jam: 'Jam',
  Reinforce: 'Reinforce',
  Reload: 'Reload',
  SLAM: 'Slam',
  Cloak: 'Cloak',
  Recover: 'Recover',
};

/** 2e action colours (`difficulty`). */
export const COLOUR = { White: 'White', Red: 'Red', Purple: 'Purple' };
