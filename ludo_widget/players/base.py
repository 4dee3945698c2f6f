"""The player interface, and the few helpers every computer player shares.

A *player* looks at a :class:`~ludo_widget.engine.game.Game` that awaits a move and returns one of
``game.legal_moves()``. Anything with a ``name`` and a ``choose(game)`` method will do:

>>> from ludo_widget import Game
>>> class FrontRunner:
...     name = "front-runner"
...     def choose(self, game):
...         return max(game.legal_moves(), key=lambda m: m.start)
>>> game = Game(players=2, seed=1)
>>> game.roll(6)
6
>>> game.move(FrontRunner().choose(game))
>>> game.positions["red"]
[1, 0, 0, 0]

Players never roll: whoever drives the game (the board, :func:`ludo_widget.simulate.simulate`,
:func:`ludo_widget.players.play_turn`) rolls and asks the player only when a move is awaited.
The shipped players' moves are legal under every option.

**Power bonuses (optional).** In a Power game (``Rules.preset("online", power=True)``) the
driver also asks a player that has a ``choose_bonus(game)`` method, whenever the seat to act
has something in its stock (``game.stock[colour]``) and no bonus is on yet (``game.bonus``):
once before each roll (Double roll, Dice control or Shield may go on) and once after a roll
that awaits a move (Shield only). It returns ``None`` (no bonus) or ``(bonus, face)`` as
:meth:`Game.use <ludo_widget.engine.game.Game.use>` takes them: ``("double", None)``,
``("dice", 6)``, ``("shield", None)``. The driver switches it on, so an answer the game
refuses is an error (``IllegalAction``). A player without the method never uses bonuses.
:class:`~ludo_widget.players.heuristic.HeuristicPlayer` and
:class:`~ludo_widget.players.expectimax.ExpectimaxPlayer` plan theirs with
:mod:`ludo_widget.players.bonuses`:

>>> from ludo_widget import Rules
>>> from ludo_widget.players import HeuristicPlayer
>>> game = Game(Rules.preset("online", power=True), players=2, turn="red",
...             positions={"red": [20, 0, 0, 0], "yellow": [50, 0, 0, 0]}, seed=1)
>>> game._state.stock[0]["dice"] = 1          # red holds one Dice control
>>> HeuristicPlayer().choose_bonus(game)      # a 4 lands on yellow's token (ring square 23)
('dice', 4)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from ..engine.board import COLOURS
from ..engine.referee import Move, Referee
from ..engine.state import State

if TYPE_CHECKING:
    from ..engine.game import Game


@runtime_checkable
class Player(Protocol):
    """Picks one of ``game.legal_moves()`` for the seat to act (``game.turn``)."""

    name: str

    def choose(self, game: "Game") -> Move:
        ...

    # Optional (not part of the protocol's check):
    # def choose_bonus(self, game: "Game") -> tuple[str, int | None] | None: ...


def distinct(moves: list[Move], st: State | None = None) -> list[Move]:
    """One move per distinct outcome: tokens of one colour on one place are interchangeable
    (unless one of them is shielded, in Power mode: pass ``st`` to tell them apart).

    >>> distinct([Move("red", 0, 0, 1), Move("red", 1, 0, 1), Move("red", 2, 5, 11)])
    [Move(colour='red', token=0, start=0, to=1), Move(colour='red', token=2, start=5, to=11)]
    """
    shields = st.shields if st is not None else {}
    seen: set[tuple] = set()
    out = []
    for m in moves:
        key = (m.colour, m.start, (COLOURS.index(m.colour), m.token) in shields) if shields else (m.colour, m.start)
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out


def distinct_options(game: "Game") -> list[Move]:
    """The moves worth telling apart now (one per distinct outcome); refuses if no move is awaited.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, seed=1)
    >>> game.roll(6)
    6
    >>> distinct_options(game)
    [Move(colour='red', token=0, start=0, to=1)]
    """
    st = game._state
    legal = game._ref.moves(st)
    if not legal:
        raise ValueError("no move is awaited")
    return distinct(legal, st)


def after_move(ref: Referee, st: State, move: Move) -> State:
    """A copy of ``st`` with ``move`` played (no events)."""
    nxt = st.copy()
    ref.move(nxt, move, None)
    return nxt


def after_roll(ref: Referee, st: State, face: int) -> State:
    """A copy of ``st`` after the seat to act rolls ``face`` (settled at once if no move)."""
    nxt = st.copy()
    ref.roll(nxt, face, None)
    return nxt


def faces(ref: Referee, st: State) -> tuple[tuple[int, float], ...]:
    """The faces the next roll may show, with their chances.

    Fair unless Dice control has fixed the face or paperfox's starting aid forces a six.
    """
    if st.chosen is not None:
        return ((st.chosen, 1.0),)
    n = ref.rules.forced_six_after
    if n and st.aid[st.turn] >= n and ref.none_out(st, st.turn):
        return ((6, 1.0),)
    return FAIR


FAIR: tuple[tuple[int, float], ...] = tuple((f, 1 / 6) for f in range(1, 7))
