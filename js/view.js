// One view of a LudoWidget: builds the DOM, follows the traits, sends intents.
// All state that matters lives in model traits; this module keeps only drawing state.
import { COLOURS, STEP_MS } from "./constants.js";
import { svg, html, actAsButton } from "./dom.js";
import { drawBoard } from "./board.js";
import { drawDieFace, diePosition } from "./die.js";
import { placeTokens, createToken, tokenKey, tokenTransform, TOKEN_R } from "./tokens.js";
import { animateAlong, findMove } from "./animate.js";
import { statusText, dieFace, dieLabel, placesText, nameOf, isComputerTurn } from "./status.js";
import { nextAutomatic, createPacer } from "./pacing.js";
import { buildSettings, initialDraft } from "./settings.js";
import { handleKey } from "./keys.js";
import { drawTiles, buildBonusBar } from "./power.js";
import { createCountdown } from "./timer.js";

/** Render a LudoWidget into `el`. Returns a cleanup function. */
export function createView({ model, el, timers = globalThis }) {
  const get = (name, fallback) => {
    const v = model.get(name);
    return v === undefined || v === null ? fallback : v;
  };
  const snap = () => get("snapshot", {});
  const local = { prev: null, tokenEls: new Map(), anims: new Map(), logTotal: -1, pings: new Map(), pingId: 0 };

  const send = (content) => {
    const s = snap();
    model.send({ rev: s.rev ?? null, ...content });
  };

  // ---------- DOM skeleton ----------
  const root = html("div", { className: "ludo-widget", tabindex: "0", "aria-label": "Ludo board", "data-lm-suppress-shortcuts": "true" }, el);
  const topline = html("div", { className: "ludo-topline" }, root);
  const status = html("div", { className: "ludo-status", role: "status", "aria-live": "polite" }, topline);
  const clock = html("span", { className: "ludo-clock", "aria-label": "Time left", hidden: true }, topline);
  const main = html("div", { className: "ludo-main" }, root);
  const boardWrap = html("div", { className: "ludo-board-wrap" }, main);
  const side = html("aside", { className: "ludo-side" }, main);
  html("h4", { id: "" }, side, "Log");
  const log = html("ol", { className: "ludo-log", role: "log", "aria-live": "polite", "aria-label": "Game log" }, side);

  const layout = get("geometry", { size: 15, ring: [], safe: [], starts: [], columns: [], yards: [], home_points: [] });
  const size = layout.size || 15;
  const svgRoot = svg("svg", { viewBox: `0 0 ${size} ${size}`, class: "ludo-svg", role: "group", "aria-label": "Board" }, boardWrap);
  drawBoard(layout, svgRoot);
  const tileLayer = svg("g", { class: "ludo-tiles" }, svgRoot);
  const tokenLayer = svg("g", { class: "ludo-tokens" }, svgRoot);
  const ringLayer = svg("g", { class: "ludo-rings" }, svgRoot); // above tokens; only the ring itself takes clicks
  const dieG = svg("g", { class: "ludo-die" }, svgRoot);
  const dieInner = svg("g", {}, dieG);
  actAsButton(dieG, "Roll the die", () => send({ type: "roll" }));

  const overlay = html("div", { className: "ludo-over", hidden: true, role: "dialog", "aria-label": "Game over" }, boardWrap);
  const controls = html("div", { className: "ludo-controls", role: "toolbar", "aria-label": "Game controls" }, root);
  const button = (label, title, onClick, cls = "") => {
    const b = html("button", { type: "button", className: `ludo-btn ${cls}`, title }, controls, label);
    b.addEventListener("click", (e) => { e.stopPropagation(); onClick(); });
    return b;
  };
  const rollBtn = button("Roll", "Roll the die (r or space)", () => send({ type: "roll" }), "ludo-primary");
  const moveBtn = button("Move", "Move the selected token (m or Enter)", () => moveSelected());
  const passBtn = button("No moves — Pass", "Acknowledge a roll with no move (p)", () => send({ type: "pass" }), "ludo-pass");
  const undoBtn = button("Undo", "Take back the last action (u)", () => send({ type: "undo" }));
  const newBtn = button("New game", "Settings for a new game", () => setView("settings"));
  const stateBtn = button("Position", "Show the position notation", () => setView(get("view", "board") === "state" ? "board" : "state"));
  const bonuses = buildBonusBar(root, (bonus, face) => send(face === undefined ? { type: "use", bonus } : { type: "use", bonus, face }));
  const message = html("div", { className: "ludo-message", role: "alert", "aria-live": "assertive" }, root);

  const settingsPanel = html("div", { className: "ludo-settings", hidden: true }, root);
  const statePanel = html("div", { className: "ludo-state", hidden: true }, root);
  const stateLabel = html("label", { className: "ludo-field" }, statePanel);
  html("span", {}, stateLabel, "Position notation");
  const stateText = html("textarea", { rows: 3, spellcheck: "false", "aria-label": "Position notation", className: "ludo-notation" }, stateLabel);
  const stateButtons = html("div", { className: "ludo-buttons" }, statePanel);
  const copyBtn = html("button", { type: "button" }, stateButtons, "Copy");
  const loadBtn = html("button", { type: "button" }, stateButtons, "Load position");
  const closeBtn = html("button", { type: "button" }, stateButtons, "Back to board");
  copyBtn.addEventListener("click", () => copyNotation());
  loadBtn.addEventListener("click", () => send({ type: "load", notation: stateText.value }));
  closeBtn.addEventListener("click", () => setView("board"));

  const pacer = createPacer((content) => model.send(content), timers);
  const countdown = createCountdown({
    timers,
    onTick: (secs) => {
      clock.hidden = secs === null;
      clock.textContent = secs === null ? "" : `${secs} s left`;
      clock.classList.toggle("ludo-clock-low", secs !== null && secs <= 5);
    },
    onExpire: (t) => model.send({ type: "timeout", window: t.window, colour: t.colour }),
  });
  /** Colours played by a program now: computer seats and persons a bot stands in for. */
  const automated = () => {
    const out = { ...get("computer", {}) };
    for (const c of get("autopilot", [])) out[c] = out[c] || "autopilot";
    return out;
  };

  // ---------- intents ----------
  function selected() {
    const s = get("selected", []);
    return Array.isArray(s) && s.length === 2 ? s : [];
  }
  function moveSelected() {
    const [colour, token] = selected();
    if (colour === undefined) send({ type: "move" });
    else send({ type: "move", colour, token });
  }
  function onToken(colour, token) {
    const [sc, st] = selected();
    if (sc === colour && st === token) return send({ type: "move", colour, token });
    const s = snap();
    const moves = s.awaiting === "move" ? s.moves || [] : [];
    if (!moves.some((m) => m.colour === colour && m.token === token)) {
      // A token that cannot move but stands where a move lands (a capture): play that move.
      const here = (s.tokens || []).find((t) => t.colour === colour && t.token === token);
      const landing = here ? moves.filter((m) => {
        const end = (m.path || []).at(-1);
        return end && end[0] === here.x && end[1] === here.y;
      }) : [];
      const chosen = landing.find((m) => m.colour === sc && m.token === st) || (landing.length === 1 ? landing[0] : null);
      if (chosen) return send({ type: "move", colour: chosen.colour, token: chosen.token });
    }
    return send({ type: "select", colour, token });
  }
  function setView(name) {
    model.set("view", name);
    model.save_changes();
  }
  function copyNotation() {
    stateText.select();
    const text = stateText.value;
    try {
      if (globalThis.navigator && navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).catch(() => document.execCommand && document.execCommand("copy"));
      } else if (document.execCommand) {
        document.execCommand("copy");
      }
    } catch (e) {
      /* the text stays selected for a manual copy */
    }
  }

  // ---------- drawing ----------
  function renderTokens(s) {
    const placed = placeTokens(s.tokens);
    const prev = local.prev;
    const prevPlaced = prev ? placeTokens(prev.tokens) : new Map();
    const prevPlaces = new Map(((prev && prev.tokens) || []).map((t) => [tokenKey(t.colour, t.token), t.place]));
    const animate = get("animate", true);
    const stepMs = animate ? STEP_MS / Math.max(0.1, get("speed", 1)) : 0;
    const movers = [];
    const waiting = [];
    for (const [key, el] of local.tokenEls) {
      if (!placed.has(key)) {
        el.remove();
        local.tokenEls.delete(key);
      }
    }
    for (const [key, pos] of placed) {
      let el = local.tokenEls.get(key);
      const fresh = !el;
      if (fresh) {
        el = createToken(pos.colour, pos.token, onToken, tokenLayer);
        local.tokenEls.set(key, el);
      }
      el.setAttribute("data-place", String(pos.place));
      el.classList.toggle("ludo-shielded", pos.shielded);
      const running = local.anims.get(key);
      if (running) {
        running.cancel();
        local.anims.delete(key);
      }
      const before = prevPlaces.get(key);
      const move = !fresh && before !== undefined && before !== pos.place ? findMove(prev, pos.colour, pos.token, before, pos.place) : null;
      if (move && stepMs > 0) movers.push([key, el, move.path, pos]);
      else if (!fresh && before !== pos.place && stepMs > 0 && prevPlaced.has(key)) waiting.push([el, pos]);
      else el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale));
    }
    const promises = movers.map(([key, el, path, pos]) => {
      tokenLayer.appendChild(el); // the moving token on top
      const anim = animateAlong(el, path, pos, stepMs, timers);
      local.anims.set(key, anim);
      return anim.promise.then(() => local.anims.delete(key));
    });
    const all = Promise.all(promises);
    // Tokens sent home (or moved by undo) jump once the movers have arrived.
    for (const [el, pos] of waiting) {
      if (movers.length) all.then(() => el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale)));
      else el.setAttribute("transform", tokenTransform(pos.x, pos.y, pos.scale));
    }
    return movers.length ? all : null;
  }

  function renderHighlights(s) {
    const sel = selected();
    const bot = isComputerTurn(s, automated());
    const moves = s.awaiting === "move" && !bot ? s.moves || [] : [];
    const movable = new Set(moves.map((m) => tokenKey(m.colour, m.token)));
    for (const [key, el] of local.tokenEls) {
      el.classList.toggle("ludo-movable", movable.has(key));
      el.classList.toggle("ludo-selected", sel.length === 2 && key === tokenKey(sel[0], sel[1]));
      el.setAttribute("aria-description", movable.has(key) ? "can move" : "cannot move now");
      el.setAttribute("aria-pressed", sel.length === 2 && key === tokenKey(sel[0], sel[1]) ? "true" : "false");
    }
    ringLayer.textContent = "";
    const seen = new Set();
    for (const m of moves) {
      const path = m.path || [];
      if (!path.length) continue;
      const [x, y] = path[path.length - 1];
      const chosen = sel.length === 2 && sel[0] === m.colour && sel[1] === m.token;
      const spot = `${x},${y}`;
      if (seen.has(spot) && !chosen) continue;
      seen.add(spot);
      const ring = svg("circle", {
        cx: x, cy: y, r: TOKEN_R + 0.1,
        class: `ludo-landing${chosen ? " ludo-landing-chosen" : ""}${m.captures && m.captures.length ? " ludo-landing-capture" : ""}`,
        "data-colour": m.colour, "data-token": m.token, "data-to": m.to,
      }, ringLayer);
      actAsButton(ring, `Move ${m.colour} token ${m.token + 1} here`, () => send({ type: "move", colour: m.colour, token: m.token }));
      if (!chosen && sel.length === 2) ring.classList.add("ludo-landing-other");
    }
  }

  function renderDie(s) {
    const seat = s.turn ? COLOURS.indexOf(s.turn) : -1;
    const [x, y] = diePosition(layout, seat >= 0 ? seat : -1);
    dieG.setAttribute("transform", `translate(${x} ${y})`);
    const face = dieFace(s);
    if (dieInner.getAttribute("data-face") !== (face ? String(face) : "") || !dieInner.firstChild) drawDieFace(dieInner, face);
    const rolled = s.last_roll ? `${s.log_total}:${s.last_roll.colour}:${s.last_roll.face}` : "";
    if (rolled && local.rolled !== undefined && rolled !== local.rolled && get("animate", true)) {
      dieInner.classList.remove("ludo-die-tumble");
      void dieInner.getBoundingClientRect(); // restart the CSS animation
      dieInner.classList.add("ludo-die-tumble");
    }
    local.rolled = rolled;
    dieG.setAttribute("data-face", face ? String(face) : "");
    const computer = get("computer", {});
    const autopilot = !s.over && get("autopilot", []).includes(s.turn);
    const canRoll = autopilot || (s.awaiting === "roll" && !s.over && !isComputerTurn(s, computer) && !get("pending_pass", ""));
    dieG.classList.toggle("ludo-can-roll", canRoll);
    dieG.setAttribute("aria-disabled", canRoll ? "false" : "true");
    dieG.setAttribute("aria-label", autopilot ? "Roll the die to take over from the bot" : dieLabel(s, computer));
    dieG.style.display = s.over ? "none" : "";
    rollBtn.disabled = !canRoll;
  }

  function renderLog(s) {
    const entries = s.log || [];
    const total = s.log_total ?? entries.length;
    const fresh = total - local.logTotal;
    if (local.logTotal >= 0 && fresh >= 0 && fresh <= entries.length) {
      for (const e of entries.slice(entries.length - fresh)) addLog(e);
    } else {
      log.textContent = "";
      for (const e of entries) addLog(e);
    }
    local.logTotal = total;
    while (log.childNodes.length > 200) log.removeChild(log.firstChild);
    log.scrollTop = log.scrollHeight;
  }
  function addLog(e) {
    const li = html("li", { className: `ludo-log-${e.kind || "event"}` }, log, e.text || "");
    if (e.colour) li.setAttribute("data-colour", e.colour);
  }

  function renderControls(s) {
    const pending = get("pending_pass", "");
    const bot = isComputerTurn(s, automated());
    moveBtn.disabled = !(s.awaiting === "move" && !bot && selected().length === 2);
    passBtn.hidden = !pending;
    undoBtn.disabled = !s.can_undo;
    status.textContent = statusText(s, { computer: get("computer", {}), autopilot: get("autopilot", []), pendingPass: pending, selected: selected() });
    root.setAttribute("data-awaiting", s.awaiting || "");
    root.setAttribute("data-turn", s.turn || "");
    root.setAttribute("data-rev", String(s.rev ?? ""));
  }

  function renderOverlay(s) {
    overlay.hidden = !s.over;
    if (!s.over) return;
    overlay.textContent = "";
    html("h3", {}, overlay, s.winner ? `${nameOf(s.winner)} ${Array.isArray(s.winner) ? "win" : "wins"}!` : "Game over");
    const ol = html("ol", { className: "ludo-ranking", "aria-label": "Ranking" }, overlay);
    for (const who of s.ranking || []) html("li", {}, ol, nameOf(who));
    const buttons = html("div", { className: "ludo-buttons" }, overlay);
    const rematch = html("button", { type: "button", className: "ludo-primary" }, buttons, "Rematch");
    rematch.addEventListener("click", () => send({ type: "rematch" }));
    const again = html("button", { type: "button" }, buttons, "New game");
    again.addEventListener("click", () => setView("settings"));
  }

  function renderMessage() {
    const text = get("message", "");
    message.textContent = text;
    message.hidden = !text;
  }

  function renderView() {
    const name = get("view", "board");
    statePanel.hidden = name !== "state";
    settingsPanel.hidden = name !== "settings";
    stateBtn.setAttribute("aria-pressed", name === "state" ? "true" : "false");
    if (name === "settings" && !settingsPanel.firstChild) {
      buildSettings(settingsPanel, get("editions", {}), initialDraft(snap(), get("computer", {})), {
        onStart: (intent) => send(intent),
        onCancel: () => setView("board"),
      });
    }
    if (name !== "settings") settingsPanel.textContent = "";
  }

  function renderState(s) {
    if (document.activeElement !== stateText) stateText.value = s.notation || "";
  }

  function schedule(s, settled) {
    pacer.clear();
    const action = nextAutomatic(s, { computer: automated(), pendingPass: get("pending_pass", ""), computerDelay: get("computer_delay", 700) });
    if (!action) return;
    const rev = s.rev ?? null;
    if (settled) settled.then(() => { if ((snap().rev ?? null) === rev) pacer.schedule(action, rev); });
    else pacer.schedule(action, rev);
  }

  function renderAll({ moved = false } = {}) {
    const s = snap();
    const settled = moved ? renderTokens(s) : null;
    if (moved) {
      local.prev = s;
      renderLog(s);
      renderState(s);
    }
    renderHighlights(s);
    renderDie(s);
    renderControls(s);
    renderOverlay(s);
    drawTiles(tileLayer, layout, s.tiles);
    bonuses.update(s, !s.over && !isComputerTurn(s, automated()) && !get("pending_pass", ""));
    countdown.follow(s.over ? null : s.timer);
    schedule(s, settled);
  }

  // ---------- model events ----------
  const onSnapshot = () => renderAll({ moved: true });
  const onSoft = () => renderAll();
  const onMessage = () => renderMessage();
  const onView = () => renderView();
  const onCustom = (content) => {
    if (content && content.type === "pong" && local.pings.has(content.id)) {
      local.pings.get(content.id)();
      local.pings.delete(content.id);
    }
  };
  const onKey = (event) => handleKey(event, {
    roll: () => send({ type: "roll" }),
    move: () => moveSelected(),
    undo: () => send({ type: "undo" }),
    pass: () => send({ type: "pass" }),
    selectNth: (n) => {
      const s = snap();
      if (s.turn) send({ type: "select", colour: s.turn, token: n });
    },
  });
  root.addEventListener("keydown", onKey);
  model.on("change:snapshot", onSnapshot);
  for (const name of ["selected", "pending_pass", "computer", "animate", "autopilot"]) model.on(`change:${name}`, onSoft);
  model.on("change:message", onMessage);
  model.on("change:view", onView);
  model.on("msg:custom", onCustom);

  /** Round trip of a bare message to the kernel and back (for benchmarks), in ms. */
  root.__ludo = {
    model,
    ping(timeoutMs = 5000) {
      const id = ++local.pingId;
      const t0 = performance.now();
      return new Promise((resolve, reject) => {
        const timer = timers.setTimeout(() => { local.pings.delete(id); reject(new Error("ping timed out")); }, timeoutMs);
        local.pings.set(id, () => { timers.clearTimeout(timer); resolve(performance.now() - t0); });
        model.send({ type: "ping", id });
      });
    },
  };

  renderAll({ moved: true });
  renderMessage();
  renderView();

  return () => {
    pacer.clear();
    countdown.stop();
    for (const anim of local.anims.values()) anim.cancel();
    root.removeEventListener("keydown", onKey);
    model.off("change:snapshot", onSnapshot);
    for (const name of ["selected", "pending_pass", "computer", "animate", "autopilot"]) model.off(`change:${name}`, onSoft);
    model.off("change:message", onMessage);
    model.off("change:view", onView);
    model.off("msg:custom", onCustom);
    root.remove();
  };
}

export { placesText };
