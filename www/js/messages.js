// The message list: every engine error is shown here with its code and field, and
// notices about what the page did (a ship removed because its base does not exist
// in the edition, a call the engine does not have yet).
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
  if (detail) {
    li.append(' ');
    const code = document.createElement('code');
    code.textContent = detail;
    li.append(code);
  }
  list.prepend(li);
  while (list.children.length > MAX_MESSAGES) list.lastChild.remove();
}

/** Shows an error thrown by the engine (an XwingRulesError) or by the page. */
export function showError(error, call) {
  const where = call ? `${call}: ` : '';
  const detail = [error?.name, error?.code].filter(Boolean).join(' ');
  add('error', `${where}${error?.message ?? String(error)}`, detail);
}

export function showInfo(text) {
  add('info', text);
}
