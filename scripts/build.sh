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

cargo build --release --target wasm32-unknown-unknown --lib
# pkg/ holds exactly what this script writes: nothing left from an older build.
rm -rf pkg
wasm-bindgen --target web --out-dir pkg --out-name xwing_huge --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/release/xwing_huge.wasm

if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    pkg/xwing_huge_bg.wasm -o pkg/xwing_huge_bg.wasm
fi

# What npm conventions ask beside the module: the Node entry, README and LICENSE.
cp js/node.js pkg/node.js
cp README.md LICENSE pkg/
node scripts/write-pkg-json.mjs
# Last: the fingerprint of the sources pkg/ was built from (checked by `make check-pkg`).
node scripts/pkg-inputs-hash.mjs --write
echo "pkg/ built: $(wc -c < pkg/xwing_huge_bg.wasm) bytes of wasm"
