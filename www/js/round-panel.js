// The selected ship's state panel: per section hull, shields, energy, crippled; its
// tokens and what it used this round; the actions it may perform now (the engine's
// allowedActions: every action of its bar, allowed with its targets or refused with
// the rule), each performed with performAction. Hovering or focusing an action draws
// the range band it needs from the closest point of the huge ship (action-band.js).
import { state, changed, selectedShip, shipById } from './state.js';
import { call, roundShip, stateOf, isHuge, applyAction, syncStates } from './round.js';
import { words } from './describe.js';
import { crippleLines } from './cripple.js';
import { turretControls } from './turrets.js';
import { energyControls } from './energy-cards.js';
import { damageWords } from './standard-damage.js';

const $ = (id) => document.getElementById(id);

/** The band shown on the table: `{ shipId, bands }` or null (read by action-band.js). */
export const band = { shown: null };

export function setup() {
  $('ship-skill').addEventListener('change', (e) => setNumber('skill', e.target.value));
  $('ship-engagement').addEventListener('change', (e) => setNumber('engagement', e.target.value));
}

function setNumber(key, text) {
  const s = selectedShip();
  if (!s) return;
  const v = text.trim() === '' ? NaN : Number(text);
  if (Number.isFinite(v)) s[key] = v;
  else delete s[key];
  changed('round');
}

let resultFor = null;

/** Redraws the panel for the selected ship (after any change of the table or the round). */
export function refreshShipState() {
  const s = selectedShip();
  if ((s?.id ?? null) !== resultFor) {
    $('action-result').replaceChildren();
    $('turret-result').replaceChildren();
    $('energy-result').replaceChildren();
  }
  resultFor = s?.id ?? null;
  $('ship-skill').disabled = !s;
  $('ship-engagement').disabled = !s || !isHuge(s) || state.edition === '1e';
  $('ship-skill').value = s && Number.isFinite(s.skill) ? s.skill : '';
  $('ship-engagement').value = s && Number.isFinite(s.engagement) ? s.engagement : '';
  if (!s) {
    $('ship-state').replaceChildren(p('Select a ship to see its state.'));
    $('ship-actions').replaceChildren();
    $('ship-turrets').replaceChildren();
    $('ship-energy').replaceChildren();
    return;
  }
  syncStates();
  const st = stateOf(s);
  $('ship-state').replaceChildren(...(st ? [...hugeLines(st), ...crippleLines(s, st)] : standardLines(s)));
  $('ship-turrets').replaceChildren(...turretControls(s));
  $('ship-energy').replaceChildren(...energyControls(s));
  $('ship-actions').replaceChildren(...(st ? actionRows(s) : []));
}

function p(text, cls = '') {
  return Object.assign(document.createElement('p'), { textContent: text, className: cls });
}

const cell = (tag, text, key) => {
  const el = Object.assign(document.createElement(tag), { textContent: text });
  if (key) el.dataset.k = key;
  return el;
};

