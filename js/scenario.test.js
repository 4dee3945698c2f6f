import { describe, it, expect, afterEach } from "vitest";
import { createView } from "./view.js";
import { mountScenario, markShape, boardPoint, scoreText, howToAnswer } from "./scenario.js";
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

const PREDICT = {
  kind: "predict", step: 3, ask: "Red moves over the pair. What happens?",
  choices: ["A wall", "Both go home", "Nothing: the turn passes"], wrong: false, hint: "",
};
const PICK = { kind: "pick", step: 7, ask: "Red rolled a 4. Which token captures?", choices: [], wrong: false, hint: "" };
const SCORE = { asked: 2, tried: 0, right_first_try: 0 };

describe("questions", () => {
  it("shows a predict question's choices as buttons that send the choice, counted from 1", () => {
    view = mount({ ...STATE, question: PREDICT, score: SCORE });
    const q = view.q(".ludo-scenario-question");
    expect(q.hidden).toBe(false);
    expect(view.q(".ludo-scenario-ask").textContent).toBe(PREDICT.ask);
    const buttons = [...q.querySelectorAll(".ludo-scenario-choice")];
    expect(buttons.map((b) => b.textContent)).toEqual(PREDICT.choices);
    expect(view.q(".ludo-scenario-hint").hidden).toBe(true);
    buttons[1].click();
    expect(view.model.sent).toEqual([{ rev: 1, type: "scenario_answer", choice: 2 }]);
    expect(view.q(".ludo-scenario-score").textContent).toBe("Questions: 2 in this scenario, none answered yet.");
  });

  it("shows the hint after a wrong answer, and Show me asks for the answer", () => {
    view = mount({ ...STATE, question: { ...PREDICT, wrong: true, hint: "Only landing captures." } });
    const hint = view.q(".ludo-scenario-hint");
    expect(hint.hidden).toBe(false);
    expect(hint.textContent).toBe("Not quite. Only landing captures.");
    view.q(".ludo-scenario-reveal").click();
    expect(view.model.sent.at(-1)).toEqual({ rev: 1, type: "scenario_reveal" });
    // Back and Next still work while a question is open
    view.q(".ludo-scenario-next").click();
    expect(view.model.sent.at(-1)).toEqual({ rev: 1, type: "scenario_next" });
  });

  it("after the answer, shows why it is right (or what it was) and hides the question", () => {
    view = mount({ ...STATE, question: PREDICT });
    view.model.set("scenario", { ...STATE, question: null, answered: { step: 3, result: "right", answer: "Nothing", explain: "No walls." } });
    expect(view.q(".ludo-scenario-question").hidden).toBe(true);
    const fb = view.q(".ludo-scenario-feedback");
    expect(fb.hidden).toBe(false);
    expect(fb.textContent).toBe("Right! No walls.");
    view.model.set("scenario", { ...STATE, answered: { step: 3, result: "shown", answer: "Nothing", explain: "No walls." } });
    expect(fb.textContent).toBe("The answer: Nothing. No walls.");
  });

  it("sends a square clicked on the board as a point, only while a pick or where question is open", () => {
    view = mount({ ...STATE, question: PICK });
    const svgEl = view.q("svg.ludo-svg");
    svgEl.getBoundingClientRect = () => ({ left: 100, top: 50, width: 300, height: 300 });
    svgEl.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 100 + 6.5 * 20, clientY: 50 + 13.5 * 20 }));
    expect(view.model.sent).toEqual([{ rev: 1, type: "scenario_answer", point: [6.5, 13.5] }]);
    expect(view.q(".ludo-scenario-how").textContent).toBe(howToAnswer("pick"));
    view.model.set("scenario", { ...STATE, question: PREDICT });
    svgEl.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 230, clientY: 320 }));
    view.model.set("scenario", { ...STATE });
    svgEl.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 230, clientY: 320 }));
    expect(view.model.sent.length).toBe(1);
  });

  it("a token clicked during a pick question goes to Python as the board's usual intent", () => {
    view = mount({ ...STATE, question: PICK });
    view.q('.ludo-token[data-colour="red"][data-token="0"]').dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent).toEqual([{ rev: 1, type: "select", colour: "red", token: 0 }]);
  });
});

