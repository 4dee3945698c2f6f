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

Only for games of four seats with four tokens each, every seat its own side (:func:`applies`).
Written once for Python lists and, compiled by numba, for arrays (as
:mod:`~ludo_widget.players.learned_net`). A table ships inside a weights file as base64 of
little-endian float32 (:func:`encode`, :func:`decode`).

>>> places = [[10, 0, 0, 0], [0, 0, 0, 0], [41, 0, 0, 0], [0, 0, 0, 0]]
>>> idx = [0] * LOOKUPS
>>> indices(places, 0, False, idx) == LOOKUPS and 0 <= min(idx) and max(idx) < SIZE
True
>>> corrected(0.5, places, 0, False, [0.0] * SIZE, idx)
0.5
>>> decode(encode([0.25, -1.0]), 2)
[0.25, -1.0]
"""

from __future__ import annotations

import base64
import math
import sys
from array import array
from collections.abc import Sequence

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


def applies(ntok: int, side_of: Sequence[int]) -> bool:
    """Whether a table reads a game of ``ntok`` tokens a seat and these sides (``side_of[seat]``, -1:
    not playing): four seats with four tokens, each its own side."""
    return ntok == 4 and len({s for s in side_of if s >= 0}) == 4 and min(side_of) >= 0


def indices(places, me, again, idx):
    """Write into ``idx`` the table entries of ``places`` (``places[seat][token]``, four seats of four
    tokens) read from ``me``'s side, ``again``: ``me`` rolls next; returns :data:`LOOKUPS`."""
    a = 1 if again else 0
    n = 0
    mine = places[me]
    for off in range(1, 4):
        theirs = places[(me + off) % 4]
        for i in range(4):
            for j in range(4):
                idx[n] = MINE_THEIRS + ((a * 3 + off - 1) * PLACES + mine[i]) * PLACES + theirs[j]
                n += 1
    for i in range(4):
        for j in range(i + 1, 4):
            lo, hi = min(mine[i], mine[j]), max(mine[i], mine[j])
            idx[n] = MINE_MINE + (a * PLACES + lo) * PLACES + hi
            n += 1
    for off in range(1, 4):
        theirs = places[(me + off) % 4]
        for i in range(4):
            for j in range(i + 1, 4):
                lo, hi = min(theirs[i], theirs[j]), max(theirs[i], theirs[j])
                idx[n] = THEIRS_THEIRS + ((off - 1) * PLACES + lo) * PLACES + hi
                n += 1
    pair = 0
    for first in range(1, 4):
        for second in range(first + 1, 4):
            one, other = places[(me + first) % 4], places[(me + second) % 4]
            for i in range(4):
                for j in range(4):
                    idx[n] = THEIRS_OTHERS + (pair * PLACES + one[i]) * PLACES + other[j]
                    n += 1
            pair += 1
    return n


def logit(v):
    """The logit of a chance, kept finite."""
    v = min(max(v, 1e-9), 1.0 - 1e-9)
    return math.log(v / (1.0 - v))


def with_table(z, table, idx):
    """``sigmoid(z + the entries idx[:LOOKUPS] of table)``."""
    for k in range(LOOKUPS):
        z += table[idx[k]]
    return 1.0 / (1.0 + math.exp(-z))


def corrected(v, places, me, again, table, idx):
    """The network's value ``v`` of ``places`` for ``me`` with the table's correction (``idx``: scratch,
    :data:`LOOKUPS` long); ``v`` itself when the table is empty."""
    if len(table) == 0:
        return v
    indices(places, me, again, idx)
    return with_table(logit(v), table, idx)


def encode(table: Sequence[float]) -> str:
    """A table as the weights file holds it: base64 of little-endian float32."""
    data = array("f", table)
    if sys.byteorder == "big":
        data.byteswap()
    return base64.b64encode(data.tobytes()).decode("ascii")


def decode(text: object, size: int = SIZE) -> list[float]:
    """The table in ``text`` (from :func:`encode`) of ``size`` finite numbers; a ``ValueError`` otherwise."""
    if not isinstance(text, str):
        raise ValueError("the pair table is not a base64 string")
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise ValueError("the pair table is not base64") from None
    if len(raw) != 4 * size:
        raise ValueError(f"the pair table has {len(raw) // 4} numbers, not {size}")
    data = array("f")
    data.frombytes(raw)
    if sys.byteorder == "big":
        data.byteswap()
    values = data.tolist()
    if not all(math.isfinite(v) for v in values):
        raise ValueError("the pair table holds a number that is not finite")
    return values
