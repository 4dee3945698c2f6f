"""LudoWidget message handling: legal, illegal, stale and garbage intents."""

from __future__ import annotations

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game
from ludo_widget.notebook.intents import STALE
from ludo_widget.notebook.widget import LudoWidget


def board(**kwargs) -> LudoWidget:
    kwargs.setdefault("players", ("red", "yellow"))
    kwargs.setdefault("seed", 3)
    return LudoWidget(**kwargs)


def intent(b: LudoWidget, kind: str, **fields) -> None:
    b.handle({"type": kind, "rev": b.rev, **fields})


def frozen(b: LudoWidget) -> str:
    return b.game.to_json()


# -- legal -------------------------------------------------------------------------

def test_roll_select_move_play_the_game():
    b = board(positions={"red": [1, 0, 0, 0], "yellow": [0, 0, 0, 0]})
    rev = b.rev
    b.game.roll(6)  # scripted six; red has a choice of two moves
    assert b.rev == rev + 1 and b.snapshot["face"] == 6 and b.snapshot["awaiting"] == "move"
    intent(b, "select", colour="red", token=0)
    assert b.selected == ["red", 0] and b.message == ""
    intent(b, "move")  # the Move button: plays the selected token
    assert b.game.positions["red"][0] == 7
    assert b.selected == []          # a new position clears the selection
    assert b.snapshot["rev"] == b.rev
    assert b.snapshot["log_total"] == len(b.game.events)


def test_roll_intent_rolls_and_move_intent_with_token():
    b = board()
    intent(b, "roll")
    assert b.game.events[0].kind == "rolled"
    assert b.snapshot["last_roll"]["colour"] == "red"
    b2 = board(positions={"red": [3, 0, 0, 0]})
    b2.game.roll(2)
    intent(b2, "move", colour="red", token=0)
    assert b2.game.positions["red"][0] == 5


def test_landing_ring_move_without_select():
    b = board(positions={"red": [1, 10, 0, 0]})
    b.game.roll(6)
    intent(b, "move", colour="red", token=1)
    assert b.game.positions["red"] == [1, 16, 0, 0]


def test_auto_move_plays_a_single_outcome_but_not_under_tap():
    b = board(positions={"red": [5, 0, 0, 0]})
    b.game.roll(3)
    assert b.snapshot["single_outcome"]
    intent(b, "auto_move")
    assert b.game.positions["red"][0] == 8
    strict = board(rules="strict", positions={"red": [5, 0, 0, 0]})
    strict.game.roll(3)
    intent(strict, "auto_move")
    assert strict.game.positions["red"][0] == 5 and strict.game.awaiting == "move"


def test_strict_no_move_is_acknowledged_with_pass():
    # red has every token in the yard: any face but 6 has no move
    seed = next(s for s in range(100) if Game(rules="strict", players=("red", "yellow"), seed=s).roll() != 6)
    b = board(rules="strict", seed=seed)
    intent(b, "roll")
    assert b.game.turn == "yellow"              # the engine settled the roll at once
    assert b.pending_pass.startswith("Red rolled")
    before = frozen(b)
    intent(b, "roll")                           # the next roll waits for the acknowledgement
    assert b.message.startswith("No moves") and frozen(b) == before
    intent(b, "pass")
    assert b.pending_pass == "" and b.message == ""
    intent(b, "roll")
    assert frozen(b) != before


def test_pass_without_anything_pending_is_refused():
    b = board()
    intent(b, "pass")
    assert "nothing to pass" in b.message.lower()


def test_undo_goes_back_and_skips_computer_actions():
    b = board(positions={"red": [3, 0, 0, 0]})
    b.game.roll(2)
    intent(b, "move", colour="red", token=0)
    intent(b, "undo")
    assert b.game.positions["red"][0] == 3 and b.game.awaiting == "move"
    c = board(positions={"red": [3, 0, 0, 0]}, computer={"yellow": "random"})
    c.game.roll(2)
    intent(c, "move", colour="red", token=0)  # now yellow (computer) to roll
    c.handle({"type": "computer_step", "rev": c.rev})
    assert len(c.game.events) > 4
    intent(c, "undo")
    assert c.game.turn == "red" and c.game.positions["red"][0] == 3


