//! The actions a ship's action bar can hold, and the huge ships' printed bars (1e and 2e).

use super::state::ShipState;
use crate::bases::Section;
use crate::cards::{ActionColour, ActionKind};
use crate::edition::Edition;
use crate::ships::HugeShip;

/// The actions the engine knows (written by the names of `as_str`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, crate::wire::FromWire, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ActionName", ts_out = "Action")]
pub enum Action {
    // `Default` only so that an `ActionChoice` is built from the fields it sets.
    #[default]
    Recover,
    Reinforce,
    Jam,
    // Read also by its 1e name.
    #[wire(alias = "targetLock")]
    Lock,
    Coordinate,
    Focus,
    Evade,
    BarrelRoll,
    Boost,
    Cloak,
    Decloak,
    Slam,
    Rotate,
}

impl Action {
    pub const ALL: [Action; 13] = [
        Action::Recover,
        Action::Reinforce,
        Action::Jam,
        Action::Lock,
        Action::Coordinate,
        Action::Focus,
        Action::Evade,
        Action::BarrelRoll,
        Action::Boost,
        Action::Cloak,
        Action::Decloak,
        Action::Slam,
        Action::Rotate,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::Recover => "recover",
            Action::Reinforce => "reinforce",
            Action::Jam => "jam",
            Action::Lock => "lock",
            Action::Coordinate => "coordinate",
            Action::Focus => "focus",
            Action::Evade => "evade",
            Action::BarrelRoll => "barrelRoll",
            Action::Boost => "boost",
            Action::Cloak => "cloak",
            Action::Decloak => "decloak",
            Action::Slam => "slam",
            Action::Rotate => "rotate",
        }
    }

    /// Accepts the names above; "targetLock" is the 1e name of lock.
    pub fn parse(s: &str) -> Option<Action> {
        if s == "targetLock" {
            return Some(Action::Lock);
        }
        Action::ALL.into_iter().find(|a| a.as_str() == s)
    }

    /// The engine's action for a card's (`None` for the calculate and reload actions, which
    /// the engine does not perform).
    pub fn from_card(kind: ActionKind) -> Option<Action> {
        Some(match kind {
            ActionKind::Focus => Action::Focus,
            ActionKind::Lock => Action::Lock,
            ActionKind::BarrelRoll => Action::BarrelRoll,
            ActionKind::Boost => Action::Boost,
            ActionKind::Evade => Action::Evade,
            ActionKind::Coordinate => Action::Coordinate,
            ActionKind::RotateArc => Action::Rotate,
            ActionKind::Jam => Action::Jam,
            ActionKind::Reinforce => Action::Reinforce,
            ActionKind::Slam => Action::Slam,
            ActionKind::Cloak => Action::Cloak,
            ActionKind::Recover => Action::Recover,
            ActionKind::Calculate | ActionKind::Reload => return None,
        })
    }

    /// A move or rotate effect that does nothing to a 2e huge ship (seed 001).
    pub fn moves_the_base(self) -> bool {
        matches!(self, Action::BarrelRoll | Action::Boost | Action::Cloak | Action::Decloak | Action::Slam | Action::Rotate)
    }
}

/// The 1e action bars printed on the huge ship cards (xwing-data 1e ship cards):
/// CR90 fore coordinate, target lock; aft reinforce, recover. Raider fore recover,
/// reinforce; aft coordinate, target lock. GR-75 recover, reinforce, coordinate, jam.
/// Gozanti recover, reinforce, coordinate, target lock. C-ROC recover, reinforce,
/// target lock, jam. A request's `actionBar` overrides it (a crippled side's bar,
/// upgrades that add actions) and is required in 2e, whose bars the engine does not hold.
pub fn bar_1e(ship: HugeShip, section: Option<Section>) -> &'static [Action] {
    use Action::*;
    match (ship, section) {
        (HugeShip::Cr90, Some(Section::Fore)) => &[Coordinate, Lock],
        (HugeShip::Cr90, _) => &[Reinforce, Recover],
        (HugeShip::Raider, Some(Section::Fore)) => &[Recover, Reinforce],
        (HugeShip::Raider, _) => &[Coordinate, Lock],
        (HugeShip::Gr75, _) => &[Recover, Reinforce, Coordinate, Jam],
        (HugeShip::Gozanti, _) => &[Recover, Reinforce, Coordinate, Lock],
        (HugeShip::Croc, _) => &[Recover, Reinforce, Lock, Jam],
        // 2e only: no 1e card.
        (HugeShip::Trident, _) => &[],
    }
}

