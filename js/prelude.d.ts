// The hand-written part of the package's declarations: what no Rust type describes. Checked by
// strict tsc with the generated declarations (tests/types/named.d.ts imports the names it uses
// from here; tests/node/types_generated.test.mjs).
import type { CardShipName, CardPilotName, CardUpgradeName } from '../src/cards/gen/names';
import type { BuiltInShipName } from '../tests/types/named';

/** What `ship` accepts (docs/api.md "Ship names"): the built-in names, and in the full module every ship and pilot id of the card data. */
export type ShipName = BuiltInShipName | CardShipName;
/** What `pilot` accepts beside a ship id: a pilot id of the card data (none in the core module). */
export type PilotName = CardPilotName;
/** An upgrade card id of the card data (none in the core module). */
export type UpgradeName = CardUpgradeName;
/** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
export type Upgrades = { [slot: string]: (UpgradeName | { id: UpgradeName; side?: number })[] } | (UpgradeName | { id: UpgradeName; side?: number })[];
export type { CardShipName, CardPilotName, CardUpgradeName };
