//! The cards of both editions, from the community's data (vendor/README.md): the generated
//! tables (`gen/`, written by `node scripts/cards/build.mjs`), their typed records, and
//! lookup by id. This layer knows no rule: the engine above it (ships, movement, the
//! bindings) decides what a card's values mean (docs/conventions.md "Card data").

mod blob;
mod gen;
mod lookup;
mod names;
mod types;
/// Upgrade cards of both editions (scripts/cards/upgrades.mjs).
pub mod upgrades;

pub use blob::tables;
pub use lookup::*;
pub use types::*;

/// Every card of both editions, each table sorted by id (src/cards/lookup.rs searches them).
pub struct Tables {
    pub ships_2e: &'static [Ship2e],
    pub pilots_2e: &'static [Pilot2e],
    pub ships_1e: &'static [Ship1e],
    pub pilots_1e: &'static [Pilot1e],
    pub upgrades_2e: &'static [upgrades::Upgrade2e],
    pub upgrades_1e: &'static [upgrades::Upgrade1e],
    /// The 2e factions' ids and display names, sorted by id.
    pub factions_2e: &'static [Faction2e],
}

impl Tables {
    /// No card at all (src/cards/blob.rs falls back to it).
    pub const EMPTY: Tables =
        Tables { ships_2e: &[], pilots_2e: &[], ships_1e: &[], pilots_1e: &[], upgrades_2e: &[], upgrades_1e: &[], factions_2e: &[] };
}
