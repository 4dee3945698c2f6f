"""Where things sit on the drawn board: the one source every front end draws from.

The board is the classic 15 x 15 cross. A cell is ``(row, col)`` with row 0 at the top;
a point is ``(x, y)`` in cell units, so the centre of cell ``(row, col)`` is
``(col + 0.5, row + 0.5)``. Yards: red bottom-left, green top-left, yellow top-right,
blue bottom-right; travel is clockwise on screen.

>>> ring_cell(0)          # red's start square, on the bottom arm
(13, 6)
>>> point(0, 57, 0)       # a red token at home sits in red's triangle
(7.5, 8.1)
"""

from __future__ import annotations

from typing import Any

from .board import HOME, RING, SAFE_RING_SQUARES, SEATS, YARD, ring_square

Cell = tuple[int, int]
Point = tuple[float, float]

SIZE = 15


def _ring_path() -> list[Cell]:
    """The 52 ring cells clockwise, starting at green's start square (6, 1)."""
    cells: list[Cell] = []
    cells += [(6, c) for c in range(1, 6)]          # left arm, top lane, towards the centre
    cells += [(r, 6) for r in range(5, -1, -1)]     # top arm, left lane, upwards
    cells += [(0, 7), (0, 8)]
    cells += [(r, 8) for r in range(1, 6)]          # top arm, right lane, downwards
    cells += [(6, c) for c in range(9, 15)]         # right arm, top lane, outwards
    cells += [(7, 14), (8, 14)]
    cells += [(8, c) for c in range(13, 8, -1)]     # right arm, bottom lane, inwards
    cells += [(r, 8) for r in range(9, 15)]         # bottom arm, right lane, downwards
    cells += [(14, 7), (14, 6)]
    cells += [(r, 6) for r in range(13, 8, -1)]     # bottom arm, left lane, upwards
    cells += [(8, c) for c in range(5, -1, -1)]     # left arm, bottom lane, outwards
    cells += [(7, 0), (6, 0)]
    assert len(cells) == RING
    return cells


_PATH = _ring_path()
#: Ring square r (0 = red's start square) -> cell. Red's start is the 40th cell of the path.
RING_CELLS: tuple[Cell, ...] = tuple(_PATH[(39 + r) % RING] for r in range(RING))

#: Each seat's five home-column cells, in walking order (places 52..56).
HOME_COLUMN_CELLS: tuple[tuple[Cell, ...], ...] = (
    tuple((r, 7) for r in range(13, 8, -1)),   # red comes up from the bottom
    tuple((7, c) for c in range(1, 6)),        # green comes in from the left
    tuple((r, 7) for r in range(1, 6)),        # yellow comes down from the top
    tuple((7, c) for c in range(13, 8, -1)),   # blue comes in from the right
)

#: Top-left cell of each seat's 6 x 6 yard.
YARD_ORIGINS: tuple[Cell, ...] = ((9, 0), (0, 0), (0, 9), (9, 9))

#: Where a finished token rests: inside its own triangle of the centre.
HOME_POINTS: tuple[Point, ...] = ((7.5, 8.1), (6.9, 7.5), (7.5, 6.9), (8.1, 7.5))

_SLOT_OFFSETS: tuple[Point, ...] = ((2.0, 2.0), (4.0, 2.0), (2.0, 4.0), (4.0, 4.0))


def ring_cell(square: int) -> Cell:
    """The cell of a ring square (0..51)."""
    return RING_CELLS[square % RING]


def centre(cell: Cell) -> Point:
    """The centre point of a cell."""
    row, col = cell
    return (col + 0.5, row + 0.5)


def yard_point(seat: int, token: int) -> Point:
    """The slot of a token waiting in its yard (four slots; a fifth token shares the first)."""
    row, col = YARD_ORIGINS[seat]
    dx, dy = _SLOT_OFFSETS[token % len(_SLOT_OFFSETS)]
    return (col + dx, row + dy)


def point(seat: int, place: int, token: int = 0) -> Point:
    """Where a token of ``seat`` at ``place`` is drawn (before spreading out a stack)."""
    if place == YARD:
        return yard_point(seat, token)
    if place == HOME:
        return HOME_POINTS[seat]
    square = ring_square(seat, place)
    if square is not None:
        return centre(RING_CELLS[square])
    return centre(HOME_COLUMN_CELLS[seat][place - 52])


def path(seat: int, start: int, end: int, token: int = 0) -> list[Point]:
    """The points a token passes through moving from ``start`` to ``end``, both included.

    Coming out of the yard is a placement, not a walk: the path is just yard, start square.
    """
    if start == YARD:
        return [point(seat, YARD, token), point(seat, 1)]
    return [point(seat, p, token) for p in range(start, end + 1)]


def lap_points(seat: int) -> list[Point]:
    """Where places 1..57 of ``seat``'s lap are drawn, in order (index 0 is place 1).

    >>> lap_points(0)[0] == centre(ring_cell(0)) and len(lap_points(0))
    57
    """
    return [point(seat, place) for place in range(1, HOME + 1)]


def layout() -> dict[str, Any]:
    """The whole static board as plain JSON-ready data for a front end."""
    return {
        "size": SIZE,
        "ring": [list(c) for c in RING_CELLS],
        "safe": sorted(SAFE_RING_SQUARES),
        "starts": [13 * s for s in range(SEATS)],
        "columns": [[list(c) for c in cells] for cells in HOME_COLUMN_CELLS],
        "yards": [list(c) for c in YARD_ORIGINS],
        "home_points": [list(p) for p in HOME_POINTS],
        "slots": [[list(yard_point(s, t)) for t in range(len(_SLOT_OFFSETS))] for s in range(SEATS)],
        # Places 1..57 of each seat's lap: a front end numbers a lap without knowing the rules.
        "laps": [[list(p) for p in lap_points(seat)] for seat in range(SEATS)],
    }
