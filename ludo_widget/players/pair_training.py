"""Training of a pair table (:mod:`~ludo_widget.players.pair_table`) on top of a frozen 4-player network.

4-player classic games of the learned player against three random players (seats rotating),
compiled (:func:`ludo_widget.players.selfplay.play`): the learned seat chooses one move ahead by
``sigmoid(logit(network) + table)`` and, after each game, the table's entries of
that seat's positions after its moves move towards their lambda-returns (TD(lambda), in the
offline form of :func:`~ludo_widget.players.selfplay.td_update`, with the cross-entropy gradient
so that a step does not vanish near 0 or 1). The network does not change. ``python -m
ludo_widget.players.train --players 4 --pairs-minutes M`` runs it. Needs numba.

>>> import numpy as np
>>> from ludo_widget.players.learned import shipped_net
>>> from ludo_widget.players.selfplay import Net
>>> net = Net.of({k: v for k, v in shipped_net(4).items() if k != "pairs"})
>>> table = np.zeros(SIZE)
>>> train(net, table, 0, games=4, check_every=0)[0]
4
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np
from numba import njit

from .learned_net import N_FEATURES
from .pair_table import LOOKUPS, SIZE
from .selfplay import LEARNED, MAX_KEPT, PAIRS, RANDOM, Net, Table, _forward, game_seed, kinds_of, match, play

logit, with_table = PAIRS["logit"], PAIRS["with_table"]
LINEUP = (LEARNED, RANDOM, RANDOM, RANDOM)
#: The games every check plays (seed 1001): the same each time, so checks compare.
CHECK_GAMES, CHECK_SEED = 4000, 1001

__all__ = ["CHECK_GAMES", "CHECK_SEED", "LINEUP", "td_update", "train"]


@njit(cache=True)
def td_update(kept, kidx, n, result, table, alpha, lam, w1, b1, w2, b2, h, logits, values):
    """TD(lambda) on the table along one seat's ``n`` kept positions (features ``kept``, table
    entries ``kidx``), ending in ``result``; the network (``w1`` .. ``b2``) stays as it is."""
    for t in range(n):
        logits[t] = logit(_forward(kept[t], w1, b1, w2, b2[0], h))
        values[t] = with_table(logits[t], table, kidx[t])
    target = result
    for t in range(n - 1, -1, -1):
        if t + 1 < n:
            target = (1.0 - lam) * values[t + 1] + lam * target
        step = alpha * (target - with_table(logits[t], table, kidx[t]))
        for q in range(LOOKUPS):
            table[kidx[t, q]] += step


def train(net: Net, table: np.ndarray, minutes: float, seed: int = 5, alpha: float = 0.002,
          check_every: int = 100_000, log: Callable[[str], None] = print, lam: float = 0.7,
          games: int = 0) -> tuple[int, list[tuple]]:
    """Train ``table`` in place for ``minutes`` (0: no limit) or ``games`` (0: no limit), the step on
    each entry ``alpha / sqrt(1 + games / 100000)``; (games played, the curve: games, seconds, share
    of the check games won)."""
    if minutes <= 0 and games <= 0:
        raise ValueError("give a number of games or of minutes")
    if table.shape != (SIZE,):
        raise ValueError(f"a pair table has {SIZE} entries")
    tab = Table.of(4)
    seats = [int(s) for s in tab.args[1]]
    kept, nkept = np.zeros((4, MAX_KEPT, N_FEATURES)), np.zeros(4, np.int64)
    kidx = np.zeros((4, MAX_KEPT, LOOKUPS), np.int64)
    pidx, h = np.zeros(LOOKUPS, np.int64), np.zeros(net.b1.shape[0])
    logits, values = np.zeros(MAX_KEPT), np.zeros(MAX_KEPT)
    curve: list[tuple] = []
    begun = time.perf_counter()
    g = 0
    while (games <= 0 or g < games) and (minutes <= 0 or time.perf_counter() - begun < minutes * 60):
        kinds = kinds_of(seats, LINEUP, g)
        winner = play(game_seed(seed, g), kinds, 0.0, *tab.args, *net.arrays(), table, pidx, kept, nkept, kidx)
        step = alpha / math.sqrt(1.0 + g / 100_000)
        for s in seats:
            if kinds[s] == LEARNED:
                td_update(kept[s], kidx[s], nkept[s], 1.0 if winner == s else 0.0, table, step, lam, *net.arrays(),
                          h, logits, values)
        g += 1
        if check_every and g % check_every == 0:
            rate = match(tab, LINEUP, net, CHECK_GAMES, CHECK_SEED, table) / CHECK_GAMES
            curve.append((g, round(time.perf_counter() - begun, 1), rate))
            log(f"{g:8d} games ({curve[-1][1]:6.0f} s): {rate:.2%} of the check games, pair table")
    return g, curve
