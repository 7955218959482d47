/// <reference lib="esnext.disposable" />
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


    export type CardShipName = never;
    export type CardPilotName = never;
    export type CardUpgradeName = never;



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
        readonly checkOverlap: (a: any) => [number, number, number];
        readonly measureRange: (a: any) => [number, number, number];
        readonly measureRangeBatch: (a: any) => [number, number, number];
        readonly placeMove: (a: any) => [number, number, number];
        readonly resolveAttack: (a: any) => [number, number, number];
        readonly shipInfo: (a: any) => [number, number, number];
        readonly workspace_add: (a: number, b: any) => [number, number];
        readonly workspace_checkOverlap: (a: number, b: any) => [number, number, number];
        readonly workspace_edition: (a: number) => [number, number];
        readonly workspace_measureRange: (a: number, b: any) => [number, number, number];
        readonly workspace_measureRangeBatch: (a: number, b: any) => [number, number, number];
        readonly workspace_new: (a: any) => [number, number, number];
        readonly workspace_placeMove: (a: number, b: any) => [number, number, number];
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
