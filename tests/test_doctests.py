"""The examples in the engine's and the notebook layer's docstrings run as doctests.

(The players, the coach, ``simulate``, the compiled path and the terminal run theirs in their own
test files.)
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ludo_widget.engine
import ludo_widget.notebook

#: Every module of the engine (found, so a new one is tested without being listed), and the snapshot.
ENGINE_MODULES = [f"engine.{m.name}" for m in pkgutil.iter_modules(ludo_widget.engine.__path__)] + [
    "notebook.snapshot"]
#: Every module of the notebook layer (the board and what it is made of).
NOTEBOOK_MODULES = [f"notebook.{m.name}" for m in pkgutil.iter_modules(ludo_widget.notebook.__path__)]


@pytest.mark.parametrize("name", sorted(set(ENGINE_MODULES + NOTEBOOK_MODULES)))
def test_doctests(name):
    """The modules' docstring examples run as written."""
    module = importlib.import_module(f"ludo_widget.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in ludo_widget.{name}"


def test_engine_modules_have_examples():
    """Most engine modules carry at least one example; a module losing all of them is noticed."""
    with_examples = [n for n in ENGINE_MODULES
                     if doctest.DocTestFinder().find(importlib.import_module(f"ludo_widget.{n}"))
                     and sum(len(t.examples) for t in
                             doctest.DocTestFinder().find(importlib.import_module(f"ludo_widget.{n}")))]
    assert set(with_examples) >= {"engine.board", "engine.rules", "engine.dice", "engine.events",
                                  "engine.game", "engine.notation", "engine.power", "notebook.snapshot",
                                  "engine.referee", "engine.geometry"}
