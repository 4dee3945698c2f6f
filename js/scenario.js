// The scenario player beside the board: the step's sentence, Next / Back / Reset / Leave, and
// rings on the tokens and squares the step talks about. It draws the `scenario` trait and
// sends intents; Python plays the steps. Mounted next to the view (see index.js), it finds the
// view's side panel and SVG by class name and adds its own elements only.
import { COLOURS } from "./constants.js";
import { svg, html } from "./dom.js";

const STYLE = `
.ludo-scenario { border: 1px solid #c9b26b; background: #fffbea; border-radius: 6px; padding: 8px 10px; margin: 0 0 10px; }
.ludo-scenario[hidden] { display: none; }
.ludo-scenario h4 { margin: 0 0 2px; font-size: 14px; color: #222; }
.ludo-scenario-meta { font-size: 12px; color: #6b5a1e; margin-bottom: 6px; }
.ludo-scenario-say { margin: 0 0 8px; font-size: 14px; line-height: 1.4; min-height: 2.8em; }
.ludo-scenario-left { margin: 0 0 8px; font-size: 13px; color: #8a4b00; }
.ludo-scenario-error { margin: 0 0 8px; font-size: 12px; color: #b00020; white-space: pre-wrap; }
.ludo-scenario-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.ludo-scenario-buttons button { padding: 3px 10px; }
.ludo-scenario-mark { fill: none; stroke: #ff7a00; stroke-width: 0.12; pointer-events: none; }
.ludo-scenario-mark-area { fill: #ff7a00; fill-opacity: 0.12; stroke: #ff7a00; stroke-width: 0.1; pointer-events: none; }
.ludo-token.ludo-scenario-token .ludo-token-glow { stroke: #ff7a00; stroke-width: 0.14; animation: none; }
`;

/** Where a highlight is drawn: {shape, ...} in board cell units, or null. */
export function markShape(mark, geometry) {
  const g = geometry || {};
  const seat = COLOURS.indexOf(mark.colour);
  if (mark.kind === "ring") {
    const cell = (g.ring || [])[mark.square];
    return cell ? { shape: "cell", row: cell[0], col: cell[1] } : null;
  }
  if (mark.kind === "column") {
    const cell = ((g.columns || [])[seat] || [])[mark.square - 1];
    return cell ? { shape: "cell", row: cell[0], col: cell[1] } : null;
  }
  if (mark.kind === "home") {
    const p = (g.home_points || [])[seat];
    return p ? { shape: "spot", x: p[0], y: p[1] } : null;
  }
  if (mark.kind === "yard") {
    const origin = (g.yards || [])[seat];
    return origin ? { shape: "area", row: origin[0], col: origin[1], size: 6 } : null;
  }
  return null; // tokens are marked on their own element
}

