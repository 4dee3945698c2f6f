// Words for the status line, the end-of-game view and the controls. Pure functions of traits.
import { capitalise } from "./constants.js";

const ORDINALS = ["1st", "2nd", "3rd", "4th"];

/**
 * "red" -> "Red", ["red","yellow"] -> "Red & Yellow"; a colour with a player's name in `names`
 * (the snapshot's colour -> name) goes by the name: "Ana", "Ana & Yellow".
 */
export function nameOf(who, names = {}) {
  if (Array.isArray(who)) return who.map((c) => nameOf(c, names)).join(" & ");
  return (names && names[who]) || capitalise(who || "");
}

/** "1st Red, 2nd Yellow" from a ranking list (players' names where `names` has them). */
export function placesText(ranking, names = {}, away = []) {
  // A seat whose person has left is marked: Python ranks it after those who stayed at the end.
  const gone = (who) => (Array.isArray(who) ? who : [who]).some((c) => (away || []).includes(c));
  return (ranking || []).map((who, i) => `${ORDINALS[i] || `${i + 1}th`} ${nameOf(who, names)}${gone(who) ? " (left)" : ""}`).join(", ");
}

/** Whether the seat to act is played by the computer. */
export function isComputerTurn(snapshot, computer) {
  return !!(snapshot && snapshot.turn && computer && computer[snapshot.turn]);
}

/** The status line: whose turn, what is awaited, places so far. */
export function statusText(snapshot, { computer = {}, autopilot = [], pendingPass = "", selected = [] } = {}) {
  if (!snapshot || !snapshot.awaiting) return "Loading…";
  if (snapshot.over || snapshot.awaiting === "over") {
    const winner = snapshot.winner;
    const head = winner ? `Game over — ${nameOf(winner, snapshot.names)} ${Array.isArray(winner) ? "win" : "wins"}.` : "Game over.";
    const places = placesText(snapshot.ranking, snapshot.names, snapshot.away);
    return places ? `${head} Places: ${places}.` : head;
  }
  const who = nameOf(snapshot.turn, snapshot.names);
  const bot = isComputerTurn(snapshot, computer) ? " (computer)"
    : autopilot.includes(snapshot.turn) ? " (bot playing — tap the die to take over)" : "";
  let what;
  if (pendingPass) {
    what = `${pendingPass} No moves — press Pass.`;
  } else if (snapshot.awaiting === "roll") {
    const wasted = wastedRoll(snapshot);
    const before = wasted ? `${nameOf(wasted.colour, snapshot.names)} rolled ${wasted.face} — no move. ` : "";
    what = `${before}${who}${bot} to roll.${bonusText(snapshot)}`;
  } else {
    const face = snapshot.doubled ? `${snapshot.face} ×2 = ${snapshot.distance} squares (Double roll)` : snapshot.face;
    const count = (snapshot.moves || []).length;
    if (bot) what = `${who}${bot} rolled ${face}, moving…`;
    else if (snapshot.scripted) what = `${who} rolled ${face} — the scenario beside the board goes on with Next (or its question).`;
    // Python's one flag (auto_move) says whether the roll is played for the player; pacing reads it too.
    else if (snapshot.auto_move) what = `${who} rolled ${face} — one possible move, playing it…`;
    else if (snapshot.single_outcome && shieldOpen(snapshot)) what = `${who} rolled ${face} — one possible move: give the Shield first or click the token.`;
    else if (selected && selected.length === 2) what = `${who} rolled ${face} — ${nameOf(selected[0])} token ${selected[1] + 1} selected: click it again, its ring or Move (or press Enter).`;
    else what = `${who} rolled ${face} — choose a token (${count} ${count === 1 ? "move" : "moves"}).`;
    if (snapshot.bonus === "shield") what += bonusText(snapshot);
  }
  const finished = (snapshot.ranking || []).length && !snapshot.over ? ` Places so far: ${placesText(snapshot.ranking, snapshot.names, snapshot.away)}.` : "";
  return what + finished;
}

/**
 * The newest roll when no token could use it ({colour, face}), else null: read from Python's log
 * (a "wasted" event after the newest roll), so the die and the status can say what was rolled
 * after the turn has already moved on.
 */
export function wastedRoll(snapshot) {
  const log = (snapshot && snapshot.log) || [];
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const e = log[i];
    if (e.kind === "wasted") return e.data && e.data.face ? { colour: e.colour, face: e.data.face } : null;
    if (e.kind === "rolled") return null;
  }
  return null;
}

/** Whether a bonus can be switched on now: Python decides and sends the list (`bonuses_allowed`). */
export function bonusAllowed(snapshot, kind) {
  return !!(snapshot && (snapshot.bonuses_allowed || []).includes(kind));
}

/** Whether a Shield switched on now would go to a token that moves (Python sends it per move). */
function shieldOpen(snapshot) {
  return (snapshot.moves || []).some((m) => m.shield_possible === true);
}

/** " Double roll is on." and the like: the bonus switched on for the coming roll. */
function bonusText(snapshot) {
  if (snapshot.bonus === "double") return " Double roll is on: the token will move twice the face.";
  if (snapshot.bonus === "dice") return ` Dice control is on${snapshot.chosen ? `: the die will show ${snapshot.chosen}` : ""}.`;
  if (snapshot.bonus === "shield") return " Shield is on: the token that moves will be shielded.";
  return "";
}

/** The face the die shows: the face waiting to be moved, else null (a blank die, ready to roll). */
export function dieFace(snapshot) {
  return (snapshot && snapshot.awaiting === "move" && snapshot.face) || null;
}

/** Accessible name of the die (always contains "Roll"). */
export function dieLabel(snapshot, computer) {
  const face = dieFace(snapshot);
  const shows = face ? `, showing ${face}` : "";
  if (!snapshot || snapshot.over) return `Roll the die (game over${shows})`;
  const who = nameOf(snapshot.turn, snapshot.names);
  if (isComputerTurn(snapshot, computer)) return `Roll the die (${who} is the computer${shows})`;
  if (snapshot.awaiting === "roll") return `Roll the die for ${who}${shows}`;
  const doubled = snapshot.doubled && face ? `, Double roll: ${snapshot.distance} squares` : "";
  return `Roll the die (${who} rolled ${face}${doubled}, move a token first)`;
}
