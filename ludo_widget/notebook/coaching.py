"""The coach on the board: a winning-chance bar per side after every turn, a Hint button, and a
word on each person's move.

All follow the ``coach`` trait (off by default: the chances cost up to ``coach_time`` seconds
of playouts after every change); the board's ⋯ More menu has a Coach switch that sets it. The Hint button serves the seats people play, never a
computer seat's turn nor a scenario's open question (that would give the answer away).
A hint selects the token to move (``selected``) and says why, so Move plays it. After a person
chose among moves, the coach says whether another move would surely have won more
(``coaching["feedback"]``: :class:`~ludo_widget.coach.Judging` with ``feedback_time`` seconds of
playouts, and more slices while they are too few to judge it).

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]},
...                    seed=1, coach=True)
>>> [side["key"] for side in board.coaching["chances"]]
['red', 'yellow']
>>> board.game.roll(3)
3
>>> shown = board.coach_hint()          # the strongest player's move (red token 1 captures), checked by playouts
>>> board.selected == [shown["colour"], shown["token"]], shown["reason"].startswith("Red token")
(True, True)
>>> from ludo_widget.players.rollouts import compiled_ready
>>> board.feedback_time = 1.0            # (0.08 s on the board) surely enough on any machine,
>>> compiled_ready(wait=None)            # once numba's playouts have loaded
True
>>> board.game.move(1)                  # red token 2 walks on instead
>>> board.coaching["feedback"]["better"]
'Red 1: 10 → 13'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import traitlets

from ..coach import Judging, Tally, side_of, tally
from ..coach import hint as best_move
from ..engine.board import COLOURS, seat_of
from ..engine.game import Game
from ..engine.state import State
from ..engine.steps import Step
from ..players.base import distinct
from ..players.rollouts import compiled_ready
from .refusal import Refusal

#: Playing time of one chance update, in seconds (the board waits for it: with the feedback on a
#: person's move, keep the two under 0.2).
COACH_TIME = 0.12
#: While the position stands, the bar counts on, a slice of ``coach_time`` at a time when the
#: front end asks (``coach_more``, sent while the board waits), until this many playouts were
#: decided (the compiled path gets there in one to three slices) ...
BAR_PLAYOUTS = 1_000
#: ... or this many slices were played (on the Python path a slice holds a few playouts: 25
#: slices are about 3 s of a core, a few hundred 2-player games).
BAR_SLICES = 25
#: Playing time of the word on a person's move, in seconds; while the playouts are too few to
#: judge it (``Judging.sure``), ``coach_more`` adds slices of ``coach_time``, at most this many.
FEEDBACK_TIME = 0.08
WORD_SLICES = 25
#: How far back (in steps) the feedback looks for the last move a person chose: past the
#: computer's turns and the bonus rolls after it, not through the whole game.
FEEDBACK_REACH = 40


def playouts_engine() -> str:
    """The coach's engine now: "python" until numba has loaded in the background (1-2 s; the
    first compile in a fresh install takes far longer), so the board never waits for it."""
    return "auto" if compiled_ready() else "python"


def chances(game: Game, time: float = COACH_TIME, seed: int = 0) -> Tally:
    """One slice of the bar's playouts from the position (``seed``: the slice's own dice)."""
    return tally(game, time=time, seed=seed, engine=playouts_engine())


def rows(counted: Tally, names: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """One row per side for the bar: ``{"key", "colours", "label", "p"}`` (p from 0 to 1), each
    side named as :func:`label` names it."""
    out = []
    for key, p in counted.shares().items():
        colours = list(key) if isinstance(key, tuple) else [key]
        out.append({"key": " ".join(colours), "colours": colours, "label": label(key, names), "p": round(p, 4)})
    return out


def label(side: Any, names: dict[str, str] | None = None) -> str:
    """A side (a key of :func:`~ludo_widget.coach.win_chances`) in words: "Red", or "Red & Yellow";
    a colour with a player's name in ``names`` goes by the name.

    >>> label(("red", "yellow"), {"yellow": "Bo"})
    'Red & Bo'
    """
    names = names or {}
    return " & ".join(names.get(c) or c.capitalize() for c in (side if isinstance(side, tuple) else (side,)))


def _settled(counted: Tally, slices: int) -> bool:
    """Whether the bar has counted enough from its position (or the position is decided)."""
    return counted.certain or counted.decided >= BAR_PLAYOUTS or slices >= BAR_SLICES


def _word_settled(kept: tuple[Game, Any, Judging, int]) -> bool:
    """Whether the word on a person's move has playouts enough to judge it, or all it will get."""
    return kept[2].sure or kept[3] >= WORD_SLICES


