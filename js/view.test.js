import { describe, it, expect, vi } from "vitest";
import { snapshot, redRolledSix, tokens } from "./fixtures.js";
import { mountView } from "./view_harness.js";
import { PAINT } from "./constants.js";

const EDITIONS = {
  presets: { classic: snapshot().rules, strict: { ...snapshot().rules, preset: "strict", single_outcome: "tap" } },
  choices: { single_outcome: ["auto", "delay", "tap"], capture_rule: ["all", "count", "protect_pairs"] },
  players: ["random"],
};
const mount = (traits = {}) => mountView({ editions: EDITIONS, ...traits });


let view;

describe("accessibility", () => {
  it("names the die with Roll, each token, and the log as a live region", () => {
    view = mount();
    const die = view.q(".ludo-die");
    expect(die.getAttribute("role")).toBe("button");
    expect(die.getAttribute("aria-label")).toContain("Roll");
    expect(die.getAttribute("tabindex")).toBe("0");
    for (const colour of ["red", "yellow"]) {
      for (let n = 1; n <= 4; n += 1) {
        const t = view.byLabel(`${colour} token ${n}`);
        expect(t).not.toBeNull();
        expect(t.getAttribute("role")).toBe("button");
        expect(t.getAttribute("tabindex")).toBe("-1"); // nothing can move before the roll: Tab skips tokens
      }
    }
    const log = view.q(".ludo-log");
    expect(log.getAttribute("aria-live")).toBe("polite");
    expect(log.getAttribute("role")).toBe("log");
    for (const b of view.el.querySelectorAll("button")) expect((b.textContent || b.getAttribute("aria-label")).length).toBeGreaterThan(0);
  });
});

describe("intents", () => {
  it("sends roll with the revision when the die is clicked, the Roll button pressed or r typed", () => {
    view = mount();
    view.q(".ludo-die").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "Roll").click();
    view.q(".ludo-widget").dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true }));
    view.q(".ludo-die").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(view.model.sent).toEqual([
      { type: "roll", rev: 1 }, { type: "roll", rev: 1 }, { type: "roll", rev: 1 }, { type: "roll", rev: 1 },
    ]);
  });

  it("moves a token with one destination on a single click, and from anywhere on its landing square", () => {
    view = mount({ snapshot: redRolledSix() });
    const token = view.byLabel("red token 1");
    expect(token.classList.contains("ludo-movable")).toBe(true);
    expect(view.byLabel("yellow token 1").classList.contains("ludo-movable")).toBe(false);
    token.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.at(-1)).toEqual({ type: "move", colour: "red", token: 0, rev: 2 });
    view.model.sent.length = 0;
    const hit = view.byLabel("Move red token 1 here").querySelector(".ludo-landing-hit");
    expect([hit.getAttribute("width"), hit.getAttribute("height")]).toEqual(["1", "1"]); // the whole square
    hit.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent).toEqual([{ type: "move", colour: "red", token: 0, rev: 2 }]);
  });

  it("selects first where one token has several destinations; a second click or Move plays it", () => {
    const s = redRolledSix();
    s.moves.push({ ...s.moves[0], to: 8, path: [...s.moves[0].path, [3.5, 8.5]] });
    view = mount({ snapshot: s });
    const token = view.byLabel("red token 1");
    token.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.at(-1)).toEqual({ type: "select", colour: "red", token: 0, rev: 2 });
    view.model.set("selected", ["red", 0]);
    expect(token.classList.contains("ludo-selected")).toBe(true);
    token.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.at(-1)).toEqual({ type: "move", colour: "red", token: 0, rev: 2 });
    const move = [...view.el.querySelectorAll("button")].find((b) => b.textContent === "Move");
    expect(move.disabled).toBe(false);
    move.click();
    expect(view.model.sent.at(-1)).toEqual({ type: "move", colour: "red", token: 0, rev: 2 });
  });

  it("plays strict's tap with one click too", () => {
    const s = redRolledSix();
    s.rules = { ...s.rules, single_outcome: "tap" };
    s.moves = s.moves.slice(0, 1);
    s.single_outcome = true;
    view = mount({ snapshot: s });
    view.byLabel("red token 1").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent).toEqual([{ type: "move", colour: "red", token: 0, rev: 2 }]);
  });

  it("keeps tokens that cannot move out of the tab order, and a token on a landing square its own", () => {
    view = mount({ snapshot: redRolledSix() });
    expect(view.byLabel("red token 1").getAttribute("tabindex")).toBe("0");
    expect(view.byLabel("red token 2").getAttribute("tabindex")).toBe("0");
    expect(view.byLabel("red token 3").getAttribute("tabindex")).toBe("-1");
    expect(view.byLabel("yellow token 1").getAttribute("tabindex")).toBe("-1");
    // Red token 2 enters on place 1, where the movable red token 1 stands: only the ring's edge is the mark's.
    expect(view.byLabel("Move red token 2 here").querySelector(".ludo-landing-hit")).toBeNull();
  });

  it("names on a pile's landing mark the token a click on the pile moves: the top one", () => {
    const path = [[6.5, 13.5], [6.5, 12.5], [6.5, 11.5], [6.5, 10.5]];
    view = mount({ snapshot: snapshot({
      rev: 4, awaiting: "move", face: 3, last_roll: { colour: "red", face: 3 },
      tokens: tokens({ "red-0": [1, 6.5, 13.5], "red-1": [1, 6.5, 13.5] }),
      moves: [0, 1].map((token) => ({ colour: "red", token, from: 1, to: 4, captures: [], home: false, path })),
    }) });
    const top = view.byLabel("red token 2");
    expect(top.classList.contains("ludo-under")).toBe(false);
    expect(view.byLabel("red token 1").classList.contains("ludo-under")).toBe(true);
    top.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const byPile = view.model.sent.at(-1);
    expect(byPile).toEqual({ type: "move", colour: "red", token: 1, rev: 4 });
    expect(view.byLabel("Move red token 1 here")).toBeNull();
    const mark = view.byLabel("Move red token 2 here");
    expect(mark.getAttribute("data-token")).toBe("1");
    view.model.sent.length = 0;
    mark.querySelector(".ludo-landing-hit").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent).toEqual([byPile]);
  });

  it("keeps keyboard focus on the board when the focused landing mark or token goes away", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: redRolledSix(), animate: true });
    const ring = view.byLabel("Move red token 1 here");
    ring.focus();
    view.model.set("snapshot", snapshot({ rev: 3, tokens: tokens({ "red-0": [7, 4.5, 8.5] }), turn: "yellow" }));
    vi.advanceTimersByTime(2000);
    expect(view.q(".ludo-widget").contains(document.activeElement)).toBe(true);
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true }));
    expect(view.model.sent.at(-1)).toMatchObject({ type: "roll", rev: 3 });
  });

  it("draws a landing ring on every square a token could reach", () => {
    view = mount({ snapshot: redRolledSix() });
    const rings = view.el.querySelectorAll(".ludo-landing");
    expect(rings.length).toBe(2);
    expect([...rings].map((r) => r.getAttribute("data-to")).sort()).toEqual(["1", "7"]);
  });

  it("uses 1-4 to select, u to undo, p to pass", () => {
    view = mount({ snapshot: redRolledSix() });
    const root = view.q(".ludo-widget");
    for (const key of ["2", "u", "p", "m"]) root.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    expect(view.model.sent.map((m) => m.type)).toEqual(["select", "undo", "pass", "move"]);
    expect(view.model.sent[0]).toMatchObject({ colour: "red", token: 1 });
  });

  it("puts focus on the token a number selects, so Enter then plays that token", () => {
    view = mount({ snapshot: redRolledSix() });
    view.q(".ludo-die").focus();
    view.q(".ludo-widget").dispatchEvent(new KeyboardEvent("keydown", { key: "2", bubbles: true }));
    expect(document.activeElement).toBe(view.byLabel("red token 2"));
  });

  it("answers ping round trips by pong", async () => {
    view = mount();
    const p = view.q(".ludo-widget").__ludo.ping();
    const sent = view.model.sent.at(-1);
    expect(sent.type).toBe("ping");
    view.model.receive({ type: "pong", id: sent.id });
    await expect(p).resolves.toBeGreaterThanOrEqual(0);
  });
});

