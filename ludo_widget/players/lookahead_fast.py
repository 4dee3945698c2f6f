"""The lookahead player's search, compiled: expectimax over the next rolls with the learned value.

Needs numba. :func:`search_choice` is :class:`~ludo_widget.players.lookahead.LookaheadPlayer`'s
search on the compiled referee's arrays (:mod:`ludo_widget.fastsim.referee`): for each distinct
move, the position after it; then ``depth`` rolls, each a chance node over the six faces at
which the seat that rolled picks its move by a *reply model*, and the learned value
(:mod:`ludo_widget.players.learned_net`) from the searching seat's side at the leaves.

Reply models for the other seats (``params[MODEL]``): ``SELF`` their own one-move-ahead learned
choice (the learned player), ``HEUR`` the heuristic's choice, ``MIN`` the move worst for the
searcher, ``AVG`` every legal move equally likely (how a random player plays), ``OBS`` a mix of
the two by what each seat has been seen to do: the heuristic's choice with the seat's *trust*
``w[TRUST][seat]`` (:func:`trust`; 1: always), any legal move alike otherwise. The searcher's own
bonus rolls take the move best for it.

``params[REFINE]`` (millionths of a chance) searches the moves within it of the best one roll
deeper, the deeper search choosing among them (:func:`decide`; the player's ``refine``).
``params[PRUNE]`` keeps only that many moves, the best by the one-move value, for the search
(0: all). ``params[ROLLOUTS]`` > 0 replaces the exhaustive chance nodes by that many truncated
rollouts of ``params[HORIZON]`` rolls a move (0: until the searcher's next roll is played), every move's rollouts rolling the same dice, every
seat playing the learned choice (the others by the reply model), the learned value at the end.

The network may carry a :mod:`~ludo_widget.players.pair_table` table, added to its judgement at
the leaves in games of four separate seats: :func:`choose_on` reads it from the weights (the
shipped 4-player network has one), :func:`match` takes it as ``pairs``.

:func:`match` plays whole compiled games (the dice of :func:`~ludo_widget.players.selfplay.play`
for the same seed) with searching seats among random, heuristic and learned ones: the benchmark's
fast path.

>>> from ludo_widget.players.learned import shipped_net
>>> from ludo_widget.players.selfplay import Net, Table
>>> wins, decisions = match(Table.of(2), (SEARCH, RANDOM), Net.of(shipped_net(2)), 10, 1, params())
>>> 0 <= wins <= 10 and decisions > 0
True
"""

from __future__ import annotations

import types

import numpy as np
from numba import njit

from ..engine import power
from ..engine.board import COLOURS
from ..engine.referee import Referee
from ..engine.state import State
from ..fastsim.choices import _first_from, heuristic_choice
from ..fastsim.playouts import _arrays
from ..fastsim.referee import (
    AWAIT,
    FACE,
    MISSES,
    MOVE,
    NFIN,
    OVER,
    ROLL,
    STATE_SLOTS,
    TURN,
    draw,
    move,
    next_word,
    roll,
)
from .learned_net import N_FEATURES
from .lookahead import EXTRA, MAX_DEPTH, close_moves
from .selfplay import (
    HEURISTIC,
    LEARNED,
    RANDOM,
    Net,
    Table,
    _corrected,
    _features,
    _forward,
    _learned_choice,
    game_seed,
    kinds_of,
    new_game,
    pairs_for,
    pairs_of,
)
from .watching import trust

#: A seat that searches (the other kinds are :mod:`~ludo_widget.players.selfplay`'s).
SEARCH = 3
#: Reply models (see the module docstring).
SELF, HEUR, MIN, AVG, OBS = 0, 1, 2, 3, 4
MODELS = {"self": SELF, "heuristic": HEUR, "min": MIN, "average": AVG, "observed": OBS}
#: Slots of the search's parameters.
DEPTH, MODEL, PRUNE, ROLLOUTS, HORIZON, LIMIT, EXTEND, REFINE = range(8)
# MAX_DEPTH, the deepest exhaustive search (rolls after the move), and EXTRA, the most rolls
# params[EXTEND] lets a line search beyond the depth (_left), are the player's own limits.
_LEVELS = 2 * (MAX_DEPTH + EXTRA) + 4
_STORED = len(power.STORED)