/** Mount the scenario player into a rendered view inside `el`. Returns a cleanup function. */
export function mountScenario({ model, el }) {
  const root = el.querySelector(".ludo-widget") || el;
  const side = root.querySelector(".ludo-side") || root;
  const svgRoot = root.querySelector("svg.ludo-svg");
  const get = (name, fallback) => {
    const v = model.get(name);
    return v === undefined || v === null ? fallback : v;
  };
  const send = (content) => {
    const snap = get("snapshot", {});
    model.send({ rev: snap.rev ?? null, ...content });
  };

  const style = html("style", {}, root);
  style.textContent = STYLE;
  const panel = html("section", { className: "ludo-scenario", hidden: true, "aria-label": "Scenario" }, null);
  side.insertBefore(panel, side.firstChild);
  const title = html("h4", {}, panel);
  const meta = html("div", { className: "ludo-scenario-meta" }, panel);
  const say = html("p", { className: "ludo-scenario-say", "aria-live": "polite" }, panel);
  const left = html("p", { className: "ludo-scenario-left", hidden: true }, panel,
    "You left the script and are playing on. Back returns to it; Reset starts over.");
  const error = html("p", { className: "ludo-scenario-error", role: "alert", hidden: true }, panel);
  const buttons = html("div", { className: "ludo-scenario-buttons", role: "toolbar", "aria-label": "Scenario controls" }, panel);
  const button = (label, titleText, type) => {
    const b = html("button", { type: "button", title: titleText, className: `ludo-scenario-${type}` }, buttons, label);
    b.addEventListener("click", (e) => { e.stopPropagation(); send({ type: `scenario_${type}` }); });
    b.addEventListener("keydown", (e) => e.stopPropagation()); // keep the board's shortcut keys off these buttons
    return b;
  };
  const backBtn = button("Back", "Back to the previous step", "back");
  const nextBtn = button("Next", "Play the next step", "next");
  const resetBtn = button("Reset", "Start the scenario over", "reset");
  const leaveBtn = button("Leave", "Leave the scenario and play on from here", "leave");

  let marks = null;
  if (svgRoot) {
    marks = svg("g", { class: "ludo-scenario-marks", "aria-hidden": "true" }, null);
    const tokens = svgRoot.querySelector(".ludo-tokens");
    svgRoot.insertBefore(marks, tokens || null);
  }

  function renderMarks(s) {
    const highlight = s && s.name && !s.left ? s.highlight || [] : [];
    const tokenKeys = new Set(highlight.filter((m) => m.kind === "token").map((m) => `${m.colour}-${m.token}`));
    for (const t of root.querySelectorAll(".ludo-token")) {
      const key = `${t.getAttribute("data-colour")}-${t.getAttribute("data-token")}`;
      t.classList.toggle("ludo-scenario-token", tokenKeys.has(key));
    }
    if (!marks) return;
    marks.textContent = "";
    const geometry = get("geometry", {});
    for (const m of highlight) {
      const shape = markShape(m, geometry);
      if (!shape) continue;
      const data = { "data-kind": m.kind, "data-colour": m.colour, "data-square": m.square };
      if (shape.shape === "cell") {
        svg("rect", { x: shape.col + 0.06, y: shape.row + 0.06, width: 0.88, height: 0.88, rx: 0.15, class: "ludo-scenario-mark", ...data }, marks);
      } else if (shape.shape === "spot") {
        svg("circle", { cx: shape.x, cy: shape.y, r: 0.5, class: "ludo-scenario-mark", ...data }, marks);
      } else if (shape.shape === "area") {
        svg("rect", { x: shape.col + 0.1, y: shape.row + 0.1, width: shape.size - 0.2, height: shape.size - 0.2, rx: 0.4, class: "ludo-scenario-mark-area", ...data }, marks);
      }
    }
  }

  function render() {
    const s = get("scenario", {});
    const on = !!(s && s.name);
    panel.hidden = !on;
    root.classList.toggle("ludo-has-scenario", on);
    if (on) {
      title.textContent = s.title || s.name;
      meta.textContent = `${s.edition} · step ${s.step} of ${s.steps}`;
      say.textContent = s.say || "";
      left.hidden = !s.left;
      error.hidden = !s.error;
      error.textContent = s.error || "";
      nextBtn.disabled = !s.can_next;
      nextBtn.title = s.upcoming ? `Next: ${s.upcoming}` : "No more steps";
      backBtn.disabled = !s.can_back;
      panel.setAttribute("data-step", String(s.step));
      panel.setAttribute("data-left", s.left ? "true" : "false");
    }
    renderMarks(on ? s : null);
  }

  const onScenario = () => render();
  // Tokens are redrawn by the view on every snapshot; put the marks back on them.
  const onSnapshot = () => renderMarks(get("scenario", {}));
  model.on("change:scenario", onScenario);
  model.on("change:snapshot", onSnapshot);
  render();

  return () => {
    model.off("change:scenario", onScenario);
    model.off("change:snapshot", onSnapshot);
    panel.remove();
    style.remove();
    if (marks) marks.remove();
  };
}
