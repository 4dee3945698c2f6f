// The Review view beside the board: the game's turning points (the moves that lost the most
// winning chance), each a button that shows its position on the board through the replay, with
// the move played and the better move drawn on the board. It draws the `review` trait (Python
// works out every number and sentence: see notebook/reviewing.py) and sends intents:
// review_start, review_slice (the next slice of work, asked for as each one arrives, so the kernel
// is never busy for long), review_show, review_end and review_close.
// Mounted next to the view (see index.js), into the view's side panel, under the coach.
import { html, svg } from "./dom.js";
import { follow, sendIntent, sidePanel, trait } from "./mount.js";
import { shortLine, uid } from "./panels.js";

const STYLE = `
.ludo-review { margin: 0 0 10px; font-size: 12px; }
.ludo-review[hidden], .ludo-review [hidden] { display: none; }
.ludo-review h4 { margin: 0 0 4px; font-size: 13px; }
.ludo-review-note { margin: 2px 0 4px; }
.ludo-review progress { width: 100%; height: 8px; }
.ludo-review-list { margin: 4px 0; padding: 0; list-style: none; }
.ludo-review-list li { margin: 0 0 6px; }
.ludo-review-list button { display: block; width: 100%; text-align: left; font: inherit; padding: 3px 6px; cursor: pointer;
  border: 1px solid var(--jp-border-color1, #bbb); border-radius: 4px; background: var(--jp-layout-color1, #fff); color: inherit; }
.ludo-review-list button[aria-pressed="true"] { border-color: #2e7d32; box-shadow: 0 0 0 2px #2e7d3255; }
.ludo-review-lost { font-weight: 600; }
.ludo-review-better { display: block; color: #1b5e20; }
.ludo-review-reason { margin: 2px 0 0 6px; color: var(--jp-ui-font-color2, #555); }
.ludo-review-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.ludo-review-legend { margin: 4px 0 0; }
.ludo-review-key-played { color: #b71c1c; font-weight: 600; }
.ludo-review-key-better { color: #1b5e20; font-weight: 600; }
.ludo-review-marks { pointer-events: none; }
.ludo-review-marks polyline { fill: none; stroke-width: 0.14; stroke-linecap: round; stroke-linejoin: round; }
.ludo-review-marks circle { fill: none; stroke-width: 0.14; }
.ludo-review-mark-played polyline, .ludo-review-mark-played circle { stroke: #b71c1c; stroke-dasharray: 0.25 0.18; }
.ludo-review-mark-better polyline, .ludo-review-mark-better circle { stroke: #1b5e20; }
`;

/** A review's move ({colour, token, from, to}) in the log's short words ("Red 3: 16 → 19"). */
export function moveWords(m) {
  if (!m || typeof m !== "object" || !Number.isInteger(m.token) || typeof m.colour !== "string") return "";
  const kind = m.from === 0 ? "entered" : "moved";
  return shortLine({ kind, colour: m.colour, text: "", data: { token: m.token, from: m.from, to: m.to } });
}

/** The turning points of a `review` trait value as the list shows them: pure, for tests. */
export function turningPoints(review) {
  const items = review && Array.isArray(review.items) ? review.items : [];
  return items.map((it, index) => {
    const lost = Math.round(Math.max(0, Math.min(1, Number(it && it.lost) || 0)) * 100);
    return {
      index,
      step: Number.isInteger(it && it.step) ? it.step : 0,
      colour: typeof (it && it.colour) === "string" ? it.colour : "",
      played: moveWords(it && it.played),
      better: moveWords(it && it.better),
      lost: `${lost}%`,
      reason: typeof (it && it.reason) === "string" ? it.reason : "",
    };
  });
}

/** Draw the move played and the better move of turning point `item` on the board (`snap` shows its position). */
export function drawMarks(layer, snap, item) {
  layer.textContent = "";
  if (!item || !snap || snap.awaiting !== "move") return;
  for (const [kind, m] of [["better", item.better], ["played", item.played]]) {
    const move = (snap.moves || []).find((x) => m && x.colour === m.colour && x.token === m.token && x.to === m.to);
    const path = move && Array.isArray(move.path) ? move.path : [];
    if (path.length < 1) continue;
    const g = svg("g", { class: `ludo-review-mark ludo-review-mark-${kind}`, "data-token": `${m.colour}-${m.token}` }, layer);
    svg("title", {}, g).textContent = kind === "played" ? "The move played" : "The better move";
    if (path.length > 1) svg("polyline", { points: path.map(([x, y]) => `${x},${y}`).join(" ") }, g);
    const [x, y] = path.at(-1);
    svg("circle", { cx: x, cy: y, r: 0.5 }, g);
  }
}

