"""How the board looks and says whose turn it is, in the light and dark themes and at three widths.

Each test saves screenshots to ``tests/artifacts/`` (look at them: the checks here are what can be
measured - sizes, colours, contrast, what is in view - not whether it is pleasant).
"""

from __future__ import annotations

import pytest

from .lab import open_notebook, run_cell
from .test_lab import ARTIFACTS, first_seed, rev, root, token, wait_rev

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


DIE = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop(); const d = el.querySelector('.ludo-die');
    return { pips: d.querySelectorAll('.ludo-pip').length, at: d.getAttribute('transform'),
             status: el.querySelector('.ludo-status').textContent }; }"""


def test_a_roll_no_token_can_use_is_seen_on_the_die_and_said(notebook_page):
    """Clicking the die at the start mostly rolls a face no token can use: the turn moves on at
    once, but the roller still sees the face (on the die in its yard, for a moment) and the status
    says it. It used to tumble in the next seat's yard and land blank: the face was never shown."""
    page, errors = notebook_page
    seed = first_seed(4, players=("red", "yellow"))
    new_board(page, f"board = LudoWidget(players=('red', 'yellow'), seed={seed})")
    red_yard = page.evaluate(DIE)["at"]
    r = rev(page)
    root(page).locator(".ludo-die").click()
    wait_rev(page, r)
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-die .ludo-pip').length === 4",
                           timeout=5_000)
    seen = page.evaluate(DIE)
    assert seen["at"] == red_yard, seen                                   # in the roller's yard
    assert seen["status"] == "Red rolled 4 — no move. Yellow to roll.", seen
    shot(page, "board-wasted-roll")
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-widget')].pop().querySelectorAll('.ludo-die .ludo-pip').length === 0",
                           timeout=10_000)
    assert page.evaluate(DIE)["at"] != red_yard                             # then blank, for yellow
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


SEATS_FIT = """() => { const el = [...document.querySelectorAll('.ludo-widget')].pop(); const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.ludo-seatbar-seat')].map(c => { const r = c.getBoundingClientRect();
        return { colour: c.dataset.colour, left: r.left, right: r.right, width: r.width, inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 }; }); }"""


def test_the_pairs_seat_strip_fits_at_800x900(lab, browser):
    """At 800x900, with JupyterLab's file browser open (as it opens), a Pairs + Power board's seat
    strip wraps inside the board's width: every seat, the one to act included, can be seen and
    handed to the computer. Each team's chips used to stay on one line and ran off the right edge."""
    page = open_notebook(browser, lab, "pairs800.ipynb", viewport={"width": 800, "height": 900})
    try:
        new_board(page, "board = LudoWidget(rules=Rules.preset('online', teams=True, power=True, turn_timer=0),"
                        " players=('red', 'green', 'yellow', 'blue'), computer={'green': 'heuristic', 'blue': 'heuristic'},"
                        " seed=1, animate=False)")
        chips = page.evaluate(SEATS_FIT)
        assert [c["colour"] for c in chips] == ["red", "yellow", "green", "blue"], chips
        assert all(c["inside"] for c in chips), chips
        root(page).evaluate("el => el.scrollIntoView({ block: 'start' })")
        shot(page, "board-pairs-800x900", full=True)
    finally:
        page.close()


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


#: The window's height the board leaves to JupyterLab's bars and its own header, seat strip and
#: play row (widget.css, --ludo-board-max).
ROOM_AROUND = 330


@pytest.mark.parametrize("width, height", [(None, 900), (800, 900), (350, 900), (200, 900), (None, 1200)])
def test_the_board_grows_with_the_output_and_stays_playable(lab, browser, width, height):
    """The output area as JupyterLab makes it at 1280x900 (and 1600x1200, where the board reaches
    800 px), then pinned to 800, 350 and 200 px: below 300 px the widget keeps 300 and the
    output scrolls sideways, rather than the board shrinking to a stamp."""
    wide = 1600 if height > 900 else 1280
    page = open_notebook(browser, lab, f"width{width}-{height}.ipynb", viewport={"width": wide, "height": height})
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
        room = min(800, height - ROOM_AROUND, max(output, 300))   # the width, and the window's height
        assert w >= room - 60, (w, output)                        # it uses the room it has (less the frame)
        if height >= 800 + ROOM_AROUND and output >= 1000:
            assert w >= 740, w                                    # a big window: the board at ~800 px
        r = rev(page)
        run_cell(page, "board.game.roll(2)")
        wait_rev(page, r)
        t = token(page, "red token 1").bounding_box()
        assert t["width"] >= 14                                   # still big enough to hit
        r = rev(page)
        token(page, "red token 1").click()
        wait_rev(page, r)
        shot(page, f"board-width-{width or 'natural'}" + (f"-{height}" if height != 900 else ""))
    finally:
        page.close()


IN_VIEW = """([el, dare]) => {
    // Scroll the notebook so the board's output starts at the top of its visible area (as a cell's
    // output is scrolled into view), then say where things are against what can be seen.
    if (dare) { const s = document.createElement('style'); s.id = 'ludo-dare';
                s.textContent = '.ludo-board-wrap { max-width: 800px !important; }'; document.head.appendChild(s); }
    el.scrollIntoView({ block: 'start' });
    let scroller = el.parentElement;
    while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight))
        scroller = scroller.parentElement;
    const frame = scroller.getBoundingClientRect();
    const seen = { top: Math.max(0, frame.top), bottom: Math.min(innerHeight, frame.bottom) };
    const box = (sel) => { const r = el.querySelector(sel).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; };
    const out = { seen, pageScroll: document.scrollingElement.scrollTop + window.scrollY, scrolled: scroller.scrollTop,
                  board: el.querySelector('.ludo-svg').getBoundingClientRect().width, widget: box('.ludo-main'),
                  roll: box('.ludo-controls .ludo-primary'), status: box('.ludo-status'), die: box('.ludo-die'),
                  bonuses: box('.ludo-bonuses') };
    const d = document.getElementById('ludo-dare'); if (d) d.remove();
    return out;
}"""


