"""The compiled game loop: the referee's simulation path, step for step, in numba.

Every function mirrors one of :class:`~ludo_widget.engine.referee.Referee` (named after it) on
arrays instead of a :class:`~ludo_widget.engine.state.State`, and draws the same dice
(SplitMix64, as :mod:`ludo_widget.engine.dice`) and the same player choices, so a game played
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
from ..engine.board import FIRST_COLUMN_PLACE, LAST_RING_PLACE, RING, SEATS, START, partner
from . import twister
from .encoding import (
    BONUS,
    BONUS_ON_CAPTURE,
    BONUS_ON_HOME,
    CAPTURE_ALL,
    CAPTURE_COUNT,
    CAPTURE_PROTECT_PAIRS,
    CAPTURE_RULE,
    ENTRY,
    FORCED_SIX_AFTER,
    MAX_SIXES,
    NO_TILE,
    PLAY_ON,
    PLUS1,
    POWER,
    STARTER_RANDOM,
    TEAMS,
    TOKENS,
    TRIES,
    WASTED_AGAIN,
)

# Slots of the scalar state.
TURN, AWAIT, FACE, SIXES, MISSES, ROLLS, TURNS, FIRST, NFIN = range(9)
STATE_SLOTS = 9
# What the game awaits.
ROLL, MOVE, OVER = 0, 1, 2
# Player kinds.
RANDOM, HEURISTIC = 0, 1
#: The heuristic's features, in the order its score adds them (players/heuristic.py).
FEATURES = ("capture", "capture_progress", "home", "enter", "escape", "column", "safe", "risk", "progress")
# Columns of a game's row of results.
(OUT_FIRST, OUT_OVER, OUT_ROLLS, OUT_TURNS, OUT_WINNER, OUT_NRANK, OUT_RANK, OUT_CAPS) = (0, 1, 2, 3, 4, 5, 6, 10)
OUT_COLUMNS = 14
#: A trace row: the seat that rolled, the face, the token moved (-1: none), then the places.
TRACE_COLUMNS = 3 + SEATS * 4

CAP = power.CAP
_partner = njit(cache=True, _nrt=False)(partner)  # the engine's own function, compiled

# SplitMix64 (engine/dice.py), on unsigned 64-bit words.
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MUL1 = np.uint64(0xBF58476D1CE4E5B9)
_MUL2 = np.uint64(0x94D049BB133111EB)
_SEAT_MIX = np.uint64(0xD1B54A32D192ED03)  # simulate._SEAT_MIX: the players' seeds
_LOW32 = np.uint64(0xFFFFFFFF)
_U6 = np.uint64(6)


@njit(cache=True, _nrt=False)
def next_word(state):
    """One step of SplitMix64: (new state, a random 64-bit word)."""
    state = state + _GOLDEN
    z = (state ^ (state >> np.uint64(30))) * _MUL1
    z = (z ^ (z >> np.uint64(27))) * _MUL2
    return state, z ^ (z >> np.uint64(31))


@njit(cache=True, _nrt=False)
def player_seed(game_seed, seat):
    """simulate._player_seed: a seat's player seed from the game's."""
    _, word = next_word(game_seed ^ (_SEAT_MIX * np.uint64(seat + 1)))
    return word


# -- who plays what --------------------------------------------------------------------


@njit(cache=True, inline="always", _nrt=False)
def moving_seat(places, cfg, seat, home):
    if cfg[TEAMS]:
        for i in range(cfg[TOKENS]):
            if places[seat, i] != home:
                return seat
        return _partner(seat)
    return seat


@njit(cache=True, inline="always", _nrt=False)
def none_out(places, cfg, seat, home):
    m = moving_seat(places, cfg, seat, home)
    for i in range(cfg[TOKENS]):
        if 0 < places[m, i] < home:
            return False
    return True


@njit(cache=True, inline="always", _nrt=False)
def _has_finished(st, fin, seat):
    for k in range(st[NFIN]):
        if fin[k] == seat:
            return True
    return False


@njit(cache=True, inline="always", _nrt=False)
def active(st, fin, cfg, seat):
    if cfg[TEAMS]:
        return not (_has_finished(st, fin, seat) and _has_finished(st, fin, _partner(seat)))
    return not _has_finished(st, fin, seat)


@njit(cache=True, inline="always", _nrt=False)
def over(st, fin, cfg, nseats):
    if st[NFIN] == 0:
        return False
    if cfg[TEAMS]:
        for k in range(st[NFIN]):
            if _has_finished(st, fin, _partner(fin[k])):
                return True
        return False
    if not cfg[PLAY_ON]:
        return True
    return nseats - st[NFIN] <= 1


# -- moves -----------------------------------------------------------------------------


@njit(cache=True, inline="always", _nrt=False)
def moves_for(places, cfg, seat, face, home, moves):
    """The legal moves of ``seat`` for ``face`` into ``moves``; their number."""
    mover = moving_seat(places, cfg, seat, home)
    enter = (cfg[ENTRY] >> face) & 1
    last = home - face  # exact finish
    n = 0
    for i in range(cfg[TOKENS]):
        p = places[mover, i]
        if p == 0:
            if enter:
                moves[0, n] = i
                moves[1, n] = 0
                moves[2, n] = START
                n += 1
        elif p <= last:
            moves[0, n] = i
            moves[1, n] = p
            moves[2, n] = p + face
            n += 1
    return n


# -- turns -----------------------------------------------------------------------------


@njit(cache=True, inline="always", _nrt=False)
def pass_turn(st, fin, cfg, after, nseats, tiles, taken):
    st[SIXES] = 0
    st[MISSES] = 0
    st[FACE] = 0
    turn = st[TURN]
    nxt = turn
    for k in range(nseats):
        nxt = after[turn, k]
        if st[NFIN] == 0 or active(st, fin, cfg, nxt):
            break
    st[TURN] = nxt
    st[TURNS] += 1
    st[AWAIT] = ROLL
    if cfg[POWER]:  # picked-up tiles come back
        for q in range(RING):
            if taken[q] != NO_TILE:
                tiles[q] = taken[q]
                taken[q] = NO_TILE


@njit(cache=True, inline="always", _nrt=False)
def draw(st, places, cfg, aid, dice, home):
    """The face of a random roll: paperfox's starting aid may force a six."""
    n = cfg[FORCED_SIX_AFTER]
    if n and aid[st[TURN]] >= n and none_out(places, cfg, st[TURN], home):
        return 6
    dice[0], word = next_word(dice[0])
    return np.int64(word % _U6) + 1


