//! Executing a maneuver, the whole of `placeMove` (docs/conventions.md §3, §4; docs/api.md): where a maneuver
//! puts a ship, the template as it lies on the table, and what the overlap,
//! red-maneuver and energy rules do. It lives in the round because it orchestrates
//! movement (the plan) and the overlap rules (the resolution), which do not know
//! each other.

use crate::bases::Section;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::flight::{Bearing, Maneuver};
use crate::geometry::{Pose, Vec2};
use crate::movement::dials::{self, Difficulty};
use crate::movement::energy::{absorb_stress_2e, energy_limit_1e, gain_energy_1e, red_maneuver_2e, RedManeuver};
use crate::movement::plan;
use crate::objects::{Piece, Ship};
use crate::overlap::outcome::{Choices, Effect, Outcome};
use crate::overlap::table::{Resolution, Table};
use crate::overlap::{resolve_1e, resolve_2e, standard, OverlapHit};
use crate::ships::{card_2e, HugeShip};
use crate::wire::ToWire;

/// The state fields of the moving ship that the rules read.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MoverState {
    /// Active energy; when absent, a 2e huge ship is taken to hold its printed
    /// energy value (its setup state) and a 1e huge ship none.
    pub energy: Option<u32>,
    pub stress: u32,
    pub ion: u32,
    /// Tractor tokens (2e: six or more make a huge ship tractored).
    pub tractor: u32,
    /// 1e energy limit override (upgrades raise it); default the card's value.
    pub energy_limit: Option<u32>,
}

/// Everything one `placeMove` needs.
pub struct Request<'a> {
    pub edition: Edition,
    pub mover: &'a Ship,
    pub state: MoverState,
    pub maneuver: Maneuver,
    /// Overrides the dial's colour (standard ships have no known dial).
    pub difficulty: Option<Difficulty>,
    pub others: &'a [Piece],
    pub area: PlayArea,
    pub seed: u64,
    pub choices: &'a Choices,
    /// 1e sections already crippled, by ship id (the mover's and others'): they cannot be
    /// chosen to suffer overlap damage (seed 003 "Damage").
    pub crippled: &'a [(String, Section)],
}

/// The activation's energy bookkeeping (`placeMove`'s `energy`: the fields that do not
/// apply are left out).
#[derive(Clone, Copy, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct EnergyReport {
    pub before: u32,
    pub after: u32,
    /// 1e: energy icons on the revealed maneuver, ions cancelling some, the limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub icons: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ion_loss: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// What the 2e red-maneuver rule did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub red: Option<RedManeuver>,
}

/// One part of the final base: the whole base, or a 1e huge ship's section.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Footprint {
    #[wire(ts_as = "string | null")]
    pub section: Option<Section>,
    pub points: Vec<Vec2>,
}

/// What `placeMove` returns (docs/conventions.md §3.4; docs/api.md), written by the call
/// as it is, in this order.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts_whole)]
pub struct Placed {
    pub pose: Pose,
    pub intended_pose: Pose,
    pub executed: Maneuver,
    pub revealed: Maneuver,
    pub footprint: Vec<Footprint>,
    pub template: Vec<Vec2>,
    pub overlaps: Vec<OverlapHit>,
    pub outcome: Outcome,
    /// `None` when the ship's dial is unknown (standard bases).
    pub off_dial: Option<bool>,
    #[wire(ts_as = "string | null")]
    pub difficulty: Option<Difficulty>,
    pub complete: bool,
    pub travelled: f64,
    /// A standard ship whose base ends partly outside the play area has fled.
    pub fled: bool,
    /// The final base is not wholly inside the play area (for a huge ship this is
    /// an illegal position: its base may never leave the play area).
    pub outside_play_area: bool,
    pub energy: Option<EnergyReport>,
    pub removed_obstacles: Vec<String>,
    pub destroyed: Vec<String>,
    pub seed: u64,
    /// 2e: the huge ship was ionized and flew the ion maneuver; it removes its
    /// `ion_removed` ion tokens at the end of its activation.
    pub ionized: bool,
    pub ion_removed: u32,
    /// 2e: the huge ship is tractored: it is not moved as a standard ship would be
    /// (tractor effects do not move it); its own maneuver is flown as usual.
    pub tractored: bool,
}

/// A 2e huge ship is ionized with six or more ion tokens (seed 001 "Ion").
pub const IONIZED_HUGE_2E: u32 = 6;
/// A 2e huge ship is tractored with six or more tractor tokens (seed 001 "Tractor").
pub const TRACTORED_HUGE_2E: u32 = 6;

/// The ion maneuver of an ionized ship (core rules "Ion", which seed 001 applies to
/// huge ships): a blue speed 1 bank or straight in the direction shown on its dial;
/// a stop (or any straight) gives a 1 straight. The huge tool has both.
pub fn ion_maneuver(revealed: Maneuver) -> Maneuver {
    let bearing = match revealed.bearing {
        Bearing::BankLeft | Bearing::TurnLeft => Bearing::BankLeft,
        Bearing::BankRight | Bearing::TurnRight => Bearing::BankRight,
        _ => Bearing::Straight,
    };
    Maneuver { speed: 1, bearing }
}

/// White 2 straight: what a 2e huge ship with no energy, stressed, flies instead of a red maneuver.
pub const RED_FALLBACK: Maneuver = Maneuver { speed: 2, bearing: Bearing::Straight };

pub fn place_move(req: &Request) -> Result<Placed> {
    let mover = req.mover;
    if mover.obstacle {
        return Err(RulesError::not_allowed(
            "ship",
            "a huge ship placed as an obstacle does not move (seed 003 \"Using Huge Ships as Obstacles\")",
        ));
    }
    check_energy_1e(req)?;
    let second_huge = req.edition == Edition::Second && mover.is_huge();
    let ionized = second_huge && req.state.ion >= IONIZED_HUGE_2E;
    // The revealed maneuver is still checked against the tool (a bad request stays bad).
    let revealed_plan = plan(mover, req.edition, req.maneuver, "maneuver")?;
    let flown = if ionized { ion_maneuver(req.maneuver) } else { req.maneuver };
    let intended_pose = if ionized { plan(mover, req.edition, flown, "maneuver")?.motion.end() } else { revealed_plan.motion.end() };
    let entry = dials::lookup(mover.ship_type, req.edition, req.maneuver);
    let off_dial = dials::dial(mover.ship_type, req.edition).map(|_| entry.is_none());
    let difficulty = if ionized { Some(Difficulty::Blue) } else { req.difficulty.or(entry.map(|e| e.difficulty)) };
    let mut rng = Pcg32::new(req.seed);
    let huge = mover.ship_type.huge();
    let (executed, mut energy, pre) = check_difficulty(req, flown, difficulty);
    let table = Table { mover, others: req.others, area: req.area, choices: req.choices, crippled: req.crippled };
    let mut res: Resolution = match (huge, req.edition) {
        (None, ed) => standard::resolve(ed, &table, &plan(mover, ed, executed, "maneuver")?, executed, &mut rng),
        (Some(_), Edition::Second) => {
            let tool = |m: Maneuver| plan(mover, Edition::Second, m, "maneuver");
            // The overlap crits use the dial's speed, also when ionized (the dial is still
            // revealed; the ion maneuver is flown in its direction): docs/readings.md.
            resolve_2e::resolve(&table, executed, req.maneuver.speed, &tool, &mut rng)?
        }
        (Some(_), Edition::First) => resolve_1e::resolve(&table, &plan(mover, Edition::First, executed, "maneuver")?, executed, &mut rng),
    };
    let mut effects = pre;
    effects.append(&mut res.outcome.effects);
    res.outcome.effects = effects;
    if let Some(h) = huge {
        energy = Some(match req.edition {
            Edition::First => gain_energy(req, h, entry.and_then(|e| e.energy).unwrap_or(0), &mut res.outcome),
            Edition::Second => {
                let mut report = energy.unwrap_or_else(|| {
                    let e = req.state.energy.unwrap_or(card_2e(h).energy);
                    EnergyReport { before: e, after: e, ..EnergyReport::default() }
                });
                absorb_stress(&mover.id, &mut report, &mut res.outcome);
                report
            }
        });
    }
    let pose = res.pose.unwrap_or(intended_pose);
    let outline = mover.base.outline(&pose);
    let outside = !req.area.contains(&outline);
    Ok(Placed {
        pose,
        intended_pose,
        revealed: req.maneuver,
        executed: res.executed.unwrap_or(executed),
        complete: res.complete,
        travelled: res.travelled,
        footprint: mover.base.footprint(&pose).into_iter().map(|(section, p)| Footprint { section, points: p.points().to_vec() }).collect(),
        template: res.template,
        overlaps: res.overlaps,
        outcome: res.outcome,
        off_dial,
        difficulty,
        fled: outside && huge.is_none(),
        outside_play_area: outside,
        energy,
        removed_obstacles: res.removed_obstacles,
        destroyed: res.destroyed,
        seed: req.seed,
        ionized,
        ion_removed: if ionized { req.state.ion } else { 0 },
        tractored: second_huge && req.state.tractor >= TRACTORED_HUGE_2E,
    })
}

