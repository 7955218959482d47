# The two commands of README.md:
#   make serve   serve the page on http://127.0.0.1:8080/www/ (builds pkg/ first only when it is stale)
#   make test    every test, against the committed pkg/: native, wasm in headless Chromium, Node, end to end
PORT ?= 8080
CHROMEDRIVER ?= /usr/bin/chromedriver

.PHONY: serve build pkg-current check-pkg deps test test-native test-wasm test-node test-e2e bench

serve: pkg-current
	node scripts/serve.mjs $(PORT)

# Builds pkg/ only when its recorded fingerprint differs from the sources' (no Rust needed otherwise).
pkg-current:
	@node scripts/pkg-inputs-hash.mjs --check --quiet || ./scripts/build.sh

build:
	./scripts/build.sh

# Fails when the committed pkg/ was not built from the current sources, or when the page's
# offline list (www/sw-build.js) is not the one of the current www/ and pkg/.
check-pkg:
	node scripts/pkg-inputs-hash.mjs --check
	node scripts/page-fingerprint.mjs --check

deps:
	./scripts/install-deps.sh

test: check-pkg deps test-native test-wasm test-node test-e2e

test-native:
	cargo test --release

# The hostile-value suites throw thousands of values per export: more than the runner's
# default 20 s per test on a loaded two-core machine.
test-wasm:
	WASM_BINDGEN_TEST_TIMEOUT=$${WASM_BINDGEN_TEST_TIMEOUT:-300} CHROMEDRIVER=$(CHROMEDRIVER) cargo test --target wasm32-unknown-unknown --test 'wasm*'

test-node:
	node --test tests/node/

test-e2e:
	node --test --test-concurrency=1 tests/e2e/

bench: pkg-current
	cargo bench
	node benches/wasm.mjs
