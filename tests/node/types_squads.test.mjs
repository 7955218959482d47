// The squad types of pkg/xwing_huge.d.ts under strict tsc (issue 30): an XWS squad per
// edition refuses a misspelt pilot id, upgrade id, slot key, faction or key inside `xws`, in
// checkSquad, squadOptions and squadShips alike; shipInfo's `stats` narrows on `edition`, and
// `Frozen` keeps tuples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diagnostics, literal } from './tsc.mjs';

const luke = { id: 'lukeskywalker', upgrades: { astromech: ['r2d2'], torpedo: ['protontorpedoes'] } };
const good2 = { version: '2.0.0', name: 'n', description: 'd', points: 6, vendor: { yasb: { link: 'u' } }, obstacles: ['core2asteroid0'],
  faction: 'rebelalliance', pilots: [{ ...luke, points: 6, vendor: {} }] };
const good1 = { faction: 'rebel', pilots: [{ name: 'cr90corvettefore', ship: 'cr90corvette', multisection_id: 1, upgrades: { crew: ['navigator'] } },
  { name: 'cr90corvetteaft', ship: 'cr90corvette', multisection_id: 1 }] };

const calls = (xws, edition) => [
  `api.checkSquad({ edition: "${edition}", mode: "epic", xws: ${literal(xws)} });`,
  `api.squadShips({ edition: "${edition}", xws: ${literal(xws)} });`,
  `api.squadOptions({ edition: "${edition}", mode: "epic", xws: ${literal(xws)}, pilot: 0, slot: ${edition === '2e' ? '"crew"' : '"crew"'} });`,
];
const source = (lines) => `import * as api from 'xwing-huge';\n${lines.join('\n')}\n`;

test('XWS squads spelt rightly type-check in both editions', () => {
  const lines = [...calls(good2, '2e'), ...calls(good1, '1e'),
    // Without `edition`: a 2e squad.
    `api.checkSquad({ mode: "standard", xws: ${literal(good2)} });`];
  assert.deepEqual(diagnostics({ '__xws_good.ts': source(lines) }).map((d) => d.text), []);
});

test('a misspelt pilot id, upgrade id, slot key, faction or key inside `xws` does not type-check', () => {
  const bad = {
    pilotId: { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalkr' }] },
    upgradeId: { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: { astromech: ['r2d3'] } }] },
    slotKey: { faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: { astromek: ['r2d2'] } }] },
    faction: { faction: 'rebelaliance', pilots: [{ id: 'lukeskywalker' }] },
    pilotKey: { faction: 'rebelalliance', pilots: [{ idd: 'lukeskywalker' }] },
    squadKey: { faction: 'rebelalliance', pilots: [], descripton: 'x' },
    // A 1e squad's keys in a 2e request.
    edition: { faction: 'rebel', pilots: [{ name: 'lukeskywalker', ship: 'xwing' }] },
  };
  const bad1 = {
    slotKey1e: { faction: 'rebel', pilots: [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { astromech: ['r2d2'] } }] },
    faction1e: { faction: 'rebelalliance', pilots: [{ name: 'lukeskywalker', ship: 'xwing' }] },
  };
  const files = {};
  for (const [label, xws] of Object.entries(bad)) {
    for (const [i, line] of calls(xws, '2e').entries()) files[`__xws_bad_${label}_${i}.ts`] = source([line]);
  }
  for (const [label, xws] of Object.entries(bad1)) {
    for (const [i, line] of calls(xws, '1e').entries()) files[`__xws_bad_${label}_${i}.ts`] = source([line]);
  }
  const found = diagnostics(files);
  for (const name of Object.keys(files)) {
    assert.ok(found.some((d) => d.text.startsWith(`${name}:`)), `${name} should not type-check: ${files[name]}`);
  }
});

test('shipInfo: stats narrow on edition; Frozen keeps tuples', () => {
  const src = source([
    'const i = api.shipInfo({ edition: "1e", ship: "cr90" });',
    'if (i.stats?.edition === "1e") { const r: readonly [number, number] | null = i.stats.cards[0].attackRange; const v: boolean = i.stats.pilotSkillVariable; void r; void v; }',
    'if (i.stats?.edition === "2e") { const n: number | null = i.stats.initiative; void n; }',
    'const name: string | null = i.shipName; const x: string | null = i.shipXws; void name; void x;',
    'const p = i.pilot; if (p) { const id: api.PilotName = p.xws; void id; }',
  ]);
  assert.deepEqual(diagnostics({ '__ship_info_types.ts': src }).map((d) => d.text), []);
  // Without narrowing, a 2e field is not there.
  const wrong = source(['const i = api.shipInfo({ ship: "cr90" });', 'const n = i.stats?.initiative; void n;']);
  assert.ok(diagnostics({ '__ship_info_wrong.ts': wrong }).length > 0);
});
