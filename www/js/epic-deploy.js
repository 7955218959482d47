// The Epic scene's carriers and deployment: ships docked on a huge ship (dockShip) deploy
// from its front or rear guides or either side (deployShip), previewed with the template
// and executed; the scenario's deployment areas are drawn, and while a ship is dragged or
// selected the engine's checkDeployment says whether it may stand there (the table marks
// an illegal placement in red, the panel says why).
import * as api from './api.js';
import { state, changed, playArea, shipById, selectedShip } from './state.js';
import { outlineOf, infoOf } from './model.js';
import { fillStroke, label, line } from './draw-util.js';
import { px } from './view.js';
import { maneuverWords, BEARING_GLYPHS } from './describe.js';
import { epic, areaOfTeam } from './epic-scene.js';

const $ = (id) => document.getElementById(id);

/** The sides a docked ship deploys from (docs/epic.md "Deploying": the engine's names). */
const FROM = [['left', 'left side'], ['right', 'right side'], ['front', 'front guides'], ['rear', 'rear guides']];
/** Maneuvers offered to a deploying ship: the scenario's (a Y-wing's dial has these). */
const DEPLOY_MOVES = [[1, 'straight'], [2, 'straight'], [3, 'straight'], [2, 'bankLeft'], [2, 'bankRight'], [2, 'turnLeft'], [2, 'turnRight']];
const AREA_STYLE = { 0: ['rgba(214, 120, 40, 0.07)', 'rgba(240, 160, 80, 0.6)'], 1: ['rgba(58, 110, 165, 0.08)', 'rgba(121, 180, 240, 0.6)'] };

/** Carriers on the table (huge ships with docked ships). */
function carriers() {
  return state.ships.filter((s) => s.epic?.docked?.length);
}

export function setup() {
  $('epic-deploy').addEventListener('change', () => {
    epic.deployPreview = null;
    changed('preview');
  });
}

/** The docked ships' controls: which ship, from where, which maneuver; Preview and Deploy; Dock the selected ship. */
export function refresh() {
  const box = $('epic-deploy');
  const rows = [];
  for (const c of carriers()) for (const d of c.epic.docked) rows.push([c, d]);
  const from = new Map(FROM);
  const sel = (id, list) => `<select id="${id}">${list.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select>`;
  box.innerHTML = rows.length
    ? `<div class="row"><label>Ship ${sel('epic-docked', rows.map(([c, d]) => [`${c.id}/${d.id}`, `${d.name} on ${c.name}`]))}</label></div>
       <div class="row"><label>From ${sel('epic-from', [...from])}</label>
       <label>Maneuver ${sel('epic-deploy-move', DEPLOY_MOVES.map(([s, b]) => [`${s}:${b}`, `${s} ${BEARING_GLYPHS[b]} ${maneuverWords({ speed: s, bearing: b })}`]))}</label></div>`
    : '<p>No ship is docked.</p>';
  const buttons = Object.assign(document.createElement('div'), { className: 'row' });
  if (rows.length) buttons.append(button('epic-deploy-preview', 'Preview deployment', previewDeploy), button('epic-deploy-go', 'Deploy', deploy));
  buttons.append(button('epic-dock', 'Dock selected ship', dockSelected));
  box.append(buttons);
}

function button(id, text, fn) {
  const b = Object.assign(document.createElement('button'), { id, type: 'button', textContent: text });
  b.addEventListener('click', fn);
  return b;
}

function chosen() {
  const [carrierId, shipId] = ($('epic-docked')?.value ?? '').split('/');
  const carrier = shipById(carrierId);
  const docked = carrier?.epic?.docked?.find((d) => d.id === shipId);
  const [speed, bearing] = $('epic-deploy-move').value.split(':');
  return { carrier, docked, from: $('epic-from').value, maneuver: { speed: Number(speed), bearing } };
}

const epicOf = (s) => ({ player: s.epic?.player ?? 0, ...(s.epic ? { team: s.epic.team } : {}) });

