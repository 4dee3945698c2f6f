// Online's Power mode on the board: bonus tiles on ring squares, and the stock's bonus buttons.
import { svg, html } from "./dom.js";
import { SHIELD_PATH } from "./constants.js";
import { nameOf, bonusAllowed } from "./status.js";

export const BONUS_NAMES = { double: "Double roll", dice: "Dice control", shield: "Shield", plus1: "+1 square" };
const BADGE = { double: "×2", plus1: "+1" };

/** Draw the tiles ({ring_square: kind}) into `layer` (cleared first). */
export function drawTiles(layer, layout, tiles) {
  layer.textContent = "";
  for (const [square, kind] of Object.entries(tiles || {})) {
    const cell = (layout.ring || [])[+square];
    if (!cell) continue;
    const [row, col] = cell;
    const g = svg("g", { class: `ludo-tile ludo-tile-${kind}`, transform: `translate(${col + 0.5} ${row + 0.5})`, "data-square": square }, layer);
    svg("title", {}, g).textContent = `${BONUS_NAMES[kind] || kind} tile`;
    svg("rect", { x: -0.38, y: -0.38, width: 0.76, height: 0.76, rx: 0.15, class: "ludo-tile-body" }, g);
    if (kind === "shield") {
      svg("path", { d: SHIELD_PATH, class: "ludo-tile-icon" }, g);
    } else if (kind === "dice") {
      svg("rect", { x: -0.2, y: -0.2, width: 0.4, height: 0.4, rx: 0.07, class: "ludo-tile-die" }, g);
      for (const [dx, dy] of [[-0.09, -0.09], [0, 0], [0.09, 0.09]]) svg("circle", { cx: dx, cy: dy, r: 0.04, class: "ludo-tile-pip" }, g);
    } else {
      svg("text", { y: 0.13, "text-anchor": "middle", class: "ludo-tile-text" }, g).textContent = BADGE[kind] || "?";
    }
  }
}

/**
 * The bonus bar for the seat to act: whose stock it is, one button per stored bonus with its
 * count, and a face picker for Dice control. `onUse(bonus, face)` sends the intent.
 * Only the stock of the seat to act is ever shown (the snapshot carries no other).
 */
export function buildBonusBar(root, onUse) {
  const bar = html("div", { className: "ludo-bonuses", role: "group", "aria-label": "Power bonuses" }, root);
  const owner = html("span", { className: "ludo-bonus-owner" }, bar);
  const buttons = {};
  for (const kind of ["double", "dice", "shield"]) {
    const b = html("button", { type: "button", className: `ludo-btn ludo-bonus-${kind}`, "data-bonus": kind }, bar, BONUS_NAMES[kind]);
    buttons[kind] = b;
  }
  const face = html("select", { "aria-label": "Dice control face", title: "The face Dice control makes the die show" }, bar);
  buttons.dice.after(face);
  for (let f = 1; f <= 6; f += 1) html("option", { value: f }, face, String(f));
  face.value = "6";
  const hint = html("span", { className: "ludo-bonus-hint" }, bar);
  buttons.double.title = "Switch on before rolling: the token moves twice the face (not a six)";
  buttons.dice.title = "Switch on before rolling: the die shows the face picked next to it";
  buttons.shield.title = "Before or after rolling: the token that moves cannot be captured until your next turn";
  buttons.double.addEventListener("click", () => onUse("double"));
  buttons.shield.addEventListener("click", () => onUse("shield"));
  buttons.dice.addEventListener("click", () => onUse("dice", Number(face.value)));

  /**
   * Show the bar for a snapshot: hidden unless Power is on, and hidden while a computer seat
   * acts (its stock is not for the people at the screen). `canAct`: a person may act now.
   */
  function update(snapshot, canAct, { computerTurn = false } = {}) {
    const power = !!(snapshot && snapshot.rules && snapshot.rules.power) && !snapshot.over && !!snapshot.turn;
    bar.hidden = !power || computerTurn;
    if (bar.hidden) return;
    const stock = (snapshot.stock || {})[snapshot.turn] || {};
    const active = snapshot.bonus;
    const who = nameOf(snapshot.turn, snapshot.names);
    owner.textContent = `${who}'s bonuses:`;
    bar.setAttribute("aria-label", `${who}'s Power bonuses`);
    bar.setAttribute("data-turn", snapshot.turn);
    for (const [kind, b] of Object.entries(buttons)) {
      const n = stock[kind] || 0;
      const on = active === kind ? (kind === "dice" && snapshot.chosen ? ` — on: ${snapshot.chosen}` : " — on") : "";
      b.textContent = `${BONUS_NAMES[kind]} (${n})${on}`;
      b.disabled = !canAct || !bonusAllowed(snapshot, kind);
      b.setAttribute("aria-pressed", active === kind ? "true" : "false");
      b.setAttribute("data-count", String(n));
    }
    face.disabled = buttons.dice.disabled;
    hint.textContent = active ? "One bonus per roll." : snapshot.awaiting === "move" && (stock.double || stock.dice) ? "Double roll and Dice control go before rolling." : "";
  }
  return { bar, update };
}
