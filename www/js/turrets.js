// A huge ship's turret arc indicators (docs/round.md "Turret arc indicators (2e)"): the
// round state's `turrets`, each tied to the upgrade that grants it and pointing at one
// of the ship's arcs. The person adds or removes one (the engine checks the new state:
// how many, which edition, one per upgrade) and turns one with the rotate action
// (performAction). The Range panel measures an indicator (measureRange's `turret`), the
// Attack panel fires in the arc the engine measured, and the table draws the arc each
// indicator points at from shipInfo's arcs. No rule lives here.
import { state, changed } from './state.js';
import { call, roundShip, stateOf, isHuge, setRoundState, applyAction, checkedState, refusalOf } from './round.js';
import { arcsFor, baseOf } from './model.js';
import { localToWorld } from './geometry.js';
import { wedgePath, label } from './draw-util.js';
import { px } from './view.js';
import { weaponsOf } from './cards.js';

/** Where an indicator can point: the names of the JS contract (docs/round.md `turrets[].arc`). */
export const TURRET_ARCS = ['front', 'left', 'right', 'rear'];
/** The Range panel's value for an indicator instead of an arc. */
export const TURRET_PREFIX = 'turret:';
/** How far the drawn indicator reaches beyond the base, mm (a drawing choice). */
const DRAWN_REACH = 45;
const COLOUR = '#e070ff';
/** Bearing of the indicator's name past the wedge's first edge, degrees (a drawing choice). */
const LABEL_OFFSET = 10;

const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

function afterChange(s, result, text) {
  const out = document.getElementById('turret-result');
  if (result.error) {
    out.replaceChildren(el('p', { className: 'bad', textContent: `The engine refused: ${result.error.message}` }));
    return;
  }
  out.replaceChildren(el('p', { className: 'good', textContent: text }));
  changed('round');
  changed('turrets');
  changed('pose');
  changed('poseEnd');
}

function add(s, upgrade, arc, double) {
  const st = stateOf(s);
  const r = checkedState(s, { turrets: [...st.turrets, { upgrade, arc, double }] });
  if (!r.error) setRoundState(s, r.value.state);
  afterChange(s, r, `${upgrade}: turret arc indicator added, pointing ${arc}${double ? ' (double)' : ''}.`);
}

function remove(s, upgrade) {
  const r = checkedState(s, { turrets: stateOf(s).turrets.filter((t) => t.upgrade !== upgrade) });
  if (!r.error) setRoundState(s, r.value.state);
  afterChange(s, r, `${upgrade}: turret arc indicator removed.`);
}

/** The rotate action (granted by the turret upgrade: `actionBar`), turning one indicator. */
function rotate(s, upgrade, arc) {
  const others = state.ships.filter((o) => o.id !== s.id).map(roundShip);
  const action = { type: 'rotate', actionBar: ['rotate'], turrets: [{ upgrade, arc }] };
  const r = call('performAction', { edition: state.edition, ship: roundShip(s), ships: others, action });
  if (!r.error) applyAction(s, r.value);
  const now = r.value?.outcome?.turrets?.map((t) => `${t.upgrade} → ${t.arc}`).join('; ');
  afterChange(s, r, `rotate: ${now}.`);
}

