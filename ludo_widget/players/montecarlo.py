"""A Monte-Carlo player: plays every distinct move out many times and keeps the one that wins most.

For each distinct legal move, the player plays games on from the position after it
(:class:`~ludo_widget.players.rollouts.Rollouts`: every seat plays the heuristic, compiled when
numba is installed), batch after batch, every move meeting the same dice in each batch (common
random numbers, so a difference between moves is the moves' and not the dice's). It stops when
the budget is spent, before a batch that would not finish in time, and plays the move that won
most often; ties go to the move the heuristic prefers. A roll with one distinct outcome is
played at once.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
>>> game.roll(3)   # red token 1 lands on yellow's token: capture it (and roll again)
3
>>> MonteCarloPlayer(budget=None, playouts=64).choose(game)
Move(colour='red', token=0, start=10, to=13)
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from ..engine.dice import next_word, seed_state
from ..engine.errors import LudoError, quote
from ..engine.referee import Move, Referee
from ..engine.state import State
from .base import is_number
from .rollouts import Rollouts, by_heuristic, compiled_ready

if TYPE_CHECKING:
    from ..engine.game import Game

#: Rollouts per move in the first batch and in the largest (the clock is read between batches).
FIRST_BATCH, BATCH = 2, 32


class MonteCarloPlayer:
    """Rollouts from every distinct move, within a time budget.

    Args:
        budget: seconds per move (a deadline: no batch starts that the last one's time
            says would end past it). ``None``: no clock, play ``playouts`` per move.
        playouts: the most rollouts per move (``None``: as many as the budget allows).
        seed: the rollouts' dice; the same seed, position and count give the same move.

    After each :meth:`choose`, ``last_playouts`` says how many rollouts each move had.
    """

    name = "montecarlo"

    def __init__(self, budget: float | None = 0.2, playouts: int | None = None, seed: int | None = None,
                 confidence: float = 2.0) -> None:
        if budget is not None and not (is_number(budget) and budget > 0):
            raise LudoError(f"budget must be a positive number of seconds or None, not {quote(budget)}")
        if playouts is not None and (isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1):
            raise LudoError(f"playouts must be a whole number from 1 or None, not {quote(playouts)}")
        if budget is None and playouts is None:
            raise LudoError("without a budget, say how many playouts a move gets (playouts=...)")
        if not (is_number(confidence) and confidence >= 0):
            raise LudoError(f"confidence must be a number from 0, not {quote(confidence)}")
        self.budget, self.playouts, self.seed, self.confidence = budget, playouts, seed, confidence
        self.last_playouts = 0
        self._word = seed_state(0 if seed is None else seed)
        self._rollouts: dict = {}

    def __repr__(self) -> str:
        return f"MonteCarloPlayer(budget={self.budget}, playouts={self.playouts})"

    def choose(self, game: "Game") -> Move:
        start = time.perf_counter()
        options = by_heuristic(game)
        self.last_playouts = 0
        if len(options) == 1:
            return options[0]
        st, ref = game.state, game.referee
        # Until numba's code has loaded (in the background, once a process) the rollouts play in
        # Python: loading it here would take about a second of a 0.2 s decision.
        runs = self._runs(ref, st.turn, compiled=compiled_ready(wait=None if self.budget is None else 0.0))
        side = runs.side(st.turn)
        children = [ref.after_move(st, m) for m in options]
        won: list[list[bool]] = [[] for _ in options]
        alive = list(range(len(options)))
        deadline = None if self.budget is None else start + self.budget
        self._word, seed = next_word(self._word)
        # Batches start small (a loaded machine's first batch must not overrun the budget) and
        # double while they take little of what is left; a Python rollout costs hundreds of compiled.
        size, most = (FIRST_BATCH, BATCH) if any(runs.compiled_for(c) for c in children) else (1, 1)
        batch = 0
        while len(alive) > 1 and (self.playouts is None or len(won[0]) < self.playouts):
            n = size if self.playouts is None else min(size, self.playouts - len(won[0]))
            began = time.perf_counter()
            for i in alive:
                dice = self._dice(children[i])
                won[i] += [w == side for w in runs.winners(children[i], n, seed=seed ^ batch, dice=dice)]
            batch += 1
            # A move already clearly worse than the heuristic's gets no more rollouts.
            alive = [0] + [i for i in alive[1:] if edge(won[i], won[0]) > -self.confidence]
            now = time.perf_counter()
            if deadline is not None:
                if now + (now - began) > deadline:
                    break
                if 8 * (now - began) < deadline - now:
                    size = min(2 * size, most)
            else:
                size = most
        self.last_playouts = len(won[0])
        gains = {i: edge(won[i], won[0]) for i in alive[1:]}
        best = max(gains, key=lambda i: (sum(won[i]), -i), default=0)
        return options[best if gains.get(best, 0.0) > self.confidence else 0]

    def _runs(self, ref: Referee, seat: int, compiled: bool) -> Rollouts:
        kinds = self._kinds(ref, seat)
        key = (ref.rules, ref.seats, kinds, compiled)
        runs = self._rollouts.get(key)
        if runs is None:
            runs = self._rollouts[key] = Rollouts(ref, kinds, compiled=compiled)
        return runs

    def _kinds(self, ref: Referee, seat: int) -> tuple[str, ...]:
        """How each seat plays in the rollouts of ``seat``'s move: the heuristic, every one."""
        return ("heuristic",) * len(ref.seats)

    def _dice(self, child: State) -> int | None:
        """The die the rollouts from ``child`` roll: None, the batch's own (a fair player)."""
        return None


def edge(a: list[bool], b: list[bool]) -> float:
    """How surely rollouts ``a`` win more than ``b`` on the same dice: the paired sign test's z.

    Rollout ``i`` of both met the same dice, so only the pairs one side won and the other lost
    tell them apart (McNemar's test): ``(a_only - b_only) / sqrt(a_only + b_only)``.

    >>> round(edge([True] * 30 + [False] * 10, [True] * 20 + [False] * 20), 6)   # 10 to none
    3.162278
    """
    a_only = sum(x and not y for x, y in zip(a, b))
    b_only = sum(y and not x for x, y in zip(a, b))
    return 0.0 if a_only == b_only else (a_only - b_only) / math.sqrt(a_only + b_only)