/** One row per ship card: hull (damage cards of it), shields, energy, crippled. */
function hugeLines(st) {
  const table = Object.assign(document.createElement('table'), { className: 'state-table' });
  const head = document.createElement('tr');
  for (const h of ['card', 'hull', 'shields', 'energy', '']) head.append(cell('th', h));
  table.append(head);
  for (const c of st.cards) {
    const tr = document.createElement('tr');
    tr.dataset.card = c.section ?? 'ship';
    if (c.crippled) tr.className = 'bad';
    const up = c.damage.filter((d) => d.faceup).length;
    tr.append(
      cell('th', c.section ? words(c.section) : 'ship'),
      cell('td', `${c.hull - c.damage.length} / ${c.hull}${c.damage.length ? ` (${c.damage.length} dmg${up ? `, ${up} faceup` : ''})` : ''}`, 'hull'),
      cell('td', `${c.shields} / ${c.shieldValue}`, 'shields'),
      cell('td', c.energyLimit ? `${c.energy} / ${c.energyLimit}` : '—', 'energy'),
      cell('td', c.crippled ? 'crippled' : '', 'crippled'),
    );
    table.append(tr);
  }
  const t = st.tokens;
  const tokens = ['stress', 'ion', 'tractor', 'jam', 'focus', 'evade'].map((k) => `${k} ${t[k]}`);
  tokens.push(`reinforce ${t.reinforce ? words(t.reinforce) : 'none'}`);
  const tokenLine = p(`Tokens: ${tokens.join(' · ')}`, 'tokens-line');
  tokenLine.dataset.k = 'tokens';
  const out = [table, tokenLine];
  const locks = [...t.locks.map((id) => `holds a lock on ${nameOf(id)}`), ...t.lockedBy.map((l) => `locked by ${nameOf(l.by)}${l.section ? ` (${l.section})` : ''}`)];
  if (locks.length) out.push(p(`Locks: ${locks.join('; ')}`));
  const turrets = (st.turrets ?? []).map((x) => `${x.upgrade} → ${x.arc}${x.double ? ' (double)' : ''}`);
  if (turrets.length) out.push(p(`Turret arc indicators: ${turrets.join('; ')}`));
  const used = st.used.actions.map((a) => `${a.action}${a.section ? ` (${a.section})` : ''}${a.free ? ' free' : ''}`);
  const usedLine = p(`Used this round: ${used.length ? used.join(', ') : 'no action'}`, 'hint');
  usedLine.dataset.k = 'used';
  out.push(usedLine);
  if (st.destroyed) out.push(p('Destroyed.', 'bad'));
  return out;
}

function standardLines(s) {
  const line = p(`Tokens: stress ${s.rules?.stress ?? 0} · jam ${s.jam ?? 0}`, 'tokens-line');
  line.dataset.k = 'tokens';
  const damage = damageWords(s).map((t) => {
    const el = p(t, 'bad');
    el.dataset.k = 'damage';
    return el;
  });
  return [line, ...damage, p('A standard ship: its maneuvers on the dial; the round calls keep state for huge ships.', 'hint')];
}

const nameOf = (id) => shipById(id)?.name ?? id;

/** Rows of action buttons from the engine's allowedActions answer. */
function actionRows(s) {
  const others = state.ships.filter((o) => o.id !== s.id);
  const r = call('allowedActions', { edition: state.edition, ship: roundShip(s), ships: others.map(roundShip) });
  if (r.error) return [p(r.error.code === 'NOT_AVAILABLE' ? 'allowedActions is not available in this build of the engine yet.' : `The engine refused: ${r.error.message}`, 'bad')];
  const rows = [p(`Actions ${s.name} may perform now:`, 'title')];
  for (const c of r.value.actions) rows.push(actionRow(s, c));
  return rows;
}

const REINFORCE = { '1e': ['fore', 'aft'], '2e': ['fullFront', 'fullRear'] };

function actionRow(s, c) {
  const row = Object.assign(document.createElement('div'), { className: `action-row${c.allowed ? '' : ' refused'}` });
  const label = `${c.section ? `${words(c.section)}: ` : ''}${words(c.action)}`;
  const b = Object.assign(document.createElement('button'), { type: 'button', textContent: label, disabled: !c.allowed });
  b.dataset.action = c.action;
  if (c.section) b.dataset.section = c.section;
  let choose = null;
  if (c.allowed && c.targets.length) {
    choose = document.createElement('select');
    choose.setAttribute('aria-label', `${label}: target`);
    choose.dataset.targetOf = c.action;
    for (const t of c.targets) {
      const name = `${nameOf(t.id)}${t.section ? ` ${t.section}` : ''} (range ${t.range})`;
      // A 2e jam on a huge ship with several things to lose: one option per choice (the jamming player's).
      if (t.jamChoices) for (const j of t.jamChoices) choose.append(new Option(`${name}: ${jamWords(j.jamRemoves, j.jamLock)}`, JSON.stringify({ ...t, ...j })));
      else choose.append(new Option(name, JSON.stringify(t)));
    }
  } else if (c.allowed && c.action === 'reinforce') {
    choose = document.createElement('select');
    choose.setAttribute('aria-label', 'reinforce: where');
    choose.dataset.targetOf = c.action;
    const where = REINFORCE[state.edition];
    for (const w of where) choose.append(new Option(words(w), w));
    if (c.section && where.includes(c.section)) choose.value = c.section;
  }
  b.addEventListener('click', () => perform(s, c, choose?.value));
  const show = (on) => {
    band.shown = on && c.bands.length ? { shipId: s.id, bands: c.bands } : null;
    changed('band');
  };
  for (const el of [b, choose].filter(Boolean)) {
    el.addEventListener('pointerenter', () => show(true));
    el.addEventListener('pointerleave', () => show(false));
    el.addEventListener('focus', () => show(true));
    el.addEventListener('blur', () => show(false));
  }
  row.append(b);
  if (choose) row.append(choose);
  if (c.bands.length) row.append(Object.assign(document.createElement('small'), { className: 'band-words', textContent: bandWords(c.bands) }));
  if (!c.allowed) row.append(Object.assign(document.createElement('small'), { className: 'reason', textContent: c.reason }));
  return row;
}

