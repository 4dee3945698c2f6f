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

Players never roll, nor move: whoever drives the game (the board, :func:`ludo_widget.simulate.simulate`,
:func:`ludo_widget.players.play_turn`) rolls, asks the player only when a move is awaited, and
plays the move it returns (``simulate`` refuses a player that changes the game itself).
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

>>> from ludo_widget.players import HeuristicPlayer
>>> game = Game.from_notation("online[power=yes] r:20,0,0,0 y:50,0,0,0 r roll six:0 stock:r=0.1.0")
>>> game.stock["red"]                         # red holds one Dice control
{'double': 0, 'dice': 1, 'shield': 0}
>>> HeuristicPlayer().choose_bonus(game)      # a 4 lands on yellow's token (ring square 23)
('dice', 4)

**Watching (optional).** A player can learn how the other seats play from ``game.history``
(the lookahead player's ``"observed"`` replies, :mod:`ludo_widget.players.watching`).
:func:`~ludo_widget.simulate.simulate` plays games that keep no history, so it tells a player
that has a ``watch(game, move)`` method each move any seat is about to play, ``game.state``
being the position it was chosen in.

**Looking ahead.** A searching player works on the engine's fast path, never on the game
itself: ``game.referee`` and ``game.state`` (see :mod:`ludo_widget.engine.referee`), with
``referee.after_roll``, ``referee.after_move`` and ``referee.faces`` for the chance nodes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..engine.board import COLOURS
from ..engine.errors import IllegalAction, LudoError, quote, whole
from ..engine.game import as_game
from ..engine.referee import Move
from ..engine.state import State

if TYPE_CHECKING:
    from ..engine.game import Game


@runtime_checkable
class Player(Protocol):
    """Picks one of ``game.legal_moves()`` for the seat to act (``game.turn``).

    Any object with a ``name`` and a ``choose`` method is a player: pass it where a player's
    name goes (``simulate(strategies=...)``, ``terminal.play``), or ``register`` a class. It
    may also have ``choose_bonus(game)``, returning ``(bonus, face)`` or None, to spend Power
    bonuses (not part of the protocol's check).
    """

    name: str

    def choose(self, game: "Game") -> Move:
        """The move to play: one of ``game.legal_moves()``, which is not empty when this is asked."""
        ...


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


def awaited_moves(game: "Game") -> list[Move]:
    """``game.legal_moves()``, refused with a :class:`LudoError` if ``game`` is no Game or awaits
    no move: where every player's ``choose`` starts."""
    legal = as_game(game).legal_moves()
    if not legal:
        raise LudoError(f"no move is awaited: the game awaits {game.awaiting!r}")
    return legal


def distinct_options(game: "Game") -> list[Move]:
    """The moves worth telling apart now (one per distinct outcome); refuses if no move is awaited.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, seed=1)
    >>> game.roll(6)
    6
    >>> distinct_options(game)
    [Move(colour='red', token=0, start=0, to=1)]
    """
    return distinct(awaited_moves(game), game.state)


def is_number(value: Any) -> bool:
    """A finite int or float (not a bool): what a weight or a time budget may be."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def check_flag(name: str, value: Any) -> None:
    """Refuse an on/off option that is not True or False (``bonuses="no"`` would be taken as true)."""
    if not isinstance(value, bool):
        raise LudoError(f"{name} must be True or False, not {quote(value)}")


def check_weights(weights: dict[str, Any], known: Iterable[str]) -> None:
    """Refuse a weight a player does not know, or one that is not a finite number (a LudoError)."""
    known = tuple(known)
    for key, value in weights.items():
        if key not in known:
            raise LudoError(f"unknown weight {quote(key)}; the weights are {', '.join(known)}")
        if not is_number(value):
            raise LudoError(f"the weight {key} must be a finite number, not {quote(value)}")


def legal_choice(choice: Any, legal: list[Move]) -> Move | None:
    """The legal move a player's answer names (a Move, or a token index: numpy's integers too), or None.

    >>> legal_choice(1, [Move("red", 0, 0, 1), Move("red", 1, 5, 11)])
    Move(colour='red', token=1, start=5, to=11)
    """
    token = whole(choice)
    try:  # an answer that compares oddly (a numpy array) names no move
        return next((m for m in legal if (m.token == token if token is not None else m == choice)), None)
    except (TypeError, ValueError):
        return None


def read_wish(wish: Any, who: str) -> "tuple[Any, Any] | None":
    """What a ``choose_bonus`` answer asks for: None, or its ``(bonus, face)`` pair; any other answer is
    an ``IllegalAction`` naming ``who`` (whether the game allows the bonus is for the game to say)."""
    if wish is None:
        return None
    if not isinstance(wish, (tuple, list)) or len(wish) != 2:
        raise IllegalAction(f"{who} asked for {quote(wish)}: choose_bonus must return None or (bonus, face), "
                            "such as ('double', None) or ('dice', 6)")
    return wish[0], wish[1]
