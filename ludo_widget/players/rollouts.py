"""Rollouts for searching players: who wins games played on from a position, many at a time.

A rollout plays a game on from a :class:`~ludo_widget.engine.state.State` (awaiting a roll) to
the end, every seat playing a fixed kind of player: ``"heuristic"``
(:class:`~ludo_widget.players.heuristic.HeuristicPlayer` without bonuses) or ``"random"``.
:class:`Rollouts` runs them on the compiled path (:mod:`ludo_widget.fastsim.playouts`) when numba
is installed and the game has no Power bonuses or seats away, and on the engine's Python fast
path otherwise (a few hundred times fewer in the same time).

Batch ``b`` of seed ``s`` always rolls the same dice, whatever state it starts from, so moves
compared on one batch meet the same luck (common random numbers). ``dice=`` replaces those
dice by one die's state: every rollout then rolls the very sequence that die will show.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [57, 57, 57, 50], "yellow": [20, 0, 0, 0]}, seed=1)
>>> runs = Rollouts(game.referee, ("heuristic", "heuristic"))
>>> sides = runs.winners(game.state, 8, seed=1)   # the winning side of each of 8 games
>>> sides.count(0) >= 6                          # red (side 0) needs 7 pips, yellow 143
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..engine.board import COLOURS, partner
from ..engine.dice import next_word, seed_state
from ..engine.errors import LudoError, quote
from ..engine.referee import Move, Referee
from ..engine.rules import Rules
from ..engine.state import State
from ..fastsim import available, loaded
from .base import distinct, distinct_options
from .evaluation import Evaluator
from .heuristic import WEIGHTS, HeuristicPlayer

if TYPE_CHECKING:
    from ..engine.game import Game

#: The kinds of player a rollout's seats may play.
KINDS = ("heuristic", "random")
#: A rollout that has not ended after this many rolls counts as nobody's win.
MAX_ROLLS = 5_000


def compiled_ready(wait: float | None = 0.0) -> bool:
    """Whether the compiled rollouts have loaded, waiting at most ``wait`` seconds (None: until
    they have). The first ask starts loading them in a background thread
    (:func:`~ludo_widget.fastsim.loaded`), so that a player or the board can use the Python
    path meanwhile instead of spending a decision's budget on the loading. True at once without
    numba, where there is nothing to load.

    >>> compiled_ready(wait=None)
    True
    """
    return not available() or loaded("rollouts", _load_compiled, wait)


def _load_compiled() -> None:
    from ..engine.game import Game

    game = Game(players=2, seed=0)
    Rollouts(game.referee, ("heuristic", "heuristic")).winners(game.state, 1)


class Rollouts:
    """Plays rollouts for one game's rules and seats.

    Args:
        ref: the game's referee (``game.referee``).
        kinds: one kind (see :data:`KINDS`) per seat, in seat order (``ref.seats``).
        compiled: False plays on the Python path even where the compiled one could.

    Sides are numbered as :meth:`side`: a seat's index in ``ref.seats``, or under teams the
    index of its pair (0: the pair of the first seat).
    """

    def __init__(self, ref: Referee, kinds: Sequence[str], compiled: bool = True) -> None:
        kinds = tuple(kinds)
        if len(kinds) != len(ref.seats) or any(k not in KINDS for k in kinds):
            raise LudoError(f"one kind per seat, each of {', '.join(KINDS)}, not {quote(kinds)}")
        self.ref, self.kinds = ref, kinds
        self._lineup = _lineup(ref, kinds) if compiled else None
        self._choosers: dict[str, Any] = {}

    def side(self, seat: int) -> int:
        """The side number of a seat (its pair's under teams)."""
        seats = self.ref.seats
        if self.ref.rules.teams:
            return min(seats.index(seat), seats.index(partner(seat)))
        return seats.index(seat)

    def compiled_for(self, st: State) -> bool:
        """Whether rollouts from ``st`` play on the compiled path."""
        if self._lineup is None:
            return False
        from ..fastsim.playouts import supported

        return not supported(self.ref.rules, st)

    def winners(self, st: State, n: int, seed: int = 0, dice: int | None = None) -> list[int]:
        """The winning side of ``n`` rollouts from ``st`` (-1: none within :data:`MAX_ROLLS` rolls).

        ``st`` awaits a roll or is over. Rollout ``i`` of one ``seed`` rolls the same dice from
        any state; ``dice`` makes every rollout roll that die instead (the future, as the game
        will roll it).
        """
        if st.awaiting == "over" or self.ref.winner(st) is not None:
            return [self._side_of_winner(self.ref.winner(st))] * n
        if self._lineup is not None and self.compiled_for(st):
            from ..fastsim.playouts import playouts

            codes = playouts(self.ref.rules, self.ref.seats, st, self._lineup, n, seed=seed, dice=dice)
            return [self._side_of_code(int(c)) for c in codes]
        base = next_word(seed_state(seed))[1]
        return [self._side_of_winner(self._python(st, next_word(base + i)[1], dice)) for i in range(n)]

    # -- the Python path ----------------------------------------------------------------

    def _python(self, st: State, word: int, dice: int | None) -> Any:
        """One rollout on the engine: the winner as ``Referee.winner`` gives it."""
        ref = self.ref
        sim = st.copy()
        sim.dice = word if dice is None else dice
        sim.bonus, sim.chosen = None, None
        picks = random.Random(word)
        heuristic = self._heuristic()

        def choose(s: State, moves: list[Move]) -> Move:
            if self.kinds[ref.seats.index(s.turn)] == "random":
                return moves[picks.randrange(len(moves))]
            return heuristic(s, moves)

        rolls = sim.rolls
        while sim.awaiting != "over" and ref.winner(sim) is None and sim.rolls - rolls < MAX_ROLLS:
            ref.play_roll(sim, choose)
        return ref.winner(sim)

    def _heuristic(self) -> Any:
        chooser = self._choosers.get("heuristic")
        if chooser is None:
            chooser = self._choosers["heuristic"] = heuristic_chooser(self.ref)
        return chooser

    def _side_of_code(self, code: int) -> int:
        from ..fastsim.playouts import winner_of

        return self._side_of_winner(winner_of(code, self.ref.rules.teams))

    def _side_of_winner(self, winner: Any) -> int:
        if winner is None:
            return -1
        colour = winner[0] if isinstance(winner, tuple) else winner
        return self.side(COLOURS.index(colour))


def heuristic_chooser(ref: Referee) -> Any:
    """The heuristic (no bonuses) on the fast path: ``choose(state, moves) -> move``."""
    player = HeuristicPlayer(bonuses=False)

    def choose(st: State, moves: list[Move]) -> Move:
        options = distinct(moves, st)
        return options[0] if len(options) == 1 else player.choose_on(ref, st, options)

    return choose


def by_heuristic(game: "Game") -> list[Move]:
    """The distinct legal moves, the heuristic's favourite first (its order on equal scores).

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
    >>> game.roll(6)   # bring a token out, or move token 1 six squares past yellow's token
    6
    >>> [m.token for m in by_heuristic(game)]
    [1, 0]
    """
    options = distinct_options(game)
    if len(options) == 1:
        return options
    player = HeuristicPlayer(bonuses=False)
    ev = _evaluator(game.referee)
    scores = {m: player.score(game, m, ev) for m in options}
    return sorted(options, key=lambda m: -scores[m])


@lru_cache(maxsize=16)
def _cached_evaluator(rules: Rules, seats: tuple[int, ...]) -> Evaluator:
    return Evaluator(rules, seats)


def _evaluator(ref: Referee) -> Evaluator:
    return _cached_evaluator(ref.rules, ref.seats)


def _lineup(ref: Referee, kinds: tuple[str, ...]) -> Any:
    """The compiled path's lineup for ``kinds`` (None without numba or under Power)."""
    from ..fastsim import available

    if not available() or ref.rules.power:
        return None
    from ..fastsim.games import Lineup

    ev = _evaluator(ref)
    weights = tuple(tuple(WEIGHTS.values()) if k == "heuristic" else () for k in kinds)
    return Lineup(kinds, weights, tuple(ev.side_of), tuple(ev.hit), tuple(ev.enter_hit))
