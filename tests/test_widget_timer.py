"""Online's turn timer on the board: a bot stands in for a person who runs out of time."""

from __future__ import annotations

from conftest import computer_plays_turn, play_until, time_out

from ludo_widget.notebook.widget import LudoWidget


def online(**kw) -> LudoWidget:
    return LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1, **kw)


def test_timer_window_is_shown_for_people_only():
    b = online()
    assert b.snapshot["timer"] == {"colour": "red", "seconds": 30.0, "window": 0}
    assert LudoWidget(players=("red", "yellow")).snapshot["timer"] is None       # classic: no timer
    assert online(computer={"red": "random"}).snapshot["timer"] is None          # a computer seat


def test_a_move_shares_its_rolls_window():
    b = online(positions={"red": [3, 0, 0, 0]})
    b.game.roll(2)
    assert b.snapshot["timer"]["window"] == 0
    b.game.move(0)
    assert b.snapshot["timer"]["window"] == 1 or b.snapshot["timer"]["colour"] == "yellow"


def test_time_out_lets_a_bot_play_that_turn_then_hands_back():
    b = online()
    rolls = b.game.stats["rolls"]
    b.handle({"type": "timeout", "window": 0})
    assert b.game.stats["rolls"] == rolls + 1
    if b.game.turn == "red":                   # a six or a try: the bot keeps this turn
        assert b.message == "Time is up: a bot plays for Red."
        assert b.autopilot == ["red"] and b.snapshot["timer"] is None
        computer_plays_turn(b, "red")
    assert b.autopilot == []                   # one miss: the person plays the next turn
    # red's turn has passed: said in the past, not as if the bot still played while yellow's clock runs
    assert b.message == "Time ran out for Red: a bot played that turn."


def test_time_up_names_the_player_as_the_status_line_does():
    b = online()
    b.names = {"red": "Ana"}
    b.handle({"type": "timeout", "window": 0})
    assert b.message == "Time is up: a bot plays for Ana."


def test_two_misses_in_a_row_keep_the_bot_until_the_die_is_tapped():
    b = online()
    for _ in range(2):
        play_until(b.game, "red")
        time_out(b)
        computer_plays_turn(b, "red")
    assert b.autopilot == ["red"]
    play_until(b.game, "red")
    assert b.autopilot == ["red"] and b.snapshot["timer"] is None
    b.handle({"type": "roll", "rev": b.rev})     # the person taps the die: the bot stops
    assert b.autopilot == [] and b.message == ""


def test_stale_or_doubled_timeouts_do_nothing():
    b = online()
    before = b.game.to_json()
    b.handle({"type": "timeout", "window": 5})
    b.handle({"type": "timeout"})
    b.handle({"type": "timeout", "window": "0"})
    assert b.game.to_json() == before and b.message == ""
    b.handle({"type": "timeout", "window": 0})
    after = b.game.to_json()
    b.handle({"type": "timeout", "window": 0})   # the second view's countdown
    assert b.game.to_json() == after


def test_no_clock_while_a_scenario_script_runs():
    b = online()
    b.play_scenario("online-count-rule")
    assert b.scripted and b.snapshot["timer"] is None
    b.scenario_leave()
    assert b.snapshot["timer"] is not None
