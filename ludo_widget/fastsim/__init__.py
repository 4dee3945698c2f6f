"""The compiled path of :func:`ludo_widget.simulate.simulate`: the engine's game loop in numba.

An optional extra (``pip install "ludo-widget[fast]"`` brings numba). The kernel
(:mod:`~ludo_widget.fastsim.kernel`) plays whole games from the same seeds as the Python
engine and gives the same rows, tens of times faster; it reads the same
:class:`~ludo_widget.engine.rules.Rules` value (:mod:`~ludo_widget.fastsim.encoding`) and the
engine's own board tables. It imports only the engine: the players' numbers (the heuristic's
weights, the evaluator's hit tables) are handed to it as a :class:`Lineup`.

>>> available() in (True, False)
True
"""

from __future__ import annotations

import importlib.util


def available() -> bool:
    """Whether numba is installed (the compiled path can run)."""
    return importlib.util.find_spec("numba") is not None
