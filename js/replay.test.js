import { describe, it, expect, afterEach } from "vitest";
import { mountReplay, scrubber, stepWords } from "./replay.js";
import { mountView } from "./view_harness.js";

let clean = [];
afterEach(() => {
  for (const c of clean.splice(0)) c();
  document.body.textContent = "";
});

/** A button of the "⋯ More" menu by its text. */
function menuItem(q, text) {
  return [...q(".ludo-menu-items").querySelectorAll("button")].find((b) => b.textContent === text) || null;
}

function mount(replay) {
  const view = mountView({ replay });
  const unmount = mountReplay({ model: view.model, el: view.el });
  clean.push(unmount, view.cleanup);
  return view;
}

describe("scrubber", () => {
  it("says where the board is among the steps", () => {
    const entered = { kind: "move", colour: "red", face: null, bonus: null, move: ["red", 0, 0, 1], drawn: false };
    expect(scrubber({ step: 3, steps: 10, last: entered })).toEqual({
      step: 3, steps: 10, back: true, forward: true, label: "Step 3 of 10 (Red 1: out)",
    });
    expect(scrubber({ step: 3, steps: 10, last: null }).label).toBe("Step 3 of 10");
    expect(scrubber({ step: 0, steps: 0 })).toMatchObject({ back: false, forward: false, label: "No steps yet" });
    expect(scrubber({ step: 12, steps: 4 }).step).toBe(4);
    expect(scrubber(undefined).steps).toBe(0);
  });
});

describe("stepWords", () => {
  const step = (kind, extra) => ({ kind, colour: "yellow", face: null, bonus: null, move: null, drawn: false, ...extra });
  it("words each kind of step as the log does", () => {
    expect(stepWords(step("roll", { face: 3, drawn: true }))).toBe("Yellow rolled 3");
    expect(stepWords(step("move", { move: ["yellow", 3, 30, 33] }))).toBe("Yellow 4: 30 → 33");
    expect(stepWords(step("move", { move: ["yellow", 1, 55, 57] }))).toBe("Yellow 2: 55 → home");
    expect(stepWords(step("use", { bonus: "dice", face: 4 }))).toBe("Yellow used Dice control (4)");
    expect(stepWords(step("use", { bonus: "shield" }))).toBe("Yellow used Shield");
    expect(stepWords(step("leave"))).toBe("Yellow left");
    expect(stepWords(step("back"))).toBe("Yellow came back");
  });
  it("says nothing of what is not a step", () => {
    for (const bad of [null, undefined, "red: 1!", 7, {}, step("move", { move: ["yellow", "a", 1, 2] }),
      step("use", { bonus: "nuke" }), step("fly"), step("roll")]) {
      expect(stepWords(bad)).toBe("");
    }
  });
});

describe("replay bar", () => {
  it("sends a step number for first, back, the slider, forward and last", () => {
    const { model, byLabel } = mount({ step: 3, steps: 10, ask: "", last: "", comment: "" });
    byLabel("First step").click();
    byLabel("Step back").click();
    byLabel("Step forward").click();
    byLabel("Last step").click();
    const slider = byLabel("Step");
    slider.value = "7";
    slider.dispatchEvent(new Event("input"));
    const gotos = model.sent.filter((m) => m.type === "replay_goto").map((m) => m.step);
    expect(gotos).toEqual([0, 2, 4, 10, 7]);
    expect(slider.max).toBe("10");
  });

  it("disables the way back at the start and the way on at the end", () => {
    const { model, byLabel } = mount({ step: 0, steps: 2 });
    expect(byLabel("First step").disabled).toBe(true);
    expect(byLabel("Last step").disabled).toBe(false);
    model.set("replay", { step: 2, steps: 2 });
    expect(byLabel("First step").disabled).toBe(false);
    expect(byLabel("Last step").disabled).toBe(true);
  });

  it("asks before playing from a past step and sends the answer", () => {
    const { model, q } = mount({ step: 1, steps: 4, ask: "You are looking at step 1 of 4. Play from here?" });
    const ask = q(".ludo-replay-ask");
    expect(ask.hidden).toBe(false);
    expect(ask.textContent).toContain("Play from here?");
    [...ask.querySelectorAll("button")].forEach((b) => b.click());
    expect(model.sent.map((m) => m.type)).toEqual(["replay_branch", "replay_stay"]);
    model.set("replay", { step: 1, steps: 4, ask: "" });
    expect(ask.hidden).toBe(true);
  });

  it("shows a step's comment and asks Python for the record to save", () => {
    const { model, q, byLabel } = mount({ step: 2, steps: 4, comment: "A fine six." });
    expect(q(".ludo-replay-comment").textContent).toBe("A fine six.");
    menuItem(q, "Save record").click();
    expect(model.sent.at(-1).type).toBe("save_record");
  });

  it("removes everything it added when unmounted", () => {
    const view = mountView({ replay: {} });
    const unmount = mountReplay({ model: view.model, el: view.el });
    unmount();
    expect(view.q(".ludo-replay")).toBe(null);
    expect(view.model.listeners("change:replay")).toBe(0);
    view.cleanup();
  });
});

