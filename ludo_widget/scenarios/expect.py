"""A scenario step's ``expect`` table read and checked for form, key by key; and the token
names a scenario file writes ("red 2"), which steps and answers read too.

>>> from ludo_widget.engine.rules import Rules
>>> read_expect({"turn": "yellow", "red": {"1": 6}}, ("red", "yellow"), Rules.preset("classic"), ValueError)
{'turn': 'yellow', 'red': {1: 6}}
"""

from __future__ import annotations

import difflib
import re
from typing import Any

from ..engine.board import COLOURS, HOME
from ..engine.errors import quote
from ..engine.power import CAP, STORED
from ..engine.rules import Rules
from .marks import TokenRef

AWAITING = ("roll", "move", "over")
_TOKEN = re.compile(r"^(red|green|yellow|blue)\s+(?:token\s+)?([0-9]{1,3})$")
_MOVE = re.compile(r"^(red|green|yellow|blue)\s+(?:token\s+)?([0-9]{1,3})(?:\s+to\s+([0-9]{1,3}))?$")


def digits(text: str) -> bool:
    """A short whole number in ASCII digits (``str.isdigit`` is also true of '²' and '٣')."""
    return text.isascii() and text.isdigit() and len(text) <= 3


def unknown_key(key: str, known: tuple[str, ...], otherwise: str) -> str:
    """The message for an unknown key: the closest known one when there is one (a typo), else ``otherwise``."""
    near = difflib.get_close_matches(key, known, n=1)
    return f"unknown key {quote(key, 24)}; " + (f"did you mean {near[0]!r}?" if near else otherwise)


def token_ref(text: Any, players: tuple[str, ...], rules: Rules, fail, what: str) -> TokenRef:
    m = _TOKEN.match(str(text).strip().lower()) if isinstance(text, str) else None
    if not m:
        raise fail(f"{what} names a token as colour and number, e.g. \"red 2\", not {quote(text)}")
    colour, number = m.group(1), int(m.group(2))
    if colour not in players:
        raise fail(f"{what}: {colour} is not playing in this position")
    if not 1 <= number <= rules.tokens:
        raise fail(f"{what}: tokens are numbered 1 to {rules.tokens}, not {number}")
    return TokenRef(colour, number)


