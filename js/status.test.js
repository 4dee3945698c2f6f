import { describe, it, expect } from "vitest";
import { snapshot } from "./fixtures.js";
import { nameOf, placesText, statusText } from "./status.js";
import { nextAutomatic } from "./pacing.js";

/** Red rolled 3 with one possible move (20 -> 23), as Python would send it. */
const rolled = (over = {}) => snapshot({
  awaiting: "move", face: 3, single_outcome: true, auto_move: false,
  moves: [{ colour: "red", token: 0, from: 20, to: 23, path: [], shield_possible: false }],
  ...over,
});

describe("the status line and pacing read Python's one flag", () => {
  it("says 'playing it…' exactly when pacing plays the move", () => {
    for (const auto of [true, false]) {
      for (const shield of [true, false]) {
        for (const mode of ["auto", "delay", "tap"]) {
          const s = rolled({ auto_move: auto, rules: { ...snapshot().rules, single_outcome: mode },
            moves: [{ ...rolled().moves[0], shield_possible: shield }] });
          const says = statusText(s).includes("playing it…");
          expect(says).toBe(auto);
          expect(nextAutomatic(s) !== null).toBe(says);
        }
      }
    }
  });

  it("asks for the Shield only where Python says a Shield would go to the move", () => {
    const open = rolled({ moves: [{ ...rolled().moves[0], shield_possible: true }], bonuses_allowed: ["shield"] });
    expect(statusText(open)).toContain("give the Shield first");
    expect(nextAutomatic(open)).toBeNull();
    // The Shield is in stock but the move ends in the home column: no Shield to give, Python plays it.
    const column = rolled({ auto_move: true, bonuses_allowed: ["shield"],
      moves: [{ colour: "red", token: 0, from: 50, to: 53, path: [], shield_possible: false }] });
    expect(statusText(column)).toContain("playing it…");
    expect(statusText(column)).not.toContain("Shield");
    expect(nextAutomatic(column)).not.toBeNull();
  });

  it("applies no rule of its own: a move ending on the ring with the Shield allowed is not asked about unless flagged", () => {
    const s = rolled({ bonuses_allowed: ["shield"] });   // shield_possible false: Python said no
    expect(statusText(s)).not.toContain("Shield");
    expect(statusText(s)).toContain("choose a token");
  });
});

describe("names", () => {
  it("tells a keyboard player how to play a selected token", () => {
    const s = rolled({ single_outcome: false, moves: [...rolled().moves, { ...rolled().moves[0], token: 1, from: 5, to: 8 }] });
    expect(statusText(s, { selected: ["red", 1] })).toBe(
      "Red rolled 3 — Red token 2 selected: click it again, its ring or Move (or press Enter).");
  });

  it("name a colour by its player where the board has one, by the colour otherwise", () => {
    const names = { red: "Ana", green: "Cy" };
    expect(nameOf("red", names)).toBe("Ana");
    expect(nameOf("yellow", names)).toBe("Yellow");
    expect(nameOf(["red", "yellow"], names)).toBe("Ana & Yellow");      // a team
    expect(nameOf("red")).toBe("Red");
    expect(placesText(["green", "red"], names)).toBe("1st Cy, 2nd Ana");
    const rolled = snapshot({ awaiting: "move", face: 4, names, moves: [] });
    expect(statusText(rolled)).toMatch(/^Ana rolled 4/);
  });
});
