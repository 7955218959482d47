// One entry's declaration file (pkg/xwing_huge.d.ts, pkg/core/xwing_huge.d.ts) from the generated
// declarations (issue 29 item 4): the hand-written js/prelude.d.ts, the card ids' unions (the full
// module's from the card data, none in the core module), then the declarations generated from the
// Rust types and the calls' registry (tests/types/named.d.ts, named_core.d.ts: written by
// `XWING_WRITE_TYPES=1 cargo test --profile tests --lib ts_generated`). The three refer to each
// other by `import type` in the repository (so that each is checked on its own); in one file the
// imports and re-exports go. scripts/wrap-glue.mjs writes it as each entry's only declaration file;
// the named files are package inputs (scripts/pkg-inputs-hash.mjs).
import { readFileSync } from 'node:fs';

const ROOT = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');

/** The core module has no card data: no card id type-checks. */
const NO_CARDS = 'export type CardShipName = never;\nexport type CardPilotName = never;\nexport type CardUpgradeName = never;\n';

/** A file's text without its `import type` lines and its re-exports (`export type { … };`). */
function local(text) {
  return text.replace(/^import type [^;]*;\n/gm, '').replace(/^export type \{[^}]*\};\n/gm, '');
}

/** The declaration file of the full module (`core` false) or of the core module. */
export function generatedDeclarations(core) {
  const cards = core ? NO_CARDS : read('src/cards/gen/names.ts');
  const named = read(core ? 'tests/types/named_core.d.ts' : 'tests/types/named.d.ts');
  return `${local(read('js/prelude.d.ts'))}\n${cards}\n${local(named)}`;
}
