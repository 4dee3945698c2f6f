"""The board's state machine: a refused intent, or a refused trait value, changes nothing.

Each test names the rule it checks; the hypothesis tests at the end throw mutated intents and
synced-trait values at a board and check that each was either accepted and the board still
works, or refused with a short message and nothing changed.
"""

from __future__ import annotations

import json

import pytest
from conftest import computer_plays_turn, examples, play_until, time_out
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game, Rules
from ludo_widget.engine.errors import LudoError
from ludo_widget.notebook import game_intents, intents, refusal
from ludo_widget.notebook.snapshot import snapshot
from ludo_widget.notebook.widget import LudoWidget


def board(**kwargs) -> LudoWidget:
    kwargs.setdefault("players", ("red", "yellow"))
    kwargs.setdefault("seed", 3)
    b = LudoWidget(**kwargs)
    b.send = lambda content, buffers=None: None  # no front end: pings answer nobody
    return b


def intent(b: LudoWidget, kind: str, **fields) -> None:
    b.handle({"type": kind, "rev": b.rev, **fields})


def picture(b: LudoWidget) -> tuple[str, dict, int]:
    """Everything a refusal must leave as it was: the game, the snapshot and its revision."""
    return b.game.to_json(), dict(b.snapshot), b.rev


def assert_working(b: LudoWidget, new_game: bool = True) -> None:
    """The board shows its game, and (a new game) that game can be shown and played on."""
    if new_game:
        game_intents.check_playable(b.game)
    fresh = snapshot(b.game, stock_of=b.snapshot["turn"] if b.snapshot["stock"] else None)
    assert {k: b.snapshot[k] for k in fresh} == fresh and b.snapshot["rev"] == b.rev


def played_save() -> dict:
    game = Game("classic", ("red", "yellow"), seed=1)
    game.roll(6)
    game.move(0)
    return json.loads(game.to_json())


# -- a save loaded through the board that fails leaves the board as it was ----------

def _set(path: tuple, value):
    """An edit of a save: the value at ``path`` replaced; returns the save's text."""
    def edit(save: dict) -> str:
        *parents, last = path
        node = save
        for key in parents:
            node = node[key]
        node[last] = value
        return json.dumps(save)
    return edit


def _nested(save: dict) -> str:
    return json.dumps(save)[:-1] + ', "junk": ' + "[" * 5000 + "]" * 5000 + "}"


EDITED_SAVES = {
    "a place of 10.5": _set(("state", "places", 0, 0), 10.5),
    "a die state of 'abc'": _set(("state", "dice"), "abc"),
    "a first seat of 7": _set(("state", "first"), 7),
    "an empty places list": _set(("state", "places"), []),
    "a short aid list": _set(("state", "aid"), [0]),
    "deeply nested junk": _nested,
}


@pytest.mark.parametrize("edit", EDITED_SAVES.values(), ids=EDITED_SAVES.keys())
def test_a_failed_load_leaves_the_board_as_it_was_and_working(edit):
    b = board(computer={"yellow": "random"})
    intent(b, "roll")
    text = edit(played_save())
    b.view = view = "state"
    before, computer = picture(b), dict(b.computer)
    intent(b, "load", notation=text)
    assert b.message and len(b.message) <= refusal.MESSAGE_LIMIT
    assert picture(b) == before and b.computer == computer and b.view == view
    assert "could not do that" not in b.message
    # ...and working: the person to act can go on playing.
    b.message = ""
    for _ in range(6):
        game = b.game
        if b.is_computer(game.turn):
            b.computer_step()
        elif game.awaiting == "roll":
            intent(b, "roll")
        else:
            m = game.legal_moves()[0]
            intent(b, "move", colour=m.colour, token=m.token)
        assert b.message == "" or "Time" in b.message
    assert_working(b)


def test_a_huge_paste_is_refused_shortly():
    b = board()
    before = picture(b)
    intent(b, "load", notation="classic " + "r:0,0,0,0 " * 600_000)
    assert "too long" in b.message and len(b.message) <= refusal.MESSAGE_LIMIT
    assert picture(b) == before


def test_a_good_save_still_loads():
    b = board()
    save = played_save()
    intent(b, "load", notation=json.dumps(save))
    assert b.message == "" and b.game.positions["red"] == [1, 0, 0, 0]
    assert_working(b)


def test_a_script_assigning_a_broken_game_is_refused_before_anything_changes():
    b = board()
    broken = Game("classic", ("red", "yellow"), seed=1)
    broken._state.first = 7   # as an edited save could leave it
    before = picture(b)
    with pytest.raises(LudoError, match="cannot be played"):
        b.game = broken
    assert picture(b) == before and b.game is not broken


# -- strict's Pass is waited for even when a computer plays the next seat ------------

