//! The JS boundary: the only place where Rust touches a caller's JS values, through the
//! `catch` imports of js/boundary.js, which reads them inside `try` (its header says why no JS
//! exception may unwind through wasm frames) and checks the limits before a request enters
//! wasm memory, so a vast request costs neither wasm memory nor wasm time.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::attack::deck::MAX_DECK_ENTRIES;
use crate::error::RulesError;
use crate::limits::MAX_OBJECTS;

/// What a call answers, or what it throws.
pub type Thrown<T> = Result<T, JsValue>;

/// Longest request accepted, as JSON text (1 MiB): a full Epic table of 100 pieces
/// with 256-vertex obstacles is under 300 KB, and the limit keeps a vast request
/// out of wasm memory (which, once grown, is never given back).
pub const MAX_REQUEST_CHARS: usize = 1 << 20;

/// Longest top-level list looked at before the request is even written as text: the
/// largest of the engine's own list limits (pieces, deck entries), which the engine
/// then checks exactly, per list.
pub const MAX_TOP_LIST: usize = if MAX_OBJECTS > MAX_DECK_ENTRIES { MAX_OBJECTS } else { MAX_DECK_ENTRIES };

/// Wasm memory a call may use beside what its request's size accounts for (the engine's
/// own work, the response): measured at most 384 KiB over every call of
/// tests/node/requests.mjs (a first `resolveAttack` distribution, which builds its
/// outcome tables), so 2 MiB leaves a wide margin.
pub const CALL_HEADROOM: usize = 2 << 20;

/// Wasm memory a call may use per character of its request text, at most: measured 36 for
/// the worst text (empty arrays nested 60 deep: each `[` a Vec of four 16-byte values),
/// 18-20 for long lists of pairs, 3-4 for tables of ships and obstacles (docs/limits.md
/// "Memory"). With [`CALL_HEADROOM`], what [`reserve`] asks for before the text enters wasm.
pub const MEMORY_PER_REQUEST_CHAR: usize = 48;

/// Refuses a call with `TOO_LARGE` on `request`, before any of its work, when wasm memory
/// cannot give [`CALL_HEADROOM`] and `n` items of `per` bytes more (a request's characters,
/// numbers). Why: with `panic = "abort"` a failed allocation inside a call
/// traps (`RuntimeError: unreachable`), leaks what the call held and leaves the module
/// unusable; `std::alloc::alloc` itself answers a null pointer instead, and a block it gave
/// back at once stays in the allocator (wasm memory never shrinks), so the call's own
/// allocations find that room. Asked of `System` (std's allocator, the crate's global one:
/// there is no `#[global_allocator]`), not through `std::alloc::alloc`: LLVM removes an
/// allocation through the global allocator that is never used, and with it this check
/// (measured: it then passed with no memory left).
pub fn reserve(n: usize, per: usize) -> Result<(), RulesError> {
    use std::alloc::{GlobalAlloc, Layout, System};
    let bytes = CALL_HEADROOM.saturating_add(n.saturating_mul(per));
    let layout = Layout::from_size_align(bytes.max(1), 16).map_err(|_| out_of_memory(bytes))?;
    // SAFETY: the layout's size is non-zero; the block is given back at once, never read.
    let block = std::hint::black_box(unsafe { System.alloc(layout) });
    if block.is_null() {
        return Err(out_of_memory(bytes));
    }
    // SAFETY: `block` came from `System.alloc` with this same layout.
    unsafe { System.dealloc(block, layout) };
    Ok(())
}

#[cold]
fn out_of_memory(bytes: usize) -> RulesError {
    let mib = bytes.div_ceil(1 << 20);
    RulesError::too_large("request", format!("wasm memory is exhausted: this call needs up to {mib} MiB more than the module can get (free unused Workspaces, or load the module again)"))
}

/// Memory a string given as text needs per UTF-16 code unit once copied into wasm: a unit
/// becomes at most 3 bytes of UTF-8 (a surrogate pair, two units, becomes 4).
pub const BYTES_PER_TEXT_UNIT: usize = 3;

/// Memory a typed array of numbers needs per number: the `f64` copied into wasm (8 bytes)
/// and as much again for the points or values built from it.
const BYTES_PER_NUMBER: usize = 16;

