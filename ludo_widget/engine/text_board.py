"""The position as plain text: what ``print(game)`` shows, in a terminal, a doctest or a bug report.

The 15 x 15 cross of the drawn board (:mod:`.geometry`, the one source of where things sit),
a cell three characters wide. A token is its colour's initial and its number (``R1``: red
token 1). Several tokens on one cell are counted (``2R``: two red tokens; ``RY``: a red and a
yellow one; ``3+``: three tokens of more than one colour), and the lines under the board name
them. ``.`` is a square of the ring, ``*`` a star, a small letter a seat's start square or home
column; tokens at home sit in their colour's side of the centre; a Power tile shows as on the
board (``+1``, ``x2``, ``S``, ``D``), and the last line names the tokens a Power shield keeps.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), positions={"red": [0, 14, 14, 57], "yellow": [12, 0, 0, 0]})
>>> print(game)
classic: Red to roll
                  .  .  .
                  .  y  y              Y2
                  *  y  .
                  .  y  .
                  .  y  .     Y3       Y4
                  .  y  .
.  2R .  .  .  .           .  .  .  *  .  .
.  g  g  g  g  g           b  b  b  b  b  Y1
.  .  *  .  .  .     R4    .  .  .  .  b  .
                  .  r  .
   R1             .  r  .
                  .  r  .
                  .  r  *
                  r  r  .
                  .  .  .
2R: red token 2, red token 3
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from . import geometry
from .board import COLOURS, RING, SAFE_RING_SQUARES, YARD, seat_of, start_of
from .narration import name, token_name
from .svg import TILE_LABELS

if TYPE_CHECKING:
    from .game import Game

Cell = tuple[int, int]

#: Terminal colours (ANSI SGR codes) of the seats: a token is drawn bold, a square of a seat plain.
ANSI_COLOURS = {"red": "31", "green": "32", "yellow": "33", "blue": "34"}


def board_text(game: "Game", ansi: bool = False) -> str:
    """The position as lines of text: a status line, the board, and the names of any piles.

    ``ansi`` paints tokens and each seat's squares in the seat's colour for a terminal (the
    characters are the same: only colour codes are added).
    """
    piles = _piles(game)
    cells = _empty_board(game)
    seat_colours = {colour[0]: colour for colour in COLOURS}  # a seat's squares are marked with its initial
    paint = {cell: ANSI_COLOURS[seat_colours[mark]] for cell, mark in cells.items() if mark in seat_colours}
    legend = []
    for cell, tokens in sorted(piles.items()):
        label = _label(tokens)
        cells[cell] = label
        colours = {c for c, _ in tokens}
        paint[cell] = "1;" + ANSI_COLOURS[colours.pop()] if len(colours) == 1 else "1"
        if len(tokens) > 1:
            legend.append(f"{label}: " + ", ".join(token_name(c, t) for c, t in tokens))
    rows = ["".join(_cell_text(cells.get((row, col), ""), paint.get((row, col)) if ansi else None)
                    for col in range(geometry.SIZE)).rstrip()
            for row in range(geometry.SIZE)]
    if game.shields:
        legend.append("shielded: " + ", ".join(token_name(c, t) for c, t in game.shields))
    return "\n".join([_status(game), *rows, *legend])


def _cell_text(label: str, code: str | None) -> str:
    """A cell three characters wide, its label painted with an ANSI code when given one."""
    if not code or not label:
        return label.ljust(3)
    return f"\x1b[{code}m{label}\x1b[0m" + " " * (3 - len(label))


def _status(game: "Game") -> str:
    """``classic: Red to roll``, ``... Red rolled 6, to move``, ``... Red won``."""
    edition = game.rules.edition
    if game.over:
        winner = game.winner
        if winner is None:
            return f"{edition}: game over"
        colours = (winner,) if isinstance(winner, str) else winner
        return f"{edition}: {' and '.join(name(c) for c in colours)} won"
    colour = name(game.turn or "")
    if game.awaiting == "move":
        return f"{edition}: {colour} rolled {game.face}, to move"
    return f"{edition}: {colour} to roll"


def _empty_board(game: "Game") -> dict[Cell, str]:
    """The marks of the squares themselves, before any token is put on them."""
    cells: dict[Cell, str] = {}
    for square in range(RING):
        seat = start_of(square)
        mark = COLOURS[seat][0] if seat is not None else "*" if square in SAFE_RING_SQUARES else "."
        cells[geometry.ring_cell(square)] = mark
    for seat, column in enumerate(geometry.HOME_COLUMN_CELLS):
        for cell in column:
            cells[cell] = COLOURS[seat][0]
    for square, kind in game.tiles.items():
        cells[geometry.ring_cell(square)] = TILE_LABELS[kind]
    return cells


def _piles(game: "Game") -> dict[Cell, list[tuple[str, int]]]:
    """Cell -> the (colour, token) pairs on it, in seat and token order."""
    piles: dict[Cell, list[tuple[str, int]]] = defaultdict(list)
    for colour, places in game.positions.items():
        for token, place in enumerate(places):
            piles[_cell(seat_of(colour), place, token)].append((colour, token))
    return piles


def _cell(seat: int, place: int, token: int) -> Cell:
    """The cell a token is drawn in. The drawing puts a waiting token on a point between cells;
    here its slot is the cell one in from the yard's corner (rows and columns 1 and 4 of 6)."""
    x, y = geometry.point(seat, place, token)
    if place == YARD:
        row, col = geometry.YARD_ORIGINS[seat]
        return (row + (1 if y - row < 3 else 4), col + (1 if x - col < 3 else 4))
    return (int(y), int(x))


def _label(tokens: list[tuple[str, int]]) -> str:
    """``R1`` for one token; ``2R`` for several of one colour; ``RY`` for two colours; ``3+``."""
    colours = {c for c, _ in tokens}
    if len(tokens) == 1:
        colour, token = tokens[0]
        return f"{colour[0].upper()}{token + 1}"
    if len(colours) == 1:
        return f"{len(tokens)}{tokens[0][0][0].upper()}"
    if len(tokens) == 2:
        return "".join(c[0].upper() for c, _ in tokens)
    return f"{len(tokens)}+"
