// The Epic scene's health and scoring: the selected ship's lost shields, damage cards and
// fate are edited here; the engine's scoreGame answers each ship's health state (full,
// half, destroyed, fled, escaped) and each player's and team's score, shown in a table
// and as marks on the ships. Allied ships (another player of the viewer's team) are
// marked apart on the table and in the list.
import * as api from './api.js';
import { state, changed, selectedShip } from './state.js';
import { outlineOf } from './model.js';
import { fillStroke, label } from './draw-util.js';
import { px } from './view.js';
import { words } from './describe.js';
import { epic, PLAYERS, isAllied } from './epic-scene.js';

const $ = (id) => document.getElementById(id);
const FATES = ['inPlay', 'destroyed', 'fled', 'escaped'];
const ALLIED = '#6fe3a5';

/** Every Epic ship of the game: on the table, docked, or destroyed while deploying. */
function gameShips() {
  const list = [];
  for (const s of state.ships) {
    if (!s.epic) continue;
    list.push(s);
    for (const d of s.epic.docked ?? []) list.push(d);
  }
  return list;
}

export function setup() {
  $('epic-damage').addEventListener('change', (e) => {
    const s = selectedShip();
    if (!s?.epic) return;
    const t = e.target;
    if (t.id === 'epic-fate') s.epic.fate = t.value;
    else if (t.id === 'epic-lost-shields') s.epic.lostShields = Math.max(0, Math.min(s.epic.shields, Math.round(Number(t.value) || 0)));
    else if (t.id === 'epic-damage-cards') s.epic.damageCards = Math.max(0, Math.round(Number(t.value) || 0));
    changed('scene');
  });
  $('epic-damage').addEventListener('click', (e) => {
    const s = selectedShip();
    if (!s?.epic || e.target.id !== 'epic-hit') return;
    // One more damage card; the person moves it to shields with the field above when a shield takes it.
    s.epic.damageCards += 1;
    changed('scene');
  });
}

/** The damage fields for the selected ship, and the scoring table. */
export function refresh() {
  const s = selectedShip();
  const box = $('epic-damage');
  if (!s?.epic) {
    box.replaceChildren(Object.assign(document.createElement('p'), { className: 'hint', textContent: 'Select a ship to record its damage.' }));
  } else {
    box.innerHTML = `<label>Lost shields <input id="epic-lost-shields" type="number" min="0" max="${s.epic.shields}" value="${s.epic.lostShields}"></label>
      <label>Damage cards <input id="epic-damage-cards" type="number" min="0" value="${s.epic.damageCards}"></label>
      <label>Fate <select id="epic-fate">${FATES.map((f) => `<option value="${f}"${f === s.epic.fate ? ' selected' : ''}>${words(f)}</option>`).join('')}</select></label>
      <button id="epic-hit" type="button">+1 damage card</button>`;
  }
  score();
}

/** Asks scoreGame for the table and shows it. */
function score() {
  const ships = gameShips();
  const r = api.scoreGame({
    players: PLAYERS.map(({ player, team }) => ({ player, team })),
    ships: ships.map((s) => ({ id: s.id, player: s.epic.player, hull: s.epic.hull, shields: s.epic.shields, lostShields: s.epic.lostShields, damageCards: s.epic.damageCards, fate: s.epic.fate, points: s.epic.points })),
  });
  epic.score = r.value ?? null;
  const box = $('epic-score');
  if (!r.value) {
    box.textContent = `The engine refused: ${r.error?.message}`;
    return;
  }
  const byId = new Map(r.value.ships.map((x) => [x.id, x]));
  const units = new Map(r.value.units.map((x) => [x.id, x]));
  const rows = ships.map((s) => {
    const h = byId.get(s.id);
    const st = healthState(h);
    const docked = !state.ships.includes(s) ? ' (docked)' : '';
    return `<tr data-ship="${s.id}" data-health="${st}"${isAllied(s) ? ' class="allied"' : ''}><td>${s.name}${docked}${isAllied(s) ? ' <em>allied</em>' : ''}</td>
      <td>${h.healthValue - h.lostHealth}/${h.healthValue}</td><td class="health ${st}">${words(st)}</td><td>${units.get(s.id)?.scored ?? 0}</td></tr>`;
  });
  const players = r.value.players.map((p) => `${PLAYERS[p.player]?.name ?? p.player}: ${p.score}`).join(' · ');
  const teams = r.value.teams.map((t) => `team ${t.team + 1}: ${t.score}`).join(' · ');
  const result = r.value.draw ? 'a draw' : `team ${r.value.winners.map((w) => w + 1).join(', ')} leads`;
  box.innerHTML = `<table class="epic-score"><thead><tr><th>Ship</th><th>Health</th><th>State</th><th>Scored</th></tr></thead><tbody>${rows.join('')}</tbody></table>
    <p id="epic-totals">${teams} (${result}) · ${players}</p>`;
}

/** One word for a ship's health state, from scoreGame's answer. */
export function healthState(h) {
  if (!h) return 'unknown';
  if (h.fate !== 'inPlay') return h.fate;
  if (h.halfHealth) return 'halfHealth';
  return h.fullHealth ? 'fullHealth' : 'damaged';
}

/** On the table: allied ships ringed apart, a split wingmate marked, each damaged ship's state. */
export function drawMarks(ctx) {
  const byId = new Map((epic.score?.ships ?? []).map((x) => [x.id, x]));
  for (const s of state.ships) {
    if (!s.epic) continue;
    const o = outlineOf(s);
    const top = Math.min(...o.map((q) => q[1]));
    if (isAllied(s)) {
      fillStroke(ctx, o.map(([x, y]) => [x + (x - s.pose.x) * 0.25, y + (y - s.pose.y) * 0.25]), null, ALLIED, 2, [3, 3]);
      label(ctx, 'allied', [s.pose.x, top - px(16)], { size: 10, color: ALLIED, bold: true });
    }
    if (s.epic.split) label(ctx, 'split', [s.pose.x, top - px(6)], { size: 10, color: '#ffb3b3', bold: true });
    const st = healthState(byId.get(s.id));
    if (st !== 'fullHealth' && st !== 'unknown') {
      label(ctx, words(st), [s.pose.x, s.pose.y], { size: 10, color: st === 'halfHealth' || st === 'damaged' ? '#ffd27f' : '#ff8080', bold: true });
    }
  }
}
