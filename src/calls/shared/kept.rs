//! What the `Workspace` methods share with the one-shot calls they mirror: the checks that
//! a request leaves the table's parts to the kept ones, in the kept table's edition.
//!
//! Why here: each call's `run_on` (beside its `run`) takes the kept table instead of
//! the request's `ships` / `obstacles` / `playArea`, and answers what `run` answers for
//! the same table; these helpers keep that translation in one place.

use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::table::Table;

/// A method's request gives none of the table's parts: the kept ones are used. `given`
/// pairs each part's request field with whether the request gave it.
pub(crate) fn kept_table_only(given: &[(&'static str, bool)]) -> Result<()> {
    match given.iter().find(|(_, g)| *g) {
        Some(("playArea", _)) => {
            Err(RulesError::invalid("playArea", "the kept table's play area is used: give it when the Workspace is made"))
        }
        Some((name, _)) => {
            Err(RulesError::invalid(*name, "the kept table's pieces are used: change them with setPose, update, add or remove"))
        }
        None => Ok(()),
    }
}

/// The Epic wing calls are 2e only (Epic wings are a 2e rule); the kept table must be a 2e one.
pub(crate) fn second_edition(table: &Table) -> Result<()> {
    match table.edition() {
        Edition::Second => Ok(()),
        Edition::First => Err(RulesError::invalid("edition", "the wing rules are 2e only: the table was made for 1e")),
    }
}

/// The ships the request gives whole (a wing's, a docked one) may not share an id with
/// a kept obstacle: the answers name pieces by id (as the one-shot calls refuse an
/// obstacle named like one). `named`: each id with the request field that gave it.
pub(crate) fn no_kept_obstacle_named(table: &Table, named: &[(&str, String)]) -> Result<()> {
    match named.iter().find(|(id, _)| table.obstacles().iter().any(|o| o.id == *id)) {
        Some((id, field)) => Err(RulesError::invalid(field.as_str(), format!("duplicate id {id:?}: a kept obstacle has this id"))),
        None => Ok(()),
    }
}

/// The request's `edition`, which may be left out; given, it must be the table's.
pub(crate) fn edition_of(table: &Table, given: Option<Edition>) -> Result<Edition> {
    if given.is_some_and(|e| e != table.edition()) {
        return Err(RulesError::invalid("edition", format!("the table was made for {}", table.edition().as_str())));
    }
    Ok(table.edition())
}
