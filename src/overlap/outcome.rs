//! What the overlap rules did (docs/conventions.md §4; docs/api.md `outcome`): effects on ships and
//! obstacles, and the choices that belong to a player. Plain data, serialized by
//! the binding layer as `{ type, ... }` objects.

use crate::wire::ToWire;
use std::collections::BTreeMap;

use crate::bases::Section;
use crate::dice::{roll_attack, AttackFace, Pcg32};
use crate::geometry::Pose;

/// A pose as reported in effects and choices.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
pub struct At {
    pub x: f64,
    pub y: f64,
    pub heading: f64,
}

impl From<Pose> for At {
    fn from(p: Pose) -> At {
        At { x: p.x, y: p.y, heading: p.heading }
    }
}

/// One thing that happens to a ship or obstacle.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(tag = "type", rename_all = "camelCase")]
#[wire(ts = "MoveEffect")]
pub enum Effect {
    /// Damage suffered as an attack deals it: `hits` then `crits`, shields first; a hit
    /// that reaches the hull is a facedown card, a crit a faceup card (2e "crit damage",
    /// both editions' rolled results). `section`: the 1e section that suffers it (`null`
    /// for 2e, or while a choice is pending).
    Damage {
        target: String,
        hits: u32,
        crits: u32,
        #[wire(ts = "SectionName")]
        section: Option<&'static str>,
        source: &'static str,
    },
    /// 1e: one faceup damage card **dealt** directly from `section`'s deck, not suffered
    /// as damage, so shields do not stop it (seed 003 "Overlapping Huge Ships": "dealt one
    /// faceup Damage card"; "Obstacles"). `null` section while a choice is pending.
    FaceupCard {
        target: String,
        #[wire(ts = "SectionName")]
        section: Option<&'static str>,
        source: &'static str,
    },
    Stress {
        target: String,
        count: u32,
        source: &'static str,
    },
    Jam {
        target: String,
        count: u32,
        source: &'static str,
    },
    Destroyed {
        target: String,
        source: &'static str,
    },
    /// 2e: a standard ship picked up until the huge ship completes its maneuver.
    SetAside {
        target: String,
    },
    /// ... and where it was placed again.
    Placed {
        target: String,
        pose: At,
    },
    ObstacleRemoved {
        target: String,
    },
    /// Attack dice rolled by the overlap rules, with the shared seeded generator.
    Roll {
        who: String,
        dice: u32,
        faces: Vec<AttackFace>,
        hits: u32,
        crits: u32,
        purpose: &'static str,
    },
    /// Energy gained (+) or spent (−).
    Energy {
        target: String,
        change: i64,
        source: &'static str,
    },
    /// 2e huge ships spend energy to remove stress at once (seed 001 "Stress").
    StressRemoved {
        target: String,
        count: u32,
        source: &'static str,
    },
}

/// A decision that belongs to a player, with its legal options (`{ type, who, target,
/// options }`; `target`: the ship the choice is about).
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(tag = "type", rename_all = "camelCase")]
#[wire(ts = "MoveChoice")]
pub enum Choice {
    /// Which section of `target` suffers it (seed 003 "Overlapping Huge Ships": "If both
    /// sections overlap, the opposing player chooses").
    Section { who: Opponent, target: String, options: Vec<Section> },
    /// 2e: where a ship set aside is placed again, by its owner.
    Placement { who: Owner, target: String, options: Vec<At> },
}

/// The player who chooses a section: the huge ship's opponent.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum Opponent {
    Opponent,
}

/// The player who places a ship set aside: its owner.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum Owner {
    Owner,
}

/// Answers a request already gives: a section per ship id, a placement per ship id.
#[derive(Clone, Debug, Default, PartialEq, crate::wire::FromWire)]
pub struct Choices {
    #[serde(default)]
    #[wire(read_as = "BTreeMap<String, Section>", check = "one_per_piece")]
    pub sections: BTreeMap<String, Section>,
    #[serde(default)]
    #[wire(read_as = "BTreeMap<String, Pose>", check = "one_per_piece")]
    pub placements: BTreeMap<String, Pose>,
}

/// A map of answers (`Choices`), one per piece at most: refused while read when longer than
/// [`MAX_OBJECTS`](crate::limits::MAX_OBJECTS) (`crate::limits::check_objects`).
fn one_per_piece<T>(answers: BTreeMap<String, T>) -> crate::error::Result<BTreeMap<String, T>> {
    crate::limits::check_objects(answers.len(), "").map(|()| answers)
}

/// The rule outcome of a maneuver (docs/api.md `outcome`).
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    pub skip_action: bool,
    pub effects: Vec<Effect>,
    pub choices: Vec<Choice>,
}

impl Outcome {
    /// Resolves which section of `target` suffers something: the only option, the
    /// one the request names, or a pending choice for the opponent (seed 003: "If
    /// both sections overlap, the opposing player chooses").
    pub fn section_for(&mut self, target: &str, options: &[Section], given: &Choices) -> Option<&'static str> {
        match options {
            [] => None,
            [only] => Some(only.as_str()),
            _ => {
                if let Some(s) = given.sections.get(target).filter(|s| options.contains(s)) {
                    return Some(s.as_str());
                }
                let choice = Choice::Section { who: Opponent::Opponent, target: target.to_string(), options: options.to_vec() };
                if !self.choices.contains(&choice) {
                    self.choices.push(choice);
                }
                None
            }
        }
    }

    /// Rolls `dice` attack dice and records the roll; returns (hits, crits).
    pub fn roll(&mut self, rng: &mut Pcg32, who: &str, dice: u32, purpose: &'static str) -> (u32, u32) {
        let faces: Vec<AttackFace> = (0..dice).map(|_| roll_attack(rng)).collect();
        let hits = faces.iter().filter(|f| **f == AttackFace::Hit).count() as u32;
        let crits = faces.iter().filter(|f| **f == AttackFace::Crit).count() as u32;
        self.effects.push(Effect::Roll { who: who.to_string(), dice, faces, hits, crits, purpose });
        (hits, crits)
    }
}

#[cfg(test)]
mod wire_tests {
    use super::*;
    use crate::wire::to_text;

    /// The choices and a roll as `placeMove` writes them (`{ type, who, target, options }`).
    #[test]
    fn choices_and_rolls_are_written_by_name() {
        let section = Choice::Section { who: Opponent::Opponent, target: "c".into(), options: vec![Section::Fore, Section::Aft] };
        assert_eq!(to_text(&section), r#"{"type":"section","who":"opponent","target":"c","options":["fore","aft"]}"#);
        let at = At { x: 1.0, y: 2.0, heading: 90.0 };
        let placement = Choice::Placement { who: Owner::Owner, target: "x".into(), options: vec![at] };
        assert_eq!(to_text(&placement), r#"{"type":"placement","who":"owner","target":"x","options":[{"x":1,"y":2,"heading":90}]}"#);
        let faces = vec![AttackFace::Hit, AttackFace::Crit, AttackFace::Focus, AttackFace::Blank];
        let roll = Effect::Roll { who: "g".into(), dice: 4, faces, hits: 1, crits: 1, purpose: "p" };
        assert_eq!(
            to_text(&roll),
            r#"{"type":"roll","who":"g","dice":4,"faces":["hit","crit","focus","blank"],"hits":1,"crits":1,"purpose":"p"}"#
        );
    }
}
