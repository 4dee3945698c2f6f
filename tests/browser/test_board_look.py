"""How the board looks and says whose turn it is, in the light and dark themes and at three widths.

Each test saves screenshots to ``tests/artifacts/`` (look at them: the checks here are what can be
measured - sizes, colours, contrast, what is in view - not whether it is pleasant).
"""

from __future__ import annotations

import pytest

from .lab import open_notebook, run_cell
from .test_lab import ARTIFACTS, rev, root, token, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(400)]


def shot(page, name: str, full: bool = False) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    if full:
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    else:
        root(page).screenshot(path=str(ARTIFACTS / f"{name}.png"))


def set_theme(page, dark: bool) -> None:
    name = "JupyterLab Dark" if dark else "JupyterLab Light"
    page.evaluate("name => window.jupyterapp.commands.execute('apputils:change-theme', { theme: name })", name)
    page.wait_for_function("dark => document.body.dataset.jpThemeLight === (dark ? 'false' : 'true')", arg=dark,
                           timeout=30_000)
    page.wait_for_timeout(500)


def board_width(page) -> float:
    return root(page).locator(".ludo-svg").bounding_box()["width"]


def new_board(page, code: str) -> None:
    r = rev(page) if page.locator(".ludo-widget").count() else -1
    run_cell(page, "from ludo_widget import LudoWidget, Game, Rules\n" + code + "\nboard")
    root(page).wait_for(state="visible")
    if r >= 0:
        page.wait_for_timeout(200)


def test_whose_turn_is_lit_and_the_die_is_ready(notebook_page):
    page, errors = notebook_page
    new_board(page, "board = LudoWidget(players=('red', 'yellow'), positions={'red': [1, 0, 0, 0]}, seed=5, animate=False)")
    strip = root(page).locator(".ludo-seatbar")
    assert strip.locator(".ludo-seat-active").get_attribute("data-colour") == "red"
    yards = root(page).locator(".ludo-yard-g")
    assert yards.nth(0).get_attribute("class").count("ludo-yard-active") == 1          # red's yard lit
    assert "ludo-yard-idle" in yards.nth(1).get_attribute("class")                     # nobody plays green
    assert "ludo-yard-idle" not in yards.nth(2).get_attribute("class")
    assert root(page).locator(".ludo-die").get_attribute("data-face") == ""            # a blank, ready die
    assert root(page).locator(".ludo-log-empty").inner_text() == "Nothing yet: Red rolls first."
    shot(page, "board-start")
    r = rev(page)
    run_cell(page, "board.game.roll(2)")
    wait_rev(page, r)
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().dataset.turn === 'yellow'",
                           timeout=15_000)   # red's one move is played for it, then yellow is to roll
    assert strip.locator(".ludo-seat-active").get_attribute("data-colour") == "yellow"
    assert root(page).locator(".ludo-die").get_attribute("data-face") == ""            # not red's 2
    assert root(page).locator(".ludo-die").get_attribute("data-last-face") == "2"
    assert "Red 1: 1 → 3" in root(page).locator(".ludo-log").inner_text()             # a short line
    assert errors == []


def test_a_quick_game_shows_two_slots_and_pairs_show_partners(notebook_page):
    page, errors = notebook_page
    new_board(page, "board = LudoWidget(rules=Rules.preset('paperfox', tokens=2), players=('red', 'green'), seed=1)")
    counts = page.evaluate("""() => [...[...document.querySelectorAll('.ludo-widget')].pop()
                                 .querySelectorAll('.ludo-yard-g')].map(g => g.querySelectorAll('.ludo-slot').length)""")
    assert counts == [2, 2, 0, 0]
    shot(page, "board-quick")
    new_board(page, "board = LudoWidget(rules=Rules.preset('online', teams=True, power=True, turn_timer=0),"
                    " players=('red', 'green', 'yellow', 'blue'), seed=1)")
    teams = root(page).locator(".ludo-team")
    assert [teams.nth(i).get_attribute("aria-label") for i in range(teams.count())] == ["Team Red & Yellow", "Team Green & Blue"]
    shot(page, "board-pairs-power")
    assert errors == []


def test_a_refusal_shows_next_to_the_click_in_view(lab, browser):
    page = open_notebook(browser, lab, "refusal.ipynb", viewport={"width": 1280, "height": 900})
    try:
        new_board(page, "board = LudoWidget(players=('red', 'yellow'), positions={'red': [1, 0, 0, 0]}, seed=5, animate=False)")
        root(page).locator(".ludo-controls").scroll_into_view_if_needed()
        token(page, "yellow token 1").click(force=True)
        message = root(page).locator(".ludo-message")
        message.wait_for(state="visible")
        box = message.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= 900, box                    # in the window
        t = token(page, "yellow token 1").bounding_box()
        assert abs((box["x"] + box["width"] / 2) - (t["x"] + t["width"] / 2)) < 200      # next to the token
        shot(page, "board-refusal", full=True)
    finally:
        page.close()


@pytest.mark.parametrize("width", [None, 800, 350])
def test_the_board_grows_with_the_output_and_stays_playable(lab, browser, width):
    """The output area as JupyterLab makes it at 1280x900, then pinned to 800 px and to 350 px."""
    page = open_notebook(browser, lab, f"width{width}.ipynb", viewport={"width": 1280, "height": 900})
    try:
        new_board(page, "board = LudoWidget(players=('red', 'yellow'), positions={'red': [3, 10, 0, 0]}, seed=5, animate=False)")
        if width:
            page.evaluate("w => { const el = [...document.querySelectorAll('.jp-OutputArea-output')].pop();"
                          " el.style.width = w + 'px'; el.style.flex = '0 0 ' + w + 'px'; }", width)
            page.wait_for_timeout(300)
        output = page.locator(".jp-OutputArea-output").last.bounding_box()["width"]
        assert width is None or abs(output - width) < 2
        w = board_width(page)
        assert w <= 800 + 1
        room = min(800, 900 - 150, output)                        # the width, and the window's height
        assert w >= room - 60, (w, output)                        # it uses the room it has (less the frame)
        r = rev(page)
        run_cell(page, "board.game.roll(2)")
        wait_rev(page, r)
        t = token(page, "red token 1").bounding_box()
        assert t["width"] >= 14                                   # still big enough to hit
        r = rev(page)
        token(page, "red token 1").click()
        wait_rev(page, r)
        shot(page, f"board-width-{width or 'natural'}")
    finally:
        page.close()


def test_dark_theme_follows_jupyterlab(lab, browser):
    page = open_notebook(browser, lab, "dark.ipynb", viewport={"width": 1280, "height": 900})
    try:
        set_theme(page, dark=True)
        new_board(page, "board = LudoWidget(players=('red', 'yellow'), seed=5, animate=False)")
        colours = page.evaluate("""() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
            const sel = el.querySelector('.ludo-seatbar select');
            const cs = (n) => getComputedStyle(n);
            return { bg: cs(el).backgroundColor, fg: cs(el).color, selFg: cs(sel).color, selBg: cs(sel).backgroundColor }; }""")
        assert colours["bg"] != "rgb(255, 255, 255)", colours                 # not a white card in the dark
        assert colours["selFg"] != "rgb(34, 34, 34)", colours                 # no #222 on dark grey
        shot(page, "board-dark")
        root(page).get_by_role("button", name="New game", exact=True).click()
        root(page).locator(".ludo-settings").wait_for(state="visible")
        shot(page, "board-dark-settings")
    finally:
        set_theme(page, dark=False)
        page.close()
