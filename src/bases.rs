//! Bases and their footprints (docs/conventions.md §2): what part of the table a ship covers,
//! and for 1e huge ships, which part is the fore section and which the aft.

use crate::geometry::{Polygon, Pose, Vec2};
use crate::wire::{FromWire, ToWire};

/// Small base side, mm (docs/conventions.md §2).
pub const SMALL_BASE: f64 = 40.0;
/// Medium base side, mm (docs/conventions.md §2; 2e only).
pub const MEDIUM_BASE: f64 = 60.0;
/// Large base side, mm (docs/conventions.md §2).
pub const LARGE_BASE: f64 = 80.0;
/// Width of every huge base, mm (docs/conventions.md §2).
pub const HUGE_WIDTH: f64 = 80.0;
/// 2e huge base length, mm (docs/conventions.md §2).
pub const HUGE_2E_LENGTH: f64 = 221.0;
/// 1e short huge footprint (GR-75, Gozanti, C-ROC), mm (docs/conventions.md §2).
pub const HUGE_1E_SHORT_LENGTH: f64 = 195.0;
/// 1e long huge footprint (CR90, Raider), mm (docs/conventions.md §2).
pub const HUGE_1E_LONG_LENGTH: f64 = 224.8;
/// Side of each of a 1e huge ship's two large bases, mm (seed 003: "two large plastic bases").
pub const HUGE_1E_SECTION_BASE: f64 = LARGE_BASE;

/// A section of a 1e huge ship (seed 003 "Huge Ship Sections"). Read and written by the
/// calls under the names of `as_str` (the engine stays JS-free).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "SectionName")]
pub enum Section {
    Fore,
    Aft,
}

crate::wire::numbers::wire_number!(
    /// Sections each named once (a ship's `crippled`, `pendingCripple`): more than the two
    /// a ship has is `TOO_LARGE` at the list, while read.
    #[derive(Clone, Debug, Default)]
    SectionSet(Vec<Section>) = <Vec<Section> as crate::wire::ts::TsIn>::ts_in(), |v, e| {
        let list = Vec::<Section>::read(v, e);
        if list.len() > 2 {
            e.fail(crate::error::RulesError::too_large("", "a ship has at most two sections"));
        }
        list.iter().enumerate().filter(|(i, s)| !list[..*i].contains(s)).map(|(_, s)| *s).collect()
    }
);

impl Section {
    pub fn as_str(self) -> &'static str {
        match self {
            Section::Fore => "fore",
            Section::Aft => "aft",
        }
    }
    pub fn parse(s: &str) -> Option<Section> {
        match s {
            "fore" => Some(Section::Fore),
            "aft" => Some(Section::Aft),
            _ => None,
        }
    }
    pub fn other(self) -> Section {
        match self {
            Section::Fore => Section::Aft,
            Section::Aft => Section::Fore,
        }
    }
}

/// The physical base a ship stands on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Base {
    Small,
    Medium,
    Large,
    /// A huge footprint: 80 mm wide, `length` long; `sections` is true for 1e
    /// (two bases under one token, split at the blue centre line).
    Huge {
        length: f64,
        sections: bool,
    },
}

impl Base {
    /// Width across the ship, mm.
    pub fn width(self) -> f64 {
        match self {
            Base::Small => SMALL_BASE,
            Base::Medium => MEDIUM_BASE,
            Base::Large => LARGE_BASE,
            Base::Huge { .. } => HUGE_WIDTH,
        }
    }

    /// Length along the heading, mm.
    pub fn length(self) -> f64 {
        match self {
            Base::Huge { length, .. } => length,
            other => other.width(),
        }
    }

    pub fn is_huge(self) -> bool {
        matches!(self, Base::Huge { .. })
    }

    /// Whether the footprint splits into fore and aft sections (1e huge ships).
    pub fn has_sections(self) -> bool {
        matches!(self, Base::Huge { sections: true, .. })
    }

    /// The whole footprint as one rectangle.
    pub fn outline(self, pose: &Pose) -> Polygon {
        Polygon::rect(pose, self.width(), self.length(), 0.0)
    }

    /// The footprint as drawn and tested: one part, or for 1e huge ships the fore
    /// (front half) and aft (rear half) sections (docs/conventions.md §2).
    pub fn footprint(self, pose: &Pose) -> Vec<(Option<Section>, Polygon)> {
        if !self.has_sections() {
            return vec![(None, self.outline(pose))];
        }
        let (w, l) = (self.width(), self.length());
        vec![
            (Some(Section::Fore), Polygon::rect(pose, w, l / 2.0, l / 4.0)),
            (Some(Section::Aft), Polygon::rect(pose, w, l / 2.0, -l / 4.0)),
        ]
    }

    /// Centre of a 1e section's own large base: the front (rear) 80-mm square of the
    /// footprint (docs/conventions.md §2). For bases without sections, the base centre.
    pub fn section_base_centre(self, pose: &Pose, section: Section) -> Vec2 {
        if !self.has_sections() {
            return pose.position();
        }
        let offset = self.length() / 2.0 - HUGE_1E_SECTION_BASE / 2.0;
        match section {
            Section::Fore => pose.local_to_world(0.0, offset),
            Section::Aft => pose.local_to_world(0.0, -offset),
        }
    }

    /// A 1e section's own 80-mm base square.
    pub fn section_base(self, pose: &Pose, section: Section) -> Polygon {
        let c = pose.world_to_local(self.section_base_centre(pose, section));
        Polygon::rect(pose, HUGE_1E_SECTION_BASE, HUGE_1E_SECTION_BASE, c.y)
    }

    /// The blue centre line across the token at mid-length (docs/conventions.md §2), end to end.
    pub fn centre_line(self, pose: &Pose) -> (Vec2, Vec2) {
        let hw = self.width() / 2.0;
        (pose.local_to_world(-hw, 0.0), pose.local_to_world(hw, 0.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_split_a_1e_footprint_in_half() {
        let base = Base::Huge { length: HUGE_1E_LONG_LENGTH, sections: true };
        let parts = base.footprint(&Pose::new(0.0, 0.0, 0.0));
        assert_eq!(parts.len(), 2);
        let (fore_lo, fore_hi) = parts[0].1.bounds();
        assert_eq!(parts[0].0, Some(Section::Fore));
        // Heading 0 faces −y, so the fore half lies at negative y.
        assert!((fore_lo.y + 112.4).abs() < 1e-12 && fore_hi.y.abs() < 1e-12);
        assert_eq!(parts[1].0, Some(Section::Aft));
    }

    #[test]
    fn section_bases_sit_at_the_ends() {
        let base = Base::Huge { length: HUGE_1E_SHORT_LENGTH, sections: true };
        let pose = Pose::new(0.0, 0.0, 90.0);
        let fore = base.section_base_centre(&pose, Section::Fore);
        assert!((fore.x - 57.5).abs() < 1e-12 && fore.y.abs() < 1e-12);
        let sq = base.section_base(&pose, Section::Aft);
        let (lo, hi) = sq.bounds();
        assert!((lo.x + 97.5).abs() < 1e-12 && (hi.x + 17.5).abs() < 1e-12);
    }
}
