"""Whether a loaded state is one its rules and seats can reach: the engine's position checks.

A save (:mod:`ludo_widget.engine.schema`) and a notation (:mod:`ludo_widget.engine.notation`)
are read field by field; :func:`check` then looks at the whole: the seats' tokens, the end of
the game, the counters of a turn and, in Power mode, the tiles, stocks, shields and the bonus
of the roll. A state that passes plays on without surprises; one that does not is a
:class:`~ludo_widget.engine.errors.PositionError` and nothing is built from it.

>>> from ludo_widget import Game
>>> Game.from_notation("classic r:10,0,0,0 y:0,0,0,0 r roll six:3")
Traceback (most recent call last):
...
ludo_widget.engine.errors.NotationError: bad position: 3 sixes in a row cannot be waiting (the limit is 3)
"""

from __future__ import annotations

from . import power
from .board import COLOURS, HOME, SEATS
from .errors import PositionError
from .referee import Referee
from .state import State


def check(st: State, ref: Referee) -> State:
    """``st`` if a game under ``ref``'s rules and seats can reach it (Power stocks filled in)."""
    _seats(st, ref)
    _awaiting(st, ref)
    _progress(st, ref)
    _counters(st, ref)
    if ref.rules.power:
        _power(st, ref)
    else:
        _no_power(st)
    return st


def _seats(st: State, ref: Referee) -> None:
    seats, tokens = ref.seats, ref.rules.tokens
    for s in range(SEATS):
        want = tokens if s in seats else 0
        if len(st.places[s]) != want or any(not 0 <= p <= HOME for p in st.places[s]):
            raise PositionError(f"{COLOURS[s]}: the places {st.places[s]} do not fit the game "
                                f"({want} places from 0 to {HOME})")
    if st.turn not in seats or st.first not in seats:
        raise PositionError("the turn and the first seat must be seats playing")
    if st.last_roll is not None and (st.last_roll[0] not in seats or not 1 <= st.last_roll[1] <= 6):
        raise PositionError("the last roll must be a face 1..6 of a seat playing")


def _awaiting(st: State, ref: Referee) -> None:
    if st.awaiting not in ("roll", "move", "over"):
        raise PositionError("what is awaited is a roll, a move or nothing (over)")
    if (st.face is not None) != (st.awaiting == "move"):
        raise PositionError("a face is pending exactly while a move is awaited")
    if st.awaiting == "move" and (not isinstance(st.face, int) or not 1 <= st.face <= 6
                                  or not ref.moves_for(st, st.turn, st.face, st.doubled)):
        raise PositionError("a move is awaited but none can use the face")


def _progress(st: State, ref: Referee) -> None:
    """Finishers and the end of the game must be ones a game can reach."""
    home = [s for s in ref.seats if all(p == HOME for p in st.places[s])]
    if sorted(st.finished) != home:
        raise PositionError("the finishers must be exactly the seats with every token home")
    if (st.awaiting == "over") != ref.over(st):
        raise PositionError("the game is over exactly when the edition's end has come"
                            if st.finished else "the game cannot be over before anybody is home")
    if st.awaiting != "over" and not ref.active(st, st.turn):
        raise PositionError(f"{COLOURS[st.turn]} has finished and takes no more turns")
    if st.away and (not ref.rules.leavers_lose or st.away != sorted(set(st.away)) or not set(st.away) <= set(ref.seats)):
        raise PositionError("away: the seats whose person left must be playing, once each, "
                            "in an edition with leavers_lose")


def _counters(st: State, ref: Referee) -> None:
    """Sixes, tries and the starting aid count what happened this turn; none can be past its limit."""
    rules = ref.rules
    if st.sixes < 0 or (rules.max_sixes and st.sixes >= rules.max_sixes):
        raise PositionError(f"{st.sixes} sixes in a row cannot be waiting (the limit is {rules.max_sixes})")
    if st.awaiting == "move" and (st.sixes > 0) != (st.face == 6 and not st.doubled):
        raise PositionError("a pending six counts in the sixes in a row, and any other face ends the run")
    if not 0 <= st.misses < rules.tries:
        raise PositionError(f"{st.misses} tries used cannot be waiting ({rules.tries} tries)")
    if st.misses and (st.awaiting == "over" or not ref.none_out(st, st.turn)):
        raise PositionError("tries are counted only while no token of the seat to act is out")
    if any(n < 0 for n in st.aid):
        raise PositionError("the starting aid counts rolls: it cannot be negative")
    if any(st.aid[s] for s in range(SEATS)) and (not rules.forced_six_after
                                                 or any(st.aid[s] for s in range(SEATS) if s not in ref.seats)):
        raise PositionError("the starting aid is counted only under forced_six_after, for seats playing")
    if any(n < 0 for n in st.captures) or st.rolls < 0 or st.turns < 0:
        raise PositionError("rolls, turns and captures are counts: none can be negative")


def _no_power(st: State) -> None:
    if (st.tiles or st.taken or st.shields or st.bonus is not None or st.chosen is not None
            or st.shield_given or st.doubled or any(n for stock in st.stock for n in stock.values())):
        raise PositionError("tiles, stocks, shields and bonuses need Power mode")


def _power(st: State, ref: Referee) -> None:
    try:
        power.check_tiles(st.tiles)
        power.check_tiles(st.taken)
    except ValueError as exc:
        raise PositionError(str(exc)) from None
    if set(st.tiles) & set(st.taken):
        raise PositionError("a tile cannot lie on the board and be taken at once")
    if any(k not in power.STORED or not 0 <= n <= power.CAP for stock in st.stock for k, n in stock.items()):
        raise PositionError(f"a stock holds 0 to {power.CAP} of each bonus ({', '.join(power.STORED)})")
    st.stock = [{k: stock.get(k, 0) for k in power.STORED} for stock in st.stock]
    for (seat, token), giver in st.shields.items():
        if seat not in ref.seats or giver not in ref.friends(seat) or not 0 <= token < ref.rules.tokens:
            raise PositionError(f"a shield is given by a seat playing to its own (or partner's) token, "
                                f"not {COLOURS[giver]} to {COLOURS[seat]} {token}")
        if st.places[seat][token] == 0:
            raise PositionError("a shielded token cannot be in the yard")
    _bonus(st)


def _bonus(st: State) -> None:
    """The bonus of the roll, and what it switched on, agree."""
    bonus = st.bonus
    if bonus not in (None, *power.STORED):
        raise PositionError(f"unknown bonus {bonus!r}")
    if bonus is not None and st.awaiting == "over":
        raise PositionError("no bonus is on once the game is over")
    if (st.doubled != (bonus == "double") or (st.chosen is not None) != (bonus == "dice")
            or st.shield_given != (bonus == "shield")):
        raise PositionError("the bonus switched on and what it does disagree (x2 goes with double, "
                            "a chosen face with dice, a shield to give with shield)")
    if st.chosen is not None and not 1 <= st.chosen <= 6:
        raise PositionError(f"dice control shows a face 1..6, not {st.chosen}")
    if bonus == "dice" and st.awaiting == "move" and st.face != st.chosen:
        raise PositionError("under dice control the pending face is the chosen one")
