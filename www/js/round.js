// The round as the page plays it: the shared ship state of each huge ship (the
// engine's `state`, docs/round.md) carried from call to call, a standard ship's
// stress and jam tokens, and where the round stands (phase, order, current ship).
// Every rule answer comes from the engine's round calls; this module only keeps and
// passes on what they return.
import * as api from './api.js';
import { state, changed, shipById } from './state.js';
import { baseOf } from './model.js';
import { setRole } from './range.js';
import { defaultTarget } from './engagement.js';
import { cardShip } from './cards.js';

/** Players as the engine numbers them: the Rebel side is player 0. */
const PLAYER = { a: 0, b: 1 };

/**
 * Where the round stands: `phase` null (not started), 'activation', 'combat' (1e) or
 * 'engagement' (2e), 'end'; `list` the engine's order for the phase, `index` the
 * current entry; `notes` what the last phase change did.
 */
export const round = { edition: null, phase: null, order: null, list: [], index: 0, notes: [], endOfEndPhase: false };

export const isHuge = (s) => baseOf(s).huge;
export const playerOf = (s) => PLAYER[s.side] ?? 0;

/** Runs a round call; `{ value }` or `{ error }` (already shown in Messages). */
export function call(name, request, options) {
  return api.roundCall(name, request, options);
}

/**
 * Keeps a huge ship's state, and the attack panel's copy of its damage (resolveAttack's
 * defender state). A state equal to the setup state is not kept: the engine starts from
 * it when none is given, and the shared link stays short.
 */
export function setRoundState(s, st) {
  if (JSON.stringify(st) === JSON.stringify(setupState(s))) {
    delete s.roundState;
    delete s.attackState;
    delete s.status;
    delete s.crippleReport;
    return;
  }
  s.roundState = st;
  s.attackState = attackStateOf(st);
  s.status = { destroyed: !!st.destroyed, crippled: st.cards.filter((c) => c.crippled).map((c) => c.section) };
}

const setupStates = new Map();

/** The engine's setup state of a huge ship kind (an energy step with no steps changes nothing); cached per edition. */
function setupState(s) {
  const key = `${state.edition}:${s.ship}:${cardsKey(s)}`;
  if (!setupStates.has(key)) {
    const r = call('energyStep', { edition: state.edition, ship: { id: s.id, ship: s.ship, pose: { ...s.pose }, ...api.carriedCards(s) }, steps: [] });
    if (r.error) return null;
    setupStates.set(key, r.value.state);
  }
  return setupStates.get(key);
}

/**
 * A huge ship's state with some fields replaced, as the engine reads it back (an energy
 * step with no steps checks and echoes a state): `{ value: { state } }` or `{ error }`.
 */
export function checkedState(s, fields) {
  const next = { ...structuredClone(stateOf(s)), ...fields };
  return call('energyStep', { edition: state.edition, ship: { ...roundShip(s), state: next }, steps: [] });
}

const probes = new Map();

/**
 * Whether the engine accepts something of a ship kind in this edition, asked once on
 * its setup state (`fields` added, `steps` run, nothing reported): null, or the
 * engine's refusal without its field path. `key` names the question.
 */
export function refusalOf(s, key, fields, steps = []) {
  const k = `${key}:${state.edition}:${s.ship}:${cardsKey(s)}`;
  if (!probes.has(k)) {
    const ship = { id: s.id, ship: s.ship, pose: { ...s.pose }, ...api.carriedCards(s) };
    const setup = call('energyStep', { edition: state.edition, ship, steps: [] }, { report: false });
    const r = setup.error ? setup : call('energyStep', { edition: state.edition, ship: { ...ship, state: { ...setup.value.state, ...fields } }, steps }, { report: false });
    probes.set(k, r.error ? api.reasonOf(r.error) : null);
  }
  return probes.get(k);
}

/** What the cards of `s` add to a key of its ship kind's answers. */
function cardsKey(s) {
  return s.upgrades ? JSON.stringify(s.upgrades) : '';
}

