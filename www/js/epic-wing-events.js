// The wing's events in the Epic scene (docs/epic.md "Forced splitting", "Joining"): the
// stress and ion tokens of its ships (typed by the person, or gained from the maneuvers
// moveWing reports), checkWingSplit's answer after each wing move (which wingmates the
// move's events split: an ionized or tractored wingmate, a stressed one when the leader
// flies red, all of them when the leader flees), and joinWing for a split ship. Every
// rule is the engine's: the page passes the wing as it stood and shows the answer.
import * as api from './api.js';
import { state, changed, playArea, selectedShip, shipById } from './state.js';
import { applyEffect } from './execute.js';
import { words, nameOf, maneuverWords } from './describe.js';
import { baseOf } from './model.js';
import { epic } from './epic-scene.js';
import { wingShips } from './epic-wing.js';
import { round } from './round.js';
import { keepWithSnapshots } from './history.js';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}) => Object.assign(document.createElement(tag), props);
const p = (text, cls = '') => el('p', { textContent: text, className: cls });

/** The tokens a wing ship carries (the loose fields the wing calls read). */
export const TOKENS = ['stress', 'ion'];

/** Sets a standard ship's token count (0 removes the field). */
function setToken(s, key, n) {
  s.rules = s.rules ?? {};
  if (n > 0) s.rules[key] = n;
  else delete s.rules[key];
}

/**
 * After a wing move: checkWingSplit for the wing as it stood when the leader revealed
 * its dial (the tokens before the maneuver: "stressed and its leader executes a red
 * maneuver" is about the stress it held then), with the move's events. Kept in
 * `epic.wingSplit` and shown under the wing's dial.
 */
export function afterMove(p0) {
  const v = p0.value;
  const events = {};
  if (v.difficulty === 'red') events.leaderRedManeuver = true;
  if (v.leader.fled) events.leaderRemoved = true;
  const request = { wing: p0.request.wing, phase: 'activation', events };
  const r = api.checkWingSplit(request);
  // The wingmates moveWing split while flying (before checkWingSplit's events are read).
  const flight = v.wingmates.filter((w) => !w.inFormation).map((w) => ({ id: w.id, position: w.position, cause: w.split?.cause ?? 'split', rule: w.split?.rule ?? '' }));
  epic.wingSplit = { request, value: r.value ?? null, error: r.error ?? null, flight };
  // A wingmate the events split leaves the wing now (Forced Splitting: "must split").
  for (const sp of r.value?.splits ?? []) {
    const s = shipById(sp.id);
    if (s?.epic && !s.epic.split) s.epic.split = { cause: sp.causes[0]?.cause ?? 'split', rule: sp.causes[0]?.rule ?? '' };
  }
  // Joining is "at the end of the End Phase": a wing move starts another Activation phase.
  round.endOfEndPhase = false;
  showSplit();
}

// Undo and redo bring back the split report of the table they restore (none before the first flight).
keepWithSnapshots(() => epic.wingSplit, (w) => {
  epic.wingSplit = w;
  showSplit();
});

function showSplit() {
  const out = $('epic-wing-split');
  const w = epic.wingSplit;
  if (!w) {
    out.replaceChildren();
    return;
  }
  if (w.error) {
    out.replaceChildren(w.error.code === 'NOT_AVAILABLE' ? p(w.error.message, 'unavailable') : p(`The engine refused the wing's splits: ${w.error.message}`, 'bad'));
    return;
  }
  const ev = Object.keys(w.request.events);
  const tokens = [w.request.wing.leader, ...w.request.wing.wingmates].filter((m) => m.stress || m.ion).map((m) => `${nameOf(m.id)} ${TOKENS.filter((k) => m[k]).map((k) => `${k} ${m[k]}`).join(', ')}`);
  const lines = [p(`Wing check after the flight (Activation phase; events: ${ev.length ? ev.map(words).join(', ') : 'none'}; tokens before the maneuver: ${tokens.length ? tokens.join('; ') : 'none'})`, 'title')];
  const listed = new Set(w.value.splits.map((s) => s.id));
  // Split by the flight itself (moveWing: its formation spot was blocked), not by an event.
  const flight = (w.flight ?? []).filter((f) => !listed.has(f.id));
  for (const f of flight) {
    const line = p(`${nameOf(f.id)} (${words(f.position)}) split while flying: ${words(f.cause)}${f.rule ? ` (${f.rule})` : ''}.`, 'bad');
    line.dataset.split = f.id;
    lines.push(line);
  }
  for (const s of w.value.splits) {
    const causes = s.causes.map((c) => `${words(c.cause)} (${c.rule})`).join('; ');
    const then = s.endOfActivation ? `; no dial: at the end of the Activation phase it executes ${maneuverWords(s.endOfActivation.maneuver)}, ${s.endOfActivation.skipAction ? 'skips its action, ' : ''}gains ${s.endOfActivation.stress} stress` : '';
    const line = p(`${nameOf(s.id)} (${words(s.position)}) must split: ${causes}${then}.`, 'bad');
    line.dataset.split = s.id;
    lines.push(line);
  }
  if (!w.value.splits.length) lines.push(p(`No ${flight.length ? 'other ' : ''}wingmate must split for these events.`, 'good'));
  // The wing as the table holds it now (after these splits, and any join since).
  const still = wingShips().mates.map((m) => m.name);
  lines.push(p(`Still in the wing: ${still.join(', ') || 'none'}. A wingmate may perform: ${w.value.wingmateActions.join(', ')}.`, 'hint'));
  out.replaceChildren(...lines);
  out.dataset.splits = String(w.value.splits.length);
}

