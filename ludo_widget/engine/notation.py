"""A position as one line of text, like FEN for chess: written by the game, read back by it.

Space-separated fields:

1. the rules: a preset name, with changed options in brackets
   (``dashain[entry_faces=1+6;bonus_faces=1+6]``; booleans are ``yes``/``no``);
2. one field per seat playing, in seat order: a letter (``r g y b``), a colon and the
   places of its tokens (``r:0,0,12,57``: 0 yard, 1 start square, 57 home);
3. the colour to act (``-`` once the game is over);
4. what is awaited: ``roll``, ``move:6`` (the face to use; ``move:6x2`` on a Double roll)
   or ``over``;
5. ``six:N``, sixes in a row so far this turn;
6. only when they matter: ``try:N`` (online's tries used), ``aid:r2,y0`` (paperfox's
   rolls without a six), ``done:ry`` (finishing order) and, in Power mode, ``tiles:3p,5d``,
   ``taken:...``, ``stock:r=1.0.2`` (double.dice.shield), ``shield:r0@r`` and ``bonus:dice6``;
   ``first:g`` names the seat that rolled first when it is not the one to act (it decides
   ties in the ranking and who starts a rotating rematch); ``away:y`` names the seats whose
   person has left the game (online).

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), positions={"red": [0, 0, 12, 57]})
>>> game.notation()
'classic r:0,0,12,57 y:0,0,0,0 r roll six:0'
>>> Game.from_notation(game.notation()).positions["red"]
[0, 0, 12, 57]
"""

from __future__ import annotations

import re
from typing import Any

from .board import COLOURS, HOME, SEATS
from .errors import LudoError, NotationError, quote
from .rules import Rules, option_names
from .state import State

LETTERS = "rgyb"
TILE_LETTERS = {"double": "d", "dice": "c", "shield": "s", "plus1": "p"}
STOCK_ORDER = ("double", "dice", "shield")


def write(rules: Rules, players: tuple[str, ...], st: State) -> str:
    """The one-line notation of a state."""
    seats = [COLOURS.index(c) for c in players]
    parts = [write_rules(rules)]
    parts += [f"{LETTERS[s]}:{','.join(map(str, st.places[s]))}" for s in seats]
    parts.append("-" if st.awaiting == "over" else LETTERS[st.turn])
    if st.awaiting == "move":
        parts.append(f"move:{st.face}{'x2' if st.doubled else ''}")
    else:
        parts.append(st.awaiting)
    parts.append(f"six:{st.sixes}")
    if st.misses:
        parts.append(f"try:{st.misses}")
    if any(st.aid[s] for s in seats):
        parts.append("aid:" + ",".join(f"{LETTERS[s]}{st.aid[s]}" for s in seats))
    if st.finished:
        parts.append("done:" + "".join(LETTERS[s] for s in st.finished))
    if st.awaiting != "over" and st.first != st.turn or st.awaiting == "over" and st.first != seats[0]:
        parts.append(f"first:{LETTERS[st.first]}")
    if st.away:
        parts.append("away:" + "".join(LETTERS[s] for s in sorted(st.away)))
    if rules.power:
        parts += _write_power(st, seats)
    return " ".join(parts)


#: A position is a short line; a longer text is refused before it is read.
MAX_LENGTH = 2000
_NUMBER = re.compile(r"[0-9]{1,6}")  # ASCII digits only: int() would also take '٣', '+3' and '1_0'
#: A number of seconds as Python writes a float (repr: up to 17 digits, an exponent for tiny ones).
_DECIMAL = re.compile(r"[0-9]{1,17}(\.[0-9]{1,17})?(e-?[0-9]{1,3})?")
#: Fields after ``six:`` that only Power mode has.
POWER_FIELDS = ("tiles", "taken", "stock", "shield", "bonus")


def read(text: str) -> tuple[Rules, tuple[str, ...], State]:
    """Rules, players and state from a line written by :func:`write`.

    Every field is read strictly (ASCII digits, each extra field at most once, Power's fields
    only under Power); what the fields say together is checked by the game
    (:mod:`ludo_widget.engine.position`).
    """
    if not isinstance(text, str) or not text.split():
        raise NotationError("a position is a line of text such as 'classic r:0,0,0,0 y:0,0,0,0 r roll six:0'")
    if len(text) > MAX_LENGTH:
        raise NotationError(f"a position is at most {MAX_LENGTH} characters, not {len(text)}")
    fields = text.split()
    try:
        if len(fields[0]) > 1 and fields[0][1] == ":":   # the seats came first: say what comes first
            raise NotationError(f"a position starts with its rules, such as 'classic', not {quote(fields[0])}")
        rules = read_rules(fields[0])
        seats, places, rest = _read_seats(fields[1:], rules.tokens)
        if len(rest) < 3:
            raise NotationError("after the seats come the turn, what is awaited and six:N")
        st = _read_state(rest, seats, places, rules)
    except LudoError as exc:
        raise NotationError(f"bad position: {exc}") from None
    return rules, tuple(COLOURS[s] for s in seats), st


