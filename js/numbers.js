// The board's "Numbers" switch: writes a colour's places 1–57 along its lap, or the ring squares
// 0–51, on the squares. Where each number goes comes from Python's layout (`laps`, `ring`): the
// front end knows no numbering rule. The choice is the `numbers` trait ("" off, "turn", a colour,
// "ring"), so Python can set it too.
import { COLOURS, capitalise } from "./constants.js";
import { html, svg } from "./dom.js";

// Dark on a white halo: readable on every square's colour.
const TEXT = {
  class: "ludo-number", "text-anchor": "middle", "dominant-baseline": "central", "font-size": 0.42,
  "font-weight": "bold", "font-family": "sans-serif", fill: "#222222", stroke: "#ffffff", "stroke-width": 0.08, "paint-order": "stroke",
};

/** The points to number and their labels for one choice. `turn` is the colour to act (or null). */
export function numberPoints(layout, choice, turn, players = []) {
  if (!choice) return [];
  if (choice === "ring") return (layout.ring || []).map(([row, col], square) => [col + 0.5, row + 0.5, String(square)]);
  const colour = choice === "turn" ? turn || players[0] : choice;
  const lap = (layout.laps || [])[COLOURS.indexOf(colour)] || [];
  return lap.map(([x, y], i) => [x, y, String(i + 1)]);
}

/**
 * The number layer, made right after the board so numbers sit under the tokens. `addSwitch`
 * puts the control in a toolbar; `render(snapshot, choice)` follows the snapshot and the trait.
 */
export function createNumberLayer(svgRoot, layout) {
  const layer = svg("g", { class: "ludo-numbers", "aria-hidden": "true", "pointer-events": "none" }, svgRoot);
  let select = null;
  let drawn = "";
  let playersKey = "";

  function fillOptions(players) {
    const key = players.join(",");
    if (!select || key === playersKey) return;
    playersKey = key;
    const keep = select.value;
    select.textContent = "";
    html("option", { value: "" }, select, "Off");
    html("option", { value: "turn" }, select, "Places: colour to act");
    for (const colour of players) html("option", { value: colour }, select, `Places: ${capitalise(colour)}`);
    html("option", { value: "ring" }, select, "Ring squares 0–51");
    select.value = keep;
  }

  return {
    layer,
    addSwitch(parent, onChange) {
      const label = html("label", { className: "ludo-toggle ludo-numbers-switch", title: "Write the numbering on the squares" }, parent, "Numbers ");
      select = html("select", { "aria-label": "Numbers" }, label);
      select.addEventListener("change", () => onChange(select.value));
    },
    render(snapshot, choice) {
      const players = Array.isArray(snapshot.players) ? snapshot.players : [];
      fillOptions(players);
      if (select && select.value !== (choice || "")) {
        // A colour not playing (set from Python) is still shown, rather than "Off".
        if (choice && ![...select.options].some((o) => o.value === choice)) html("option", { value: choice }, select, `Places: ${capitalise(choice)}`);
        select.value = choice || "";
      }
      const points = numberPoints(layout, choice, snapshot.turn, players);
      const key = JSON.stringify(points);
      if (key === drawn) return;
      drawn = key;
      layer.textContent = "";
      for (const [x, y, text] of points) {
        svg("text", { x, y, ...TEXT }, layer).textContent = text;
      }
      layer.setAttribute("data-numbers", choice || "");
    },
  };
}
