"""Every tutorial notebook runs top to bottom in a fresh python3 kernel, and is committed clean."""

from __future__ import annotations

import os
import pathlib
import time

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
NOTEBOOKS = sorted(TUTORIALS.glob("*.ipynb"))
CELL_TIMEOUT = int(os.environ.get("TUTORIAL_CELL_TIMEOUT", "300"))


def test_there_are_tutorials():
    names = [p.name for p in NOTEBOOKS]
    for want in ("01_getting_started", "02_board_and_turn", "03_captures_and_safe_squares", "04_sixes",
                 "05_editions", "06_scripting", "07_simulation", "08_power"):
        assert f"{want}.ipynb" in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_tutorial_is_committed_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: clear the outputs"
    assert nb.cells[0].cell_type == "markdown", "a lesson starts with prose"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_tutorial_runs_top_to_bottom(path, monkeypatch):
    # The kernel imports the package from this checkout even when it is not installed.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(TUTORIALS)}})
    start = time.perf_counter()
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors
    print(f"{path.name}: {time.perf_counter() - start:.1f}s")


def test_the_generator_writes_the_committed_lessons(tmp_path, monkeypatch):
    """tutorials/make_tutorials.py (from tutorials/lessons/) and every notebook say the same."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_tutorials", TUTORIALS / "make_tutorials.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert sorted(module.LESSONS) == [p.stem for p in NOTEBOOKS], "every notebook has its lesson"
    for name, cells in module.LESSONS.items():
        built = module.build(name, cells)
        committed = nbformat.read(TUTORIALS / f"{name}.ipynb", as_version=4)
        assert [c.source for c in built.cells] == [c.source for c in committed.cells], \
            f"{name}.ipynb differs from make_tutorials.py: run python tutorials/make_tutorials.py"
