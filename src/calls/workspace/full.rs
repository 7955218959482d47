//! The `Workspace` methods only the full module has (Cargo feature `full`): each is the
//! one-shot call of the same name on the kept table, its `run_on` beside its `run`.

use crate::error::Result;
use crate::wire::Writer;

use super::Workspace;

/// The kept table's method per call of the registry that has a `run_on`.
macro_rules! methods {
    (calls: [$($calls:tt)*], kept: [$($js:ident $m:ident $doc:literal;)*],) => {
        impl Workspace {
            $(
                #[doc = $doc]
                pub fn $m(&self, text: &str) -> Result<Writer> {
                    self.query(text, crate::calls::$m::run_on)
                }
            )*
        }
    };
}

crate::calls::call_registry!(methods);

/// The full module's Workspace calls, merged into the class's declaration. Each takes
/// the one-shot call's request without the table (`ships`, `obstacles`, `playArea`: the
/// kept ones are used, and giving one is refused) and answers what the one-shot call
/// answers for the same table. None changes the table: apply an answer with setPose,
/// update, add or remove.
pub const TS: &str = r#"
/** A one-shot call's request without the table: the kept one is used. */
export type KeptRequest<R> = Omit<R, "ships" | "obstacles" | "playArea">;
export type WorkspacePerformActionRequest = { edition?: Edition; ship: string; action: PerformActionRequest["action"] };
export type WorkspaceAllowedActionsRequest = { edition?: Edition; ship: string; actionBar?: ActionName[] };
export type WorkspaceEndPhaseRequest = { edition?: Edition };
export type WorkspaceCheckSetupRequest = { edition?: Edition; ship: string; setupArea: CheckSetupRequest["setupArea"] };
export type WorkspaceCheckDeploymentRequest = { edition?: Edition; ship: string; deploymentArea: { points: Point[] } };
export type WorkspaceDeployShipRequest = Omit<KeptRequest<DeployShipRequest>, "carrier"> & { carrier: string };
export type WorkspacePlaceWingRequest = KeptRequest<PlaceWingRequest>;
export type WorkspaceMoveWingRequest = KeptRequest<MoveWingRequest>;
export type WorkspaceJoinWingRequest = KeptRequest<JoinWingRequest>;
export interface Workspace {
  /** performAction of the kept huge ship `ship`; a target is another kept ship's id. The table is not
   *  changed: apply the returned states with update. */
  performAction(request: WorkspacePerformActionRequest): PerformActionResponse;
  /** allowedActions of the kept huge ship `ship`; the targets are the other kept ships (their kept
   *  states, players and teams). */
  allowedActions(request: WorkspaceAllowedActionsRequest): AllowedActionsResponse;
  /** endPhase for every kept ship, in table order: a huge ship's kept state (or setup state); a standard
   *  ship's kept stress, ion and tractor as its tokens. The table is not changed: apply with update. */
  endPhase(request: WorkspaceEndPhaseRequest): EndPhaseResponse;
  /** checkSetup for the kept ship `ship` at its kept pose (move it with setPose first). */
  checkSetup(request: WorkspaceCheckSetupRequest): CheckSetupResponse;
  /** checkDeployment for the kept ship `ship` at its kept pose (move it with setPose first). */
  checkDeployment(request: WorkspaceCheckDeploymentRequest): CheckDeploymentResponse;
  /** deployShip from the kept carrier `carrier` (its pose, player and team); the docked ship is given whole. */
  deployShip(request: WorkspaceDeployShipRequest): DeployShipResponse;
  /** placeWing (2e tables): the wing given whole; the others are the kept pieces (a kept wing ship's own entry is skipped). */
  placeWing(request: WorkspacePlaceWingRequest): PlaceWingResponse;
  /** moveWing (2e tables): the wing given whole with its state; the others are the kept pieces. */
  moveWing(request: WorkspaceMoveWingRequest): MoveWingResponse;
  /** joinWing (2e tables): the leader, the ship and the wingmates given whole; the others are the kept pieces. */
  joinWing(request: WorkspaceJoinWingRequest): JoinWingResponse;
}
"#;

#[cfg(test)]
#[path = "full_tests.rs"]
mod tests;
