import { describe, it, expect, afterEach } from "vitest";
import { mountInspector, drawLines } from "./inspector.js";
import { mountView } from "./view_harness.js";

const LINES = [
  { key: "turn", label: "To act", value: "red: roll", meaning: "Whose turn it is and what the game waits for." },
  { key: "face", label: "Face", value: "none", meaning: "The face waiting to be used by a move." },
];

let clean = [];
afterEach(() => {
  for (const c of clean.splice(0)) c();
  document.body.textContent = "";
});

describe("state inspector", () => {
  it("draws each line with its value and what it means, and follows the trait", () => {
    const view = mountView({ inspector: LINES });
    clean.push(mountInspector({ model: view.model, el: view.el }), view.cleanup);
    const panel = view.byLabel("State inspector");
    expect(panel.closest(".ludo-side")).not.toBe(null);
    expect([...panel.querySelectorAll("dt")].map((d) => d.textContent)).toEqual(["To act", "Face"]);
    expect(panel.querySelector('dd[data-key="turn"]').textContent).toContain("Whose turn it is");
    view.model.set("inspector", [{ ...LINES[0], value: "yellow: a move with the 6" }]);
    expect(panel.querySelector('dd[data-key="turn"] .ludo-inspector-value').textContent).toBe("yellow: a move with the 6");
    expect(panel.querySelectorAll("dt").length).toBe(1);
  });

  it("draws nothing from a missing or malformed trait and cleans up after itself", () => {
    const dl = document.createElement("dl");
    drawLines(dl, undefined);
    drawLines(dl, "junk");
    expect(dl.childNodes.length).toBe(0);
    const view = mountView({});
    const unmount = mountInspector({ model: view.model, el: view.el });
    unmount();
    expect(view.byLabel("State inspector")).toBe(null);
    expect(view.model.listeners("change:inspector")).toBe(0);
    view.cleanup();
  });
});
