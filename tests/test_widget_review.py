"""The Review view on the board: worked out in slices after the game, listing the turning points,
each shown through the replay; hostile intents are refused and change nothing."""

import random

import pytest

from ludo_widget import LudoWidget
from ludo_widget.notebook import reviewing

# Red rolls 3: token 3 (16 -> 19) would capture yellow's last token, 12 squares from home;
# red plays token 4 (30 -> 33) instead, the planted mistake (step 2).
PLANTED = {"red": [57, 57, 16, 30], "yellow": [57, 57, 57, 45]}


def planted_board(coach: bool = True, coached_play: bool = False) -> LudoWidget:
    """A board whose game holds the planted mistake, played on to its end. The coach is switched
    on at the end unless ``coached_play`` (its chance bar costs 0.12 s a step)."""
    board = LudoWidget(players=("red", "yellow"), positions=PLANTED, seed=1, coach=coached_play)
    board.game.roll(3)
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 3})
    rng = random.Random(3)
    while not board.game.over:
        game = board.game
        game.roll() if game.awaiting == "roll" else game.move(rng.choice(game.legal_moves()))
    board.coach = coach
    return board


def finish(board: LudoWidget, limit: int = 500) -> list[float]:
    """Ask for slices as a front end does until the review is done; the seconds each took."""
    for _ in range(limit):
        if board.review["status"] != "working":
            break
        board.handle({"type": "review_slice", "rev": board.rev, "at": board.review["slices"]})
    assert board.review["status"] == "done", board.review
    return list(board.slice_times)


def test_a_review_starts_when_a_coached_game_ends_and_lists_the_planted_mistake():
    board = planted_board(coached_play=True)
    shown = board.review
    assert shown["status"] == "working" and shown["done"] == 0 and shown["total"] >= 1
    assert shown["note"].startswith(f"Reviewing… 0 of {shown['total']} moves")
    slices = finish(board)
    # Sliced, not done in one block (how long a slice takes is measured, not asserted: a timed
    # assertion fails on a loaded machine; the slice's budget is the coach's clock check).
    assert len(slices) >= 2, slices
    worst = board.review["items"][0]
    assert worst["step"] == 2 and worst["colour"] == "red"
    assert worst["played"] == {"colour": "red", "token": 3, "from": 30, "to": 33}
    assert worst["better"] == {"colour": "red", "token": 2, "from": 16, "to": 19}
    assert worst["lost"] > 0.2 and "captures yellow token 4" in worst["reason"]
    assert 1 <= len(board.review["items"]) <= reviewing.TOP
    assert [i["lost"] for i in board.review["items"]] == sorted((i["lost"] for i in board.review["items"]), reverse=True)
    assert board.review["note"].endswith("worst first:") or board.review["note"].startswith("The move")


def test_showing_a_turning_point_goes_to_its_position_and_back_to_the_end():
    board = planted_board()
    finish(board)
    steps = board.game.steps
    board.handle({"type": "review_show", "rev": board.rev, "index": 0})
    assert board.message == ""
    game = board.game
    assert len(game.history) == 1 and game.awaiting == "move" and game.face == 3
    assert board.review["shown"] == 0 and not board.review["at_end"]
    assert board.replay["step"] == 1 and board.replay["past"]
    assert {(m.token, m.to) for m in game.legal_moves()} >= {(3, 33), (2, 19)}
    board.handle({"type": "roll", "rev": board.rev})   # playing on from there asks first, as the replay does
    assert board.replay["ask"] and len(game.history) == 1
    board.handle({"type": "review_end", "rev": board.rev})
    assert game.steps == steps and len(game.history) == steps and game.over
    assert board.review["shown"] == -1 and board.review["at_end"] and board.review["status"] == "done"


def test_the_board_answers_between_slices_and_a_second_view_does_not_double_the_work():
    board = planted_board()
    assert board.review["slices"] == 0
    for at in range(3):
        board.handle({"type": "review_slice", "rev": board.rev, "at": at})
    after = dict(board.review)
    assert after["slices"] == 3 and after["done"] >= 1
    board.handle({"type": "review_slice", "rev": board.rev, "at": 2})  # another view's, for the old count
    assert board.review == after and board.message == ""
    board.handle({"type": "ping", "id": 1})
    assert board.message == ""


@pytest.fixture(scope="module")
def reviewed() -> LudoWidget:
    """A board with its review done (the hostile intents below must leave it as it is)."""
    board = planted_board()
    finish(board)
    return board


@pytest.mark.parametrize("intent", [
    {"type": "review_show", "index": "0"}, {"type": "review_show", "index": True}, {"type": "review_show"},
    {"type": "review_show", "index": -1}, {"type": "review_show", "index": 99}, {"type": "review_show", "index": 1.0},
    {"type": "review_show", "index": [0]}, {"type": "review_show", "index": 10**30},
    {"type": "review_slice", "at": "3"}, {"type": "review_slice", "at": None}, {"type": "review_slice", "at": False},
])
def test_hostile_review_intents_are_refused_and_change_nothing(intent, reviewed):
    board = reviewed
    before = (board.game.notation(), len(board.game.history), dict(board.review), dict(board.replay))
    board.handle({**intent, "rev": board.rev})
    assert board.message and len(board.message) <= 200
    assert (board.game.notation(), len(board.game.history), dict(board.review), dict(board.replay)) == before


