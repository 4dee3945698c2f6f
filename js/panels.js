// The panels around the board: the log, the end-of-game view and the position (state) view.
import { html } from "./dom.js";
import { nameOf } from "./status.js";

/** The log: a live region that appends new sentences and keeps the newest in view. */
export function createLog(parent) {
  html("h4", {}, parent, "Log");
  const list = html("ol", { className: "ludo-log", role: "log", "aria-live": "polite", "aria-label": "Game log" }, parent);
  let shown = -1; // how many events of the game the list has shown

  function add(e) {
    const li = html("li", { className: `ludo-log-${e.kind || "event"}` }, list, e.text || "");
    if (e.colour) li.setAttribute("data-colour", e.colour);
  }

  return {
    list,
    /** Follow snapshot.log (the newest events) and snapshot.log_total (how many in all). */
    render(s) {
      const entries = s.log || [];
      const total = s.log_total ?? entries.length;
      const fresh = total - shown;
      if (shown >= 0 && fresh >= 0 && fresh <= entries.length) {
        for (const e of entries.slice(entries.length - fresh)) add(e);
      } else {
        list.textContent = ""; // undo, a new game or a gap: draw it again
        for (const e of entries) add(e);
      }
      shown = total;
      while (list.childNodes.length > 200) list.removeChild(list.firstChild);
      list.scrollTop = list.scrollHeight;
    },
  };
}

/**
 * The end-of-game view over the board: winner, ranking, Rematch and New game.
 * When it opens, keyboard focus moves to Rematch (unless the reader is busy outside the board,
 * e.g. typing in another cell); when it closes with focus inside, `onClosed` may put it back.
 */
export function createOverlay(parent, { onRematch, onNewGame, onClosed = null }) {
  const overlay = html("div", { className: "ludo-over", hidden: true, role: "dialog", "aria-label": "Game over" }, parent);
  let drawn = "";
  return {
    overlay,
    render(s) {
      if (!s.over) {
        const hadFocus = !overlay.hidden && overlay.contains(document.activeElement);
        overlay.hidden = true;
        drawn = "";
        if (hadFocus && onClosed) onClosed();
        return;
      }
      overlay.hidden = false;
      const key = JSON.stringify([s.winner, s.ranking]);
      if (key === drawn) return;
      drawn = key;
      overlay.textContent = "";
      html("h3", {}, overlay, s.winner ? `${nameOf(s.winner)} ${Array.isArray(s.winner) ? "win" : "wins"}!` : "Game over");
      const ol = html("ol", { className: "ludo-ranking", "aria-label": "Ranking" }, overlay);
      for (const who of s.ranking || []) html("li", {}, ol, nameOf(who));
      const buttons = html("div", { className: "ludo-buttons" }, overlay);
      const rematch = html("button", { type: "button", className: "ludo-primary" }, buttons, "Rematch");
      rematch.addEventListener("click", () => onRematch());
      const again = html("button", { type: "button" }, buttons, "New game");
      again.addEventListener("click", () => onNewGame());
      if (mayTakeFocus(overlay)) rematch.focus();
    },
  };
}

/** Whether focus may move into `node`: nothing else has it, or it is already inside the same board. */
function mayTakeFocus(node) {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return true;
  const board = node.closest(".ludo-widget");
  return !!board && board.contains(active);
}

/** The position view: the notation, copyable, and a position pasted in can be loaded. */
export function createStatePanel(parent, { onLoad, onClose }) {
  const panel = html("div", { className: "ludo-state", hidden: true }, parent);
  const label = html("label", { className: "ludo-field" }, panel);
  html("span", {}, label, "Position notation");
  const text = html("textarea", { rows: 3, spellcheck: "false", "aria-label": "Position notation", className: "ludo-notation" }, label);
  const buttons = html("div", { className: "ludo-buttons" }, panel);
  const copy = html("button", { type: "button" }, buttons, "Copy");
  const load = html("button", { type: "button" }, buttons, "Load position");
  const close = html("button", { type: "button" }, buttons, "Back to board");
  copy.addEventListener("click", () => copyText(text));
  load.addEventListener("click", () => onLoad(text.value));
  close.addEventListener("click", () => onClose());
  return {
    panel,
    render(s) {
      if (document.activeElement !== text) text.value = s.notation || "";
    },
  };
}

/** Copy a textarea's text to the clipboard (it stays selected for a manual copy if that fails). */
export function copyText(textarea) {
  textarea.select();
  try {
    if (globalThis.navigator && navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(textarea.value).catch(() => document.execCommand && document.execCommand("copy"));
    } else if (document.execCommand) {
      document.execCommand("copy");
    }
  } catch (e) {
    /* selected: the reader can copy by hand */
  }
}
