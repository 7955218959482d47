// Per-ship facts the page draws and offers, all from the engine's shipInfo: the base,
// the 1e sections and their square bases, the centre line, the arcs (as measureRange
// places them) and which of them the primary weapon uses. Nothing here decides a rule.
import * as api from './api.js';
import { state } from './state.js';
import { rect } from './geometry.js';

/** What is drawn for a ship the engine cannot describe (it refused; Messages says why): nothing. */
const NO_BASE = { width: 0, length: 0, huge: false, sections: false };

/** The engine's shipInfo answer for a scene ship, or null when unavailable. */
export function infoOf(s) {
  const r = api.shipInfo(state.edition, s.ship);
  return r.value ?? null;
}

/** `{ width, length, huge, sections }` of the ship's base in the current edition. */
export function baseOf(s) {
  const info = infoOf(s);
  if (info?.base) return { width: info.base.width, length: info.base.length, huge: !!info.huge, sections: !!info.sections };
  return NO_BASE;
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

/** The square bases of a 1e huge ship's fore and aft sections (shipInfo `sectionBases`). */
export function sectionBasesOf(s, pose = s.pose) {
  return (infoOf(s)?.sectionBases ?? []).map((b) => ({ section: b.section, points: rect(pose, b.side, b.side, b.centre[1]) }));
}

/**
 * Whether a line is drawn across the token's middle: the 1e blue centre line where the
 * token has one (shipInfo `centreLine`), and on 2e huge ships the line between the full
 * front and full rear arcs.
 */
export function centreLineOf(s) {
  const info = infoOf(s);
  return !!info?.centreLine || (state.edition === '2e' && !!info?.huge);
}

/**
 * The ship's arcs from shipInfo, in its own frame, as the drawing code reads them:
 * `{ name, kind: 'wedge' | 'halfPlane' | 'strip', apex: [lateral, forward], from, to,
 * ahead, width, start }`, and `primary`, the names its primary weapon fires from.
 */
export function arcsFor(s) {
  const list = infoOf(s)?.arcs ?? [];
  const arcs = list.map((a) => {
    if (a.kind === 'strip') return { name: a.name, kind: 'strip', width: 2 * a.halfWidth, apex: [0, a.start] };
    if (a.kind === 'halfPlane') return { name: a.name, kind: 'halfPlane', ahead: a.ahead, apex: [0, 0], from: a.ahead ? -90 : 90, to: a.ahead ? 90 : 270 };
    return { name: a.name, kind: 'wedge', apex: a.apex, from: a.from, to: a.to };
  });
  return { arcs, primary: list.filter((a) => a.primary).map((a) => a.name) };
}

/** The printed dial from shipInfo, or null when the engine cannot tell. */
export function dialOf(s) {
  return infoOf(s)?.dial ?? null;
}
