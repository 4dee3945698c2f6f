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
    real = coaching.win_chances
    monkeypatch.setattr(coaching, "win_chances", lambda *a, **k: engines.append(k["engine"]) or real(*a, **k))
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
    from ludo_widget.coach import _BATCH
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
