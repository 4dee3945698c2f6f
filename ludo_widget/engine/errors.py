"""The errors the engine raises. Every refusal is a ``ValueError`` and changes nothing."""

from __future__ import annotations

import operator
from numbers import Integral


class LudoError(ValueError):
    """Base of every refusal: the message says what was wrong."""


class RulesError(LudoError):
    """An unknown preset or option, or an option value out of range."""


class PositionError(LudoError):
    """A position that cannot be: a place outside 0..57, wrong token count, unknown colour."""


class IllegalAction(LudoError):
    """A roll, move or bonus that is not allowed now."""


class NotationError(LudoError):
    """Text that is not a position in the engine's notation."""


class SaveError(NotationError):
    """A save that does not follow :mod:`ludo_widget.engine.schema`: the message names the field."""


def whole(value: object) -> int | None:
    """``value`` as an int if it is a whole number (numpy's integers too; a bool is not), else None.

    >>> whole(5), whole(True), whole(5.0)
    (5, None, None)
    """
    if isinstance(value, Integral) and not isinstance(value, bool):
        return operator.index(value)
    return None


#: How much of an input a message quotes at most: a refusal stays short whatever it was given.
QUOTE_LIMIT = 40


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to ``limit`` characters, for quoting hostile input in a message.

    >>> quote("x" * 1000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    >>> quote(10 ** 5000)
    '<a very long int>'
    """
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - an int past the conversion limit, a broken __repr__
        text = f"<a very long {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."