@njit(cache=True, inline="always", _nrt=False)
def roll(st, places, fin, aid, cfg, after, nseats, tiles, taken, face, home, moves):
    """Apply a roll of ``face``; the number of legal moves it allows (0: settled already)."""
    seat = st[TURN]
    if cfg[FORCED_SIX_AFTER]:
        if none_out(places, cfg, seat, home):
            aid[seat] = 0 if face == 6 else aid[seat] + 1
        else:
            aid[seat] = 0
    st[ROLLS] += 1
    st[SIXES] = st[SIXES] + 1 if face == 6 else 0
    if cfg[MAX_SIXES] and st[SIXES] >= cfg[MAX_SIXES]:
        pass_turn(st, fin, cfg, after, nseats, tiles, taken)
        return 0
    st[FACE] = face
    n = moves_for(places, cfg, seat, face, home, moves)
    if n:
        st[AWAIT] = MOVE
        return n
    # wasted
    st[FACE] = 0
    if st[MISSES] + 1 < cfg[TRIES] and none_out(places, cfg, seat, home):
        st[MISSES] += 1
        st[AWAIT] = ROLL
    elif (cfg[BONUS] >> face) & 1 and cfg[WASTED_AGAIN]:
        st[AWAIT] = ROLL
    else:
        pass_turn(st, fin, cfg, after, nseats, tiles, taken)
    return 0


@njit(cache=True, inline="always", _nrt=False)
def _count_on(places, ring_of, seat, square, tokens):
    n = 0
    for i in range(tokens):
        if ring_of[seat, places[seat, i]] == square:
            n += 1
    return n


