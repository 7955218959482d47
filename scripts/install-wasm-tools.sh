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
  # No registry ships a binary of this CLI here (npm has none), so it is built from
  # source, once per machine (into ~/.cargo/bin; skipped above when the pinned version is
  # on PATH): only the two binaries used, and a cheaper profile than the crate's
  # release one (opt-level 1, 16 code-generation units, no LTO). Measured on the 2-core
  # machine with these settings: 3 min 10 s wall (5 min 31 s of CPU) when quiet, 16 min 9 s
  # at a load average near 15; all its binaries at the release profile took 8 min 27 s
  # on a less loaded machine (issue 20).
  # No --locked: the CLI's lock file can ask for crate versions the registry lacks.
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=false \
    cargo install --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" \
    --bin wasm-bindgen --bin wasm-bindgen-test-runner
fi
