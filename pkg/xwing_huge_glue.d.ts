/* tslint:disable */
/* eslint-disable */



/**
 * An arc of shipInfo's `arcs`, in the ship's own frame: `[lateral, forward]` mm from the
 * base centre (lateral to the right, forward ahead), bearings in degrees clockwise from
 * forward. `wedge`: the rays at `from` and `to` (from < to) out of `apex`; `halfPlane`:
 * everything ahead of (`ahead`) or behind the line across the base centre; `strip`: the
 * 2e bullseye, `halfWidth` either side of the axis from `start` mm ahead.
 */
export type ShipInfoArc =
| { name: string; primary: boolean; kind: "wedge"; apex: [number, number]; from: number; to: number }
| { name: string; primary: boolean; kind: "halfPlane"; ahead: boolean }
| { name: string; primary: boolean; kind: "strip"; halfWidth: number; start: number };
/** A 1e huge section's own square base: its centre `[lateral, forward]` and side, mm. */
export type ShipInfoSectionBase = { section: SectionName; centre: [number, number]; side: number };
/** The fields shipInfo adds to its answer for drawing (beside base, sections, dial, stats). */
export type ShipInfoFacts = { arcs: ShipInfoArc[]; sectionBases: ShipInfoSectionBase[] | null; centreLine: boolean };



/** A charge or force pool (`recovers` -1: it drains); a 2e pilot's force gives its `side`s when the data does. */
export type CardPool = { value: number; recovers: number; side?: ("light" | "dark")[] };
/** A pilot card in `cardIndex`: 2e `initiative` (huge ships: `engagement`), `cost`, `loadout`, `limited`, format flags,
 *  `ability`, `shipAbility`; 1e `pilotSkill`, `points` ("?" where the card prints "?"), `unique`, `text`. */
