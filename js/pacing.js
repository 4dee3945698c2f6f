// Timers that keep the game going at a pace a person can follow:
// computer seats step by themselves, a roll with one possible outcome is played after a moment.
import { COMPUTER_DELAY, SINGLE_OUTCOME_DELAY } from "./constants.js";
import { isComputerTurn } from "./status.js";

/**
 * What (if anything) should be sent by itself for this state, and after how long.
 * Returns {type, delay} or null. Python decides what actually happens; stale ones are ignored there.
 */
export function nextAutomatic(snapshot, { computer = {}, pendingPass = "", computerDelay = COMPUTER_DELAY } = {}) {
  if (!snapshot || snapshot.over || !snapshot.turn || snapshot.awaiting === "over") return null;
  if (pendingPass) return null; // strict: the person's Pass comes first, even before a computer seat's roll
  if (isComputerTurn(snapshot, computer)) return { type: "computer_step", delay: computerDelay };
  if (snapshot.scripted) return null; // a scenario's script runs: Next plays each step
  // Python says whether a roll's one outcome is played for the player (snapshot.auto_move).
  if (snapshot.awaiting === "move" && snapshot.auto_move) {
    const mode = (snapshot.rules && snapshot.rules.single_outcome) || "auto";
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
