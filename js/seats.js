// The board's Seats control: for each colour playing, who plays it (a person or a computer player).
// Changing a select only sends a `set_seat` intent; Python checks it and sets the `computer` trait.
import { capitalise } from "./constants.js";
import { html } from "./dom.js";

/** Build the control into `parent`. `onChange(colour, player)` gets "" for a person. */
export function createSeatsControl(parent, { onChange }) {
  const group = html("div", { className: "ludo-seatbar", role: "group", "aria-label": "Seats" }, parent);
  let drawn = ""; // the colours and player names the selects were built for
  const selects = new Map();

  return {
    group,
    selects,
    /** Follow the snapshot's players, the editions' player names and the computer trait. */
    render(players, names, computer) {
      const key = JSON.stringify([players, names]);
      if (key !== drawn) {
        drawn = key;
        group.textContent = "";
        selects.clear();
        html("span", { className: "ludo-seatbar-title" }, group, "Seats:");
        for (const colour of players) {
          const label = html("label", { className: `ludo-seatbar-seat ludo-seatbar-${colour}` }, group);
          html("span", {}, label, capitalise(colour));
          const sel = html("select", { name: `who-${colour}`, "aria-label": `Who plays ${colour}` }, label);
          html("option", { value: "" }, sel, "Person");
          for (const name of names) html("option", { value: name }, sel, name);
          sel.addEventListener("change", () => onChange(colour, sel.value));
          selects.set(colour, sel);
        }
      }
      for (const [colour, sel] of selects) {
        const want = (computer && computer[colour]) || "";
        // A name the list does not offer (set from Python) is shown rather than hidden.
        if (want && ![...sel.options].some((o) => o.value === want)) html("option", { value: want }, sel, want);
        if (sel.value !== want) sel.value = want;
      }
      group.hidden = players.length === 0;
    },
  };
}
