#!/usr/bin/env bash
# Builds pkg/ (the ES module, its wasm and types, the Node entry, package.json,
# README and LICENSE) from a clean machine that has a Rust toolchain: adds the wasm
# target and the pinned wasm-bindgen CLI when missing (scripts/install-wasm-tools.sh),
# compiles, binds, runs wasm-opt only if present, and records the fingerprint of the
# sources in pkg/BUILD_INPUTS. pkg/ is committed: run this after changing any input
# that scripts/pkg-inputs-hash.mjs lists, and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-wasm-tools.sh

# wasm-opt comes from the project's own npm dependencies (binaryen, package-lock.json).
if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# js/boundary.js's response operation codes, generated from src/wire/to.rs (their one source).
node scripts/wire-ops.mjs --write

# The `wasm` profile (Cargo.toml). Two modules from one engine (docs/api.md "Two modules"):
# the full one (pkg/) and the core one without the cards and the round calls (pkg/core/,
# `--no-default-features`), in its own target folder so neither build undoes the other.
# CARGO_TARGET_DIR, when set, is honoured for both (default: ./target).
TARGET="${CARGO_TARGET_DIR:-target}"
cargo build --profile wasm --target wasm32-unknown-unknown --lib
cargo build --profile wasm --target wasm32-unknown-unknown --lib --no-default-features --target-dir "$TARGET/core"
FULL_WASM="$TARGET/wasm32-unknown-unknown/wasm/xwing_huge.wasm"
CORE_WASM="$TARGET/core/wasm32-unknown-unknown/wasm/xwing_huge.wasm"

# Binds, optimises and wraps one module into a folder.
bind() {
  local out=$1 wasm=$2
  wasm-bindgen --target web --out-dir "$out" --out-name xwing_huge --remove-name-section --remove-producers-section "$wasm"
  node_modules/.bin/wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-reference-types --enable-multivalue --enable-mutable-globals \
    "$out/xwing_huge_bg.wasm" -o "$out/xwing_huge_bg.wasm"
  # The package entry wraps the glue: calls before init throw an XwingRulesError. Its
  # declarations are the generated ones (scripts/generated-dts.mjs, from the Rust types and
  # the calls' registry); wasm-bindgen's own go (issue 29 item 4).
  mv "$out/xwing_huge.js" "$out/xwing_huge_glue.js"
  rm "$out/xwing_huge.d.ts"
  # wasm-bindgen's declarations of the raw wasm exports (pointers and lengths) are not an
  # API: one declaration file per entry, the generated one (issue 29 item 4).
  rm "$out/xwing_huge_bg.wasm.d.ts"
  node scripts/wrap-glue.mjs "$out"
  # The Node entry (package.json's "node" condition).
  cp js/node.js "$out/node.js"
}

# pkg/ holds exactly what this script writes: nothing left from an older build.
rm -rf pkg
bind pkg "$FULL_WASM"
bind pkg/core "$CORE_WASM"

# What npm conventions ask beside the modules: README (the package's own, for npm users:
# js/README.pkg.md; the repository's README.md is about building it) and LICENSE.
cp js/README.pkg.md pkg/README.md
cp LICENSE pkg/
node scripts/write-pkg-json.mjs
# Last: the fingerprint of the sources pkg/ was built from (checked by `make check-pkg`).
node scripts/pkg-inputs-hash.mjs --write
echo "pkg/ built: $(wc -c < pkg/xwing_huge_bg.wasm) bytes of wasm, pkg/core/ $(wc -c < pkg/core/xwing_huge_bg.wasm)"
# Where the bytes go (function names of the unstripped builds), so growth is seen.
echo "== full module (pkg/)"
node scripts/size-report.mjs "$FULL_WASM" pkg/xwing_huge_bg.wasm
echo "== core module (pkg/core/)"
node scripts/size-report.mjs "$CORE_WASM" pkg/core/xwing_huge_bg.wasm
