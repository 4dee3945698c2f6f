"""Players' names on the board: set from Python or the New game dialog, checked, and shown for
their colour (the status line, the seat strip, the coach and the end card read the snapshot's)."""

from __future__ import annotations

import pytest

from ludo_widget import Game, LudoWidget, Rules
from ludo_widget.engine import people
from ludo_widget.engine.errors import LudoError

CAPTURE = {"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}


def test_names_given_to_the_board_reach_the_picture_for_the_colours_playing():
    board = LudoWidget(players=("red", "yellow"), names={"red": "  Ana   Lee ", "blue": "Cy", "yellow": ""}, seed=1)
    assert board.names == {"red": "Ana Lee", "blue": "Cy"}          # spaces tidied, an empty name is none
    assert LudoWidget(names={"red": "RED"}).names == {"red": "RED"}  # its own colour is no other seat's
    assert board.snapshot["names"] == {"red": "Ana Lee"}              # blue does not play this game
    rev = board.rev
    board.names = {"yellow": "Bo"}
    assert board.rev == rev + 1 and board.snapshot["names"] == {"yellow": "Bo"}   # a new picture at once


def test_names_that_are_no_mapping_are_refused_by_the_board_s_constructor():
    with pytest.raises(LudoError, match="mapping colour -> name"):
        LudoWidget(players=("red", "yellow"), names=["Ana"])


@pytest.mark.parametrize("names, why", [
    ({"purple": "Ana"}, "not a colour"),
    ({"red": 7}, "is a word"),
    ({"red": "A" * (people.NAME_LIMIT + 1)}, "longer than 24"),
    ({"red": "Ana\n\x07"}, "cannot be shown"),
    ({"red": "Ana\u200b"}, "cannot be shown"),
    ({"red": "Ana", "yellow": "ANA"}, "Two seats cannot both be called"),
    ({"yellow": "red"}, "that is another colour"),
    ({"red": 'Ana "A"'}, "cannot hold a double quote"),   # a record keeps a name between double quotes
])
def test_a_bad_name_is_refused_and_changes_nothing(names, why):
    board = LudoWidget(players=("red", "yellow"), names={"red": "Bo"}, seed=1)
    rev = board.rev
    with pytest.raises(LudoError, match=why):
        board.names = names
    assert board.names == {"red": "Bo"} and board.rev == rev
    with pytest.raises(LudoError, match=why):
        LudoWidget(players=("red", "yellow"), names=names)


def test_a_new_game_takes_the_names_typed_and_keeps_them_when_none_are_sent():
    board = LudoWidget(players=("red", "yellow"), names={"red": "Ana"}, seed=1)
    board.handle({"type": "new_game", "rev": board.rev, "players": ["red", "green", "yellow"],
                  "names": {"green": "Cy", "red": "Ana"}})
    assert board.message == "" and board.game.players == ("red", "green", "yellow")
    assert board.names == {"green": "Cy", "red": "Ana"} and board.snapshot["names"] == {"red": "Ana", "green": "Cy"}
    board.handle({"type": "new_game", "rev": board.rev, "players": ["red", "yellow"]})
    assert board.message == "" and board.names == {"green": "Cy", "red": "Ana"}
    assert board.snapshot["names"] == {"red": "Ana"}


def test_a_new_game_with_a_bad_name_starts_nothing():
    board = LudoWidget(players=("red", "yellow"), names={"red": "Ana"}, seed=1)
    game, rev = board.game, board.rev
    board.handle({"type": "new_game", "rev": board.rev, "players": ["red", "green"], "computer": {"green": "random"},
                  "names": {"red": "Bo", "green": "bo"}})
    assert "Two seats cannot both be called 'bo'" in board.message
    assert board.game is game and board.rev == rev and board.names == {"red": "Ana"} and board.computer == {}


def test_the_coach_names_a_side_by_its_player(virtual_clock):
    virtual_clock.per_rollout = 0.0001
    board = LudoWidget(players=("red", "yellow"), positions=CAPTURE, seed=1, coach=True, names={"red": "Ana"})
    assert [row["label"] for row in board.coaching["chances"]] == ["Ana", "Yellow"]
    board.game.roll(3)
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 1})  # walks on; token 1 could capture
    word = board.coaching["feedback"]
    assert word["verdict"] == "mistake" and f"{word['lost']:.0%} of Ana's winning chance" in word["text"]
    assert word["played"] == "Red 2: 20 → 23"                        # a token keeps its colour's name
    board.names = {"red": "Ann"}                                      # renamed: the same judgement, new words
    again = board.coaching["feedback"]
    assert again["lost"] == word["lost"] and "of Ann's winning chance" in again["text"]
    assert [row["label"] for row in board.coaching["chances"]] == ["Ann", "Yellow"]


def test_a_team_is_named_by_both_players(virtual_clock):
    virtual_clock.per_rollout = 0.0001
    game = Game(Rules.preset("online", teams=True), players=4, seed=1)
    board = LudoWidget(game=game, coach=True, names={"red": "Ana", "green": "Cy"})
    assert sorted(row["label"] for row in board.coaching["chances"]) == ["Ana & Yellow", "Cy & Blue"]


def test_a_saved_record_keeps_the_names_and_loading_it_brings_them_back():
    board = LudoWidget(players=("red", "yellow"), computer={"yellow": "random"}, names={"red": "Ana"}, seed=1)
    board.game.roll()
    text = board.record()
    assert '[Red "person: Ana"]' in text and '[Yellow "computer: random"]' in text
    other = LudoWidget(players=("red", "green"), names={"green": "Cy"}, seed=2)
    other.load_record(text)
    assert other.game.players == ("red", "yellow") and other.names == {"red": "Ana"}
    assert other.snapshot["names"] == {"red": "Ana"}
    board.names = {"red": "O'Neil (Ana)"}                   # every character a name may have comes back
    again = LudoWidget(players=2)
    again.load_record(board.record())
    assert again.names == {"red": "O'Neil (Ana)"}


@pytest.mark.parametrize("seats", ['[Red "person: ' + "A" * 30 + '"]\n[Yellow "person"]',
                                   '[Red "person: Bo"]\n[Yellow "person: bo"]',
                                   '[Red "person"]\n[Yellow "person:"]'])
def test_a_record_whose_names_a_board_cannot_take_still_loads_and_keeps_the_board_s(seats):
    text = f'[Edition "classic"]\n{seats}\n[Seed "1"]\n[Result "*"]\n\n1. r 6\n'
    board = LudoWidget(players=("red", "yellow"), names={"red": "Ana"}, seed=1)
    board.load_record(text)
    assert board.message == "" and board.game.steps == 1 and board.names == {"red": "Ana"}
