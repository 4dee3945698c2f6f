"""Playing on the board as a person would: where clicks land, what Tab reaches, where focus goes.

Issue 10's "Clicking and keys": a click anywhere on a landing square plays the move, a token with
one destination moves on one click, Tab skips tokens that cannot move, and after an animated move
the keyboard still works (focus stays on the board). Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import pytest

from .lab import run_cell
from .test_lab import ARTIFACTS, assert_in_step, rev, root, token, wait_attr, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / f"{name}.png"))


def focused_label(page) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.getAttribute('aria-label')")


def focus_in_board(page) -> bool:
    return page.evaluate("() => { const els = document.querySelectorAll('.ludo-widget');"
                         " return els[els.length - 1].contains(document.activeElement); }")


def landing_box(page, to: int) -> dict:
    """The landing mark's box, scrolled to the middle of the window (clear of JupyterLab's toolbars)."""
    mark = root(page).locator(f".ludo-landing[data-to='{to}']")
    mark.evaluate("el => el.scrollIntoView({ block: 'center' })")
    return mark.bounding_box()


def make_board(page, positions: str, face: int, animate: bool = False) -> None:
    """A two-player classic board where every roll waits for a tap, with `face` rolled for red."""
    run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                   "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
                   f" positions={positions}, seed=2, animate={animate})\nboard")
    root(page).wait_for(state="visible")
    r = rev(page)
    run_cell(page, f"board.game.roll({face})")
    wait_rev(page, r)


def test_a_click_in_the_middle_of_a_landing_square_plays_the_move(notebook_page):
    page, errors = notebook_page
    make_board(page, "{'red': [3, 10, 0, 0]}", 2)
    assert root(page).locator(".ludo-landing").count() == 2
    shot(page, "board-move-pending")
    # The middle of the square red token 1 would reach (place 5): no token there, only the mark.
    box = landing_box(page, 5)
    r = rev(page)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    wait_rev(page, r)
    wait_attr(token(page, "red token 1"), "data-place", "5")
    # And near a corner of the square, well outside the ring: still the move (a fresh board: an
    # undo would leave a step to redo, and playing from a past step asks first).
    make_board(page, "{'red': [3, 10, 0, 0]}", 2)
    box = landing_box(page, 12)
    r = rev(page)
    page.mouse.click(box["x"] + box["width"] * 0.08, box["y"] + box["height"] * 0.08)
    wait_rev(page, r)
    wait_attr(token(page, "red token 2"), "data-place", "12")
    assert_in_step(page)
    assert errors == []


def test_one_click_plays_a_token_with_one_destination(notebook_page):
    page, errors = notebook_page
    make_board(page, "{'red': [3, 10, 0, 0]}", 4)
    r = rev(page)
    token(page, "red token 2").click()
    wait_rev(page, r)
    wait_attr(token(page, "red token 2"), "data-place", "14")
    assert root(page).locator(".ludo-token[aria-pressed='true']").count() == 0   # no select step
    assert_in_step(page)
    assert errors == []


def test_tab_reaches_only_tokens_that_can_move(notebook_page):
    page, errors = notebook_page
    make_board(page, "{'red': [3, 10, 0, 0], 'yellow': [5, 0, 0, 0]}", 2)
    root(page).locator(".ludo-die").focus()
    seen = []
    for _ in range(6):
        page.keyboard.press("Tab")
        label = focused_label(page)
        if not label or not focus_in_board(page):
            break
        seen.append(label)
    tokens = [s for s in seen if " token " in s and not s.startswith("Move")]
    assert tokens == ["red token 1", "red token 2"], seen
    assert errors == []


def test_focus_stays_on_the_board_after_an_animated_move(notebook_page):
    page, errors = notebook_page
    make_board(page, "{'red': [3, 0, 0, 0]}", 5, animate=True)
    red = token(page, "red token 1")
    red.focus()
    r = rev(page)
    page.keyboard.press("Enter")
    wait_rev(page, r)
    wait_attr(red, "data-place", "8")
    page.wait_for_function("el => !el.hasAttribute('data-moving')", arg=red.element_handle(), timeout=10_000)
    page.wait_for_timeout(300)
    assert focus_in_board(page), focused_label(page)
    # Yellow's turn now: r rolls without clicking anything first.
    r = rev(page)
    page.keyboard.press("r")
    wait_rev(page, r)
    assert root(page).get_attribute("data-awaiting") in ("move", "roll")
    assert "Yellow rolled" in root(page).locator(".ludo-log").inner_text()
    assert errors == []