/** Tokens of the selected wing ship, and Join for a split wingmate. */
export function refresh() {
  showSplit();
  const box = $('epic-wing-ship');
  const s = selectedShip();
  if (epic.join && epic.join.request.ship.id !== s?.id) {
    epic.join = null;
    $('epic-join-out').replaceChildren();
  }
  if (!s?.epic || baseOf(s).huge || !(s.epic.wing || s.epic.leader)) {
    box.replaceChildren(p('Select a ship of the wing for its tokens (and, once split, to join it again).', 'hint'));
    return;
  }
  const row = el('div', { className: 'row' });
  for (const k of TOKENS) {
    const input = el('input', { type: 'number', min: 0, max: 9, step: 1, id: `epic-${k}`, value: String(s.rules?.[k] ?? 0) });
    input.inputMode = 'numeric';
    input.addEventListener('change', () => {
      const n = Number(input.value);
      setToken(s, k, Number.isInteger(n) && n > 0 ? n : 0);
      changed('scene');
    });
    const label = el('label', { textContent: `${s.name}: ${k} ` });
    label.append(input);
    row.append(label);
  }
  const out = [row];
  if (s.epic.split && s.epic.leader) {
    out.push(p(`${s.name} split (${words(s.epic.split.cause)}).`, 'hint'));
    if (round.endOfEndPhase) {
      const b = el('button', { type: 'button', id: 'epic-join', textContent: `Join ${nameOf(s.epic.leader)}'s wing (end of the End phase)` });
      b.addEventListener('click', () => join(s));
      const joinRow = el('div', { className: 'row' });
      joinRow.append(b);
      out.push(joinRow);
    } else {
      // Epic Battles Rules Reference › Splitting from a Wing › Joining: "At the end of the End Phase, a split ship can join its wing".
      const hint = p(`${s.name} may join ${nameOf(s.epic.leader)}'s wing only at the end of the End phase (Epic Battles Rules Reference › Splitting from a Wing › Joining): play the round to its End phase under Round, then Run the End phase.`, 'hint');
      hint.id = 'epic-join-when';
      out.push(hint);
    }
  }
  box.replaceChildren(...out);
}

/** The joinWing request: the leader, the split ship, the wingmates still in formation, the table. */
function joinRequest(s) {
  const { leader, mates } = wingShips();
  const member = (x) => ({ id: x.id, ship: x.ship, pose: { ...x.pose }, ...(x.rules?.stress ? { stress: x.rules.stress } : {}), ...(x.rules?.ion ? { ion: x.rules.ion } : {}) });
  const inWing = new Set([leader?.id, s.id, ...mates.map((m) => m.id)]);
  const { width, height } = playArea();
  return {
    leader: leader ? member(leader) : { id: s.epic.leader, ship: 'small', pose: { ...s.pose } },
    ship: { ...member(s), position: s.epic.wing, wingLeader: s.epic.leader },
    wingmates: mates.map((m) => ({ ...member(m), position: m.epic.wing })),
    ships: state.ships.filter((x) => !inWing.has(x.id) && !['destroyed', 'fled', 'escaped'].includes(x.epic?.fate)).map((x) => ({ id: x.id, ship: x.ship, pose: { ...x.pose } })),
    obstacles: state.obstacles.map(api.engineObstacle),
    playArea: { width, height },
  };
}

/** Asks joinWing; placed back in formation with its stress, or the engine's refusal shown. */
function join(s) {
  const request = joinRequest(s);
  const r = api.joinWing(request);
  epic.join = { request, value: r.value ?? null, error: r.error ?? null };
  const out = $('epic-join-out');
  if (r.error) {
    out.replaceChildren(r.error.code === 'NOT_AVAILABLE' ? p(r.error.message, 'unavailable') : p(`Cannot join: ${r.error.message}`, 'bad'));
    return;
  }
  const v = r.value;
  s.pose = { ...v.pose };
  delete s.epic.split;
  for (const e of v.effects) applyEffect(e);
  const gained = v.effects.filter((e) => e.type === 'stress').reduce((n, e) => n + e.count, 0);
  out.replaceChildren(p(`${s.name} joins the wing at ${words(v.position)} (range ${v.range}, ${v.distance.toFixed(1)} mm from the leader)${gained ? ` and gains ${gained} stress` : ''}.`, 'good'));
  changed('scene');
}
