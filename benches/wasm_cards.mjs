// The card data through the JS API of the built pkg/ (node benches/wasm_cards.mjs): shipInfo
// by a 2e pilot id (a binary search of 672 pilots, then the answer), by a 1e ship and pilot, and
// a huge pilot; roundOrder for 20 ships named by pilot with no typed initiative. Prints µs per
// call; a benchmark, not a timed test.
import { bench, loadApi } from './wasm_common.mjs';

const api = await loadApi();

// Start-up: the card data is read on the first call that needs a card (src/cards/blob.rs).
// Timed once in this fresh process: a call that reads no card first (so the module and the
// call path are warm), then the first card call, then the same call again.
const once = (fn) => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};
once(() => api.shipInfo({ ship: 'small' }));
const first = once(() => api.shipInfo({ ship: 'lukeskywalker' }));
const second = once(() => api.shipInfo({ ship: 'lukeskywalker' }));
console.log(`first card call (reads the card data): ${first.toFixed(2)} ms; the same call again: ${second.toFixed(3)} ms`);

bench('shipInfo 2e pilot id (lukeskywalker)', () => api.shipInfo({ ship: 'lukeskywalker' }));
bench('shipInfo 2e huge pilot id (lawlesspirates)', () => api.shipInfo({ ship: 'lawlesspirates' }));
bench('shipInfo 1e ship + pilot (xwing, wedgeantilles)', () => api.shipInfo({ edition: '1e', ship: 'xwing', pilot: 'wedgeantilles' }));
bench('shipInfo base size (small)', () => api.shipInfo({ ship: 'small' }));

const pilots = ['lukeskywalker', 'wedgeantilles', 'biggsdarklighter', 'bluesquadronescort', 'darthvader', 'maarekstele'];
const ships = Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, ship: pilots[i % pilots.length], player: i % 2 }));
bench('roundOrder 20 ships by pilot id', () => api.roundOrder({ ships }));
