/// <reference lib="esnext.disposable" />
// The hand-written part of the package's declarations: what no Rust type describes (the card
// names' unions, the error class, loading the module, the class's methods that take no request
// object, the typed arrays). Checked by strict tsc with the generated declarations
// (tests/types/named.d.ts imports the names it uses from here; tests/node/types_generated.test.mjs).

/** What `ship` accepts (docs/api.md "Ship names"): the built-in names, and in the full module every ship and pilot id of the card data. */
export type ShipName = BuiltInShipName | CardShipName;
/** What `pilot` accepts beside a ship id: a pilot id of the card data (none in the core module). */
export type PilotName = CardPilotName;
/** An upgrade card id of the card data (none in the core module). */
export type UpgradeName = CardUpgradeName;
/** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
export type Upgrades = { [slot: string]: (UpgradeName | { id: UpgradeName; side?: number })[] } | (UpgradeName | { id: UpgradeName; side?: number })[];

/** Why a call refused (docs/api.md "Requests, responses and errors"); `NOT_INITIALISED` before `init`, `FREED` on a freed Workspace. */
export type XwingRulesErrorCode = "INVALID_INPUT" | "UNKNOWN_NAME" | "NOT_ALLOWED" | "BAD_GEOMETRY" | "TOO_LARGE" | "NOT_INITIALISED" | "FREED";
/** Thrown by every call on a request it cannot answer: `e instanceof XwingRulesError`; `field` is the offending field's path. */
export class XwingRulesError extends Error {
  constructor(code: XwingRulesErrorCode, field: string, message: string);
  name: "XwingRulesError";
  code: XwingRulesErrorCode;
  field: string;
}

/** A value and everything in it read-only: shipInfo's answers are frozen (`Object.freeze`, deeply). A tuple stays a tuple. */
export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** measureRangeBatch's defender positions, apart from the request text: x, y pairs. */
export type BatchPoints = { points: Float64Array | number[] };
/** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
export type MeasureRangeBatchResponse = Float64Array;
/** A one-shot call's request without the table (`ships`, `obstacles`, `playArea`): a `Workspace` uses its kept one. */
export type KeptRequest<R> = Omit<R, "ships" | "obstacles" | "playArea">;

