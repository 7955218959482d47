// The engine's messages in a player's words. The engine names what it refuses by the
// request's field path (`ships[1].pilotSkill`), quotes piece ids (`"small-21"`) and cites the
// rule texts by the project's file numbers (`seed 003 "Jam"`). A player knows the pieces
// by their names and the rules by their books' headings, so every message the page shows
// passes through here: a field path becomes the piece's name and the value's words, a
// quoted id the piece's name, a citation "Book › Heading". Only wording: the facts are
// the engine's, and the original text stays on the error as `engineMessage`.

/**
 * The rule texts the engine cites, by file number, as the books a player owns. 003 and 000
 * are two versions of the 1st-edition Huge Ship Rules; 001 is the Huge Ships appendix of
 * the 2nd-edition Rules Reference; 002 a summary of the 1st-edition overlapping rules
 * (core and huge); 004 the Epic Battles Rules Reference.
 */
export const BOOKS = {
  '000': 'Huge Ship Rules (1st edition)',
  '001': 'Huge Ships (2nd edition)',
  '002': 'Huge Ship Rules (1st edition) › Overlapping',
  '003': 'Huge Ship Rules (1st edition)',
  '004': 'Epic Battles Rules Reference',
};

/**
 * Headings the engine quotes in its own words, mapped to the heading as the book prints it
 * (read in the rule texts). A heading not listed is printed as quoted.
 */
const HEADINGS = {
  '003': {
    'Crippled Sections': 'Crippled Sections for Ships with Multiple Ship Cards',
    'Allocate Energy': 'Energy Steps in the Activation Phase',
    'Use Energy': 'Energy Steps in the Activation Phase',
    'Huge Ship Range Ruler': 'Huge Range Ruler',
    Reinforce: 'Huge Ship Actions › Reinforce',
    Jam: 'Huge Ship Actions › Jam',
  },
  '000': {
    'Small/Large Ship Overlapping a Huge Ship': 'Overlapping › Small/Large Ship Overlapping a Huge Ship',
    'Overlapping Huge Ships': 'Overlapping › Overlapping Huge Ships',
  },
  '001': {
    'Bonus Attacks': 'Attacks › Bonus Attacks',
    'Firing Arcs': 'Attacks › Firing Arcs',
    'Attack Range 4-5': 'Attacks › Attack Range 4-5',
    'Move and Rotate Effects': '“Move” and “Rotate” Effects',
  },
  '004': {
    Wings: 'Wings',
    'Forced Splitting': 'Splitting from a Wing › Forced Splitting',
    'Voluntary Splitting': 'Splitting from a Wing › Voluntary Splitting',
    Joining: 'Splitting from a Wing › Joining',
  },
};

/**
 * Citations with no heading, placed by what the message says (the heading that rule
 * sits under in the book).
 */
const UNNAMED = [
  [/fore section's action is the first action/, '003', 'Performing Actions from a Ship with Two Ship Cards'],
  [/focus and evade tokens do not affect/, '003', 'Focus, Evade, and Stress Tokens'],
  [/crippled sections can perform actions/, '000', 'Crippled Sections'],
];

const QUOTED = /"([^"]+)"|'([^']+)'/g;

function headingsOf(file, text) {
  const out = [];
  for (const m of (text ?? '').matchAll(QUOTED)) {
    const h = m[1] ?? m[2];
    out.push(HEADINGS[file]?.[h] ?? h);
  }
  return out;
}

/** "Book › Heading" for one file and the quoted headings after it (none: the book, or a heading placed by the message). */
function cite(file, quoted, message) {
  const heads = headingsOf(file, quoted);
  if (!heads.length) {
    const placed = UNNAMED.find(([re, f]) => f === file && re.test(message));
    if (placed) heads.push(placed[2]);
  }
  const book = BOOKS[file] ?? `rule text ${file}`;
  return heads.length ? heads.map((h) => `${book} › ${h}`).join('; ') : book;
}

/** Quoted headings following a citation: `"A"`, `"A", "B"`, `'A' and 'B'`. */
const HEADS = `(?:\\s*(?:"[^"]+"|'[^']+')(?:(?:,\\s*|\\s+and\\s+)(?:"[^"]+"|'[^']+'))*)?`;
const SEED_CITE = new RegExp(`seed (\\d{3})(?:\\s*/\\s*seed (\\d{3}))?(${HEADS})`, 'g');
const EPIC_CITE = new RegExp(`Epic rules reference(?:,|'s)?(${HEADS})`, 'g');

/** Rewrites every rule citation of a text as "Book › Heading". */
export function citeRules(text) {
  if (typeof text !== 'string') return text;
  return text
    .replace(SEED_CITE, (_, a, b, quoted) => [a, b].filter(Boolean).map((f) => cite(f, quoted, text)).join('; '))
    .replace(EPIC_CITE, (_, quoted) => cite('004', quoted, text));
}

/** Whether a text holds anything to rewrite (cheap test before the work). */
const NEEDS = /seed \d{3}|Epic rules reference|"|Flank|Support|full(Front|Rear)|[a-zA-Z]-\d|\([a-z]+[A-Z]\w*: /;

