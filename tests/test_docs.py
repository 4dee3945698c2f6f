"""The documentation stands on its own and is tested: README's Python blocks run, nothing points
outside the repository, every scenario cites its edition's rule sheet."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from ludo_widget.engine.rule_sheet import anchors
from ludo_widget.scenarios import Scenario, list_scenarios

REPO = Path(__file__).resolve().parent.parent
#: Folders that are built, installed or generated, not written by us.
NOT_OURS = {".git", "node_modules", "static", "__pycache__", ".ipynb_checkpoints", ".pytest_cache"}


def _our_files() -> list[Path]:
    return [p for p in REPO.rglob("*")
            if p.is_file() and not NOT_OURS.intersection(p.relative_to(REPO).parts)]


def test_nothing_refers_to_the_rule_documents_outside_the_repository():
    needle = "../" + "shared"   # split, so this file does not find itself
    offenders = []
    for path in _our_files():
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        if needle in text or "shared/" + "editions" in text:
            offenders.append(str(path.relative_to(REPO)))
    assert not offenders, f"these files point outside the repository: {offenders}"


def test_pytest_runs_every_python_block_of_the_readme():
    """`pytest` with no arguments collects README.md through pytest-markdown-docs."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    options = config["tool"]["pytest"]["ini_options"]
    assert "README.md" in options["testpaths"]
    assert "--markdown-docs" in options["addopts"].split()
    blocks = re.findall(r"^```python\s*$", (REPO / "README.md").read_text(), flags=re.M)
    assert len(blocks) >= 3, "README.md has Python examples, and they are tests"


@pytest.mark.parametrize("name", list_scenarios())
def test_scenario_cites_its_editions_rule_sheet(name):
    scenario = Scenario.load(name)
    match = re.fullmatch(rf"docs/editions/{scenario.edition}\.md#([a-z-]+)", scenario.source)
    assert match, f"{name}: source {scenario.source!r} should be docs/editions/{scenario.edition}.md#<section>"
    assert match.group(1) in anchors(), f"{name}: the sheet has no section #{match.group(1)}"


@pytest.mark.parametrize("page", ["README.md", "docs/glossary.md", "tutorials/02_board_and_turn.ipynb"])
def test_every_picture_a_page_shows_is_in_the_repository(page):
    path = REPO / page
    links = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", path.read_text(encoding="utf-8"))
    assert links, f"{page} shows a picture"
    missing = [link for link in links if not (path.parent / link).resolve().is_file()]
    assert not missing, f"{page} shows pictures that are not there: {missing}"
