// The attack panel: the odds before the dice, then the roll. Choosing the attacker, the
// defender, the weapon, dice or tokens shows at once the exact distribution of damage (the
// engine's resolveAttack asked with `distribution`, its dealt damage not kept) as a bar
// chart and a table, and the chances that this attack cripples the targeted 1e section,
// brings the defender to half health or destroys it (chances.js). **Roll attack** is the
// separate, deliberate step: it rolls with the measured range, obstruction and arcs and the
// chosen tokens, shows the dice, the damage and the defender's sections after it. The
// defender's damage state carries over to the next attack until it is repaired.
import * as api from './api.js';
import { chart } from './odds.js';
import { attackChances } from './chances.js';
import { defenderPools, standardState, keepEpicDamage } from './defender-facts.js';
import { attackDefault, defenseDefault } from './dice-defaults.js';
import { state, changed, shipById } from './state.js';
import { baseOf } from './model.js';
import { words, nameOf } from './describe.js';
import { diceRow } from './dice.js';
import { sectionList, measure } from './range.js';
import { ARC_LABELS, defenderArcWords } from './ships.js';
import { setRoundState, stateOf } from './round.js';
import { crippleAfterAttack } from './cripple.js';
import { TURRET_PREFIX } from './turrets.js';
import { cardsOf, weaponsOf } from './cards.js';

const $ = (id) => document.getElementById(id);

/** The dice fields, each with the line saying where its number came from. */
const DICE_FIELDS = [['attack-dice', 'attack-dice-from'], ['defense-dice', 'defense-dice-from']];

/** What the result area says before the first roll. */
const INTRO = 'The engine measures range, arc and obstruction between the Range panel\'s attacker and defender (with its arc and section); the odds of the attack show at once, and Roll attack rolls it.';

/** The panel's fields that change the odds (the seed does not). */
const ODDS_FIELDS = ['attack-dice', 'defense-dice', 'att-weapon', 'att-focus', 'att-lock', 'def-focus', 'def-evade', 'def-reinforce'];

export function setup() {
  $('roll').addEventListener('click', () => roll());
  for (const [field, from] of DICE_FIELDS) {
    $(field).addEventListener('input', () => {
      $(field).dataset.typed = 'true';
      $(from).textContent = `${$(field).dataset.label}: ${$(field).value === '' ? 'empty' : $(field).value}, typed`;
    });
  }
  $('att-weapon').addEventListener('change', () => suggestDice({ keepTyped: true }));
  for (const id of ODDS_FIELDS) $(id).addEventListener(id.endsWith('dice') ? 'input' : 'change', () => scheduleOdds());
  $('repair').addEventListener('click', () => {
    const d = shipById(state.range.defenderId);
    if (d) {
      delete d.attackState;
      delete d.status;
    }
    state.attack = { value: null, error: null };
    refreshAttack();
    changed('pose');
  });
}

/** The attacker's weapon cards (its upgrades with a printed weapon: cardIndex `weapons`); the list is rebuilt only when it changes. */
function fillWeapons() {
  const a = shipById(state.range.attackerId);
  const list = a ? weaponsOf(a, state.edition) : [];
  const sel = $('att-weapon');
  const keep = sel.value;
  const words = (w) => `${w.name} (${w.attack} dice, range ${w.range.join('–')}${w.arc ? `, ${w.arc.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} arc` : ''})`;
  const options = [['Primary', ''], ...list.map((w) => [words(w), w.xws])];
  const same = sel.options.length === options.length && options.every(([t, v], i) => sel.options[i].value === v && sel.options[i].text === t);
  if (!same) sel.replaceChildren(...options.map(([t, v]) => new Option(t, v)));
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
}

/** Enables the panel when the engine can roll; the reinforce options follow the edition. */
export function refreshAttack() {
  const ok = api.has('resolveAttack');
  $('roll').disabled = !ok;
  const options = state.edition === '1e' ? [['', 'none'], ['fore', 'next to fore'], ['aft', 'next to aft']] : [['', 'none'], ['fullFront', 'full front'], ['fullRear', 'full rear']];
  const sel = $('def-reinforce');
  if (sel.dataset.edition !== state.edition) {
    sel.replaceChildren(...options.map(([v, t]) => new Option(t, v)));
    sel.dataset.edition = state.edition;
  }
  // The crippled side's values matter only for a defender with sections (shipInfo's 1e CR90 and Raider).
  fillWeapons();
  const d = shipById(state.range.defenderId);
  $('crippled-side').hidden = !(d && baseOf(d).sections);
  if (!ok) {
    show([Object.assign(document.createElement('p'), { className: 'unavailable', textContent: 'Attacks are not available in this build of the engine yet.' })]);
    $('distribution').hidden = true;
    return;
  }
  // Written once, not at every measurement (a drag measures every frame).
  if (!state.attack.value && !state.attack.error && $('attack-result').textContent !== INTRO) show([INTRO]);
  suggestDice({ keepTyped: true });
  scheduleOdds();
}

