// The replay bar under the board: a scrubber over the game's steps (first, back, a slider,
// forward, last) and the question "play from here?". It shows when "Replay" is ticked in the
// view's "⋯ More" menu, and by itself while a past step is shown or a question waits. Save record
// and Load record are items of that menu. It draws the `replay` trait and sends intents; Python
// moves through the game and decides everything. Mounted next to the view (see index.js), it
// finds the view's controls by class name and its menu on `root.__ludo.menu`.
import { html } from "./dom.js";
import { follow, sendIntent, trait } from "./mount.js";
import { shortLine } from "./panels.js";
import { BONUS_NAMES } from "./power.js";
import { nameOf } from "./status.js";

const STYLE = `
.ludo-replay { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 6px 0; font-size: 13px; }
.ludo-replay[hidden] { display: none; }
.ludo-replay input[type=range] { flex: 1 1 160px; min-width: 120px; }
.ludo-replay-where { min-width: 8em; color: #444; }
.ludo-replay-ask { flex-basis: 100%; border: 1px solid #c9b26b; background: #fffbea; border-radius: 6px; padding: 6px 8px; }
.ludo-replay-ask[hidden], .ludo-replay-comment[hidden] { display: none; }
.ludo-replay-ask button { margin: 4px 6px 0 0; }
.ludo-replay-comment { flex-basis: 100%; font-style: italic; color: #5a4a12; }
.ludo-file { position: relative; display: inline-block; text-align: center; border: 1px solid var(--ludo-border, #9e9e9e); border-radius: 6px; cursor: pointer; }
.ludo-file input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer; }
.ludo-file:focus-within { outline: 2px solid var(--ludo-focus, #1976d2); outline-offset: 1px; }
`;

/** The step last played (Python's `Step.to_dict`) in the log's short words ("Red rolled 3",
 * "Red 4: 30 → 33", "Red 1: out"); "" for anything else. */
export function stepWords(step) {
  if (!step || typeof step !== "object" || typeof step.colour !== "string") return "";
  const who = nameOf(step.colour);
  const m = Array.isArray(step.move) ? step.move : [];
  switch (step.kind) {
    case "roll":
      return Number.isInteger(step.face) ? shortLine({ kind: "rolled", colour: step.colour, data: { face: step.face } }) : "";
    case "move": {
      const [, token, from, to] = m;
      if (![token, from, to].every(Number.isInteger)) return "";
      return shortLine({ kind: from === 0 ? "entered" : "moved", colour: step.colour, data: { token, from, to } });
    }
    case "use": {
      const name = BONUS_NAMES[step.bonus];
      const face = step.bonus === "dice" && Number.isInteger(step.face) ? ` (${step.face})` : "";
      return name ? `${who} used ${name}${face}` : "";
    }
    case "leave":
      return `${who} left`;
    case "back":
      return `${who} came back`;
    default:
      return "";
  }
}

/** What the scrubber shows for a `replay` trait value: pure, for tests. */
export function scrubber(replay) {
  const r = replay || {};
  const last = stepWords(r.last);
  const steps = Number.isInteger(r.steps) && r.steps > 0 ? r.steps : 0;
  const step = Number.isInteger(r.step) ? Math.min(Math.max(r.step, 0), steps) : steps;
  return {
    step,
    steps,
    back: step > 0,
    forward: step < steps,
    label: steps ? `Step ${step} of ${steps}${last ? ` (${last})` : ""}` : "No steps yet",
  };
}