def test_no_review_to_show_no_move_to_review_and_none_in_a_lesson():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    board.handle({"type": "review_show", "rev": board.rev, "index": 0})
    assert "no review" in board.message.lower() and board.review == {"status": "off"}
    board.handle({"type": "review_start", "rev": board.rev})
    assert "no move to review" in board.message.lower() and board.review == {"status": "off"}
    lesson = LudoWidget(players=("red", "yellow"))
    lesson.play_scenario("classic-stacked-capture")
    lesson.handle({"type": "review_start", "rev": lesson.rev})
    assert "script" in lesson.message and lesson.review == {"status": "off"}


def test_without_the_coach_the_review_waits_to_be_asked_and_cancel_stops_it():
    board = planted_board(coach=False)
    assert board.review == {"status": "off"}
    board.handle({"type": "review_start", "rev": board.rev})  # the game-over card's Review button
    assert board.review["status"] == "working"
    board.handle({"type": "review_slice", "rev": board.rev, "at": 0})
    board.handle({"type": "review_close", "rev": board.rev})  # Cancel
    assert board.review == {"status": "off"}
    board.handle({"type": "review_slice", "rev": board.rev, "at": 0})  # a late slice does nothing
    assert board.review == {"status": "off"} and board.message == ""


def test_a_closed_review_does_not_start_again_by_itself_and_a_new_game_drops_it():
    board = planted_board()
    board.handle({"type": "review_close", "rev": board.rev})
    board.replay_goto(3)
    board.replay_goto(board.game.steps)  # the end again: the closed review stays closed
    assert board.review == {"status": "off"}
    board.handle({"type": "review_start", "rev": board.rev})
    assert board.review["status"] == "working"
    board.handle({"type": "rematch", "rev": board.rev})
    assert board.review == {"status": "off"}


def test_a_new_line_from_a_shown_position_drops_the_review_and_a_game_going_on_keeps_it():
    board = LudoWidget(players=("red", "yellow"), positions=PLANTED, seed=1, coach=True)
    board.game.roll(3)
    board.game.move(3)
    board.game.roll(2)
    board.handle({"type": "review_start", "rev": board.rev})  # the coach's "Review the game so far"
    finish(board)
    assert board.review["steps"] == 3 and board.review["items"][0]["step"] == 2
    board.game.move(board.game.legal_moves()[0])  # the game goes on: the review stays, for its first steps
    assert board.review["status"] == "done" and "first 3 steps" in board.review["note"]
    board.handle({"type": "review_show", "rev": board.rev, "index": 0})
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 2})
    assert board.replay["ask"]
    board.handle({"type": "replay_branch", "rev": board.rev})  # play the better move: a new line
    assert board.game.positions["red"][2] == 19 and board.review == {"status": "off"}


def test_review_slices_stay_short_on_the_python_path(virtual_clock):
    from ludo_widget import Rules
    from ludo_widget.notebook.reviewing import REVIEW_SLICE, REVIEW_TIME

    virtual_clock.per_rollout = 0.01  # a Python playout takes milliseconds: the clock is read before each

    board = LudoWidget(rules=Rules.preset("online", power=True), players=("red", "yellow"), seed=4)
    rng = random.Random(2)
    for _ in range(40):
        game = board.game
        game.roll() if game.awaiting == "roll" else game.move(rng.choice(game.legal_moves()))
    board.review_start()
    for _ in range(4):
        board.review_slice(board.review["slices"])
    assert board.review["done"] >= 4
    # A slice begins a decision only if the longest so far still fits; the first one may take its
    # own budget and one playout more.
    assert max(board.slice_times) <= max(REVIEW_SLICE, REVIEW_TIME) + 0.01 + 1e-9, board.slice_times


def test_a_slice_waits_briefly_while_the_compiled_playouts_load(monkeypatch):
    from ludo_widget import fastsim
    from ludo_widget.notebook.reviewing import REVIEW_TIME

    pytest.importorskip("numba")  # without it there is nothing to load

    class Loading:
        """numba loading in the background, as if for the first time: it ends when the test says."""

        alive = True
        waits: list = []

        def join(self, timeout=None):
            self.waits.append(timeout)

        def is_alive(self):
            return self.alive

    board = planted_board(coach=False)
    board.review_start()
    loading = Loading()
    monkeypatch.setitem(fastsim._loads, "rollouts", loading)
    board.handle({"type": "review_slice", "rev": board.rev, "at": 0})
    assert loading.waits and all(w is not None and w <= REVIEW_TIME for w in loading.waits)  # never the whole loading
    assert board.review["done"] == 0 and board.review["slices"] == 1 and "loading the playouts" in board.review["note"]
    loading.alive = False
    for at in (1, 2):  # the copy goes back to the start, then the moves are looked at
        board.handle({"type": "review_slice", "rev": board.rev, "at": at})
    assert board.review["done"] >= 1


def test_the_review_looks_at_the_moves_of_the_seats_people_play():
    board = planted_board(coach=False)
    moves = {c: sum(s.kind == "move" and s.colour == c for s in board.game.line) for c in ("red", "yellow")}
    board.computer = {"yellow": "random"}
    board.review_start()
    assert board.review["total"] == moves["red"]
    finish(board)
    assert {i["colour"] for i in board.review["items"]} == {"red"}
    everyone = planted_board(coach=False)
    everyone.computer = {"red": "random", "yellow": "random"}
    everyone.review_start()
    assert everyone.review["total"] == moves["red"] + moves["yellow"]
