"""The referee's rules, compiled: the dice, who plays, the legal moves, rolls, moves and turns.

Every function mirrors one of :class:`~ludo_widget.engine.referee.Referee` (named after it) on
the arrays of one game (see :mod:`ludo_widget.fastsim.kernel`), and draws the same dice
(SplitMix64, as :mod:`ludo_widget.engine.dice`).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from ..engine import power
from ..engine.board import FIRST_COLUMN_PLACE, LAST_RING_PLACE, RING, SEATS, START, partner
from .encoding import (
    BONUS,
    BONUS_ON_CAPTURE,
    BONUS_ON_HOME,
    CAPTURE_ALL,
    CAPTURE_COUNT,
    CAPTURE_RULE,
    ENTRY,
    FORCED_SIX_AFTER,
    MAX_SIXES,
    NO_TILE,
    PLAY_ON,
    PLUS1,
    POWER,
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
    """Send back to the yard what the capture rule says of the opponents on ``square``; how many went."""
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
        elif count == 1:  # protect_pairs: a lone token goes back to its yard
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
