"""Every tutorial notebook runs top to bottom in a fresh python3 kernel, and is committed clean."""

from __future__ import annotations

import os
import pathlib
import sys
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
                 "05_editions", "06_scripting", "07_simulation", "08_power", "09_coach"):
        assert f"{want}.ipynb" in names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_tutorial_is_committed_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: clear the outputs"
    assert nb.cells[0].cell_type == "markdown", "a lesson starts with prose"


# Run after the last cell: a reader who runs everything and scrolls back finds every scenario
# board at its start (no later cell has stepped a board shown above it).
AT_STEP_0 = """
import gc
from ludo_widget import LudoWidget
_stepped = {w.scenario.get("name"): w.scenario.get("step") for w in gc.get_objects()
            if isinstance(w, LudoWidget) and w.scenario and w.scenario.get("step")}
assert not _stepped, f"scenario boards stepped by later cells: {_stepped}"
"""


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_tutorial_runs_top_to_bottom(path, monkeypatch):
    # The kernel imports the package from this checkout even when it is not installed.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(AT_STEP_0))
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(TUTORIALS)}})
    start = time.perf_counter()
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors
    print(f"{path.name}: {time.perf_counter() - start:.1f}s")


def test_the_generator_writes_the_committed_lessons(tmp_path, monkeypatch):
    """tutorials/make_tutorials.py (from tutorials/lessons/) and every notebook say the same."""
    module = GENERATOR
    assert sorted(module.LESSONS) == [p.stem for p in NOTEBOOKS], "every notebook has its lesson"
    for name, cells in module.LESSONS.items():
        built = module.build(name, cells)
        committed = nbformat.read(TUTORIALS / f"{name}.ipynb", as_version=4)
        assert [c.source for c in built.cells] == [c.source for c in committed.cells], \
            f"{name}.ipynb differs from make_tutorials.py: run python tutorials/make_tutorials.py"


def _generator():
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_tutorials", TUTORIALS / "make_tutorials.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


GENERATOR = _generator()
EXERCISES = [(name, i, ex) for name, found in GENERATOR.EXERCISES.items() for i, ex in enumerate(found)]


def _verdict(ex, answer_code: str, **given):
    """Run an exercise's answer cell (or its solution) and its checker; return the verdict.

    ``given`` (``answer=...``) replaces what the answer cell set."""
    import ast
    import textwrap

    namespace: dict = {}
    exec(textwrap.dedent(answer_code), namespace)
    namespace.update(given)
    tree = ast.parse(textwrap.dedent(ex.checker))
    last = tree.body.pop()
    assert isinstance(last, ast.Expr), "a checker ends with check(answer, ...)"
    exec(compile(tree, "checker", "exec"), namespace)
    return eval(compile(ast.Expression(last.value), "checker", "eval"), namespace)


def _solution(ex):
    import textwrap

    namespace: dict = {}
    exec(textwrap.dedent(ex.solution), namespace)
    return namespace["answer"]


def near_misses(right) -> list:
    """Answers close to the right one, as a learner off by a little would give them."""
    if isinstance(right, bool):
        return [not right]
    if isinstance(right, int):
        return [right - 1, right + 1]
    if isinstance(right, str):
        return [right + "s", ""]
    if isinstance(right, (set, frozenset)):
        return [right | {"nobody"}] + ([set(sorted(right)[1:])] if right else [])
    if isinstance(right, tuple):
        return [(*right[:i], near_misses(item)[0], *right[i + 1:]) for i, item in enumerate(right)
                if near_misses(item)]
    return []   # an object (a player the learner wrote): its exercise names a wrong one of its own


@pytest.mark.parametrize("name, index, ex", EXERCISES, ids=[f"{n}-{i + 1}" for n, i, _ in EXERCISES])
def test_exercise_checks_its_answer(name, index, ex):
    assert _verdict(ex, ex.solution).right is True, "the hidden solution passes its checker"
    assert _verdict(ex, ex.answer).right is None, "the blank answer cell says: not answered yet"
    wrong = _verdict(ex, ex.wrong)
    assert wrong.right is False and wrong.text.startswith("Not quite")
    for near in near_misses(_solution(ex)):
        assert _verdict(ex, ex.solution, answer=near).right is False, f"{near!r} passed the checker"


LESSONS_THAT_ASK = ["02_board_and_turn", "03_captures_and_safe_squares", "04_sixes", "05_editions",
                    "06_scripting", "07_simulation", "08_power", "09_coach"]


@pytest.mark.parametrize("name", LESSONS_THAT_ASK)
def test_lesson_asks_at_least_two_checked_questions(name):
    import re

    from ludo_widget.scenarios import Scenario

    code = "\n".join(c for c in GENERATOR.LESSONS[name] if not c.startswith("md:"))
    on_boards = re.findall(r"play_scenario\(\"([\w-]+)\"\)", code)
    asked = sum(1 for n in on_boards for st in Scenario.load(n).steps if st.ask)
    assert asked + len(GENERATOR.EXERCISES[name]) >= 2


# One vocabulary in the lessons' prose, as in the scenarios (tests/test_scenarios.py).
@pytest.mark.parametrize("name", sorted(GENERATOR.LESSONS))
def test_lessons_speak_one_vocabulary(name):
    from tests.test_scenarios import LOOSE_SQUARE, OFF_VOCABULARY

    for cell in GENERATOR.LESSONS[name]:
        if not cell.startswith("md:"):
            continue
        text = " ".join(cell[3:].split())
        assert not OFF_VOCABULARY.search(text), f"{name}: {OFF_VOCABULARY.search(text).group(0)!r}"
        assert not LOOSE_SQUARE.search(text), f"{name}: {LOOSE_SQUARE.search(text).group(0)!r}: say place N or ring square N"