/** The panel rows for the selected huge ship: one per indicator, and one to add another. */
export function turretControls(s) {
  if (!s || !isHuge(s)) return [];
  const no = refusalOf(s, 'turrets', { turrets: [{ upgrade: 'probe', arc: 'front' }] });
  if (no) return [el('p', { className: 'hint', textContent: `Turret arc indicators: none (the engine: ${no}).` })];
  const st = stateOf(s);
  const rows = [el('p', { className: 'title', textContent: 'Turret arc indicators' })];
  for (const t of st.turrets) {
    const row = el('div', { className: 'turret-row' });
    row.dataset.upgrade = t.upgrade;
    const to = el('select');
    to.setAttribute('aria-label', `${t.upgrade}: rotate to`);
    to.dataset.rotateTo = t.upgrade;
    for (const a of TURRET_ARCS) to.append(new Option(a, a));
    to.value = t.arc;
    const turn = el('button', { type: 'button', textContent: 'Rotate (action)', title: 'The rotate action the turret upgrade grants: it is the ship\'s action this round' });
    turn.dataset.rotate = t.upgrade;
    turn.addEventListener('click', () => rotate(s, t.upgrade, to.value));
    const drop = el('button', { type: 'button', textContent: 'Remove' });
    drop.dataset.remove = t.upgrade;
    drop.addEventListener('click', () => remove(s, t.upgrade));
    row.append(el('span', { className: 'turret-now', textContent: `${t.upgrade}: ${t.arc}${t.double ? ' (double)' : ''}` }), to, turn, drop);
    rows.push(row);
  }
  const addRow = el('div', { className: 'turret-row' });
  // A turret weapon card the ship carries (an imported squad's) is offered first: its
  // indicator's attacks then fire with the card's printed weapon (attack.js).
  const card = weaponsOf(s, state.edition).find((w) => /Turret$/.test(w.arc ?? '') && !st.turrets.some((t) => t.upgrade === w.xws));
  const name = el('input', { type: 'text', id: 'turret-upgrade', value: card?.xws ?? `Turret ${st.turrets.length + 1}`, placeholder: 'upgrade' });
  name.setAttribute('aria-label', 'Upgrade granting the indicator');
  const arc = el('select', { id: 'turret-arc' });
  arc.setAttribute('aria-label', 'Pointing at');
  for (const a of TURRET_ARCS) arc.append(new Option(a, a));
  const double = el('input', { type: 'checkbox', id: 'turret-double', checked: card?.arc === 'doubleTurret' });
  const doubleLabel = el('label', { className: 'toggle' });
  doubleLabel.append(double, ' double');
  const go = el('button', { type: 'button', id: 'turret-add', textContent: 'Add indicator' });
  go.addEventListener('click', () => add(s, name.value.trim(), arc.value, double.checked));
  addRow.append(name, arc, doubleLabel, go);
  rows.push(addRow);
  return rows;
}

/** The Range panel's extra choices: each indicator of the attacker, measured with `turret`. */
export function turretOptions(attacker) {
  const st = attacker && stateOf(attacker);
  return (st?.turrets ?? []).map((t) => new Option(`turret: ${t.upgrade} (${t.arc})`, `${TURRET_PREFIX}${t.upgrade}`));
}

/** measureRange's fields for an indicator chosen in the Range panel: `{ turret, turrets }` or null. */
export function turretRequest(attacker, choice) {
  if (!choice?.startsWith(TURRET_PREFIX)) return null;
  return { turret: choice.slice(TURRET_PREFIX.length), turrets: stateOf(attacker)?.turrets ?? [] };
}

/** Each indicator on the table: the arc it points at (shipInfo's wedge, from the ship's centre), tinted. */
export function drawTurrets(ctx) {
  for (const s of state.ships) {
    const list = isHuge(s) ? s.roundState?.turrets ?? [] : [];
    if (!list.length) continue;
    const radius = baseOf(s).length / 2 + DRAWN_REACH;
    for (const t of list) {
      const arc = arcsFor(s).arcs.find((a) => a.name === t.arc && a.kind === 'wedge');
      if (!arc) continue;
      ctx.beginPath();
      wedgePath(ctx, localToWorld(s.pose, ...arc.apex), s.pose.heading + arc.from, s.pose.heading + arc.to, radius);
      ctx.fillStyle = 'rgba(224, 112, 255, 0.22)';
      ctx.fill();
      ctx.strokeStyle = COLOUR;
      ctx.lineWidth = px(2);
      ctx.stroke();
      // The name beside the wedge's first edge, off the middle where the range line often runs.
      const mid = s.pose.heading + arc.from + LABEL_OFFSET;
      const rad = ((mid - 90) * Math.PI) / 180;
      const c = localToWorld(s.pose, ...arc.apex);
      label(ctx, `${t.upgrade}${t.double ? ' ×2' : ''}`, [c[0] + Math.cos(rad) * (radius + px(10)), c[1] + Math.sin(rad) * (radius + px(10))], { size: 11, color: COLOUR, bold: true });
    }
  }
}
