//! How requests and responses cross between JS and the engine's types: request text
//! to a [`Json`] tree to typed values ([`FromWire`]); typed values to a flat list of
//! operations ([`ToWire`], [`Writer`]) that js/boundary.js turns into the plain JS
//! object (or [`to_text`] into JSON text).
//!
//! The derives (`#[derive(FromWire, ToWire)]`, crate `xwing-huge-derive`) read
//! serde's attribute syntax (`#[serde(rename_all = "camelCase")]`, `default`,
//! `rename`, `skip_serializing_if`, `tag`, `untagged`, `flatten`) and write a
//! description of each struct as data ([`Shape`], [`OutField`]): one non-generic reader
//! ([`read_struct`]) and one writer ([`write_fields`]) walk it, with each field's place or
//! value a trait object ([`Slot`], `&dyn ToWire`), as dtolnay's miniserde does, so a type
//! costs a few bytes per field: serde's derived visitors made request reading a quarter
//! of the module, and code per field and field type still a tenth (README "Size").
//!
//! Reading never returns an error per field: a field that fails records the first
//! error, with its path, in the read's [`Errors`] and keeps its placeholder
//! ([`FromWire::placeholder`]), and [`FromWire::from_wire`] returns that error at the
//! end. Returning `Result` from every field cost an error branch per field (dropping
//! the fields read before it): 45 KB of the module's code (from.rs says more). The
//! messages are built by one formatter from structured parts (error.rs).

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

pub use error::{describe, unknown_key_message, Kind, WireError};
pub use flatten::{fields_len, join_fields, join_keys, keys_len, keys_text};
pub use from::{name_index, read_struct, Entries, Errors, Field, Flat, FromWire, FromWireFields, ReadAs, Shape, Slot, MAX_SAFE};
pub use json::{parse_json, Json};
pub use text::to_text;
pub use to::{op, write, write_fields, write_object, Holds, OutField, OutVariant, ToWire, Writer};
pub use xwing_huge_derive::{FromWire, ToWire};

#[cfg(test)]
mod derive_tests;
