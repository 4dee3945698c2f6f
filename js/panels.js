// The panels around the board: the log, the end-of-game view and the position (state) view.
import { html, svg } from "./dom.js";
import { nameOf } from "./status.js";

/**
 * The log: short lines ("Red 1: 32 → 35, captures yellow 2") with the full sentence on hover,
 * in the "Full sentences" view and for screen readers (the live region announces it). A capture
 * is folded into the move that made it. Undone lines stay, struck through, under a note saying so.
 */
export function createLog(parent, { emptyText = () => "Nothing has happened yet." } = {}) {
  const head = html("div", { className: "ludo-log-head" }, parent);
  html("h4", { id: uid("ludo-log-title") }, head, "Log");
  const full = html("button", { type: "button", className: "ludo-log-full-btn", "aria-pressed": "false",
    title: "Show every line as a full sentence" }, head, "Full sentences");
  const box = html("div", { className: "ludo-log", role: "log", "aria-live": "polite", tabindex: "0",
    "aria-labelledby": head.firstChild.id }, parent);
  const empty = html("p", { className: "ludo-log-empty" }, box);
  const list = html("ol", { className: "ludo-log-list" }, box);
  full.addEventListener("click", () => {
    const on = full.getAttribute("aria-pressed") !== "true";
    full.setAttribute("aria-pressed", on ? "true" : "false");
    box.classList.toggle("ludo-log-full", on);
  });
  let shown = []; // [{index, entry, li}] of the lines drawn for the current game, oldest first
  let last = null; // the line a capture folds into

  function add(e, index) {
    if (FOLDED.has(e.kind) && last && last.foldable && last.entry.colour === e.colour) {
      const extra = shortLine(e, { folded: true });
      if (extra) last.short.textContent += `, ${extra}`;
      last.full.textContent += ` ${e.text || ""}`;
      last.li.title = last.full.textContent;
      shown.push({ index, entry: e, li: last.li, folded: true });
      return;
    }
    const li = html("li", { className: `ludo-log-${e.kind || "event"}`, title: e.text || "" }, list);
    if (e.colour) li.setAttribute("data-colour", e.colour);
    const short = html("span", { className: "ludo-log-short", "aria-hidden": "true" }, li, shortLine(e));
    const fullText = html("span", { className: "ludo-log-sentence" }, li, e.text || "");
    last = { li, short, full: fullText, entry: e, foldable: e.kind === "moved" || e.kind === "entered" };
    shown.push({ index, entry: e, li });
  }

  let undoneNote = null; // {li, lines}: the last note, counted on while nothing follows it

  function noteUndone(lines) {
    // several snapshots of one Undo (the board takes back the computer's steps too) make one note
    if (!undoneNote || list.lastChild !== undoneNote.li) {
      undoneNote = { li: html("li", { className: "ludo-log-note" }, list), lines: 0 };
      html("span", {}, undoneNote.li);
    }
    undoneNote.lines += lines;
    const n = undoneNote.lines;
    undoneNote.li.firstChild.textContent = `Undone: ${n} ${n === 1 ? "line" : "lines"} taken back.`;
    last = null;
  }

  function redraw(entries, first) {
    list.textContent = "";
    shown = [];
    last = null;
    entries.forEach((e, i) => add(e, first + i));
  }

  return {
    list: box,
    /**
     * Follow snapshot.log (the newest events) and snapshot.log_total (how many in all);
     * `hold` newest lines are not shown yet (strict: the turn line waits for the Pass).
     */
    render(s, { hold = 0 } = {}) {
      let entries = s.log || [];
      let total = s.log_total ?? entries.length;
      if (hold > 0) {
        entries = entries.slice(0, Math.max(0, entries.length - hold));
        total -= hold;
      }
      const first = total - entries.length; // the game-wide index of entries[0]
      // Lines older than the snapshot's window (first) cannot be compared: they stay as drawn.
      const inWindow = shown.filter((k) => k.index >= first);
      const same = (k) => entries[k.index - first] && entries[k.index - first].text === k.entry.text;
      const kept = inWindow.filter(same);
      const gone = inWindow.filter((k) => !same(k));
      const gap = shown.length > 0 && shown[shown.length - 1].index < first - 1;
      if (gap || (inWindow.length && kept.length === 0)) {
        redraw(entries, first); // a new game, a loaded position or a gap: start again
      } else {
        if (gone.length) {
          for (const k of gone) {
            k.li.classList.add("ludo-log-undone");
            k.li.setAttribute("aria-label", `Undone: ${k.li.title}`);
          }
          noteUndone(new Set(gone.filter((k) => !k.folded).map((k) => k.li)).size);
          shown = shown.filter((k) => k.index < first || same(k));
        }
        const next = shown.length ? shown[shown.length - 1].index + 1 : first;
        entries.slice(Math.max(0, next - first)).forEach((e, i) => add(e, Math.max(next, first) + i));
      }
      while (list.childNodes.length > 200) list.removeChild(list.firstChild);
      shown = shown.filter((k) => k.li.parentNode === list); // lines dropped from the top are not followed
      empty.hidden = list.childNodes.length > 0;
      empty.textContent = emptyText(s);
      box.scrollTop = box.scrollHeight;
    },
  };
}

