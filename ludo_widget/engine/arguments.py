"""The arguments of :class:`~ludo_widget.engine.game.Game`, checked: rules, seats, positions,
faces and tiles from a caller are hostile until these say otherwise (a short ``LudoError`` if not).

>>> to_seats(2, Rules.preset("classic"))
(0, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import islice
from typing import Any

from . import power
from .board import COLOURS, HOME, SEATS, seat_of
from .errors import IllegalAction, PositionError, RulesError, quote, whole
from .notation import read_rules
from .rules import Rules


def said(colour: Any) -> str:
    """A colour as a message names it: as is when it is one, quoted (and cut short) when not."""
    return colour if colour in COLOURS else quote(colour)


def to_rules(rules: Any) -> Rules:
    """A ``Rules`` value, a preset's name, or a preset with options as the notation writes them.

    >>> to_rules("online[power=yes;tries=2]") == Rules.preset("online", power=True, tries=2)
    True
    """
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return read_rules(rules) if "[" in rules else Rules.preset(rules)
    raise RulesError(f"rules must be a preset name (with options: 'online[power=yes]') or a Rules value, "
                     f"not {quote(rules)}")


def to_seats(players: Any, rules: Rules) -> tuple[int, ...]:
    if players is None:
        players = 4
    if whole(players) is not None:
        players = whole(players)
        defaults = {2: ("red", "yellow"), 3: ("red", "green", "yellow"), 4: COLOURS}
        if players not in defaults:
            raise PositionError(f"2, 3 or 4 players take part, not {players}")
        players = defaults[players]
    if isinstance(players, str) or not isinstance(players, Iterable):
        raise PositionError(f"players must be colours, not {quote(players)}")
    colours = list(islice(players, SEATS + 1))  # one too many is enough to refuse (and stops endless iterators)
    seats = sorted(seat_of(c) if isinstance(c, str) else seat_of(quote(c)) for c in colours)
    if len(set(seats)) != len(seats):
        raise PositionError("a colour can take only one seat")
    if not 2 <= len(seats) <= 4:
        raise PositionError(f"2 to 4 colours take part, not {len(seats)}")
    if rules.teams and len(seats) != 4:
        raise PositionError("team play needs all four seats")
    return tuple(seats)


def seat_in(colour: Any, seats: tuple[int, ...], what: str) -> int:
    seat = seat_of(colour) if isinstance(colour, str) else seat_of(quote(colour))
    if seat not in seats:
        raise PositionError(f"{what}: {said(colour)} is not playing")
    return seat


def to_places(positions: Any, seats: tuple[int, ...], tokens: int) -> list[list[int]]:
    places = [[0] * tokens if s in seats else [] for s in range(SEATS)]
    if positions is not None and not isinstance(positions, Mapping):
        raise PositionError(f"positions maps colours to lists of places, not {quote(positions)}")
    for colour, row in (positions or {}).items():
        seat = seat_in(colour, seats, "positions")
        row = list(row) if isinstance(row, (list, tuple)) else row
        if not isinstance(row, list) or len(row) != tokens:
            raise PositionError(f"{said(colour)} needs a list of {tokens} places, not {quote(row)}")
        for p in row:
            if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= HOME:
                raise PositionError(f"{said(colour)}: a place is 0 (yard) to 57 (home), not {quote(p)}")
        places[seat] = row
    return places


def check_face(face: Any) -> int:
    if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6:
        raise IllegalAction(f"a die shows 1 to 6, not {quote(face)}")
    return face


def check_tiles(tiles: Any) -> dict[int, str]:
    try:
        return power.check_tiles(tiles)
    except ValueError as exc:
        raise PositionError(str(exc)) from None
