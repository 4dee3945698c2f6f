"""Write the tutorial notebooks from the lessons in ``tutorials/lessons/`` (with no outputs).

    python tutorials/make_tutorials.py

Each lesson file, named like the notebook it makes (``01_getting_started.py`` writes
``01_getting_started.ipynb``), holds ``CELLS``: a list of cells in order. A string wrapped in
``md(...)`` is Markdown (``md`` is handed to every lesson), any other string is code; both are
dedented. Edit a lesson, run this script, and commit the notebooks it writes.
"""

from __future__ import annotations

import pathlib
import runpy
import textwrap

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent
LESSON_DIR = HERE / "lessons"


def md(text: str) -> str:
    """Mark a cell as Markdown."""
    return "md:" + text


def load_lessons() -> dict[str, list[str]]:
    """Every lesson's cells, by notebook name, in order."""
    return {path.stem: runpy.run_path(str(path), init_globals={"md": md})["CELLS"]
            for path in sorted(LESSON_DIR.glob("*.py"))}


LESSONS = load_lessons()


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
