"""The players' choices, compiled: the kinds of player and the heuristic's features and score.

``RANDOM`` is ``random.Random(seed).randrange`` (as :class:`~ludo_widget.players.simple.RandomPlayer`,
through :mod:`ludo_widget.fastsim.twister`); ``HEURISTIC`` the features and weights of
:class:`~ludo_widget.players.heuristic.HeuristicPlayer`, with the evaluator's hit tables.
"""

from __future__ import annotations

from numba import njit

from ..engine.board import FIRST_COLUMN_PLACE, LAST_RING_PLACE, RING, SEATS, START
from .encoding import CAPTURE_ALL, CAPTURE_COUNT, CAPTURE_PROTECT_PAIRS, CAPTURE_RULE, TOKENS
from .referee import capture, moving_seat

# Player kinds.
RANDOM, HEURISTIC = 0, 1
#: The heuristic's features, in the order its score adds them (players/heuristic.py).
FEATURES = ("capture", "capture_progress", "home", "enter", "escape", "column", "safe", "risk", "progress")

# -- the heuristic player --------------------------------------------------------------


@njit(cache=True, inline="always", _nrt=False)
def danger(places, cfg, seats, ring_of, safe, side_of, hit, enter_hit, seat, token):
    """Evaluator.danger: the chance one token is captured before its owner moves again."""
    p = places[seat, token]
    if not START <= p <= LAST_RING_PLACE:
        return 0.0
    q = ring_of[seat, p]
    if safe[q]:
        return 0.0
    side = side_of[seat]
    rule = cfg[CAPTURE_RULE]
    tokens = cfg[TOKENS]
    miss = 1.0
    mine = 0
    for ai in range(seats.shape[0]):
        a = seats[ai]
        friend = side_of[a] == side
        if not friend:
            for i in range(tokens):
                if places[a, i] == 0:  # one entry a roll, however many wait
                    h = enter_hit[(q - ring_of[a, START]) % RING]
                    if h:
                        miss *= 1.0 - h
                    break
        for i in range(tokens):
            pa = places[a, i]
            if START <= pa <= LAST_RING_PLACE:
                r = ring_of[a, pa]
                if friend:
                    if r == q and (a == seat or rule == CAPTURE_COUNT):
                        mine += 1
                    continue
                d = (q - r) % RING
                h = hit[d]
                if h and pa + d <= LAST_RING_PLACE:
                    miss *= 1.0 - h
    out = 1.0 - miss
    if rule != CAPTURE_ALL and mine >= 2:
        out = 0.0 if rule == CAPTURE_PROTECT_PAIRS else out * 0.1
    return out


@njit(cache=True, inline="always", _nrt=False)
def _first_from(moves, k):
    """Whether the k-th move is the first from its start (later ones from there are the same move)."""
    for j in range(k):
        if moves[1, j] == moves[1, k]:
            return False
    return True


@njit(cache=True, inline="always", _nrt=False)
def heuristic_choice(places, cfg, seats, ring_of, safe, opponents, side_of, hit, enter_hit, w, seat, n,
                     moves, home, scratch):
    """HeuristicPlayer.choose: the first of the distinct moves with the best weighted features."""
    mover = moving_seat(places, cfg, seat, home)
    tokens = cfg[TOKENS]
    distinct = 0
    only = 0
    for k in range(n):
        if _first_from(moves, k):
            distinct += 1
            only = k
    if distinct == 1:
        return only
    best = -1
    best_score = 0.0
    for k in range(n):
        if not _first_from(moves, k):
            continue
        token, start, to = moves[0, k], moves[1, k], moves[2, k]
        for s in range(SEATS):
            for i in range(tokens):
                scratch[s, i] = places[s, i]
        scratch[mover, token] = to
        victims = 0
        if start and to < FIRST_COLUMN_PLACE and not safe[ring_of[mover, to]]:
            victims = capture(scratch, cfg, opponents, ring_of, mover, ring_of[mover, to])
        lost = 0
        if victims:
            for si in range(seats.shape[0]):
                s = seats[si]
                if s != mover:
                    for i in range(tokens):
                        if scratch[s, i] < places[s, i]:
                            lost += places[s, i]
        on_ring = START <= to <= LAST_RING_PLACE
        score = 0.0
        score += w[0] * victims
        score += w[1] * lost
        score += w[2] * (1.0 if to == home else 0.0)
        score += w[3] * (1.0 if start == 0 else 0.0)
        score += w[4] * (danger(places, cfg, seats, ring_of, safe, side_of, hit, enter_hit, mover, token)
                         * (1 + start / 20))
        score += w[5] * (1.0 if start <= LAST_RING_PLACE < to else 0.0)
        score += w[6] * (1.0 if on_ring and safe[ring_of[mover, to]] and start != 0 else 0.0)
        score += w[7] * (danger(scratch, cfg, seats, ring_of, safe, side_of, hit, enter_hit, mover, token)
                         * (1 + to / 20))
        score += w[8] * start
        if best < 0 or score > best_score:
            best = k
            best_score = score
    return best
