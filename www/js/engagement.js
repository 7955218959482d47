// The default defender when a ship's turn comes in the Combat (1e) or Engagement (2e)
// phase: an enemy the engine measures in one of the arcs the attacker fires from (its
// primary arcs; with a 2e turret printed on its card, any standard arc the turret can point
// at) and within range, the closest first (else the closest enemy, so the panel still shows why not),
// with the arc it was found in, which becomes the Range panel's arc (a CR90's target in its
// right arc is measured in the right arc, not in the first arc the ship prints).
// Which ships are enemies is the page's scene data: the other side, or in the Epic scene
// another team (an allied ship is not an enemy).
import * as api from './api.js';
import { state } from './state.js';
import { arcsFor } from './model.js';
import { cardInfo } from './dice-defaults.js';

/** The standard arcs a 2e turret arc indicator can point at: front, rear, left or right (as energyStep reads an indicator, docs/round.md). */
const TURRET_ARCS = ['front', 'rear', 'left', 'right'];

/** The arcs `a` fires from: its primary arcs, and with a printed turret (shipInfo `attacks`) every arc the indicator can point at. */
function firingArcs(a) {
  const own = arcsFor(a);
  const turret = (cardInfo(a)?.stats?.attacks ?? []).some((x) => /Turret$/.test(x.arc));
  const has = new Set(own.arcs.map((x) => x.name));
  return [...new Set([...own.primary, ...(turret ? TURRET_ARCS.filter((n) => has.has(n)) : [])])];
}

/** Whether two ships are on opposing sides (Epic: teams; else the Rebel / Imperial side). */
export function isEnemy(a, b) {
  if (a.epic && b.epic) return a.epic.team !== b.epic.team;
  return a.side !== b.side;
}

/**
 * measureRange of `a` at `d` in each arc `a` fires from (quietly: a refusal is no
 * answer); the best `{ inArc, range, distance, arc }` over the arcs, or null. `inArc` means
 * the engine says it can be targeted: in the arc, within the weapon's range.
 */
function measureFrom(a, d) {
  const arcs = firingArcs(a);
  let best = null;
  for (const arc of arcs.length ? arcs : ['']) {
    const request = {
      edition: state.edition,
      attacker: api.engineShip(a),
      defender: api.engineShip(d),
      ships: state.ships.map(api.engineShip),
      obstacles: state.obstacles.map(api.engineObstacle),
    };
    if (arc) request.arc = arc;
    const r = api.measureRange(request, { report: false });
    if (!r.value) continue;
    const v = r.value;
    const m = { inArc: v.inArc !== false && v.range != null && v.canTarget !== false, range: v.range ?? Infinity, distance: v.distance, arc };
    if (!best || rank(m) < rank(best)) best = m;
  }
  return best;
}

/** Sort key: in arc and range first, then the lower band, then the shorter distance. */
const rank = (m) => (m.inArc ? 0 : 1e9) + (Number.isFinite(m.range) ? m.range * 1e6 : 1e8) + m.distance;

/**
 * The defender to offer `attacker` by default: `{ id, arc, inRange }` (`arc` the primary arc it
 * was measured in, `inRange` whether the engine says it can be targeted there), or null when
 * it has no enemy on the table.
 */
export function defaultTarget(attacker) {
  let best = null;
  for (const d of state.ships) {
    if (d === attacker || !isEnemy(attacker, d)) continue;
    const m = measureFrom(attacker, d);
    if (m && (!best || rank(m) < rank(best.m))) best = { id: d.id, m };
  }
  return best ? { id: best.id, arc: best.m.arc, inRange: best.m.inArc } : null;
}
