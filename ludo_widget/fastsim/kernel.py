"""The compiled game loop: the referee's simulation path, step for step, in numba.

The rules of a roll, a move and a turn are in :mod:`ludo_widget.fastsim.referee` (each function
mirrors one of :class:`~ludo_widget.engine.referee.Referee`, on arrays instead of a
:class:`~ludo_widget.engine.state.State`), the players' choices in
:mod:`ludo_widget.fastsim.choices`; this module plays whole games with them and draws the same
dice (SplitMix64, as :mod:`ludo_widget.engine.dice`) and the same player choices, so a game played
here is the game the engine plays from the same seed, roll for roll. The differential tests
(``tests/test_fastsim_differential.py``) hold it to that.

Arrays of one game:

* ``st``: the scalar part of the state, indexed by ``TURN``, ``AWAIT`` ...;
* ``places[seat, token]``, ``fin`` (finishers in order, ``st[NFIN]`` of them), ``aid`` and
  ``caps`` per seat, ``dice[0]`` the die's 64-bit state;
* Power: ``tiles[square]`` and ``taken[square]`` (tile codes, ``NO_TILE`` for none) and
  ``stock[seat, kind]``;
* ``moves[0|1|2, k]``: token, start and end of the k-th legal move.

The rules come in as the vector of :mod:`ludo_widget.fastsim.encoding` and the board as the
engine's own tables. Players: ``RANDOM`` (``random.Random(seed).randrange``, as
:class:`~ludo_widget.players.simple.RandomPlayer`) and ``HEURISTIC`` (the features and weights
of :class:`~ludo_widget.players.heuristic.HeuristicPlayer`, with the evaluator's hit tables).
Power bonuses are never switched on here: seats whose players would use them stay on the
Python path.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from numba import njit

from ..engine import power
from ..engine.board import RING, SEATS
from . import twister
from .choices import FEATURES, HEURISTIC, RANDOM, heuristic_choice
from .encoding import NO_TILE, STARTER_RANDOM, TEAMS, TOKENS
from .referee import (
    _LOW32,
    AWAIT,
    FIRST,
    NFIN,
    OVER,
    ROLL,
    ROLLS,
    STATE_SLOTS,
    TURN,
    TURNS,
    _has_finished,
    _partner,
    draw,
    move,
    next_word,
    player_seed,
    roll,
)

__all__ = ["FEATURES", "HEURISTIC", "OUT_CAPS", "OUT_COLUMNS", "OUT_FIRST", "OUT_NRANK", "OUT_OVER", "OUT_RANK",
           "OUT_ROLLS", "OUT_TURNS", "OUT_WINNER", "RANDOM", "TRACE_COLUMNS", "Work", "next_word", "play_game",
           "play_range"]

# Columns of a game's row of results.
(OUT_FIRST, OUT_OVER, OUT_ROLLS, OUT_TURNS, OUT_WINNER, OUT_NRANK, OUT_RANK, OUT_CAPS) = (0, 1, 2, 3, 4, 5, 6, 10)
OUT_COLUMNS = 14
#: A trace row: the seat that rolled, the face, the token moved (-1: none), then the places.
TRACE_COLUMNS = 3 + SEATS * 4


# -- games -----------------------------------------------------------------------------


@njit(cache=True, inline="always", _nrt=False)
def _rank(st, fin, places, cfg, seats, out):
    """Referee.ranking: finishers in order; once over, the rest by distance (ties: turn order)."""
    nseats = seats.shape[0]
    n = 0
    for k in range(st[NFIN]):
        out[n] = fin[k]
        n += 1
    if st[AWAIT] == OVER:
        start = 0
        for i in range(nseats):
            if seats[i] == st[FIRST]:
                start = i
        first_rest = n
        for j in range(nseats):
            s = seats[(start + j) % nseats]
            if _has_finished(st, fin, s):
                continue
            total = 0
            for i in range(cfg[TOKENS]):
                total += places[s, i]
            # insertion keeps ties in turn order (a stable sort by distance, longest first)
            pos = n
            while pos > first_rest:
                other = out[pos - 1]
                other_total = 0
                for i in range(cfg[TOKENS]):
                    other_total += places[other, i]
                if other_total >= total:
                    break
                out[pos] = other
                pos -= 1
            out[pos] = s
            n += 1
    return n


@njit(cache=True, inline="always", _nrt=False)
def _winner(st, fin, cfg):
    """Referee.winner as a code: -1 none, a seat, or SEATS + the lower seat of a winning pair."""
    if st[NFIN] == 0:
        return -1
    if cfg[TEAMS]:
        for k in range(st[NFIN]):
            s = fin[k]
            if _has_finished(st, fin, _partner(s)):
                return SEATS + min(s, _partner(s))
        return -1
    return fin[0]


class Work(NamedTuple):
    """The arrays one game plays in, allocated once per run (the kernel allocates nothing, so it
    runs without numba's reference counting, whose atomic counts would cost more than the game)."""

    st: np.ndarray
    places: np.ndarray
    scratch: np.ndarray
    fin: np.ndarray
    aid: np.ndarray
    caps: np.ndarray
    tiles: np.ndarray
    taken: np.ndarray
    stock: np.ndarray
    moves: np.ndarray
    mts: np.ndarray
    seeded: np.ndarray
    dice: np.ndarray
    kinds: np.ndarray
    weights: np.ndarray

    @classmethod
    def new(cls) -> "Work":
        i64 = np.int64
        return cls(np.zeros(STATE_SLOTS, i64), np.zeros((SEATS, SEATS), i64), np.zeros((SEATS, SEATS), i64),
                   np.zeros(SEATS, i64), np.zeros(SEATS, i64), np.zeros(SEATS, i64), np.zeros(RING, i64),
                   np.zeros(RING, i64), np.zeros((SEATS, len(power.STORED)), i64), np.zeros((3, SEATS), i64),
                   np.zeros((SEATS, twister.N + 1), i64), np.zeros(SEATS, i64), np.zeros(1, np.uint64),
                   np.zeros(SEATS, i64), np.zeros((SEATS, len(FEATURES)), np.float64))


@njit(cache=True, _nrt=False)
def play_game(game_seed, cfg, seats, ring_of, safe, after, opponents, tiles0, home, side_of, hit, enter_hit,
              max_rolls, out, trace, st, places, scratch, fin, aid, caps, tiles, taken, stock, moves, mts, seeded,
              dice, kinds, weights):
    """Play one game from its seed; fill ``out`` (OUT_COLUMNS) and, if it has rows, ``trace``.

    ``kinds[seat]`` and ``weights[seat]`` say who plays each seat (RANDOM or HEURISTIC); the
    other arrays after ``trace`` are a :class:`Work`, set afresh here.
    """
    nseats = seats.shape[0]
    st[:] = 0
    places[:, :] = 0
    fin[:] = 0
    aid[:] = 0
    caps[:] = 0
    for q in range(RING):
        tiles[q] = tiles0[q]
    taken[:] = NO_TILE
    stock[:, :] = 0
    seeded[:] = 0
    dice[0] = game_seed
    first = seats[0]
    if cfg[STARTER_RANDOM]:
        dice[0], word = next_word(dice[0])
        first = seats[np.int64(word % np.uint64(nseats))]
    st[TURN] = first
    st[FIRST] = first
    st[TURNS] = 1
    st[AWAIT] = ROLL
    tracing = trace.shape[0]
    while st[AWAIT] != OVER and st[ROLLS] < max_rolls:
        seat = st[TURN]
        face = draw(st, places, cfg, aid, dice, home)
        n = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
        chosen = -1
        if n:
            if n == 1:
                k = 0
            elif kinds[seat] == RANDOM:
                if not seeded[seat]:
                    word = player_seed(np.uint64(game_seed), seat)
                    twister.seed(mts[seat], np.int64(word & _LOW32), np.int64(word >> np.uint64(32)))
                    seeded[seat] = 1
                k = twister.randbelow(mts[seat], n)
            else:
                k = heuristic_choice(places, cfg, seats, ring_of, safe, opponents, side_of, hit, enter_hit,
                                     weights[seat], seat, n, moves, home, scratch)
            chosen = moves[0, k]
            move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock,
                 k, moves, home)
        r = st[ROLLS] - 1
        if r < tracing:
            trace[r, 0] = seat
            trace[r, 1] = face
            trace[r, 2] = chosen
            for s in range(SEATS):
                for i in range(cfg[TOKENS]):
                    trace[r, 3 + 4 * s + i] = places[s, i]
    out[OUT_FIRST] = st[FIRST]
    out[OUT_OVER] = st[AWAIT] == OVER
    out[OUT_ROLLS] = st[ROLLS]
    out[OUT_TURNS] = st[TURNS]
    out[OUT_WINNER] = _winner(st, fin, cfg)
    out[OUT_NRANK] = _rank(st, fin, places, cfg, seats, out[OUT_RANK:OUT_RANK + SEATS])
    for s in range(SEATS):
        out[OUT_CAPS + s] = caps[s]


