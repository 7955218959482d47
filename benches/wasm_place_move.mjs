// placeMove through the JS API of the built pkg/ (node benches/wasm_place_move.mjs):
// a huge ship among 20 ships and 6 obstacles, the same table as benches/place_move.rs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const pkgUrl = new URL('../pkg/', import.meta.url);
const api = await import(new URL('xwing_huge.js', pkgUrl));
api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkgUrl)) });

function table(edition) {
  const kinds = ['small', 'large', edition === '2e' ? 'medium' : 'small'];
  const ships = [];
  for (let i = 0; i < 20; i++) {
    // Coordinates as a page produces them: arbitrary doubles, not round numbers.
    const x = 100 + (i % 10) * 170 + i / 7, y = (i < 10 ? 120 : 800) + i / 3;
    ships.push({ id: `s${i}`, ship: kinds[i % 3], pose: { x, y, heading: ((i * 37) % 360) + i / 9 } });
  }
  const obstacles = [];
  for (let j = 0; j < 6; j++) {
    const cx = 250 + j * 260, cy = 330;
    const points = [];
    for (let k = 0; k < 6; k++) points.push([cx + 30 * Math.cos(k * 1.0472), cy + 30 * Math.sin(k * 1.0472)]);
    obstacles.push({ id: `o${j}`, type: ['asteroid', 'debris', 'gasCloud'][j % 3], points });
  }
  return { ships, obstacles };
}

/** `on`: the one-shot module (default) or a Workspace, whose placeMove names the mover by id. */
function bench(name, request, n = 20000, on = api) {
  for (let i = 0; i < 2000; i++) on.placeMove(request);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) on.placeMove(request);
  const us = ((performance.now() - t0) * 1000) / n;
  console.log(`${name}: ${us.toFixed(2)} µs per call (${n} calls)`);
  return us;
}

const t2 = table('2e');
bench('placeMove 2e GR-75 2 bank right, 20 ships + 6 obstacles', {
  edition: '2e', seed: 1,
  ship: { id: 'huge', ship: 'gr75', pose: { x: 900, y: 600, heading: 0 } },
  maneuver: { speed: 2, bearing: 'bankRight' }, ...t2,
});
const t1 = table('1e');
bench('placeMove 1e CR90 2 bank left, 20 ships + 6 obstacles', {
  edition: '1e', seed: 1,
  ship: { id: 'huge', ship: 'cr90', pose: { x: 900, y: 600, heading: 0 } },
  maneuver: { speed: 2, bearing: 'bankLeft' }, ...t1,
});
bench('placeMove 2e small 5 straight backing off a GR-75', {
  edition: '2e', seed: 1,
  ship: { id: 'x', ship: 'small', pose: { x: 900, y: 600, heading: 0 } },
  maneuver: { speed: 5, bearing: 'straight' },
  ships: [...t2.ships, { id: 'g', ship: 'gr75', pose: { x: 900, y: 400, heading: 90 } }],
  obstacles: t2.obstacles,
});

// The same calls with the table kept once in a Workspace and the mover named by id.
const w2 = new api.Workspace({ edition: '2e', ships: [...t2.ships, { id: 'huge', ship: 'gr75', pose: { x: 900, y: 600, heading: 0 } }], obstacles: t2.obstacles });
bench('placeMove 2e GR-75 2 bank right, kept table (Workspace)', {
  seed: 1, ship: 'huge', maneuver: { speed: 2, bearing: 'bankRight' },
}, 20000, w2);
const w1 = new api.Workspace({ edition: '1e', ships: [...t1.ships, { id: 'huge', ship: 'cr90', pose: { x: 900, y: 600, heading: 0 } }], obstacles: t1.obstacles });
bench('placeMove 1e CR90 2 bank left, kept table (Workspace)', {
  seed: 1, ship: 'huge', maneuver: { speed: 2, bearing: 'bankLeft' },
}, 20000, w1);
w2.free();
w1.free();
