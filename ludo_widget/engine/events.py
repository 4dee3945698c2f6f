"""What happened, in order: every roll and move leaves events with a plain-English sentence.

A log panel or a tutorial shows ``event.text``; code reads ``event.kind`` and ``event.data``.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=1)
>>> game.roll(6)
6
>>> game.events[-1].text
'Red rolled a 6.'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Every kind of event, in the order a turn meets them.
KINDS = (
    "rolled",        # a face came up
    "entered",       # a token came out of the yard onto its start square
    "moved",         # a token walked
    "captured",      # tokens sent back to their yard
    "protected",     # tokens an arrival could not capture (count rule, protected pairs, shield)
    "home",          # a token reached home
    "another_roll",  # the same seat rolls again, and why
    "wasted",        # no token could use the face
    "try_again",     # online: another try while no token is out
    "forfeited",     # the third six in a row
    "finished",      # a seat has all its tokens home, in place N
    "won",           # the game is over
    "turn",          # the turn passes to another seat
    "bonus",         # Power: a bonus switched on or given
    "picked_up",     # Power: a tile taken into the stock
    "left",          # online: a person left the game; a computer plays the seat
    "back",          # online: the person came back to their seat
)

REASON_WORDS = {
    "capture": "for the capture",
    "home": "for reaching home",
    "plus1": "for the +1 square",
    "wasted": "after the unusable",
}


@dataclass(frozen=True)
class Event:
    """One thing that happened. ``colour`` is the seat it concerns, ``data`` its details."""

    kind: str
    text: str
    colour: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Event":
        return cls(data["kind"], data["text"], data.get("colour"), dict(data.get("data", {})))


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th') }"


def name(colour: str) -> str:
    return colour.capitalize()


def token_name(colour: str, token: int) -> str:
    """How people name a token: 1-based, as on the board."""
    return f"{colour} token {token + 1}"


def where(place: int) -> str:
    if place == 0:
        return "the yard"
    if place == 1:
        return "its start square"
    if place >= 57:
        return "home"
    if place >= 52:
        return f"square {place - 51} of its home column"
    return f"place {place} of its lap"
