"""The rule sheets: written from the Rules fields, so a sheet cannot disagree with its preset;
the committed Markdown under docs/editions/ is what docs/make_docs.py writes."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

from ludo_widget import Rules
from ludo_widget.engine.rule_sheet import RULINGS, anchors, field_meanings, section
from ludo_widget.engine.rules import CHOICES, PRESETS, option_names

REPO = Path(__file__).resolve().parent.parent
MAKE_DOCS = runpy.run_path(str(REPO / "docs" / "make_docs.py"))


def other_value(rules: Rules, name: str):
    """A valid value of option ``name`` different from the one ``rules`` has."""
    value = getattr(rules, name)
    if name in CHOICES:
        return next(c for c in CHOICES[name] if c != value)
    if isinstance(value, bool):
        return not value
    if isinstance(value, frozenset):
        return value ^ {1}
    if name == "tokens":
        return 2 if value != 2 else 4
    if name == "max_sixes":
        return 0 if value else 3
    if name in ("tries", "forced_six_after"):
        return 3 if value <= 1 else 1 if name == "tries" else 0
    if name == "turn_timer":
        return 0.0 if value else 30.0
    raise AssertionError(f"no other value for {name}: add one here")


def prose(sheet: str) -> str:
    """The sheet without its Options table (which is the fields, printed)."""
    return sheet.replace(section(sheet, "options"), "")


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", option_names())
def test_every_option_changes_what_the_sheet_says(preset, name):
    """Each sentence about an option is written from its value: switch it and the words change."""
    rules = Rules.preset(preset)
    switched = rules.replace(**{name: other_value(rules, name)})
    assert prose(switched.describe()) != prose(rules.describe()), \
        f"{preset}: switching {name} does not change the rules the sheet states"


@pytest.mark.parametrize("preset", PRESETS)
def test_the_options_table_is_the_presets_fields(preset):
    rules = Rules.preset(preset)
    table = section(rules.describe(), "options")
    rows = dict(re.findall(r"^\| `(\w+)` \| `(.*?)` \|", table, flags=re.M))
    assert list(rows) == option_names()
    for name, shown in rows.items():
        value = getattr(rules, name)
        expected = sorted(value) if isinstance(value, frozenset) else value
        if isinstance(value, frozenset):
            assert sorted(int(f) for f in re.findall(r"\d", shown)) == expected
        else:
            assert shown == (f'"{value}"' if isinstance(value, str) else repr(value)), name


@pytest.mark.parametrize("preset", PRESETS)
def test_a_sheet_has_every_section_and_its_editions_rulings(preset):
    sheet = Rules.preset(preset).describe()
    for name in anchors():
        assert section(sheet, name), f"{preset} has no section #{name}"
    rulings = section(sheet, "our-rulings")
    assert all(r in rulings for r in RULINGS[preset])


def test_a_switched_preset_says_what_was_switched():
    sheet = Rules.preset("classic", entry_faces={1, 6}).describe()
    assert "`entry_faces={1, 6}`" in sheet.split("## ")[0]
    assert "Only a 1 or a 6 brings a token out" in section(sheet, "entering")


def test_every_option_has_a_meaning_in_the_rules_docstring():
    assert set(field_meanings()) >= set(option_names())


def test_the_committed_docs_are_what_the_script_writes():
    stale = [str(path.relative_to(REPO)) for path, text in MAKE_DOCS["outputs"]().items()
             if not path.exists() or path.read_text(encoding="utf-8") != text]
    assert not stale, f"run `python docs/make_docs.py` and commit: {stale}"


def test_the_sheets_are_shown_formatted_in_a_notebook():
    sheet = Rules.preset("dashain").describe()
    assert sheet._repr_markdown_() == str(sheet)


def test_the_turn_timer_section_says_what_the_board_does():
    from ludo_widget.notebook.turn_timer import KEEP_AFTER

    words = {1: "one missed turn", 2: "two missed turns", 3: "three missed turns"}
    assert words[KEEP_AFTER] in section(Rules.preset("online").describe(), "turn-timer")


def test_the_api_reference_turns_docstrings_into_markdown():
    markdown = MAKE_DOCS["markdown"]
    doc = ("See :class:`~ludo_widget.engine.game.Game` and :attr:`the winner <Game.winner>`, ``x``.\n\n"
           "Args:\n    rules: a preset,\n        or a value.\n    seed: the die's seed.\n\n"
           ">>> 1 + 1\n2\n\nAfter.")
    assert markdown(doc) == ("See `Game` and `the winner`, `x`.\n\n**Args**\n\n- `rules`: a preset, or a value.\n"
                             "- `seed`: the die's seed.\n\n```pycon\n>>> 1 + 1\n2\n```\n\nAfter.")


def test_the_api_reference_covers_the_public_api():
    page = (REPO / "docs" / "api.md").read_text(encoding="utf-8")
    import ludo_widget
    for name in ludo_widget.__all__:
        if name != "PRESETS":
            assert f"### `ludo_widget.{name}" in page, name
    for entry in ["ludo_widget.coach.hint(", "ludo_widget.simulate.simulate(", "#### `legal_moves()`",
                  "#### `score`", "clock=time.perf_counter"]:
        assert entry in page, entry
    assert "0x" not in page and "<built-in" not in page      # no memory addresses: the page is the same on every run
    assert "#### `trail()`" not in page                     # plumbing stays out
