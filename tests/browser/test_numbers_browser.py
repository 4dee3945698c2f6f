"""The board's Numbers switch in a real JupyterLab, and a Game's static picture in the notebook."""

from __future__ import annotations

import pytest

from .lab import kernel_json, run_cell
from .test_lab import root

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

NUMBERS = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
                    return [...el.querySelectorAll('.ludo-numbers text')].map(t => t.textContent); }"""


def wait_numbers(page, count: int) -> list[str]:
    """Wait until the board shows ``count`` numbers; return them."""
    page.wait_for_function(f"() => ({NUMBERS})().length === {count}", timeout=15_000)
    return page.evaluate(NUMBERS)


def test_numbers_switch_writes_places_and_ring_squares(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), turn='yellow', seed=2, animate=False)\nboard")
    root(page).wait_for(state="visible")
    switch = root(page).get_by_role("combobox", name="Numbers", exact=True)
    assert switch.input_value() == "" and page.evaluate(NUMBERS) == []

    # The colour to act: yellow's places 1..57.
    switch.select_option("turn")
    assert wait_numbers(page, 57) == [str(p) for p in range(1, 58)]
    assert kernel_json(page, "board.numbers") == "turn"

    # Ring squares on request.
    switch.select_option("ring")
    assert wait_numbers(page, 52) == [str(r) for r in range(52)]

    # Python sets it too, and the board follows.
    run_cell(page, "board.numbers = 'red'")
    assert wait_numbers(page, 57) == [str(p) for p in range(1, 58)]
    assert switch.input_value() == "red"
    assert errors == []


def test_a_game_shows_as_a_picture(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import Game\n"
                   "Game('classic', players=('red', 'yellow'), positions={'red': [0, 1, 9, 52]})")
    # JupyterLab shows image/svg+xml inline or as an <img> of it: either way, the picture is there.
    shown = page.locator(".jp-RenderedSVG").last
    shown.wait_for(state="visible", timeout=30_000)
    markup = shown.inner_html()
    if "<img" in markup:
        src = shown.locator("img").get_attribute("src")
        markup = page.evaluate("src => decodeURIComponent(src.startsWith('data:image/svg+xml;base64,') ? "
                               "escape(atob(src.split(',')[1])) : src.split(',').slice(1).join(','))", src)
    assert "red token 3, place 9" in markup and "Ludo board (classic)" in markup
    box = shown.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 100
    assert errors == []
