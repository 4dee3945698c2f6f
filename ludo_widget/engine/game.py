"""A game of Ludo: a state machine with undo, save/load and a text notation (:class:`Game`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from . import notation, power, refusals, saving
from .arguments import check_face, check_tiles, seat_in, to_places, to_rules, to_seats
from .board import COLOURS, HOME, SEATS
from .dice import Dice, seed_state
from .errors import IllegalAction, LudoError, RulesError, quote
from .events import Event
from .reading import GameReading
from .referee import Move, Referee
from .rules import Rules
from .state import State
from .steps import Step
from .svg import board_svg
from .text_board import board_text
from .timeline import ROLLED, Timeline, away, leaving_refusal


class Game(GameReading, Timeline):
    """One game under one edition's rules.

    >>> from ludo_widget import Game
    >>> game = Game(rules="dashain", players=("red", "yellow"), seed=7)
    >>> game.roll(6)
    6
    >>> game.legal_moves()[0]
    Move(colour='red', token=0, start=0, to=1)
    >>> game.move(0)
    >>> game.positions["red"], game.awaiting, game.turn
    ([1, 0, 0, 0], 'roll', 'red')
    >>> game.undo(); game.positions["red"]
    [0, 0, 0, 0]

    A notebook shows a game as a picture of its position (``_repr_svg_``), ``print(game)`` as a
    text board, and ``repr(game)`` is the line that rebuilds it (``Game.from_notation(...)``).

    Args:
        rules: a preset name, a preset with options as the notation writes them
            (``"online[power=yes]"``), or a :class:`Rules` value.
        players: the colours taking part (default all four); ``2`` or ``3`` pick the
            default seats (red and yellow; red, green and yellow).
        positions: colour -> list of token places (0 yard, 1 start square, ..., 57 home).
        turn: the colour to roll first (default: the edition's rule).
        seed: seeds the die; the same seed plays the same game.
        tiles: Power mode's tiles as ``{ring_square: kind}`` (default layout otherwise).
        log: keep the event log (the simulation path turns it off for speed).
        history: keep states for undo (the simulation path turns it off for speed).
    """

    def __init__(self, rules: "str | Rules" = "classic", players: Any = None,
                 positions: Mapping[str, Any] | None = None, turn: str | None = None, seed: int | None = None, *,
                 tiles: Mapping[int, str] | None = None,
                 log: bool = True, history: bool = True) -> None:
        self.rules = to_rules(rules)
        seats = to_seats(players, self.rules)
        self.players: tuple[str, ...] = tuple(COLOURS[s] for s in seats)
        self._ref = Referee(self.rules, seats)
        places = to_places(positions, seats, self.rules.tokens)
        dice = seed_state(seed)
        self.seed = dice  # the die's first state: Game(rules, players, seed=game.seed) starts the same
        if turn is not None:
            first = seat_in(turn, seats, "turn")
        elif self.rules.starter == "random":
            die = Dice()
            die.state = dice
            first = seats[die.choice(len(seats))]
            dice = die.state
        else:
            first = seats[0]
        self._state = State(places=places, turn=first, dice=dice, first=first)
        if self.rules.power:
            self._state.tiles = power.default_tiles() if tiles is None else check_tiles(tiles)
            self._state.stock = [{k: 0 for k in power.STORED} for _ in range(SEATS)]
        elif tiles:
            raise RulesError("tiles need Power mode: Rules.preset('online', power=True)")
        self._events: list[Event] | None = [] if log else None
        # Undo: the steps played (plain tuples, see _step_of; None for a step of an old save),
        # and for some of them, by index, the state before it and the log's length then: one
        # every CHECKPOINT steps, every step loaded from a save, the first step after an undo.
        # Undo rebuilds the others by replaying the steps since the last one kept.
        self._history: list[Any] | None = [] if history else None
        self._kept: dict[int, tuple[State, int]] = {}
        self._unkept = 0  # steps still to play before the next state kept (0: keep the next one)
        # The legal moves of the last roll, and the state and roll they belong to.
        self._moves: list[Move] = []
        self._moves_state: State | None = None
        self._moves_roll = -1
        self._redo: list[Step] = []  # steps taken back, the next one last
        self._quiet = 0               # > 0 while goto() walks: subscribers hear only the end
        self._subscribers: list[Callable[["Game"], None]] = []
        self._settle_setup()

    def _settle_setup(self) -> None:
        """Seats already all home finish in seat order; the first roll goes to a seat still playing."""
        st = self._state
        for s in self._ref.seats:
            if st.places[s] and all(p == HOME for p in st.places[s]):
                st.finished.append(s)
        if self._ref.over(st):
            st.awaiting = "over"
        elif not self._ref.active(st, st.turn):
            self._ref.pass_turn(st, None)
            st.turns = 1

    # -- the fast path (search and simulation) ------------------------------------------

    @property
    def state(self) -> State:
        """The live :class:`~ludo_widget.engine.state.State` (not a copy): read it, copy it to look ahead.

        Change it only through :attr:`referee`, and only on a game made with ``log=False,
        history=False`` (the simulation path); otherwise use :meth:`roll`, :meth:`move`,
        :meth:`use`, which keep the log and undo in step. See :mod:`ludo_widget.engine.referee`.
        """
        return self._state

    @property
    def referee(self) -> Referee:
        """The :class:`~ludo_widget.engine.referee.Referee`: this game's rules applied to any state.

        >>> game = Game(players=2, seed=1)
        >>> game.referee.moves(game.referee.after_roll(game.state, 6))[0]
        Move(colour='red', token=0, start=0, to=1)
        """
        return self._ref

    # -- acting ----------------------------------------------------------------------

    def roll(self, face: int | None = None) -> int:
        """Roll the die (a seeded random face, or ``face`` to script one) and return the face.

        A roll no token can use is settled at once; ``awaiting`` is then ``"roll"`` again.

        >>> game = Game(players=("red", "yellow"), seed=1)
        >>> game.roll(3), game.awaiting, game.turn     # no token out: the 3 is wasted
        (3, 'roll', 'yellow')
        >>> game.roll(6), game.awaiting                # a six brings a token out
        (6, 'move')
        """
        st = self._state
        if face is not None or st.awaiting != "roll":
            face = self._scripted(face)
        history, seat, ref = self._history, st.turn, self._ref
        if history is not None and not self._unkept:
            self._keep()
        rolled = ref.draw(st, face)
        self._moves = ref.roll(st, rolled, self._events)
        self._moves_state, self._moves_roll = st, st.rolls
        if history is not None:  # one plain tuple a step (see _step_of), shared for a face the die chose
            history.append(ROLLED[seat][rolled] if face is None else ("roll", COLOURS[seat], rolled, None, None, False))
            self._unkept -= 1
            if self._redo:
                self._follow(history[-1])
        if self._subscribers:
            self._changed()
        return rolled

    def _scripted(self, face: Any) -> int | None:
        """``face`` (None or a face to script) if a roll is awaited and may show it; else IllegalAction."""
        st = self._state
        if st.awaiting != "roll":
            raise IllegalAction("the game is over" if st.awaiting == "over"
                                else f"{COLOURS[st.turn]} must first move with the {st.face}")
        if face is None:
            return None
        checked = check_face(face)
        why = self._ref.face_refusal(st, checked)
        if why:
            raise IllegalAction(why)
        return checked

    def move(self, move: "Move | int") -> None:
        """Play one of :meth:`legal_moves` (or the token with that index, of the colour to move).

        >>> game = Game(players=("red", "yellow"), seed=1)
        >>> game.roll(6)
        6
        >>> game.move(0); game.positions["red"], game.awaiting     # out, and a six rolls again
        ([1, 0, 0, 0], 'roll')
        >>> game.roll(2); game.move(game.legal_moves()[0]); game.positions["red"]
        2
        [3, 0, 0, 0]
        """
        st, history = self._state, self._history
        if (move.__class__ is Move and self._moves_state is st and self._moves_roll == st.rolls
                and st.awaiting == "move" and move in self._moves):
            mv = move  # one of the moves the last roll found: no need to look again
        else:
            mv = self._resolve(move)
        if history is not None and not self._unkept:
            self._keep()
        seat = st.turn
        self._ref.move(st, mv, self._events)
        if history is not None:  # one plain tuple a step (see _step_of): the move alone when its colour acted
            history.append(tuple(mv) if mv[0] == COLOURS[seat] else ("move", COLOURS[seat], None, tuple(mv), None, False))
            self._unkept -= 1
            if self._redo:
                self._follow(history[-1])
        if self._subscribers:
            self._changed()

    def use(self, bonus: str, face: int | None = None) -> None:
        """Power: switch on a bonus from the stock of the seat to act.

        ``"double"`` and ``"dice"`` (with ``face``) before rolling, ``"shield"`` before or after.

        >>> game = Game.from_notation("online[power=yes] r:20,0,0,0 y:50,0,0,0 r roll six:0 stock:r=0.1.0")
        >>> game.use("dice", 4); game.roll()               # Dice control: the die shows the 4
        4
        >>> game.stock["red"]["dice"]
        0
        """
        why = self._ref.bonus_refusal(self._state, bonus, face)
        if why:
            raise IllegalAction(why)
        st = self._state
        self._save()
        self._ref.use(st, bonus, face, self._events)
        self._done(("use", COLOURS[st.turn], face, None, bonus, False))

    def leave(self, colour: str) -> None:
        """The person playing ``colour`` leaves the game (``rules.leavers_lose``, online).

        A computer player takes the seat (that is the board's, or the script's, job: the game
        goes on as before). They may :meth:`come_back` while the game runs; if it ends while
        they are away they lose, ranked after every seat whose person stayed.

        >>> game = Game(rules="online", players=("red", "yellow"), turn="red", seed=1)
        >>> game.leave("yellow"); game.away
        ['yellow']
        >>> game.come_back("yellow"); game.away
        []
        """
        self._leave(colour, True)

    def come_back(self, colour: str) -> None:
        """The person who left ``colour`` is back and plays the seat again (see :meth:`leave`)."""
        self._leave(colour, False)

    def _leave(self, colour: Any, leave: bool) -> None:
        why = leaving_refusal(self._ref, self._state, None, leave)  # said before anything of the colour
        if why is None:
            seat = seat_in(colour, self._ref.seats, "leaving")
            why = leaving_refusal(self._ref, self._state, seat, leave)
        if why:
            raise IllegalAction(why)
        self._save()
        away(self._state, seat, leave, self._events)
        self._done(("leave" if leave else "back", COLOURS[seat], None, None, None, False))

    def rematch(self, seed: int | None = None) -> "Game":
        """A new game on the same rules and seats; under ``rematch_rotates`` the first roll moves on.

        Without a seed the new game's die goes on from this one's, so a seeded series repeats.

        >>> Game("dashain", ("red", "yellow"), seed=1).rematch().turn    # dashain rotates the first roll
        'yellow'
        """
        seed = self._state.dice if seed is None else seed
        turn = None
        if self.rules.rematch_rotates:
            seats = self._ref.seats
            turn = COLOURS[seats[(seats.index(self._state.first) + 1) % len(seats)]]
        return Game(self.rules, self.players, turn=turn, seed=seed,
                    log=self._events is not None, history=self._history is not None)

    def copy(self) -> "Game":
        """An independent copy (history, steps taken back and log included; no subscribers).

        >>> game = Game(players=2, seed=1); game.roll(6); game.move(0); game.goto(0)
        6
        >>> game.copy().steps
        2
        """
        twin = Game.__new__(Game)
        # Attribute by attribute, never through __dict__: in Python 3.11 reading an object's
        # __dict__ makes every later attribute read of it slower (the original's too: a game
        # plays about 15% slower after it). Rules, players, referee, seed: never changed, shared.
        twin.rules, twin.players, twin._ref, twin.seed = self.rules, self.players, self._ref, self.seed
        twin._unkept = self._unkept
        twin._state = self._state.copy()
        # Steps are immutable tuples and events are written once; the states kept for undo are
        # only read (undo copies one before replaying on it): the containers are copied, not them.
        twin._events = None if self._events is None else list(self._events)
        twin._history = None if self._history is None else list(self._history)
        twin._kept = dict(self._kept)
        twin._redo = list(self._redo)
        twin._moves, twin._moves_state, twin._moves_roll = [], None, -1
        twin._quiet, twin._subscribers = 0, []
        return twin

    # -- watching --------------------------------------------------------------------

    def subscribe(self, callback: Callable[["Game"], None]) -> None:
        """Call ``callback(game)`` after every change (roll, move, bonus, undo); see :meth:`unsubscribe`."""
        if not callable(callback):
            raise LudoError(f"a subscriber is a function of the game, not {quote(callback)}")
        self._subscribers.append(callback)

    def unsubscribe(self, callback: Callable[["Game"], None]) -> None:
        """Stop calling ``callback`` (one given to :meth:`subscribe`; any other is ignored).

        >>> game = Game(players=2, seed=1); seen = []
        >>> game.subscribe(seen.append); game.roll(6); game.unsubscribe(seen.append); game.move(0)
        6
        >>> len(seen)
        1
        """
        self._subscribers = [c for c in self._subscribers if c != callback]

    def _changed(self) -> None:
        if self._quiet:
            return
        for callback in list(self._subscribers):
            callback(self)

    # -- saving ----------------------------------------------------------------------

    def to_json(self) -> str:
        """Everything: rules, seats, state (the die's included), log and undo history.

        Steps taken back (for :meth:`redo`) are not saved: a loaded game has nothing to redo.

        >>> game = Game(players=2, seed=1); game.roll(6); game.move(0)
        6
        >>> again = Game.from_json(game.to_json())
        >>> again.notation() == game.notation(), again.roll() == game.roll()   # the same die, too
        (True, True)
        """
        return saving.write(self)

    @classmethod
    def from_json(cls, text: str) -> "Game":
        """Restore a game saved by :meth:`to_json`; it goes on exactly as the original would.

        The save is read through :mod:`ludo_widget.engine.schema`, every state in it must be
        one its rules can reach (:mod:`ludo_widget.engine.position`), and each step of its undo
        history, played from the state saved before it, must give the next one
        (:meth:`check_steps`); anything else is a :class:`LudoError` naming what is wrong.
        """
        return saving.read(cls, text)

    def notation(self) -> str:
        """The position as one line of text (see :mod:`ludo_widget.engine.notation`).

        >>> game = Game(players=("red", "yellow"), seed=1); game.roll(6)
        6
        >>> game.notation()
        'classic r:0,0,0,0 y:0,0,0,0 r move:6 six:1'
        """
        return notation.write(self.rules, self.players, self._state)

    @classmethod
    def from_notation(cls, text: str, seed: int | None = None) -> "Game":
        """The game at a position written by :meth:`notation` (``seed`` seeds its die).

        >>> game = Game.from_notation("classic r:20,0,0,0 y:50,0,0,0 r move:4 six:0")
        >>> game.move(0); game.positions["yellow"]          # red lands on yellow's token (ring square 23)
        [0, 0, 0, 0]
        """
        return saving.read_notation(cls, text, seed)

    def record(self, players: dict[str, str] | None = None, date: str | None = None,
               comments: dict[int, str] | None = None) -> str:
        """The game so far as a record: header lines, then every turn's steps (see :mod:`~ludo_widget.engine.record`).

        ``players``: colour -> who played it; ``date`` (default today); ``comments``: step number -> text.
        """
        from . import record

        return record.write(self, players, date, comments)

    @classmethod
    def from_record(cls, text: str) -> "Game":
        """Replay a record written by :meth:`record`; one that does not replay legally is a ``LudoError``."""
        from . import record

        return record.read(text).game

    def __repr__(self) -> str:
        return f"Game.from_notation({self.notation()!r})"

    def __str__(self) -> str:
        """The position as text, a board to ``print`` (see :mod:`.text_board`)."""
        return board_text(self)

    def _repr_svg_(self) -> str:
        """What a notebook shows for a game: the position as a picture (see :mod:`.svg`)."""
        return board_svg(self)

    # -- refusals ---------------------------------------------------------------------

    def _resolve(self, move: Any) -> Move:
        return refusals.resolve(self, move)

    def why_not(self, token: "int | Move", colour: str | None = None) -> str | None:
        """Why ``colour``'s token ``token`` (an index from 0, or a :class:`Move`) cannot move now,
        in a sentence; None if it can.

        >>> Game(players=2, positions={"red": [0, 5, 0, 0]}).why_not(0)
        'roll the die first'
        """
        return refusals.why_not(self, token, colour)

    def _why_not(self, move: Any) -> str:
        return refusals.why_not_move(self, move)


def as_game(value: Any, what: str = "game") -> Game:
    """``value`` itself if it is a :class:`Game`; anything else is refused with a short
    :class:`~ludo_widget.engine.errors.LudoError` (an API argument is hostile until checked).

    >>> as_game("r: 6")
    Traceback (most recent call last):
    ...
    ludo_widget.engine.errors.LudoError: game must be a Game, not 'r: 6'
    """
    if not isinstance(value, Game):
        raise LudoError(f"{what} must be a Game, not {quote(value)}")
    return value