@njit(cache=True, _nrt=False)
def play_range(base, start, stop, rotate, cfg, seats, ring_of, safe, after, opponents, tiles0, home,
               strategy_kinds, strategy_weights, side_of, hit, enter_hit, max_rolls, out, seeds, trace,
               st, places, scratch, fin, aid, caps, tiles, taken, stock, moves, mts, seeded, dice, kinds, weights):
    """Games ``start..stop-1`` of a run whose seeds derive from ``base`` (simulate.game_seed).

    ``strategy_kinds[j]`` / ``strategy_weights[j]`` are the j-th strategy in seat order; with
    ``rotate`` game i moves them i seats on. Fills ``out[i - start]`` and ``seeds[i - start]``;
    ``trace`` (no rows, or one game's) as in :func:`play_game`; then a :class:`Work`.
    """
    nseats = seats.shape[0]
    for i in range(start, stop):
        for j in range(nseats):
            idx = (j - i) % nseats if rotate else j
            kinds[seats[j]] = strategy_kinds[idx]
            for f in range(strategy_weights.shape[1]):
                weights[seats[j], f] = strategy_weights[idx, f]
        _, game_seed = next_word(base + np.uint64(i))
        seeds[i - start] = game_seed
        play_game(game_seed, cfg, seats, ring_of, safe, after, opponents, tiles0, home, side_of, hit, enter_hit,
                  max_rolls, out[i - start], trace, st, places, scratch, fin, aid, caps, tiles, taken, stock, moves,
                  mts, seeded, dice, kinds, weights)