/** The `Workspace` methods that take ids, numbers or nothing (merged into the generated class). */
export interface KeptTable {
  /** The edition the table was made for. */
  readonly edition: Edition;
  /** The ship ids in table order (the order of `setPoses`). */
  shipIds(): string[];
  /** Moves one ship. */
  setPose(id: string, x: number, y: number, heading: number): void;
  /** Moves every ship: x, y, heading per ship, in `shipIds()` order. */
  setPoses(poses: Float64Array | number[]): void;
  /** Removes the ship or obstacle with this id. */
  remove(id: string): void;
  /** Gives the table's memory back; the workspace then throws `FREED`. */
  free(): void;
  /** `free()`, for `using`. */
  [Symbol.dispose](): void;
}

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
/** Where `init` finds the wasm module. */
export type InitInput = string | WasmUrl | WasmRequest | WasmResponse | WasmBytes | WasmModule;
/** What `initSync` takes. */
export type SyncInitInput = WasmBytes | WasmModule;
/** The loaded module's exports: its memory (the calls are the package's functions). */
export interface InitOutput { readonly memory: WasmMemory }
/** Loads the wasm module synchronously from bytes or a compiled `WebAssembly.Module` (Node, workers). */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;
/** Loads the wasm module (from beside the entry unless told otherwise); resolves when every call is ready. */
export default function init(module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;

export type CardShipName = never;
export type CardPilotName = never;
export type CardUpgradeName = never;

// Generated by `cargo test` (src/bindings/ts_generated_named_tests.rs) from the Rust types of every
// call's request and response, with their `///` text, and from the calls' registry (the functions,
// the Workspace class): do not edit. `XWING_WRITE_TYPES=1 cargo test --profile tests --lib
// ts_generated` rewrites it. The hand-written rest is js/prelude.d.ts.

/**
 * The names the engine knows without cards: base sizes, the huge ships' short names and their data ids (src/ships.rs `BUILT_IN_NAMES`).
 */
export type BuiltInShipName =
  | "small" | "medium" | "large" | "cr90" | "cr90corvette" | "cr90corelliancorvette" | "cr90corvettefore" | "cr90corvetteaft"
  | "gr75" | "gr75mediumtransport" | "gr75transport" | "croc" | "croccruiser" | "gozanti" | "gozanticlasscruiser" | "gozanticruiser"
  | "raider" | "raiderclasscorvette" | "raiderclasscorvettefore" | "raiderclasscorvetteaft" | "raidercorvette" | "trident" | "tridentclassassaultship" | "tridentassaultship";

/**
 * The piece checked is `ship` or `obstacle` (exactly one), against the table's `ships` and
 * `obstacles`: the names every call that reads a table uses (issue 21; before 0.2 they
 * were `subject` and one mixed `others` list).
 */
export type CheckOverlapRequest =
  | {
      edition?: Edition | null;
      ship: Ship;
      ships?: Ship[];
      obstacles?: Obstacle[];
    }
  | {
      edition?: Edition | null;
      obstacle: Obstacle;
      ships?: Ship[];
      obstacles?: Obstacle[];
    };

/**
 * Everything the piece checked overlaps, and the ids of the pieces it only touches
 * (`checkOverlap`'s answer).
 */
export type CheckOverlapResponse = {
  overlaps: Overlap[];
  touching: string[];
};

export type PlaceMoveRequest = {
  edition?: Edition | null;
  ship: MovingShip;
  maneuver: Maneuver;
  ships?: Ship[];
  obstacles?: Obstacle[];
  playArea?: PlayArea | null;
  seed?: number | null;
  choices?: Choices | null;
};

/** The engine's answer, and the round state after the maneuver when one was given. */
export type PlaceMoveResponse = {
  state?: StateView;
} & (Placed);

export type MeasureRangeRequest = {
  edition?: Edition | null;
  attacker: RangeShip;
  defender: RangeShip;
  arc?: ArcName | null;
  /** Instead of `arc`: the upgrade whose turret arc indicator (in `attacker.turrets`) is measured. */
  turret?: string | null;
  section?: SectionName | null;
  from?: MeasureFrom | null;
  ruler?: Ruler | null;
  /** The weapon measured for; default: the attacker's primary weapon. */
  weapon?: WeaponInput | null;
  ships?: Ship[] | null;
  obstacles?: Obstacle[] | null;
};

export type MeasureRangeResponse = {
  range: number | null;
  distance: number;
  /** Some part of the target is inside the arc (always true without an arc). */
  inArc: boolean;
  /** The middle line of all equally short lines (the engine's `Family`). */
  from: Point;
  to: Point;
  obstructed: boolean;
  obstructedBy: string[];
  /**
   * Whether the attack as asked may be declared (in arc, in range, and for a 1e
   * huge defender, the section asked, or any section, can be the target).
   */
  canTarget: boolean;
  edition: Edition;
  /** The attacker's arc measured in (a turret indicator's: the one measured). */
  arc: ArcName | null;
  /** The defender's section measured to, as asked. */
  section: SectionName | null;
  sections: Sections | null;
  /** The attacker's arcs holding part of the target (the section when one is asked). */
  arcs: ArcName[];
  /** The defender's arcs holding part of the attacker (2e precision shot). */
  defenderArcs: ArcName[];
  /**
   * For a 1e huge attacker measuring from a section (its turret): whether the line
   * from the defender's base centre to that section's base centre clears the
   * attacker's own centre line; `None` otherwise.
   */
  turretLineClear: boolean | null;
  /** The ruler measured with ("standard": bands 1–3, "huge": 1–5). */
  ruler: Ruler;
  /** The weapon measured for (`null`: none, e.g. a 1e GR-75 without `weapon`). */
  weapon: WeaponUsed | null;
  /** Whether the weapon fires at `range` (`null` without a weapon or beyond the ruler). */
  inWeaponRange: boolean | null;
};

export type ResolveAttackRequest = {
  edition?: Edition | null;
  /** The attack value; default: the weapon's printed value. */
  attackDice?: number | null;
  /** The weapon the attack is made with; default: the primary weapon. */
  weapon?: WeaponInput | null;
  defenseDice?: number | null;
  range?: number | null;
  obstructed?: boolean | null;
  /**
   * Arcs of the defending (2e huge) ship that contain the attacker: measureRange's
   * `defenderArcs` (one name for the concept, issue 21; was `attackerIn`).
   */
  defenderArcs?: AttackerIn[] | null;
  attacker?: AttackerInput | null;
  defender?: DefenderInput | null;
  seed?: number | null;
  distribution?: boolean | null;
  deck?: DeckCard[] | null;
  /** "standard" (default) or "bonus" (2e). */
  attackKind?: AttackKind | null;
  /** The bonus attack's header: an upgrade's name, or "primary". */
  weaponName?: string | null;
  /** With poses: the attacker's arc the attack uses (measureRange's `arc`). */
  arc?: ArcName | null;
  /** With poses: where a 1e huge attacker measures from (measureRange's `from`). */
  from?: MeasureFrom | null;
  /** With poses: "standard" or "huge" (default: the weapon's, huge when it reaches beyond range 3). */
  ruler?: Ruler | null;
  /** With poses: other ships and obstacles, for obstruction. */
  ships?: Ship[] | null;
  obstacles?: Obstacle[] | null;
};

/**
 * The engine's outcome (its seed and edition, the dice and their results), then the two
 * sides (the request's, after the attack), the deck, the damage dealt, and the geometry used.
 */
export type ResolveAttackResponse = {
  seed: number;
  edition: Edition;
  /** The weapon the attack was made with (printed range and kind). */
  weapon: WeaponUsed;
  attackDice: number;
  defenseDice: number;
  /** The attack dice as first rolled. */
  attackRoll: AttackFaceName[];
  /** Indices of the dice the lock rerolled, and the faces after rerolling. */
  rerolled: number[];
  attackResults: AttackFaceName[];
  defenseRoll: DefenseFaceName[];
  defenseResults: DefenseFaceName[];
  /** Uncancelled hits and crits after every modifier (before shields). */
  hits: number;
  crits: number;
  evades: number;
  attacker: Attacker;
  defender: Defender;
  deck: DeckCardOut[];
  dealt: DealtStep[];
  distribution?: Distribution;
  geometry: Geometry;
};

export type ShipInfoRequest = {
  edition?: Edition | null;
  ship: ShipName;
  /** The pilot of a ship named by its ship id (docs/api.md "Ship names"). */
  pilot?: PilotName | null;
  /** The upgrade cards it carries (docs/squads.md "Upgrades a ship carries"). */
  upgrades?: Upgrades | null;
};

export type ShipInfoResponse = {
  ship: string;
  /**
   * The ship's xws id and display name in the edition's data; the pilot's when named (`ships::data_names`).
   */
  shipXws: string | null;
  shipName: string | null;
  pilot: DataName | null;
  huge: boolean;
  base: SheetBase;
  sections: boolean;
  dial: DialEntry[] | null;
  stats: Printed | null;
  upgrades: CarriedUpgrade[];
} & (ShipInfoFacts);

export type MeasureRangeBatchRequest = {
  edition?: Edition | null;
  attacker: Ship;
  defenderShip: string;
  heading?: number | null;
  arc?: ArcName | null;
  section?: SectionName | null;
  from?: MeasureFrom | null;
  ruler?: Ruler | null;
  output?: BatchOutput | null;
} & BatchPoints;

/** What `new Workspace(...)` takes. */
export type WorkspaceTable = {
  edition?: Edition | null;
  ships?: MovingShip[];
  obstacles?: Obstacle[];
  playArea?: PlayArea | null;
};

/** `update({ id, pose?, ...state })`: each state field given replaces the kept one. */
export type WorkspaceUpdateRequest = {
  id: string;
  pose?: Pose | null;
  energy?: number | null;
  stress?: number | null;
  ion?: number | null;
  tractor?: number | null;
  energyLimit?: number | null;
  /**
   * A huge ship's round state (`docs/round.md`), instead of the fields above (`placeMove`
   * then answers the state after the maneuver).
   */
  state?: RoundState | null;
  /** The upgrade cards it carries: its state's printed values (a 1e energy limit) change. */
  upgrades?: Upgrades | null;
  /**
   * 1e sections crippled (they suffer no overlap damage when it moves; `measureRange` reads
   * a kept defender's).
   */
  crippled?: SectionName[] | null;
  player?: number | null;
  /**
   * Epic team battles: the player's team (a teammate's ship is allied); given for every
   * kept ship or none, one per player (checked by the kept table, as `roundOrder`).
   */
  team?: number | null;
};

/** `add({ ship })` or `add({ obstacle })`. */
export type WorkspaceAddRequest =
  | {
      ship: MovingShip;
    }
  | {
      obstacle: Obstacle;
    };

/** `Workspace.checkOverlap({ ship })` or `({ obstacle })`: the kept piece checked, by id. */
export type WorkspaceCheckOverlapRequest =
  | {
      ship: string;
    }
  | {
      obstacle: string;
    };

export type WorkspacePlaceMoveRequest = KeptRequest<{
  edition?: Edition | null;
  ship: string;
  maneuver: Maneuver;
  ships?: Ship[];
  obstacles?: Obstacle[];
  playArea?: PlayArea | null;
  seed?: number | null;
  choices?: Choices | null;
}>;

export type WorkspaceMeasureRangeRequest = KeptRequest<{
  edition?: Edition | null;
  attacker: string;
  defender: string;
  arc?: ArcName | null;
  /** Instead of `arc`: the upgrade whose turret arc indicator (in `attacker.turrets`) is measured. */
  turret?: string | null;
  section?: SectionName | null;
  from?: MeasureFrom | null;
  ruler?: Ruler | null;
  /** The weapon measured for; default: the attacker's primary weapon. */
  weapon?: WeaponInput | null;
  ships?: Ship[] | null;
  obstacles?: Obstacle[] | null;
}>;

export type WorkspaceResolveAttackRequest = {
  edition?: Edition | null;
  /** The attack value; default: the weapon's printed value. */
  attackDice?: number | null;
  /** The weapon the attack is made with; default: the primary weapon. */
  weapon?: WeaponInput | null;
  defenseDice?: number | null;
  range?: number | null;
  obstructed?: boolean | null;
  /**
   * Arcs of the defending (2e huge) ship that contain the attacker: measureRange's
   * `defenderArcs` (one name for the concept, issue 21; was `attackerIn`).
   */
  defenderArcs?: AttackerIn[] | null;
  attacker: KeptAttackerInput;
  defender: KeptDefenderInput;
  seed?: number | null;
  distribution?: boolean | null;
  deck?: DeckCard[] | null;
  /** "standard" (default) or "bonus" (2e). */
  attackKind?: AttackKind | null;
  /** The bonus attack's header: an upgrade's name, or "primary". */
  weaponName?: string | null;
  /** With poses: the attacker's arc the attack uses (measureRange's `arc`). */
  arc?: ArcName | null;
  /** With poses: where a 1e huge attacker measures from (measureRange's `from`). */
  from?: MeasureFrom | null;
  /** With poses: "standard" or "huge" (default: the weapon's, huge when it reaches beyond range 3). */
  ruler?: Ruler | null;
};

export type WorkspaceMeasureRangeBatchRequest = {
  edition?: Edition | null;
  attacker: string;
  defenderShip: string;
  heading?: number | null;
  arc?: ArcName | null;
  section?: SectionName | null;
  from?: MeasureFrom | null;
  ruler?: Ruler | null;
  output?: BatchOutput | null;
} & BatchPoints;

/**
 * Read from a request's `edition` ("1e" | "2e") and written in answers the same way, by
 * the wire derives (the engine stays JS-free).
 */
export type Edition =
  | /** 1st edition: Huge Ship Rules v3.0 and the later 1e text (seeds 003, 000, 002). */
    "1e"
  | /** 2nd edition: Huge Ships appendix v1.4.6 and Epic Battles (seeds 001, 004). */
    "2e";

/** A ship of a table as a caller sends it. */
export type Ship = {
  id: string;
  ship: ShipName;
  /**
   * The pilot of a ship named by its ship id (docs/api.md "Ship names"): how 1e names a
   * pilot, whose ids repeat across ships; 2e names a pilot by its id in `ship` alone.
   */
  pilot?: PilotName | null;
  pose: Pose;
  /**
   * A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"); a
   * moving one is refused: it does not move.
   */
  asObstacle?: boolean;
  /**
   * A 1e huge ship's crippled sections (read by `placeMove`: they suffer no overlap damage;
   * by `measureRange` for its defender: they are not targeted).
   */
  crippled?: SectionName[] | null;
  state?: RoundState;
  deck?: DeckCard[];
  player?: number;
  team?: number;
  stress?: number;
  inWing?: boolean;
  tokens?: object;
  position?: WingPosition;
  wingLeader?: string;
  ion?: number;
  tractor?: number;
  cloaked?: boolean;
  turrets?: { upgrade: UpgradeName; arc: TurretArc; double?: boolean }[];
  energy?: number;
  energyLimit?: number;
  pilotSkill?: number;
  engagement?: number;
  actionBar?: string[];
  upgrades?: Upgrades;
  entries?: number[];
};

/**
 * Centre of a base and its heading: 0 faces up the screen (−y), growing clockwise.
 * Read and written by the calls as `{ x, y, heading }`; read, `x` and `y` are held within
 * ±10000 mm and `heading` within ±1000000 degrees (`TOO_LARGE`: `crate::wire::numbers`).
 */
export type Pose = {
  x: number;
  y: number;
  heading: number;
};

/**
 * A section of a 1e huge ship (seed 003 "Huge Ship Sections"). Read and written by the
 * calls under the names of `as_str` (the engine stays JS-free).
 */
export type SectionName = "fore" | "aft";

/** The state as a request gives it; every part but `cards` may be left out. */
export type RoundState = {
  cards: RoundCard[];
  tokens?: RoundTokens | null;
  used?: Used | null;
  destroyed?: boolean;
  /** 2e turret arc indicators (seed 001 "Turret Arc Indicators"), at most two. */
  turrets?: Turret[] | null;
  upgrades?: Upgrade[] | null;
};

/**
 * One ship card (1e: the fore or aft card of a CR90 or Raider, or the single card;
 * 2e: the ship card) as it lies on the table: its hull and shield pool, its energy.
 * Written with every key present, so that a card passed back is read as the same card;
 * each damage card with its weight (`countsAs`), so that a card that counts as 2 damage
 * against the hull still does (seed 003 "Crippled Sections"). Read with every value but
 * `shields` optional: a printed value left out is the printed card's, changed by the
 * ship's upgrades.
 */
export type RoundCard = {
  /** The section of each of the two cards of a 1e CR90 or Raider; none for a single card. */
  section?: SectionName | null;
  /** The printed hull. */
  hull?: number | null;
  /** The shields still active. */
  shields: number;
  /** The printed shield value: shields never exceed it. */
  shieldValue?: number | null;
  energy?: number | null;
  /** The card's energy limit (1e) or the ship's energy capacity (2e), upgrades included. */
  energyLimit?: number | null;
  crippled?: boolean;
  /**
   * Crippled by an attack (`resolveAttack`), the crippled side's consequences not yet
   * taken: the card still shows its normal side's shield value and energy limit, and
   * `crippleSection` applies the crippled side once (seed 003 "Crippled Sections":
   * energy above that side's limit discarded). Only a crippled card can wait so.
   */
  flipPending?: boolean;
  damage?: Card[] | null;
};

/**
 * A damage card lying next to a ship (or section) card (read as a state's card by every
 * call, written by the calls as a round state's card's `damage`).
 */
export type Card = {
  name?: string | null;
  faceup: boolean;
  text?: string | null;
  /**
   * How much damage the card counts as against the hull while faceup (1e "Direct
   * Hit!": "This card counts as 2 damage against your hull"); a facedown card is 1.
   * Read whole, at most 10 (`MAX_EFFECT`), default 1; 0 reads as 1 (`CountsAs`).
   */
  countsAs?: number | null;
};

/**
 * Written whole (a state's `tokens`; a standard ship's in `endPhase`); read with every key
 * optional (absent or `null`: none), counts up to 99 (`MAX_COUNT`).
 */
export type RoundTokens = {
  focus?: number | null;
  evade?: number | null;
  stress?: number | null;
  ion?: number | null;
  tractor?: number | null;
  jam?: number | null;
  reinforce?: ReinforceName | null;
  /** Ids of the ships this ship holds a lock on (1e: held by the ship, spent by either section). */
  locks?: string[] | null;
  /** Locks other ships hold on this one. */
  lockedBy?: LockOn[] | null;
};

/** Where a reinforce token lies: a 1e section or a 2e full arc. */
export type ReinforceName = "fore" | "aft" | "fullFront" | "fullRear";

/** A lock another ship holds on this one; in 1e it lies on one section. */
export type LockOn = {
  by: string;
  section?: SectionName | null;
};

/**
 * What the ship has used this round; cleared in the End phase. Read with every list
 * optional (absent or `null`: empty).
 */
export type Used = {
  actions?: UsedAction[] | null;
  /** Names of the cards whose "Energy:" header was used (once per round each, seed 003 "Use Energy"). */
  energyCards?: string[] | null;
  /** Names of the "Bonus Attack:" headers used (once per round each, seed 001 "Bonus Attacks"). */
  bonusAttacks?: string[] | null;
  /** A bonus attack with the primary or an "Attack:" header was made (at most one per round). */
  primaryBonus?: boolean;
};

/** An action performed this round, with the section whose bar it came from (1e two-card ships). */
export type UsedAction = {
  action: string;
  section?: SectionName | null;
  /** Granted by another effect (2e coordinate): it does not take the ship's own action. */
  free?: boolean;
};

/**
 * One indicator: the upgrade it belongs to, where it points, and whether it is a double one.
 * Read and written by the calls as a round state's `turrets` entry.
 */
export type Turret = {
  upgrade: string;
  arc: TurretArc;
  double?: boolean;
};

/** Where an indicator points. */
export type TurretArc = "front" | "left" | "right" | "rear";

/** An upgrade card with an energy limit (1e "Allocate Energy" puts energy on it). */
export type Upgrade = {
  name: string;
  energy?: number | null;
  /** Left out of a request: the printed limit of the carried card of that name (the ship's `upgrades`). */
  energyLimit?: number | null;
};

/** One entry of a deck: `count` identical cards (a caller's deck: one when not given). */
export type DeckCard = {
  name: string;
  count?: number | null;
  /** 1e: the section whose deck holds the card; `None`: either deck. */
  section?: SectionName | null;
  text?: string | null;
  effect?: DamageEffect | null;
  precisionShot?: PrecisionShot | null;
};

/** The countable part of a card's effect. */
export type DamageEffect = {
  /** Suffer this much hit damage (shields first, then facedown cards). */
  damage?: number | null;
  /** Suffer this much crit damage (shields first, then faceup cards). */
  crit?: number | null;
  /** Lose this many shields. */
  shields?: number | null;
  /** Lose this much energy. */
  energy?: number | null;
  /** The card counts as this much damage against the hull while faceup (0 or 1: one). */
  countsAs?: number | null;
  /**
   * After its other effects, the card repairs itself: it is flipped facedown (2e
   * "Then repair this card"; 1e "Then flip this card facedown").
   */
  repair?: boolean | null;
};

/** A 2e card's top effect, resolved first when the attacker is in `arc`. */
export type PrecisionShot = {
  arc: DefenderArcName;
  text?: string | null;
  effect?: DamageEffect | null;
};

/**
 * An arc of the defending 2e huge ship that may contain the attacker (seed 001
 * "Precision Shot": side arc, full front arc, full rear arc, or bullseye arc).
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type DefenderArcName = "side" | "fullFront" | "fullRear" | "bullseye";

/**
 * A wingmate's place in the formation, with its ID number. Read and written by the
 * calls under its camelCase name (`leftFlank`).
 */
export type WingPosition =
  | /** #2, to the left of the wing leader. */
    "leftFlank"
  | /** #3, to the right of the wing leader. */
    "rightFlank"
  | /** #4, directly behind the wing leader. */
    "rearSupport"
  | /** #5, directly behind the left flank, to the left of the rear support. */
    "leftSupport"
  | /** #6, directly behind the right flank, to the right of the rear support. */
    "rightSupport";

/**
 * An obstacle as a caller sends it (docs/api.md `Obstacle`): a simple polygon (asteroids
 * may be concave), read and checked as it is (its outline prepared while read).
 */
export type Obstacle = {
  id: string;
  type: ObstacleKind;
  points: Point[];
};

/**
 * The three obstacle types the rules distinguish (seed 001 "Overlapping Obstacles").
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type ObstacleKind = "asteroid" | "debris" | "gasCloud";

/** One object that the subject overlaps. */
export type Overlap = {
  id: string;
  /** The subject's sections that overlap it (1e huge subject; empty otherwise). */
  sections: SectionName[];
  /** The other object's sections that the subject overlaps (1e huge; empty otherwise). */
  otherSections: SectionName[];
};

/**
 * A ship with its cards and state: the moving ship of `placeMove`, a kept ship of a
 * `Workspace` (`new Workspace`, `add`). One type for both, so a ship object means the same in each.
 */
export type MovingShip = {
  id: string;
  ship: ShipName;
  /**
   * The pilot of a ship named by its ship id (docs/api.md "Ship names"): how 1e names a
   * pilot, whose ids repeat across ships; 2e names a pilot by its id in `ship` alone.
   */
  pilot?: PilotName | null;
  pose: Pose;
  /**
   * A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"); a
   * moving one is refused: it does not move.
   */
  asObstacle?: boolean;
  energy?: number | null;
  stress?: number | null;
  ion?: number | null;
  tractor?: number | null;
  energyLimit?: number | null;
  /**
   * A huge ship's round state (`docs/round.md`), instead of the fields above (`placeMove`
   * then answers the state after the maneuver).
   */
  state?: RoundState | null;
  /** The upgrade cards it carries: its state's printed values (a 1e energy limit) change. */
  upgrades?: Upgrades | null;
  /**
   * 1e sections crippled (they suffer no overlap damage when it moves; `measureRange` reads
   * a kept defender's).
   */
  crippled?: SectionName[] | null;
  player?: number | null;
  /**
   * Epic team battles: the player's team (a teammate's ship is allied); given for every
   * kept ship or none, one per player (checked by the kept table, as `roundOrder`).
   */
  team?: number | null;
  deck?: DeckCard[];
  inWing?: boolean;
  tokens?: object;
  position?: WingPosition;
  wingLeader?: string;
  cloaked?: boolean;
  turrets?: { upgrade: UpgradeName; arc: TurretArc; double?: boolean }[];
  pilotSkill?: number;
  engagement?: number;
  actionBar?: string[];
  entries?: number[];
};

/** A card with the side that is up (0: the side equipped at setup). */
export type Sided = {
  id: string;
  side?: number | null;
};

/**
 * A revealed maneuver as every call takes it: `{ speed, bearing, difficulty? }`. The
 * bearing and colour are serde enums (an unknown name is `UNKNOWN_NAME`, like every
 * other name); the speed is checked while read by the engine's `Maneuver`.
 */
export type Maneuver = {
  speed: number;
  bearing: Bearing;
  difficulty?: Difficulty | null;
};

/**
 * The bearings of docs/api.md, named as the JS contract names them.
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type Bearing =
  | "straight"
  | "bankLeft"
  | "bankRight"
  | "turnLeft"
  | "turnRight"
  | "koiogran"
  | "segnorLeft"
  | "segnorRight"
  | "tallonLeft"
  | "tallonRight"
  | "stationary"
  | "reverseStraight"
  | "reverseBankLeft"
  | "reverseBankRight";

/**
 * Maneuver colour: white, blue (easy) or red (hard).
 * Read and written under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type Difficulty =
  | "white"
  | "blue"
  | "red"
  | /** 2e force maneuvers (xwing-data2 colour `P`): flown as white; spending the force is the caller's. */
    "purple";

/**
 * The rectangle `[0, width] x [0, height]`: a request's `playArea`, each side above 0 and at
 * most 10000 mm (`crate::wire::numbers::length`).
 */
export type PlayArea = {
  width: number;
  height: number;
};

/** Answers a request already gives: a section per ship id, a placement per ship id. */
export type Choices = {
  sections?: Record<string, SectionName>;
  placements?: Record<string, Pose>;
};

/**
 * What `placeMove` returns (docs/conventions.md §3.4; docs/api.md), written by the call
 * as it is, in this order.
 */
export type Placed = {
  pose: Pose;
  intendedPose: Pose;
  executed: ManeuverOut;
  revealed: ManeuverOut;
  footprint: Footprint[];
  template: Point[];
  overlaps: Overlap[];
  outcome: Outcome;
  /** `None` when the ship's dial is unknown (standard bases). */
  offDial: boolean | null;
  difficulty: Difficulty | null;
  complete: boolean;
  travelled: number;
  /** A standard ship whose base ends partly outside the play area has fled. */
  fled: boolean;
  /**
   * The final base is not wholly inside the play area (for a huge ship this is
   * an illegal position: its base may never leave the play area).
   */
  outsidePlayArea: boolean;
  energy: EnergyReport | null;
  removedObstacles: string[];
  destroyed: string[];
  seed: number;
  /**
   * 2e: the huge ship was ionized and flew the ion maneuver; it removes its
   * `ion_removed` ion tokens at the end of its activation.
   */
  ionized: boolean;
  ionRemoved: number;
  /**
   * 2e: the huge ship is tractored: it is not moved as a standard ship would be
   * (tractor effects do not move it); its own maneuver is flown as usual.
   */
  tractored: boolean;
};

/** A speed and a bearing; in a request, the speed is a whole number up to the fastest template. */
export type ManeuverOut = {
  speed: number;
  bearing: Bearing;
};

/** One part of the final base: the whole base, or a 1e huge ship's section. */
export type Footprint = {
  section: SectionName | null;
  points: Point[];
};

/** A point on the table: x, y in mm (docs/conventions.md §1). */
export type Point = [number, number];

/** The rule outcome of a maneuver (docs/api.md `outcome`). */
export type Outcome = {
  skipAction: boolean;
  effects: MoveEffect[];
  choices: MoveChoice[];
};

/** One thing that happens to a ship or obstacle. */
export type MoveEffect =
  | /**
     * Damage suffered as an attack deals it: `hits` then `crits`, shields first; a hit
     * that reaches the hull is a facedown card, a crit a faceup card (2e "crit damage",
     * both editions' rolled results). `section`: the 1e section that suffers it (`null`
     * for 2e, or while a choice is pending).
     */
    {
      type: "damage";
      target: string;
      hits: number;
      crits: number;
      section: SectionName | null;
      source: string;
    }
  | /**
     * 1e: one faceup damage card **dealt** directly from `section`'s deck, not suffered
     * as damage, so shields do not stop it (seed 003 "Overlapping Huge Ships": "dealt one
     * faceup Damage card"; "Obstacles"). `null` section while a choice is pending.
     */
    {
      type: "faceupCard";
      target: string;
      section: SectionName | null;
      source: string;
    }
  | {
      type: "stress";
      target: string;
      count: number;
      source: string;
    }
  | {
      type: "jam";
      target: string;
      count: number;
      source: string;
    }
  | {
      type: "destroyed";
      target: string;
      source: string;
    }
  | /** 2e: a standard ship picked up until the huge ship completes its maneuver. */
    {
      type: "setAside";
      target: string;
    }
  | /** ... and where it was placed again. */
    {
      type: "placed";
      target: string;
      pose: At;
    }
  | {
      type: "obstacleRemoved";
      target: string;
    }
  | /** Attack dice rolled by the overlap rules, with the shared seeded generator. */
    {
      type: "roll";
      who: string;
      dice: number;
      faces: AttackFaceName[];
      hits: number;
      crits: number;
      purpose: string;
    }
  | /** Energy gained (+) or spent (−). */
    {
      type: "energy";
      target: string;
      change: number;
      source: string;
    }
  | /** 2e huge ships spend energy to remove stress at once (seed 001 "Stress"). */
    {
      type: "stressRemoved";
      target: string;
      count: number;
      source: string;
    };

/** A pose as reported in effects and choices. */
export type At = {
  x: number;
  y: number;
  heading: number;
};

/** Faces of the red attack die (written by name: `as_str`). */
export type AttackFaceName = "hit" | "crit" | "focus" | "blank";

/**
 * A decision that belongs to a player, with its legal options (`{ type, who, target,
 * options }`; `target`: the ship the choice is about).
 */
export type MoveChoice =
  | /**
     * Which section of `target` suffers it (seed 003 "Overlapping Huge Ships": "If both
     * sections overlap, the opposing player chooses").
     */
    {
      type: "section";
      who: Opponent;
      target: string;
      options: SectionName[];
    }
  | /** 2e: where a ship set aside is placed again, by its owner. */
    {
      type: "placement";
      who: Owner;
      target: string;
      options: At[];
    };

/** The player who chooses a section: the huge ship's opponent. */
export type Opponent = "opponent";

/** The player who places a ship set aside: its owner. */
export type Owner = "owner";

/**
 * The activation's energy bookkeeping (`placeMove`'s `energy`: the fields that do not
 * apply are left out).
 */
export type EnergyReport = {
  before: number;
  after: number;
  /** 1e: energy icons on the revealed maneuver, ions cancelling some, the limit. */
  icons?: number;
  ionLoss?: number;
  limit?: number;
  /** What the 2e red-maneuver rule did. */
  red?: RedManeuver;
};

/** What a red maneuver does to a 2e huge ship (`placeMove`'s `energy.red`: what it did). */
export type RedManeuver =
  | /** It has energy: it loses 1 instead of gaining a stress. */
    "spentEnergy"
  | /** No energy, not stressed: it gains a stress token. */
    "gainedStress"
  | /** No energy and stressed: it executes a white 2 straight instead. */
    "whiteTwoStraight";

/**
 * A huge ship's whole state. Written whole by every round call, so that a state passed
 * back is read as the same state; its ship, edition and carried changes are not written
 * (the request gives them).
 */
export type StateView = {
  cards: CardView[];
  upgrades: UpgradeState[];
  tokens: Tokens;
  used: UsedOut;
  destroyed: boolean;
  /** 2e turret arc indicators (seed 001 "Turret Arc Indicators"), at most two. */
  turrets: TurretOut[];
};

/**
 * One ship card (1e: the fore or aft card of a CR90 or Raider, or the single card;
 * 2e: the ship card) as it lies on the table: its hull and shield pool, its energy.
 * Written with every key present, so that a card passed back is read as the same card;
 * each damage card with its weight (`countsAs`), so that a card that counts as 2 damage
 * against the hull still does (seed 003 "Crippled Sections"). Read with every value but
 * `shields` optional: a printed value left out is the printed card's, changed by the
 * ship's upgrades.
 */
export type CardView = {
  /** The section of each of the two cards of a 1e CR90 or Raider; none for a single card. */
  section: SectionName | null;
  /** The printed hull. */
  hull: number;
  /** The shields still active. */
  shields: number;
  /** The printed shield value: shields never exceed it. */
  shieldValue: number;
  energy: number;
  /** The card's energy limit (1e) or the ship's energy capacity (2e), upgrades included. */
  energyLimit: number;
  crippled: boolean;
  /**
   * Crippled by an attack (`resolveAttack`), the crippled side's consequences not yet
   * taken: the card still shows its normal side's shield value and energy limit, and
   * `crippleSection` applies the crippled side once (seed 003 "Crippled Sections":
   * energy above that side's limit discarded). Only a crippled card can wait so.
   */
  flipPending: boolean;
  damage: DamageCard[];
};

/**
 * A damage card lying next to a ship (or section) card (read as a state's card by every
 * call, written by the calls as a round state's card's `damage`).
 */
export type DamageCard = {
  name: string;
  faceup: boolean;
  text: string;
  /**
   * How much damage the card counts as against the hull while faceup (1e "Direct
   * Hit!": "This card counts as 2 damage against your hull"); a facedown card is 1.
   * Read whole, at most 10 (`MAX_EFFECT`), default 1; 0 reads as 1 (`CountsAs`).
   */
  countsAs: number;
};

/** An upgrade card with an energy limit (1e "Allocate Energy" puts energy on it). */
export type UpgradeState = {
  name: string;
  energy: number;
  /** Left out of a request: the printed limit of the carried card of that name (the ship's `upgrades`). */
  energyLimit: number;
};

/**
 * Written whole (a state's `tokens`; a standard ship's in `endPhase`); read with every key
 * optional (absent or `null`: none), counts up to 99 (`MAX_COUNT`).
 */
export type Tokens = {
  focus: number;
  evade: number;
  stress: number;
  ion: number;
  tractor: number;
  jam: number;
  reinforce: ReinforceName | null;
  /** Ids of the ships this ship holds a lock on (1e: held by the ship, spent by either section). */
  locks: string[];
  /** Locks other ships hold on this one. */
  lockedBy: LockOnOut[];
};

/** A lock another ship holds on this one; in 1e it lies on one section. */
export type LockOnOut = {
  by: string;
  section: SectionName | null;
};

/**
 * What the ship has used this round; cleared in the End phase. Read with every list
 * optional (absent or `null`: empty).
 */
export type UsedOut = {
  actions: UsedActionOut[];
  /** Names of the cards whose "Energy:" header was used (once per round each, seed 003 "Use Energy"). */
  energyCards: string[];
  /** Names of the "Bonus Attack:" headers used (once per round each, seed 001 "Bonus Attacks"). */
  bonusAttacks: string[];
  /** A bonus attack with the primary or an "Attack:" header was made (at most one per round). */
  primaryBonus: boolean;
};

/** An action performed this round, with the section whose bar it came from (1e two-card ships). */
export type UsedActionOut = {
  action: string;
  section: SectionName | null;
  /** Granted by another effect (2e coordinate): it does not take the ship's own action. */
  free: boolean;
};

/**
 * One indicator: the upgrade it belongs to, where it points, and whether it is a double one.
 * Read and written by the calls as a round state's `turrets` entry.
 */
export type TurretOut = {
  upgrade: string;
  arc: TurretArc;
  double: boolean;
};

/**
 * A ship as `measureRange` reads it: a ship of a table (its crippled 1e sections read for the
 * defender) with a 2e huge attacker's turret arc indicators.
 */
export type RangeShip = {
  id: string;
  ship: ShipName;
  /**
   * The pilot of a ship named by its ship id (docs/api.md "Ship names"): how 1e names a
   * pilot, whose ids repeat across ships; 2e names a pilot by its id in `ship` alone.
   */
  pilot?: PilotName | null;
  pose: Pose;
  /**
   * A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"); a
   * moving one is refused: it does not move.
   */
  asObstacle?: boolean;
  /**
   * A 1e huge ship's crippled sections (read by `placeMove`: they suffer no overlap damage;
   * by `measureRange` for its defender: they are not targeted).
   */
  crippled?: SectionName[] | null;
  state?: RoundState;
  deck?: DeckCard[];
  player?: number;
  team?: number;
  stress?: number;
  inWing?: boolean;
  tokens?: object;
  position?: WingPosition;
  wingLeader?: string;
  ion?: number;
  tractor?: number;
  cloaked?: boolean;
  energy?: number;
  energyLimit?: number;
  pilotSkill?: number;
  engagement?: number;
  actionBar?: string[];
  upgrades?: Upgrades;
  entries?: number[];
  /** A 2e huge attacker's turret arc indicators (its round state's `turrets`), for `turret`. */
  turrets?: Ship["turrets"] | null;
};

/**
 * The arc names of docs/api.md.
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type ArcName =
  | "front"
  | "rear"
  | "left"
  | "right"
  | "fullFront"
  | "fullRear"
  | "bullseye"
  | "foreLeft"
  | "foreRight"
  | "aftLeft"
  | "aftRight";

/** Where a 1e huge attacker measures from (`from`: docs/api.md `measureRange`). */
export type MeasureFrom = "ship" | "fore" | "aft" | "foreBase" | "aftBase";

/**
 * Which ruler measures: the core-set ruler stops at range 3, the huge ruler at 5.
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type Ruler =
  | "standard"
  | /** The default: `measureRange` reports every band up to 5 (docs/api.md "0..5"). */
    "huge";

/**
 * The weapon the request names (`weapon`; none: the primary weapon), declared as its three
 * forms: the primary weapon, a special weapon given by its printed values (a secondary
 * weapon, special attack or card effect), an upgrade card's weapon (`arm` refuses the keys
 * of another form).
 */
export type WeaponInput =
  | {
      kind?: "primary";
      /** Primary, 1e CR90 / Raider: the section card that fires. */
      section?: SectionName | null;
      /** Primary, 2e huge ship: the arc is extended to range 4 or 5. */
      extendedTo?: 4 | 5 | null;
    }
  | {
      kind: "special";
      /** Special: the printed attack value. */
      attack: number;
      /** Special: the printed range `[min, max]`. */
      range: [number, number];
      /** Special: the ordnance icon (no range bonuses in 2e). */
      ordnance?: boolean | null;
    }
  | {
      kind?: "special";
      /** Primary, 1e CR90 / Raider: the section card that fires. */
      section?: SectionName | null;
      /**
       * The upgrade card (xws id) whose printed weapon fires: its value, range, ordnance
       * and arcs from the card data (`attack::card_weapon`).
       */
      upgrade: UpgradeName;
    };

/** Primary or special: the kind of weapon (the request's `weapon.kind`, the answer's). */
export type WeaponKind = "primary" | "special";

/** A 1e huge defender's two sections, as `measureRange` writes them. */
export type Sections = {
  fore: SectionRange;
  aft: SectionRange;
};

/** One section of a 1e huge defender (`measureRange`'s `sections.fore` / `.aft`). */
export type SectionRange = {
  range: number | null;
  distance: number;
  /** Some part of the target is inside the arc (always true without an arc). */
  inArc: boolean;
  /** The middle line of all equally short lines (the engine's `Family`). */
  from: Point;
  to: Point;
  /** Whether it can be declared the target (no `reason`). */
  canTarget: boolean;
  /** Why it cannot be declared the target; `None` when it can. */
  reason: Blocked | null;
  crippled: boolean;
};

/** Why a section cannot be declared the target (written by the names of `as_str`). */
export type Blocked =
  | /** 1st edition: the two ships touch, so they cannot attack each other (seed 002). */
    "touching"
  | /** The section is crippled. */
    "crippled"
  | /** The centre-to-centre line meets the blue centre line (C-ROC: its arc lines). */
    "centreLine"
  | /** No part of the section is inside the attack's arc. */
    "notInArc"
  | /** The section is beyond the ruler. */
    "outOfRange"
  | /** The section is at a band the weapon does not fire at (1e CR90: range 1–2). */
    "notInWeaponRange";

/**
 * The weapon as the attack uses it: value, range and kind (echoed in the answers, its
 * range as `[min, max]` with the ruler it measures with).
 */
export type WeaponUsed = {
  kind: WeaponKind;
  /**
   * The printed attack value (`None`: the ship's printed value is not known to the
   * engine, as for standard ships, and the caller gives the dice).
   */
  attack: number | null;
  range: [number, number];
  ordnance: boolean;
  /** 1e: the section card that fires. */
  section: SectionName | null;
  ruler: Ruler;
};

/**
 * A `defenderArcs` entry: `side` or any arc name `measureRange` reports in
 * `defenderArcs`, so that list can be passed as is (which of them name a
 * precision-shot or reinforce arc is the engine's `DefenderArc::of_arc`).
 */
export type AttackerIn =
  | "side"
  | "front"
  | "rear"
  | "left"
  | "right"
  | "fullFront"
  | "fullRear"
  | "bullseye"
  | "foreLeft"
  | "foreRight"
  | "aftLeft"
  | "aftRight";

/**
 * `resolveAttack`'s `attacker`: the engine's `Attacker` between the keys only the request
 * has; answered as given with the attacker after the attack and its round state.
 */
export type AttackerInput = {
  id?: string | null;
  /** The ship's name (echoed in the answer). */
  ship?: ShipName | null;
  /** The pilot of a ship named by its ship id (docs/api.md "Ship names"). */
  pilot?: PilotName | null;
  tokens?: AttackerTokens | null;
  pilotSkill?: number | null;
  energy?: number | null;
  /** 1e CR90 (fore) card: spend 1 energy to roll 1 additional attack die. */
  useCr90Ability?: boolean | null;
  /**
   * 1e: the game effect that lets this huge ship spend focus tokens (seed 000
   * "Focus, Evade, and Stress Tokens": "huge ships can spend these tokens if a game
   * effect allows them to do so", e.g. "Esege Tuketu"); `None` (or blank): none.
   */
  focusAllowedBy?: string | null;
  /** The attacks it has already performed this round (2e bonus attacks). */
  attacksThisRound?: AttacksThisRound | null;
  /** The pose (echoed in the answer, so that it round-trips). */
  pose?: Pose | null;
  /**
   * A huge ship's round state (docs/round.md), instead of its tokens and the attacker's
   * `energy` or the defender's `state`.
   */
  roundState?: RoundState | null;
  /**
   * The upgrade cards it carries: a weapon card the attacker fires must be one, not
   * offline; the defender's give its energy limit (and 1e Bright Hope's reinforce).
   */
  upgrades?: Upgrades | null;
};

/** The attacker's tokens, read and written nested (absent or `null` counts are none). */
export type AttackerTokens = {
  focus?: number | boolean | null;
  lock?: number | boolean | null;
  /**
   * 1e: the section of a huge defender the lock was acquired on ("fore" | "aft"); "its
   * effect only applies to that section" (seed 003 "Target Lock Tokens"). `None`: unspecified.
   */
  lockSection?: SectionName | null;
};

/** The attacks a ship has already performed this round (2e bonus attacks). */
export type AttacksThisRound = {
  standard?: boolean | null;
  bonus?: string[] | null;
};

/**
 * `resolveAttack`'s `defender`: the engine's `Defender` between the keys only the request
 * has; answered as given with the defender after the attack and its round state.
 */
export type DefenderInput = {
  id?: string | null;
  /** The ship's name (echoed in the answer). */
  ship?: ShipName | null;
  /** The pilot of a ship named by its ship id (docs/api.md "Ship names"). */
  pilot?: PilotName | null;
  /** Echoed only as given, so the state passes back in with any `defenseDice`. */
  agility?: number | null;
  tokens?: DefenderTokens | null;
  /** A 1e huge ship placed as an obstacle: refused, it cannot be attacked. */
  asObstacle?: boolean;
  /**
   * The targeted section (1e huge ships). Answered as the request gave it: one the poses
   * determined is in `geometry.section` and is not carried to the next attack, whose
   * poses may allow another.
   */
  section?: SectionName | null;
  /** The damage state; none: damage is counted but not tracked. */
  state?: DefenderState | null;
  pilotSkill?: number | null;
  /**
   * Whether the (huge) defender has already attacked this round (simultaneous
   * attack rule, 1e).
   */
  hasAttacked?: boolean | null;
  /** The pose (echoed in the answer, so that it round-trips). */
  pose?: Pose | null;
  /**
   * A huge ship's round state (docs/round.md), instead of its tokens and the attacker's
   * `energy` or the defender's `state`.
   */
  roundState?: RoundState | null;
  /**
   * The upgrade cards it carries: a weapon card the attacker fires must be one, not
   * offline; the defender's give its energy limit (and 1e Bright Hope's reinforce).
   */
  upgrades?: Upgrades | null;
};

/** The defender's tokens, read and written nested (absent or `null` counts are none). */
export type DefenderTokens = {
  focus?: number | boolean | null;
  evade?: number | boolean | null;
  reinforce?: ReinforceName | null;
};

/** A defender's damage state, returned after each attack and accepted back. */
export type DefenderState = {
  sections?: InputSections | null;
  pool?: DamagePool | null;
  energy?: number | null;
  /**
   * The energy card's energy limit (1e, upgrades included) or the ship's energy
   * capacity (2e); `None` for a ship without one (standard ships; a request's: the printed
   * one). Energy added never goes above it: "If at any time a card has a number of energy
   * tokens that exceeds its energy limit, immediately return the excess" (seed 003 "Energy").
   */
  energyLimit?: number | null;
  crippled?: SectionName[] | null;
  pendingCripple?: SectionName[] | null;
  destroyed?: boolean | null;
};

/** A 1e two-card ship's pools as a request gives them (`sections`). */
export type InputSections = {
  fore: DamagePool;
  aft: DamagePool;
};

/**
 * One hull and shield pool: a whole ship, or one 1e section (read as a defender's state
 * gives it; written there with each card's `countsAs` only when not 1, `PoolCard`).
 */
export type DamagePool = {
  /** The printed hull value. */
  hull: number;
  /** The shields still active. */
  shields: number;
  damage?: Card[] | null;
};

/** `attackKind`: a standard attack (the default) or a 2e bonus attack. */
export type AttackKind = "standard" | "bonus";

/** Faces of the green defense die (written by name: `as_str`). */
export type DefenseFaceName = "evade" | "focus" | "blank";

/**
 * `resolveAttack`'s `attacker`: the engine's `Attacker` between the keys only the request
 * has; answered as given with the attacker after the attack and its round state.
 */
export type Attacker = {
  id: string | null;
  /** The ship's name (echoed in the answer). */
  ship: ShipName | null;
  tokens: AttackerTokensOut;
  pilotSkill: number | null;
  energy: number | null;
  /** 1e CR90 (fore) card: spend 1 energy to roll 1 additional attack die. */
  useCr90Ability: boolean;
  /** The attacks it has already performed this round (2e bonus attacks). */
  attacksThisRound: AttacksThisRoundOut;
  /** The pose (echoed in the answer, so that it round-trips). */
  pose?: Pose;
  /** The round state after the attack, when the request gave `roundState`. */
  roundState?: StateView;
};

/** The attacker's tokens, read and written nested (absent or `null` counts are none). */
export type AttackerTokensOut = {
  focus: number;
  lock: number;
  /**
   * 1e: the section of a huge defender the lock was acquired on ("fore" | "aft"); "its
   * effect only applies to that section" (seed 003 "Target Lock Tokens"). `None`: unspecified.
   */
  lockSection?: SectionName;
};

/** The attacks a ship has already performed this round (2e bonus attacks). */
export type AttacksThisRoundOut = {
  standard: boolean;
  bonus: string[];
};

/**
 * `resolveAttack`'s `defender`: the engine's `Defender` between the keys only the request
 * has; answered as given with the defender after the attack and its round state.
 */
export type Defender = {
  id: string | null;
  /** The ship's name (echoed in the answer). */
  ship: ShipName | null;
  /** Echoed only as given, so the state passes back in with any `defenseDice`. */
  agility: number | null;
  /**
   * The targeted section (1e huge ships). Answered as the request gave it: one the poses
   * determined is in `geometry.section` and is not carried to the next attack, whose
   * poses may allow another.
   */
  section: SectionName | null;
  tokens: DefenderTokensOut;
  /** The damage state; none: damage is counted but not tracked. */
  state: State | null;
  pilotSkill: number | null;
  /**
   * Whether the (huge) defender has already attacked this round (simultaneous
   * attack rule, 1e).
   */
  hasAttacked: boolean;
  /** The pose (echoed in the answer, so that it round-trips). */
  pose?: Pose;
  /** The round state after the attack, when the request gave `roundState`. */
  roundState?: StateView;
};

/** The defender's tokens, read and written nested (absent or `null` counts are none). */
export type DefenderTokensOut = {
  focus: number;
  evade: number;
  reinforce: ReinforceName | null;
};

/** A defender's damage state, returned after each attack and accepted back. */
export type State = {
  sections?: SectionsOut;
  pool?: Pool;
  energy: number | null;
  /**
   * The energy card's energy limit (1e, upgrades included) or the ship's energy
   * capacity (2e); `None` for a ship without one (standard ships; a request's: the printed
   * one). Energy added never goes above it: "If at any time a card has a number of energy
   * tokens that exceeds its energy limit, immediately return the excess" (seed 003 "Energy").
   */
  energyLimit: number | null;
  crippled: SectionName[];
  pendingCripple: SectionName[];
  destroyed: boolean;
};

export type SectionsOut = {
  fore: Pool;
  aft: Pool;
};

/**
 * One hull and shield pool: a whole ship, or one 1e section (read as a defender's state
 * gives it; written there with each card's `countsAs` only when not 1, `PoolCard`).
 */
export type Pool = {
  /** The printed hull value. */
  hull: number;
  /** The shields still active. */
  shields: number;
  damage: CardOut[];
};

/**
 * A damage card as a defender's state (`resolveAttack`, `applyEffects`) writes it: its
 * weight only when not 1. The round state writes every card's (`DamageCard`'s writer).
 */
export type CardOut = {
  name: string;
  faceup: boolean;
  text: string;
  /** Damage it counts as against the hull while faceup, when not 1. */
  countsAs?: number;
};

/** One entry of a deck: `count` identical cards (a caller's deck: one when not given). */
export type DeckCardOut = {
  name: string;
  count: number;
  /** 1e: the section whose deck holds the card; `None`: either deck. */
  section: SectionName | null;
  text: string;
  effect: Effect;
  precisionShot: PrecisionShotOut | null;
};

/** The countable part of a card's effect. */
export type Effect = {
  /** Suffer this much hit damage (shields first, then facedown cards). */
  damage: number;
  /** Suffer this much crit damage (shields first, then faceup cards). */
  crit: number;
  /** Lose this many shields. */
  shields: number;
  /** Lose this much energy. */
  energy: number;
  /** The card counts as this much damage against the hull while faceup (0 or 1: one). */
  countsAs?: number;
  /**
   * After its other effects, the card repairs itself: it is flipped facedown (2e
   * "Then repair this card"; 1e "Then flip this card facedown").
   */
  repair?: boolean;
};

/** A 2e card's top effect, resolved first when the attacker is in `arc`. */
export type PrecisionShotOut = {
  arc: DefenderArcName;
  text: string;
  effect: Effect;
};

/**
 * What happened to one point of damage, in order, for the page to show (its log: one
 * step of damage dealing, written by `kind`).
 */
export type DealtStep = {
  kind: DealtKind;
  crit?: boolean;
  card?: DeckCardOut;
  precisionShot?: boolean;
  amount?: number;
  section?: SectionName;
};

/** The `kind` of a `Dealt`: its variants, by name. */
export type DealtKind =
  | "shield"
  | "facedown"
  | "faceup"
  | "shieldsLost"
  | "energyLost"
  | "lost"
  | "crippled"
  | "pendingCripple"
  | "destroyed"
  | "repaired";

/** `damage[k]` = P(total uncancelled hits and crits = k); `expected` = Σ k·P(k). */
export type Distribution = {
  damage: number[];
  expected: number;
};

/** The geometry an attack used, echoed for the page. */
export type Geometry = {
  /** Whether it was measured from the poses (else taken from the request). */
  measured: boolean;
  /** Range band of the attack (2e 0–5, 1e 1–5); `None`: no range modifiers. */
  range: number | null;
  /** The attack line crosses an obstacle or another (section of a) huge ship. */
  obstructed: boolean;
  defenderArcs: DefenderArcName[];
  distance?: number;
  from?: Point;
  to?: Point;
  obstructedBy?: string[];
  /**
   * 1e huge defender: the section targeted, as given or, when the request names none,
   * the only one the poses let the attacker target.
   */
  section?: SectionName;
};

/** A name in the edition's data: written only for a pilot (`shipInfo`'s `pilot`). */
export type DataName = {
  xws: PilotName;
  name: string;
};

export type SheetBase = {
  width: number;
  length: number;
};

export type DialEntry = {
  speed: number;
  bearing: Bearing;
  difficulty: Difficulty;
  energy?: number;
};

export type Printed = ShipInfoStats1e | ShipInfoStats2e;

export type ShipInfoStats1e = {
  /** `"1e"`: tells the two shapes apart. */
  edition: "1e";
  cards: PrintedCard1e[];
  /** The named pilot's pilot skill. */
  pilotSkill: number | null;
  /**
   * The named pilot's card prints "?" for its pilot skill (xwing-data `"skill": "?"`, the
   * one such card: Nashtah Pup Pilot, whose ability gives it a destroyed ship's):
   * `pilot_skill` is then `None` (the data keeps no other card without a pilot skill).
   */
  pilotSkillVariable: boolean;
  agility: number;
  actions: ShipInfoAction[];
};

export type PrintedCard1e = {
  section: SectionName | null;
  attack: number;
  attackRange: [number, number] | null;
  hull: number;
  shields: number;
  energy: number;
};

/** An action on a printed action bar, with its colour and the action linked after it. */
export type ShipInfoAction = {
  action: string;
  colour: ActionColour;
  linked?: LinkedAction;
  /** The carried card that grants it (absent: printed on the ship's bar). */
  upgrade?: string;
};

/** A 2e action's colour (xwing-data2 `difficulty`): red actions stress, purple ones spend force. */
export type ActionColour = "white" | "red" | "purple";

export type LinkedAction = {
  action: string;
  colour: ActionColour;
};

export type ShipInfoStats2e = {
  /** `"2e"`: tells the two shapes apart. */
  edition: "2e";
  attack: number;
  attackArc: string;
  attacks: PrintedAttack[];
  agility: number;
  hull: number;
  shields: number;
  shieldRecurring: number;
  energy: number;
  energyRecurring: number;
  charges: PrintedPool | null;
  force: PrintedPool | null;
  initiative: number | null;
  engagement: number | null;
  actions: ShipInfoAction[];
};

export type PrintedAttack = {
  arc: string;
  value: number;
};

export type PrintedPool = {
  value: number;
  recovers: number;
};

/** The fields shipInfo adds to its answer for drawing (beside base, sections, dial, stats). */
export type ShipInfoFacts = {
  arcs: ShipInfoArc[];
  sectionBases: ShipInfoSectionBase[] | null;
  centreLine: boolean;
};

/** One arc in the ship's frame: its name, whether it is primary, its shape. */
export type ShipInfoArc = {
  name: string;
  primary: boolean;
} & (DrawnShape);

/**
 * An arc's shape in the ship's frame, by `kind` (`range::arcs::ArcShape`): `[lateral,
 * forward]` mm from the base centre, bearings in degrees clockwise from forward.
 */
export type DrawnShape =
  | /** The rays at `from` and `to` (from < to) out of `apex`. */
    {
      kind: "wedge";
      apex: [number, number];
      from: number;
      to: number;
    }
  | /** Everything ahead of (`ahead`) or behind the line across the base centre. */
    {
      kind: "halfPlane";
      ahead: boolean;
    }
  | /** The 2e bullseye: `halfWidth` either side of the axis from `start` mm ahead. */
    {
      kind: "strip";
      halfWidth: number;
      start: number;
    };

/** A 1e huge section's own square base: its centre `[lateral, forward]` and side, mm. */
export type ShipInfoSectionBase = {
  section: SectionName;
  centre: [number, number];
  side: number;
};

/** A carried card as the ship has it: the side up, its charges, its own energy limit (1e). */
export type CarriedUpgrade = {
  xws: string;
  name: string;
  side: number;
  offline: boolean;
  charges: PrintedPool | null;
  energyLimit: number | null;
};

/**
 * What each output slot holds.
 * Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
 */
export type BatchOutput =
  | /** The distance in mm (NaN when no part of the defender is in the arc). */
    "distance"
  | /** The range band (NaN when out of arc or beyond the ruler). */
    "range";

/** The attacking kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`. */
export type KeptAttackerInput = {
  id: string;
  /** The ship's name (echoed in the answer). */
  ship?: ShipName | null;
  /** The pilot of a ship named by its ship id (docs/api.md "Ship names"). */
  pilot?: PilotName | null;
  tokens?: AttackerTokens | null;
  pilotSkill?: number | null;
  energy?: number | null;
  /** 1e CR90 (fore) card: spend 1 energy to roll 1 additional attack die. */
  useCr90Ability?: boolean | null;
  /**
   * 1e: the game effect that lets this huge ship spend focus tokens (seed 000
   * "Focus, Evade, and Stress Tokens": "huge ships can spend these tokens if a game
   * effect allows them to do so", e.g. "Esege Tuketu"); `None` (or blank): none.
   */
  focusAllowedBy?: string | null;
  /** The attacks it has already performed this round (2e bonus attacks). */
  attacksThisRound?: AttacksThisRound | null;
  /**
   * A huge ship's round state (docs/round.md), instead of its tokens and the attacker's
   * `energy` or the defender's `state`.
   */
  roundState?: RoundState | null;
  /**
   * The upgrade cards it carries: a weapon card the attacker fires must be one, not
   * offline; the defender's give its energy limit (and 1e Bright Hope's reinforce).
   */
  upgrades?: Upgrades | null;
};

/** The defending kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`. */
export type KeptDefenderInput = {
  id: string;
  /** The ship's name (echoed in the answer). */
  ship?: ShipName | null;
  /** The pilot of a ship named by its ship id (docs/api.md "Ship names"). */
  pilot?: PilotName | null;
  /** Echoed only as given, so the state passes back in with any `defenseDice`. */
  agility?: number | null;
  tokens?: DefenderTokens | null;
  /** A 1e huge ship placed as an obstacle: refused, it cannot be attacked. */
  asObstacle?: boolean;
  /**
   * The targeted section (1e huge ships). Answered as the request gave it: one the poses
   * determined is in `geometry.section` and is not carried to the next attack, whose
   * poses may allow another.
   */
  section?: SectionName | null;
  /** The damage state; none: damage is counted but not tracked. */
  state?: DefenderState | null;
  pilotSkill?: number | null;
  /**
   * Whether the (huge) defender has already attacked this round (simultaneous
   * attack rule, 1e).
   */
  hasAttacked?: boolean | null;
  /**
   * A huge ship's round state (docs/round.md), instead of its tokens and the attacker's
   * `energy` or the defender's `state`.
   */
  roundState?: RoundState | null;
  /**
   * The upgrade cards it carries: a weapon card the attacker fires must be one, not
   * offline; the defender's give its energy limit (and 1e Bright Hope's reinforce).
   */
  upgrades?: Upgrades | null;
};

/** What overlaps what: interiors meeting by more than 1e-6 mm, and what only touches. */
export function checkOverlap(request: CheckOverlapRequest): CheckOverlapResponse;

/** Where a maneuver puts a ship, its template, and what the overlap rules do. */
export function placeMove(request: PlaceMoveRequest): PlaceMoveResponse;

/** Range, arcs, 1e section targeting and obstruction between two ships (docs/conventions.md §5). */
export function measureRange(request: MeasureRangeRequest): MeasureRangeResponse;

/**
 * One attacker against many defender positions (heat maps): a `Float64Array` of
 * x, y pairs in, one distance (or band) per pair out. The request text leaves `points`
 * out; they cross apart, as numbers, read only once the rest of the request is good.
 */
export function measureRangeBatch(request: MeasureRangeBatchRequest): MeasureRangeBatchResponse;

/** Rolls and resolves one attack from a seed; optionally its exact damage distribution. */
export function resolveAttack(request: ResolveAttackRequest): ResolveAttackResponse;

/** A ship's base, sections, dial and printed statistics. */
export function shipInfo(request: ShipInfoRequest): Frozen<ShipInfoResponse>;

/** A kept table. Every method throws an `XwingRulesError` naming the field. */
export class Workspace {
  /** `new Workspace({ edition?, ships?, obstacles?, playArea? })`. */
  constructor(table: WorkspaceTable);
  /**
   * Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
   * tractor?, energyLimit?, state?, crippled? }`.
   */
  update(request: WorkspaceUpdateRequest): void;
  /** Adds `{ ship }` or `{ obstacle }` (a new id). */
  add(request: WorkspaceAddRequest): void;
  /** `placeMove` for the kept ship `ship` among the rest of the table. */
  placeMove(request: WorkspacePlaceMoveRequest): PlaceMoveResponse;
  /** `checkOverlap` of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table. */
  checkOverlap(request: WorkspaceCheckOverlapRequest): CheckOverlapResponse;
  /** `measureRange` between two kept ships; the rest of the table may obstruct. */
  measureRange(request: WorkspaceMeasureRangeRequest): MeasureRangeResponse;
  /**
   * `resolveAttack` between the kept ships `attacker.id` and `defender.id`, at their kept
   * poses; every other kept piece may obstruct.
   */
  resolveAttack(request: WorkspaceResolveAttackRequest): ResolveAttackResponse;
  /** `measureRangeBatch` from the kept ship `attacker`. */
  measureRangeBatch(request: WorkspaceMeasureRangeBatchRequest): MeasureRangeBatchResponse;
}
export interface Workspace extends KeptTable {}
