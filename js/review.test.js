import { describe, it, expect, afterEach, vi } from "vitest";
import { mountReview, turningPoints, moveWords, drawMarks } from "./review.js";
import { mountView } from "./view_harness.js";
import { redRolledSix, snapshot } from "./fixtures.js";

const ITEM = {
  step: 2, colour: "red", lost: 0.5534,
  played: { colour: "red", token: 0, from: 1, to: 7 },
  better: { colour: "red", token: 1, from: 0, to: 1 },
  reason: "Red token 2 comes out of the yard.",
};
const DONE = { status: "done", done: 14, total: 14, steps: 35, note: "The move that lost the most winning chance (of 14 looked at):",
  items: [ITEM, { ...ITEM, step: 9, lost: 0.03 }], shown: -1, at_end: true };

let clean = [];
afterEach(() => {
  for (const c of clean.splice(0)) c();
  document.body.textContent = "";
});

function mounted(traits) {
  const view = mountView(traits);
  clean.push(mountReview({ model: view.model, el: view.el }), view.cleanup);
  return view;
}

describe("review words", () => {
  it("says moves as the log does and survives malformed items", () => {
    expect(moveWords(ITEM.played)).toBe("Red 1: 1 → 7");
    expect(moveWords(ITEM.better)).toBe("Red 2: out");
    expect(moveWords({ colour: "red", token: 0, from: 50, to: 57 })).toBe("Red 1: 50 → home");
    expect(moveWords("junk")).toBe("");
    expect(turningPoints({ items: "x" })).toEqual([]);
    const [p] = turningPoints({ items: [{ lost: "x", step: "2", played: null }] });
    expect(p).toMatchObject({ lost: "0%", step: 0, played: "", reason: "" });
    expect(turningPoints(DONE)[0]).toMatchObject({ index: 0, step: 2, lost: "55%", played: "Red 1: 1 → 7", better: "Red 2: out" });
  });
});

describe("review view", () => {
  it("is hidden while there is no review; the coach offers to start one", () => {
    const view = mounted({});
    expect(view.byLabel("Review").hidden).toBe(true);
    const start = view.q(".ludo-review-start");
    expect(start.hidden).toBe(true);
    view.model.set("coaching", { on: true });
    expect(start.hidden).toBe(false);
    start.click();
    expect(view.model.sent.at(-1).type).toBe("review_start");
  });

  it("asks for one slice per count while working, shows progress, and Cancel stops it", () => {
    vi.useFakeTimers();
    const view = mounted({ review: { status: "working", done: 0, total: 40, steps: 90, slices: 0, note: "Reviewing… 0 of 40 moves.", items: [], shown: -1 } });
    const slices = () => view.model.sent.filter((m) => m.type === "review_slice");
    expect(slices().map((m) => m.at)).toEqual([0]);
    expect(view.q(".ludo-review-note").textContent).toBe("Reviewing… 0 of 40 moves.");
    view.model.set("snapshot", { ...snapshot(), rev: 5 }); // other changes do not ask again
    expect(slices().length).toBe(1);
    view.model.set("review", { status: "working", done: 12, total: 40, steps: 90, slices: 7, note: "Reviewing… 12 of 40 moves.", items: [ITEM], shown: -1 });
    expect(slices().map((m) => m.at)).toEqual([0, 7]);
    const bar = view.byLabel("Review progress");
    expect([bar.value, bar.max, bar.hidden]).toEqual([12, 40, false]);
    vi.advanceTimersByTime(5000); // nothing came back: ask again
    expect(slices().map((m) => m.at)).toEqual([0, 7, 7]);
    const cancel = [...view.byLabel("Review").querySelectorAll("button")].find((b) => b.textContent === "Cancel");
    cancel.click();
    expect(view.model.sent.at(-1).type).toBe("review_close");
    view.model.set("review", { status: "off" });
    vi.advanceTimersByTime(20000);
    expect(slices().length).toBe(3);
    expect(view.byLabel("Review").hidden).toBe(true);
  });

  it("lists the turning points as buttons; a click or the keyboard shows one, Back to the end returns", () => {
    const view = mounted({ review: DONE });
    const panel = view.byLabel("Review");
    expect(panel.hidden).toBe(false);
    const buttons = [...view.byLabel("Turning points").querySelectorAll("button")];
    expect(buttons.length).toBe(2);
    expect(buttons[0].textContent).toContain("Step 2: Red 1: 1 → 7");
    expect(buttons[0].textContent).toContain("Better: Red 2: out");
    expect(buttons[0].textContent).toContain("55%");
    const why = panel.querySelector(".ludo-review-reason");
    expect(why.textContent).toBe(ITEM.reason);
    expect(buttons[0].getAttribute("aria-describedby")).toBe(why.id);
    expect(buttons.map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "false"]);
    buttons[1].click();
    expect(view.model.sent.at(-1)).toMatchObject({ type: "review_show", index: 1 });
    buttons[0].focus();
    buttons[0].dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(document.activeElement).toBe(buttons[1]);
    const end = [...panel.querySelectorAll("button")].find((b) => b.textContent === "Back to the end");
    expect(end.hidden).toBe(true);
    view.model.set("review", { ...DONE, shown: 0, at_end: false });
    const again = [...view.byLabel("Turning points").querySelectorAll("button")];
    expect(again[0].getAttribute("aria-pressed")).toBe("true");
    expect(end.hidden).toBe(false);
    end.click();
    expect(view.model.sent.at(-1).type).toBe("review_end");
    expect(view.model.sent.filter((m) => m.type === "review_slice")).toEqual([]);
  });

  it("draws the move played and the better move on the board at the shown position", () => {
    const view = mounted({ snapshot: redRolledSix(), review: { ...DONE, shown: 0, at_end: false } });
    const marks = view.q(".ludo-review-marks");
    expect(marks.closest("svg")).toBe(view.q(".ludo-svg"));
    expect(marks.querySelector(".ludo-review-mark-played").getAttribute("data-token")).toBe("red-0");
    expect(marks.querySelector(".ludo-review-mark-better").getAttribute("data-token")).toBe("red-1");
    expect(marks.querySelector(".ludo-review-mark-played circle").getAttribute("cx")).toBe("4.5");
    view.model.set("review", { ...DONE, shown: -1 });
    expect(marks.childNodes.length).toBe(0);
    const box = document.createElementNS("http://www.w3.org/2000/svg", "g");
    drawMarks(box, redRolledSix(), { played: "junk", better: null });
    expect(box.childNodes.length).toBe(0);
  });

  it("the game-over card offers Review", () => {
    const view = mounted({ snapshot: snapshot({ over: true, awaiting: "over", turn: null, winner: "red", ranking: ["red", "yellow"] }) });
    const review = [...view.byLabel("Game over").querySelectorAll("button")].find((b) => b.textContent === "Review");
    review.click();
    expect(view.model.sent.at(-1).type).toBe("review_start");
  });

  it("cleans up", () => {
    const view = mountView({ review: DONE });
    const unmount = mountReview({ model: view.model, el: view.el });
    unmount();
    expect(view.byLabel("Review")).toBe(null);
    expect(view.q(".ludo-review-marks")).toBe(null);
    expect(view.model.listeners("change:review")).toBe(0);
    view.cleanup();
  });
});
