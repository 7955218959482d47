//! `roundOrder`: the setup, activation and engagement (1e: combat) order of a table.

use crate::wire::FromWire;

use crate::calls::shared::input::{check_len, check_unique_ids};
use crate::calls::shared::numbers::Count;
use crate::calls::shared::table::entries;
use crate::edition::Edition;
use crate::epic::wings::order::wing_slots;
use crate::epic::wings::{Wing, WingPosition, Wingmate};
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::objects::Ship;
use crate::round::order::{order_values, round_order, Entry, Order, WingSlot};
use crate::round::relation::{check_teams, team};
use crate::ships::{resolve, ShipType};

#[derive(FromWire)]
pub struct Request {
    edition: Option<Edition>,
    ships: Vec<EntryDto>,
    /// Epic wings (2e): each leader's id and its wingmates' ids with their wing positions.
    #[serde(default)]
    wings: Vec<WingRefDto>,
}

/// A wing by the ids of `ships`, as the wing calls name one: the leader and each wingmate with its position.
#[derive(FromWire)]
pub struct WingRefDto {
    leader: String,
    wingmates: Vec<WingmateRefDto>,
}

#[derive(FromWire)]
pub struct WingmateRefDto {
    id: String,
    position: WingPosition,
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct EntryDto {
    id: String,
    #[wire(ts = "ShipName")]
    ship: String,
    /// The pilot of a ship named by its ship id (docs/api.md "Ship names"); its card supplies
    /// `pilotSkill` and `engagement` when they are not given.
    #[wire(ts = "PilotName")]
    pilot: Option<String>,
    /// 1e pilot skill, 2e initiative (one field for both editions, named as resolveAttack's
    /// and shipInfo's 1e stats name it: issue 21); defaults to the named pilot's card, or a 2e
    /// huge ship's.
    pilot_skill: Option<Count>,
    /// 2e huge ships: the engagement value; defaults to the named pilot's card, or the ship's.
    engagement: Option<Count>,
    player: Option<Count>,
    /// Epic team battles: 0 = the first team, 1 = the second (see `playerOrder`).
    #[wire(ts = "0 | 1")]
    team: Option<Count>,
    /// A 1e huge ship placed as an obstacle: in no list.
    #[serde(default)]
    as_obstacle: bool,
}

pub type Response = Order;

/// A ship of `ships` named by a wing, as the wing rules read it (its type; no pose is needed).
fn wing_ship(ships: &[EntryDto], id: &str, field: &str) -> Result<Ship> {
    let e = ships.iter().find(|s| s.id == id).ok_or_else(|| RulesError::unknown(field, format!("no ship {id:?} in ships")))?;
    let t = ShipType::parse_field(&e.ship, Edition::Second, field)?;
    Ship::new(id, t, Pose::new(0.0, 0.0, 0.0), Edition::Second, field)
}

/// The wings' wingmates with their leader and ID number; errors name `wings[i]...`.
fn wings(req: &Request, ed: Edition, table: &[Entry]) -> Result<Vec<(String, WingSlot)>> {
    let mate = |m: &WingmateRefDto, f: &str| Ok(Wingmate::new(wing_ship(&req.ships, &m.id, &format!("{f}.id"))?, m.position));
    let wing = |w: &WingRefDto, field: &str| {
        let leader = wing_ship(&req.ships, &w.leader, &format!("{field}.leader"))?;
        let mates = entries(&w.wingmates, &format!("{field}.wingmates"), mate)?;
        Wing::new(leader, mates).map_err(|e| e.within(field))
    };
    let built = entries(&req.wings, "wings", wing)?;
    let player = |id: &str| table.iter().find(|e| e.id == id).map_or(0, |e| e.player);
    wing_slots(ed, &built, player)
}

fn entry(e: &EntryDto, ed: Edition, field: &str) -> Result<Entry> {
    let (t, named) = resolve(&e.ship, e.pilot.as_deref(), ed, &format!("{field}.ship"), &format!("{field}.pilot"))?;
    let given = (e.pilot_skill.map(|v| v.0), e.engagement.map(|v| v.0));
    let (skill, engagement) = order_values(ed, (t, named), given, e.as_obstacle, &e.ship).map_err(|er| er.within(field))?;
    if e.as_obstacle {
        Ship::new(&e.id, t, Pose::new(0.0, 0.0, 0.0), ed, field)?.as_obstacle(ed, &format!("{field}.asObstacle"))?;
    }
    let player = e.player.map_or(0, |p| p.0);
    let team = e.team.map(|v| team(v.0, &format!("{field}.team"))).transpose()?;
    Ok(Entry { id: e.id.clone(), huge: t.is_huge(), skill, engagement, player, team, obstacle: e.as_obstacle, wing: None })
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    check_len(req.ships.len(), "ships")?;
    check_unique_ids(req.ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let mut table = entries(&req.ships, "ships", |e, f| entry(e, ed, f))?;
    let slots = wings(&req, ed, &table)?;
    for e in &mut table {
        e.wing = slots.iter().find(|(id, _)| *id == e.id).map(|(_, slot)| slot.clone());
    }
    let teams: Vec<(u32, Option<u32>)> = table.iter().map(|e| (e.player, e.team)).collect();
    check_teams(&teams, |i| format!("ships[{i}].team"))?;
    Ok(round_order(ed, &table))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::expect_err;

    #[test]
    fn second_edition_cards_give_initiative_and_engagement() {
        let r =
            run(parse_text(r#"{"ships": [{"id": "c", "ship": "cr90"}, {"id": "x", "ship": "small", "pilotSkill": 3}]}"#).unwrap()).unwrap();
        let ids = |v: &[crate::round::order::Slot]| v.iter().map(|s| s.id.clone()).collect::<Vec<_>>();
        // CR90 initiative 8 activates after the X-wing (3); engages at 0, last.
        assert_eq!((ids(&r.activation), ids(&r.engagement)), (vec!["x".to_string(), "c".into()], vec!["x".to_string(), "c".into()]));
        // The Raider's card prints neither; its pilots print 8 / 0 (xwing-data2), and a named
        // pilot brings its own: Luke Skywalker's initiative 5.
        let r =
            run(parse_text(r#"{"ships": [{"id": "r", "ship": "raider"}, {"id": "l", "ship": "t65xwing", "pilot": "lukeskywalker"}]}"#)
                .unwrap())
            .unwrap();
        let steps: Vec<_> = r.engagement.iter().map(|s| (s.id.clone(), s.step)).collect();
        assert_eq!(steps, [("l".to_string(), 5), ("r".to_string(), 0)]);
        let e = expect_err(run(parse_text(r#"{"ships": [{"id": "x", "ship": "small"}]}"#).unwrap()));
        assert_eq!(e.field, "ships[0].pilotSkill");
        let e = expect_err(run(parse_text(r#"{"ships": [{"id": "x", "ship": "t65xwing", "pilot": "darthvader"}]}"#).unwrap()));
        assert_eq!(e.field, "ships[0].pilot");
        let e = expect_err(run(parse_text(
            r#"{"ships": [{"id": "a", "ship": "small", "pilotSkill": 1}, {"id": "a", "ship": "small", "pilotSkill": 2}]}"#,
        )
        .unwrap()));
        assert_eq!(e.field, "ships[1].id");
    }

    /// Only a 1e huge ship can be an obstacle (the engine's `Ship::as_obstacle`); a 1e medium
    /// ship (no medium base in 1e) is refused for its base first.
    #[test]
    fn an_obstacle_is_a_1e_huge_ship() {
        let refusal = |ed: &str, ship: &str| {
            let t = format!(r#"{{"edition": "{ed}", "ships": [{{"id": "a", "ship": "{ship}", "pilotSkill": 1, "asObstacle": true}}]}}"#);
            let e = expect_err(run(parse_text(&t).unwrap()));
            (e.code, e.field.to_string())
        };
        use crate::error::ErrorCode::{InvalidInput, NotAllowed};
        assert_eq!(refusal("1e", "small"), (InvalidInput, "ships[0].asObstacle".into()));
        assert_eq!(refusal("2e", "cr90"), (InvalidInput, "ships[0].asObstacle".into()));
        assert_eq!(refusal("1e", "medium"), (NotAllowed, "ships[0]".into()));
        assert!(run(parse_text(r#"{"edition": "1e", "ships": [{"id": "a", "ship": "cr90", "asObstacle": true}]}"#).unwrap()).is_ok());
    }

    #[test]
    fn engagement_is_a_count_checked_while_read() {
        // A CR90's own value 3 (card: 0) is taken; 1.5 and 100 are refused with the count's words.
        let r = run(parse_text(r#"{"ships": [{"id": "c", "ship": "cr90", "engagement": 3}]}"#).unwrap()).unwrap();
        assert_eq!(r.engagement[0].step, 3);
        let e = expect_err(parse_text::<Request>(r#"{"ships": [{"id": "c", "ship": "cr90", "engagement": 1.5}]}"#));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("ships[0].engagement", "expected a whole number ≥ 0, got 1.5"));
        let e = expect_err(parse_text::<Request>(r#"{"ships": [{"id": "c", "ship": "cr90", "engagement": 100}]}"#));
        assert_eq!((e.code, e.reason.as_str()), (crate::error::ErrorCode::TooLarge, "must be at most 99, got 100"));
    }

    #[test]
    fn a_wingmate_follows_its_leader() {
        // The audit's F7: leader L at 4, its wingmate W at 1 (left flank), enemy E at 2.
        // Setup and activation E, L, W (W right after L, at L's step 4); engagement L, E, W.
        let text = r#"{"edition": "2e", "ships": [{"id": "L", "ship": "small", "pilotSkill": 4, "player": 0},
            {"id": "W", "ship": "small", "pilotSkill": 1, "player": 0}, {"id": "E", "ship": "small", "pilotSkill": 2, "player": 1}],
            "wings": [{"leader": "L", "wingmates": [{"id": "W", "position": "leftFlank"}]}]}"#;
        let r = run(parse_text(text).unwrap()).unwrap();
        let json = crate::wire::to_text(&r.activation);
        assert_eq!(json, r#"[{"id":"E","step":2},{"id":"L","step":4},{"id":"W","step":4,"wingLeader":"L"}]"#);
        assert_eq!(crate::wire::to_text(&r.setup), json);
        let ids: Vec<&str> = r.engagement.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["L", "E", "W"]);
        // Errors name the field: an unknown id, a large wingmate, a wingmate of another player, 1e.
        let bad = |from: &str, to: &str| expect_err(run(parse_text(&text.replacen(from, to, 1)).unwrap()));
        assert_eq!(bad(r#""id": "W", "position""#, r#""id": "Q", "position""#).field, "wings[0].wingmates[0].id");
        assert_eq!(bad(r#""id": "W", "ship": "small""#, r#""id": "W", "ship": "large""#).field, "wings[0].wingmates[0].ship");
        assert_eq!(bad(r#""pilotSkill": 1, "player": 0"#, r#""pilotSkill": 1, "player": 1"#).field, "wings[0]");
        assert_eq!(bad(r#""edition": "2e""#, r#""edition": "1e""#).field, "wings");
    }
}