describe("following the model", () => {
  it("shows the die face, status and new log lines when the snapshot changes", () => {
    view = mount();
    expect(view.q(".ludo-status").textContent).toContain("Red to roll");
    view.model.set("snapshot", redRolledSix());
    expect(view.q(".ludo-die").getAttribute("data-face")).toBe("6");
    expect(view.q(".ludo-die").querySelectorAll(".ludo-pip").length).toBe(6);
    expect(view.q(".ludo-status").textContent).toContain("rolled 6");
    const items = view.el.querySelectorAll(".ludo-log li");
    expect(items.length).toBe(2);
    expect(items[1].querySelector(".ludo-log-sentence").textContent).toBe("Red rolled a 6.");
    expect(items[1].title).toBe("Red rolled a 6.");
  });

  it("puts tokens where the snapshot says at once with animation off", () => {
    view = mount({ snapshot: redRolledSix() });
    const next = snapshot({ rev: 3, tokens: tokens({ "red-0": [7, 4.5, 8.5] }), turn: "yellow" });
    view.model.set("snapshot", next);
    expect(view.byLabel("red token 1").getAttribute("transform")).toBe("translate(4.500 8.500) scale(1)");
    expect(view.byLabel("red token 1").getAttribute("data-place")).toBe("7");
  });

  it("animates a move square by square along the offered path", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: redRolledSix(), animate: true });
    view.model.set("snapshot", snapshot({ rev: 3, tokens: tokens({ "red-0": [7, 4.5, 8.5] }), turn: "yellow" }));
    const el = view.byLabel("red token 1");
    expect(el.getAttribute("data-moving")).toBe("true");
    expect(el.getAttribute("transform")).toBe("translate(6.500 12.500) scale(1)");
    vi.advanceTimersByTime(2000);
    expect(el.getAttribute("data-moving")).toBeNull();
    expect(el.getAttribute("transform")).toBe("translate(4.500 8.500) scale(1)");
  });

  it("shows the message trait and the no-moves pass button", () => {
    view = mount();
    view.model.set("message", "Not your turn");
    expect(view.q(".ludo-message").textContent).toBe("Not your turn");
    expect(view.q(".ludo-message").hidden).toBe(false);
    const pass = [...view.el.querySelectorAll("button")].find((b) => b.textContent.includes("Pass"));
    expect(pass.hidden).toBe(true);
    view.model.set("pending_pass", "Red rolled a 3.");
    expect(pass.hidden).toBe(false);
    expect(view.q(".ludo-die").getAttribute("aria-disabled")).toBe("true");
    pass.click();
    expect(view.model.sent.at(-1)).toMatchObject({ type: "pass" });
  });

  it("shows the end-of-game view with ranking and a Rematch button", () => {
    view = mount();
    view.model.set("snapshot", snapshot({ rev: 9, over: true, awaiting: "over", turn: null, winner: "yellow", ranking: ["yellow", "red"] }));
    const over = view.q(".ludo-over");
    expect(over.hidden).toBe(false);
    expect(over.textContent).toContain("Yellow wins");
    expect([...over.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Yellow", "Red"]);
    [...over.querySelectorAll("button")].find((b) => b.textContent === "Rematch").click();
    expect(view.model.sent.at(-1)).toEqual({ type: "rematch", rev: 9 });
  });

  it("says on the end-of-game view and the status line who left, and why nobody won", () => {
    view = mount();
    const log = [{ kind: "won", colour: null, text: "Nobody wins: every player left the game.", data: { winner: null } }];
    view.model.set("snapshot", snapshot({ rev: 9, over: true, awaiting: "over", turn: null, winner: null,
      ranking: ["red", "yellow"], away: ["red", "yellow"], log, log_total: 9 }));
    const over = view.q(".ludo-over");
    expect(over.querySelector("h3").textContent).toBe("Game over");
    expect(over.querySelector(".ludo-result").textContent).toBe("Nobody wins: every player left the game.");
    expect([...over.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Red (left)", "Yellow (left)"]);
    expect(over.querySelector("li").getAttribute("data-left")).toBe("true");    // no gold medal
    expect(view.q(".ludo-status").textContent).toBe("Game over. Places: 1st Red (left), 2nd Yellow (left).");
    const won = [{ kind: "won", colour: null, text: "Yellow wins! Red left the game and loses.", data: { winner: "yellow", away: ["red"] } }];
    view.model.set("snapshot", snapshot({ rev: 10, over: true, awaiting: "over", turn: null, winner: "yellow",
      ranking: ["yellow", "red"], away: ["red"], log: won, log_total: 10 }));
    expect(over.querySelector(".ludo-result").textContent).toBe("Yellow wins! Red left the game and loses.");
    const plain = [{ kind: "won", colour: null, text: "Yellow wins!", data: { winner: "yellow" } }];
    view.model.set("snapshot", snapshot({ rev: 11, over: true, awaiting: "over", turn: null, winner: "yellow",
      ranking: ["yellow", "red"], away: [], log: plain, log_total: 11, names: { yellow: "Bo" } }));
    expect(over.querySelector(".ludo-result")).toBeNull();                      // "Bo wins!" says it all
  });

  it("shows the board's score on the end-of-game view from the second game on", () => {
    view = mount();
    const over = (score) => snapshot({ rev: 9, over: true, awaiting: "over", turn: null, winner: "red", ranking: ["red", "yellow"], score });
    view.model.set("snapshot", over({ games: 1, wins: [["red", 1], ["yellow", 0]] }));
    expect(view.q(".ludo-over .ludo-score")).toBeNull();      // one game: the winner says it all
    view.model.set("snapshot", over({ games: 3, wins: [["red", 2], ["yellow", 1]] }));
    expect(view.q(".ludo-over .ludo-score").textContent).toBe("Score after 3 games: Red 2 · Yellow 1");
    const described = view.q(".ludo-over").getAttribute("aria-describedby").split(" ").map((id) => view.el.querySelector(`#${id}`).textContent);
    expect(described).toEqual(["Red wins!", "Score after 3 games: Red 2 · Yellow 1"]);   // read out when focus lands on Rematch
    view.model.set("snapshot", over({ games: 2, wins: [[["red", "yellow"], 1], [["green", "blue"], 1]] }));
    expect(view.q(".ludo-over .ludo-score").textContent).toBe("Score after 2 games: Red & Yellow 1 · Green & Blue 1");
  });

  it("shows the notation in the state view and can send it back", () => {
    view = mount({ view: "state" });
    const text = view.byLabel("Position notation");
    expect(text.value).toBe(snapshot().notation);
    expect(view.q(".ludo-state").hidden).toBe(false);
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "Load position").click();
    expect(view.model.sent.at(-1)).toMatchObject({ type: "load", notation: snapshot().notation });
  });

  it("scrolls the New game dialog into view when it opens with its top above the window", () => {
    view = mount();
    const panel = view.q(".ludo-settings");
    panel.getBoundingClientRect = () => ({ top: -120, bottom: 420, left: 0, right: 500, width: 500, height: 540 });
    panel.scrollIntoView = vi.fn();
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "New game").click();
    expect(panel.hidden).toBe(false);
    expect(panel.scrollIntoView).toHaveBeenCalledWith({ block: "nearest" });
  });

  it("builds a new_game intent from the settings view", () => {
    view = mount();
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "New game").click();
    expect(view.model.get("view")).toBe("settings");
    expect(view.q(".ludo-settings").parentElement.classList.contains("ludo-board-wrap")).toBe(true); // over the board
    const preset = view.q('input[name="preset"][value="strict"]');
    preset.checked = true;
    preset.dispatchEvent(new Event("change"));
    expect(view.q(".ludo-more-options summary").textContent).toBe("More options");
    const blue = view.byLabel("Blue plays");
    blue.checked = true;
    blue.dispatchEvent(new Event("change"));
    const who = view.byLabel("Blue is played by");
    who.value = "random";
    who.dispatchEvent(new Event("change"));
    view.q(".ludo-settings form").dispatchEvent(new Event("submit"));
    const intent = view.model.sent.at(-1);
    expect(intent.type).toBe("new_game");
    expect(intent.rules.preset).toBe("strict");
    expect(intent.rules.single_outcome).toBe("tap");
    expect(intent.players).toEqual(["red", "yellow", "blue"]);
    expect(intent.computer).toEqual({ blue: "random" });
  });

  it("shows a refusal of the New game form in the form, and keeps the game's controls and keys out of reach behind it", () => {
    view = mount();
    const newGame = [...view.el.querySelectorAll("button")].find((b) => b.textContent === "New game");
    newGame.click();
    expect(view.q(".ludo-controls").inert).toBe(true);
    expect(view.q(".ludo-board-wrap").classList.contains("ludo-form-open")).toBe(true); // narrow: in the board's place
    const sent = view.model.sent.length;
    view.q(".ludo-settings").dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true }));
    expect(view.model.sent.length).toBe(sent);                        // no roll behind the form
    view.model.set("message", "Two seats cannot both be called 'Bo'.");
    const error = view.q(".ludo-settings-error");
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe("Two seats cannot both be called 'Bo'.");
    expect(view.q(".ludo-message").hidden).toBe(true);               // not under the form
    [...view.el.querySelectorAll(".ludo-settings button")].find((b) => b.textContent === "Cancel").click();
    expect(view.q(".ludo-controls").inert).toBe(false);
    expect(view.q(".ludo-board-wrap").classList.contains("ludo-form-open")).toBe(false);
    expect(document.activeElement).toBe(view.q(".ludo-die"));      // back to the game, not to the page
    view.model.set("message", "Roll the die first.");
    expect(view.q(".ludo-message").hidden).toBe(false);
  });

  it("pauses the computer seats and the turn clock while the New game form is open", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: { ...redRolledSix(2), timer: { colour: "red", seconds: 5, window: 1 } },
      computer: { red: "heuristic" }, computer_delay: 700, view: "settings" });
    vi.advanceTimersByTime(10_000);
    expect(view.model.sent).toEqual([]);                               // nothing plays behind the form
    view.model.set("view", "board");
    vi.advanceTimersByTime(800);
    expect(view.model.sent.map((m) => m.type)).toEqual(["computer_step"]);
    vi.useRealTimers();
  });

  it("gives focus to the die when the control holding it is disabled or hidden", async () => {
    view = mount();
    const undo = [...view.el.querySelectorAll(".ludo-controls button")].find((b) => !b.disabled && !b.hidden);
    undo.focus();
    expect(document.activeElement).toBe(undo);
    undo.disabled = true;                                           // as a render does after the click
    // the guard runs on a timer the change schedules: wait for it, however slow the machine
    await vi.waitFor(() => expect(document.activeElement).toBe(view.q(".ludo-die")), { timeout: 2000 });
    const outside = document.createElement("button");                // focus the person moved away stays there
    document.body.appendChild(outside);
    outside.focus();
    undo.disabled = false;                                          // a change the guard watches: it runs again
    await new Promise((resolve) => setTimeout(resolve, 0));         // the observer's callback schedules the guard
    await new Promise((resolve) => setTimeout(resolve, 50));        // which has run by now
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it("names the seats as the players are called: typed in New game, shown on the status line, the seats, the end card", () => {
    view = mount({ names: { red: "Ana" } });
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "New game").click();
    expect(view.byLabel("Name of who plays red").value).toBe("Ana");   // the board's names to start from
    const yellow = view.byLabel("Name of who plays yellow");
    expect(yellow.getAttribute("maxlength")).toBe("24");
    yellow.value = "  Bo ";
    yellow.dispatchEvent(new Event("input"));
    const preset = view.q('input[name="preset"][value="strict"]');   // the form is rebuilt: the names typed stay
    preset.checked = true;
    preset.dispatchEvent(new Event("change"));
    expect(view.byLabel("Name of who plays yellow").value).toBe("  Bo ");
    view.q(".ludo-settings form").dispatchEvent(new Event("submit"));
    expect(view.model.sent.at(-1).names).toEqual({ red: "Ana", yellow: "Bo" });

    const names = { red: "Ana", yellow: "Bo" };
    view.model.set("snapshot", snapshot({ rev: 3, names }));
    expect(view.q(".ludo-status").textContent).toMatch(/^Ana to roll\./);
    expect([...view.el.querySelectorAll(".ludo-seat-name")].map((n) => n.textContent)).toEqual(["Ana", "Bo"]);
    expect(view.byLabel("Who plays red")).not.toBeNull();              // the colour still names the seat's control
    view.model.set("snapshot", snapshot({ rev: 4, names, over: true, awaiting: "over", turn: null, winner: "yellow",
      ranking: ["yellow", "red"], score: { games: 2, wins: [["red", 1], ["yellow", 1]] } }));
    expect(view.q(".ludo-over h3").textContent).toBe("Bo wins!");
    expect([...view.q(".ludo-over").querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Bo", "Ana"]);
    expect(view.q(".ludo-over .ludo-score").textContent).toBe("Score after 2 games: Ana 1 · Bo 1");
    expect(view.q(".ludo-status").textContent).toBe("Game over — Bo wins. Places: 1st Bo, 2nd Ana.");
  });

  it("cleans up its listeners", () => {
    view = mount();
    view.cleanup();
    expect(view.model.listeners("change:snapshot")).toBe(0);
    expect(view.model.listeners("msg:custom")).toBe(0);
    view = null;
  });
});

describe("pacing", () => {
  it("lets a computer seat step after a delay, once, with the revision", () => {
    vi.useFakeTimers();
    view = mount({ computer: { red: "random" } });
    expect(view.model.sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(view.model.sent).toEqual([{ type: "computer_step", rev: 1 }]);
    vi.advanceTimersByTime(5000);
    expect(view.model.sent.length).toBe(1);
    expect(view.q(".ludo-die").getAttribute("aria-disabled")).toBe("true");
  });

  it("waits for the person's Pass before a computer seat steps", () => {
    vi.useFakeTimers();
    view = mount({ computer: { yellow: "random" }, snapshot: snapshot({ rev: 3, turn: "yellow" }), pending_pass: "Red rolled a 3." });
    vi.advanceTimersByTime(5000);
    expect(view.model.sent).toEqual([]);
    view.model.set("pending_pass", "");
    vi.advanceTimersByTime(1000);
    expect(view.model.sent).toEqual([{ type: "computer_step", rev: 3 }]);
  });

  it("plays a single outcome after 300ms under auto, 800ms under delay, never under tap", () => {
    vi.useFakeTimers();
    const one = (mode, rev) => ({ ...redRolledSix(rev), single_outcome: true, auto_move: mode !== "tap", rules: { ...snapshot().rules, single_outcome: mode } });
    view = mount({ snapshot: one("auto", 2) });
    vi.advanceTimersByTime(250);
    expect(view.model.sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(view.model.sent).toEqual([{ type: "auto_move", rev: 2 }]);
    view.model.set("snapshot", one("delay", 3));
    vi.advanceTimersByTime(500);
    expect(view.model.sent.length).toBe(1);
    vi.advanceTimersByTime(400);
    expect(view.model.sent.at(-1)).toEqual({ type: "auto_move", rev: 3 });
    view.model.set("snapshot", one("tap", 4));
    vi.advanceTimersByTime(5000);
    expect(view.model.sent.length).toBe(2);
  });
});

describe("capture targets", () => {
  it("clicking an opponent token under a landing ring plays the move landing there", () => {
    const snap = redRolledSix(5);
    snap.tokens = tokens({ "red-0": [1, 6.5, 13.5], "yellow-1": [34, 4.5, 8.5] });
    snap.moves[0].captures = [["yellow", 1]];
    view = mount({ snapshot: snap });
    view.byLabel("yellow token 2").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.at(-1)).toEqual({ type: "move", colour: "red", token: 0, rev: 5 });
    view.byLabel("yellow token 1").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.at(-1)).toEqual({ type: "select", colour: "yellow", token: 0, rev: 5 });
  });
});

describe("power mode", () => {
  it("draws tiles and offers the stock's bonuses before rolling", () => {
    const s = snapshot({ rules: { ...snapshot().rules, power: true }, tiles: { 3: "plus1", 5: "double" }, stock: { red: { double: 1, dice: 0, shield: 2 } }, bonuses_allowed: ["double", "shield"], bonus: null });
    view = mount({ snapshot: s });
    expect(view.el.querySelectorAll(".ludo-tile").length).toBe(2);
    const bar = view.q(".ludo-bonuses");
    expect(bar.hidden).toBe(false);
    const [double, dice, shield] = bar.querySelectorAll("button");
    expect(double.textContent).toBe("Double roll (1)");
    expect(double.disabled).toBe(false);
    expect(dice.disabled).toBe(true);
    double.click();
    expect(view.model.sent.at(-1)).toEqual({ type: "use", bonus: "double", rev: 1 });
    view.model.set("snapshot", { ...s, rev: 2, stock: { red: { double: 0, dice: 1, shield: 2 } }, bonuses_allowed: ["dice", "shield"] });
    view.byLabel("Dice control face").value = "4";
    dice.click();
    expect(view.model.sent.at(-1)).toEqual({ type: "use", bonus: "dice", face: 4, rev: 2 });
    expect(shield.disabled).toBe(false);
  });

  const power = (over = {}) => snapshot({ rules: { ...snapshot().rules, preset: "online", power: true }, tiles: { 3: "plus1", 5: "double", 10: "shield", 12: "dice" }, stock: { red: { double: 1, dice: 1, shield: 1 } }, bonuses_allowed: ["double", "dice", "shield"], bonus: null, chosen: null, ...over });
  const buttons = () => Object.fromEntries([...view.q(".ludo-bonuses").querySelectorAll("button")].map((b) => [b.dataset.bonus, b]));

  it("names whose stock it shows and draws an icon on every kind of tile", () => {
    view = mount({ snapshot: power() });
    expect(view.q(".ludo-bonus-owner").textContent).toBe("Red's bonuses:");
    expect(view.q(".ludo-bonuses").getAttribute("aria-label")).toBe("Red's Power bonuses");
    for (const kind of ["plus1", "double", "shield", "dice"]) {
      const tile = view.q(`.ludo-tile-${kind}`);
      expect(tile.querySelector("title").textContent).toMatch(/tile$/);
      expect(tile.querySelectorAll("path, text, circle").length).toBeGreaterThan(0);
    }
    // The next seat's turn: only its stock is in the snapshot, and only it is shown.
    view.model.set("snapshot", power({ rev: 2, turn: "yellow", stock: { yellow: { double: 0, dice: 2, shield: 0 } }, bonuses_allowed: ["dice"] }));
    expect(view.q(".ludo-bonus-owner").textContent).toBe("Yellow's bonuses:");
    expect(buttons().dice.textContent).toBe("Dice control (2)");
    expect(buttons().double.textContent).toBe("Double roll (0)");
    expect(buttons().double.disabled).toBe(true);
  });

  it("enables exactly the bonuses Python allows, whatever the stock shows", () => {
    view = mount({ snapshot: power({ bonuses_allowed: ["shield"] }) });
    let b = buttons();
    expect(b.double.disabled).toBe(true);
    expect(b.dice.disabled).toBe(true);
    expect(b.shield.disabled).toBe(false);
    view.model.set("snapshot", power({ rev: 2, bonuses_allowed: [] }));
    b = buttons();
    expect(b.double.disabled && b.dice.disabled && b.shield.disabled).toBe(true);
    expect(b.double.textContent).toBe("Double roll (1)");
  });

  it("hides a computer seat's stock", () => {
    view = mount({ snapshot: power(), computer: { red: "random" } });
    expect(view.q(".ludo-bonuses").hidden).toBe(true);
  });

  it("allows one bonus per roll, Double and Dice before rolling, the Shield before or after", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: power({ bonus: "dice", chosen: 4, stock: { red: { double: 1, dice: 0, shield: 1 } }, bonuses_allowed: [] }) });
    let b = buttons();
    expect(b.dice.textContent).toBe("Dice control (0) — on: 4");
    expect(b.dice.getAttribute("aria-pressed")).toBe("true");
    expect(b.double.disabled && b.shield.disabled && b.dice.disabled).toBe(true);
    expect(view.q(".ludo-status").textContent).toContain("Dice control is on: the die will show 4");
    // Rolled, no bonus on yet: only the Shield is still allowed, and a single move waits for the player.
    const rolled = redRolledSix(3);
    const one = { ...rolled, ...power({ rev: 3, awaiting: "move", face: 6, tokens: rolled.tokens, moves: rolled.moves.slice(0, 1).map((m) => ({ ...m, shield_possible: true })), single_outcome: true, last_roll: rolled.last_roll, bonuses_allowed: ["shield"] }) };
    view.model.set("snapshot", one);
    b = buttons();
    expect(b.double.disabled).toBe(true);
    expect(b.dice.disabled).toBe(true);
    expect(view.byLabel("Dice control face").disabled).toBe(true);
    expect(b.shield.disabled).toBe(false);
    expect(view.q(".ludo-status").textContent).toContain("give the Shield first");
    vi.advanceTimersByTime(3000);
    expect(view.model.sent).toEqual([]);
    b.shield.click();
    expect(view.model.sent.at(-1)).toEqual({ type: "use", bonus: "shield", rev: 3 });
    // The Shield is on: the single move is played by itself again.
    view.model.set("snapshot", { ...one, rev: 4, bonus: "shield", auto_move: true, moves: rolled.moves.slice(0, 1), stock: { red: { double: 1, dice: 0, shield: 0 } }, bonuses_allowed: [] });
    expect(view.q(".ludo-status").textContent).toContain("Shield is on");
    vi.advanceTimersByTime(400);
    expect(view.model.sent.at(-1)).toEqual({ type: "auto_move", rev: 4 });
  });

  it("says a Double roll moves twice the face", () => {
    const rolled = redRolledSix(2);
    view = mount({ snapshot: { ...rolled, ...power({ rev: 2, awaiting: "move", face: 3, doubled: true, distance: 6, bonus: "double", bonuses_allowed: [], tokens: rolled.tokens, moves: rolled.moves.slice(0, 1), last_roll: { colour: "red", face: 3 } }) } });
    expect(view.q(".ludo-status").textContent).toContain("3 ×2 = 6 squares");
    expect(view.q(".ludo-die").getAttribute("aria-label")).toContain("Double roll: 6 squares");
  });

  it("marks a shielded token with a badge and in its description", () => {
    const s = power();
    s.tokens = s.tokens.map((t) => (t.colour === "red" && t.token === 0 ? { ...t, place: 6, x: 4.5, y: 8.5, shielded: true } : t));
    view = mount({ snapshot: s });
    const red1 = view.byLabel("red token 1");
    expect(red1.classList.contains("ludo-shielded")).toBe(true);
    expect(red1.querySelector(".ludo-token-shield")).not.toBe(null);
    expect(red1.getAttribute("aria-description")).toContain("shielded");
    expect(view.byLabel("red token 2").classList.contains("ludo-shielded")).toBe(false);
    view.model.set("snapshot", power({ rev: 2 }));
    expect(view.byLabel("red token 1").classList.contains("ludo-shielded")).toBe(false);
  });

  it("hides the bonus bar without Power", () => {
    view = mount();
    expect(view.q(".ludo-bonuses").hidden).toBe(true);
  });
});

