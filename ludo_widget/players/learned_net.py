"""The learned evaluation's inputs and network, written once for Python and for numba.

A position is read from one seat's side (``me``) as :data:`N_FEATURES` numbers, each about 0..1:

* the seat's own tokens, furthest first, :data:`TOKEN_FEATURES` each: progress (place / 57), in
  the yard, in the home column, home, standing safe (a star, a start square or a protected
  pair), standing open on the ring, enemy tokens 1-6 and 7-12 squares behind that could land on
  it (a token in an enemy yard counts among the far ones when its start square is 1-6 behind: a
  six, then the rest), open enemy tokens 1-6 and 7-12 squares ahead that it could land on, the
  chance that it is captured before ``me`` rolls again, and the chance that it captures with
  ``me``'s next roll;
* each opponent by its seat after ``me`` (1, 2, 3 on: the order in which they roll),
  :data:`OPPONENT_FEATURES`: whether it plays, then its tokens furthest first, each with
  progress, yard, home column, home, how many of ``me``'s tokens stand 1-6 and 7-12 behind it,
  and the chance that ``me``'s next roll captures it; then the chance that its next turn
  captures one of ``me``'s tokens;
* four numbers: a 2-player game, ``me`` rolls again next, the race (``me``'s progress less the
  best opponent's, in whole games of four tokens) and the chance that ``me``'s next roll
  captures anything.

A chance of a capture is worked out exactly over one turn's dice (:func:`_chance`): a face 1-5
lands a token that far, a six lands one six squares on or is followed by a second roll that
lands a token (the same token 6 + d squares on, any token d squares on, or a token that the six
brought out of the yard). The roller is taken to capture whenever its dice allow it.

The network is one hidden layer of sigmoid units and a sigmoid output: the chance that ``me``
wins. Both functions take plain indexable tables (``places[seat][token]``, ``w1[i][j]``) and
write into buffers they are given, so the same code runs on Python lists (the player, no numpy
needed) and, compiled by numba, on arrays (training and the compiled benchmark).

>>> from ludo_widget.engine.board import RING_OF, SAFE_RING
>>> x = [0.0] * N_FEATURES
>>> places = [[10, 0, 0, 0], [], [39, 0, 0, 0], []]   # yellow's 39th square is 3 beyond red's 10th
>>> features_into(places, 4, [0, -1, 1, -1], RING_OF, SAFE_RING, False, 0, False, x)
>>> x[0], x[8]   # red's front token: 10/57 of the way, one yellow token 1-6 ahead to capture
(0.17543859649122806, 0.5)
>>> round(x[11], 4)   # ... which red's next roll captures: a 3, or a six (spent elsewhere) then a 3
0.1944
"""

from __future__ import annotations

import math

#: Numbers per own token, per opponent token, per opponent, and in all (see the module docstring).
TOKEN_FEATURES = 12
OPPONENT_TOKEN_FEATURES = 7
MAX_TOKENS = 4
OPPONENT_FEATURES = 2 + MAX_TOKENS * OPPONENT_TOKEN_FEATURES
OWN = MAX_TOKENS * TOKEN_FEATURES
GLOBAL_FEATURES = 4
N_FEATURES = OWN + 3 * OPPONENT_FEATURES + GLOBAL_FEATURES
#: Counts (threats, chances) are scaled by this: two tokens read as 1.0.
COUNT = 0.5

_HOME = 57
_LAST_RING = 51
_RING = 52
#: Where a reach mask (:func:`_reach`) keeps its three sets of distances 1-6.
_FAR = 7
_ENTRY = 14


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


def _reach(places, ntok, ring_of, seat, only, q):
    """The distances by which ``seat``'s tokens (only token ``only`` if it is >= 0) could land on
    ring square ``q`` within the ring, as bits: 1-6 squares behind it (bits 1-6), 7-12 behind (bits
    ``_FAR`` + 1-6), and 1-6 beyond ``seat``'s start square when a token waits in its yard (bits
    ``_ENTRY`` + 1-6; standing on the start square itself reads as a six)."""
    mask = 0
    yard = False
    for j in range(ntok):
        if only >= 0 and j != only:
            continue
        pa = places[seat][j]
        if pa == 0:
            yard = True
        elif pa <= _LAST_RING:
            d = (q - ring_of[seat][pa]) % _RING
            if 1 <= d <= 12 and pa + d <= _LAST_RING:
                mask |= 1 << (d if d <= 6 else _FAR + d - 6)
    if yard:
        d = (q - ring_of[seat][1]) % _RING
        if d == 0:
            mask |= 1 << 6
        elif d <= 6:
            mask |= 1 << (_ENTRY + d)
    return mask


