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
 * Where every token of a snapshot is drawn: Map key -> {x, y, scale, colour, token, place}.
 * Tokens on the same point are spread out (in seat, token order) so each stays clickable.
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
    const { scale, offsets } = stackOffsets(members.length);
    members.forEach((t, i) => {
      out.set(tokenKey(t.colour, t.token), {
        x: +t.x + offsets[i][0],
        y: +t.y + offsets[i][1],
        scale,
        colour: t.colour,
        token: t.token,
        seat: t.seat,
        place: t.place,
        shielded: !!t.shielded,
      });
    });
  }
  return out;
}

/** The transform attribute of a token drawn at a point. */
export function tokenTransform(x, y, scale = 1) {
  return `translate(${(+x).toFixed(3)} ${(+y).toFixed(3)}) scale(${scale})`;
}

/** Create the SVG button of one token ("red token 1"). */
export function createToken(colour, token, onActivate, parent) {
  const paint = PAINT[colour] || { main: "#888", light: "#ddd", dark: "#333" };
  const g = svg("g", { class: `ludo-token ludo-token-${colour}`, "data-colour": colour, "data-token": token }, parent);
  actAsButton(g, `${colour} token ${token + 1}`, () => onActivate(colour, token));
  svg("circle", { r: TOKEN_R + 0.12, class: "ludo-token-glow" }, g);
  svg("circle", { r: TOKEN_R, fill: paint.main, stroke: paint.dark, "stroke-width": 0.07, class: "ludo-token-body" }, g);
  svg("circle", { r: TOKEN_R * 0.62, fill: "none", stroke: "#ffffff", "stroke-width": 0.05, "stroke-opacity": 0.8 }, g);
  const label = svg("text", {
    y: 0.13,
    "text-anchor": "middle",
    class: "ludo-token-num",
    fill: colour === "yellow" ? "#3b2f00" : "#ffffff",
  }, g);
  label.textContent = String(token + 1);
  // Power: a shield badge on the token's shoulder, shown while the token is shielded.
  const badge = svg("g", { class: "ludo-token-shield", transform: "translate(0.3 -0.28) scale(0.95)" }, g);
  svg("path", { d: SHIELD_PATH, class: "ludo-token-shield-icon" }, badge);
  return g;
}
