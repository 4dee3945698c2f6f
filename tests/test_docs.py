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


#: How a file would point at the rule documents the product was written from: their numbers
#: ("000".."004" alone, as in ``000: "..."`` or "(002)"; not 2,000 nor 0.002), or the documents
#: themselves. The product says its rules in its own words, in docs/editions/.
DOCUMENTS = re.compile("|".join([
    r"(?<![\w.,#])0" + r"0[0-4](?![\w.,]?\d)",             # split, so this file does not find itself
    r"\b(?:rule|source)\s+" + r"documents?\b", r"\bdocuments?\s+" + r"0\d\d\b",
    r"\bthe\s+other\s+" + r"documents\b", r"\bwhere\s+the\s+" + r"documents\b",
]), re.IGNORECASE)
#: A relative path that climbs folders ("../docs/x.svg"); it points outside when it climbs out of
#: the repository from the folder of the file that holds it.
CLIMBING = re.compile(r"(?:\.\./)+[\w.-]+")


def outside_references(text: str, folder: Path = REPO) -> list[str]:
    """What in ``text``, a file in ``folder``, points at material outside the repository."""
    found = [m.group(0) for m in DOCUMENTS.finditer(text)]
    for m in CLIMBING.finditer(text):
        if not (folder / m.group(0)).resolve().is_relative_to(REPO):
            found.append(m.group(0))
    return found


def test_the_outside_references_are_recognised():
    for text in ['"""000: \'A six ...\'"""', "(002)", "``000``..``004``", "document 001", "the rule documents",
                 "see ../" + "elsewhere/README.md", "source document", "where the documents are silent"]:
        assert outside_references(text), text
    assert outside_references("![](../../docs/x.svg)", REPO / "tutorials")  # climbs out of the repository
    for text in ["2,000 games", "0.002", "1,000,000", "x=2.000", "document.activeElement", "documentation",
                 "place 10", "#000", "0x004", "id 00-04"]:
        assert not outside_references(text), text
    assert not outside_references("![](../docs/x.svg)", REPO / "tutorials")  # stays inside


def test_nothing_refers_to_the_rule_documents_outside_the_repository():
    offenders = []
    for path in _our_files():
        if path == Path(__file__).resolve():
            continue   # it names the patterns it looks for
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        offenders += [f"{path.relative_to(REPO)}: {found!r}" for found in outside_references(text, path.parent)]
    assert not offenders, f"these point outside the repository: {offenders}"


def test_the_tests_cite_sections_the_rule_sheets_have():
    """A test citing ``classic.md#captures`` (or ``<preset>.md#captures``) names a real sheet and section."""
    cited = []
    for path in sorted((REPO / "tests").rglob("*.py")):
        for sheet, anchor in re.findall(r"\b(\w+|<preset>)\.md#([a-z-]+)", path.read_text(encoding="utf-8")):
            cited.append((path.name, sheet, anchor))
            if sheet != "<preset>":
                assert (REPO / "docs" / "editions" / f"{sheet}.md").is_file(), f"{path.name}: no sheet {sheet}.md"
            assert anchor in anchors(), f"{path.name}: the sheets have no section #{anchor}"
    assert len(cited) > 20, "the engine tests cite the sheets"


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


def test_the_readme_layout_names_every_module():
    """The Layout table says what each module holds: a new module is added to it."""
    layout = (REPO / "README.md").read_text(encoding="utf-8").split("## Layout", 1)[1]
    modules = {p.name for p in (REPO / "ludo_widget").rglob("*.py")
               if p.name != "__init__.py" and "__pycache__" not in p.parts}
    assert [m for m in sorted(modules) if f"`{m}`" not in layout and f"/{m}`" not in layout] == []
