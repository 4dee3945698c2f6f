"""What the lookahead player learns of the other seats by watching them play.

A seat's *trust* is how far the heuristic's choice predicts its moves: 1 for a seat that always
plays it (:class:`~ludo_widget.players.heuristic.HeuristicPlayer`), near 0 for one that picks
any legal move alike (:class:`~ludo_widget.players.simple.RandomPlayer`). The lookahead player's
``"observed"`` replies take a seat to play the heuristic's move with its trust and any legal
move alike otherwise, so it plays a careful game against careful players and takes the risks a
random player leaves open.

Watching counts, for each seat, the choices it had (two or more distinct moves), the ones where
it played the heuristic's move, and the chance a uniform pick would have: under that mix a seat
agrees with the chance ``q + (1 - q) * chance``, so ``q`` is estimated as (agreed - chance) /
(choices - chance). One agreeing choice of chance 0 is added as a prior: a seat not yet seen is
trusted fully (the reply model of the player before it watched).

>>> trust(0, 0, 0.0)                 # not yet seen: the heuristic's replies
1.0
>>> trust(10, 10, 4.5)               # always the heuristic's move
1.0
>>> round(trust(10, 5, 4.5), 3)      # agreed about as often as chance would: a random player
0.231
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.board import SEATS
from ..engine.referee import Move, Referee
from ..engine.state import State
from .base import distinct
from .heuristic import HeuristicPlayer

if TYPE_CHECKING:
    from ..engine.game import Game

#: A seat not yet seen counts as one choice agreeing with the heuristic, at chance 0.
PRIOR = 1.0


def trust(choices: float, agreed: float, chance: float) -> float:
    """The estimated probability (0..1) that a seat plays the heuristic's move, from ``choices``
    watched, ``agreed`` of them the heuristic's move, ``chance`` the sum of a uniform pick's
    chances of agreeing (the same expression runs compiled in
    :mod:`~ludo_widget.players.lookahead_fast`)."""
    q = (agreed - chance + PRIOR) / (choices - chance + PRIOR)
    return min(1.0, max(0.0, q))


def same_outcome(a: Move, b: Move, st: State) -> bool:
    """Whether moves ``a`` and ``b`` of the position ``st`` lead to the same position."""
    return len(distinct([a, b], st)) == 1


#: The counts of a game not yet watched: (choices, agreed, chance) for each seat.
_UNSEEN: tuple[tuple[float, float, float], ...] = ((0.0, 0.0, 0.0),) * SEATS


class Watcher:
    """Each seat's trust (:func:`trust`) from the moves of one game's undo history.

    It keeps its counts step by step, so a game watched again (or a copy of it, or the same game
    after undo) is read only from where its history stops agreeing with the one watched last. A
    game that keeps no history (``Game(history=False)``, as ``simulate`` plays) is watched only
    through :meth:`see`, which ``simulate`` calls (by way of the player's ``watch``) before each
    move; without either every seat is trusted fully.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, seed=3)
    >>> watcher = Watcher()
    >>> watcher.trusts(game)
    (1.0, 1.0, 1.0, 1.0)
    """

    def __init__(self) -> None:
        self._heuristic = HeuristicPlayer()
        self._origin: Any = None                   # the state before the first step watched
        self._steps: list[Any] = []                # the history's entries watched
        self._seen: list[tuple[tuple[float, float, float], ...]] = []  # counts after each step
        self._live: Any = None                     # the game without history shown to see()
        self._live_seen = _UNSEEN

    def see(self, game: "Game", played: Move) -> None:
        """Count ``played``, the move about to be played in ``game.state``, for a game that keeps
        no history (the counts start again for another game)."""
        if game is not self._live:
            self._live, self._live_seen = game, _UNSEEN
        self._live_seen = self._watch(game.referee, game.state, played, self._live_seen)

    def trusts(self, game: "Game") -> tuple[float, ...]:
        """Each seat's trust (by seat number, 0..3) from the moves in ``game``'s history (or shown
        to :meth:`see`)."""
        origin, history = game.trail()
        if history is None and game is self._live:
            return tuple(trust(*counts) for counts in self._live_seen)
        if not history:
            return (1.0,) * SEATS
        same = 0
        if origin is self._origin:
            top = min(len(history), len(self._steps))
            while same < top and history[same] is self._steps[same]:
                same += 1
        del self._steps[same:], self._seen[same:]
        self._origin = origin
        seen = self._seen[-1] if self._seen else _UNSEEN
        ref = game.referee
        for st, step in game.past(same):
            if step is not None and step.kind == "move" and step.move is not None:
                seen = self._watch(ref, st, step.move, seen)
            self._steps.append(history[len(self._steps)])
            self._seen.append(seen)
        return tuple(trust(*counts) for counts in seen)

    def _watch(self, ref: Referee, st: State, played: Move, seen: tuple) -> tuple:
        """The counts after the seat to act in ``st`` played ``played``."""
        legal = ref.moves(st)
        options = distinct(legal, st)
        if len(options) < 2:
            return seen
        theirs = self._heuristic.choose_on(ref, st, options)
        chance = sum(same_outcome(m, theirs, st) for m in legal) / len(legal)
        choices, agreed, total = seen[st.turn]
        counts = (choices + 1.0, agreed + same_outcome(played, theirs, st), total + chance)
        return seen[:st.turn] + (counts,) + seen[st.turn + 1:]
