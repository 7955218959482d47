// Dice faces as small coloured tiles, for attacks and for the dice the overlap rules roll.
const FACE = { hit: ['✹', 'hit'], crit: ['✦', 'crit'], focus: ['◉', 'focus'], blank: ['·', 'blank'], evade: ['➶', 'evade'] };

export function diceRow(faces) {
  const row = Object.assign(document.createElement('div'), { className: 'dice' });
  for (const f of faces ?? []) {
    const [glyph, word] = FACE[f] ?? ['?', f];
    const die = Object.assign(document.createElement('span'), { className: `die ${f}`, title: word });
    die.setAttribute('role', 'img');
    die.setAttribute('aria-label', word);
    die.append(Object.assign(document.createElement('b'), { textContent: glyph }), word);
    row.append(die);
  }
  return row;
}
