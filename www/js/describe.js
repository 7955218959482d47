// Words for what the engine answered: maneuvers, move outcomes, effects and choices.
// Only wording lives here; the facts are the engine's.
import { state, shipById, obstacleById } from './state.js';

export const BEARING_WORDS = {
  straight: 'straight', bankLeft: 'bank left', bankRight: 'bank right', turnLeft: 'turn left', turnRight: 'turn right',
  koiogran: 'Koiogran turn', segnorLeft: "Segnor's loop left", segnorRight: "Segnor's loop right",
  tallonLeft: 'Tallon roll left', tallonRight: 'Tallon roll right', stationary: 'stationary',
  reverseStraight: 'reverse straight', reverseBankLeft: 'reverse bank left', reverseBankRight: 'reverse bank right',
};

export const BEARING_GLYPHS = {
  straight: '↑', bankLeft: '↖', bankRight: '↗', turnLeft: '↰', turnRight: '↱', koiogran: '⥁',
  segnorLeft: '↶', segnorRight: '↷', tallonLeft: '⇠', tallonRight: '⇢', stationary: '■',
  reverseStraight: '↓', reverseBankLeft: '↙', reverseBankRight: '↘',
};

export function maneuverWords(m) {
  if (!m) return '';
  return m.bearing === 'stationary' ? `stationary (speed ${m.speed})` : `speed ${m.speed} ${BEARING_WORDS[m.bearing] ?? m.bearing}`;
}

/** A piece's readable name from its id. */
export function nameOf(id) {
  return pieceName(id) ?? id;
}

/**
 * The name of the piece with this id, or null when no piece has it: ships on the table,
 * ships docked on a carrier (Epic), obstacles ("asteroid 3").
 */
export function pieceName(id) {
  if (typeof id !== 'string') return null;
  const ship = shipById(id) ?? state.ships.flatMap((s) => s.epic?.docked ?? []).find((d) => d.id === id);
  if (ship) return ship.name;
  const o = obstacleById(id);
  return o ? `${words(o.type)} ${id.split('-')[1]}` : null;
}

const KEY_WORDS = { id: '', ship: '', target: '', count: '×', amount: '', dice: 'dice', section: 'section' };

/** "camelCase" to "camel case". */
export function words(s) {
  return String(s).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * One effect or choice object as a sentence fragment. The engine's objects name their
 * kind in `type` or `kind` (or `effect`/`choice`); other fields follow as "name value".
 */
export function describeObject(o) {
  if (o == null || typeof o !== 'object') return String(o);
  if (typeof o.text === 'string') return o.text;
  if (typeof o.description === 'string') return o.description;
  const kindKey = ['type', 'kind', 'effect', 'choice'].find((k) => typeof o[k] === 'string');
  const head = kindKey ? words(o[kindKey]) : '';
  const rest = Object.entries(o)
    .filter(([k]) => k !== kindKey)
    .map(([k, v]) => {
      const value = Array.isArray(v) ? v.map((x) => (typeof x === 'object' ? describeObject(x) : idOrValue(k, x))).join(', ') : typeof v === 'object' && v ? describeObject(v) : idOrValue(k, v);
      const label = k in KEY_WORDS ? KEY_WORDS[k] : words(k);
      return label ? `${label} ${value}` : value;
    });
  return [head, rest.join(', ')].filter(Boolean).join(': ');
}

function idOrValue(key, v) {
  if (typeof v === 'string' && /id$|^id|ship|target|obstacle/i.test(key)) return nameOf(v);
  if (typeof v === 'number') return String(Math.round(v * 100) / 100);
  return String(v);
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const SOURCE_WORDS = {};
const sourceWords = (src) => (src ? ` (${SOURCE_WORDS[src] ?? words(src)})` : '');

/** A placeMove effect (`{ type, ... }`, see pkg/xwing_huge.d.ts `MoveEffect`) as a sentence. */
export function describeEffect(e) {
  const who = e.target ? nameOf(e.target) : '';
  switch (e.type) {
    case 'damage': {
      const parts = [];
      if (e.hits) parts.push(plural(e.hits, 'hit'));
      if (e.crits) parts.push(plural(e.crits, 'crit'));
      const what = parts.length ? `${parts.join(' and ')} damage (shields first)` : 'no damage';
      return `${who} suffers ${what}${e.section ? ` on its ${e.section} section` : ''}${sourceWords(e.source)}.`;
    }
    case 'faceupCard':
      return `${who} is dealt one faceup damage card${e.section ? ` on its ${e.section} section` : ''}, past its shields${sourceWords(e.source)}.`;
    case 'stress':
      return `${who} gains ${plural(e.count, 'stress token')}${sourceWords(e.source)}.`;
    case 'jam':
      return `${who} gains ${plural(e.count, 'jam token')}${sourceWords(e.source)}.`;
    case 'stressRemoved':
      return `${who} removes ${plural(e.count, 'stress token')}${sourceWords(e.source)}.`;
    case 'destroyed':
      return `${who} is destroyed${sourceWords(e.source)}.`;
    case 'setAside':
      return `${who} is set aside until the huge ship completes its maneuver.`;
    case 'placed':
      return `${who} is placed again at x ${e.pose.x.toFixed(0)}, y ${e.pose.y.toFixed(0)}, heading ${e.pose.heading.toFixed(0)}°.`;
    case 'obstacleRemoved':
      return `${who} is removed from the play area.`;
    case 'roll':
      return `${nameOf(e.who)} rolls ${plural(e.dice, 'attack die')}${sourceWords(e.purpose)}: ${plural(e.hits, 'hit')}, ${plural(e.crits, 'crit')}.`;
    case 'energy':
      return e.change >= 0 ? `${who} gains ${plural(e.change, 'energy')}${sourceWords(e.source)}.` : `${who} spends ${plural(-e.change, 'energy')}${sourceWords(e.source)}.`;
    default:
      return describeObject(e);
  }
}

/**
 * A pending player's decision (`{ type: "section" | "placement", who, target, options }`).
 * A placement's spots are counted only where they are offered (`offered`: the choice box,
 * whose list adds the spots right behind the huge ship to the engine's), so that the
 * preview and the box never give two counts for one maneuver.
 */
export function describeChoice(c, { offered = false } = {}) {
  if (c.type === 'section') return `The ${c.who} chooses which section of ${nameOf(c.target)} suffers it: ${c.options.join(' or ')}.`;
  if (c.type === 'placement') return `The ${c.who} places ${nameOf(c.target)} in the huge ship's rear arc at range 0–1 (${offered ? `${plural(c.options.length, 'legal spot')} offered` : 'the spots are offered when it is executed'}).`;
  return describeObject(c);
}