/** Events told on the line of the move that caused them. */
const FOLDED = new Set(["captured", "home"]);

/** A log line in few words, from the event's kind and data; its full sentence otherwise. */
export function shortLine(e, { folded = false } = {}) {
  const d = e.data || {};
  const who = e.colour ? nameOf(e.colour) : "";
  const tok = (colour, token) => `${nameOf(colour)} ${token + 1}`;
  const of = d.of || e.colour;
  switch (e.kind) {
    case "rolled":
      return d.face ? `${who} rolled ${d.face}` : e.text;
    case "entered":
      return Number.isInteger(d.token) ? `${tok(of, d.token)}: out` : e.text;
    case "moved":
      return Number.isInteger(d.token) ? `${tok(of, d.token)}: ${placeWord(d.from)} → ${placeWord(d.to)}` : e.text;
    case "captured": {
      const names = (d.tokens || []).map(([c, t]) => `${c} ${t + 1}`).join(", ");
      if (!names) return e.text;
      return folded ? `captures ${names}` : `${who} captures ${names}`;
    }
    case "home":
      return folded ? "" : e.text.replace(/\.$/, "");
    case "turn":
      return `${who} to roll`;
    case "finished":
      return d.place ? `${who} finished: ${ordinalWord(d.place)}` : e.text;
    default:
      return (e.text || "").replace(/\.$/, "");
  }
}

function placeWord(place) {
  if (place === 0) return "yard";
  if (place === 57) return "home";
  return String(place);
}

function ordinalWord(n) {
  return ["1st", "2nd", "3rd", "4th"][n - 1] || `${n}th`;
}

let uidCount = 0;
/** An id unique in the page (several views of one board may be open). */
export function uid(prefix) {
  uidCount += 1;
  return `${prefix}-${uidCount}`;
}

/**
 * The end-of-game view over the board: winner, ranking, the board's score once it has seen more
 * than one game ("Score after 3 games: Red 2 · Yellow 1"), Rematch, New game and (with `onReview`)
 * Review, which lists the game's turning points (review.js).
 * When it opens, keyboard focus moves to Rematch (unless the reader is busy outside the board,
 * e.g. typing in another cell); when it closes with focus inside, `onClosed` may put it back.
 */
export function createOverlay(parent, { onRematch, onNewGame, onReview = null, onClosed = null }) {
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
      const key = JSON.stringify([s.winner, s.ranking, s.score, s.names, s.away]);
      if (key === drawn) return;
      drawn = key;
      overlay.textContent = "";
      const lead = Array.isArray(s.winner) ? s.winner[0] : s.winner;
      overlay.setAttribute("data-colour", lead || "");
      trophy(overlay);
      const title = html("h3", { id: uid("ludo-over-title") }, overlay,
        s.winner ? `${nameOf(s.winner, s.names)} ${Array.isArray(s.winner) ? "win" : "wins"}!` : "Game over");
      // Python's own sentence for the end, when it says more than the title: who left and lost,
      // or that nobody won because everyone left.
      const won = (Array.isArray(s.log) ? s.log : []).filter((e) => e && e.kind === "won").at(-1);
      const data = (won && won.data) || {};
      const tells = data.winner == null || (Array.isArray(data.away) && data.away.length > 0);
      const why = won && tells && typeof won.text === "string"
        ? html("p", { className: "ludo-result", id: uid("ludo-result") }, overlay, won.text) : null;
      const away = Array.isArray(s.away) ? s.away : [];
      const ol = html("ol", { className: "ludo-ranking", "aria-label": "Ranking" }, overlay);
      for (const who of s.ranking || []) {
        const left = (Array.isArray(who) ? who : [who]).some((c) => away.includes(c));
        const li = html("li", { "data-colour": Array.isArray(who) ? who[0] : who }, ol, nameOf(who, s.names) + (left ? " (left)" : ""));
        li.setAttribute("data-place", String(ol.childNodes.length));
        if (left) li.setAttribute("data-left", "true");
      }
      const text = scoreText(s.score, s.names);
      const score = text ? html("p", { className: "ludo-score", id: uid("ludo-score") }, overlay, text) : null;
      // Focus lands on Rematch: a screen reader then reads the dialog's name and this description.
      overlay.setAttribute("aria-describedby", [title, why, score].filter(Boolean).map((el) => el.id).join(" "));
      const buttons = html("div", { className: "ludo-buttons" }, overlay);
      const rematch = html("button", { type: "button", className: "ludo-primary" }, buttons, "Rematch");
      rematch.addEventListener("click", () => onRematch());
      const again = html("button", { type: "button" }, buttons, "New game");
      again.addEventListener("click", () => onNewGame());
      if (onReview) {
        const review = html("button", { type: "button", title: "List the moves that lost the most winning chance" }, buttons, "Review");
        review.addEventListener("click", () => onReview());
      }
      if (mayTakeFocus(overlay)) rematch.focus();
    },
  };
}

