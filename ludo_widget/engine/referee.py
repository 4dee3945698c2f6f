"""The rules of a turn, applied to a :class:`~ludo_widget.engine.state.State`: the fast path.

The referee knows the rules and the seats taking part, and nothing of history, undo or
validation of user input (that is :class:`~ludo_widget.engine.game.Game`'s job). Each method
changes the state it is given and, when a log list is given, appends records of what happened
(plain tuples, :data:`~ludo_widget.engine.events.FIELDS`; ``events.event_of`` makes an
:class:`~ludo_widget.engine.events.Event` of one).

**The fast path for search and simulation.** Every game has one: ``game.referee`` applies
the rules to ``game.state`` (the live state: read it freely, change it only through the
referee, and only on a game made with ``log=False, history=False``, or the log and undo
no longer match it). A search copies instead: :meth:`Referee.after_roll` and
:meth:`Referee.after_move` return new states and leave theirs alone, :meth:`Referee.faces`
gives the chance of every face (OpenSpiel's chance outcomes), :meth:`Referee.moves` the legal
moves.

>>> from ludo_widget import Game
>>> game = Game(players=2, seed=1)
>>> ref, st = game.referee, game.state
>>> ref.faces(st)[0]                        # fair: six faces, 1/6 each
(1, 0.16666666666666666)
>>> nxt = ref.after_roll(st, 6)             # look ahead; st is left as it was
>>> ref.moves(nxt)
[Move(colour='red', token=0, start=0, to=1), Move(colour='red', token=1, start=0, to=1), Move(colour='red', token=2, start=0, to=1), Move(colour='red', token=3, start=0, to=1)]
>>> ref.after_move(nxt, ref.moves(nxt)[0]).places[0], st.awaiting
([1, 0, 0, 0], 'roll')

The simulation path (no log, no undo, no input checks) plays a whole game in place:

>>> sim = Game(players=2, seed=1, log=False, history=False)
>>> while sim.state.awaiting != "over":
...     sim.referee.play_roll(sim.state, lambda st, moves: moves[0])
>>> sim.winner in ("red", "yellow")
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from . import power
from .board import COLOURS, HOME, PLACE_ON, RING_OF, SAFE_RING, SEATS, YARD, partner
from .dice import next_state
from .errors import IllegalAction
from .events import Log
from .rules import Rules
from .state import State


class Move(NamedTuple):
    """One legal way to use the face: token ``token`` of ``colour`` goes from ``start`` to ``to``.

    >>> Move("red", 0, 0, 1)
    Move(colour='red', token=0, start=0, to=1)
    >>> print(Move("red", 1, 20, 23), Move("red", 0, 0, 1), sep="; ")
    Red 2: 20 → 23; Red 1: yard → 1
    """

    colour: str
    token: int
    start: int
    to: int

    def __str__(self) -> str:
        """The move in the board log's short words (the places along the colour's lap)."""
        def place(p: int) -> str:
            return "yard" if p == YARD else "home" if p == HOME else str(p)

        return f"{self.colour.capitalize()} {self.token + 1}: {place(self.start)} → {place(self.to)}"


SEAT_OF = {c: i for i, c in enumerate(COLOURS)}
#: A fair die: every face with its chance.
FAIR: tuple[tuple[int, float], ...] = tuple((f, 1 / 6) for f in range(1, 7))
_new_move = tuple.__new__  # builds a Move without the namedtuple's extra call (hot path)
# Records made once and shared (a record is never changed): a turn passing to each seat, and a
# seat's roll of each face (not doubled).
_TURN = tuple(("turn", c) for c in COLOURS)
_ROLLED = tuple(tuple(("rolled", c, face, False) for face in range(7)) for c in COLOURS)


def distance(face: int, doubled: bool = False) -> int:
    """How many squares a face moves a token: twice the face on Power's Double roll."""
    return face * 2 if doubled else face


