// The position editor: Edit position opens it; click a token, then the square it goes to (or drag
// it there); choose the seat to act, a pending face and, under Power, tiles and the stock of the
// seat to act. It draws the `editor` trait and sends edit_* intents: Python checks every change
// and refuses a position that cannot be. Mounted next to the view (see index.js).
import { COLOURS } from "./constants.js";
import { svg, html } from "./dom.js";
import { follow, sendIntent, sidePanel, trait } from "./mount.js";
import { copyText } from "./panels.js";
import { BONUS_NAMES } from "./power.js";
import { followDownloads } from "./replay.js";

const STYLE = `
.ludo-editor { border: 1px solid #7a9cc6; background: #f3f8ff; border-radius: 6px; padding: 8px 10px; margin: 0 0 10px; font-size: 13px; }
.ludo-editor[hidden], .ludo-editor [hidden] { display: none; }
.ludo-editor h4 { margin: 0 0 4px; font-size: 14px; }
.ludo-editor label { display: block; margin: 4px 0; }
.ludo-editor textarea { width: 100%; box-sizing: border-box; font-family: monospace; font-size: 11px; }
.ludo-editor .ludo-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.ludo-editor input[type=number] { width: 3em; }
.ludo-editor-stock label { display: inline-block; margin: 2px 8px 2px 0; }
.ludo-edit-hit { fill: transparent; cursor: pointer; }
.ludo-edit-hit:hover, .ludo-edit-hit:focus { fill: #2563eb; fill-opacity: 0.18; outline: none; }
.ludo-edit-hits[hidden] { display: none; }
.ludo-token.ludo-edit-picked .ludo-token-glow, .ludo-token.ludo-edit-picked { stroke: #2563eb; stroke-width: 0.12; }
`;

/** Every square a token can be put on, in board cells: [{kind, ..., x, y, w, h, label}]. Pure. */
export function hitTargets(layout) {
  const g = layout || {};
  const out = [];
  (g.yards || []).forEach(([row, col], seat) => {
    out.push({ kind: "yard", colour: COLOURS[seat], x: col, y: row, w: 6, h: 6, label: `${COLOURS[seat]} yard` });
  });
  (g.ring || []).forEach(([row, col], square) => {
    out.push({ kind: "ring", square, x: col, y: row, w: 1, h: 1, label: `ring square ${square}` });
  });
  (g.columns || []).forEach((cells, seat) => {
    cells.forEach(([row, col], i) => {
      out.push({ kind: "column", colour: COLOURS[seat], step: i + 1, x: col, y: row, w: 1, h: 1,
        label: `${COLOURS[seat]} home column square ${i + 1}` });
    });
  });
  const size = g.size || 15;
  const lo = (size - 3) / 2;
  out.push({ kind: "home", x: lo, y: lo, w: 3, h: 3, label: "home" });
  return out;
}

/** The target an intent names (only what Python reads). */
export function targetOf(hit) {
  if (hit.kind === "ring") return { kind: "ring", square: hit.square };
  if (hit.kind === "column") return { kind: "column", colour: hit.colour, step: hit.step };
  return { kind: hit.kind };
}

/** The smallest target under the board point (x, y), or null. */
export function targetAt(targets, x, y) {
  const under = targets.filter((t) => x >= t.x && x < t.x + t.w && y >= t.y && y < t.y + t.h);
  under.sort((a, b) => a.w * a.h - b.w * b.h);
  return under[0] || null;
}

