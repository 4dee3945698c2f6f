"""The board in a real JupyterLab, driven in headless Chromium like a person would.

Run with ``pytest -m browser tests/browser`` (needs ``npm ci && npm run build`` once, or
node_modules present so the fixture can build).
"""

from __future__ import annotations

import json
import re

import pytest

from ludo_widget import Game

from .lab import REPO, kernel_json, run_cell

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ARTIFACTS = REPO / "tests" / "artifacts"


def root(page):
    return page.locator(".ludo-widget").last


def token(page, name):
    return root(page).get_by_role("button", name=name, exact=True)


def rev(page) -> int:
    return int(root(page).get_attribute("data-rev") or 0)


def wait_rev(page, after: int, timeout: float = 15) -> int:
    page.wait_for_function(
        """after => { const els = document.querySelectorAll('.ludo-widget');
                      return els.length && +els[els.length - 1].dataset.rev > after; }""",
        arg=after, timeout=timeout * 1000)
    return rev(page)


def wait_attr(locator, name: str, value: str, timeout: float = 15) -> None:
    locator.page.wait_for_function(
        "([el, name, value]) => el.getAttribute(name) === value",
        arg=[locator.element_handle(timeout=timeout * 1000), name, value], timeout=timeout * 1000)


def kernel_state(page) -> dict:
    return kernel_json(page, "{'positions': board.game.positions, 'turn': board.game.turn, "
                             "'awaiting': board.game.awaiting, 'notation': board.game.notation(), 'rev': board.rev}")


def page_places(page) -> dict:
    return page.evaluate(
        """() => { const els = document.querySelectorAll('.ludo-widget');
                   const out = {};
                   for (const t of els[els.length - 1].querySelectorAll('.ludo-token')) {
                     (out[t.dataset.colour] = out[t.dataset.colour] || [])[+t.dataset.token] = +t.dataset.place;
                   }
                   return out; }""")


def assert_in_step(page) -> dict:
    state = kernel_state(page)
    assert page_places(page) == state["positions"]
    assert rev(page) == state["rev"]
    return state


def first_seed(face: int, **kwargs) -> int:
    """A seed whose first random roll is ``face`` (the kernel runs the same engine)."""
    return next(s for s in range(500) if Game(seed=s, **kwargs).roll() == face)


def test_play_a_game_in_jupyterlab(notebook_page):
    page, errors = notebook_page
    seed = first_seed(6, players=("red", "yellow"), positions={"red": [1, 0, 0, 0]})
    run_cell(page, "from ludo_widget import LudoWidget, Game\n"
                   f"board = LudoWidget(players=('red', 'yellow'), positions={{'red': [1, 0, 0, 0]}}, seed={seed}, animate=False)\n"
                   "board")
    root(page).wait_for(state="visible")
    page.wait_for_function("() => document.querySelectorAll('.ludo-widget .ludo-token').length === 8")

    # Roll by clicking the die; the face appears on the die.
    die = root(page).get_by_role("button", name=re.compile("Roll"), exact=False).and_(root(page).locator(".ludo-die"))
    r0 = rev(page)
    die.click()
    wait_rev(page, r0)
    assert root(page).locator(".ludo-die").get_attribute("data-face") == "6"
    assert "Red rolled a 6." in root(page).locator(".ludo-log").inner_text()
    assert root(page).locator(".ludo-landing").count() == 2
    assert "ludo-movable" in token(page, "red token 1").get_attribute("class")

    # A token with one destination moves on one click.
    r1 = rev(page)
    token(page, "red token 1").click()
    wait_rev(page, r1)
    wait_attr(token(page, "red token 1"), "data-place", "7")
    state = assert_in_step(page)
    assert state["positions"]["red"] == [7, 0, 0, 0]

    # A capture, scripted from a cell: red token 1 from 5 lands on yellow token 2 (ring square 7).
    r2 = rev(page)
    run_cell(page, "board.game = Game(players=('red', 'yellow'), positions={'red': [5, 20, 0, 0], "
                   "'yellow': [0, 34, 0, 0]}, turn='red', seed=1)\nboard.game.roll(3)")
    wait_rev(page, r2)
    assert token(page, "yellow token 2").get_attribute("data-place") == "34"
    assert root(page).locator(".ludo-landing-capture").count() == 1
    r3 = rev(page)
    token(page, "yellow token 2").click(force=True)  # a click on the token under the landing mark captures it
    wait_rev(page, r3)
    wait_attr(token(page, "yellow token 2"), "data-place", "0")
    assert token(page, "red token 1").get_attribute("data-place") == "8"
    assert "yard" in root(page).locator(".ludo-log").inner_text().lower()
    state = assert_in_step(page)
    assert state["positions"] == {"red": [8, 20, 0, 0], "yellow": [0, 0, 0, 0]}

    # Undo brings the captured token back.
    r4 = rev(page)
    root(page).get_by_role("button", name="Undo", exact=True).click()
    wait_rev(page, r4)
    wait_attr(token(page, "yellow token 2"), "data-place", "34")
    state = assert_in_step(page)
    assert state["positions"] == {"red": [5, 20, 0, 0], "yellow": [0, 34, 0, 0]} and state["awaiting"] == "move"

    # A bad click gets a visible message and changes nothing.
    token(page, "yellow token 1").click()
    page.wait_for_function("() => { const m = [...document.querySelectorAll('.ludo-message')].pop(); return m && !m.hidden && m.textContent.length > 0; }")
    assert_in_step(page)

    # The state view shows the same notation as the kernel.
    root(page).locator(".ludo-menu > summary").click()          # developer switches live in the More menu
    root(page).get_by_role("button", name="Position", exact=True).click()
    notation = root(page).get_by_role("textbox", name="Position notation")
    notation.wait_for(state="visible")
    assert notation.input_value() == kernel_state(page)["notation"]
    root(page).get_by_role("button", name="Back to board", exact=True).click()

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / "board.png"))
    assert errors == []


