// Per-ship facts the page draws and offers, taken from the engine's shipInfo when the
// loaded engine has it, else (footprint only) from docs/conventions.md §2. Nothing here decides a rule.
import * as api from './api.js';
import { state } from './state.js';
import { fallbackBase, arcsOf, hasCentreLine, SECTION_BASE } from './ships.js';
import { rect } from './geometry.js';

/** The engine's shipInfo answer for a scene ship, or null when unavailable. */
export function infoOf(s) {
  const r = api.shipInfo(state.edition, s.ship);
  return r.value ?? null;
}

/** `{ width, length, huge, sections }` of the ship's base in the current edition. */
export function baseOf(s) {
  const info = infoOf(s);
  if (info?.base) return { width: info.base.width, length: info.base.length, huge: !!info.huge, sections: !!info.sections };
  return fallbackBase(state.edition, s.ship);
}

/** Footprint parts as `{ section, points }`: one part, or fore and aft halves (1e huge, docs/conventions.md §2). */
export function footprintOf(s, pose = s.pose) {
  const b = baseOf(s);
  if (!b.sections) return [{ section: null, points: rect(pose, b.width, b.length) }];
  return [
    { section: 'fore', points: rect(pose, b.width, b.length / 2, b.length / 4) },
    { section: 'aft', points: rect(pose, b.width, b.length / 2, -b.length / 4) },
  ];
}

/** The whole outline of the base. */
export function outlineOf(s, pose = s.pose) {
  const b = baseOf(s);
  return rect(pose, b.width, b.length);
}

/** The 80-mm squares of a 1e huge ship's fore and aft bases, for drawing. */
export function sectionBasesOf(s, pose = s.pose) {
  const b = baseOf(s);
  if (!b.sections) return [];
  const off = b.length / 2 - SECTION_BASE / 2;
  return [
    { section: 'fore', points: rect(pose, SECTION_BASE, SECTION_BASE, off) },
    { section: 'aft', points: rect(pose, SECTION_BASE, SECTION_BASE, -off) },
  ];
}

export function centreLineOf(s) {
  return hasCentreLine(state.edition, s.ship) || (state.edition === '2e' && baseOf(s).huge);
}

/** Printed arcs of the ship (docs/conventions.md §5) and the names its primary weapon uses. */
export function arcsFor(s) {
  return arcsOf(state.edition, s.ship, baseOf(s));
}

/** The printed dial from shipInfo, or null when the engine cannot tell. */
export function dialOf(s) {
  return infoOf(s)?.dial ?? null;
}
