"""The coach on the board: the chance bar follows every turn, the Hint button serves people only."""

import pytest

from ludo_widget import LudoWidget
from ludo_widget.engine.errors import LudoError

CAPTURE = {"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]}


def coached(**kwargs) -> LudoWidget:
    return LudoWidget(players=("red", "yellow"), positions=CAPTURE, seed=1, coach=True, **kwargs)


def test_the_coach_is_off_by_default_and_switches_on_and_off():
    board = LudoWidget(players=("red", "yellow"), seed=1)
    assert board.coaching["on"] is False and board.coaching["chances"] == []
    board.coach = True
    rows = board.coaching["chances"]
    assert [r["key"] for r in rows] == ["red", "yellow"] and sum(r["p"] for r in rows) == pytest.approx(1, abs=1e-3)
    board.coach = False
    assert board.coaching["chances"] == [] and not board.coaching["hint_allowed"]


def test_the_bar_does_not_wait_for_the_compiled_playouts_to_load(monkeypatch):
    """While numba loads (1-2 s the first time), the bar is worked out by Python playouts."""
    from ludo_widget.notebook import coaching

    engines = []
    real = coaching.tally
    monkeypatch.setattr(coaching, "tally", lambda *a, **k: engines.append(k["engine"]) or real(*a, **k))
    monkeypatch.setattr(coaching, "compiled_ready", lambda wait=0.0: False)
    hints = []
    real_hint = coaching.best_move
    monkeypatch.setattr(coaching, "best_move", lambda *a, **k: hints.append(k["engine"]) or real_hint(*a, **k))
    board = coached()
    assert engines == ["python"] and sum(r["p"] for r in board.coaching["chances"]) == pytest.approx(1, abs=1e-3)
    board.game.roll(3)
    board.handle({"type": "hint", "rev": board.rev})
    assert hints == ["python"] and board.coaching["hint"]
    monkeypatch.setattr(coaching, "compiled_ready", lambda wait=0.0: True)
    board.coach = False
    board.coach = True
    assert engines[-1] == "auto"


def test_the_bar_follows_every_turn_within_the_budget(virtual_clock):
    from ludo_widget.coach.playouts import _BATCH
    from ludo_widget.notebook.coaching import COACH_TIME

    virtual_clock.per_rollout = 0.001
    board = LudoWidget(players=("red", "yellow"), positions={"red": [57, 57, 57, 40], "yellow": [0, 0, 0, 0]},
                       seed=2, coach=True)
    assert board.coaching["chances"][0]["p"] > 0.9
    seen = []
    for _ in range(6):
        start = virtual_clock.now
        board.handle({"type": "roll", "rev": board.rev})
        seen.append(virtual_clock.now - start)
        if board.game.awaiting == "move":
            board.handle({"type": "move", "rev": board.rev, "colour": board.game.turn,
                          "token": board.game.legal_moves()[0].token})
        assert board.coaching["turn"] == board.game.turn
        assert sum(r["p"] for r in board.coaching["chances"]) == pytest.approx(1, abs=1e-3)
    # each roll updates the bar once, by playouts that stop at the budget (the clock is read between batches)
    assert all(COACH_TIME <= t <= COACH_TIME + _BATCH * 0.001 for t in seen), seen


def test_the_bar_counts_on_in_slices_while_the_position_stands_until_it_is_settled(virtual_clock):
    from ludo_widget.coach.playouts import _BATCH
    from ludo_widget.notebook.coaching import BAR_SLICES, COACH_TIME

    virtual_clock.per_rollout = 0.01              # a dozen playouts a slice, as on the Python path
    board = coached()
    first = board.coaching["playouts"]
    assert 0 < first <= 16 and board.coaching["settled"] is False
    rev, counts = board.rev, [first]
    for _ in range(BAR_SLICES - 1):
        start = virtual_clock.now
        board.handle({"type": "coach_more", "rev": board.rev})
        assert COACH_TIME <= virtual_clock.now - start <= COACH_TIME + _BATCH * 0.01   # a slice keeps the budget
        counts.append(board.coaching["playouts"])
    assert board.message == "" and board.rev == rev        # no new picture of the game: only the bar moved
    assert all(b > a for a, b in zip(counts, counts[1:])) and board.coaching["settled"] is True
    assert sum(r["p"] for r in board.coaching["chances"]) == pytest.approx(1, abs=1e-3)
    start = virtual_clock.now
    board.handle({"type": "coach_more", "rev": board.rev})  # settled: no more playouts
    assert virtual_clock.now == start and board.coaching["playouts"] == counts[-1]
    board.game.roll(3)                            # a new position: the count starts again
    assert board.coaching["playouts"] <= 16 and board.coaching["settled"] is False
    start = virtual_clock.now
    board.handle({"type": "coach_more", "rev": board.rev - 1})   # an ask from an older picture: dropped, silently
    assert virtual_clock.now == start and board.message == ""


def test_a_bar_with_enough_playouts_is_settled_at_once_and_asks_are_dropped_quietly(virtual_clock):
    from ludo_widget.notebook.coaching import BAR_PLAYOUTS

    virtual_clock.per_rollout = 0.0001            # the compiled path: over a thousand playouts in one slice
    board = coached()
    assert board.coaching["playouts"] >= BAR_PLAYOUTS and board.coaching["settled"] is True
    board.edit()                                  # the position editor holds the board
    board.handle({"type": "coach_more", "rev": board.rev})
    assert board.message == ""
    board.coach = False
    board.handle({"type": "coach_more", "rev": board.rev})
    assert board.message == "" and board.coaching["settled"] is True and board.coaching["playouts"] == 0


def test_a_hint_selects_a_legal_token_and_says_why():
    board = coached()
    board.handle({"type": "hint", "rev": board.rev})
    assert "roll first" in board.message and board.coaching["hint"] == {}
    board.game.roll(3)
    assert board.coaching["hint_allowed"]
    board.handle({"type": "hint", "rev": board.rev})
    shown = board.coaching["hint"]
    assert board.selected == [shown["colour"], shown["token"]]
    assert any(m.token == shown["token"] for m in board.game.legal_moves())
    assert shown["reason"].startswith(f"Red token {shown['token'] + 1}")
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": shown["token"]})
    assert board.coaching["hint"] == {}  # a hint lasts until the board changes


def test_no_hint_for_a_computer_seat_or_with_the_coach_off():
    board = coached(computer={"red": "random"})
    board.game.roll(3)
    assert not board.coaching["hint_allowed"]
    with pytest.raises(LudoError, match="computer plays"):
        board.coach_hint()
    off = LudoWidget(players=("red", "yellow"), positions=CAPTURE, seed=1)
    off.game.roll(3)
    with pytest.raises(LudoError, match="coach is off"):
        off.coach_hint()


def test_no_hint_while_a_scenario_question_is_open():
    board = LudoWidget(players=("red", "yellow"), coach=True)
    board.play_scenario("classic-stacked-capture")
    for _ in range(12):
        if board.scenario.get("question") and board.game.awaiting == "move":
            break
        board.scenario_next()
    assert board.scenario["question"] is not None
    assert not board.coaching["hint_allowed"]
    with pytest.raises(LudoError, match="question"):
        board.coach_hint()


def test_a_snapshot_without_a_move_keeps_the_bar(monkeypatch):
    """Seats or the turn timer changing send a snapshot too; the position did not change, so no
    playouts run and the bar stays as it was. A move, or the coach switched on again, works them out."""
    from ludo_widget.notebook import coaching

    board = coached()
    worked = []
    real = coaching.chances
    monkeypatch.setattr(coaching, "chances", lambda *a, **k: worked.append(1) or real(*a, **k))
    rows = board.coaching["chances"]
    board.computer = {"yellow": "random"}  # publishes
    board.publish()
    assert worked == [] and board.coaching["chances"] == rows
    board.game.roll(3)
    assert worked == [1]
    board.coach = False
    board.coach = True
    assert worked == [1, 1]


# -- the word on a person's move ------------------------------------------------------------


def judged_calls(monkeypatch) -> list:
    """Each judgement the board asks of the coach (the feedback's playouts)."""
    from ludo_widget.notebook import coaching

    calls = []

    class Counted(coaching.Judging):
        def __init__(self, game, move, **kwargs):
            calls.append(move)
            super().__init__(game, move, **kwargs)

    monkeypatch.setattr(coaching, "Judging", Counted)
    return calls


def test_a_move_that_loses_chance_gets_a_word_naming_the_better_one(virtual_clock, monkeypatch):
    virtual_clock.per_rollout = 0.0001            # the feedback's 0.08 s: 800 playouts, the same every run
    calls = judged_calls(monkeypatch)
    board = coached()
    assert board.coaching["feedback"] == {}
    board.game.roll(3)
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 1})   # walks on; token 1 could capture
    word = board.coaching["feedback"]
    assert word["verdict"] == "mistake" and word["step"] == 2 and word["colour"] == "red"
    assert word["played"] == "Red 2: 20 → 23" and word["better"] == "Red 1: 10 → 13" and word["lost"] > 0.05
    assert word["text"].startswith(f"Red 2: 20 → 23 cost about {word['lost']:.0%} of Red's winning chance. "
                                   "Better: Red 1: 10 → 13. Red token 1 captures yellow token 1")
    board.publish()                               # another picture of the same game: judged once
    assert len(calls) == 1 and board.coaching["feedback"] == word


