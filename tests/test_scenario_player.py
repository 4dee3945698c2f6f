"""The scenario player on the board: Next and Back step through a scenario, the sentence and
highlights go to the front end in the ``scenario`` trait, and the board can leave the script."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from ludo_widget.notebook.widget import LudoWidget  # noqa: E402
from ludo_widget.scenarios import Scenario, ScenarioError  # noqa: E402

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
    assert board.scenario["ended"] and board.scenario["step"] == 2
    assert board.scenario_player is None and not board.scripted
    assert board.computer == {"yellow": "random"}  # the board's own seats come back
    intent(board, "move", colour="red", token=0)
    assert board.game.positions["red"] == [25, 0, 0, 0]
    intent(board, "scenario_next")
    assert "No scenario is loaded" in board.message


def test_after_leave_there_is_a_way_back_to_the_script(board):
    board.scenario_next()
    board.scenario_next()
    at_step_2 = board.game.notation()
    intent(board, "scenario_leave")
    intent(board, "move", colour="red", token=0)          # played on after leaving
    intent(board, "new_game", rules="strict", players=["red", "green"])
    assert board.scenario["ended"]                        # still a way back after a new game
    intent(board, "scenario_resume")
    assert board.message == ""
    s = board.scenario
    assert not s.get("ended") and s["step"] == 2 and not s["left"] and s["can_next"]
    assert board.game.notation() == at_step_2 and board.scripted and board.computer == {}
    intent(board, "scenario_next")
    assert board.scenario["step"] == 3
    intent(board, "scenario_resume")
    assert "no scenario to go back to" in board.message


def test_the_status_never_says_playing_it_during_a_script(board):
    board.scenario_next()
    board.scenario_next()       # red rolled a 5 with one possible move; the script waits for Next
    snap = board.snapshot
    assert snap["single_outcome"] and snap["scripted"]
    intent(board, "scenario_leave")
    assert board.snapshot["scripted"] is False


def test_a_new_game_on_the_board_ends_the_scenario(board):
    intent(board, "new_game", rules="strict", players=["red", "green"])
    assert board.scenario["ended"] and board.scenario_player is None


def test_a_scenario_object_or_toml_and_replacing_one(board):
    text = Scenario.load("classic-three-sixes").path.read_text()
    board.play_scenario(Scenario.from_toml(text, name="mine"))
    assert board.scenario["name"] == "mine"
    board.play_scenario("strict-three-sixes")
    assert board.scenario["edition"] == "strict" and board.game.rules.edition == "strict"


def test_a_scenario_the_engine_disagrees_with_is_refused_and_the_board_kept(board):
    board.scenario_next()
    before, game = dict(board.scenario), board.game.notation()
    bad = Scenario.load(NAME).path.read_text().replace(
        'expect = { moves = ["red 1 to 25"] }', 'expect = { moves = ["red 1 to 26"] }')
    with pytest.raises(ScenarioError, match=r"^scenario 'bad', step 2 \(roll 5\): legal moves: .*; not shown"):
        board.play_scenario(Scenario.from_toml(bad, name="bad"))
    assert board.scenario == before and board.game.notation() == game


WRONG_KEY = """
title = "Where does it land?"
edition = "classic"
position = "r:20,0,0,0 y:0,0,0,0 r roll six:0"

[[step]]
roll = 4
say = "Red rolls a 4."

