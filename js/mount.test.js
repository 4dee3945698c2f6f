import { describe, it, expect } from "vitest";
import { follow, sendIntent, sidePanel, trait } from "./mount.js";

const model = (traits) => {
  const sent = [];
  return { get: (name) => traits[name], send: (m) => sent.push(m), sent };
};

describe("mount", () => {
  it("reads a trait with a fallback for unset and null only", () => {
    const m = model({ a: 0, b: null, c: "" });
    expect([trait(m, "a", 9), trait(m, "b", 9), trait(m, "c", 9), trait(m, "d", 9)]).toEqual([0, 9, "", 9]);
  });

  it("stamps an intent with the snapshot's revision, or null before the first snapshot", () => {
    const m = model({ snapshot: { rev: 7 } });
    sendIntent(m, { type: "roll" });
    const bare = model({});
    sendIntent(bare, { type: "roll" });
    expect([m.sent[0], bare.sent[0]]).toEqual([{ rev: 7, type: "roll" }, { rev: null, type: "roll" }]);
  });

  it("puts a panel first in the view's side column, with its style, and takes both away", () => {
    document.body.textContent = "";
    const el = document.createElement("div");
    el.innerHTML = '<div class="ludo-widget"><aside class="ludo-side"><ol class="ludo-log"></ol></aside></div>';
    document.body.appendChild(el);
    const { root, panel, remove } = sidePanel(el, "section", { className: "x-panel" }, ".x-panel { color: red; }");
    expect(root).toBe(el.querySelector(".ludo-widget"));
    expect(el.querySelector(".ludo-side").firstChild).toBe(panel);
    expect(root.querySelector("style").textContent).toContain(".x-panel");
    const second = sidePanel(el, "div", { className: "y-panel" }, "", ".x-panel");
    expect(panel.nextSibling).toBe(second.panel);
    second.remove();
    remove();
    expect(el.querySelector(".x-panel")).toBeNull();
    expect(el.querySelector("style")).toBeNull();
  });

  it("renders now and on every change of the traits it follows, until stopped", () => {
    const handlers = {};
    const m = { on: (e, f) => { handlers[e] = f; }, off: (e, f) => { if (handlers[e] === f) delete handlers[e]; } };
    let n = 0;
    const stop = follow(m, ["a", "b"], () => { n += 1; });
    expect(n).toBe(1);
    handlers["change:a"]();
    handlers["change:b"]();
    expect(n).toBe(3);
    stop();
    expect(handlers).toEqual({});
  });
});