def test_a_word_the_first_playouts_cannot_judge_says_so_and_is_judged_in_more_slices(virtual_clock, monkeypatch):
    """On the Python path 0.08 s holds a few playouts an option: too few to tell even a capture
    passed up from luck. The word says so, and the slices the front end asks for go to it first."""
    from ludo_widget.coach import SURE_PLAYOUTS
    from ludo_widget.notebook.coaching import WORD_SLICES

    virtual_clock.per_rollout = 0.01              # 8 playouts in the word's 0.08 s, 12 in a 0.12 s slice
    calls = judged_calls(monkeypatch)
    board = coached()
    board.game.roll(3)
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 1})   # walks on; token 1 could capture
    word = board.coaching["feedback"]
    assert word["verdict"] == "unsure" and word["text"] == "Red 2: 20 → 23: too few games were played on to judge it."
    assert board.coaching["settled"] is False
    bar = board.coaching["playouts"]
    verdicts = []
    for _ in range(WORD_SLICES):
        before = board.coaching
        board.handle({"type": "coach_more", "rev": board.rev})
        # Each slice changes the picture (the word's playouts at least), or the front end, which
        # asks again when it draws a new one, would never ask again.
        assert board.coaching != before and board.coaching["feedback"]["playouts"] > before["feedback"]["playouts"]
        verdicts.append(board.coaching["feedback"]["verdict"])
        if verdicts[-1] != "unsure":
            break
    assert verdicts[-1] == "mistake" and board.coaching["feedback"]["better"] == "Red 1: 10 → 13", verdicts
    assert board.coaching["playouts"] == bar and len(calls) == 1   # the slices went to the word, one judging
    board.handle({"type": "coach_more", "rev": board.rev})          # the word is sure: now the bar counts on
    assert board.coaching["playouts"] > bar and board.coaching["feedback"]["verdict"] == "mistake"
    board.game.roll(3)                                              # a capture by yellow? any roll: a new position
    assert SURE_PLAYOUTS == 300


