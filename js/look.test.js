import { describe, it, expect, vi } from "vitest";
import { effectsFor, createEffects } from "./effects.js";
import { drawBoard, markSeats } from "./board.js";
import { seatGroups, playerLabel } from "./seats.js";
import { tumbleFaces, drawDieFace } from "./die.js";
import { svg } from "./dom.js";
import { LAYOUT, snapshot, tokens, redRolledSix } from "./fixtures.js";
import { mountView } from "./view_harness.js";

describe("effects", () => {
  it("finds a capture and a home arrival from the move the previous snapshot offered", () => {
    const prev = redRolledSix();
    prev.moves[0] = { ...prev.moves[0], captures: [["yellow", 0]], home: false };
    const next = snapshot({ rev: 3, tokens: tokens({ "red-0": [7, 4.5, 8.5] }) });
    expect(effectsFor(next, prev)).toEqual([{ kind: "capture", x: 4.5, y: 8.5, colour: "red" }]);
    prev.moves[0] = { ...prev.moves[0], captures: [], home: true };
    expect(effectsFor(next, prev).map((e) => e.kind)).toEqual(["home"]);
    expect(effectsFor(next, null)).toEqual([]);
  });

  it("draws an effect and removes it after a moment", () => {
    vi.useFakeTimers();
    const root = svg("svg");
    const fx = createEffects(root, LAYOUT);
    const prev = redRolledSix();
    prev.moves[0] = { ...prev.moves[0], captures: [["yellow", 0]] };
    fx.follow(snapshot({ rev: 3, tokens: tokens({ "red-0": [7, 4.5, 8.5] }) }), prev, null);
    expect(root.querySelectorAll(".ludo-effect-capture").length).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(root.querySelectorAll(".ludo-effect").length).toBe(0);
  });
});

describe("seats on the board", () => {
  it("lights the yard of the seat to act, greys unplayed yards, draws as many slots as tokens", () => {
    const root = svg("svg");
    drawBoard(LAYOUT, root);
    markSeats(root, LAYOUT, { players: ["red", "yellow"], turn: "yellow", tokens: 2 });
    const yards = [...root.querySelectorAll(".ludo-yard-g")];
    expect(yards.map((y) => y.classList.contains("ludo-yard-idle"))).toEqual([false, true, false, true]);
    expect(yards.map((y) => y.classList.contains("ludo-yard-active"))).toEqual([false, false, true, false]);
    expect(yards.map((y) => y.querySelectorAll(".ludo-slot").length)).toEqual([2, 0, 2, 0]);
  });

  it("groups partners when teams play, and names players the same everywhere", () => {
    expect(seatGroups(["red", "green", "yellow", "blue"], [["red", "yellow"], ["green", "blue"]]))
      .toEqual([["red", "yellow"], ["green", "blue"]]);
    expect(seatGroups(["red", "yellow"], [["red"], ["yellow"]])).toEqual([["red"], ["yellow"]]);
    expect(seatGroups(["red", "yellow"], undefined)).toEqual([["red"], ["yellow"]]);   // an old snapshot
    expect(seatGroups(["red", "green"], [["red", "blue"], 7])).toEqual([["red"], ["green"]]);
    expect([playerLabel(""), playerLabel("heuristic")]).toEqual(["Person", "Computer (heuristic)"]);
  });

  it("lights the active seat's chip in the strip", () => {
    const view = mountView({ snapshot: snapshot({ turn: "yellow" }) });
    const chips = [...view.el.querySelectorAll(".ludo-seatbar-seat")];
    expect(chips.map((c) => c.classList.contains("ludo-seat-active"))).toEqual([false, true]);
    expect(chips[1].getAttribute("aria-current")).toBe("true");
  });
});

describe("die", () => {
  it("is blank and ready before a roll, shows the face to move, tumbles through other faces", () => {
    const view = mountView({ snapshot: snapshot({ last_roll: { colour: "yellow", face: 4 } }) });
    expect(view.q(".ludo-die").getAttribute("data-face")).toBe("");
    expect(view.q(".ludo-die").querySelectorAll(".ludo-pip").length).toBe(0);
    expect(tumbleFaces(3, 10, () => 0.5).every((f) => f !== 3)).toBe(true);
    const g = svg("g");
    drawDieFace(g, null);
    expect(g.querySelector("text")).toBeNull(); // no "?" any more
  });
});