describe("turn timer", () => {
  it("counts down the window and reports it once when it runs out", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: snapshot({ timer: { colour: "red", seconds: 3, window: 0 } }) });
    const clock = view.q(".ludo-clock");
    expect(clock.hidden).toBe(false);
    expect(clock.textContent).toContain("3 s");
    vi.advanceTimersByTime(1000);
    expect(clock.textContent).toContain("2 s");
    view.model.set("snapshot", snapshot({ rev: 2, timer: { colour: "red", seconds: 3, window: 0 } })); // same window: no restart
    vi.advanceTimersByTime(2100);
    expect(view.model.sent).toEqual([{ type: "timeout", window: 0, colour: "red" }]);
    vi.advanceTimersByTime(10000);
    expect(view.model.sent.length).toBe(1);
    view.model.set("snapshot", snapshot({ rev: 3, timer: null }));
    expect(clock.hidden).toBe(true);
  });

  it("paces a bot standing in for a person and lets the die take over", () => {
    vi.useFakeTimers();
    view = mount({ autopilot: ["red"] });
    expect(view.q(".ludo-status").textContent).toContain("tap the die");
    expect(view.q(".ludo-die").getAttribute("aria-disabled")).toBe("false");
    expect(view.q(".ludo-die").getAttribute("aria-label")).toContain("take over");
    vi.advanceTimersByTime(1000);
    expect(view.model.sent).toEqual([{ type: "computer_step", rev: 1 }]);
  });
});

