// Online's Power mode on the board: bonus tiles on ring squares, and the stock's bonus buttons.
import { svg, html } from "./dom.js";

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
      svg("path", { d: "M0,-0.26 L0.2,-0.17 L0.2,0.02 Q0.2,0.19 0,0.28 Q-0.2,0.19 -0.2,0.02 L-0.2,-0.17 Z", class: "ludo-tile-icon" }, g);
    } else if (kind === "dice") {
      svg("rect", { x: -0.2, y: -0.2, width: 0.4, height: 0.4, rx: 0.07, class: "ludo-tile-die" }, g);
      for (const [dx, dy] of [[-0.09, -0.09], [0, 0], [0.09, 0.09]]) svg("circle", { cx: dx, cy: dy, r: 0.04, class: "ludo-tile-pip" }, g);
    } else {
      svg("text", { y: 0.13, "text-anchor": "middle", class: "ludo-tile-text" }, g).textContent = BADGE[kind] || "?";
    }
  }
}

/**
 * The bonus bar for the seat to act: one button per stored bonus with its count,
 * and a face picker for Dice control. `onUse(bonus, face)` sends the intent.
 */
export function buildBonusBar(root, onUse) {
  const bar = html("div", { className: "ludo-bonuses", role: "group", "aria-label": "Power bonuses" }, root);
  const buttons = {};
  for (const kind of ["double", "dice", "shield"]) {
    const b = html("button", { type: "button", className: "ludo-btn", "data-bonus": kind }, bar, BONUS_NAMES[kind]);
    buttons[kind] = b;
  }
  const face = html("select", { "aria-label": "Dice control face" }, bar);
  for (let f = 1; f <= 6; f += 1) html("option", { value: f }, face, String(f));
  face.value = "6";
  buttons.double.addEventListener("click", () => onUse("double"));
  buttons.shield.addEventListener("click", () => onUse("shield"));
  buttons.dice.addEventListener("click", () => onUse("dice", Number(face.value)));

  /** Show the bar for a snapshot (hidden unless Power is on and a person is to act). */
  function update(snapshot, canAct) {
    const power = !!(snapshot && snapshot.rules && snapshot.rules.power) && !snapshot.over;
    bar.hidden = !power;
    if (!power) return;
    const stock = (snapshot.stock || {})[snapshot.turn] || {};
    const active = snapshot.bonus;
    for (const [kind, b] of Object.entries(buttons)) {
      const n = stock[kind] || 0;
      b.textContent = `${BONUS_NAMES[kind]} (${n})${active === kind ? " — on" : ""}`;
      const timing = kind === "shield" || snapshot.awaiting === "roll";
      b.disabled = !canAct || !n || !!active || !timing;
      b.setAttribute("aria-pressed", active === kind ? "true" : "false");
    }
    face.disabled = buttons.dice.disabled;
  }
  return { bar, update };
}
