"""What a scenario names on the board: tokens (``red 2``) and squares (``red square 9``).

>>> place_mark("red", 20)        # place 20 of red's lap is ring square 19
Highlight(kind='ring', colour=None, token=None, square=19)
>>> place_mark("green", 53)
Highlight(kind='column', colour='green', token=None, square=2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.board import COLOURS, FIRST_COLUMN_PLACE, HOME, ring_square


@dataclass(frozen=True)
class TokenRef:
    """A token as people name it: colour and 1-based number (``red 2``)."""

    colour: str
    number: int

    @property
    def index(self) -> int:
        """The token as Python counts it, from 0 (``red 2`` is index 1)."""
        return self.number - 1

    def __str__(self) -> str:
        return f"{self.colour} {self.number}"


@dataclass(frozen=True)
class Highlight:
    """Something a step points at on the board: a token or a square.

    ``kind`` is ``"token"`` (colour, token index from 0: token 1 is index 0), ``"ring"`` (square: ring square 0..51),
    ``"column"`` (colour, square: 1..5 of its home column), ``"home"`` (colour) or
    ``"yard"`` (colour).
    """

    kind: str
    colour: str | None = None
    token: int | None = None
    square: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in (("kind", self.kind), ("colour", self.colour), ("token", self.token),
                                  ("square", self.square)) if v is not None}


def place_mark(colour: str, place: int) -> Highlight:
    """The square at ``place`` (1..57) of ``colour``'s lap: a ring square, a square of its home
    column (1..5) or its home."""
    if place == HOME:
        return Highlight("home", colour=colour)
    if place >= FIRST_COLUMN_PLACE:
        return Highlight("column", colour=colour, square=place - FIRST_COLUMN_PLACE + 1)
    return Highlight("ring", square=ring_square(COLOURS.index(colour), place))
