"""The board's state machine in a real JupyterLab: a refused intent changes nothing.

A save that fails to load leaves the board as it was and playable; strict's Pass comes before a
computer seat's roll; online's Leave and Come back; a closed view reads as missed turns while
another view stays open. Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import time

import pytest

from ludo_widget import Game

from .lab import kernel_json, run_cell
from .test_lab import ARTIFACTS, rev, root, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / f"{name}.png"))


def message(page) -> str:
    return page.evaluate("() => { const m = [...document.querySelectorAll('.ludo-message')].pop();"
                         " return m && !m.hidden ? m.textContent : ''; }")


def wait_message(page, words: str, timeout: float = 15) -> None:
    page.wait_for_function(
        "words => { const m = [...document.querySelectorAll('.ludo-message')].pop();"
        " return m && !m.hidden && m.textContent.includes(words); }", arg=words, timeout=timeout * 1000)


def log_lines(page, start: str) -> int:
    return page.evaluate(
        "start => [...[...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-log li')]"
        ".filter(li => li.textContent.startsWith(start)).length", start)


def log_texts(page) -> list[str]:
    return page.evaluate("() => [...[...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-log li')]"
                         ".map(li => li.textContent)")


def status(page) -> str:
    return root(page).locator(".ludo-status").inner_text()


def wait_log(page, start: str, at_least: int = 1, timeout: float = 30) -> None:
    page.wait_for_function(
        "([start, n]) => [...[...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-log li')]"
        ".filter(li => li.textContent.startsWith(start)).length >= n", arg=[start, at_least], timeout=timeout * 1000)


def board_state(page) -> dict:
    return kernel_json(page, "{'json': board.game.to_json(), 'rev': board.rev, 'message': board.message,"
                             " 'turn': board.game.turn, 'awaiting': board.game.awaiting, 'computer': board.computer,"
                             " 'away': board.game.away, 'autopilot': board.autopilot, 'over': board.game.over,"
                             " 'ranking': board.game.ranking, 'rolls': board.game.stats['rolls'],"
                             " 'pending_pass': board.pending_pass}")


def test_a_failed_load_leaves_the_board_as_it_was_and_playable(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), seed=4, animate=False)\nboard")
    root(page).wait_for(state="visible")
    r = rev(page)
    root(page).locator(".ludo-die").click()
    wait_rev(page, r)
    before = board_state(page)

    # An edited save: it reads as JSON and as a game, but its first seat (7) is no seat.
    save = Game("classic", ("red", "yellow"), seed=1)
    save.roll(6)
    save.move(0)
    edited = json.loads(save.to_json())
    edited["state"]["first"] = 7
    root(page).locator(".ludo-menu > summary").click()          # Position lives in the More menu
    root(page).get_by_role("button", name="Position", exact=True).click()
    box = root(page).get_by_role("textbox", name="Position notation")
    box.wait_for(state="visible")
    box.fill(json.dumps(edited))
    root(page).get_by_role("button", name="Load position", exact=True).click()
    page.wait_for_function("() => { const m = [...document.querySelectorAll('.ludo-message')].pop();"
                           " return m && !m.hidden && m.textContent.length > 0; }")
    shot(page, "board-state-failed-load")
    after = board_state(page)
    assert after["json"] == before["json"] and after["rev"] == before["rev"]
    assert after["message"] and message(page) == after["message"] and len(after["message"]) <= 200

    # ...and the board still plays: back to the board, the person to act rolls or moves.
    root(page).get_by_role("button", name="Back to board", exact=True).click()
    if after["awaiting"] == "move":
        run_cell(page, "m = board.game.legal_moves()[0]\nboard.handle({'type': 'move', 'rev': board.rev, "
                       "'colour': m.colour, 'token': m.token})")
    # The page shows the kernel's latest picture before it rolls: a roll sent from an older one is
    # refused as stale (and would leave this test waiting for a picture that never comes).
    page.wait_for_function("want => +[...document.querySelectorAll('.ludo-widget')].pop().dataset.rev === want",
                           arg=kernel_json(page, "board.rev"), timeout=15_000)
    r = rev(page)
    root(page).locator(".ludo-die").click()
    try:
        wait_rev(page, r)
    except Exception as problem:  # say what the board was doing instead
        raise AssertionError(f"the roll was not drawn: {board_state(page)}") from problem
    state = board_state(page)
    assert state["rolls"] > before["rolls"] and state["message"] == ""
    assert message(page) == ""
    assert errors == []


def first_miss_seed() -> int:
    """A strict seed whose first roll (red's) has no move, so red must Pass."""
    return next(s for s in range(500) if Game("strict", ("red", "yellow"), seed=s).roll() != 6)


def test_strict_pass_comes_before_the_computer_seats_roll(notebook_page):
    page, errors = notebook_page
    seed = first_miss_seed()
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   f"board = LudoWidget(rules='strict', players=('red', 'yellow'), computer={{'yellow': 'random'}},"
                   f" seed={seed}, animate=False)\nboard.computer_delay = 100\nboard")
    root(page).wait_for(state="visible")
    r = rev(page)
    root(page).locator(".ludo-die").click()
    wait_rev(page, r)
    pass_button = root(page).get_by_role("button", name="No moves — Pass", exact=True)
    pass_button.wait_for(state="visible")
    time.sleep(2.5)  # twenty times the computer's delay: it must still be waiting
    waiting = board_state(page)
    assert waiting["turn"] == "yellow" and waiting["rolls"] == 1 and waiting["pending_pass"]
    assert log_lines(page, "Yellow rolled") == 0
    # The log and the status agree: neither says "Yellow to roll" while red's Pass is awaited.
    assert log_lines(page, "Red rolled") == 1 and log_lines(page, "Yellow to roll") == 0
    assert "press Pass" in status(page) and "Yellow to roll" not in status(page)
    shot(page, "board-state-strict-pass")
    pass_button.click()
    wait_log(page, "Yellow rolled")
    lines = log_texts(page)
    turn_line = next(i for i, t in enumerate(lines) if t.startswith("Yellow to roll"))
    assert turn_line < next(i for i, t in enumerate(lines) if t.startswith("Yellow rolled"))
    assert board_state(page)["pending_pass"] == ""
    assert errors == []


