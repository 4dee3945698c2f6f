"""A tutorial in a real JupyterLab: run it top to bottom, then step a scenario on its board
forward and back with the panel's buttons, like a reader would."""

from __future__ import annotations

import shutil
import time

import pytest

from ludo_widget.scenarios import Scenario

from .lab import REPO, kernel_json, open_notebook, run_cell, wait_for_idle

pytestmark = [pytest.mark.browser, pytest.mark.timeout(420)]

TUTORIAL = REPO / "tutorials" / "02_board_and_turn.ipynb"
ARTIFACTS = REPO / "tests" / "artifacts"


def run_all(page, timeout: float = 240) -> None:
    """Run every cell of the open notebook and wait until the last one has finished."""
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(
        """() => { const nb = window.jupyterapp.shell.currentWidget.content;
                   const code = nb.widgets.filter(c => c.model.type === 'code');
                   return code.length > 0 && code.every(c => c.model.executionCount !== null); }""",
        timeout=timeout * 1000)
    wait_for_idle(page, timeout)


def error_outputs(page) -> list[str]:
    return page.evaluate(
        """() => { const out = [];
                   for (const c of window.jupyterapp.shell.currentWidget.content.widgets) {
                     if (c.model.type !== 'code') continue;
                     const o = c.model.outputs;
                     for (let i = 0; i < o.length; i += 1) {
                       const j = o.get(i).toJSON();
                       if (j.output_type === 'error') out.push(`${j.ename}: ${j.evalue}`);
                     }
                   }
                   return out; }""")


def panel_state(panel) -> dict:
    return {
        "step": int(panel.get_attribute("data-step")),
        "meta": panel.locator(".ludo-scenario-meta").text_content(),
        "say": panel.locator(".ludo-scenario-say").text_content(),
    }


def wait_step(panel, step: int, timeout: float = 20) -> None:
    panel.page.wait_for_function("([el, step]) => el.getAttribute('data-step') === String(step)",
                                 arg=[panel.element_handle(), step], timeout=timeout * 1000)


def test_run_a_tutorial_and_step_a_scenario(lab, browser):
    # As in a clone: the notebook in tutorials/, the pictures it shows in docs/ beside it.
    (lab.root / "tutorials").mkdir(exist_ok=True)
    shutil.copy(TUTORIAL, lab.root / "tutorials" / TUTORIAL.name)
    shutil.copytree(REPO / "docs", lab.root / "docs", dirs_exist_ok=True)
    errors: list[str] = []
    page = open_notebook(browser, lab, f"tutorials/{TUTORIAL.name}", console_errors=errors)
    try:
        run_all(page)
        assert error_outputs(page) == []

        panels = page.locator(".ludo-scenario:not([hidden])")
        page.wait_for_function("() => document.querySelectorAll('.ludo-scenario:not([hidden])').length >= 2")
        enter = panels.nth(0)       # classic-enter-on-six, at its start after Run All
        scenario = Scenario.load("classic-enter-on-six")
        wait_step(enter, 0)
        enter.scroll_into_view_if_needed()
        widget = enter.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ludo-widget ')][1]")
        red1 = widget.locator('.ludo-token[data-colour="red"][data-token="0"]')
        for n in (1, 2, 3):
            enter.get_by_role("button", name="Next", exact=True).click()
            wait_step(enter, n)
        # Red rolled the six (one possible outcome): the script waits for Next, and says so.
        status = widget.locator(".ludo-status")
        time.sleep(1.5)              # longer than the board waits before playing a single outcome
        assert enter.get_attribute("data-step") == "3" and red1.get_attribute("data-place") == "0"
        assert "playing it" not in status.text_content() and "Next" in status.text_content()
        # Step 4 asks first: the six brings token 1 out; what happens next?
        ask = scenario.steps[3].ask
        question = enter.get_by_role("group", name="Question")
        question.wait_for(state="visible")
        question.get_by_role("button", name=ask.choices[ask.answers[0] - 1]).click()
        wait_step(enter, 4)
        assert enter.locator(".ludo-scenario-feedback").text_content() == f"Right! {ask.explain}"
        assert panel_state(enter)["meta"] == f"classic · step 4 of {len(scenario.steps)}"
        assert panel_state(enter)["say"] == scenario.steps[3].say
        page.wait_for_function("el => el.getAttribute('data-place') === '1'", arg=red1.element_handle())

        # Next: the scripted 4 is rolled; Next again skips the question and walks token 1 to place 5.
        enter.get_by_role("button", name="Next", exact=True).click()
        wait_step(enter, 5)
        assert widget.locator(".ludo-die").get_attribute("data-face") == "4"
        enter.get_by_role("button", name="Next", exact=True).click()
        wait_step(enter, 6)
        page.wait_for_function("el => el.getAttribute('data-place') === '5'", arg=red1.element_handle())
        assert "ludo-scenario-token" in red1.get_attribute("class")
        assert widget.locator('.ludo-scenario-marks [data-kind="ring"]').count() == 1
        assert panel_state(enter)["say"] == scenario.steps[5].say
        assert enter.get_by_role("button", name="Next", exact=True).is_disabled()

        # Back twice: the engine's undo, the token back on its start square.
        enter.get_by_role("button", name="Back", exact=True).click()
        wait_step(enter, 5)
        page.wait_for_function("el => el.getAttribute('data-place') === '1'", arg=red1.element_handle())
        enter.get_by_role("button", name="Back", exact=True).click()
        wait_step(enter, 4)
        assert panel_state(enter)["say"] == scenario.steps[3].say

        # The last scenario board is `board` in the kernel: the page and the kernel agree.
        finish = panels.nth(panels.count() - 1)
        wait_step(finish, 0)
        finish.scroll_into_view_if_needed()
        finish.get_by_role("button", name="Next", exact=True).click()
        wait_step(finish, 1)
        finish.get_by_role("button", name="Next", exact=True).click()
        wait_step(finish, 2)
        kernel = kernel_json(page, "{'step': board.scenario['step'], 'name': board.scenario['name'], "
                                   "'notation': board.game.notation()}")
        assert kernel["name"] == "classic-exact-finish" and kernel["step"] == 2
        assert kernel["notation"].endswith("r move:3 six:0")

        # Reset, then Leave: the game stays to play on, with a way back to the script.
        finish.get_by_role("button", name="Reset", exact=True).click()
        wait_step(finish, 0)
        finish.get_by_role("button", name="Leave", exact=True).click()
        finish.get_by_role("button", name="Back to the script", exact=True).wait_for(state="visible")
        assert run_cell(page, "print(board.scenario['ended'], board.game.awaiting)").strip() == "True roll"

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        widget.screenshot(path=str(ARTIFACTS / "tutorial-scenario.png"))
        assert errors == []
    finally:
        page.close()