class Referee:
    """Applies one edition's rules to a state. ``seats`` are the seat numbers taking part."""

    def __init__(self, rules: Rules, seats: tuple[int, ...]) -> None:
        self.rules = rules
        self.seats = seats
        self.entry = rules.entry_faces
        self.bonus = rules.bonus_faces
        # Tables for the hot path, worked out once per game: the rules read on every roll or move
        # (one attribute instead of two), the seats' opponents and the turn order.
        self.teams, self.power = rules.teams, rules.power
        self.max_sixes, self.forced_six_after = rules.max_sixes, rules.forced_six_after
        self.bonus_on_capture, self.bonus_on_home = rules.bonus_on_capture, rules.bonus_on_home
        self.may_fix = rules.power or bool(rules.forced_six_after)  # Dice control, the starting aid
        self.opponents = {s: tuple(o for o in seats if o not in self.friends(s)) for s in range(SEATS)}
        self.after = {s: tuple(seats[(seats.index(s) + k) % len(seats)] for k in range(1, len(seats) + 1))
                      for s in seats}

    # -- who plays what -------------------------------------------------------------

    def friends(self, seat: int) -> tuple[int, ...]:
        """The seats whose tokens never capture each other: the seat, and its partner in teams."""
        return (seat, partner(seat)) if self.rules.teams else (seat,)

    def moving_seat(self, st: State, seat: int) -> int:
        """Whose tokens ``seat`` moves: its own, or its partner's once its own are all home."""
        if self.rules.teams and all(p == HOME for p in st.places[seat]):
            return partner(seat)
        return seat

    def none_out(self, st: State, seat: int) -> bool:
        """No token of the ones ``seat`` moves is on the board (all in the yard or home)."""
        for p in st.places[self.moving_seat(st, seat) if self.rules.teams else seat]:
            if 0 < p < HOME:
                return False
        return True

    def active(self, st: State, seat: int) -> bool:
        """Whether ``seat`` still takes turns."""
        if self.rules.teams:
            return not (seat in st.finished and partner(seat) in st.finished)
        return seat not in st.finished

    # -- moves ----------------------------------------------------------------------

    def moves(self, st: State) -> list[Move]:
        """The legal moves for the pending face (none unless a move is awaited)."""
        if st.awaiting != "move" or st.face is None:
            return []
        return self.moves_for(st, st.turn, st.face, st.doubled)

    def moves_for(self, st: State, seat: int, face: int, doubled: bool = False) -> list[Move]:
        mover = self.moving_seat(st, seat) if self.teams else seat
        colour = COLOURS[mover]
        steps = distance(face, doubled)
        enter = not doubled and face in self.entry
        last = HOME - steps  # exact finish: never past home, no rebound
        out = []
        i = 0
        for p in st.places[mover]:
            if p == 0:
                if enter:
                    out.append(_new_move(Move, (colour, i, 0, 1)))
            elif p <= last:
                out.append(_new_move(Move, (colour, i, p, p + steps)))
            i += 1
        return out

    # -- rolling --------------------------------------------------------------------

    def fixed_face(self, st: State) -> int | None:
        """The face the next roll must show, or None when the die decides.

        Dice control's chosen face, else paperfox's starting aid (a six after
        ``forced_six_after`` rolls without one while no token is out). This is the one place
        that knows what a roll may show: :meth:`draw`, :meth:`faces` and ``Game.roll`` ask it.
        """
        if st.chosen is not None:
            return st.chosen
        n = self.rules.forced_six_after
        if n and st.aid[st.turn] >= n and self.none_out(st, st.turn):
            return 6
        return None

    def faces(self, st: State) -> tuple[tuple[int, float], ...]:
        """The faces the next roll may show, with their chances (fair unless a face is fixed).

        >>> from ludo_widget import Game, Rules
        >>> game = Game(Rules.preset("paperfox"), players=2, seed=1)
        >>> for _ in range(6):
        ...     _ = game.roll(1)                # three misses each with every token in the yard
        >>> game.referee.faces(game.state)      # the starting aid: the next roll is a six
        ((6, 1.0),)
        """
        fixed = self.fixed_face(st)
        return FAIR if fixed is None else ((fixed, 1.0),)

    def face_refusal(self, st: State, scripted: int) -> str | None:
        """Why the coming roll cannot be scripted to show ``scripted`` (1..6), or None if it can.

        A scripted face beats the starting aid (and counts as a miss if it is not a six) but
        not Dice control.
        """
        if st.chosen is not None and scripted != st.chosen:
            return f"dice control is on: the die shows {st.chosen}, not {scripted}"
        return None

    def draw(self, st: State, scripted: int | None = None) -> int:
        """The face the coming roll shows: ``scripted`` if given (one :meth:`face_refusal` allows),
        else :meth:`fixed_face`, else the die's. Only a random roll moves the die's state.
        """
        if scripted is not None:
            return scripted
        if self.may_fix:
            fixed = self.fixed_face(st)
            if fixed is not None:
                return fixed
        st.dice, face = next_state(st.dice)
        return face

    def roll(self, st: State, face: int, log: Log | None = None) -> list[Move]:
        """Apply a roll of ``face`` for the seat to act; return the moves it allows.

        A roll no move can use is settled at once (another try, another roll or the next turn).
        """
        seat = st.turn
        if self.forced_six_after:
            st.aid[seat] = (0 if face == 6 else st.aid[seat] + 1) if self.none_out(st, seat) else 0
        st.rolls += 1
        st.last_roll = (seat, face)
        doubled = st.doubled
        if log is not None:
            log.append(("rolled", COLOURS[seat], face, True) if doubled else _ROLLED[seat][face])
        # A double roll is not a six, so it breaks a run of sixes.
        sixes = st.sixes = st.sixes + 1 if face == 6 and not doubled else 0
        if sixes and self.max_sixes and sixes >= self.max_sixes:
            if log is not None:
                log.append(("forfeited", COLOURS[seat], sixes))
            self.pass_turn(st, log)
            return []
        st.face = face
        moves = self.moves_for(st, seat, face, doubled)
        if moves:
            st.awaiting = "move"
        else:
            self._wasted(st, face, doubled, log)
        return moves

    def _wasted(self, st: State, face: int, doubled: bool, log: Log | None) -> None:
        seat = st.turn
        colour = COLOURS[seat]
        st.face = None
        st.doubled = False
        if self.rules.power:
            power.settle(st)  # a bonus is spent even when the roll finds no move
        if log is not None:
            log.append(("wasted", colour, face, doubled, COLOURS[self.moving_seat(st, seat)]))
        if st.misses + 1 < self.rules.tries and self.none_out(st, seat):
            st.misses += 1
            st.awaiting = "roll"
            if log is not None:
                log.append(("try_again", colour, st.misses + 1, self.rules.tries))
        elif face in self.bonus and not doubled and self.rules.wasted_bonus == "roll_again":
            st.awaiting = "roll"
            if log is not None:
                log.append(("another_roll", colour, "wasted", ["wasted"], face))
        else:
            self.pass_turn(st, log)

    def play_roll(self, st: State, choose: "Callable[[State, list[Move]], Move]") -> None:
        """The simulation path: one roll (:meth:`draw`) and, if it allows any, the move ``choose`` picks.

        No events, no undo, no input checks: ``st`` must be awaiting a roll.
        """
        moves = self.roll(st, self.draw(st), None)
        if moves:
            self.move(st, choose(st, moves), None)

    # -- looking ahead (search) -----------------------------------------------------

    def after_roll(self, st: State, face: int) -> State:
        """A copy of ``st`` after the seat to act rolls ``face`` (settled at once if no move can use it)."""
        nxt = st.copy()
        self.roll(nxt, face, None)
        return nxt

    def after_move(self, st: State, mv: Move) -> State:
        """A copy of ``st`` with the legal move ``mv`` played (no events)."""
        nxt = st.copy()
        self.move(nxt, mv, None)
        return nxt

    def would_capture(self, st: State, mv: Move) -> list[tuple[int, int]]:
        """The (seat, token) pairs the legal move ``mv`` would send to the yard; ``st`` is left alone."""
        mover = SEAT_OF[mv.colour]
        if mv.start == 0 or mv.to > 51 or SAFE_RING[RING_OF[mover][mv.to]]:
            return []
        nxt = st.copy()
        nxt.places[mover][mv.token] = mv.to
        self.capture(nxt, nxt.turn, mover, RING_OF[mover][mv.to], None)
        return [(s, i) for s in self.seats for i, p in enumerate(nxt.places[s]) if p == 0 and st.places[s][i] != 0]

    # -- Power bonuses --------------------------------------------------------------

    def bonus_refusal(self, st: State, bonus: str, face: int | None = None) -> str | None:
        """Why ``bonus`` cannot be switched on now (a sentence), or None if it can.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1)
        >>> game.referee.bonus_refusal(game.state, "shield")
        "bonuses need Power mode: Rules.preset('online', power=True)"
        """
        if not self.rules.power:
            return "bonuses need Power mode: Rules.preset('online', power=True)"
        return power.refusal(st, bonus, face)

    def bonuses_allowed(self, st: State) -> list[str]:
        """The bonuses the seat to act may switch on now (Dice control with any face), in stock order.

        >>> from ludo_widget import Game, Rules
        >>> game = Game(Rules.preset("online", power=True), players=2, turn="red", seed=1)
        >>> game.state.stock[0]["shield"] = 1
        >>> game.referee.bonuses_allowed(game.state)
        ['shield']
        """
        if not self.rules.power:
            return []
        return [b for b in power.STORED if power.refusal(st, b, 6 if b == "dice" else None) is None]

    def shield_possible(self, st: State, mv: Move) -> bool:
        """Whether a Shield switched on now would go to the token ``mv`` moves (it ends on the ring).

        >>> from ludo_widget import Game, Rules
        >>> game = Game(Rules.preset("online", power=True), players=2, turn="red",
        ...             positions={"red": [5, 0, 0, 0]}, seed=1)
        >>> game.state.stock[0]["shield"] = 1
        >>> game.roll(3)
        3
        >>> [game.referee.shield_possible(game.state, m) for m in game.legal_moves()]
        [True]
        """
        return self.bonus_refusal(st, "shield") is None and power.ends_on_ring(mv)

    def use(self, st: State, bonus: str, face: int | None = None, log: Log | None = None) -> None:
        """Switch on a bonus for the seat to act; an ``IllegalAction`` (and no change) if it is refused."""
        why = self.bonus_refusal(st, bonus, face)
        if why:
            raise IllegalAction(why)
        power.switch_on(st, bonus, face, log)

    # -- moving ---------------------------------------------------------------------

    def move(self, st: State, mv: Move, log: Log | None = None) -> None:
        """Play a legal move: walk, capture, reach home, then another roll or the next turn."""
        seat = st.turn
        of, token, start, to = mv
        mover = SEAT_OF[of]
        face, doubled = st.face, st.doubled
        st.places[mover][token] = to
        if log is not None:
            log.append(("entered" if start == 0 else "moved", COLOURS[seat], token, start, to, of))
        reasons: list[str] = []
        if start and to < 52:
            square = RING_OF[mover][to]
            if not SAFE_RING[square] and self.capture(st, seat, mover, square, log) and self.bonus_on_capture:
                reasons.append("capture")
        if to == HOME:
            if log is not None:
                log.append(("home", COLOURS[seat], token, of))
            if self.bonus_on_home:
                reasons.append("home")
        if face in self.bonus and not doubled:
            reasons.append("face")
        if self.power:
            reasons += power.after_move(st, seat, mover, mv, log)
        st.face = None
        st.doubled = False
        st.misses = 0
        if to == HOME:
            self._check_finished(st, mover, log)
        if st.finished and self.over(st):
            self.end(st, log)
        elif reasons and self.active(st, seat):
            st.awaiting = "roll"
            if log is not None:
                log.append(("another_roll", COLOURS[seat], reasons[0], reasons, face))
        else:
            self.pass_turn(st, log)

    def capture(self, st: State, seat: int, mover: int, square: int, log: Log | None) -> int:
        """Send back to the yard what the edition's capture rule says of the opponents on ``square``; how many went."""
        hits = []
        places = st.places
        for other in self.opponents[mover]:
            at = PLACE_ON[other][square]  # where a token of ``other`` on that square stands on its lap
            row = places[other]
            if at in row:  # the common case is nobody there: one look per seat
                i = 0
                for p in row:
                    if p == at:
                        hits.append((other, i))
                    i += 1
        if not hits:
            return 0
        friends = self.friends(mover)
        groups: dict[int, list[tuple[int, int]]] = {}  # one group per opposing side (a pair in teams)
        for other, i in hits:
            groups.setdefault(min(self.friends(other)), []).append((other, i))
        rule = self.rules.capture_rule
        if rule == "all":
            doomed = [t for group in groups.values() for t in group]
        elif rule == "count":
            mine = sum(1 for f in friends for p in st.places[f] if RING_OF[f][p] == square)
            doomed = [t for group in groups.values() if len(group) <= mine for t in group]
        else:  # protect_pairs: two or more tokens of one colour are protected
            per_seat: dict[int, list[tuple[int, int]]] = {}
            for group in groups.values():
                for t in group:
                    per_seat.setdefault(t[0], []).append(t)
            doomed = [ts[0] for ts in per_seat.values() if len(ts) == 1]
        shielded = [t for t in doomed if t in st.shields]
        victims = [t for t in doomed if t not in st.shields]
        for other, i in victims:
            st.places[other][i] = 0
        st.captures[seat] += len(victims)
        if log is not None:
            self._log_capture(st, seat, square, groups, victims, shielded, log)
        return len(victims)

    def _log_capture(self, st: State, seat: int, square: int, groups: dict[int, list[tuple[int, int]]],
                     victims: list[tuple[int, int]], shielded: list[tuple[int, int]],
                     log: Log) -> None:
        colour = COLOURS[seat]
        if victims:
            log.append(("captured", colour, [[COLOURS[o], i] for o, i in victims], square))
        spared = [t for group in groups.values() for t in group if t not in victims]
        if spared:
            why = "shield" if spared == shielded or self.rules.capture_rule == "all" else self.rules.capture_rule
            log.append(("protected", colour, [[COLOURS[o], i] for o, i in spared], why))

    # -- ends of turns and games ----------------------------------------------------

    def _check_finished(self, st: State, mover: int, log: Log | None) -> None:
        if mover in st.finished or any(p != HOME for p in st.places[mover]):  # not all home yet
            return
        st.finished.append(mover)
        if log is not None:
            place = len(st.finished)
            # In a pair, finishing is not winning: the sentence says whose tokens it moves now.
            partner_of = COLOURS[partner(mover)] if self.rules.teams else None
            log.append(("finished", COLOURS[mover], place, partner_of, partner(mover) in st.finished))

    def over(self, st: State) -> bool:
        """Whether the game has ended, as the edition says."""
        if not st.finished:
            return False
        if self.rules.teams:
            return any(partner(s) in st.finished for s in st.finished)
        if not self.rules.play_on:
            return True
        return sum(1 for s in self.seats if s not in st.finished) <= 1

    def end(self, st: State, log: Log | None) -> None:
        st.awaiting = "over"
        st.face = None
        if log is None:
            return
        winner = self.winner(st)
        order = self.ranking(st)
        away = _away(st)
        data: dict[str, Any] = {"winner": winner, "ranking": order}
        if winner is not None and self.rules.play_on and not self.rules.teams and len(order) > 2 \
                and order[-1] not in away:
            data["last"] = order[-1]  # the one left when the others have all finished
        if away:
            data["away"] = away  # they left the game and lose
        log.append(("won", None, data))

    def side_of(self, seat: int) -> "str | tuple[str, ...]":
        """What ``seat`` wins under, as :meth:`winner` names it: its colour, or its pair's tuple under teams."""
        return tuple(COLOURS[s] for s in sorted((seat, partner(seat)))) if self.rules.teams else COLOURS[seat]

    def sides(self) -> "list[str | tuple[str, ...]]":
        """Every side playing (:meth:`side_of`), in seat order: a pair once."""
        return [self.side_of(s) for s in self.seats if not self.rules.teams or s < partner(s)]

    def winner(self, st: State) -> "str | tuple[str, str] | None":
        """The first seat home (known before a play-on game ends), or the first pair home.

        Whoever is away loses (leavers_lose): at the end the best-placed seat, or pair, whose
        people stayed wins (nobody, if everyone left); while the first home is away, nobody
        has won yet.
        """
        if not st.finished:
            return None
        if self.rules.teams:
            done = next((s for s in st.finished if partner(s) in st.finished), None)
            if done is None:
                return None
            pairs = [(done, partner(done)), (self.after[done][0], partner(self.after[done][0]))]
            stayed = [sorted(p) for p in pairs if not set(p) & set(st.away)]
            return tuple(COLOURS[s] for s in stayed[0]) if stayed else None  # type: ignore[return-value]
        first = SEAT_OF[self.ranking(st)[0]] if st.awaiting == "over" else st.finished[0]
        return None if first in st.away else COLOURS[first]

    def ranking(self, st: State) -> list[str]:
        """Finishers in order; once the game is over, the rest by distance travelled."""
        order = list(st.finished)
        if st.awaiting == "over":
            start = self.seats.index(st.first)
            turn_order = self.seats[start:] + self.seats[:start]
            rest = [s for s in turn_order if s not in order]
            rest.sort(key=lambda s: -sum(st.places[s]))  # stable: ties keep turn order
            order += rest
            # leavers_lose: whoever is away at the end comes after every seat whose person stayed
            # (in team play a leaver's partner loses with them, before them)
            lost = set(st.away) | ({partner(s) for s in st.away} if self.rules.teams else set())
            order.sort(key=lambda s: (s in lost, s in st.away))  # stable
        return [COLOURS[s] for s in order]

    def pass_turn(self, st: State, log: Log | None) -> None:
        """The turn goes clockwise to the next seat still playing."""
        st.sixes = 0
        st.misses = 0
        st.face = None
        st.doubled = False
        for nxt in self.after[st.turn]:
            if not st.finished or self.active(st, nxt):
                break
        st.turn = nxt
        st.turns += 1
        st.awaiting = "roll"
        if self.power:
            power.new_turn(st, log)
        if log is not None:
            log.append(_TURN[nxt])


def _away(st: State) -> list[str]:
    """The colours whose person is away, in seat order."""
    return [COLOURS[s] for s in sorted(st.away)]
