import { describe, it, expect } from "vitest";
import { numberPoints } from "./numbers.js";
import { LAYOUT, snapshot } from "./fixtures.js";
import { mountView } from "./view_harness.js";

function choose(select, value) {
  select.value = value;
  select.dispatchEvent(new Event("change"));
}
const labels = (view) => [...view.el.querySelectorAll(".ludo-numbers text")].map((t) => t.textContent);
const at = (view, text) => {
  const t = [...view.el.querySelectorAll(".ludo-numbers text")].find((n) => n.textContent === text);
  return [+t.getAttribute("x"), +t.getAttribute("y")];
};

describe("numbers switch", () => {
  it("is off by default and offers the colour to act, each colour playing and the ring", () => {
    const view = mountView();
    const select = view.byLabel("Numbers");
    expect(select.value).toBe("");
    expect([...select.options].map((o) => o.value)).toEqual(["", "turn", "red", "yellow", "ring"]);
    expect(labels(view)).toEqual([]);
  });

  it("writes the places 1-57 of the colour to act where Python's layout puts them", () => {
    const view = mountView({ numbers: "turn", snapshot: snapshot({ turn: "yellow" }) });
    expect(labels(view)).toEqual(Array.from({ length: 57 }, (_, i) => String(i + 1)));
    expect(at(view, "1")).toEqual(LAYOUT.laps[2][0]);     // yellow's start square
    expect(at(view, "57")).toEqual(LAYOUT.laps[2][56]);   // yellow's home
  });

  it("writes the ring squares 0-51 on request, and sends the choice as the numbers trait", () => {
    const view = mountView();
    choose(view.byLabel("Numbers"), "ring");
    expect(view.model.get("numbers")).toBe("ring");
    expect(view.model.sent).toEqual([]);                   // a view setting, not an intent
    expect(labels(view)).toEqual(Array.from({ length: 52 }, (_, i) => String(i)));
    const [row, col] = LAYOUT.ring[19];
    expect(at(view, "19")).toEqual([col + 0.5, row + 0.5]);
    choose(view.byLabel("Numbers"), "");
    expect(labels(view)).toEqual([]);
  });

  it("follows the trait when Python sets it, and the turn as it passes", () => {
    const view = mountView();
    view.model.set("numbers", "red");
    expect(view.byLabel("Numbers").value).toBe("red");
    expect(at(view, "20")).toEqual(LAYOUT.laps[0][19]);
    view.model.set("numbers", "turn");
    expect(at(view, "1")).toEqual(LAYOUT.laps[0][0]);
    view.model.set("snapshot", snapshot({ turn: "yellow", rev: 2 }));
    expect(at(view, "1")).toEqual(LAYOUT.laps[2][0]);
  });

  it("takes no clicks, so tokens and squares under the numbers still do", () => {
    const view = mountView({ numbers: "ring" });
    expect(view.q(".ludo-numbers").getAttribute("pointer-events")).toBe("none");
  });

  it("numbers nothing for an unknown colour rather than guessing", () => {
    expect(numberPoints(LAYOUT, "purple", "red")).toEqual([]);
    expect(numberPoints(LAYOUT, "turn", null, ["green"])).toHaveLength(57);
  });
});