/** "range 1–2", or "range 1, or 1–2 in the bullseye arc" (the engine's bands). */
function bandWords(bands) {
  return `range ${bands.map((b) => `${b.range[0] === b.range[1] ? b.range[0] : b.range.join('–')}${b.bullseye ? ' in the bullseye arc' : ''}`).join(', or ')}`;
}

/** Performs the action with the chosen target (or place) and shows what it did. */
function perform(s, c, choice) {
  const action = { type: c.action };
  if (c.section) action.section = c.section;
  if (c.action === 'reinforce') action.reinforce = choice;
  else if (choice) {
    const t = JSON.parse(choice);
    action.target = t.id;
    if (t.section) action.targetSection = t.section;
    if (t.jamRemoves) action.jamRemoves = t.jamRemoves;
    if (t.jamLock) action.jamLock = t.jamLock;
  }
  const others = state.ships.filter((o) => o.id !== s.id);
  const r = call('performAction', { edition: state.edition, ship: roundShip(s), ships: others.map(roundShip), action });
  if (r.error) {
    $('action-result').replaceChildren(p(`The engine refused: ${r.error.message}`, 'bad'));
    return;
  }
  band.shown = null;
  applyAction(s, r.value);
  const shed = r.value.shedByJam ? ' Jammed: what it gained is removed at once, with one jam token.' : '';
  $('action-result').replaceChildren(p(`${s.name}: ${outcomeWords(r.value)}${shed}`, 'good'));
  changed('pose');
}

/** What a jammed ship loses, in words ("removes a focus token", "breaks its lock on X"). */
function jamWords(removes, lock) {
  return removes === 'lock' ? `breaks its lock on ${nameOf(lock)}` : `removes ${removes === 'evade' ? 'an' : 'a'} ${removes} token`;
}

function outcomeWords(v) {
  const o = v.outcome;
  const at = v.range != null ? ` at range ${v.range}` : '';
  switch (o.type) {
    case 'recovered':
      return `recover: ${o.energyRemoved} energy removed; shields ${o.shields.map((x) => `+${x.recovered}${x.section ? ` ${x.section}` : ''}`).join(', ')}.`;
    case 'reinforced':
      return `reinforce token on ${words(o.reinforce)}.`;
    case 'stressed':
      return `jam: ${nameOf(o.target)}${at} gains ${o.gained} stress (total ${o.total})${o.removedAtOnce ? ', removed at once by the huge ship' : ''}.`;
    case 'jammed':
      if (o.removed) return `jam: ${nameOf(o.target)}${at} ${jamWords(o.removed, o.brokeLock)}; the jam token is removed.`;
      return `jam: ${nameOf(o.target)}${at} gains a jam token.`;
    case 'locked':
      return `lock on ${nameOf(o.target)}${o.section ? ` (${o.section} section)` : ''}${at}${o.broke ? `; the lock on ${nameOf(o.broke)} is broken` : ''}.`;
    case 'freeAction':
      return `coordinate: ${nameOf(o.target)}${at} may perform a free action.`;
    case 'token':
      return `${o.token} token gained.`;
    default:
      return o.type;
  }
}

