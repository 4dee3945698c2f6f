// Tokens: where each one is drawn (stacks spread so every token stays visible) and their SVG.
import { PAINT, SHIELD_PATH } from "./constants.js";
import { svg, actAsButton } from "./dom.js";

export const TOKEN_R = 0.38;

/** Stable key of a token. */
export function tokenKey(colour, token) {
  return `${colour}-${token}`;
}

/** Offsets for n tokens sharing one cell: a small ring, smaller tokens. */
export function stackOffsets(n) {
  if (n <= 1) return { scale: 1, offsets: [[0, 0]] };
  const r = n === 2 ? 0.2 : 0.25;
  const offsets = [];
  for (let i = 0; i < n; i += 1) {
    const a = -Math.PI / 4 + (i * 2 * Math.PI) / n + (n === 2 ? -Math.PI / 2 : 0);
    offsets.push([+(r * Math.cos(a)).toFixed(3), +(r * Math.sin(a)).toFixed(3)]);
  }
  return { scale: n === 2 ? 0.72 : 0.62, offsets };
}

/**
 * Where every token of a snapshot is drawn: Map key -> {x, y, scale, colour, token, place, cx, cy,
 * count, top}. Tokens of one colour on one point are drawn as one token with a count badge
 * (`count` on the `top` one); different colours sharing a point are spread so each stays
 * clickable. (cx, cy) is the point itself, before spreading.
 */
export function placeTokens(tokens) {
  const groups = new Map();
  for (const t of tokens || []) {
    const key = `${(+t.x).toFixed(2)},${(+t.y).toFixed(2)}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(t);
  }
  const out = new Map();
  for (const members of groups.values()) {
    members.sort((a, b) => a.seat - b.seat || a.token - b.token);
    const colours = [...new Set(members.map((t) => t.colour))];
    const { scale, offsets } = stackOffsets(colours.length);
    for (const [i, colour] of colours.entries()) {
      const pile = members.filter((t) => t.colour === colour);
      pile.forEach((t, j) => {
        out.set(tokenKey(t.colour, t.token), {
          x: +t.x + offsets[i][0],
          y: +t.y + offsets[i][1],
          cx: +t.x,
          cy: +t.y,
          scale,
          colour: t.colour,
          token: t.token,
          seat: t.seat,
          place: t.place,
          shielded: !!t.shielded,
          count: pile.length,
          top: j === pile.length - 1,
        });
      });
    }
  }
  return out;
}

/** The transform attribute of a token drawn at a point. */
export function tokenTransform(x, y, scale = 1) {
  return `translate(${(+x).toFixed(3)} ${(+y).toFixed(3)}) scale(${scale})`;
}

/** A pawn standing on its point (cell units): body from the base up to the collar, then the head. */
const PAWN_BODY = "M-0.27,0.2 Q-0.24,0.03 -0.1,-0.05 L0.1,-0.05 Q0.24,0.03 0.27,0.2 Z";

/** Create the SVG button of one token ("red token 1"): a pawn with its number and a pile's count. */
export function createToken(colour, token, onActivate, parent) {
  const paint = PAINT[colour] || { main: "#888", light: "#ddd", dark: "#333" };
  const g = svg("g", { class: `ludo-token ludo-token-${colour}`, "data-colour": colour, "data-token": token }, parent);
  actAsButton(g, `${colour} token ${token + 1}`, () => onActivate(colour, token));
  svg("circle", { r: TOKEN_R, class: "ludo-token-hit" }, g); // the whole disc takes clicks
  // The ring of a token that can move: a steady dark band outside, a pulsing white band inside it.
  svg("circle", { r: TOKEN_R + 0.14, class: "ludo-token-glow-edge" }, g);
  svg("circle", { r: TOKEN_R + 0.06, class: "ludo-token-glow" }, g);
  svg("ellipse", { cy: 0.27, rx: 0.34, ry: 0.11, class: "ludo-token-shadow" }, g);
  svg("ellipse", { cy: 0.2, rx: 0.32, ry: 0.12, fill: paint.dark, class: "ludo-token-base" }, g);
  svg("path", { d: PAWN_BODY, fill: paint.main, stroke: paint.dark, "stroke-width": 0.04, class: "ludo-token-body" }, g);
  svg("ellipse", { cy: -0.05, rx: 0.15, ry: 0.05, fill: paint.main, stroke: paint.dark, "stroke-width": 0.035 }, g);
  svg("circle", { cy: -0.2, r: 0.15, fill: paint.main, stroke: paint.dark, "stroke-width": 0.04, class: "ludo-token-body" }, g);
  svg("circle", { cx: -0.05, cy: -0.25, r: 0.045, fill: "#ffffff", "fill-opacity": 0.75 }, g);
  // The number in near-black on a white plate: 17:1 on every colour, and still over 4.5:1 in a
  // shadow (white or black straight on the body falls under 4.5:1 on blue and green).
  svg("circle", { cy: 0.085, r: 0.125, fill: "#ffffff", stroke: paint.dark, "stroke-width": 0.02, class: "ludo-token-plate" }, g);
  const label = svg("text", {
    y: 0.155,
    "text-anchor": "middle",
    class: "ludo-token-num",
    fill: "#1a1a1a",
  }, g);
  label.textContent = String(token + 1);
  const count = svg("g", { class: "ludo-token-count", transform: "translate(0.27 -0.27)" }, g);
  svg("circle", { r: 0.15, stroke: paint.dark }, count);
  svg("text", { y: 0.07, "text-anchor": "middle" }, count);
  // Power: a shield badge on the token's shoulder, shown while the token is shielded.
  const badge = svg("g", { class: "ludo-token-shield", transform: "translate(-0.28 -0.26) scale(0.8)" }, g);
  svg("path", { d: SHIELD_PATH, class: "ludo-token-shield-icon" }, badge);
  return g;
}