def test_play_against_a_computer_seat(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Game\n"
                   "board = LudoWidget(players=('red', 'yellow'), seed=8)\nboard")
    root(page).wait_for(state="visible")

    # Settings view: yellow is played by the computer, and the players have names.
    root(page).get_by_role("button", name="New game", exact=True).click()
    root(page).get_by_role("combobox", name="Yellow is played by").select_option("random")
    root(page).get_by_role("textbox", name="Name of who plays red").fill("Ana")
    root(page).get_by_role("textbox", name="Name of who plays yellow").fill(" Robo ")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).locator(".ludo-seats").screenshot(path=str(ARTIFACTS / "new-game-names.png"))
    r0 = rev(page)
    root(page).get_by_role("button", name="Start game", exact=True).click()
    wait_rev(page, r0)
    assert json.loads(run_cell(page, "import json; print(json.dumps([board.computer, board.names]))")) == [
        {"yellow": "random"}, {"red": "Ana", "yellow": "Robo"}]
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop()"
                           ".querySelector('.ludo-status').textContent.startsWith('Ana to roll')", timeout=15_000)
    chips = root(page).locator(".ludo-seatbar .ludo-seat-name").all_inner_texts()
    assert chips == ["Ana", "Robo"], chips
    root(page).locator(".ludo-topline").scroll_into_view_if_needed()
    top = [root(page).locator(sel).bounding_box() for sel in (".ludo-topline", ".ludo-seatbar")]
    page.screenshot(path=str(ARTIFACTS / "board-names.png"), clip={
        "x": top[0]["x"], "y": top[0]["y"], "width": top[0]["width"],
        "height": top[1]["y"] + top[1]["height"] - top[0]["y"]})

    computer_played = False
    for _ in range(40):
        page.wait_for_function(
            """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
                       return el.dataset.turn === 'red' || el.dataset.awaiting === 'over'; }""", timeout=30_000)
        log = root(page).locator(".ludo-log").inner_text()
        if "Yellow rolled" in log:
            computer_played = True
            break
        r = rev(page)
        if root(page).get_attribute("data-awaiting") == "roll":
            root(page).focus()
            page.keyboard.press("r")          # roll from the keyboard
            r = wait_rev(page, r)
        if root(page).get_attribute("data-awaiting") == "move" and root(page).get_attribute("data-turn") == "red":
            movable = root(page).locator(".ludo-token.ludo-movable").first
            movable.click()                   # select, then the Move button (unless played for us)
            try:
                page.wait_for_function("() => document.querySelector('.ludo-token[aria-pressed=\"true\"]') || "
                                       "[...document.querySelectorAll('.ludo-widget')].pop().dataset.rev > " + str(r),
                                       timeout=5000)
            except Exception:
                pass
            if rev(page) == r:
                root(page).get_by_role("button", name="Move", exact=True).click()
            wait_rev(page, r)
    assert computer_played, "the computer seat never played"
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.turn === 'red'", timeout=30_000)
    state = assert_in_step(page)
    assert state["turn"] == "red"
    assert errors == []


