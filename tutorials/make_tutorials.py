"""Write the tutorial notebooks from the lessons in ``tutorials/lessons/`` (with no outputs).

    python tutorials/make_tutorials.py

Each lesson file, named like the notebook it makes (``01_getting_started.py`` writes
``01_getting_started.ipynb``), holds ``CELLS``: a list of cells in order. A string wrapped in
``md(...)`` is Markdown (``md`` is handed to every lesson), any other string is code; both are
dedented. ``*exercise(...)`` (also handed to every lesson) adds a checked question: the
question with its solution folded away, a cell for the answer and a cell that checks it.
Edit a lesson, run this script, and commit the notebooks it writes.
"""

from __future__ import annotations

import pathlib
import runpy
import textwrap
from dataclasses import dataclass

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent
LESSON_DIR = HERE / "lessons"


def md(text: str) -> str:
    """Mark a cell as Markdown."""
    return "md:" + text


@dataclass(frozen=True)
class Exercise:
    """A checked question in a lesson: ``answer`` is the cell the learner fills in (it sets
    ``answer = ...``), ``checker`` works the right answer out with the engine and ends with
    ``check(answer, ...)``, ``solution`` replaces ``answer`` with the right one, and ``wrong``
    with a wrong one (the tests check the checker says so)."""

    question: str
    answer: str
    checker: str
    solution: str
    why: str
    wrong: str = "answer = ('not', 'this')"

    def cells(self) -> list[str]:
        fold = (f"{textwrap.dedent(self.question).strip()}\n\n<details><summary>Solution</summary>\n\n"
                f"```python\n{textwrap.dedent(self.solution).strip()}\n```\n\n"
                f"{textwrap.dedent(self.why).strip()}\n\n</details>")
        return [md(fold), self.answer, self.checker]


def load_lessons() -> tuple[dict[str, list[str]], dict[str, list[Exercise]]]:
    """Every lesson's cells, by notebook name, in order; and its exercises."""
    lessons, exercises = {}, {}
    for path in sorted(LESSON_DIR.glob("*.py")):
        found: list[Exercise] = []

        def exercise(question: str, *, answer: str, checker: str, solution: str, why: str,
                     _found: list[Exercise] = found, **more: str) -> list[str]:
            ex = Exercise(question, answer, checker, solution, why, **more)
            _found.append(ex)
            return ex.cells()

        lessons[path.stem] = runpy.run_path(str(path), init_globals={"md": md, "exercise": exercise})["CELLS"]
        exercises[path.stem] = found
    return lessons, exercises


LESSONS, EXERCISES = load_lessons()


def build(name: str, cells: list[str]) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, cell in enumerate(cells):
        text = textwrap.dedent(cell[3:] if cell.startswith("md:") else cell).strip("\n")
        made = new_markdown_cell(text) if cell.startswith("md:") else new_code_cell(text)
        made["id"] = f"{name[:2]}-{i:02d}"
        nb.cells.append(made)
    return nb


def main() -> None:
    for name, cells in LESSONS.items():
        path = HERE / f"{name}.ipynb"
        nbformat.write(build(name, cells), path)
        print("wrote", path.relative_to(HERE.parent))


if __name__ == "__main__":
    main()
