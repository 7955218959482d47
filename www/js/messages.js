// The message list: every engine error is shown here in a player's words (its class name
// and code are kept as the item's data-error / data-code attributes, for a developer's
// tools, never shown), and notices about what the page did (a ship removed because its
// base does not exist in the edition, a call the engine does not have yet).
const MAX_MESSAGES = 30;
let list = null;
let last = null;

export function setup() {
  list = document.getElementById('messages');
  document.getElementById('clear-messages').addEventListener('click', () => {
    list.replaceChildren();
    last = null;
  });
}

function add(kind, text, detail) {
  if (!list) return;
  const key = `${kind}:${text}`;
  if (key === last) return; // the same message twice in a row (e.g. while hovering) is shown once
  last = key;
  const li = document.createElement('li');
  li.className = kind;
  li.textContent = text;
  if (detail?.name) li.dataset.error = detail.name;
  if (detail?.code) li.dataset.code = detail.code;
  list.prepend(li);
  while (list.children.length > MAX_MESSAGES) list.lastChild.remove();
}

/** How long the latest error stays over the table, ms (it stays in the list). */
const TOAST_MS = 6000;
let toastTimer = 0;

/** What the player was doing when a call failed, in the page's words (the engine's call names are the API's). */
const CALL_WORDS = {
  roundOrder: 'Start round', placeMove: 'Maneuver', checkOverlap: 'Placement', measureRange: 'Range', resolveAttack: 'Attack',
  performAction: 'Action', allowedActions: 'Actions', energyStep: 'Energy', endPhase: 'End phase', crippleSection: 'Crippled section',
  placeWing: 'Wing formation', moveWing: 'Wing', checkWingSplit: 'Wing splits', joinWing: 'Join the wing', dockShip: 'Dock',
  deployShip: 'Deploy', scoreGame: 'Score', applyEffects: 'Damage', shipInfo: 'Ship card', threat: 'Threat map',
  checkSquad: 'Squad', squadShips: 'Squad', checkDeployment: 'Deployment', cardIndex: 'Cards', init: 'Loading the rules engine', measureRangeBatch: 'Threat map',
};

/** Shows an error thrown by the engine (an XwingRulesError) or by the page: in the list, and over the table for a while. */
export function showError(error, call) {
  // A call the table has no words for is named by nothing rather than by its engine name.
  const where = call && CALL_WORDS[call] ? `${CALL_WORDS[call]}: ` : '';
  const detail = { name: error?.name, code: error?.code };
  const text = `${where}${error?.message ?? String(error)}`;
  add('error', text, detail);
  const toast = document.getElementById('toast');
  if (!toast) return;
  toast.textContent = `⚠ ${text}`;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (toast.hidden = true), TOAST_MS);
}

export function showInfo(text) {
  add('info', text);
}

/** A warning about the table (not an engine error): in the list, and over the table for a while. */
export function showWarning(text) {
  add('warning', text);
  const toast = document.getElementById('toast');
  if (!toast) return;
  toast.textContent = `⚠ ${text}`;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (toast.hidden = true), TOAST_MS);
}
