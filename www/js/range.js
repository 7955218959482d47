// The range panel: attacker, defender, weapon, arc and section; the engine's measurement
// (closest-point line, band, arc, obstruction, 1e section targeting, the weapon's range) in
// words, and re-measured whenever a piece moves.
import * as api from './api.js';
import { state, changed, shipById, selectedShip } from './state.js';
import { arcsFor, baseOf } from './model.js';
import { ARC_LABELS, defenderArcWords } from './ships.js';
import { SIDES } from './scene.js';
import { nameOf, describeObject, words } from './describe.js';
import { turretOptions, turretRequest, TURRET_PREFIX } from './turrets.js';
import { cardsOf, weaponsOf } from './cards.js';

const $ = (id) => document.getElementById(id);

export function setup() {
  $('attacker').addEventListener('change', (e) => setRole('attackerId', e.target.value));
  $('defender').addEventListener('change', (e) => setRole('defenderId', e.target.value));
  $('range-weapon').addEventListener('change', (e) => chooseWeapon(e.target.value));
  $('arc').addEventListener('change', (e) => {
    state.range.arc = e.target.value;
    measure();
  });
  $('section').addEventListener('change', (e) => {
    state.range.section = e.target.value;
    measure();
  });
  $('bands').addEventListener('change', (e) => {
    state.range.showBands = e.target.checked;
    changed('range');
  });
  $('measure').addEventListener('click', () => measure({ report: true }));
}

/** Makes a ship the attacker or the defender (also from the keyboard: A / D on the table). */
export function setRole(key, id) {
  state.range[key] = id || null;
  refreshRange();
  measure();
  changed('roles');
}

export function setSelectedAs(key) {
  const s = selectedShip();
  if (s) setRole(key, s.id);
}

/**
 * Measures for a weapon card the attacker carries (`xws`; '' the primary). A card printing an
 * arc the ship has (2e: front, rear, left, right, bullseye, full front or rear) fires only from
 * it, so that arc becomes the panel's; a turret card's arc is its indicator's, and a 1e card
 * prints none: the arc chosen stays, and the engine refuses an arc the card cannot fire from.
 */
export function chooseWeapon(xws) {
  const r = state.range;
  r.weapon = xws || '';
  const card = cardsOf(state.edition)?.weapons.get(r.weapon);
  const a = shipById(r.attackerId);
  if (card?.arc && a && arcsFor(a).arcs.some((x) => x.name === card.arc)) r.arc = card.arc;
  else if (!card && a && r.arc && !r.arc.startsWith(TURRET_PREFIX)) r.arc = defaultArc();
  refreshRange();
  measure();
}

/** An option per weapon card the attacker carries: "Proton Torpedoes (range 2–3, front arc)". */
function weaponOptions(a) {
  const list = a ? weaponsOf(a, state.edition) : [];
  const arc = (w) => (w.arc ? `, ${words(w.arc)} arc` : '');
  return list.map((w) => new Option(`${w.name} (range ${w.range.join('–')}${arc(w)})`, w.xws));
}

/** The attacker's first primary arc: the usual question is "can my gun reach it?". */
function defaultArc() {
  const a = shipById(state.range.attackerId);
  return a ? arcsFor(a).primary[0] ?? '' : '';
}

/** Refreshes the lists (ships come and go; arcs change with the attacker and edition). */
export function refreshRange() {
  const r = state.range;
  if (r.attackerId && !shipById(r.attackerId)) r.attackerId = null;
  if (r.defenderId && !shipById(r.defenderId)) r.defenderId = null;
  const opts = () => [new Option('— choose —', ''), ...state.ships.map((s) => new Option(`${s.name} (${SIDES[s.side]})`, s.id))];
  $('attacker').replaceChildren(...opts());
  $('defender').replaceChildren(...opts());
  $('attacker').value = r.attackerId ?? '';
  $('defender').value = r.defenderId ?? '';
  const a = shipById(r.attackerId);
  const weapons = weaponOptions(a);
  if (!weapons.some((o) => o.value === r.weapon)) r.weapon = '';
  $('range-weapon').replaceChildren(new Option('Primary', ''), ...weapons);
  $('range-weapon').value = r.weapon;
  const arcs = a ? arcsFor(a).arcs : [];
  const turrets = turretOptions(a);
  const known = (v) => arcs.some((x) => x.name === v) || turrets.some((o) => o.value === v);
  if (r.arcFor !== `${state.edition}:${r.attackerId}` || (r.arc && !known(r.arc))) r.arc = defaultArc();
  r.arcFor = `${state.edition}:${r.attackerId}`;
  $('arc').replaceChildren(new Option('none (whole base, ignore arcs)', ''), ...arcs.map((x) => new Option(ARC_LABELS[x.name] ?? x.name, x.name)), ...turrets);
  $('arc').value = r.arc ?? '';
  const d = shipById(r.defenderId);
  const sections = !!d && baseOf(d).sections;
  $('section').disabled = !sections;
  if (!sections) r.section = '';
  $('section').value = r.section ?? '';
}

