"""What happened, in order: every roll and move leaves events, recorded as data.

The referee records each event's ``kind``, the ``colour`` of the seat it concerns and its
``data`` (token, from, to, what was captured, why another roll...). The English sentence is
written by :mod:`ludo_widget.engine.narration` only when someone reads ``event.text``, so a
scripted game pays nothing for words nobody reads.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=1)
>>> game.roll(6)
6
>>> event = game.events[-1]
>>> event.kind, event.colour, event.data
('rolled', 'red', {'face': 6, 'doubled': False})
>>> event.text
'Red rolled a 6.'
"""

from __future__ import annotations

from typing import Any

from .narration import name, ordinal, sentence, token_name, where  # the word helpers live in narration

__all__ = ["FIELDS", "KINDS", "Event", "Log", "event_of", "name", "ordinal", "token_name", "where"]

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

#: The data fields of each kind of record, in the order the referee writes them after the kind
#: and the colour: ``("moved", "red", 0, 5, 9, "red")``. Kinds not listed ("won", "bonus")
#: carry their data as one dict.
FIELDS: dict[str, tuple[str, ...]] = {
    "rolled": ("face", "doubled"),
    "entered": ("token", "from", "to", "of"),
    "moved": ("token", "from", "to", "of"),
    "captured": ("tokens", "square"),
    "protected": ("tokens", "why"),
    "home": ("token", "of"),
    "another_roll": ("reason", "reasons", "face"),
    "wasted": ("face", "doubled", "of"),
    "try_again": ("try", "tries"),
    "forfeited": ("sixes",),
    "finished": ("place", "partner", "partner_home"),
    "turn": (),
    "picked_up": ("bonus", "square"),
    "left": (),
    "back": (),
}
#: What the referee appends to: records (plain tuples, cheap to make) or events.
Log = list[Any]


class Event:
    """One thing that happened: ``kind`` (one of :data:`KINDS`), the ``colour`` of the seat it
    concerns (None for the end of the game) and its ``data``; ``text`` is its sentence, written
    on first reading.

    >>> Event("turn", "green").text
    'Green to roll.'
    >>> print(Event("turn", "green"))       # print says its sentence too
    Green to roll.
    """

    __slots__ = ("kind", "colour", "data", "_text")

    def __init__(self, kind: str, colour: str | None = None, data: dict[str, Any] | None = None,
                 text: str | None = None) -> None:
        self.kind = kind
        self.colour = colour
        self.data = {} if data is None else data
        self._text = text

    @property
    def text(self) -> str:
        """The sentence a log panel shows (see :mod:`ludo_widget.engine.narration`)."""
        if self._text is None:
            self._text = sentence(self)
        return self._text

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and (self.kind, self.colour, self.data) == (other.kind, other.colour, other.data)
                and self.text == other.text)

    __hash__ = None  # type: ignore[assignment]  # mutable data, like the dataclass it replaces

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, colour={self.colour!r}, data={self.data!r})"

    def __str__(self) -> str:
        return self.text

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data, the sentence included (saves stay readable without this code)."""
        return {"kind": self.kind, "text": self.text, "colour": self.colour, "data": dict(self.data)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Event":
        """The event :meth:`to_dict` wrote (its saved sentence kept as it was)."""
        return cls(data["kind"], data.get("colour"), dict(data.get("data", {})), data.get("text"))


def event_of(record: "tuple[Any, ...] | Event") -> Event:
    """The :class:`Event` of a record the referee wrote (an event is returned as it is).

    >>> event_of(("moved", "red", 0, 5, 9, "red")).data
    {'token': 0, 'from': 5, 'to': 9, 'of': 'red'}
    """
    if isinstance(record, Event):
        return record
    fields = FIELDS.get(record[0])
    data = dict(zip(fields, record[2:])) if fields is not None else record[2]
    return Event(record[0], record[1], data)
