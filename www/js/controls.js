// The toolbar (edition, play area, add/remove pieces, reset, threat map), the
// selection panel (which piece, its exact pose, its printed facts) and the status line.
import { state, changed, shipById, obstacleById, playArea, selectedShip } from './state.js';
import { KINDS, kindOf } from './ships.js';
import { SIDES, addShip, addObstacle, removeSelected, startingScene, translateObstacle, rotateObstacle } from './scene.js';
import { centroid, wrapHeading } from './geometry.js';
import { infoOf, baseOf } from './model.js';
import { showInfo } from './messages.js';
import * as api from './api.js';
import { fitTable } from './view.js';
import { reading } from './ruler.js';
import { setupAddCard, fillCardLists, addChosenShip } from './add-card.js';

const $ = (id) => document.getElementById(id);

export function setup() {
  fillKinds();
  $('edition').addEventListener('change', (e) => setEdition(e.target.value));
  $('area').addEventListener('change', (e) => {
    state.area = e.target.value;
    fitTable();
    startingScene();
  });
  setupAddCard(fillKinds);
  $('add-ship').addEventListener('click', () => addChosenShip($('add-ship-side').value) || addShip($('add-ship-kind').value, $('add-ship-side').value));
  $('add-obstacle').addEventListener('click', () => addObstacle($('add-obstacle-type').value));
  $('remove').addEventListener('click', () => removeSelected() || showInfo('Select a ship or an obstacle to remove first.'));
  $('reset').addEventListener('click', () => startingScene());
  $('threat').addEventListener('change', (e) => {
    state.threat.on = e.target.checked;
    changed('threat-toggle');
  });
  $('piece').addEventListener('change', (e) => {
    const [kind, id] = e.target.value.split(':');
    state.selected = id ? { kind, id } : null;
    changed('selection');
  });
  for (const key of ['x', 'y', 'heading']) $(`pose-${key}`).addEventListener('change', (e) => setPose(key, Number(e.target.value)));
}

/** The add-ship list for the edition (medium bases exist only in 2e). */
function fillKinds() {
  if (fillCardLists()) return fillObstacleTypes();
  const sel = $('add-ship-kind');
  const keep = sel.value;
  sel.replaceChildren(...KINDS.filter((k) => !k.only || k.only === state.edition).map((k) => new Option(k.label, k.ship)));
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  fillObstacleTypes();
}

function fillObstacleTypes() {
  for (const o of $('add-obstacle-type').options) o.disabled = o.value === 'gasCloud' && state.edition === '1e';
  if ($('add-obstacle-type').selectedOptions[0]?.disabled) $('add-obstacle-type').value = 'asteroid';
}

/** Whether a piece can stand on the table in `edition` (medium bases and gas clouds are 2e only). */
function existsIn(edition, kind, p) {
  if (kind === 'ship' && (p.cardEdition ?? kindOf(p.ship).only)) return (p.cardEdition ?? kindOf(p.ship).only) === edition;
  return edition === '2e' || (kind === 'ship' ? p.ship !== 'medium' : p.type !== 'gasCloud');
}

/**
 * Switches edition: bases change size. A piece the new edition lacks is never deleted:
 * it is kept aside for its edition (in the saved scene too) and comes back on the table
 * when that edition is chosen again; Messages says so.
 */