/**
 * The dice counts from the engine's answer for the pieces (dice-defaults.js): the defender's
 * agility, the attacker's printed attack for its arc or its weapon card's; each says where it
 * came from. A count the person typed stays (`keepTyped`) until the attacker or defender changes.
 */
export function suggestDice({ keepTyped = false } = {}) {
  const a = shipById(state.range.attackerId);
  const d = shipById(state.range.defenderId);
  const weapon = $('att-weapon').value;
  const picks = [
    ['attack-dice', 'attack-dice-from', 'Attack dice', a && attackDefault(a, weapon, state.range.value?.arc ?? state.range.arc), a, 'attacker'],
    ['defense-dice', 'defense-dice-from', 'Defense dice', d && defenseDefault(d), d, 'defender'],
  ];
  for (const [field, from, label, pick, ship, role] of picks) {
    const input = $(field);
    input.dataset.label = label;
    // A weapon card fires with its own printed value: the field shows it and cannot be typed.
    input.disabled = !!pick?.card;
    if (pick?.card) delete input.dataset.typed;
    if (keepTyped && input.dataset.typed) continue;
    delete input.dataset.typed;
    if (pick) {
      if (input.value !== String(pick.value)) input.value = String(pick.value);
      setText($(from), `${label}: ${pick.value} — ${pick.from}`);
    } else {
      setText($(from), ship ? `${label}: no card for ${ship.name} — type the dice` : `${label}: choose the ${role}`);
    }
  }
}

/** Writes a text only when it changes (a drag refreshes the panel every frame). */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Whether the odds wait (while a piece is dragged: they follow once it is put down; main.js). */
let holdOdds = () => false;
export function setOddsHold(fn) {
  holdOdds = fn;
}

let oddsQueued = false;
/** Set when odds were asked for while held: they are computed once the pointer is up (`releaseOdds`). */
let oddsWaiting = false;
/** Recomputes the odds once, at the next frame, however many changes come before it. */
export function scheduleOdds() {
  if (oddsQueued) return;
  oddsQueued = true;
  requestAnimationFrame(() => {
    oddsQueued = false;
    if (holdOdds()) oddsWaiting = true;
    else showOdds();
  });
}

/** The pointer is up: the odds asked for meanwhile are computed. */
export function releaseOdds() {
  if (!oddsWaiting) return;
  oddsWaiting = false;
  scheduleOdds();
}

/**
 * The odds of the attack as the panel sets it now: resolveAttack asked with the same request
 * as Roll attack and its distribution, its dealt damage not kept (nothing on the table
 * changes), and the chances computed from that distribution and the defender's state now.
 * Kept in `state.odds` `{ request, distribution, chances, error }`.
 */
export function showOdds() {
  const a = shipById(state.range.attackerId);
  const d = shipById(state.range.defenderId);
  if (!api.has('resolveAttack') || !a || !d || a === d) {
    state.odds = null;
    chart(null);
    return;
  }
  const req = request();
  delete req.seed;
  const res = api.resolveAttack(req, { report: false });
  const pools = d && defenderPools(d);
  const distribution = res.value?.distribution ?? null;
  const chances = distribution && pools ? attackChances(distribution.damage, { pools, target: req.defender?.section ?? null }) : null;
  state.odds = { request: req, distribution, chances, error: res.error ? res.error.message : null };
  chart(state.odds);
}

function intValue(id) {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
}

/** The section a 1e attack targets: the one chosen, else the nearest one that can be targeted. */
function targetSection(d) {
  if (state.edition !== '1e' || !baseOf(d).sections) return null;
  if (state.range.section) return state.range.section;
  const ok = sectionList(state.range.value).filter((s) => s.canTarget).sort((x, y) => x.distance - y.distance);
  return ok[0]?.section ?? null;
}

/**
 * The resolveAttack request. With both ships' poses the engine measures range, arc,
 * obstruction and the defender's arcs itself (the same measureRange the Range panel
 * shows) and refuses an attack that cannot be declared; the arc and 1e section chosen
 * in the Range panel go with it.
 */
