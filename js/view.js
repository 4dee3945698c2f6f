// One view of a LudoWidget: builds the DOM, follows the traits, sends intents.
// All state that matters lives in model traits; this module keeps only drawing state.
import { COLOURS, PAINT, STEP_MS } from "./constants.js";
import { svg, html, actAsButton } from "./dom.js";
import { sendIntent, trait } from "./mount.js";
import { drawBoard, markSeats } from "./board.js";
import { drawDieFace, diePosition, tumbleFaces } from "./die.js";
import { createTokenLayer } from "./tokenlayer.js";
import { createLog, createOverlay, createStatePanel, createMenu } from "./panels.js";
import { statusText, dieFace, dieLabel, isComputerTurn, nameOf, wastedRoll } from "./status.js";
import { createEffects } from "./effects.js";
import { nextAutomatic, createPacer } from "./pacing.js";
import { buildSettings, initialDraft } from "./settings.js";
import { handleKey } from "./keys.js";
import { drawTiles, buildBonusBar } from "./power.js";
import { createCountdown } from "./timer.js";
import { createSeatsControl } from "./seats.js";
import { createNumberLayer } from "./numbers.js";
import { createFocusKeeper } from "./focus.js";

const SOFT_TRAITS = ["selected", "pending_pass", "computer", "animate", "coach", "autopilot", "numbers"];

/** How long a roll no token could use stays on the die before it turns to the next seat (ms). */
const WASTED_MS = 1200;

/** Whether the reader asked their system for less motion (tokens then jump). */
function reducedMotion() {
  try {
    return !!(globalThis.matchMedia && globalThis.matchMedia("(prefers-reduced-motion: reduce)").matches);
  } catch (e) {
    return false;
  }
}

/** How many of the newest log entries are of `kind`. */
function trailing(entries, kind) {
  let n = 0;
  for (let i = (entries || []).length - 1; i >= 0 && entries[i].kind === kind; i -= 1) n += 1;
  return n;
}

/** Whether an element is wholly inside the window. */
function inView(node) {
  const r = node.getBoundingClientRect();
  const h = globalThis.innerHeight || 0;
  return !h || (r.top >= 0 && r.bottom <= h);
}

/** Scroll the notebook just enough to show an element wholly, when part of it is outside the window. */
function reveal(node) {
  if (node.scrollIntoView && !inView(node)) node.scrollIntoView({ block: "nearest" });
}

