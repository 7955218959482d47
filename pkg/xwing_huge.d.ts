/* tslint:disable */
/* eslint-disable */

export type Edition = "1e" | "2e";
export type Point = [number, number];
export type Pose = { x: number; y: number; heading: number };
export type SectionName = "fore" | "aft";
export type Ship = { id: string; ship: string; pose: Pose; [state: string]: unknown };
export type Obstacle = { id: string; type: "asteroid" | "debris" | "gasCloud"; points: Point[] };
/** Thrown by every call on bad input: `name` is "XwingRulesError". */
export interface XwingRulesError extends Error { name: "XwingRulesError"; code: string; field: string }
export type Overlap = { id: string; sections: SectionName[]; otherSections: SectionName[] };

export function checkOverlap(request: {
    edition?: Edition; subject: Ship | Obstacle; others: (Ship | Obstacle)[];
}): { overlaps: Overlap[]; touching: string[] };
export type AttackFaceName = "hit" | "crit" | "focus" | "blank";
export type DefenseFaceName = "evade" | "focus" | "blank";
/** Arcs of the defending (2e huge) ship that contain the attacker. In `attackerIn`,
 *  measureRange's `defenderArcs` names are accepted too: "left"/"right" mean "side";
 *  "front", "rear" and the 1e section arcs are skipped. */
export type DefenderArcName = "side" | "fullFront" | "fullRear" | "bullseye";
export type DamageCard = { name?: string; faceup: boolean; text?: string };
/** One hull and shield pool: `hull` is the printed value, `shields` the active ones. */
export type DamagePool = { hull: number; shields: number; damage?: DamageCard[] };
export type DefenderState = {
    /** 1e CR90 and Raider only: one pool per ship card. */
    sections?: { fore: DamagePool; aft: DamagePool };
    /** Every other ship: one pool. */
    pool?: DamagePool;
    energy?: number | null;
    crippled?: SectionName[];
    /** Sections crippled once the huge ship has attacked (1e simultaneous attack rule). */
    pendingCripple?: SectionName[];
    destroyed?: boolean;
};
export type AttackerInput = {
    id?: string | null; ship?: string | null;
    tokens?: { focus?: number | boolean; lock?: number | boolean; lockSection?: SectionName };
    pilotSkill?: number | null; energy?: number | null;
    /** 1e CR90 (fore): spend 1 energy for 1 extra attack die. */
    useCr90Ability?: boolean;
    /** 2e: attacks already performed this round (one standard; each bonus header once). */
    attacksThisRound?: { standard?: boolean; bonus?: string[] };
    /** With defender.pose: range, obstruction and attackerIn are measured (measureRange). */
    pose?: Pose;
};
export type DefenderInput = {
    id?: string | null; ship?: string | null;
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
};
export type DamageEffect = { damage?: number; crit?: number; shields?: number; energy?: number };
export type DeckCard = {
    name: string; count?: number; section?: SectionName | null; text?: string; effect?: DamageEffect;
    precisionShot?: { arc: DefenderArcName; text?: string; effect?: DamageEffect } | null;
};
export type DealtStep = {
    kind: "shield" | "facedown" | "faceup" | "shieldsLost" | "energyLost" | "lost" | "crippled" | "pendingCripple" | "destroyed";
    crit?: boolean; card?: DeckCard; precisionShot?: boolean; section?: SectionName; amount?: number;
};
export type ResolveAttackRequest = {
    edition?: Edition;
    /** The weapon's attack value, before range and card bonuses. */
    attackDice: number;
    /** The defender's base dice (agility plus card effects), before range and obstruction. */
    defenseDice?: number;
    range?: number | null; obstructed?: boolean;
    attackerIn?: (DefenderArcName | ArcName)[];
    /** 1e range bonuses are for primary weapons (default true). */
    primary?: boolean;
    /** 2e: ordnance attacks get no range bonuses (default false). */
    ordnance?: boolean;
    attacker?: AttackerInput; defender?: DefenderInput;
    /** Integer 0..2^53-1; omitted: drawn and returned. */
    seed?: number;
    distribution?: boolean;
    deck?: DeckCard[];
    /** "standard" (default) or a 2e "bonus" attack named by weaponName (default "primary"). */
    attackKind?: "standard" | "bonus";
    weaponName?: string;
    /** With poses only (measureRange's fields): the attack's arc, where a 1e huge attacker
     *  measures from, the ruler (default huge for a huge attacker), and what may obstruct. */
    arc?: ArcName; from?: MeasureFrom; ruler?: "standard" | "huge";
    ships?: Ship[]; obstacles?: Obstacle[];
};
export type ResolveAttackResponse = {
    seed: number; edition: Edition; attackDice: number; defenseDice: number;
    attackRoll: AttackFaceName[]; rerolled: number[]; attackResults: AttackFaceName[];
    defenseRoll: DefenseFaceName[]; defenseResults: DefenseFaceName[];
    hits: number; crits: number; evades: number;
    attacker: AttackerInput; defender: DefenderInput;
    deck: DeckCard[]; dealt: DealtStep[];
    distribution?: { damage: number[]; expected: number };
    /** The geometry used: measured from the poses, or as given. */
    geometry: { measured: boolean; range: number | null; obstructed: boolean; attackerIn: DefenderArcName[];
    distance?: number; from?: Point; to?: Point; obstructedBy?: string[] };
};
export function resolveAttack(request: ResolveAttackRequest): ResolveAttackResponse;
export type ArcName = "front" | "rear" | "left" | "right" | "fullFront" | "fullRear" | "bullseye" |
"foreLeft" | "foreRight" | "aftLeft" | "aftRight";
/** Where the measuring ship measures from: the whole ship (default), a 1e section, or a section's base. */
export type MeasureFrom = "ship" | "fore" | "aft" | "foreBase" | "aftBase";
export type RangeShip = Ship & { crippled?: SectionName[] };
export type SectionRange = {
    range: number | null; distance: number; inArc: boolean; from: Point; to: Point;
    canTarget: boolean; reason: "crippled" | "centreLine" | "notInArc" | "outOfRange" | null; crippled: boolean;
};
export type MeasureRangeResult = {
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
};

