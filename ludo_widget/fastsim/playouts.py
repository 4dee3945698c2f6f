"""Playouts from a position on the compiled path: who wins each of many games played on from here.

The coach (:mod:`ludo_widget.coach`) asks how often each seat wins when every seat plays the
heuristic from a given :class:`~ludo_widget.engine.state.State`. This module copies the state
into the kernel's arrays once and plays ``n`` games on from it, each with its own dice, with the
kernel's own roll, move and heuristic functions. Power games (tiles, bonuses, shields) and games
with seats away stay on the Python path: :func:`supported` says which.

>>> from ludo_widget.engine import Game
>>> from ludo_widget.fastsim.games import Lineup
>>> game = Game(players=2, positions={"red": [57, 57, 57, 55], "yellow": [0, 0, 0, 0]})
>>> lineup = Lineup.of(("random", "random"))   # random seats need no tables
>>> winners = playouts(game.referee.rules, game.referee.seats, game.state, lineup, 20, seed=1)
>>> sorted(set(winners.tolist()))               # red needs two pips, yellow a six and 56 more
[0]
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from numba import njit

from ..engine.board import SEATS, partner
from ..engine.dice import next_word, seed_state
from ..engine.rules import Rules
from ..engine.state import State
from . import twister
from .choices import HEURISTIC, heuristic_choice
from .encoding import NO_TILE, tables
from .games import Lineup
from .kernel import _winner
from .referee import (
    AWAIT,
    FIRST,
    MISSES,
    NFIN,
    OVER,
    ROLL,
    ROLLS,
    SIXES,
    STATE_SLOTS,
    TURN,
    TURNS,
    draw,
    move,
    player_seed,
    roll,
)
from .referee import next_word as _next


def supported(rules: Rules, st: State) -> str:
    """Why the compiled playouts cannot start from ``st`` ("" when they can)."""
    if rules.power:
        return "Power games play out on the Python path"
    if st.away:
        return "seats away play out on the Python path"
    if st.awaiting != "roll":
        return "a playout starts before a roll"
    return ""


def winner_of(code: int, teams: bool) -> "str | tuple[str, str] | None":
    """The kernel's winner code as :attr:`Game.winner <ludo_widget.engine.game.Game.winner>` gives it."""
    from ..engine.board import COLOURS

    if code < 0:
        return None
    if teams:
        s = code - SEATS
        return (COLOURS[s], COLOURS[partner(s)])
    return COLOURS[code]


#: The tables of a game's rules and seats, kept: a searching player asks for playouts many times a move.
_tables = lru_cache(maxsize=16)(tables)


@lru_cache(maxsize=16)
def _by_seat(lineup: Lineup, seats: tuple[int, ...]) -> tuple[np.ndarray, ...]:
    """The lineup's arrays with kinds and weights indexed by seat (strategies in seat order)."""
    kinds, weights, side_of, hit, enter_hit = lineup.arrays()
    by_seat = np.zeros(SEATS, dtype=np.int64)
    seat_weights = np.zeros((SEATS, weights.shape[1]), dtype=np.float64)
    by_seat[list(seats)] = kinds
    seat_weights[list(seats)] = weights
    return by_seat, seat_weights, side_of, hit, enter_hit


def _arrays(st: State) -> tuple[np.ndarray, ...]:
    scalars = np.zeros(STATE_SLOTS, dtype=np.int64)
    scalars[TURN], scalars[AWAIT], scalars[SIXES], scalars[MISSES] = st.turn, ROLL, st.sixes, st.misses
    scalars[ROLLS], scalars[TURNS], scalars[FIRST], scalars[NFIN] = st.rolls, st.turns, st.first, len(st.finished)
    places = np.zeros((SEATS, SEATS), dtype=np.int64)
    for s, row in enumerate(st.places):
        places[s, :len(row)] = row
    fin = np.zeros(SEATS, dtype=np.int64)
    fin[:len(st.finished)] = st.finished
    return scalars, places, fin, np.array(st.aid, dtype=np.int64), np.array(st.captures, dtype=np.int64)