describe("replay bar and the status line", () => {
  it("says a past step is shown, and hides while the position editor is open", () => {
    const { model, q } = mount({ step: 2, steps: 5, past: true });
    expect(q(".ludo-status").textContent).toBe("Replay: step 2 of 5, red to act. Playing on from here asks first.");
    model.set("editor", { on: true });
    expect(q(".ludo-replay").hidden).toBe(true);
    model.set("editor", {});
    model.set("replay", { step: 5, steps: 5 });
    expect(q(".ludo-replay").hidden).toBe(true);   // at the last step, only "Replay" in the menu shows it
    q('.ludo-menu input[aria-label="Replay"]').click();
    expect(q(".ludo-replay").hidden).toBe(false);
  });
});

describe("the developer controls live in the '⋯ More' menu", () => {
  it("puts Replay, Save record and Load record in the menu, none in the play row", () => {
    const { q } = mount({ step: 2, steps: 2 });
    const menu = q(".ludo-menu-items");
    expect(menuItem(q, "Save record")).not.toBeNull();
    expect(menu.querySelector('input[type=file][aria-label="Load record"]')).not.toBeNull();
    expect(menu.querySelector('input[type=checkbox][aria-label="Replay"]')).not.toBeNull();
    const row = q(".ludo-controls").textContent;
    for (const word of ["Replay", "record", "Edit", "Position"]) expect(row).not.toContain(word);
    expect(q(".ludo-replay").hidden).toBe(true);
  });

  it("shows the scrubber while a past step is shown or a question waits, even when not ticked", () => {
    const { model, q } = mount({ step: 1, steps: 4, past: true });
    expect(q(".ludo-replay").hidden).toBe(false);
    model.set("replay", { step: 4, steps: 4, ask: "Play from here?" });
    expect(q(".ludo-replay").hidden).toBe(false);
    model.set("replay", { step: 4, steps: 4 });
    expect(q(".ludo-replay").hidden).toBe(true);
  });

  it("opens and closes by keyboard: Enter on '⋯ More' is the menu's, Escape closes it and an action closes it", () => {
    const { model, q } = mount({ step: 2, steps: 2 });
    const details = q(".ludo-menu");
    const summary = details.querySelector("summary");
    summary.focus();
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    summary.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);    // the board's Enter (move) leaves the menu's key alone
    expect(model.sent).toEqual([]);
    details.open = true;
    menuItem(q, "Save record").focus();
    document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
    details.open = true;
    menuItem(q, "Save record").click();
    expect(details.open).toBe(false);
    expect(model.sent.at(-1).type).toBe("save_record");
  });

  it("closes when the board is pressed elsewhere, not when pressed inside", () => {
    const { q } = mount({ step: 2, steps: 2 });
    const details = q(".ludo-menu");
    details.open = true;
    q(".ludo-menu-items").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details.open).toBe(true);
    q(".ludo-svg").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(details.open).toBe(false);
  });

  it("removes its menu items when unmounted", () => {
    const view = mountView({ replay: {} });
    const unmount = mountReplay({ model: view.model, el: view.el });
    unmount();
    expect(view.q(".ludo-menu-items").textContent).not.toContain("record");
    expect(view.q('.ludo-menu input[aria-label="Replay"]')).toBe(null);
    view.cleanup();
  });
});