/** A huge ship's state: the one kept, else its setup state; null for other ships. */
export function stateOf(s) {
  if (!isHuge(s)) return null;
  return s.roundState ?? setupState(s);
}

/** The round state in resolveAttack's defender-state shape (the same numbers, another layout). */
function attackStateOf(st) {
  const pool = (c) => ({ hull: c.hull, shields: c.shields, damage: c.damage });
  const out = { destroyed: !!st.destroyed, crippled: st.cards.filter((c) => c.crippled).map((c) => c.section) };
  if (st.cards.length === 2) out.sections = { fore: pool(st.cards[0]), aft: pool(st.cards[1]) };
  else out.pool = pool(st.cards[0]);
  return out;
}

/** A ship as the round calls read it: pose, player, a standard ship's stress, a huge ship's state. */
export function roundShip(s) {
  const out = { id: s.id, ship: s.ship, pose: { ...s.pose }, player: playerOf(s), ...api.carriedCards(s) };
  if (s.roundState) out.state = s.roundState;
  else if (!isHuge(s) && s.rules?.stress) out.stress = s.rules.stress;
  return out;
}

/** Forgets the states and the round of another edition. */
export function syncStates() {
  if (round.edition !== state.edition) {
    for (const s of state.ships) delete s.roundState;
    Object.assign(round, { edition: state.edition, phase: null, order: null, list: [], index: 0, notes: [], endOfEndPhase: false });
  }
}

/**
 * A roundOrder entry for a ship: its pilot card when it names one for the edition (the
 * engine reads the card's initiative or pilot skill and a huge ship's engagement, so no
 * value needs typing), and the values a person typed under Ship state, which win.
 */
function orderEntry(s) {
  const e = { id: s.id, ship: s.ship, ...(cardShip(s, state.edition, isHuge(s)) ?? {}), player: playerOf(s) };
  if (Number.isFinite(s.skill)) e.pilotSkill = s.skill;
  if (Number.isFinite(s.engagement)) e.engagement = s.engagement;
  return e;
}

/** The phases of a round in the edition's words. */
export function phases() {
  return state.edition === '1e' ? ['activation', 'combat', 'end'] : ['activation', 'engagement', 'end'];
}

/** The values a person types in the Ship state panel, by the roundOrder field that needs them. */
export const TYPED = { pilotSkill: 'ship-skill', engagement: 'ship-engagement' };

/**
 * Starts a round: states at hand, the engine's activation and engagement order. Refused
 * for a missing or wrong value of a ship (`ships[i].pilotSkill`, `ships[i].engagement`), the
 * ship is selected and the answer says `missing: { id, key }` (the field to type it in).
 */
export function startRound() {
  syncStates();
  const request = { edition: state.edition, ships: state.ships.map(orderEntry) };
  const r = call('roundOrder', request);
  if (r.error) {
    const [, i, key] = /^ships\[(\d+)\]\.(\w+)$/.exec(r.error.field ?? '') ?? [];
    const s = i != null ? shipById(request.ships[Number(i)]?.id) : null;
    const missing = s && TYPED[key] ? { id: s.id, key } : null;
    round.notes = [`The round cannot start: ${r.error.message}.${missing ? ` Type it under Ship state (${s.name} is selected).` : ''}`];
    if (s) {
      state.selected = { kind: 'ship', id: s.id };
      changed('selection');
    }
    changed('round');
    return { ...r, missing };
  }
  round.order = r.value;
  round.notes = [];
  round.endOfEndPhase = false;
  enterPhase('activation');
  return r;
}

function enterPhase(phase) {
  round.phase = phase;
  round.index = 0;
  round.list = phase === 'activation' ? round.order.activation : phase === 'end' ? [] : round.order.engagement;
  focusCurrent();
}

/** The entry being played, or null. */
export function current() {
  return round.list[round.index] ?? null;
}