def test_strict_pass_comes_before_the_computer_seats_roll():
    b = board(rules="strict", computer={"yellow": "random"})
    for _ in range(200):  # play the seeded game on until a person's roll has no move
        if b.is_computer(b.game.turn):
            b.computer_step()
        elif b.game.awaiting == "move":
            m = b.game.legal_moves()[0]
            intent(b, "move", colour=m.colour, token=m.token)
        else:
            intent(b, "roll")
            if b.pending_pass and b.game.turn == "yellow":
                break
            if b.pending_pass:
                intent(b, "pass")
    assert b.game.turn == "yellow" and b.is_computer("yellow")
    before = picture(b)
    for _ in range(3):   # the front end's pacing, and a script, ask the computer to go on
        b.handle({"type": "computer_step", "rev": b.rev})
        assert b.computer_step() == "idle"
    assert picture(b) == before and b.pending_pass
    assert b.snapshot["auto_move"] is False
    intent(b, "pass")
    assert b.pending_pass == "" and b.message == ""
    rolls = b.game.stats["rolls"]
    assert b.computer_step() == "rolled" and b.game.stats["rolls"] == rolls + 1


# -- a refused intent never ends the turn-timer bot or resets the missed count -------

def online(**kw) -> LudoWidget:
    return board(rules="online", turn="red", seed=1, **kw)


def bot_keeps_red() -> LudoWidget:
    """Red missed two turns in a row: the bot keeps playing red until the person taps the die."""
    b = online()
    for _ in range(2):
        play_until(b.game, "red")
        time_out(b)
        computer_plays_turn(b, "red")
    play_until(b.game, "red")
    assert b.autopilot == ["red"] and b._timer.missed["red"] == 2 and b.game.awaiting == "roll"
    return b


REFUSED_BY_THE_PERSON = [
    ("move", {}),                                    # nothing rolled yet (or nothing selected)
    ("select", {"colour": "red", "token": 9}),
    ("select", {"colour": "purple", "token": 0}),
    ("use", {"bonus": "double"}),                    # no Power
    ("pass", {}),
]


@pytest.mark.parametrize("kind, fields", REFUSED_BY_THE_PERSON, ids=[k for k, _ in REFUSED_BY_THE_PERSON])
def test_a_refused_intent_keeps_the_bot_and_the_missed_count(kind, fields):
    b = bot_keeps_red()
    assert b.autopilot == ["red"]
    missed = dict(b._timer.missed)
    before = picture(b)
    intent(b, kind, **fields)
    assert b.message
    assert b.autopilot == ["red"] and b._timer.missed == missed and picture(b) == before
    intent(b, "roll")                                  # accepted: now the person has taken over
    assert b.message == "" and b.autopilot == [] and b._timer.missed["red"] == 0


def test_a_refused_roll_while_a_move_is_awaited_keeps_the_bot():
    b = online(positions={"red": [3, 0, 0, 0]})
    b.handle({"type": "timeout", "window": 0})
    b.game.undo() if b.game.can_undo else None
    b.game.roll(2)
    b._timer.autopilot.add("red")
    b._timer.missed["red"] = 2
    b.publish()
    before = picture(b)
    intent(b, "roll")
    assert "must first move" in b.message
    assert b.autopilot == ["red"] and b._timer.missed["red"] == 2 and picture(b) == before


# -- synced traits set by a front end are checked like intents -----------------------

def test_an_unknown_computer_player_never_locks_a_seat():
    b = board()
    before = picture(b)
    b.set_state({"computer": {"red": "grandmaster"}})
    assert "no computer player" in b.message and b.computer == {} and picture(b) == before
    intent(b, "roll")                                  # red is still a person's to play
    assert b.message == "" and b.game.stats["rolls"] == 1
    with pytest.raises(LudoError, match="no computer player"):
        b.computer = {"red": "grandmaster"}           # a script is checked the same way
    assert b.computer == {}


@pytest.mark.parametrize("state", [
    {"computer": {"blue": "random"}}, {"computer": ["random"]}, {"computer": {"red": 5}},
    {"view": "hacked"}, {"view": 3}, {"speed": float("nan")}, {"speed": 1e9}, {"speed": "fast"},
    {"computer_delay": -1}, {"computer_delay": 2.5}, {"computer_delay": True}, {"animate": "yes"}, {"coach": 1},
    {"selected": ["red", 0]}, {"selected": "red"}, {"selected": ["red", 0, 1]},
    {"snapshot": {}}, {"pending_pass": "skip"}, {"autopilot": ["red"]}, {"message": "hi"},
    {"editions": {}}, {"geometry": {}}, {"scenario": {"step": 3}}, {"_esm": "alert(1)"},
    {"layout": None}, {"no_such_trait": 1},
    {"names": ["Ana"]}, {"names": {"purple": "Ana"}}, {"names": {"red": 7}}, {"names": {"red": "A" * 25}},
    {"names": {"red": "Ana\u0000"}}, {"names": {"red": "Ana", "yellow": "ANA"}},
], ids=lambda s: next(iter(s)) + repr(next(iter(s.values())))[:12])
def test_a_refused_trait_value_changes_nothing_and_is_sent_back(state):
    b = board(computer={"yellow": "random"})
    sent = []
    b.send_state = lambda key=None: sent.append(key)
    traits = {name: getattr(b, name) for name in b.keys if not name.startswith("_")}
    before = picture(b)
    b.set_state(state)
    assert b.message and len(b.message) <= refusal.MESSAGE_LIMIT
    assert picture(b) == before
    assert {name: getattr(b, name) for name in traits if name != "message"} == {
        k: v for k, v in traits.items() if k != "message"}
    name = next(iter(state))
    assert [k for k in sent if isinstance(k, list)] == ([[name]] if name in b.keys else [])  # sent back


