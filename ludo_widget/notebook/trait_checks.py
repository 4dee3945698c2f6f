"""The synced traits a front end may set, each checked as an intent is (every other synced
trait is Python's to write).

>>> from ludo_widget import LudoWidget
>>> check_trait(LudoWidget(players=2), "speed", 2)
2.0
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..engine.errors import LudoError
from ..engine.people import check_names
from ..engine.svg import NUMBERINGS
from .game_intents import check_computer
from .play_intents import cannot_move, legal_for, person_acts, token_arg
from .refusal import Refusal, quoted, say, sentence

#: The board's views: the board, New game's settings and the Position view.
VIEWS = ("board", "settings", "state")


def _number(low: float, high: float, kind: type) -> Callable[[Any, Any], Any]:
    """A check for a number from ``low`` to ``high`` (``kind`` int or float)."""

    def check(widget: Any, value: Any) -> Any:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        if not ok or (kind is int and value != int(value)) or not low <= value <= high:
            raise Refusal(f"Expected a number from {low:g} to {high:g}, not {quoted(value)}.")
        return kind(value)

    return check


def _flag(widget: Any, value: Any) -> bool:
    if not isinstance(value, bool):
        raise Refusal(f"Expected true or false, not {quoted(value)}.")
    return value


def _view(widget: Any, value: Any) -> str:
    if value not in VIEWS:
        raise Refusal(f"There is no view {quoted(value)}: the views are {', '.join(VIEWS)}.")
    return str(value)


def _numbers(widget: Any, value: Any) -> str:
    """The Numbers switch: off, the colour to act, the ring, or a colour (as ``engine.svg`` draws them)."""
    if value != "" and value not in NUMBERINGS:
        raise Refusal(f"Numbers are off ('') or one of {', '.join(NUMBERINGS)}, not {quoted(value)}.")
    return str(value)


def _selection(widget: Any, value: Any) -> list[Any]:
    """A selection is nothing, or a token the person to act may move now (as the select intent checks)."""
    if value == []:
        return []
    if not isinstance(value, list) or len(value) != 2:
        raise Refusal("A selection is [colour, token].")
    game = person_acts(widget)
    colour, token = token_arg({"colour": value[0], "token": value[1]})
    if not legal_for(game, colour, token):
        raise Refusal(cannot_move(game, colour, token))
    return [colour, token]


#: What a front end may set, and how each value is checked; every other synced trait is Python's to write.
TRAIT_CHECKS: dict[str, Callable[[Any, Any], Any]] = {
    "view": _view,
    "animate": _flag,
    "coach": _flag,
    "speed": _number(0.1, 10, float),
    "computer_delay": _number(0, 60_000, int),
    "computer": lambda widget, value: check_computer(value, widget.game),
    "selected": _selection,
    "numbers": _numbers,
    "names": lambda widget, value: check_names(value),
}


def check_trait(widget: Any, name: str, value: Any) -> Any:
    """The value a front end set for the synced trait ``name``, checked (``Refusal`` if not allowed)."""
    check = TRAIT_CHECKS.get(name)
    if check is None:
        raise Refusal(f"The board may not change {quoted(name)}: Python sets it.")
    return check(widget, value)


def set_traits(widget: Any, state: Any, apply: Callable[[dict], None]) -> None:
    """Apply the traits a front end set in one message, each checked like an intent. Never raises.

    All or nothing: one refused value refuses the message, which then changes nothing; the
    message says why and the front end gets the current values back.
    """
    names = list(state) if isinstance(state, dict) else []
    try:
        checked = {str(name): check_trait(widget, str(name), value) for name, value in state.items()}
        apply(checked)
    except Exception as exc:
        say(widget, sentence(str(exc)) if isinstance(exc, LudoError)
             else f"The board could not set {', '.join(quoted(n) for n in names[:3])}.")
        back = [name for name in names if name in widget.keys]
        if back:
            widget.send_state(back)