ONLINE = ("from ludo_widget import LudoWidget, Rules\n"
          "board = LudoWidget(rules=Rules.preset('online', turn_timer={timer}), players=('red', 'yellow'),"
          " computer={{'yellow': 'random'}}, turn='red', seed=3, animate=False{more})\n"
          "board.computer_delay = 80\n")


def test_leave_and_come_back_then_lose_by_staying_away(notebook_page):
    page, errors = notebook_page
    run_cell(page, ONLINE.format(timer=0, more="") + "board")
    root(page).wait_for(state="visible")
    leave = root(page).get_by_role("button", name="Red leaves the game", exact=True)
    leave.click()
    back = root(page).get_by_role("button", name="Red comes back", exact=True)
    back.wait_for(state="visible")
    wait_log(page, "Red rolled", 2)                      # a computer player plays red meanwhile
    state = board_state(page)
    assert state["away"] == ["red"] and state["computer"] == {"red": "heuristic", "yellow": "random"}
    assert root(page).get_by_role("combobox", name="Who plays red", exact=True).input_value() == "heuristic"
    shot(page, "board-state-left")
    back.click()
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.turn === 'red'",
                           timeout=30_000)
    time.sleep(1.5)
    state = board_state(page)
    assert state["away"] == [] and state["computer"] == {"yellow": "random"} and state["turn"] == "red"
    assert "is back" in root(page).locator(".ludo-log").inner_text()
    leave.wait_for(state="visible")

    # Leave near the end and stay away: red's computer player finishes first, and red still loses.
    r = rev(page)
    run_cell(page, "from ludo_widget import Game\nboard.game = Game(board.game.rules, ('red', 'yellow'), turn='red',"
                   " seed=3, positions={'red': [57, 57, 57, 56], 'yellow': [0, 0, 0, 0]})")
    wait_rev(page, r)
    root(page).get_by_role("button", name="Red leaves the game", exact=True).click()
    page.wait_for_function("() => { const o = [...document.querySelectorAll('.ludo-over')].pop(); return o && !o.hidden; }",
                           timeout=60_000)
    state = board_state(page)
    assert state["over"] and state["ranking"] == ["yellow", "red"]
    over = root(page).locator(".ludo-over")
    assert [li.inner_text() for li in over.locator("li").all()] == ["Yellow", "Red (left)"]
    assert over.locator(".ludo-result").inner_text() == "Yellow wins! Red left the game and loses."
    assert "Red left the game and loses." in root(page).locator(".ludo-log").inner_text()
    assert root(page).get_by_role("button", name="Red comes back", exact=True).is_hidden()
    shot(page, "board-state-left-and-lost")
    assert errors == []


def test_a_closed_view_reads_as_missed_turns_while_another_stays_open(notebook_page):
    page, errors = notebook_page
    # The computer waits 1.2 s a step, so a person can tap the die at the start of red's turn.
    run_cell(page, ONLINE.format(timer=1.5, more="") + "board.computer_delay = 1200\nboard")
    root(page).wait_for(state="visible")
    run_cell(page, "board")                                    # a second view of the same board
    page.wait_for_function("() => document.querySelectorAll('.ludo-widget').length === 2")
    # The first view goes away (its person lost the connection); the second one stays open.
    page.evaluate("""() => { const nb = window.jupyterapp.shell.currentWidget.content;
                             nb.widgets.find(c => c.node.querySelector('.ludo-widget')).model.outputs.clear(); }""")
    page.wait_for_function("() => document.querySelectorAll('.ludo-widget').length === 1")
    # Nobody taps red's die: the open view's clock runs out, and the bot plays red's turns.
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-message')].pop().textContent.includes('Time is up')",
                           timeout=30_000)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        state = board_state(page)
        if state["autopilot"] == ["red"] and state["turn"] == "red":
            break
        time.sleep(1)
    else:
        raise AssertionError(f"the bot never kept red after missed turns: {state}")
    assert state["away"] == []                                 # not leaving: red has not lost anything
    shot(page, "board-state-missed-turns")
    # The person is back: a tap on the die at the start of their turn takes the seat again.
    page.wait_for_function("() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();"
                           " const d = el.querySelector('.ludo-die');"
                           " return el.dataset.turn === 'red' && el.dataset.awaiting === 'roll'"
                           " && d.getAttribute('aria-label').includes('take over'); }", timeout=60_000)
    root(page).locator(".ludo-die").click()
    page.wait_for_function("() => ![...document.querySelectorAll('.ludo-die')].pop().getAttribute('aria-label').includes('take over')",
                           timeout=15_000)
    state = board_state(page)
    assert state["autopilot"] == [] and state["away"] == []
    assert errors == []
