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

/// One legal option of a choice.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(untagged)]
pub enum ChoiceOption {
    Section(&'static str),
    Pose(At),
}

/// A decision that belongs to a player, with its legal options.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Choice {
    /// `"section"` or `"placement"`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// `"opponent"` (the huge ship's opponent chooses a section) or `"owner"`.
    pub who: &'static str,
    /// The ship the choice is about.
    pub target: String,
    pub options: Vec<ChoiceOption>,
}

/// Answers a request already gives: a section per ship id, a placement per ship id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Choices {
    pub sections: BTreeMap<String, Section>,
    pub placements: BTreeMap<String, Pose>,
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
                let opts = options.iter().map(|s| ChoiceOption::Section(s.as_str())).collect();
                let choice = Choice { kind: "section", who: "opponent", target: target.to_string(), options: opts };
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
