"""The learned evaluation's inputs and network, written once for Python and for numba.

A position is read from one seat's side (``me``) as :data:`N_FEATURES` numbers, each about 0..1:

* the seat's own tokens, furthest first, :data:`TOKEN_FEATURES` each: progress (place / 57), in
  the yard, in the home column, home, standing safe (a star, or a protected pair), standing
  open on the ring, enemy tokens 1-6 and 7-12 squares behind that could land on it (a token in
  an enemy yard counts among the far ones when its start square is 1-6 behind: a six, then
  the rest), and open enemy tokens 1-6 and 7-12 squares ahead that it could land on;
* each opponent by its seat after ``me`` (1, 2, 3 on), :data:`OPPONENT_FEATURES`: whether it
  plays, then its tokens furthest first, each with progress, yard, home column, home, and how
  many of ``me``'s tokens stand 1-6 and 7-12 behind it (my chances to capture it);
* two flags: a 2-player game, and ``me`` rolls again next.

The network is one hidden layer of sigmoid units and a sigmoid output: the chance that ``me``
wins. Both functions take plain indexable tables (``places[seat][token]``, ``w1[i][j]``) and
write into buffers they are given, so the same code runs on Python lists (the player, no numpy
needed) and, compiled by numba, on arrays (training and the compiled benchmark).

>>> from ludo_widget.engine.board import RING_OF, SAFE_RING
>>> x = [0.0] * N_FEATURES
>>> places = [[10, 0, 0, 0], [], [41, 0, 0, 0], []]   # yellow's place 41 is ring square 14
>>> features_into(places, 4, [0, -1, 1, -1], RING_OF, SAFE_RING, False, 0, False, x)
>>> x[0], x[8]   # red's front token: 10/57 of the way, one yellow token 5 ahead to capture
(0.17543859649122806, 0.5)
"""

from __future__ import annotations

import math

#: Numbers per own token, per opponent, and in all (see the module docstring).
TOKEN_FEATURES = 10
OPPONENT_TOKEN_FEATURES = 6
MAX_TOKENS = 4
OPPONENT_FEATURES = 1 + MAX_TOKENS * OPPONENT_TOKEN_FEATURES
OWN = MAX_TOKENS * TOKEN_FEATURES
N_FEATURES = OWN + 3 * OPPONENT_FEATURES + 2
#: Counts (threats, chances) are scaled by this: two tokens read as 1.0.
COUNT = 0.5

_HOME = 57
_LAST_RING = 51
_RING = 52


def _rank(row, ntok, i):
    """Where token ``i`` of ``row`` sorts, furthest first (ties by token number)."""
    r = 0
    for j in range(ntok):
        if row[j] > row[i] or (row[j] == row[i] and j < i):
            r += 1
    return r


def _open(places, ntok, ring_of, safe, pairs_safe, seat, p):
    """Whether a token of ``seat`` at place ``p`` can be captured there."""
    if p < 1 or p > _LAST_RING:
        return False
    q = ring_of[seat][p]
    if safe[q]:
        return False
    if pairs_safe:
        mates = 0
        for j in range(ntok):
            if places[seat][j] == p:
                mates += 1
        if mates >= 2:
            return False
    return True


def features_into(places, ntok, side_of, ring_of, safe, pairs_safe, me, again, x):
    """Write the features of the position ``places`` for seat ``me`` into ``x`` (length :data:`N_FEATURES`).

    ``side_of[seat]`` is the seat's side (-1: not playing; a partner shares ``me``'s side and
    is left out); ``ring_of`` and ``safe`` are the board's tables (``board.RING_OF``,
    ``board.SAFE_RING``); ``pairs_safe``: the capture rule spares two tokens together;
    ``again``: ``me`` rolls next.
    """
    for k in range(N_FEATURES):
        x[k] = 0.0
    mine = places[me]
    opponents = 0
    for off in range(1, 4):
        a = (me + off) % 4
        if side_of[a] < 0 or side_of[a] == side_of[me]:
            continue
        opponents += 1
        base = OWN + (off - 1) * OPPONENT_FEATURES
        x[base] = 1.0
        theirs = places[a]
        yard_hit = -1  # the ring square an entering token of ``a`` starts from, if any waits
        for j in range(ntok):
            pa = theirs[j]
            slot = base + 1 + _rank(theirs, ntok, j) * OPPONENT_TOKEN_FEATURES
            x[slot] = pa / _HOME
            if pa == 0:
                x[slot + 1] = 1.0
                yard_hit = ring_of[a][1]
            elif pa == _HOME:
                x[slot + 3] = 1.0
            elif pa > _LAST_RING:
                x[slot + 2] = 1.0
            their_open = _open(places, ntok, ring_of, safe, pairs_safe, a, pa)
            for i in range(ntok):
                p = mine[i]
                own = _rank(mine, ntok, i) * TOKEN_FEATURES
                if p < 1 or p > _LAST_RING or pa < 1 or pa > _LAST_RING:
                    continue
                q = ring_of[me][p]
                r = ring_of[a][pa]
                ahead = (r - q) % _RING  # their token this far ahead of mine
                if their_open and 1 <= ahead <= 12 and p + ahead <= _LAST_RING:
                    near = 0 if ahead <= 6 else 1
                    x[own + 8 + near] += COUNT
                    x[slot + 4 + near] += COUNT
                behind = (q - r) % _RING  # their token this far behind mine
                if 1 <= behind <= 12 and pa + behind <= _LAST_RING and _open(places, ntok, ring_of, safe,
                                                                               pairs_safe, me, p):
                    x[own + 6 + (0 if behind <= 6 else 1)] += COUNT
        if yard_hit >= 0:
            for i in range(ntok):
                p = mine[i]
                if _open(places, ntok, ring_of, safe, pairs_safe, me, p):
                    behind = (ring_of[me][p] - yard_hit) % _RING
                    if 1 <= behind <= 6:
                        x[_rank(mine, ntok, i) * TOKEN_FEATURES + 7] += COUNT
    for i in range(ntok):
        p = mine[i]
        own = _rank(mine, ntok, i) * TOKEN_FEATURES
        x[own] = p / _HOME
        if p == 0:
            x[own + 1] = 1.0
        elif p == _HOME:
            x[own + 3] = 1.0
        elif p > _LAST_RING:
            x[own + 2] = 1.0
        elif _open(places, ntok, ring_of, safe, pairs_safe, me, p):
            x[own + 5] = 1.0
        else:
            x[own + 4] = 1.0
    x[N_FEATURES - 2] = 1.0 if opponents == 1 else 0.0
    x[N_FEATURES - 1] = 1.0 if again else 0.0


def forward(x, w1, b1, w2, b2, h):
    """The network's output for inputs ``x``: ``sigmoid(b2 + w2 . sigmoid(b1 + x @ w1))``.

    ``w1[i][j]`` joins input i to hidden unit j; ``h`` (one slot per hidden unit) gets the
    hidden units' values, which the training's gradient reads.
    """
    hidden = len(b1)
    for j in range(hidden):
        h[j] = b1[j]
    for i in range(len(x)):
        xi = x[i]
        if xi != 0.0:
            row = w1[i]
            for j in range(hidden):
                h[j] += xi * row[j]
    z = b2
    for j in range(hidden):
        h[j] = 1.0 / (1.0 + math.exp(-h[j]))
        z += w2[j] * h[j]
    return 1.0 / (1.0 + math.exp(-z))
