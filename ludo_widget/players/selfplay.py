"""Compiled games for the learned player: self-play with TD(lambda), and its measured strength.

Needs numba (``pip install "ludo-widget[train]"``). A game is played with the compiled
referee (:mod:`ludo_widget.fastsim.referee`: the engine's rules, the engine's dice) and three
kinds of seat: ``RANDOM``, ``HEURISTIC`` (the compiled
:class:`~ludo_widget.players.heuristic.HeuristicPlayer`) and ``LEARNED``: the move whose
position after it has the highest value of :mod:`ludo_widget.players.learned_net` for the
mover, as :class:`~ludo_widget.players.learned.LearnedPlayer` plays in Python. The learned
seats' positions after their moves are kept, for :func:`td_update`.

>>> from ludo_widget.players.learned import shipped_net
>>> table = Table.of(2)
>>> wins = match(table, (LEARNED, RANDOM), Net.of(shipped_net(2)), games=20, seed=1)
>>> 0 <= wins <= 20
True
"""

from __future__ import annotations

import math
import types
from dataclasses import dataclass

import numpy as np
from numba import njit

from ..engine import power
from ..engine.arguments import to_seats
from ..engine.rules import Rules
from ..fastsim.choices import _first_from, heuristic_choice
from ..fastsim.encoding import tables
from ..fastsim.referee import AWAIT, FIRST, NFIN, OVER, ROLL, STATE_SLOTS, TURN, TURNS, draw, move, next_word, roll
from . import learned_net, pair_table
from .evaluation import Evaluator
from .heuristic import WEIGHTS
from .learned_net import N_FEATURES

RANDOM, HEURISTIC, LEARNED = 0, 1, 2
#: The most positions one seat can keep in a game (longer games stop keeping them).
MAX_KEPT = 2000
_STORED = len(power.STORED)



def compiled_from(module: types.ModuleType, names: tuple[str, ...]) -> dict:
    """numba versions of the functions ``names`` of a module written for Python and numba alike
    (:mod:`~ludo_widget.players.learned_net`, :mod:`~ludo_widget.players.pair_table`): each is
    rebuilt over a copy of the module's globals in which the others are compiled too."""
    space = dict(module.__dict__)
    for name in names:
        f = space[name]
        space[name] = njit(cache=True)(types.FunctionType(f.__code__, space, name, f.__defaults__))
    return {name: space[name] for name in names}


_NET = compiled_from(learned_net, ("_rank", "_open", "features_into", "forward"))
_features, _forward = _NET["features_into"], _NET["forward"]
#: :mod:`~ludo_widget.players.pair_table`'s functions, compiled.
PAIRS = compiled_from(pair_table, ("indices", "logit", "with_table", "corrected"))
_corrected, _pair_indices = PAIRS["corrected"], PAIRS["indices"]


def no_pairs() -> tuple[np.ndarray, np.ndarray]:
    """No pair table (and its scratch): the network alone."""
    return np.zeros(0), np.zeros(pair_table.LOOKUPS, np.int64)


@dataclass(frozen=True)
class Table:
    """The arrays of one classic table (2 or 4 players) the compiled games read."""

    args: tuple

    @classmethod
    def of(cls, players: int, rules: Rules | None = None) -> "Table":
        rules = rules or Rules.preset("classic")
        seats = to_seats(players, rules)
        t = tables(rules, seats)
        ev = Evaluator(rules, seats)
        side_of = np.full(4, -1, dtype=np.int64)
        for i, s in enumerate(seats):
            side_of[s] = ev.side_of[s] if rules.teams else i
        hw = np.array(list(WEIGHTS.values()), dtype=np.float64)
        return cls((t.rules, t.seats, t.ring_of, t.safe, t.after, t.opponents, t.tiles, t.home, side_of,
                    np.array(ev.side_of, dtype=np.int64), np.array(ev.hit), np.array(ev.enter_hit), hw,
                    rules.capture_rule != "all"))

    def reads_pairs(self) -> bool:
        """Whether a pair table reads this table's games: four separate seats of four tokens."""
        return pair_table.applies(int(self.args[0][0]), [int(s) for s in self.args[8]])


