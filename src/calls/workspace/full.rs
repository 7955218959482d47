//! The `Workspace` methods only the full module has (Cargo feature `full`): each is the
//! one-shot call of the same name on the kept table, its `run_on` beside its `run`.

use crate::error::Result;
use crate::wire::Writer;

use super::Workspace;

/// The kept table's method per call of the registry that has a `run_on`.
macro_rules! methods {
    (calls: [$($calls:tt)*], kept: [$($js:ident $m:ident $doc:literal;)*],) => {
        impl Workspace {
            $(
                #[doc = $doc]
                pub fn $m(&self, text: &str) -> Result<Writer> {
                    self.query(text, crate::calls::$m::run_on)
                }
            )*
        }
    };
}

crate::calls::call_registry!(methods);

#[cfg(test)]
#[path = "full_tests.rs"]
mod tests;