/// The 2e action bars printed on the huge ship cards (xwing-data2 ship cards), with
/// whether each action is red: CR90 focus, lock, reinforce, coordinate (red), jam.
/// GR-75 focus, coordinate, jam, lock (red), reinforce (red). Gozanti (Galactic Empire
/// card) focus, lock, reinforce, coordinate, jam. C-ROC focus, lock, reinforce,
/// coordinate (red), jam. Raider focus, lock, reinforce, coordinate, jam. A request's
/// `actionBar` overrides it (its actions are then all white: the caller's card says).
/// The Trident's bar is the data's (xwing-data2 `actions`).
pub fn bar_2e(ship: HugeShip) -> Vec<(Action, bool)> {
    use Action::*;
    let reviewed: &[(Action, bool)] = match ship {
        HugeShip::Cr90 => &[(Focus, false), (Lock, false), (Reinforce, false), (Coordinate, true), (Jam, false)],
        HugeShip::Gr75 => &[(Focus, false), (Coordinate, false), (Jam, false), (Lock, true), (Reinforce, true)],
        HugeShip::Croc => &[(Focus, false), (Lock, false), (Reinforce, false), (Coordinate, true), (Jam, false)],
        HugeShip::Gozanti | HugeShip::Raider => &[(Focus, false), (Lock, false), (Reinforce, false), (Coordinate, false), (Jam, false)],
        HugeShip::Trident => {
            let printed = ship.data_2e().map_or(&[][..], |s| s.actions);
            return printed.iter().filter_map(|a| Some((Action::from_card(a.kind)?, a.colour == ActionColour::Red))).collect();
        }
    };
    reviewed.to_vec()
}

/// Whether `action` is red on the ship's printed 2e bar.
pub fn red_2e(ship: HugeShip, action: Action) -> bool {
    bar_2e(ship).iter().any(|(a, red)| *a == action && *red)
}

/// The actions the ship's carried cards add to the bar of `section` (`ShipState::granted`,
/// from the data's `grants`), with whether each is red. A 1e CR90's or Raider's bars are
/// per section and no card those ships can equip grants an action (1e huge ships equip
/// only "Huge Ship Only" modifications, seed 000), so grants go to a single card's bar.
/// Calculate and reload, which the engine does not perform, are left out.
fn granted(s: &ShipState, section: Option<Section>) -> Vec<(Action, bool)> {
    if section.is_some() {
        return Vec::new();
    }
    s.granted.iter().filter_map(|g| Some((Action::from_card(g.kind)?, g.colour == ActionColour::Red))).collect()
}

/// The bar `section` (or the single card) uses without a caller's `actionBar`: the
/// printed bar, then the actions its cards grant that it does not print.
pub fn bar_of(s: &ShipState, section: Option<Section>) -> Vec<Action> {
    let mut bar: Vec<Action> = match s.edition {
        Edition::First => bar_1e(s.ship, section).to_vec(),
        Edition::Second => bar_2e(s.ship).iter().map(|(a, _)| *a).collect(),
    };
    for (a, _) in granted(s, section) {
        if !bar.contains(&a) {
            bar.push(a);
        }
    }
    bar
}

/// Whether a 2e ship's `action` is red: only when every place it comes from prints it red,
/// its printed bar and the cards that grant it (Carlist Rieekan's evade is red; a CR90
/// carrying Comms Team performs the card's white coordinate instead of its bar's red one).
pub fn red_of(s: &ShipState, action: Action) -> bool {
    let printed = bar_2e(s.ship).into_iter().filter(|(a, _)| *a == action).map(|(_, red)| red);
    let cards = granted(s, None).into_iter().filter(|(a, _)| *a == action).map(|(_, red)| red);
    let mut sources = printed.chain(cards).peekable();
    sources.peek().is_some() && sources.all(|red| red)
}

