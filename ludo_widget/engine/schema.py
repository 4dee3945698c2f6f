"""The save format, declared once: every field of a saved game, its type and its range.

:meth:`~ludo_widget.engine.game.Game.to_json` writes a save and :func:`read` is the only
reader. A save is hostile until checked: a field that is missing, unknown, of the wrong type
or out of range is a :class:`~ludo_widget.engine.errors.SaveError` naming the field, before
anything is built. What passes is then checked against its rules and seats by the game (a
position must be one those rules can reach: :mod:`ludo_widget.engine.position`).

>>> from ludo_widget import Game
>>> save = read(Game(players=2, seed=1).to_json())
>>> save.players, save.state.turn
(('red', 'yellow'), 0)
>>> read('{"format": "ludo-widget/1", "rules": {"preset": "classic"}, "players": ["red", "yellow"]}')
Traceback (most recent call last):
...
ludo_widget.engine.errors.SaveError: save: state is missing
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import power, steps
from .board import COLOURS, HOME, RING, SEATS
from .errors import LudoError, SaveError, quote
from .events import KINDS as EVENT_KINDS
from .events import Event
from .rules import Rules
from .state import State
from .steps import Step

FORMAT = "ludo-widget/1"

#: A check takes a value and where it sits in the save (``state.places[0][2]``) and returns
#: the value to use, or raises SaveError.
Check = Callable[[Any, str], Any]

#: Counters (rolls, turns, captures...) stay below this: a save cannot make arithmetic slow.
COUNT_MAX = 2**53
#: The die's state is one 64-bit word.
DIE_MAX = 2**64 - 1
#: Sizes that no game reaches, so an edited save cannot make loading slow.
MAX_TEXT = 1000  # characters in a string of an event
MAX_ITEMS = 100  # items in a list or object inside an event's data
MAX_DEPTH = 4  # nesting of an event's data
#: The longest save read: a step keeps about 760 characters, so this holds some 21,000 steps, more
#: than a record may have (``record.MAX_STEPS``); a longer text is refused before it is parsed.
MAX_CHARS = 16_000_000


def _fail(where: str, what: str, value: Any) -> SaveError:
    return SaveError(f"save: {where} must be {what}, not {quote(value)}")


def whole(low: int, high: int) -> Check:
    """A whole number in ``low..high`` (``True`` and ``10.5`` are not)."""
    def check(value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise _fail(where, f"a whole number {low}..{high}", value)
        return value
    return check


def flag(value: Any, where: str) -> bool:
    """true or false."""
    if not isinstance(value, bool):
        raise _fail(where, "true or false", value)
    return value


def one_of(*choices: str) -> Check:
    """One of a few words."""
    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in choices:
            listed = ", ".join(choices)
            raise _fail(where, "one of " + listed if len(listed) <= 60 else "a known word", value)
        return value
    return check


def text(limit: int) -> Check:
    """A string of at most ``limit`` characters."""
    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) > limit:
            raise _fail(where, f"a string of at most {limit} characters", value)
        return value
    return check


def optional(inner: Check) -> Check:
    """null, or what ``inner`` accepts."""
    def check(value: Any, where: str) -> Any:
        return None if value is None else inner(value, where)
    return check


def list_of(item: Check, low: int = 0, high: int = MAX_ITEMS) -> Check:
    """A list of ``low..high`` items, each checked by ``item``."""
    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or not low <= len(value) <= high:
            size = f"{low}" if low == high else f"{low}..{high}"
            raise _fail(where, f"a list of {size} items", value)
        return [item(v, f"{where}[{i}]") for i, v in enumerate(value)]
    return check


def row(*items: Check) -> Check:
    """A list of fixed length, each position with its own check."""
    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or len(value) != len(items):
            raise _fail(where, f"a list of {len(items)} items", value)
        return [c(v, f"{where}[{i}]") for i, (c, v) in enumerate(zip(items, value))]
    return check


def mapping(key: Check, value: Check, high: int = MAX_ITEMS) -> Check:
    """A JSON object of at most ``high`` entries; keys and values checked."""
    def check(data: Any, where: str) -> dict[Any, Any]:
        if not isinstance(data, dict) or len(data) > high:
            raise _fail(where, f"an object of at most {high} entries", data)
        return {key(k, where): value(v, f"{where}[{quote(k)}]") for k, v in data.items()}
    return check


def record(spec: dict[str, Check], defaults: dict[str, Any] | None = None) -> Check:
    """A JSON object with exactly these fields: none unknown, none missing but those with a default
    (fields that older saves did not have)."""
    defaults = defaults or {}

    def check(data: Any, where: str) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise _fail(where, "an object", data)
        unknown = sorted(set(data) - set(spec))
        if unknown:
            raise SaveError(f"save: {where}: unknown field {quote(unknown[0])}")
        missing = [name for name in spec if name not in data and name not in defaults]
        if missing:
            raise SaveError(f"save: {_join(where, missing[0])} is missing")
        return {name: c(data[name], _join(where, name)) if name in data else defaults[name]
                for name, c in spec.items()}
    return check


def row_of(*items: Check, optional_last: int = 0) -> Check:
    """A list of fixed length, but whose last ``optional_last`` items older saves left out (None)."""
    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or not len(items) - optional_last <= len(value) <= len(items):
            raise _fail(where, f"a list of {len(items)} items", value)
        value = value + [None] * (len(items) - len(value))
        return [c(v, f"{where}[{i}]") for i, (c, v) in enumerate(zip(items, value))]
    return check


def _join(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


_SQUARE = re.compile(r"^[0-9]{1,2}$")  # ASCII digits only: int() would take '٣' and ' 3'


def square_key(value: Any, where: str) -> int:
    """A ring square 0..51 written as an object key (JSON keys are strings)."""
    if not isinstance(value, str) or not _SQUARE.match(value) or int(value) >= RING:
        raise SaveError(f"save: {where}: a key must be a ring square 0..{RING - 1}, not {quote(value)}")
    return int(value)


def json_data(depth: int = MAX_DEPTH) -> Check:
    """Plain data (an event's details): numbers, short strings, small lists and objects."""
    def check(value: Any, where: str) -> Any:
        if value is None or isinstance(value, (bool, int)):
            return whole(-COUNT_MAX, COUNT_MAX)(value, where) if type(value) is int else value
        if isinstance(value, float):
            if not math.isfinite(value):
                raise _fail(where, "a finite number", value)
            return value
        if isinstance(value, str):
            return text(MAX_TEXT)(value, where)
        if depth <= 0:
            raise SaveError(f"save: {where} is nested too deeply")
        inner = json_data(depth - 1)
        if isinstance(value, list):
            return list_of(inner)(value, where)
        if isinstance(value, dict):
            return mapping(text(MAX_TEXT), inner)(value, where)
        raise _fail(where, "plain data", value)
    return check


# -- the fields of a save ---------------------------------------------------------------------

SEAT = whole(0, SEATS - 1)
FACE = whole(1, 6)
COUNT = whole(0, COUNT_MAX)
TOKEN = whole(0, 3)
PER_SEAT_COUNT = list_of(COUNT, SEATS, SEATS)
TILES = mapping(square_key, one_of(*power.KINDS), RING)

#: Every field of :class:`~ludo_widget.engine.state.State`, its type and its range.
#: (Ranges that depend on the rules and seats, such as how many places a seat lists, are the
#: position checks' job.)
STATE_FIELDS: dict[str, Check] = {
    "places": list_of(list_of(whole(0, HOME), 0, 4), SEATS, SEATS),
    "turn": SEAT,
    "dice": whole(0, DIE_MAX),
    "first": SEAT,
    "awaiting": one_of("roll", "move", "over"),
    "face": optional(FACE),
    "doubled": flag,
    "sixes": COUNT,
    "misses": COUNT,
    "aid": PER_SEAT_COUNT,
    "finished": list_of(SEAT, 0, SEATS),
    "rolls": COUNT,
    "turns": COUNT,
    "captures": PER_SEAT_COUNT,
    "last_roll": optional(row(SEAT, FACE)),
    "tiles": TILES,
    "taken": TILES,
    "stock": list_of(mapping(one_of(*power.STORED), whole(0, power.CAP), len(power.STORED)), SEATS, SEATS),
    "shields": list_of(row(SEAT, TOKEN, SEAT), 0, SEATS * 4),
    "bonus": optional(one_of(*power.STORED)),
    "chosen": optional(FACE),
    "shield_given": flag,
    "away": list_of(SEAT, 0, SEATS),
}
STATE = record(STATE_FIELDS, defaults={"away": []})

EVENT = record({
    "kind": one_of(*EVENT_KINDS),
    "text": text(MAX_TEXT),
    "colour": optional(one_of(*COLOURS)),
    "data": mapping(text(MAX_TEXT), json_data()),
})

#: A step of the undo history (:class:`~ludo_widget.engine.steps.Step`): what was done from that state.
STEP = record({
    "kind": one_of(*steps.KINDS),
    "colour": one_of(*COLOURS),
    "face": optional(FACE),
    "bonus": optional(one_of(*steps.BONUSES)),
    "move": optional(row(one_of(*COLOURS), TOKEN, whole(0, HOME), whole(0, HOME))),
    "drawn": flag,
})

SAVE = record({
    "format": one_of(FORMAT),
    "rules": mapping(text(40), json_data(1), 40),  # the values are Rules' to check
    "players": list_of(one_of(*COLOURS), 2, SEATS),
    "state": STATE,
    "events": optional(list_of(EVENT, 0, COUNT_MAX)),
    # [state before, log length before, the step taken]; saves before steps were kept had two items
    "history": optional(list_of(row_of(STATE, COUNT, optional(STEP), optional_last=1), 0, COUNT_MAX)),
    "seed": whole(0, DIE_MAX),  # the die's first state (Game.seed)
}, defaults={"seed": 0})


# -- reading ------------------------------------------------------------------------------------

@dataclass
class Save:
    """What a save holds, every field checked for type and range."""

    rules: Rules
    players: tuple[str, ...]
    state: State
    events: list[Event] | None
    history: list[tuple[State, int, Step | None]] | None
    seed: int


def read(text: Any) -> Save:
    """Parse and check a save written by ``Game.to_json``; :class:`SaveError` names what is wrong."""
    data = _parse(text)
    if isinstance(data, dict) and data.get("format") != FORMAT:
        raise SaveError(f"not a saved ludo-widget game (format {quote(data.get('format'))})")
    checked = SAVE(data, "")
    players = checked["players"]
    if sorted(set(players), key=COLOURS.index) != players:
        raise SaveError("save: players must be distinct colours in seat order red, green, yellow, blue")
    try:
        rules = Rules.from_dict(checked["rules"])
    except LudoError as exc:
        raise SaveError(f"save: rules: {exc}") from None
    events = checked["events"]
    return Save(
        rules=rules,
        players=tuple(players),
        state=_state(checked["state"], "state"),
        events=None if events is None else [Event.from_dict(e) for e in events],
        history=None if checked["history"] is None else [
            (_state(s, f"history[{i}]"), n, None if step is None else Step.from_dict(step))
            for i, (s, n, step) in enumerate(checked["history"])],
        seed=checked["seed"],
    )


def _parse(text: Any) -> Any:
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("a save is UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveError(f"a save is JSON text, not {quote(text)}")
    if len(text) > MAX_CHARS:
        raise SaveError(f"a save is at most {MAX_CHARS:,} characters")
    try:
        return json.loads(text.removeprefix("\ufeff"), parse_constant=_no_constant, object_pairs_hook=_no_repeats)
    except RecursionError:
        raise SaveError("not a saved game: the JSON is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"not a saved game: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except ValueError as exc:  # a number past the conversion limit, a repeated key, NaN
        raise SaveError(f"not a saved game: {str(exc)[:120]}") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise ValueError(f"the key {quote(key)} is written twice")
        seen.add(key)
    return dict(pairs)


def _state(data: dict[str, Any], where: str) -> State:
    shields = {(s, t): giver for s, t, giver in data["shields"]}
    if len(shields) != len(data["shields"]):
        raise SaveError(f"save: {where}.shields lists a token twice")
    last = data["last_roll"]
    return State(**{**data, "shields": shields, "last_roll": None if last is None else tuple(last)})
