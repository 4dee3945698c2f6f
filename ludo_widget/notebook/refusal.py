"""A board's refusals: the error an intent raises, and how its text is shown to the player.

>>> sentence("roll the die first")
'Roll the die first.'
>>> quoted("x" * 50)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"
"""

from __future__ import annotations

import logging
from typing import Any

from ..engine.errors import LudoError

log = logging.getLogger(__name__)

#: The longest message a refusal shows, and how much of the input's own text it may quote.
MESSAGE_LIMIT = 200
QUOTE_LIMIT = 40


class Refusal(LudoError):
    """An intent that cannot be done now; the text is shown to the player."""


def say(widget: Any, text: str) -> None:
    """Show a message; the same one again is cleared first so the board shows it anew."""
    try:
        if widget.message == text:
            widget.message = ""
        widget.message = text
    except Exception:  # pragma: no cover - a message must never raise either
        log.exception("could not show a message")


def sentence(text: str) -> str:
    """A refusal as a short sentence (an engine message may quote a long input: it is cut)."""
    text = " ".join(text.split()) or "That is not allowed now."
    if len(text) > MESSAGE_LIMIT:
        text = text[:MESSAGE_LIMIT - 1].rstrip() + "…"
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def quoted(value: Any) -> str:
    """A few characters of an input, quoted, for a message."""
    text = value if isinstance(value, str) else type(value).__name__
    return repr(text[:QUOTE_LIMIT] + ("…" if len(text) > QUOTE_LIMIT else ""))
