"""A table of learned corrections over pairs of tokens, added to the learned network's judgement.

An n-tuple network (as in TD-learned players for 2048 and Othello): a position read from one
seat's side (``me``) touches :data:`LOOKUPS` entries of a flat table of :data:`SIZE` numbers, one
for each pair of tokens, and their sum is added to the network's logit:
``value = sigmoid(logit(network value) + sum of the entries)``. The pairs, each token by its place
(0 yard .. 57 home):

* each of my tokens with each opponent token, by the opponent's seat after me (1-3) and whether
  I roll next: every distance between the two, and how far each has come, has its own number;
* each pair of my own tokens, and whether I roll next;
* each pair of one opponent's tokens, by its seat after me;
* each token of one opponent with each token of another, by the two seats.

Only for classic-like games of four seats with four tokens each, every seat its own side. The
table is trained by TD(lambda) with the network frozen (``benchmarks/pair_table.py``); an empty
table changes nothing. Needs numba.

>>> import numpy as np
>>> places = np.zeros((4, 4), np.int64)
>>> places[0, 0], places[2, 1] = 10, 41
>>> idx = np.zeros(LOOKUPS, np.int64)
>>> indices(places, 0, False, idx) == LOOKUPS and 0 <= int(idx.min()) and int(idx.max()) < SIZE
True
>>> corrected(0.5, places, 0, False, np.zeros(SIZE), idx)
0.5
"""

from __future__ import annotations

import math

import numpy as np
from numba import njit

#: Places a token can be at: 0 (yard) .. 57 (home).
PLACES = 58
_SQ = PLACES * PLACES
#: Where each kind of pair starts in the table.
MINE_THEIRS = 0                       # (again, seat after me - 1, my place, their place)
MINE_MINE = MINE_THEIRS + 2 * 3 * _SQ  # (again, lower place, higher place)
THEIRS_THEIRS = MINE_MINE + 2 * _SQ    # (seat after me - 1, lower, higher)
THEIRS_OTHERS = THEIRS_THEIRS + 3 * _SQ  # (which two seats after me, place, place)
#: The table's length, and the entries one position touches.
SIZE = THEIRS_OTHERS + 3 * _SQ
LOOKUPS = 4 * 4 * 3 + 6 + 6 * 3 + 4 * 4 * 3


@njit(cache=True)
def indices(places, me, again, idx):
    """Write into ``idx`` the table entries of ``places`` (``places[seat, token]``, four seats of four
    tokens) read from ``me``'s side, ``again``: ``me`` rolls next; returns :data:`LOOKUPS`."""
    a = 1 if again else 0
    n = 0
    for off in range(1, 4):
        o = (me + off) % 4
        for i in range(4):
            for j in range(4):
                idx[n] = MINE_THEIRS + ((a * 3 + off - 1) * PLACES + places[me, i]) * PLACES + places[o, j]
                n += 1
    for i in range(4):
        for j in range(i + 1, 4):
            lo, hi = min(places[me, i], places[me, j]), max(places[me, i], places[me, j])
            idx[n] = MINE_MINE + (a * PLACES + lo) * PLACES + hi
            n += 1
    for off in range(1, 4):
        o = (me + off) % 4
        for i in range(4):
            for j in range(i + 1, 4):
                lo, hi = min(places[o, i], places[o, j]), max(places[o, i], places[o, j])
                idx[n] = THEIRS_THEIRS + ((off - 1) * PLACES + lo) * PLACES + hi
                n += 1
    pair = 0
    for first in range(1, 4):
        for second in range(first + 1, 4):
            s, t = (me + first) % 4, (me + second) % 4
            for i in range(4):
                for j in range(4):
                    idx[n] = THEIRS_OTHERS + (pair * PLACES + places[s, i]) * PLACES + places[t, j]
                    n += 1
            pair += 1
    return n


@njit(cache=True)
def with_table(z, table, idx):
    """``sigmoid(z + the entries idx[:LOOKUPS] of table)``."""
    for k in range(LOOKUPS):
        z += table[idx[k]]
    return 1.0 / (1.0 + math.exp(-z))


@njit(cache=True)
def logit(v):
    """The logit of a chance, kept finite."""
    v = min(max(v, 1e-9), 1.0 - 1e-9)
    return math.log(v / (1.0 - v))


@njit(cache=True)
def corrected(v, places, me, again, table, idx):
    """The network's value ``v`` of ``places`` for ``me`` with the table's correction (``idx``: scratch,
    :data:`LOOKUPS` long); ``v`` itself when the table is empty."""
    if table.shape[0] == 0:
        return v
    indices(places, me, again, idx)
    return with_table(logit(v), table, idx)


def empty() -> tuple[np.ndarray, np.ndarray]:
    """No table (and its scratch): what the search adds then is nothing."""
    return np.zeros(0), np.zeros(LOOKUPS, np.int64)
