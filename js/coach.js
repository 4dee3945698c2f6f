// The coach beside the board: a winning-chance bar per side, a Hint button and a word on the
// last move a person chose. It draws the `coaching` trait (Python works out every number and
// sentence: see notebook/coaching.py) and sends two intents: {type: "hint"} (the hint selects the
// token, so Move plays it) and, while the coach has not counted enough (`settled`), {type:
// "coach_more"} by itself, for another slice of playouts from the same position, for the word on
// the move or the bar (Python drops it once the position moved on).
// Mounted next to the view (see index.js), into the view's side panel; hidden while the coach is off.
import { html } from "./dom.js";
import { follow, sendIntent, sidePanel } from "./mount.js";

const STYLE = `
.ludo-coach { margin: 0 0 10px; font-size: 12px; }
.ludo-coach[hidden] { display: none; }
.ludo-coach-row { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
.ludo-coach-label { width: 92px; }
.ludo-coach-bar { flex: 1; height: 10px; background: var(--jp-layout-color2, #eee); border-radius: 5px; overflow: hidden; }
.ludo-coach-fill { height: 100%; transition: width 0.3s; }
.ludo-coach-fill[data-colour="red"] { background: var(--ludo-red); }
.ludo-coach-fill[data-colour="green"] { background: var(--ludo-green); }
.ludo-coach-fill[data-colour="yellow"] { background: var(--ludo-yellow); }
.ludo-coach-fill[data-colour="blue"] { background: var(--ludo-blue); }
.ludo-coach-count { margin-left: 6px; opacity: 0.8; font-variant-numeric: tabular-nums; }
.ludo-coach-pct { width: 36px; text-align: right; font-variant-numeric: tabular-nums; }
.ludo-coach-reason { margin: 4px 0 0; }
.ludo-coach-feedback { margin: 6px 0 0; }
.ludo-coach-word { display: block; padding: 4px 6px; border-left: 3px solid #2f9e4f; }
.ludo-coach-word[data-verdict="mistake"] { border-left-color: #c0392b; }
.ludo-coach-word[data-verdict="unsure"] { border-left-color: #8a8a8a; }
`;

/** The coach's verdicts on a move: a mistake, nothing surely better, too few playouts to tell yet. */
const VERDICTS = ["mistake", "fine", "unsure"];

/** Milliseconds the coach waits after drawing an unsettled bar before it asks for more playouts
 * (the board stays free for a click between slices). */
export const MORE_DELAY = 60;

/** "from 1,234 games played on" under the bar's title ("…" while it counts on), or "". */
export function countText(playouts, settled) {
  const n = Math.max(0, Math.round(Number(playouts) || 0));
  return n ? `from ${n.toLocaleString("en-US")} games played on${settled === false ? "…" : ""}` : "";
}

/**
 * Whole percentages of `shares` that add up to 100 when the shares add up to 1 (largest
 * remainders: 62.6% and 37.4% read 63% and 37%, not 63% and 38% ... the 101% a reader adds up).
 */
export function wholePercents(shares) {
  const exact = shares.map((p) => p * 100);
  const whole = exact.map(Math.floor);
  const sum = exact.reduce((a, b) => a + b, 0);
  let left = Math.round(sum) - whole.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i]).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    whole[i] += 1;
    left -= 1;
  }
  return whole;
}

/** Draw the chance rows ({key, colours, label, p}) into `box`. */
export function drawChances(box, rows) {
  box.textContent = "";
  const list = Array.isArray(rows) ? rows : [];
  const shares = list.map((row) => Math.max(0, Math.min(1, Number(row.p) || 0)));
  const percents = wholePercents(shares);
  list.forEach((row, i) => {
    const pct = `${percents[i]}%`;
    const line = html("div", { className: "ludo-coach-row", "data-key": String(row.key ?? "") }, box);
    html("span", { className: "ludo-coach-label" }, line, String(row.label ?? ""));
    const bar = html("div", { className: "ludo-coach-bar", role: "meter", "aria-valuemin": 0, "aria-valuemax": 100,
      "aria-valuenow": percents[i], "aria-label": `${row.label ?? ""} winning chance` }, line);
    const colours = Array.isArray(row.colours) ? row.colours : [];
    html("div", { className: "ludo-coach-fill", "data-colour": String(colours[0] ?? ""), style: `width: ${pct}` }, bar);
    html("span", { className: "ludo-coach-pct" }, line, pct);
  });
}

/** Mount the coach into a rendered view inside `el`. Returns a cleanup function. */
export function mountCoach({ model, el }) {
  const { panel, remove } = sidePanel(el, "section", { className: "ludo-coach", "aria-label": "Coach" }, STYLE);
  const title = html("div", {}, panel);
  html("strong", {}, title, "Winning chances");
  const count = html("span", { className: "ludo-coach-count" }, title);
  const box = html("div", { className: "ludo-coach-chances" }, panel);
  const hintBtn = html("button", { type: "button", className: "ludo-coach-hint", title: "The coach's best move now, and why" },
    panel, "Hint");
  const reason = html("p", { className: "ludo-coach-reason", "aria-live": "polite" }, panel);
  // The live region is always there (empty when there is no word), so a screen reader reads a
  // word when it appears; only the word inside it comes and goes.
  const feedback = html("p", { className: "ludo-coach-feedback", "aria-live": "polite" }, panel);
  hintBtn.addEventListener("click", () => sendIntent(model, { type: "hint" }));
  let more = null;  // the pending ask for another slice of playouts
  const render = () => {
    const c = model.get("coaching") || {};
    panel.hidden = !c.on;
    drawChances(box, c.chances);
    count.textContent = countText(c.playouts, c.settled);
    clearTimeout(more);
    more = !c.on || c.settled !== false ? null : setTimeout(() => {
      more = null;
      sendIntent(model, { type: "coach_more" });
    }, MORE_DELAY);
    hintBtn.disabled = !c.hint_allowed;
    const hint = c.hint && typeof c.hint === "object" ? c.hint : {};
    reason.textContent = typeof hint.reason === "string" ? hint.reason : "";
    const word = c.feedback && typeof c.feedback === "object" && typeof c.feedback.text === "string" && c.feedback.text
      ? c.feedback : null;
    if ((word ? word.text : "") !== feedback.textContent) {  // a new word (read out once), or none
      feedback.textContent = "";
      if (word) html("span", { className: "ludo-coach-word", "data-verdict": VERDICTS.includes(word.verdict) ? word.verdict : "fine" },
        feedback, word.text);
    }
  };
  const stop = follow(model, ["coaching"], render);
  return () => {
    stop();
    clearTimeout(more);
    remove();
  };
}
