// Timers that keep the game going at a pace a person can follow:
// computer seats step by themselves, a roll with one possible outcome is played after a moment.
import { COMPUTER_DELAY, SINGLE_OUTCOME_DELAY } from "./constants.js";
import { isComputerTurn, shieldStillOpen } from "./status.js";

/**
 * What (if anything) should be sent by itself for this state, and after how long.
 * Returns {type, delay} or null. Python decides what actually happens; stale ones are ignored there.
 */
export function nextAutomatic(snapshot, { computer = {}, pendingPass = "", computerDelay = COMPUTER_DELAY } = {}) {
  if (!snapshot || snapshot.over || !snapshot.turn || snapshot.awaiting === "over") return null;
  if (isComputerTurn(snapshot, computer)) return { type: "computer_step", delay: computerDelay };
  if (pendingPass) return null;
  if (snapshot.scripted) return null; // a scenario's script runs: Next plays each step
  const mode = (snapshot.rules && snapshot.rules.single_outcome) || "auto";
  // Power: while the Shield could still be given after rolling, the player plays the move.
  if (snapshot.awaiting === "move" && snapshot.single_outcome && mode !== "tap" && !shieldStillOpen(snapshot)) {
    return { type: "auto_move", delay: SINGLE_OUTCOME_DELAY[mode] ?? SINGLE_OUTCOME_DELAY.auto };
  }
  return null;
}

/** One pending timer at a time; scheduling again replaces it. */
export function createPacer(send, timers = globalThis) {
  let handle = null;
  return {
    schedule(action, rev) {
      this.clear();
      if (!action) return;
      handle = timers.setTimeout(() => {
        handle = null;
        send({ type: action.type, rev });
      }, action.delay);
    },
    clear() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    get pending() {
      return handle !== null;
    },
  };
}