/** Asks deployShip where the chosen docked ship ends, and shows its template. */
export function previewDeploy() {
  const c = chosen();
  if (!c.carrier || !c.docked) return null;
  const { width, height } = playArea();
  const request = {
    edition: '2e',
    carrier: { id: c.carrier.id, ship: c.carrier.ship, pose: { ...c.carrier.pose }, ...epicOf(c.carrier) },
    ship: { id: c.docked.id, ship: c.docked.ship, ...epicOf(c.docked) },
    from: c.from,
    maneuver: c.maneuver,
    ships: state.ships.filter((s) => s.id !== c.carrier.id).map((s) => ({ id: s.id, ship: s.ship, pose: { ...s.pose } })),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
    seed: Math.floor(Math.random() * 2 ** 31),
  };
  const r = api.deployShip(request);
  epic.deployPreview = { ...c, request, value: r.value ?? null, error: r.error ?? null };
  const v = r.value;
  $('epic-deploy-out').textContent = r.error
    ? `The engine refused: ${r.error.message}`
    : v.destroyed
      ? `${c.docked.name} cannot be placed and would be destroyed: ${v.reason}.`
      : `${c.docked.name} deploys from ${c.carrier.name}'s ${c.from} (${maneuverWords(c.maneuver)}).`;
  changed('preview');
  return epic.deployPreview;
}

/** Deploys the chosen ship where the engine placed it (or loses it when it cannot be placed). */
function deploy() {
  const c = chosen();
  const shown = epic.deployPreview;
  // The preview's answer (and seed) when it is of the chosen ship, side and maneuver.
  const same = shown?.value && shown.docked === c.docked && shown.from === c.from && shown.maneuver.speed === c.maneuver.speed && shown.maneuver.bearing === c.maneuver.bearing;
  const p = same ? shown : previewDeploy();
  if (!p?.value) return;
  p.carrier.epic.docked = p.carrier.epic.docked.filter((d) => d !== p.docked);
  const ship = { ...p.docked, pose: { ...p.value.move.pose } };
  if (p.value.destroyed) ship.epic = { ...ship.epic, fate: 'destroyed' };
  else state.ships.push(ship);
  $('epic-deploy-out').textContent = p.value.destroyed ? `${ship.name} could not be placed: destroyed (${p.value.reason}).` : `${ship.name} deployed from ${p.carrier.name}'s ${p.from}.`;
  epic.deployPreview = null;
  if (!p.value.destroyed) state.selected = { kind: 'ship', id: ship.id };
  changed('scene');
}

/**
 * Docks the selected standard ship with a huge ship the engine accepts, trying its own
 * team's carriers first, the nearest first. When none accepts it, the refusal shown is
 * that of the first carrier tried (its own team's nearest): the one a player would dock
 * with, not whichever enemy ship was asked last.
 */
function dockSelected() {
  const s = selectedShip();
  const out = $('epic-deploy-out');
  if (!s) {
    out.textContent = 'Select a standard ship to dock.';
    return;
  }
  const away = (c) => Math.hypot(c.pose.x - s.pose.x, c.pose.y - s.pose.y);
  const huge = state.ships.filter((c) => c.id !== s.id && c.epic && infoOf(c)?.huge)
    .sort((a, b) => Number(a.epic.team !== s.epic?.team) - Number(b.epic.team !== s.epic?.team) || away(a) - away(b));
  let refusal = null;
  for (const c of huge) {
    const r = api.dockShip({ edition: '2e', carrier: { id: c.id, ship: c.ship, pose: { ...c.pose }, ...epicOf(c) }, ship: { id: s.id, ship: s.ship, pose: { ...s.pose }, ...epicOf(s), inWing: !!s.epic?.wing && !s.epic.split } }, { report: false });
    if (r.value?.docked) {
      c.epic.docked = [...(c.epic.docked ?? []), s];
      state.ships = state.ships.filter((x) => x !== s);
      state.selected = { kind: 'ship', id: c.id };
      out.textContent = `${s.name} docked with ${c.name} (range ${r.value.range}).`;
      changed('scene');
      return;
    }
    refusal = refusal ?? { carrier: c, error: r.error };
  }
  out.dataset.carrier = refusal?.carrier.id ?? '';
  out.textContent = refusal ? `${refusal.carrier.name} cannot take ${s.name}: ${refusal.error?.message ?? 'refused'}.` : 'No huge ship on the table can carry it.';
}

