"""Rule scenarios: a position and a script of rolls and moves, each step saying what happens
and why, checked against the engine so that a scenario can never teach what the engine does not do.

Scenarios are TOML files in ``library/``, readable and writable without Python.

>>> from ludo_widget.scenarios import Scenario, list_scenarios
>>> "classic-enter-on-six" in list_scenarios()
True
>>> game = Scenario.load("classic-enter-on-six").run()
"""

from .marks import Highlight, TokenRef
from .model import (
    LIBRARY,
    Scenario,
    ScenarioError,
    ScenarioMismatch,
    Step,
    list_scenarios,
)
from .run import ScenarioRun, check

__all__ = [
    "LIBRARY", "Highlight", "Scenario", "ScenarioError", "ScenarioMismatch", "ScenarioRun", "Step",
    "TokenRef", "check", "list_scenarios",
]
