// The settings view: pick an edition, switch any of its options, choose colours and seats, start.
// It only builds a `new_game` intent; Python checks it.
import { COLOURS, capitalise } from "./constants.js";
import { html } from "./dom.js";
import { playerLabel } from "./seats.js";

const LABELS = {
  tokens: "Tokens per seat",
  entry_faces: "Faces that bring a token out",
  bonus_faces: "Faces that give another roll",
  bonus_on_capture: "Another roll after a capture",
  bonus_on_home: "Another roll after reaching home",
  capture_rule: "Capture rule",
  wasted_bonus: "A bonus face no token can use",
  max_sixes: "Sixes in a row that forfeit (0: no limit)",
  tries: "Tries while no token is out",
  forced_six_after: "Forced six after this many misses (0: off)",
  play_on: "Play on for places",
  starter: "Who rolls first",
  rematch_rotates: "Rematch moves the first roll on",
  teams: "Teams (partners opposite)",
  power: "Power bonuses",
  single_outcome: "A roll with one possible outcome",
  turn_timer: "Turn timer, seconds (0: off)",
};

export function optionLabel(name) {
  return LABELS[name] || capitalise(name.replace(/_/g, " "));
}

/** The draft a settings form starts from: current rules, players, computer seats and players' names. */
export function initialDraft(snapshot, computer, names = {}) {
  const rules = { ...((snapshot && snapshot.rules) || { preset: "classic" }) };
  const players = [...((snapshot && snapshot.players) || ["red", "yellow"])];
  return { rules, players, computer: { ...(computer || {}) }, names: { ...(names || {}) } };
}

/** The longest name the form takes (Python checks it again). */
export const NAME_LIMIT = 24;

/** The new_game intent for a draft: the names typed for every colour, kept for later games too. */
export function draftIntent(draft) {
  const players = COLOURS.filter((c) => draft.players.includes(c));
  const computer = {};
  for (const c of players) if (draft.computer[c]) computer[c] = draft.computer[c];
  const names = {};
  for (const c of COLOURS) {
    const name = ((draft.names || {})[c] || "").trim();
    if (name) names[c] = name;
  }
  return { type: "new_game", rules: { ...draft.rules }, players, computer, names };
}

/** Options shown first (when the edition has them); every other one is under "More options". */
const COMMON = ["tokens", "teams", "power"];

/**
 * Build the settings form into `root`. `editions` = {presets: {name: rules}, choices: {...},
 * players: [...], about: {name: one line}}: the edition (each with its line), the seats and the
 * common options first, the rest under "More options". `onStart(intent)` and `onCancel()` are
 * called by its buttons. Returns {draft, rebuild}.
 */