def playouts(rules: Rules, seats: tuple[int, ...], st: State, lineup: Lineup, n: int, seed: int = 0,
             max_rolls: int = 5_000, dice: int | None = None) -> np.ndarray:
    """The winner code of ``n`` games played on from ``st`` (-1: none within ``max_rolls`` rolls).

    ``lineup`` names each seat's player in seat order; game ``i``'s dice come from ``seed`` and
    ``i``, so two calls with one seed see the same dice (common random numbers for comparing moves).
    ``dice`` (a die's state, as ``State.dice``) instead makes every game roll that die's sequence:
    the rolls the game itself will see. Only the random seats' choices (seeded from ``seed`` and
    ``i``) then differ from game to game; a player that looks at them sees the future
    (:class:`~ludo_widget.players.ceiling.CeilingPlayer`, a benchmark's upper bound).
    """
    why = supported(rules, st)
    if why:
        raise ValueError(why)
    t = _tables(rules, seats)
    by_seat, seat_weights, side_of, hit, enter_hit = _by_seat(lineup, seats)
    scalars, places, fin, aid, caps = _arrays(st)
    out = np.zeros(n, dtype=np.int64)
    base = next_word(seed_state(seed))[1]
    fixed = dice is not None
    _play_on(np.uint64(base), fixed, np.uint64(0 if dice is None else dice), scalars, places, fin, aid, caps, t.rules,
             t.seats, t.ring_of, t.safe, t.after, t.opponents, t.home, by_seat, seat_weights, side_of, hit,
             enter_hit, max_rolls, out)
    return out


@njit(cache=True)
def _play_on(base, fixed, die, scalars, places0, fin0, aid0, caps0, cfg, seats, ring_of, safe, after, opponents, home, kinds,
             weights, side_of, hit, enter_hit, max_rolls, out):
    """Fill ``out[i]`` with the winner code of game i played on from the given arrays (every game
    rolling the die ``die`` if ``fixed``, else its own)."""
    nseats = seats.shape[0]
    places = np.zeros_like(places0)
    scratch = np.zeros_like(places0)
    st = np.zeros_like(scalars)
    fin = np.zeros_like(fin0)
    aid = np.zeros_like(aid0)
    caps = np.zeros_like(caps0)
    tiles = np.full(safe.shape[0], NO_TILE, dtype=np.int64)
    taken = np.full(safe.shape[0], NO_TILE, dtype=np.int64)
    stock = np.zeros((SEATS, 3), dtype=np.int64)
    moves = np.zeros((3, SEATS), dtype=np.int64)
    mts = np.zeros((SEATS, twister.N + 1), dtype=np.int64)
    dice = np.zeros(1, dtype=np.uint64)
    for g in range(out.shape[0]):
        st[:] = scalars
        places[:, :] = places0
        fin[:] = fin0
        aid[:] = aid0
        caps[:] = caps0
        _, game_seed = _next(base + np.uint64(g))
        dice[0] = die if fixed else game_seed
        for s in range(SEATS):
            word = player_seed(game_seed, s)
            twister.seed(mts[s], np.int64(word & np.uint64(0xFFFFFFFF)), np.int64(word >> np.uint64(32)))
        start_rolls = st[ROLLS]
        won = _winner(st, fin, cfg)
        while won < 0 and st[AWAIT] != OVER and st[ROLLS] - start_rolls < max_rolls:
            seat = st[TURN]
            face = draw(st, places, cfg, aid, dice, home)
            k = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
            if k:
                if k > 1:
                    if kinds[seat] == HEURISTIC:
                        k = heuristic_choice(places, cfg, seats, ring_of, safe, opponents, side_of, hit, enter_hit,
                                             weights[seat], seat, k, moves, home, scratch)
                    else:
                        k = twister.randbelow(mts[seat], k)
                else:
                    k = 0
                move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock,
                     k, moves, home)
            won = _winner(st, fin, cfg)
        out[g] = won
