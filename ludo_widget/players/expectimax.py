"""A searching player: expectimax over the dice, within a time budget.

From the position after each of its candidate moves, the player looks ahead over the next
rolls: a *chance node* averages over the six faces (fewer when Dice control or paperfox's
starting aid fixes the face), and at a *decision node* the seat to act picks the move best
for itself (max-n: every seat, friend or foe, maximises its own
:meth:`~ludo_widget.players.evaluation.Evaluator.utilities`; partners share one). Depth
counts rolls: depth 1 scores the positions right after the candidate moves, depth 2 adds
the next roll (the opponent's, or the player's own bonus roll) and the reply to it, and so
on. The search deepens one roll at a time while the budget lasts; a deeper search that runs
out of time is dropped and the deepest finished one decides.

Moves are simulated on copies of the engine's :class:`~ludo_widget.engine.state.State` with the
:class:`~ludo_widget.engine.referee.Referee` directly (no events, no undo), so every option of
every edition (teams, count rule, protected pairs, wasted sixes, starting aids, Power's
tiles and shields) is searched exactly as the engine plays it.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [5, 0, 0, 0], "yellow": [0, 0, 0, 0]}, seed=1)
>>> game.roll(6)
6
>>> ExpectimaxPlayer(budget=None).choose(game)   # bring a second token out
Move(colour='red', token=1, start=0, to=1)
"""

from __future__ import annotations

import inspect
import time
from typing import TYPE_CHECKING

from ..engine.errors import LudoError, quote
from ..engine.referee import Move, Referee
from ..engine.state import State
from . import bonuses
from .base import check_flag, check_weights, distinct, distinct_options, is_number
from .evaluation import TAU, Evaluator, check_tau

#: The deepest search a player can be asked for (each level multiplies the work by about 20).
MAX_DEPTH = 8
#: The weights :class:`Evaluator` takes (keyword-only), which ``**weights`` may set.
_EVALUATOR_WEIGHTS = tuple(p.name for p in inspect.signature(Evaluator).parameters.values()
                           if p.kind is p.KEYWORD_ONLY)

if TYPE_CHECKING:
    from ..engine.game import Game


class OutOfTime(Exception):
    """The search ran past its deadline."""


class ExpectimaxPlayer:
    """Expectimax over the dice with iterative deepening.

    Args:
        depth: the deepest search, in rolls (1: judge the positions right after the move;
            2: also the next roll and the reply to it; 3: one roll more).
        budget: seconds per move; the search stops deepening when they run out (a depth
            already begun is dropped). ``None``: no clock, always search to ``depth``, which
            makes the player's choices independent of the machine's speed.
        seed: accepted for a uniform interface; the player is deterministic.
        bonuses: under Power, switch on bonuses (see :meth:`choose_bonus`); False: never.
        **weights: passed on to :class:`~ludo_widget.players.evaluation.Evaluator`
            (``tau``, ``yard``, ``linear``, ``risk``, ``tempo``).

    After each :meth:`choose`, ``last_depth`` says how deep the deciding search went.
    """

    name = "expectimax"

    def __init__(self, depth: int = 3, budget: float | None = 0.2, seed: int | None = None,
                 bonuses: bool = True, **weights: float) -> None:
        if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_DEPTH:
            raise LudoError(f"depth must be a whole number 1..{MAX_DEPTH}, not {quote(depth)}")
        if budget is not None and not (is_number(budget) and budget > 0):
            raise LudoError(f"budget must be a positive number of seconds or None, not {quote(budget)}")
        check_weights(weights, _EVALUATOR_WEIGHTS)
        check_flag("bonuses", bonuses)
        check_tau(weights.get("tau", TAU))
        self.depth = depth
        self.budget = budget
        self.seed = seed
        self.bonuses = bonuses
        self.weights = weights
        self.last_depth = 0
        self._evaluators: dict = {}
        self._deadline = float("inf")

    def __repr__(self) -> str:
        return f"ExpectimaxPlayer(depth={self.depth}, budget={self.budget})"

    # -- the interface --------------------------------------------------------------------

    def choose(self, game: "Game") -> Move:
        start = time.perf_counter()
        options = distinct_options(game)
        st, ref = game.state, game.referee
        if len(options) == 1:
            self.last_depth = 0
            return options[0]
        ev = self._evaluator(ref)
        seat = st.turn
        children = [ref.after_move(st, m) for m in options]
        # Depth 1 always completes: it is one evaluation per move.
        scores = [ev.utilities(c)[seat] for c in children]
        best, self.last_depth = _argmax(scores), 1
        self._deadline = float("inf") if self.budget is None else start + self.budget
        for depth in range(2, self.depth + 1):
            began = time.perf_counter()
            try:
                scores = [self._chance(ref, ev, c, depth - 1)[seat] for c in children]
            except OutOfTime:
                break
            best, self.last_depth = _argmax(scores), depth
            spent = time.perf_counter() - began
            # The next depth costs several times this one; do not start what cannot finish.
            if self.budget is not None and time.perf_counter() + 4 * spent > self._deadline:
                break
        return options[best]

    def choose_bonus(self, game: "Game") -> "tuple[str, int | None] | None":
        """Power: the bonus to switch on now, or None (see :mod:`ludo_widget.players.bonuses`):
        the same one-roll plan as the heuristic player, with this player's own move and
        evaluation deciding the Shield."""
        if not self.bonuses:
            return None
        st, ref = game.state, game.referee
        return bonuses.plan(ref, self._evaluator(ref), st, lambda: self.choose(game))

    # -- the search -----------------------------------------------------------------------

    def _evaluator(self, ref: Referee) -> Evaluator:
        key = (ref.rules, ref.seats)
        ev = self._evaluators.get(key)
        if ev is None:
            ev = self._evaluators[key] = Evaluator(ref.rules, ref.seats, **self.weights)
        return ev

    def _chance(self, ref: Referee, ev: Evaluator, st: State, depth: int) -> list[float]:
        """Expected utilities of ``st`` (awaiting a roll, or over) with ``depth`` rolls to look at."""
        if depth == 0 or st.awaiting == "over":
            return ev.utilities(st)
        if time.perf_counter() > self._deadline:
            raise OutOfTime
        total = [0.0, 0.0, 0.0, 0.0]
        for face, chance in ref.faces(st):
            nxt = ref.after_roll(st, face)
            if nxt.awaiting == "move":
                values = self._decide(ref, ev, nxt, depth)
            else:  # no move: wasted, forfeited, or another try
                values = self._chance(ref, ev, nxt, depth - 1)
            for i in range(4):
                total[i] += chance * values[i]
        return total

    def _decide(self, ref: Referee, ev: Evaluator, st: State, depth: int) -> list[float]:
        """The utilities after the seat to act plays its best move (best for itself)."""
        seat = st.turn
        best: list[float] | None = None
        for m in distinct(ref.moves(st), st):
            values = self._chance(ref, ev, ref.after_move(st, m), depth - 1)
            if best is None or values[seat] > best[seat]:
                best = values
        assert best is not None
        return best


def _argmax(scores: list[float]) -> int:
    """The index of the highest score; the first one on ties (so choices are reproducible)."""
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[best]:
            best = i
    return best
