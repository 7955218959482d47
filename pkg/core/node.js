// The package's entry for Node (the "node" condition of package.json's exports):
// loads the wasm from the file beside this one, synchronously, so that
//   import { checkOverlap } from 'xwing-huge';
// works with no init call and no path to the wasm. `init` and `initSync` are
// still exported: called again, they return the module already loaded.
import { readFileSync } from 'node:fs';
import { initSync } from './xwing_huge.js';

initSync({ module: readFileSync(new URL('./xwing_huge_bg.wasm', import.meta.url)) });

export * from './xwing_huge.js';
export { default } from './xwing_huge.js';
