"""Who plays a seat, in words: a person's name, checked, and the seat line a game record keeps
(``[Red "person: Ana"]``, ``[Yellow "computer: heuristic"]``, ``[Green "person"]``).

A name labels a colour for people (a board's status line, a terminal's prompt); the game itself
knows only colours.

>>> check_names({"red": " Ana ", "yellow": ""})
{'red': 'Ana'}
>>> seat_lines(("red", "yellow"), computers={"yellow": "heuristic"}, names={"red": "Ana"})
{'red': 'person: Ana', 'yellow': 'computer: heuristic'}
>>> names_in({"Red": "person: Ana", "Yellow": "computer: heuristic"}, ("red", "yellow"))
{'red': 'Ana'}
>>> computers_in({"Red": "person: Ana", "Yellow": "computer: heuristic"}, ("red", "yellow"))
{'yellow': 'heuristic'}
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from .board import COLOURS
from .errors import LudoError, quote

#: The longest name a seat's player may have: a status line and a seat strip keep it whole.
NAME_LIMIT = 24
PERSON, COMPUTER = "person", "computer"


def check_names(names: Any) -> dict[str, str]:
    """The players' names ``names`` gives (colour -> name), checked: colours, short printable
    words, no two seats alike, none another colour's. An empty name is no name; the spaces
    around and between words are tidied. Refused with a :class:`LudoError` otherwise."""
    if not isinstance(names, Mapping):
        raise LudoError("Players' names are a mapping colour -> name.")
    out: dict[str, str] = {}
    for colour, name in names.items():
        if not isinstance(colour, str) or colour not in COLOURS:
            raise LudoError(f"{quote(colour)} is not a colour: the colours are {', '.join(COLOURS)}.")
        if name is None:
            continue
        if not isinstance(name, str):
            raise LudoError(f"{colour.capitalize()}'s name is a word, not {quote(name)}.")
        name = " ".join(name.split())  # one space between words: a tab or a newline would break the line
        if len(name) > NAME_LIMIT:
            raise LudoError(f"{colour.capitalize()}'s name is longer than {NAME_LIMIT} characters.")
        if any(unicodedata.category(ch).startswith("C") for ch in name):
            raise LudoError(f"{colour.capitalize()}'s name has a character that cannot be shown.")
        if '"' in name:  # a record keeps a name between double quotes: it would not come back the same
            raise LudoError(f"{colour.capitalize()}'s name cannot hold a double quote (\").")
        if name.casefold() in COLOURS and name.casefold() != colour:  # "Red to roll" would mean yellow
            raise LudoError(f"{colour.capitalize()} cannot be called {quote(name)}: that is another colour.")
        if name.casefold() in (n.casefold() for n in out.values()):
            raise LudoError(f"Two seats cannot both be called {quote(name)}.")
        if name:
            out[colour] = name
    return out


def seat_lines(players: Iterable[str], computers: Mapping[str, str], names: Mapping[str, str]) -> dict[str, str]:
    """What a record says of each seat: ``computer: PLAYER``, ``person: NAME`` or ``person``."""
    return {c: f"{COMPUTER}: {computers[c]}" if computers.get(c) else
            f"{PERSON}: {names[c]}" if names.get(c) else PERSON for c in players}


def names_in(tags: Mapping[str, str], players: Iterable[str]) -> dict[str, str]:
    """The names a record's seat lines give the people who played (unchecked: see :func:`check_names`)."""
    return _after(PERSON, tags, players)


def record_names(tags: Mapping[str, str], players: Iterable[str]) -> dict[str, str]:
    """The names of :func:`names_in`, checked; none if they are not names a seat takes (a record
    still loads: a name only labels a seat)."""
    try:
        return check_names(names_in(tags, players))
    except LudoError:
        return {}


def says_who_played(tags: Mapping[str, str], players: Iterable[str]) -> bool:
    """Whether a record's seat lines say who played a seat: a person or a computer (not ``"?"``)."""
    return any(tags.get(c.capitalize(), "").startswith((PERSON, COMPUTER)) for c in players)


def computers_in(tags: Mapping[str, str], players: Iterable[str]) -> dict[str, str]:
    """The computer players a record's seat lines name (``[Yellow "computer: best"]``: yellow ->
    ``"best"``; unchecked: a name may not be a registered player)."""
    return _after(COMPUTER, tags, players)


def _after(kind: str, tags: Mapping[str, str], players: Iterable[str]) -> dict[str, str]:
    """Colour -> what follows ``kind:`` in the seat's line, for the seats whose line starts so."""
    prefix = f"{kind}:"
    return {c: tags[c.capitalize()][len(prefix):].strip() for c in players
            if tags.get(c.capitalize(), "").startswith(prefix)}
