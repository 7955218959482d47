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

function bench(name, request, n = 20000) {
  for (let i = 0; i < 2000; i++) api.placeMove(request);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) api.placeMove(request);
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

// The same calls with the table stored once (setTable) and named by handle.
const h2 = api.setTable({ edition: '2e', ...t2 }).table;
bench('placeMove 2e GR-75 2 bank right, stored table (setTable)', {
  edition: '2e', seed: 1, table: h2,
  ship: { id: 'huge', ship: 'gr75', pose: { x: 900, y: 600, heading: 0 } },
  maneuver: { speed: 2, bearing: 'bankRight' },
});
const h1 = api.setTable({ edition: '1e', ...t1 }).table;
bench('placeMove 1e CR90 2 bank left, stored table (setTable)', {
  edition: '1e', seed: 1, table: h1,
  ship: { id: 'huge', ship: 'cr90', pose: { x: 900, y: 600, heading: 0 } },
  maneuver: { speed: 2, bearing: 'bankLeft' },
});
