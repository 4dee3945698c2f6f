"""The Review view: a game's turning points, worked out in slices, each one shown on the board.

A review plays out every decision of the game (:class:`ludo_widget.coach.Review`): many seconds
in all. The board never waits for all of it: the front end asks for one slice at a time
(``review_slice``, at most about ``REVIEW_SLICE`` seconds of the kernel's time), so clicks and
other intents are answered between slices. The review starts by itself when a game with the
coach on ends, and on request (``review_start``: the game-over card's Review button, or the
coach's). Showing a turning point (``review_show``) moves the replay to the position before
that move; ``review_end`` goes back to the last step; ``review_close`` stops or closes it.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), positions={"red": [57, 57, 16, 30], "yellow": [57, 57, 57, 45]},
...                    seed=1)
>>> board.game.roll(3), board.game.move(3)   # red token 4 walks on: token 3 would capture yellow's last token
(3, None)
>>> board.review_start(); board.review["status"], board.review["note"][:23]
('working', 'Reviewing… 0 of 1 moves')
>>> while board.review["status"] == "working":   # what the front end does, one slice at a time
...     board.review_slice(board.review["slices"])
>>> board.review["status"], board.review["items"][0]["step"]
('done', 2)
>>> board.review_show(0); len(board.game.history), board.review["shown"]   # the position before the move
(1, 0)
>>> board.review_end(); len(board.game.history), board.review["shown"]
(2, -1)
"""

from __future__ import annotations

import time as clock
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

import traitlets

from ..coach import Mistake, Review
from ..engine.errors import LudoError
from ..engine.referee import Move
from ..players.rollouts import compiled_ready

if TYPE_CHECKING:
    from ..engine.game import Game

#: Playing time given to each decision of a review on the board, in seconds.
REVIEW_TIME = 0.1
#: The kernel time one slice may take, in seconds: a slice stops before a decision would overrun it.
REVIEW_SLICE = 0.15
#: How many turning points the view lists.
TOP = 5


def move_data(move: Move) -> dict[str, Any]:
    """A move as the front end reads it (the keys of a snapshot's moves)."""
    return {"colour": move.colour, "token": move.token, "from": move.start, "to": move.to}


def item(mistake: Mistake) -> dict[str, Any]:
    """One turning point of the list: the step, who moved, the move played and the better one."""
    return {"step": mistake.step, "colour": mistake.colour, "played": move_data(mistake.played),
            "better": move_data(mistake.better), "lost": round(mistake.lost, 4), "reason": mistake.reason}


