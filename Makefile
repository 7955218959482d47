# The two commands of README.md:
#   make serve   build pkg/ and serve the page on http://127.0.0.1:8080/www/
#   make test    every test: native, wasm in headless Chromium, Node on pkg/, end to end
PORT ?= 8080
CHROMEDRIVER ?= /usr/bin/chromedriver

.PHONY: serve build deps test test-native test-wasm test-node test-e2e bench

serve: build
	node scripts/serve.mjs $(PORT)

build:
	./scripts/build.sh

deps:
	./scripts/install-deps.sh

test: deps build test-native test-wasm test-node test-e2e

test-native:
	cargo test --release

test-wasm:
	CHROMEDRIVER=$(CHROMEDRIVER) cargo test --target wasm32-unknown-unknown --test 'wasm*'

test-node:
	node --test tests/node/

test-e2e:
	node --test --test-concurrency=1 tests/e2e/

bench: build
	cargo bench
	node benches/wasm.mjs
