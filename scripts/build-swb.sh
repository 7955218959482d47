#!/usr/bin/env bash
# Builds the benchmark-only module whose requests and responses cross through
# serde-wasm-bindgen (cargo feature `swb`) into target/swb-pkg/, with the same profile,
# wasm-bindgen and wasm-opt steps as scripts/build.sh, for benches/transport.mjs.
# Its own target directory, so the shipped build's artefacts are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=target/swb
cargo build --profile wasm --target wasm32-unknown-unknown --lib --features swb
rm -rf target/swb-pkg
wasm-bindgen --target web --out-dir target/swb-pkg --out-name xwing_huge --remove-name-section --remove-producers-section \
  target/swb/wasm32-unknown-unknown/wasm/xwing_huge.wasm
node_modules/.bin/wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-reference-types --enable-multivalue --enable-mutable-globals \
  target/swb-pkg/xwing_huge_bg.wasm -o target/swb-pkg/xwing_huge_bg.wasm
echo "target/swb-pkg built: $(wc -c < target/swb-pkg/xwing_huge_bg.wasm) bytes of wasm"
