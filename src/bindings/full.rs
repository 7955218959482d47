//! The exports only the full module has (Cargo feature `full`): the round, Epic, squads and
//! the cards' index. Each is one line: the request text in, one call into `crate::calls`, the
//! response out ([`super::call`]).

use wasm_bindgen::prelude::*;

use super::call;
use crate::calls::*;

/// The setup, activation and engagement (1e: combat) order of a table of ships.
#[wasm_bindgen(js_name = roundOrder, skip_typescript)]
pub fn round_order(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, round_order::run)
}

/// One action of a huge ship: its state in, its state out.
#[wasm_bindgen(js_name = performAction, skip_typescript)]
pub fn perform_action(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, perform_action::run)
}

/// The energy steps of a huge ship's activation, in order: its state in, its state out.
#[wasm_bindgen(js_name = energyStep, skip_typescript)]
pub fn energy_step(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, energy_step::run)
}

/// The End phase for every huge ship of a table.
#[wasm_bindgen(js_name = endPhase, skip_typescript)]
pub fn end_phase(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, end_phase::run)
}

/// Whether a setup placement is legal.
#[wasm_bindgen(js_name = checkSetup, skip_typescript)]
pub fn check_setup(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_setup::run)
}

/// A 1e CR90 or Raider section flips to its crippled side.
#[wasm_bindgen(js_name = crippleSection, skip_typescript)]
pub fn cripple_section(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, cripple_section::run)
}

/// Applies placeMove's effects to ships' damage states (the dealer resolveAttack uses).
#[wasm_bindgen(js_name = applyEffects, skip_typescript)]
pub fn apply_effects(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, apply_effects::run)
}

/// The actions a huge ship may perform now, with their targets or the rule that refuses each.
#[wasm_bindgen(js_name = allowedActions, skip_typescript)]
pub fn allowed_actions(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, allowed_actions::run)
}

/// The factions, ships and pilots of an edition's card data.
#[wasm_bindgen(js_name = cardIndex, skip_typescript)]
pub fn card_index(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, card_index::run)
}

/// Whether an Epic setup placement is legal in its deployment area.
#[wasm_bindgen(js_name = checkDeployment, skip_typescript)]
pub fn check_deployment(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_deployment::run)
}

/// Whether an Epic list meets the event guidance's squadron requirements, and every reason it does not.
#[wasm_bindgen(js_name = checkSquad, skip_typescript)]
pub fn check_squad(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_squad::run)
}

/// Which wingmates split, and why.
#[wasm_bindgen(js_name = checkWingSplit, skip_typescript)]
pub fn check_wing_split(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_wing_split::run)
}

/// A docked ship deploys from a huge ship's guides or side and executes its maneuver.
#[wasm_bindgen(js_name = deployShip, skip_typescript)]
pub fn deploy_ship(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, deploy_ship::run)
}

/// A standard ship docks with a huge ship (2e, System phase, range 0–1).
#[wasm_bindgen(js_name = dockShip, skip_typescript)]
pub fn dock_ship(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, dock_ship::run)
}

/// A split ship joins its wing again, or is refused naming the rule.
#[wasm_bindgen(js_name = joinWing, skip_typescript)]
pub fn join_wing(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, join_wing::run)
}

/// The leader's maneuver, then each wingmate in formation or split.
#[wasm_bindgen(js_name = moveWing, skip_typescript)]
pub fn move_wing(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, move_wing::run)
}

/// A wing's formation behind its leader, and the wingmates that cannot be placed.
#[wasm_bindgen(js_name = placeWing, skip_typescript)]
pub fn place_wing(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, place_wing::run)
}

/// Player order for head-to-head, free-for-all and team battle scenarios.
#[wasm_bindgen(js_name = playerOrder, skip_typescript)]
pub fn player_order(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, player_order::run)
}

/// Health states, casualties and the standard score of an Epic game.
#[wasm_bindgen(js_name = scoreGame, skip_typescript)]
pub fn score_game(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, score_game::run)
}

/// Every upgrade of one slot kind for one pilot of a squad: its cost, and legal there now or the rule refusing it.
#[wasm_bindgen(js_name = squadOptions, skip_typescript)]
pub fn squad_options(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, squad_options::run)
}

/// The engine's ships for an XWS squad.
#[wasm_bindgen(js_name = squadShips, skip_typescript)]
pub fn squad_ships(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, squad_ships::run)
}

// The full module's declarations, each beside its call's types in `crate::calls`.
#[wasm_bindgen(typescript_custom_section)]
const TS_ALLOWED_ACTIONS: &str = allowed_actions::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_APPLY_EFFECTS: &str = apply_effects::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CARD_INDEX: &str = card_index::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CHECK_DEPLOYMENT: &str = check_deployment::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CHECK_SETUP: &str = check_setup::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CHECK_SQUAD: &str = check_squad::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CHECK_WING_SPLIT: &str = check_wing_split::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_SQUAD_OPTIONS: &str = squad_options::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_CRIPPLE_SECTION: &str = cripple_section::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_DEPLOY_SHIP: &str = deploy_ship::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_DOCK_SHIP: &str = dock_ship::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_END_PHASE: &str = end_phase::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_ENERGY_STEP: &str = energy_step::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_JOIN_WING: &str = join_wing::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_MOVE_WING: &str = move_wing::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_PERFORM_ACTION: &str = perform_action::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_PLACE_WING: &str = place_wing::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_PLAYER_ORDER: &str = player_order::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_ROUND_ORDER: &str = round_order::TS;
#[wasm_bindgen(typescript_custom_section)]
const TS_SCORE_GAME: &str = score_game::TS;
