// Test fixtures: the real board layout (from ludo_widget.engine.geometry) and hand-made snapshots.
export const LAYOUT = {"size": 15, "ring": [[13, 6], [12, 6], [11, 6], [10, 6], [9, 6], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0], [7, 0], [6, 0], [6, 1], [6, 2], [6, 3], [6, 4], [6, 5], [5, 6], [4, 6], [3, 6], [2, 6], [1, 6], [0, 6], [0, 7], [0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [6, 9], [6, 10], [6, 11], [6, 12], [6, 13], [6, 14], [7, 14], [8, 14], [8, 13], [8, 12], [8, 11], [8, 10], [8, 9], [9, 8], [10, 8], [11, 8], [12, 8], [13, 8], [14, 8], [14, 7], [14, 6]], "safe": [0, 8, 13, 21, 26, 34, 39, 47], "starts": [0, 13, 26, 39], "columns": [[[13, 7], [12, 7], [11, 7], [10, 7], [9, 7]], [[7, 1], [7, 2], [7, 3], [7, 4], [7, 5]], [[1, 7], [2, 7], [3, 7], [4, 7], [5, 7]], [[7, 13], [7, 12], [7, 11], [7, 10], [7, 9]]], "yards": [[9, 0], [0, 0], [0, 9], [9, 9]], "home_points": [[7.5, 8.1], [6.9, 7.5], [7.5, 6.9], [8.1, 7.5]], "slots": [[[2.0, 11.0], [4.0, 11.0], [2.0, 13.0], [4.0, 13.0]], [[2.0, 2.0], [4.0, 2.0], [2.0, 4.0], [4.0, 4.0]], [[11.0, 2.0], [13.0, 2.0], [11.0, 4.0], [13.0, 4.0]], [[11.0, 11.0], [13.0, 11.0], [11.0, 13.0], [13.0, 13.0]]]};

const YARD = { red: [[2, 11], [4, 11], [2, 13], [4, 13]], yellow: [[11, 2], [13, 2], [11, 4], [13, 4]] };
const SEAT = { red: 0, green: 1, yellow: 2, blue: 3 };

/** Every token of red and yellow in its yard, with `places` overriding {"red-0": [place, x, y]}. */
export function tokens(places = {}) {
  const out = [];
  for (const colour of ["red", "yellow"]) {
    for (let token = 0; token < 4; token += 1) {
      const [x, y] = YARD[colour][token];
      const over = places[`${colour}-${token}`];
      out.push({ colour, seat: SEAT[colour], token, place: over ? over[0] : 0, x: over ? over[1] : x, y: over ? over[2] : y, shielded: false });
    }
  }
  return out;
}

export function snapshot(over = {}) {
  return {
    rev: 1,
    rules: { preset: "classic", single_outcome: "auto", tokens: 4, entry_faces: [6], bonus_faces: [6], bonus_on_capture: true, capture_rule: "all", play_on: false, max_sixes: 3, turn_timer: 0 },
    players: ["red", "yellow"],
    turn: "red",
    awaiting: "roll",
    face: null,
    last_roll: null,
    tokens: tokens(),
    moves: [],
    single_outcome: false,
    over: false,
    winner: null,
    ranking: [],
    log: [{ kind: "start", colour: null, text: "A classic game: red and yellow." }],
    log_total: 1,
    notation: "classic red,yellow r:0000 y:0000 red roll",
    can_undo: false,
    ...over,
  };
}

/** Red rolled a 6 with tokens 0 on place 1 and others in the yard: two moves. */
export function redRolledSix(rev = 2) {
  return snapshot({
    rev,
    awaiting: "move",
    face: 6,
    last_roll: { colour: "red", face: 6 },
    tokens: tokens({ "red-0": [1, 6.5, 13.5] }),
    moves: [
      { colour: "red", token: 0, from: 1, to: 7, captures: [], home: false, path: [[6.5, 13.5], [6.5, 12.5], [6.5, 11.5], [6.5, 10.5], [6.5, 9.5], [5.5, 8.5], [4.5, 8.5]] },
      { colour: "red", token: 1, from: 0, to: 1, captures: [], home: false, path: [[4, 11], [6.5, 13.5]] },
    ],
    log: [
      { kind: "start", colour: null, text: "A classic game: red and yellow." },
      { kind: "rolled", colour: "red", text: "Red rolled a 6." },
    ],
    log_total: 2,
    can_undo: true,
  });
}
