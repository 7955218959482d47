#!/usr/bin/env bash
# Installs what building pkg/ and running the wasm tests need beyond rustup:
# the wasm32-unknown-unknown target and the wasm-bindgen CLI (wasm-bindgen, and
# wasm-bindgen-test-runner, the cargo runner of .cargo/config.toml) at the exact
# version the wasm-bindgen crate is pinned to in Cargo.toml. Does nothing when
# both are already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# The wasm-bindgen crate in Cargo.toml is pinned with `=` to this exact version.
WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ] ||
  [ "$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  # No --locked: the CLI's lock file can ask for crate versions the registry lacks.
  cargo install --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi
