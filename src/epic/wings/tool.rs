//! The wing tools (Epic rules reference, "Wing Tool"): "each ship must align its center
//! line with the lines on the tool, each ship's guides (front or rear) must be flush
//! with the wing tool, and each wingmate's full front arc must face the same direction
//! as the wing leader's full front arc."
//!
//! The rules print no dimension for the tools. A tool is therefore described by the
//! two lengths the rule uses, both overridable by the caller:
//! - `spacing`: the distance between adjacent centre lines on the tool, so between the
//!   centre lines of side-by-side ships;
//! - `depth`: the tool's depth between the two rows it separates, from the front row's
//!   rear guides (flush with the tool's front edge) to the back row's front guides
//!   (flush with its rear edge).
//!
//! The three tools follow "the same rules as the full-size wing tool", so they put a
//! position at the same pose; they differ in how much of the formation one placement
//! reaches, which is what their drawn outlines show.

use crate::bases::{Base, SMALL_BASE};
use crate::error::{Result, RulesError};
use crate::geometry::{Polygon, Pose, Vec2, EPS};
use crate::num_text::Num;
use crate::wire::numbers::Finite;
use crate::wire::FromWire;

use super::positions::WingPosition;

/// The tool's depth between rows, mm. Not printed by the rules; taken as the width of
/// the core maneuver templates (20 mm, docs/conventions.md §3.1), which is also how the
/// Tabletop Simulator X-Wing 2.0 mod's wing-template script models the tool: a strip of
/// template width between small bases, rows 60 mm apart centre to centre.
pub const TOOL_DEPTH: f64 = 20.0;

/// Distance between adjacent centre lines on the tool, mm: a small base plus one tool
/// width, 40 + 20 = 60 (the same source puts columns 60 mm apart centre to centre;
/// the mini tool laid horizontally between two small bases gives the same spacing).
pub const LINE_SPACING: f64 = SMALL_BASE + TOOL_DEPTH;

/// Largest spacing or depth a caller may give, mm: far beyond any tool in the box (the
/// full-size tool spans three small bases, about 180 mm).
pub const MAX_TOOL_LENGTH: f64 = 300.0;

/// Which tool is used (Epic rules reference, "Full-size Wing Tool", "Other Wing Tools").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromWire, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub enum ToolKind {
    /// Placed behind the leader: all six positions in one placement.
    #[default]
    Full,
    /// Two columns: the leader's and one flank's ("wings that have lost one of their flanks").
    Corner,
    /// Two ships at a time, "vertically or horizontally".
    Mini,
}

/// A wing tool and its two lengths (mm). Read as a caller gives it: its kind (default the
/// full-size tool) and, optionally, the caller's lengths (checked: [`spacing_of`], [`depth_of`]).
#[derive(Clone, Copy, Debug, PartialEq, FromWire, crate::wire::ToWire)]
#[wire(ts = "WingToolInput", ts_out = "WingTool")]
pub struct WingTool {
    #[serde(default)]
    #[wire(null)]
    pub kind: ToolKind,
    #[serde(default = "line_spacing")]
    #[wire(null, read_as = "Finite", check = "spacing_of")]
    pub spacing: f64,
    #[serde(default = "tool_depth")]
    #[wire(null, read_as = "Finite", check = "depth_of")]
    pub depth: f64,
}

/// A caller's `spacing`: side-by-side small bases may touch but not overlap, so it is at
/// least a small base's width.
fn spacing_of(spacing: Finite) -> Result<f64> {
    if !(SMALL_BASE..=MAX_TOOL_LENGTH).contains(&spacing.0) {
        let (low, high, got) = (Num(SMALL_BASE), Num(MAX_TOOL_LENGTH), Num(spacing.0));
        return Err(RulesError::invalid("", format!("expected a length from {low} (a small base's width) to {high} mm, got {got}")));
    }
    Ok(spacing.0)
}

/// A caller's `depth`: 0 (the rows touch) up to the longest tool length.
fn depth_of(depth: Finite) -> Result<f64> {
    if !(0.0..=MAX_TOOL_LENGTH).contains(&depth.0) {
        return Err(RulesError::invalid("", format!("expected a length from 0 to {} mm, got {}", Num(MAX_TOOL_LENGTH), Num(depth.0))));
    }
    Ok(depth.0)
}

/// The default `spacing` a caller may leave out.
fn line_spacing() -> f64 {
    LINE_SPACING
}

/// The default `depth` a caller may leave out.
fn tool_depth() -> f64 {
    TOOL_DEPTH
}

/// A tool as laid on the table, as `placeWing` and `moveWing` write it: its kind and
/// lengths, and the outlines to draw ([`WingTool::outlines`]).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[wire(ts = "WingToolOut")]
pub struct LaidTool {
    #[serde(flatten)]
    pub tool: WingTool,
    pub outlines: Vec<Vec<Vec2>>,
}

