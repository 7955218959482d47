//! Allied ships (Epic rules reference, "Allied"): "Allied ships are ships controlled
//! by another player on the same team ... not treated as friendly ships ... not
//! treated as enemy ships." The relation itself lives in [`crate::round::relation`]
//! (the round's actions need it and may not import `epic`); here are the checks the
//! Epic effects make with it.

pub use crate::round::relation::{relation, Relation, ALLIED_RULE};

use crate::error::{Result, RulesError};

/// An effect that needs a friendly ship (docking with a carrier): refuses an enemy
/// or allied one, `NOT_ALLOWED` on `field`, naming the effect and the rule.
pub fn require_friendly(rel: Relation, effect: &str, field: &str) -> Result<()> {
    match rel {
        Relation::Friendly => Ok(()),
        Relation::Enemy => Err(RulesError::not_allowed(field, format!("{effect}: the ship must be friendly; this one is an enemy ship"))),
        Relation::Allied => Err(RulesError::not_allowed(field, format!("{effect}: the ship must be friendly; {ALLIED_RULE}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    #[test]
    fn docking_needs_a_friendly_carrier() {
        assert!(require_friendly(relation(0, Some(0), 0, Some(0)), "dock", "carrier").is_ok());
        let e = require_friendly(relation(0, Some(0), 1, Some(0)), "dock", "carrier").unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "carrier"));
        assert!(e.reason.contains("\"Allied\""), "{}", e.reason);
        assert!(require_friendly(relation(0, None, 1, None), "dock", "carrier").unwrap_err().reason.contains("enemy"));
    }
}
