// Forming a wing in the Epic scene: the player picks a leader among its small ships, a
// wing position for each wingmate and the wing tool, and the engine's placeWing puts the
// formation behind the leader where it stands (docs/epic.md "The wing tool"), checked
// against the table and the leader's team's deployment area (setup). Previewed on the
// table (the tool, each wingmate's spot, a wingmate that cannot be placed in red), then
// placed: the ships take their positions and fly on the leader's dial (epic-wing.js). A
// wingmate placeWing cannot place splits and gains the stress it reports. The page flies
// one wing: forming a new one dissolves the old.
import * as api from './api.js';
import { state, changed, playArea, shipById } from './state.js';
import { fillStroke, label } from './draw-util.js';
import { words, nameOf } from './describe.js';
import { epic, areaOfTeam } from './epic-scene.js';
import { wingShips, resetDial } from './epic-wing.js';
import { applyEffect } from './execute.js';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);

/** Wing positions in ascending wing ID order (Epic Battles Rules Reference › Wings). */
export const POSITIONS = ['leftFlank', 'rightFlank', 'rearSupport', 'leftSupport', 'rightSupport'];
const TOOLS = [['full', 'full-size tool'], ['corner', 'corner tool'], ['mini', 'mini tool']];

/** The form's choices: `{ leader, positions: { id: position }, tool }` (reset with the scene). */
const form = { leader: null, positions: {}, tool: 'full' };

/** Small ships of the Epic scene on the table: the ships a wing may hold. */
function candidates() {
  return state.ships.filter((s) => s.epic && s.ship === 'small' && s.epic.fate === 'inPlay');
}

/** The form, started from the wing on the table. */
function syncForm() {
  const ships = candidates();
  if (!ships.some((s) => s.id === form.leader)) {
    const { leader, mates } = wingShips();
    form.leader = leader?.id ?? ships[0]?.id ?? null;
    form.positions = Object.fromEntries(mates.map((m) => [m.id, m.epic.wing]));
  }
  const lead = shipById(form.leader);
  // Only the leader's player's ships can join its wing ("a wing is one player's ships").
  for (const id of Object.keys(form.positions)) {
    const s = shipById(id);
    if (!s || id === form.leader || s.epic?.player !== lead?.epic?.player) delete form.positions[id];
  }
}

/** The form's controls: leader, a position (or none) per ship of its player, the tool, Preview and Place. */
export function refresh() {
  const box = $('epic-form');
  if (!box) return;
  syncForm();
  const lead = shipById(form.leader);
  if (!lead) {
    box.replaceChildren(el('p', { className: 'hint', textContent: 'No small ship to lead a wing.' }));
    return;
  }
  const leader = el('select', { id: 'epic-form-leader' });
  for (const s of candidates()) leader.append(new Option(s.name, s.id, false, s.id === form.leader));
  leader.addEventListener('change', () => {
    form.leader = leader.value;
    delete form.positions[form.leader];
    epic.formPreview = null;
    refresh();
    changed('preview');
  });
  const rows = [row(labelled('Wing leader', leader))];
  const mates = el('div', { className: 'form-mates', role: 'group' });
  mates.setAttribute('aria-label', `Wingmates of ${lead.name} and their wing positions`);
  for (const s of candidates().filter((x) => x.id !== lead.id && x.epic.player === lead.epic.player)) {
    const pick = el('select', { className: 'epic-form-position' });
    pick.dataset.ship = s.id;
    pick.setAttribute('aria-label', `${s.name}: wing position`);
    pick.append(new Option('not in the wing', ''));
    for (const p of POSITIONS) pick.append(new Option(words(p), p, false, form.positions[s.id] === p));
    pick.addEventListener('change', () => {
      // One ship per position: the ship that held it leaves the wing.
      for (const [id, p] of Object.entries(form.positions)) if (p === pick.value && id !== s.id) delete form.positions[id];
      if (pick.value) form.positions[s.id] = pick.value;
      else delete form.positions[s.id];
      epic.formPreview = null;
      refresh();
      changed('preview');
    });
    mates.append(labelled(s.name, pick));
  }
  rows.push(mates);
  const tool = el('select', { id: 'epic-form-tool' });
  for (const [v, t] of TOOLS) tool.append(new Option(t, v, false, v === form.tool));
  tool.addEventListener('change', () => {
    form.tool = tool.value;
    epic.formPreview = null;
    changed('preview');
  });
  rows.push(row(labelled('Tool', tool)));
  const buttons = row();
  buttons.append(button('epic-form-preview', 'Preview formation', () => preview()), button('epic-form-place', 'Place the formation', () => place()));
  rows.push(buttons);
  box.replaceChildren(...rows);
}

function row(...children) {
  const r = el('div', { className: 'row' });
  r.append(...children);
  return r;
}

function labelled(text, control) {
  const l = el('label', { textContent: `${text} ` });
  l.append(control);
  return l;
}

function button(id, text, fn) {
  const b = el('button', { id, type: 'button', textContent: text });
  b.addEventListener('click', fn);
  return b;
}