def inside(seen: dict, box: dict) -> bool:
    return box["height"] > 0 and seen["top"] - 0.5 <= box["top"] and box["bottom"] <= seen["bottom"] + 0.5


@pytest.mark.parametrize("power, seats", [(False, 2), (True, 2), (True, 4)], ids=["classic", "power", "power-4"])
def test_the_play_controls_stay_in_view_at_1280x900(lab, browser, power, seats):
    """At 1280x900 with the board at its full size: once the notebook has scrolled the board into
    view (the widget's top at the top of the notebook's visible area, taller outputs above it), the
    Roll button, the status line and the die are wholly inside the visible area, and the page itself
    never scrolled. The same measure with the board forced to 800 px finds Roll below the window:
    the check can fail. Under Power the bonus bar under the play row is in view too, also with four
    seats (the seat strip then takes two lines)."""
    page = open_notebook(browser, lab, f"inview-{power}-{seats}.ipynb", viewport={"width": 1280, "height": 900})
    try:
        run_cell(page, "print('\\n'.join(f'line {i}' for i in range(120)))")   # the board starts far down
        rules = "Rules.preset('online', power=True, turn_timer=0)" if power else "'classic'"
        players = ('red', 'green', 'yellow', 'blue')[::4 // seats]
        new_board(page, f"board = LudoWidget(rules={rules}, players={players}, seed=5, animate=False)")
        el = root(page).element_handle()
        at = page.evaluate(IN_VIEW, [el, False])
        assert at["scrolled"] > 0 and at["pageScroll"] == 0, at                 # the notebook scrolled, not the page
        assert at["board"] >= 900 - ROOM_AROUND - 40, at                        # the board at its full size here
        for part in ("status", "roll", "die") + (("bonuses",) if power else ()):
            assert inside(at["seen"], at[part]), (part, at)
        shot(page, f"board-in-view-1280x900{'-power' if power else ''}{'-4' if seats == 4 else ''}", full=True)
        dared = page.evaluate(IN_VIEW, [el, True])
        assert dared["board"] > at["board"] + 100, dared
        assert not inside(dared["seen"], dared["roll"]), dared                 # a too-big board is caught
        print("in view at 1280x900:", {k: at[k] for k in ("seen", "board", "status", "roll", "die", "bonuses")})
    finally:
        page.close()


OVER_THE_BOARD = """el => {
    const r = (n) => { const b = n.getBoundingClientRect(); return { top: b.top, bottom: b.bottom, left: b.left, right: b.right }; };
    let scroller = el.parentElement;
    while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight))
        scroller = scroller.parentElement;
    const frame = scroller ? r(scroller) : { top: 0, bottom: innerHeight, left: 0, right: innerWidth };
    const seen = { top: Math.max(0, frame.top), bottom: Math.min(innerHeight, frame.bottom),
                   left: Math.max(0, frame.left), right: Math.min(innerWidth, frame.right) };
    return { dialog: r(el.querySelector('[role=dialog].ludo-settings')), board: r(el.querySelector('.ludo-svg')), seen };
}"""


def overlap(a: dict, b: dict) -> float:
    """The area two boxes share."""
    return max(0, min(a["right"], b["right"]) - max(a["left"], b["left"])) * \
        max(0, min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]))


@pytest.mark.parametrize("width", [1280, 800])
def test_new_game_opens_over_the_board_in_view(lab, browser, width):
    """At 1280x900 the New game dialog covers the board (not below it, where it used to open). At
    800x900 the board is too small to hold the form (about 340 px, for a form three times as tall),
    so the form takes the board's place, taller than the board was. Either way it is wholly inside
    the notebook's visible area and the window, from a board that starts far down the notebook."""
    page = open_notebook(browser, lab, f"newgame{width}.ipynb", viewport={"width": width, "height": 900})
    try:
        run_cell(page, "print('\\n'.join(f'line {i}' for i in range(120)))")   # the board starts far down
        new_board(page, "board = LudoWidget(players=('red', 'yellow'), seed=5, animate=False)")
        square = root(page).locator(".ludo-svg").bounding_box()
        root(page).get_by_role("button", name="New game", exact=True).click()
        root(page).get_by_role("dialog", name="New game").wait_for(state="visible")
        page.wait_for_timeout(300)
        at = root(page).evaluate(OVER_THE_BOARD)
        dialog, board, seen = at["dialog"], at["board"], at["seen"]
        board_area = (board["right"] - board["left"]) * (board["bottom"] - board["top"])
        if width == 1280:
            assert board_area > 0 and overlap(dialog, board) >= 0.9 * board_area, at    # over the board
            assert dialog["top"] <= board["top"] + 1, at                                 # not below it
        else:
            assert square["width"] < 400 and board_area == 0, (square, at)              # in the board's place
            assert dialog["bottom"] - dialog["top"] > square["height"] + 200, (square, at)
        assert seen["top"] - 0.5 <= dialog["top"] and dialog["bottom"] <= seen["bottom"] + 0.5, at
        assert seen["left"] - 0.5 <= dialog["left"] and dialog["right"] <= seen["right"] + 0.5, at
        shot(page, f"board-new-game-{width}x900", full=True)
        root(page).get_by_role("button", name="Cancel", exact=True).click()
        root(page).locator(".ludo-svg").wait_for(state="visible")                          # the board is back
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
