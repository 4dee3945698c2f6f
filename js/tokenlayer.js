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
      layer.appendChild(el); // the walking token on top
      const anim = animateAlong(el, path, pos, stepMs, timers);
      anims.set(key, anim);
      return anim.promise.then(() => anims.delete(key));
    });
    const all = Promise.all(promises);
    // Tokens sent home (or moved by undo) jump once the walkers have arrived.
    for (const [el, pos] of waiting) {
      const put = () => el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale));
      if (movers.length) all.then(put);
      else put();
    }
    return movers.length ? all : null;
  }

  /** Glow on the tokens that can move, the selection, and a ring on every landing square. */
  function highlight(moves, sel) {
    const selectedKey = sel.length === 2 ? tokenKey(sel[0], sel[1]) : null;
    const movable = new Set(moves.map((m) => tokenKey(m.colour, m.token)));
    for (const [key, el] of els) {
      el.classList.toggle("ludo-movable", movable.has(key));
      el.classList.toggle("ludo-selected", key === selectedKey);
      const shielded = el.classList.contains("ludo-shielded") ? "shielded, " : "";
      el.setAttribute("aria-description", `${shielded}${movable.has(key) ? "can move" : "cannot move now"}`);
      el.setAttribute("aria-pressed", key === selectedKey ? "true" : "false");
    }
    ringLayer.textContent = "";
    const seen = new Set();
    for (const m of moves) {
      const path = m.path || [];
      if (!path.length) continue;
      const [x, y] = path[path.length - 1];
      const chosen = tokenKey(m.colour, m.token) === selectedKey;
      const spot = `${x},${y}`;
      if (seen.has(spot) && !chosen) continue;
      seen.add(spot);
      const classes = ["ludo-landing"];
      if (chosen) classes.push("ludo-landing-chosen");
      else if (selectedKey) classes.push("ludo-landing-other");
      if (m.captures && m.captures.length) classes.push("ludo-landing-capture");
      const ring = svg("circle", {
        cx: x, cy: y, r: TOKEN_R + 0.1, class: classes.join(" "),
        "data-colour": m.colour, "data-token": m.token, "data-to": m.to,
      }, ringLayer);
      actAsButton(ring, `Move ${m.colour} token ${m.token + 1} here`, () => onRing(m));
    }
  }

  function cancel() {
    for (const anim of anims.values()) anim.cancel();
    anims.clear();
  }

  return { render, highlight, cancel, els };
}