/** Selects the current ship; in combat it becomes the Range and Attack panels' attacker. */
function focusCurrent() {
  const c = current();
  if (c && shipById(c.id)) {
    state.selected = { kind: 'ship', id: c.id };
    if (round.phase !== 'activation') {
      const target = defaultTarget(shipById(c.id));
      setRole('attackerId', c.id);
      // Measured in the arc the target was found in (set between the two roles: the attacker resets the arc).
      if (target?.inRange && target.arc) state.range.arc = target.arc;
      state.range.auto = target ? { attackerId: c.id, defenderId: target.id, inRange: target.inRange } : { attackerId: c.id, defenderId: null, inRange: false };
      setRole('defenderId', target?.id ?? null);
    }
  }
  changed('round');
  changed('selection');
}

/** Next ship in the list; past the last one, the next phase (with what ends the phase). */
export function advance() {
  if (round.index + 1 < round.list.length) {
    round.index += 1;
    focusCurrent();
    return;
  }
  nextPhase();
}

/** Ends the phase now: the engine's end-of-phase steps, then the next phase. */
export function nextPhase() {
  const order = phases();
  const at = order.indexOf(round.phase);
  if (round.phase === 'activation') round.notes = endActivation();
  else round.notes = [];
  if (at + 1 < order.length) enterPhase(order[at + 1]);
  else {
    round.phase = null;
    round.list = [];
    changed('round');
  }
}

/** 1e: the end of the Activation phase removes every ion token of the huge ships (energyStep endActivation). */
function endActivation() {
  if (state.edition !== '1e') return [];
  const notes = [];
  for (const s of state.ships.filter((x) => isHuge(x))) {
    const r = call('energyStep', { edition: state.edition, ship: roundShip(s), steps: [{ type: 'endActivation' }] });
    if (r.error) continue;
    setRoundState(s, r.value.state);
    const n = r.value.steps[0]?.ionsRemoved ?? 0;
    if (n) notes.push(`${s.name}: ${n} ion token${n > 1 ? 's' : ''} removed at the end of the Activation phase.`);
  }
  return notes;
}

/** The End phase for the whole table (endPhase); returns its lines. */
export function endPhase() {
  const r = call('endPhase', { edition: state.edition, ships: state.ships.map(roundShip) });
  if (r.error) return [`The engine refused: ${r.error.message}`];
  const lines = [];
  for (const out of r.value.ships) {
    const s = shipById(out.id);
    if (!s || !out.state) continue;
    setRoundState(s, out.state);
    const parts = [];
    if (out.reinforceRemoved) parts.push('reinforce removed');
    for (const t of out.tokensRemoved) parts.push(`${t.count} ${t.token} removed`);
    if (out.energyRecovered) parts.push(`+${out.energyRecovered} energy`);
    if (out.shieldsRecovered) parts.push(`+${out.shieldsRecovered} shield${out.shieldsRecovered > 1 ? 's' : ''}`);
    if (out.stressRemoved) parts.push(`${out.stressRemoved} stress removed (energy spent)`);
    lines.push(`${s.name}: ${parts.length ? parts.join(', ') : 'nothing to do'}.`);
  }
  round.notes = lines;
  round.phase = null;
  round.list = [];
  // "At the end of the End Phase" (Epic Battles Rules Reference › Splitting from a Wing ›
  // Joining): the window for joining a wing, closed by the next round or maneuver.
  round.endOfEndPhase = true;
  changed('round');
  changed('pose');
  return lines;
}

/** After a performed action: the actor's and the target's new states and tokens. */
export function applyAction(actor, v) {
  setRoundState(actor, v.state);
  const t = v.target && shipById(v.target.id);
  if (t) {
    if (v.target.state) setRoundState(t, v.target.state);
    else if (v.outcome.type === 'stressed') (t.rules = t.rules ?? {}).stress = v.outcome.total;
    else if (v.outcome.type === 'jammed') t.jam = (t.jam ?? 0) + 1;
  }
  changed('round');
}
