"""The log, a pile's count and the capture and home effects in a real JupyterLab, played by clicking.

Issue 10 asks for a browser test of each point; these were covered only in jsdom (vitest): a pile
of one colour drawn as one token with a count badge inside its square, the effects of a capture
and of reaching home, short log lines with the full sentence on hover, in the "Full sentences"
view and in the live region, and undone lines kept, struck through, under a note.
"""

from __future__ import annotations

import pytest

from .lab import run_cell
from .test_lab import ARTIFACTS, rev, root, wait_attr, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

#: Red has two tokens on place 3; yellow's token 1 stands on red's place 5 (its own place 31).
SETUP = ("from ludo_widget import LudoWidget, Rules\n"
         "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
         " positions={'red': [3, 3, 0, 0], 'yellow': [31, 0, 0, 0]}, seed=2)\nboard")

#: Record every effect the board draws (they live 0.9 s), from now on.
WATCH_EFFECTS = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
    window.__ludoEffects = [];
    new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
        if (n.classList && n.classList.contains('ludo-effect')) window.__ludoEffects.push(n.getAttribute('class')); })
      .observe(el.querySelector('.ludo-effects'), { childList: true }); }"""

PILE = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop();
    const shown = (n) => n.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const reds = [...el.querySelectorAll('.ludo-token[data-colour="red"][data-place="3"]')];
    const top = reds.filter(shown);
    const square = el.querySelector('.ludo-svg').getBoundingClientRect().width / 15;
    return { tokens: reds.length, shown: top.length, badge: top.length ? top[0].querySelector('.ludo-token-count text').textContent : null,
             width: top.length ? top[0].getBoundingClientRect().width : 0, square }; }"""


def log_items(page) -> list[dict]:
    return page.evaluate("""() => [...[...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-log li')]
        .map(li => ({ cls: li.className, title: li.title,
                      text: (li.querySelector('.ludo-log-short') || li).textContent.trim(),
                      seen: [...li.querySelectorAll('span')].filter(s => s.getBoundingClientRect().width > 2
                              && getComputedStyle(s).display !== 'none').map(s => s.textContent.trim()),
                      sentence: (li.querySelector('.ludo-log-sentence') || {}).textContent || '',
                      struck: getComputedStyle(li).textDecorationLine.includes('line-through') }))""")


def test_a_pile_a_capture_and_the_log_played_by_clicking(notebook_page):
    page, errors = notebook_page
    run_cell(page, SETUP)
    root(page).wait_for(state="visible")
    pile = page.evaluate(PILE)
    assert (pile["tokens"], pile["shown"], pile["badge"]) == (2, 1, "2"), pile    # one pawn, counted
    assert pile["width"] <= pile["square"] * 1.1, pile                               # inside its square
    page.evaluate(WATCH_EFFECTS)
    r = rev(page)
    run_cell(page, "board.game.roll(2)")                      # a 2: either red token captures
    wait_rev(page, r)
    marks = root(page).locator(".ludo-landing")
    assert [marks.nth(i).get_attribute("aria-label") for i in range(marks.count())] == ["Move red token 2 here"]
    r = rev(page)
    root(page).get_by_role("button", name="red token 2", exact=True).click()   # the pile's top pawn: one click
    wait_rev(page, r)
    wait_attr(root(page).get_by_role("button", name="yellow token 1", exact=True), "data-place", "0")
    page.wait_for_function("() => window.__ludoEffects.some(c => c.includes('ludo-effect-capture'))", timeout=10_000)
    lines = log_items(page)
    move = next(li for li in lines if li["text"].startswith("Red 2: 3 → 5"))
    assert move["text"] == "Red 2: 3 → 5, captures yellow 1", lines           # short, capture folded in
    assert "yellow" in move["title"].lower() and len(move["title"]) > len(move["text"])   # the sentence on hover
    assert move["seen"] == [move["text"]], move                                # only the short words are seen
    assert move["sentence"] == move["title"]                                   # the sentence, for the live region
    assert root(page).locator(".ludo-log").get_attribute("aria-live") == "polite"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).screenshot(path=str(ARTIFACTS / "board-log-capture.png"))

    # Undo: the lines stay, struck through, under a note.
    r = rev(page)
    root(page).get_by_role("button", name="Undo", exact=True).click()
    wait_rev(page, r)
    wait_attr(root(page).get_by_role("button", name="yellow token 1", exact=True), "data-place", "31")
    lines = log_items(page)
    undone = [li for li in lines if "ludo-log-undone" in li["cls"]]
    assert undone and all(li["struck"] for li in undone), lines
    assert any(li["text"].startswith("Red 2: 3 → 5") for li in undone), lines
    assert any("ludo-log-note" in li["cls"] and li["text"].startswith("Undone:") for li in lines), lines

    # "Full sentences": every line as its sentence, the short words hidden.
    full = root(page).get_by_role("button", name="Full sentences", exact=True)
    full.click()
    assert full.get_attribute("aria-pressed") == "true"
    lines = [li for li in log_items(page) if "ludo-log-note" not in li["cls"]]
    assert lines and all(li["seen"] == [li["sentence"]] for li in lines), lines
    root(page).screenshot(path=str(ARTIFACTS / "board-log-undone-full.png"))
    assert errors == []


def test_reaching_home_shows_its_effect(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                   "board = LudoWidget(rules=Rules.preset('classic', single_outcome='tap'), players=('red', 'yellow'),"
                   " positions={'red': [55, 1, 0, 0]}, seed=2)\nboard")
    root(page).wait_for(state="visible")
    page.evaluate(WATCH_EFFECTS)
    r = rev(page)
    run_cell(page, "board.game.roll(2)")
    wait_rev(page, r)
    r = rev(page)
    root(page).get_by_role("button", name="red token 1", exact=True).click()
    wait_rev(page, r)
    wait_attr(root(page).get_by_role("button", name="red token 1", exact=True), "data-place", "57")
    page.wait_for_function("() => window.__ludoEffects.some(c => c.includes('ludo-effect-home'))", timeout=10_000)
    assert not any("capture" in c for c in page.evaluate("() => window.__ludoEffects"))
    assert errors == []
