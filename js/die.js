// The die: an SVG button with pips, drawn in the yard of the seat to act.
import { svg } from "./dom.js";

const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** Pip offsets (in units of a quarter die) for a face 1..6; [] for none. */
export function pipOffsets(face) {
  return PIPS[face] || [];
}

/** How big the die is drawn (cells): it fits between the four yard slots. */
export const DIE_SIZE = 1.35;

/** Draw the die's shape into `g` (a role=button group), showing `face`, or a blank "ready" face. */
export function drawDieFace(g, face, size = DIE_SIZE) {
  while (g.firstChild) g.removeChild(g.firstChild);
  const h = size / 2;
  svg("rect", { x: -h, y: -h + 0.06, width: size, height: size, rx: size * 0.2, class: "ludo-die-side" }, g);
  svg("rect", { x: -h, y: -h, width: size, height: size, rx: size * 0.2, class: "ludo-die-body" }, g);
  const q = size * 0.26;
  for (const [dx, dy] of pipOffsets(face)) {
    svg("circle", { cx: dx * q, cy: dy * q, r: size * 0.09, class: "ludo-pip" }, g);
  }
  g.setAttribute("data-face", face ? String(face) : "");
}

/** Faces to flash while the die tumbles: every face but the one it lands on, in a shuffled order. */
export function tumbleFaces(final, n = 4, random = Math.random) {
  const others = [1, 2, 3, 4, 5, 6].filter((f) => f !== final);
  const out = [];
  for (let i = 0; i < n; i += 1) out.push(others[Math.floor(random() * others.length)]);
  return out;
}

/** Where the die sits: the middle of the acting seat's yard (cell units), or the centre. */
export function diePosition(layout, seat) {
  const yard = layout.yards && layout.yards[seat];
  if (!yard) return [layout.size / 2, layout.size / 2];
  const [row, col] = yard;
  return [col + 3, row + 3];
}
