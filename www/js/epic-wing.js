// The Epic scene's wing: the leader's dial as buttons; hovering (or tapping) one asks the
// engine's moveWing where the leader and each wingmate end, and the table shows the
// wing tool, the leader's template, the formation and any wingmate that splits (where
// formation would have put it, why not, and where its own maneuver takes it). Clicking
// (or tapping again) flies it. The formation itself comes from placeWing.
import * as api from './api.js';
import { state, changed, playArea, shipById } from './state.js';
import { outlineOf } from './model.js';
import { fillStroke, line, label } from './draw-util.js';
import { localToWorld } from './geometry.js';
import { px } from './view.js';
import { BEARING_GLYPHS, maneuverWords, words, nameOf } from './describe.js';
import { epic } from './epic-scene.js';
import { afterMove } from './epic-wing-events.js';
import { applyEffect } from './execute.js';
import { keepWithSnapshots } from './history.js';

const $ = (id) => document.getElementById(id);

/**
 * The scenario's leader dial (an X-wing's, as its card prints it): the engine holds no
 * standard ship's dial, so the scenario lists it, with each maneuver's colour.
 */
const LEADER_DIAL = [
  [1, 'bankLeft', 'white'], [1, 'straight', 'blue'], [1, 'bankRight', 'white'],
  [2, 'turnLeft', 'white'], [2, 'bankLeft', 'blue'], [2, 'straight', 'blue'], [2, 'bankRight', 'blue'], [2, 'turnRight', 'white'],
  [3, 'turnLeft', 'white'], [3, 'bankLeft', 'white'], [3, 'straight', 'white'], [3, 'bankRight', 'white'], [3, 'turnRight', 'white'],
  [4, 'straight', 'white'], [4, 'koiogran', 'red'],
].map(([speed, bearing, difficulty]) => ({ speed, bearing, difficulty }));

const TOOL_FILL = 'rgba(90, 220, 230, 0.22)';
const TOOL_STROKE = '#5adce6';
const SPLIT = '#ff4d4d';

/** The wing on the table: its leader and the wingmates still in formation. */
export function wingShips() {
  const leader = state.ships.find((s) => s.epic?.wing === 'leader') ?? null;
  const mates = leader ? state.ships.filter((s) => s.epic?.leader === leader.id && !s.epic.split) : [];
  return { leader, mates };
}

function member(s, position) {
  const m = { id: s.id, ship: s.ship, pose: { ...s.pose } };
  if (position) m.position = position;
  if (Number.isInteger(s.rules?.stress)) m.stress = s.rules.stress;
  if (Number.isInteger(s.rules?.ion)) m.ion = s.rules.ion;
  return m;
}

/** The engine's view of the table around the wing: every other ship still in play, the obstacles, the play area. */
function surroundings(except) {
  const { width, height } = playArea();
  return {
    ships: state.ships.filter((s) => !except.has(s.id) && !['destroyed', 'fled', 'escaped'].includes(s.epic?.fate)).map((s) => ({ id: s.id, ship: s.ship, pose: { ...s.pose } })),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
  };
}

/** The moveWing / placeWing request for the wing as it stands. */
export function wingRequest(extra = {}) {
  const { leader, mates } = wingShips();
  if (!leader) return null;
  const ids = new Set([leader.id, ...mates.map((s) => s.id)]);
  return { wing: { leader: member(leader), wingmates: mates.map((s) => member(s, s.epic.wing)) }, ...surroundings(ids), ...extra };
}

/** Puts the wingmates in formation behind the leader where placeWing says (the scene's set-up). */
export function formUp() {
  const request = wingRequest();
  if (!request) return;
  const r = api.placeWing(request);
  for (const w of r.value?.wingmates ?? []) {
    const s = shipById(w.id);
    if (s) s.pose = { ...w.pose };
  }
}

let shownKey = null;

/** Builds the dial and its line again at the next refresh (a new wing was formed). */
export function resetDial() {
  shownKey = null;
  flown = null;
}