export function measureRange(request: {
    edition?: Edition; attacker: RangeShip; defender: RangeShip; arc?: ArcName; section?: SectionName;
    from?: MeasureFrom; ruler?: "standard" | "huge"; ships?: Ship[]; obstacles?: Obstacle[];
}): MeasureRangeResult;

/** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
export function measureRangeBatch(request: {
    edition?: Edition; attacker: Ship; defenderShip: string; heading?: number; points: Float64Array | number[];
    arc?: ArcName; section?: SectionName; from?: MeasureFrom; ruler?: "standard" | "huge"; output?: "distance" | "range";
}): Float64Array;

export type Bearing = "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | "koiogran" |
"segnorLeft" | "segnorRight" | "tallonLeft" | "tallonRight" | "stationary" | "reverseStraight" |
"reverseBankLeft" | "reverseBankRight";
export type Maneuver = { speed: number; bearing: Bearing };
export type Difficulty = "white" | "blue" | "red";
/** The moving ship, with the state fields the rules read (all optional). */
export type MovingShip = Ship & { energy?: number; stress?: number; ion?: number; energyLimit?: number };
/** `{ type, ... }`: damage, stress, jam, destroyed, setAside, placed, obstacleRemoved, roll, energy, stressRemoved. */
export type MoveEffect =
| { type: "damage"; target: string; hits: number; crits: number; faceup: boolean; section: SectionName | null; source: string }
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

export function placeMove(request: {
    edition?: Edition; ship: MovingShip; maneuver: Maneuver & { difficulty?: Difficulty };
    ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number };
    seed?: number; choices?: { sections?: Record<string, SectionName>; placements?: Record<string, Pose> };
    /** A table stored with setTable; `ships`/`obstacles` entries replace stored pieces with the same id. */
    table?: number;
}): {
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
};

/** Stores ships and obstacles once (at most 16 tables are kept, oldest dropped first). */
export function setTable(request: { edition?: Edition; ships?: Ship[]; obstacles?: Obstacle[] }):
{ table: number; ships: number; obstacles: number };
export function dropTable(request: { table: number }): { dropped: boolean };

export type DialEntry = { speed: number; bearing: Bearing; difficulty: Difficulty; energy?: number };
export function shipInfo(request: { edition?: Edition; ship: string }): {
    ship: string; huge: boolean; base: { width: number; length: number }; sections: boolean;
    dial: DialEntry[] | null;
    stats:
    | { cards: { section: SectionName | null; attack: number; attackRange: [number, number] | null;
    hull: number; shields: number; energy: number }[] }
    | { attack: number; attackArc: string; hull: number; shields: number; shieldRecurring: number;
    energy: number; energyRecurring: number; initiative: number | null; engagement: number | null }
    | null;
};



export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly checkOverlap: (a: any) => [number, number, number];
    readonly dropTable: (a: any) => [number, number, number];
    readonly measureRange: (a: any) => [number, number, number];
    readonly measureRangeBatch: (a: any) => [number, number, number];
    readonly placeMove: (a: any) => [number, number, number];
    readonly resolveAttack: (a: any) => [number, number, number];
    readonly setTable: (a: any) => [number, number, number];
    readonly shipInfo: (a: any) => [number, number, number];
    readonly wasm_bindgen__convert__closures_____invoke__h078fee2a47f0ef59: (a: number, b: number, c: any, d: any) => any;
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __wbindgen_destroy_closure: (a: number, b: number) => void;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

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
