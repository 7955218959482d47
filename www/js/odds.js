// The attack's odds in words and numbers: the exact damage distribution as a small table
// (exactly k, at least k), so that it can be read without hovering the chart's bars (a phone),
// and the chances that matter (chances.js) as a short list beside it.

const pct = (p) => `${(p * 100).toFixed(1)} %`;

/** A table of P(damage = k) and P(damage ≥ k) for each k of `probs`; the rolled row marked. */
export function oddsTable(probs, rolled) {
  const table = Object.assign(document.createElement('table'), { className: 'odds' });
  const head = table.createTHead().insertRow();
  for (const h of ['damage', 'exactly', 'at least']) head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: h }));
  const body = table.createTBody();
  let atLeast = probs.reduce((a, b) => a + b, 0);
  probs.forEach((p, k) => {
    const row = body.insertRow();
    if (k === rolled) row.className = 'rolled';
    row.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: `${k}` }));
    row.insertCell().textContent = pct(p);
    row.insertCell().textContent = pct(Math.min(1, Math.max(0, atLeast)));
    atLeast -= p;
  });
  return table;
}

/**
 * The chances of `chances` (chances.js `attackChances`) as a list: crippling the targeted 1e
 * section, half health, destroyed; each item carries its exact value in `data-p`. Without
 * chances (a defender with no card and no state), a line saying why.
 */
export function chancesList(chances, { name, section }) {
  const list = Object.assign(document.createElement('ul'), { className: 'chances' });
  list.setAttribute('aria-label', 'Chances of this attack');
  const item = (key, text, p) => {
    const li = Object.assign(document.createElement('li'), { textContent: `${text}: ${pct(p)}` });
    li.dataset.chance = key;
    li.dataset.p = String(p);
    list.append(li);
  };
  if (!chances) {
    list.append(Object.assign(document.createElement('li'), { textContent: `No chances: ${name}'s hull and shields are not known (no card)` }));
    return list;
  }
  if (chances.cripple != null) item('cripple', `cripples the ${section ?? 'targeted'} section`, chances.cripple);
  const half = chances.already.halfHealth ? `at half health (already ${chances.lost} of ${chances.health} health lost)` : `brought to half health (${chances.threshold} of ${chances.health} health lost)`;
  item('halfHealth', half, chances.halfHealth);
  item('destroy', `${name} destroyed`, chances.destroy);
  return list;
}
