// The board's Seats control: for each colour playing, who plays it (a person or a computer player).
// Changing a select only sends a `set_seat` intent; Python checks it and sets the `computer` trait.
// Where the edition has a leaving rule (online), each seat also has Leave / Come back buttons.
import { capitalise } from "./constants.js";
import { html } from "./dom.js";

/** Build the control into `parent`. `onChange(colour, player)` gets "" for a person;
 *  `onLeave(colour)` and `onComeBack(colour)` are online's Leave and Come back. */
export function createSeatsControl(parent, { onChange, onLeave = () => {}, onComeBack = () => {} }) {
  const group = html("div", { className: "ludo-seatbar", role: "group", "aria-label": "Seats" }, parent);
  let drawn = ""; // the colours and player names the selects were built for
  const selects = new Map();
  const leaveButtons = new Map();

  return {
    group,
    selects,
    /** Follow the snapshot's players, the editions' player names and the computer trait;
     *  `leaving` is {allowed, away}: whether Leave is offered now, and who has left. */
    render(players, names, computer, leaving = { allowed: false, away: [] }) {
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
          const leave = html("button", { type: "button", className: "ludo-btn ludo-seatbar-leave", hidden: true }, group);
          leave.addEventListener("click", (e) => {
            e.stopPropagation();
            if (leave.dataset.action === "come_back") onComeBack(colour);
            else onLeave(colour);
          });
          leaveButtons.set(colour, leave);
        }
      }
      const away = leaving.away || [];
      for (const [colour, button] of leaveButtons) {
        const gone = away.includes(colour);
        button.hidden = !leaving.allowed || (!gone && !!(computer && computer[colour]));
        button.dataset.action = gone ? "come_back" : "leave";
        button.textContent = gone ? "Come back" : "Leave";
        button.setAttribute("aria-label", gone ? `${capitalise(colour)} comes back` : `${capitalise(colour)} leaves the game`);
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