/** Builds the dial for the wing's leader (kept while the wing flies, so the pointer stays on its button). */
export function refresh() {
  const { leader, mates } = wingShips();
  const key = leader ? leader.id : '';
  if (key === shownKey) return;
  shownKey = key;
  const box = $('epic-wing-dial');
  box.replaceChildren();
  if (!leader) {
    $('epic-wing-out').textContent = 'No wing on the table.';
    return;
  }
  for (const m of LEADER_DIAL) {
    const b = Object.assign(document.createElement('button'), { type: 'button', className: `move ${m.difficulty}` });
    b.textContent = `${m.speed} ${BEARING_GLYPHS[m.bearing] ?? m.bearing}`;
    b.dataset.speed = m.speed;
    b.dataset.bearing = m.bearing;
    b.setAttribute('aria-label', `Wing: ${maneuverWords(m)} (${m.difficulty})`);
    b.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && preview(m));
    b.addEventListener('focus', () => !touchOnly() && preview(m));
    b.addEventListener('click', () => (touchOnly() && !isPreviewed(m) ? preview(m) : fly(m)));
    box.append(b);
  }
  leadLine();
}

/** "Red Leader leads 5 wingmates.": the wing as the table holds it. */
function leadLine() {
  const { leader, mates } = wingShips();
  $('epic-wing-out').textContent = leader ? `${leader.name} leads ${mates.length} wingmate${mates.length === 1 ? '' : 's'}.` : 'No wing on the table.';
}

/** The last flight's words, kept with the table it left (undo shows the table's own: the flight before, or the wing as it stands). */
let flown = null;
keepWithSnapshots(() => flown, (p) => {
  flown = p;
  if (p) describe(p, true);
  else leadLine();
});

const touchOnly = () => matchMedia('(hover: none)').matches;
const same = (a, b) => a && b && a.speed === b.speed && a.bearing === b.bearing;
const isPreviewed = (m) => same(epic.wingPreview?.maneuver, m) && !!epic.wingPreview.value;

/** Asks moveWing where the maneuver takes the wing, and shows it. */
export function preview(m) {
  const seed = Math.floor(Math.random() * 2 ** 31);
  const request = wingRequest({ maneuver: { speed: m.speed, bearing: m.bearing, difficulty: m.difficulty }, seed });
  if (!request) return;
  const r = api.moveWing(request);
  epic.wingPreview = { maneuver: m, request, value: r.value ?? null, error: r.error ?? null };
  describe(epic.wingPreview);
  changed('preview');
}

/** Flies the maneuver: the poses the engine answered (the preview's, with its seed). */
export function fly(m) {
  if (!isPreviewed(m)) preview(m);
  const p = epic.wingPreview;
  if (!p?.value) return;
  const v = p.value;
  const leader = shipById(p.request.wing.leader.id);
  if (leader) leader.pose = { ...v.leader.pose };
  if (leader && v.leader.fled) leader.epic.fate = 'fled';
  for (const w of v.wingmates) {
    const s = shipById(w.id);
    if (!s) continue;
    s.pose = { ...w.pose };
    if (!w.inFormation) s.epic.split = { cause: w.split?.cause ?? 'split', rule: w.split?.rule ?? '' };
    if (w.executed?.fled) s.epic.fate = 'fled';
  }
  // The stress the maneuvers gave or removed (moveWing's effects; the leader's are placeMove's).
  for (const e of [...(v.leader.outcome?.effects ?? []), ...v.wingmates.flatMap((w) => w.effects ?? [])]) if (e.type === 'stress' || e.type === 'stressRemoved') applyEffect(e);
  epic.wingPreview = null;
  flown = p;
  describe(p, true);
  afterMove(p);
  changed('scene');
}

