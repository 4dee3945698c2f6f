"""Training of a pair table (:mod:`~ludo_widget.players.pair_table`) on top of a frozen 4-player network.

4-player classic games of the learned player against three random players (seats rotating),
compiled (:mod:`ludo_widget.players.selfplay`'s referee and dice): the learned seat chooses one
move ahead by ``sigmoid(logit(network) + table)`` and, after each game, the table's entries of
that seat's positions after its moves move towards their lambda-returns (TD(lambda), in the
offline form of :func:`~ludo_widget.players.selfplay.td_update`, with the cross-entropy gradient
so that a step does not vanish near 0 or 1). The network does not change. ``python -m
ludo_widget.players.train --players 4 --pairs-minutes M`` runs it. Needs numba.

>>> import numpy as np
>>> from ludo_widget.players.learned import shipped_net
>>> from ludo_widget.players.selfplay import Net
>>> net = Net.of(shipped_net(4))
>>> 0 <= match(net, np.zeros(0), games=4, seed=1) <= 4
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np
from numba import njit

from ..fastsim.choices import _first_from
from ..fastsim.referee import AWAIT, NFIN, OVER, ROLL, STATE_SLOTS, TURN, draw, move, roll
from .learned_net import N_FEATURES
from .lookahead_fast import PAIRS
from .pair_table import LOOKUPS
from .selfplay import LEARNED, RANDOM, Net, Table, _features, _forward, game_seed, new_game

indices, logit, with_table = PAIRS["indices"], PAIRS["logit"], PAIRS["with_table"]
LINEUP = (LEARNED, RANDOM, RANDOM, RANDOM)
MAX_KEPT = 2000
#: The games every check plays (seed 1001): the same each time, so checks compare.
CHECK_GAMES, CHECK_SEED = 4000, 1001


@njit(cache=True)
def _play(gseed, kinds, cfg, seats, ring_of, safe, after, opponents, tiles0, home, side_of, ev_side, hit, enter_hit,
          hw, pairs_safe, w1, b1, w2, b2, table, kz, kidx, nkept):
    """One game; the learned seats choose by network and table, and keep (network logit, table
    entries) of their positions after their moves in ``kz``/``kidx``. Returns the winning seat."""
    nseats = seats.shape[0]
    st, places, fin, aid, caps, tiles, taken, stock, moves, scratch, dice = new_game(gseed, seats, tiles0)
    st2 = np.zeros(STATE_SLOTS, np.int64)
    places2 = np.zeros((4, 4), np.int64)
    fin2 = np.zeros(4, np.int64)
    caps2 = np.zeros(4, np.int64)
    x = np.zeros(N_FEATURES)
    h = np.zeros(b1.shape[0])
    idx = np.zeros(LOOKUPS, np.int64)
    use = table.shape[0] > 0
    nkept[:] = 0
    rolls = 0
    while st[AWAIT] != OVER and rolls < 100_000:
        rolls += 1
        seat = st[TURN]
        face = draw(st, places, cfg, aid, dice, home)
        n = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
        if n == 0:
            continue
        k = 0
        if n > 1 and kinds[seat] == RANDOM:
            k = np.random.randint(n)
        elif n > 1:
            best = -1.0
            for c in range(n):
                if not _first_from(moves, c):
                    continue
                st2[:] = st
                places2[:, :] = places
                fin2[:] = fin
                caps2[:] = caps
                move(st2, places2, fin2, caps2, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, c,
                     moves, home)
                if st2[AWAIT] == OVER:
                    v = 1.0 if (st2[NFIN] > 0 and fin2[0] == seat) else 0.0
                else:
                    again = st2[AWAIT] == ROLL and st2[TURN] == seat
                    _features(places2, cfg[0], side_of, ring_of, safe, pairs_safe, seat, again, x)
                    v = _forward(x, w1, b1, w2, b2[0], h)
                    if use:
                        indices(places2, seat, again, idx)
                        v = with_table(logit(v), table, idx)
                if v > best:
                    best, k = v, c
        move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, k, moves, home)
        if kinds[seat] == LEARNED and st[AWAIT] != OVER and nkept[seat] < kz.shape[1]:
            again = st[AWAIT] == ROLL and st[TURN] == seat
            _features(places, cfg[0], side_of, ring_of, safe, pairs_safe, seat, again, x)
            kz[seat, nkept[seat]] = logit(_forward(x, w1, b1, w2, b2[0], h))
            indices(places, seat, again, kidx[seat, nkept[seat]])
            nkept[seat] += 1
    return fin[0] if st[NFIN] > 0 else -1


@njit(cache=True)
def td_update(kz, kidx, n, result, table, alpha, lam, values):
    """TD(lambda) on the table along one seat's ``n`` kept positions, ending in ``result``."""
    for t in range(n):
        values[t] = with_table(kz[t], table, kidx[t])
    target = result
    for t in range(n - 1, -1, -1):
        if t + 1 < n:
            target = (1.0 - lam) * values[t + 1] + lam * target
        step = alpha * (target - with_table(kz[t], table, kidx[t]))
        for q in range(LOOKUPS):
            table[kidx[t, q]] += step