/** "Score after 3 games: Red 2 · Yellow 1" (players' names where `names` has them), or "" before a
 * second game has ended on the board. */
export function scoreText(score, names = {}) {
  if (!score || !(score.games >= 2) || !Array.isArray(score.wins)) return "";
  return `Score after ${score.games} games: ${score.wins.map(([who, n]) => `${nameOf(who, names)} ${n}`).join(" · ")}`;
}

/** A gold cup on a plinth, drawn (no emoji font needed). */
function trophy(parent) {
  const pic = svg("svg", { viewBox: "0 0 64 64", class: "ludo-trophy", "aria-hidden": "true" }, parent);
  svg("path", { d: "M18 8h28v10c0 11-6 19-14 19s-14-8-14-19z", class: "ludo-trophy-cup" }, pic);
  svg("path", { d: "M18 12H9c0 9 5 14 11 15M46 12h9c0 9-5 14-11 15", class: "ludo-trophy-handle" }, pic);
  svg("rect", { x: 28, y: 36, width: 8, height: 10, class: "ludo-trophy-cup" }, pic);
  svg("rect", { x: 20, y: 46, width: 24, height: 8, rx: 2, class: "ludo-trophy-base" }, pic);
  svg("path", { d: "M27 16l5-4 5 4", class: "ludo-trophy-shine" }, pic);
  return pic;
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

/**
 * The small "⋯ More" menu of developer controls (Position, Animate, Replay, Edit position, records),
 * kept away from the play buttons. `button(label, title, onClick)` adds an action (the menu closes
 * after it, focus back on "⋯ More"); `toggle(label, title, onChange)` adds a checkbox and returns it;
 * `items` is where other controls go. Escape closes the menu; so do focus leaving it and a press
 * elsewhere on the board.
 */
export function createMenu(parent) {
  const menu = html("details", { className: "ludo-menu" }, parent);
  const summary = html("summary", { title: "More: replay, editing, records, position, animation and the coach" }, menu, "⋯ More");
  const items = html("div", { className: "ludo-menu-items", role: "group", "aria-label": "More controls" }, menu);
  const close = () => {
    if (!menu.open) return;
    const inside = menu.contains(document.activeElement);
    menu.open = false;
    if (inside) summary.focus({ preventScroll: true });
  };
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  });
  menu.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !menu.contains(event.relatedTarget)) menu.open = false;
  });
  // A press anywhere else on the board closes it too (the listener goes with the board).
  (parent.closest(".ludo-widget") || parent).addEventListener("pointerdown", (event) => {
    if (menu.open && !menu.contains(event.target)) menu.open = false;
  });
  return {
    menu,
    items,
    close,
    button(label, title, onClick) {
      const b = html("button", { type: "button", className: "ludo-btn ludo-menu-item", title }, items, label);
      b.addEventListener("click", (event) => {
        event.stopPropagation();
        onClick();
        close();
      });
      return b;
    },
    toggle(label, title, onChange, name = label) {
      const row = html("label", { className: "ludo-toggle", title }, items);
      const box = html("input", { type: "checkbox", "aria-label": name }, row);
      html("span", {}, row, label);
      box.addEventListener("change", () => onChange(box.checked));
      return box;
    },
  };
}