/** The answer in words: where each wingmate ends, and each split with its reason. */
function describe(p, flown = false) {
  const out = $('epic-wing-out');
  if (p.error) {
    out.textContent = `The engine refused: ${p.error.message}`;
    return;
  }
  const v = p.value;
  const lines = [`${flown ? 'Flew' : 'Preview'}: ${maneuverWords(p.maneuver)} (${v.difficulty})${v.leader.fled ? `; ${nameOf(p.request.wing.leader.id)} flees the play area` : ''}.`];
  for (const w of v.wingmates) {
    const name = nameOf(w.id);
    if (w.inFormation) continue;
    const why = [w.overlaps?.length ? `overlaps ${w.overlaps.map(nameOf).join(', ')}` : '', w.outsidePlayArea ? 'would leave the play area' : ''].filter(Boolean).join(', ');
    lines.push(`${name} (${words(w.position)}) splits: ${words(w.split?.cause ?? '')}${why ? ` (${why})` : ''}; ${w.executed ? `flies ${maneuverWords(w.executed.executed)} on its own${w.executed.fled ? ' and flees the play area' : ''}` : 'stays'}${w.skipAction ? ', skips its action' : ''}. ${w.split?.rule ?? ''}`);
  }
  const kept = v.wingmates.filter((w) => w.inFormation).length;
  lines.push(`${kept} of ${v.wingmates.length} wingmates in formation.`);
  out.replaceChildren(...lines.map((t) => Object.assign(document.createElement('p'), { textContent: t })));
  out.dataset.splits = String(v.wingmates.length - kept);
}

/** The preview on the table: tool, leader's template and ghost, formation ghosts, splits. */
export function drawOverlay(ctx) {
  const p = epic.wingPreview;
  if (!p?.value) return;
  const v = p.value;
  for (const o of v.tool?.outlines ?? []) fillStroke(ctx, o, TOOL_FILL, TOOL_STROKE, 1.5);
  if (v.leader.template?.length) fillStroke(ctx, v.leader.template, 'rgba(255, 210, 74, 0.55)', '#ffd24a', 1.5);
  for (const part of v.leader.footprint ?? []) fillStroke(ctx, part.points, 'rgba(255,255,255,0.22)', '#ffffff', 2, [6, 4]);
  let splits = 0;
  for (const w of v.wingmates) {
    if (w.inFormation) fillStroke(ctx, w.footprint ?? [], 'rgba(90, 220, 230, 0.18)', '#ffffff', 1.5, [6, 4]);
    else drawSplit(ctx, w, splits++);
  }
}

/** A split wingmate: the blocked formation spot (red), what blocked it, its own template and end. */
function drawSplit(ctx, w, order) {
  for (const id of w.overlaps ?? []) {
    const s = shipById(id);
    if (s) fillStroke(ctx, outlineOf(s), 'rgba(255, 77, 77, 0.35)', SPLIT, 2.5);
  }
  fillStroke(ctx, w.footprint ?? [], 'rgba(255, 77, 77, 0.18)', SPLIT, 2, [4, 3]);
  const at = w.formationPose;
  line(ctx, localToWorld(at, -12, -12), localToWorld(at, 12, 12), SPLIT, 2.5);
  line(ctx, localToWorld(at, -12, 12), localToWorld(at, 12, -12), SPLIT, 2.5);
  const e = w.executed;
  if (e?.template?.length) fillStroke(ctx, e.template, 'rgba(255, 160, 60, 0.45)', '#ffa03c', 1.5);
  for (const part of e?.footprint ?? []) fillStroke(ctx, part.points, 'rgba(255,160,60,0.2)', '#ffa03c', 2, [6, 4]);
  // The reason beside the blocked spot, above it for the first split and below for the next (and below
  // when above would be off the table), so that neighbours' labels stay apart.
  const ys = (w.footprint ?? [[at.x, at.y]]).map((q) => q[1]);
  const above = Math.min(...ys) - px(22);
  const y = order % 2 || above < px(14) ? Math.max(...ys) + px(10) : above;
  label(ctx, `${nameOf(w.id)} splits`, [at.x, y], { size: 11, color: '#ffb3b3', bold: true });
  label(ctx, words(w.split?.cause ?? ''), [at.x, y + px(12)], { size: 10, color: '#ffb3b3' });
}