def _number(text: str, what: str) -> int:
    if not _NUMBER.fullmatch(text):
        raise NotationError(f"{what} is a number in the digits 0-9, not {quote(text)}")
    return int(text)


def _seat(letter: str, what: str) -> int:
    if len(letter) != 1 or letter not in LETTERS:
        raise NotationError(f"{what} is a seat letter r, g, y or b, not {quote(letter)}")
    return LETTERS.index(letter)


def write_rules(rules: Rules) -> str:
    """The rules as the notation's first field: the preset, and the options that differ from it.

    >>> write_rules(Rules.preset("online", power=True, tries=2))
    'online[tries=2;power=yes]'
    """
    changes = rules.changes()
    if not changes:
        return rules.edition
    return f"{rules.edition}[{';'.join(f'{k}={_write_value(v)}' for k, v in changes.items())}]"


def _write_value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, frozenset):
        return "+".join(map(str, sorted(value)))
    return str(value)


def read_rules(field: str) -> Rules:
    """The rules :func:`write_rules` wrote; ``Game(rules=...)`` takes the same text.

    >>> read_rules("online[power=yes]") == Rules.preset("online", power=True)
    True
    """
    name, bracket, options = field.partition("[")
    overrides: dict[str, Any] = {}
    if bracket:
        if not options.endswith("]"):
            raise NotationError("options end with ']'")
        base = Rules.preset(name)
        for item in filter(None, options[:-1].split(";")):
            key, _, value = item.partition("=")
            if key not in option_names():
                raise NotationError(f"unknown option {quote(key)}")
            if key in overrides:
                raise NotationError(f"the option {key} is written twice")
            overrides[key] = _read_value(key, getattr(base, key), value)
    return Rules.preset(name, **overrides)


def _read_value(key: str, default: Any, text: str) -> Any:
    if isinstance(default, bool):
        if text not in ("yes", "no"):
            raise NotationError(f"{key} is yes or no, not {quote(text)}")
        return text == "yes"
    if isinstance(default, frozenset):  # "" is the empty set (no bonus faces)
        faces = [f for f in text.split("+") if f]
        if not all(_NUMBER.fullmatch(f) for f in faces):
            raise NotationError(f"{key} is faces joined by +, such as 1+6, not {quote(text)}")
        return frozenset(int(f) for f in faces)
    if isinstance(default, int):
        return _number(text, key)
    if isinstance(default, float):
        if not _DECIMAL.fullmatch(text):
            raise NotationError(f"{key} is a number of seconds such as 12.5, not {quote(text)}")
        return float(text)
    return text


def _read_seats(fields: list[str], tokens: int) -> tuple[list[int], list[list[int]], list[str]]:
    seats: list[int] = []
    places: list[list[int]] = [[] for _ in range(SEATS)]
    i = 0
    while i < len(fields) and len(fields[i]) > 2 and fields[i][1] == ":" and fields[i][0] in LETTERS:
        seat = LETTERS.index(fields[i][0])
        row = [_number(p, "a place") for p in fields[i][2:].split(",")]
        if len(row) != tokens or any(not 0 <= p <= HOME for p in row):
            raise NotationError(f"{COLOURS[seat]} needs {tokens} places from 0 to {HOME}: {quote(fields[i])}")
        if seat in seats:
            raise NotationError(f"{COLOURS[seat]} is written twice")
        seats.append(seat)
        places[seat] = row
        i += 1
    if len(seats) < 2 or seats != sorted(seats):
        raise NotationError("two to four seats, in seat order r g y b")
    return seats, places, fields[i:]


def _read_state(rest: list[str], seats: list[int], places: list[list[int]], rules: Rules) -> State:
    turn_field, awaiting_field, *extras = rest
    awaiting, face, doubled = awaiting_field, None, False
    if awaiting_field.startswith("move:"):
        awaiting, spec = "move", awaiting_field[5:]
        doubled = spec.endswith("x2")
        face = _number(spec[:-2] if doubled else spec, "a pending face")
        if not 1 <= face <= 6:
            raise NotationError(f"a pending face is 1..6, not {face}")
    elif awaiting_field not in ("roll", "over"):
        raise NotationError(f"what is awaited is roll, move:N or over, not {quote(awaiting_field)}")
    if (turn_field == "-") != (awaiting == "over"):
        raise NotationError("the turn is '-' exactly when the game is over")
    turn = seats[0] if turn_field == "-" else _seat(turn_field, "the turn")
    if turn not in seats:
        raise NotationError(f"{quote(turn_field)} is not a seat playing")
    st = State(places=places, turn=turn, dice=0, first=turn, awaiting=awaiting, face=face, doubled=doubled)
    st.finished = [s for s in seats if all(p == HOME for p in places[s])]
    seen: set[str] = set()
    for field in extras:
        key, _, value = field.partition(":")
        if key in seen:
            raise NotationError(f"the field {quote(key)} is written twice")
        seen.add(key)
        if key in POWER_FIELDS and not rules.power:
            raise NotationError(f"{key}: is a field of Power mode only")
        _read_extra(st, key, value, seats)
    if doubled and not rules.power:
        raise NotationError("x2 is Power's Double roll: it needs Power mode")
    return st


