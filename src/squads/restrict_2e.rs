//! A 2e card's restrictions (xwing-data2 `restrictions`): every group must hold, and a
//! group holds when any of its alternatives does (0-0-0: "Scum, or a squad including
//! Darth Vader"). What "has an action" and "has an arc" mean: the pilot's printed bar
//! and arcs plus what its other equipped cards grant (a turret's Rotate Arc).

use crate::cards::upgrades::{Grant2e, Req2e, Upgrade2e};
use crate::cards::{ActionKind, Arc2e, ForceSide, Pilot2e};

/// What a card's restrictions are judged against.
pub struct Ctx<'a> {
    pub pilot: &'static Pilot2e,
    /// Every card this pilot equips.
    pub equipped: &'a [&'static Upgrade2e],
    /// The name of every pilot and upgrade card of the squad.
    pub squad_names: &'a [&'static str],
}

impl Ctx<'_> {
    fn grants(&self) -> impl Iterator<Item = &'static Grant2e> + '_ {
        self.equipped.iter().flat_map(|u| u.front().grants.iter())
    }

    fn has_action(&self, kind: ActionKind, colour: Option<crate::cards::ActionColour>) -> bool {
        let printed = self.pilot.actions().iter().any(|a| a.kind == kind && colour.is_none_or(|c| a.colour == c));
        printed || self.grants().any(|g| matches!(*g, Grant2e::Action { kind: k, colour: c } if k == kind && colour.is_none_or(|w| w == c)))
    }

    fn has_arc(&self, arc: Arc2e) -> bool {
        self.pilot.stats().attacks.iter().any(|a| a.arc == arc) || self.grants().any(|g| *g == Grant2e::Arc(arc))
    }

    fn holds(&self, card: &Upgrade2e, r: &Req2e) -> bool {
        let p = self.pilot;
        match *r {
            Req2e::Factions(f) => f.contains(&p.faction),
            Req2e::Sizes(s) => s.contains(&p.ship_card().size),
            Req2e::Ships(s) => s.contains(&p.ship_card().xws),
            Req2e::Action { kind, colour } => self.has_action(kind, colour),
            Req2e::Arcs(a) => a.iter().any(|x| self.has_arc(*x)),
            Req2e::NonLimited => p.limited == 0,
            Req2e::Names(n) => n.iter().any(|x| self.squad_names.contains(x)),
            Req2e::Keywords(k) => k.iter().any(|x| p.keywords.contains(x)),
            Req2e::Equipped(slots) => {
                let other = self.equipped.iter().filter(|u| u.xws != card.xws);
                other.flat_map(|u| u.front().slots.iter()).any(|s| slots.contains(s))
            }
            Req2e::ShipAbility(a) => p.ship_ability.is_some_and(|x| a.contains(&x)),
            Req2e::ForceSide(sides) => p.force.is_some_and(|f| sides.iter().any(|s| f.side == *s || f.side == ForceSide::Both)),
            // Squad-wide (counted in `counts`) or set by card text the data does not
            // structure: not a per-pilot condition.
            Req2e::Solitary | Req2e::Standardized => true,
        }
    }
}

/// The first restriction group of `card` (card-wide, then its equipped side's) that
/// does not hold, described.
pub fn unmet(card: &Upgrade2e, ctx: &Ctx) -> Option<String> {
    let groups = card.restrictions.iter().chain(card.front().restrictions.iter());
    groups.into_iter().find(|g| !g.iter().any(|r| ctx.holds(card, r))).map(|g| describe(g))
}

/// "requires faction scumandvillainy or a squad with Darth Vader".
fn describe(group: &[Req2e]) -> String {
    let parts: Vec<String> = group.iter().map(describe_one).collect();
    format!("requires {}", parts.join(" or "))
}

fn describe_one(r: &Req2e) -> String {
    let list = |v: &[&str]| v.join(", ");
    match *r {
        Req2e::Factions(f) => format!("faction {}", list(f)),
        Req2e::Sizes(s) => format!("a {} ship", s.iter().map(|x| x.as_str()).collect::<Vec<_>>().join(" or ")),
        Req2e::Ships(s) => format!("ship {}", list(s)),
        Req2e::Action { kind, colour } => match colour {
            Some(c) => format!("the {c:?} {kind:?} action"),
            None => format!("the {kind:?} action"),
        },
        Req2e::Arcs(a) => format!("a {:?} arc", a),
        Req2e::NonLimited => "a pilot that is not limited".into(),
        Req2e::Names(n) => format!("a squad with {}", list(n)),
        Req2e::Keywords(k) => format!("keyword {}", list(k)),
        Req2e::Equipped(s) => format!("an equipped {} upgrade", list(s)),
        Req2e::ShipAbility(a) => format!("ship ability {}", list(a)),
        Req2e::ForceSide(s) => format!("a {:?} side force user", s),
        Req2e::Solitary => "solitary".into(),
        Req2e::Standardized => "a standardized ship".into(),
    }
}