#: The slot of :func:`work` holding each seat's trust for ``OBS``.
TRUST = 14

__all__ = ["AVG", "HEUR", "MIN", "OBS", "SEARCH", "SELF", "choose_on", "decide", "match", "params", "search_choice",
           "work"]


def params(depth: int = 1, model: int = SELF, prune: int = 0, rollouts: int = 0, horizon: int = 0,
           limit: int = 0, extend: int = 0, refine: float = 0.0) -> np.ndarray:
    """The search's parameters as the compiled functions read them.

    ``limit``: give up once the search needs more leaf values than that (0: never). A search cannot
    read the clock inside numba; a count of leaves, at the pace the last depth took, keeps it in
    its time. ``extend``: up to that many rolls a line beyond ``depth``, for a seat that rolls
    again (:func:`_left`). ``refine``: the close moves' deeper search (a chance, kept in millionths)."""
    if not 0 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth is 0..{MAX_DEPTH}, not {depth}")
    if not 0 <= extend <= EXTRA:
        raise ValueError(f"extend is 0..{EXTRA}, not {extend}")
    if not 0 <= refine <= 1:
        raise ValueError(f"refine is 0..1, not {refine}")
    return np.array([depth, model, prune, rollouts, horizon, limit, extend, round(refine * 1e6)], dtype=np.int64)


def work(hidden: int) -> tuple:
    """The arrays one search works in (allocated once per game or player)."""
    return (np.zeros((_LEVELS, STATE_SLOTS), np.int64), np.zeros((_LEVELS, 4, 4), np.int64),
            np.zeros((_LEVELS, 4), np.int64), np.zeros((_LEVELS, 4), np.int64), np.zeros((_LEVELS, 4), np.int64),
            np.zeros((_LEVELS, 3, 4), np.int64), np.zeros(N_FEATURES), np.zeros(hidden), np.zeros(N_FEATURES),
            (np.zeros(STATE_SLOTS, np.int64), np.zeros((4, 4), np.int64), np.zeros(4, np.int64),
             np.zeros(4, np.int64)), np.zeros((4, 4), np.int64), np.zeros(1, np.uint64), np.zeros(8),
            np.zeros(3, np.int64),  # [13]: leaf values read, the limit (0: none), and params[EXTEND]
            np.ones(4))  # [TRUST]: each seat's trust (OBS)


@njit(cache=True)
def _copy(w, a, b):
    """Level ``a``'s position into level ``b``."""
    w[0][b, :] = w[0][a]
    w[1][b, :, :] = w[1][a]
    w[2][b, :] = w[2][a]
    w[3][b, :] = w[3][a]
    w[4][b, :] = w[4][a]


@njit(cache=True)
def _value(w, lv, me, tab, net):
    """The learned chance that ``me`` wins from level ``lv``'s position (1 or 0 once won)."""
    cfg, side_of, ring_of, safe, pairs_safe = tab[0], tab[8], tab[2], tab[3], tab[13]
    st = w[0][lv]
    w[13][0] += 1
    if st[NFIN] > 0:
        return 1.0 if side_of[w[2][lv][0]] == side_of[me] else 0.0
    again = st[AWAIT] == ROLL and st[TURN] == me
    _features(w[1][lv], cfg[0], side_of, ring_of, safe, pairs_safe, me, again, w[6])
    return _corrected(_forward(w[6], net[0], net[1], net[2], net[3][0], w[7]), w[1][lv], me, again, net[4], net[5])


@njit(cache=True)
def _roll(w, a, b, face, tab, tiles, taken):
    """Level ``a`` rolls ``face`` into level ``b``; the number of legal moves (in ``w[5][b]``)."""
    _copy(w, a, b)
    return roll(w[0][b], w[1][b], w[2][b], w[4][b], tab[0], tab[4], tab[1].shape[0], tiles, taken, face, tab[7],
                w[5][b])


@njit(cache=True)
def _move(w, a, b, k, tab, tiles, taken, stock):
    """Level ``a`` plays its ``k``-th legal move into level ``b``."""
    _copy(w, a, b)
    move(w[0][b], w[1][b], w[2][b], w[3][b], tab[0], tab[2], tab[3], tab[5], tab[4], tab[1].shape[0], tiles, taken,
         stock, k, w[5][a], tab[7])


