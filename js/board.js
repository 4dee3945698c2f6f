// Drawing the static board (the classic cross) from the `layout` trait.
// Everything is in cell units: the SVG viewBox is 0..size, so it scales crisply.
import { COLOURS, PAINT } from "./constants.js";
import { svg } from "./dom.js";

/** Points of a five-pointed star centred on (cx, cy). */
export function starPoints(cx, cy, outer = 0.36, inner = 0.15) {
  const pts = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(3)},${(cy + r * Math.sin(a)).toFixed(3)}`);
  }
  return pts.join(" ");
}

/** Which seat's start square a ring square is, or -1. */
function startSeat(layout, square) {
  return layout.starts.indexOf(square);
}

/** The triangle of the centre that belongs to a seat (red bottom, green left, yellow top, blue right). */
export function homeTriangle(size) {
  const lo = (size - 3) / 2;
  const hi = lo + 3;
  const c = size / 2;
  return [
    `${lo},${hi} ${hi},${hi} ${c},${c}`,
    `${lo},${lo} ${lo},${hi} ${c},${c}`,
    `${lo},${lo} ${hi},${lo} ${c},${c}`,
    `${hi},${lo} ${hi},${hi} ${c},${c}`,
  ];
}

/**
 * Draw the board into a fresh <g>. Returns the group.
 * layout: {size, ring, safe, starts, columns, yards, home_points}
 */
export function drawBoard(layout, parent) {
  const size = layout.size || 15;
  const g = svg("g", { class: "ludo-board", "aria-hidden": "true" }, parent);
  svg("rect", { x: 0, y: 0, width: size, height: size, rx: 0.3, class: "ludo-bg" }, g);

  // Yards: coloured 6x6 squares with a light inner court; the slots follow the game (markSeats).
  (layout.yards || []).forEach(([row, col], seat) => {
    const paint = PAINT[COLOURS[seat]];
    const yard = svg("g", { class: "ludo-yard-g", "data-seat": seat, "data-colour": COLOURS[seat] }, g);
    svg("rect", { x: col + 0.05, y: row + 0.05, width: 5.9, height: 5.9, rx: 0.35, fill: paint.main, class: "ludo-yard" }, yard);
    svg("rect", { x: col + 1, y: row + 1, width: 4, height: 4, rx: 0.45, fill: "#fffdf7", class: "ludo-court" }, yard);
    svg("g", { class: "ludo-slots" }, yard);
  });

  // The 52 ring squares; start squares in their seat's colour, stars on the safe squares.
  const safe = new Set(layout.safe || []);
  (layout.ring || []).forEach(([row, col], square) => {
    const seat = startSeat(layout, square);
    const fill = seat >= 0 ? PAINT[COLOURS[seat]].main : "#ffffff";
    svg("rect", { x: col, y: row, width: 1, height: 1, fill, class: "ludo-cell", "data-square": square }, g);
    if (safe.has(square)) {
      svg("polygon", {
        points: starPoints(col + 0.5, row + 0.5),
        class: "ludo-star",
        fill: seat >= 0 ? "#ffffff" : "#c9b26b",
        "fill-opacity": seat >= 0 ? 0.85 : 1,
      }, g);
    }
  });

  // Home columns: five cells in the seat's colour.
  (layout.columns || []).forEach((cells, seat) => {
    for (const [row, col] of cells) {
      svg("rect", { x: col, y: row, width: 1, height: 1, fill: PAINT[COLOURS[seat]].main, class: "ludo-cell ludo-column" }, g);
    }
  });

  // Centre home: four triangles.
  homeTriangle(size).forEach((points, seat) => {
    svg("polygon", { points, fill: PAINT[COLOURS[seat]].main, class: "ludo-home", stroke: "#ffffff", "stroke-width": 0.04 }, g);
  });
  return g;
}

/**
 * Mark the seats on a drawn board: the yard of the seat to act lit, yards of colours nobody plays
 * greyed, and as many slots in each playing yard as the game has tokens (a Quick game: two).
 */
export function markSeats(board, layout, { players = [], turn = null, tokens = 4 } = {}) {
  for (const yard of board.querySelectorAll(".ludo-yard-g")) {
    const seat = +yard.getAttribute("data-seat");
    const colour = COLOURS[seat];
    const playing = players.includes(colour);
    yard.classList.toggle("ludo-yard-idle", !playing);
    yard.classList.toggle("ludo-yard-active", colour === turn);
    const slots = yard.querySelector(".ludo-slots");
    const points = (layout.slots || [])[seat] || [];
    const want = playing ? Math.min(tokens, points.length) : 0;
    if (slots.childNodes.length === want) continue;
    slots.textContent = "";
    const paint = PAINT[colour];
    for (const [x, y] of points.slice(0, want)) {
      svg("circle", { cx: x, cy: y, r: 0.5, fill: paint.light, stroke: paint.main, "stroke-width": 0.06, class: "ludo-slot" }, slots);
    }
  }
}
