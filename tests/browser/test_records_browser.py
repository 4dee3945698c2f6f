"""Replay, the position editor and the state inspector in a real JupyterLab (headless Chromium)."""

from __future__ import annotations

import pytest

from ludo_widget import Game

from .lab import kernel_json, run_cell
from .test_lab import rev, root, wait_rev

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

BOARD = ("from ludo_widget import LudoWidget\n"
         "board = LudoWidget(players=('red', 'yellow'), seed=3, animate=False)\n")


def bar(page):
    return root(page).locator('.ludo-replay[role="toolbar"][aria-label="Replay"]')  # found while hidden too


def menu(page):
    return root(page).locator("details.ludo-menu")


def open_menu(page) -> None:
    """Open the "⋯ More" menu, where the developer controls live (away from the play row)."""
    if menu(page).get_attribute("open") is None:
        menu(page).locator("summary").click()
    menu(page).get_by_role("group", name="More controls").wait_for(state="visible")


def tab_to(page, label: str, most: int = 12) -> None:
    """Press Tab until the element named ``label`` has focus (at most ``most`` times)."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.getAttribute('aria-label')") == label:
            return
    raise AssertionError(f"{label!r} was not reached by Tab")


def step_of(page) -> tuple[int, int]:
    b = bar(page)
    return int(b.get_attribute("data-step")), int(b.get_attribute("data-steps"))


def wait_step(page, step: int, timeout: float = 15) -> None:
    page.wait_for_function(
        "s => [...document.querySelectorAll('.ludo-widget')].pop().querySelector('.ludo-replay').dataset.step === s",
        arg=str(step), timeout=timeout * 1000)


def test_the_scrubber_replays_branches_saves_and_loads(notebook_page, tmp_path):
    page, errors = notebook_page
    run_cell(page, BOARD + "g = board.game\n"
                   "for face, token in ((6, 0), (2, 0), (4, None)):\n"
                   "    g.roll(face)\n"
                   "    if token is not None: g.move(token)\n"
                   "board")
    root(page).wait_for(state="visible")
    assert step_of(page) == (5, 5)
    assert bar(page).is_hidden()                     # the scrubber is a developer control: in the menu
    assert "record" not in root(page).get_by_role("toolbar", name="Game controls").inner_text()
    # By keyboard alone: open "⋯ More", Tab to Replay, tick it with Space; Escape closes the menu.
    menu(page).locator("summary").focus()
    page.keyboard.press("Enter")
    menu(page).get_by_role("group", name="More controls").wait_for(state="visible")
    tab_to(page, "Replay")
    page.keyboard.press("Space")
    bar(page).wait_for(state="visible")
    page.keyboard.press("Escape")
    menu(page).get_by_role("group", name="More controls").wait_for(state="hidden")
    assert "Step 5 of 5 (Yellow rolled 4)" in bar(page).inner_text()   # the log's words, not the record's

    # First, forward, the slider, back: the board shows each step, Python moves the game.
    bar(page).get_by_role("button", name="First step").click()
    wait_step(page, 0)
    assert kernel_json(page, "board.game.positions['red']") == [0, 0, 0, 0]
    assert root(page).locator('.ludo-token[data-colour="red"][data-token="0"]').get_attribute("data-place") == "0"
    bar(page).get_by_role("button", name="Step forward").click()
    wait_step(page, 1)
    bar(page).get_by_role("slider", name="Step").fill("3")
    wait_step(page, 3)
    assert kernel_json(page, "board.game.positions['red']") == [1, 0, 0, 0]
    bar(page).get_by_role("button", name="Step back").click()
    wait_step(page, 2)
    assert kernel_json(page, "[board.game.awaiting, board.game.positions['red']]") == ["roll", [1, 0, 0, 0]]

    # Playing from a past step asks first; "Play from here" starts a new branch.
    bar(page).get_by_role("button", name="Last step").click()
    wait_step(page, 5)
    bar(page).get_by_role("button", name="First step").click()
    wait_step(page, 0)
    r = rev(page)
    root(page).locator(".ludo-die").click()
    ask = bar(page).get_by_role("alertdialog", name="Play from here?")
    ask.wait_for(state="visible")
    assert "step 0 of 5" in ask.inner_text() and "later 5 steps will be dropped" in ask.inner_text()
    assert rev(page) == r and kernel_json(page, "board.game.steps") == 5
    ask.get_by_role("button", name="Play from here").click()
    wait_rev(page, r)
    ask.wait_for(state="hidden")
    steps, redo = kernel_json(page, "[board.game.steps, board.game.can_redo]")
    assert steps >= 1 and not redo       # a six's single outcome may have been played for red too

    # Save record: the browser downloads the record, and it replays to the board's position.
    open_menu(page)
    with page.expect_download(timeout=30_000) as info:
        menu(page).get_by_role("button", name="Save record").click()
    saved = tmp_path / "saved.txt"
    info.value.save_as(saved)
    text = saved.read_text()
    assert '[Red "person"]' in text
    assert Game.from_record(text).notation() == kernel_json(page, "board.game.notation()")

    # Load record: a file chosen on the page is replayed onto the board.
    other = Game(players=("red", "yellow"), seed=8)
    other.roll(6), other.move(0), other.roll(3), other.move(0)
    record = tmp_path / "other.txt"
    record.write_text(other.record(comments={2: "Out it comes."}))
    r = rev(page)
    open_menu(page)
    menu(page).get_by_label("Load record").set_input_files(str(record))
    wait_rev(page, r)
    assert kernel_json(page, "board.game.notation()") == other.notation()
    assert step_of(page) == (4, 4)
    bar(page).get_by_role("slider", name="Step").fill("2")
    wait_step(page, 2)
    assert bar(page).locator(".ludo-replay-comment").inner_text() == "Out it comes."
    assert errors == []


def test_set_up_a_position_by_clicks_alone_then_play_it(notebook_page):
    page, errors = notebook_page
    run_cell(page, BOARD + "board")
    root(page).wait_for(state="visible")
    board = root(page)

    def pick_and_put(colour: str, token: int, square: str) -> None:
        r = rev(page)
        board.locator(f'.ludo-token[data-colour="{colour}"][data-token="{token}"]').click()
        page.wait_for_function(
            "t => [...document.querySelectorAll('.ludo-widget')].pop().querySelector('.ludo-editor').textContent.includes(t)",
            arg=f"{colour} token {token + 1} picked", timeout=15_000)
        board.locator(f'.ludo-edit-hit[aria-label="{square}"]').click()
        wait_rev(page, r)

    open_menu(page)
    board.get_by_role("button", name="Edit position").click()
    editor = board.get_by_role("group", name="Position editor")
    editor.wait_for(state="visible")
    pick_and_put("red", 0, "ring square 19")                   # red's square 20
    pick_and_put("red", 1, "red home column square 3")
    pick_and_put("yellow", 1, "ring square 23")                # yellow's square 50
    # Positions that cannot be are refused with the engine's reason, and nothing changes.
    before = kernel_json(page, "board.game.notation()")
    message = board.locator(".ludo-message")
    board.locator('.ludo-token[data-colour="red"][data-token="2"]').click()
    board.locator('.ludo-edit-hit[aria-label="ring square 51"]').click()
    message.wait_for(state="visible")
    assert "never stands on ring square 51" in message.inner_text()
    # Dragging works too: yellow token 1 dropped on red token 1's square (one would have taken the other).
    start = board.locator('.ludo-token[data-colour="yellow"][data-token="0"]').bounding_box()
    end = board.locator('.ludo-token[data-colour="red"][data-token="0"]').bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=8)
    page.mouse.up()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.ludo-widget')].pop().querySelector('.ludo-message').textContent"
        ".includes('cannot share ring square 19')", timeout=15_000)
    assert kernel_json(page, "board.game.notation()") == before
    # The seat to act and a pending face, then Done.
    r = rev(page)
    editor.get_by_role("combobox", name="Pending face").select_option("6")
    wait_rev(page, r)
    assert kernel_json(page, "board.game.notation()") == "classic r:20,54,0,0 y:0,50,0,0 r move:6 six:1"
    assert "r:20,54,0,0" in editor.get_by_label("Position notation (editor)").input_value()
    editor.get_by_role("button", name="Done").click()
    editor.wait_for(state="hidden")
    # Play it: red token 1 moves with the 6, and red rolls again.
    r = rev(page)
    board.get_by_role("button", name="red token 1", exact=True).click()
    wait_rev(page, r)
    assert kernel_json(page, "board.game.positions") == {"red": [26, 54, 0, 0], "yellow": [0, 50, 0, 0]}
    assert kernel_json(page, "[board.game.turn, board.game.awaiting]") == ["red", "roll"]
    assert errors == []


def test_the_inspector_shows_what_decides_the_next_step(notebook_page):
    page, errors = notebook_page
    run_cell(page, "from ludo_widget import LudoWidget, Rules\n"
                   "board = LudoWidget(rules=Rules.preset('online', power=True), players=('red', 'yellow'), "
                   "turn='red', seed=3, animate=False)\nboard")
    root(page).wait_for(state="visible")
    panel = root(page).locator("details.ludo-inspector")
    panel.locator("summary").click()

    def line(key: str) -> str:
        return panel.locator(f'dd[data-key="{key}"] .ludo-inspector-value').inner_text()

    assert line("turn") == "red: roll" and line("face") == "none" and line("tries") == "3 of 3"
    assert "Whose turn it is" in panel.locator('dd[data-key="turn"]').inner_text()
    assert line("stock") == "Double roll 0, Dice control 0, Shield 0"
    r = rev(page)
    run_cell(page, "board.game.state.stock[2]['double'] = 2\nboard.game.roll(6)")
    wait_rev(page, r)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.ludo-widget')].pop()"
        ".querySelector('dd[data-key=\"face\"] .ludo-inspector-value').textContent === '6'", timeout=15_000)
    assert line("turn") == "red: a move with the 6" and line("sixes") == "1 of 3"
    assert line("stock") == "Double roll 0, Dice control 0, Shield 0"          # red's own, never yellow's 2
    assert line("notation") == kernel_json(page, "board.snapshot['notation']")  # the board's own view:
    assert "y=2" not in line("notation")                                      # yellow's stock unseen
    assert errors == []