/** Mount the Review view into a rendered view inside `el`. Returns a cleanup function. */
export function mountReview({ model, el, timers = globalThis }) {
  const { root, panel, remove } = sidePanel(el, "section", { className: "ludo-review", "aria-label": "Review" }, STYLE, ".ludo-coach");
  const side = panel.parentNode;
  const get = (name, fallback) => trait(model, name, fallback);
  const send = (content) => sendIntent(model, content);

  html("h4", {}, panel, "Turning points");
  const note = html("p", { className: "ludo-review-note", "aria-live": "polite" }, panel);
  const progress = html("progress", { max: "1", value: "0", "aria-label": "Review progress" }, panel);
  const list = html("ol", { className: "ludo-review-list", "aria-label": "Turning points" }, panel);
  const legend = html("p", { className: "ludo-review-legend" }, panel);
  html("span", { className: "ludo-review-key-played" }, legend, "- - red dashes");
  legend.append(": the move played; ");
  html("span", { className: "ludo-review-key-better" }, legend, "green line");
  legend.append(": the better move.");
  const buttons = html("div", { className: "ludo-review-buttons" }, panel);
  const button = (label, title, onClick) => {
    const b = html("button", { type: "button", title }, buttons, label);
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      onClick();
    });
    return b;
  };
  const endBtn = button("Back to the end", "Show the last step of the game again", () => send({ type: "review_end" }));
  const closeBtn = button("Close", "Close the review", () => send({ type: "review_close" }));
  // The coach's way in, while no review is shown: the game so far.
  const startBtn = html("button", { type: "button", className: "ludo-review-start", title: "List the moves that lost the most winning chance" },
    side, "Review the game so far");
  side.insertBefore(startBtn, panel);
  startBtn.addEventListener("click", (e) => {
    e.stopPropagation();
    send({ type: "review_start" });
  });

  const svgRoot = root.querySelector(".ludo-svg");
  const marks = svgRoot ? svg("g", { class: "ludo-review-marks", "aria-hidden": "true" }, svgRoot) : null;

  // Up and Down move between the turning points (Tab works too).
  list.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const all = [...list.querySelectorAll("button")];
    const i = all.indexOf(document.activeElement);
    if (i < 0) return;
    e.preventDefault();
    e.stopPropagation();
    const next = all[Math.max(0, Math.min(all.length - 1, i + (e.key === "ArrowDown" ? 1 : -1)))];
    next.focus();
  });

  // The next slice is asked for when the last one's result arrives (once per count, from each view;
  // Python drops a slice for a count it has passed). A watchdog asks again if nothing came back.
  const local = { asked: "", drawn: "", watchdog: null };
  function drive(r) {
    if (local.watchdog !== null) timers.clearTimeout(local.watchdog);
    local.watchdog = null;
    if (r.status !== "working" || !Number.isInteger(r.slices)) {
      local.asked = "";
      return;
    }
    const key = `${r.steps}:${r.slices}`;
    if (key !== local.asked) {
      local.asked = key;
      send({ type: "review_slice", at: r.slices });
    }
    local.watchdog = timers.setTimeout(() => {
      local.watchdog = null;
      local.asked = "";
      drive(get("review", {}));
    }, 5000);
  }

  function drawList(r, points) {
    const key = JSON.stringify([r.items, r.shown]);
    if (key === local.drawn) return;
    const focused = list.contains(document.activeElement) ? [...list.querySelectorAll("button")].indexOf(document.activeElement) : -1;
    local.drawn = key;
    list.textContent = "";
    for (const p of points) {
      const li = html("li", { "data-colour": p.colour, "data-step": String(p.step) }, list);
      const b = html("button", { type: "button", "aria-pressed": p.index === r.shown ? "true" : "false",
        title: "Show this position on the board" }, li);
      html("span", {}, b, `Step ${p.step}: ${p.played} `);
      html("span", { className: "ludo-review-lost" }, b, `(−${p.lost} winning chance)`);
      html("span", { className: "ludo-review-better" }, b, `Better: ${p.better}`);
      const why = html("p", { className: "ludo-review-reason", id: uid("ludo-review-why") }, li, p.reason);
      b.setAttribute("aria-describedby", why.id); // a screen reader reads the reason with the button
      b.addEventListener("click", (e) => {
        e.stopPropagation();
        send({ type: "review_show", index: p.index });
      });
    }
    const again = list.querySelectorAll("button")[focused];
    if (again) again.focus({ preventScroll: true });
  }

  function render() {
    const r = get("review", {}) || {};
    const on = r.status === "working" || r.status === "done";
    const coachOn = !!(get("coaching", {}) || {}).on;
    panel.hidden = !on;
    startBtn.hidden = on || !coachOn;
    const points = on ? turningPoints(r) : [];
    note.textContent = on && typeof r.note === "string" ? r.note : "";
    progress.hidden = r.status !== "working";
    progress.max = Math.max(1, Number(r.total) || 0);
    progress.value = Math.max(0, Number(r.done) || 0);
    drawList(r, points);
    legend.hidden = !(Number.isInteger(r.shown) && r.shown >= 0);
    endBtn.hidden = !on || !!r.at_end;
    closeBtn.textContent = r.status === "working" ? "Cancel" : "Close";
    closeBtn.title = r.status === "working" ? "Stop the review" : "Close the review";
    panel.setAttribute("data-status", r.status || "off");
    if (marks) {
      const shown = on && Number.isInteger(r.shown) && r.shown >= 0 ? (r.items || [])[r.shown] : null;
      drawMarks(marks, get("snapshot", {}), shown);
    }
    drive(r);
  }

  const stop = follow(model, ["review", "snapshot", "coaching"], render);
  return () => {
    stop();
    if (local.watchdog !== null) timers.clearTimeout(local.watchdog);
    remove();
    startBtn.remove();
    if (marks) marks.remove();
  };
}
