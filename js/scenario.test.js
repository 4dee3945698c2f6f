import { describe, it, expect, afterEach } from "vitest";
import { createView } from "./view.js";
import { mountScenario, markShape } from "./scenario.js";
import { createFakeModel } from "./fake_model.js";
import { LAYOUT, snapshot } from "./fixtures.js";

const STATE = {
  name: "classic-capture-and-passing-over",
  title: "Capturing, and walking over tokens",
  edition: "classic",
  step: 3,
  steps: 5,
  say: "Token 1 walks over yellow token 1 and lands on yellow token 2.",
  action: "move red 1",
  upcoming: "roll 2",
  highlight: [
    { kind: "token", colour: "red", token: 0 },
    { kind: "ring", square: 24 },
    { kind: "column", colour: "red", square: 2 },
    { kind: "home", colour: "red" },
    { kind: "yard", colour: "yellow" },
  ],
  left: false,
  error: "",
  can_next: true,
  can_back: true,
};

function mount(scenario = {}) {
  const model = createFakeModel({
    geometry: LAYOUT, snapshot: snapshot(), message: "", computer: {}, animate: false, speed: 1,
    selected: [], pending_pass: "", view: "board", editions: { presets: {}, choices: {}, players: [] },
    scenario,
  });
  const el = document.createElement("div");
  document.body.appendChild(el);
  const cleanView = createView({ model, el });
  const cleanScenario = mountScenario({ model, el });
  return { model, el, cleanup: () => { cleanScenario(); cleanView(); }, q: (s) => el.querySelector(s) };
}

let view;
afterEach(() => {
  view && view.cleanup();
  view = null;
  document.body.textContent = "";
});

describe("scenario panel", () => {
  it("is hidden while no scenario is loaded", () => {
    view = mount({});
    expect(view.q(".ludo-scenario").hidden).toBe(true);
    expect(view.q(".ludo-scenario-marks").childNodes.length).toBe(0);
  });

  it("shows the title, step count and the step's sentence beside the board", () => {
    view = mount(STATE);
    const panel = view.q(".ludo-side .ludo-scenario");
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain("Capturing, and walking over tokens");
    expect(view.q(".ludo-scenario-meta").textContent).toBe("classic · step 3 of 5");
    expect(view.q(".ludo-scenario-say").textContent).toBe(STATE.say);
    expect(view.q(".ludo-scenario-next").title).toBe("Next: roll 2");
  });

  it("sends the four intents with the snapshot's revision", () => {
    view = mount(STATE);
    for (const type of ["next", "back", "reset", "leave"]) view.q(`.ludo-scenario-${type}`).click();
    expect(view.model.sent).toEqual([
      { rev: 1, type: "scenario_next" }, { rev: 1, type: "scenario_back" },
      { rev: 1, type: "scenario_reset" }, { rev: 1, type: "scenario_leave" },
    ]);
  });

  it("disables Next at the end and Back at the start", () => {
    view = mount({ ...STATE, step: 0, can_back: false });
    expect(view.q(".ludo-scenario-back").disabled).toBe(true);
    view.model.set("scenario", { ...STATE, step: 5, can_next: false, upcoming: "" });
    expect(view.q(".ludo-scenario-next").disabled).toBe(true);
    expect(view.q(".ludo-scenario-back").disabled).toBe(false);
  });

  it("highlights the tokens and squares the step names, and clears them", () => {
    view = mount(STATE);
    const red1 = view.q('.ludo-token[data-colour="red"][data-token="0"]');
    const red2 = view.q('.ludo-token[data-colour="red"][data-token="1"]');
    expect(red1.classList.contains("ludo-scenario-token")).toBe(true);
    expect(red2.classList.contains("ludo-scenario-token")).toBe(false);
    const marks = view.q(".ludo-scenario-marks");
    expect(marks.querySelectorAll("[data-kind]").length).toBe(4);
    const ring = marks.querySelector('[data-kind="ring"]');
    expect([+ring.getAttribute("x"), +ring.getAttribute("y")]).toEqual([7.06, 0.06]); // ring square 24 is cell (row 0, col 7)
    // the marks lie under the tokens
    expect(marks.nextElementSibling.classList.contains("ludo-tokens")).toBe(true);
    view.model.set("snapshot", snapshot({ rev: 2 })); // tokens redrawn: the mark stays
    expect(red1.classList.contains("ludo-scenario-token")).toBe(true);
    view.model.set("scenario", {});
    expect(red1.classList.contains("ludo-scenario-token")).toBe(false);
    expect(marks.childNodes.length).toBe(0);
    expect(view.q(".ludo-scenario").hidden).toBe(true);
  });

  it("says when the board has left the script, and shows a mismatch", () => {
    view = mount({ ...STATE, left: true, can_next: false, error: "scenario 'x', step 2 (roll 6): turn: expected 'red'" });
    expect(view.q(".ludo-scenario-left").hidden).toBe(false);
    expect(view.q(".ludo-scenario-error").textContent).toContain("step 2 (roll 6)");
    expect(view.q(".ludo-scenario-marks").childNodes.length).toBe(0); // off the script the marks no longer apply
  });

  it("cleans up what it added", () => {
    view = mount(STATE);
    view.cleanup();
    expect(view.el.querySelector(".ludo-scenario")).toBeNull();
    view = null;
  });
});

describe("markShape", () => {
  it("maps each kind of highlight onto the board geometry", () => {
    expect(markShape({ kind: "ring", square: 0 }, LAYOUT)).toEqual({ shape: "cell", row: 13, col: 6 });
    expect(markShape({ kind: "column", colour: "yellow", square: 1 }, LAYOUT)).toEqual({ shape: "cell", row: 1, col: 7 });
    expect(markShape({ kind: "home", colour: "red" }, LAYOUT)).toEqual({ shape: "spot", x: 7.5, y: 8.1 });
    expect(markShape({ kind: "yard", colour: "blue" }, LAYOUT)).toEqual({ shape: "area", row: 9, col: 9, size: 6 });
    expect(markShape({ kind: "token", colour: "red", token: 0 }, LAYOUT)).toBeNull();
    expect(markShape({ kind: "ring", square: 99 }, LAYOUT)).toBeNull();
  });
});
