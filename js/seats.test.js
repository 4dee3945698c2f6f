import { describe, it, expect, vi } from "vitest";
import { createSeatsControl } from "./seats.js";
import { snapshot, redRolledSix } from "./fixtures.js";
import { mountView } from "./view_harness.js";

const NAMES = ["random", "heuristic", "expectimax"];
const mount = (traits = {}) =>
  mountView({ editions: { presets: { classic: snapshot().rules }, choices: {}, players: NAMES }, ...traits });

function choose(select, value) {
  select.value = value;
  select.dispatchEvent(new Event("change"));
}

let view;

describe("seats control", () => {
  it("offers Person and every computer player for each colour playing", () => {
    view = mount({ computer: { yellow: "heuristic" } });
    const group = view.byLabel("Seats");
    expect(group.getAttribute("role")).toBe("group");
    for (const colour of ["red", "yellow"]) {
      const sel = view.byLabel(`Who plays ${colour}`);
      expect(sel.tagName).toBe("SELECT");
      expect([...sel.options].map((o) => o.textContent)).toEqual(["Person", ...NAMES.map((n) => `Computer (${n})`)]);
      expect([...sel.options].map((o) => o.value)).toEqual(["", ...NAMES]);
    }
    expect(view.byLabel("Who plays blue")).toBeNull();      // not playing: no select
    expect(view.byLabel("Who plays red").value).toBe("");
    expect(view.byLabel("Who plays yellow").value).toBe("heuristic");
  });

  it("sends set_seat with the revision on a change and follows the computer trait", () => {
    view = mount();
    choose(view.byLabel("Who plays red"), "expectimax");
    expect(view.model.sent).toEqual([{ type: "set_seat", colour: "red", player: "expectimax", rev: 1 }]);
    view.model.set("computer", { red: "expectimax" });
    expect(view.byLabel("Who plays red").value).toBe("expectimax");
    choose(view.byLabel("Who plays red"), "");
    expect(view.model.sent.at(-1)).toEqual({ type: "set_seat", colour: "red", player: "", rev: 1 });
    view.model.set("computer", {});
    expect(view.byLabel("Who plays red").value).toBe("");
  });

  it("offers Leave and Come back only where the edition has a leaving rule", () => {
    view = mount({ computer: { yellow: "random" } });
    expect(view.byLabel("Red leaves the game").hidden).toBe(true);           // classic: no leaving rule
    const online = (over = {}) => snapshot({ rev: 2, rules: { ...snapshot().rules, preset: "online", leavers_lose: true }, away: [],
      may_leave: ["red", "yellow"], ...over });
    view.model.set("snapshot", online());
    expect(view.byLabel("Red leaves the game").hidden).toBe(false);
    expect(view.byLabel("Yellow leaves the game").hidden).toBe(true);        // a computer seat has no person to leave
    view.byLabel("Red leaves the game").click();
    expect(view.model.sent.at(-1)).toEqual({ type: "leave", colour: "red", rev: 2 });
    view.model.set("snapshot", online({ rev: 2, may_leave: ["yellow"] }));    // red finished: Python says no
    expect(view.byLabel("Red leaves the game").hidden).toBe(true);
    view.model.set("computer", { red: "heuristic", yellow: "random" });
    view.model.set("snapshot", online({ rev: 3, away: ["red"] }));
    const back = view.byLabel("Red comes back");
    expect(back.hidden).toBe(false);
    expect(back.textContent).toBe("Come back");
    back.click();
    expect(view.model.sent.at(-1)).toEqual({ type: "come_back", colour: "red", rev: 3 });
    view.model.set("snapshot", online({ rev: 4, away: ["red"], over: true, awaiting: "over", turn: null }));
    expect(view.byLabel("Red comes back").hidden).toBe(true);               // the game is over: too late
  });

  it("redraws for the colours of a new game", () => {
    view = mount();
    view.model.set("snapshot", snapshot({ rev: 2, players: ["red", "green", "yellow", "blue"] }));
    expect(view.el.querySelectorAll(".ludo-seatbar select").length).toBe(4);
    expect(view.byLabel("Who plays blue")).not.toBeNull();
  });

  it("when the seat to act is handed over the pacing steps it; taken back, it stops at once", () => {
    vi.useFakeTimers();
    view = mount({ snapshot: redRolledSix(2), computer_delay: 700 });
    vi.advanceTimersByTime(2000);
    expect(view.model.sent).toEqual([]);                      // a person: nothing by itself
    view.model.set("computer", { red: "heuristic" });         // Python accepted the hand-over
    expect(view.el.querySelector(".ludo-status").textContent).toContain("(computer)");
    vi.advanceTimersByTime(800);
    expect(view.model.sent).toEqual([{ type: "computer_step", rev: 2 }]);
    view.model.set("snapshot", snapshot({ rev: 3 }));         // it moved; red rolls again
    vi.advanceTimersByTime(300);
    view.model.set("computer", {});                           // taken back before the next step
    vi.advanceTimersByTime(5000);
    expect(view.model.sent.length).toBe(1);
    expect(view.el.querySelector(".ludo-die").getAttribute("aria-disabled")).toBe("false");
  });

  it("shows a player name it was not offered rather than dropping it", () => {
    const parent = document.createElement("div");
    const changes = [];
    const control = createSeatsControl(parent, { onChange: (c, p) => changes.push([c, p]) });
    control.render(["red", "blue"], ["random"], { blue: "custom" });
    expect(control.selects.get("blue").value).toBe("custom");
    choose(control.selects.get("red"), "random");
    expect(changes).toEqual([["red", "random"]]);
    control.render([], ["random"], {});
    expect(control.group.hidden).toBe(true);
  });
});

describe("game-over focus", () => {
  const over = (rev) => snapshot({ rev, over: true, awaiting: "over", turn: null, winner: "red", ranking: ["red", "yellow"] });

  it("moves keyboard focus to Rematch when the game-over view opens, and back to the die when it closes", () => {
    view = mount({ snapshot: redRolledSix(2) });
    view.byLabel("red token 1").focus();                       // the player just moved with the keyboard
    view.model.set("snapshot", over(3));
    const rematch = [...view.el.querySelectorAll(".ludo-over button")].find((b) => b.textContent === "Rematch");
    expect(document.activeElement).toBe(rematch);
    view.model.set("snapshot", snapshot({ rev: 4 }));         // Rematch pressed: a new game
    expect(view.el.querySelector(".ludo-over").hidden).toBe(true);
    expect(document.activeElement).toBe(view.el.querySelector(".ludo-die"));
  });

  it("does not steal focus from something outside the board", () => {
    const elsewhere = document.createElement("input");
    document.body.appendChild(elsewhere);
    view = mount();
    elsewhere.focus();
    view.model.set("snapshot", over(2));
    expect(view.el.querySelector(".ludo-over").hidden).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });
});
