"""A static picture of any position, as SVG text, drawn from the same geometry as the board.

It is what a notebook shows for a :class:`~ludo_widget.engine.game.Game` (``Game._repr_svg_``; ``board_svg(game, numbers=...)`` for more),
and it stays visible where widgets do not run (GitHub, nbviewer, a documentation page).
``numbers`` writes the numbering on the squares: a colour's places 1–57 along its lap, or the
ring squares 0–51.

>>> from ludo_widget import Game
>>> game = Game("classic", players=("red", "yellow"), positions={"red": [0, 1, 9, 52]})
>>> picture = board_svg(game, numbers="red")
>>> picture.startswith("<svg") and 'aria-label="red token 3, place 9"' in picture
True
>>> ">57<" in picture and ">58<" not in picture      # places 1..57 of red's lap
True

``moves`` draws moves on it as the board's review does: a green line along each token's way
(a hint, the better move), and ``played`` one more in red dashes (the move played):

>>> game.roll(6)
6
>>> 'aria-label="the move: red token 2 from place 1 to place 7"' in board_svg(game, moves=[game.legal_moves()[1]])
True
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape, quoteattr

from . import geometry
from .board import COLOURS, HOME, RING, SAFE_RING_SQUARES, seat_of, start_of
from .errors import LudoError, quote
from .narration import token_name
from .referee import Move

if TYPE_CHECKING:
    from .game import Game

#: Where the board's colours are written once: this drawing and the widget's front end (which
#: bundles the file at build time, ``js/constants.js``) read the same table.
COLOURS_FILE = Path(__file__).with_name("board_colours.json")
#: The board's colours: main, light, dark.
PAINT: dict[str, tuple[str, str, str]] = {
    colour: (shades["main"], shades["light"], shades["dark"])
    for colour, shades in json.loads(COLOURS_FILE.read_text(encoding="utf-8")).items()
}
#: What ``numbers`` may be besides None: the colour to act, the ring, or a colour.
NUMBERINGS: tuple[str, ...] = ("turn", "ring", *COLOURS)
TILE_LABELS = {"plus1": "+1", "double": "x2", "shield": "S", "dice": "D"}
TOKEN_R = 0.36
#: How moves are drawn: the move to play (a hint, a review's better move) and the move played.
MOVE_STYLES = {"the move": ("#1b7a2e", ""), "the move played": ("#c62828", ' stroke-dasharray="0.3 0.2"')}
MAX_MOVES = 16


class SvgImage(str):
    """SVG text that a notebook shows as a picture."""

    def _repr_svg_(self) -> str:
        return str(self)


def board_svg(game: "Game", numbers: str | None = None, size: int = 400, *,
              moves: Iterable[Move] = (), played: Move | None = None) -> SvgImage:
    """The position of ``game`` as an SVG picture ``size`` pixels wide.

    ``numbers``: ``None`` (no numbers), a colour (that colour's places 1–57 along its lap: its
    start square is 1, its home column 52–56, home 57), ``"turn"`` (the places of the colour
    to act) or ``"ring"`` (the ring squares 0–51, counted clockwise from red's start square).
    ``moves`` (up to 16) are drawn as green lines along each token's way, ``played`` in red
    dashes; each must be a move of one of the game's seats.
    """
    if not isinstance(size, int) or isinstance(size, bool) or not 16 <= size <= 4000:
        raise LudoError(f"size must be a whole number of pixels 16..4000, not {size!r}")
    marks = _moves(game, moves, played)
    labels = _labels(game, numbers)
    n = geometry.SIZE
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n} {n}" width="{size}" height="{size}" '
             f'role="img" aria-label={quoteattr(_caption(game, numbers))}>',
             f"<title>{escape(game.notation())}</title>"]
    parts += _static_board(game, corner_stars=bool(labels))
    parts += _numbers(labels)
    parts += _tokens(game)
    parts += marks
    parts.append("</svg>")
    return SvgImage("\n".join(parts) + "\n")


def _moves(game: "Game", moves: Any, played: Any) -> list[str]:
    """The marks of ``moves`` and ``played``, checked first (hostile until then)."""
    if isinstance(moves, (str, bytes, Move)) or not isinstance(moves, Iterable):
        raise LudoError(f"moves must be a list of moves, not {quote(moves)}")
    shown = [("the move", m) for m in islice(moves, MAX_MOVES + 1)]
    if len(shown) > MAX_MOVES:
        raise LudoError(f"at most {MAX_MOVES} moves are drawn")
    if played is not None:
        shown.insert(0, ("the move played", played))  # beneath the better move where they share squares
    out = []
    for kind, move in shown:
        if not (isinstance(move, Move) and move.colour in game.players
                and all(isinstance(v, int) and not isinstance(v, bool) for v in move[1:])
                and 0 <= move.token < 4 and 0 <= move.start < move.to <= HOME):
            raise LudoError(f"{kind} must be a move of one of the game's seats, not {quote(move)}")
        out.append(_move_mark(kind, move))
    return out


def _move_mark(kind: str, move: Move) -> str:
    """A line along the token's way from where it stands to where it lands, and a ring there."""
    stroke, dashes = MOVE_STYLES[kind]
    points = geometry.path(seat_of(move.colour), move.start, move.to, move.token)
    where = "the yard" if move.start == 0 else f"place {move.start}"
    to = "home" if move.to == HOME else f"place {move.to}"
    line = " ".join(f"{x:.3f},{y:.3f}" for x, y in points)
    x, y = points[-1]
    return (f'<g aria-label="{kind}: {token_name(move.colour, move.token)} from {where} to {to}" fill="none" '
            f'stroke="{stroke}" stroke-width="0.14" stroke-linecap="round" stroke-linejoin="round" '
            f'stroke-opacity="0.85"{dashes}><polyline points="{line}"/>'
            f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{TOKEN_R + 0.1:.3f}"/></g>')


def _caption(game: "Game", numbers: str | None) -> str:
    what = {None: "", "ring": ", ring squares numbered 0 to 51"}.get(numbers)
    if what is None:
        what = f", {_numbered_colour(game, numbers)}'s places numbered 1 to 57"
    state = f"{game.turn} to {game.awaiting}" if game.turn else "game over"
    return f"Ludo board ({game.rules.edition}), {state}{what}"


def _numbered_colour(game: "Game", numbers: str | None) -> str:
    if numbers not in NUMBERINGS or numbers == "ring":
        raise LudoError(f"numbers must be None, {', '.join(map(repr, NUMBERINGS))}, not {numbers!r}")
    return (game.turn or game.players[0]) if numbers == "turn" else numbers


def _labels(game: "Game", numbers: str | None) -> list[tuple[float, float, str, bool]]:
    """(x, y, text, on a coloured square) for every number to write."""
    if numbers is None:
        return []
    if numbers == "ring":
        return [(*geometry.centre(geometry.ring_cell(r)), str(r), start_of(r) is not None) for r in range(RING)]
    seat = seat_of(_numbered_colour(game, numbers))
    out = []
    for place, (x, y) in enumerate(geometry.lap_points(seat), start=1):
        coloured = place == 1 or place > 51
        out.append((x, y, str(place), coloured))
    return out


def _static_board(game: "Game", corner_stars: bool = False) -> list[str]:
    """The board itself; ``corner_stars`` draws stars small in a corner, leaving room for a number."""
    n = geometry.SIZE
    out = [f'<rect x="0" y="0" width="{n}" height="{n}" rx="0.3" fill="#f7f1e3"/>']
    for seat, (row, col) in enumerate(geometry.YARD_ORIGINS):
        main, light, _ = PAINT[COLOURS[seat]]
        out.append(f'<rect x="{col + 0.05}" y="{row + 0.05}" width="5.9" height="5.9" rx="0.35" fill="{main}"/>')
        out.append(f'<rect x="{col + 1}" y="{row + 1}" width="4" height="4" rx="0.45" fill="#fffdf7"/>')
        for token in range(4):
            x, y = geometry.yard_point(seat, token)
            out.append(f'<circle cx="{x}" cy="{y}" r="0.5" fill="{light}" stroke="{main}" stroke-width="0.06"/>')
    for square in range(RING):
        row, col = geometry.ring_cell(square)
        owner = start_of(square)  # a start square takes its seat's colour
        fill = PAINT[COLOURS[owner]][0] if owner is not None else "#ffffff"
        out.append(f'<rect x="{col}" y="{row}" width="1" height="1" fill="{fill}" stroke="#9a8f7a" '
                   f'stroke-width="0.03"/>')
        if square in SAFE_RING_SQUARES:
            star_fill = "#ffffff" if owner is not None else "#c9b26b"
            star = _star(col + 0.2, row + 0.2, 0.17, 0.07) if corner_stars else _star(col + 0.5, row + 0.5)
            out.append(f'<polygon points="{star}" fill="{star_fill}" fill-opacity="0.9"/>')
    for seat, cells in enumerate(geometry.HOME_COLUMN_CELLS):
        for row, col in cells:
            out.append(f'<rect x="{col}" y="{row}" width="1" height="1" fill="{PAINT[COLOURS[seat]][0]}" '
                       f'stroke="#ffffff" stroke-width="0.03"/>')
    lo, hi, c = (n - 3) / 2, (n + 3) / 2, n / 2
    triangles = [f"{lo},{hi} {hi},{hi}", f"{lo},{lo} {lo},{hi}", f"{lo},{lo} {hi},{lo}", f"{hi},{lo} {hi},{hi}"]
    for seat, corners in enumerate(triangles):
        out.append(f'<polygon points="{corners} {c},{c}" fill="{PAINT[COLOURS[seat]][0]}" stroke="#ffffff" '
                   f'stroke-width="0.04"/>')
    for square, kind in sorted(game.tiles.items()):
        x, y = geometry.centre(geometry.ring_cell(square))
        out.append(f'<rect x="{x - 0.34}" y="{y - 0.34}" width="0.68" height="0.68" rx="0.12" fill="#6b4fa3" '
                   f'fill-opacity="0.85"/>')
        out.append(_text(x, y, TILE_LABELS[kind], 0.34, "#ffffff"))
    return out


def _numbers(labels: list[tuple[float, float, str, bool]]) -> list[str]:
    out = []
    for x, y, text, coloured in labels:
        fill, halo = ("#ffffff", "#333333") if coloured else ("#222222", "#ffffff")
        out.append(_text(x, y, text, 0.42, fill, halo))
    return out


def _tokens(game: "Game") -> list[str]:
    """Tokens; several on one point are spread around it so every one stays visible."""
    piles: dict[tuple[float, float], list[tuple[str, int, int]]] = defaultdict(list)
    for colour, places in game.positions.items():
        for token, place in enumerate(places):
            piles[geometry.point(seat_of(colour), place, token)].append((colour, token, place))
    shields = set(game.shields)
    out = []
    for (x, y), pile in sorted(piles.items()):
        spread, scale = (0.0, 1.0) if len(pile) == 1 else (0.22, 0.62)
        for i, (colour, token, place) in enumerate(pile):
            dx, dy = _around(i, len(pile), spread)
            out.append(_token(x + dx, y + dy, colour, token, place, scale, (colour, token) in shields))
    return out


def _token(x: float, y: float, colour: str, token: int, place: int, scale: float, shielded: bool) -> str:
    main, _, dark = PAINT[colour]
    where = "yard" if place == 0 else "home" if place == HOME else f"place {place}"
    r = round(TOKEN_R * scale, 3)
    ring = (f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{r + 0.07:.3f}" fill="none" stroke="#6b4fa3" '
            f'stroke-width="0.08"/>' if shielded else "")
    return (f'<g aria-label="{colour} token {token + 1}, {where}">{ring}'
            f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{r}" fill="{main}" stroke="{dark}" stroke-width="0.07"/>'
            f'{_text(x, y, str(token + 1), round(0.44 * scale, 3), "#ffffff", dark)}</g>')


def _around(i: int, n: int, radius: float) -> tuple[float, float]:
    if n == 1:
        return (0.0, 0.0)
    angle = -math.pi / 2 + 2 * math.pi * i / n
    return (radius * math.cos(angle), radius * math.sin(angle))


def _text(x: float, y: float, text: str, size: float, fill: str, halo: str | None = None) -> str:
    stroke = f' stroke="{halo}" stroke-width="{size / 6:.3f}" paint-order="stroke"' if halo else ""
    return (f'<text x="{x:.3f}" y="{y:.3f}" font-size="{size}" font-family="sans-serif" font-weight="bold" '
            f'text-anchor="middle" dominant-baseline="central" fill="{fill}"{stroke}>{escape(text)}</text>')


def _star(cx: float, cy: float, outer: float = 0.36, inner: float = 0.15) -> str:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        points.append(f"{cx + r * math.cos(a):.3f},{cy + r * math.sin(a):.3f}")
    return " ".join(points)
