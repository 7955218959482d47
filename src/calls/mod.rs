//! Each call as the engine's caller sees it, knowing nothing of JS: its request and
//! response types (read from and written as `crate::wire`), the run function that
//! calls the engine, its tests (its TypeScript is generated from the types: `crate::wire::ts`).
//! The Workspace's kept table is here too, as a plain Rust type.
//!
//! The calls are arranged by area, one folder each; what several areas read alike is in
//! `shared`, which imports no call (tests/layers.rs forbids an import circle between the
//! files of `calls/` and any import of a call from `shared`). The flat list below names
//! every call's module, for `crate::bindings`, the benches and the tests.

/// Every call, declared once (docs/api.md "Adding a call"): the module it is exported from
/// (`core`: both modules; `full`: the full module only, Cargo feature `full`), its JS name,
/// its module (holding `run`, `Request` and `Response`) and its export's doc line; and, for
/// a call that also runs on a kept table (a `run_on` beside `run`), `kept` and the
/// `Workspace` method's doc line. Each consumer passes a macro that receives the list: the
/// exports and the `Workspace` class's methods (`crate::bindings`), and the generated
/// TypeScript (`crate::bindings::ts_generated_tests`, `ts_generated_named_tests`: the
/// functions, the class's methods and their doc lines of the shipped declarations).
macro_rules! call_registry {
    ($then:ident) => {
        $then! {
            core checkOverlap check_overlap "What overlaps what: interiors meeting by more than 1e-6 mm, and what only touches."
                kept "`checkOverlap` of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table.";
            core placeMove place_move "Where a maneuver puts a ship, its template, and what the overlap rules do."
                kept "`placeMove` for the kept ship `ship` among the rest of the table.";
            core measureRange measure_range "Range, arcs, 1e section targeting and obstruction between two ships (docs/conventions.md §5)."
                kept "`measureRange` between two kept ships; the rest of the table may obstruct.";
            core resolveAttack resolve_attack "Rolls and resolves one attack from a seed; optionally its exact damage distribution."
                kept "`resolveAttack` between the kept ships `attacker.id` and `defender.id`, at their kept\nposes; every other kept piece may obstruct.";
            core shipInfo ship_info "A ship's base, sections, dial and printed statistics.";
            full checkSetup check_setup "Whether a setup placement is legal."
                kept "`checkSetup` for the kept ship `ship` at its kept pose, in the kept play area.";
            full roundOrder round_order "The setup, activation and engagement (1e: combat) order of a table of ships.";
            full performAction perform_action "One action of a huge ship: its state in, its state out."
                kept "`performAction` of the kept huge ship `ship` (targets: other kept ships).";
            full allowedActions allowed_actions "The actions a huge ship may perform now, with their targets or the rule that refuses each."
                kept "`allowedActions` of the kept huge ship `ship` (targets: other kept ships).";
            full energyStep energy_step "The energy steps of a huge ship's activation, in order: its state in, its state out.";
            full endPhase end_phase "The End phase for every huge ship of a table."
                kept "`endPhase` for every kept ship.";
            full crippleSection cripple_section "A 1e CR90 or Raider section flips to its crippled side.";
            full applyEffects apply_effects "Applies placeMove's effects to ships' damage states (the dealer resolveAttack uses).";
            full checkSquad check_squad "Whether a squad is legal, and every reason it is not: an XWS squad (`xws`) against its edition's cards and format (with `limit`, the Epic squadron requirements too), or an Epic list of points (`ships`) against the event guidance's requirements.";
            full squadShips squad_ships "The engine's ships for an XWS squad.";
            full squadOptions squad_options "Every upgrade of one slot kind for one pilot of a squad: its cost, and legal there now or the rule refusing it.";
            full cardIndex card_index "The factions, ships and pilots of an edition's card data.";
            full checkDeployment check_deployment "Whether an Epic setup placement is legal in its deployment area."
                kept "`checkDeployment` for the kept ship `ship` at its kept pose, in the kept play area.";
            full deployShip deploy_ship "A docked ship deploys from a huge ship's guides or side and executes its maneuver."
                kept "`deployShip` from the kept carrier `carrier`, among the rest of the table.";
            full dockShip dock_ship "A standard ship docks with a huge ship (2e, System phase, range 0–1).";
            full playerOrder player_order "Player order for head-to-head, free-for-all and team battle scenarios.";
            full scoreGame score_game "Health states, casualties and the standard score of an Epic game.";
            full placeWing place_wing "A wing's formation behind its leader, and the wingmates that cannot be placed."
                kept "`placeWing` among the kept pieces, in the kept play area.";
            full moveWing move_wing "The leader's maneuver, then each wingmate in formation or split."
                kept "`moveWing` among the kept pieces, in the kept play area.";
            full checkWingSplit check_wing_split "Which wingmates split, and why.";
            full joinWing join_wing "A split ship joins its wing again, or is refused naming the rule."
                kept "`joinWing` among the kept pieces, in the kept play area.";
        }
    };
}
pub(crate) use call_registry;

pub mod attack;
pub mod epic;
pub mod round;
pub mod shared;
pub mod squads;
pub mod table;
#[cfg(test)]
mod upgrade_effects_tests;
pub mod workspace;

pub use attack::{apply_effects, measure_range, resolve_attack};
pub use epic::{check_deployment, check_wing_split, deploy_ship, dock_ship, join_wing, move_wing, place_wing, player_order, score_game};
pub use round::{allowed_actions, cripple_section, end_phase, energy_step, perform_action, round_order};
pub use shared::input;
pub use squads::{card_index, check_squad, ship_info, squad_options, squad_ships};
pub use table::{check_overlap, check_setup, place_move};

use crate::error::Result;
use crate::wire::{FromWire, ToWire, Writer};

/// One trip through a call: its request's JSON text read into the typed request once,
/// `run` (the engine), the response written once, as the operations `crate::bindings`
/// builds the response object from.
pub fn answer<Req: FromWire, Resp: ToWire>(text: &str, run: impl FnOnce(Req) -> Result<Resp>) -> Result<Writer> {
    input::parse_text(text).and_then(run).map(|r| crate::wire::write(&r))
}
