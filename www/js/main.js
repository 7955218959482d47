// Entry point: loads the engine, builds the starting scene, draws it.
import init, { checkOverlap } from '../../pkg/xwing_huge.js';

const PLAY_AREA = { width: 1829, height: 914 }; // Epic 6' x 3' (SPEC §1)
const BASE = { small: [40, 40], large: [80, 80], cr90: [80, 221], croc: [80, 221] };

const scene = [
  { id: 'cr90', ship: 'cr90', pose: { x: 300, y: 457, heading: 90 } },
  { id: 'croc', ship: 'croc', pose: { x: 1529, y: 457, heading: 270 } },
  { id: 'x1', ship: 'small', pose: { x: 500, y: 250, heading: 90 } },
  { id: 'y1', ship: 'large', pose: { x: 1300, y: 650, heading: 270 } },
];

function corners({ x, y, heading }, [w, l]) {
  const h = (heading * Math.PI) / 180;
  const f = [Math.sin(h), -Math.cos(h)];
  const r = [Math.cos(h), Math.sin(h)];
  return [[-1, 1], [1, 1], [1, -1], [-1, -1]].map(([a, b]) => [
    x + (a * w) / 2 * r[0] + (b * l) / 2 * f[0],
    y + (a * w) / 2 * r[1] + (b * l) / 2 * f[1],
  ]);
}

function draw(canvas) {
  const dpr = window.devicePixelRatio || 1;
  const rect = canvas.getBoundingClientRect();
  canvas.width = Math.round(rect.width * dpr);
  canvas.height = Math.round(rect.height * dpr);
  const ctx = canvas.getContext('2d');
  const scale = Math.min(canvas.width / PLAY_AREA.width, canvas.height / PLAY_AREA.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = '#0b1020';
  ctx.fillRect(0, 0, PLAY_AREA.width, PLAY_AREA.height);
  for (const s of scene) {
    const pts = corners(s.pose, BASE[s.ship]);
    ctx.beginPath();
    pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.closePath();
    ctx.fillStyle = '#3a6ea5';
    ctx.fill();
  }
}

await init();
const canvas = document.getElementById('table');
draw(canvas);
const overlaps = checkOverlap({ subject: scene[0], others: scene.slice(1) }).overlaps;
document.getElementById('status').textContent = `Ready: ${scene.length} ships, ${overlaps.length} overlapping the CR90.`;
window.addEventListener('resize', () => draw(canvas));