/** Render a LudoWidget into `el`. Returns a cleanup function. */
export function createView({ model, el, timers = globalThis }) {
  const get = (name, fallback) => trait(model, name, fallback);
  const snap = () => get("snapshot", {});
  const local = { prev: null, rolls: undefined, pings: new Map(), pingId: 0, clicked: null, tumble: null, held: null };
  const send = (content) => sendIntent(model, content);
  const setView = (name) => {
    model.set("view", name);
    model.save_changes();
  };
  const selected = () => {
    const s = get("selected", []);
    return Array.isArray(s) && s.length === 2 ? s : [];
  };
  /** Colours played by a program now: computer seats and persons a bot stands in for. */
  const automated = () => {
    const out = { ...get("computer", {}) };
    for (const c of get("autopilot", [])) out[c] = out[c] || "autopilot";
    return out;
  };

  // ---------- DOM ----------
  // Header (status, clock, menu) / seat strip / main: the board column (board with its overlays,
  // play buttons, Power bar, position view) beside the side panel with the log (under it when
  // narrow). The play buttons sit right under the board, so they stay in view with it. Other
  // features add their controls to `menu` (the small "⋯ More" menu of developer controls) and
  // only what a player needs to `controls`.
  const root = html("div", { className: "ludo-widget", role: "region", tabindex: "0", "aria-label": "Ludo board", "data-lm-suppress-shortcuts": "true" }, el);
  for (const colour of COLOURS) root.style.setProperty(`--ludo-${colour}`, PAINT[colour].main);
  const topline = html("div", { className: "ludo-topline" }, root);
  const status = html("div", { className: "ludo-status", role: "status", "aria-live": "polite" }, topline);
  const clock = html("span", { className: "ludo-clock", "aria-label": "Time left", hidden: true }, topline);
  const menu = createMenu(topline);
  // Who plays each colour, changeable at any time (leaving and coming back); Python decides.
  const seatsControl = createSeatsControl(root, {
    onChange: (colour, player) => send({ type: "set_seat", colour, player }),
    onLeave: (colour) => send({ type: "leave", colour }),
    onComeBack: (colour) => send({ type: "come_back", colour }),
  });
  const main = html("div", { className: "ludo-main" }, root);
  const boardCol = html("div", { className: "ludo-board-col" }, main);
  const boardWrap = html("div", { className: "ludo-board-wrap" }, boardCol);
  const side = html("aside", { className: "ludo-side", "aria-label": "Game log" }, main);
  const log = createLog(side, { emptyText: (s) => (s.turn && !s.over ? `Nothing yet: ${nameOf(s.turn, s.names)} rolls first.` : "Nothing has happened yet.") });

  const layout = get("geometry", { size: 15, ring: [], safe: [], starts: [], columns: [], yards: [], home_points: [], slots: [] });
  const size = layout.size || 15;
  const svgRoot = svg("svg", { viewBox: `0 0 ${size} ${size}`, class: "ludo-svg", role: "group", "aria-label": "Board" }, boardWrap);
  drawBoard(layout, svgRoot);
  const numbers = createNumberLayer(svgRoot, layout); // under the tokens
  // The die comes first in the tab order; it sits in a yard's middle, where no token stands.
  const dieG = svg("g", { class: "ludo-die" }, svgRoot);
  const dieInner = svg("g", {}, dieG);
  const tileLayer = svg("g", { class: "ludo-tiles" }, svgRoot);
  const tokenLayer = svg("g", { class: "ludo-tokens" }, svgRoot);
  const ringLayer = svg("g", { class: "ludo-rings" }, svgRoot); // above tokens: a landing mark takes its square's clicks
  const effects = createEffects(svgRoot, layout, timers);
  actAsButton(dieG, "Roll the die", () => send({ type: "roll" }));
  const tokens = createTokenLayer({
    layer: tokenLayer,
    ringLayer,
    timers,
    onToken: (colour, token) => { clickedAt(token, colour); onToken(colour, token); },
    onRing: (m) => { clickedAt(m.token, m.colour); send({ type: "move", colour: m.colour, token: m.token }); },
  });
  // Refusals show on the board, next to what was clicked, so they are in view wherever the board is.
  const message = html("div", { className: "ludo-message", role: "alert" }, boardWrap);
  const overlay = createOverlay(boardWrap, {
    onRematch: () => send({ type: "rematch" }),
    onNewGame: () => setView("settings"),
    onReview: () => send({ type: "review_start" }), // the turning points (review.js)
    onClosed: () => dieG.focus(), // keyboard focus was in the closing view: back to the die
  });
  const settingsPanel = html("div", { className: "ludo-settings", hidden: true, role: "dialog", "aria-label": "New game" }, boardWrap);

  const controls = html("div", { className: "ludo-controls", role: "toolbar", "aria-label": "Game controls" }, boardCol);
  const button = (label, title, onClick, cls = "") => {
    const b = html("button", { type: "button", className: `ludo-btn ${cls}`, title }, controls, label);
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      onClick();
    });
    return b;
  };
  const rollBtn = button("Roll", "Roll the die (r or space)", () => send({ type: "roll" }), "ludo-primary");
  const moveBtn = button("Move", "Move the selected token (m or Enter)", () => moveSelected());
  const passBtn = button("No moves — Pass", "Acknowledge a roll with no move (p)", () => send({ type: "pass" }), "ludo-pass");
  const undoBtn = button("Undo", "Take back the last action (u)", () => send({ type: "undo" }));
  button("New game", "Settings for a new game", () => setView("settings"));
  const stateBtn = menu.button("Position", "Show the position notation", () => setView(get("view", "board") === "state" ? "board" : "state"));
  const animateBox = menu.toggle("Animate", "Walk tokens square by square", (on) => {
    model.set("animate", on);
    model.save_changes();
  }, "Animate moves");
  // The coach (winning chances, Hint, a word on a person's move): Python works it out when on.
  const coachBox = menu.toggle("Coach", "Winning chances, a Hint button and a word on your moves", (on) => {
    model.set("coach", on);
    model.save_changes();
  }, "Show the coach");
  numbers.addSwitch(controls, (value) => {
    model.set("numbers", value);
    model.save_changes();
  });
  const bonuses = buildBonusBar(boardCol, (bonus, face) => send(face === undefined ? { type: "use", bonus } : { type: "use", bonus, face }));
  const statePanel = createStatePanel(boardCol, {
    onLoad: (text) => send({ type: "load", notation: text }),
    onClose: () => setView("board"),
  });

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

  // ---------- what clicks mean (Python decides whether they are allowed) ----------
  function moveSelected() {
    const [colour, token] = selected();
    send(colour === undefined ? { type: "move" } : { type: "move", colour, token });
  }
  /**
   * A click on a token: it moves at once when it has one destination (strict's tap included);
   * a token with several destinations is selected first, and a second click plays it.
   */
  function onToken(colour, token) {
    const [sc, st] = selected();
    if (sc === colour && st === token) return send({ type: "move", colour, token });
    const s = snap();
    const moves = s.awaiting === "move" ? s.moves || [] : [];
    const own = moves.filter((m) => m.colour === colour && m.token === token);
    if (own.length && new Set(own.map((m) => m.to)).size === 1) return send({ type: "move", colour, token });
    if (!own.length) {
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

  const { keepFocus, fallback, stop: stopFocus } = createFocusKeeper(root, dieG, timers);

  // ---------- drawing ----------
  /** Remember where the last click on the board was (cell units), so a refusal can show there. */
  function clickedAt(token, colour) {
    const el = tokens.els.get(`${colour}-${token}`);
    const spot = el && (el.getAttribute("data-spot") || "").split(",").map(Number);
    local.clicked = spot && spot.length === 2 ? { x: spot[0], y: spot[1], at: Date.now() } : null;
  }

  function renderDie(s) {
    // A new roll is one more than the last picture's count: a move, a bonus, Leave or Undo is no roll.
    const rolls = Number(s.rolls) || 0;
    const fresh = !!s.last_roll && local.rolls !== undefined && rolls > local.rolls;
    local.rolls = rolls;
    if (fresh) holdWasted(s.awaiting === "roll" ? wastedRoll(s) : null);
    // A roll no token could use stays on the die in the roller's yard for a moment (the turn has
    // already moved on, and the next seat may roll at once); otherwise the seat to act's die.
    const held = local.held;
    const seat = held ? COLOURS.indexOf(held.colour) : s.turn ? COLOURS.indexOf(s.turn) : -1;
    const [x, y] = diePosition(layout, seat);
    dieG.setAttribute("transform", `translate(${x} ${y})`);
    const face = dieFace(s);
    const drawn = held ? held.face : face;
    if (fresh && get("animate", true) && !reducedMotion()) tumble(drawn);
    else if (!local.tumble && (dieInner.getAttribute("data-face") !== (drawn ? String(drawn) : "") || !dieInner.firstChild)) drawDieFace(dieInner, drawn);
    dieG.setAttribute("data-face", face ? String(face) : "");
    dieG.setAttribute("data-last-face", s.last_roll ? String(s.last_roll.face) : "");
    const computer = get("computer", {});
    const autopilot = !s.over && get("autopilot", []).includes(s.turn);
    const canRoll = autopilot || (s.awaiting === "roll" && !s.over && !isComputerTurn(s, computer) && !get("pending_pass", ""));
    dieG.classList.toggle("ludo-can-roll", canRoll);
    dieG.setAttribute("aria-disabled", canRoll ? "false" : "true");
    dieG.setAttribute("aria-label", autopilot ? "Roll the die to take over from the bot" : dieLabel(s, computer));
    dieG.style.display = s.over ? "none" : "";
    rollBtn.disabled = !canRoll;
  }

  /** Keep a wasted roll ({colour, face}) on the die for WASTED_MS, or end the one kept (null). */
  function holdWasted(wasted) {
    if (local.held) timers.clearTimeout(local.held.timer);
    local.held = wasted && {
      ...wasted,
      timer: timers.setTimeout(() => { local.held = null; renderDie(snap()); }, WASTED_MS),
    };
  }

  /** The die tumbles: a few other faces flash, then the one rolled (drawing only; Python rolled). */
  function tumble(final) {
    if (local.tumble) timers.clearTimeout(local.tumble);
    const faces = [...tumbleFaces(final), final];
    dieInner.classList.remove("ludo-die-tumble");
    void dieInner.getBoundingClientRect(); // restart the CSS animation
    dieInner.classList.add("ludo-die-tumble");
    const step = () => {
      drawDieFace(dieInner, faces.shift());
      local.tumble = faces.length ? timers.setTimeout(step, 55) : null;
    };
    step();
  }

  function renderControls(s) {
    const pending = get("pending_pass", "");
    const bot = isComputerTurn(s, automated());
    moveBtn.disabled = !(s.awaiting === "move" && !bot && selected().length === 2);
    passBtn.hidden = !pending;
    undoBtn.disabled = !s.can_undo;
    animateBox.checked = !!get("animate", true);
    coachBox.checked = !!get("coach", false);
    const players = Array.isArray(s.players) ? s.players : [];
    const rules = s.rules || {};
    const turn = s.over ? null : s.turn;
    const leaving = { allowed: !!rules.leavers_lose && !s.over, away: Array.isArray(s.away) ? s.away : [],
      mayLeave: Array.isArray(s.may_leave) ? s.may_leave : [] };
    seatsControl.render(players, (get("editions", {}) || {}).players || [], get("computer", {}), { turn, sides: s.sides, leaving, people: s.names || {} });
    markSeats(svgRoot, layout, { players, turn, tokens: rules.tokens || 4 });
    root.style.setProperty("--ludo-turn", turn && PAINT[turn] ? PAINT[turn].main : "transparent");
    status.textContent = statusText(s, { computer: get("computer", {}), autopilot: get("autopilot", []), pendingPass: pending, selected: selected() });
    status.setAttribute("data-colour", turn || "");
    root.setAttribute("data-awaiting", s.awaiting || "");
    root.setAttribute("data-turn", s.turn || "");
    root.setAttribute("data-rev", String(s.rev ?? ""));
  }

  function renderMessage() {
    const text = get("message", "");
    // With the New game form open, a refusal shows in the form: the board's place is under it.
    const inForm = settingsPanel.hidden ? null : settingsPanel.querySelector(".ludo-settings-error");
    if (inForm) {
      inForm.textContent = text;
      inForm.hidden = !text;
    }
    message.textContent = inForm ? "" : text;
    message.hidden = !text || !!inForm;
    if (!text || inForm) return;
    // Next to the token or square just clicked, else at the top of the board.
    const near = local.clicked && Date.now() - local.clicked.at < 5000 ? local.clicked : null;
    const left = near ? Math.min(80, Math.max(20, (near.x / size) * 100)) : 50;
    const top = near ? (near.y / size) * 100 : 2;
    message.style.left = `${left}%`;
    message.style.top = `${top}%`;
    message.classList.toggle("ludo-message-at", !!near);
    message.classList.toggle("ludo-message-below", !!near && near.y < size * 0.25);
    reveal(message);
  }

  const formOpen = () => get("view", "board") === "settings";

  function renderView() {
    const name = get("view", "board");
    const opening = name === "state" && statePanel.panel.hidden;
    statePanel.panel.hidden = name !== "state";
    if (opening) reveal(statePanel.panel);
    const closing = name !== "settings" && !!settingsPanel.firstChild;
    settingsPanel.hidden = name !== "settings";
    boardWrap.classList.toggle("ludo-form-open", name === "settings"); // narrow: the form in the board's place (widget.css)
    controls.inert = name === "settings"; // the form covers the board: no roll or undo behind it
    stateBtn.setAttribute("aria-pressed", name === "state" ? "true" : "false");
    if (name === "settings" && !settingsPanel.firstChild) {
      buildSettings(settingsPanel, get("editions", {}), initialDraft(snap(), get("computer", {}), get("names", {})), {
        onStart: (intent) => send(intent),
        onCancel: () => setView("board"),
      });
      const first = settingsPanel.querySelector("input, select, button");
      if (first) first.focus({ preventScroll: true });
      reveal(settingsPanel); // New game is clicked below the board: its top may be scrolled away
    }
    if (name !== "settings") settingsPanel.textContent = "";
    if (closing) fallback().focus({ preventScroll: true }); // Start or Cancel: back to the game
    renderAll(); // New game's form pauses the pacing and the clock; closing it resumes them
  }

  /** After drawing: let a computer seat or a single outcome go on by itself once tokens are at rest. */
  function schedule(s, settled) {
    pacer.clear();
    if (formOpen()) return; // the game waits behind New game's form: no computer steps, no clock
    const action = nextAutomatic(s, { computer: automated(), pendingPass: get("pending_pass", ""), computerDelay: get("computer_delay", 700) });
    if (!action) return;
    const rev = s.rev ?? null;
    if (settled) settled.then(() => { if ((snap().rev ?? null) === rev) pacer.schedule(action, rev); });
    else pacer.schedule(action, rev);
  }

  function renderAll(opts = {}) {
    keepFocus(() => draw(opts));
  }

  function draw({ moved = false } = {}) {
    const s = snap();
    let settled = null;
    if (moved) {
      const stepMs = get("animate", true) && !reducedMotion() ? STEP_MS / Math.max(0.1, get("speed", 1)) : 0;
      settled = tokens.render(s, local.prev, stepMs);
      effects.follow(s, local.prev, settled);
      local.prev = s;
      statePanel.render(s);
    }
    // Strict: the turn line waits in the log until the player has pressed Pass, as the status does.
    log.render(s, { hold: get("pending_pass", "") ? trailing(s.log, "turn") : 0 });
    const bot = isComputerTurn(s, automated());
    tokens.highlight(s.awaiting === "move" && !bot ? s.moves || [] : [], selected());
    renderDie(s);
    renderControls(s);
    overlay.render(s);
    drawTiles(tileLayer, layout, s.tiles);
    numbers.render(s, get("numbers", ""));
    bonuses.update(s, !s.over && !bot && !get("pending_pass", ""), { computerTurn: isComputerTurn(s, get("computer", {})) });
    countdown.follow(s.over || formOpen() ? null : s.timer); // a fresh window once the form closes
    schedule(s, settled);
  }

  // ---------- model events ----------
  const onSnapshot = () => renderAll({ moved: true });
  const onSoft = () => renderAll();
  const onCustom = (content) => {
    if (content && content.type === "pong" && local.pings.has(content.id)) {
      local.pings.get(content.id)();
      local.pings.delete(content.id);
    }
  };
  const onKey = (event) => settingsPanel.hidden && handleKey(event, { // the New game form keeps its keys
    roll: () => send({ type: "roll" }),
    move: () => moveSelected(),
    undo: () => send({ type: "undo" }),
    pass: () => send({ type: "pass" }),
    selectNth: (n) => {
      const s = snap();
      if (!s.turn) return;
      send({ type: "select", colour: s.turn, token: n });
      // Focus follows the number, so Enter or Space then plays the token the status line names
      // (they act on the focused element: the die would roll, another token would move).
      const el = tokens.els.get(`${s.turn}-${n}`);
      if (el && el.getAttribute("tabindex") === "0") el.focus({ preventScroll: true });
    },
  });
  root.addEventListener("keydown", onKey);
  // One list of model events, so that unmounting removes exactly what was added.
  const listeners = [
    ["change:snapshot", onSnapshot],
    ...SOFT_TRAITS.map((name) => [`change:${name}`, onSoft]),
    ["change:message", renderMessage],
    ["change:view", renderView],
    ["msg:custom", onCustom],
  ];
  for (const [event, handler] of listeners) model.on(event, handler);

  /** Round trip of a bare message to the kernel and back (for benchmarks), in ms. */
  root.__ludo = {
    model,
    menu,
    ping(timeoutMs = 5000) {
      const id = ++local.pingId;
      const t0 = performance.now();
      return new Promise((resolve, reject) => {
        const timer = timers.setTimeout(() => {
          local.pings.delete(id);
          reject(new Error("ping timed out"));
        }, timeoutMs);
        local.pings.set(id, () => {
          timers.clearTimeout(timer);
          resolve(performance.now() - t0);
        });
        model.send({ type: "ping", id });
      });
    },
  };

  renderAll({ moved: true });
  renderMessage();
  renderView();

  return () => {
    pacer.clear();
    if (local.tumble) timers.clearTimeout(local.tumble);
    holdWasted(null);
    effects.clear();
    countdown.stop();
    tokens.cancel();
    root.removeEventListener("keydown", onKey);
    stopFocus();
    for (const [event, handler] of listeners) model.off(event, handler);
    root.remove();
  };
}
