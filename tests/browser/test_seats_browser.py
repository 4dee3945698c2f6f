"""The board's Seats control in a real JupyterLab: hand red to the computer and take it back."""

from __future__ import annotations

import time

import pytest

from .lab import kernel_json, run_cell
from .test_lab import rev, root

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

RED_ROLLS = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
                      return [...el.querySelectorAll('.ludo-log li')].filter(li => li.textContent.startsWith('Red rolled')).length; }"""


def red_rolls(page) -> int:
    return page.evaluate(RED_ROLLS)


def settled(page, quiet: float = 2.5, timeout: float = 30) -> int:
    """Wait until the board's revision has not changed for ``quiet`` seconds; return it."""
    deadline = time.monotonic() + timeout
    last, since = rev(page), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.25)
        now = rev(page)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return now
    raise AssertionError(f"the board never came to rest (rev {last})")


def test_hand_red_to_the_computer_and_take_it_back(notebook_page):
    page, errors = notebook_page
    # Yellow is the computer from the start, so once red is handed over the game runs by itself.
    run_cell(page, "import json\nfrom ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), computer={'yellow': 'random'}, seed=5, animate=False)\n"
                   "board.computer_delay = 150\nboard")
    root(page).wait_for(state="visible")
    who = root(page).get_by_role("combobox", name="Who plays red", exact=True)
    assert who.input_value() == ""
    assert [o.inner_text() for o in who.locator("option").all()] == [
        "Person", "Computer (random)", "Computer (heuristic)", "Computer (expectimax)", "Computer (learned)",
        "Computer (lookahead)", "Computer (best)"]
    assert root(page).get_by_role("combobox", name="Who plays yellow", exact=True).input_value() == "random"
    assert root(page).get_attribute("data-turn") == "red" and red_rolls(page) == 0

    # A person's turn: nothing happens by itself.
    r0 = settled(page, quiet=1.5)
    assert root(page).get_attribute("data-turn") == "red" and red_rolls(page) == 0

    # Hand red to the computer with the select: red rolls and moves without a click.
    who.select_option("heuristic")
    page.wait_for_function(RED_ROLLS.replace("return ", "return 3 <= ", 1), timeout=60_000)
    assert rev(page) > r0 + 3
    assert kernel_json(page, "board.computer") == {"red": "heuristic", "yellow": "random"}

    # Take it back: the game plays yellow's turn (if it was yellow's) and stops on red, waiting for a person.
    who.select_option("")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.turn === 'red'",
                           timeout=30_000)
    rested = settled(page)
    rolls = red_rolls(page)
    time.sleep(2)
    assert rev(page) == rested and red_rolls(page) == rolls, "the computer kept playing red"
    assert root(page).get_attribute("data-turn") == "red"
    state = kernel_json(page, "{'computer': board.computer, 'turn': board.game.turn, "
                              "'awaiting': board.game.awaiting, 'message': board.message, 'rev': board.rev}")
    assert state["computer"] == {"yellow": "random"} and state["turn"] == "red" and state["message"] == ""
    assert state["rev"] == rested and who.input_value() == ""

    # The person plays red again.
    if state["awaiting"] == "roll":
        root(page).locator(".ludo-die").click()
        page.wait_for_function(RED_ROLLS.replace("return ", f"return {rolls} < ", 1), timeout=15_000)
    assert errors == []


def test_the_best_computer_player_plays_a_seat_on_the_board(notebook_page):
    """The "best" computer player (the lookahead search, three rolls deep), picked from the select,
    plays red's turns against the heuristic without a click, and the board reports no error."""
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), computer={'yellow': 'heuristic'}, seed=7,"
                   " animate=False)\n"
                   "board.computer_delay = 100\nboard")
    root(page).wait_for(state="visible")
    root(page).get_by_role("combobox", name="Who plays red", exact=True).select_option("best")
    page.wait_for_function(RED_ROLLS.replace("return ", "return 8 <= ", 1), timeout=120_000)
    state = kernel_json(page, "{'computer': board.computer, 'message': board.message, "
                              "'player': repr(board._players['red:best'])}")
    assert state["computer"] == {"red": "best", "yellow": "heuristic"} and state["message"] == ""
    assert "LookaheadPlayer(depth=3" in state["player"]
    assert errors == []