/// A JS string as a Rust one (`None` when `v` is no string), once wasm memory can hold `per`
/// bytes per UTF-16 unit (room for the copy and the work on it).
pub fn string(v: &JsValue, per: usize) -> Result<Option<String>, RulesError> {
    if !v.is_string() {
        return Ok(None);
    }
    reserve(v.unchecked_ref::<js_sys::JsString>().length() as usize, per)?;
    Ok(v.as_string())
}

#[wasm_bindgen(module = "/js/boundary.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = readRequest)]
    fn read_request_js(value: &JsValue, max_chars: u32, max_list: u32, skip: Option<&str>, keys: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = readNumbers)]
    fn read_numbers_js(v: &JsValue, in_request: bool, field: &str, max: u32, per: u32, what: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = buildResponse)]
    fn build_response_js(ops: &[u32], nums: &[f64], text: Option<&str>) -> Result<JsValue, JsValue>;
    type XwingRulesError;
    #[wasm_bindgen(catch, constructor)]
    fn new(code: &str, field: &str, message: &str) -> Result<XwingRulesError, JsValue>;
}

/// The request as JSON text (js/boundary.js `readRequest`: `skip` left out, a top-level key
/// outside `keys` refused before any value is read); the refusal of an unknown key offers the
/// nearest of `keys`, all a closed type reads (src/bindings/keys_tests.rs), and `skip`.
pub fn request_text(value: &JsValue, skip: Option<&str>, keys: &str) -> Thrown<String> {
    // A string, or (a long text) its UTF-8 bytes in a `Uint8Array` made by js/boundary.js;
    // before either is copied into wasm memory, room for the copy and the call's work.
    // Neither: the `XwingRulesError` js/boundary.js made, thrown as it is.
    let given = read_request_js(value, MAX_REQUEST_CHARS as u32, MAX_TOP_LIST as u32, skip, keys).map_err(|_| unreadable())?;
    let text = match given.dyn_into::<js_sys::Uint8Array>() {
        Ok(bytes) => {
            reserve(bytes.length() as usize, MEMORY_PER_REQUEST_CHAR)?;
            String::from_utf8(bytes.to_vec()).map_err(|_| unreadable())?
        }
        Err(given) => string(&given, MEMORY_PER_REQUEST_CHAR)?.ok_or(given)?,
    };
    match text.strip_prefix('!') {
        Some(key) => Err(RulesError::invalid(key, crate::wire::unknown_key_message(key, keys, skip.unwrap_or(""))).into()),
        None => Ok(text),
    }
}

/// A fresh copy of numbers (js/boundary.js `readNumbers`: `value`, or with `in_request` the
/// request's skipped `field`), copied once wasm memory can hold them and as much again (a
/// batch's answers); not numbers: the `XwingRulesError` js/boundary.js made.
pub fn numbers(value: &JsValue, in_request: bool, field: &str, max: usize, (per, what): (u32, &str)) -> Thrown<Vec<f64>> {
    let a =
        read_numbers_js(value, in_request, field, max as u32, per, what).map_err(|_| unreadable())?.dyn_into::<js_sys::Float64Array>()?;
    reserve(a.length() as usize, BYTES_PER_NUMBER)?;
    Ok(a.to_vec())
}

/// The written response as a JS object (js/boundary.js `buildResponse`, which reads the
/// operations and numbers in place, and the names from the code by address, in the memory
/// the operations' view is of).
pub fn response(w: &crate::wire::Writer) -> Result<JsValue, RulesError> {
    // No text to decode when the response made no string at run time (most do not).
    let text = (!w.text.is_empty()).then_some(w.text.as_str());
    build_response_js(&w.ops, &w.nums, text).map_err(|_| RulesError::invalid("response", "could not be built"))
}

/// What JS catches: an `Error` named `XwingRulesError` (docs/api.md), with `code` and
/// `field`, built by js/boundary.js with intrinsics captured at load. Not generic: once in
/// the module.
impl From<RulesError> for JsValue {
    fn from(err: RulesError) -> JsValue {
        let message = err.to_string();
        XwingRulesError::new(err.code.as_str(), &err.field, &message).map_or_else(|_| JsValue::from_str(&message), Into::into)
    }
}

fn unreadable() -> RulesError {
    RulesError::invalid("request", "could not be read")
}
