"""Questions on a board in a real JupyterLab: answer a scenario's ask steps wrong, then right,
by clicking choices, a token and a square, and read the first tries back from the kernel."""

from __future__ import annotations

import pytest

from ludo_widget.scenarios import Scenario

from .lab import REPO, kernel_json, run_cell
from .test_lab import root

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

NAME = "classic-stacked-capture"   # step 3 predicts (answer 3), step 7 picks the move (red 2)
ARTIFACTS = REPO / "tests" / "artifacts"


def wait_step(panel, step: int, timeout: float = 20) -> None:
    panel.page.wait_for_function("([el, step]) => el.getAttribute('data-step') === String(step)",
                                 arg=[panel.element_handle(), step], timeout=timeout * 1000)


def wait_hint(panel, timeout: float = 20) -> None:
    panel.page.wait_for_function("el => !el.querySelector('.ludo-scenario-hint').hidden",
                                 arg=panel.element_handle(), timeout=timeout * 1000)


def test_answer_questions_wrong_then_right_on_the_board(notebook_page):
    page, errors = notebook_page
    scenario = Scenario.load(NAME)
    run_cell(page, "from ludo_widget import LudoWidget\n"
                   "board = LudoWidget(players=('red', 'yellow'), animate=False)\n"
                   f"board.play_scenario({NAME!r})\nboard")
    board = root(page)
    board.wait_for(state="visible")
    panel = board.locator(".ludo-scenario")
    wait_step(panel, 0)
    next_button = panel.get_by_role("button", name="Next", exact=True)
    next_button.click()
    wait_step(panel, 1)
    next_button.click()
    wait_step(panel, 2)

    # A predict question: the choices are buttons.
    question = panel.get_by_role("group", name="Question")
    question.wait_for(state="visible")
    ask = scenario.steps[2].ask
    assert question.locator(".ludo-scenario-ask").text_content() == ask.text
    question.get_by_role("button", name=ask.choices[0]).click()          # wrong
    wait_hint(panel)
    assert question.locator(".ludo-scenario-hint").text_content() == f"Not quite. {ask.hint}"
    assert panel.get_attribute("data-step") == "2"                       # nothing was played
    question.get_by_role("button", name=ask.choices[2]).click()          # right
    wait_step(panel, 3)
    feedback = panel.locator(".ludo-scenario-feedback")
    assert feedback.text_content() == f"Right! {ask.explain}"
    assert question.is_hidden()

    # On to the pick question: red rolled a 4, which token captures?
    for n in (4, 5, 6):
        next_button.click()
        wait_step(panel, n)
    question.wait_for(state="visible")
    assert "Which red token captures" in question.text_content()
    red1 = board.locator('.ludo-token[data-colour="red"][data-token="0"]')
    red1.click()                                                          # wrong: red 1 does not capture
    wait_hint(panel)
    assert panel.get_attribute("data-step") == "6"
    assert red1.get_attribute("data-place") == "33"
    # Right: click the square red 2 lands on (where the yellow pair stands), off the tokens.
    pair = board.locator('.ludo-token[data-colour="yellow"][data-token="0"]')
    box = pair.bounding_box()
    svg_box = board.locator("svg.ludo-svg").bounding_box()
    cell = svg_box["width"] / 15
    left = svg_box["x"] + (int((box["x"] + box["width"] / 2 - svg_box["x"]) / cell)) * cell
    top = svg_box["y"] + (int((box["y"] + box["height"] / 2 - svg_box["y"]) / cell)) * cell
    page.mouse.click(left + cell * 0.08, top + cell * 0.08)               # the square's corner
    wait_step(panel, 7)
    assert feedback.text_content() == f"Right! {scenario.steps[6].ask.explain}"
    page.wait_for_function("el => el.getAttribute('data-place') === '0'", arg=pair.element_handle(),
                           timeout=20_000)

    kernel = kernel_json(page, "{'questions': [q['first_try'] for q in board.scenario['questions']], "
                               "'score': board.scenario['score'], 'yellow': board.game.positions['yellow']}")
    assert kernel == {"questions": ["wrong", "wrong"], "score": {"asked": 2, "tried": 2, "right_first_try": 0},
                      "yellow": [0, 0, 11, 0]}
    assert "Questions: 2 in this scenario, 0 of 2" in panel.locator(".ludo-scenario-score").text_content()

    # Leave, then back to the script.
    panel.get_by_role("button", name="Leave", exact=True).click()
    resume = panel.get_by_role("button", name="Back to the script", exact=True)
    resume.wait_for(state="visible")
    resume.click()
    next_button.wait_for(state="visible")
    assert kernel_json(page, "[board.scenario['step'], board.scripted]") == [7, True]

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(ARTIFACTS / "scenario-question.png"))
    assert errors == []