/** Mount the editor into a rendered view inside `el`. Returns a cleanup function. */
export function mountEditor({ model, el }) {
  const { root, panel, remove } = sidePanel(el, "div", { className: "ludo-editor", role: "group", "aria-label": "Position editor", hidden: true }, STYLE);
  const svgRoot = root.querySelector("svg.ludo-svg");
  const get = (name, fallback) => trait(model, name, fallback);
  const send = (content) => sendIntent(model, content);
  const editor = () => get("editor", {}) || {};
  const local = { brush: "", drag: null, suppressClick: false };

  const openBtn = root.__ludo.menu.button("Edit position", "Set up any position", () => {
    send({ type: "edit_start" });
  });

  // ---------- the panel ----------
  html("h4", {}, panel, "Edit position");
  const hint = html("p", { style: "margin:0 0 4px" }, panel);
  const field = (text) => {
    const label = html("label", {}, panel, `${text} `);
    return label;
  };
  const turnSel = html("select", { "aria-label": "Seat to act" }, field("Seat to act"));
  const faceSel = html("select", { "aria-label": "Pending face" }, field("Pending face"));
  html("option", { value: "" }, faceSel, "none: a roll is awaited");
  for (let f = 1; f <= 6; f += 1) html("option", { value: String(f) }, faceSel, String(f));
  const powerBox = html("div", { hidden: true }, panel);
  const brushLabel = html("label", {}, powerBox, "Tile tool ");
  const brushSel = html("select", { "aria-label": "Tile tool" }, brushLabel);
  const stockBox = html("div", { className: "ludo-editor-stock" }, powerBox);
  const notationBox = html("textarea", { rows: 3, readonly: true, "aria-label": "Position notation (editor)" }, panel);
  const buttons = html("div", { className: "ludo-buttons" }, panel);
  const button = (label, onClick, cls = "") => {
    const b = html("button", { type: "button", className: cls }, buttons, label);
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      onClick();
    });
    return b;
  };
  button("Done", () => send({ type: "edit_done" }), "ludo-primary");
  button("Cancel", () => send({ type: "edit_cancel" }));
  button("Copy notation", () => copyText(notationBox));
  button("Save as scenario", () => send({ type: "edit_scenario" }));
  turnSel.addEventListener("change", () => send({ type: "edit_turn", colour: turnSel.value }));
  faceSel.addEventListener("change", () => send({ type: "edit_face", face: faceSel.value ? Number(faceSel.value) : null }));
  brushSel.addEventListener("change", () => {
    local.brush = brushSel.value;
    render();
  });

  // ---------- the squares to click ----------
  const targets = hitTargets(get("geometry", {}));
  const hits = svg("g", { class: "ludo-edit-hits", hidden: true });
  if (svgRoot) svgRoot.insertBefore(hits, svgRoot.querySelector(".ludo-tokens"));
  for (const t of targets) {
    const r = svg("rect", { x: t.x, y: t.y, width: t.w, height: t.h, class: "ludo-edit-hit", role: "button", tabindex: "-1",
      "aria-label": t.label, "data-kind": t.kind }, hits);
    r.__target = t;
  }

  function putOn(t) {
    if (local.brush && t.kind === "ring") {
      send({ type: "edit_tile", square: t.square, tile: local.brush === "remove" ? null : local.brush });
    } else {
      send({ type: "edit_put", target: targetOf(t) });
    }
  }
  const tokenOf = (node) => (node && node.closest ? node.closest(".ludo-token") : null);
  // Clicks are caught on the way down, so while editing the view's own token handlers never see them.
  const onClick = (e) => {
    if (!editor().on) return;
    e.stopPropagation();
    e.preventDefault();
    if (local.suppressClick) {
      local.suppressClick = false;
      return;
    }
    const token = tokenOf(e.target);
    if (token) return send({ type: "edit_pick", colour: token.getAttribute("data-colour"), token: Number(token.getAttribute("data-token")) });
    if (e.target.__target) return putOn(e.target.__target);
    return undefined;
  };
  const onKey = (e) => {
    if (!editor().on || (e.key !== "Enter" && e.key !== " ")) return;
    const token = tokenOf(e.target);
    if (!token && !e.target.__target) return;
    onClick(e);
  };
  const boardPoint = (e) => {
    const m = svgRoot.getScreenCTM && svgRoot.getScreenCTM();
    if (!m || !svgRoot.createSVGPoint) return null;
    const p = svgRoot.createSVGPoint();
    p.x = e.clientX;
    p.y = e.clientY;
    return p.matrixTransform(m.inverse());
  };
  const onDown = (e) => {
    const token = tokenOf(e.target);
    if (!editor().on || !token) return;
    local.drag = { colour: token.getAttribute("data-colour"), token: Number(token.getAttribute("data-token")), x: e.clientX, y: e.clientY };
  };
  const onUp = (e) => {
    const drag = local.drag;
    local.drag = null;
    if (!drag || !editor().on || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
    const p = boardPoint(e);
    const t = p && targetAt(targets, p.x, p.y);
    if (!t) return;
    local.suppressClick = true; // the click that ends a drag is not a pick
    send({ type: "edit_pick", colour: drag.colour, token: drag.token });
    send({ type: "edit_put", target: targetOf(t) });
  };
  if (svgRoot) {
    svgRoot.addEventListener("click", onClick, true);
    svgRoot.addEventListener("keydown", onKey, true);
    svgRoot.addEventListener("pointerdown", onDown, true);
    svgRoot.addEventListener("pointerup", onUp, true);
  }

  function fillSelect(select, values, labels, current) {
    const key = JSON.stringify(values);
    if (select.getAttribute("data-values") !== key) {
      select.textContent = "";
      values.forEach((v, i) => html("option", { value: v }, select, labels[i]));
      select.setAttribute("data-values", key);
    }
    select.value = current;
  }

  function render() {
    const ed = editor();
    const on = !!ed.on;
    panel.hidden = !on;
    hits.toggleAttribute("hidden", !on);
    openBtn.disabled = on;
    root.toggleAttribute("data-editing", on);
    const status = root.querySelector(".ludo-status");
    if (on && status) status.textContent = "Editing the position: Done plays on from it, Cancel goes back.";
    if (!on) {
      local.brush = "";
      for (const t of root.querySelectorAll(".ludo-edit-picked")) t.classList.remove("ludo-edit-picked");
      return;
    }
    const picked = Array.isArray(ed.picked) && ed.picked.length === 2 ? ed.picked : null;
    hint.textContent = picked
      ? `${picked[0]} token ${picked[1] + 1} picked: click the square it goes to.`
      : "Click a token, then the square it goes to (or drag it there).";
    for (const t of root.querySelectorAll(".ludo-token")) {
      const mine = picked && t.getAttribute("data-colour") === picked[0] && Number(t.getAttribute("data-token")) === picked[1];
      t.classList.toggle("ludo-edit-picked", !!mine);
    }
    fillSelect(turnSel, ed.players || [], ed.players || [], ed.turn || "");
    faceSel.value = ed.face ? String(ed.face) : "";
    powerBox.hidden = !ed.power;
    if (ed.power) {
      const kinds = ed.tile_kinds || [];
      fillSelect(brushSel, ["", ...kinds, "remove"], ["none: squares take tokens", ...kinds.map((k) => `put ${BONUS_NAMES[k] || k}`), "take a tile away"], local.brush);
      stockBox.textContent = "";
      html("span", {}, stockBox, `${ed.turn}'s stock: `);
      for (const [bonus, count] of Object.entries(ed.stock || {})) {
        const input = html("input", { type: "number", min: "0", max: String(ed.cap || 3), value: String(count), "aria-label": `${BONUS_NAMES[bonus] || bonus} in stock` },
          html("label", {}, stockBox, `${BONUS_NAMES[bonus] || bonus} `));
        input.addEventListener("change", () => send({ type: "edit_stock", bonus, count: Number(input.value) }));
      }
    }
    notationBox.value = get("snapshot", {}).notation || "";
  }
  const stopDownloads = followDownloads(model, "scenario", "scenario.toml");
  const stop = follow(model, ["editor", "snapshot"], render);

  return () => {
    stop();
    stopDownloads();
    if (svgRoot) {
      svgRoot.removeEventListener("click", onClick, true);
      svgRoot.removeEventListener("keydown", onKey, true);
      svgRoot.removeEventListener("pointerdown", onDown, true);
      svgRoot.removeEventListener("pointerup", onUp, true);
    }
    hits.remove();
    remove();
    openBtn.remove();
  };
}
