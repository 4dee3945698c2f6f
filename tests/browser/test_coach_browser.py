"""The coach on the board in JupyterLab: the chance bar follows each turn, a hint is followed, and
the coach says a word on the move.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import time

import pytest

from .lab import kernel_json, run_cell
from .test_lab import ARTIFACTS, assert_in_step, rev, root, token, wait_attr, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]


# The bar's percentages as the page shows them, by side.
_BAR = """() => { const els = document.querySelectorAll('.ludo-widget'); const out = {};
                 for (const r of els[els.length - 1].querySelectorAll('.ludo-coach-row'))
                   out[r.dataset.key] = +r.querySelector('[role=meter]').getAttribute('aria-valuenow');
                 return out; }"""


def page_chances(page) -> dict:
    return page.evaluate(_BAR)


def settled_chances(page, timeout: float) -> tuple[dict, int]:
    """Each side's chance (0 to 1) as the kernel worked it out, and how many playouts back it,
    once its bar is settled: while the position stands the bar counts on (the page asks for more
    slices by itself), and only a settled bar stays as it is."""
    deadline = time.monotonic() + timeout
    while True:
        bar = kernel_json(page, "{'settled': board.coaching['settled'], 'rows': board.coaching['chances'], "
                                "'playouts': board.coaching['playouts'], "
                                "'word': board.coaching['feedback'].get('playouts')}")
        if bar["settled"]:
            return {r["key"]: r["p"] for r in bar["rows"]}, bar["playouts"]
        assert time.monotonic() < deadline, f"the bar never settled: {bar}"
        page.wait_for_timeout(300)


def wait_chances(page, timeout: float = 30) -> dict:
    """The bar's percentages, once they show what the kernel worked out for the position on the
    board, and its title how many playouts back them.

    The kernel's chances are rounded in the page as the bar rounds them (coach.js wholePercents:
    whole percentages adding up to 100, the largest remainders rounded up, the first on a tie)."""
    want, playouts = settled_chances(page, timeout)
    title = f"from {playouts:,} games played on"
    page.wait_for_function(
        f"""([want, title]) => {{ const got = ({_BAR})();
                      const whole = (ps) => {{ const x = ps.map((p) => p * 100), w = x.map(Math.floor);
                        let left = Math.round(x.reduce((a, b) => a + b, 0)) - w.reduce((a, b) => a + b, 0);
                        for (const [, i] of x.map((v, i) => [v - Math.floor(v), i]).sort((a, b) => b[0] - a[0]))
                          if (left-- > 0) w[i] += 1;
                        return w; }};
                      const count = [...document.querySelectorAll('.ludo-widget')].pop().querySelector('.ludo-coach-count');
                      return count && count.textContent === title
                        && Object.keys(got).length === Object.keys(want).length
                        && Object.keys(want).every((k, i) => got[k] === whole(Object.values(want))[i]); }}""",
        arg=[want, title], timeout=timeout * 1000)
    return page_chances(page)


def test_the_bar_updates_and_a_hint_is_followed(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                   "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
                   " positions={'red': [10, 20, 0, 0], 'yellow': [39, 0, 0, 0]}, seed=1, animate=False, coach=True)\n"
                   # Small slices, as on the Python path: the word's first playouts are too few to
                   # judge a move, so the word and the bar count on through many slices the page asks
                   # for, each of which must change the picture (else the page never asks again).
                   "board.coach_time = board.feedback_time = 0.002\n"
                   "board")
    coach = root(page).get_by_role("region", name="Coach")
    coach.wait_for(state="visible")
    hint = coach.get_by_role("button", name="Hint", exact=True)
    assert hint.is_disabled()  # red must roll first
    first = wait_chances(page)
    assert set(first) == {"red", "yellow"} and 98 <= sum(first.values()) <= 102

    r = rev(page)
    run_cell(page, "board.game.roll(3)")  # red token 1 can capture yellow's token
    wait_rev(page, r)
    seen = [first, wait_chances(page)]
    hint.wait_for(state="visible")
    page.wait_for_function("() => { const b = [...document.querySelectorAll('.ludo-widget')].pop()"
                           ".querySelector('.ludo-coach-hint'); return b && !b.disabled; }", timeout=15_000)
    hint.click()
    reason = coach.locator(".ludo-coach-reason")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop()"
                           ".querySelector('.ludo-coach-reason').textContent.length > 0", timeout=15_000)
    shown = kernel_json(page, "board.coaching['hint']")
    assert reason.text_content() == shown["reason"]
    assert shown["reason"].startswith(f"Red token {shown['token'] + 1}")
    # The capture, whichever playouts ran: a few Python ones (numba still loading) leave the
    # heuristic's capture in place, and many compiled ones find it ahead.
    assert shown["token"] == 0 and "captures yellow token 1" in shown["reason"], shown
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / "coach-hint.png"))

    # Following the hint: its token is selected, so Move plays it.
    r = rev(page)
    root(page).get_by_role("button", name="Move", exact=True).click()
    wait_rev(page, r)
    wait_attr(token(page, f"red token {shown['token'] + 1}"), "data-place", str(shown["to"]))
    state = assert_in_step(page)
    assert state["positions"]["red"][shown["token"]] == shown["to"]
    assert reason.text_content() == ""  # the hint is spent
    seen.append(wait_chances(page))
    # The coach's word on the move just chosen: the page shows the kernel's sentence.
    word = coach.locator(".ludo-coach-feedback")
    word.wait_for(state="visible", timeout=15_000)
    said = kernel_json(page, "board.coaching['feedback']")
    assert said["played"] == f"Red {shown['token'] + 1}: 10 → 13" and word.text_content() == said["text"], said
    root(page).screenshot(path=str(ARTIFACTS / "coach-word.png"))

    # Another turn: the bar follows again.
    r = rev(page)
    run_cell(page, "board.game.roll(6)")
    wait_rev(page, r)
    seen.append(wait_chances(page))
    assert page_chances(page) == seen[-1]
    assert len({tuple(sorted(s.items())) for s in seen}) > 1, seen  # the bar moved with the game
    assert not errors, errors


def test_the_more_menus_coach_switch_turns_the_coach_on_and_off(notebook_page):
    """A player who made the board without ``coach=True`` ticks Coach in the ⋯ More menu."""
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), seed=2, animate=False)\n"
                   "board")
    coach = root(page).get_by_role("region", name="Coach")
    root(page).locator(".ludo-board").wait_for(state="visible")
    assert not coach.is_visible()
    menu = root(page).locator("details.ludo-menu")
    menu.locator("summary").click()
    switch = menu.get_by_role("checkbox", name="Show the coach")
    switch.wait_for(state="visible")
    assert not switch.is_checked()
    switch.check()
    coach.wait_for(state="visible", timeout=15_000)
    assert kernel_json(page, "board.coach") is True
    assert set(wait_chances(page)) == {"red", "yellow"}
    if menu.get_attribute("open") is None:
        menu.locator("summary").click()
    switch.uncheck()
    coach.wait_for(state="hidden", timeout=15_000)
    assert kernel_json(page, "board.coach") is False
    assert not errors, errors