def test_the_best_move_gets_a_plain_word_and_computer_seats_none(virtual_clock, monkeypatch):
    virtual_clock.per_rollout = 0.0001
    calls = judged_calls(monkeypatch)
    board = coached(computer={"yellow": "heuristic"})
    board.game.roll(3)
    board.game.move(0)                            # the capture: another roll for red
    assert board.coaching["feedback"]["verdict"] == "fine"
    assert board.coaching["feedback"]["text"] == "Red 1: 10 → 13: no other move was surely better."
    while board.game.turn == "red" and not board.game.over:   # red plays on: rolls, and moves a token
        board.game.roll()
        if board.game.awaiting == "move":
            board.game.move(board.game.legal_moves()[0])
    for _ in range(12):                            # yellow's turns are the computer's: nothing to judge
        if board.game.turn != "yellow":
            break
        board.computer_step()
    assert all(move.colour == "red" for move in calls)
    assert board.coaching["feedback"]["colour"] == "red"


def test_no_word_while_looking_back_in_a_script_or_with_the_coach_off(virtual_clock):
    virtual_clock.per_rollout = 0.0001
    board = coached()
    board.game.roll(3)
    board.game.move(1)
    assert board.coaching["feedback"]["verdict"] == "mistake"
    board.game.undo()                             # looking back: the word waits
    assert board.coaching["feedback"] == {}
    board.game.redo()
    assert board.coaching["feedback"]["verdict"] == "mistake"
    board.coach = False
    assert board.coaching["feedback"] == {}
    board.coach = True
    player = board.play_scenario("classic-safe-squares")  # its script chooses among moves four times
    while not player.run.finished:                # the script's moves are the lesson's, not a person's choice
        player.next()
        assert board.coaching["feedback"] == {}
    assert any(step.kind == "move" for step in board.game.history)