/**
 * An engine call's name citing the check that refused ("cannot be targeted (measureRange:
 * aft crippled)"): the engine's prose names the call for a developer; a player reads the
 * reason alone. Only a camelCase word opening a parenthesis is taken for one (a field path
 * at a message's start is worded by `errorText`).
 */
const CALL_CITE = /(?<=\()[a-z]+[A-Z]\w*: /g;

/** The engine's names of wing positions and 2e arcs, as a player says them, when they appear in prose. */
const ENUM_WORDS = /\b(leftFlank|rightFlank|rearSupport|leftSupport|rightSupport|fullFront|fullRear)\b/g;
const spaced = (w) => w.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A text of the engine for a player: citations as headings, quoted piece ids as names.
 * `nameOf(id)` answers a piece's name, or null for a string that is no piece.
 */
export function playerText(text, nameOf) {
  if (typeof text !== 'string' || !NEEDS.test(text)) return text;
  return citeRules(text)
    .replace(/"([^"]+)"/g, (m, id) => {
      const name = nameOf(id);
      return name ? name : m;
    })
    // Ids the engine lists bare ("overlaps small-21, asteroid-3"): the page's ids are kind-number.
    .replace(/\b[a-zA-Z][\w]*-\d+\b/g, (m) => nameOf(m) ?? m)
    .replace(ENUM_WORDS, spaced)
    .replace(CALL_CITE, '');
}

/** Words for the value a field path names (its last keys), e.g. `pilotSkill` → "pilot skill / initiative". */
const FIELD_WORDS = {
  pilotSkill: 'pilot skill / initiative',
  initiative: 'initiative',
  engagement: 'engagement value',
  pose: 'position',
  'pose.x': 'position (x)',
  'pose.y': 'position (y)',
  'pose.heading': 'heading',
  ship: 'ship kind',
  // checkOverlap's checked ship (`ship.ship`): its kind, once.
  'ship.ship': 'ship kind',
  player: 'player',
  team: 'team',
  stress: 'stress tokens',
  ion: 'ion tokens',
  position: 'wing position',
  wingLeader: 'wing leader',
  state: 'state',
  id: 'name',
};

function fieldWords(rest) {
  const key = rest.join('.');
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  return rest.map((k) => (typeof k === 'number' ? `#${k + 1}` : FIELD_WORDS[k] ?? k.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())).join(' ');
}

/** `ships[1].pilotSkill` → ['ships', 1, 'pilotSkill']. */
export function pathOf(field) {
  const out = [];
  for (const m of String(field ?? '').matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] != null ? Number(m[2]) : m[1]);
  return out;
}

/**
 * The piece a field path points into, read from the request: the deepest object on the
 * path that names a piece of the page (`{ id }`), and the path after it. `{ name, rest }`
 * or null.
 */
export function pieceAt(request, field, nameOf) {
  const path = pathOf(field);
  let node = request;
  let found = null;
  for (let i = 0; i < path.length && node != null && typeof node === 'object'; i++) {
    node = node[path[i]];
    const name = node && typeof node === 'object' && typeof node.id === 'string' ? nameOf(node.id) : null;
    if (name) found = { name, rest: path.slice(i + 1) };
    // A path ending on an id string (`choices.placements.<id>`, `wingmates[2]`): its piece.
    if (typeof node === 'string' && nameOf(node) && i === path.length - 1) found = { name: nameOf(node), rest: [] };
  }
  return found;
}

/**
 * An engine error's message for a player: "Raider Relentless's pilot skill / initiative
 * is required" for `ships[1].pilotSkill: is required` (the piece read from the request),
 * names for quoted ids, headings for citations. The field path stays on the error.
 */
export function errorText(error, request, nameOf) {
  const message = String(error?.message ?? error);
  const field = error?.field;
  if (!field || !message.startsWith(`${field}: `)) return playerText(message, nameOf);
  const reason = playerText(message.slice(field.length + 2), nameOf);
  const piece = pieceAt(request, field, nameOf);
  if (!piece) return `${fieldWords(pathOf(field).filter((k) => typeof k !== 'number'))}: ${reason}`;
  if (!piece.rest.length) return `${piece.name}: ${reason}`;
  const what = fieldWords(piece.rest);
  return /^(is|are|must|cannot|has|was) /.test(reason) ? `${piece.name}'s ${what} ${reason}` : `${piece.name} (${what}): ${reason}`;
}

/** Prose (a reason, a rule) has spaces; ids and the engine's enum values (`rightFlank`) never do. */
const prose = (v, nameOf) => (/\s/.test(v) ? playerText(v, nameOf) : v);

/**
 * Rewrites, in place, every string of an engine answer that cites a rule or quotes a
 * piece id (reasons, rules, notes); numbers, ids, enum values and typed arrays are left alone.
 */
export function playerAnswer(value, nameOf, depth = 0) {
  if (value == null || typeof value !== 'object' || depth > 12 || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (typeof value[i] === 'string') value[i] = prose(value[i], nameOf);
      else playerAnswer(value[i], nameOf, depth + 1);
    }
    return value;
  }
  for (const k of Object.keys(value)) {
    const v = value[k];
    if (typeof v === 'string') {
      value[k] = prose(v, nameOf);
    } else playerAnswer(v, nameOf, depth + 1);
  }
  return value;
}
