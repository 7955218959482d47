// A warning when a ship is put down overlapping another ship (dragged, moved with the
// keys or typed in): the rules never let two bases overlap, so the page says so at once
// (the engine's checkOverlap answers which ships), in Messages and over the table, and
// rings the ships on the table until the ship is moved again. The page does not refuse
// the placement: a person sets up situations, and the engine's own calls judge them.
import * as api from './api.js';
import { state, selectedShip, shipById } from './state.js';
import { outlineOf } from './model.js';
import { fillStroke, label } from './draw-util.js';
import { px } from './view.js';
import { showWarning } from './messages.js';

/** The last warning: `{ shipId, pose, overlaps: [ids] }`, or null. */
export const drop = { warning: null };

const WARN = '#ff9f1a';

/** After a piece was put down: checkOverlap of the selected ship against the other ships. */
export function checkDrop() {
  const s = selectedShip();
  drop.warning = null;
  if (!s) return null;
  const ships = state.ships.filter((o) => o.id !== s.id).map(api.engineShip);
  if (!ships.length) return null;
  const r = api.checkOverlap({ edition: state.edition, ship: api.engineShip(s), ships }, { report: false });
  const ids = (r.value?.overlaps ?? []).map((o) => o.id ?? o).filter((id) => shipById(id));
  if (!ids.length) return null;
  drop.warning = { shipId: s.id, pose: { ...s.pose }, overlaps: ids };
  showWarning(`${s.name} overlaps ${ids.map((id) => shipById(id).name).join(', ')}: bases may not overlap; move it apart.`);
  return drop.warning;
}

/** The overlapping ships ringed in orange while the warned ship stays where it was put. */
export function drawDrop(ctx) {
  const w = drop.warning;
  const s = w && shipById(w.shipId);
  if (!s || s.pose.x !== w.pose.x || s.pose.y !== w.pose.y || s.pose.heading !== w.pose.heading) return;
  for (const id of [s.id, ...w.overlaps]) {
    const o = shipById(id);
    if (o) fillStroke(ctx, outlineOf(o), 'rgba(255, 159, 26, 0.18)', WARN, 3, [5, 3]);
  }
  const o = outlineOf(s);
  label(ctx, 'overlaps another ship', [s.pose.x, Math.min(...o.map((q) => q[1])) - px(10)], { size: 11, color: WARN, bold: true });
}
