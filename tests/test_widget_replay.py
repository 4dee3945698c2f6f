"""Replay on the board (notebook/replay.py): the scrubber, "play from here?", records saved and loaded."""

from __future__ import annotations

from ludo_widget import Game
from ludo_widget.notebook.widget import LudoWidget


def played(**kwargs) -> LudoWidget:
    """A board with six steps played: red enters and moves, yellow wastes a roll, red rolls."""
    board = LudoWidget(players=("red", "yellow"), seed=3, **kwargs)
    game = board.game
    game.roll(6), game.move(0), game.roll(2), game.move(0), game.roll(4), game.roll(1)
    return board


def intent(board: LudoWidget, kind: str, **fields) -> None:
    board.handle({"type": kind, "rev": board.rev, **fields})


def test_the_scrubber_shows_any_step_and_comes_back():
    board = played()
    end = board.game.to_json()
    assert board.replay == {"step": 6, "steps": 6, "ask": "", "past": False, "comment": "",
                            "last": {"kind": "roll", "colour": "red", "face": 1, "bonus": None, "move": None,
                                     "drawn": False}}
    intent(board, "replay_goto", step=2)
    assert board.replay["step"] == 2 and board.game.positions["red"] == [1, 0, 0, 0]
    assert board.snapshot["awaiting"] == "roll" and board.snapshot["turn"] == "red"
    intent(board, "replay_goto", step=0)
    assert board.game.positions["red"] == [0, 0, 0, 0] and board.replay["last"] is None
    intent(board, "replay_goto", step=6)
    assert board.game.to_json() == end and board.message == ""


def test_a_goto_outside_the_game_is_refused_and_changes_nothing():
    board = played()
    before = board.game.to_json()
    for bad in (-1, 7, "3", None, 2.0, True):
        intent(board, "replay_goto", step=bad)
        assert board.message and board.game.to_json() == before


def test_playing_from_a_past_step_asks_first_then_starts_a_new_branch():
    board = played()
    intent(board, "replay_goto", step=2)
    intent(board, "roll")
    assert board.replay["ask"].startswith("You are looking at step 2 of 6. Play from here?")
    assert "later 4 steps" in board.replay["ask"] and len(board.game.history) == 2
    intent(board, "replay_stay")
    assert board.replay["ask"] == "" and board.game.steps == 6
    intent(board, "roll")
    intent(board, "replay_branch")
    assert board.replay["ask"] == "" and board.game.steps == 3 and not board.game.can_redo


def test_nothing_plays_by_itself_while_a_past_step_is_shown():
    board = played(computer={"yellow": "random"})
    intent(board, "replay_goto", step=4)       # yellow, a computer seat, is to roll
    assert board.game.turn == "yellow"
    intent(board, "computer_step")
    intent(board, "auto_move")
    assert board.game.steps == 6 and len(board.game.history) == 4 and board.replay["ask"] == ""
    intent(board, "replay_goto", step=6)
    assert not board.game.can_redo


def test_a_scenario_is_not_asked_about():
    board = LudoWidget()
    board.play_scenario("classic-enter-on-six")
    board.scenario_next()
    board.scenario_back()
    assert board.game.can_redo and not board.at_past_step


def test_save_record_sends_the_record_to_download_and_board_record_returns_it():
    board = played(computer={"yellow": "heuristic"})
    sent = []
    board.send = sent.append
    intent(board, "save_record")
    assert sent and sent[0]["type"] == "record" and sent[0]["filename"].endswith(".txt")
    text = sent[0]["text"]
    assert '[Red "person"]' in text and '[Yellow "computer: heuristic"]' in text
    assert Game.from_record(text).notation() == board.game.notation()
    assert board.record().split("[Date")[0] == text.split("[Date")[0]


def test_load_record_replays_one_with_its_comments():
    source = played()
    text = source.game.record(comments={2: "Out on a six."})
    board = LudoWidget(players=("green", "blue"), computer={"blue": "random"})
    intent(board, "load_record", text=text)
    assert board.message == "" and board.game.notation() == source.game.notation()
    assert board.computer == {} and board.replay["steps"] == 6
    intent(board, "replay_goto", step=2)
    assert board.replay["comment"] == "Out on a six."
    assert "{Out on a six.}" in board.record()


def test_a_bad_record_is_refused_with_its_turn_and_nothing_changes():
    board = played()
    before = board.game.to_json()
    text = board.game.record().replace("r1:1-3", "r1:1-4")
    intent(board, "load_record", text=text)
    assert board.message.startswith("Turn 1 (red), step r1:1-4") and len(board.message) <= 201
    assert board.game.to_json() == before
    for junk in (None, 5, "", "[Edition"):
        intent(board, "load_record", text=junk)
        assert board.message and board.game.to_json() == before


def test_no_turn_timer_runs_while_a_past_step_is_shown_or_the_editor_is_open():
    board = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=3)
    board.game.roll(2)
    assert board.snapshot["timer"] is not None
    intent(board, "replay_goto", step=0)
    assert board.snapshot["timer"] is None
    intent(board, "replay_goto", step=1)
    assert board.snapshot["timer"] is not None
    board.edit()
    assert board.snapshot["timer"] is None


def test_after_undo_playing_on_does_not_ask():
    board = played()
    intent(board, "replay_goto", step=3)
    intent(board, "replay_goto", step=6)
    intent(board, "undo")
    assert board.game.can_redo and not board.at_past_step and not board.replay["past"]
    intent(board, "roll")
    assert board.replay["ask"] == "" and not board.game.can_redo


def test_after_undo_a_single_outcome_is_not_played_again_by_itself():
    board = LudoWidget(players=("red", "yellow"), seed=3)
    board.game.roll(6)
    intent(board, "auto_move")
    assert board.game.positions["red"] == [1, 0, 0, 0]
    intent(board, "undo")
    intent(board, "auto_move")
    assert board.game.positions["red"] == [0, 0, 0, 0] and board.snapshot["timer"] is None
    intent(board, "move", colour="red", token=0)   # the person plays it: the line goes on
    assert board.game.positions["red"] == [1, 0, 0, 0] and not board.game.can_redo


def test_after_undo_the_move_taken_back_played_again_lets_the_computer_play_on():
    """The engine follows the line when the step played is the one taken back, keeping the later
    steps for redo; the board drops them, or the computer seat would wait for good."""
    board = LudoWidget(players=("red", "yellow"), computer={"yellow": "heuristic"},
                       positions={"red": [5, 10, 0, 0]}, seed=4)
    intent(board, "roll")
    intent(board, "move", colour="red", token=0)
    for _ in range(20):                            # yellow's turn, played as the front end paces it
        if board.game.turn != "yellow":
            break
        intent(board, "computer_step")
    assert board.game.turn == "red" and len(board.game.history) > 2
    intent(board, "undo")                          # back to red's move
    assert board.game.can_redo and board.game.awaiting == "move"
    intent(board, "move", colour="red", token=0)   # the same move again
    assert not board.game.can_redo and not board.looking_back
    played = len(board.game.history)
    intent(board, "computer_step")
    assert len(board.game.history) == played + 1   # yellow plays on


def test_a_record_saved_after_undo_leaves_out_the_comments_of_steps_taken_back():
    board = played()
    text = board.game.record(comments={6: "the last roll"})
    board.load_record(text)
    assert board.comments == {6: "the last roll"}
    intent(board, "undo")
    assert "the last roll" not in board.record() and "the last roll" in board.game.record(comments={5: "the last roll"})
    intent(board, "replay_goto", step=6)
    assert "{the last roll}" in board.record()
