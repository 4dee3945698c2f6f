// Short visual effects on the board: a burst where a capture happens, a star where a token
// reaches home. Drawing only: what happened is read from the move the previous snapshot offered.
import { PAINT } from "./constants.js";
import { svg } from "./dom.js";
import { findMove } from "./animate.js";

const LIFE_MS = 900;

/** The effects a new snapshot calls for: [{kind: "capture"|"home", x, y, colour}]. */
export function effectsFor(s, prev) {
  if (!prev || !s) return [];
  const before = new Map((prev.tokens || []).map((t) => [`${t.colour}-${t.token}`, t.place]));
  const out = [];
  for (const t of s.tokens || []) {
    const from = before.get(`${t.colour}-${t.token}`);
    if (from === undefined || from === t.place) continue;
    const move = findMove(prev, t.colour, t.token, from, t.place);
    if (!move) continue;
    const [x, y] = (move.path || []).at(-1) || [t.x, t.y];
    if (move.captures && move.captures.length) out.push({ kind: "capture", x, y, colour: t.colour });
    if (move.home) out.push({ kind: "home", x, y, colour: t.colour });
  }
  return out;
}

/** A layer on top of `svgRoot` that plays the effects of each new snapshot, once tokens arrive. */
export function createEffects(svgRoot, layout, timers = globalThis) {
  const layer = svg("g", { class: "ludo-effects", "aria-hidden": "true" }, svgRoot);
  const handles = new Set();

  function play({ kind, x, y, colour }) {
    const paint = PAINT[colour] || PAINT.red;
    const g = svg("g", { class: `ludo-effect ludo-effect-${kind}`, transform: `translate(${x} ${y})` }, layer);
    if (kind === "capture") {
      svg("circle", { r: 0.5, class: "ludo-burst", stroke: paint.dark }, g);
      for (let i = 0; i < 8; i += 1) {
        const a = (i * Math.PI) / 4;
        svg("line", { x1: 0.35 * Math.cos(a), y1: 0.35 * Math.sin(a), x2: 0.75 * Math.cos(a), y2: 0.75 * Math.sin(a), class: "ludo-spark", stroke: paint.main }, g);
      }
    } else {
      svg("circle", { r: 0.6, class: "ludo-glory", fill: paint.light, stroke: paint.main }, g);
      svg("text", { y: 0.22, "text-anchor": "middle", class: "ludo-glory-star" }, g).textContent = "★";
    }
    const h = timers.setTimeout(() => {
      handles.delete(h);
      g.remove();
    }, LIFE_MS);
    handles.add(h);
  }

  return {
    layer,
    /** Play what a new snapshot `s` shows happened since `prev` (after `settled`, when tokens walk). */
    follow(s, prev, settled) {
      const due = effectsFor(s, prev);
      if (!due.length) return;
      if (settled) settled.then(() => due.forEach(play));
      else due.forEach(play);
    },
    clear() {
      for (const h of handles) timers.clearTimeout(h);
      handles.clear();
      layer.textContent = "";
    },
  };
}
