// Shared by the wasm benchmarks: loads pkg/ as Node would, and times a call.
import { readFileSync } from 'node:fs';

export async function loadApi() {
  const pkgUrl = new URL('../pkg/', import.meta.url);
  const api = await import(new URL('xwing_huge.js', pkgUrl));
  api.initSync({ module: readFileSync(new URL('xwing_huge_bg.wasm', pkgUrl)) });
  return api;
}

/** Runs `fn` until about `ms` milliseconds have passed (after a warm-up) and prints µs per call. */
export function bench(name, fn, ms = 1500) {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
    now = performance.now();
  }
  const us = ((now - start) * 1000) / n;
  console.log(`${name}: ${us.toFixed(2)} µs/call (${n} calls)`);
  return us;
}
