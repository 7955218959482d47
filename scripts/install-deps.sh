#!/usr/bin/env bash
# Installs what the tests need beyond the Rust toolchain and Node: the wasm target
# and the wasm-bindgen CLI (its test runner runs the wasm tests), Debian's Chromium
# and ChromeDriver (when absent) and the JS test tools from package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/install-wasm-tools.sh

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver
fi

if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/esbuild ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