@njit(cache=True)
def _reply(w, lv, n, model, tab, net, tiles, taken, stock):
    """The move the seat to act at level ``lv`` plays by the reply model (SELF or HEUR)."""
    seat = w[0][lv][TURN]
    if model == HEUR:
        return heuristic_choice(w[1][lv], tab[0], tab[1], tab[2], tab[3], tab[5], tab[9], tab[10], tab[11], tab[12],
                                seat, n, w[5][lv], tab[7], w[10])
    return _learned_choice(w[0][lv], w[1][lv], w[2][lv], w[3][lv], tab[0], tab[1], tab[2], tab[3], tab[4], tab[5],
                           tiles, taken, stock, tab[8], tab[13], seat, n, w[5][lv], tab[7], net[0], net[1], net[2],
                           net[3], net[4], net[5], w[6], w[7], w[8], w[9])


@njit(cache=True)
def _left(st, depth, roller, extend):
    """The depth left after a roll of ``roller`` that led to ``st``: one less, unless ``extend``
    and ``roller`` rolls again (a six, a capture's or an arrival's bonus, another try to enter).

    So with ``extend`` ``depth`` counts turns: a leaf is a position in which the next seat rolls
    for the first time in its turn, unless the line ran out of its ``depth + extend`` rolls."""
    if extend and st[TURN] == roller and st[AWAIT] == ROLL and st[NFIN] == 0:
        return depth
    return depth - 1


def _expect0(w, lv, depth, me, model, tab, net, tiles, taken, stock):
    return _value(w, lv, me, tab, net)


_deeper = _expect0  # what _expect_body calls a roll deeper: rebound for each depth by _chain


def _expect_body(w, lv, depth, me, model, tab, net, tiles, taken, stock):
    """The expected value to ``me`` of level ``lv``'s position (awaiting a roll) over ``depth`` rolls
    (turns with ``w[13][2]``, :func:`_left`).

    Compiled once for each number of rolls a line may still take (:data:`_EXPECT`), each calling
    the one a roll shorter as ``_deeper``: numba's cache cannot hold a recursive function.
    """
    if depth == 0 or w[0][lv][NFIN] > 0 or w[0][lv][AWAIT] == OVER:
        return _value(w, lv, me, tab, net)
    if 0 < w[13][1] < w[13][0]:
        return 0.0  # over the limit: search_choice drops the whole search
    side_of = tab[8]
    roller, extend = w[0][lv][TURN], w[13][2] > 0
    total = 0.0
    # The last roll below six that moved nothing: the turn, awaiting and misses it handed on, and
    # its value. A later such roll that hands on the same three hands on the same position.
    missed, miss_turn, miss_await, miss_misses, miss_v = False, -1, -1, -1, 0.0
    for face in range(1, 7):
        n = _roll(w, lv, lv + 1, face, tab, tiles, taken)
        if n == 0:
            after = w[0][lv + 1]
            if (face < 6 and missed and after[TURN] == miss_turn and after[AWAIT] == miss_await
                    and after[MISSES] == miss_misses):
                total += miss_v
                continue
            v = _deeper(w, lv + 1, _left(after, depth, roller, extend), me, model, tab, net, tiles, taken, stock)
            if face < 6:
                missed, miss_turn, miss_await, miss_misses, miss_v = True, after[TURN], after[AWAIT], after[MISSES], v
            total += v
            continue
        seat = w[0][lv + 1][TURN]
        mine = side_of[seat] == side_of[me]
        trusted = model == OBS and w[TRUST][seat] >= 1.0
        if not mine and (model == SELF or model == HEUR or trusted or n == 1):
            k = 0 if n == 1 else _reply(w, lv + 1, n, HEUR if trusted else model, tab, net, tiles, taken, stock)
            _move(w, lv + 1, lv + 2, k, tab, tiles, taken, stock)
            total += _deeper(w, lv + 2, _left(w[0][lv + 2], depth, roller, extend), me, model, tab, net, tiles, taken,
                             stock)
            continue
        # my own roll: my best move; MIN: the move worst for me; AVG: all n moves alike;
        # OBS: the heuristic's move (kh) with the seat's trust q, all n alike otherwise
        best = -1.0 if mine else (2.0 if model == MIN else 0.0)
        moves = w[5][lv + 1]
        q = w[TRUST][seat] if model == OBS and not mine else 0.0
        kh = _reply(w, lv + 1, n, HEUR, tab, net, tiles, taken, stock) if q > 0.0 else -1
        vh = 0.0
        for k in range(n):
            if not _first_from(moves, k):
                continue
            _move(w, lv + 1, lv + 2, k, tab, tiles, taken, stock)
            v = _deeper(w, lv + 2, _left(w[0][lv + 2], depth, roller, extend), me, model, tab, net, tiles, taken, stock)
            if mine:
                best = max(best, v)
            elif model == MIN:
                best = min(best, v)
            else:
                same = 0
                for j in range(n):
                    if moves[1, j] == moves[1, k]:
                        same += 1
                best += v * same / n
                if kh >= 0 and moves[1, k] == moves[1, kh]:
                    vh = v
        if kh >= 0:
            best = (1.0 - q) * best + q * vh
        total += best
    return total / 6.0


