"""Online's Power mode in a real JupyterLab: bonuses used by clicking, as a player would.

Red switches on Double roll and moves twice the face; Yellow picks a face with Dice control,
then gives a Shield after rolling and sees the mark on its token. Each seat sees only its own
stock while it acts. Run with ``pytest tests/browser`` (see ``test_lab.py``).
"""

from __future__ import annotations

import re

import pytest

from .lab import kernel_json, run_cell
from .test_lab import ARTIFACTS, rev, root, token, wait_attr, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

# Red: tokens on places 2 and 20; Yellow: all in the yard. Red's stock 1.1.1, Yellow's 0.2.1
# (double.dice.shield). Tiles of every kind for the picture, none where these moves can end
# (red always ends on an odd ring square here, yellow's first token on ring squares 27..32).
# No turn timer: a slow machine must not hand a turn to the bot mid-test.
POSITION = ("online[power=yes;turn_timer=0] r:2,20,0,0 y:0,0,0,0 r roll six:0 "
            "tiles:2p,4d,10s,12c,36s,38c,42p,44d stock:r=1.1.1,y=0.2.1")


def bonus_button(page, kind: str):
    return root(page).locator(f".ludo-bonuses button[data-bonus='{kind}']")


def die(page):
    return root(page).get_by_role("button", name=re.compile("Roll")).and_(root(page).locator(".ludo-die"))


def click_and_wait(page, locator) -> int:
    r0 = rev(page)
    locator.click()
    return wait_rev(page, r0)


def kernel(page) -> dict:
    return kernel_json(page, "{'positions': board.game.positions, 'turn': board.game.turn, "
                             "'awaiting': board.game.awaiting, 'stock': board.game.stock, 'bonus': board.game.bonus, "
                             "'shields': board.game.shields, 'rev': board.rev}")


def synced_stock(page) -> dict:
    """The stock the page was sent (the snapshot trait as the front end holds it)."""
    return page.evaluate("() => { const els = document.querySelectorAll('.ludo-widget');"
                         " return els[els.length - 1].__ludo.model.get('snapshot').stock; }")


