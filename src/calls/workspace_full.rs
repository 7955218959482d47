//! The `Workspace` methods only the full module has (Cargo feature `full`): each is the
//! one-shot call of the same name on the kept table, its `run_on` beside its `run`.

use crate::error::Result;
use crate::wire::Writer;

use super::Workspace;

impl Workspace {
    /// `performAction` of the kept huge ship `ship` (targets: other kept ships).
    pub fn perform_action(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::perform_action::run_on)
    }

    /// `allowedActions` of the kept huge ship `ship` (targets: other kept ships).
    pub fn allowed_actions(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::allowed_actions::run_on)
    }

    /// `endPhase` for every kept ship.
    pub fn end_phase(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::end_phase::run_on)
    }

    /// `checkSetup` for the kept ship `ship` at its kept pose, in the kept play area.
    pub fn check_setup(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::check_setup::run_on)
    }

    /// `checkDeployment` for the kept ship `ship` at its kept pose, in the kept play area.
    pub fn check_deployment(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::check_deployment::run_on)
    }

    /// `deployShip` from the kept carrier `carrier`, among the rest of the table.
    pub fn deploy_ship(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::deploy_ship::run_on)
    }

    /// `placeWing` among the kept pieces, in the kept play area.
    pub fn place_wing(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::place_wing::run_on)
    }

    /// `moveWing` among the kept pieces, in the kept play area.
    pub fn move_wing(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::move_wing::run_on)
    }

    /// `joinWing` among the kept pieces, in the kept play area.
    pub fn join_wing(&self, text: &str) -> Result<Writer> {
        self.query(text, crate::calls::join_wing::run_on)
    }
}

/// The full module's Workspace calls, merged into the class's declaration. Each takes
/// the one-shot call's request without the table (`ships`, `obstacles`, `playArea`: the
/// kept ones are used, and giving one is refused) and answers what the one-shot call
/// answers for the same table. None changes the table: apply an answer with setPose,
/// update, add or remove.
pub const TS: &str = r#"
/** A one-shot call's request without the table: the kept one is used. */
export type KeptRequest<R> = Omit<R, "ships" | "obstacles" | "playArea">;
export interface Workspace {
  /** performAction of the kept huge ship `ship`; a target is another kept ship's id. The table is not
   *  changed: apply the returned states with update. */
  performAction(request: { edition?: Edition; ship: string; action: Parameters<typeof performAction>[0]["action"] }):
    ReturnType<typeof performAction>;
  /** allowedActions of the kept huge ship `ship`; the targets are the other kept ships (their kept
   *  states, players and teams). */
  allowedActions(request: { edition?: Edition; ship: string; actionBar?: ActionName[] }): ReturnType<typeof allowedActions>;
  /** endPhase for every kept ship, in table order: a huge ship's kept state (or setup state); a standard
   *  ship's kept stress, ion and tractor as its tokens. The table is not changed: apply with update. */
  endPhase(request: { edition?: Edition }): ReturnType<typeof endPhase>;
  /** checkSetup for the kept ship `ship` at its kept pose (move it with setPose first). */
  checkSetup(request: { edition?: Edition; ship: string; setupArea: { edge: "top" | "bottom" | "left" | "right"; depth?: number } }):
    ReturnType<typeof checkSetup>;
  /** checkDeployment for the kept ship `ship` at its kept pose (move it with setPose first). */
  checkDeployment(request: { edition?: Edition; ship: string; deploymentArea: { points: Point[] } }):
    ReturnType<typeof checkDeployment>;
  /** deployShip from the kept carrier `carrier` (its pose, player and team); the docked ship is given whole. */
  deployShip(request: Omit<KeptRequest<Parameters<typeof deployShip>[0]>, "carrier"> & { carrier: string }):
    ReturnType<typeof deployShip>;
  /** placeWing (2e tables): the wing given whole; the others are the kept pieces (a kept wing ship's own entry is skipped). */
  placeWing(request: KeptRequest<Parameters<typeof placeWing>[0]>): ReturnType<typeof placeWing>;
  /** moveWing (2e tables): the wing given whole with its state; the others are the kept pieces. */
  moveWing(request: KeptRequest<Parameters<typeof moveWing>[0]>): ReturnType<typeof moveWing>;
  /** joinWing (2e tables): the leader, the ship and the wingmates given whole; the others are the kept pieces. */
  joinWing(request: KeptRequest<Parameters<typeof joinWing>[0]>): ReturnType<typeof joinWing>;
}
"#;

#[cfg(test)]
#[path = "workspace_full_tests.rs"]
mod tests;
