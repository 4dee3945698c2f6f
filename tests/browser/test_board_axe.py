"""axe-core on the board: no serious or critical accessibility violation, in every state a player meets.

The check runs on the board's root element only (JupyterLab's own page is not ours), in the light
and the dark theme: at the start, with a move pending, in the New game view, at game over, in an
online Pairs game with Power, and while a rule scenario plays.
"""

from __future__ import annotations

import pytest

from .lab import open_notebook, run_cell
from .test_board_look import set_theme, shot
from .test_lab import rev, root, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(500)]

BAD = ("serious", "critical")


def violations(page) -> list[str]:
    """axe's serious and critical findings on the board, one line each (rule, impact, where)."""
    from axe_playwright_python.sync_playwright import Axe

    page.wait_for_timeout(400)  # let entrance animations finish: axe reads colours as drawn
    page.evaluate("""() => { const els = [...document.querySelectorAll('.ludo-widget')];
                             els.forEach((el, i) => el.toggleAttribute('data-axe', i === els.length - 1)); }""")
    results = Axe().run(page, context="[data-axe]",
                        options={"resultTypes": ["violations"], "runOnly": {"type": "tag", "values": [
                            "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}})
    out = []
    for v in results.response["violations"]:
        if v.get("impact") in BAD:
            for node in v["nodes"]:
                out.append(f"{v['id']} ({v['impact']}): {node['target']} - {node.get('failureSummary', '')[:200]}")
    return out


def board(page, code: str) -> None:
    run_cell(page, "from ludo_widget import LudoWidget, Game, Rules\n" + code + "\nboard")
    root(page).wait_for(state="visible")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_no_serious_violation_in_any_state(lab, browser, dark):
    page = open_notebook(browser, lab, f"axe-{'dark' if dark else 'light'}.ipynb", viewport={"width": 1280, "height": 900})
    theme = "dark" if dark else "light"
    found: dict[str, list[str]] = {}
    try:
        if dark:
            set_theme(page, dark=True)
        board(page, "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
                    " positions={'red': [3, 10, 0, 0], 'yellow': [20, 0, 0, 0]}, seed=3, animate=False)")
        found["start"] = violations(page)
        shot(page, f"axe-{theme}-start")

        r = rev(page)
        run_cell(page, "board.game.roll(4)")
        wait_rev(page, r)
        found["move pending"] = violations(page)
        shot(page, f"axe-{theme}-move")

        root(page).get_by_role("button", name="New game", exact=True).click()
        root(page).locator(".ludo-settings").wait_for(state="visible")
        root(page).locator(".ludo-more-options > summary").click()
        found["settings"] = violations(page)
        shot(page, f"axe-{theme}-settings")
        root(page).get_by_role("button", name="Cancel", exact=True).click()

        r = rev(page)
        run_cell(page, "board.game = Game(players=('red', 'yellow'), positions={'red': [57, 57, 57, 57],"
                       " 'yellow': [10, 0, 0, 0]}, turn='red', seed=4)")
        wait_rev(page, r)
        root(page).get_by_role("dialog", name="Game over").wait_for(state="visible")
        found["game over"] = violations(page)
        shot(page, f"axe-{theme}-over")

        board(page, "board = LudoWidget(rules=Rules.preset('online', teams=True, power=True, turn_timer=0),"
                    " players=('red', 'green', 'yellow', 'blue'), seed=1, computer={'blue': 'random'})")
        found["power and pairs"] = violations(page)
        shot(page, f"axe-{theme}-power")

        board(page, "board = LudoWidget()\nboard.play_scenario('classic-enter-on-six')")
        root(page).locator(".ludo-scenario").wait_for(state="visible")
        found["scenario"] = violations(page)
        shot(page, f"axe-{theme}-scenario")
    finally:
        if dark:
            set_theme(page, dark=False)
        page.close()
    bad = {state: lines for state, lines in found.items() if lines}
    assert not bad, "\n".join(f"[{state}] {line}" for state, lines in bad.items() for line in lines)