def _word(judging: Judging, number: int, step: Step, side: Any, names: dict[str, str]) -> dict[str, Any]:
    """The word on a person's move (the game's ``number``-th step, played by ``side``) as the
    playouts so far judge it: a mistake naming the better move, nothing surely better, or too
    few playouts to tell; the side named as the board names it."""
    played, mistake = str(step.move), judging.mistake
    # ``playouts`` grows with every slice: the picture changes, so the front end asks again.
    word: dict[str, Any] = {"step": number, "colour": step.colour, "played": played, "better": "", "lost": 0.0,
                            "reason": "", "side": list(side) if isinstance(side, tuple) else [side],
                            "playouts": judging.playouts}
    if mistake is not None:
        whose = label(side, names)
        return {**word, "verdict": "mistake", "better": str(mistake.better), "lost": mistake.lost,
                "reason": mistake.reason,
                "text": (f"{played} cost about {mistake.lost:.0%} of {whose}'s winning chance. "
                         f"Better: {mistake.better}. {mistake.reason}")}
    return {**word, "verdict": judging.verdict, "text": f"{played}: {judging.words()}."}


class CoachMixin(traitlets.HasTraits):
    """The ``coach`` switch and the ``coaching`` trait the front end draws:
    ``{"on", "hint_allowed", "chances": [rows], "playouts", "settled", "hint": {...} or {},
    "turn", "feedback": {...} or {}}``: ``playouts`` counts the decided playouts behind the bar,
    ``settled`` says whether it will count on (``coach_more``) or has enough."""

    coach = traitlets.Bool(False).tag(sync=True)
    coaching = traitlets.Dict().tag(sync=True)
    coach_time = traitlets.Float(COACH_TIME)
    feedback_time = traitlets.Float(FEEDBACK_TIME)  # seconds of playouts for the word on a person's move
    #: The game and position the bar counts for, its tally so far and how many slices made it.
    _coached: tuple[Game, State, Tally, int] | None = None
    #: The last person's move judged: its game, (number, step, state before it), the judging and its slices.
    _judged: tuple[Game, tuple[int, Step, State], Judging, int] | None = None
    #: Who chose the steps of the game on the board: the steps the computer played (a computer
    #: seat, a stand-in for a person who left, the turn timer's bot) by number, and the fewest
    #: steps the game has had while on the board (the steps before it were not played here).
    _chosen: tuple[Game, set[tuple[int, Step]], int] | None = None
    _machine_from: int | None = None  # while the computer plays: the steps the game had before

    if TYPE_CHECKING:  # what the board this is mixed into (LudoWidget) provides
        game: Game
        selected: list
        names: dict[str, str]
        scenario_player: Any

        @property
        def scripted(self) -> bool: ...

        @property
        def looking_back(self) -> bool: ...

        def is_computer(self, colour: str | None) -> bool: ...

        def hold_sync(self) -> Any: ...

    def hint_refusal(self) -> str:
        """Why the Hint button cannot help now ("" when it can)."""
        game = self.game
        if not self.coach:
            return "The coach is off (board.coach = True switches it on)."
        player = self.scenario_player
        if player is not None and not player.left and player.question is not None:
            return "Answer the question yourself: no hints while a question is open."
        if game.awaiting != "move":
            return "A hint is for choosing a move: roll first."
        if self.is_computer(game.turn):
            return "The computer plays this seat: hints are for the seats people play."
        return ""

    def coach_hint(self) -> dict[str, Any]:
        """Work out the best move for the person to act, select its token and say why (the
        ``coaching["hint"]`` the board shows); refused with a ``LudoError`` when no hint fits."""
        why = self.hint_refusal()
        if why:
            raise Refusal(why)
        advice = best_move(self.game, time=min(self.coach_time, 0.2), engine=playouts_engine())
        shown = {"colour": advice.move.colour, "token": advice.move.token, "to": advice.move.to,
                 "reason": advice.reason}
        with self.hold_sync():
            self.coaching = {**self.coaching, "hint": shown}
            self.selected = [advice.move.colour, advice.move.token]
        return shown

    @traitlets.observe("snapshot", "coach", "scenario")
    def _coach_follows_the_board(self, change: Any) -> None:
        if getattr(self, "_game", None) is None:
            return
        if change["name"] == "scenario":  # a question opened or closed: only the button changes
            if self.coach:
                self.coaching = {**self.coaching, "hint_allowed": not self.hint_refusal()}
            return
        if not self.coach:
            self._coached = self._judged = None
            self.coaching = {"on": False, "hint_allowed": False, "chances": [], "playouts": 0, "settled": True,
                             "hint": {}, "feedback": {}}
            return
        feedback = self._feedback_now()
        self.coaching = {"on": True, "hint_allowed": not self.hint_refusal(), **self._bar(feedback), "hint": {},
                         "turn": self.game.turn if self.game.turn in COLOURS else None, "feedback": feedback}

    def coach_more(self) -> None:
        """Another slice of playouts while the position stands (the front end asks while the
        board waits, until ``coaching["settled"]``): for the word on the person's move while its
        playouts are too few to judge it, then for the bar; nothing once both have enough."""
        if not self.coach or not self.coaching.get("on"):
            return
        feedback = self.coaching.get("feedback") or {}
        word, bar = self._judged, self._coached
        if feedback and word is not None and word[0] is self.game and not _word_settled(word):
            game, key, judging, slices = word
            judging.advance(self.coach_time)
            self._judged = (game, key, judging, slices + 1)
            feedback = self._feedback_now()
        elif bar is not None and bar[0] is self.game and bar[1] == self.game.state and not _settled(*bar[2:]):
            game, st, counted, slices = bar
            self._coached = (game, st, counted + chances(game, self.coach_time, seed=slices), slices + 1)
        else:
            return
        self.coaching = {**self.coaching, **self._bar(feedback), "feedback": feedback}

    def _bar(self, feedback: dict[str, Any]) -> dict[str, Any]:
        """The bar's part of ``coaching`` (its rows and playouts) and whether the coach has
        counted enough, bar and word (``feedback``, the word shown)."""
        counted, slices = self._chances_now()
        kept = self._judged
        word_done = not feedback or kept is None or _word_settled(kept)
        return {"chances": rows(counted, self.names), "playouts": counted.decided,
                "settled": _settled(counted, slices) and word_done}

    def _feedback_now(self) -> dict[str, Any]:
        """The word on the last move a person chose (``{}`` when there is none to give): judged
        when it is new (``feedback_time``), more surely in ``coach_more``'s slices while its
        playouts are too few; none while a scenario's script runs or steps are taken back."""
        if self.scripted or self.looking_back:
            return {}
        found = self._last_choice()
        if found is None:
            return {}
        step, number, st = found
        kept = self._judged
        if kept is None or kept[0] is not self.game or kept[1] != (number, step, st):
            before = self.game.copy()
            before.goto(number - 1)
            assert step.move is not None
            judging = Judging(before, step.move, engine=playouts_engine())
            judging.advance(self.feedback_time)
            self._judged = kept = (self.game, (number, step, st), judging, 1)
        side = side_of(self.game.referee, seat_of(step.colour))
        return _word(kept[2], number, step, side, self.names)

    @contextmanager
    def _machine_steps(self) -> Iterator[None]:
        """The steps played inside are the computer's: the coach says no word on them."""
        game = self.game
        before = len(game.history)
        self._machine_from = before
        try:
            yield
        finally:
            self._machine_from = None
            if game is self.game:
                history = game.history
                self._who_chose()[1].update((n, history[n - 1]) for n in range(before + 1, len(history) + 1))

    def _who_chose(self) -> tuple[Game, set[tuple[int, Step]], int]:
        """``_chosen`` for the game on the board now (started afresh for a new game)."""
        game = self.game
        kept = self._chosen
        if kept is None or kept[0] is not game:
            kept = (game, set(), len(game.history))
        elif len(game.history) < kept[2]:
            kept = (game, kept[1], len(game.history))  # taken back below it: what follows is played here
        self._chosen = kept
        return kept

    def _last_choice(self) -> tuple[Step, int, State] | None:
        """The last move a person chose on this board among more than one outcome, within
        ``FEEDBACK_REACH`` steps: the step, its number and the state before it."""
        game = self.game
        _, machine, floor = self._who_chose()
        start = max(floor, len(game.history) - FEEDBACK_REACH)
        found = None
        for number, (st, step) in enumerate(game.past(start), start + 1):
            if (step is not None and step.kind == "move" and step.move is not None
                    and (number, step) not in machine
                    and (self._machine_from is None or number <= self._machine_from)
                    and len(distinct(game.referee.moves(st), st)) > 1):
                found = (step, number, st)
        return found

    def _chances_now(self) -> tuple[Tally, int]:
        """The bar's tally and how many slices made it, started afresh only when the position changed: a snapshot is also
        sent when only the seats, the names, the turn timer or a paused script change, and fresh
        playouts there would move the bar with no move made (and hold the board up to ``coach_time``)."""
        game = self.game
        kept = self._coached
        if kept is not None and kept[0] is game and kept[1] == game.state:
            return kept[2], kept[3]
        counted = chances(game, self.coach_time)
        self._coached = (game, game.state.copy(), counted, 1)
        return counted, 1
