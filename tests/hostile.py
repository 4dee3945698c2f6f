"""The rule every input from outside must follow, as helpers for tests/test_hostile_*.py.

An input is either accepted and then works, or refused with a :class:`LudoError` (a
``ValueError``) that changes nothing and says what was wrong in at most 200 characters.
"Works" means a person or a script can go on using the result: read it, save and load it,
write and read its notation, draw it, roll, move, switch bonuses on and undo, and meet no
exception but a LudoError where a refusal is the answer.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from hypothesis import event
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from ludo_widget import Game, LudoError
from ludo_widget.engine import power
from ludo_widget.notebook.snapshot import snapshot

MAX_MESSAGE = 200

#: Values a hostile user (or a broken program) hands over where something else was meant.
ODD_VALUES = [
    None, True, False, 0, -1, 1, 6, 7, 57, 58, 10.5, 1e308, 2**64, -(2**63), 10**30, "", "abc", "red", "7",
    "١٢", "²", "x" * 300, [], {}, [[]], [1], [None], {"a": 1}, [0, 0, 0, 0], "NaN",
]


def odd_values() -> st.SearchStrategy[Any]:
    """Anything JSON can hold, leaning to the values that break parsers."""
    scalars = st.one_of(
        st.sampled_from(ODD_VALUES), st.none(), st.booleans(), st.integers(-3, 70), st.integers(),
        st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    )
    return st.one_of(scalars, st.lists(scalars, max_size=5), st.dictionaries(st.text(max_size=6), scalars, max_size=3))


def nodes(data: Any, path: tuple = ()) -> list[tuple]:
    """The path of every value in a JSON tree, the root's ``()`` first."""
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += nodes(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += nodes(v, (*path, i))
    return out


def edited(data: Any, path: tuple, how: str, value: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` replaced by ``value``, nudged, deleted or repeated.

    ``how`` is ``"nudge"`` (a whole number moved by 1 to 3, the step drawn from ``value``),
    ``"delete"``, ``"repeat"`` (in a list: the item twice) or anything else: replaced. An edit
    that does not fit the value found (a nudge of a string, a repeat in a table) replaces it.
    """
    data = json.loads(json.dumps(data))
    if not path:
        return value
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    old = parent[key]
    if how == "nudge" and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + random.Random(repr(value)).choice([-3, -2, -1, 1, 2, 3])
    elif how == "delete":
        del parent[key]
    elif how == "repeat" and isinstance(parent, list):
        parent.insert(key, old)
    else:
        parent[key] = value
    return data


def check_refusal(exc: BaseException) -> None:
    """A refusal is a LudoError, a ValueError, with a short message."""
    assert isinstance(exc, LudoError) and isinstance(exc, ValueError)
    message = str(exc)
    assert message, "a refusal says what was wrong"
    assert len(message) <= MAX_MESSAGE, f"a {len(message)}-character message: {message[:300]!r}"


def accepted(call: Callable[[], Any], *watched: Game) -> tuple[bool, Any]:
    """``(True, result)`` or, for a refusal that follows the rule, ``(False, the error)``.

    Any exception but a LudoError fails the test, and so does a refusal that changed one of
    the ``watched`` games.
    """
    before = [g.to_json() for g in watched]
    try:
        result = call()
    except LudoError as exc:
        check_refusal(exc)
        assert [g.to_json() for g in watched] == before, f"a refusal changed the game: {exc}"
        _count("refused")
        return False, exc
    _count("accepted")
    return True, result


def _count(outcome: str) -> None:
    """Hypothesis's statistics (``--hypothesis-show-statistics``) show how often each answer came."""
    if currently_in_test_context():
        event(outcome)


def exercise(game: Game, seed: int = 0, steps: int = 12) -> None:
    """Use an accepted game as a person or a script would; it must all work."""
    rng = random.Random(seed)
    look(game)
    for _ in range(steps):
        if game.over:
            break
        r = rng.random()
        if r < 0.12 and game.can_undo:
            game.undo()
        elif r < 0.3 and game.rules.power:
            bonus = rng.choice(power.STORED)
            face = rng.randint(1, 6) if bonus == "dice" else None
            accepted(lambda bonus=bonus, face=face: game.use(bonus, face), game)
        elif game.awaiting == "roll":
            game.roll()
        else:
            game.move(rng.choice(game.legal_moves()))
        game.notation()
    look(game)
    while game.can_undo and rng.random() < 0.9:
        game.undo()
    look(game)
    game.rematch()


def look(game: Game) -> None:
    """Everything a reader asks of a game, a save and load, and the notation read back."""
    repr(game)
    for moves in (game.legal_moves(),):
        for m in moves:
            assert game.why_not(m.token, m.colour) is None
    for token in range(game.rules.tokens):
        game.why_not(token)
    for reading in ("positions", "winner", "ranking", "stats", "single_outcome", "tiles", "stock", "shields",
                    "bonus", "sixes", "turn", "face"):
        getattr(game, reading)
    [e.text for e in game.events]
    json.dumps(snapshot(game))
    saved = game.to_json()
    assert Game.from_json(saved).to_json() == saved, "a loaded game saves the same"
    line = game.notation()
    again = Game.from_notation(line)
    assert again.notation() == line, "a notation reads back what it wrote"
    assert position(again.to_json()) == position(saved), "the notation says everything of the position"


#: What a notation leaves out of a state: the die, the counters for statistics, the last roll.
NOT_IN_NOTATION = ("dice", "rolls", "turns", "captures", "last_roll")


def position(saved: str) -> dict[str, Any]:
    state = json.loads(saved)["state"]
    return {k: v for k, v in state.items() if k not in NOT_IN_NOTATION}