def test_two_views_stay_in_step(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget\nboard = LudoWidget(players=('red', 'green'), seed=2, animate=False)\nboard")
    run_cell(page, "board")
    page.wait_for_function("() => document.querySelectorAll('.ludo-widget').length === 2")
    first = page.locator(".ludo-widget").first
    r = int(first.get_attribute("data-rev"))
    first.locator(".ludo-die").click()
    page.wait_for_function(
        """r => { const [a, b] = document.querySelectorAll('.ludo-widget');
                  return +a.dataset.rev > r && a.dataset.rev === b.dataset.rev; }""", arg=r)
    faces = page.evaluate("() => [...document.querySelectorAll('.ludo-die')].map(d => d.dataset.lastFace)")
    assert faces[0] == faces[1] != ""
    assert errors == []


def test_animated_move_walks_and_comes_to_rest(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                   "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
                   " positions={'red': [3, 0, 0, 0]}, seed=2, animate=True)\nboard")
    root(page).wait_for(state="visible")
    r = rev(page)
    run_cell(page, "board.game.roll(5)")
    wait_rev(page, r)
    red = token(page, "red token 1")
    seen = page.evaluate_handle(
        """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop()
                               .querySelector('[aria-label="red token 1"]');
                   const spots = new Set();
                   const obs = new MutationObserver(() => spots.add(el.getAttribute('transform')));
                   obs.observe(el, { attributes: true, attributeFilter: ['transform'] });
                   return spots; }""")
    red.click()                                  # one destination: one click plays it
    wait_attr(red, "data-place", "8")
    page.wait_for_function("el => !el.hasAttribute('data-moving')", arg=red.element_handle(), timeout=10_000)
    spots = page.evaluate("s => s.size", seen)
    assert spots >= 5, f"the token jumped instead of walking ({spots} positions)"
    assert_in_step(page)
    assert errors == []


def focused_label(page) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.getAttribute('aria-label')")


def wait_focus(page, label: str, timeout: float = 15) -> None:
    """Wait until the element named ``label`` has keyboard focus."""
    page.wait_for_function("label => document.activeElement && document.activeElement.getAttribute('aria-label') === label",
                           arg=label, timeout=timeout * 1000)


def test_keyboard_only(notebook_page):
    """Roll, pick and move, undo: keys only. Each key is pressed on the element that must have focus
    (``locator.press`` focuses it first): JupyterLab may take focus back to the notebook just after a
    cell's output appears, and a bare ``keyboard.press`` then went to the notebook (the flake)."""
    page, errors = notebook_page
    seed = first_seed(6, players=("red", "yellow"), positions={"red": [1, 0, 0, 0]})
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   f"board = LudoWidget(players=('red', 'yellow'), positions={{'red': [1, 0, 0, 0]}}, seed={seed}, animate=False)\nboard")
    root(page).wait_for(state="visible")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.awaiting === 'roll'",
                           timeout=30_000)
    die = root(page).locator(".ludo-die")
    r = rev(page)
    die.press("Enter")                           # the die is a button
    wait_rev(page, r, timeout=30)
    wait_attr(die, "data-face", "6", timeout=30)
    die.press("Tab")                             # next in the tab order: red token 1 (it can move)
    wait_focus(page, "red token 1")
    r = rev(page)
    token(page, "red token 1").press("Enter")    # its one destination: played at once
    wait_rev(page, r, timeout=30)
    wait_attr(token(page, "red token 1"), "data-place", "7", timeout=30)
    assert root(page).evaluate("el => el.contains(document.activeElement)"), focused_label(page)  # focus stayed on the board
    r = rev(page)
    root(page).press("u")                        # undo from the keyboard
    wait_rev(page, r, timeout=30)
    wait_attr(token(page, "red token 1"), "data-place", "1", timeout=30)
    assert_in_step(page)
    assert errors == []


def test_game_over_and_rematch(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Game\n"
                   "board = LudoWidget(game=Game(players=('red', 'yellow'), positions={'red': [57, 57, 57, 55],"
                   " 'yellow': [10, 0, 0, 0]}, turn='red', seed=4), animate=False)\nboard.game.roll(2)\nboard")
    root(page).wait_for(state="visible")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.awaiting === 'over'",
                           timeout=15_000)   # one possible move: played for the player after a moment
    over = root(page).get_by_role("dialog", name="Game over")
    over.wait_for(state="visible")
    assert "Red wins" in over.inner_text()
    assert [li.inner_text() for li in over.locator("li").all()] == ["Red", "Yellow"]
    r = rev(page)
    over.get_by_role("button", name="Rematch", exact=True).click()
    wait_rev(page, r)
    over.wait_for(state="hidden")
    state = assert_in_step(page)
    assert state["positions"] == {"red": [0, 0, 0, 0], "yellow": [0, 0, 0, 0]} and state["awaiting"] == "roll"
    assert over.locator(".ludo-score").count() == 0   # one game so far: the card named its winner
    # A second game, which yellow wins: the card now keeps the board's score.
    run_cell(page, "board.game = Game(players=('red', 'yellow'), positions={'red': [10, 0, 0, 0],"
                   " 'yellow': [57, 57, 57, 56]}, turn='yellow', seed=4)\nboard.game.roll(1)")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.awaiting === 'over'",
                           timeout=15_000)
    over.wait_for(state="visible")
    assert "Yellow wins" in over.inner_text()
    assert over.locator(".ludo-score").inner_text() == "Score after 2 games: Red 1 · Yellow 1"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / "board-over-score.png"))
    assert errors == []
