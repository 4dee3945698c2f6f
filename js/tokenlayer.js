// The tokens on the board and the landing rings: keyed SVG buttons that walk from square to square.
import { svg, actAsButton } from "./dom.js";
import { placeTokens, createToken, tokenKey, tokenTransform, TOKEN_R } from "./tokens.js";
import { animateAlong, findMove } from "./animate.js";

/**
 * Manage the token buttons in `layer` and the landing rings in `ringLayer`.
 * onToken(colour, token) and onRing(move) are called on activation.
 */
export function createTokenLayer({ layer, ringLayer, onToken, onRing, timers = globalThis }) {
  const els = new Map();
  const anims = new Map();

  /**
   * Put every token where snapshot `s` says, walking the ones a move of `prev` explains
   * (stepMs per square; 0 = instant). Returns a promise when something walks, else null.
   */
  function render(s, prev, stepMs) {
    const placed = placeTokens(s.tokens);
    const prevPlaces = new Map(((prev && prev.tokens) || []).map((t) => [tokenKey(t.colour, t.token), t.place]));
    const movers = [];
    const waiting = [];
    for (const [key, el] of els) {
      if (!placed.has(key)) {
        el.remove();
        els.delete(key);
      }
    }
    for (const [key, pos] of placed) {
      let el = els.get(key);
      const fresh = !el;
      if (fresh) {
        el = createToken(pos.colour, pos.token, onToken, layer);
        els.set(key, el);
      }
      el.setAttribute("data-place", String(pos.place));
      el.setAttribute("data-spot", spotKey(pos.cx, pos.cy));
      setCount(el, pos);
      el.classList.toggle("ludo-shielded", pos.shielded);
      const running = anims.get(key);
      if (running) {
        running.cancel();
        anims.delete(key);
      }
      const before = prevPlaces.get(key);
      const changed = !fresh && before !== undefined && before !== pos.place;
      const move = changed ? findMove(prev, pos.colour, pos.token, before, pos.place) : null;
      if (move && stepMs > 0) movers.push([key, el, move.path, pos]);
      else if (changed && stepMs > 0) waiting.push([el, pos]);
      else el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale));
    }
    const promises = movers.map(([key, el, path, pos]) => {
      const focused = el.ownerDocument.activeElement === el;
      layer.appendChild(el); // the walking token on top (moving it in the DOM drops its focus)
      if (focused) el.focus();
      const anim = animateAlong(el, path, pos, stepMs, timers);
      anims.set(key, anim);
      return anim.promise.then(() => anims.delete(key));
    });
    const all = Promise.all(promises);
    // Tokens sent back to their yard (or moved by undo) jump once the walkers have arrived.
    for (const [el, pos] of waiting) {
      const put = () => el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale));
      if (movers.length) all.then(put);
      else put();
    }
    return movers.length ? all : null;
  }

  /**
   * Glow on the tokens that can move, the selection, and a landing mark on every square a move
   * reaches. A landing mark takes clicks on its whole square, except where a token that can move
   * itself stands (a click there is that token's). Tokens that cannot move leave the tab order.
   */
  function highlight(moves, sel) {
    const selectedKey = sel.length === 2 ? tokenKey(sel[0], sel[1]) : null;
    const movable = new Set(moves.map((m) => tokenKey(m.colour, m.token)));
    const movableSpots = new Set();
    for (const [key, el] of els) {
      const can = movable.has(key);
      el.classList.toggle("ludo-movable", can);
      el.classList.toggle("ludo-selected", key === selectedKey);
      el.setAttribute("tabindex", can && !el.classList.contains("ludo-under") ? "0" : "-1");
      const shielded = el.classList.contains("ludo-shielded") ? "shielded, " : "";
      el.setAttribute("aria-description", `${shielded}${can ? "can move" : "cannot move now"}`);
      el.setAttribute("aria-pressed", key === selectedKey ? "true" : "false");
      if (can) movableSpots.add(el.getAttribute("data-spot"));
    }
    ringLayer.textContent = "";
    const seen = new Set();
    for (const m of ordered(moves, selectedKey, els)) {
      const path = m.path || [];
      if (!path.length) continue;
      const [x, y] = path[path.length - 1];
      const chosen = tokenKey(m.colour, m.token) === selectedKey;
      const spot = spotKey(x, y);
      if (seen.has(spot)) continue;
      seen.add(spot);
      const classes = ["ludo-landing"];
      if (chosen) classes.push("ludo-landing-chosen");
      else if (selectedKey) classes.push("ludo-landing-other");
      if (m.captures && m.captures.length) classes.push("ludo-landing-capture");
      if (m.home) classes.push("ludo-landing-home");
      const g = svg("g", {
        class: classes.join(" "), transform: `translate(${x} ${y})`,
        "data-colour": m.colour, "data-token": m.token, "data-to": m.to,
      }, ringLayer);
      if (!movableSpots.has(spot)) svg("rect", { x: -0.5, y: -0.5, width: 1, height: 1, class: "ludo-landing-hit" }, g);
      svg("circle", { r: TOKEN_R + 0.1, class: "ludo-landing-ring" }, g);
      actAsButton(g, `Move ${m.colour} token ${m.token + 1} here`, () => onRing(m));
    }
  }

  function cancel() {
    for (const anim of anims.values()) anim.cancel();
    anims.clear();
  }

  return { render, highlight, cancel, els };
}

/** A pile of one colour shows its top token with the count; the others hide beneath it. */
function setCount(el, pos) {
  el.classList.toggle("ludo-under", !pos.top);
  el.setAttribute("data-count", String(pos.count));
  const badge = el.querySelector(".ludo-token-count text");
  if (badge) badge.textContent = pos.count > 1 ? String(pos.count) : "";
}

/** A point's key, rounded so a token and the landing mark on its square match. */
function spotKey(x, y) {
  return `${(+x).toFixed(1)},${(+y).toFixed(1)}`;
}

/**
 * The order in which moves claim a landing square several of them reach: the selected token's
 * first, then those of tokens on top of their piles (a click on a pile moves its top token, so
 * the mark names that one), then the rest.
 */
function ordered(moves, selectedKey, els) {
  const rank = (m) => {
    const key = tokenKey(m.colour, m.token);
    if (key === selectedKey) return 0;
    const el = els.get(key);
    return el && el.classList.contains("ludo-under") ? 2 : 1;
  };
  return [...moves].sort((a, b) => rank(a) - rank(b)); // a stable sort: Python's order otherwise
}