class ReviewMixin(traitlets.HasTraits):
    """The ``review`` trait the front end draws: ``{status ("off", "working" or "done"), done,
    total, steps, note, items, shown, at_end, slices}``; ``done`` of ``total`` moves are looked
    at, ``shown`` is the index of the turning point the board shows (-1 for none), ``slices``
    how many slices were answered (the next ``review_slice`` names it)."""

    review: traitlets.Dict[str, Any] = traitlets.Dict({"status": "off"}).tag(sync=True)

    if TYPE_CHECKING:  # what the board this is mixed into (LudoWidget) provides
        game: Game
        coach: bool

        @property
        def scripted(self) -> bool: ...

        def replay_goto(self, step: Any) -> None: ...
        def is_computer(self, colour: str | None) -> bool: ...
        def hold_sync(self) -> AbstractContextManager[None]: ...

    _work: Review | None = None
    _work_game: Any = None       # the game the review belongs to
    _shown: int = -1
    _auto_for: Any = None        # (game, steps) a review was started for by itself: only once
    #: How long each slice kept the kernel busy, in seconds (the newest last; for measuring).
    slice_times: list[float] = []

    # -- acting -------------------------------------------------------------------------

    def review_start(self) -> None:
        """Review the game's line: the moves of the seats people play (every seat's if the computer
        plays them all); a review of it under way or done is kept, not started again."""
        if self.scripted:
            raise LudoError("The lesson's script is running: leave it to review the game.")
        if self._review_current():
            return self._publish_review()
        game = self.game
        if not any(step.kind == "move" for step in game.line):
            raise LudoError("There is no move to review yet.")
        people = [c for c in game.players if not self.is_computer(c)]  # their moves are the ones to learn from
        self._work, self._work_game, self._shown = Review(game, REVIEW_TIME, colours=people or None), game, -1
        self.slice_times = []  # one per slice answered: the next slice asked names how many
        self._publish_review()

    def review_slice(self, at: Any) -> None:
        """Work on the review for one slice; ``at`` is how many slices the front end saw answered
        (a slice for an older count, or with no review under way, is dropped: another view asked first)."""
        if not isinstance(at, int) or isinstance(at, bool):
            raise LudoError("A review slice names how many slices were answered before it.")
        work = self._work
        if work is None or work.finished or at != len(self.slice_times) or not self._review_current():
            return
        start = clock.perf_counter()
        if compiled_ready():
            work.advance(REVIEW_SLICE)
        else:  # the kernel's first playouts load numba (1-2 s): wait as long as a decision, not more
            compiled_ready(wait=REVIEW_TIME)
        self.slice_times.append(clock.perf_counter() - start)
        self._publish_review()

    def review_show(self, index: Any) -> None:
        """Show turning point ``index`` (0 the worst): the position before its move, through the replay."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise LudoError("A turning point is named by its number in the list.")
        if not self._review_current():
            raise LudoError("There is no review to show: press Review first.")
        shown = self.review.get("items") or []
        if not 0 <= index < len(shown):
            raise LudoError(f"There is no turning point {index + 1}: the list has {len(shown)}.")
        with self.hold_sync():
            self.replay_goto(shown[index]["step"] - 1)
            self._shown = index
            self._publish_review()

    def review_end(self) -> None:
        """Back to the last step of the game (the end of the replay)."""
        with self.hold_sync():
            self.replay_goto(self.game.steps)
            self._shown = -1
            self._publish_review()

    def review_close(self) -> None:
        """Stop the review under way, or close the one done."""
        self._work, self._work_game, self._shown = None, None, -1
        self._publish_review()

    # -- reading ------------------------------------------------------------------------

    def _review_current(self) -> bool:
        """Whether the review belongs to the game on the board: the same game, and the line it
        reviewed is still the start of the game's line (the game may have gone on)."""
        work = self._work
        if work is None or self._work_game is not self.game:
            return False
        line = self.game.line
        return len(line) >= len(work.line) and tuple(line[:len(work.line)]) == work.line

    def _publish_review(self) -> None:
        work = self._work
        if work is None:
            self.review = {"status": "off"}
            return
        found = [item(m) for m in work.mistakes(TOP)]
        shown = self._shown
        if not (0 <= shown < len(found) and len(self.game.history) == found[shown]["step"] - 1):
            shown = self._shown = -1  # the board moved elsewhere
        published: dict[str, Any] = {
            "status": "done" if work.finished else "working", "done": work.done, "total": work.total,
            "steps": len(work.line), "note": self._review_note(work, len(found)), "items": found, "shown": shown,
            "at_end": not self.game.can_redo, "slices": len(self.slice_times),
        }
        self.review = published

    def _review_note(self, work: Review, found: int) -> str:
        if not work.finished:
            loading = "" if compiled_ready() else " (loading the playouts)"
            return f"Reviewing… {work.done} of {work.total} moves{loading}."
        part = f" of the first {len(work.line)} steps" if len(work.line) < self.game.steps else ""
        if not found:
            return f"No move{part} lost more than {work.threshold:.0%} of the winning chance."
        if found == 1:
            return f"The move{part} that lost the most winning chance (of {work.total} looked at):"
        return f"The {found} moves{part} that lost the most winning chance (of {work.total} looked at), worst first:"

    @traitlets.observe("snapshot", "coach")
    def _review_follows_the_board(self, change: Any) -> None:
        if getattr(self, "_game", None) is None:
            return
        game = self.game
        if self._work is not None and not self._review_current():
            self._work, self._work_game, self._shown = None, None, -1  # a new game or a new line
        if self._work is None and self.coach and game.over and not self.scripted and self._auto_for != (game, game.steps):
            self._auto_for = (game, game.steps)  # once: closing the review is not undone by itself
            self.review_start()
        else:
            self._publish_review()