export function buildSettings(root, editions, start, { onStart, onCancel }) {
  const draft = start;
  const presets = (editions && editions.presets) || { classic: draft.rules };
  const choices = (editions && editions.choices) || {};
  const playerNames = (editions && editions.players) || ["random"];
  const about = (editions && editions.about) || {};

  function rebuild() {
    root.textContent = "";
    const form = html("form", { className: "ludo-settings-form", "aria-label": "New game settings" }, root);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      onStart(draftIntent(draft));
    });
    html("h3", {}, form, "New game");

    const editionSet = html("fieldset", { className: "ludo-editions", role: "radiogroup", "aria-label": "Edition" }, form);
    html("legend", {}, editionSet, "Edition");
    for (const name of Object.keys(presets)) {
      const row = html("label", { className: "ludo-edition" }, editionSet);
      const radio = html("input", { type: "radio", name: "preset", value: name, "aria-label": capitalise(name) }, row);
      radio.checked = name === draft.rules.preset;
      const text = html("span", {}, row);
      html("strong", {}, text, capitalise(name));
      if (about[name]) html("span", { className: "ludo-edition-about" }, text, ` ${about[name]}`);
      radio.addEventListener("change", () => {
        if (!radio.checked) return;
        draft.rules = { ...presets[name], preset: name };
        rebuild();
        const again = root.querySelector(`input[name="preset"][value="${name}"]`);
        if (again) again.focus();
      });
    }

    seatFields(form);

    const common = Object.keys(draft.rules).filter((n) => COMMON.includes(n));
    if (common.length) {
      const opts = html("fieldset", { className: "ludo-options" }, form);
      html("legend", {}, opts, "Options");
      for (const name of common) optionField(opts, name, draft.rules[name]);
    }
    const more = html("details", { className: "ludo-more-options" }, form);
    html("summary", {}, more, "More options");
    const rest = html("div", { className: "ludo-options" }, more);
    for (const [name, value] of Object.entries(draft.rules)) {
      if (name !== "preset" && !COMMON.includes(name)) optionField(rest, name, value);
    }

    html("p", { className: "ludo-settings-error", role: "alert", hidden: true }, form); // a refusal (view.js)
    const buttons = html("div", { className: "ludo-buttons" }, form);
    html("button", { type: "submit", className: "ludo-primary" }, buttons, "Start game");
    const cancel = html("button", { type: "button" }, buttons, "Cancel");
    cancel.addEventListener("click", () => onCancel());
  }

  /** One rule option as a checkbox, six face boxes, a select of its words, or a number. */
  function optionField(parent, name, value) {
    const label = optionLabel(name);
    if (typeof value === "boolean") {
      const row = html("label", { className: "ludo-field ludo-check" }, parent);
      const box = html("input", { type: "checkbox", name, "aria-label": label }, row);
      box.checked = value;
      box.addEventListener("change", () => { draft.rules[name] = box.checked; });
      html("span", {}, row, label);
    } else if (Array.isArray(value)) {
      const group = html("div", { className: "ludo-field ludo-faces", role: "group", "aria-label": label }, parent);
      html("span", {}, group, label);
      for (let f = 1; f <= 6; f += 1) {
        const l = html("label", {}, group);
        const box = html("input", { type: "checkbox", name: `${name}-${f}`, "aria-label": `${label}: ${f}` }, l);
        box.checked = value.includes(f);
        box.addEventListener("change", () => {
          const set = new Set(draft.rules[name]);
          if (box.checked) set.add(f); else set.delete(f);
          draft.rules[name] = [...set].sort();
        });
        html("span", {}, l, String(f));
      }
    } else if (choices[name]) {
      const row = html("label", { className: "ludo-field" }, parent);
      html("span", {}, row, label);
      const sel = html("select", { name, "aria-label": label }, row);
      for (const c of choices[name]) {
        const o = html("option", { value: c }, sel, c.replace(/_/g, " "));
        if (c === value) o.selected = true;
      }
      sel.addEventListener("change", () => { draft.rules[name] = sel.value; });
    } else if (typeof value === "number") {
      const row = html("label", { className: "ludo-field" }, parent);
      html("span", {}, row, label);
      const input = html("input", { type: "number", name, min: 0, step: name === "turn_timer" ? "any" : 1, "aria-label": label }, row);
      input.value = String(value);
      input.addEventListener("change", () => { draft.rules[name] = Number(input.value); });
    }
  }

  /** Which colours play, and who plays each: a person or a computer player. */
  function seatFields(form) {
    const seats = html("fieldset", { className: "ludo-seats" }, form);
    html("legend", {}, seats, "Seats");
    for (const colour of COLOURS) {
      const row = html("div", { className: `ludo-field ludo-seat ludo-seat-${colour}` }, seats);
      const l = html("label", {}, row);
      const box = html("input", { type: "checkbox", name: `plays-${colour}`, "aria-label": `${capitalise(colour)} plays` }, l);
      box.checked = draft.players.includes(colour);
      box.addEventListener("change", () => {
        draft.players = box.checked ? [...new Set([...draft.players, colour])] : draft.players.filter((c) => c !== colour);
      });
      html("span", { className: "ludo-seat-dot", "aria-hidden": "true" }, l);
      html("span", {}, l, capitalise(colour));
      const sel = html("select", { name: `seat-${colour}`, "aria-label": `${capitalise(colour)} is played by` }, row);
      html("option", { value: "" }, sel, playerLabel(""));
      for (const p of playerNames) html("option", { value: p }, sel, playerLabel(p));
      sel.value = draft.computer[colour] || "";
      sel.addEventListener("change", () => {
        if (sel.value) draft.computer[colour] = sel.value; else delete draft.computer[colour];
      });
      const name = html("input", {
        type: "text", name: `name-${colour}`, maxlength: NAME_LIMIT, placeholder: "Name (optional)",
        autocomplete: "off", spellcheck: "false", "aria-label": `Name of who plays ${colour}`, className: "ludo-seat-player",
      }, row);
      name.value = (draft.names || {})[colour] || "";
      name.addEventListener("input", () => { draft.names = { ...(draft.names || {}), [colour]: name.value }; });
    }
  }

  rebuild();
  return { draft, rebuild };
}