/** The placeWing request for the form: the leader where it stands, the chosen wingmates, the table, the team's area. */
function request() {
  const lead = shipById(form.leader);
  if (!lead) return null;
  const member = (s) => ({ id: s.id, ship: s.ship, pose: { ...s.pose } });
  const wingmates = Object.entries(form.positions).map(([id, position]) => ({ ...member(shipById(id)), position }));
  const inWing = new Set([lead.id, ...wingmates.map((m) => m.id)]);
  const { width, height } = playArea();
  const area = areaOfTeam(lead.epic.team);
  return {
    wing: { leader: member(lead), wingmates },
    tool: { kind: form.tool },
    ships: state.ships.filter((s) => !inWing.has(s.id) && s.epic?.fate !== 'destroyed').map(member),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
    ...(area ? { deploymentArea: { points: area.points } } : {}),
  };
}

/** Asks placeWing where the formation goes, and shows it (the table and the words). */
export function preview() {
  const req = request();
  if (!req) return null;
  const r = api.placeWing(req);
  epic.formPreview = { request: req, value: r.value ?? null, error: r.error ?? null };
  $('epic-form-out').replaceChildren(...lines(epic.formPreview));
  changed('preview');
  return epic.formPreview;
}

function lines(p) {
  if (p.error) return [el('p', { className: 'bad', textContent: `The engine refused: ${p.error.message}` })];
  const lead = nameOf(p.request.wing.leader.id);
  const out = [el('p', { textContent: `${lead} leads ${p.value.wingmates.length} wingmate${p.value.wingmates.length === 1 ? '' : 's'} (${words(p.value.tool.kind)} tool).` })];
  for (const w of p.value.wingmates) {
    const why = [w.overlaps?.length ? `overlaps ${w.overlaps.map(nameOf).join(', ')}` : '', w.obstacles?.length ? `on ${w.obstacles.map(nameOf).join(', ')}` : '', w.outsidePlayArea ? 'outside the play area' : '', w.outsideDeploymentArea ? 'outside the deployment area' : ''].filter(Boolean).join(', ');
    const text = w.placed ? `${nameOf(w.id)}: ${words(w.position)} (wing ID ${w.wingId}).` : `${nameOf(w.id)}: ${words(w.position)} cannot be placed (${why}): it splits${w.split?.stress ? ` and gains ${w.split.stress} stress` : ''} (${w.split?.rule ?? ''}).`;
    const line = el('p', { className: w.placed ? '' : 'bad', textContent: text });
    line.dataset.ship = w.id;
    out.push(line);
  }
  return out;
}

/** Places the formation: the wing's ships take their poses and positions; the old wing is dissolved. */
export function place() {
  const p = epic.formPreview?.value && sameRequest(epic.formPreview.request) ? epic.formPreview : preview();
  if (!p?.value) return;
  for (const s of state.ships) {
    if (!s.epic) continue;
    delete s.epic.wing;
    delete s.epic.leader;
    delete s.epic.split;
  }
  const lead = shipById(p.request.wing.leader.id);
  lead.epic.wing = 'leader';
  for (const w of p.value.wingmates) {
    const s = shipById(w.id);
    if (!s) continue;
    s.epic.wing = w.position;
    s.epic.leader = lead.id;
    if (w.placed) s.pose = { ...w.pose };
    else {
      s.epic.split = { cause: w.split?.cause ?? 'split', rule: w.split?.rule ?? '' };
      if (w.split?.stress) applyEffect({ type: 'stress', target: s.id, count: w.split.stress });
    }
  }
  epic.formPreview = null;
  epic.wingPreview = null;
  epic.wingSplit = null;
  $('epic-form-out').replaceChildren(...lines(p), el('p', { className: 'good', textContent: `Formation placed: ${lead.name}'s wing flies on its dial (Wing, above).` }));
  resetDial();
  state.selected = { kind: 'ship', id: lead.id };
  changed('scene');
}

/** Whether a request is the one the form would send now (the table did not change since the preview). */
function sameRequest(r) {
  return JSON.stringify(r) === JSON.stringify(request());
}

/** The preview on the table: the tool, each wingmate's spot (red when it cannot be placed). */
export function drawOverlay(ctx) {
  const p = epic.formPreview;
  if (!p?.value) return;
  for (const o of p.value.tool?.outlines ?? []) fillStroke(ctx, o, 'rgba(90, 220, 230, 0.22)', '#5adce6', 1.5);
  for (const w of p.value.wingmates) {
    const bad = !w.placed;
    fillStroke(ctx, w.footprint ?? [], bad ? 'rgba(255, 77, 77, 0.25)' : 'rgba(90, 220, 230, 0.18)', bad ? '#ff4d4d' : '#ffffff', 1.5, [6, 4]);
    label(ctx, `${nameOf(w.id)}${bad ? ': cannot be placed' : ''}`, [w.pose.x, w.pose.y], { size: 10, color: bad ? '#ffb3b3' : '#ffffff' });
  }
}

/** Forgets the form's choices (a new scene). */
export function reset() {
  form.leader = null;
  form.positions = {};
  epic.formPreview = null;
}
