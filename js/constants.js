// Shared constants of the front end: colours and timings. No rules live here.

import BOARD_COLOURS from "../ludo_widget/engine/board_colours.json";

export const COLOURS = ["red", "green", "yellow", "blue"];

/** Each colour's main, light and dark shade: the one table the engine's SVG drawing reads too
 * (bundled at build time). */
export const PAINT = BOARD_COLOURS;

/** Milliseconds before a roll with one possible outcome is played, per rules.single_outcome. */
export const SINGLE_OUTCOME_DELAY = { auto: 300, delay: 800 };

/** Milliseconds a computer seat waits before each roll or move, so a person can follow. */
export const COMPUTER_DELAY = 700;

/** Milliseconds per square of an animated move (scaled by the `speed` trait). */
export const STEP_MS = 90;

export const SVG_NS = "http://www.w3.org/2000/svg";

export function capitalise(word) {
  return word ? word[0].toUpperCase() + word.slice(1) : "";
}

/** A shield outline centred on 0,0 (about 0.4 wide, 0.54 tall): Power's Shield tile and badge. */
export const SHIELD_PATH = "M0,-0.26 L0.2,-0.17 L0.2,0.02 Q0.2,0.19 0,0.28 Q-0.2,0.19 -0.2,0.02 L-0.2,-0.17 Z";
