"""The board's Seats control: the ``set_seat`` intent hands a seat to the computer and back."""

from __future__ import annotations

import pytest
from conftest import play_until, time_out

from ludo_widget.notebook.widget import LudoWidget


def board(**kwargs) -> LudoWidget:
    kwargs.setdefault("players", ("red", "yellow"))
    kwargs.setdefault("seed", 3)
    return LudoWidget(**kwargs)


def seat(b: LudoWidget, colour, player, **extra) -> None:
    b.handle({"type": "set_seat", "rev": b.rev, "colour": colour, "player": player, **extra})


@pytest.mark.parametrize("name", ["random", "heuristic", "expectimax"])
def test_hand_a_seat_to_each_computer_player_and_take_it_back(name):
    b = board()
    game, before = b.game, b.game.to_json()
    seat(b, "red", name)
    assert b.computer == {"red": name} and b.message == ""
    assert b.game is game and b.game.to_json() == before       # the game is untouched
    seat(b, "red", "")
    assert b.computer == {} and b.message == ""
    assert b.game.to_json() == before


def test_other_seats_are_kept_and_none_means_a_person():
    b = board(computer={"yellow": "random"})
    seat(b, "red", "heuristic")
    assert b.computer == {"red": "heuristic", "yellow": "random"}
    seat(b, "yellow", None)
    assert b.computer == {"red": "heuristic"}


def test_the_computer_plays_the_handed_seat_then_stops_when_taken_back():
    b = board(positions={"red": [1, 0, 0, 0]})
    b.game.roll(6)                                   # a person rolled; two moves to choose from
    rev = b.rev
    seat(b, "red", "random")                         # handed over mid-turn
    assert b.rev > rev                               # a fresh snapshot: the front end paces it
    b.handle({"type": "computer_step", "rev": b.rev})
    assert b.game.awaiting == "roll" and b.game.turn == "red"    # the computer moved (a six: red again)
    stale = b.rev
    seat(b, "red", "")                               # taken back mid-turn
    events = len(b.game.events)
    b.handle({"type": "computer_step", "rev": stale})   # one already on its way: stale, dropped
    b.handle({"type": "computer_step", "rev": b.rev})   # even a fresh one: a person plays red now
    assert len(b.game.events) == events and b.message == ""
    b.handle({"type": "roll", "rev": b.rev})         # and the person can act at once
    assert len(b.game.events) > events and b.message == ""


def test_a_seat_change_is_not_stale_while_the_computer_moves_on():
    b = board(computer={"red": "random"})
    old = b.rev
    b.computer_step()
    assert b.rev > old
    b.handle({"type": "set_seat", "rev": old, "colour": "red", "player": ""})
    assert b.computer == {} and b.message == ""


def test_taking_a_seat_back_stops_the_turn_timer_bot():
    b = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1)
    b.handle({"type": "timeout", "window": 0})
    if b.game.turn != "red":                          # the bot's one turn is over already: miss again
        play_until(b.game, "red")
        time_out(b)
    assert b.autopilot == ["red"] and b.snapshot["timer"] is None
    seat(b, "red", "")                                # "Person" in the Seats control
    assert b.autopilot == [] and b.computer == {}
    assert b.snapshot["timer"]["colour"] == "red"     # the person's clock runs again
    assert b._timer.missed["red"] == 0


def test_handing_an_autopiloted_seat_to_the_computer_replaces_the_bot():
    b = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1)
    b.handle({"type": "timeout", "window": 0})
    seat(b, "red", "expectimax")
    assert b.autopilot == [] and b.computer == {"red": "expectimax"} and b.snapshot["timer"] is None


@pytest.mark.parametrize("content, words", [
    ({"colour": "blue", "player": "random"}, "not playing"),
    ({"colour": "purple", "player": "random"}, "not playing"),
    ({"colour": None, "player": "random"}, "not playing"),
    ({"colour": ["red"], "player": "random"}, "not playing"),
    ({"player": "random"}, "not playing"),
    ({"colour": "red", "player": "alphago"}, "no computer player"),
    ({"colour": "red", "player": 3}, "named by a word"),
    ({"colour": "red", "player": {"name": "random"}}, "named by a word"),
    ({"colour": "red", "player": "x" * 10_000}, "no computer player"),
])
def test_illegal_and_garbage_seats_are_refused_and_change_nothing(content, words):
    b = board(computer={"yellow": "random"})
    before, rev = b.game.to_json(), b.rev
    b.handle({"type": "set_seat", "rev": b.rev, **content})
    assert words in b.message and len(b.message) < 200
    assert b.computer == {"yellow": "random"} and b.game.to_json() == before and b.rev == rev


def test_a_refusal_keeps_a_bot_standing_in():
    b = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1)
    b.handle({"type": "timeout", "window": 0})
    autopilot = b.autopilot
    seat(b, "red", "nobody")
    assert "no computer player" in b.message and b.autopilot == autopilot
