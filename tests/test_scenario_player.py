"""The scenario player on the board: Next and Back step through a scenario, the sentence and
highlights go to the front end in the ``scenario`` trait, and the board can leave the script."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from ludo_widget.scenarios import Scenario  # noqa: E402
from ludo_widget.notebook.widget import LudoWidget  # noqa: E402

NAME = "classic-capture-and-passing-over"


def intent(board, kind, **more):
    board.handle({"type": kind, "rev": board.rev, **more})


@pytest.fixture
def board():
    b = LudoWidget(players=("red", "yellow"), computer={"yellow": "random"})
    b.play_scenario(NAME)
    return b


def test_loading_shows_the_start(board):
    s = board.scenario
    assert s["name"] == NAME and s["step"] == 0 and s["steps"] == 5
    assert s["say"].startswith("Land on a square")  # the scenario's about text
    assert s["can_next"] and not s["can_back"] and not s["left"]
    assert board.game.notation() == Scenario.load(NAME).position
    assert board.computer == {}  # nobody plays by itself during a script


def test_next_and_back_step_through_with_the_engine(board):
    seen = [board.game.notation()]
    for n in range(1, 6):
        intent(board, "scenario_next")
        assert board.message == ""
        assert board.scenario["step"] == n
        seen.append(board.game.notation())
    assert not board.scenario["can_next"]
    assert board.scenario["say"].startswith("No capture and no six this time")
    assert board.game.positions["yellow"] == [49, 0, 0, 0]
    intent(board, "scenario_next")
    assert "last step" in board.message
    for n in range(4, -1, -1):
        intent(board, "scenario_back")
        assert board.scenario["step"] == n
        assert board.game.notation() == seen[n]
    intent(board, "scenario_back")
    assert "start of the scenario" in board.message


def test_each_step_sends_its_sentence_and_highlights(board):
    for _ in range(3):
        board.scenario_next()
    s = board.scenario
    assert s["action"] == "move red 1" and s["upcoming"] == "roll 2"
    assert "goes straight back to its yard" in s["say"]
    assert {"kind": "token", "colour": "red", "token": 0} in s["highlight"]
    assert {"kind": "yard", "colour": "yellow"} in s["highlight"]
    assert [d["step"] for d in s["said"]] == [1, 2, 3]


def test_the_board_follows_the_script_when_the_player_makes_the_step(board):
    board.scenario_next()
    board.scenario_next()  # roll 5 is scripted; the next step is "move red 1"
    assert board.scripted
    intent(board, "auto_move")  # a single outcome is not played by itself during a script
    assert board.game.awaiting == "move"
    intent(board, "move", colour="red", token=0)
    assert board.scenario["step"] == 3 and not board.scenario["left"]
    intent(board, "undo")  # the board's Undo walks back along the script
    assert board.scenario["step"] == 2 and not board.scenario["left"]


def test_leaving_the_script_and_coming_back(board):
    for _ in range(3):
        board.scenario_next()
    intent(board, "roll")  # not the scripted 2... or maybe it is: then the script simply goes on
    if board.scenario["left"]:
        assert not board.scenario["can_next"] and board.scenario["can_back"]
        intent(board, "scenario_next")
        assert "left the script" in board.message
        intent(board, "scenario_back")
        assert not board.scenario["left"] and board.scenario["step"] == 3
    else:
        assert board.scenario["step"] == 4


def test_playing_off_script_then_reset(board):
    board.scenario_next()
    intent(board, "roll")
    if board.game.awaiting == "move":
        intent(board, "move", colour="red", token=0)
    assert board.scenario["left"]
    intent(board, "scenario_reset")
    s = board.scenario
    assert s["step"] == 0 and not s["left"]
    assert board.game.notation() == Scenario.load(NAME).position


def test_leave_ends_the_scenario_and_play_goes_on(board):
    board.scenario_next()
    board.scenario_next()
    intent(board, "scenario_leave")
    assert board.scenario == {} and board.scenario_player is None and not board.scripted
    assert board.computer == {"yellow": "random"}  # the board's own seats come back
    intent(board, "move", colour="red", token=0)
    assert board.game.positions["red"] == [25, 0, 0, 0]
    intent(board, "scenario_next")
    assert "No scenario is loaded" in board.message


def test_a_new_game_on_the_board_ends_the_scenario(board):
    intent(board, "new_game", rules="strict", players=["red", "green"])
    assert board.scenario == {} and board.scenario_player is None


def test_a_scenario_object_or_toml_and_replacing_one(board):
    text = Scenario.load("classic-three-sixes").path.read_text()
    board.play_scenario(Scenario.from_toml(text, name="mine"))
    assert board.scenario["name"] == "mine"
    board.play_scenario("strict-three-sixes")
    assert board.scenario["edition"] == "strict" and board.game.rules.edition == "strict"


def test_a_scenario_the_engine_disagrees_with_shows_the_mismatch():
    board = LudoWidget()
    bad = Scenario.load(NAME).path.read_text().replace(
        'expect = { moves = ["red 1 to 25"] }', 'expect = { moves = ["red 1 to 26"] }')
    board.play_scenario(Scenario.from_toml(bad, name="bad"))
    board.scenario_next()
    board.scenario_next()
    assert "step 2 (roll 5): legal moves" in board.scenario["error"]
    board.scenario_back()
    assert board.scenario["error"] == ""


def test_every_library_scenario_plays_on_the_board():
    from ludo_widget.scenarios import list_scenarios

    board = LudoWidget()
    for name in list_scenarios():
        board.play_scenario(name)
        while board.scenario["can_next"]:
            board.scenario_next()
        assert board.scenario["error"] == "", name
