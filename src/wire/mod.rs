//! How requests and responses cross between JS and the engine's types: request text
//! to a [`Json`] tree to typed values ([`FromWire`], from.rs: one non-generic reader walking
//! each derived struct's description as data, errors recorded rather than returned); typed
//! values to a flat list of operations ([`ToWire`], [`Writer`], to.rs) that js/boundary.js
//! turns into the plain JS object (or [`to_text`] into JSON text). The derives
//! (`#[derive(FromWire, ToWire)]`, crate `xwing-huge-derive`) read serde's attribute syntax;
//! errors carry their path (error.rs).

mod error;
mod flatten;
mod from;
mod json;
pub mod numbers;
mod text;
mod to;
/// The TypeScript generator: compiled only in tests (`XWING_WRITE_TYPES=1 cargo test … ts_generated`
/// writes the shipped declarations), so its file is named as the test code it is.
#[cfg(test)]
#[path = "ts_tests.rs"]
pub mod ts;

#[cfg(not(test))]
pub use core::marker::{Sized as DeclaredIn, Sized as DeclaredOut};
/// What a derived generic type bounds its parameters by beside `FromWire`/`ToWire`: under `cfg(test)`
/// the TypeScript its description carries, else nothing (`Sized`), so one impl serves both builds.
#[cfg(test)]
pub use ts::{TsIn as DeclaredIn, TsOut as DeclaredOut};

pub use error::{unknown_key_message, Errors};
pub use flatten::{join_keys, keys_len, keys_text};
pub use from::{name_index, read_struct, Field, FromWire, ReadAs, Shape, Slot};
pub use json::{parse_json, Json};
pub use text::to_text;
pub use to::{op, write, write_fields, write_object, write_tagged, OutField, ToWire, Writer};
pub use xwing_huge_derive::{FromWire, ToWire};

#[cfg(test)]
mod derive_tests;
