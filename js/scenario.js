// The scenario player beside the board: the step's sentence, Next / Back / Reset / Leave, the
// open question (choices as buttons; a token or square clicked on the board), and rings on the
// tokens and squares the step talks about. It judges nothing: Python checks every answer. It draws the `scenario` trait and
// sends intents; Python plays the steps. Mounted next to the view (see index.js), it finds the
// view's side panel and SVG by class name and adds its own elements only.
import { COLOURS } from "./constants.js";
import { svg, html } from "./dom.js";
import { follow, sendIntent, sidePanel, trait } from "./mount.js";

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
.ludo-scenario-question { border-top: 1px solid #e2d39a; margin: 0 0 8px; padding-top: 6px; }
.ludo-scenario-question[hidden], .ludo-scenario-feedback[hidden], .ludo-scenario-hint[hidden] { display: none; }
.ludo-scenario-question h5 { margin: 0 0 2px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: #6b5a1e; }
.ludo-scenario-ask { margin: 0 0 4px; font-size: 14px; font-weight: 600; }
.ludo-scenario-how { margin: 0 0 6px; font-size: 12px; color: #5b4a10; }
.ludo-scenario-choices { display: flex; flex-direction: column; gap: 4px; margin: 0 0 6px; }
.ludo-scenario-choices button { text-align: left; padding: 4px 8px; }
.ludo-scenario-hint { margin: 0 0 6px; font-size: 13px; color: #8a2b00; }
.ludo-scenario-typed { display: flex; gap: 4px; align-items: center; margin: 0 0 6px; font-size: 12px; }
.ludo-scenario-typed[hidden] { display: none; }
.ludo-scenario-typed input { width: 9em; }
.ludo-scenario-feedback { margin: 0 0 8px; font-size: 13px; }
.ludo-scenario-feedback[data-result="right"] { color: #1c5e20; }
.ludo-scenario-score { font-size: 12px; color: #6b5a1e; margin: 0 0 6px; }
.ludo-has-question svg.ludo-svg { cursor: crosshair; }
`;

/** How a question is answered on the board, said to the learner. */
export function howToAnswer(kind) {
  if (kind === "pick") return "Click the token, or the square it lands on.";
  if (kind === "where") return "Click the square on the board.";
  return "Choose one answer.";
}

/** "2 of 3 questions right at the first try", or "" when the scenario asks nothing. */
export function scoreText(score) {
  if (!score || !score.asked) return "";
  const tried = score.tried ? `${score.right_first_try} of ${score.tried} answered right at the first try` : "none answered yet";
  return `Questions: ${score.asked} in this scenario, ${tried}.`;
}

/** The point of the drawn board (cell units) under a click, from the SVG's box on screen. */
export function boardPoint(clientX, clientY, rect, size) {
  if (!rect || !rect.width || !rect.height) return null;
  const side = Math.min(rect.width, rect.height); // the square board, centred in its box
  const left = rect.left + (rect.width - side) / 2;
  const top = rect.top + (rect.height - side) / 2;
  const x = ((clientX - left) / side) * size;
  const y = ((clientY - top) / side) * size;
  return x >= 0 && y >= 0 && x < size && y < size ? [x, y] : null;
}

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
  const { root, panel, remove } = sidePanel(el, "section", { className: "ludo-scenario", hidden: true, "aria-label": "Scenario" }, STYLE);
  const svgRoot = root.querySelector("svg.ludo-svg");
  const get = (name, fallback) => trait(model, name, fallback);
  const send = (content) => sendIntent(model, content);

  const title = html("h4", {}, panel);
  const meta = html("div", { className: "ludo-scenario-meta" }, panel);
  const say = html("p", { className: "ludo-scenario-say", "aria-live": "polite" }, panel);
  const left = html("p", { className: "ludo-scenario-left", hidden: true }, panel,
    "You left the script and are playing on. Back returns to it; Reset starts over.");
  const error = html("p", { className: "ludo-scenario-error", role: "alert", hidden: true }, panel);
  const feedback = html("p", { className: "ludo-scenario-feedback", role: "status", hidden: true }, null);
  panel.insertBefore(feedback, say); // the verdict first, then what the step did
  const question = html("div", { className: "ludo-scenario-question", role: "group", "aria-label": "Question", hidden: true }, panel);
  html("h5", {}, question, "Question");
  const ask = html("p", { className: "ludo-scenario-ask" }, question);
  const how = html("p", { className: "ludo-scenario-how" }, question);
  const choices = html("div", { className: "ludo-scenario-choices" }, question);
  // For the keyboard: a pick or where question can be answered by typing the token or square.
  const typed = html("form", { className: "ludo-scenario-typed", hidden: true }, question);
  const typedLabel = html("label", {}, typed, "Or type it ");
  const typedInput = html("input", { type: "text", maxlength: "40", placeholder: "red square 5", className: "ludo-scenario-text" }, typedLabel);
  html("button", { type: "submit" }, typed, "Answer");
  typedInput.addEventListener("keydown", (e) => e.stopPropagation()); // letters are not board shortcuts here
  typed.addEventListener("submit", (e) => {
    e.preventDefault();
    e.stopPropagation();
    const text = typedInput.value.trim();
    if (text) send({ type: "scenario_answer", text });
  });
  const hint = html("p", { className: "ludo-scenario-hint", role: "alert", hidden: true }, question);
  const showMe = html("button", { type: "button", className: "ludo-scenario-reveal", title: "Show the answer and play on" }, question, "Show me");
  showMe.addEventListener("click", (e) => { e.stopPropagation(); send({ type: "scenario_reveal" }); });
  const score = html("p", { className: "ludo-scenario-score", hidden: true }, panel);
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
  const resumeBtn = button("Back to the script", "Return to the scenario at the step you left", "resume");

  // A square clicked while a question waits for one is sent as a point; Python says what it is.
  // Tokens, landing rings and the die handle their own clicks (and stop them) before this.
  const onBoardClick = (event) => {
    const q = (get("scenario", {}) || {}).question;
    if (!q || q.kind === "predict" || !svgRoot) return;
    const point = boardPoint(event.clientX, event.clientY, svgRoot.getBoundingClientRect(), (get("geometry", {}) || {}).size || 15);
    if (point) send({ type: "scenario_answer", point });
  };
  if (svgRoot) svgRoot.addEventListener("click", onBoardClick);

  let marks = null;
  if (svgRoot) {
    marks = svg("g", { class: "ludo-scenario-marks", "aria-hidden": "true" }, null);
    const tokens = svgRoot.querySelector(".ludo-tokens");
    svgRoot.insertBefore(marks, tokens || null);
  }

  function renderMarks(s) {
    const highlight = s && s.name && !s.left && !s.ended ? s.highlight || [] : [];
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

  function renderQuestion(s) {
    const q = s.question;
    question.hidden = !q;
    root.classList.toggle("ludo-has-question", !!q);
    if (q) {
      ask.textContent = q.ask;
      how.textContent = howToAnswer(q.kind);
      const key = JSON.stringify([q.step, q.choices]);
      if (choices.getAttribute("data-key") !== key) { // a new question: fresh buttons, empty box
        typedInput.value = "";
        choices.textContent = "";
        (q.choices || []).forEach((text, i) => {
          const b = html("button", { type: "button", className: "ludo-scenario-choice", "data-choice": i + 1 }, choices, text);
          b.addEventListener("click", (e) => { e.stopPropagation(); send({ type: "scenario_answer", choice: i + 1 }); });
          b.addEventListener("keydown", (e) => e.stopPropagation());
        });
        choices.setAttribute("data-key", key);
      }
      typed.hidden = q.kind === "predict";
      // The form of an answer, not an example: "red 2" was the answer to most pick questions.
      typedInput.placeholder = q.kind === "pick" ? "colour and number" : "colour, square and place";
      const tokens = Number(((model.get("snapshot") || {}).rules || {}).tokens) || 4; // Quick plays two
      typedInput.title = q.kind === "pick" ? `A token: its colour and number (1 to ${tokens})`
        : "A square: a colour's place (1 to 57), a ring square (square 0 to 51) or a home";
      hint.hidden = !q.wrong;
      hint.textContent = q.wrong ? `Not quite. ${q.hint}` : "";
      question.setAttribute("data-kind", q.kind);
    }
    const a = s.answered;
    feedback.hidden = !a;
    if (a) {
      feedback.textContent = a.result === "right" ? `Right! ${a.explain}` : `The answer: ${a.answer}. ${a.explain}`;
      feedback.setAttribute("data-result", a.result);
    }
    const scored = scoreText(s.score);
    score.hidden = !scored;
    score.textContent = scored;
  }

  function renderEnded(s) {
    title.textContent = s.title || s.name;
    meta.textContent = `Scenario left at step ${s.step} of ${s.steps}`;
    say.textContent = "You are playing on from the scenario's position. Back to the script returns to it.";
    for (const el of [left, error, feedback, question]) el.hidden = true;
    for (const b of [backBtn, nextBtn, resetBtn, leaveBtn]) b.hidden = true;
    resumeBtn.hidden = false;
    root.classList.remove("ludo-has-question");
    const scored = scoreText(s.score);
    score.hidden = !scored;
    score.textContent = scored;
    panel.setAttribute("data-ended", "true");
  }

  function render() {
    const s = get("scenario", {});
    const on = !!(s && s.name);
    panel.hidden = !on;
    root.classList.toggle("ludo-has-scenario", on && !s.ended);
    if (on && s.ended) {
      renderEnded(s);
      renderMarks(null);
      return;
    }
    panel.setAttribute("data-ended", "false");
    for (const b of [backBtn, nextBtn, resetBtn, leaveBtn]) b.hidden = false;
    resumeBtn.hidden = true;
    if (!on) root.classList.remove("ludo-has-question");
    if (on) {
      renderQuestion(s);
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
  const stopScenario = follow(model, ["scenario"], onScenario);
  const stopMarks = follow(model, ["snapshot"], onSnapshot);

  return () => {
    stopScenario();
    stopMarks();
    if (svgRoot) svgRoot.removeEventListener("click", onBoardClick);
    remove();
    if (marks) marks.remove();
  };
}
