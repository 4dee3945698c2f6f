"""Replaying a game on the board: a scrubber over its steps, records saved and loaded.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), seed=1)
>>> board.game.roll(6), board.game.move(0)
(6, None)
>>> board.replay_goto(0); board.replay["step"], board.replay["steps"]
(0, 2)
>>> board.handle({"type": "roll"}); board.replay["ask"][:30]
'You are looking at step 0 of 2'
>>> board.game.positions["red"]        # nothing was played: the board asks first
[0, 0, 0, 0]
>>> board.replay_branch(); board.game.steps   # "Play from here": a new branch
1

Python keeps the authority: the front end sends ``replay_goto`` (a step number),
``replay_branch`` / ``replay_stay`` (the answer to "play from here?"), ``save_record`` (the
record comes back as a custom message to download) and ``load_record``; it draws the
``replay`` trait. While steps are taken back (Undo or the scrubber) nothing plays by itself
(computer seats, single outcomes, the turn timer); from a past step the scrubber shows, a roll,
move or bonus first asks whether to play from there, which drops the later steps.
"""

from __future__ import annotations

import datetime
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

import traitlets

from ..engine import people
from ..engine import record as records
from ..engine.errors import LudoError
from .automatic import AUTOMATIC  # while a past step is shown they are dropped

if TYPE_CHECKING:
    from ..engine.game import Game

#: Intents that play a step: from a past step they start a new branch, so the board asks first.
BRANCHING = frozenset({"roll", "move", "use"})


class ReplayMixin(traitlets.HasTraits):
    """What a board needs to replay: the ``replay`` trait and the methods behind the intents."""

    #: {step, steps, ask, last, comment}: the scrubber's position, the question "play from here?"
    #: (empty when none is asked), the step last played (:meth:`Step.to_dict`, ``None`` before the
    #: first; the board words it as its log does: "Red 4: 30 → 33") and its comment.
    replay = traitlets.Dict().tag(sync=True)

    if TYPE_CHECKING:  # what the board this is mixed into (LudoWidget) provides
        game: Game
        computer: dict[str, str]
        names: dict[str, str]

        def is_computer(self, colour: str | None) -> bool: ...
        def hold_sync(self) -> AbstractContextManager[None]: ...
        def send(self, content: Any, buffers: Any = None) -> None: ...
        def handle(self, content: dict[str, Any]) -> None: ...

    _comments: dict[int, str] = {}
    _comments_for: Any = None        # the game the comments belong to
    _branch_intent: dict | None = None
    _scrubbed: Any = None             # the game the scrubber moved back in (Undo alone does not ask)

    # -- reading ------------------------------------------------------------------------

    @property
    def at_past_step(self) -> bool:
        """Whether the scrubber shows a step before the last one the game knows (not in a scenario).

        Undo alone does not count: playing on after Undo starts a new branch without asking.
        """
        return self._scrubbed is self.game and self.looking_back

    @property
    def looking_back(self) -> bool:
        """Whether steps were taken back (Undo or the scrubber): nothing then plays by itself.

        A single outcome is not played again after Undo, and computer seats and the turn timer
        wait until a person acts (a new branch) or the scrubber goes back to the last step.
        """
        return self.game.can_redo and not getattr(self, "scripted", False)

    @property
    def comments(self) -> dict[int, str]:
        """Comments of the record the game was loaded from (step number -> text); editable."""
        if self._comments_for is not self.game:
            self._comments, self._comments_for = {}, self.game
        return self._comments

    def record(self, date: str | None = None) -> str:
        """The game's record so far (see :mod:`ludo_widget.engine.record`), with who played each
        seat: ``person``, ``person: Ana`` (a player's name on the board) or ``computer: random``;
        :meth:`load_record` reads the names back.

        >>> from ludo_widget import LudoWidget
        >>> board = LudoWidget(players=("red", "yellow"), computer={"yellow": "random"}, names={"red": "Ana"}, seed=1)
        >>> [line for line in board.record().splitlines() if line.startswith(("[Red", "[Yellow"))]
        ['[Red "person: Ana"]', '[Yellow "computer: random"]']
        """
        who = people.seat_lines(self.game.players, self.computer, self.names)
        steps = len(self.game.history)  # comments on steps taken back wait with them, unwritten
        kept = {k: v for k, v in self.comments.items() if k <= steps}
        return self.game.record(players=who, date=date, comments=kept)

    # -- acting -------------------------------------------------------------------------

    def replay_goto(self, step: Any) -> None:
        """Show step ``step`` of the game (0: the start; ``game.steps``: the last)."""
        if not isinstance(step, int) or isinstance(step, bool):
            raise LudoError("a step is a whole number")
        self._branch_intent = None
        self.pending_pass = ""
        self._scrubbed = self.game
        self.game.goto(step)

    def load_record(self, text: Any) -> None:
        """Replay a record onto the board (a record that does not replay is refused; nothing changes)."""
        loaded = records.read(text)
        names = people.record_names(loaded.tags, loaded.game.players)
        with self.hold_sync():
            if names:
                self.names = names
            self.computer = {c: n for c, n in self.computer.items() if c in loaded.game.players}
            self.game = loaded.game
            self._comments, self._comments_for = dict(loaded.comments), loaded.game
            self.view = "board"
            self.message = ""
            self._publish_replay()

    def save_record(self) -> None:
        """Send the record to the front end, which downloads it as a file."""
        stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        self.send({"type": "record", "text": self.record(), "filename": f"ludo-{stamp}.txt"})

    def replay_holds(self, kind: str, content: dict) -> bool:
        """Whether an intent waits because a past step is shown (asking first, or dropped if automatic)."""
        if kind in AUTOMATIC:
            return self.looking_back
        if not self.at_past_step:
            return False
        if kind in BRANCHING and content.get("branch") is not True:
            self._branch_intent = {k: v for k, v in content.items() if k != "rev"}
            self._publish_replay()
            return True
        return False

    def played_on(self) -> None:
        """A person played a step: the game goes on from it. Steps waiting for redo are dropped
        even when this one was the next of them (the engine then follows the line), or the
        computer seats and the turn timer would wait for good, as while looking back."""
        if self.looking_back:
            self.game.branch()

    def replay_branch(self) -> None:
        """The answer "Play from here" to the question: play the intent that asked, dropping the later steps."""
        intent = self._branch_intent
        if intent is None:
            raise LudoError("there is nothing waiting to be played from here")
        self._branch_intent = None
        self._publish_replay()
        self.handle({**intent, "branch": True})

    def replay_stay(self) -> None:
        """The answer "No": keep looking; the later steps stay."""
        self._branch_intent = None
        self._publish_replay()

    # -- what the front end draws ---------------------------------------------------------

    def _publish_replay(self) -> None:
        game = self.game
        history = game.history
        step, steps = len(history), game.steps
        ask = ""
        if self._branch_intent is not None and self.at_past_step:
            later = steps - step
            ask = (f"You are looking at step {step} of {steps}. Play from here? "
                   f"The later {later} step{'s' if later != 1 else ''} will be dropped.")
        last = history[-1] if history else None
        self.replay = {
            "step": step, "steps": steps, "ask": ask, "past": self.at_past_step,
            "last": last.to_dict() if last else None,
            "comment": self.comments.get(step, ""),
        }

    @traitlets.observe("snapshot")
    def _replay_follows_the_board(self, change: Any) -> None:
        if not self.game.can_redo:
            self._scrubbed = None  # back at the last step: an Undo later does not ask
        if self._branch_intent is not None and not self.at_past_step:
            self._branch_intent = None
        self._publish_replay()
