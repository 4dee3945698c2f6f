import { describe, it, expect } from "vitest";
import { drawBoard, starPoints } from "./board.js";
import { pipOffsets, drawDieFace, diePosition } from "./die.js";
import { placeTokens, stackOffsets } from "./tokens.js";
import { svg } from "./dom.js";
import { LAYOUT, tokens } from "./fixtures.js";

describe("board drawing", () => {
  it("draws 52 ring squares, 20 column cells, 8 stars and 4 yards", () => {
    const root = svg("svg");
    drawBoard(LAYOUT, root);
    expect(root.querySelectorAll("rect.ludo-cell:not(.ludo-column)").length).toBe(52);
    expect(root.querySelectorAll("rect.ludo-column").length).toBe(20);
    expect(root.querySelectorAll(".ludo-star").length).toBe(8);
    expect(root.querySelectorAll(".ludo-yard").length).toBe(4);
    expect(root.querySelectorAll(".ludo-home").length).toBe(4);
  });

  it("colours the start squares of each seat", () => {
    const root = svg("svg");
    drawBoard(LAYOUT, root);
    const red = root.querySelector('rect[data-square="0"]');
    expect(red.getAttribute("fill")).not.toBe("#ffffff");
    expect(root.querySelector('rect[data-square="1"]').getAttribute("fill")).toBe("#ffffff");
  });

  it("makes a ten-point star", () => {
    expect(starPoints(0.5, 0.5).split(" ").length).toBe(10);
  });
});

describe("die", () => {
  it("has the right number of pips for every face", () => {
    for (let f = 1; f <= 6; f += 1) expect(pipOffsets(f).length).toBe(f);
    expect(pipOffsets(null)).toEqual([]);
  });
  it("draws pips and records the face", () => {
    const g = svg("g");
    drawDieFace(g, 5);
    expect(g.querySelectorAll(".ludo-pip").length).toBe(5);
    expect(g.getAttribute("data-face")).toBe("5");
    drawDieFace(g, null);
    expect(g.querySelectorAll(".ludo-pip").length).toBe(0);
  });
  it("sits in the middle of the acting seat's yard", () => {
    expect(diePosition(LAYOUT, 0)).toEqual([3, 12]);
    expect(diePosition(LAYOUT, 2)).toEqual([12, 3]);
  });
});

describe("stacks", () => {
  it("leaves a lone token where it is", () => {
    const placed = placeTokens(tokens());
    expect(placed.get("red-0")).toMatchObject({ x: 2, y: 11, scale: 1 });
  });
  it("spreads tokens sharing a square so each is visible", () => {
    const placed = placeTokens(tokens({ "red-0": [5, 6.5, 9.5], "red-1": [5, 6.5, 9.5], "yellow-2": [31, 6.5, 9.5] }));
    const pts = ["red-0", "red-1", "yellow-2"].map((k) => placed.get(k));
    const keys = new Set(pts.map((p) => `${p.x},${p.y}`));
    expect(keys.size).toBe(3);
    for (const p of pts) {
      expect(p.scale).toBeLessThan(1);
      expect(Math.hypot(p.x - 6.5, p.y - 9.5)).toBeLessThan(0.5);
    }
  });
  it("offsets are distinct for 2..8 tokens", () => {
    for (let n = 2; n <= 8; n += 1) {
      const { offsets } = stackOffsets(n);
      expect(new Set(offsets.map((o) => o.join())).size).toBe(n);
    }
  });
});