def test_computer_seat_plays_and_person_intents_are_refused_on_its_turn():
    b = board(computer={"red": "random"}, animate=False)
    before = frozen(b)
    intent(b, "roll")
    assert "computer" in b.message and frozen(b) == before
    for _ in range(200):
        if b.game.over:
            break
        if b.game.turn == "red":
            intent(b, "computer_step")
        else:
            intent(b, "roll")
            if b.game.awaiting == "move":
                intent(b, "move", colour=b.game.legal_moves()[0].colour, token=b.game.legal_moves()[0].token)
    assert any(e.colour == "red" and e.kind in ("moved", "entered") for e in b.game.events)


def test_computer_step_does_nothing_for_a_person():
    b = board()
    before = frozen(b)
    intent(b, "computer_step")
    assert frozen(b) == before and b.message == ""


def test_new_game_rematch_and_load():
    b = board()
    intent(b, "new_game", rules={**b.editions["presets"]["paperfox"], "tokens": 2},
           players=["red", "green", "blue"], computer={"blue": "random"})
    assert b.game.rules.edition == "paperfox" and b.game.rules.tokens == 2
    assert b.game.players == ("red", "green", "blue") and b.computer == {"blue": "random"}
    assert b.message == "" and b.view == "board"
    old = b.game
    intent(b, "rematch")
    assert b.game is not old and b.game.rules == old.rules
    old.roll()  # the old game no longer drives the board
    assert b.snapshot["notation"] == b.game.notation()
    text = Game(players=("red", "yellow"), positions={"red": [5, 0, 0, 57]}).notation()
    intent(b, "load", notation=text)
    assert b.game.positions["red"] == [5, 0, 0, 57] and b.computer == {}
    saved = Game(players=("green", "blue"), seed=2).to_json()
    intent(b, "load", notation=saved)
    assert b.game.players == ("green", "blue")


def test_ping_answers_pong():
    b = board()
    sent = []
    b.send = lambda content, buffers=None: sent.append(content)
    b.handle({"type": "ping", "id": 7})
    assert sent == [{"type": "pong", "id": 7}]


# -- illegal -----------------------------------------------------------------------

@pytest.mark.parametrize("kind, fields, words", [
    ("move", {}, "roll the die first"),
    ("select", {"colour": "red", "token": 0}, "roll the die first"),
    ("undo", {}, "nothing to undo"),
    ("new_game", {"rules": "nope"}, "unknown preset"),
    ("new_game", {"players": ["red"]}, "at least two"),
    ("new_game", {"players": ["red", "yellow"], "computer": {"blue": "random"}}, "not playing"),
    ("new_game", {"computer": {"red": "grandmaster"}}, "no computer player"),
    ("load", {"notation": "not a position"}, ""),
    ("load", {"notation": ""}, "paste a position"),
])
def test_illegal_intents_leave_the_game_and_say_why(kind, fields, words):
    b = board()
    before, snap = frozen(b), b.snapshot
    intent(b, kind, **fields)
    assert b.message and words in b.message.lower()
    assert frozen(b) == before and b.snapshot == snap


def test_illegal_moves_get_the_engines_reason():
    b = board(positions={"red": [1, 0, 0, 55], "yellow": [0, 0, 0, 0]})
    b.game.roll(3)
    before = frozen(b)
    intent(b, "move", colour="red", token=1)
    assert "yard" in b.message and frozen(b) == before
    intent(b, "move", colour="red", token=3)
    assert "exact finish" in b.message and frozen(b) == before
    intent(b, "select", colour="yellow", token=0)
    assert "red" in b.message and frozen(b) == before
    intent(b, "roll")
    assert "must first move" in b.message and frozen(b) == before
    intent(b, "move", colour="red", token=0)
    assert b.message == "" and b.game.positions["red"][0] == 4


def test_over_game_refuses_play():
    b = board(positions={"red": [57, 57, 57, 56]})
    b.game.roll(1)
    b.game.move(3)
    assert b.game.over and b.snapshot["over"]
    intent(b, "roll")
    assert "over" in b.message