export function setEdition(edition) {
  const leaving = state.edition;
  state.edition = edition;
  const back = state.aside.filter((x) => x.edition === edition);
  state.aside = state.aside.filter((x) => x.edition !== edition);
  for (const x of back) (x.kind === 'ship' ? state.ships : state.obstacles).push(x.piece);
  const label = (p) => p.name ?? `${p.type} ${p.id.split('-')[1]}`;
  for (const p of back) showInfo(`${label(p.piece)} is back on the table (kept aside while in ${p.edition === '1e' ? '2nd' : '1st'} edition).`);
  for (const [kind, list] of [['ship', 'ships'], ['obstacle', 'obstacles']]) {
    const gone = state[list].filter((p) => !existsIn(edition, kind, p));
    state[list] = state[list].filter((p) => existsIn(edition, kind, p));
    for (const piece of gone) {
      state.aside.push({ edition: leaving, kind, piece });
      const [now, then] = edition === '1e' ? ['1st', '2nd'] : ['2nd', '1st'];
      showInfo(`${label(piece)} kept aside: it does not exist in ${now} edition. It comes back when you switch to ${then} edition (or undo).`);
    }
  }
  for (const s of state.ships) {
    delete s.rules;
    delete s.status;
    delete s.attackState;
  }
  state.preview = null;
  state.range.value = null;
  state.attack = { value: null, error: null };
  if (state.selected && !shipById(state.selected.id) && !obstacleById(state.selected.id)) state.selected = null;
  for (const key of ['attackerId', 'defenderId']) if (!shipById(state.range[key])) state.range[key] = null;
  fillKinds();
  changed('scene');
}

/** Puts the toolbar's edition and play area back in line with the state (after undo, redo or a restored scene). */
export function syncToolbar() {
  $('edition').value = state.edition;
  $('area').value = state.area;
  fillKinds();
}

function setPose(key, value) {
  if (!Number.isFinite(value)) return;
  const sel = state.selected;
  const s = selectedShip();
  if (s) {
    s.pose[key] = key === 'heading' ? wrapHeading(value) : value;
  } else if (sel?.kind === 'obstacle') {
    const o = obstacleById(sel.id);
    const c = centroid(o.points);
    if (key === 'x') translateObstacle(o, value - c[0], 0);
    if (key === 'y') translateObstacle(o, 0, value - c[1]);
    if (key === 'heading') rotateObstacle(o, value, c);
  }
  changed('pose');
  changed('poseEnd');
}

const fmt = (n) => (Math.round(n * 10) / 10).toString();

/** Refreshes the piece list, the pose fields and the facts of the selection. */
export function refreshSelection() {
  const piece = $('piece');
  const opts = [new Option('— none —', ''),
    ...state.ships.map((s) => new Option(`${s.name} (${SIDES[s.side]})`, `ship:${s.id}`)),
    ...state.obstacles.map((o) => new Option(`${o.type} ${o.id.split('-')[1]}`, `obstacle:${o.id}`))];
  piece.replaceChildren(...opts);
  piece.value = state.selected ? `${state.selected.kind}:${state.selected.id}` : '';
  refreshPose();
  $('ship-facts').replaceChildren(...facts());
}

let poseFieldsFor = null;

/**
 * Just the pose fields (cheap: called while dragging). A field being typed in keeps its
 * text while the same piece stays selected; a new selection rewrites every field.
 */
export function refreshPose() {
  const key = state.selected ? `${state.selected.kind}:${state.selected.id}` : '';
  const newPiece = key !== poseFieldsFor;
  poseFieldsFor = key;
  const s = selectedShip();
  const o = state.selected?.kind === 'obstacle' ? obstacleById(state.selected.id) : null;
  const c = o ? centroid(o.points) : null;
  const values = s ? [s.pose.x, s.pose.y, s.pose.heading] : c ? [c[0], c[1], ''] : ['', '', ''];
  ['x', 'y', 'heading'].forEach((k, i) => {
    const input = $(`pose-${k}`);
    if (newPiece || document.activeElement !== input) input.value = values[i] === '' ? '' : fmt(values[i]);
    input.disabled = !s && !o;
  });
}

function facts() {
  const s = selectedShip();
  if (!s) return [state.selected ? 'An obstacle: drag it, or rotate it with the wheel or Q/E.' : 'Click a ship or obstacle on the table, or choose one above.'];
  const b = baseOf(s);
  // The piece's own name (its pilot's, for a card), never the engine's ship or pilot id.
  const parts = [`${s.name ?? kindOf(s.ship).label}, ${SIDES[s.side]}. Base ${fmt(b.width)} × ${fmt(b.length)} mm${b.sections ? ', fore and aft sections' : ''}.`];
  const info = infoOf(s);
  if (info?.stats) parts.push(' ' + describeStats(info.stats));
  else if (!api.has('shipInfo')) parts.push(' Printed values: shipInfo is not available in this build of the engine yet.');
  parts.push(tokenWords(s));
  return parts;
}

