// Pointer, wheel and keyboard on the canvas, as in a table tool: pick a piece and drag
// it, rotate it by its handle, Shift+wheel or keys; drag the empty table to pan, wheel
// to zoom at the pointer, pinch with two fingers; report the pointer's coordinates.
import { state, changed, shipById, obstacleById } from './state.js';
import { contains, centroid, distance, headingTowards, wrapHeading } from './geometry.js';
import { toWorld, px, view, zoomAt, panBy, fitTable } from './view.js';
import { footprintOf } from './model.js';
import { handlePoint, HANDLE_RADIUS } from './draw-pieces.js';
import { translateObstacle, rotateObstacle, removeSelected } from './scene.js';
import { rulerDown, rulerMove, rulerUp, setRuler } from './ruler.js';

/** Wheel and key steps: degrees per notch / key press, mm per arrow key press. */
const ROTATE_STEP = 5;
const FINE_ROTATE_STEP = 1;
const MOVE_STEP = 5;
const FINE_MOVE_STEP = 1;

let drag = null;
/** Pointers down on the canvas, by id: their CSS position, for pinch zoom. */
const pointers = new Map();
let pinch = null;
/** CSS px a pointer may travel and still count as a tap (a tap on empty table deselects). */
const TAP_SLOP = 6;
/** Wheel zoom: factor per pixel of wheel travel (one notch of 100 px ≈ ×1.16). */
const WHEEL_ZOOM_PER_PX = 0.0015;
/** Zoom factor of the + / − keys and buttons. */
export const ZOOM_STEP = 1.25;
/**
 * How long a finger rests on an unselected piece before a drag moves the piece instead of
 * panning, ms (the platforms' long press is about half a second).
 */
export const LONG_PRESS_MS = 450;

/** Whether `hit` is the selected piece. */
const isSelected = (hit) => state.selected?.kind === hit.kind && state.selected?.id === hit.id;

/** The long-press timer of the current touch, if any: it grabs the piece under the finger. */
let pressTimer = 0;

function cssPoint(canvas, e) {
  const box = canvas.getBoundingClientRect();
  return [e.clientX - box.left, e.clientY - box.top];
}

