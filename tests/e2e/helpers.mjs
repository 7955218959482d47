// Page-level helpers for the end-to-end tests: where things are on the canvas, and
// how much of the canvas changed between two moments; and `atViewports`, which says at
// which viewports a flow runs.
//
// Viewports: each engine path is tested once. Declare a flow with
//   atViewports('1e Allocate and Use Energy', { phone: PHONE }, energy);
// which defines one test per viewport listed, titled `1e Allocate and Use Energy (phone)`,
// each calling `energy(viewport, tag)`. Which to list:
// - `{ phone: PHONE }` for a flow with something of the phone's own to check: taps, its
//   controls' 40 × 40 px touch targets, nothing wider than the screen. It calls the
//   engine exactly as the desktop run would, so the desktop run would repeat it.
// - `{ desktop: DESKTOP }` for a flow with nothing of the phone's own (mouse, keys, the
//   desktop layout); touch.test.mjs, view.test.mjs and tools.test.mjs hold the phone's
//   own flows.
// - both only when the two runs reach different page code (a mouse drag against a typed
//   pose, markers placed by the layout): say why beside the call.
// A test dropped as a repeat names, in its commit message, the test that still covers it.
import { test } from 'node:test';

/** One test per entry of `viewports` (`{ tag: viewport }`), titled `${title} (${tag})`, running `run(viewport, tag)`. */
export function atViewports(title, viewports, run) {
  for (const [tag, viewport] of Object.entries(viewports)) test(`${title} (${tag})`, () => run(viewport, tag));
}

/** Waits until the page has loaded the engine and drawn its first scene. */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/** The page's state, as plain data. */
export function state(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.xwingPage.state)));
}

/** Viewport pixel of a play-area point (mm). */
export async function screenPoint(page, [x, y]) {
  return page.evaluate(([x, y]) => {
    const box = document.getElementById('table').getBoundingClientRect();
    const [px, py] = window.xwingPage.toScreen([x, y]);
    return [box.left + px, box.top + py];
  }, [x, y]);
}

/** The first ship of the scene whose kind is `ship`. */
export async function shipOf(page, ship) {
  return (await state(page)).ships.find((s) => s.ship === ship);
}

/** Waits for two animation frames so that pending redraws have happened. */
export function frames(page) {
  return page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

/**
 * Keeps a copy of the canvas pixels inside a play-area rectangle (in the page, to keep
 * big arrays out of the protocol); `changedSince` compares the canvas with it later.
 */
export function snap(page, name, rect) {
  return page.evaluate(([name, [x0, y0, x1, y1]]) => {
    const c = document.getElementById('table');
    const { dpr } = window.xwingPage.view;
    const [a, b] = [window.xwingPage.toScreen([x0, y0]), window.xwingPage.toScreen([x1, y1])];
    const sx = Math.max(0, Math.floor(Math.min(a[0], b[0]) * dpr));
    const sy = Math.max(0, Math.floor(Math.min(a[1], b[1]) * dpr));
    const w = Math.max(1, Math.ceil(Math.abs(b[0] - a[0]) * dpr));
    const h = Math.max(1, Math.ceil(Math.abs(b[1] - a[1]) * dpr));
    window.snaps = window.snaps ?? {};
    window.snaps[name] = { box: [sx, sy, w, h], data: c.getContext('2d').getImageData(sx, sy, w, h).data };
    return window.snaps[name].data.length / 4;
  }, [name, rect]);
}

/** Share of pixels (0..1) of a snapped rectangle that now differ by more than a little. */
export function changedSince(page, name) {
  return page.evaluate((name) => {
    const { box, data } = window.snaps[name];
    const now = document.getElementById('table').getContext('2d').getImageData(...box).data;
    let changed = 0;
    for (let i = 0; i < data.length; i += 4) {
      const d = Math.abs(data[i] - now[i]) + Math.abs(data[i + 1] - now[i + 1]) + Math.abs(data[i + 2] - now[i + 2]);
      if (d > 30) changed++;
    }
    return changed / Math.max(1, data.length / 4);
  }, name);
}

/** Distinct colours inside a play-area rectangle (sampled). */
export function coloursIn(page, [x0, y0, x1, y1]) {
  return page.evaluate(([x0, y0, x1, y1]) => {
    const c = document.getElementById('table');
    const { dpr } = window.xwingPage.view;
    const [a, b] = [window.xwingPage.toScreen([x0, y0]), window.xwingPage.toScreen([x1, y1])];
    const d = c.getContext('2d').getImageData(a[0] * dpr, a[1] * dpr, (b[0] - a[0]) * dpr, (b[1] - a[1]) * dpr).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return [...seen];
  }, [x0, y0, x1, y1]);
}

/** Axis-aligned bounds of a list of points. */
export function boundsOf(points) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A play-area point near `near` (mm) where no piece stands, found by the page's own picking. */
export function emptyPoint(page, near) {
  return page.evaluate(([x0, y0]) => {
    for (let r = 0; r < 600; r += 20) {
      for (let a = 0; a < 360; a += 30) {
        const p = [x0 + r * Math.cos((a * Math.PI) / 180), y0 + r * Math.sin((a * Math.PI) / 180)];
        const { width, height } = window.xwingPage.state.area === 'epic' ? { width: 1829, height: 914 } : { width: 914, height: 914 };
        if (p[0] < 30 || p[1] < 30 || p[0] > width - 30 || p[1] > height - 30) continue;
        let clear = true;
        for (let dx = -25; dx <= 25 && clear; dx += 25) for (let dy = -25; dy <= 25 && clear; dy += 25) if (window.xwingPage.pick([p[0] + dx, p[1] + dy])) clear = false;
        if (clear) return p;
      }
    }
    return null;
  }, near);
}

/** The play-area point (mm) under a viewport pixel. */
export function worldAt(page, [sx, sy]) {
  return page.evaluate(([sx, sy]) => {
    const box = document.getElementById('table').getBoundingClientRect();
    const v = window.xwingPage.view;
    return [(sx - box.left - v.ox) / v.scale, (sy - box.top - v.oy) / v.scale];
  }, [sx, sy]);
}

/** A two-finger pinch through the DevTools protocol: fingers from `d0` to `d1` CSS px apart about `mid`. */
export async function pinch(page, mid, d0, d1, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const pts = (d) => [{ x: mid[0] - d / 2, y: mid[1], id: 1 }, { x: mid[0] + d / 2, y: mid[1], id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: pts(d0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: pts(d0 + ((d1 - d0) * i) / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A one-finger swipe through the DevTools protocol. */
export async function swipe(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t) => [{ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Colours on screen (what the person sees: every canvas and layer composited) at play-area
 * points (mm), read from a screenshot: the threat map's layer is drawn by its worker and
 * cannot be read from the page.
 */
export async function screenColours(page, points) {
  const png = await page.screenshot();
  return page.evaluate(async ([b64, pts]) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(img, 0, 0);
    const box = document.getElementById('table').getBoundingClientRect();
    const k = img.width / window.innerWidth;
    return pts.map(([x, y]) => {
      const [sx, sy] = window.xwingPage.toScreen([x, y]);
      const d = ctx.getImageData(Math.floor((box.left + sx) * k), Math.floor((box.top + sy) * k), 1, 1).data;
      return [d[0], d[1], d[2]];
    });
  }, [png.toString('base64'), points]);
}