const ARC_WORDS = { leftRight: 'left and right arcs', fullFront: 'full front arc', front: 'front arc' };

/** Printed values from shipInfo: 1e cards per section, or the 2e card with its recurring values. */
export function describeStats(stats) {
  if (Array.isArray(stats.cards)) {
    return stats.cards.map((c) => {
      const head = c.section ? `${c.section[0].toUpperCase()}${c.section.slice(1)}: ` : '';
      const attack = c.attack ? `attack ${c.attack}${c.attackRange ? ` at range ${c.attackRange.join('–')}` : ''}, ` : '';
      return `${head}${attack}hull ${c.hull}, shields ${c.shields}${c.energy ? `, energy ${c.energy}` : ''}.`;
    }).join(' ') + (stats.agility != null ? ` Agility ${stats.agility}.` : '');
  }
  const rec = (n, r) => `${n}${r ? ` (+${r})` : ''}`;
  const parts = [`Attack ${stats.attack}${stats.attackArc ? ` (${ARC_WORDS[stats.attackArc] ?? stats.attackArc})` : ''}`, `agility ${stats.agility}`, `hull ${stats.hull}`,
    `shields ${rec(stats.shields, stats.shieldRecurring)}`, `energy ${rec(stats.energy, stats.energyRecurring)}`];
  if (stats.initiative != null) parts.push(`initiative ${stats.initiative}`);
  if (stats.engagement != null) parts.push(`engagement ${stats.engagement}`);
  return `${parts.join(', ')}.`;
}

/** Tokens and damage the page has recorded for a ship from executed maneuvers. */
function tokenWords(s) {
  const t = s.rules ?? {};
  const parts = [];
  if (t.energy != null) parts.push(`energy ${t.energy}`);
  if (t.stress) parts.push(`stress ${t.stress}`);
  if (s.jam) parts.push(`jam ${s.jam}`);
  if (s.overlapDamage) parts.push(`overlap damage ${s.overlapDamage.hits} hit / ${s.overlapDamage.crits} crit${s.overlapDamage.cards ? ` / ${s.overlapDamage.cards} faceup card` : ''}`);
  return parts.length ? ` Now: ${parts.join(', ')}.` : '';
}

/** The status line: pointer coordinates, the play area and what the keys do. */
export function refreshStatus() {
  const p = state.pointer;
  const { width: W, height: H, label } = playArea();
  const where = p && p[0] >= 0 && p[1] >= 0 && p[0] <= W && p[1] <= H ? `x ${p[0].toFixed(0)} mm, y ${p[1].toFixed(0)} mm` : 'pointer off the table';
  const aside = state.aside.length ? ` · ${state.aside.length} piece${state.aside.length > 1 ? 's' : ''} kept aside for ${state.aside[0].edition === '2e' ? '2nd' : '1st'} edition` : '';
  const r = reading();
  if (state.ruler.on) {
    $('status').textContent = r ? `Ruler: ${rulerWords(r)} · drag again to measure elsewhere, R or Esc to put the ruler away` : 'Ruler: drag on the table between two points or ships · R or Esc to put it away';
    return;
  }
  $('status').textContent = `${where}${aside} · ${label} (${W} × ${H} mm), ${state.edition === '1e' ? '1st' : '2nd'} edition · drag to move · Shift+wheel, handle or Q/E to rotate · wheel or pinch to zoom, drag the table to pan · N next piece · A/D attacker/defender`;
}

/** A ruler reading in words: distance and range band (the engine's, between two ships). */
export function rulerWords(r) {
  const band = r.band == null ? 'beyond range 5' : `range ${r.band}`;
  return `${r.distance.toFixed(1)} mm · ${band}${r.engine ? ` (closest points of the bases${r.obstructed ? ', obstructed' : ''})` : ''}`;
}