/// The Check Difficulty step: the maneuver actually flown, the 2e energy report when
/// the red-maneuver rule touched energy, and the effects (seed 001 "Red Maneuvers").
fn check_difficulty(req: &Request, flown: Maneuver, difficulty: Option<Difficulty>) -> (Maneuver, Option<EnergyReport>, Vec<Effect>) {
    let me = req.mover.id.clone();
    if difficulty != Some(Difficulty::Red) {
        return (flown, None, Vec::new());
    }
    match (req.edition, req.mover.ship_type.huge()) {
        (Edition::Second, Some(h)) => {
            let before = req.state.energy.unwrap_or(card_2e(h).energy);
            let mut report = EnergyReport { before, after: before, ..EnergyReport::default() };
            let red = red_maneuver_2e(before, req.state.stress);
            report.red = Some(red);
            match red {
                RedManeuver::SpendEnergy => {
                    report.after = before - 1;
                    (req.maneuver, Some(report), vec![Effect::Energy { target: me, change: -1, source: "redManeuver" }])
                }
                RedManeuver::GainStress => {
                    (req.maneuver, Some(report), vec![Effect::Stress { target: me, count: 1, source: "redManeuver" }])
                }
                RedManeuver::WhiteTwoStraight => (RED_FALLBACK, Some(report), Vec::new()),
            }
        }
        // 1e huge ships return stress tokens at once (seed 003 "Focus, Evade, and
        // Stress Tokens"); their dials have no red maneuvers anyway.
        (Edition::First, Some(_)) => (req.maneuver, None, Vec::new()),
        // A standard ship gains a stress (core rules).
        (_, None) => (req.maneuver, None, vec![Effect::Stress { target: me, count: 1, source: "redManeuver" }]),
    }
}

/// A 1e huge ship never holds more energy than its limit (seed 003 "Energy Limit":
/// any excess is returned at once), so a larger `ship.energy` is a caller's mistake.
fn check_energy_1e(req: &Request) -> Result<()> {
    let (Edition::First, Some(h), Some(e)) = (req.edition, req.mover.ship_type.huge(), req.state.energy) else { return Ok(()) };
    let limit = req.state.energy_limit.unwrap_or(energy_limit_1e(h));
    if e > limit {
        return Err(RulesError::invalid(
            "ship.energy",
            format!("above the ship's energy limit of {limit} (give ship.energyLimit if an upgrade raises it), got {e}"),
        ));
    }
    Ok(())
}

/// The 1e Gain Energy step for the revealed maneuver's `icons`.
fn gain_energy(req: &Request, h: HugeShip, icons: u32, out: &mut Outcome) -> EnergyReport {
    let before = req.state.energy.unwrap_or(0);
    let limit = req.state.energy_limit.unwrap_or(energy_limit_1e(h));
    let g = gain_energy_1e(before, icons, req.state.ion, limit);
    if g.gained > 0 {
        out.effects.push(Effect::Energy { target: req.mover.id.clone(), change: g.gained as i64, source: "gainEnergy" });
    }
    EnergyReport { before, after: g.after, icons: Some(icons), ion_loss: Some(g.ion_loss), limit: Some(limit), red: None }
}

/// 2e: each stress the huge ship gained is removed by spending 1 energy while it has any.
fn absorb_stress(me: &str, report: &mut EnergyReport, out: &mut Outcome) {
    let gained: u32 = out
        .effects
        .iter()
        .map(|e| match e {
            Effect::Stress { target, count, .. } if target == me => *count,
            _ => 0,
        })
        .sum();
    let spent = absorb_stress_2e(report.after, gained);
    if spent > 0 {
        report.after -= spent;
        out.effects.push(Effect::Energy { target: me.to_string(), change: -(spent as i64), source: "removeStress" });
        out.effects.push(Effect::StressRemoved { target: me.to_string(), count: spent, source: "spentEnergy" });
    }
}

#[cfg(test)]
#[path = "maneuver_tests.rs"]
mod tests;
