"""A game's review: the moves that lost the most winning chance, at once (:func:`review`) or a
few at a time (:class:`Review`)."""

from __future__ import annotations

import math
import time as clock
from typing import Any

from ..engine.board import COLOURS
from ..engine.errors import LudoError, quote
from ..engine.game import Game, as_game
from ..engine.record import Record
from ..engine.referee import Move
from ..players.base import distinct, is_number
from .judging import Mistake, Mistakes, _mistake
from .playouts import _budget, _option_results


def review(game: "Game | Record | str", time: float = 0.2, *, playouts: int | None = None, seed: int = 0, top: int = 5,
           colours: "list[str] | None" = None, threshold: float = 0.02) -> Mistakes:
    """The moves of a game's line that lost the most winning chance, worst first.

    ``game`` is a :class:`Game`, or a game record: its text (:meth:`Game.record
    <ludo_widget.engine.game.Game.record>`), replayed and checked first, or the
    :class:`~ludo_widget.engine.record.Record` read from it.

    Each decision with more than one distinct option is replayed on a copy (the game is left
    alone) and its options played out (``time`` seconds a decision, shared by its options, or ``playouts`` in all);
    a move counts when it lost at least ``threshold`` of the mover's chance. ``colours``
    limits the review to those seats' moves. The line is :attr:`Game.line
    <ludo_widget.engine.game.Game.line>`: steps taken back (Undo, goto) are reviewed too.
    :class:`Review` does the same work a little at a time.
    """
    _top(top)
    work = Review(game, time, playouts=playouts, seed=seed, colours=colours, threshold=threshold)
    while not work.finished:
        work.advance(math.inf)
    return work.mistakes(top)


def _top(top: Any) -> int:
    if not isinstance(top, int) or isinstance(top, bool) or top < 1:
        raise LudoError(f"top must be a whole number from 1, not {quote(top)}")
    return top


def _reviewed_game(value: Any) -> Game:
    """The game a review looks at: a Game, a record read back (:func:`ludo_widget.engine.record.read`),
    or a record's text, replayed and checked."""
    if isinstance(value, str):
        value = Game.from_record(value)
    game = value.game if isinstance(value, Record) else as_game(value)
    if not game.has_history:
        raise LudoError("this game does not keep its steps (history=False, or a save without them): "
                        "there is nothing to review")
    return game


class Review:
    """A game's review worked out a few moves at a time, so that a board never waits long.

    ``advance(budget)`` looks at the next moves until about ``budget`` seconds are spent (at
    least one piece of work: a step taken back, or one step of the line looked at); ``done`` of ``total`` moves are looked at; ``mistakes()`` lists what was
    found so far. The game is copied: it may go on or be scrubbed meanwhile.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}, seed=1)
    >>> game.roll(3); game.move(1)   # red token 2 walks on instead of capturing with token 1
    3
    >>> work = Review(game, playouts=1000)
    >>> work.done, work.total, work.finished
    (0, 1, False)
    >>> work.advance(0.1); work.finished
    True
    >>> [(m.step, m.played.token, m.better.token) for m in work.mistakes()]
    [(2, 1, 0)]
    """

    def __init__(self, game: "Game | Record | str", time: float = 0.2, *, playouts: int | None = None, seed: int = 0,
                 colours: "list[str] | None" = None, threshold: float = 0.02) -> None:
        game = _reviewed_game(game)
        _budget(time, playouts)
        if colours is not None and not (isinstance(colours, (list, tuple, set))
                                        and all(isinstance(c, str) and c in COLOURS for c in colours)):
            raise LudoError(f"colours must be a list among {', '.join(COLOURS)}, not {quote(colours)}")
        wanted = set(COLOURS if colours is None else colours)
        if not is_number(threshold) or not 0 <= threshold <= 1:
            raise LudoError(f"threshold must be a chance from 0 to 1, not {quote(threshold)}")
        self.line = tuple(game.line)
        self._copy = game.copy()
        self._rewound = not self._copy.history  # the copy goes back to step 0 in advance(): a long game takes a while
        self._options = (time, playouts, seed)
        self.threshold = threshold
        self._wanted = wanted
        self.total = sum(1 for s in self.line if s.kind == "move" and s.colour in wanted)
        self.done = 0
        self._found: list[Mistake] = []

    @property
    def finished(self) -> bool:
        """Whether every move of the line has been looked at."""
        return self._rewound and len(self._copy.history) >= len(self.line)

    def advance(self, budget: float = 0.0) -> None:
        """Work until ``budget`` seconds are spent or would be overrun by one more decision (at
        least one piece of work, unless the review is finished): first the copy is taken back
        to step 0 a step at a time, then each step of the line is looked at in turn."""
        if not isinstance(budget, (int, float)) or isinstance(budget, bool) or math.isnan(budget):
            raise LudoError(f"budget must be a number of seconds, not {quote(budget)}")
        start = clock.perf_counter()
        time, playouts, _ = self._options
        longest = float(time) if playouts is None else 0.0  # what one decision costs, until one is timed
        while not self.finished:
            before = clock.perf_counter()
            if self._rewound:
                self._step()
                longest = max(longest, clock.perf_counter() - before)
            else:
                self._copy.undo()  # replays at most CHECKPOINT steps: a fraction of a millisecond
                self._rewound = not self._copy.history
            if clock.perf_counter() - start + (longest if self._rewound else 0.0) > budget:
                return

    def _step(self) -> None:
        """Judge the next step of the line if it is a move of a wanted seat, then play it on the copy."""
        copy = self._copy
        step = self.line[len(copy.history)]
        if step.kind == "move" and step.move is not None and step.colour in self._wanted:
            self.done += 1
            if len(distinct(copy.legal_moves(), copy.state)) > 1:
                self._judge(len(copy.history) + 1, step.colour, step.move)
        copy.redo()

    def _judge(self, number: int, colour: str, done: Move) -> None:
        time, playouts, seed = self._options
        results = _option_results(self._copy, time, playouts, seed)
        found = _mistake(self._copy, number, done, results, self.threshold)
        if found is not None:
            self._found.append(found)

    def mistakes(self, top: int = 5) -> Mistakes:
        """The ``top`` moves found so far that lost the most winning chance, worst first."""
        return Mistakes(sorted(self._found, key=lambda m: -m.lost)[:_top(top)])
