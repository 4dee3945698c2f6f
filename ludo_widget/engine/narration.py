"""The English sentence of each event, written from its data when ``event.text`` is read.

The referee records what happened (:class:`~ludo_widget.engine.events.Event`: kind, colour,
data); this module is the only place that turns it into words.

>>> from ludo_widget.engine.events import Event
>>> sentence(Event("moved", "red", {"token": 0, "from": 5, "to": 9, "of": "red"}))
'Red token 1 moved from place 5 of its lap to place 9 of its lap.'
>>> sentence(Event("another_roll", "red", {"reason": "capture", "reasons": ["capture", "face"], "face": 6}))
'Red rolls again for the capture.'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .board import HOME, LAST_RING_PLACE

#: What each Power tile, and the bonus it stores, is called (``power.NAMES``).
BONUS_NAMES = {"plus1": "+1", "double": "Double roll", "shield": "Shield", "dice": "Dice control"}

if TYPE_CHECKING:
    from .events import Event

#: Why another roll, in words, for the first of an event's reasons (a bonus face says "for the 6").
REASON_WORDS = {
    "capture": "for the capture",
    "home": "for reaching home",
    "plus1": "for the +1 square",
}
#: Why tokens on the square an arrival reached stay.
SPARED_WORDS = {
    "shield": "shielded",
    "count": "they are not outnumbered",
    "protect_pairs": "a pair is protected",
}


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
    if place >= HOME:
        return "home"
    if place > LAST_RING_PLACE:
        return f"square {place - LAST_RING_PLACE} of its home column"
    return f"place {place} of its lap"


def _tokens(pairs: list[Any]) -> str:
    return ", ".join(token_name(c, i) for c, i in pairs)


def _partner_note(colour: str, d: dict[str, Any]) -> str:
    return "" if d["of"] == colour else f" ({name(colour)} moves its partner's token)"


def _rolled(c: str, d: dict[str, Any]) -> str:
    extra = f" (double roll: {2 * d['face']} squares)" if d.get("doubled") else ""
    return f"{name(c)} rolled a {d['face']}.{extra}"


def _forfeited(c: str, d: dict[str, Any]) -> str:
    return f"{ordinal(d['sixes']).capitalize()} six in a row: {name(c)}'s turn ends without a move; earlier moves stand."


def _wasted(c: str, d: dict[str, Any]) -> str:
    # a double roll names the face and the squares: "the 6" alone would read as a six rolled
    what = f"the {d['face']} ({2 * d['face']} squares)" if d.get("doubled") else f"the {d['face']}"
    return f"No {d.get('of', c)} token can use {what}: the roll is wasted."


def _another_roll(c: str, d: dict[str, Any]) -> str:
    reason = d["reason"]
    if reason == "wasted":
        return f"{name(c)} rolls again after the unusable {d['face']}."
    why = REASON_WORDS.get(reason) or f"for the {d['face']}"
    return f"{name(c)} rolls again {why}."


def _finished(c: str, d: dict[str, Any]) -> str:
    if not d.get("partner"):
        said = f"{ordinal(d['place'])} place."
    elif d.get("partner_home"):
        said = "so has its partner."
    else:  # in a pair, finishing is not winning: the pair needs every token home
        said = f"not a win yet; it moves {name(d['partner'])}'s tokens now."
    return f"{name(c)} has every token home: {said}"


def _won(c: str | None, d: dict[str, Any]) -> str:
    winner = d["winner"]
    if isinstance(winner, (list, tuple)):
        text = f"{name(winner[0])} and {winner[1]} win as a pair!"
    elif winner is None:
        text = "Nobody wins: every player left the game."
    else:
        text = f"{name(winner)} wins!" if winner else "The game is over."
    if d.get("last"):
        text += f" {name(d['last'])} is the last one left."
    for colour in d.get("away", ()):
        text += f" {name(colour)} left the game and loses."
    return text


def _bonus(c: str, d: dict[str, Any]) -> str:
    if "token" in d:  # a Shield given to the token that moved
        return f"{name(token_name(d['of'], d['token']))} is shielded until {c}'s next turn."
    if d["bonus"] == "double":
        return f"{name(c)} switched on Double roll: the token will move twice the face."
    if d["bonus"] == "dice":
        return f"{name(c)} used Dice control: the die will show {d['face']}."
    return f"{name(c)} readied a Shield for the token that moves."


def _protected(c: str, d: dict[str, Any]) -> str:
    names = _tokens(d["tokens"])
    verb = "stays" if len(d["tokens"]) == 1 else "stay"
    return f"{names[0].upper()}{names[1:]} {verb}: {SPARED_WORDS.get(d.get('why', 'shield'), 'shielded')}."


SENTENCES: dict[str, Callable[[Any, dict[str, Any]], str]] = {
    "rolled": _rolled,
    "entered": lambda c, d: f"{name(token_name(d['of'], d['token']))} came out onto its start square.{_partner_note(c, d)}",
    "moved": lambda c, d: (f"{name(token_name(d['of'], d['token']))} moved from {where(d['from'])} "
                           f"to {where(d['to'])}.{_partner_note(c, d)}"),
    "captured": lambda c, d: f"{name(c)} captured {_tokens(d['tokens'])}: back to the yard.",
    "protected": _protected,
    "home": lambda c, d: f"{name(token_name(d['of'], d['token']))} reached home.",
    "another_roll": _another_roll,
    "wasted": _wasted,
    "try_again": lambda c, d: f"{name(c)} has no token out: try {d['try']} of {d['tries']}.",
    "forfeited": _forfeited,
    "finished": _finished,
    "won": _won,
    "turn": lambda c, d: f"{name(c)} to roll.",
    "bonus": _bonus,
    "picked_up": lambda c, d: f"{name(c)} picked up a {BONUS_NAMES.get(d['bonus'], d['bonus'])}.",
    "left": lambda c, d: (f"{name(c)} left the game: a computer plays {c} now. "
                          f"Unless {c} comes back before the game ends, {c} loses."),
    "back": lambda c, d: f"{name(c)} is back and plays {c} again.",
}


def sentence(event: "Event") -> str:
    """The sentence for ``event`` (its kind and colour, if the data lacks what it needs)."""
    write = SENTENCES.get(event.kind)
    try:
        return write(event.colour, event.data) if write else event.kind
    except (KeyError, TypeError, IndexError, AttributeError):
        return f"{event.kind} ({event.colour})" if event.colour else event.kind
