// checkSquad's XWS form through the JS API of the built pkg/ (node benches/wasm_squads.mjs): a
// 20-pilot 2e Epic squad (a GR-75 with 8 upgrades, Luke with 4, 18 escorts with 2 each; every card
// checked, limited names counted) and a 1e Epic squad of a CR90's two cards and 18 X-wings. Prints µs per call (target: under 1 ms); not a test.
import { bench, loadApi } from './wasm_common.mjs';

const api = await loadApi();

const luke = { id: 'lukeskywalker', upgrades: { 'force-power': ['instinctiveaim'], torpedo: ['protontorpedoes'], astromech: ['r2d2'], configuration: ['servomotorsfoils'] } };
const escort = { id: 'bluesquadronescort', upgrades: { astromech: ['r3astromech'], configuration: ['servomotorsfoils'] } };
const gr75 = { id: 'echobaseevacuees', upgrades: { command: ['dreadnoughthunter'], hardpoint: ['turbolaserbattery'], turret: ['dorsalturret'],
  crew: ['novicetechnician'], team: ['commsteam'], cargo: ['boostedscanners', 'adaptiveshields'], title: ['brighthope'] } };
const squad2e = { version: '2.0.0', faction: 'rebelalliance', pilots: [gr75, luke, ...Array.from({ length: 18 }, () => escort)] };
const r2 = api.checkSquad({ edition: '2e', mode: 'epic', xws: squad2e, limit: 400 });
console.log(`2e: ${squad2e.pilots.length} pilots, ${r2.problems.length} problems, ${r2.points} points`);
bench('checkSquad 2e, 20 pilots (JS)', () => api.checkSquad({ edition: '2e', mode: 'epic', xws: squad2e, limit: 400 }), 1500);

const cr90 = [
  { name: 'cr90corvettefore', ship: 'cr90corvette', multisection_id: 0, upgrades: { crew: ['leiaorgana'], hardpoint: ['quadlasercannons'], team: ['engineeringteam'] } },
  { name: 'cr90corvetteaft', ship: 'cr90corvette', multisection_id: 0, upgrades: { crew: ['hansolo'], hardpoint: ['singleturbolasers'] } },
];
const rookie = { name: 'rookiepilot', ship: 'xwing', upgrades: { torpedo: ['protontorpedoes'], amd: ['r2astromech'] } };
const squad1e = { faction: 'rebel', pilots: [...cr90, ...Array.from({ length: 18 }, () => rookie)] };
const r1 = api.checkSquad({ edition: '1e', mode: 'epic', xws: squad1e });
console.log(`1e: ${squad1e.pilots.length} pilots, ${r1.problems.length} problems, ${r1.points} points`);
bench('checkSquad 1e, 20 pilot cards (JS)', () => api.checkSquad({ edition: '1e', mode: 'epic', xws: squad1e }), 1500);