/// The full-size wing tool with the default lengths.
pub const FULL_TOOL: WingTool = WingTool { kind: ToolKind::Full, spacing: LINE_SPACING, depth: TOOL_DEPTH };
/// The corner wing tool: the full-size tool's lines and depth over two columns.
pub const CORNER_TOOL: WingTool = WingTool { kind: ToolKind::Corner, spacing: LINE_SPACING, depth: TOOL_DEPTH };
/// The mini wing tool: one tool width between two ships, behind or beside.
pub const MINI_TOOL: WingTool = WingTool { kind: ToolKind::Mini, spacing: LINE_SPACING, depth: TOOL_DEPTH };

impl WingTool {
    /// Where `position` puts a wingmate on `mate` relative to a leader on `leader`, as
    /// (lateral to the right, forward) in the leader's frame. Its centre line is on the
    /// tool's line `column · spacing`; a front-row ship's rear guides are flush with the
    /// tool's front edge, which the leader's rear guides touch (at −L/2); a back-row
    /// ship's front guides are flush with the tool's rear edge, `depth` further back.
    pub fn offset(&self, leader: Base, mate: Base, position: WingPosition) -> (f64, f64) {
        let (front_edge, half) = (-leader.length() / 2.0, mate.length() / 2.0);
        let forward = match position.row() {
            0 => front_edge + half,
            _ => front_edge - self.depth - half,
        };
        (f64::from(position.column()) * self.spacing, forward)
    }

    /// The wingmate's pose: the offset in the leader's frame, and the leader's heading.
    pub fn pose(&self, leader: &Pose, leader_base: Base, mate: Base, position: WingPosition) -> Pose {
        let (a, b) = self.offset(leader_base, mate, position);
        let p = leader.local_to_world(a, b);
        Pose::new(p.x, p.y, leader.heading)
    }

    /// The tool as laid on the table, for drawing: the full-size tool as one strip
    /// across three columns behind the leader; the corner tool across the leader's
    /// column and each flank side in use; the mini tool once per wingmate, between it
    /// and the ship it is placed against (behind, or beside for a flank). The rules
    /// print no outline, so these are the strips the rule's edges and lines need.
    pub fn outlines(&self, leader: &Pose, leader_base: Base, mates: &[(Base, WingPosition)]) -> Vec<Polygon> {
        let back = -leader_base.length() / 2.0 - self.depth / 2.0;
        let strip = |lateral: f64, forward: f64, width: f64, length: f64| {
            (width > EPS && length > EPS).then(|| Polygon::rect(&leader.moved(lateral, 0.0, 0.0), width, length, forward))
        };
        match self.kind {
            ToolKind::Full => strip(0.0, back, 3.0 * self.spacing, self.depth).into_iter().collect(),
            ToolKind::Corner => {
                let side = |s: i8| mates.iter().any(|(_, p)| p.column() == s);
                let sides: Vec<i8> = match (side(-1), side(1)) {
                    (true, true) => vec![-1, 1],
                    (true, false) => vec![-1],
                    _ => vec![1],
                };
                sides.into_iter().filter_map(|s| strip(f64::from(s) * self.spacing / 2.0, back, 2.0 * self.spacing, self.depth)).collect()
            }
            ToolKind::Mini => mates.iter().filter_map(|(b, p)| self.mini_strip(leader_base, *b, *p, &strip)).collect(),
        }
    }

    /// The tool laid behind the leader for the wingmates `mates` ([`WingTool::outlines`]).
    pub fn laid(&self, leader: &Pose, leader_base: Base, mates: &[(Base, WingPosition)]) -> LaidTool {
        let outlines = self.outlines(leader, leader_base, mates).iter().map(|p| p.points().to_vec()).collect();
        LaidTool { tool: *self, outlines }
    }

    fn mini_strip(
        &self,
        leader_base: Base,
        mate: Base,
        p: WingPosition,
        strip: &dyn Fn(f64, f64, f64, f64) -> Option<Polygon>,
    ) -> Option<Polygon> {
        let col = f64::from(p.column());
        if p.row() == 1 {
            let back = -leader_base.length() / 2.0 - self.depth / 2.0;
            return strip(col * self.spacing, back, mate.width(), self.depth);
        }
        // Beside the leader: the gap between the two sides, along the flank's base.
        let gap = self.spacing - (leader_base.width() + mate.width()) / 2.0;
        let (_, forward) = self.offset(leader_base, mate, p);
        strip(col * (leader_base.width() / 2.0 + gap / 2.0), forward, gap, mate.length())
    }
}

#[cfg(test)]
#[path = "tool_tests.rs"]
mod tests;