def _read_extra(st: State, key: str, value: str, seats: list[int]) -> None:
    if key == "six":
        st.sixes = _number(value, "six:")
    elif key == "try":
        st.misses = _number(value, "try:")
    elif key == "aid":
        for item in value.split(","):
            st.aid[_playing(item[:1], seats, "aid:")] = _number(item[1:], "aid:")
    elif key == "done":
        done = [_seat(c, "done:") for c in value]
        if sorted(done) != sorted(st.finished):
            raise NotationError("done: must list exactly the seats with every token home")
        st.finished = done
    elif key == "first":
        st.first = _playing(value, seats, "first:")
    elif key == "away":
        away = [_playing(c, seats, "away:") for c in value]
        if not away or len(set(away)) != len(away):
            raise NotationError(f"away: names seats playing, once each, such as away:y, not {quote(value)}")
        st.away = sorted(away)
    elif key in ("tiles", "taken"):
        setattr(st, key, _read_tiles(key, value))
    elif key == "stock":
        for item in value.split(","):
            seat = _playing(item[:1], seats, "stock:")
            counts = item[2:].split(".")
            if item[1:2] != "=" or len(counts) != len(STOCK_ORDER):
                raise NotationError(f"stock: lists r=double.dice.shield, such as r=1.0.2, not {quote(item)}")
            st.stock[seat] = {k: _number(n, "stock:") for k, n in zip(STOCK_ORDER, counts)}
    elif key == "shield":
        for item in value.split(","):
            token, at, giver = item[1:].partition("@")
            if not at:
                raise NotationError(f"shield: names a token and its giver, such as r0@r, not {quote(item)}")
            shielded = (_playing(item[:1], seats, "shield:"), _number(token, "shield:"))
            if shielded in st.shields:
                raise NotationError(f"shield: lists {quote(item)} twice")
            st.shields[shielded] = _playing(giver, seats, "shield:")
    elif key == "bonus":
        _read_bonus(st, value)
    else:
        raise NotationError(f"unknown field {quote(key)}")


def _playing(letter: str, seats: list[int], what: str) -> int:
    seat = _seat(letter, what)
    if seat not in seats:
        raise NotationError(f"{what} {COLOURS[seat]} is not playing")
    return seat


def _read_tiles(key: str, value: str) -> dict[int, str]:
    kinds = {v: k for k, v in TILE_LETTERS.items()}
    tiles: dict[int, str] = {}
    for item in value.split(","):
        if item in ("", "-"):
            continue
        square = _number(item[:-1], f"{key}:")
        if item[-1] not in kinds or square in tiles:
            raise NotationError(f"{key}: lists squares once each with a kind {'/'.join(kinds)}, such as 3p, "
                                f"not {quote(item)}")
        tiles[square] = kinds[item[-1]]
    return tiles


def _read_bonus(st: State, value: str) -> None:
    if value.startswith("dice"):
        st.bonus, st.chosen = "dice", _number(value[4:], "bonus:dice")
        if not 1 <= st.chosen <= 6:
            raise NotationError(f"dice control shows a face 1..6, not {st.chosen}")
    elif value in ("double", "shield"):
        st.bonus = value
    else:
        raise NotationError(f"bonus: is double, shield or diceN (N a face), not {quote(value)}")
    st.shield_given = value == "shield"
    if value == "double":
        st.doubled = True


def _write_power(st: State, seats: list[int]) -> list[str]:
    def tiles(d: dict[int, str]) -> str:
        return ",".join(f"{sq}{TILE_LETTERS[k]}" for sq, k in sorted(d.items())) or "-"

    parts = [f"tiles:{tiles(st.tiles)}"]
    if st.taken:
        parts.append(f"taken:{tiles(st.taken)}")
    parts.append("stock:" + ",".join(
        f"{LETTERS[s]}={'.'.join(str(st.stock[s].get(k, 0)) for k in STOCK_ORDER)}" for s in seats))
    if st.shields:
        parts.append("shield:" + ",".join(f"{LETTERS[s]}{t}@{LETTERS[g]}" for (s, t), g in sorted(st.shields.items())))
    if st.bonus:
        parts.append(f"bonus:{st.bonus}{st.chosen if st.bonus == 'dice' else ''}")
    return parts
