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

# The `wasm` profile (Cargo.toml): size-optimised, for the shipped module only.
cargo build --profile wasm --target wasm32-unknown-unknown --lib
# pkg/ holds exactly what this script writes: nothing left from an older build.
rm -rf pkg
wasm-bindgen --target web --out-dir pkg --out-name xwing_huge --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/wasm/xwing_huge.wasm
node_modules/.bin/wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals \
  pkg/xwing_huge_bg.wasm -o pkg/xwing_huge_bg.wasm

# The package entry wraps the glue: calls before init throw an XwingRulesError.
mv pkg/xwing_huge.js pkg/xwing_huge_glue.js
mv pkg/xwing_huge.d.ts pkg/xwing_huge_glue.d.ts
sed -i 's|@ts-self-types="./xwing_huge.d.ts"|@ts-self-types="./xwing_huge_glue.d.ts"|' pkg/xwing_huge_glue.js
node scripts/wrap-glue.mjs

# What npm conventions ask beside the module: the Node entry, README and LICENSE.
cp js/node.js pkg/node.js
cp README.md LICENSE pkg/
node scripts/write-pkg-json.mjs
# Last: the fingerprint of the sources pkg/ was built from (checked by `make check-pkg`).
node scripts/pkg-inputs-hash.mjs --write
echo "pkg/ built: $(wc -c < pkg/xwing_huge_bg.wasm) bytes of wasm"
# Where the bytes go (function names of the unstripped build), so growth is seen.
node scripts/size-report.mjs target/wasm32-unknown-unknown/wasm/xwing_huge.wasm pkg/xwing_huge_bg.wasm
