"""One step of a game (a roll, a move or a Power bonus) and its word in a game record.

:class:`~ludo_widget.engine.game.Game` keeps the steps played (``game.history``) beside its undo
states, and the steps taken back (for ``redo``); :mod:`ludo_widget.engine.record` writes them.

The words: a roll is its face (``6``; ``6!`` when the face was set by hand, not rolled); a move names the token, where it was and where it goes
(``r1:0-1``: red token 1 from the yard to its start square; tokens are numbered 1-4 as on the
board); a Power bonus is ``+double``, ``+shield`` or ``+dice:4`` (Dice control set to 4);
online's leaving rule writes ``y:left`` (yellow's person left the game) and ``y:back``.

>>> from ludo_widget.engine.referee import Move
>>> step = Step("move", "red", move=Move("red", 0, 0, 1))
>>> word(step)
'r1:0-1'
>>> read_word("r1:0-1", "red") == step, read_word("+dice:4", "blue")
(True, Step(kind='use', colour='blue', face=4, move=None, bonus='dice', drawn=False))
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from .board import COLOURS, HOME
from .errors import NotationError
from .referee import Move

LETTERS = "rgyb"
KINDS = ("roll", "move", "use", "leave", "back")
BONUSES = ("double", "dice", "shield")
_MOVE = re.compile(r"([rgyb])([1-4]):(\d{1,2})-(\d{1,2})")
_BONUS = re.compile(r"\+(double|shield|dice:[1-6])")
_PERSON = re.compile(r"([rgyb]):(left|back)")  # online: a person left the game, or came back


class Step(NamedTuple):
    """One action: ``kind`` is ``"roll"``, ``"move"`` or ``"use"``; ``colour`` the seat that acted.

    A roll has its ``face`` and ``drawn`` (the die chose it; otherwise the face was forced);
    a move has its :class:`Move`; a bonus has its name and, for Dice control, the chosen ``face``.
    ``print`` says it in the board log's words:

    >>> print(Step("roll", "red", 6, drawn=True), Step("move", "red", move=Move("red", 0, 0, 1)),
    ...       Step("use", "blue", 4, bonus="dice"), Step("leave", "yellow"), sep="; ")
    Red rolled 6; Red 1: yard → 1; Blue used dice control (4); Yellow left the game
    """

    kind: str
    colour: str
    face: int | None = None
    move: Move | None = None
    bonus: str | None = None
    drawn: bool = False

    def __str__(self) -> str:
        who = self.colour.capitalize()
        if self.kind == "roll":
            return f"{who} rolled {self.face}{'' if self.drawn else ' (set by hand)'}"
        if self.kind == "move":
            return str(self.move)
        if self.kind in ("leave", "back"):
            return f"{who} {'left the game' if self.kind == 'leave' else 'came back'}"
        return f"{who} used dice control ({self.face})" if self.bonus == "dice" else f"{who} used {self.bonus}"

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data."""
        return {"kind": self.kind, "colour": self.colour, "face": self.face, "bonus": self.bonus,
                "move": list(self.move) if self.move else None, "drawn": self.drawn}

    @classmethod
    def from_dict(cls, data: Any) -> "Step":
        """Read back :meth:`to_dict`; anything else is a ``NotationError``."""
        if not isinstance(data, dict):
            raise NotationError("a saved step is a mapping")
        kind, colour, face = data.get("kind"), data.get("colour"), data.get("face")
        move, bonus, drawn = data.get("move"), data.get("bonus"), data.get("drawn", False)
        if kind not in KINDS or colour not in COLOURS or not isinstance(drawn, bool):
            raise NotationError("a saved step needs a kind (roll, move, use) and a colour")
        if face is not None and (not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6):
            raise NotationError("a saved step's face is 1 to 6")
        if bonus is not None and bonus not in BONUSES:
            raise NotationError(f"unknown bonus in a saved step: {str(bonus)[:20]!r}")
        if move is not None:
            move = _move(move)
        shape = {"roll": (True, False, False), "move": (False, True, False),
                 "use": (bonus == "dice", False, True), "leave": (False, False, False),
                 "back": (False, False, False)}[kind]
        if (face is not None, move is not None, bonus is not None) != shape:
            raise NotationError(f"a saved {kind} step does not have the right parts")
        return cls(kind, colour, face, move, bonus, drawn)


def _move(data: Any) -> Move:
    if not (isinstance(data, list) and len(data) == 4 and data[0] in COLOURS
            and all(isinstance(v, int) and not isinstance(v, bool) for v in data[1:])):
        raise NotationError("a saved move is [colour, token, from, to]")
    colour, token, start, to = data
    if not 0 <= token < 4 or not 0 <= start < to <= HOME:
        raise NotationError("a saved move goes forward from a place 0..56 to 1..57")
    return Move(colour, token, start, to)


def word(step: Step) -> str:
    """The step as one word of a record."""
    if step.kind == "roll":
        return f"{step.face}{'' if step.drawn else '!'}"
    if step.kind == "move":
        mv = step.move
        assert mv is not None
        return f"{LETTERS[COLOURS.index(mv.colour)]}{mv.token + 1}:{mv.start}-{mv.to}"
    if step.kind in ("leave", "back"):
        return f"{LETTERS[COLOURS.index(step.colour)]}:{'left' if step.kind == 'leave' else 'back'}"
    return f"+dice:{step.face}" if step.bonus == "dice" else f"+{step.bonus}"


def read_word(text: str, colour: str) -> Step:
    """The step a word of a record names, done by ``colour``; ``NotationError`` if it is no step.

    """
    if text[:1] in tuple("123456") and text[1:] in ("", "!"):
        return Step("roll", colour, int(text[0]), drawn=not text[1:])
    found = _MOVE.fullmatch(text)
    if found:
        letter, token, start, to = found.groups()
        return Step("move", colour, move=Move(COLOURS[LETTERS.index(letter)], int(token) - 1, int(start), int(to)))
    found = _PERSON.fullmatch(text)
    if found:
        letter, what = found.groups()
        return Step("leave" if what == "left" else "back", COLOURS[LETTERS.index(letter)])
    found = _BONUS.fullmatch(text)
    if found:
        bonus, _, face = found.group(1).partition(":")
        return Step("use", colour, int(face) if face else None, bonus=bonus)
    raise NotationError(f"{text[:24]!r} is not a step (a face 1-6, a move like r1:0-1, or +double, +shield, +dice:4)")
