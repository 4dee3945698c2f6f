"""The errors the engine raises. Every refusal is a ``ValueError`` and changes nothing."""


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
