"""The examples in the engine modules' docstrings run as doctests.

Only the engine: the widget modules are tested by their own files.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import ludo_widget.engine

#: Every module of the engine (found, so a new one is tested without being listed), and the snapshot.
ENGINE_MODULES = [f"engine.{m.name}" for m in pkgutil.iter_modules(ludo_widget.engine.__path__)] + [
    "notebook.snapshot"]


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_doctests(name):
    """The engine modules' docstring examples run as written."""
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
