#!/usr/bin/env bash
# Builds pkg/ (the ES module, its wasm and types) from a clean machine that has a
# Rust toolchain: adds the wasm target, installs the pinned wasm-bindgen CLI when
# missing or of another version, compiles, binds, and runs wasm-opt only if present.
set -euo pipefail
cd "$(dirname "$0")/.."

# The wasm-bindgen crate in Cargo.toml is pinned with `=` to this exact version.
WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  # No --locked: the CLI's lock file can ask for crate versions the registry lacks.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

cargo build --release --target wasm32-unknown-unknown --lib
wasm-bindgen --target web --out-dir pkg --out-name xwing_huge --remove-name-section --remove-producers-section \
  target/wasm32-unknown-unknown/release/xwing_huge.wasm

if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    pkg/xwing_huge_bg.wasm -o pkg/xwing_huge_bg.wasm
fi

node scripts/write-pkg-json.mjs
echo "pkg/ built: $(wc -c < pkg/xwing_huge_bg.wasm) bytes of wasm"