def pairs_for(table: Table, pairs: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """The pair table (and its scratch) the compiled games of ``table`` are given: ``pairs``, or
    none if it is ``None`` or empty; a ``ValueError`` if ``table``'s games are not ones it reads."""
    if pairs is None or pairs.size == 0:
        return no_pairs()
    if not table.reads_pairs():
        raise ValueError("a pair table is for 4-player games of four separate seats")
    return pairs, no_pairs()[1]


def pairs_of(weights: dict) -> np.ndarray | None:
    """The pair table of a network as :func:`~ludo_widget.players.learned.load_weights` gives it, or ``None``."""
    return np.array(weights["pairs"], dtype=np.float64) if weights.get("pairs") else None


@njit(cache=True)
def _learned_choice(st, places, fin, caps, cfg, seats, ring_of, safe, after, opponents, tiles, taken, stock,
                    side_of, pairs_safe, seat, n, moves, home, w1, b1, w2, b2, pairs, pidx, x, h, best_x, work):
    """The index of the move worth most to ``seat`` after it (the network with the pair table
    ``pairs``, if not empty); its features go to ``best_x`` (all zero if it ends the game)."""
    st2, places2, fin2, caps2 = work
    ntok = cfg[0]
    best, best_v = -1, -1.0
    for k in range(n):
        if not _first_from(moves, k):
            continue
        st2[:] = st
        places2[:, :] = places
        fin2[:] = fin
        caps2[:] = caps
        move(st2, places2, fin2, caps2, cfg, ring_of, safe, opponents, after, seats.shape[0], tiles, taken, stock,
             k, moves, home)
        if st2[AWAIT] == OVER:
            v = 1.0 if (st2[NFIN] > 0 and fin2[0] == seat) else 0.0
            if v > best_v:
                best, best_v = k, v
                best_x[:] = 0.0
            continue
        again = st2[AWAIT] == ROLL and st2[TURN] == seat
        _features(places2, ntok, side_of, ring_of, safe, pairs_safe, seat, again, x)
        v = _corrected(_forward(x, w1, b1, w2, b2[0], h), places2, seat, again, pairs, pidx)
        if v > best_v:
            best, best_v = k, v
            best_x[:] = x
    return best


@njit(cache=True)
def new_game(game_seed, seats, tiles0):
    """A classic game's arrays at its start, the first seat to roll, and its dice from ``game_seed``
    (numba's own generator, for random seats, seeded from the same word): (st, places, fin, aid,
    caps, tiles, taken, stock, moves, scratch, dice)."""
    st = np.zeros(STATE_SLOTS, np.int64)
    dice = np.zeros(1, np.uint64)
    dice[0], word = next_word(np.uint64(game_seed))
    np.random.seed(np.int64(word >> np.uint64(33)))
    st[TURN] = seats[0]
    st[FIRST] = seats[0]
    st[AWAIT] = ROLL
    st[TURNS] = 1
    return (st, np.zeros((4, 4), np.int64), np.zeros(4, np.int64), np.zeros(4, np.int64), np.zeros(4, np.int64),
            tiles0.copy(), np.full(tiles0.shape[0], -1, np.int64), np.zeros((4, _STORED), np.int64),
            np.zeros((3, 4), np.int64), np.zeros((4, 4), np.int64), dice)


@njit(cache=True)
def play(game_seed, kinds, explore, cfg, seats, ring_of, safe, after, opponents, tiles0, home, side_of, ev_side,
         hit, enter_hit, hw, pairs_safe, w1, b1, w2, b2, pairs, pidx, kept, nkept, kidx):
    """One game from ``game_seed``; ``kinds[seat]`` says who plays. Returns the winning seat (-1: none).

    Learned seats choose by the network and the pair table ``pairs`` (empty: the network alone).
    Every learned seat's positions after its moves (until the game ends) go to
    ``kept[seat, t]``, ``nkept[seat]`` of them, and, with a table, their table entries to
    ``kidx[seat, t]``; with chance ``explore`` a learned seat moves at random instead.
    """
    nseats = seats.shape[0]
    st, places, fin, aid, caps, tiles, taken, stock, moves, scratch, dice = new_game(game_seed, seats, tiles0)
    work = (np.zeros(STATE_SLOTS, np.int64), np.zeros((4, 4), np.int64), np.zeros(4, np.int64),
            np.zeros(4, np.int64))
    x = np.zeros(N_FEATURES)
    h = np.zeros(b1.shape[0])
    nkept[:] = 0
    rolls = 0
    while st[AWAIT] != OVER and rolls < 100_000:
        rolls += 1
        seat = st[TURN]
        face = draw(st, places, cfg, aid, dice, home)
        n = roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves)
        if n == 0:
            continue
        kind = kinds[seat]
        k = 0
        keep = False
        if n > 1:
            if kind == RANDOM or (kind == LEARNED and explore > 0 and np.random.random() < explore):
                k = np.random.randint(n)
            elif kind == HEURISTIC:
                k = heuristic_choice(places, cfg, seats, ring_of, safe, opponents, ev_side, hit, enter_hit, hw,
                                     seat, n, moves, home, scratch)
            else:
                keep = nkept[seat] < kept.shape[1]
                row = kept[seat, nkept[seat]] if keep else x
                k = _learned_choice(st, places, fin, caps, cfg, seats, ring_of, safe, after, opponents, tiles, taken,
                                    stock, side_of, pairs_safe, seat, n, moves, home, w1, b1, w2, b2, pairs, pidx, x,
                                    h, row, work)
        move(st, places, fin, caps, cfg, ring_of, safe, opponents, after, nseats, tiles, taken, stock, k, moves,
             home)
        if kind == LEARNED and st[AWAIT] != OVER and nkept[seat] < kept.shape[1]:
            again = st[AWAIT] == ROLL and st[TURN] == seat
            if not keep:  # a forced or random move: read the position now
                _features(places, cfg[0], side_of, ring_of, safe, pairs_safe, seat, again, kept[seat, nkept[seat]])
            if pairs.shape[0] > 0:
                _pair_indices(places, seat, again, kidx[seat, nkept[seat]])
            nkept[seat] += 1
    return fin[0] if st[NFIN] > 0 else -1


