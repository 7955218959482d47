// The fingerprint of everything pkg/ is built from, so that CI can prove the
// committed pkg/ matches the sources without a Rust toolchain.
//
//   node scripts/pkg-inputs-hash.mjs           prints the fingerprint
//   node scripts/pkg-inputs-hash.mjs --write   records it in pkg/BUILD_INPUTS (scripts/build.sh does)
//   node scripts/pkg-inputs-hash.mjs --check   exits 1 when pkg/BUILD_INPUTS is missing or differs
//   add --quiet to --check to print nothing (make serve uses it to decide whether to build)
//
// The fingerprint is SHA-256 over the lines "<sha256 of the file's bytes>  <path>\n" of every
// input file, paths relative to the repository root with "/" separators, sorted by code unit.
// Nothing else goes in (no dates, no modes, no tool versions), so the same sources give the
// same fingerprint on every machine.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Files and folders (every file below, recursively) that the build reads. */
export const INPUTS = [
  'src',
  'js',
  'derive/src',
  // The generated declarations each entry ships (scripts/generated-dts.mjs), committed and kept
  // current by `cargo test` (src/bindings/ts_generated_named_tests.rs).
  'tests/types/named.d.ts',
  'tests/types/named_core.d.ts',
  'derive/Cargo.toml',
  'Cargo.toml',
  'Cargo.lock',
  '.cargo/config.toml',
  'rust-toolchain',
  'rust-toolchain.toml',
  'LICENSE',
  'scripts/build.sh',
  'scripts/wrap-glue.mjs',
  'scripts/generated-dts.mjs',
  'scripts/wire-ops.mjs',
  'scripts/size-report.mjs',
  'scripts/install-wasm-tools.sh',
  'scripts/write-pkg-json.mjs',
  'scripts/pkg-inputs-hash.mjs',
];

const RECORD = join(ROOT, 'pkg', 'BUILD_INPUTS');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** `[{ path, hash }]` for every input file, sorted by path. */
export function inputFiles() {
  return INPUTS.flatMap((p) => filesUnder(join(ROOT, p)))
    .map((abs) => relative(ROOT, abs).split(sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((path) => ({ path, hash: sha256(readFileSync(join(ROOT, path))) }));
}

/** The text of pkg/BUILD_INPUTS: the fingerprint, then one line per file. */
export function record() {
  const lines = inputFiles().map(({ path, hash }) => `${hash}  ${path}\n`).join('');
  return `sha256 ${sha256(lines)}\n${lines}`;
}

function check(quiet) {
  const want = record();
  const have = existsSync(RECORD) ? readFileSync(RECORD, 'utf8') : '';
  if (have === want) {
    if (!quiet) console.log(`pkg/ is current: ${want.split('\n')[0]}`);
    return 0;
  }
  if (!quiet) {
    const lines = (text) => new Set(text.split('\n').slice(1).filter(Boolean));
    const [old, now] = [lines(have), lines(want)];
    const changed = [...now].filter((l) => !old.has(l)).map((l) => l.slice(66));
    const gone = [...old].filter((l) => !now.has(l)).map((l) => l.slice(66));
    console.error(have ? 'pkg/ is stale: it was built from other sources.' : 'pkg/BUILD_INPUTS is missing.');
    for (const path of new Set([...changed, ...gone])) console.error(`  changed since the build: ${path}`);
    console.error('Rebuild it with ./scripts/build.sh (needs Rust) and commit pkg/.');
  }
  return 1;
}

const args = process.argv.slice(2);
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (args.includes('--write')) writeFileSync(RECORD, record());
  else if (args.includes('--check')) process.exitCode = check(args.includes('--quiet'));
  else console.log(record().split('\n')[0].slice('sha256 '.length));
}