def read_expect(raw: dict[str, Any], players: tuple[str, ...], rules: Rules, fail) -> dict[str, Any]:
    """An ``expect`` table read: each colour's places, and each key by its reader in :data:`_EXPECT`."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        if key in COLOURS:
            if key not in players:
                raise fail(f"expect: {key} is not playing in this position")
            out[key] = _places(key, value, rules, fail)
        elif key in _EXPECT:
            out[key] = _EXPECT[key](key, value, players, rules, fail)
        else:
            # All twenty keys would not fit in a short message: the README's table lists them.
            raise fail("expect: " + unknown_key(key, (*COLOURS, *EXPECT_KEYS),
                                             "expect has a colour or a key of the table in scenarios/library/README.md"))
    return out


def _turn(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> str | None:
    if value not in players and value != "none":
        raise fail(f"expect: turn is a colour playing (or \"none\"), not {quote(value)}")
    return None if value == "none" else value


def _awaiting(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> str:
    if value not in AWAITING:
        raise fail(f"expect: awaiting is roll, move or over, not {quote(value)}")
    return value


def _flag(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> bool:
    if not isinstance(value, bool):
        raise fail(f"expect: {key} is true or false")
    return value


def _count(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise fail(f"expect: {key} is a whole number")
    return value


def _winner(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> Any:
    if isinstance(value, list) and len(value) == 2 and all(v in players for v in value):
        return tuple(sorted(value, key=COLOURS.index))
    if value in players or value == "none":
        return None if value == "none" else value
    raise fail(f"expect: winner is a colour playing, a pair of them or \"none\", not {quote(value)}")


def _ranking(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> list[str]:
    if not isinstance(value, list) or any(v not in players for v in value):
        raise fail("expect: ranking is a list of colours playing")
    return list(value)


def _moves(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> list[Any]:
    if not isinstance(value, list):
        raise fail("expect: moves is a list such as [\"red 1\", \"red 3 to 12\"] ([] for none)")
    return [_move_ref(v, players, rules, fail) for v in value]


def _events(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> list[str]:
    from ..engine.events import KINDS

    value = [value] if isinstance(value, str) else value
    if not isinstance(value, list):
        raise fail(f"expect: {key} lists event kinds such as [\"captured\"]")
    for kind in value:
        # Name the one wrong kind, not all of them: the list of kinds grows, and the message
        # must stay short.
        if kind not in KINDS:
            raise fail(f"expect: {key}: {quote(kind)} is not an event kind")
    return list(value)


def _log(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> list[str]:
    value = [value] if isinstance(value, str) else value
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail("expect: log is a piece of text (or a list) the step's log must contain")
    return list(value)


def _shields(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> list[tuple[str, int]]:
    if not rules.power:
        raise fail("expect: shields needs Power: options = { power = true }")
    if not isinstance(value, list):
        raise fail("expect: shields lists tokens such as [\"red 1\"]")
    return sorted((r.colour, r.index) for r in (token_ref(v, players, rules, fail, "shields") for v in value))


def _notation(key: str, value: Any, players: tuple[str, ...], rules: Rules, fail) -> str:
    if not isinstance(value, str):
        raise fail("expect: notation is a position line")
    return value


def _stock(value: Any, players: tuple[str, ...], rules: Rules, fail) -> dict[str, dict[str, int]]:
    """``{ red = { double = 0, shield = 1 } }``: bonuses the engine stores, counted as it caps them."""
    if not rules.power:
        raise fail("expect: stock needs Power: options = { power = true }")
    if not isinstance(value, dict) or any(c not in players or not isinstance(v, dict) for c, v in value.items()):
        raise fail("expect: stock is a table such as { red = { double = 0, shield = 1 } } of colours playing")
    for colour, counts in value.items():
        for kind, n in counts.items():
            if kind not in STORED:
                raise fail(f"expect: stock: {colour}'s bonuses are {', '.join(STORED)}, not {quote(kind, 24)}")
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= CAP:
                raise fail(f"expect: stock: {colour} holds 0 to {CAP} of {kind}, not {quote(n, 24)}")
    return {c: dict(v) for c, v in value.items()}


#: How each ``expect`` key is read: ``reader(key, value, players, rules, fail)``.
_EXPECT: dict[str, Any] = {
    "turn": _turn, "awaiting": _awaiting, "another_roll": _flag, "over": _flag,
    "face": _count, "rolled": _count, "sixes": _count, "winner": _winner, "ranking": _ranking,
    "moves": _moves, "events": _events, "no_events": _events, "log": _log,
    "stock": lambda key, value, players, rules, fail: _stock(value, players, rules, fail),
    "shields": _shields, "notation": _notation,
}
#: Every key an ``expect`` table may hold besides the colours.
EXPECT_KEYS = tuple(_EXPECT)


def _places(colour: str, value: Any, rules: Rules, fail) -> Any:
    """A full list of places, or a table of some tokens' places ``{ 2 = 14 }`` (1-based)."""
    def place(v: Any) -> int:
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= HOME:
            raise fail(f"expect: {colour}: a place is 0 (yard) to 57 (home), not {quote(v)}")
        return v

    if isinstance(value, list):
        if len(value) != rules.tokens:
            raise fail(f"expect: {colour} lists {rules.tokens} places, not {len(value)}")
        return [place(v) for v in value]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not digits(str(k)) or not 1 <= int(k) <= rules.tokens:
                raise fail(f"expect: {colour}: tokens are numbered 1 to {rules.tokens}, not {quote(k)}")
            out[int(k)] = place(v)
        return out
    raise fail(f"expect: {colour} is a list of places or a table such as {{ 2 = 14 }}")


def _move_ref(text: Any, players: tuple[str, ...], rules: Rules, fail) -> tuple[str, int, int | None]:
    m = _MOVE.match(text.strip().lower()) if isinstance(text, str) else None
    if not m:
        raise fail(f"expect: a move is \"red 2\" or \"red 2 to 14\", not {quote(text)}")
    ref = token_ref(f"{m.group(1)} {m.group(2)}", players, rules, fail, "expect: moves")
    return (ref.colour, ref.number, int(m.group(3)) if m.group(3) else None)
