//! The JS-facing API called as JS calls it, inside headless Chromium (`make test-wasm`:
//! `cargo test --profile tests --target wasm32-unknown-unknown --test wasm`, run by the
//! wasm-bindgen test runner of .cargo/config.toml).
//!
//! One test crate, so the engine and the runner's glue link once (they linked once per
//! file when each file was its own crate). Cargo.toml declares it with `test = false`:
//! a plain native `cargo test` neither builds nor runs it; only `--test wasm` does.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[path = "../common/mod.rs"]
mod common;

mod check_overlap;
mod epic;
mod hostile;
mod measure_range;
mod place_move;
mod resolve_attack;
mod round;
mod weapons;
mod wings;
mod workspace;
