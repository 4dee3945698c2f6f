// The board's seat strip: one chip per colour playing, saying who plays it (a person or a computer
// player, changeable at any time), lit in its colour while it is that seat's turn, and grouped in
// pairs when partners play together. Changing a select only sends a `set_seat` intent; Python
// checks it and sets the `computer` trait. Where the edition has a leaving rule (online), each
// seat also has a Leave / Come back button.
import { capitalise } from "./constants.js";
import { html } from "./dom.js";

/** How a seat's player is named everywhere on the board: "Person" or "Computer (heuristic)". */
export function playerLabel(name) {
  return name ? `Computer (${name})` : "Person";
}

/**
 * The colours in the order the strip shows them: the sides Python sends (the snapshot's `sides`:
 * partners together under teams), then any colour playing that no side names, on its own.
 */
export function seatGroups(players, sides) {
  const groups = (Array.isArray(sides) ? sides : [])
    .map((side) => (Array.isArray(side) ? side : []).filter((c) => players.includes(c)))
    .filter((side) => side.length);
  const rest = players.filter((c) => !groups.flat().includes(c)).map((c) => [c]);
  return [...groups, ...rest];
}

/**
 * Build the strip into `parent`. `onChange(colour, player)` gets "" for a person;
 * `onLeave(colour)` and `onComeBack(colour)` are online's Leave and Come back.
 */
export function createSeatsControl(parent, { onChange, onLeave = () => {}, onComeBack = () => {} }) {
  const group = html("div", { className: "ludo-seatbar", role: "group", "aria-label": "Seats" }, parent);
  let drawn = ""; // the colours, player names and teams the chips were built for
  const selects = new Map();
  const chips = new Map();
  const leaveButtons = new Map();

  function seat(holder, colour, names, people) {
    const chip = html("div", { className: `ludo-seatbar-seat ludo-seatbar-${colour}`, "data-colour": colour }, holder);
    html("span", { className: "ludo-seat-dot", "aria-hidden": "true" }, chip);
    const label = html("label", {}, chip);
    // A seat with a player's name shows the name; its colour stays on the dot, the title and the select.
    const name = people[colour] || capitalise(colour);
    html("span", { className: "ludo-seat-name", title: people[colour] ? `${people[colour]} plays ${colour}` : "" }, label, name);
    const sel = html("select", { name: `who-${colour}`, "aria-label": `Who plays ${colour}` }, label);
    html("option", { value: "" }, sel, playerLabel(""));
    for (const name of names) html("option", { value: name }, sel, playerLabel(name));
    sel.addEventListener("change", () => onChange(colour, sel.value));
    const leave = html("button", { type: "button", className: "ludo-btn ludo-seatbar-leave", hidden: true }, chip);
    leave.addEventListener("click", (e) => {
      e.stopPropagation();
      if (leave.dataset.action === "come_back") onComeBack(colour);
      else onLeave(colour);
    });
    selects.set(colour, sel);
    chips.set(colour, chip);
    leaveButtons.set(colour, leave);
  }

  function build(players, names, sides, people) {
    group.textContent = "";
    selects.clear();
    chips.clear();
    leaveButtons.clear();
    for (const members of seatGroups(players, sides)) {
      const holder = members.length > 1
        ? html("div", { className: "ludo-team", role: "group", "aria-label": `Team ${members.map((c) => people[c] || capitalise(c)).join(" & ")}` }, group)
        : group;
      if (holder !== group) html("span", { className: "ludo-team-label" }, holder, "Team");
      members.forEach((colour, i) => {
        if (i > 0) html("span", { className: "ludo-team-and", "aria-hidden": "true" }, holder, "&");
        seat(holder, colour, names, people);
      });
    }
  }

  return {
    group,
    selects,
    /**
     * Follow the snapshot's players, the editions' player names and the computer trait;
     * `turn` lights the seat to act, `sides` groups the partners, `leaving` is {allowed, away,
     * mayLeave}: whether the game has a leaving rule now, who has left (Come back), and who
     * Python says may leave (Leave); `people` names who plays a colour.
     */
    render(players, names, computer, { turn = null, sides = [], leaving = { allowed: false, away: [], mayLeave: [] }, people = {} } = {}) {
      const key = JSON.stringify([players, names, sides, people]);
      if (key !== drawn) {
        drawn = key;
        build(players, names, sides, people || {});
      }
      const away = leaving.away || [];
      for (const [colour, button] of leaveButtons) {
        const gone = away.includes(colour);
        const mayLeave = (leaving.mayLeave || []).includes(colour) && !(computer && computer[colour]);
        button.hidden = !leaving.allowed || (gone ? false : !mayLeave);
        button.dataset.action = gone ? "come_back" : "leave";
        button.textContent = gone ? "Come back" : "Leave";
        button.setAttribute("aria-label", gone ? `${capitalise(colour)} comes back` : `${capitalise(colour)} leaves the game`);
      }
      for (const [colour, sel] of selects) {
        const want = (computer && computer[colour]) || "";
        // A name the list does not offer (set from Python) is shown rather than hidden.
        if (want && ![...sel.options].some((o) => o.value === want)) html("option", { value: want }, sel, playerLabel(want));
        if (sel.value !== want) sel.value = want;
        const chip = chips.get(colour);
        const active = colour === turn;
        chip.classList.toggle("ludo-seat-active", active);
        if (active) chip.setAttribute("aria-current", "true");
        else chip.removeAttribute("aria-current");
      }
      group.hidden = players.length === 0;
    },
  };
}