def test_accepted_trait_values_take_effect():
    b = board(positions={"red": [1, 0, 0, 0]})
    b.set_state({"view": "state", "animate": False, "speed": 2, "computer_delay": 100})
    assert (b.view, b.animate, b.speed, b.computer_delay, b.message) == ("state", False, 2.0, 100, "")
    b.game.roll(6)
    b.set_state({"selected": ["red", 0]})
    assert b.selected == ["red", 0] and b.message == ""
    b.set_state({"computer": {"yellow": "heuristic"}})
    assert b.computer == {"yellow": "heuristic"}
    b.set_state({"coach": True})   # the ⋯ More menu's Coach switch
    assert b.coach and [side["key"] for side in b.coaching["chances"]] == ["red", "yellow"]


# -- no other seat's Power stock on the board -----------------------------------------

def power_board(**kw) -> LudoWidget:
    b = board(rules=Rules.preset("online", power=True), turn="red", **kw)
    b.game.state.stock[0].update(double=1, shield=2)   # as if picked up
    b.game.state.stock[2].update(dice=3)
    b.publish()
    return b


def test_the_board_shows_only_the_stock_of_the_person_to_act():
    b = power_board()
    assert b.snapshot["stock"] == {"red": {"double": 1, "dice": 0, "shield": 2}}
    notation = b.snapshot["notation"]
    assert "stock:r=1.0.2" in notation and "y=" not in notation
    assert "y=0.3.0" in b.game.notation()          # the game itself still knows every stock
    b.computer = {"red": "random"}                  # a computer seat's stock is nobody's to see
    assert b.snapshot["stock"] == {} and "stock:" not in b.snapshot["notation"]
    assert Game.from_notation(b.snapshot["notation"]).notation()   # the shown position still loads


# -- a roll is played for the player only when all its moves lead to one position ----

def test_the_picture_says_the_sides_and_how_far_the_face_moves_so_the_front_end_need_not():
    pairs = Game(Rules.preset("online", teams=True, power=True), 4, positions={"red": [5, 0, 0, 0]}, turn="red", seed=1)
    assert snapshot(pairs)["sides"] == [["red", "yellow"], ["green", "blue"]]
    assert snapshot(Game(players=("red", "yellow")))["sides"] == [["red"], ["yellow"]]
    assert snapshot(pairs)["distance"] is None                      # nothing rolled yet
    pairs.state.stock[0]["double"] = 1
    pairs.use("double")
    pairs.roll(3)
    assert snapshot(pairs)["distance"] == 6


def test_a_shield_tells_stacked_tokens_apart():
    b = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [5, 5, 0, 0]})
    b.game.state.shields[(0, 0)] = 0               # red token 1 is shielded
    b.game.roll(3)
    assert len(b.game.legal_moves()) == 2 and not b.game.single_outcome
    assert b.snapshot["single_outcome"] is False and b.snapshot["auto_move"] is False
    before = picture(b)
    intent(b, "auto_move")
    assert picture(b) == before


def test_a_roll_with_one_outcome_is_played_and_one_with_a_shield_to_give_waits():
    b = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [5, 5, 0, 0]})
    b.game.roll(3)
    assert b.snapshot["single_outcome"] and b.snapshot["auto_move"]
    intent(b, "auto_move")
    assert sorted(b.game.positions["red"]) == [0, 0, 5, 8]
    c = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [5, 0, 0, 0]})
    c.game.state.stock[0]["shield"] = 1
    c.game.roll(3)
    assert c.snapshot["single_outcome"] and not c.snapshot["auto_move"]  # the Shield could still be given
    intent(c, "auto_move")
    assert c.game.awaiting == "move"
    intent(c, "use", bonus="shield")
    assert c.message == "" and c.snapshot["auto_move"]
    intent(c, "auto_move")
    assert c.game.positions["red"][0] == 8 and ("red", 0) in c.game.shields


