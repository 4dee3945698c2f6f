// The state inspector beside the board: everything that decides the next step, one line each
// with what it means. It draws the `inspector` trait (Python writes every line; nothing is
// worked out here). Mounted next to the view (see index.js), into the view's side panel.
import { html } from "./dom.js";
import { follow, sidePanel } from "./mount.js";

const STYLE = `
.ludo-inspector { margin: 0 0 10px; font-size: 12px; }
.ludo-inspector summary { cursor: pointer; font-weight: 600; font-size: 13px; }
.ludo-inspector dl { margin: 4px 0 0; max-height: 360px; overflow: auto; }
.ludo-inspector dt { font-weight: 600; margin-top: 4px; }
.ludo-inspector dd { margin: 0 0 0 8px; }
.ludo-inspector .ludo-inspector-value { font-family: monospace; word-break: break-all; }
.ludo-inspector .ludo-inspector-meaning { display: block; color: #666; }
`;

/** Draw inspector lines ({key, label, value, meaning}) into a <dl>. */
export function drawLines(dl, lines) {
  dl.textContent = "";
  for (const line of Array.isArray(lines) ? lines : []) {
    html("dt", { "data-key": line.key }, dl, String(line.label ?? ""));
    const dd = html("dd", { "data-key": line.key }, dl);
    html("span", { className: "ludo-inspector-value" }, dd, String(line.value ?? ""));
    html("span", { className: "ludo-inspector-meaning" }, dd, String(line.meaning ?? ""));
  }
}

/** Mount the inspector into a rendered view inside `el`. Returns a cleanup function. */
export function mountInspector({ model, el }) {
  const { panel, remove } = sidePanel(el, "details", { className: "ludo-inspector", "aria-label": "State inspector" }, STYLE);
  html("summary", {}, panel, "State inspector");
  const dl = html("dl", {}, panel);
  const render = () => drawLines(dl, model.get("inspector"));
  const stop = follow(model, ["inspector"], render);
  return () => {
    stop();
    remove();
  };
}
