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
import threading
from collections.abc import Callable


def available() -> bool:
    """Whether numba is installed (the compiled path can run)."""
    return importlib.util.find_spec("numba") is not None


_loads: dict[str, threading.Thread] = {}


def loaded(name: str, load: Callable[[], object], wait: float | None = 0.0) -> bool:
    """Whether ``load``, the first compiled call of one kind (named ``name``), has finished.

    A compiled function's first call in a process loads numba and the cached code (about a
    second here; minutes for the first compile of a fresh install). Counted in a 0.2 s decision
    that would break its budget, so the first ask starts ``load`` in a background thread, once a
    process, and callers use the Python path until it has finished. ``wait``: seconds to wait for
    it (None: until it has).

    >>> loaded("nothing to load", lambda: None, wait=None)
    True
    """
    thread = _loads.get(name)
    if thread is None:
        thread = _loads[name] = threading.Thread(target=load, name=f"ludo-{name}", daemon=True)
        thread.start()
    thread.join(timeout=wait)
    return not thread.is_alive()