function request() {
  const r = state.range;
  const a = shipById(r.attackerId);
  const d = shipById(r.defenderId);
  const req = {
    edition: state.edition,
    attackDice: intValue('attack-dice') ?? 0,
    defenseDice: intValue('defense-dice') ?? 0,
    distribution: true,
  };
  const seed = intValue('seed');
  if (seed !== undefined) req.seed = seed;
  if (a) req.attacker = { id: a.id, ship: a.ship, pose: { ...a.pose }, tokens: { focus: $('att-focus').checked, lock: $('att-lock').checked } };
  if (d) {
    const tokens = { focus: $('def-focus').checked, evade: $('def-evade').checked };
    if ($('def-reinforce').value) tokens.reinforce = $('def-reinforce').value;
    req.defender = { id: d.id, ship: d.ship, pose: { ...d.pose }, tokens };
    const section = targetSection(d);
    if (section) req.defender.section = section;
    // Its damage so far (a standard ship's too: the engine then deals to it and answers the state after).
    const kept = standardState(d);
    if (kept) req.defender.state = kept;
    // A huge ship in the round: its shared state (shields, damage, tokens) instead.
    if (stateOf(d)) {
      req.defender.roundState = stateOf(d);
      delete req.defender.state;
      delete req.defender.tokens;
    }
  }
  if (a && stateOf(a)) {
    req.attacker.roundState = stateOf(a);
    delete req.attacker.tokens;
  }
  if (a && d) {
    // A turret arc indicator: the arc the engine measured it in (resolveAttack takes an arc).
    // The indicator belongs to a special weapon (a hardpoint upgrade), not the primary weapon,
    // which fires only from its printed arcs (docs/weapons.md): its dice are the panel's and,
    // with no carried card behind it, the range is the default attack range, 1–3.
    // A weapon card the attacker carries (chosen, or the indicator's own upgrade) fires with
    // its printed value, range and arc (`weapon: { upgrade }`); otherwise the default 1–3.
    const indicator = r.arc?.startsWith(TURRET_PREFIX) ? r.arc.slice(TURRET_PREFIX.length) : null;
    const card = $('att-weapon').value || (indicator && cardsOf(state.edition)?.weapons.has(indicator) ? indicator : '');
    if (indicator) {
      if (r.value?.arc) req.arc = r.value.arc;
      req.weapon = { kind: 'special', attack: req.attackDice, range: [1, 3] };
    } else if (r.arc) req.arc = r.arc;
    if (card) {
      req.weapon = { upgrade: card };
      delete req.attackDice;
    }
    req.ships = state.ships.map(api.engineShip);
    req.obstacles = state.obstacles.map(api.engineObstacle);
  }
  return req;
}

/** Rolls once; keeps the defender's damage so that the next attack continues from it. */
export function roll() {
  if (!api.has('resolveAttack')) return;
  const req = request();
  const res = api.resolveAttack(req);
  state.attack = { value: res.value ?? null, error: res.error ?? null, request: req };
  if (res.error) {
    show([Object.assign(document.createElement('p'), { className: 'bad', textContent: `The engine refused: ${res.error.message}` })]);
    return;
  }
  const v = res.value;
  const d = shipById(state.range.defenderId);
  const st = v.defender?.state;
  const a = shipById(state.range.attackerId);
  if (a && v.attacker?.roundState) setRoundState(a, v.attacker.roundState);
  let crippling = [];
  if (d && v.defender?.roundState) {
    setRoundState(d, v.defender.roundState);
    crippling = crippleAfterAttack(d, v);
  } else if (d && st) {
    d.attackState = st;
    keepEpicDamage(d, st);
    d.status = { destroyed: !!st.destroyed, crippled: st.crippled ?? [] };
  }
  state.attack.cripple = crippling;
  show([...describe(v, req), ...crippling.map(crippleWords)]);
  state.attack.rolled = { damage: v.hits + v.crits, distribution: v.distribution?.damage ?? null };
  measure(); // crippled sections change what can be targeted
  showOdds(); // the next attack's odds, from the defender's state after this one
  changed('attack');
}