# -- stale -------------------------------------------------------------------------

def test_stale_intents_are_refused_with_a_message():
    b = board(positions={"red": [1, 0, 0, 0]})
    old = b.rev
    b.game.roll(6)
    b.handle({"type": "roll", "rev": old})
    assert b.message == STALE
    before = frozen(b)
    b.handle({"type": "move", "colour": "red", "token": 0, "rev": old})
    assert b.message == STALE and frozen(b) == before


def test_stale_automatic_intents_are_dropped_silently():
    b = board(computer={"red": "random"})
    old = b.rev
    b.handle({"type": "computer_step", "rev": old})   # the first view's step
    after = frozen(b)
    b.handle({"type": "computer_step", "rev": old})   # the second view's step, same picture
    assert frozen(b) == after and b.message == ""


# -- garbage -----------------------------------------------------------------------

GARBAGE = [
    None, 1, "roll", [], ["roll"], {}, {"type": None}, {"type": 3}, {"type": "explode"},
    {"type": "select"}, {"type": "select", "colour": "purple", "token": 0},
    {"type": "select", "colour": "red", "token": "1"}, {"type": "select", "colour": "red", "token": True},
    {"type": "move", "colour": ["red"], "token": 0}, {"type": "move", "colour": "red", "token": 10**30},
    {"type": "move", "colour": "red", "token": -1}, {"type": "roll", "rev": "x"}, {"type": "roll", "rev": -5},
    {"type": "new_game", "rules": {"preset": "classic", "tokens": 99}},
    {"type": "new_game", "rules": {"preset": 5}}, {"type": "new_game", "rules": [1, 2]},
    {"type": "new_game", "players": "red"}, {"type": "new_game", "players": [1, 2]},
    {"type": "new_game", "computer": ["x"]}, {"type": "load", "notation": 5},
    {"type": "load", "notation": "{not json"}, {"type": "load", "notation": '{"format": "ludo-widget/1"}'},
    {"type": "x" * 10000},
]


@pytest.mark.parametrize("content", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_never_raises_and_changes_nothing(content):
    b = board()
    before, snap, rev = frozen(b), dict(b.snapshot), b.rev
    b.handle(content)
    assert b.message
    assert frozen(b) == before and b.snapshot == snap and b.rev == rev


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=10), kids, max_size=4),
    max_leaves=12,
)
intents_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["roll", "select", "move", "pass", "undo", "new_game", "rematch", "load",
                              "auto_move", "computer_step", "ping", "bogus"])},
    optional={"rev": json_values, "colour": json_values, "token": json_values, "rules": json_values,
              "players": json_values, "computer": json_values, "notation": json_values, "id": json_values},
)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(intents_like | json_values, max_size=6))
def test_any_stream_of_messages_keeps_the_game_whole(stream):
    b = board(positions={"red": [1, 0, 0, 0]})
    b.send = lambda content, buffers=None: None
    for content in stream:
        b.handle(content)
        game = b.game
        assert Game.from_json(game.to_json()).notation() == game.notation()
        assert b.snapshot["notation"] == game.notation() and b.snapshot["rev"] == b.rev


def test_power_bonus_intents():
    from ludo_widget import Rules

    b = board(rules=Rules.preset("online", power=True), turn="red")
    assert b.snapshot["tiles"]
    intent(b, "use", bonus="double")
    assert "no double bonus" in b.message
    b.game.state.stock[0]["dice"] = 1   # a stocked bonus, as if picked up
    b.publish()
    intent(b, "use", bonus="dice", face=6)
    assert b.message == "" and b.snapshot["bonus"] == "dice" and b.snapshot["chosen"] == 6
    assert list(b.snapshot["stock"]) == ["red"]   # only the stock of the seat to act is sent
    intent(b, "roll")
    assert b.game.face == 6
    before = frozen(b)
    for bad in ({"bonus": 3}, {"bonus": "dice", "face": "6"}, {"bonus": "shield", "face": True}, {"bonus": "nope"}):
        intent(b, "use", **bad)
        assert b.message and frozen(b) == before