/** Let the reader's browser save `text` as a file named `filename`. */
export function download(text, filename, doc = globalThis.document) {
  const blob = new Blob([text], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  const a = html("a", { href: url, download: filename, hidden: true }, doc.body);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Download the files Python sends as custom messages of `type` ({type, text, filename}); returns a cleanup. */
export function followDownloads(model, type, fallbackName) {
  const onCustom = (content) => {
    if (content && content.type === type && typeof content.text === "string") download(content.text, content.filename || fallbackName);
  };
  model.on("msg:custom", onCustom);
  return () => model.off("msg:custom", onCustom);
}

/** Mount the replay bar into a rendered view inside `el`. Returns a cleanup function. */
export function mountReplay({ model, el }) {
  const root = el.querySelector(".ludo-widget") || el;
  const anchor = root.querySelector(".ludo-controls");
  const { menu } = root.__ludo;
  const get = (name, fallback) => trait(model, name, fallback);
  const send = (content) => sendIntent(model, content);

  const style = html("style", {}, root, STYLE);
  const bar = html("div", { className: "ludo-replay", role: "toolbar", "aria-label": "Replay" });
  if (anchor && anchor.parentNode) anchor.parentNode.insertBefore(bar, anchor.nextSibling);
  else root.appendChild(bar);
  const button = (label, title, onClick) => {
    const b = html("button", { type: "button", title, "aria-label": title }, bar, label);
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      onClick();
    });
    return b;
  };
  const go = (step) => send({ type: "replay_goto", step });
  const first = button("|◀", "First step", () => go(0));
  const back = button("◀", "Step back", () => go(scrubber(get("replay", {})).step - 1));
  const slider = html("input", { type: "range", min: "0", max: "0", step: "1", value: "0", "aria-label": "Step" }, bar);
  const forward = button("▶", "Step forward", () => go(scrubber(get("replay", {})).step + 1));
  const last = button("▶|", "Last step", () => go(scrubber(get("replay", {})).steps));
  const where = html("span", { className: "ludo-replay-where", "aria-live": "polite" }, bar);
  // In the "⋯ More" menu: show the scrubber, save and load records.
  const local = { shown: false };
  const shownBox = menu.toggle("Replay", "Step through the game: first, back, a slider, forward, last", (on) => {
    local.shown = on;
    render();
  }, "Replay");
  const saveBtn = menu.button("Save record", "Save the game as a record file", () => send({ type: "save_record" }));
  const loadLabel = html("label", { className: "ludo-btn ludo-menu-item ludo-file", title: "Load a record file and replay it" }, menu.items, "Load record");
  const file = html("input", { type: "file", accept: ".txt,.pgn,text/plain", "aria-label": "Load record" }, loadLabel);
  const comment = html("div", { className: "ludo-replay-comment", hidden: true }, bar);
  const ask = html("div", { className: "ludo-replay-ask", role: "alertdialog", "aria-label": "Play from here?", hidden: true }, bar);
  const askText = html("p", { style: "margin:0" }, ask);
  const branch = html("button", { type: "button", className: "ludo-primary" }, ask, "Play from here");
  const stay = html("button", { type: "button" }, ask, "Keep looking");
  branch.addEventListener("click", () => send({ type: "replay_branch" }));
  stay.addEventListener("click", () => send({ type: "replay_stay" }));

  slider.addEventListener("input", () => go(Number(slider.value)));
  file.addEventListener("change", () => {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    chosen.text().then((text) => {
      send({ type: "load_record", text });
      file.value = "";
      shownBox.checked = local.shown = true; // a loaded record is there to be replayed
      menu.close();
      render();
    });
  });

  const status = root.querySelector(".ludo-status");
  function render() {
    const r = get("replay", {});
    const s = scrubber(r);
    const editing = !!(get("editor", {}) || {}).on;
    bar.hidden = editing || !(local.shown || r.past || r.ask);
    if (status && r.past && s.forward && !editing) {
      // A past step is shown: nothing plays by itself there, whatever the status line would say.
      const who = get("snapshot", {}).turn;
      status.textContent = `Replay: step ${s.step} of ${s.steps}${who ? `, ${who} to act` : ""}. Playing on from here asks first.`;
    }
    slider.max = String(s.steps);
    if (document.activeElement !== slider || Number(slider.value) !== s.step) slider.value = String(s.step);
    slider.setAttribute("aria-valuetext", s.label);
    first.disabled = back.disabled = !s.back;
    forward.disabled = last.disabled = !s.forward;
    where.textContent = s.label;
    comment.hidden = !r.comment;
    comment.textContent = r.comment || "";
    ask.hidden = !r.ask;
    askText.textContent = r.ask || "";
    bar.setAttribute("data-step", String(s.step));
    bar.setAttribute("data-steps", String(s.steps));
  }
  const stopDownloads = followDownloads(model, "record", "ludo-record.txt");
  const stop = follow(model, ["replay", "snapshot", "editor"], render);

  return () => {
    stop();
    stopDownloads();
    bar.remove();
    shownBox.closest("label").remove();
    saveBtn.remove();
    loadLabel.remove();
    style.remove();
  };
}
