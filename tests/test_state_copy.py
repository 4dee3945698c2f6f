"""State.copy and Game.copy: every field copied (in its own place), containers independent of the original."""

from __future__ import annotations

from dataclasses import fields

from ludo_widget.engine.state import State


def _distinct_state() -> State:
    """A state whose every field holds a value no other field holds."""
    return State(places=[[1, 2, 3, 4], [5, 6, 7, 8], [], []], turn=1, dice=123456789, first=3,
                 awaiting="move", face=5, doubled=True, sixes=2, misses=11, aid=[12, 13, 14, 15],
                 finished=[2], rolls=77, turns=66, captures=[21, 22, 23, 24], last_roll=(1, 5),
                 tiles={30: "double"}, taken={31: "shield"}, stock=[{"double": 41}, {}, {}, {}],
                 shields={(1, 2): 0}, bonus="double", chosen=4, shield_given=True, away=[0])


def test_a_copy_has_every_field_in_its_place():
    st = _distinct_state()
    new = st.copy()
    for f in fields(State):
        assert getattr(new, f.name) == getattr(st, f.name), f.name
    assert new == st


def test_a_copy_shares_no_container_with_the_original():
    st = _distinct_state()
    new = st.copy()
    new.places[0][0] = 57
    new.aid[0] = new.captures[0] = 0
    new.finished.append(3)
    new.tiles[32] = "shield"
    new.taken.clear()
    new.stock[0]["double"] = 0
    new.shields.clear()
    new.away.append(1)
    assert st == _distinct_state()


def test_to_dict_names_every_field():
    assert list(_distinct_state().to_dict()) == [f.name for f in fields(State)]


def test_a_game_copy_sets_every_attribute_the_game_has():
    """Game.copy() sets its attributes one by one (see there why): none may be forgotten."""
    from ludo_widget import Game

    for game in (Game(players=2, seed=1), Game("online", 3, seed=2, log=False, history=False)):
        game.roll(6)
        assert sorted(vars(game.copy())) == sorted(vars(game))