def _kinds(seats: list[int], g: int) -> np.ndarray:
    kinds = np.zeros(4, np.int64)
    for j, s in enumerate(seats):
        kinds[s] = LINEUP[(j - g) % 4]
    return kinds


def match(net: Net, table: np.ndarray, games: int, seed: int) -> int:
    """Games won by the learned seat (one move ahead, with ``table``; empty: the network alone)."""
    tab = Table.of(4)
    seats = [int(s) for s in tab.args[1]]
    kz, kidx, nkept = np.zeros((4, 1)), np.zeros((4, 1, LOOKUPS), np.int64), np.zeros(4, np.int64)
    wins = 0
    for g in range(games):
        won = _play(game_seed(seed, g), _kinds(seats, g), *tab.args, *net.arrays(), table, kz, kidx, nkept)
        wins += won == seats[g % 4]
    return wins


def train(net: Net, table: np.ndarray, minutes: float, seed: int = 5, alpha: float = 0.002,
          check_every: int = 100_000, log: Callable[[str], None] = print, lam: float = 0.7,
          games: int = 0) -> tuple[int, list[tuple]]:
    """Train ``table`` in place for ``minutes`` (0: no limit) or ``games`` (0: no limit), the step on
    each entry ``alpha / sqrt(1 + games / 100000)``; (games played, the curve: games, seconds, share
    of the check games won)."""
    tab = Table.of(4)
    seats = [int(s) for s in tab.args[1]]
    kz, kidx, nkept = np.zeros((4, MAX_KEPT)), np.zeros((4, MAX_KEPT, LOOKUPS), np.int64), np.zeros(4, np.int64)
    values = np.zeros(MAX_KEPT)
    curve: list[tuple] = []
    begun = time.perf_counter()
    g = 0
    if minutes <= 0 and games <= 0:
        raise ValueError("give a number of games or of minutes")
    while (games <= 0 or g < games) and (minutes <= 0 or time.perf_counter() - begun < minutes * 60):
        kinds = _kinds(seats, g)
        winner = _play(game_seed(seed, g), kinds, *tab.args, *net.arrays(), table, kz, kidx, nkept)
        step = alpha / math.sqrt(1.0 + g / 100_000)
        for s in seats:
            if kinds[s] == LEARNED:
                td_update(kz[s], kidx[s], nkept[s], 1.0 if winner == s else 0.0, table, step, lam, values)
        g += 1
        if check_every and g % check_every == 0:
            rate = match(net, table, CHECK_GAMES, CHECK_SEED) / CHECK_GAMES
            curve.append((g, round(time.perf_counter() - begun, 1), rate))
            log(f"{g:8d} games ({curve[-1][1]:6.0f} s): {rate:.2%} of the check games, pair table")
    return g, curve
