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

# wasm-opt comes from the project's own npm dependencies (binaryen, package-lock.json).
if [ ! -x node_modules/.bin/wasm-opt ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# The `wasm` profile (Cargo.toml): size-optimised, for the shipped module only.
cargo build --profile wasm --target wasm32-unknown-unknown --lib
rm -rf pkg/snippets
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
node scripts/write-pkg-json.mjs
echo "pkg/ built: $(wc -c < pkg/xwing_huge_bg.wasm) bytes of wasm"
