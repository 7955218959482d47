// Pointer, wheel and keyboard on the canvas: pick a piece, drag it, rotate it by its
// handle, the wheel or keys; report the pointer's play-area coordinates.
import { state, changed, shipById, obstacleById } from './state.js';
import { contains, centroid, distance, headingTowards, wrapHeading } from './geometry.js';
import { toWorld, px } from './view.js';
import { footprintOf } from './model.js';
import { handlePoint, HANDLE_RADIUS } from './draw-pieces.js';
import { translateObstacle, rotateObstacle, removeSelected } from './scene.js';

/** Wheel and key steps: degrees per notch / key press, mm per arrow key press. */
const ROTATE_STEP = 5;
const FINE_ROTATE_STEP = 1;
const MOVE_STEP = 5;
const FINE_MOVE_STEP = 1;

let drag = null;

function eventPoint(canvas, e) {
  const box = canvas.getBoundingClientRect();
  return toWorld([e.clientX - box.left, e.clientY - box.top]);
}

/** The topmost piece under a point: the selected ship first, then ships, then obstacles. */
export function pick(p) {
  const sel = state.selected;
  const ships = [...state.ships].reverse();
  if (sel?.kind === 'ship') ships.sort((a, b) => (b.id === sel.id) - (a.id === sel.id));
  for (const s of ships) if (footprintOf(s).some((part) => contains(part.points, p))) return { kind: 'ship', id: s.id };
  for (const o of [...state.obstacles].reverse()) if (contains(o.points, p)) return { kind: 'obstacle', id: o.id };
  return null;
}

function onHandle(p) {
  const s = state.selected?.kind === 'ship' ? shipById(state.selected.id) : null;
  return s && distance(p, handlePoint(s)) <= px(HANDLE_RADIUS + 4) ? s : null;
}

/** Installs the canvas handlers. */
export function install(canvas) {
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    canvas.focus({ preventScroll: true, focusVisible: false });
    const p = eventPoint(canvas, e);
    const rotating = onHandle(p);
    if (rotating) {
      drag = { mode: 'rotate', id: rotating.id };
    } else {
      const hit = pick(p);
      state.selected = hit;
      changed('selection');
      if (!hit) return;
      drag = { mode: 'move', kind: hit.kind, id: hit.id, last: p };
    }
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  canvas.addEventListener('pointermove', (e) => {
    const p = eventPoint(canvas, e);
    state.pointer = p;
    changed('pointer');
    if (drag) dragTo(p);
  });
  const end = () => {
    if (!drag) return;
    drag = null;
    changed('poseEnd');
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  canvas.addEventListener('pointerleave', () => {
    state.pointer = null;
    changed('pointer');
  });
  canvas.addEventListener('wheel', (e) => {
    if (!state.selected) return;
    e.preventDefault();
    const delta = e.deltaY || e.deltaX;
    if (!delta) return;
    rotateSelected(Math.sign(delta) * (e.shiftKey || e.altKey ? FINE_ROTATE_STEP : ROTATE_STEP));
    changed('poseEnd');
  }, { passive: false });
  canvas.addEventListener('keydown', (e) => onKey(e));
}

function dragTo(p) {
  if (drag.mode === 'rotate') {
    const s = shipById(drag.id);
    if (!s) return;
    s.pose.heading = Math.round(headingTowards([s.pose.x, s.pose.y], p));
  } else if (drag.kind === 'ship') {
    const s = shipById(drag.id);
    if (!s) return;
    s.pose.x += p[0] - drag.last[0];
    s.pose.y += p[1] - drag.last[1];
  } else {
    const o = obstacleById(drag.id);
    if (!o) return;
    translateObstacle(o, p[0] - drag.last[0], p[1] - drag.last[1]);
  }
  drag.last = p;
  changed('pose');
}

/** Turns the selected piece clockwise by `deg`. */
export function rotateSelected(deg) {
  const sel = state.selected;
  if (sel?.kind === 'ship') {
    const s = shipById(sel.id);
    if (s) s.pose.heading = wrapHeading(s.pose.heading + deg);
  } else if (sel?.kind === 'obstacle') {
    const o = obstacleById(sel.id);
    if (o) rotateObstacle(o, deg, centroid(o.points));
  }
  changed('pose');
}

/** Moves the selected piece by (dx, dy) mm. */
export function moveSelected(dx, dy) {
  const sel = state.selected;
  if (sel?.kind === 'ship') {
    const s = shipById(sel.id);
    if (s) {
      s.pose.x += dx;
      s.pose.y += dy;
    }
  } else if (sel?.kind === 'obstacle') {
    const o = obstacleById(sel.id);
    if (o) translateObstacle(o, dx, dy);
  }
  changed('pose');
}

/** Selects the next (or previous) piece, ships first, for keyboard users. */
export function cycleSelection(step) {
  const all = [...state.ships.map((s) => ({ kind: 'ship', id: s.id })), ...state.obstacles.map((o) => ({ kind: 'obstacle', id: o.id }))];
  if (!all.length) return;
  const i = all.findIndex((x) => x.kind === state.selected?.kind && x.id === state.selected?.id);
  state.selected = all[(i + step + all.length) % all.length];
  changed('selection');
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function onKey(e) {
  const fine = e.shiftKey;
  if (ARROWS[e.key] && state.selected) {
    const [dx, dy] = ARROWS[e.key];
    const k = fine ? FINE_MOVE_STEP : MOVE_STEP;
    moveSelected(dx * k, dy * k);
    changed('poseEnd');
  } else if (['q', 'Q', 'e', 'E'].includes(e.key) && state.selected) {
    rotateSelected((e.key.toLowerCase() === 'q' ? -1 : 1) * (fine ? FINE_ROTATE_STEP : ROTATE_STEP * 3));
    changed('poseEnd');
  } else if (e.key === 'n' || e.key === 'N') {
    cycleSelection(fine ? -1 : 1);
  } else if ((e.key === 'Delete' || e.key === 'Backspace') && state.selected) {
    removeSelected();
  } else if (e.key === 'Escape') {
    state.preview = null;
    state.selected = null;
    changed('selection');
  } else {
    return;
  }
  e.preventDefault();
}
