"""Whole games on the compiled path, from Python: a run's games as arrays, or one game traced.

>>> from ludo_widget.engine import Rules
>>> lineup = Lineup.of(("random",) * 4)
>>> out, seeds = play(Rules.preset("classic"), (0, 1, 2, 3), base_seed(1), 0, 3, lineup)
>>> out.shape, bool(out[:, OUT_OVER].all())
((3, 14), True)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..engine.board import RING, SEATS
from ..engine.dice import next_word, seed_state
from ..engine.rules import Rules
from .choices import FEATURES, HEURISTIC, RANDOM
from .encoding import tables
from .kernel import OUT_COLUMNS, OUT_OVER, TRACE_COLUMNS, Work, play_game, play_range

__all__ = ["KINDS", "Lineup", "OUT_OVER", "base_seed", "play", "trace"]

#: The players the kernel knows, by kind name.
KINDS = {"random": RANDOM, "heuristic": HEURISTIC}


@dataclass(frozen=True)
class Lineup:
    """Who plays, as numbers: per strategy in seat order its kind and heuristic weights, and the
    evaluator's tables the heuristic reads (``side_of``, ``hit``, ``enter_hit``; unused by random
    players)."""

    kinds: tuple[str, ...]
    weights: tuple[tuple[float, ...], ...] = ()
    side_of: tuple[int, ...] = (0,) * SEATS
    hit: tuple[float, ...] = (0.0,) * RING
    enter_hit: tuple[float, ...] = (0.0,) * RING

    @classmethod
    def of(cls, kinds: tuple[str, ...]) -> "Lineup":
        """Players that need no tables (random ones)."""
        return cls(tuple(kinds))

    def arrays(self) -> tuple[np.ndarray, ...]:
        kinds = np.array([KINDS[k] for k in self.kinds], dtype=np.int64)
        weights = np.zeros((len(self.kinds), len(FEATURES)), dtype=np.float64)
        for j, w in enumerate(self.weights):
            if w:
                weights[j] = w
        return (kinds, weights, np.array(self.side_of, dtype=np.int64), np.array(self.hit, dtype=np.float64),
                np.array(self.enter_hit, dtype=np.float64))


def base_seed(seed: int) -> int:
    """The word a run's game seeds start from (``simulate.game_seed`` adds the game's index)."""
    return next_word(seed_state(seed))[1]


def play(rules: Rules, seats: tuple[int, ...], base: int, start: int, stop: int, lineup: Lineup,
         rotate: bool = False, max_rolls: int = 100_000) -> tuple[np.ndarray, np.ndarray]:
    """Play games ``start..stop-1``: (results ``[game, OUT_COLUMNS]``, game seeds ``[game]``)."""
    out = np.zeros((stop - start, OUT_COLUMNS), dtype=np.int64)
    seeds = np.zeros(stop - start, dtype=np.uint64)
    _run(rules, seats, base, start, stop, lineup, rotate, max_rolls, out, seeds,
         np.zeros((0, TRACE_COLUMNS), dtype=np.int64))
    return out, seeds


def trace(rules: Rules, seats: tuple[int, ...], game_seed: int, lineup: Lineup,
          max_rolls: int = 100_000) -> tuple[np.ndarray, np.ndarray]:
    """One game, roll by roll: (its results row, ``[roll, TRACE_COLUMNS]``: the seat that rolled,
    the face, the token moved or -1, then ``places[seat][token]`` as 4 x 4 after the roll).

    ``game_seed`` is the game's own seed (``simulate.game_seed(seed, i)``); the lineup's
    strategies sit in seat order.
    """
    out = np.zeros((1, OUT_COLUMNS), dtype=np.int64)
    rows = np.zeros((max_rolls, TRACE_COLUMNS), dtype=np.int64)
    _run(rules, seats, None, 0, 1, lineup, False, max_rolls, out, np.zeros(1, dtype=np.uint64), rows,
         game_seed=game_seed)
    return out[0], rows[:out[0, 2]]


def _run(rules, seats, base, start, stop, lineup, rotate, max_rolls, out, seeds, rows, game_seed=None):
    t = tables(rules, seats)
    kinds, weights, side_of, hit, enter_hit = lineup.arrays()
    work = Work.new()
    if game_seed is None:
        play_range(np.uint64(base), start, stop, rotate, t.rules, t.seats, t.ring_of, t.safe, t.after,
                   t.opponents, t.tiles, t.home, kinds, weights, side_of, hit, enter_hit, max_rolls, out, seeds,
                   rows, *work)
        return
    for j, s in enumerate(seats):
        work.kinds[s] = kinds[j]
        work.weights[s] = weights[j]
    play_game(np.uint64(game_seed), t.rules, t.seats, t.ring_of, t.safe, t.after, t.opponents, t.tiles, t.home,
              side_of, hit, enter_hit, max_rolls, out[0], rows, *work)