/** Measures with the engine (quietly skipped while attacker or defender is missing). */
export function measure() {
  const r = state.range;
  const a = shipById(r.attackerId);
  const d = shipById(r.defenderId);
  if (!a || !d || a === d) {
    r.value = null;
    show([a && d ? 'Choose two different ships.' : 'Choose an attacker and a defender (or press A / D on the table with a ship selected).']);
    changed('range');
    return;
  }
  if (!api.has('measureRange')) {
    r.value = null;
    show([unavailable('measureRange is not available in this build of the engine yet.')]);
    changed('range');
    return;
  }
  const request = {
    edition: state.edition,
    attacker: rangeShip(a),
    defender: rangeShip(d),
    ships: state.ships.map(api.engineShip),
    obstacles: state.obstacles.map(api.engineObstacle),
  };
  const turret = turretRequest(a, r.arc);
  if (turret) {
    request.turret = turret.turret;
    request.attacker.turrets = turret.turrets;
  } else if (r.arc) request.arc = r.arc;
  if (r.section) request.section = r.section;
  // The weapon card chosen, or a turret indicator's own card (as the Attack panel fires it).
  const card = r.weapon || (turret && cardsOf(state.edition)?.weapons.has(turret.turret) ? turret.turret : '');
  if (card) request.weapon = { upgrade: card };
  const res = api.measureRange(request);
  r.lastWeapon = card;
  r.value = res.value ?? null;
  r.error = res.error ?? null;
  show(res.error ? [bad(`The engine refused: ${res.error.message}`)] : describe(res.value, a, d));
  changed('range');
}

/** A ship as measureRange reads it: with its crippled 1e sections (from the attacks it took). */
function rangeShip(s) {
  const ship = api.engineShip(s);
  const crippled = s.attackState?.crippled;
  if (state.edition === '1e' && crippled?.length) ship.crippled = crippled;
  return ship;
}

/** The 1e sections of a measurement as a list: `[{ section, ...SectionRange }]`. */
export function sectionList(v) {
  if (!v?.sections) return [];
  if (Array.isArray(v.sections)) return v.sections;
  return Object.entries(v.sections).map(([section, r]) => ({ section, ...r }));
}

const REASONS = { touching: 'the ships touch (1e: touching ships cannot attack each other)', crippled: 'it is crippled', centreLine: 'the line to its base crosses the blue centre line', notInArc: 'it is not in the arc', outOfRange: 'it is out of range',
  notInWeaponRange: 'its weapon does not fire at this range' };

/** "range 2", or beyond the end of the ruler the engine measured with (the weapon's: 1–3 or 1–5). */
export function rangeWords(range, ruler) {
  return range == null ? `beyond range ${ruler === 'standard' ? 3 : 5}` : `range ${range}`;
}

function describe(v, a, d) {
  const rows = [
    ['Range', `${rangeWords(v.range, v.ruler)}${v.weapon ? ` (${weaponName(v)}, range ${v.weapon.range.join('–')}${v.inWeaponRange === false ? ': out of its range' : ''})` : ''}`],
    ['Distance', `${v.distance.toFixed(1)} mm (closest points, green line)`],
    ['In arc', state.range.arc ? `${v.inArc ? 'yes, in' : 'no, not in'} ${arcName(state.range.arc, v)}` : 'arcs ignored'],
    ['Obstructed', v.obstructed ? `yes, by ${v.obstructedBy.map(nameOf).join(', ')}: the defender rolls one more die` : 'no'],
  ];
  if (v.canTarget != null) rows.push(['Can target', v.canTarget ? 'yes' : 'no']);
  for (const s of sectionList(v)) rows.push([`${words(s.section)} section`, sectionWords(s, v.ruler)]);
  if (Array.isArray(v.arcs)) rows.push([`${a.name}'s arcs`, v.arcs.length ? `hold part of the defender: ${v.arcs.map((n) => ARC_LABELS[n] ?? words(n)).join(', ')}` : 'none holds the defender']);
  if (v.defenderArcs != null) rows.push([`${d.name}'s arcs`, Array.isArray(v.defenderArcs) ? defenderArcWords(v.defenderArcs, d.name) : describeObject(v.defenderArcs)]);
  const dl = document.createElement('dl');
  for (const [k, val] of rows) dl.append(Object.assign(document.createElement('dt'), { textContent: k }), Object.assign(document.createElement('dd'), { textContent: val }));
  return [Object.assign(document.createElement('p'), { className: 'title', textContent: `${a.name} → ${d.name}` }), dl];
}

/** The weapon measured for: the card's name, or the engine's kind of weapon. */
function weaponName(v) {
  const card = state.range.lastWeapon && cardsOf(state.edition)?.weapons.get(state.range.lastWeapon);
  return card ? `${card.name}: ${v.weapon.kind} weapon` : `${v.weapon.kind} weapon`;
}

/** The arc chosen, in words; for a turret arc indicator, the ship's arc the engine measured it in. */
function arcName(choice, v) {
  if (!choice.startsWith(TURRET_PREFIX)) return ARC_LABELS[choice] ?? choice;
  return `the ${ARC_LABELS[v.arc] ?? v.arc} arc (turret arc indicator of ${choice.slice(TURRET_PREFIX.length)})`;
}

function sectionWords(s, ruler) {
  const where = `${rangeWords(s.range, ruler)}, ${s.distance.toFixed(1)} mm${s.inArc ? '' : ', not in the arc'}`;
  return s.canTarget ? `can be targeted (${where})` : `cannot be targeted: ${REASONS[s.reason] ?? words(s.reason ?? 'no')} (${where})`;
}

function show(lines) {
  $('range-result').replaceChildren(...lines.map((l) => (typeof l === 'string' ? Object.assign(document.createElement('p'), { textContent: l }) : l)));
}

function unavailable(text) {
  return Object.assign(document.createElement('p'), { className: 'unavailable', textContent: text });
}

function bad(text) {
  return Object.assign(document.createElement('p'), { className: 'bad', textContent: text });
}