export type CardIndexPilot = {
    xws: CardPilotName; name: string; caption?: string; initiative?: number; engagement?: number; pilotSkill?: number | "?";
    cost?: number; loadout?: number; points?: number | "?"; slots: string[]; limited?: number; unique?: boolean;
    standard?: boolean; extended?: boolean; epic?: boolean; keywords?: string[]; ability?: string;
    shipAbility?: { name: string; text: string }; text?: string; charges?: CardPool; force?: CardPool; standardLoadout?: CardUpgradeName[] };
    /** One object of a card's restrictions: the card fits when any key given holds; every object must hold. */
    export type CardRestriction = {
        factions?: string[]; sizes?: ("small" | "medium" | "large" | "huge")[]; ships?: string[]; action?: { action: string; colour?: string };
        arcs?: string[]; nonLimited?: boolean; names?: string[]; keywords?: string[]; equipped?: string[]; solitary?: boolean;
        standardized?: boolean; shipAbility?: string[]; forceSide?: ("light" | "dark")[] };
        /** What equipping a card gives (`kind` says which other keys are set). */
        export type CardGrant = { kind: "action" | "slot" | "stat" | "force" | "arc"; action?: string; colour?: string; slot?: string; stat?: string; arc?: string; amount?: number };
        /** A printed weapon: value, range `[min, max]`, 2e its arc and ordnance icon. */
        export type CardAttack = { value: number; range: [number, number]; arc?: string; ordnance?: boolean };
        /** One side of a 2e upgrade card. */
        export type CardSide = {
            title: string; type: string; slots: string[]; ability?: string; text?: string; attack?: CardAttack;
            charges?: CardPool; force?: CardPool; grants: CardGrant[]; restrictions: CardRestriction[] };
            /** An upgrade card in `cardIndex`: 2e `cost` ("?" where the data prints "?"), `limited` dots, format flags, `sides`;
             *  1e `points`, `unique`, `limited` (the "Limited." label), `squadLimited`, `text`, `attack`, `energy`, `grants`, `dualCard`. */
            export type CardIndexUpgrade = {
                xws: CardUpgradeName; name: string; slots: string[]; slotKeys: string[]; cost?: number | "?"; points?: number;
                limited?: number | boolean; unique?: boolean; squadLimited?: number; standard?: boolean; extended?: boolean; epic?: boolean;
                standardLoadoutOnly?: boolean; restrictions: CardRestriction[]; sides?: CardSide[]; text?: string; attack?: CardAttack;
                energy?: number; grants?: CardGrant[]; dualCard?: boolean };
                export type CardIndexRequest = { edition?: Edition; faction?: string; ship?: CardShipName; slot?: string; mode?: "standard" | "extended" | "epic" };
                export type CardIndexResponse = {
                    factions: { id: string; xws: string; name: string; ships: { xws: CardShipName; name: string; size: "small" | "medium" | "large" | "huge"; pilots: CardIndexPilot[] }[] }[];
                    upgrades: CardIndexUpgrade[];
                    weapons: { xws: CardUpgradeName; name: string; attack: number; range: [number, number]; arc?: string }[] };
                    /** The edition's card catalogue: factions (2e xwing-data2 ids, 1e xwing-data's printed names, each with the XWS
                     *  faction `xws` a squad names and its display `name`), their ships and pilots, sorted by id; every upgrade card;
                     *  and the upgrade cards with a printed weapon (`weapon: { upgrade }`). `faction`, `ship`, `slot` and `mode`
                     *  narrow the pilots and upgrades listed (docs/api.md "cardIndex"). */
                    export function cardIndex(request: CardIndexRequest): CardIndexResponse;



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



                    /** A range band an action needs, from the closest point of the huge ship's base: bands `range[0]`–`range[1]`, `beyondMm`–`withinMm` mm; `bullseye` when only in the bullseye arc. */
                    export type ActionBand = { range: [number, number]; beyondMm: number; withinMm: number; bullseye: boolean };
                    export type AllowedActionsRequest = { edition?: Edition; ship: RoundShip; ships?: RoundShip[]; actionBar?: ActionName[] };
                    export type AllowedActionsResponse = {
                        actions: {
                            action: ActionName; section: SectionName | null; allowed: boolean; reason: string | null;
                            /** `jamChoices`: a 2e jam on a huge ship with more than one kind of thing to lose; each is what `performAction`'s `jamRemoves` (and `jamLock`) may say. */
                            targets: { id: string; section: SectionName | null; range: number | null;
                            jamChoices?: { jamRemoves: "focus" | "evade" | "reinforce" | "lock"; jamLock?: string }[] }[];
                            bands: ActionBand[];
                        }[];
                    };
                    /** The actions a huge ship may perform now: every action of its bar (1e two-card ships: per section, fore first), allowed with its targets, or refused with the rule. */
                    export function allowedActions(request: AllowedActionsRequest): AllowedActionsResponse;



                    /** A round state's tokens (a standard ship's in `endPhase`). */
                    export type RoundTokens = NonNullable<RoundState["tokens"]>;
                    export type EndPhaseRequest = { edition?: Edition; ships: (RoundShip & { tokens?: RoundTokens })[] };
                    export type EndPhaseResponse = {
                        ships: {
                            id: string; state: RoundState | null; reinforceRemoved: boolean; tokensRemoved: { token: string; count: number }[];
                            energyRecovered: number; shieldsRecovered: number; stressRemoved: number;
                            /** Standard ships only: the tokens after (pass them back as the ship's `tokens`). */
                            tokens?: Required<Omit<RoundTokens, "reinforce">> & { reinforce: ReinforceName | null };
                        }[];
                    };
                    /** The End phase for every ship listed: huge ships' states; standard ships get `state: null` and
                     *  their `tokens` after (from the `tokens` given, or `stress` alone), in a round state's token shape. */
                    export function endPhase(request: EndPhaseRequest): EndPhaseResponse;



                    /** A ship kept by a Workspace, with the state its calls read (all optional). */
                    export type KeptShip = Ship & {
                        energy?: number; stress?: number; ion?: number; tractor?: number; energyLimit?: number;
                        /** A huge ship's round state (docs/round.md), instead of the loose fields. */
                        state?: RoundState;
                        /** 1e: the sections crippled (measureRange reads them for a defender). */
                        crippled?: SectionName[];
                        /** The ship's player (performAction tells friendly targets by it); default 0. */
                        player?: number;
                        /** Epic team battles: the player's team; another player's ship on the same team is allied.
                         *  Given for every kept ship or for none, one team per player (as roundOrder). */
                        team?: number;
                        /** 1e: a huge ship placed as an obstacle (overlapped and obstructing, never moved). */
                        asObstacle?: boolean;
                    };
                    /** What `new Workspace` keeps: a one-shot call's table. */
                    export type WorkspaceTable = { edition?: Edition; ships?: KeptShip[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number } };
                    /** `update`: each field given replaces the kept one. */
                    export type WorkspaceUpdateRequest = { id: string; pose?: Pose; energy?: number; stress?: number; ion?: number; tractor?: number;
                    energyLimit?: number; state?: RoundState; crippled?: SectionName[]; player?: number; team?: number;
                    /** The cards it carries from now on. A ship keeping a round state needs `state` with them (it is
                     *  checked against the new cards); a 1e energy limit follows the new cards unless `energyLimit` is given. */
                    upgrades?: Upgrades };
                    export type WorkspaceAddRequest = { ship: KeptShip } | { obstacle: Obstacle };
                    /** placeMove for the kept ship `ship`, among the rest of the table, in its play area. */
                    export type WorkspacePlaceMoveRequest = { edition?: Edition; ship: string; maneuver: Maneuver & { difficulty?: Difficulty };
                    seed?: number; choices?: PlaceMoveRequest["choices"] };
                    /** checkOverlap of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table. */
                    export type WorkspaceCheckOverlapRequest = { ship: string; obstacle?: never } | { obstacle: string; ship?: never };
                    /** measureRange between two kept ships; the rest of the table may obstruct. */
                    export type WorkspaceMeasureRangeRequest = { edition?: Edition; attacker: string; defender: string; arc?: ArcName; section?: SectionName;
                    from?: MeasureFrom; ruler?: "standard" | "huge"; weapon?: WeaponInput };
                    /** resolveAttack between two kept ships (see the method). */
                    export type WorkspaceResolveAttackRequest = Omit<ResolveAttackRequest, "ships" | "obstacles" | "attacker" | "defender"> & {
                        attacker: Omit<AttackerInput, "pose" | "id"> & { id: string };
                        defender: Omit<DefenderInput, "pose" | "id"> & { id: string } };
                        export type WorkspaceMeasureRangeBatchRequest = Omit<MeasureRangeBatchRequest, "attacker"> & { attacker: string };
                        /** A table kept in wasm: build it once, change it by id, query it with its methods.
                         *  Call `free()` when done (or let it be collected); a freed workspace throws
                         *  XwingRulesError (code "FREED"). */
                        export class Workspace {
                            constructor(table: WorkspaceTable);
                            readonly edition: Edition;
                            /** The ship ids in table order (the order of setPoses). */
                            shipIds(): string[];
                            setPose(id: string, x: number, y: number, heading: number): void;
                            /** x, y, heading per ship, in shipIds() order. */
                            setPoses(poses: Float64Array | number[]): void;
                            /** Each field given replaces the kept one. A `team` or `player` that would leave teams on some
                             *  ships only, or a player on two teams, is refused (INVALID_INPUT) and changes nothing. A new
                             *  `team` for a ship whose player stays the same moves the player: its other ships follow. */
                            update(change: WorkspaceUpdateRequest): void;
                            add(piece: WorkspaceAddRequest): void;
                            remove(id: string): void;
                            /** placeMove for the kept ship `ship`, among the rest of the table, in its play area. */
                            placeMove(request: WorkspacePlaceMoveRequest): PlaceMoveResponse;
                            /** checkOverlap of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table. */
                            checkOverlap(request: WorkspaceCheckOverlapRequest): CheckOverlapResponse;
                            /** measureRange between two kept ships; the rest of the table may obstruct. */
                            measureRange(request: WorkspaceMeasureRangeRequest): MeasureRangeResponse;
                            /** resolveAttack between two kept ships: `attacker.id` and `defender.id` name them, their kept poses are
                             *  used (range, obstruction by every other kept piece, the arcs), and so is their ship type when `ship` is
                             *  left out (a `ship` given, with its `pilot`, must be of that type). Tokens, states, round states and
                             *  upgrades are read as in the one-shot call; a side without `upgrades` carries its kept cards, and one
                             *  given no roundState, tokens, energy (attacker) or state (defender) takes its kept round state. */
                            resolveAttack(request: WorkspaceResolveAttackRequest): ResolveAttackResponse;
                            /** measureRangeBatch from the kept ship `attacker`. */
                            measureRangeBatch(request: WorkspaceMeasureRangeBatchRequest): MeasureRangeBatchResponse;
                            free(): void;
                            [Symbol.dispose](): void;
                        }



                        /** A ship whose damage state effects change; `state` defaults to a huge ship's full strength
                         *  (required for standard ships); `deck` defaults to the engine's deck for the ship. */
                        export type EffectShip = { id: string; ship: ShipName; state?: DefenderState; deck?: DeckCard[] };
                        export type ApplyEffectsRequest = {
                            edition?: Edition; ships: EffectShip[]; effects: MoveEffect[]; seed?: number;
                        };
                        export type ApplyEffectsResponse = {
                            ships: { id: string; ship: string; state: DefenderState; deck: DeckCard[] }[];
                            applied: { index: number; target: string; section: SectionName | null; dealt: DealtStep[] }[];
                            skipped: { index: number; reason: "notDamageState" | "targetNotInShips" }[];
                            seed: number;
                        };
                        /** Applies placeMove's effects (pass `outcome.effects` unchanged) with resolveAttack's dealer:
                         *  "damage" is suffered (shields first), a 1e "faceupCard" is dealt past the shields to its
                         *  section, "energy" changes energy, "destroyed" destroys. Other effect types, and targets
                         *  not in `ships`, are listed in `skipped`. */
                        export function applyEffects(request: ApplyEffectsRequest): ApplyEffectsResponse;



                        /** One card offered for the slot: `cost` as printed (2e: loadout points for a pilot with a loadout value, squad
                         *  points for a huge ship; 1e squad points; null: printed "?"), `legal` there now, else the rule and message of
                         *  the first problem checkSquad would report with it added. */
                        export type SquadOption = { id: UpgradeName; name: string; cost: number | null; legal: boolean;
                        rule: SquadProblemRule | null; message: string | null };
                        /** `pilot`: the index of the entry in `xws.pilots`; `slot`: an XWS slot key of the edition. */
                        export type SquadOptionsRequest = { edition?: "2e"; mode: SquadMode; xws: XwsSquad2e; pilot: number; slot: XwsSlotKey2e; limit?: number; players?: number }
                        | { edition: "1e"; mode: "standard" | "epic"; xws: XwsSquad1e; pilot: number; slot: XwsSlotKey1e; limit?: number; players?: number };
                        /** `points`: the squad's; `limit`: the points limit checked (null: Epic without `limit`); `left`: limit - points.
                         *  `pilot`: the entry's points, upgrade share and loadout spent; `loadoutValue`/`loadoutLeft` for a 2e pilot with a loadout value. */
                        export type SquadOptionsResponse = { slot: string; points: number; limit: number | null; left: number | null;
                        pilot: { points: number; upgrades: number; loadout: number; loadoutValue: number | null; loadoutLeft: number | null };
                        options: SquadOption[] };
                        /** Every upgrade of one slot kind for one pilot entry of a squad, each legal there now or refused by the rule
                         *  checkSquad would name (docs/squads.md "Building a squad"): a card offered as legal, added, keeps the squad legal. */
                        export function squadOptions(request: SquadOptionsRequest): SquadOptionsResponse;



                        /** One ship card as it lies on the table (1e CR90/Raider: fore then aft; else one). */
                        export type RoundCard = {
                            section?: SectionName | null; hull?: number; shields: number; shieldValue?: number;
                            energy?: number; energyLimit?: number; crippled?: boolean; damage?: DamageCard[];
                            /** Crippled by `resolveAttack`, the crippled side not applied yet: `crippleSection` applies it once. */
                            flipPending?: boolean;
                        };
                        export type ReinforceName = "fore" | "aft" | "fullFront" | "fullRear";
                        /** A huge ship's round state: the same shape in every round call's request and response. */
                        export type RoundState = {
                            cards: RoundCard[];
                            upgrades?: { name: string; energy?: number; energyLimit?: number }[];
                            tokens?: {
                                focus?: number; evade?: number; stress?: number; ion?: number; tractor?: number; jam?: number;
                                reinforce?: ReinforceName | null; locks?: string[]; lockedBy?: { by: string; section?: SectionName | null }[];
                            };
                            used?: { actions?: { action: string; section?: SectionName | null; free?: boolean }[]; energyCards?: string[]; bonusAttacks?: string[]; primaryBonus?: boolean };
                            destroyed?: boolean;
                            /** 2e: turret arc indicators, at most two, each tied to the upgrade that grants it. */
                            turrets?: { upgrade: string; arc: "front" | "left" | "right" | "rear"; double?: boolean }[];
                        };
                        /** A ship in a round call: `player` 0 is the first player; `state` for huge ships (default: setup). */
                        /** `team` (Epic team battles): a ship of another player on the same team is allied, neither friendly nor enemy. */
                        export type RoundShip = Ship & { player?: number; team?: number; stress?: number; state?: RoundState;
                        /** The cards it carries: its printed values changed, its granted actions (docs/squads.md "Upgrades a ship carries"). */
                        upgrades?: Upgrades };



                        /** What one wingmate did: placed in formation, or split (and then `executed` is the leader's
                         *  maneuver flown from `start`, or `endOfActivation` what it flies once the Activation Phase ends). */
                        export type WingmateMove = {
                            id: string; position: WingPosition; wingId: number;
                            start: Pose; formationPose: Pose; pose: Pose; inFormation: boolean; split: WingSplitCause | null;
                            /** At the formation pose: ships that blocked it, obstacles it is treated as having moved through and overlapped. */
                            overlaps: string[]; obstacles: string[]; outsidePlayArea: boolean;
                            footprint: Point[]; skipAction: boolean; effects: MoveEffect[];
                            executed: PlaceMoveResponse | null;
                            endOfActivation: { maneuver: Maneuver; skipAction: true; stress: number } | null;
                        };

                        export type MoveWingRequest = {
                            wing: WingInput; maneuver: Maneuver & { difficulty?: Difficulty }; tool?: WingToolInput;
                            ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number }; seed?: number;
                        };
                        export type MoveWingResponse = {
                            leader: PlaceMoveResponse; difficulty: Difficulty; wingmates: WingmateMove[]; tool: WingToolOut; seed: number;
                        };
                        /** Reads wing.leader/wingmates[].pose, stress, ion, tractor. */
                        export function moveWing(request: MoveWingRequest): MoveWingResponse;



                        /** Wing positions by ID number: leftFlank 2, rightFlank 3, rearSupport 4, leftSupport 5, rightSupport 6 (the leader is 1). */
                        export type WingPosition = "leftFlank" | "rightFlank" | "rearSupport" | "leftSupport" | "rightSupport";
                        export type WingAction = "barrelRoll" | "boost" | "calculate" | "cloak" | "coordinate" | "evade" | "focus" | "jam" |
                        "lock" | "reinforce" | "reload" | "rotate" | "slam";
                        /** One ship of a wing (small bases only). Which fields a call reads is listed with the call. */
                        export type WingMember = {
                            id: string; ship: ShipName; pose?: Pose; position?: WingPosition;
                            stress?: number; ion?: number; tractor?: number; cloaked?: boolean; actionBar?: WingAction[];
                        };
                        /** One leader and up to 5 wingmates (built with 2 to 5; fewer once some split), each in its own position (any order: they act in ascending ID order). */
                        export type WingInput = { leader: WingMember; wingmates: WingMember[] };
                        /** The wing tool; spacing (between centre lines) and depth (between rows) default to 60 and 20 mm. */
                        export type WingToolInput = { kind?: "full" | "corner" | "mini"; spacing?: number; depth?: number };
                        export type WingToolOut = { kind: "full" | "corner" | "mini"; spacing: number; depth: number; outlines: Point[][] };
                        export type WingSplitCause = { cause: string; rule: string };

                        export type PlaceWingRequest = {
                            wing: WingInput; tool?: WingToolInput; ships?: Ship[]; obstacles?: Obstacle[];
                            playArea?: { width: number; height: number };
                            /** Setup: the wing's deployment area (a simple polygon); a wingmate not wholly inside it is split. */
                            deploymentArea?: { points: Point[] };
                        };
                        export type PlaceWingResponse = {
                            leader: Pose; tool: WingToolOut;
                            wingmates: { id: string; position: WingPosition; wingId: number; pose: Pose; footprint: Point[]; placed: boolean;
                            overlaps: string[]; obstacles: string[]; outsidePlayArea: boolean; outsideDeploymentArea: boolean; split: (WingSplitCause & { stress: number }) | null }[];
                        };
                        export function placeWing(request: PlaceWingRequest): PlaceWingResponse;



                        /** `wingLeader`: in setup and activation, the wing leader this wingmate follows (at the leader's step). */
                        export type RoundSlot = { id: string; step: number; subphase?: "smallLarge" | "huge"; wingLeader?: string };
                        export type RoundOrderRequest = {
                            edition?: Edition;
                            ships: { id: string; ship: ShipName; pilot?: PilotName; pilotSkill?: number; engagement?: number; player?: number; team?: 0 | 1; asObstacle?: boolean }[];
                            wings?: { leader: string; wingmates: { id: string; position: WingPosition }[] }[];
                        };
                        export type RoundOrderResponse = { setup: RoundSlot[]; activation: RoundSlot[]; engagement: RoundSlot[] };
                        /** Setup, activation and engagement (1e: combat) order. Ties: the first team (Epic team battles:
                         *  `team` 0, given for every ship or none), then lower `player`, then ascending id. Epic `wings` (2e):
                         *  each wingmate sets up and activates right after its leader, in ascending wing ID order, and
                         *  engages at its own initiative. */
                        export function roundOrder(request: RoundOrderRequest): RoundOrderResponse;



                        export type ActionName = "recover" | "reinforce" | "jam" | "lock" | "targetLock" | "coordinate" | "focus" | "evade"
                        | "barrelRoll" | "boost" | "cloak" | "decloak" | "slam" | "rotate";
                        export type ActionOutcome =
                        | { type: "recovered"; energyRemoved: number; shields: { section: SectionName | null; recovered: number }[] }
                        | { type: "reinforced"; reinforce: ReinforceName }
                        | { type: "stressed"; target: string; gained: number; total: number; removedAtOnce: boolean }
                        | { type: "jammed"; target: string; removed: "focus" | "evade" | "reinforce" | "lock" | null; brokeLock: string | null }
                        | { type: "locked"; target: string; section: SectionName | null; broke: string | null }
                        | { type: "freeAction"; target: string }
                        | { type: "token"; token: "focus" | "evade" }
                        | { type: "rotated"; turrets: { upgrade: string; arc: "front" | "left" | "right" | "rear" }[] };
                        export type PerformActionRequest = {
                            edition?: Edition; ship: RoundShip; ships?: RoundShip[];
                            action: {
                                type: ActionName; section?: SectionName; target?: string; targetSection?: SectionName;
                                reinforce?: ReinforceName; free?: boolean; actionBar?: ActionName[]; recoverFore?: number;
                                /** Rotate (2e): the turret arc indicators to turn (either or both). */
                                turrets?: { upgrade: string; arc: "front" | "left" | "right" | "rear" }[];
                                /** 1e, with free: true: the Huge Ship Only upgrade card that allows the free action (seed 000 "Free Actions"). */
                                hugeShipOnlyUpgrade?: string;
                                /** 2e jam on a huge target with more than one kind of thing to lose: the jamming player's choice. */
                                jamRemoves?: "focus" | "evade" | "reinforce" | "lock";
                                /** With jamRemoves "lock": the locked object's id, when the target holds several locks. */
                                jamLock?: string;
                            };
                        };
                        export type PerformActionResponse = { state: RoundState; outcome: ActionOutcome; range: number | null; target?: { id: string; state: RoundState | null };
                        /** 2e: the acting ship was jammed, so what it gained (green token, lock) went at once with one jam token. */
                        shedByJam: boolean };
                        /** One action of a huge ship. Refusals are XwingRulesErrors with code NOT_ALLOWED naming the rule. */
                        export function performAction(request: PerformActionRequest): PerformActionResponse;



                        export type CheckDeploymentRequest = {
                            edition?: Edition; ship: Ship; deploymentArea: { points: Point[] };
                            playArea?: { width: number; height: number }; ships?: Ship[]; obstacles?: Obstacle[];
                        };
                        export type CheckDeploymentResponse = { legal: boolean; reason: string | null; insidePlayArea: boolean; insideDeploymentArea: boolean;
                        fillsDeploymentArea: boolean; overlaps: string[] };
                        /** Epic setup: the base inside the play area and wholly inside the deployment area (a simple polygon,
                         *  at most 64 points) or, for huge ships (and 2e large ones), filling its depth from a play-area edge it
                         *  lies along; no overlaps. */
                        export function checkDeployment(request: CheckDeploymentRequest): CheckDeploymentResponse;



                        export type CheckSetupRequest = {
                            edition?: Edition; ship: Ship; setupArea: { edge: "top" | "bottom" | "left" | "right"; depth?: number };
                            playArea?: { width: number; height: number }; ships?: Ship[]; obstacles?: Obstacle[];
                        };
                        export type CheckSetupResponse = { legal: boolean; reason: string | null; insidePlayArea: boolean; insideSetupArea: boolean; fillsSetupArea: boolean; overlaps: string[] };
                        /** Whether a setup placement is legal: inside the play area, inside the setup area (a strip
                         *  `depth` mm along `edge`, default 100) or, for huge ships (and 2e large ones), filling its depth; no overlaps. */
                        export function checkSetup(request: CheckSetupRequest): CheckSetupResponse;



                        export type CheckWingSplitRequest = {
                            wing: WingInput; phase: "planning" | "system" | "activation" | "engagement" | "end";
                            events?: { leaderRemoved?: boolean; leaderReplaced?: boolean; leaderRedManeuver?: boolean; leaderAction?: WingAction;
                            movedByEffect?: string[]; activated?: string[] };
                            /** Wingmates splitting by choice: only at the end of the End Phase (phase "end"). */
                            voluntary?: string[];
                        };
                        export type CheckWingSplitResponse = {
                            splits: { id: string; position: WingPosition; wingId: number; causes: WingSplitCause[]; withoutDial: boolean;
                            endOfActivation: { maneuver: Maneuver; skipAction: true; stress: number } | null }[];
                            remaining: string[]; disarmed: string[]; countsAsCloaked: string[];
                            /** The only actions a wingmate may perform. */
                            wingmateActions: WingAction[];
                        };
                        /** Reads wing.leader ion/tractor and wing.wingmates[] stress, ion, tractor, actionBar (poses are not needed). */
                        export function checkWingSplit(request: CheckWingSplitRequest): CheckWingSplitResponse;



                        export type CrippleSectionRequest = {
                            edition?: Edition; ship: RoundShip; section: SectionName; energyLimit?: number; shieldValue?: number; discard?: string[];
                        };
                        export type CrippleSectionResponse = { state: RoundState; energyDiscarded: number; shieldsLost: number; upgradesDiscarded: string[]; destroyed: boolean };
                        /** A 1e CR90 or Raider section flips to its crippled side (its damage cards reached its hull):
                         *  energy above `energyLimit` and shields above `shieldValue` (the crippled side's) go, the
                         *  `discard`ed upgrades go; both sections crippled destroys the ship and returns its tokens. */
                        export function crippleSection(request: CrippleSectionRequest): CrippleSectionResponse;



                        export type DeployShipRequest = {
                            edition?: Edition; phase?: Phase; carrier: EpicShip;
                            ship: { id: string; ship: ShipName; player?: number; team?: number; stress?: number };
                            from: "front" | "rear" | "left" | "right"; maneuver: Maneuver & { difficulty?: Difficulty };
                            ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number }; seed?: number;
                        };
                        export type DeployShipResponse = { guide: Pose; start: Pose; destroyed: boolean; reason: string | null; move: PlaceMoveResponse };
                        /** 2e, System phase: a docked ship leaves its friendly carrier from the front or rear guides, or from
                         *  a side with its template's centre line on the carrier's centre line, and executes `maneuver` as
                         *  normal (`move` is placeMove's answer, its template included). `destroyed`: it could not be placed
                         *  (it would overlap a ship, or leave the play area). */
                        export function deployShip(request: DeployShipRequest): DeployShipResponse;



                        export type Edition = "1e" | "2e";
                        export type Point = [number, number];
                        export type Pose = { x: number; y: number; heading: number };
                        export type SectionName = "fore" | "aft";
                        /** The names the engine knows without cards: base sizes, the huge ships' short names and their data ids (src/ships.rs `BUILT_IN_NAMES`). */
                        export type BuiltInShipName = "small" | "medium" | "large"
                        | "cr90" | "cr90corvette" | "cr90corelliancorvette" | "cr90corvettefore" | "cr90corvetteaft"
                        | "gr75" | "gr75mediumtransport" | "gr75transport" | "croc" | "croccruiser"
                        | "gozanti" | "gozanticlasscruiser" | "gozanticruiser"
                        | "raider" | "raiderclasscorvette" | "raiderclasscorvettefore" | "raiderclasscorvetteaft" | "raidercorvette"
                        | "trident" | "tridentclassassaultship" | "tridentassaultship";
                        /** What `ship` accepts (docs/api.md "Ship names"): the built-in names, and in the full module every ship and pilot id of the card data. */
                        export type ShipName = BuiltInShipName | CardShipName;
                        /** What `pilot` accepts beside a ship id: a pilot id of the card data (none in the core module). */
                        export type PilotName = CardPilotName;
                        /** An upgrade card id of the card data (none in the core module). */
                        export type UpgradeName = CardUpgradeName;
                        /**
                         * A ship on the table. Beside `id`, `ship` and `pose` it may hold every field some call reads
                         * from a ship, so that one ship object (squadShips' ships, a page's pieces) serves every call;
                         * a call accepts the others unread. Any other key is refused (`INVALID_INPUT`).
                         * `asObstacle`: a 1e huge ship placed as an obstacle (it overlaps and obstructs as a huge ship,
                         * never moves, is never attacked or damaged, performs and is the target of no action).
                         * `crippled`: a 1e huge ship's crippled sections (`placeMove`: they suffer no overlap damage).
                         */
                        export type Ship = {
                            id: string; ship: ShipName; pilot?: PilotName; pose: Pose; asObstacle?: boolean; crippled?: SectionName[];
                            /** The cards it carries (docs/squads.md), and the XWS entries squadShips made it from. */
                            upgrades?: Upgrades; entries?: number[];
                            player?: number; team?: number; pilotSkill?: number; engagement?: number;
                            energy?: number; energyLimit?: number; stress?: number; ion?: number; tractor?: number; cloaked?: boolean;
                            /** A huge ship's round state (docs/round.md); its damage deck (applyEffects). */
                            state?: RoundState; deck?: DeckCard[];
                            /** Tokens as the reading call takes them (resolveAttack's attacker, endPhase's ships). */
                            tokens?: object;
                            turrets?: { upgrade: UpgradeName; arc: "front" | "left" | "right" | "rear"; double?: boolean }[];
                            /** Epic wings (docs/epic.md). */
                            inWing?: boolean; position?: "leftFlank" | "rightFlank" | "rearSupport" | "leftSupport" | "rightSupport"; wingLeader?: string;
                            actionBar?: string[];
                        };
                        export type Obstacle = { id: string; type: "asteroid" | "debris" | "gasCloud"; points: Point[] };
                        /** Why a call refused (docs/api.md "Requests, responses and errors"); `NOT_INITIALISED` before `init`, `FREED` on a freed Workspace. */
                        export type XwingRulesErrorCode = "INVALID_INPUT" | "UNKNOWN_NAME" | "NOT_ALLOWED" | "BAD_GEOMETRY" | "TOO_LARGE" | "NOT_INITIALISED" | "FREED";
                        /** Thrown by every call on a request it cannot answer: `e instanceof XwingRulesError`; `field` is the offending field's path. */
                        export class XwingRulesError extends Error {
                            constructor(code: XwingRulesErrorCode, field: string, message: string);
                            name: "XwingRulesError"; code: XwingRulesErrorCode; field: string;
                        }
                        export type Overlap = { id: string; sections: SectionName[]; otherSections: SectionName[] };

                        /** The piece checked is `ship` or `obstacle` (exactly one), against the table's `ships` and `obstacles`. */
                        export type CheckOverlapRequest = {
                            edition?: Edition; ship?: Ship; obstacle?: Obstacle; ships?: Ship[]; obstacles?: Obstacle[];
                        } & ({ ship: Ship } | { obstacle: Obstacle });
                        export type CheckOverlapResponse = { overlaps: Overlap[]; touching: string[] };
                        export function checkOverlap(request: CheckOverlapRequest): CheckOverlapResponse;
                        export type AttackFaceName = "hit" | "crit" | "focus" | "blank";
                        export type DefenseFaceName = "evade" | "focus" | "blank";
                        /** Arcs of the defending (2e huge) ship that contain the attacker. In `defenderArcs`,
                         *  measureRange's `defenderArcs` names are accepted too: "left"/"right" mean "side";
                         *  "front", "rear" and the 1e section arcs are skipped. */
                        export type DefenderArcName = "side" | "fullFront" | "fullRear" | "bullseye";
                        /** `countsAs`: damage the card counts as against the hull while faceup (default 1). */
                        export type DamageCard = { name?: string; faceup: boolean; text?: string; countsAs?: number };
                        /** One hull and shield pool: `hull` is the printed value, `shields` the active ones. */
                        export type DamagePool = { hull: number; shields: number; damage?: DamageCard[] };
                        export type DefenderState = {
                            /** 1e CR90 and Raider only: one pool per ship card. */
                            sections?: { fore: DamagePool; aft: DamagePool };
                            /** Every other ship: one pool. */
                            pool?: DamagePool;
                            energy?: number | null;
                            /** The energy card's limit (1e) or capacity (2e), upgrades included; default the printed one. */
                            energyLimit?: number | null;
                            crippled?: SectionName[];
                            /** Sections crippled once the huge ship has attacked (1e simultaneous attack rule). */
                            pendingCripple?: SectionName[];
                            destroyed?: boolean;
                        };
                        export type AttackerInput = {
                            id?: string | null; ship?: ShipName | null; pilot?: PilotName | null;
                            tokens?: { focus?: number | boolean; lock?: number | boolean; lockSection?: SectionName };
                            pilotSkill?: number | null; energy?: number | null;
                            /** 1e CR90 (fore): spend 1 energy for 1 extra attack die. */
                            useCr90Ability?: boolean;
                            /** 1e huge attacker: the game effect that lets it spend focus (e.g. "Esege Tuketu"). */
                            focusAllowedBy?: string;
                            /** 2e: attacks already performed this round (one standard; each bonus header once). */
                            attacksThisRound?: { standard?: boolean; bonus?: string[] };
                            /** With defender.pose: range, obstruction and defenderArcs are measured (measureRange). */
                            pose?: Pose;
                            /** A huge attacker's round state (docs/round.md) instead of tokens and energy; the response gives it after. */
                            roundState?: RoundState;
                            /** The cards it carries: with them, `weapon.upgrade` must be one of them, not on its offline side (docs/squads.md). */
                            upgrades?: Upgrades;
                        };
                        export type DefenderInput = {
                            id?: string | null; ship?: ShipName | null; pilot?: PilotName | null;
                            /** Standard ships; huge ships have agility 0 (extra dice from cards go in defenseDice). */
                            agility?: number | null;
                            /** 1e: the targeted section. */
                            section?: SectionName | null;
                            tokens?: { focus?: number | boolean; evade?: number | boolean;
                            reinforce?: "fore" | "aft" | "fullFront" | "fullRear" | null };
                            /** Omitted: a huge ship starts at full strength; other ships are not tracked. */
                            state?: DefenderState | null;
                            pilotSkill?: number | null;
                            hasAttacked?: boolean;
                            pose?: Pose;
                            /** A huge defender's round state (docs/round.md) instead of tokens and state; the response gives it after. */
                            roundState?: RoundState;
                            /** The cards it carries: its energy limit and shield value; 1e Bright Hope's fore reinforce (docs/squads.md). */
                            upgrades?: Upgrades;
                        };
                        /** `countsAs`: the card counts as that much damage against the hull while faceup; `repair`: the
                         *  card flips itself facedown after its effect ("Then repair this card"). */
                        export type DamageEffect = { damage?: number; crit?: number; shields?: number; energy?: number; countsAs?: number; repair?: boolean };
                        export type DeckCard = {
                            name: string; count?: number; section?: SectionName | null; text?: string; effect?: DamageEffect;
                            precisionShot?: { arc: DefenderArcName; text?: string; effect?: DamageEffect } | null;
                        };
                        export type DealtStep = {
                            kind: "shield" | "facedown" | "faceup" | "shieldsLost" | "energyLost" | "lost" | "crippled" | "pendingCripple" | "destroyed" | "repaired";
                            crit?: boolean; card?: DeckCard; precisionShot?: boolean; section?: SectionName; amount?: number;
                        };
                        export type ResolveAttackRequest = {
                            edition?: Edition;
                            /** The weapon's attack value, before range and card bonuses; default: its printed value
                             *  (required when the engine holds none, e.g. standard ships). */
                            attackDice?: number;
                            /** The weapon; default the attacker's primary weapon (see WeaponInput). */
                            weapon?: WeaponInput;
                            /** The defender's base dice (agility plus card effects), before range and obstruction. */
                            defenseDice?: number;
                            range?: number | null; obstructed?: boolean;
                            defenderArcs?: (DefenderArcName | ArcName)[];
                            attacker?: AttackerInput; defender?: DefenderInput;
                            /** Integer 0..2^53-1; omitted: drawn and returned. */
                            seed?: number;
                            distribution?: boolean;
                            deck?: DeckCard[];
                            /** "standard" (default) or a 2e "bonus" attack named by weaponName (default "primary"). */
                            attackKind?: "standard" | "bonus";
                            weaponName?: string;
                            /** With poses only (measureRange's fields): the attack's arc, where a 1e huge attacker
                             *  measures from, the ruler (default: the weapon's), and what may obstruct. */
                            arc?: ArcName; from?: MeasureFrom; ruler?: "standard" | "huge";
                            ships?: Ship[]; obstacles?: Obstacle[];
                        };
                        export type ResolveAttackResponse = {
                            seed: number; edition: Edition; weapon: WeaponUsed; attackDice: number; defenseDice: number;
                            attackRoll: AttackFaceName[]; rerolled: number[]; attackResults: AttackFaceName[];
                            defenseRoll: DefenseFaceName[]; defenseResults: DefenseFaceName[];
                            hits: number; crits: number; evades: number;
                            /** The sides as read, their cards resolved into the values above (so no `pilot`, `upgrades` or `focusAllowedBy`). */
                            attacker: Omit<AttackerInput, "pilot" | "upgrades" | "focusAllowedBy">; defender: Omit<DefenderInput, "pilot" | "upgrades">;
                            deck: DeckCard[]; dealt: DealtStep[];
                            distribution?: { damage: number[]; expected: number };
                            /** The geometry used: measured from the poses, or as given. */
                            geometry: { measured: boolean; range: number | null; obstructed: boolean; defenderArcs: DefenderArcName[];
                            distance?: number; from?: Point; to?: Point; obstructedBy?: string[]; section?: SectionName };
                        };
                        export function resolveAttack(request: ResolveAttackRequest): ResolveAttackResponse;
                        /** The primary weapon (its value and range from the ship card), a special weapon with its
                         *  printed value and range, or an upgrade card's weapon by xws id (value, range, ordnance and arcs
                         *  from the card data; 1e `section`: the CR90/Raider section card it is equipped to). `section`: 1e
                         *  CR90/Raider card that fires; `extendedTo`: a 2e huge ship's arc extended to range 4 or 5 by a
                         *  weapon or ability. */
                        export type WeaponInput =
                        | { kind?: "primary"; section?: SectionName; extendedTo?: 4 | 5 }
                        | { kind: "special"; attack: number; range: [number, number]; ordnance?: boolean }
                        | { kind?: "special"; upgrade: UpgradeName; section?: SectionName };
                        export type WeaponUsed = { kind: "primary" | "special"; attack: number | null; range: [number, number];
                        ordnance: boolean; section: SectionName | null; ruler: "standard" | "huge" };
                        export type ArcName = "front" | "rear" | "left" | "right" | "fullFront" | "fullRear" | "bullseye" |
                        "foreLeft" | "foreRight" | "aftLeft" | "aftRight";
                        /** Where the measuring ship measures from: the whole ship (default), a 1e section, or a section's base. */
                        export type MeasureFrom = "ship" | "fore" | "aft" | "foreBase" | "aftBase";
                        export type RangeShip = Ship & { crippled?: SectionName[];
                        /** A 2e huge ship's turret arc indicators (its round state's `turrets`). */
                        turrets?: { upgrade: string; arc: "front" | "left" | "right" | "rear"; double?: boolean }[] };
                        export type SectionRange = {
                            range: number | null; distance: number; inArc: boolean; from: Point; to: Point;
                            canTarget: boolean; reason: "touching" | "crippled" | "centreLine" | "notInArc" | "outOfRange" | "notInWeaponRange" | null; crippled: boolean;
                        };
                        export type MeasureRangeResponse = {
                            range: number | null;        // 0..5 (2e range 0 = touching); null beyond the ruler
                            distance: number;            // mm, to the in-arc part when `arc` is given and inArc
                            inArc: boolean;              // false: no part in the arc, and the line is to the whole target
                            from: Point; to: Point;
                            obstructed: boolean; obstructedBy: string[];
                            canTarget: boolean;
                            edition: Edition; arc: ArcName | null; section: SectionName | null;
                            sections: { fore: SectionRange; aft: SectionRange } | null;   // 1e huge defenders
                            arcs: ArcName[];             // the attacker's arcs holding part of the target
                            defenderArcs: ArcName[];     // the defender's arcs holding part of the attacker
                            turretLineClear: boolean | null;   // 1e huge attacker measuring `from` a section: its centre line is clear
                            ruler: "standard" | "huge";        // the ruler used: the weapon's unless `ruler` was given
                            weapon: WeaponUsed | null;         // the weapon measured for (null: the attacker has no primary weapon)
                            inWeaponRange: boolean | null;     // `range` is one the weapon fires at (canTarget requires it)
                        };

                        export type MeasureRangeRequest = {
                            edition?: Edition; attacker: RangeShip; defender: RangeShip; arc?: ArcName; section?: SectionName;
                            from?: MeasureFrom; ruler?: "standard" | "huge"; weapon?: WeaponInput; ships?: Ship[]; obstacles?: Obstacle[];
                            /** Instead of arc: the upgrade whose 2e turret arc indicator (attacker.turrets) is measured, from the ship's centre. */
                            turret?: string;
                        };
                        export function measureRange(request: MeasureRangeRequest): MeasureRangeResponse;

                        export type MeasureRangeBatchRequest = {
                            edition?: Edition; attacker: Ship; defenderShip: string; heading?: number; points: Float64Array | number[];
                            arc?: ArcName; section?: SectionName; from?: MeasureFrom; ruler?: "standard" | "huge"; output?: "distance" | "range";
                        };
                        /** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
                        export type MeasureRangeBatchResponse = Float64Array;
                        export function measureRangeBatch(request: MeasureRangeBatchRequest): MeasureRangeBatchResponse;

                        export type Bearing = "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | "koiogran" |
                        "segnorLeft" | "segnorRight" | "tallonLeft" | "tallonRight" | "stationary" | "reverseStraight" |
                        "reverseBankLeft" | "reverseBankRight";
                        export type Maneuver = { speed: number; bearing: Bearing };
                        export type Difficulty = "white" | "blue" | "red" | "purple";
                        /** The moving ship, with the state fields the rules read (all optional). */
                        export type MovingShip = Ship & { energy?: number; stress?: number; ion?: number; energyLimit?: number;
                        /** The cards it carries: its energy limit (a 1e Title's increase) and its state's printed values. */
                        upgrades?: Upgrades };
                        /** `{ type, ... }`: damage, faceupCard, stress, jam, destroyed, setAside, placed, obstacleRemoved, roll, energy, stressRemoved. */
                        export type MoveEffect =
                        /** Damage suffered as an attack deals it (shields first; a crit reaching the hull is a faceup card). */
                        | { type: "damage"; target: string; hits: number; crits: number; section: SectionName | null; source: string }
                        /** 1e: one faceup damage card dealt directly from the section's deck (shields do not stop it). */
                        | { type: "faceupCard"; target: string; section: SectionName | null; source: string }
                        | { type: "stress" | "jam"; target: string; count: number; source: string }
                        | { type: "stressRemoved"; target: string; count: number; source: string }
                        | { type: "destroyed"; target: string; source: string }
                        | { type: "setAside" | "obstacleRemoved"; target: string }
                        | { type: "placed"; target: string; pose: Pose }
                        | { type: "roll"; who: string; dice: number; faces: ("hit" | "crit" | "focus" | "blank")[]; hits: number; crits: number; purpose: string }
                        | { type: "energy"; target: string; change: number; source: string };
                        /** A player's decision: which section suffers (`opponent`), where a set-aside ship goes (`owner`). */
                        export type MoveChoice =
                        | { type: "section"; who: "opponent"; target: string; options: SectionName[] }
                        | { type: "placement"; who: "owner"; target: string; options: Pose[] };

                        export type PlaceMoveRequest = {
                            edition?: Edition; ship: MovingShip; maneuver: Maneuver & { difficulty?: Difficulty };
                            ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number };
                            seed?: number; choices?: { sections?: Record<string, SectionName>; placements?: Record<string, Pose> };
                        };
                        export type PlaceMoveResponse = {
                            pose: Pose; intendedPose: Pose; executed: Maneuver; revealed: Maneuver;
                            footprint: { section: SectionName | null; points: Point[] }[];
                            template: Point[];
                            overlaps: Overlap[];
                            outcome: { skipAction: boolean; effects: MoveEffect[]; choices: MoveChoice[] };
                            offDial: boolean | null; difficulty: Difficulty | null;
                            complete: boolean; travelled: number; fled: boolean; outsidePlayArea: boolean;
                            energy: { before: number; after: number; icons?: number; ionLoss?: number; limit?: number;
                            red?: "spentEnergy" | "gainedStress" | "whiteTwoStraight" } | null;
                            removedObstacles: string[]; destroyed: string[]; seed: number;
                            /** 2e huge: it was ionized and flew the ion maneuver, removing `ionRemoved` ion tokens at the end of its
                             *  activation; it is tractored (tractor effects do not move it; its own maneuver is flown as usual). */
                            ionized: boolean; ionRemoved: number; tractored: boolean;
                            /** A huge ship's round state after the move (when `ship.state` was given). */
                            state?: RoundState;
                        };
                        export function placeMove(request: PlaceMoveRequest): PlaceMoveResponse;

                        export type DialEntry = { speed: number; bearing: Bearing; difficulty: Difficulty; energy?: number };
                        /** An action on a printed action bar, with its colour and the action linked after it. */
                        export type ShipInfoAction = { action: string; colour: "white" | "red" | "purple"; linked?: { action: string; colour: "white" | "red" | "purple" };
                        /** The carried card that grants it (absent: printed on the bar). */ upgrade?: string };
                        /** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
                        export type Upgrades = { [slot: string]: (UpgradeName | { id: UpgradeName; side?: number })[] } | (UpgradeName | { id: UpgradeName; side?: number })[];
                        /** A card a ship carries, as shipInfo answers it: the side up, its charges (2e), its own energy limit (1e cards that hold energy). */
                        export type CarriedUpgrade = { xws: string; name: string; side: number; offline: boolean;
                        charges: { value: number; recovers: number } | null; energyLimit: number | null };
                        export type ShipInfoRequest = { edition?: Edition; ship: ShipName; pilot?: PilotName; upgrades?: Upgrades };
                        /** A value and everything in it read-only: shipInfo's answers are frozen (`Object.freeze`, deeply). A tuple stays a
                         *  tuple (`[number, number]` becomes `readonly [number, number]`: the mapped type keeps arrays and tuples). */
                        export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
                        /**
                         * Frozen, deeply; asked again for the same ship and pilot (without `upgrades`), the same object
                         * (docs/api.md "shipInfo"). `structuredClone(answer)` gives a copy to change.
                         */
                        export function shipInfo(request: ShipInfoRequest): Frozen<ShipInfoResponse>;
                        /** shipInfo's 1e `stats`: one card per section (a CR90's or Raider's two); `pilotSkillVariable`: the named pilot's card
                         *  prints "?" (Nashtah Pup Pilot), so `pilotSkill` is null. */
                        export type ShipInfoStats1e = { edition: "1e"; cards: { section: SectionName | null; attack: number; attackRange: [number, number] | null;
                        hull: number; shields: number; energy: number }[];
                        pilotSkill: number | null; pilotSkillVariable: boolean; agility: number; actions: ShipInfoAction[] };
                        export type ShipInfoStats2e = { edition: "2e"; attack: number; attackArc: string; attacks: { arc: string; value: number }[]; agility: number;
                        hull: number; shields: number; shieldRecurring: number; energy: number; energyRecurring: number;
                        charges: { value: number; recovers: number } | null; force: { value: number; recovers: number } | null;
                        initiative: number | null; engagement: number | null; actions: ShipInfoAction[] };
                        /** `shipXws`/`shipName`: the ship in the edition's data (a 1e CR90 or Raider as XWS 1.x names the whole ship;
                         *  null for a base size named alone); `pilot`: the pilot named, by xws id and printed name. `stats` by `edition`. */
                        export type ShipInfoResponse = {
                            ship: string; shipXws: string | null; shipName: string | null; pilot: { xws: PilotName; name: string } | null;
                            huge: boolean; base: { width: number; length: number }; sections: boolean;
                            dial: DialEntry[] | null;
                            stats: ShipInfoStats1e | ShipInfoStats2e | null;
                            upgrades: CarriedUpgrade[];
                        } & ShipInfoFacts;



                        export type EnergyStep =
                        | { type: "gain"; maneuver?: { speed: number; bearing: Bearing }; icons?: number }
                        | { type: "allocate"; upgrade: string; amount: number }
                        | { type: "use"; card: string; cost?: number }
                        | { type: "spend"; cost: number }
                        | { type: "gainStress"; count: number }
                        | { type: "endActivation" };
                        export type EnergyStepRequest = { edition?: Edition; ship: RoundShip; steps: EnergyStep[] };
                        export type EnergyStepResponse = {
                            state: RoundState;
                            steps: { energyBefore: number; energyAfter: number; ionLoss: number; returned: number; stressRemoved: number; ionsRemoved: number }[];
                        };
                        /** The energy steps of a huge ship, applied in order; a refused step is a NOT_ALLOWED error naming `steps[i]`. */
                        export function energyStep(request: EnergyStepRequest): EnergyStepResponse;



                        export type Fate = "inPlay" | "destroyed" | "fled" | "escaped";
                        export type ScoreGameRequest = {
                            scoring?: "squadPoints" | "threat";
                            players?: { player: number; team?: number }[];
                            ships: { id: string; player?: number; hull: number; shields?: number; lostShields?: number;
                            damageCards?: number; fate?: Fate; points?: number; quickBuild?: string }[];
                            quickBuilds?: { id: string; threat: number }[];
                        };
                        export type ScoreGameResponse = {
                            ships: { id: string; healthValue: number; lostHealth: number; fullHealth: boolean; halfHealth: boolean; fate: Fate }[];
                            units: { id: string; player: number; value: number; healthValue: number; lostHealth: number;
                            standing: "destroyedOrFled" | "halfHealth" | "none"; scored: number }[];
                            players: { player: number; team: number; score: number; casualties: number }[];
                            teams: { team: number; score: number; casualties: number }[];
                            winners: number[]; draw: boolean;
                        };
                        /** Epic standard scoring. Health value = hull + shields; lost health = lost shields + damage cards;
                         *  half health: lost >= half the value, rounded up. `scoring: "squadPoints"` (default): each ship is a
                         *  unit worth `points`; `"threat"`: each Quick Build (its ships name it) is one unit worth its threat.
                         *  A unit scores its value when all its ships are destroyed or fled, half (rounded up) at half health.
                         *  Team scores total the other teams' units; `winners` are teams (ascending), `draw` when tied. */
                        export function scoreGame(request: ScoreGameRequest): ScoreGameResponse;



                        export type JoinWingRequest = {
                            leader: WingMember & { pose: Pose; cloaked?: boolean };
                            ship: { id: string; ship: ShipName; pose: Pose; position: WingPosition; wingLeader: string;
                            stress?: number; ion?: number; tractor?: number; cloaked?: boolean };
                            wingmates?: WingMember[]; tool?: WingToolInput; ships?: Ship[]; obstacles?: Obstacle[];
                            playArea?: { width: number; height: number };
                        };
                        export type JoinWingResponse = {
                            id: string; position: WingPosition; wingId: number; pose: Pose; footprint: Point[];
                            distance: number; range: number; effects: MoveEffect[]; obstacles: string[];
                        };
                        /** At the end of the End Phase. `wingmates`: those still in formation (with poses and positions). */
                        export function joinWing(request: JoinWingRequest): JoinWingResponse;



                        export type Phase = "planning" | "system" | "activation" | "engagement" | "end";
                        /** A ship with its controller: `player` (default 0) and, in Epic team battles, `team`. */
                        export type EpicShip = Ship & { player?: number; team?: number };
                        export type DockShipRequest = {
                            edition?: Edition; phase?: Phase; carrier: EpicShip; ship: EpicShip & { inWing?: boolean };
                        };
                        export type DockShipResponse = { docked: true; carrier: string; ship: string; range: 0 | 1; distance: number };
                        /** 2e: a standard ship docks with a friendly huge ship at range 0–1 during the System phase
                         *  (default phase). Refusals are NOT_ALLOWED naming the rule (an allied carrier, a wing's ship,
                         *  the wrong phase); a ship too far away is NOT_ALLOWED on `ship.pose`. */
                        export function dockShip(request: DockShipRequest): DockShipResponse;



                        export type PlayerOrderRequest = {
                            mode: "headToHead" | "freeForAll" | "teamBattle";
                            players?: string[]; teams?: { id: string; players: string[] }[];
                            call?: "hitCrit" | "blankFocus"; winnerChooses?: "first" | "second"; seed?: number;
                        };
                        export type PlayerOrderResponse = {
                            seed: number; roll: { face: AttackFaceName; roller: string; caller: string; winner: string } | null;
                            order: string[]; players: { id: string; player: number; team?: 0 | 1 }[]; effectOrder: string[];
                        };
                        /** Epic player order. Head-to-head: `players[0]` rolls an attack die, `players[1]` calls ("hitCrit"
                         *  default, or "blankFocus"); the winner chooses (`winnerChooses`, default "first"). Team battle: the
                         *  same between `teams[0]` and `teams[1]`; the first team's players come first. Free-for-all: player
                         *  numbers drawn at random. `players[].player` (and `team`) feed roundOrder's ties; `effectOrder` is the
                         *  order simultaneous effects resolve in, from the first player down. Omitted seed: drawn and returned. */
                        export function playerOrder(request: PlayerOrderRequest): PlayerOrderResponse;



                        export type SquadRule = "squadLimit" | "hugeShipOrWing" | "hugeHalf" | "wingSize" | "wingSmallShips";
                        /** XWS 2.0 factions (xwing-data2's faction ids) and XWS 1.x factions (xws-spec README-1.x.md). */
                        export type XwsFaction2e = "rebelalliance" | "galacticempire" | "scumandvillainy" | "firstorder" | "resistance"
                        | "galacticrepublic" | "separatistalliance";
                        export type XwsFaction1e = "rebel" | "imperial" | "scum";
                        /** XWS slot keys: 2e as xwing-data2 names its upgrade files (`forcepower`, `tacticalrelay` read too), 1e the 1.x keys. */
                        export type XwsSlotKey2e = "astromech" | "cannon" | "cargo" | "command" | "configuration" | "crew" | "device" | "force-power"
                        | "forcepower" | "gunner" | "hardpoint" | "hyperdrive" | "illicit" | "missile" | "modification" | "sensor" | "tactical-relay"
                        | "tacticalrelay" | "talent" | "team" | "tech" | "title" | "torpedo" | "turret";
                        export type XwsSlotKey1e = "amd" | "bomb" | "cannon" | "cargo" | "crew" | "ept" | "hardpoint" | "illicit" | "missile" | "mod"
                        | "samd" | "system" | "team" | "tech" | "title" | "torpedo" | "turret";
                        /** XWS `vendor`: data by vendor name, ignored. */
                        export type XwsVendor = { [vendor: string]: unknown };
                        /** An XWS 2.0 pilot entry; `points` and `vendor` are read as nothing, as are `ship` and `name` some builders add. */
                        export type XwsPilot2e = { id: PilotName; upgrades?: { [K in XwsSlotKey2e]?: UpgradeName[] }; points?: number; vendor?: XwsVendor;
                        ship?: unknown; name?: unknown };
                        /** An XWS 1.x pilot entry: a CR90's or Raider's two section cards share a `multisection_id`. */
                        export type XwsPilot1e = { name: PilotName; ship: ShipName; upgrades?: { [K in XwsSlotKey1e]?: UpgradeName[] };
                        multisection_id?: number; points?: number; vendor?: XwsVendor };
                        /** The spec's optional keys, read as nothing (its `points` "SHOULD be ignored by importing applications"). */
                        export type XwsSquadInfo = { version?: string; name?: string; description?: string; points?: number; vendor?: XwsVendor;
                        obstacles?: string[] };
                        export type XwsSquad2e = XwsSquadInfo & { faction: XwsFaction2e; pilots: XwsPilot2e[] };
                        export type XwsSquad1e = XwsSquadInfo & { faction: XwsFaction1e; pilots: XwsPilot1e[] };
                        /** An XWS squad as squad builders export it, by edition. */
                        export type XwsSquad = XwsSquad2e | XwsSquad1e;
                        export type XwsPilot = XwsPilot2e | XwsPilot1e;
                        export type SquadMode = "standard" | "extended" | "epic";
                        export type SquadProblemRule = SquadRule | "unknownFaction" | "unknownPilot" | "unknownUpgrade" | "unknownSlot" | "faction"
                        | "format" | "slot" | "slotKey" | "restriction" | "limited" | "unique" | "loadout" | "standardLoadout" | "hugeShipOnly"
                        | "epicRestriction" | "moreProblems";
                        /** `pilot`: index in `xws.pilots` (null: the whole squad); `upgrade`: the card's id when the problem is one card's. */
                        export type SquadProblem = { pilot: number | null; upgrade?: string; rule: SquadProblemRule; message: string };
                        /** `limit`: standard and extended play, a points limit (default 2e 20, 1e 100); Epic, the squadron requirements'
                         *  limit, shared by `players` (Epic only). */
                        export type CheckSquadRequest = { edition?: "2e"; mode: SquadMode; xws: XwsSquad2e; limit?: number; players?: number }
                        | { edition: "1e"; mode: "standard" | "epic"; xws: XwsSquad1e; limit?: number; players?: number };
                        export type CheckSquadResponse = { legal: boolean; problems: SquadProblem[]; points: number; limit: number | null;
                        pilots: { points: number; upgrades: number; loadout: number }[];
                        epic: { limit: number; total: number; hugePoints: number; hugeLimit: number } | null };
                        /** An XWS squad checked against the cards of its edition (docs/squads.md "Squads"): never throws for an
                         *  illegal squad, only for a malformed one. Its points within the format's limit (`squadLimit`), or in Epic
                         *  with `limit` (and `players`) the Epic squadron requirements. */
                        export function checkSquad(request: CheckSquadRequest): CheckSquadResponse;
                        export type CheckSquadEpicRequest = {
                            limit: number; players?: number;
                            ships: { id: string; ship: string; points: number; upgrades?: number; wing?: string }[];
                        };
                        export type CheckSquadEpicResponse = { legal: boolean; problems: { rule: SquadRule; message: string }[]; limit: number; total: number;
                        hugePoints: number; hugeLimit: number; wings: string[] };
                        /** Epic event guidance: at least 1 huge ship or wing (3–6 small ships sharing `wing`), at most half the
                         *  limit (rounded up) on huge ships and their upgrades, the total within the limit. `players`: a team's
                         *  limit is divided between them, rounded down. Points are squad points or threat, as the caller's. */
                        export function checkSquad(request: CheckSquadEpicRequest): CheckSquadEpicResponse;
                        export type SquadShipsRequest = { edition?: "2e"; xws: XwsSquad2e; player?: number; team?: number }
                        | { edition: "1e"; xws: XwsSquad1e; player?: number; team?: number };
                        export type SquadShipsResponse = {
                            ships: { id: string; ship: ShipName; pilot: PilotName; upgrades: { [slot: string]: UpgradeName[] }; entries: number[];
                            player?: number; team?: number }[] };
                            /** The engine's ships for an XWS squad (a 1e CR90's or Raider's section cards make one ship); poses are the caller's. */
                            export function squadShips(request: SquadShipsRequest): SquadShipsResponse;


                            // @generated by `node scripts/cards/build.mjs` from the card tables: do not edit.
                            /** A ship or pilot id of the card data `ship` accepts: 2e ship and pilot xws ids, 1e ship xws ids (docs/api.md "Ship names"). */
                            export type CardShipName =
                            | "066" | "104thbattalionpilot" | "212thbattalionpilot" | "4lom" | "709thlegionace" | "7thskycorpspilot" | "aaylasecura" | "academypilot"
                            | "adigallia" | "adigallia-delta7baethersprite" | "adonfox-battleoverendor" | "aftabackbar" | "agentterex" | "agenttierny" | "aggressor" | "aggressorassaultfighter"
                            | "ahhav" | "ahsokatano" | "ahsokatano-delta7baethersprite" | "ahsokatano-rz1awing" | "airencracken" | "alderaanianguard" | "alexsandrkallus" | "alphaclassstarwing"
                            | "alphasquadronpilot" | "amaxinewarrior" | "anakinskywalker" | "anakinskywalker-btlbywing" | "anakinskywalker-delta7baethersprite" | "anakinskywalker-eta2actis" | "anakinskywalker-nabooroyaln1starfighter" | "anakinskywalker-siegeofcoruscant"
                            | "ap5" | "arc170" | "arc170starfighter" | "arlizhadrassian" | "arvelcrynyd" | "arvelcrynyd-battleoverendor" | "arvelcrynyd-swz106" | "asajjventress"
                            | "asf01bwing" | "attackshuttle" | "aurrasing" | "autopilotdrone" | "auzituckgunship" | "avenger" | "awing" | "axe"
                            | "axe-siegeofcoruscant" | "backdraft" | "backstabber-battleofyavin" | "baktoiddrone" | "baktoidprototype" | "baktoidprototype-siegeofcoruscant" | "banditsquadronpilot" | "baronoftheempire"
                            | "barrissoffee" | "barrissoffee-delta7baethersprite" | "bb8" | "belbullab22starfighter" | "benteene" | "benthictwotubes" | "berwerkret" | "biggsdarklighter"
                            | "biggsdarklighter-battleofyavin" | "binayrepirate" | "blackout" | "blacksquadronace" | "blacksquadronace-t70xwing" | "blacksquadronscout" | "blacksunace" | "blacksunassassin"
                            | "blacksunenforcer" | "blacksunsoldier" | "bladesquadronveteran" | "bluesquadronescort" | "bluesquadronpilot" | "bluesquadronprotector" | "bluesquadronrecruit" | "bluesquadronrookie"
                            | "bluesquadronscout" | "bobafett" | "bobafett-firesprayclasspatrolcraft" | "bodhirook" | "bodicavenj" | "bokatankryze" | "bokatankryze-separatistalliance" | "bombardmentdrone"
                            | "boost" | "bossk" | "bossk-z95af4headhunter" | "bountyhunter" | "bravoflightofficer" | "braylenstramm" | "braylenstramm-battleoverendor" | "breach"
                            | "broadside" | "bsf17bomber" | "btanr2ywing" | "btla4ywing" | "btlbywing" | "btls8kwing" | "bwing" | "cadbane"
                            | "cadbane-separatistalliance" | "caithrenalli" | "caithrenalli-btanr2ywing" | "captaincardinal" | "captaindobbs" | "captainferoph" | "captainhark" | "captainjonus"
                            | "captainjonus-swz105" | "captainjonus-swz98" | "captainjostero" | "captainkagi" | "captainnym" | "captainoicunn" | "captainphasma" | "captainrex"
                            | "captainsear" | "captainseevor" | "captainyorr-battleoverendor" | "caridaacademycadet" | "cartelexecutioner" | "cartelmarauder" | "cartelspacer" | "cassianandor"
                            | "cat" | "cavernangelszealot" | "chertek" | "chewbacca" | "chewbacca-scavengedyt1300" | "chopper" | "chopper-gauntletfighter" | "cienaree"
                            | "clanwrenvolunteer" | "clonez95headhunter" | "cobaltsquadronbomber" | "colicoiddestroyer" | "colicoidinterceptor" | "coloneljendon" | "coloneljendon-battleoverendor" | "colonelvessery"
                            | "colossusstationmechanic" | "commandantgoran" | "commandermalarus" | "commandermalarus-xiclasslightshuttle" | "constablezuvio" | "contractedscout" | "contrail" | "contrail-siegeofcoruscant"
                            | "corranhorn" | "corranhorn-t65xwing" | "coruskapellim" | "countdooku" | "countdooku-siegeofcoruscant" | "countdown" | "countessryad" | "covanell"
                            | "cr90corelliancorvette" | "cr90corvetteaft" | "cr90corvettefore" | "croccruiser" | "crymorahgoon" | "customizedyt1300lightfreighter" | "cutlasssquadronpilot" | "dacebonearm"
                            | "dalanoberos" | "dalanoberos-starviperclassattackplatform" | "darkcourier" | "darkcurse-battleofyavin" | "darthmaul" | "darthvader" | "darthvader-battleofyavin" | "darthvader-swz105"
                            | "darthvader-tieddefender" | "dashrendar" | "dashrendar-swz103-rebelalliance" | "dashrendar-swz103-sl-rebelalliance" | "dashrendar-swz103-sl-scumandvillainy" | "dbs32c" | "dbs32c-siegeofcoruscant" | "dbs404"
                            | "dbs404-siegeofcoruscant" | "deathfire" | "deathfire-swz98" | "deathrain" | "deathwatchwarrior" | "delmeeko" | "delta7aethersprite" | "delta7baethersprite"
                            | "deltasquadronpilot" | "dengar" | "derekklivian" | "dextiree-battleofyavin" | "dfs081" | "dfs081-siegeofcoruscant" | "dfs311" | "dfs311-siegeofcoruscant"
                            | "dgs047" | "dgs286" | "dineeellberger" | "dirkullodin" | "dis347" | "dis347-siegeofcoruscant" | "dist81" | "dist81-siegeofcoruscant"
                            | "doctoraphra" | "doubleedge" | "dread" | "drearenthal" | "drift" | "droidtrifighter" | "dt798" | "duchess"
                            | "durge" | "durge-separatistalliance" | "dutchvander" | "dutchvander-battleofyavin" | "dutchvander-swz106" | "echo" | "echo-ssl" | "echobaseevacuees"
                            | "edonkappehl" | "edriotwotubes" | "elloasty" | "ember" | "emonazzameen" | "epsilonsquadroncadet" | "escapecraft" | "esegetuketu"
                            | "eta2actis" | "evaanverlaine" | "ewing" | "ezrabridger" | "ezrabridger-gauntletfighter" | "ezrabridger-sheathipedeclassshuttle" | "ezrabridger-tielnfighter" | "fangfighter"
                            | "fearsomepredator" | "feethanottrawautopilot" | "fennrau" | "fennrau-fangfighter" | "fennrau-sheathipedeclassshuttle" | "fifthbrother" | "finchdallow" | "finn"
                            | "fireball" | "firespray31" | "firesprayclasspatrolcraft" | "firstordercadet" | "firstordercollaborators" | "firstordercourier" | "firstorderprovocateur" | "firstordersympathizers"
                            | "firstordertestpilot" | "flightleaderubbel" | "foremanproach" | "freightercaptain" | "g1astarfighter" | "g4rgorvm" | "gammasquadronace" | "gamutkey"
                            | "gandfindsman" | "garsaxon" | "garvendreis" | "garvendreis-battleofyavin" | "garvendreis-t65xwing" | "gauntletfighter" | "gavindarklighter" | "gavynsykes"
                            | "gemmersojan-battleoverendor" | "generalgrievous" | "genesisred" | "geonosianprototype" | "gideonhask" | "gideonhask-tieininterceptor" | "gideonhask-xiclasslightshuttle" | "ginamoonsong"
                            | "ginamoonsong-battleoverendor" | "goji" | "goldsquadrontrooper" | "goldsquadronveteran" | "gorgol" | "gozanticlasscruiser" | "gr75mediumtransport" | "grandinquisitor"
                            | "graysquadronbomber" | "graz" | "greensquadronexpert" | "greensquadronpilot" | "greersonnel" | "grudge" | "guildbountyhunter" | "guri"
                            | "hansolo" | "hansolo-battleofyavin" | "hansolo-modifiedyt1300lightfreighter" | "hansolo-scavengedyt1300" | "haorchallprototype" | "haorchallprototype-siegeofcoruscant" | "hawk" | "hawk-clonez95headhunter"
                            | "hefftobber" | "herasyndulla" | "herasyndulla-asf01bwing" | "herasyndulla-rz1awing" | "herasyndulla-vcx100lightfreighter" | "hiredgun" | "hmpdroidgunship" | "holo"
                            | "holokand-battleofyavin" | "hondoohnaka" | "hortonsalm" | "hortonsalm-swz106" | "hound" | "howlrunner" | "hwk290" | "hwk290lightfreighter"
                            | "hyenaclassdroidbomber" | "ibtisam" | "idenversio" | "idenversio-battleofyavin" | "idenversio-swz105" | "ig101" | "ig102" | "ig111"
                            | "ig88a" | "ig88b" | "ig88c" | "ig88d" | "imdaartestpilot" | "imperialsupercommando" | "inaldra" | "inquisitor"
                            | "isbjingoist" | "jag" | "jag-siegeofcoruscant" | "jakefarrell" | "jakefarrell-swz106" | "jakkugunrunner" | "jangofett" | "janors"
                            | "jarekyeager" | "jaycristubbs" | "jedigeneral" | "jediknight" | "jediknight-delta7baethersprite" | "jekporkins" | "jekporkins-battleofyavin" | "jekporkins-swz106"
                            | "jessikapava" | "jinatasecurityofficer" | "jophseastriker" | "joyrekkoff" | "juljerjerrod" | "jumpmaster5000" | "junoeclipse" | "k2so"
                            | "kaatoleeachos" | "kadsolus" | "kananjarrus" | "kananjarrus-hwk290lightfreighter" | "karekun" | "kashyyykdefender" | "kathscarlet" | "kavil"
                            | "kazudaxiono" | "kelrodoaiholdout" | "kendyidele-battleoverendor" | "keovenzee" | "ketsuonyo" | "kickback" | "kickback-siegeofcoruscant" | "kihraxzfighter"
                            | "kijimispicerunner" | "killer" | "kitfisto" | "klick" | "klick-siegeofcoruscant" | "knack" | "knavesquadronescort" | "koshkafrost"
                            | "krassistrelix" | "kullbeesperado" | "kwing" | "kylekatarn" | "kyloren" | "kyloren-tiewiwhispermodifiedinterceptor" | "l337" | "l337-escapecraft"
                            | "laatigunship" | "laetinashera" | "lambdaclassshuttle" | "lambdaclasst4ashuttle" | "lancerclasspursuitcraft" | "landocalrissian" | "landocalrissian-battleoverendor" | "landocalrissian-escapecraft"
                            | "landocalrissian-modifiedyt1300lightfreighter" | "landocalrissian-scavengedyt1300" | "lapin" | "lattsrazzi" | "lawlesspirates" | "leebo" | "leebo-swz103-rebelalliance" | "leebo-swz103-sl-rebelalliance"
                            | "leebo-swz103-sl-scumandvillainy" | "leemakai" | "leevantenza" | "legafossang" | "leiaorgana" | "lieutenantbastian" | "lieutenantblount" | "lieutenantdormitz"
                            | "lieutenantgalek" | "lieutenanthebsly-battleoverendor" | "lieutenantkarsabi" | "lieutenantkarsabi-ssl" | "lieutenantkestal" | "lieutenantlehuse" | "lieutenantlorrir" | "lieutenantrivas"
                            | "lieutenantsai" | "lieutenanttavson" | "lingaava" | "logisticsdivisionpilot" | "lokrevenant" | "longshot" | "lothalrebel" | "lowhhrick"
                            | "loyalistvolunteer" | "lukeskywalker" | "lukeskywalker-battleofyavin" | "lukeskywalker-swz106" | "lulolampar" | "luminaraunduli" | "luminaraunduli-delta7baethersprite" | "lyttandree"
                            | "m12lkimogilafighter" | "m3ainterceptor" | "maarekstele" | "maarekstele-swz105" | "macewindu" | "macewindu-delta7baethersprite" | "magnaguardexecutioner" | "magnaguardprotector"
                            | "magnatolvan" | "magvayarro" | "majormianda-battleoverendor" | "majorrhymer" | "majorrhymer-swz98" | "majorstridan" | "majorvermeil" | "majorvonreg"
                            | "majorvynder" | "majorvynder-ssl" | "manaroo" | "mandalorianresistancepilot" | "mandalorianroyalguard" | "matchstick" | "maul" | "maulermithel"
                            | "maulermithel-battleofyavin" | "mausmonare-battleoverendor" | "merlcobben" | "mg100starfortress" | "midnight" | "miningguildsentry" | "miningguildsurveyor" | "mirandadoni"
                            | "modifiedtielnfighter" | "modifiedyt1300lightfreighter" | "moffgideon" | "moraloeval" | "mornakee" | "muse" | "naboohandmaiden" | "nabooroyaln1starfighter"
                            | "nantexclassstarfighter" | "nashtahpup" | "nashwindrider" | "ndrusuhlak" | "netrempollard" | "newrepublicpatrol" | "newrepublicvolunteers" | "niennunb"
                            | "nightbeast" | "nightbeast-swz105" | "nightfall" | "nimbusclassvwing" | "nimichireen" | "niteowlliberator" | "nodinchavdri" | "nomlumb"
                            | "nomlumb-rogueclassstarfighter" | "norrawexley" | "norrawexley-btla4ywing" | "null" | "nusquadronpilot" | "obiwankenobi" | "obiwankenobi-delta7baethersprite" | "obiwankenobi-eta2actis"
                            | "obiwankenobi-siegeofcoruscant" | "obsidiansquadronpilot" | "oddball" | "oddball-arc170starfighter" | "oddball-btlbywing" | "oddball-nimbusclassvwing" | "oddball-siegeofcoruscant" | "oldteroch"
                            | "omegasquadronace" | "omegasquadronexpert" | "omicrongrouppilot" | "onderonoppressor" | "onyxsquadronace" | "onyxsquadronscout" | "onyxsquadronsentry" | "outerrimenforcer"
                            | "outerrimgarrison" | "outerrimhunter" | "outerrimpatrol" | "outerrimpioneer" | "outerrimsmuggler" | "overseeryushyn" | "padmeamidala" | "padric"
                            | "paigetico" | "palobgodalhi" | "pammichnerrogoode" | "partisanrenegade" | "patrolleader" | "petranakiarenaace" | "pettyofficerthanisson" | "phlacarphoccprototype"
                            | "phlacarphoccprototype-siegeofcoruscant" | "phoenixsquadronpilot" | "planetarysentinel" | "plokoon" | "plokoon-delta7baethersprite" | "poedameron" | "poedameron-scavengedyt1300" | "poedameron-swz68"
                            | "popskrail" | "popskrail-battleofyavin" | "precisehunter" | "previzsla" | "princexizor" | "protectoratestarfighter" | "puresabacc" | "q90"
                            | "quadjumper" | "quadrijettransferspacetug" | "quickdraw" | "quinnjast" | "r1j5" | "r2d2" | "raiderclasscorvette" | "raiderclasscorvetteaft"
                            | "raiderclasscorvettefore" | "rampage" | "reapersquadronscout" | "rearadmiralchiraneau" | "rebelscout" | "recoil" | "redfuryzealot" | "redline"
                            | "redsquadronbomber" | "redsquadronexpert" | "redsquadronveteran" | "republicjudiciary" | "resistancesympathizer" | "resistancetransport" | "resistancetransportpod" | "rexlerbrath"
                            | "rey" | "rhosquadronpilot" | "ricolie" | "roarkgarnet" | "rogueclassstarfighter" | "roguesquadronescort" | "ronithblario" | "rookkast"
                            | "rosetico" | "rush" | "rz1awing" | "rz2awing" | "sabersquadronace" | "sabinewren" | "sabinewren-lancerclasspursuitcraft" | "sabinewren-rz1awing"
                            | "sabinewren-tielnfighter" | "saeseetiin" | "saeseetiin-delta7baethersprite" | "sapphire2-battleoverendor" | "sarcoplank" | "sawgerrera" | "scarifbasepilot" | "scavengedyt1300"
                            | "scimitar1-battleoverendor" | "scimitar3-battleoverendor" | "scimitarsquadronpilot" | "scorch" | "scorch-tiesebomber" | "scourgeskutu" | "scurrgh6bomber" | "scythe6-battleoverendor"
                            | "secondsister" | "seftinvanik" | "separatistbomber" | "separatistdrone" | "separatistinterceptor" | "separatistpredator" | "separatistprivateers" | "separatistracketeer"
                            | "serissu" | "seventhsister" | "seynmarana" | "shaakti" | "shaakti-siegeofcoruscant" | "shadowcollectiveoperator" | "shadowporthunter" | "shadowsquadronescort"
                            | "shadowsquadronveteran" | "sharabey" | "sharabey-rz1awing" | "sharabey-swz106" | "shasazaro" | "sheathipedeclassshuttle" | "sicko" | "sienarjaemusengineer"
                            | "sienarjaemustestpilot" | "sienarspecialist" | "sigma4-battleofyavin" | "sigma5-battleofyavin" | "sigma6-battleofyavin" | "sigma7-battleofyavin" | "sigmasquadronace" | "sinker"
                            | "sithinfiltrator" | "skakoanace" | "skullsquadronpilot" | "slammer" | "slider" | "solsixxa" | "soontirfel" | "soontirfel-battleoverendor"
                            | "spicerunner" | "squadsevenveteran" | "st70assaultship" | "stalgasinhiveguard" | "starkillerbasepilot" | "starviper" | "starviperclassattackplatform" | "static"
                            | "stormsquadronace" | "stub" | "sunfac" | "sunnybounder" | "suralindajavos" | "swoop" | "syliureclasshyperspacering" | "syndicatesmugglers"
                            | "t65xwing" | "t70xwing" | "takajamoreesa" | "talasquadronpilot" | "tallissanlintra" | "talonbanecobra" | "tansariipointveteran" | "tapusk"
                            | "technounionbomber" | "teltrevura" | "temminwexley" | "temminwexley-swz68" | "tempestsquadronpilot" | "tennumb" | "tezanasz" | "thanekyrell"
                            | "theironassembler" | "themandalorian" | "tieadvanced" | "tieadvancedv1" | "tieadvancedx1" | "tieadvprototype" | "tieagaggressor" | "tieaggressor"
                            | "tiebainterceptor" | "tiebomber" | "tiecapunisher" | "tieddefender" | "tiedefender" | "tiefighter" | "tiefofighter" | "tieininterceptor"
                            | "tieinterceptor" | "tielnfighter" | "tiephantom" | "tiephphantom" | "tiepunisher" | "tierbheavy" | "tiereaper" | "tiesabomber"
                            | "tiesebomber" | "tiesffighter" | "tiesilencer" | "tieskstriker" | "tiestriker" | "tievnsilencer" | "tiewiwhispermodifiedinterceptor" | "tn3465"
                            | "tomaxbren" | "tomaxbren-swz105" | "tomaxbren-swz98" | "toranikulda" | "torkilmux" | "torphun" | "tradefederationdrone" | "trandoshanslaver"
                            | "transgalmegcontrollink" | "tridentclassassaultship" | "tucker" | "turrphennir" | "tychocelchu" | "tychocelchu-battleoverendor" | "unkarplutt" | "upsilonclassshuttle"
                            | "ut60duwing" | "uwing" | "v19torrentstarfighter" | "vagabond" | "valenrudor" | "valenrudor-swz105" | "vcx100" | "vcx100lightfreighter"
                            | "vedfoslo" | "venisadoza" | "vennie" | "viktorhel" | "viktorhel-rogueclassstarfighter" | "vimoradi" | "vizier" | "volandas"
                            | "vt49decimator" | "vultskerris" | "vultskerris-tieininterceptor" | "vultureclassdroidfighter" | "wampa" | "wampa-battleofyavin" | "wardensquadronpilot" | "warthog"
                            | "warthog-clonez95headhunter" | "wattambor" | "wedgeantilles" | "wedgeantilles-battleofyavin" | "wedgeantilles-battleoverendor" | "wedgeantilles-rz1awing" | "wesjanson" | "whirlwind"
                            | "whisper" | "whisper-ssl" | "wildspacefringer" | "wilhufftarkin" | "wilsateshlo" | "wolffe" | "wolffe-siegeofcoruscant" | "wrath"
                            | "wrobietyce" | "wullffwarro" | "xiclasslightshuttle" | "xwing" | "yendor-battleoverendor" | "yoda" | "yricaquell" | "yt1300"
                            | "yt2400" | "yt2400lightfreighter" | "yv666" | "yv666lightfreighter" | "ywing" | "z95af4headhunter" | "z95headhunter" | "zamwesell"
                            | "zaribangel" | "zayversio" | "zealousrecruit" | "zeborrelios" | "zeborrelios-sheathipedeclassshuttle" | "zeborrelios-tielnfighter" | "zertikstrom" | "zetasquadronpilot"
                            | "zetasquadronsurvivor" | "zizitlo" | "zoriibliss" | "zuckuss";
                            /** A pilot id `pilot` accepts beside a ship id: 1e and 2e pilot xws ids. */
                            export type CardPilotName =
                            | "066" | "104thbattalionpilot" | "212thbattalionpilot" | "4lom" | "709thlegionace" | "7thskycorpspilot" | "aaylasecura" | "academypilot"
                            | "adigallia" | "adigallia-delta7baethersprite" | "adonfox-battleoverendor" | "aftabackbar" | "agentterex" | "agenttierny" | "ahhav" | "ahsokatano"
                            | "ahsokatano-delta7baethersprite" | "ahsokatano-rz1awing" | "airencracken" | "alderaanianguard" | "alexsandrkallus" | "alphasquadronpilot" | "amaxinewarrior" | "anakinskywalker"
                            | "anakinskywalker-btlbywing" | "anakinskywalker-delta7baethersprite" | "anakinskywalker-eta2actis" | "anakinskywalker-nabooroyaln1starfighter" | "anakinskywalker-siegeofcoruscant" | "ap5" | "arlizhadrassian" | "arvelcrynyd"
                            | "arvelcrynyd-battleoverendor" | "arvelcrynyd-swz106" | "asajjventress" | "aurrasing" | "autopilotdrone" | "avenger" | "avengersquadronpilot" | "axe"
                            | "axe-siegeofcoruscant" | "backdraft" | "backstabber" | "backstabber-battleofyavin" | "baktoiddrone" | "baktoidprototype" | "baktoidprototype-siegeofcoruscant" | "banditsquadronpilot"
                            | "baronoftheempire" | "barrissoffee" | "barrissoffee-delta7baethersprite" | "bb8" | "benteene" | "benthictwotubes" | "berwerkret" | "biggsdarklighter"
                            | "biggsdarklighter-battleofyavin" | "binayrepirate" | "blackeightsqpilot" | "blackmoonsquadronpilot" | "blackout" | "blacksquadronace" | "blacksquadronace-t70xwing" | "blacksquadronpilot"
                            | "blacksquadronscout" | "blacksunace" | "blacksunassassin" | "blacksunenforcer" | "blacksunsoldier" | "blacksunvigo" | "bladesquadronveteran" | "blueace"
                            | "bluesquadronescort" | "bluesquadronnovice" | "bluesquadronpathfinder" | "bluesquadronpilot" | "bluesquadronprotector" | "bluesquadronrecruit" | "bluesquadronrookie" | "bluesquadronscout"
                            | "bobafett" | "bobafett-firesprayclasspatrolcraft" | "bodhirook" | "bodicavenj" | "bokatankryze" | "bokatankryze-separatistalliance" | "bombardmentdrone" | "boost"
                            | "bossk" | "bossk-z95af4headhunter" | "bountyhunter" | "bravoflightofficer" | "braylenstramm" | "braylenstramm-battleoverendor" | "breach" | "broadside"
                            | "cadbane" | "cadbane-separatistalliance" | "caithrenalli" | "caithrenalli-btanr2ywing" | "captaincardinal" | "captaindobbs" | "captainferoph" | "captainhark"
                            | "captainjonus" | "captainjonus-swz105" | "captainjonus-swz98" | "captainjostero" | "captainkagi" | "captainnym" | "captainoicunn" | "captainphasma"
                            | "captainrex" | "captainsear" | "captainseevor" | "captainyorr" | "captainyorr-battleoverendor" | "caridaacademycadet" | "carnorjax" | "cartelbrute"
                            | "cartelexecutioner" | "cartelmarauder" | "cartelspacer" | "cassianandor" | "cat" | "cavernangelszealot" | "chaser" | "chertek"
                            | "chewbacca" | "chewbacca-scavengedyt1300" | "chewbacca-swx57" | "chopper" | "chopper-gauntletfighter" | "cienaree" | "clanwrenvolunteer" | "cobaltleader"
                            | "cobaltsquadronbomber" | "colicoiddestroyer" | "colicoidinterceptor" | "coloneljendon" | "coloneljendon-battleoverendor" | "colonelvessery" | "colossusstationmechanic" | "commandantgoran"
                            | "commanderalozen" | "commanderkenkirk" | "commandermalarus" | "commandermalarus-xiclasslightshuttle" | "concorddawnace" | "concorddawnveteran" | "constablezuvio" | "contractedscout"
                            | "contrail" | "contrail-siegeofcoruscant" | "corranhorn" | "corranhorn-t65xwing" | "coruskapellim" | "countdooku" | "countdooku-siegeofcoruscant" | "countdown"
                            | "countessryad" | "covanell" | "cr90corvetteaft" | "cr90corvettefore" | "crimsonleader" | "crimsonspecialist" | "crimsonsquadronpilot" | "croccruiser"
                            | "crymorahgoon" | "cutlasssquadronpilot" | "dacebonearm" | "daggersquadronpilot" | "dalanoberos" | "dalanoberos-starviperclassattackplatform" | "darkcourier" | "darkcurse"
                            | "darkcurse-battleofyavin" | "darthmaul" | "darthvader" | "darthvader-battleofyavin" | "darthvader-swz105" | "darthvader-tieddefender" | "dashrendar" | "dashrendar-swz103-rebelalliance"
                            | "dashrendar-swz103-sl-rebelalliance" | "dashrendar-swz103-sl-scumandvillainy" | "dbs32c" | "dbs32c-siegeofcoruscant" | "dbs404" | "dbs404-siegeofcoruscant" | "deathfire" | "deathfire-swz98"
                            | "deathrain" | "deathwatchwarrior" | "delmeeko" | "deltasquadronpilot" | "dengar" | "derekklivian" | "dextiree-battleofyavin" | "dfs081"
                            | "dfs081-siegeofcoruscant" | "dfs311" | "dfs311-siegeofcoruscant" | "dgs047" | "dgs286" | "dineeellberger" | "dirkullodin" | "dis347"
                            | "dis347-siegeofcoruscant" | "dist81" | "dist81-siegeofcoruscant" | "doctoraphra" | "doubleedge" | "dread" | "drearenthal" | "drift"
                            | "dt798" | "duchess" | "durge" | "durge-separatistalliance" | "dutchvander" | "dutchvander-battleofyavin" | "dutchvander-swz106" | "eadenvrill"
                            | "echo" | "echo-ssl" | "echobaseevacuees" | "edonkappehl" | "edriotwotubes" | "elloasty" | "ember" | "emonazzameen"
                            | "epsilonace" | "epsilonleader" | "epsilonsquadroncadet" | "epsilonsquadronpilot" | "esegetuketu" | "etahnabaht" | "evaanverlaine" | "ezrabridger"
                            | "ezrabridger-gauntletfighter" | "ezrabridger-sheathipedeclassshuttle" | "ezrabridger-tielnfighter" | "fearsomepredator" | "feethanottrawautopilot" | "felswrath" | "fennrau" | "fennrau-fangfighter"
                            | "fennrau-sheathipedeclassshuttle" | "fifthbrother" | "finchdallow" | "finn" | "firstordercadet" | "firstordercollaborators" | "firstordercourier" | "firstorderprovocateur"
                            | "firstordersympathizers" | "firstordertestpilot" | "flightleaderubbel" | "foremanproach" | "freightercaptain" | "g4rgorvm" | "gammasquadronace" | "gammasquadronpilot"
                            | "gammasquadronveteran" | "gamutkey" | "gandfindsman" | "garsaxon" | "garvendreis" | "garvendreis-battleofyavin" | "garvendreis-t65xwing" | "gavindarklighter"
                            | "gavynsykes" | "gemmersojan" | "gemmersojan-battleoverendor" | "generalgrievous" | "genesisred" | "geonosianprototype" | "gideonhask" | "gideonhask-tieininterceptor"
                            | "gideonhask-xiclasslightshuttle" | "ginamoonsong" | "ginamoonsong-battleoverendor" | "glaivesquadronpilot" | "goji" | "goldsquadronpilot" | "goldsquadrontrooper" | "goldsquadronveteran"
                            | "gorgol" | "gozanticlasscruiser" | "gr75mediumtransport" | "grandinquisitor" | "graysquadronbomber" | "graysquadronpilot" | "graz" | "grazthehunter"
                            | "greensquadronexpert" | "greensquadronpilot" | "greersonnel" | "grudge" | "guardiansquadronpilot" | "guildbountyhunter" | "guri" | "hansolo"
                            | "hansolo-battleofyavin" | "hansolo-modifiedyt1300lightfreighter" | "hansolo-scavengedyt1300" | "hansolo-swx57" | "haorchallprototype" | "haorchallprototype-siegeofcoruscant" | "hawk" | "hawk-clonez95headhunter"
                            | "hefftobber" | "herasyndulla" | "herasyndulla-asf01bwing" | "herasyndulla-rz1awing" | "herasyndulla-vcx100lightfreighter" | "hiredgun" | "hobbieklivian" | "holo"
                            | "holokand-battleofyavin" | "hondoohnaka" | "hortonsalm" | "hortonsalm-swz106" | "hound" | "howlrunner" | "ibtisam" | "idenversio"
                            | "idenversio-battleofyavin" | "idenversio-swz105" | "ig101" | "ig102" | "ig111" | "ig88a" | "ig88b" | "ig88c"
                            | "ig88d" | "imdaartestpilot" | "imperialsupercommando" | "imperialtrainee" | "inaldra" | "inquisitor" | "isbjingoist" | "jag"
                            | "jag-siegeofcoruscant" | "jakefarrell" | "jakefarrell-swz106" | "jakkugunrunner" | "jangofett" | "janors" | "jarekyeager" | "jaycristubbs"
                            | "jedigeneral" | "jediknight" | "jediknight-delta7baethersprite" | "jekporkins" | "jekporkins-battleofyavin" | "jekporkins-swz106" | "jessikapava" | "jesspava"
                            | "jinatasecurityofficer" | "jophseastriker" | "joyrekkoff" | "juljerjerrod" | "junoeclipse" | "k2so" | "kaatoleeachos" | "kadsolus"
                            | "kananjarrus" | "kananjarrus-hwk290lightfreighter" | "karekun" | "karthakkpirate" | "kashyyykdefender" | "kathscarlet" | "kavil" | "kazudaxiono"
                            | "kelrodoaiholdout" | "kendyidele-battleoverendor" | "keovenzee" | "ketsuonyo" | "keyanfarlander" | "kickback" | "kickback-siegeofcoruscant" | "kijimispicerunner"
                            | "killer" | "kirkanos" | "kitfisto" | "klick" | "klick-siegeofcoruscant" | "knack" | "knavesquadronescort" | "knavesquadronpilot"
                            | "koshkafrost" | "krassistrelix" | "kullbeesperado" | "kylekatarn" | "kyloren" | "kyloren-tiewiwhispermodifiedinterceptor" | "l337" | "l337-escapecraft"
                            | "laetinashera" | "landocalrissian" | "landocalrissian-battleoverendor" | "landocalrissian-escapecraft" | "landocalrissian-modifiedyt1300lightfreighter" | "landocalrissian-scavengedyt1300" | "lapin" | "lattsrazzi"
                            | "lawlesspirates" | "leebo" | "leebo-swz103-rebelalliance" | "leebo-swz103-sl-rebelalliance" | "leebo-swz103-sl-scumandvillainy" | "leemakai" | "leevantenza" | "legafossang"
                            | "leiaorgana" | "lieutenantbastian" | "lieutenantblount" | "lieutenantcolzet" | "lieutenantdormitz" | "lieutenantgalek" | "lieutenanthebsly-battleoverendor" | "lieutenantkarsabi"
                            | "lieutenantkarsabi-ssl" | "lieutenantkestal" | "lieutenantlehuse" | "lieutenantlorrir" | "lieutenantrivas" | "lieutenantsai" | "lieutenanttavson" | "lingaava"
                            | "logisticsdivisionpilot" | "lokrevenant" | "longshot" | "lothalrebel" | "lowhhrick" | "loyalistvolunteer" | "lukeskywalker" | "lukeskywalker-battleofyavin"
                            | "lukeskywalker-swz106" | "lulolampar" | "luminaraunduli" | "luminaraunduli-delta7baethersprite" | "lyttandree" | "maarekstele" | "maarekstele-swz105" | "macewindu"
                            | "macewindu-delta7baethersprite" | "magnaguardexecutioner" | "magnaguardprotector" | "magnatolvan" | "magvayarro" | "majormianda-battleoverendor" | "majorrhymer" | "majorrhymer-swz98"
                            | "majorstridan" | "majorvermeil" | "majorvonreg" | "majorvynder" | "majorvynder-ssl" | "manaroo" | "mandalorianmercenary" | "mandalorianresistancepilot"
                            | "mandalorianroyalguard" | "matchstick" | "maul" | "maulermithel" | "maulermithel-battleofyavin" | "mausmonare-battleoverendor" | "merlcobben" | "midnight"
                            | "miningguildsentry" | "miningguildsurveyor" | "mirandadoni" | "moffgideon" | "moraloeval" | "mornakee" | "muse" | "naboohandmaiden"
                            | "nashtahpup" | "nashtahpuppilot" | "nashwindrider" | "ndrusuhlak" | "neradantels" | "netrempollard" | "newrepublicpatrol" | "newrepublicvolunteers"
                            | "niennunb" | "nightbeast" | "nightbeast-swz105" | "nightfall" | "nimichireen" | "niteowlliberator" | "nodinchavdri" | "nomlumb"
                            | "nomlumb-rogueclassstarfighter" | "norrawexley" | "norrawexley-btla4ywing" | "null" | "nusquadronpilot" | "obiwankenobi" | "obiwankenobi-delta7baethersprite" | "obiwankenobi-eta2actis"
                            | "obiwankenobi-siegeofcoruscant" | "obsidiansquadronpilot" | "oddball" | "oddball-arc170starfighter" | "oddball-btlbywing" | "oddball-nimbusclassvwing" | "oddball-siegeofcoruscant" | "oldteroch"
                            | "omegaace" | "omegaleader" | "omegaspecialist" | "omegasquadronace" | "omegasquadronexpert" | "omegasquadronpilot" | "omicrongrouppilot" | "onderonoppressor"
                            | "onyxsquadronace" | "onyxsquadronescort" | "onyxsquadronpilot" | "onyxsquadronscout" | "onyxsquadronsentry" | "outerrimenforcer" | "outerrimgarrison" | "outerrimhunter"
                            | "outerrimpatrol" | "outerrimpioneer" | "outerrimsmuggler" | "overseeryushyn" | "padmeamidala" | "padric" | "paigetico" | "palobgodalhi"
                            | "pammichnerrogoode" | "partisanrenegade" | "patrolleader" | "petranakiarenaace" | "pettyofficerthanisson" | "phlacarphoccprototype" | "phlacarphoccprototype-siegeofcoruscant" | "phoenixsquadronpilot"
                            | "planetarysentinel" | "plokoon" | "plokoon-delta7baethersprite" | "poedameron" | "poedameron-scavengedyt1300" | "poedameron-swx57" | "poedameron-swz68" | "popskrail"
                            | "popskrail-battleofyavin" | "precisehunter" | "previzsla" | "princexizor" | "prototypepilot" | "puresabacc" | "q90" | "quickdraw"
                            | "quinnjast" | "r1j5" | "r2d2" | "raiderclasscorvetteaft" | "raiderclasscorvettefore" | "rampage" | "reapersquadronscout" | "rearadmiralchiraneau"
                            | "rebeloperative" | "rebelscout" | "recoil" | "redace" | "redfuryzealot" | "redline" | "redsquadronbomber" | "redsquadronexpert"
                            | "redsquadronpilot" | "redsquadronveteran" | "republicjudiciary" | "resistancesympathizer" | "rexlerbrath" | "rey" | "rhosquadronpilot" | "rhosquadronveteran"
                            | "ricolie" | "roarkgarnet" | "roguesquadronescort" | "ronithblario" | "rookiepilot" | "rookkast" | "rosetico" | "royalguardpilot"
                            | "rush" | "ruthlessfreelancer" | "sabersquadronace" | "sabersquadronpilot" | "sabinewren" | "sabinewren-lancerclasspursuitcraft" | "sabinewren-rz1awing" | "sabinewren-tielnfighter"
                            | "saeseetiin" | "saeseetiin-delta7baethersprite" | "sapphire2-battleoverendor" | "sarcoplank" | "sawgerrera" | "scarifbasepilot" | "scarifdefender" | "scimitar1-battleoverendor"
                            | "scimitar3-battleoverendor" | "scimitarsquadronpilot" | "scorch" | "scorch-tiesebomber" | "scourge" | "scourgeskutu" | "scythe6-battleoverendor" | "secondsister"
                            | "seftinvanik" | "separatistbomber" | "separatistdrone" | "separatistinterceptor" | "separatistpredator" | "separatistprivateers" | "separatistracketeer" | "serissu"
                            | "seventhsister" | "seynmarana" | "shaakti" | "shaakti-siegeofcoruscant" | "shadowcollectiveoperator" | "shadowporthunter" | "shadowsquadronescort" | "shadowsquadronpilot"
                            | "shadowsquadronveteran" | "sharabey" | "sharabey-rz1awing" | "sharabey-swz106" | "shasazaro" | "sicko" | "sienarjaemusanalyst" | "sienarjaemusengineer"
                            | "sienarjaemustestpilot" | "sienarspecialist" | "sienartestpilot" | "sigma4-battleofyavin" | "sigma5-battleofyavin" | "sigma6-battleofyavin" | "sigma7-battleofyavin" | "sigmasquadronace"
                            | "sigmasquadronpilot" | "sinker" | "skakoanace" | "skullsquadronpilot" | "slammer" | "slider" | "snapwexley" | "solsixxa"
                            | "soontirfel" | "soontirfel-battleoverendor" | "spicerunner" | "squadsevenveteran" | "stalgasinhiveguard" | "starkillerbasepilot" | "static" | "stormsquadronace"
                            | "stormsquadronpilot" | "stub" | "sunfac" | "sunnybounder" | "suralindajavos" | "swoop" | "syndicatesmugglers" | "syndicatethug"
                            | "takajamoreesa" | "talasquadronpilot" | "tallissanlintra" | "talonbanecobra" | "tansariipointveteran" | "tapusk" | "tarnmison" | "technounionbomber"
                            | "teltrevura" | "temminwexley" | "temminwexley-swz68" | "tempestsquadronpilot" | "tennumb" | "testpilotblackout" | "tetrancowall" | "tezanasz"
                            | "thanekyrell" | "theinquisitor" | "theironassembler" | "themandalorian" | "thweek" | "tn3465" | "tomaxbren" | "tomaxbren-swz105"
                            | "tomaxbren-swz98" | "toranikulda" | "torkilmux" | "torphun" | "tradefederationdrone" | "trandoshanslaver" | "transgalmegcontrollink" | "tucker"
                            | "turrphennir" | "tychocelchu" | "tychocelchu-battleoverendor" | "unkarplutt" | "vagabond" | "valenrudor" | "valenrudor-swz105" | "vedfoslo"
                            | "venisadoza" | "vennie" | "viktorhel" | "viktorhel-rogueclassstarfighter" | "vimoradi" | "vizier" | "volandas" | "vultskerris"
                            | "vultskerris-tieininterceptor" | "wampa" | "wampa-battleofyavin" | "wardensquadronpilot" | "warthog" | "warthog-clonez95headhunter" | "wattambor" | "wedgeantilles"
                            | "wedgeantilles-battleofyavin" | "wedgeantilles-battleoverendor" | "wedgeantilles-rz1awing" | "wesjanson" | "whirlwind" | "whisper" | "whisper-ssl" | "wildspacefringer"
                            | "wilhufftarkin" | "wilsateshlo" | "wingedgundark" | "wolffe" | "wolffe-siegeofcoruscant" | "wookieeliberator" | "wrath" | "wrobietyce"
                            | "wullffwarro" | "yendor-battleoverendor" | "yoda" | "youngster" | "yricaquell" | "zamwesell" | "zaribangel" | "zayversio"
                            | "zealousrecruit" | "zeborrelios" | "zeborrelios-sheathipedeclassshuttle" | "zeborrelios-tielnfighter" | "zertikstrom" | "zetaace" | "zetaleader" | "zetaspecialist"
                            | "zetasquadronpilot" | "zetasquadronsurvivor" | "zizitlo" | "zoriibliss" | "zuckuss";
                            /** An upgrade card id of either edition (xws). */
                            export type CardUpgradeName =
                            | "000" | "4lom" | "aaylasecura" | "ablativeplating" | "accuracycorrector" | "aceinthehole-battleoverendor" | "adaptability" | "adaptiveailerons"
                            | "adaptiveshields" | "admiralozzel" | "admiralsloane" | "adrenalinerush" | "advancedailerons" | "advancedcloakingdevice" | "advancedoptics" | "advancedsensors"
                            | "advancedslam" | "advhomingmissiles" | "advprotontorpedoes" | "advtargetingcomputer" | "afterburners" | "agentkallus" | "agentoftheempire" | "agentterex"
                            | "agilegunner" | "ahsokatano" | "ahsokatano-crew" | "airencracken-battleoverendor" | "allianceoverhaul" | "alpha3bbesh" | "alpha3eesk" | "amilynholdo"
                            | "ancillaryionweapons-siegeofcoruscant" | "andrasta" | "angleddeflectors" | "antipursuitlasers" | "apexpredator-battleoverendor" | "arccaster" | "asajjventresscommand" | "ascoretosettle"
                            | "assailer" | "assaultmissiles" | "attackspeed-battleofyavin" | "attannimindlink" | "autoblaster" | "autoblasters" | "autoblasterturret" | "automatedloaders-swz98"
                            | "automatedprotocols" | "automatedtargetpriority" | "autothrusters" | "awingtestpilot" | "azmorigan" | "b6bladewingprototype" | "b6bladewingprototype-command" | "babufrik"
                            | "backupshieldgenerator" | "backwardstailslide" | "barragerockets" | "battlemeditation" | "bazemalbus" | "bb8" | "bbastromech" | "beskarreinforcedplating"
                            | "biohexacryptcodes" | "bistan" | "blackmarketslicertools" | "blackone" | "blanksignature-battleoverendor" | "blasterturret" | "blazerbomb" | "bloodcrow"
                            | "bobafett" | "bobafett-gunner" | "bodhirook" | "bodyguard" | "bokatankryze" | "bokatankryze-rebel-scum" | "bombardier" | "bombardmentspecialists"
                            | "bombletgenerator" | "bombloadout" | "boostedscanners" | "boshek" | "bossk" | "bounty" | "breachspecialist" | "brighthope"
                            | "brilliantevasion" | "broadcastarray" | "brokenhorn" | "bt1" | "btla4ywing" | "burnoutslam" | "burnoutthrusters" | "bwinge2"
                            | "c110p" | "c3po" | "c3po-crew" | "c3po-republic" | "cadbane" | "calculation" | "calibratedlasertargeting" | "captainhark"
                            | "captainneeda" | "captainphasma" | "captainrex" | "capturedtie" | "carlistrieekan" | "cassianandor" | "chaffparticles-battleoverendor" | "chancellorpalpatine"
                            | "chardaanrefit" | "chewbacca" | "chewbacca-battleofyavin" | "chewbacca-crew" | "chewbacca-crew-swz19" | "chopper" | "chopper-crew" | "chopper-swx72"
                            | "cienaree" | "cikatrovizago" | "clantraining" | "clanwrencommandos" | "cloakingdevice" | "clonecaptainrex" | "clonecommandercody" | "clusterbombs"
                            | "clustermines" | "clustermissiles" | "coaxiumhyperfuel" | "collected-battleoverendor" | "collisiondetector" | "combatboardingtube" | "combatretrofit" | "commandermalarus"
                            | "commanderpyre" | "commrelay" | "commsbooster" | "commsteam" | "compassion" | "composure" | "computerassistedhandling-battleoverendor" | "concorddawnprotector"
                            | "concussionbombs" | "concussionmissiles" | "connernet" | "connernets" | "constructiondroid" | "contingencyprotocol-siegeofcoruscant" | "contrabandcybernetics" | "coolhand"
                            | "corsaircrew" | "corsairrefit" | "corvus" | "countdooku" | "countermeasures" | "courierdroid" | "crackshot" | "crossfireformation"
                            | "cruisemissiles" | "cutthroat" | "damagecontrolteam" | "daredevil" | "darthvader" | "dashrendar" | "dauntless" | "deadeye"
                            | "deadeyeshot" | "deadmansswitch" | "deathtroopers" | "deathwatchcommandos" | "debrisgambit" | "decoy" | "dedicated" | "deflectiveplating"
                            | "delayedfuses" | "delta7b" | "dengar" | "determination" | "deuteriumpowercells" | "diamondboronmissiles" | "directorkrennic" | "disciplined"
                            | "discordmissiles" | "dockingclamps" | "dodonnaspride" | "dorsalturret" | "drawtheirfire" | "dreadnoughthunter" | "drillbeak" | "drk1probedroids"
                            | "droidcrew" | "dropseatbay" | "dt798" | "duallaserturret" | "dutyfree" | "efficientprocessing-swz103" | "electrochaffmissiles" | "electronicbaffle"
                            | "electroprotonbomb" | "elusive" | "elusiveness" | "ememitter" | "empdevice" | "emperorpalpatine" | "enduring" | "energyshellcharges"
                            | "enforcer" | "enginebooster" | "engineeringteam" | "engineupgrade" | "enhancedjammingsuite" | "enhancedpropulsion" | "enhancedscopes" | "ensnare"
                            | "evasionsequence7-siegeofcoruscant" | "expandedcargohold" | "experimentalinterface" | "experthandling" | "expertise" | "expose" | "extramunitions" | "extrememaneuvers"
                            | "ezrabridger" | "falsetranspondercodes" | "fanatic-battleofyavin" | "fanatical" | "fearless" | "fearlessness" | "feedbackarray" | "feedbackemitter-battleoverendor"
                            | "feedbackping" | "fennrau" | "ferrospherepaint" | "fifthbrother" | "finn" | "firecontrolsystem" | "firstorderelite" | "firstorderordnancetech"
                            | "firstordervanguard" | "fives" | "flechettecannon" | "flechettetorpedoes" | "fleetofficer" | "flightassistastromech" | "flightinstructor" | "foresight"
                            | "freelanceslicer" | "frequencyjammer" | "fuelinjectionoverride-battleoverendor" | "ga97" | "gamutkey" | "garsaxon" | "garsaxon-gunner" | "gauntlet"
                            | "generalgrievous" | "generalgrievouscommand" | "generalhux" | "genius" | "ghost" | "ghost-swx72" | "ghostcompany" | "glitterstim"
                            | "gnkgonkdroid" | "gonk" | "grandinquisitor" | "grandmofftarkin" | "grappler" | "grapplingstruts" | "graviticdeflection" | "greedo"
                            | "greefkarga" | "guidancechips" | "gunner" | "gunneryspecialists" | "gunneryteam" | "gyroscopictargeting" | "hansolo" | "hansolo-crew"
                            | "hansolo-gunner" | "harpoonmissiles" | "hate" | "havoc" | "heavylasercannon" | "heavylaserturret" | "heavyplasmamissiles-alphaclassstarwing" | "heavyscykinterceptor"
                            | "heightenedperception" | "herasyndulla" | "heroic" | "heroicsacrifice-battleoverendor" | "homingmissiles" | "homingtorpedoes" | "hondoohnaka" | "hondoohnakacommand"
                            | "hopeful" | "hotshotblaster" | "hotshotcopilot" | "hotshotgunner" | "hotshottailblaster" | "houndstooth" | "hullupgrade" | "hyperspacetrackingdata"
                            | "hyperwavecommscanner" | "ig11" | "ig2000" | "ig88d" | "igrmdroids" | "igrmthugdroids" | "imperialsupercommandos" | "imperviumplating"
                            | "impetuous" | "independentcalculations" | "inertialdampeners" | "informant" | "initforthemoneyrebellion" | "insatiableworrt" | "inspiringrecruit" | "instigator"
                            | "instinctiveaim" | "integratedastromech" | "integratedsfoils" | "intelligenceagent" | "intensity" | "interceptbooster" | "interloperturn" | "intimidation"
                            | "ionbombs" | "ioncannon" | "ioncannonbattery" | "ioncannonturret" | "iondischargers" | "ionizationreactor" | "ionlimiteroverride" | "ionmaneuveringjet-battleoverendor"
                            | "ionmissiles" | "ionprojector" | "ionpulsemissiles" | "iontorpedoes" | "isbslicer" | "itsatrap-battleoverendor" | "jabbathehutt" | "jainaslight"
                            | "jammingbeam" | "jandodonna" | "jangofett" | "janors" | "jedicommander" | "juke" | "jynerso" | "k2b4"
                            | "k2so" | "k4securitydroid" | "kalani" | "kananjarrus" | "kaydelconnix" | "kazsfireball" | "ketsuonyo" | "kitfisto"
                            | "korkiekryze" | "korrsella" | "kraken" | "kuiil" | "kylekatarn" | "kyloren" | "kylorensshuttle" | "l337"
                            | "l337sprogramming-battleofyavin" | "l4er5" | "landingstruts" | "landocalrissian" | "landocalrissian-crew" | "landosmillenniumfalcon" | "larmadacy" | "lattsrazzi"
                            | "leebo" | "leebo-swz103" | "leiaorgana" | "leiaorgana-resistance" | "liberator" | "lightningreflexes" | "lightscykinterceptor" | "lightweightframe"
                            | "linkedbattery" | "lonewolf" | "longrangescanners" | "longrangescanners-alphaclassstarwing" | "lukeskywalker" | "luminous" | "m9g8" | "magpulsewarheads"
                            | "magvayarro" | "malice" | "mandalorianoptics" | "mandaloriansupercommandos" | "maneuverassistmgk300" | "maneuveringfins" | "manglercannon" | "manualailerons-tiephphantom"
                            | "marajade" | "marauder" | "margsablclosure" | "marksmanship" | "martuuk" | "maul" | "maul-crew" | "mercenary-swz103"
                            | "mercenarycopilot" | "merchantone" | "migsmayfeld" | "millenniumfalcon" | "millenniumfalcon-battleoverendor" | "millenniumfalcon-swx57" | "minefieldmapper" | "ministertua"
                            | "misthunter" | "modifiedr4punit-battleoverendor" | "moffjerjerrod" | "moldycrow" | "multimissilepods" | "multispectralcamouflage" | "munitionsfailsafe" | "nautolansrevenge"
                            | "navigator" | "neimoidiangrasp" | "niennunb" | "nightbrother" | "niteowlcommandos" | "noescape-battleoverendor" | "notorious" | "novicetechnician"
                            | "obiwankenobi" | "operationsspecialist" | "opportunist" | "optimizedgenerators" | "optimizedpowercore" | "ordnanceexperts" | "ordnancesilos" | "ordnanceteam"
                            | "ordnancetubes" | "os1arsenalloadout" | "outlawtech" | "outmaneuver" | "outrider" | "overclockedr4" | "overdrivethruster" | "overtunedmodulators"
                            | "paigetico" | "partinggift-battleoverendor" | "passivesensors" | "patience" | "patternanalyzer" | "pelimotto" | "perceptivecopilot" | "pettyofficerthanisson"
                            | "phantom" | "phantomii" | "phoenixsquadron" | "pivotwing" | "plasmatorpedoes" | "plokoon" | "pointdefensebattery" | "preciseastromech-battleofyavin"
                            | "precisionionengines" | "precisiontunedcannons-battleoverendor" | "precognitivereflexes" | "predator" | "predictiveshot" | "previzsla" | "primedthrusters" | "primeministeralmec"
                            | "protectorategleb" | "protonbombs" | "protoncannonbattery" | "protoncannons" | "protonrockets" | "protontorpedoes" | "proudtradition" | "proximitymines"
                            | "pulsedrayshield" | "punishingone" | "pushthelimit" | "pushthelimit-battleoverendor" | "pz4co" | "q7astromech" | "qira" | "quadlasercannons"
                            | "quantumstorm" | "quickreleasecargolocks" | "quickreleaselocks" | "r1j5" | "r2a3-battleofyavin" | "r2a3-battleoverendor" | "r2a6" | "r2astromech"
                            | "r2c4" | "r2d2" | "r2d2-battleofyavin" | "r2d2-crew" | "r2d2-republic" | "r2d2-resistance" | "r2d2-swx22" | "r2d6"
                            | "r2f2" | "r2f2-battleofyavin" | "r2ha" | "r3a2" | "r3astromech" | "r4agromech" | "r4astromech" | "r4b11"
                            | "r4d6" | "r4e1" | "r4p17" | "r4p17-siegeofcoruscant" | "r4p44" | "r4pastromech" | "r5astromech" | "r5d8"
                            | "r5d8-battleofyavin" | "r5k6" | "r5k6-battleofyavin" | "r5p8" | "r5p9" | "r5tk" | "r5x3" | "r6d8"
                            | "r7a7" | "r7astromech" | "r7t1" | "rage" | "raymusantilles" | "razorcrest" | "rearadmiralchiraneau" | "rebelcaptive"
                            | "reckless-battleoverendor" | "reconspecialist" | "reinforceddeflectors" | "relaysystem-tiephphantom" | "renegaderefit" | "repulsorliftstabilizers" | "requiem" | "rey"
                            | "rey-gunner" | "reysmillenniumfalcon" | "rifftamson" | "riggedcargochute" | "roilinganger-siegeofcoruscant" | "rookkast" | "rosetico" | "royalguardtie"
                            | "ruthless" | "ruthlessness" | "sabinesmasterpiece" | "sabinewren" | "sabinewren-gunner" | "saboteur" | "saboteursmap" | "salvagedastromech"
                            | "satinekryze" | "saturationrockets-alphaclassstarwing" | "saturationsalvo" | "savageopress" | "sawgerrera" | "scannerbaffler" | "scavengercrane" | "scimitar"
                            | "scramblermissiles" | "seasonednavigator" | "seekermissiles-swz103" | "seismiccharges" | "seismictorpedo" | "selfless" | "selflessness" | "sense"
                            | "sensitivecontrols" | "sensorbuoysuite" | "sensorcluster" | "sensorexperts" | "sensorjammer" | "sensorjammer-battleofyavin" | "sensorscramblers" | "sensorteam"
                            | "servomotorsfoils" | "seventhfleetgunner" | "seventhsister" | "shadowcaster" | "shadowwing" | "shatteringshot" | "shieldprojector" | "shieldtechnician"
                            | "shieldupgrade" | "silenthunter-tiephphantom" | "singleturbolasers" | "skilledbombardier" | "skystrikeacademyclass" | "slavei" | "slavei-swz82" | "slicertools"
                            | "smugglingcompartment" | "snapshot" | "soullessone" | "spacetugtractorarray" | "sparepartscanisters" | "specialforcesgunner" | "specialopstraining" | "squadleader"
                            | "st321" | "stabilizedsfoils" | "stabilizingastromech-battleoverendor" | "stalwartcaptain" | "starbirdslash" | "starvipermkii" | "staticdischargevanes" | "stayontarget"
                            | "stealthdevice" | "stealthgambit-tiephphantom" | "strategiccommander" | "strutlockoverride-siegeofcoruscant" | "stygiumparticleaccelerator" | "stygiumreserve-tiephphantom" | "superchargedpowercells" | "supernaturalreflexes"
                            | "suppressivegunner" | "suppressor" | "supremeleadersnoke" | "swarmleader" | "swarmtactics" | "swiftapproach-swz98" | "swivelwing" | "syliure31hyperdrive"
                            | "syncedlasercannons" | "syncedturret" | "synchronizedconsole" | "systemsofficer" | "ta175" | "tacticaljammer" | "tacticalofficer" | "tacticalscrambler"
                            | "tactician" | "tailgunner" | "talmerrik" | "tantiveiv" | "targetassistalgorithm-battleoverendor" | "targetassistmgk300" | "targetingastromech" | "targetingastromech-battleofyavin"
                            | "targetingbattery" | "targetingcomputer" | "targetingcoordinator" | "targetingmatrix-battleoverendor" | "targetingscrambler" | "targetingsynchronizer" | "thechild" | "themandalorian"
                            | "thermaldetonators" | "threattracker" | "thrustcorrector" | "thunderstrike" | "tibannagassupplies" | "tibannareserves" | "tibersaxon" | "tied"
                            | "tiedefenderelite" | "tierfonbellyrun" | "tieshuttle" | "tiev1" | "tiex1" | "tiex7" | "tobiasbeckett" | "topcover-swz98"
                            | "torynfarr" | "trackingfob" | "trackingtorpedoes" | "tractorbeam" | "tractortechnicians" | "tractortentacles" | "trajectorysimulator" | "treacherous"
                            | "trickshot" | "trident" | "tristanwren" | "truegrit-swz98" | "turbolaserbattery" | "tv94" | "twinionenginemkii" | "twinlaserturret"
                            | "underslungblastercannon" | "unguidedrockets" | "unhingedastromech" | "unkarplutt" | "unstablesublightengines-battleofyavin" | "ursawren" | "ursawren-gunner" | "vaksai"
                            | "vector" | "vectoredcannonsrz1" | "vectoredthrusters" | "vengeful-battleofyavin" | "veteraninstincts" | "veterantailgunner" | "veteranturretgunner" | "veteranwingleader"
                            | "virago" | "wartimeloadout" | "watchfulastromech" | "weaponsengineer" | "weaponsguidance" | "weaponssystemsofficer" | "wed15repairdroid" | "wingman"
                            | "wired" | "withoutatrace-tiephphantom" | "wolfpack" | "wolfpack-siegeofcoruscant" | "wookieecommandos" | "xanadublood" | "xg1assaultconfiguration" | "xx23sthreadtracers"
                            | "yoda" | "ysanneisard" | "zamwesell" | "zealouscaptain" | "zeborrelios" | "zuckuss";



                            /** A URL object (`URL`), without naming the DOM type. */
                            export type WasmUrl = { readonly href: string };
                            /** A fetch `Request`. */
                            export type WasmRequest = { readonly url: string; readonly method: string };
                            /** A fetch `Response` (or anything that gives the bytes). */
                            export type WasmResponse = { arrayBuffer(): Promise<ArrayBuffer> };
                            /** The wasm bytes: an `ArrayBuffer` or a view of one (`Uint8Array`, Node's `Buffer`). */
                            export type WasmBytes = ArrayBuffer | ArrayBufferView;
                            /** A compiled `WebAssembly.Module`. */
                            export type WasmModule = object;
                            /** The module's `WebAssembly.Memory`. */
                            export type WasmMemory = { readonly buffer: ArrayBuffer; grow(delta: number): number };
                            /** The module's `WebAssembly.Table`. */
                            export type WasmTable = { readonly length: number; get(index: number): unknown; grow(delta: number, value?: unknown): number };

                            export type InitInput = string | WasmUrl | WasmRequest | WasmResponse | WasmBytes | WasmModule;

                            export interface InitOutput {
                                readonly memory: WasmMemory;
                                readonly __wbg_workspace_free: (a: number, b: number) => void;
                                readonly allowedActions: (a: any) => [number, number, number];
                                readonly applyEffects: (a: any) => [number, number, number];
                                readonly cardIndex: (a: any) => [number, number, number];
                                readonly checkDeployment: (a: any) => [number, number, number];
                                readonly checkOverlap: (a: any) => [number, number, number];
                                readonly checkSetup: (a: any) => [number, number, number];
                                readonly checkSquad: (a: any) => [number, number, number];
                                readonly checkWingSplit: (a: any) => [number, number, number];
                                readonly crippleSection: (a: any) => [number, number, number];
                                readonly deployShip: (a: any) => [number, number, number];
                                readonly dockShip: (a: any) => [number, number, number];
                                readonly endPhase: (a: any) => [number, number, number];
                                readonly energyStep: (a: any) => [number, number, number];
                                readonly joinWing: (a: any) => [number, number, number];
                                readonly measureRange: (a: any) => [number, number, number];
                                readonly measureRangeBatch: (a: any) => [number, number, number];
                                readonly moveWing: (a: any) => [number, number, number];
                                readonly performAction: (a: any) => [number, number, number];
                                readonly placeMove: (a: any) => [number, number, number];
                                readonly placeWing: (a: any) => [number, number, number];
                                readonly playerOrder: (a: any) => [number, number, number];
                                readonly resolveAttack: (a: any) => [number, number, number];
                                readonly roundOrder: (a: any) => [number, number, number];
                                readonly scoreGame: (a: any) => [number, number, number];
                                readonly shipInfo: (a: any) => [number, number, number];
                                readonly squadOptions: (a: any) => [number, number, number];
                                readonly squadShips: (a: any) => [number, number, number];
                                readonly workspace_add: (a: number, b: any) => [number, number];
                                readonly workspace_allowedActions: (a: number, b: any) => [number, number, number];
                                readonly workspace_checkDeployment: (a: number, b: any) => [number, number, number];
                                readonly workspace_checkOverlap: (a: number, b: any) => [number, number, number];
                                readonly workspace_checkSetup: (a: number, b: any) => [number, number, number];
                                readonly workspace_deployShip: (a: number, b: any) => [number, number, number];
                                readonly workspace_edition: (a: number) => [number, number];
                                readonly workspace_endPhase: (a: number, b: any) => [number, number, number];
                                readonly workspace_joinWing: (a: number, b: any) => [number, number, number];
                                readonly workspace_measureRange: (a: number, b: any) => [number, number, number];
                                readonly workspace_measureRangeBatch: (a: number, b: any) => [number, number, number];
                                readonly workspace_moveWing: (a: number, b: any) => [number, number, number];
                                readonly workspace_new: (a: any) => [number, number, number];
                                readonly workspace_performAction: (a: number, b: any) => [number, number, number];
                                readonly workspace_placeMove: (a: number, b: any) => [number, number, number];
                                readonly workspace_placeWing: (a: number, b: any) => [number, number, number];
                                readonly workspace_remove: (a: number, b: any) => [number, number];
                                readonly workspace_resolveAttack: (a: number, b: any) => [number, number, number];
                                readonly workspace_setPose: (a: number, b: any, c: any, d: any, e: any) => [number, number];
                                readonly workspace_setPoses: (a: number, b: any) => [number, number];
                                readonly workspace_shipIds: (a: number) => [number, number, number, number];
                                readonly workspace_update: (a: number, b: any) => [number, number];
                                readonly __wbindgen_malloc: (a: number, b: number) => number;
                                readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
                                readonly __wbindgen_free: (a: number, b: number, c: number) => void;
                                readonly __wbindgen_exn_store: (a: number) => void;
                                readonly __externref_table_alloc: () => number;
                                readonly __wbindgen_externrefs: WasmTable;
                                readonly __externref_table_dealloc: (a: number) => void;
                                readonly __externref_drop_slice: (a: number, b: number) => void;
                                readonly __wbindgen_start: () => void;
                            }

                            export type SyncInitInput = WasmBytes | WasmModule;

                            /**
                             * Instantiates the given `module`, which can either be bytes or
                             * a precompiled `WebAssembly.Module`.
                             *
                             * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
                             *
                             * @returns {InitOutput}
                             */
                            export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

                            /**
                             * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
                             * for everything else, calls `WebAssembly.instantiate` directly.
                             *
                             * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
                             *
                             * @returns {Promise<InitOutput>}
                             */
                            export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
