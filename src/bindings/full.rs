//! The exports only the full module has (Cargo feature `full`): the round, Epic, squads and
//! the cards' index. Each is one line of `crate::calls::full_calls`: the request text in, one
//! call into `crate::calls`, the response out ([`super::call`]), and its TypeScript declaration
//! (its module's `TS`, beside its types).

use wasm_bindgen::prelude::*;

use super::call;
use crate::calls::*;

/// An export and its declaration per call of the registry.
macro_rules! exports {
    (calls: [$($js:ident $m:ident $doc:literal;)*], kept: [$($kept:tt)*],) => {
        $(
            #[doc = $doc]
            #[wasm_bindgen(js_name = $js, skip_typescript)]
            pub fn $m(request: JsValue) -> std::result::Result<JsValue, JsValue> {
                call(request, $m::run)
            }

            const _: () = {
                #[wasm_bindgen(typescript_custom_section)]
                const TS: &str = $m::TS;
            };
        )*
    };
}

crate::calls::full_calls!(exports);