[[step]]
ask = "Where does red token 1 land?"
move = "red 1"
answer = "red square 25"
hint = "Count four on from place 20."
explain = "Place 20 and four more."
"""


def test_a_wrong_answer_key_never_reaches_the_learner(tmp_path):
    (tmp_path / "wrong.toml").write_text(WRONG_KEY)
    board = LudoWidget()
    with pytest.raises(ScenarioError, match=r"^scenario 'wrong', step 2 \(move red 1\): answer .*; not shown[^\n]*$"):
        board.play_scenario("wrong", path=tmp_path)
    assert board.scenario == {} and board.scenario_player is None


def test_a_click_on_the_token_asked_about_is_no_answer_to_where_it_lands():
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario(Scenario.from_toml(WRONG_KEY.replace("red square 25", "red square 24"), name="where"))
    board.scenario_next()
    before = dict(board.scenario)
    intent(board, "select", colour="red", token=0)              # red 1, the token that moves
    assert board.message == "Click the square it lands on." and board.scenario == before
    intent(board, "select", colour="yellow", token=0)           # another token: the square it stands on
    assert board.scenario["question"]["wrong"] and board.scenario["questions"][0]["first_try"] == "wrong"
    assert board.scenario_answer("red square 24") is True


COME_OUT = """title = "Out on a six"
edition = "classic"
position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"
[[step]]
roll = 6
say = "Red rolls a six."
[[step]]
ask = "Which token can come out?"
move = "red 1"
answer = "red 1"
hint = "Any token in the yard."
explain = "A six brings a token out."
say = "Out it comes."
"""


@pytest.mark.parametrize("token", [0, 2])
def test_any_token_that_makes_the_answers_move_is_right(token):
    """Four tokens in the yard make one move: the key names red 1, and red 3 is as right."""
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario(Scenario.from_toml(COME_OUT, name="out"))
    board.scenario_next()
    intent(board, "select", colour="red", token=token)
    assert board.scenario["questions"][0]["first_try"] == "right"


def test_every_library_scenario_plays_on_the_board():
    from ludo_widget.scenarios import list_scenarios

    board = LudoWidget()
    for name in list_scenarios():
        board.play_scenario(name)
        while board.scenario["can_next"]:
            board.scenario_next()
        assert board.scenario["error"] == "", name


# -- questions ----------------------------------------------------------------------------------

ASKING = "classic-stacked-capture"   # step 3 predicts (answer 3), step 7 picks the move (red 2)


@pytest.fixture
def asking():
    b = LudoWidget(players=("red", "yellow"))
    b.play_scenario(ASKING)
    return b


def test_a_question_is_open_before_its_step_and_keeps_its_answer_secret(asking):
    asking.scenario_next()
    q = asking.scenario["question"]
    assert q is None
    asking.scenario_next()
    q = asking.scenario["question"]
    assert q["kind"] == "predict" and q["step"] == 3 and len(q["choices"]) == 3
    assert q["hint"] == "" and "answer" not in q and "explain" not in q
    assert asking.scenario["upcoming"] == "skip the question and play on"   # not "move red 1"
    assert asking.scenario["step"] == 2


def test_a_wrong_answer_shows_the_hint_and_a_right_one_plays_on(asking):
    asking.scenario_next()
    asking.scenario_next()
    before = asking.game.notation()
    intent(asking, "scenario_answer", choice=1)
    s = asking.scenario
    assert s["question"]["wrong"] and "Only landing" in s["question"]["hint"]
    assert s["step"] == 2 and asking.game.notation() == before   # nothing played
    intent(asking, "scenario_answer", choice=3)
    s = asking.scenario
    assert s["step"] == 3 and s["question"] is None
    assert s["answered"] == {"step": 3, "result": "right", "explain": Scenario.load(ASKING).steps[2].ask.explain,
                             "answer": Scenario.load(ASKING).steps[2].ask.choices[2]}
    assert s["questions"][0]["first_try"] == "wrong"               # the first try is what counts


def test_pick_the_move_by_token_or_by_its_landing_square(asking):
    for _ in range(6):
        asking.scenario_next()
    assert asking.scenario["question"]["kind"] == "pick"
    intent(asking, "select", colour="red", token=0)               # red 1 does not capture
    assert asking.scenario["question"]["wrong"] and asking.game.awaiting == "move"
    pair = next(t for t in asking.snapshot["tokens"] if t["colour"] == "yellow" and t["token"] == 0)
    intent(asking, "scenario_answer", point=[pair["x"], pair["y"]])   # the square red 2 lands on
    assert asking.message == "" and asking.scenario["step"] == 7
    assert asking.game.positions["yellow"] == [0, 0, 11, 0]
    asking.scenario_back()                                        # Back opens the question again
    assert asking.scenario["question"]["step"] == 7 and not asking.scenario["question"]["wrong"]
    assert asking.scenario_answer("red 2") is True
    assert asking.scenario["score"] == {"asked": 2, "tried": 1, "right_first_try": 0}


def test_show_me_and_next_play_on_and_the_score_says_so(asking):
    asking.scenario_next()
    asking.scenario_next()
    intent(asking, "scenario_reveal")
    assert asking.scenario["answered"]["result"] == "shown" and asking.scenario["step"] == 3
    for _ in range(3):
        asking.scenario_next()
    asking.scenario_next()                                        # Next still works on an open question
    assert asking.scenario["step"] == 7 and asking.scenario["answered"] is None
    assert [q["first_try"] for q in asking.scenario["questions"]] == ["shown", None]
    assert asking.scenario["score"] == {"asked": 2, "tried": 1, "right_first_try": 0}


def test_nothing_else_is_played_while_a_question_is_open(asking):
    asking.scenario_next()
    asking.scenario_next()
    before = asking.game.notation()
    for kind, more in (("roll", {}), ("move", {"colour": "red", "token": 0}), ("use", {"bonus": "double"})):
        intent(asking, kind, **more)
        assert "Answer the question" in asking.message
    assert asking.game.notation() == before and asking.scenario["questions"][0]["first_try"] is None


@pytest.mark.parametrize("content, words", [
    ({"choice": 9}, "Choose one of the 3"),
    ({"choice": "3"}, "Choose one of the 3"),
    ({"token": ["red", 0]}, "Choose one of the 3"),
    ({}, "one choice, one token, one point"),
    ({"choice": 1, "point": [1, 1]}, "one choice, one token, one point"),
])
def test_hostile_answers_change_nothing(asking, content, words):
    asking.scenario_next()
    asking.scenario_next()
    before = dict(asking.scenario)
    intent(asking, "scenario_answer", **content)
    assert words in asking.message
    assert asking.scenario == before


@pytest.mark.parametrize("content", [{"point": [99, 1]}, {"point": "x"}, {"token": ["mauve", 1]},
                                     {"token": ["red", 7]}, {"point": [7.5, True]}])
def test_hostile_clicks_on_a_pick_question_change_nothing(asking, content):
    for _ in range(6):
        asking.scenario_next()
    before = dict(asking.scenario)
    intent(asking, "scenario_answer", **content)
    assert asking.message and asking.scenario == before


def test_a_typed_answer_for_the_keyboard(asking):
    for _ in range(6):
        asking.scenario_next()
    intent(asking, "scenario_answer", text="red square 37")        # where red 1 would land: wrong
    assert asking.message == "" and asking.scenario["question"]["wrong"]
    intent(asking, "scenario_answer", text="  Red 2 ")
    assert asking.scenario["step"] == 7 and asking.scenario["answered"]["result"] == "right"


@pytest.mark.parametrize("text, words", [
    ("", "Type a token or a square"), ("x" * 41, "Type a token or a square"), (7, "Type a token or a square"),
    ("purple 2", "write \"red 2\""), ("red 9", "tokens are numbered 1 to 4"), ("red square 99", "1..57"),
])
def test_hostile_typed_answers_change_nothing(asking, text, words):
    for _ in range(6):
        asking.scenario_next()
    before = dict(asking.scenario)
    intent(asking, "scenario_answer", text=text)
    assert words in asking.message and asking.scenario == before


def test_no_question_open(asking):
    intent(asking, "scenario_answer", choice=1)
    assert "no question open" in asking.message