#[cfg(test)]
mod data_tests {
    //! The reviewed bars against the vendored data (docs/conventions.md "Card data"): the same
    //! actions and colours; only the printed order differs, which no rule reads.
    use super::*;
    use crate::cards::{ship_1e, ActionColour};

    fn sorted(mut v: Vec<(&'static str, bool)>) -> Vec<(&'static str, bool)> {
        v.sort();
        v
    }

    #[test]
    fn reviewed_2e_bars_hold_the_datas_actions_and_colours() {
        for h in HugeShip::ALL_2E {
            let data = h.data_2e().unwrap().actions;
            let data: Vec<_> = data.iter().map(|a| (Action::from_card(a.kind).unwrap().as_str(), a.colour == ActionColour::Red)).collect();
            let engine: Vec<_> = bar_2e(h).into_iter().map(|(a, red)| (a.as_str(), red)).collect();
            assert_eq!(sorted(engine), sorted(data), "{h:?}");
        }
        // The Trident (xwing-data2): focus, evade (red), reinforce (red), lock, coordinate (red).
        assert!(red_2e(HugeShip::Trident, Action::Evade) && !red_2e(HugeShip::Trident, Action::Lock));
    }

    #[test]
    fn reviewed_1e_bars_hold_xwing_datas_actions() {
        let cases = [
            (HugeShip::Cr90, Some(Section::Fore), "cr90corvettefore"),
            (HugeShip::Cr90, Some(Section::Aft), "cr90corvetteaft"),
            (HugeShip::Raider, Some(Section::Fore), "raiderclasscorvettefore"),
            (HugeShip::Raider, Some(Section::Aft), "raiderclasscorvetteaft"),
            (HugeShip::Gr75, None, "gr75mediumtransport"),
            (HugeShip::Gozanti, None, "gozanticlasscruiser"),
            (HugeShip::Croc, None, "croccruiser"),
        ];
        for (h, section, id) in cases {
            let data: Vec<_> = ship_1e(id).unwrap().actions.iter().map(|&k| (Action::from_card(k).unwrap().as_str(), false)).collect();
            let engine: Vec<_> = bar_1e(h, section).iter().map(|a| (a.as_str(), false)).collect();
            assert_eq!(sorted(engine), sorted(data), "{id}");
        }
    }
}

#[cfg(test)]
mod granted_tests {
    use super::*;
    use crate::ships::loadout::{GrantedAction, StatChanges};

    fn with(ship: HugeShip, granted: &[(ActionKind, ActionColour)]) -> ShipState {
        let g = granted.iter().map(|&(kind, colour)| GrantedAction { kind, colour, card: "card" }).collect();
        ShipState::setup_with(ship, Edition::Second, StatChanges::default(), g)
    }

    #[test]
    fn an_action_is_red_only_when_every_source_prints_it_red() {
        // CR90 (2e card): coordinate red. Comms Team (xwing-data2 team.json) grants a white one.
        assert!(red_of(&with(HugeShip::Cr90, &[]), Action::Coordinate));
        assert!(!red_of(&with(HugeShip::Cr90, &[(ActionKind::Coordinate, ActionColour::White)]), Action::Coordinate));
        // GR-75: no evade on its bar; Carlist Rieekan's is red.
        let gr75 = with(HugeShip::Gr75, &[(ActionKind::Evade, ActionColour::Red)]);
        assert!(red_of(&gr75, Action::Evade) && !red_of(&gr75, Action::Focus) && !red_of(&gr75, Action::Boost));
        assert_eq!(bar_of(&gr75, None).last(), Some(&Action::Evade));
        // 1e: a single card's bar takes grants; a CR90's section bars do not.
        let mut s1 = ShipState::setup(HugeShip::Gozanti, Edition::First);
        s1.granted = vec![GrantedAction { kind: ActionKind::Jam, colour: ActionColour::White, card: "Broadcast Array" }];
        assert_eq!(bar_of(&s1, None), [Action::Recover, Action::Reinforce, Action::Coordinate, Action::Lock, Action::Jam]);
        assert_eq!(bar_of(&s1, Some(Section::Fore)), bar_1e(HugeShip::Gozanti, Some(Section::Fore)));
    }
}