/** checkDeployment for the selected ship against its team's area. */
export function checkPlacement() {
  const s = selectedShip();
  const area = s?.epic ? areaOfTeam(s.epic.team) : null;
  const out = $('epic-placement');
  if (!area) {
    epic.placement = null;
    out.textContent = 'Select or drag a ship: the table marks a placement outside its team\'s deployment area.';
    return;
  }
  const { width, height } = playArea();
  const r = api.checkDeployment({
    edition: '2e',
    ship: { id: s.id, ship: s.ship, pose: { ...s.pose } },
    deploymentArea: { points: area.points },
    playArea: { width, height },
    ships: state.ships.filter((x) => x.id !== s.id).map((x) => ({ id: x.id, ship: x.ship, pose: { ...x.pose } })),
    obstacles: state.obstacles.map(api.engineObstacle),
  });
  epic.placement = { shipId: s.id, value: r.value ?? null, error: r.error ?? null };
  out.dataset.legal = String(!!r.value?.legal);
  out.textContent = r.error ? `The engine refused: ${r.error.message}`
    : r.value.legal ? `${s.name}: a legal placement in the ${area.name} area.` : `${s.name}: illegal placement — ${r.value.reason}.`;
}

/** The deployment areas, under the pieces. */
export function drawAreas(ctx) {
  for (const a of epic.areas) {
    const [fill, stroke] = AREA_STYLE[a.team] ?? AREA_STYLE[0];
    fillStroke(ctx, a.points, fill, stroke, 1.5, [8, 6]);
    const xs = a.points.map((p) => p[0]);
    label(ctx, a.name, [(Math.min(...xs) + Math.max(...xs)) / 2, px(14)], { size: 11, color: stroke });
  }
}

/** The illegal placement's mark and the deployment preview (guide, template, ghost). */
export function drawOverlay(ctx) {
  const pl = epic.placement;
  const s = pl && shipById(pl.shipId);
  if (s && pl.value && !pl.value.legal) {
    const o = outlineOf(s);
    fillStroke(ctx, o, 'rgba(255, 60, 60, 0.3)', '#ff3c3c', 3);
    line(ctx, o[0], o[2], '#ff3c3c', 2.5);
    line(ctx, o[1], o[3], '#ff3c3c', 2.5);
    label(ctx, 'illegal placement', [s.pose.x, Math.min(...o.map((q) => q[1])) - px(10)], { size: 11, color: '#ff8080', bold: true });
  }
  const d = epic.deployPreview;
  if (!d?.value) return;
  const m = d.value.move;
  for (const id of m.overlaps?.map((x) => x.id ?? x) ?? []) {
    const hit = shipById(id);
    if (hit) fillStroke(ctx, outlineOf(hit), 'rgba(255, 77, 77, 0.35)', '#ff4d4d', 2.5);
  }
  fillStroke(ctx, outlineOf(d.docked, d.value.start), null, 'rgba(255,255,255,0.7)', 1.2, [2, 3]);
  if (m.template?.length) fillStroke(ctx, m.template, 'rgba(255, 210, 74, 0.55)', '#ffd24a', 1.5);
  const g = d.value.guide;
  const half = 12;
  const along = [Math.cos((g.heading * Math.PI) / 180) * half, Math.sin((g.heading * Math.PI) / 180) * half];
  line(ctx, [g.x - along[0], g.y - along[1]], [g.x + along[0], g.y + along[1]], '#5adce6', 3);
  for (const part of m.footprint ?? []) fillStroke(ctx, part.points, d.value.destroyed ? 'rgba(255,77,77,0.25)' : 'rgba(255,255,255,0.22)', d.value.destroyed ? '#ff4d4d' : '#ffffff', 2, [6, 4]);
  label(ctx, d.value.destroyed ? `${d.docked.name}: destroyed` : d.docked.name, [m.pose.x, m.pose.y], { size: 10, color: '#ffffff' });
}
