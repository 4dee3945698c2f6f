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
  it("draws one colour's tokens on a square as one token with a count, and spreads other colours", () => {
    const placed = placeTokens(tokens({ "red-0": [5, 6.5, 9.5], "red-1": [5, 6.5, 9.5], "yellow-2": [31, 6.5, 9.5] }));
    const [r0, r1, y2] = ["red-0", "red-1", "yellow-2"].map((k) => placed.get(k));
    expect([r0.x, r0.y]).toEqual([r1.x, r1.y]);
    expect([r0.top, r1.top, r0.count, r1.count]).toEqual([false, true, 2, 2]);
    expect(`${r1.x},${r1.y}`).not.toBe(`${y2.x},${y2.y}`);
    expect([y2.count, y2.top]).toEqual([1, true]);
    for (const p of [r0, r1, y2]) {
      expect(p.scale).toBeLessThan(1);
      expect(Math.hypot(p.x - 6.5, p.y - 9.5)).toBeLessThan(0.5);
      expect([p.cx, p.cy]).toEqual([6.5, 9.5]);
    }
  });
  it("a pile of one colour alone keeps the full size", () => {
    const placed = placeTokens(tokens({ "red-0": [5, 6.5, 9.5], "red-1": [5, 6.5, 9.5], "red-2": [5, 6.5, 9.5] }));
    expect(placed.get("red-2")).toMatchObject({ x: 6.5, y: 9.5, scale: 1, count: 3, top: true });
  });
  it("offsets are distinct for 2..8 tokens", () => {
    for (let n = 2; n <= 8; n += 1) {
      const { offsets } = stackOffsets(n);
      expect(new Set(offsets.map((o) => o.join())).size).toBe(n);
    }
  });
});
