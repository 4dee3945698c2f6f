"""Write the generated documentation from the code, so it cannot drift from what the code does.

    python docs/make_docs.py

writes ``docs/editions/<preset>.md`` (each preset's rule sheet, ``Rules.preset(name).describe()``),
``docs/editions/README.md`` (their index), ``docs/glossary.md`` (the board's words) and the
numbered boards ``docs/board-numbers.svg`` (red's places 1–57) and ``docs/board-ring-numbers.svg``
(ring squares 0–51), drawn by ``ludo_widget.engine.svg``. ``tests/test_docs_generated.py`` fails when a
committed file differs from what this script writes: edit the code, run the script, commit both.
"""

from __future__ import annotations

import pathlib
import sys

DOCS = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent))  # the checkout's package, whatever is installed

from ludo_widget.engine.game import Game  # noqa: E402
from ludo_widget.engine.glossary import glossary  # noqa: E402
from ludo_widget.engine.rule_sheet import SUMMARY  # noqa: E402
from ludo_widget.engine.rules import PRESETS, Rules  # noqa: E402
from ludo_widget.engine.svg import board_svg  # noqa: E402

#: The numbered diagrams: file name -> what the numbers show.
DIAGRAMS = {"board-numbers.svg": "red", "board-ring-numbers.svg": "ring"}


def editions_index() -> str:
    rows = "\n".join(f"| [`{name}`]({name}.md) | {SUMMARY[name]} |" for name in PRESETS)
    return f"""# The editions' rule sheets

One sheet per preset: every rule the preset sets, then **Our rulings**, the points where the
edition's own rules are silent or could be read two ways, and how this product settles them.
The sheets are written from the `Rules` fields by `docs/make_docs.py`; from Python,
`Rules.preset("strict").describe()` gives the same text (also for any option switched).

| preset | the edition |
| --- | --- |
{rows}
"""


def glossary_page() -> str:
    return f"""# Words

One word for each thing on the board, used everywhere: in the lessons, the scenarios, the rule
sheets and the log. A *place* counts along one colour's lap; a *ring square* is the same for
everyone: keep the two apart. ![The board with red's places 1–57](board-numbers.svg)

{glossary()}"""


def outputs() -> dict[pathlib.Path, str]:
    """Every generated file and its text."""
    out = {DOCS / "editions" / f"{name}.md": str(Rules.preset(name).describe()) for name in PRESETS}
    out[DOCS / "editions" / "README.md"] = editions_index()
    out[DOCS / "glossary.md"] = glossary_page()
    empty = Game("classic")  # all four colours, every token in its yard
    for name, numbers in DIAGRAMS.items():
        out[DOCS / name] = str(board_svg(empty, numbers=numbers, size=480))
    return out


def main() -> None:
    for path, text in outputs().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print("wrote", path.relative_to(DOCS.parent))


if __name__ == "__main__":
    main()