describe("log", () => {
  it("appends new lines, and marks undone ones with a note instead of dropping them", () => {
    view = mount({ snapshot: redRolledSix() });
    const lines = () => [...view.el.querySelectorAll(".ludo-log li .ludo-log-sentence")].map((li) => li.textContent);
    expect(lines()).toEqual(["A classic game: red and yellow.", "Red rolled a 6."]);
    const first = view.el.querySelector(".ludo-log li");
    const s = redRolledSix(3);
    s.log = [...s.log, { kind: "entered", colour: "red", text: "Red token 2 entered.", data: { token: 1, to: 1, of: "red" } }];
    s.log_total = 3;
    view.model.set("snapshot", s);
    expect(lines().length).toBe(3);
    expect(view.el.querySelector(".ludo-log li")).toBe(first); // appended, not redrawn
    view.model.set("snapshot", snapshot({ rev: 4 }));           // undo back to the start
    const undone = [...view.el.querySelectorAll(".ludo-log li.ludo-log-undone")];
    expect(undone.map((li) => li.title)).toEqual(["Red rolled a 6.", "Red token 2 entered."]);
    expect(view.q(".ludo-log-note").textContent).toBe("Undone: 2 lines taken back.");
    expect(view.q(".ludo-log li").classList.contains("ludo-log-undone")).toBe(false);
  });

  it("lets lines slide out of the snapshot's window without calling them undone", () => {
    const line = (i) => ({ kind: "rolled", colour: "red", text: `Red rolled a ${(i % 6) + 1} (${i}).`, data: { face: (i % 6) + 1 } });
    const window = (total) => Array.from({ length: 200 }, (_, i) => line(total - 200 + i));
    view = mount({ snapshot: snapshot({ rev: 5, log: window(250), log_total: 250 }) });
    for (const total of [251, 253, 260]) view.model.set("snapshot", snapshot({ rev: total, log: window(total), log_total: total }));
    expect(view.el.querySelectorAll(".ludo-log-note").length).toBe(0);
    expect(view.el.querySelectorAll(".ludo-log li.ludo-log-undone").length).toBe(0);
    const titles = [...view.el.querySelectorAll(".ludo-log li")].map((li) => li.title);
    expect(titles.at(-1)).toBe("Red rolled a 2 (259).");
    expect(titles.length).toBe(200);
  });

  it("counts one Undo's lines in one note, however many snapshots it took", () => {
    const line = (i) => ({ kind: "rolled", colour: "red", text: `Red rolled (${i}).`, data: { face: 1 } });
    const upTo = (total) => Array.from({ length: total }, (_, i) => line(i));
    view = mount({ snapshot: snapshot({ rev: 5, log: upTo(8), log_total: 8 }) });
    view.model.set("snapshot", snapshot({ rev: 6, log: upTo(6), log_total: 6 }));   // the computer's steps
    view.model.set("snapshot", snapshot({ rev: 7, log: upTo(5), log_total: 5 }));   // then the person's
    expect([...view.el.querySelectorAll(".ludo-log-note")].map((n) => n.textContent)).toEqual(["Undone: 3 lines taken back."]);
    view.model.set("snapshot", snapshot({ rev: 8, log: upTo(6), log_total: 6 }));   // a new line, then another Undo
    view.model.set("snapshot", snapshot({ rev: 9, log: upTo(5), log_total: 5 }));
    expect([...view.el.querySelectorAll(".ludo-log-note")].map((n) => n.textContent)).toEqual([
      "Undone: 3 lines taken back.", "Undone: 1 line taken back."]);
  });

  it("starts again on a new game, and says something while empty", () => {
    view = mount({ snapshot: redRolledSix() });
    view.model.set("snapshot", snapshot({ rev: 7, log: [], log_total: 0 }));
    expect(view.el.querySelectorAll(".ludo-log li").length).toBe(0);
    expect(view.q(".ludo-log-empty").hidden).toBe(false);
    expect(view.q(".ludo-log-empty").textContent).toBe("Nothing yet: Red rolls first.");
  });

  it("writes short lines, folds a capture into its move, keeps the sentence for hover and readers", () => {
    const log = [
      { kind: "rolled", colour: "red", text: "Red rolled a 3.", data: { face: 3 } },
      { kind: "moved", colour: "red", text: "Red token 1 moved from square 32 to square 35.", data: { token: 0, from: 32, to: 35, of: "red" } },
      { kind: "captured", colour: "red", text: "Red captured yellow token 2: back to the yard.", data: { tokens: [["yellow", 1]], square: 9 } },
      { kind: "turn", colour: "yellow", text: "Yellow to roll." },
    ];
    view = mount({ snapshot: snapshot({ rev: 5, log, log_total: 4 }) });
    const items = [...view.el.querySelectorAll(".ludo-log li")];
    expect(items.map((li) => li.querySelector(".ludo-log-short").textContent)).toEqual([
      "Red rolled 3", "Red 1: 32 → 35, captures yellow 2", "Yellow to roll"]);
    expect(items[1].title).toBe("Red token 1 moved from square 32 to square 35. Red captured yellow token 2: back to the yard.");
    expect(items[1].querySelector(".ludo-log-short").getAttribute("aria-hidden")).toBe("true");
    const box = view.q(".ludo-log");
    expect([box.getAttribute("role"), box.getAttribute("tabindex"), box.tagName]).toEqual(["log", "0", "DIV"]);
    [...view.el.querySelectorAll("button")].find((b) => b.textContent === "Full sentences").click();
    expect(box.classList.contains("ludo-log-full")).toBe(true);
  });

  it("holds strict's turn line back until the Pass, as the status does", () => {
    const log = [
      { kind: "rolled", colour: "red", text: "Red rolled a 3.", data: { face: 3 } },
      { kind: "wasted", colour: "red", text: "No red token can use the 3: the roll is wasted.", data: { face: 3 } },
      { kind: "turn", colour: "yellow", text: "Yellow to roll." },
    ];
    view = mount({ snapshot: snapshot({ rev: 5, turn: "yellow", log, log_total: 3 }), pending_pass: "Red rolled a 3." });
    const texts = () => [...view.el.querySelectorAll(".ludo-log li")].map((li) => li.title);
    expect(texts()).not.toContain("Yellow to roll.");
    expect(view.q(".ludo-status").textContent).toContain("press Pass");
    view.model.set("pending_pass", "");
    expect(texts().at(-1)).toBe("Yellow to roll.");
  });
});

