"""The Review view in JupyterLab: a finished game is reviewed from the game-over card in slices
(the board keeps answering), and a turning point clicked shows its position through the replay.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import time

import pytest

from .lab import kernel_json, run_cell
from .test_lab import ARTIFACTS, assert_in_step, root

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

# Red rolls 3 and plays token 4 (30 -> 33) where token 3 (16 -> 19) captures yellow's last token.
SETUP = """from ludo_widget import LudoWidget
import random
board = LudoWidget(players=('red', 'yellow'), positions={'red': [57, 57, 16, 30], 'yellow': [57, 57, 57, 45]},
                   seed=1, animate=False)
board.game.roll(3); board.game.move(3)
_rng = random.Random(3)
while not board.game.over:
    board.game.roll() if board.game.awaiting == 'roll' else board.game.move(_rng.choice(board.game.legal_moves()))
board"""


def test_review_a_finished_game_and_show_a_turning_point(notebook_page):
    page, errors = notebook_page
    page.set_viewport_size({"width": 1400, "height": 1700})  # wide enough for the side panel beside the board
    run_cell(page, SETUP)
    steps = kernel_json(page, "board.game.steps")
    over = root(page).get_by_role("dialog", name="Game over")
    over.wait_for(state="visible")
    over.get_by_role("button", name="Review", exact=True).click()

    panel = root(page).get_by_role("region", name="Review")
    panel.wait_for(state="visible")
    # While the kernel works slice by slice, the board still answers (a bare round trip).
    pings = []
    while root(page).locator(".ludo-review").get_attribute("data-status") == "working" and len(pings) < 40:
        pings.append(page.evaluate("() => [...document.querySelectorAll('.ludo-widget')].pop().__ludo.ping(10000)"))
        time.sleep(0.05)
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-review')].pop().dataset.status === 'done'",
                           timeout=120_000)
    review = kernel_json(page, "{'review': board.review, 'slices': board.slice_times}")
    assert review["review"]["items"][0]["step"] == 2
    slices = review["slices"]
    print(f"review: {len(slices)} slices, longest {max(slices) * 1000:.0f} ms, "
          f"kernel time {sum(slices):.2f} s, each {[round(s * 1000) for s in slices]} ms; round trips while reviewing: {[round(p) for p in pings]} ms")
    assert len(slices) >= 2, slices  # worked out slice by slice; their times are printed, not asserted

    points = root(page).get_by_role("list", name="Turning points").get_by_role("button")
    first = points.first
    assert "Step 2: Red 4: 30 → 33" in first.text_content() and "Better: Red 3: 16 → 19" in first.text_content()
    assert "captures yellow token 4" in panel.locator(".ludo-review-reason").first.text_content()
    first.focus()
    page.keyboard.press("Enter")  # keyboard usable: a turning point is a button
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-replay')].pop().dataset.step === '1'",
                           timeout=15_000)
    page.wait_for_function("() => [...document.querySelectorAll('.ludo-review-list button')]"
                           ".some(b => b.getAttribute('aria-pressed') === 'true')", timeout=15_000)
    state = assert_in_step(page)  # the board shows the position before the move
    assert state["awaiting"] == "move" and state["positions"]["red"] == [57, 57, 16, 30]
    marks = root(page).locator(".ludo-review-marks")
    assert marks.locator(".ludo-review-mark-played").get_attribute("data-token") == "red-3"
    assert marks.locator(".ludo-review-mark-better").get_attribute("data-token") == "red-2"
    assert over.is_hidden()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    root(page).locator(".ludo-main").scroll_into_view_if_needed()
    root(page).locator(".ludo-main").screenshot(path=str(ARTIFACTS / "review-turning-point.png"))

    panel.get_by_role("button", name="Back to the end").click()
    page.wait_for_function(f"() => [...document.querySelectorAll('.ludo-replay')].pop().dataset.step === '{steps}'",
                           timeout=15_000)
    over.wait_for(state="visible")
    assert marks.locator("g").count() == 0
    assert kernel_json(page, "[board.game.over, board.review['shown'], board.review['status']]") == [True, -1, "done"]
    assert not errors, errors
