// The toolbar on a phone: Undo and Redo always in view, the other tools in a strip beside
// them that scrolls up and down (never sideways), opened in full over the table by **Tools**.
const $ = (id) => document.getElementById(id);

/** Opens or closes the full list of tools. */
function setOpen(open) {
  $('tools-toggle').setAttribute('aria-expanded', String(open));
  document.querySelector('.toolbar').classList.toggle('open', open);
}

export function setup() {
  const toggle = $('tools-toggle');
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  // A tool that puts something on the table closes the list, so that the table shows it.
  for (const id of ['add-ship', 'xws-import', 'add-obstacle', 'remove', 'reset']) $(id).addEventListener('click', () => setOpen(false));
  // So does a new edition or play area: the whole table changes.
  for (const id of ['edition', 'area']) $(id).addEventListener('change', () => setOpen(false));
  // A touch on the table or the panels closes the list (as a menu does).
  document.addEventListener('pointerdown', (e) => {
    if (!e.target.closest('.toolbar')) setOpen(false);
  });
}
