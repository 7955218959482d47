//! A damage card as every call that reads one takes it (a state's cards, a pool's).

use crate::attack::deck::MAX_EFFECT;
use crate::attack::DamageCard;
use crate::calls::shared::numbers::Whole;
use crate::wire::FromWire;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct CardDto {
    pub name: Option<String>,
    pub faceup: bool,
    pub text: Option<String>,
    /// Damage the card counts as against the hull while faceup (default 1).
    pub counts_as: Option<Whole<MAX_EFFECT>>,
}

impl CardDto {
    /// The card. Its weight against the hull ("Direct Hit": "counts as 2 damage") is whole,
    /// 1 to `MAX_EFFECT` (checked while read), default 1 (0 reads as 1: every card counts at
    /// least once), as in every call that reads one.
    pub fn to_card(&self) -> DamageCard {
        DamageCard {
            name: self.name.clone().unwrap_or_default(),
            faceup: self.faceup,
            text: self.text.clone().unwrap_or_default(),
            counts_as: self.counts_as.map_or(1, |n| n.0.max(1)),
        }
    }
}