describe("menu and refusals", () => {
  it("keeps Position and Animate in the More menu, away from the play buttons", () => {
    const view = mountView();
    const menu = view.q(".ludo-menu");
    expect(menu.querySelector("[aria-label='Animate moves']")).not.toBeNull();
    expect([...menu.querySelectorAll("button")].map((b) => b.textContent)).toContain("Position");
    expect([...view.q(".ludo-controls").querySelectorAll("button")].map((b) => b.textContent)).not.toContain("Position");
  });

  it("shows a refusal on the board, next to the token just clicked", () => {
    const view = mountView({ snapshot: redRolledSix() });
    view.byLabel("yellow token 1").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    view.model.set("message", "It is red's turn.");
    const msg = view.q(".ludo-message");
    expect(msg.parentElement.classList.contains("ludo-board-wrap")).toBe(true);
    expect(msg.classList.contains("ludo-message-at")).toBe(true);
    expect(msg.style.left).toBe(`${Math.max(20, (11 / 15) * 100)}%`);
  });
});

/** Red rolled a 4 that no token could use: the game has moved on to yellow's roll. */
function redWastedFour(rev = 2) {
  return snapshot({
    rev, turn: "yellow", last_roll: { colour: "red", face: 4 }, rolls: 1,
    log: [
      { kind: "start", colour: null, text: "A classic game: red and yellow." },
      { kind: "rolled", colour: "red", data: { face: 4 }, text: "Red rolled a 4." },
      { kind: "wasted", colour: "red", data: { face: 4, of: "red" }, text: "No red token can use the 4: the roll is wasted." },
      { kind: "turn", colour: "yellow", data: {}, text: "Yellow to roll." },
    ],
    log_total: 4,
  });
}

describe("the die", () => {
  it("tumbles for a roll, not for a move, a bonus or Undo", () => {
    const view = mountView({ snapshot: snapshot(), animate: true });
    const inner = () => view.q(".ludo-die > g");
    view.model.set("snapshot", redRolledSix(2));                  // a roll: the count goes 0 -> 1
    expect(view.el.querySelector(".ludo-die-tumble")).not.toBe(null);
    inner().classList.remove("ludo-die-tumble");
    const moved = redRolledSix(3);
    view.model.set("snapshot", { ...moved, awaiting: "roll", face: null, log_total: 3 });   // a move: still 1
    expect(view.el.querySelector(".ludo-die-tumble")).toBe(null);
    view.model.set("snapshot", snapshot({ rev: 4 }));              // Undo back to the start: 0
    expect(view.el.querySelector(".ludo-die-tumble")).toBe(null);
  });
});

describe("a roll no token can use", () => {
  it("is shown on the die in the roller's yard for a moment, then the die is blank for the next seat", () => {
    vi.useFakeTimers();
    const view = mountView({ snapshot: snapshot(), animate: true });
    const die = view.q(".ludo-die");
    const at = () => die.getAttribute("transform");
    const red = at();
    view.model.set("snapshot", redWastedFour());
    vi.advanceTimersByTime(400);                                   // the tumble is over
    expect(die.querySelectorAll(".ludo-pip").length).toBe(4);       // red sees its 4 ...
    expect(at()).toBe(red);                                         // ... in its own yard
    expect(die.getAttribute("data-face")).toBe("");                 // while yellow may already roll
    view.model.set("selected", []);                                 // an unrelated redraw keeps it
    expect(die.querySelectorAll(".ludo-pip").length).toBe(4);
    vi.advanceTimersByTime(2000);
    expect(die.querySelectorAll(".ludo-pip").length).toBe(0);       // then blank, ready for yellow
    expect(at()).not.toBe(red);
  });

  it("is shown the same way with animation off", () => {
    vi.useFakeTimers();
    const view = mountView({ snapshot: snapshot(), animate: false });
    view.model.set("snapshot", redWastedFour());
    expect(view.q(".ludo-die").querySelectorAll(".ludo-pip").length).toBe(4);
    vi.advanceTimersByTime(2000);
    expect(view.q(".ludo-die").querySelectorAll(".ludo-pip").length).toBe(0);
  });

  it("is said on the status line until the next roll", () => {
    const view = mountView({ snapshot: redWastedFour() });
    expect(view.q(".ludo-status").textContent).toBe("Red rolled 4 — no move. Yellow to roll.");
    view.model.set("snapshot", snapshot({ rev: 3, turn: "yellow", awaiting: "move", face: 6, last_roll: { colour: "yellow", face: 6 },
      log: [...redWastedFour().log, { kind: "rolled", colour: "yellow", data: { face: 6 }, text: "Yellow rolled a 6." }], log_total: 5 }));
    expect(view.q(".ludo-status").textContent).not.toContain("no move");
  });
});