function describe(v, req) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  const g = v.geometry ?? req;
  const mods = [];
  if (g.range != null) mods.push(`range ${g.range}`);
  if (g.obstructed) mods.push(`obstructed${g.obstructedBy?.length ? ` by ${g.obstructedBy.map(nameOf).join(', ')}` : ''}`);
  if (req.arc) mods.push(`${ARC_LABELS[req.arc] ?? req.arc} arc`);
  // The defender's arcs in the Range panel's words: its measurement of the same two ships
  // (the attack's geometry is measureRange's), else the attack's own `defenderArcs`.
  const m = state.range.value;
  const sameShips = req.attacker?.id === state.range.attackerId && req.defender?.id === state.range.defenderId;
  const dName = nameOf(req.defender?.id ?? '') || 'the defender';
  if (sameShips && Array.isArray(m?.defenderArcs) && v.geometry?.measured) mods.push(defenderArcWords(m.defenderArcs, dName));
  else if (g.defenderArcs?.length) mods.push(defenderArcWords(g.defenderArcs, dName));
  if (req.defender?.section) mods.push(`targeting the ${req.defender.section} section`);
  p(`Attack: ${v.attackDice} dice against ${v.defenseDice} (${mods.join(', ') || 'no range given'}; seed ${v.seed})`, 'title');
  out.push(diceRow(v.attackRoll));
  if (v.rerolled?.length || v.attackResults?.join() !== v.attackRoll?.join()) {
    p(`After ${v.rerolled?.length ? `rerolling ${v.rerolled.length} with the lock and ` : ''}spending tokens:`, 'hint');
    out.push(diceRow(v.attackResults));
  }
  p(v.defenseRoll?.length ? 'Defense' : 'Defense: no dice', 'title');
  if (v.defenseRoll?.length) out.push(diceRow(v.defenseRoll));
  if (v.defenseResults && v.defenseResults.join() !== v.defenseRoll?.join()) {
    p('After tokens and reinforce:', 'hint');
    out.push(diceRow(v.defenseResults));
  }
  const dmg = v.hits + v.crits;
  p(`Damage: ${dmg} (${v.hits} hit${v.hits === 1 ? '' : 's'}, ${v.crits} crit${v.crits === 1 ? '' : 's'}; ${v.evades} evade${v.evades === 1 ? '' : 's'})`, dmg ? 'bad' : 'good');
  for (const step of summarizeDealt(v.dealt ?? [])) p(`• ${step}`, 'warn');
  out.push(...defenderLines(v.defender, req.defender?.id));
  return out;
}

/** What crippleSection answered after the attack (the state panel shows it too). */
function crippleWords(a) {
  const p = (text, cls) => Object.assign(document.createElement('p'), { className: cls, textContent: text });
  if (a.error) return p(`The ${a.request.section} section cannot flip to its crippled side: ${a.error.message}`, 'bad');
  const v = a.value;
  return p(`Crippled: the ${a.request.section} section flips to its crippled side; ${v.energyDiscarded} energy discarded, ${v.shieldsLost} shield${v.shieldsLost === 1 ? '' : 's'} lost${v.upgradesDiscarded.length ? `, ${v.upgradesDiscarded.join(', ')} discarded` : ''}${v.destroyed ? '; the ship is destroyed' : ''}.`, 'bad');
}

const DEALT_WORDS = {
  shield: 'shield lost', facedown: 'facedown damage card', faceup: 'faceup damage card', shieldsLost: 'shields lost (card effect)',
  energyLost: 'energy lost (card effect)', lost: 'damage lost (section crippled)', crippled: 'section crippled', pendingCripple: 'section to be crippled once the huge ship has attacked', destroyed: 'ship destroyed',
};

/** What each point of damage did, counted: "2 × shield lost (fore)", "faceup damage card: Name". */
function summarizeDealt(dealt) {
  const lines = [];
  const counts = new Map();
  for (const d of dealt) {
    const where = d.section ? ` (${d.section})` : '';
    if (d.kind === 'faceup' && d.card?.name) {
      lines.push(`faceup damage card${where}: ${d.card.name}${d.precisionShot ? ' (precision shot resolved)' : ''}${d.card.text ? ` — ${d.card.text}` : ''}`);
      continue;
    }
    const key = `${DEALT_WORDS[d.kind] ?? words(d.kind)}${where}`;
    counts.set(key, (counts.get(key) ?? 0) + (d.amount ?? 1));
  }
  return [...[...counts].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)), ...lines];
}

/** The defender's sections after the attack: shields, hull, damage cards, crippled, destroyed. */
function defenderLines(def, id) {
  const st = def?.state;
  if (!st) return [];
  const lines = [];
  const p = (text, cls) => lines.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`${id ? nameOf(id) : 'Defender'} now:`, 'title');
  const pool = (name, pl) => {
    const cards = pl.damage ?? [];
    const up = cards.filter((c) => c.faceup).length;
    const crippled = st.crippled?.includes(name);
    const pending = st.pendingCripple?.includes(name);
    p(`${name === 'ship' ? 'Ship' : `${words(name)} section`}: shields ${pl.shields}, damage ${cards.length} of ${pl.hull} hull (${up} faceup)${crippled ? ', CRIPPLED' : ''}${pending ? ', to be crippled' : ''}`, crippled ? 'bad' : '');
  };
  if (st.sections) for (const [name, pl] of Object.entries(st.sections)) pool(name, pl);
  if (st.pool) pool('ship', st.pool);
  if (st.energy != null) p(`Energy ${st.energy}`);
  if (st.destroyed) p('Destroyed.', 'bad');
  return lines;
}

function show(lines) {
  $('attack-result').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}