describe("typing an answer", () => {
  it("sends the typed token or square for a pick or where question, not for a predict one", () => {
    view = mount({ ...STATE, question: PICK });
    const form = view.q(".ludo-scenario-typed");
    expect(form.hidden).toBe(false);
    const input = view.q(".ludo-scenario-text");
    expect(input.placeholder).toBe("colour and number");        // the form of an answer, not one
    expect(input.title).toBe("A token: its colour and number (1 to 4)");
    input.value = "  red 2 ";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(view.model.sent).toEqual([{ rev: 1, type: "scenario_answer", text: "red 2" }]);
    input.value = "   ";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(view.model.sent.length).toBe(1);
    view.model.set("scenario", { ...STATE, question: { ...PICK, kind: "where", step: 8 } });
    expect(input.value).toBe("");                       // a new question starts with an empty box
    expect(input.placeholder).toBe("colour, square and place");
    view.model.set("scenario", { ...STATE, question: PREDICT });
    expect(form.hidden).toBe(true);
    const quick = snapshot();
    view.model.set("snapshot", { ...quick, rules: { ...quick.rules, tokens: 2 } });   // paperfox's Quick
    view.model.set("scenario", { ...STATE, question: { ...PICK, step: 9 } });
    expect(input.title).toBe("A token: its colour and number (1 to 2)");
  });
});

describe("after Leave", () => {
  it("offers a way back to the script", () => {
    view = mount({ name: "x", title: "Three sixes", ended: true, step: 3, steps: 7, score: { asked: 1, tried: 1, right_first_try: 1 } });
    const panel = view.q(".ludo-scenario");
    expect(panel.hidden).toBe(false);
    expect(view.q(".ludo-scenario-meta").textContent).toBe("Scenario left at step 3 of 7");
    for (const type of ["next", "back", "reset", "leave"]) expect(view.q(`.ludo-scenario-${type}`).hidden).toBe(true);
    const resume = view.q(".ludo-scenario-resume");
    expect(resume.hidden).toBe(false);
    resume.click();
    expect(view.model.sent).toEqual([{ rev: 1, type: "scenario_resume" }]);
    expect(view.q(".ludo-scenario-score").textContent).toBe("Questions: 1 in this scenario, 1 of 1 answered right at the first try.");
    view.model.set("scenario", STATE);
    expect(view.q(".ludo-scenario-resume").hidden).toBe(true);
    expect(view.q(".ludo-scenario-next").hidden).toBe(false);
  });
});

describe("helpers", () => {
  it("boardPoint maps a click to cell units of a square board centred in its box", () => {
    expect(boardPoint(175, 100, { left: 100, top: 100, width: 150, height: 150 }, 15)).toEqual([7.5, 0]);
    expect(boardPoint(120, 30, { left: 0, top: 0, width: 300, height: 150 }, 15)).toEqual([4.5, 3]); // side 150, 75 px margins
    expect(boardPoint(10, 10, { left: 100, top: 100, width: 150, height: 150 }, 15)).toBeNull();
    expect(boardPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 }, 15)).toBeNull();
  });

  it("scoreText says nothing for a scenario that asks nothing", () => {
    expect(scoreText({ asked: 0, tried: 0, right_first_try: 0 })).toBe("");
    expect(scoreText(undefined)).toBe("");
  });
});

describe("a scripted roll with one outcome", () => {
  it("is not played by itself, and the status never says 'playing it…'", async () => {
    const { statusText } = await import("./status.js");
    const { nextAutomatic } = await import("./pacing.js");
    // Python sends auto_move where it would play the one outcome for the player (pacing reads it).
    const s = snapshot({ awaiting: "move", face: 5, single_outcome: true, auto_move: true, moves: [{ colour: "red", token: 0, from: 20, to: 25, path: [] }] });
    expect(statusText(s)).toContain("playing it…");     // a game with no script plays it
    expect(nextAutomatic(s)).not.toBeNull();
    const scripted = { ...s, scripted: true };
    expect(statusText(scripted)).not.toContain("playing it");
    expect(statusText(scripted)).toContain("Next");
    expect(nextAutomatic(scripted)).toBeNull();
  });
});
