// Moving tokens square by square. A move's path comes from the snapshot that offered it.
import { tokenTransform } from "./tokens.js";

/**
 * Find the move that explains how a token got from `before` to `after`,
 * among the moves the previous snapshot offered. Returns the move or null.
 */
export function findMove(prevSnapshot, colour, token, fromPlace, toPlace) {
  const moves = (prevSnapshot && prevSnapshot.moves) || [];
  return moves.find((m) => m.colour === colour && m.token === token && m.from === fromPlace && m.to === toPlace) || null;
}

/**
 * Walk an element along points (cell units), `stepMs` per step, then to `final` {x, y, scale}.
 * Returns {promise, cancel}. With stepMs <= 0 it jumps at once.
 */
export function animateAlong(el, points, final, stepMs, timers = globalThis) {
  let cancelled = false;
  let handle = null;
  let resolveFn;
  const promise = new Promise((resolve) => {
    resolveFn = resolve;
  });
  const finish = () => {
    el.setAttribute("transform", tokenTransform(final.x, final.y, final.scale));
    el.removeAttribute("data-moving");
    el.style.transition = "";
    resolveFn(!cancelled);
  };
  const steps = (points || []).slice(1, -1);
  if (!(stepMs > 0) || steps.length === 0) {
    if (stepMs > 0 && points && points.length > 1) {
      // A placement (yard -> start): one quick hop.
      el.style.transition = `transform ${stepMs}ms ease-out`;
    }
    finish();
    return { promise, cancel() {} };
  }
  el.setAttribute("data-moving", "true");
  el.style.transition = `transform ${Math.round(stepMs * 0.9)}ms ease-in-out`;
  let i = 0;
  const tick = () => {
    if (cancelled) return;
    if (i < steps.length) {
      const [x, y] = steps[i];
      el.setAttribute("transform", tokenTransform(x, y, 1));
      i += 1;
      handle = timers.setTimeout(tick, stepMs);
    } else {
      finish();
    }
  };
  tick();
  return {
    promise,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      if (handle !== null) timers.clearTimeout(handle);
      finish();
    },
  };
}
