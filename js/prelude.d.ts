/// <reference lib="esnext.disposable" />
// The hand-written part of the package's declarations: what no Rust type describes (the card
// names' unions, the error class, loading the module, the class's methods that take no request
// object, the typed arrays). Checked by strict tsc with the generated declarations
// (tests/types/named.d.ts imports the names it uses from here; tests/node/types_generated.test.mjs).
import type { CardShipName, CardPilotName, CardUpgradeName } from '../src/cards/gen/names';
import type { BuiltInShipName, Edition } from '../tests/types/named';

/** What `ship` accepts (docs/api.md "Ship names"): the built-in names, and in the full module every ship and pilot id of the card data. */
export type ShipName = BuiltInShipName | CardShipName;
/** What `pilot` accepts beside a ship id: a pilot id of the card data (none in the core module). */
export type PilotName = CardPilotName;
/** An upgrade card id of the card data (none in the core module). */
export type UpgradeName = CardUpgradeName;
/** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
export type Upgrades = { [slot: string]: (UpgradeName | { id: UpgradeName; side?: number })[] } | (UpgradeName | { id: UpgradeName; side?: number })[];
export type { CardShipName, CardPilotName, CardUpgradeName };

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
