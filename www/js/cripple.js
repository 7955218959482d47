// Crippling after an attack (docs/round.md `crippleSection`): when resolveAttack
// reports that a 1e section of the defender reached its hull and flipped (`dealt`
// kind "crippled"), the page takes the step the rules give the player: the card's
// crippled side, energy above its limit and shields above its value discarded, both
// sections crippled destroying the ship. The engine decides all of it; this module
// only builds the request and keeps the answer for the ship state panel.
import { state, changed } from './state.js';
import { call, roundShip, setRoundState } from './round.js';

const $ = (id) => document.getElementById(id);

function intValue(id) {
  const el = $(id);
  const v = el ? el.value.trim() : '';
  return v === '' ? undefined : Number(v);
}

/**
 * After an attack on `ship`: for each section the engine reports crippled (its card
 * `crippled` with `flipPending`, the crippled side not applied yet), calls
 * crippleSection on the attack's state as it is, with the crippled side's printed
 * energy limit and shield value the person typed (empty: unchanged, as the call reads
 * them), keeps the new state and
 * the report (`ship.crippleReport`), and returns the answers `{ request, value?, error? }`.
 */
export function crippleAfterAttack(ship, attack) {
  const sections = (attack.dealt ?? []).filter((d) => d.kind === 'crippled' && d.section).map((d) => d.section);
  const answers = [];
  for (const section of sections) {
    const request = { edition: state.edition, ship: { ...roundShip(ship), state: ship.roundState }, section };
    const energyLimit = intValue('crippled-energy');
    const shieldValue = intValue('crippled-shields');
    if (energyLimit !== undefined) request.energyLimit = energyLimit;
    if (shieldValue !== undefined) request.shieldValue = shieldValue;
    const r = call('crippleSection', request);
    answers.push({ request, value: r.value ?? null, error: r.error ?? null });
    if (r.error) continue;
    setRoundState(ship, r.value.state);
    const { energyDiscarded, shieldsLost, upgradesDiscarded, destroyed } = r.value;
    ship.crippleReport = { ...(ship.crippleReport ?? {}), [section]: { energyDiscarded, shieldsLost, upgradesDiscarded, destroyed } };
  }
  if (answers.length) changed('round');
  return answers;
}

/** Lines for the ship state panel: each crippled section with what crippleSection did. */
export function crippleLines(ship, st) {
  const out = [];
  for (const c of st.cards.filter((k) => k.crippled && k.section)) {
    const r = ship.crippleReport?.[c.section];
    const effects = r
      ? [`${r.energyDiscarded} energy discarded`, `${r.shieldsLost} shield${r.shieldsLost === 1 ? '' : 's'} lost`,
        r.upgradesDiscarded.length ? `discarded ${r.upgradesDiscarded.join(', ')}` : 'no upgrade discarded']
      : [];
    if (r?.destroyed) effects.push('both sections crippled: the ship is destroyed');
    const line = Object.assign(document.createElement('p'), {
      className: 'bad',
      textContent: `${c.section} section crippled${effects.length ? ` (${effects.join(', ')})` : ''}; now shields ${c.shieldValue}, energy limit ${c.energyLimit}.`,
    });
    line.dataset.k = `crippled-${c.section}`;
    out.push(line);
  }
  return out;
}
