//! The whole numbers requests give (counts, tokens, seeds), each checked against its
//! limit with an error naming its field. Here, not in the call that needed one first, so
//! that every area reads them alike.
//!
//! The wire types ([`Whole`], [`Count`], [`Tokens`], [`Points`], [`Seed`], [`AttackSeed`];
//! `Whole`, `Tokens` and `Points` from `crate::wire::numbers`, where engine types read them too)
//! check while the request is read, so the reader supplies the path and a request type can
//! hold the checked number itself (no conversion code).

use crate::dice::{draw_seed, MAX_SEED};
use crate::round::state::MAX_COUNT;
use crate::wire::numbers::{checked_whole, from_zero, wire_number};
pub use crate::wire::numbers::{Points, Tokens, Whole};

/// A round count (a player, a team, stress, a token or energy of a round state): a whole
/// number from 0 to the round state's `MAX_COUNT`, worded as `checked_whole`.
pub type Count = Whole<MAX_COUNT>;

wire_number!(
    /// A `seed`: 0 to 2^53 − 1, worded as `from_zero`. Absent, [`Seed::or_drawn`] draws one.
    Seed(u64) = |n| from_zero(n, MAX_SEED as f64, &"2^53 - 1")
);

wire_number!(
    /// The `seed` of an attack call: 0 to 2^53 − 1 like [`Seed`], but worded as `checked_whole`
    /// ("a whole number ≥ 0"; `TOO_LARGE` above), as those calls have always said it.
    AttackSeed(u64) = |n| checked_whole(n, MAX_SEED)
);

impl Seed {
    /// The seed given (a [`Seed`] or an [`AttackSeed`]: they differ only in wording), or a drawn one.
    pub fn or_drawn(v: Option<impl Into<u64>>) -> u64 {
        v.map_or_else(draw_seed, Into::into)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode, Result};
    use crate::num_text::Num;
    use crate::wire::numbers::{checked_points, MAX_TOKENS};
    use crate::wire::FromWire;

    #[derive(FromWire, Debug)]
    #[serde(rename_all = "camelCase")]
    struct Req {
        count: Option<Count>,
        tokens: Option<Tokens>,
        points: Option<Points>,
        seed: Option<Seed>,
        attack_seed: Option<AttackSeed>,
        #[serde(default)]
        dice: Vec<Whole<5>>,
    }

    /// The wire type's error is the function's: same code, path and words.
    fn same(text: &str, field: &str, by_fn: Result<()>) {
        let (a, b) = (expect_err(parse_text::<Req>(text)), expect_err(by_fn));
        assert_eq!((a.code, a.field.as_str(), a.reason.as_str()), (b.code, field, b.reason.as_str()), "{text}");
    }

    #[test]
    fn wire_types_read_what_the_functions_accept() {
        let r = parse_text::<Req>(r#"{"count":99,"tokens":0,"points":1000000,"seed":9007199254740991,"dice":[0,5]}"#).unwrap();
        assert_eq!(
            (r.count, r.tokens, r.points, r.seed),
            (Some(Whole(99)), Some(Tokens(0)), Some(Points(1_000_000)), Some(Seed(MAX_SEED)))
        );
        assert_eq!(r.dice, [Whole(0), Whole(5)]);
        assert_eq!(Seed::or_drawn(Some(Seed(7))), 7);
        let r = parse_text::<Req>(r#"{"attackSeed":9007199254740991}"#).unwrap();
        assert_eq!(Seed::or_drawn(r.attack_seed), MAX_SEED);
    }

    #[test]
    fn wire_types_refuse_as_the_functions_do() {
        let at = |f: &'static str| move |r: crate::error::RulesError| r.within(f);
        same(r#"{"count":100}"#, "count", checked_whole(100.0, MAX_COUNT.into()).map(drop).map_err(at("count")));
        same(r#"{"count":-1}"#, "count", checked_whole(-1.0, MAX_COUNT.into()).map(drop).map_err(at("count")));
        same(r#"{"tokens":1.5}"#, "tokens", from_zero(1.5, MAX_TOKENS, &Num(MAX_TOKENS)).map(drop).map_err(at("tokens")));
        same(r#"{"points":1000001}"#, "points", checked_points(1_000_001.0).map(drop).map_err(at("points")));
        same(r#"{"points":-2}"#, "points", checked_points(-2.0).map(drop).map_err(at("points")));
        same(r#"{"seed":0.5}"#, "seed", from_zero(0.5, MAX_SEED as f64, &"2^53 - 1").map(drop).map_err(at("seed")));
        same(r#"{"dice":[1,6]}"#, "dice[1]", checked_whole(6.0, 5).map(drop).map_err(at("dice[1]")));
        assert_eq!(expect_err(parse_text::<Req>(r#"{"points":1000001}"#)).code, ErrorCode::TooLarge);
        let e = expect_err(parse_text::<Req>(r#"{"attackSeed":9007199254740992}"#));
        assert_eq!((e.code, e.reason.as_str()), (ErrorCode::TooLarge, "must be at most 9007199254740991, got 9007199254740992.0"));
        let e = expect_err(parse_text::<Req>(r#"{"attackSeed":-1}"#));
        assert_eq!((e.code, e.reason.as_str()), (ErrorCode::InvalidInput, "expected a whole number ≥ 0, got -1"));
        let e = expect_err(parse_text::<Req>(r#"{"count":"3"}"#));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("count", r#"got string "3"; expected a finite number"#));
    }
}
