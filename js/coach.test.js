import { describe, it, expect, afterEach, vi } from "vitest";
import { mountCoach, drawChances, countText, wholePercents, MORE_DELAY } from "./coach.js";
import { mountView } from "./view_harness.js";

const ON = {
  on: true, hint_allowed: true, hint: {},
  chances: [{ key: "red", colours: ["red"], label: "Red", p: 0.75 }, { key: "yellow", colours: ["yellow"], label: "Yellow", p: 0.25 }],
};

let clean = [];
afterEach(() => {
  for (const c of clean.splice(0)) c();
  document.body.textContent = "";
});

describe("coach panel", () => {
  it("asks for more playouts by itself while the bar is not settled, once per picture, and says how many back it", () => {
    vi.useFakeTimers();
    try {
      const view = mountView({ coaching: { ...ON, playouts: 25, settled: false } });
      clean.push(mountCoach({ model: view.model, el: view.el }), view.cleanup);
      const count = view.el.querySelector(".ludo-coach-count");
      expect(count.textContent).toBe("from 25 games played on…");
      expect(view.model.sent).toEqual([]);
      vi.advanceTimersByTime(MORE_DELAY);
      expect(view.model.sent.map((m) => m.type)).toEqual(["coach_more"]);
      vi.advanceTimersByTime(10 * MORE_DELAY);
      expect(view.model.sent.length).toBe(1);                       // one ask for one picture of the bar
      view.model.set("coaching", { ...ON, playouts: 50, settled: false });
      view.model.set("coaching", { ...ON, playouts: 75, settled: false });   // a newer picture replaces the pending ask
      vi.advanceTimersByTime(MORE_DELAY);
      expect(view.model.sent.map((m) => m.type)).toEqual(["coach_more", "coach_more"]);
      view.model.set("coaching", { ...ON, playouts: 1200, settled: true });
      expect(count.textContent).toBe("from 1,200 games played on");
      vi.advanceTimersByTime(10 * MORE_DELAY);
      expect(view.model.sent.length).toBe(2);                       // settled: no more asks
      view.model.set("coaching", { ...ON, on: false, settled: false });
      vi.advanceTimersByTime(10 * MORE_DELAY);
      expect(view.model.sent.length).toBe(2);                       // the coach is off
      view.model.set("coaching", { ...ON, settled: false });
      clean.splice(0).forEach((c) => c());                          // unmounted before the ask: none sent
      vi.advanceTimersByTime(10 * MORE_DELAY);
      expect(view.model.sent.length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the games behind the bar in words, and nothing for junk", () => {
    expect(countText(0, true)).toBe("");
    expect(countText("x", false)).toBe("");
    expect(countText(3456.2, true)).toBe("from 3,456 games played on");
  });

  it("draws a bar per side, follows the trait and sends a hint intent", () => {
    const view = mountView({ coaching: ON });
    clean.push(mountCoach({ model: view.model, el: view.el }), view.cleanup);
    const panel = view.byLabel("Coach");
    expect(panel.closest(".ludo-side")).not.toBe(null);
    expect(panel.hidden).toBe(false);
    expect([...panel.querySelectorAll(".ludo-coach-pct")].map((n) => n.textContent)).toEqual(["75%", "25%"]);
    expect(view.byLabel("Red winning chance").getAttribute("aria-valuenow")).toBe("75");
    panel.querySelector(".ludo-coach-hint").click();
    expect(view.model.sent.at(-1).type).toBe("hint");
    view.model.set("coaching", { ...ON, hint_allowed: false, hint: { reason: "Red token 1 captures yellow token 1." },
      chances: [{ key: "red", colours: ["red"], label: "Red", p: 0.9 }, { key: "yellow", colours: ["yellow"], label: "Yellow", p: 0.1 }] });
    expect(panel.querySelector(".ludo-coach-pct").textContent).toBe("90%");
    expect(panel.querySelector(".ludo-coach-hint").disabled).toBe(true);
    expect(panel.querySelector(".ludo-coach-reason").textContent).toContain("captures yellow token 1");
  });

  it("says a word on the last move a person chose, and hides it when there is none", () => {
    const view = mountView({ coaching: ON });
    clean.push(mountCoach({ model: view.model, el: view.el }), view.cleanup);
    const region = view.el.querySelector(".ludo-coach-feedback");
    const word = () => region.querySelector(".ludo-coach-word");
    expect(region.hidden).toBe(false);                 // the live region stays, empty, so a word is read out
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(word()).toBeNull();
    const text = "Red 2: 20 → 23 cost about 12% of Red's winning chance. Better: Red 1: 10 → 13. Red token 1 captures yellow token 1 and rolls again.";
    view.model.set("coaching", { ...ON, feedback: { verdict: "mistake", text, step: 2, colour: "red" } });
    expect(region.textContent).toBe(text);
    expect(word().getAttribute("data-verdict")).toBe("mistake");
    view.model.set("coaching", { ...ON, feedback: { verdict: "fine", text: "Red 1: 10 → 13: no other move was surely better." } });
    expect(word().getAttribute("data-verdict")).toBe("fine");
    view.model.set("coaching", { ...ON, feedback: { verdict: "unsure", text: "Red 1: 10 → 13: too few games were played on to judge it." } });
    expect(word().getAttribute("data-verdict")).toBe("unsure");
    view.model.set("coaching", { ...ON, feedback: { verdict: "<b>", text: "Red 1: 10 → 13: …" } });
    expect(word().getAttribute("data-verdict")).toBe("fine");             // an unknown verdict is drawn plainly
    view.model.set("coaching", { ...ON, feedback: {} });
    expect(word()).toBeNull();
    expect(region.textContent).toBe("");
    view.model.set("coaching", { ...ON, feedback: { text: 42 } });       // malformed: nothing shown
    expect(word()).toBeNull();
  });

  it("rounds the chances so that they add up to 100%", () => {
    expect(wholePercents([0.625, 0.375])).toEqual([63, 37]);            // each rounded: 63% and 38%
    expect(wholePercents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(wholePercents([0.125, 0.125, 0.25, 0.5])).toEqual([13, 12, 25, 50]);
    expect(wholePercents([0.2, 0.1])).toEqual([20, 10]);               // shares short of 1 stay as they are
    const box = document.createElement("div");
    drawChances(box, [{ p: 0.625, label: "Red" }, { p: 0.375, label: "Yellow" }]);
    expect([...box.querySelectorAll(".ludo-coach-pct")].map((e) => e.textContent)).toEqual(["63%", "37%"]);
  });

  it("hides while the coach is off, survives malformed data and cleans up", () => {
    const box = document.createElement("div");
    drawChances(box, "junk");
    drawChances(box, [{ p: "x" }]);
    expect(box.querySelector(".ludo-coach-pct").textContent).toBe("0%");
    const view = mountView({});
    const unmount = mountCoach({ model: view.model, el: view.el });
    expect(view.byLabel("Coach").hidden).toBe(true);
    unmount();
    expect(view.byLabel("Coach")).toBe(null);
    expect(view.model.listeners("change:coaching")).toBe(0);
    view.cleanup();
  });
});