describe("robustness", () => {
  it("draws odd or partial snapshots without throwing", () => {
    view = mount({ snapshot: {} });
    const odd = [
      { rev: 2 },
      { rev: 3, awaiting: "move", turn: "red", moves: [{ colour: "red", token: 0, path: [] }], tokens: [] },
      { rev: 4, awaiting: "over", over: true, winner: ["red", "yellow"], ranking: [["red", "yellow"], ["green", "blue"]] },
      { rev: 5, tokens: [{ colour: "purple", seat: 9, token: 0, place: 3, x: 1, y: 1 }], log: null, log_total: -3 },
      snapshot({ rev: 6 }),
    ];
    for (const s of odd) expect(() => view.model.set("snapshot", s)).not.toThrow();
    expect(view.el.querySelectorAll(".ludo-token").length).toBe(8);
    for (const [name, value] of [["selected", ["red"]], ["computer", null], ["autopilot", null], ["message", null]]) {
      expect(() => view.model.set(name, value)).not.toThrow();
    }
  });
});

describe("the ⋯ More menu's switches", () => {
  it.each([["Animate moves", "animate"], ["Show the coach", "coach"]])("%s follows and sets the %s trait", (label, trait) => {
    view = mount({ [trait]: true });
    const box = view.byLabel(label);
    expect(box.checked).toBe(true);
    box.checked = false;
    box.dispatchEvent(new Event("change"));
    expect(view.model.get(trait)).toBe(false);
    view.model.set(trait, true);
    expect(box.checked).toBe(true);
  });
});

describe("colours", () => {
  it("gives the panels each seat's colour from the board's one colour table", () => {
    view = mount();
    const root = view.q(".ludo-widget");
    expect(PAINT.red.main).toMatch(/^#[0-9a-f]{6}$/);
    for (const colour of ["red", "green", "yellow", "blue"]) {
      expect(root.style.getPropertyValue(`--ludo-${colour}`)).toBe(PAINT[colour].main);
    }
  });
});
