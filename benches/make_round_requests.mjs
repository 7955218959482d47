// Writes benches/round_requests.json: the round calls on a table of 20 ships (two
// huge ships among them), read by benches/round.rs and benches/wasm_round.mjs.
// Run once after changing it: node benches/make_round_requests.mjs
import { writeFileSync } from 'node:fs';

export function requests() {
  const ships = [];
  for (let i = 0; i < 18; i++) {
    const x = 100 + (i % 9) * 190 + i / 7, y = (i < 9 ? 120 : 800) + i / 3;
    ships.push({ id: `s${i}`, ship: ['small', 'large'][i % 2], pose: { x, y, heading: ((i * 37) % 360) + i / 9 }, player: i % 2, pilotSkill: 1 + (i % 6), stress: i % 3 });
  }
  const cr90 = { id: 'cr90', ship: 'cr90', pose: { x: 600, y: 300, heading: 90 }, player: 0,
    state: { cards: [{ shields: 5, energy: 3 }], tokens: { ion: 2, reinforce: 'fullFront' } } };
  const gr75 = { id: 'gr75', ship: 'gr75', pose: { x: 1200, y: 450, heading: 270 }, player: 1, state: { cards: [{ shields: 2, energy: 1 }], tokens: { jam: 1 } } };
  const table = [...ships, cr90, gr75];
  const strip = (s) => ({ id: s.id, ship: s.ship, pose: s.pose });
  return {
    roundOrder: { edition: '2e', ships: table.map((s) => ({ id: s.id, ship: s.ship, player: s.player, ...(s.pilotSkill ? { pilotSkill: s.pilotSkill } : {}) })) },
    performAction: { edition: '2e', ship: cr90, ships: table, action: { type: 'coordinate', target: 's4', actionBar: ['coordinate', 'reinforce'] } },
    allowedActions: { edition: '2e', ship: cr90, ships: table },
    energyStep: { edition: '1e', ship: { id: 'c', ship: 'cr90', pose: { x: 600, y: 450, heading: 90 },
      state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 1 }], upgrades: [{ name: 'u', energyLimit: 2 }], tokens: { ion: 1 } } },
      steps: [{ type: 'gain', maneuver: { speed: 2, bearing: 'straight' } }, { type: 'allocate', upgrade: 'u', amount: 1 }, { type: 'use', card: 'u', cost: 1 }, { type: 'endActivation' }] },
    endPhase: { edition: '2e', ships: table },
    crippleSection: { edition: '1e', section: 'aft', energyLimit: 2, shieldValue: 1, discard: ['u'],
      ship: { id: 'c', ship: 'cr90', pose: { x: 600, y: 450, heading: 90 },
        state: { cards: [{ section: 'fore', shields: 5 }, { section: 'aft', shields: 3, energy: 4, damage: Array.from({ length: 8 }, () => ({ faceup: false })) }],
          upgrades: [{ name: 'u', energyLimit: 2 }], tokens: { ion: 1, locks: ['s3'] } } } },
    checkSetup: { edition: '2e', ship: { id: 'g', ship: 'gr75', pose: { x: 900, y: 914 - 110.5, heading: 0 } }, setupArea: { edge: 'bottom' }, ships: ships.map(strip) },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('round_requests.json', import.meta.url), JSON.stringify(requests(), null, 1) + '\n');
}
