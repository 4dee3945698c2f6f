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
   ties in the ranking and who starts a rotating rematch).

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), positions={"red": [0, 0, 12, 57]})
>>> game.notation()
'classic r:0,0,12,57 y:0,0,0,0 r roll six:0'
>>> Game.from_notation(game.notation()).positions["red"]
[0, 0, 12, 57]
"""

from __future__ import annotations

from typing import Any

from .board import COLOURS, HOME, SEATS
from .errors import LudoError, NotationError
from .rules import Rules, option_names
from .state import State

LETTERS = "rgyb"
TILE_LETTERS = {"double": "d", "dice": "c", "shield": "s", "plus1": "p"}
STOCK_ORDER = ("double", "dice", "shield")


def write(rules: Rules, players: tuple[str, ...], st: State) -> str:
    """The one-line notation of a state."""
    seats = [COLOURS.index(c) for c in players]
    parts = [_write_rules(rules)]
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
    if rules.power:
        parts += _write_power(st, seats)
    return " ".join(parts)


def read(text: str) -> tuple[Rules, tuple[str, ...], State]:
    """Rules, players and state from a line written by :func:`write`."""
    if not isinstance(text, str) or not text.split():
        raise NotationError("a position is a line of text such as 'classic r:0,0,0,0 y:0,0,0,0 r roll six:0'")
    fields = text.split()
    try:
        rules = _read_rules(fields[0])
        seats, places, rest = _read_seats(fields[1:], rules.tokens)
        if len(rest) < 3:
            raise NotationError("after the seats come the turn, what is awaited and six:N")
        st = _read_state(rest, seats, places, rules)
    except LudoError as exc:
        raise NotationError(f"bad position {text!r}: {exc}") from None
    except (ValueError, IndexError, KeyError) as exc:
        raise NotationError(f"bad position {text!r}: {exc}") from None
    return rules, tuple(COLOURS[s] for s in seats), st


def _write_rules(rules: Rules) -> str:
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


def _read_rules(field: str) -> Rules:
    name, _, options = field.partition("[")
    overrides: dict[str, Any] = {}
    if options:
        if not options.endswith("]"):
            raise NotationError("options end with ']'")
        base = Rules.preset(name)
        for item in filter(None, options[:-1].split(";")):
            key, _, value = item.partition("=")
            if key not in option_names():
                raise NotationError(f"unknown option {key!r}")
            overrides[key] = _read_value(getattr(base, key), value)
    return Rules.preset(name, **overrides)


def _read_value(default: Any, text: str) -> Any:
    if isinstance(default, bool):
        if text not in ("yes", "no"):
            raise NotationError(f"expected yes or no, not {text!r}")
        return text == "yes"
    if isinstance(default, frozenset):
        return frozenset(int(f) for f in text.split("+") if f)  # "" is the empty set (no bonus faces)
    if isinstance(default, int):
        return int(text)
    if isinstance(default, float):
        return float(text)
    return text


def _read_seats(fields: list[str], tokens: int) -> tuple[list[int], list[list[int]], list[str]]:
    seats: list[int] = []
    places: list[list[int]] = [[] for _ in range(SEATS)]
    i = 0
    while i < len(fields) and len(fields[i]) > 2 and fields[i][1] == ":" and fields[i][0] in LETTERS:
        seat = LETTERS.index(fields[i][0])
        row = [int(p) for p in fields[i][2:].split(",")]
        if len(row) != tokens or any(not 0 <= p <= HOME for p in row):
            raise NotationError(f"{COLOURS[seat]} needs {tokens} places from 0 to {HOME}: {fields[i]!r}")
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
        face = int(spec[:-2] if doubled else spec)
        if not 1 <= face <= 6:
            raise NotationError(f"a pending face is 1..6, not {face}")
    elif awaiting_field not in ("roll", "over"):
        raise NotationError(f"what is awaited is roll, move:N or over, not {awaiting_field!r}")
    if (turn_field == "-") != (awaiting == "over"):
        raise NotationError("the turn is '-' exactly when the game is over")
    turn = seats[0] if turn_field == "-" else LETTERS.index(turn_field)
    if turn not in seats:
        raise NotationError(f"{turn_field!r} is not a seat playing")
    st = State(places=places, turn=turn, dice=0, first=turn, awaiting=awaiting, face=face, doubled=doubled)
    st.finished = [s for s in seats if all(p == HOME for p in places[s])]
    for field in extras:
        key, _, value = field.partition(":")
        _read_extra(st, key, value, seats)
    if not rules.power and (st.tiles or st.bonus):
        raise NotationError("tiles and bonuses need Power mode")
    return st


def _read_extra(st: State, key: str, value: str, seats: list[int]) -> None:
    if key == "six":
        st.sixes = int(value)
    elif key == "try":
        st.misses = int(value)
    elif key == "aid":
        for item in value.split(","):
            st.aid[LETTERS.index(item[0])] = int(item[1:])
    elif key == "done":
        done = [LETTERS.index(c) for c in value]
        if sorted(done) != sorted(st.finished):
            raise NotationError("done: must list exactly the seats with every token home")
        st.finished = done
    elif key == "first":
        st.first = LETTERS.index(value)
        if st.first not in seats:
            raise NotationError(f"first: {value!r} is not a seat playing")
    elif key in ("tiles", "taken"):
        kinds = {v: k for k, v in TILE_LETTERS.items()}
        tiles = {int(item[:-1]): kinds[item[-1]] for item in value.split(",") if item and item != "-"}
        setattr(st, key, tiles)
    elif key == "stock":
        for item in value.split(","):
            counts = [int(n) for n in item[2:].split(".")]
            st.stock[LETTERS.index(item[0])] = dict(zip(STOCK_ORDER, counts))
    elif key == "shield":
        for item in value.split(","):
            token, giver = item[1:].split("@")
            st.shields[(LETTERS.index(item[0]), int(token))] = LETTERS.index(giver)
    elif key == "bonus":
        st.bonus = "dice" if value.startswith("dice") else value
        st.chosen = int(value[4:]) if value.startswith("dice") else None
        st.shield_given = value == "shield"
        if value == "double":
            st.doubled = True
    else:
        raise NotationError(f"unknown field {key!r}")


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