def test_a_move_with_the_word_keeps_the_budget(virtual_clock):
    """A person's move updates the bar (0.12 s of playouts) and judges the move (0.08 s): 0.2 s in all."""
    from ludo_widget.coach.playouts import _BATCH
    from ludo_widget.notebook.coaching import COACH_TIME, FEEDBACK_TIME

    virtual_clock.per_rollout = 0.001
    board = coached()
    board.game.roll(3)
    start = virtual_clock.now
    board.handle({"type": "move", "rev": board.rev, "colour": "red", "token": 1})
    spent = virtual_clock.now - start
    assert COACH_TIME + FEEDBACK_TIME <= spent <= COACH_TIME + FEEDBACK_TIME + 3 * _BATCH * 0.001, spent


def test_the_word_is_on_who_chose_the_move_then_not_who_holds_the_seat_now(virtual_clock):
    virtual_clock.per_rollout = 0.0001
    board = coached(computer={"red": "heuristic"})
    board.game.roll(3)
    board.computer_step()                         # the computer chooses red's move
    assert board.coaching["feedback"] == {}
    board.computer = {}                           # red is a person's now: the computer's move stays unjudged
    assert board.coaching["feedback"] == {}
    board = coached()
    board.game.roll(3)
    board.game.move(1)                            # a person's move
    word = board.coaching["feedback"]
    board.computer = {"red": "heuristic", "yellow": "heuristic"}
    for _ in range(8):
        board.computer_step()
    assert board.coaching["feedback"] == word     # still the person's move, not the computer's since


def test_in_team_games_the_word_counts_the_pair_s_chance(virtual_clock):
    from ludo_widget import Game, Rules

    virtual_clock.per_rollout = 0.0001
    game = Game(Rules.preset("online", teams=True), players=4, turn="red", seed=1,
                positions={"red": [30, 20, 0, 0], "blue": [46, 0, 0, 0]})
    board = LudoWidget(game=game, coach=True)
    board.feedback_time = 0.5                     # 5,000 playouts: four seats' games differ by more luck
    board.game.roll(3)                            # red token 1 could capture blue token 1, five squares from its column
    board.game.move(1)
    word = board.coaching["feedback"]
    assert word["verdict"] == "mistake" and "of Red & Yellow's winning chance" in word["text"], word
