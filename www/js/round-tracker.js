// The round tracker: the phase, the engine's activation or engagement (1e: combat)
// list with the current ship highlighted, and buttons to start a round, go to the
// next ship or phase and run the End phase. The order is roundOrder's answer.
import { state, shipById } from './state.js';
import { round, startRound, advance, nextPhase, endPhase, current, isHuge, TYPED } from './round.js';

const $ = (id) => document.getElementById(id);

const PHASE_WORDS = { activation: 'Activation phase', combat: 'Combat phase', engagement: 'Engagement phase', end: 'End phase' };

export function setup() {
  $('round-start').addEventListener('click', () => {
    const r = startRound();
    // A missing value: its field, ready to type (the ship is selected).
    if (r.missing) $(TYPED[r.missing.key])?.focus();
  });
  $('round-next').addEventListener('click', () => advance());
  $('round-phase').addEventListener('click', () => (round.phase === 'end' ? endPhase() : nextPhase()));
}

/** Redraws the tracker from `round`. */
export function refreshTracker() {
  const on = round.phase !== null && round.edition === state.edition;
  // The panels the phase needs come first (style.css).
  document.querySelector('.panels').dataset.phase = on ? round.phase : '';
  $('round-phase-name').textContent = on ? `${PHASE_WORDS[round.phase]}${round.list.length ? ` · ${round.index + 1} of ${round.list.length}` : ''}` : 'No round in progress';
  $('round-start').textContent = on ? 'Restart round' : 'Start round';
  $('round-next').disabled = !on || round.phase === 'end';
  $('round-phase').disabled = !on;
  $('round-phase').textContent = round.phase === 'end' ? 'Run the End phase' : 'End this phase';
  const list = $('round-list');
  const c = current();
  list.replaceChildren(...(on ? round.list : []).map((e, i) => {
    const li = document.createElement('li');
    const s = shipById(e.id);
    const engaging = round.phase !== 'activation' && state.edition === '2e' && s && isHuge(s);
    const step = engaging ? 'engagement' : state.edition === '1e' ? 'pilot skill' : 'initiative';
    li.textContent = `${s?.name ?? e.id} — ${step} ${e.step}${e.subphase ? ` (${e.subphase === 'huge' ? 'huge ships' : 'small and large ships'})` : ''}`;
    li.dataset.id = e.id;
    if (e === c && i === round.index) {
      li.className = 'current';
      li.setAttribute('aria-current', 'step');
    }
    return li;
  }));
  $('round-notes').replaceChildren(...round.notes.map((n) => Object.assign(document.createElement('p'), { textContent: n })));
}