def test_each_move_says_whether_a_shield_would_go_to_it():
    """The snapshot carries, per move, what the status needs; the front end applies no rule."""
    ring = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [5, 0, 0, 0]})
    ring.game.state.stock[0]["shield"] = 1
    ring.game.roll(3)                                 # 5 -> 8: ends on the ring, a Shield would hold
    assert [m["shield_possible"] for m in ring.snapshot["moves"]] == [True]
    assert ring.snapshot["single_outcome"] and not ring.snapshot["auto_move"]
    column = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [50, 0, 0, 0]})
    column.game.state.stock[0]["shield"] = 1
    column.game.roll(3)                               # 50 -> 53: the home column, no Shield there
    assert "shield" in column.snapshot["bonuses_allowed"]
    assert [m["shield_possible"] for m in column.snapshot["moves"]] == [False]
    assert column.snapshot["auto_move"]               # nothing left to choose: played for the player
    intent(column, "auto_move")
    assert column.game.positions["red"][0] == 53 and column.game.stock["red"]["shield"] == 1
    none = board(rules=Rules.preset("online", power=True), turn="red", positions={"red": [5, 0, 0, 0]})
    none.game.roll(3)                                 # no Shield in stock
    assert [m["shield_possible"] for m in none.snapshot["moves"]] == [False]
    classic = board(positions={"red": [5, 0, 0, 0]})
    classic.game.roll(3)
    assert [m["shield_possible"] for m in classic.snapshot["moves"]] == [False]


def test_strict_never_plays_for_the_player():
    b = board(rules="strict", positions={"red": [5, 0, 0, 0]})
    b.game.roll(3)
    assert b.snapshot["single_outcome"] and not b.snapshot["auto_move"]


# -- hostile input: mutated intents and trait values -----------------------------------

junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
    | st.sampled_from(["red", "yellow", "blue", "random", "heuristic", "state", "x" * 5000]),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=8), kids, max_size=3),
    max_leaves=10,
)
colours = st.sampled_from(["red", "yellow", "green", "blue"]) | junk
tokens = st.integers(-2, 5) | junk
revs = st.sampled_from(["now", "old", None]) | junk
mutated_intent = st.fixed_dictionaries(
    {"type": st.sampled_from(sorted(intents.HANDLERS) + ["bogus", ""])},
    optional={"rev": revs, "colour": colours, "token": tokens, "bonus": junk, "face": tokens,
              "player": st.sampled_from(["", "random", "heuristic"]) | junk, "notation": junk,
              "rules": st.sampled_from(["classic", "online", "strict"]) | junk,
              "players": st.sampled_from([["red", "yellow"], ["red", "green", "yellow"]]) | junk,
              "computer": st.sampled_from([{}, {"yellow": "random"}]) | junk,
              "names": st.sampled_from([{}, {"red": "Ana"}, {"red": "Ana", "yellow": "ana"}]) | junk,
              "seed": junk, "window": tokens, "id": junk, "junk": junk},
)
trait_names = st.sampled_from(["computer", "names", "selected", "view", "speed", "computer_delay", "animate",
                               "snapshot", "pending_pass", "autopilot", "message", "scenario",
                               "editions", "geometry", "_esm", "tabbable", "nope"])
mutated_state = st.dictionaries(trait_names, junk | st.sampled_from(
    [{"yellow": "random"}, {"red": "Ana"}, ["red", 0], "board", "settings", 1.5, 200, True]), min_size=1, max_size=2)


def _rev(b: LudoWidget, rev):
    return {"now": b.rev, "old": b.rev - 1}.get(rev, rev) if isinstance(rev, str) else rev


@settings(max_examples=examples(120), deadline=None)
@given(st.lists(mutated_intent | mutated_state.map(lambda s: ("state", s)), min_size=1, max_size=6))
def test_every_mutated_intent_or_trait_value_is_accepted_and_works_or_refused_and_changes_nothing(stream):
    b = board(positions={"red": [1, 0, 0, 0]}, computer={"yellow": "random"})
    b.send_state = lambda key=None: None
    for item in stream:
        b.message = ""
        before, game = picture(b), b.game
        traits = (dict(b.computer), dict(b.names), list(b.selected), b.view, b.speed, b.computer_delay, b.animate)
        if isinstance(item, tuple):
            b.set_state(item[1])
        else:
            content = dict(item)
            if "rev" in content:
                content["rev"] = _rev(b, content["rev"])
            b.handle(content)
        assert len(b.message) <= refusal.MESSAGE_LIMIT
        if b.message and not b.message.startswith("Time is up"):
            assert picture(b) == before
            assert traits == (dict(b.computer), dict(b.names), list(b.selected), b.view, b.speed, b.computer_delay,
                              b.animate)
        assert_working(b, new_game=b.game is not game)