@njit(cache=True)
def td_update(kept, n, result, w1, b1, w2, b2, alpha, lam, h, values):
    """TD(lambda) along one seat's positions ``kept[:n]`` ending in ``result`` (1 won, 0 lost).

    The offline form of Tesauro's rule: each position's value moves towards its lambda-return
    ``G[t] = (1 - lam) V[t+1] + lam G[t+1]`` (``G[n-1]`` is the result), the values read before
    the game's updates (``values``: scratch, at least ``n`` long). Equal to the eligibility
    traces' sum of updates, and only the inputs that are not zero are touched.
    """
    if n == 0:
        return
    hidden = b1.shape[0]
    nf = kept.shape[1]
    for t in range(n):
        values[t] = _forward(kept[t], w1, b1, w2, b2[0], h)
    target = result
    for t in range(n - 1, -1, -1):
        if t + 1 < n:
            target = (1.0 - lam) * values[t + 1] + lam * target
        x = kept[t]
        v = _forward(x, w1, b1, w2, b2[0], h)
        g = alpha * (target - v) * v * (1.0 - v)
        for j in range(hidden):
            d = g * w2[j] * h[j] * (1.0 - h[j])
            w2[j] += g * h[j]
            b1[j] += d
            for i in range(nf):
                if x[i] != 0.0:
                    w1[i, j] += d * x[i]
        b2[0] += g


@dataclass
class Net:
    """The network's weights as arrays (``w1[feature, hidden]``, ``b1``, ``w2``, ``b2[0]``)."""

    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray

    @classmethod
    def random(cls, hidden: int, seed: int) -> "Net":
        rng = np.random.default_rng(seed)
        scale = 1.0 / math.sqrt(N_FEATURES)
        return cls(rng.uniform(-scale, scale, (N_FEATURES, hidden)), np.zeros(hidden),
                   rng.uniform(-0.1, 0.1, hidden), np.zeros(1))

    @classmethod
    def of(cls, net: dict) -> "Net":
        """From a network as :func:`~ludo_widget.players.learned.load_weights` gives it."""
        return cls(np.array(net["w1"], dtype=np.float64), np.array(net["b1"], dtype=np.float64),
                   np.array(net["w2"], dtype=np.float64), np.array([net["b2"]], dtype=np.float64))

    def arrays(self) -> tuple:
        return self.w1, self.b1, self.w2, self.b2


def game_seed(seed: int, i: int) -> np.uint64:
    """The seed of game ``i`` of a run (a SplitMix64 word, so nearby runs do not share dice)."""
    return np.uint64(next_word(np.uint64((seed * 1_000_003 + i) & 0xFFFFFFFFFFFFFFFF))[1])


def kinds_of(seats: list[int], lineup: tuple[int, ...], turn: int) -> np.ndarray:
    """Who plays each seat (``kinds[seat]``): ``lineup`` in seat order, moved ``turn`` seats round."""
    kinds = np.zeros(4, np.int64)
    for j, s in enumerate(seats):
        kinds[s] = lineup[(j - turn) % len(lineup)]
    return kinds


def match(table: Table, lineup: tuple[int, ...], net: Net, games: int, seed: int,
          pairs: np.ndarray | None = None) -> int:
    """Games won by the first kind of ``lineup`` (in seat order), the lineup rotating one seat a game;
    ``pairs``: a pair table for the learned seats (4-player games)."""
    seats = [int(s) for s in table.args[1]]
    kept = np.zeros((4, 1, N_FEATURES))
    nkept = np.zeros(4, np.int64)
    ptable, pidx = pairs_for(table, pairs)
    kidx = np.zeros((4, 1, pair_table.LOOKUPS), np.int64)
    wins = 0
    for g in range(games):
        hero = seats[g % len(seats)]
        wins += play(game_seed(seed, g), kinds_of(seats, lineup, g), 0.0, *table.args, *net.arrays(), ptable, pidx,
                     kept, nkept, kidx) == hero
    return wins
