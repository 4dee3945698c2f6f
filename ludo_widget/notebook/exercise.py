"""Checking a learner's answer to a code exercise in a lesson: right or wrong, and why.

The lesson works the right answer out with the engine (never written by hand), most often
with :func:`after` (a position played on by one turn) and :func:`editions` (the presets
where something holds), and hands it to :func:`check` with the learner's answer:

>>> from ludo_widget import Game
>>> game = Game("classic", players=("red", "yellow"), positions={"red": [51, 0, 0, 0]})
>>> _ = game.roll(6); game.move(0)
>>> check(57, game.positions["red"][0], explain="Place 51 and six more is 57: home.", hint="Count on.")
Right. Place 51 and six more is 57: home.
>>> check(52, game.positions["red"][0], explain="...", hint="Count on from place 51.")
Not quite (you said 52). Count on from place 51.
>>> check(..., 57, explain="...", hint="...")
Not answered yet: replace the ... in the cell above with your answer, then run both cells.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import PRESETS, Game


@dataclass(frozen=True)
class Verdict:
    """What :func:`check` found: ``right`` is True, False, or None when nothing was answered."""

    right: bool | None
    text: str

    def __bool__(self) -> bool:
        return bool(self.right)

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        colour = {True: "#1c5e20", False: "#8a2b00", None: "#5b4a10"}[self.right]
        return (f'<div role="status" style="border-left:4px solid {colour};padding:4px 10px;'
                f'color:{colour}">{html.escape(self.text)}</div>')


def check(answer: Any, expected: Any, *, explain: str, hint: str) -> Verdict:
    """Compare ``answer`` with ``expected``; say why it is right (``explain``) or give ``hint``.

    Sets and frozensets compare as sets (order does not matter); lists and tuples compare item
    by item, so ``[57, "red"]`` answers ``(57, "red")``; text compares without case or spaces
    at the ends.
    """
    if answer is ...:
        return Verdict(None, "Not answered yet: replace the ... in the cell above with your answer, "
                             "then run both cells.")
    if _same(answer, expected):
        return Verdict(True, f"Right. {explain}")
    return Verdict(False, f"Not quite (you said {answer!r}). {hint}")


def _same(answer: Any, expected: Any) -> bool:
    if isinstance(expected, (set, frozenset)):
        try:
            return {_norm(a) for a in answer} == {_norm(e) for e in expected}
        except TypeError:
            return False
    if isinstance(expected, (list, tuple)):
        return (isinstance(answer, (list, tuple)) and len(answer) == len(expected)
                and all(_same(a, e) for a, e in zip(answer, expected)))
    if isinstance(answer, bool) != isinstance(expected, bool):
        return False  # True is not the answer 1
    return _norm(answer) == _norm(expected)


def _norm(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def after(start: Game | str, *, roll: int, move: int | None = 0, use: str | None = None,
          seed: int | None = None) -> Game:
    """The game ``start`` (a Game, or a notation) after one turn: ``use`` a bonus, ``roll``, ``move``.

    ``move`` is the index of the token to play (``None`` to stop after the roll); ``seed``
    seeds a game read from a notation.

    >>> after("classic r:51,0,0,0 y:0,0,0,0 r roll six:0", roll=6).positions["red"]
    [57, 0, 0, 0]
    >>> after("online[power=yes] r:2,0,0,0 y:40,0,0,0 r roll six:0 stock:r=1.0.0,y=0.0.0 tiles:-",
    ...       use="double", roll=4).positions["red"][0]
    10
    """
    game = Game.from_notation(start, seed=seed) if isinstance(start, str) else start
    if use is not None:
        game.use(use)
    game.roll(roll)
    if move is not None:
        game.move(move)
    return game


def editions(where: Callable[[str], bool]) -> set[str]:
    """The names of the presets for which ``where(name)`` is true.

    >>> sorted(editions(lambda name: after(f"{name} r:57,57,57,53 y:20,0,0,0 r roll six:0",
    ...                                     roll=6, move=None).turn == "red"))
    ['paperfox', 'strict']
    """
    return {name for name in PRESETS if where(name)}