function eventPoint(canvas, e) {
  return toWorld(cssPoint(canvas, e));
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

/** A finger's target around a ship, CSS px: a tap this close to a ship's centre picks it, however small it is drawn. */
const TOUCH_TARGET = 44;

/** The ship whose centre is nearest `p` (mm) within half a touch target, for a finger that missed every base. */
export function pickNear(p) {
  const reach = px(TOUCH_TARGET / 2);
  let best = null;
  for (const s of state.ships) {
    const d = distance(p, [s.pose.x, s.pose.y]);
    if (d <= reach && (!best || d < best.d)) best = { d, id: s.id };
  }
  return best ? { kind: 'ship', id: best.id } : null;
}

function onHandle(p) {
  const s = state.selected?.kind === 'ship' ? shipById(state.selected.id) : null;
  return s && distance(p, handlePoint(s)) <= px(HANDLE_RADIUS + 4) ? s : null;
}

/** Hooks that other modules may install: a click on the table while a choice is open. */
export const hooks = { choiceAt: null };

function pinchGeometry() {
  const [a, b] = [...pointers.values()];
  return { dist: Math.hypot(b[0] - a[0], b[1] - a[1]), mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
}

function onDown(canvas, e) {
  if (e.pointerType === 'mouse' && e.button !== 0) return;
  canvas.focus({ preventScroll: true, focusVisible: false });
  pointers.set(e.pointerId, cssPoint(canvas, e));
  canvas.setPointerCapture(e.pointerId);
  e.preventDefault();
  if (pointers.size === 2) {
    // A second finger: whatever the first one was doing becomes a pinch.
    if (drag && drag.mode !== 'pan') changed('poseEnd');
    drag = null;
    pinch = pinchGeometry();
    return;
  }
  if (pointers.size > 2) return;
  const p = eventPoint(canvas, e);
  if (hooks.choiceAt?.(p, cssPoint(canvas, e))) return;
  if (state.ruler.on) {
    rulerDown(p);
    drag = { mode: 'ruler' };
    return;
  }
  const rotating = onHandle(p);
  if (rotating) {
    drag = { mode: 'rotate', id: rotating.id };
    return;
  }
  const hit = pick(p) ?? (e.pointerType === 'touch' ? pickNear(p) : null);
  // A finger pans unless it starts on the selected piece: at a high zoom a piece covers
  // much of the screen, and a swipe meant to pan must not move it. A long press grabs it.
  if (!hit || (e.pointerType === 'touch' && !isSelected(hit))) {
    drag = { mode: 'pan', start: cssPoint(canvas, e), last: cssPoint(canvas, e), moved: false, candidate: hit, at: e.timeStamp };
    if (hit) armLongPress(drag);
    return;
  }
  state.selected = hit;
  changed('selection');
  drag = { mode: 'move', kind: hit.kind, id: hit.id, last: p };
}

function onMove(canvas, e) {
  const c = cssPoint(canvas, e);
  if (pointers.has(e.pointerId)) pointers.set(e.pointerId, c);
  if (pinch && pointers.size >= 2) {
    const now = pinchGeometry();
    zoomAt(now.dist / Math.max(1, pinch.dist), pinch.mid);
    panBy(now.mid[0] - pinch.mid[0], now.mid[1] - pinch.mid[1]);
    pinch = now;
    changed('view');
    return;
  }
  state.pointer = toWorld(c);
  changed('pointer');
  if (!drag) return;
  if (drag.mode === 'ruler') {
    rulerMove(toWorld(c));
  } else if (drag.mode === 'pan') {
    if (!drag.moved && Math.hypot(c[0] - drag.start[0], c[1] - drag.start[1]) > TAP_SLOP) {
      if (drag.candidate && (drag.grabbed || e.timeStamp - drag.at >= LONG_PRESS_MS)) {
        grab(drag.candidate, toWorld(drag.start));
        dragTo(toWorld(c));
        return;
      }
      drag.moved = true;
      clearTimeout(pressTimer);
    }
    if (!drag.moved) return;
    panBy(c[0] - drag.last[0], c[1] - drag.last[1]);
    drag.last = c;
    changed('view');
  } else {
    dragTo(toWorld(c));
  }
}

function onUp(e) {
  pointers.delete(e.pointerId);
  if (pinch) {
    if (pointers.size < 2) pinch = null;
    return;
  }
  if (!drag) return;
  const was = drag;
  drag = null;
  if (was.mode === 'ruler') {
    rulerUp();
    return;
  }
  if (was.mode === 'pan') {
    clearTimeout(pressTimer);
    // A tap on a piece selects it; on empty table (no pan) it deselects, as a click always did.
    if (!was.moved && was.candidate && !was.grabbed) {
      state.selected = was.candidate;
      changed('selection');
    } else if (!was.moved && !was.candidate && state.selected) {
      state.selected = null;
      changed('selection');
    }
    return;
  }
  changed('poseEnd');
}

/** After a long press, the piece under the finger is selected (seen at once) and the drag will move it. */
function armLongPress(d) {
  clearTimeout(pressTimer);
  pressTimer = setTimeout(() => {
    if (drag !== d || d.moved) return;
    d.grabbed = true;
    state.selected = d.candidate;
    changed('selection');
  }, LONG_PRESS_MS);
}

/** Turns the current touch into a move of `hit`, starting from `from` (mm). */
function grab(hit, from) {
  clearTimeout(pressTimer);
  if (!isSelected(hit)) {
    state.selected = hit;
    changed('selection');
  }
  drag = { mode: 'move', kind: hit.kind, id: hit.id, last: from };
}

/** Wheel: zoom at the pointer; with Shift, turn the selected piece (Shift+Alt: fine). */
function onWheel(canvas, e) {
  e.preventDefault();
  const delta = e.deltaY || e.deltaX;
  if (!delta) return;
  if (e.shiftKey && state.selected) {
    rotateSelected(Math.sign(delta) * (e.altKey ? FINE_ROTATE_STEP : ROTATE_STEP));
    changed('poseEnd');
    return;
  }
  const pixels = e.deltaMode === 1 ? delta * 16 : e.deltaMode === 2 ? delta * 400 : delta;
  if (zoomAt(Math.exp(-pixels * WHEEL_ZOOM_PER_PX), cssPoint(canvas, e))) changed('view');
}

/** Zooms by `factor` about the middle of the canvas (keys and buttons). */
export function zoomCentre(factor) {
  if (zoomAt(factor, [view.cssWidth / 2, view.cssHeight / 2])) changed('view');
}

/** Shows the whole table again. */
export function fitView() {
  fitTable();
  changed('view');
}

/** Installs the canvas handlers. */
export function install(canvas) {
  canvas.addEventListener('pointerdown', (e) => onDown(canvas, e));
  canvas.addEventListener('pointermove', (e) => onMove(canvas, e));
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onUp);
  canvas.addEventListener('pointerleave', () => {
    state.pointer = null;
    changed('pointer');
  });
  canvas.addEventListener('wheel', (e) => onWheel(canvas, e), { passive: false });
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
  } else if (e.key === '+' || e.key === '=') {
    zoomCentre(ZOOM_STEP);
  } else if (e.key === '-' || e.key === '_') {
    zoomCentre(1 / ZOOM_STEP);
  } else if (e.key === '0') {
    fitView();
  } else if (e.key === 'r' || e.key === 'R') {
    setRuler(!state.ruler.on);
  } else if (e.key === 'Escape' && state.ruler.on) {
    setRuler(false);
  } else if (e.key === 'Escape') {
    state.preview = null;
    state.selected = null;
    changed('selection');
  } else {
    return;
  }
  e.preventDefault();
}