def _chain():
    """``_expect_body`` compiled for 1..MAX_DEPTH + EXTRA rolls a line (index 0: the leaf value)."""
    levels = [njit(cache=True)(_expect0)]
    for d in range(1, MAX_DEPTH + EXTRA + 1):
        name = f"_expect{d}"
        space = dict(globals(), _deeper=levels[-1])
        code = _expect_body.__code__.replace(co_name=name, co_qualname=name)
        levels.append(njit(cache=True)(types.FunctionType(code, space, name)))
    return tuple(levels)


_EXPECT = _chain()
_expect1, _expect2, _expect3, _expect4, _expect5, _expect6 = _EXPECT[1:]


@njit(cache=True)
def _expect(w, lv, depth, rolls, me, model, tab, net, tiles, taken, stock):
    """``_expect_body`` over ``depth`` with at most ``rolls`` rolls a line."""
    if rolls == 1:
        return _expect1(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    if rolls == 2:
        return _expect2(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    if rolls == 3:
        return _expect3(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    if rolls == 4:
        return _expect4(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    if rolls == 5:
        return _expect5(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    if rolls == 6:
        return _expect6(w, lv, depth, me, model, tab, net, tiles, taken, stock)
    return _value(w, lv, me, tab, net)


@njit(cache=True)
def _rollouts(w, lv, me, count, horizon, model, base, tab, net, tiles, taken, stock):
    """The mean learned value to ``me`` after ``count`` rollouts from level ``lv``, each of ``horizon``
    rolls (0: until ``me``'s next roll is played); rollout ``r`` rolls the dice of ``base + r``,
    the same for every move searched."""
    total = 0.0
    dice = w[11]
    side_of = tab[8]
    for r in range(count):
        _copy(w, lv, lv + 1)
        dice[0], pick = next_word(base + np.uint64(r))
        for _ in range(horizon if horizon > 0 else 200):
            st = w[0][lv + 1]
            if st[NFIN] > 0 or st[AWAIT] == OVER:
                break
            seat = st[TURN]
            face = draw(st, w[1][lv + 1], tab[0], w[4][lv + 1], dice, tab[7])
            n = roll(st, w[1][lv + 1], w[2][lv + 1], w[4][lv + 1], tab[0], tab[4], tab[1].shape[0], tiles, taken, face,
                     tab[7], w[5][lv + 1])
            if n > 0:
                k = 0
                if n > 1:
                    if side_of[seat] != side_of[me] and model == AVG:
                        pick, word = next_word(pick)
                        k = np.int64(word % np.uint64(n))
                    else:
                        theirs = side_of[seat] != side_of[me] and (model == HEUR or model == OBS)
                        k = _reply(w, lv + 1, n, HEUR if theirs else SELF,
                                   tab, net, tiles, taken, stock)
                _move(w, lv + 1, lv + 2, k, tab, tiles, taken, stock)
                _copy(w, lv + 2, lv + 1)
            if horizon <= 0 and seat == me:
                break
        total += _value(w, lv + 1, me, tab, net)
    return total / count


@njit(cache=True)
def search_choice(w, st, places, fin, caps, aid, n, moves, prm, base, tab, net, tiles, taken, stock, scores, only):
    """The index (into ``moves``, ``n`` legal) of the move the search rates best for the seat to act,
    or -1 if it needed more leaf values than ``prm[LIMIT]`` (``w[13][0]`` says how many it read).

    Only the moves ``k`` with ``only[k]`` are searched; ``scores[k]`` gets each searched move's
    value (-1: not searched); ``base`` seeds the rollouts.
    """
    me = st[TURN]
    w[13][0], w[13][1], w[13][2] = 0, prm[LIMIT], prm[EXTEND]
    rolls = prm[DEPTH] + prm[EXTEND]
    w[0][0, :] = st
    w[1][0, :, :] = places
    w[2][0, :] = fin
    w[3][0, :] = caps
    w[4][0, :] = aid
    w[5][0, :, :] = moves
    one = np.full(n, -1.0)
    for k in range(n):
        scores[k] = -1.0
        if _first_from(moves, k):
            _move(w, 0, 1, k, tab, tiles, taken, stock)
            one[k] = _value(w, 1, me, tab, net)
    keep = n if prm[PRUNE] <= 0 else prm[PRUNE]
    order = np.argsort(-one, kind="mergesort")  # best first; ties keep the moves' order
    best, best_v = order[0], -2.0
    for i in range(min(keep, n)):
        k = order[i]
        if one[k] < 0.0:
            break
        if not only[k]:
            continue
        _move(w, 0, 1, k, tab, tiles, taken, stock)
        if prm[ROLLOUTS] > 0:
            v = _rollouts(w, 1, me, prm[ROLLOUTS], prm[HORIZON], prm[MODEL], base, tab, net, tiles, taken, stock)
        else:
            # my move is a turn of the search's (a bonus after it is not): _left from depth + 1
            v = _expect(w, 1, _left(w[0][1], prm[DEPTH] + 1, me, prm[EXTEND] > 0), rolls, me, prm[MODEL], tab, net,
                        tiles, taken, stock)
        scores[k] = v
        if v > best_v or (v == best_v and k < best):
            best, best_v = k, v
    if 0 < w[13][1] < w[13][0]:
        return -1
    return best


_close = njit(cache=True)(close_moves)


@njit(cache=True)
def decide(w, st, places, fin, caps, aid, n, moves, prm, base, tab, net, tiles, taken, stock, scores):
    """:func:`search_choice` over every move, then, with ``prm[REFINE]``, over the close moves a
    roll deeper (the player's ``refine``): the index of the move chosen, or -1 (over the limit)."""
    only = np.ones(4, np.int64)
    k = search_choice(w, st, places, fin, caps, aid, n, moves, prm, base, tab, net, tiles, taken, stock, scores, only)
    if k < 0 or prm[REFINE] <= 0 or prm[DEPTH] >= MAX_DEPTH or prm[ROLLOUTS] > 0:
        return k
    if _close(scores, n, prm[REFINE] / 1e6, only) < 2:
        return k
    deeper = prm.copy()
    deeper[DEPTH] += 1
    return search_choice(w, st, places, fin, caps, aid, n, moves, deeper, base, tab, net, tiles, taken, stock, scores,
                         only)


#: Probes (:func:`play`): at most this many searches a decision, and the columns of a probe's
#: row: leaves read, the move chosen and every move's value (-1: not searched) for each search,
#: then the position: the seat to move, the face, every seat's places (4 x 4) and the legal
#: moves (token, from, to x 4).
PROBES = 3
AT_LEAVES, AT_CHOSEN, AT_VALUES = 0, PROBES, 2 * PROBES
AT_SEAT = AT_VALUES + 4 * PROBES
AT_FACE, AT_PLACES, AT_MOVES = AT_SEAT + 1, AT_SEAT + 2, AT_SEAT + 18
COLUMNS = AT_MOVES + 12


@njit(cache=True)
def play(gseed, kinds, prms, tab, net, w, probes):
    """One game from ``gseed`` (the dice of ``selfplay.play``); ``kinds[seat]`` says who plays.

    Searching seats decide by ``prms[0]``. With room in ``probes`` (0 rows: none), each of their
    decisions with a choice is also searched by every other row of ``prms`` and written to a row
    of it (:data:`COLUMNS`), what benchmarks/depth_gain.py reads; the game is the same either way.
    Returns (the winning seat or -1, the searching seats' decisions that had a choice).
    """
    cfg, seats, ring_of, safe, after, opponents, tiles0, home = tab[:8]
    ev_side, hit, enter_hit, hw, side_of, pairs_safe = tab[9], tab[10], tab[11], tab[12], tab[8], tab[13]
    nseats = seats.shape[0]
    st, places, fin, aid, caps, tiles, taken, stock, moves, scratch, dice = new_game(gseed, seats, tiles0)
    scores = np.zeros(4)
    seen = np.zeros((3, 4))  # each seat's choices watched, heuristic's moves among them, chance (watching.py)
    rolls = 0
    decisions = 0
    while st[AWAIT] != OVER and rolls < 100_000:
        rolls += 1
        seat = st[TURN]
        face = draw(st, places, cfg, aid, dice, home)
        n = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
        if n == 0:
            continue
        kind = kinds[seat]
        k = 0
        if n > 1:
            if kind == RANDOM:
                k = np.random.randint(n)
            elif kind == HEURISTIC:
                k = heuristic_choice(places, cfg, seats, ring_of, safe, opponents, ev_side, hit, enter_hit, hw, seat, n,
                                     moves, home, scratch)
            elif kind == LEARNED:
                k = _learned_choice(st, places, fin, caps, cfg, seats, ring_of, safe, after, opponents, tiles, taken,
                                    stock, side_of, pairs_safe, seat, n, moves, home, net[0], net[1], net[2], net[3],
                                    net[4], net[5], w[6], w[7], w[8], w[9])
            else:
                decisions += 1
                for s in range(4):
                    w[TRUST][s] = _trust(seen[0, s], seen[1, s], seen[2, s])
                base = np.uint64(gseed) ^ np.uint64(rolls * 0x9E3779B1)
                k = decide(w, st, places, fin, caps, aid, n, moves, prms[0], base, tab, net, tiles, taken, stock,
                           scores)
                if decisions <= probes.shape[0]:
                    _probe(probes[decisions - 1], k, seat, face, w, st, places, fin, caps, aid, n, moves, prms, base,
                           tab, net, tiles, taken, stock, scores)
            if kind != SEARCH and prms[0][MODEL] == OBS:
                _watch(seen, seat, k, n, moves, heuristic_choice(places, cfg, seats, ring_of, safe, opponents, ev_side,
                                                                 hit, enter_hit, hw, seat, n, moves, home, scratch))
        move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, k, moves, home)
    return (fin[0] if st[NFIN] > 0 else -1), decisions


@njit(cache=True)
def _probe(row, k, seat, face, w, st, places, fin, caps, aid, n, moves, prms, base, tab, net, tiles, taken, stock,
           scores):
    """Write one decision into ``row`` (:data:`COLUMNS`): its position, and for each row of ``prms``
    the move chosen, the leaves read and every move's value. ``k`` is ``prms[0]``'s choice, just
    searched (``w`` and ``scores`` still hold that search); the other rows are searched here."""
    row[AT_SEAT], row[AT_FACE] = seat, face
    row[AT_PLACES:AT_MOVES] = places.ravel()
    row[AT_MOVES:COLUMNS] = moves.ravel()
    for i in range(prms.shape[0]):
        if i > 0:
            k = decide(w, st, places, fin, caps, aid, n, moves, prms[i], base, tab, net, tiles, taken, stock, scores)
        row[AT_CHOSEN + i] = k
        row[AT_LEAVES + i] = w[13][0]
        row[AT_VALUES + 4 * i:AT_VALUES + 4 * i + 4] = scores


_trust = njit(cache=True)(trust)


@njit(cache=True)
def _watch(seen, seat, k, n, moves, kh):
    """Count ``seat``'s choice of its ``k``-th of ``n`` legal moves where the heuristic plays the
    ``kh``-th (watching.py): only a choice between two or more distinct moves counts."""
    distinct = 0
    same = 0
    for j in range(n):
        if _first_from(moves, j):
            distinct += 1
        if moves[1, j] == moves[1, kh]:
            same += 1
    if distinct > 1:
        seen[0, seat] += 1.0
        seen[1, seat] += 1.0 if moves[1, k] == moves[1, kh] else 0.0
        seen[2, seat] += same / n


_NO_PROBES = np.zeros((0, COLUMNS))
_TABLES: dict = {}
_NETS: dict = {}
_WORK: list = []


def choose_on(ref: Referee, st: State, weights: dict, depth: int, model: int = SELF,
              limit: int = 0, trusts: tuple[float, ...] = (1.0,) * 4, extend: int = 0,
              only: np.ndarray | None = None, scores: np.ndarray | None = None) -> tuple[int, int]:
    """The index in ``ref.moves(st)`` of the move the compiled search (reply model ``model``, SELF,
    HEUR or OBS) rates best at ``depth``, and the leaf values it read; ``weights``: the network as
    ``learned.load_weights`` gives it; ``trusts``: each seat's trust (OBS); ``extend``: extra rolls
    for bonus rolls (:func:`params`); ``only``: the legal moves to search (1; by default all);
    ``scores``: filled with each legal move's value (-1: not searched). The index is -1 if the
    search gave up after ``limit`` leaf values (0: no limit)."""
    key = (ref.rules, ref.seats)
    table = _TABLES.get(key)
    if table is None:
        table = _TABLES[key] = Table.of(tuple(COLOURS[s] for s in ref.seats), ref.rules)  # type: ignore[arg-type]
    net = _NETS.get(id(weights))
    if net is None or net[0] is not weights:
        net = _NETS[id(weights)] = (weights, Net.of(weights).arrays(), pairs_of(weights))
    if not _WORK or _WORK[0][7].shape[0] != net[1][1].shape[0]:
        _WORK[:] = [work(net[1][1].shape[0])]
    legal = ref.moves(st)
    moves = np.zeros((3, 4), np.int64)
    for k, m in enumerate(legal):
        moves[:, k] = (m.token, m.start, m.to)
    scalars, places, fin, aid, caps = _arrays(st)
    scalars[AWAIT], scalars[FACE] = MOVE, st.face
    _WORK[0][TRUST][:] = trusts
    tab = table.args
    tiles = tab[6].copy()
    taken = np.full(tiles.shape[0], -1, np.int64)
    stock = np.zeros((4, _STORED), np.int64)
    arrays = net[1] + pairs_for(table, net[2] if table.reads_pairs() else None)  # the table only where it reads
    prm = params(depth, model, limit=limit, extend=extend)
    mask = np.ones(4, np.int64) if only is None else np.asarray(only, np.int64)
    out = np.zeros(4) if scores is None else scores
    k = search_choice(_WORK[0], scalars, places, fin, caps, aid, len(legal), moves, prm, np.uint64(0), tab, arrays,
                      tiles, taken, stock, out, mask)
    return int(k), int(_WORK[0][13][0])


def match(table: Table, lineup: tuple[int, ...], net: Net, games: int, seed: int, prm: np.ndarray,
          first: int = 0, pairs: np.ndarray | None = None) -> tuple[int, int]:
    """(games won by the first kind of ``lineup``, searched decisions) in games ``first`` to
    ``first + games - 1``: the lineup rotates one seat a game, game ``g`` rolls the dice of
    ``selfplay.match``'s game ``g``. ``first`` lets one run be split between processes and add up.
    ``pairs``: a :mod:`~ludo_widget.players.pair_table` table the searching and learned seats add
    to the network (4-player games only)."""
    seats = [int(s) for s in table.args[1]]
    w = work(net.b1.shape[0])
    arrays = net.arrays() + pairs_for(table, pairs)
    wins = decisions = 0
    for g in range(first, first + games):
        hero = seats[g % len(seats)]
        won, d = play(game_seed(seed, g), kinds_of(seats, lineup, g), prm.reshape(1, -1), table.args, arrays, w,
                      _NO_PROBES)
        wins += won == hero
        decisions += d
    return wins, decisions
