// The attack's odds in words and numbers: the exact damage distribution as a small table
// (exactly k, at least k), so that it can be read without hovering the chart's bars (a phone).

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
