//! The cards of both editions, from the community's data (vendor/README.md): the generated
//! tables (`gen/`, written by `node scripts/cards/build.mjs`), their typed records, and
//! lookup by id. This layer knows no rule: the engine above it (ships, movement, the
//! bindings) decides what a card's values mean (docs/conventions.md "Card data").

mod gen;
mod lookup;
mod types;
/// Upgrade cards of both editions (scripts/cards/upgrades.mjs).
pub mod upgrades;

pub use gen::pilots_1e::PILOTS_1E;
pub use gen::pilots_2e::PILOTS_2E;
pub use gen::ships_1e::SHIPS_1E;
pub use gen::ships_2e::SHIPS_2E;
pub use lookup::*;
pub use types::*;