@njit(cache=True, inline="always", _nrt=False)
def capture(places, cfg, opponents, ring_of, mover, square):
    """Send home what the capture rule says of the opponents on ``square``; how many went."""
    tokens = cfg[TOKENS]
    here = 0
    for k in range(SEATS):
        o = opponents[mover, k]
        if o < 0:
            break
        here += _count_on(places, ring_of, o, square, tokens)
    if here == 0:  # the common case: nobody there
        return 0
    rule = cfg[CAPTURE_RULE]
    teams = cfg[TEAMS]
    mine = 0
    if rule == CAPTURE_COUNT:
        mine = _count_on(places, ring_of, mover, square, tokens)
        if teams:
            mine += _count_on(places, ring_of, _partner(mover), square, tokens)
    doomed = 0
    for k in range(SEATS):
        o = opponents[mover, k]
        if o < 0:
            break
        count = _count_on(places, ring_of, o, square, tokens)
        if count == 0:
            continue
        if rule == CAPTURE_ALL:
            doomed |= 1 << o
        elif rule == CAPTURE_COUNT:
            group = count + (_count_on(places, ring_of, _partner(o), square, tokens) if teams else 0)
            if group <= mine:
                doomed |= 1 << o
        elif count == 1:  # protect_pairs: a lone token goes home
            doomed |= 1 << o
    victims = 0
    for o in range(SEATS):
        if (doomed >> o) & 1:
            for i in range(tokens):
                if ring_of[o, places[o, i]] == square:
                    places[o, i] = 0
                    victims += 1
    return victims


@njit(cache=True, inline="always", _nrt=False)
def _finish(st, fin, places, cfg, mover, home):
    if _has_finished(st, fin, mover):
        return
    for i in range(cfg[TOKENS]):
        if places[mover, i] != home:
            return
    fin[st[NFIN]] = mover
    st[NFIN] += 1


@njit(cache=True, inline="always", _nrt=False)
def move(st, places, fin, caps, cfg, tab_ring_of, safe, opponents, after, nseats, tiles, taken, stock,
         k, moves, home):
    """Play the k-th legal move: walk, capture, reach home, then another roll or the next turn."""
    seat = st[TURN]
    mover = moving_seat(places, cfg, seat, home)
    token, start, to = moves[0, k], moves[1, k], moves[2, k]
    face = st[FACE]
    places[mover, token] = to
    again = False
    if start and to < FIRST_COLUMN_PLACE:
        square = tab_ring_of[mover, to]
        if not safe[square]:
            victims = capture(places, cfg, opponents, tab_ring_of, mover, square)
            caps[seat] += victims
            if victims and cfg[BONUS_ON_CAPTURE]:
                again = True
    if to == home and cfg[BONUS_ON_HOME]:
        again = True
    if (cfg[BONUS] >> face) & 1:
        again = True
    if cfg[POWER] and START <= to <= LAST_RING_PLACE:
        square = tab_ring_of[mover, to]
        kind = tiles[square]
        if kind == PLUS1:
            again = True
        elif kind != NO_TILE and stock[seat, kind] < CAP:
            stock[seat, kind] += 1
            taken[square] = kind
            tiles[square] = NO_TILE
    st[FACE] = 0
    st[MISSES] = 0
    if to == home:
        _finish(st, fin, places, cfg, mover, home)
    if st[NFIN] and over(st, fin, cfg, nseats):
        st[AWAIT] = OVER
        st[FACE] = 0
    elif again and active(st, fin, cfg, seat):
        st[AWAIT] = ROLL
    else:
        pass_turn(st, fin, cfg, after, nseats, tiles, taken)


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
def heuristic_choice(places, cfg, seats, ring_of, safe, opponents, side_of, hit, enter_hit, w, seat, n,
                     moves, home, scratch):
    """HeuristicPlayer.choose: the first of the distinct moves with the best weighted features."""
    mover = moving_seat(places, cfg, seat, home)
    tokens = cfg[TOKENS]
    distinct = 0
    only = 0
    for k in range(n):
        first = True
        for j in range(k):
            if moves[1, j] == moves[1, k]:
                first = False
                break
        if first:
            distinct += 1
            only = k
    if distinct == 1:
        return only
    best = -1
    best_score = 0.0
    for k in range(n):
        dup = False
        for j in range(k):
            if moves[1, j] == moves[1, k]:
                dup = True
                break
        if dup:
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