# Seeds for the die: 3 rolls a 4 for the Double roll and a 4 after the Shield; 5 rolls a 6 after
# the Shield (two moves: the player picks); 6 rolls a 6 for the Double roll (12 squares, no six).
@pytest.mark.parametrize("seed", [3, 5, 6])
def test_use_bonuses_by_clicking(notebook_page, seed):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Game\n"
                   f"board = LudoWidget(game=Game.from_notation({POSITION!r}, seed={seed}), animate=False)\n"
                   "board")
    root(page).wait_for(state="visible")
    page.wait_for_function("() => document.querySelectorAll('.ludo-widget .ludo-token').length === 8")
    bar = root(page).locator(".ludo-bonuses")

    # Tiles of all four kinds are drawn; the bar shows Red's stock and only Red's.
    assert root(page).locator(".ludo-tile").count() == 8
    for kind in ("double", "dice", "shield", "plus1"):
        assert root(page).locator(f".ludo-tile-{kind}").count() == 2
    assert bar.is_visible()
    assert "Red's bonuses:" in bar.inner_text()
    assert synced_stock(page) == {"red": {"double": 1, "dice": 1, "shield": 1}}
    for kind in ("double", "dice", "shield"):
        assert bonus_button(page, kind).is_enabled()

    # Double roll: switched on by clicking, then the die; the landing rings sit twice the face away.
    click_and_wait(page, bonus_button(page, "double"))
    wait_attr(bonus_button(page, "double"), "aria-pressed", "true")
    assert bonus_button(page, "double").inner_text() == "Double roll (0) — on"
    assert not bonus_button(page, "dice").is_enabled() and not bonus_button(page, "shield").is_enabled()
    assert "Red switched on Double roll" in root(page).locator(".ludo-log").inner_text()
    click_and_wait(page, die(page))
    face = int(root(page).locator(".ludo-die").get_attribute("data-face"))
    assert 1 <= face <= 6
    assert f"Red rolled a {face}. (double roll: {2 * face} squares)" in root(page).locator(".ludo-log").inner_text()
    assert f"×2 = {2 * face} squares" in root(page).locator(".ludo-status").inner_text()
    rings = root(page).locator(".ludo-landing")
    assert sorted(int(rings.nth(i).get_attribute("data-to")) for i in range(rings.count())) == [2 + 2 * face, 20 + 2 * face]
    click_and_wait(page, token(page, "red token 1"))                       # one destination: one click
    wait_attr(token(page, "red token 1"), "data-place", str(2 + 2 * face))
    state = kernel(page)
    assert state["positions"]["red"] == [2 + 2 * face, 20, 0, 0]          # twice the face
    assert state["stock"]["red"] == {"double": 0, "dice": 1, "shield": 1}  # the bonus is spent
    assert state["turn"] == "yellow"                                       # a double six is no six

    # Yellow's turn: its stock replaces Red's, on screen and in what was synced.
    wait_attr(bar, "data-turn", "yellow")
    assert "Yellow's bonuses:" in bar.inner_text() and "Red" not in bar.inner_text()
    assert synced_stock(page) == {"yellow": {"double": 0, "dice": 2, "shield": 1}}
    assert bonus_button(page, "dice").inner_text() == "Dice control (2)"
    assert not bonus_button(page, "double").is_enabled()                   # none in stock

    # Dice control: pick the face, switch it on, roll: the die shows the picked face.
    root(page).get_by_label("Dice control face").select_option("6")
    click_and_wait(page, bonus_button(page, "dice"))
    wait_attr(bonus_button(page, "dice"), "aria-pressed", "true")
    assert bonus_button(page, "dice").inner_text() == "Dice control (1) — on: 6"
    assert "the die will show 6" in root(page).locator(".ludo-status").inner_text()
    click_and_wait(page, die(page))
    assert root(page).locator(".ludo-die").get_attribute("data-face") == "6"
    assert "Yellow used Dice control: the die will show 6." in root(page).locator(".ludo-log").inner_text()
    # The six's one outcome (a token comes out) is played by itself; a six gives another roll.
    wait_attr(token(page, "yellow token 1"), "data-place", "1")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].at(-1).dataset.awaiting === 'roll'")

    # Shield after rolling: the roll's single move waits while the Shield can still be given.
    assert bonus_button(page, "shield").is_enabled()
    click_and_wait(page, die(page))
    face = int(root(page).locator(".ludo-die").get_attribute("data-face"))
    assert bonus_button(page, "shield").is_enabled()
    assert not bonus_button(page, "dice").is_enabled()                     # before rolling only
    if face != 6:
        assert "give the Shield first" in root(page).locator(".ludo-status").inner_text()
        page.wait_for_timeout(1500)                                        # longer than any auto-move delay
        assert token(page, "yellow token 1").get_attribute("data-place") == "1"
    click_and_wait(page, bonus_button(page, "shield"))
    assert "Yellow readied a Shield" in root(page).locator(".ludo-log").inner_text()
    if face == 6:                                                          # two moves: the player picks
        token(page, "yellow token 1").click()
    wait_attr(token(page, "yellow token 1"), "data-place", str(1 + face))
    yellow1 = token(page, "yellow token 1")
    page.wait_for_function("el => el.classList.contains('ludo-shielded')", arg=yellow1.element_handle())
    assert yellow1.locator(".ludo-token-shield").is_visible()
    assert "shielded" in yellow1.get_attribute("aria-description")
    assert "Yellow token 1 is shielded until yellow's next turn." in root(page).locator(".ludo-log").inner_text()
    state = kernel(page)
    assert state["shields"] == [["yellow", 0]]
    assert state["stock"]["yellow"] == {"double": 0, "dice": 1, "shield": 0}
    assert state["positions"]["yellow"][0] == 1 + face
    assert "ludo-shielded" not in token(page, "red token 1").get_attribute("class")

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / ("power.png" if seed == 3 else f"power-{seed}.png")))
    assert errors == []