def _chance(mask):
    """The chance that one turn's dice (a face, and after a six one more) realise a reach ``mask``."""
    c = 0.0
    for f in range(1, 6):
        if (mask >> f) & 1:
            c += 1.0 / 6.0
    if (mask >> 6) & 1:
        return c + 1.0 / 6.0
    for g in range(1, 7):
        if ((mask >> g) | (mask >> (_FAR + g)) | (mask >> (_ENTRY + g))) & 1:
            c += 1.0 / 36.0
    return c


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
    my_progress = 0
    best_progress = 0
    my_hits = 0  # the reach of all of ``me``'s tokens onto open enemy tokens
    for off in range(1, 4):
        a = (me + off) % 4
        if side_of[a] < 0 or side_of[a] == side_of[me]:
            continue
        opponents += 1
        base = OWN + (off - 1) * OPPONENT_FEATURES
        x[base] = 1.0
        theirs = places[a]
        yard_hit = -1  # the ring square an entering token of ``a`` starts from, if any waits
        progress = 0
        for j in range(ntok):
            pa = theirs[j]
            progress += pa
            slot = base + 2 + _rank(theirs, ntok, j) * OPPONENT_TOKEN_FEATURES
            x[slot] = pa / _HOME
            if pa == 0:
                x[slot + 1] = 1.0
                yard_hit = ring_of[a][1]
            elif pa == _HOME:
                x[slot + 3] = 1.0
            elif pa > _LAST_RING:
                x[slot + 2] = 1.0
            their_open = _open(places, ntok, ring_of, safe, pairs_safe, a, pa)
            if their_open:
                r = ring_of[a][pa]
                reach = _reach(places, ntok, ring_of, me, -1, r)
                my_hits |= reach
                x[slot + 6] = _chance(reach)
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
        if progress > best_progress:
            best_progress = progress
        threat = 0  # the reach of ``a`` onto all of ``me``'s open tokens
        for i in range(ntok):
            p = mine[i]
            if not _open(places, ntok, ring_of, safe, pairs_safe, me, p):
                continue
            own = _rank(mine, ntok, i) * TOKEN_FEATURES
            reach = _reach(places, ntok, ring_of, a, -1, ring_of[me][p])
            threat |= reach
            # the chance to survive every opponent so far, kept as 1 - chance
            x[own + 10] = 1.0 - (1.0 - x[own + 10]) * (1.0 - _chance(reach))
            if yard_hit >= 0:
                behind = (ring_of[me][p] - yard_hit) % _RING
                if 1 <= behind <= 6:
                    x[own + 7] += COUNT
        x[base + 1] = _chance(threat)
    for i in range(ntok):
        p = mine[i]
        my_progress += p
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
        if p <= _LAST_RING:
            x[own + 11] = _chance(_token_hits(places, ntok, side_of, ring_of, safe, pairs_safe, me, i))
    g = N_FEATURES - GLOBAL_FEATURES
    x[g] = 1.0 if opponents == 1 else 0.0
    x[g + 1] = 1.0 if again else 0.0
    x[g + 2] = (my_progress - best_progress) / (4 * _HOME)
    x[g + 3] = _chance(my_hits)


def _token_hits(places, ntok, side_of, ring_of, safe, pairs_safe, me, i):
    """The reach of ``me``'s token ``i`` (on the ring or in the yard) onto every open enemy token."""
    mask = 0
    for a in range(4):
        if side_of[a] < 0 or side_of[a] == side_of[me]:
            continue
        for j in range(ntok):
            pa = places[a][j]
            if _open(places, ntok, ring_of, safe, pairs_safe, a, pa):
                mask |= _reach(places, ntok, ring_of, me, i, ring_of[a][pa])
    return mask


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
