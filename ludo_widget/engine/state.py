"""Everything that changes during a game, in one plain value that copies and saves cheaply.

:class:`State` holds no rules and no history; :class:`~ludo_widget.engine.game.Game` keeps a stack
of copies for undo. Seats are numbers (0 red, 1 green, 2 yellow, 3 blue).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .board import SEATS


@dataclass(slots=True)
class State:
    """The mutable part of a game.

    ``places[seat]`` lists the places of that seat's tokens (empty for a seat not playing).
    ``sixes`` counts sixes in a row this turn; ``misses`` counts rolls without a move while no
    token is out (online's tries); ``aid[seat]`` counts rolls without a six while all of the
    seat's tokens are in the yard or home (paperfox's forced six). ``away`` lists the seats
    whose person has left the game (online: a computer plays them; away at the end, they lose).
    """

    places: list[list[int]]
    turn: int
    dice: int
    first: int
    awaiting: str = "roll"
    face: int | None = None
    doubled: bool = False
    sixes: int = 0
    misses: int = 0
    aid: list[int] = field(default_factory=lambda: [0] * SEATS)
    finished: list[int] = field(default_factory=list)
    rolls: int = 0
    turns: int = 1
    captures: list[int] = field(default_factory=lambda: [0] * SEATS)
    last_roll: tuple[int, int] | None = None
    # Power mode (online): tiles by ring square, tiles picked up this turn (they come back
    # when the turn passes), each seat's stock, shields (seat, token) -> the seat that gave it,
    # the bonus switched on for the coming or current roll, and Dice control's chosen face.
    tiles: dict[int, str] = field(default_factory=dict)
    taken: dict[int, str] = field(default_factory=dict)
    stock: list[dict[str, int]] = field(default_factory=lambda: [{} for _ in range(SEATS)])
    shields: dict[tuple[int, int], int] = field(default_factory=dict)
    bonus: str | None = None
    chosen: int | None = None
    shield_given: bool = False
    away: list[int] = field(default_factory=list)

    def copy(self) -> "State":
        """A deep copy (lists and dicts are copied, numbers are shared)."""
        # Field by field, never through __dict__ (slots: attribute reads on the hot path stay fast).
        return State(
            [p[:] for p in self.places], self.turn, self.dice, self.first, self.awaiting, self.face,
            self.doubled, self.sixes, self.misses, self.aid[:], self.finished[:], self.rolls, self.turns,
            self.captures[:], self.last_roll, self.tiles.copy(), self.taken.copy(),
            [d.copy() for d in self.stock], self.shields.copy(), self.bonus, self.chosen,
            self.shield_given, self.away[:])

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (dict keys become strings)."""
        new = self.copy()
        out = {f.name: getattr(new, f.name) for f in fields(State)}
        out["tiles"] = {str(k): v for k, v in self.tiles.items()}
        out["taken"] = {str(k): v for k, v in self.taken.items()}
        out["shields"] = [[s, t, g] for (s, t), g in self.shields.items()]
        out["last_roll"] = list(self.last_roll) if self.last_roll else None
        return out
