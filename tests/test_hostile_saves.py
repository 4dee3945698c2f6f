"""Hostile saves and notations: every edited one is accepted and then works, or refused.

Real saves and notations of games in progress (every preset, Power on and off) are edited
as a user with a text editor would: one field replaced by an odd value, nudged by a little,
deleted or repeated, or the text cut, padded or nested. Each result must follow the rule of
tests/hostile.py. The known ways in which loading used to crash or cheat are pinned one by one.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from conftest import examples
from hostile import MAX_MESSAGE, accepted, check_refusal, edited, exercise, look, nodes, odd_values
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine import schema
from ludo_widget.engine.state import State

HYPOTHESIS = settings(max_examples=examples(120), deadline=None)


def played(rules: Rules, players: int, seed: int, steps: int) -> Game:
    """A game ``steps`` random actions in (Power bonuses switched on when the stock allows)."""
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        if game.rules.power and game.bonus is None and rng.random() < 0.3:
            colour = game.turn
            have = [k for k, n in game.stock[colour].items() if n]
            if have and (game.awaiting == "roll" or "shield" in have):
                kind = rng.choice(have if game.awaiting == "roll" else ["shield"])
                game.use(kind, rng.randint(1, 6) if kind == "dice" else None)
        if game.awaiting == "roll":
            game.roll()
        else:
            game.move(rng.choice(game.legal_moves()))
    return game


GAMES = [
    played(Rules.preset("classic"), 4, 1, 40),
    played(Rules.preset("strict"), 2, 2, 60),
    played(Rules.preset("online"), 3, 3, 50),
    played(Rules.preset("online", power=True), 2, 4, 80),
    played(Rules.preset("online", power=True, teams=True), 4, 5, 90),
    played(Rules.preset("dashain", teams=True), 4, 6, 70),
    played(Rules.preset("paperfox"), 2, 7, 30),
    played(Rules.preset("paperfox", tokens=2), 3, 8, 150),
]
SAVES = [json.loads(g.to_json()) for g in GAMES]
NOTATIONS = [g.notation() for g in GAMES]


#: Values of the right kind for some field of a save: the edits that pass the schema and test
#: the position checks.
PLAUSIBLE = [0, 1, 2, 3, 4, 5, 6, 7, 57, None, True, False, "double", "dice", "shield", "plus1", "roll", "move",
             "over", "red", "yellow", [], [0, 0], [1, 6], {}, {"3": "dice"}, [0, 0, 0, 0], [[0, 1, 0]]]


@st.composite
def edited_saves(draw, where: str = "anywhere") -> str:
    """A save with one edit: anywhere in it, or in one field of its state (each field as likely)."""
    data = SAVES[draw(st.integers(0, len(SAVES) - 1))]
    if where == "state":
        field = draw(st.sampled_from(sorted(data["state"])))
        path = draw(st.sampled_from(nodes(data["state"][field], ("state", field))))
    else:
        path = draw(st.sampled_from(nodes(data)))
    how = draw(st.sampled_from(["replace", "plausible", "plausible", "nudge", "delete", "repeat"]))
    value = draw(st.sampled_from(PLAUSIBLE) if how == "plausible" else odd_values())
    return json.dumps(edited(data, path, how, value))


@settings(HYPOTHESIS)
@given(text=edited_saves(), seed=st.integers(0, 2**16))
def test_an_edited_save_is_accepted_and_works_or_refused(text, seed):
    ok, game = accepted(lambda: Game.from_json(text))
    if ok:
        exercise(game, seed)


@settings(HYPOTHESIS, max_examples=examples(300))
@given(text=edited_saves("state"))
def test_an_edited_state_is_refused_or_one_the_notation_says_in_full(text):
    """A state the checks let in must be a position: all of it said by its notation, nothing hidden
    (a fixed Dice control face in a classic game is hidden, and cheats)."""
    ok, game = accepted(lambda: Game.from_json(text))
    if ok:
        look(game)


@st.composite
def damaged_texts(draw) -> str:
    text = json.dumps(SAVES[draw(st.integers(0, len(SAVES) - 1))])
    how = draw(st.sampled_from(["cut", "insert", "nest", "bytes"]))
    at = draw(st.integers(0, len(text)))
    if how == "cut":
        return text[:at]
    if how == "insert":
        return text[:at] + draw(st.text(max_size=8)) + text[at:]
    if how == "nest":
        depth = draw(st.sampled_from([10, 1000, 100_000]))
        return text[:at] + "[" * depth + "]" * depth + text[at:]
    return text.encode()[:at] + draw(st.binary(max_size=6)) + text.encode()[at:]  # type: ignore[return-value]


@settings(HYPOTHESIS)
@given(text=damaged_texts())
def test_a_damaged_save_text_is_refused_or_works(text):
    ok, game = accepted(lambda: Game.from_json(text))
    if ok:
        exercise(game)


# -- notations -------------------------------------------------------------------------------

EXTRA_FIELDS = ["six:1", "six:9", "try:1", "aid:r1", "done:r", "first:y", "tiles:3p", "taken:5d",
                "stock:r=1.0.0", "shield:r0@r", "bonus:double", "bonus:dice4", "bonus:dice0", "bonus:dice-3",
                "bonus:dice9", "bonus:dice٣", "move:3x2", "r:1,2,3,4", "y:57,57,57,57", "-", "over", "x" * 5000]


@st.composite
def edited_notations(draw) -> str:
    fields = draw(st.sampled_from(NOTATIONS)).split()
    how = draw(st.sampled_from(["replace", "insert", "repeat", "delete", "char", "number"]))
    i = draw(st.integers(0, len(fields) - 1))
    if how == "replace":
        fields[i] = draw(st.one_of(st.sampled_from(EXTRA_FIELDS), st.text(min_size=1, max_size=12)))
    elif how == "insert":
        fields.insert(i, draw(st.sampled_from(EXTRA_FIELDS)))
    elif how == "repeat":
        fields.insert(i, fields[i])
    elif how == "delete":
        del fields[i]
    elif how == "char":
        field = fields[i]
        at = draw(st.integers(0, len(field)))
        fields[i] = field[:at] + draw(st.sampled_from(["0", "9", "-", ",", ":", "x2", "٣", "+", "_", "e"])) + field[at:]
    else:
        digits = [j for j, c in enumerate(fields[i]) if c.isdigit()]
        if digits:
            j = draw(st.sampled_from(digits))
            fields[i] = fields[i][:j] + str(draw(st.integers(0, 9))) + fields[i][j + 1:]
    return " ".join(fields)


@settings(HYPOTHESIS)
@given(text=edited_notations(), seed=st.integers(0, 2**16))
def test_an_edited_notation_is_accepted_and_works_or_refused(text, seed):
    ok, game = accepted(lambda: Game.from_notation(text, seed=seed))
    if ok:
        exercise(game, seed)


# -- the known cases, one by one -------------------------------------------------------------

def save_with(game: Game, **state: Any) -> str:
    data = json.loads(game.to_json())
    data["state"].update(state)
    return json.dumps(data)


CLASSIC = played(Rules.preset("classic"), 2, 11, 25)


@pytest.mark.parametrize("state, words", [
    ({"places": [[10.5, 0, 0, 0], [], [0, 0, 0, 0], []]}, r"state.places\[0\]\[0\] must be a whole number"),
    ({"dice": "abc"}, "state.dice must be a whole number"),
    ({"dice": 2**64}, "state.dice must be a whole number"),
    ({"first": 7}, "state.first must be a whole number 0..3"),
    ({"first": 1}, "the first seat must be seats playing"),
    ({"places": []}, "state.places must be a list of 4 items"),
    ({"places": [[], [], [], []]}, "do not fit"),
    ({"chosen": 4}, "need Power mode"),
    ({"bonus": "dice", "chosen": 4}, "need Power mode"),
    ({"face": 3}, "a face is pending exactly while a move is awaited"),
    ({"turn": True}, "state.turn must be a whole number"),
    ({"last_roll": [0, 9]}, r"state.last_roll\[1\] must be a whole number 1..6"),
    ({"stock": [{"double": 1}, {}, {}, {}]}, "need Power mode"),
    ({"rolls": -1}, "state.rolls must be a whole number"),
])
def test_known_edited_saves_are_refused(state, words):
    with pytest.raises(LudoError, match=words) as info:
        Game.from_json(save_with(CLASSIC, **state))
    check_refusal(info.value)


def test_a_save_cannot_fix_dice_control_in_a_classic_game():
    """The cheat the issue found: every roll a 4, forever."""
    text = save_with(Game("classic", 2, seed=1), chosen=4)
    with pytest.raises(LudoError, match="Power mode"):
        Game.from_json(text)


def test_a_save_that_is_deeply_nested_or_huge_is_refused_shortly():
    for text in ["[" * 100_000 + "]" * 100_000, '{"format": ' * 50_000, "x" * 1_000_000,
                 json.dumps({"format": "ludo-widget/1", "rules": {"preset": "y" * 1_000_000}}),
                 b"\xff\xfe", 42, None, CLASSIC.to_json().replace("0", "NaN", 1)]:
        with pytest.raises(LudoError) as info:
            Game.from_json(text)
        check_refusal(info.value)
    # longer than any save, refused before json builds it (a list of lists this size takes gigabytes)
    with pytest.raises(LudoError, match="a save is at most 16,000,000 characters"):
        Game.from_json("[[[[[1]]]]]," * (schema.MAX_CHARS // 12 + 1))


def test_a_repeated_key_in_a_save_is_refused():
    text = CLASSIC.to_json().replace('"turn": ', '"turn": 0, "turn": ', 1)
    with pytest.raises(LudoError, match="'turn' is written twice"):
        Game.from_json(text)


def test_history_pointing_past_the_log_is_refused():
    data = json.loads(CLASSIC.to_json())
    data["history"][-1][1] = len(data["events"]) + 1
    with pytest.raises(LudoError, match="points past"):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("text, words", [
    ("classic r:0,0,0,0 y:0,0,0,0 r roll six:0 shield:r0@r", "shield: is a field of Power mode only"),
    ("classic r:10,0,0,0 y:0,0,0,0 r move:3x2 six:0", "needs Power mode"),
    ("classic r:0,0,0,0 y:0,0,0,0 r roll six:0 stock:r=1.0.0,y=0.0.0", "stock: is a field of Power mode only"),
    ("online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 bonus:dice0", "dice control shows a face 1..6, not 0"),
    ("online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 bonus:dice-3", "not '-3'"),
    ("online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 bonus:dice9", "dice control shows a face 1..6, not 9"),
    ("classic r:١٠,0,0,0 y:0,0,0,0 r roll six:0", "digits 0-9"),
    ("classic r:10,0,0,0 y:0,0,0,0 r roll six:٠", "digits 0-9"),
    ("classic[tokens=٢] r:10,0 y:0,0 r roll six:0", "digits 0-9"),
    ("classic r:10,0,0,0 y:0,0,0,0 r roll six:0 six:0", "'six' is written twice"),
    ("classic r:57,57,57,57 y:0,0,0,0 - over six:0 done:r done:r", "'done' is written twice"),
    ("classic[tokens=2;tokens=3] r:0,0 y:0,0 r roll six:0", "tokens is written twice"),
    ("online[turn_timer=nan] r:0,0,0,0 y:0,0,0,0 r roll six:0", "turn_timer is a number of seconds"),
    ("online[turn_timer=1e999] r:0,0,0,0 y:0,0,0,0 r roll six:0", "turn_timer must be a number"),
    ("classic r:10,0,0,0 y:0,0,0,0 gy roll six:0", "the turn is a seat letter"),
    ("classic[ r:10,0,0,0 y:0,0,0,0 r roll six:0", "options end with"),
    ("classic r:10,0,0,0 y:0,0,0,0 r move:3 six:2", "a pending six counts"),
    ("online[power=yes] r:10,0,0,0 y:0,0,0,0 r move:3 six:0 bonus:dice4", "the pending face is the chosen one"),
])
def test_known_bad_notations_are_refused(text, words):
    with pytest.raises(LudoError, match=words) as info:
        Game.from_notation(text)
    check_refusal(info.value)


def test_a_megabyte_of_notation_gives_a_short_message():
    for text in ["classic " + "r:0,0,0,0 " * 100_000, "x" * 1_000_000, "classic[" + "a" * 1000 + "] r:0 y:0 r roll"]:
        with pytest.raises(LudoError) as info:
            Game.from_notation(text)
        check_refusal(info.value)
        assert len(str(info.value)) <= MAX_MESSAGE


def test_the_schema_declares_every_field_of_the_state():
    """One place knows every field: a field added to State without a check is noticed here."""
    assert list(schema.STATE_FIELDS) == list(State.__dataclass_fields__)


def test_every_save_of_the_pool_loads_and_plays_on_the_same():
    for game in GAMES:
        loaded = Game.from_json(game.to_json())
        assert loaded.to_json() == game.to_json()
        if game.awaiting == "roll":
            assert loaded.roll() == game.roll()


# -- game records (engine/record.py): a file a user keeps, and edits ------------------------------

RECORDS = [g.record() for g in GAMES[:5]]


@st.composite
def edited_records(draw) -> str:
    words = draw(st.sampled_from(RECORDS)).split(" ")
    i = draw(st.integers(0, len(words) - 1))
    how = draw(st.sampled_from(["replace", "insert", "delete", "char"]))
    noise = st.one_of(st.sampled_from(["6", "6!", "1", "r1:0-1", "y1:0-1", "+double", "+dice:4", "+dice:9", "7",
                                       "٣", "[Seed", '"x"]', "{", "}", "\n", "2.", "*"]), st.text(max_size=6))
    if how == "replace":
        words[i] = draw(noise)
    elif how == "insert":
        words.insert(i, draw(noise))
    elif how == "delete":
        del words[i]
    else:
        at = draw(st.integers(0, len(words[i])))
        words[i] = words[i][:at] + draw(noise) + words[i][at:]
    return " ".join(words)


@settings(HYPOTHESIS, max_examples=examples(80))
@given(text=edited_records(), seed=st.integers(0, 2**16))
def test_an_edited_record_replays_and_works_or_is_refused(text, seed):
    ok, game = accepted(lambda: Game.from_record(text))
    if ok:
        exercise(game, seed, steps=6)


def test_the_edits_change_the_value_they_name_and_nothing_else():
    """The helper the hostile tests share edits what it says (or the tests above test little)."""
    data = {"a": [1, 2], "b": {"c": 5}}
    assert nodes(data) == [(), ("a",), ("a", 0), ("a", 1), ("b",), ("b", "c")]
    assert edited(data, ("a", 1), "replace", "x") == {"a": [1, "x"], "b": {"c": 5}}
    assert edited(data, ("a", 0), "repeat", None) == {"a": [1, 1, 2], "b": {"c": 5}}
    assert edited(data, ("b", "c"), "delete", None) == {"a": [1, 2], "b": {}}
    assert edited(data, ("b", "c"), "nudge", 0)["b"]["c"] in {2, 3, 4, 6, 7, 8}
    assert edited(data, (), "replace", 7) == 7
    assert data == {"a": [1, 2], "b": {"c": 5}}, "the original is left alone"
