// The card data through the JS API of the built pkg/ (node benches/wasm_cards.mjs): shipInfo
// by a 2e pilot id (a binary search of 672 pilots, then the answer), by a 1e ship and pilot, and
// a huge pilot; roundOrder for 20 ships named by pilot with no typed initiative. Prints µs per
// call; a benchmark, not a timed test.
import { bench, loadApi } from './wasm_common.mjs';

const api = await loadApi();

bench('shipInfo 2e pilot id (lukeskywalker)', () => api.shipInfo({ ship: 'lukeskywalker' }));
bench('shipInfo 2e huge pilot id (lawlesspirates)', () => api.shipInfo({ ship: 'lawlesspirates' }));
bench('shipInfo 1e ship + pilot (xwing, wedgeantilles)', () => api.shipInfo({ edition: '1e', ship: 'xwing', pilot: 'wedgeantilles' }));
bench('shipInfo base size (small)', () => api.shipInfo({ ship: 'small' }));

const pilots = ['lukeskywalker', 'wedgeantilles', 'biggsdarklighter', 'bluesquadronescort', 'darthvader', 'maarekstele'];
const ships = Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, ship: pilots[i % pilots.length], player: i % 2 }));
bench('roundOrder 20 ships by pilot id', () => api.roundOrder({ ships }));
