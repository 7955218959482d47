// The rule outcome of a placeMove answer in words, for the maneuver panel.
import { maneuverWords, nameOf, describeEffect, describeChoice, words } from './describe.js';
import { diceRow } from './dice.js';
import { panel } from './move-panel.js';

/** The rule outcome of a placeMove answer as lines for the panel. */
export function describeMove(v, entry) {
  const out = [];
  const p = (text, cls) => out.push(Object.assign(document.createElement('p'), { className: cls ?? '', textContent: text }));
  p(`${maneuverWords(entry)} (${entry.difficulty})`, 'title');
  const ex = v.executed;
  if (ex && (ex.speed !== entry.speed || ex.bearing !== entry.bearing)) p(`Speed reduced: executes ${maneuverWords(ex)} instead.`, 'warn');
  const ip = v.intendedPose;
  if (ip && (Math.abs(ip.x - v.pose.x) > 1e-6 || Math.abs(ip.y - v.pose.y) > 1e-6 || Math.abs(ip.heading - v.pose.heading) > 1e-6)) {
    p(`Ends short of the dial's position (dotted outline): x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`, 'warn');
  } else {
    p(`Ends at x ${v.pose.x.toFixed(1)}, y ${v.pose.y.toFixed(1)}, heading ${v.pose.heading.toFixed(1)}°.`);
  }
  if (v.fled || v.outsidePlayArea) p('The ship leaves the play area: it has fled.', 'bad');
  if (v.overlaps?.length) {
    p(`Overlaps ${v.overlaps.map((o) => `${nameOf(o.id)}${o.sections?.length ? ` (${o.sections.join(' and ')})` : ''}`).join(', ')}.`, 'bad');
  } else {
    p('No overlap.', 'good');
  }
  const o = v.outcome ?? {};
  p(o.skipAction ? 'Skips its Perform Action step.' : 'Does not skip its action.', o.skipAction ? 'bad' : '');
  if (v.energy) {
    const d = v.energy.after - v.energy.before;
    p(`Energy ${v.energy.before} → ${v.energy.after}${d > 0 ? ` (gains ${d})` : d < 0 ? ` (spends ${-d})` : ' (unchanged)'}${v.energy.red ? `; red maneuver: ${words(v.energy.red)}` : ''}.`, d < 0 ? 'warn' : 'good');
  }
  for (const e of o.effects ?? []) {
    if (e.type === 'energy' && v.energy) continue;
    p(`• ${describeEffect(e)}`, e.type === 'roll' ? '' : 'warn');
    if (e.type === 'roll') out.push(diceRow(e.faces));
  }
  if (!panel.pending) for (const c of o.choices ?? []) p(`Choice when executed: ${describeChoice(c)}`, 'hint');
  return out;
}

