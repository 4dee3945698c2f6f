"""A game's timeline: the steps played, undo, redo and goto, and the states kept for them.

:class:`~ludo_widget.engine.game.Game` is a :class:`Timeline`; this module holds how its past is
kept (a plain tuple a step, a full state every ``CHECKPOINT`` steps) and replayed.

>>> from ludo_widget import Game
>>> game = Game(players=2, seed=1); game.roll(6)
6
>>> game.undo(); game.redo(); game.face
6
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .board import COLOURS, seat_of
from .errors import IllegalAction, SaveError, quote
from .events import Event
from .referee import Move, Referee
from .state import State
from .steps import Step

#: Undo keeps a full copy of the state every this many steps and replays the steps since
#: (exactly: the die's state is part of the state); other steps cost a small tuple, not a copy.
#: An undo replays at most CHECKPOINT - 1 steps (a few hundred microseconds); goto, one pass.
CHECKPOINT = 128
_new_step = tuple.__new__  # builds a Step or Move without the namedtuple's keyword handling
#: The history entry of a roll whose face the die chose, by seat and face: made once, shared.
ROLLED: tuple[tuple[tuple[Any, ...], ...], ...] = tuple(
    tuple(("roll", colour, face, None, None, True) for face in range(7)) for colour in COLOURS)


def _step_of(raw: tuple[Any, ...]) -> Step:
    """The :class:`Step` of a history entry's plain tuple.

    The history keeps steps as plain tuples of numbers and strings: Python's garbage collector
    stops tracking such tuples, so a long history costs it nothing; a Step (a tuple subclass)
    would be scanned again and again. A move by the seat whose token it moves is kept as the
    move's own 4 items (one tuple less a step); any other step as the Step's 6 items.
    """
    if isinstance(raw, Step):
        return raw
    if len(raw) == 4:
        return _new_step(Step, ("move", raw[0], None, _new_step(Move, raw), None, False))
    move = raw[3]
    return _new_step(Step, (raw[0], raw[1], raw[2], move and _new_step(Move, move), raw[4], raw[5]))


def away(st: State, seat: int, away: bool, log: list[Any] | None) -> None:
    """The person of ``seat`` leaves the game (``away``) or comes back; logged as ``left``/``back``."""
    st.away = sorted({*st.away, seat}) if away else [s for s in st.away if s != seat]
    if log is not None:
        log.append(("left" if away else "back", COLOURS[seat]))


def leaving_refusal(ref: Referee, st: State, seat: int | None, leave: bool) -> str | None:
    """Why the person of ``seat`` cannot leave the game (``leave``) or come back now, or None.

    With ``seat`` None: why nobody can (the edition has no such rule, or the game is over).
    """
    if not ref.rules.leavers_lose:
        return f"{ref.rules.edition} has no rule for leaving a game (online has: leavers_lose)"
    if st.awaiting == "over":
        return "the game is over"
    if seat is None:
        return None
    colour = COLOURS[seat]
    if not leave:
        return None if seat in st.away else f"{colour} has not left the game"
    if seat in st.away:
        return f"{colour} has already left the game"
    if not ref.active(st, seat):
        return f"{colour} has finished and keeps its place"
    return None


def step_refusal(ref: Referee, st: State, step: Step) -> str | None:
    """Why ``step`` cannot be played from ``st`` (a sentence), or None if it can.

    A drawn roll can be played whatever its face: the die decides (:meth:`Timeline.check_steps`
    compares the faces after).
    """
    if step.kind in ("leave", "back"):
        return leaving_refusal(ref, st, seat_of(step.colour), step.kind == "leave")
    if st.awaiting == "over":
        return "the game is over"
    if step.colour != COLOURS[st.turn]:
        return f"it is {COLOURS[st.turn]}'s turn, not {step.colour}'s"
    if step.kind == "use":
        assert step.bonus is not None  # a use step names its bonus (Step.from_dict)
        return ref.bonus_refusal(st, step.bonus, step.face)
    if step.kind == "roll":
        if st.awaiting != "roll":
            return "a move is awaited, not a roll"
        return None if step.drawn else ref.face_refusal(st, step.face)  # type: ignore[arg-type]
    if st.awaiting != "move" or step.move not in ref.moves(st):
        return "that move is not a legal one there"
    return None


class Timeline:
    """Undo, redo and goto over the steps of a game (mixed into ``Game``, which sets these)."""

    _state: State
    _ref: Referee
    _events: list[Event] | None
    # The steps played (plain tuples, see _step_of; None for a step of an old save), and for some
    # of them, by index, the state before it and the log's length then (see Game.__init__).
    _history: list[Any] | None
    _kept: dict[int, tuple[State, int]]
    _unkept: int
    _redo: list[Step]
    _quiet: int
    _subscribers: list[Any]

    if TYPE_CHECKING:  # what Game provides
        @property
        def steps(self) -> int: ...
        def roll(self, face: int | None = None) -> int: ...
        def move(self, move: Move | int) -> None: ...
        def use(self, bonus: str, face: int | None = None) -> None: ...
        def leave(self, colour: str) -> None: ...
        def come_back(self, colour: str) -> None: ...
        def _changed(self) -> None: ...

    def undo(self) -> None:
        """Take back the last roll, move or bonus exactly (the die's state included)."""
        if not self._history:
            raise IllegalAction("nothing to undo")
        self._rewind(len(self._history) - 1)
        self._changed()

    def branch(self) -> None:
        """Forget the steps taken back: the game's line ends here, and :meth:`redo` has nothing.

        A step played after :meth:`undo` that is the one taken back follows the line, keeping
        the later steps for redo; a board calls this when a person plays on, so the seats after
        them play anew rather than wait to be redone.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1)
        >>> game.roll(6); game.move(0); game.roll(3)
        6
        3
        >>> game.undo(); game.undo(); game.move(0)    # the move taken back, played again
        >>> game.can_redo                             # the roll of 3 still waits
        True
        >>> game.branch(); game.can_redo
        False
        """
        if self._redo:
            self._redo.clear()
            self._changed()

    def _rewind(self, i: int) -> None:
        """Take back the steps from step ``i`` on (``i`` below the steps played), in one replay.

        The state before step ``i`` is rebuilt from the last state kept (at most CHECKPOINT - 1
        steps back), the log cut to its length then, and the steps taken back wait for redo.
        """
        history = self._history
        assert history is not None and 0 <= i < len(history)
        taken = history[i:]
        del history[i:]
        j = i
        while j not in self._kept:  # the last state kept
            j -= 1
        kept, n = self._kept[j]
        st = kept.copy()
        log: list[Any] | None = [] if self._events is not None else None
        for done in history[j:i]:  # replay up to the first step taken back, counting its records
            self._replay(st, done, log)
        n += len(log or ())
        for k in range(i, i + len(taken) + 1):
            self._kept.pop(k, None)
        self._state = st
        self._unkept = 0
        if self._events is not None:
            del self._events[n:]
        for step in reversed(taken):  # the next one to redo last
            if step is None:  # a game saved before steps were kept cannot redo past this
                self._redo.clear()
            else:
                self._redo.append(_step_of(step))

    def redo(self) -> None:
        """Play again the last step taken back by :meth:`undo` (a new step instead starts a new branch).

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1); game.roll(6)
        6
        >>> game.undo(); game.redo(); game.face
        6
        """
        if not self._redo:
            raise IllegalAction("nothing to redo")
        step = self._redo[-1]
        if step.kind == "roll":
            self.roll(None if step.drawn else step.face)
        else:
            self._play_step(step)

    def _play_step(self, step: Step) -> None:
        """Play a step other than a roll (a roll's face is the caller's to decide)."""
        if step.kind == "move":
            assert step.move is not None  # a move step has its move (Step.from_dict, read_word)
            self.move(step.move)
        elif step.kind == "leave":
            self.leave(step.colour)
        elif step.kind == "back":
            self.come_back(step.colour)
        else:
            assert step.bonus is not None  # a use step names its bonus
            self.use(step.bonus, step.face)

    def goto(self, n: int) -> None:
        """Jump to step ``n`` (0 the start) of the game's line: undo back, or redo forward.

        >>> from ludo_widget import Game
        >>> game = Game(players=2, seed=1); game.roll(6); game.move(0)
        6
        >>> game.goto(0); game.positions["red"], game.steps
        ([0, 0, 0, 0], 2)
        >>> game.goto(2); game.positions["red"]
        [1, 0, 0, 0]
        """
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= self.steps:
            raise IllegalAction(f"step {quote(n, 12)} is not in this game: steps go from 0 to {self.steps}")
        self._quiet += 1
        try:
            if len(self._history or ()) > n:
                self._rewind(n)  # back in one replay, not one undo a step
            while len(self._history or ()) < n:
                self.redo()
        finally:
            self._quiet -= 1
        self._changed()

    def _save(self) -> None:
        """Before a step: keep the state and the log's length when one is due (see ``_history``)."""
        if self._history is not None and not self._unkept:
            self._keep()

    def _keep(self) -> None:
        history = self._history
        assert history is not None
        self._kept[len(history)] = (self._state.copy(), len(self._events) if self._events is not None else 0)
        self._unkept = CHECKPOINT

    def _done(self, step: tuple[Any, ...]) -> None:
        """After a step (a plain tuple, see :func:`_step_of`): keep it for undo; tell the subscribers."""
        history = self._history
        if history is not None:
            history.append(step)
            self._unkept -= 1
            if self._redo:
                self._follow(step)
        if self._subscribers:
            self._changed()

    def _follow(self, step: tuple[Any, ...]) -> None:
        """A step was played while steps taken back wait: the same as the next redo follows the line."""
        if self._redo[-1] == _step_of(step):
            self._redo.pop()
        else:
            self._redo.clear()  # a new branch: the steps taken back are gone

    def _replay(self, st: State, raw: tuple[Any, ...], log: list[Any] | None = None) -> None:
        """Play a remembered step again on ``st``; ``log`` (a scratch list) counts its records."""
        ref = self._ref
        step = _step_of(raw)
        if step.kind == "roll":
            ref.roll(st, ref.draw(st, None if step.drawn else step.face), log)
        elif step.kind == "move":
            ref.move(st, step.move, log)  # type: ignore[arg-type]
        elif step.kind in ("leave", "back"):
            away(st, seat_of(step.colour), step.kind == "leave", log)
        else:
            ref.use(st, step.bonus, step.face, log)  # type: ignore[arg-type]

    def check_steps(self) -> None:
        """Each step of the undo history, played from the state kept before it, must give the
        state kept after it (the present after the last one) and the log's length there;
        otherwise a :class:`SaveError` naming the step. Each step is played once (linear).

        What a loaded save calls (:meth:`Game.from_json`): every state is kept then. A step of
        a save made before steps were kept (None) is taken as it is.
        """
        history = self._history or []
        for i, raw in enumerate(history):
            if raw is None:
                continue
            step = _step_of(raw)
            before, n = self._kept[i]
            after, m = self._kept[i + 1] if i + 1 < len(history) else (self._state, len(self._events or ()))
            why = step_refusal(self._ref, before, step)
            if why is not None:
                raise SaveError(f"save: history[{i}]: the {step.kind} step cannot be played there: {why}")
            st = before.copy()
            log: list[Any] | None = [] if self._events is not None else None
            self._replay(st, raw, log)
            if (step.kind == "roll" and st.last_roll != (before.turn, step.face)) \
                    or st != after or n + len(log or ()) != m:
                raise SaveError(f"save: history[{i}]: the {step.kind} step does not lead to the next state saved")

    def trail(self) -> tuple[Any, list[Any] | None]:
        """(the state kept before the first step, the undo history's raw entries, or None without
        history): for a reader that follows a game step by step (players/watching.py). Compare
        the entries by identity; read, never change, either."""
        return self._kept.get(0), self._history

    def past(self, start: int = 0) -> Iterator[tuple[State, Step | None]]:
        """Each step of the undo history from step ``start`` with the state before it (read,
        never change, the states)."""
        for st, _, step in self._past(start):
            yield st, step

    def _past(self, start: int = 0) -> Iterator[tuple[State, int, Step | None]]:
        """Each step of the undo history from step ``start`` with the state before it (rebuilt
        where not kept: each step replayed at most once, from the last state kept at or before
        ``start``) and the log's length then, oldest first. Read, never change, the states: some
        are the ones undo keeps."""
        current: State | None = None
        previous: tuple[Any, ...] | None = None
        n = 0
        log: list[Any] | None = [] if self._events is not None else None
        history = self._history or []
        first = max((i for i in self._kept if i <= start), default=0)
        for i in range(first, len(history)):
            step = history[i]
            kept = self._kept.get(i)
            if kept is not None:
                current, n = kept
            else:
                assert current is not None and previous is not None
                current = current.copy()
                if log is not None:
                    log.clear()
                self._replay(current, previous, log)
                n += len(log or ())
            if i >= start:
                yield current, n, step and _step_of(step)
            previous = step
