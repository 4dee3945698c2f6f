"""Setting up a position one change at a time, each change checked by the engine.

Every function takes a game and returns a new game at the changed position, or raises a
:class:`~ludo_widget.engine.errors.LudoError` saying why that position cannot be (the game
given is never changed). The new game starts afresh from the position (no undo history), with
the same rules, seats and die.

>>> from ludo_widget import Game
>>> game = place(Game(players=("red", "yellow"), seed=1), "red", 0, 20)
>>> game = set_face(game, 6)
>>> game.notation()
'classic r:20,0,0,0 y:0,0,0,0 r move:6 six:1'
>>> place(game, "yellow", 0, 46)   # red's square 20 is yellow's 46: one would have captured the other
Traceback (most recent call last):
...
ludo_widget.engine.errors.PositionError: yellow token 1 and red token 1 cannot share ring square 19: under capture_rule 'all' the one that came last took the other
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import notation, power
from .board import COLOURS, HOME, RING, RING_OF, SAFE_RING, seat_of
from .errors import PositionError
from .events import token_name
from .game import Game
from .state import State


def place(game: Game, colour: str, token: int, where: int) -> Game:
    """``colour``'s token ``token`` (0-based) at place ``where`` (0 yard, 1..51 ring, 52..56 home column, 57 home)."""
    seat = _seat(game, colour)
    if not isinstance(token, int) or isinstance(token, bool) or not 0 <= token < game.rules.tokens:
        raise PositionError(f"{colour} has tokens 1 to {game.rules.tokens}")
    if not isinstance(where, int) or isinstance(where, bool) or not 0 <= where <= HOME:
        raise PositionError(f"a place is 0 (yard) to {HOME} (home), not {str(where)[:12]}")

    def change(st: State) -> None:
        st.places[seat][token] = where
        if not 1 <= where <= 51:
            st.shields.pop((seat, token), None)  # a shield holds on the ring only
    return _changed(game, change)


def set_turn(game: Game, colour: str) -> Game:
    """``colour`` to act, with a roll awaited (a new turn: no sixes, tries or bonus yet)."""
    seat = _seat(game, colour)

    def change(st: State) -> None:
        st.turn = seat
        st.awaiting, st.face, st.doubled, st.sixes, st.misses = "roll", None, False, 0, 0
        power.settle(st)
    return _changed(game, change)


def set_face(game: Game, face: int | None) -> Game:
    """A pending face for the seat to act (``None``: a roll is awaited). A pending six counts as one six."""
    if face is not None and (not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6):
        raise PositionError(f"a face is 1 to 6 (or none), not {str(face)[:12]}")

    def change(st: State) -> None:
        st.awaiting = "roll" if face is None else "move"
        st.face, st.doubled, st.sixes = face, False, 1 if face == 6 else 0
        if st.bonus == "double":
            power.settle(st)
    return _changed(game, change)


def set_tile(game: Game, square: int, kind: str | None) -> Game:
    """Power: the tile ``kind`` on ring square ``square`` (0..51, red's start is 0), or none."""
    if not game.rules.power:
        raise PositionError("tiles need Power mode")
    if not isinstance(square, int) or isinstance(square, bool) or not 0 <= square < RING:
        raise PositionError(f"a tile lies on a ring square 0..51, not {str(square)[:12]}")

    def change(st: State) -> None:
        st.taken.pop(square, None)
        if kind is None:
            st.tiles.pop(square, None)
        else:
            st.tiles[square] = kind
        try:
            power.check_tiles(st.tiles)
        except ValueError as exc:
            raise PositionError(str(exc)) from None
    return _changed(game, change)


def set_stock(game: Game, colour: str, bonus: str, count: int) -> Game:
    """Power: ``colour`` holds ``count`` (0..3) of ``bonus`` (double, dice, shield)."""
    seat = _seat(game, colour)
    if not game.rules.power:
        raise PositionError("stocks need Power mode")
    if bonus not in power.STORED:
        raise PositionError(f"the bonuses are {', '.join(power.STORED)}, not {str(bonus)[:20]!r}")
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= power.CAP:
        raise PositionError(f"a stock holds 0 to {power.CAP} of each bonus")

    def change(st: State) -> None:
        st.stock[seat][bonus] = count
    return _changed(game, change)


def check(game: Game) -> None:
    """What the notation's checks leave out: under capture_rule 'all' no two opponents share a plain square."""
    if game.rules.capture_rule != "all":
        return
    st, ref = game.state, game.referee
    seen: dict[int, tuple[int, int]] = {}
    for seat in ref.seats:
        for token, where in enumerate(st.places[seat]):
            square = RING_OF[seat][where]
            if square < 0 or SAFE_RING[square]:
                continue
            other = seen.setdefault(square, (seat, token))
            if other[0] not in ref.friends(seat) and (seat, token) not in st.shields and other not in st.shields:
                raise PositionError(f"{token_name(COLOURS[seat], token)} and {token_name(COLOURS[other[0]], other[1])} "
                                    f"cannot share ring square {square}: under capture_rule 'all' the one that "
                                    "came last took the other")


def _seat(game: Game, colour: Any) -> int:
    if colour not in game.players:
        raise PositionError(f"{str(colour)[:20]} is not playing here; the colours are {', '.join(game.players)}")
    return seat_of(colour)


def _changed(game: Game, change: Callable[[State], None]) -> Game:
    """The game at ``game``'s position with ``change`` made, finishers and the end settled, all checked."""
    st = game.state.copy()
    change(st)
    ref = game.referee
    home = [s for s in ref.seats if all(p == HOME for p in st.places[s])]
    st.finished = [s for s in st.finished if s in home] + [s for s in home if s not in st.finished]
    if st.finished and ref.over(st):
        st.awaiting, st.face, st.doubled = "over", None, False
    elif st.awaiting == "over":
        st.awaiting = "roll"
    new = Game.from_notation(notation.write(game.rules, game.players, st), seed=game.seed)
    new.state.dice = st.dice
    check(new)
    return new
