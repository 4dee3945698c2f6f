import { describe, it, expect, afterEach } from "vitest";
import { mountEditor, hitTargets, targetAt, targetOf } from "./editor.js";
import { mountView } from "./view_harness.js";
import { LAYOUT } from "./fixtures.js";

const ON = { on: true, picked: [], players: ["red", "yellow"], turn: "red", face: null, power: false, tile_kinds: [], stock: {} };

let clean = [];
afterEach(() => {
  for (const c of clean.splice(0)) c();
  document.body.textContent = "";
});

function mount(editor = ON) {
  const view = mountView({ editor });
  clean.push(mountEditor({ model: view.model, el: view.el }), view.cleanup);
  return view;
}

describe("editor targets", () => {
  it("lists the four yards, 52 ring squares, 20 home column squares and home", () => {
    const t = hitTargets(LAYOUT);
    expect(t.length).toBe(4 + 52 + 20 + 1);
    expect(t.filter((x) => x.kind === "ring").map((x) => x.square)).toEqual([...Array(52).keys()]);
    expect(targetOf(t.find((x) => x.label === "red home column square 3"))).toEqual({ kind: "column", colour: "red", step: 3 });
  });

  it("finds the smallest square under a point", () => {
    const t = hitTargets(LAYOUT);
    expect(targetAt(t, 6.5, 13.5)).toMatchObject({ kind: "ring", square: 0 });
    expect(targetAt(t, 1.5, 10.5)).toMatchObject({ kind: "yard", colour: "red" });
    expect(targetAt(t, 7.5, 7.5)).toMatchObject({ kind: "home" });
    expect(targetAt(t, 20, 20)).toBe(null);
  });
});

describe("editor panel", () => {
  it("opens with Edit position and is hidden while not editing", () => {
    const view = mount({});
    expect(view.byLabel("Position editor").hidden).toBe(true);
    expect(view.q(".ludo-controls").textContent).not.toContain("Edit");   // not in the play row
    [...view.q(".ludo-menu-items").querySelectorAll("button")].find((b) => b.textContent === "Edit position").click();
    expect(view.model.sent.at(-1).type).toBe("edit_start");
  });

  it("a token click picks it (the view's select is never sent) and a square click puts it", () => {
    const view = mount();
    const token = view.q('.ludo-token[data-colour="red"][data-token="1"]');
    token.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.map((m) => m.type)).toEqual(["edit_pick"]);
    expect(view.model.sent[0]).toMatchObject({ colour: "red", token: 1 });
    view.byLabel("ring square 20").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    view.byLabel("red home column square 2").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    view.byLabel("home").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(view.model.sent.slice(1).map((m) => m.target)).toEqual([
      { kind: "ring", square: 20 }, { kind: "column", colour: "red", step: 2 }, { kind: "home" },
    ]);
  });

  it("shows the picked token and sends the seat to act and the pending face", () => {
    const view = mount({ ...ON, picked: ["yellow", 2] });
    expect(view.byLabel("Position editor").textContent).toContain("yellow token 3 picked");
    expect(view.q('.ludo-token[data-colour="yellow"][data-token="2"]').classList.contains("ludo-edit-picked")).toBe(true);
    const turn = view.byLabel("Seat to act");
    turn.value = "yellow";
    turn.dispatchEvent(new Event("change"));
    const face = view.byLabel("Pending face");
    face.value = "6";
    face.dispatchEvent(new Event("change"));
    face.value = "";
    face.dispatchEvent(new Event("change"));
    expect(view.model.sent).toMatchObject([{ type: "edit_turn", colour: "yellow" }, { type: "edit_face", face: 6 }, { type: "edit_face", face: null }]);
  });

  it("under Power: a tile tool puts tiles on ring squares and the stock of the seat to act is edited", () => {
    const view = mount({ ...ON, power: true, tile_kinds: ["double", "dice", "shield", "plus1"], stock: { double: 1, dice: 0, shield: 2 }, cap: 3 });
    const brush = view.byLabel("Tile tool");
    brush.value = "shield";
    brush.dispatchEvent(new Event("change"));
    view.byLabel("ring square 7").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const shields = view.byLabel("Shield in stock");
    expect(shields.value).toBe("2");
    expect(shields.max).toBe("3");                               // Python's cap on a stock
    shields.value = "3";
    shields.dispatchEvent(new Event("change"));
    expect(view.model.sent).toMatchObject([{ type: "edit_tile", square: 7, tile: "shield" }, { type: "edit_stock", bonus: "shield", count: 3 }]);
  });

  it("Done, Cancel and Save as scenario are intents; unmounting removes everything", () => {
    const view = mount();
    for (const label of ["Done", "Cancel", "Save as scenario"]) {
      [...view.el.querySelectorAll(".ludo-editor button")].find((b) => b.textContent === label).click();
    }
    expect(view.model.sent.map((m) => m.type)).toEqual(["edit_done", "edit_cancel", "edit_scenario"]);
    clean.shift()();
    expect(view.q(".ludo-editor")).toBe(null);
    expect(view.q(".ludo-edit-hits")).toBe(null);
    expect(view.model.listeners("change:editor")).toBe(0);
  });
});
