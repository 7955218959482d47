// checkOverlap through the JS API: the same table as benches/check_overlap.rs.
import { loadApi, bench } from './wasm_common.mjs';

const api = await loadApi();
const ships = [];
const obstacles = [];
const kinds = ['small', 'large', 'small', 'gr75'];
for (let i = 0; i < 20; i++) {
  ships.push({ id: `s${i}`, ship: kinds[i % 4], pose: { x: 150 + 80 * i, y: 200 + 74 * (i % 7), heading: 17 * i } });
}
for (let i = 0; i < 6; i++) {
  const [cx, cy, concave] = [300 + 220 * i, 700 - 60 * (i % 3), i % 3 === 0];
  const points = [];
  for (let k = 0; k < 10; k++) {
    const a = (k * 36 * Math.PI) / 180;
    const r = concave && k % 2 === 1 ? 18 : 40;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  obstacles.push({ id: `o${i}`, type: 'asteroid', points });
}
for (const edition of ['1e', '2e']) {
  const request = { edition, ship: { id: 'cr90', ship: 'cr90', pose: { x: 600, y: 450, heading: 80 } }, ships, obstacles };
  bench(`checkOverlap ${edition} cr90 vs 20 ships + 6 obstacles (wasm)`, () => api.checkOverlap(request));
}
