"""Write the generated documentation from the code, so it cannot drift from what the code does.

    python docs/make_docs.py

writes ``docs/editions/<preset>.md`` (each preset's rule sheet, ``Rules.preset(name).describe()``),
``docs/editions/README.md`` (their index), ``docs/glossary.md`` (the board's words),
``docs/api.md`` (the public API's reference, from its signatures and docstrings) and the
numbered boards ``docs/board-numbers.svg`` (red's places 1–57) and ``docs/board-ring-numbers.svg``
(ring squares 0–51), drawn by ``ludo_widget.engine.svg``. ``tests/test_docs_generated.py`` fails when a
committed file differs from what this script writes: edit the code, run the script, commit both.
"""

from __future__ import annotations

import importlib
import inspect
import pathlib
import re
import sys
from typing import Any

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


#: The reference's sections: a title, the module, the names it documents (in this order).
API = [
    ("The game", "ludo_widget", ["Game", "Move", "Event"]),
    ("The rules", "ludo_widget", ["Rules"]),
    ("Errors", "ludo_widget", ["LudoError", "IllegalAction", "PositionError", "NotationError", "RulesError"]),
    ("The board in a notebook", "ludo_widget", ["LudoWidget"]),
    ("Records", "ludo_widget.engine.record", ["read", "write", "Record"]),
    ("Computer players", "ludo_widget.players", ["get_player", "register", "names", "Player", "RandomPlayer",
                                                  "HeuristicPlayer", "ExpectimaxPlayer", "LearnedPlayer",
                                                  "LookaheadPlayer"]),
    ("The coach", "ludo_widget.coach", ["win_chances", "hint", "review", "judge", "Hint", "Review", "Mistake"]),
    ("Simulation", "ludo_widget.simulate", ["simulate", "Results", "wilson"]),
    ("Scenarios", "ludo_widget.scenarios", ["list_scenarios", "Scenario"]),
    ("At a terminal", "ludo_widget.terminal", ["play"]),
]

#: Members left out of the reference: plumbing between the board's front end and Python, and
#: hooks for the package's own readers (each still has its docstring in the code).
HIDDEN = {
    "Game": {"trail", "past", "check_steps"},
    "LudoWidget": {"hint_refusal", "editor_holds", "review_slice", "replay_holds", "question_takes",
                   "set_state", "take_back", "time_out"},
    "HeuristicPlayer": {"choose_on", "features_on", "score_on"},
}

#: Sphinx roles in docstrings (:class:`~a.b.C`, :func:`text <target>`) and ``literals``, as Markdown.
ROLE = re.compile(r":\w+:`(?:~?[\w.]*?([\w]+)|([^`<]+?)\s*<[^>]+>)`")


#: A section heading of a docstring ("Args:"), and one of its items ("    name: what it is").
SECTION = re.compile(r"^(Args|Arguments|Fields|Returns|Raises|Yields|Attributes):$")
ITEM = re.compile(r"^    ([\w*]+(?: \([^)]*\))?): (.*)$")


def markdown(doc: str) -> str:
    """A docstring as Markdown: roles and double backticks made plain, examples fenced, and
    "Args:"-style sections as lists."""
    doc = ROLE.sub(lambda m: f"`{(m.group(1) or m.group(2)).strip()}`", doc).replace("``", "`")
    out: list[str] = []
    block = ""  # "example" inside a >>> example, "section" inside an Args: list
    for line in doc.splitlines():
        if block == "example" and not line.strip():
            out.append("```")
            block = ""
        elif block == "section" and not line.startswith("    "):
            if line.strip():
                out.append("")  # a list needs a blank line before the text after it
            block = ""
        if not block and line.lstrip().startswith(">>>"):
            out.append("```pycon")
            block = "example"
        if not block and SECTION.match(line):
            out += [f"**{line[:-1]}**", ""]
            block = "section"
            continue
        item = ITEM.match(line) if block == "section" else None
        if item:
            out.append(f"- `{item.group(1)}`: {item.group(2)}")
        elif block == "section":
            out[-1] += " " + line.strip()  # a continuation line of the item above
        else:
            out.append(line)
    if block == "example":
        out.append("```")
    return "\n".join(out).strip()


def signature(obj: Any) -> str:
    """``(a, b=1, *, c=None)``: names and defaults (the types are in the code's hints)."""
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return "(...)"
    params = [p.replace(annotation=inspect.Parameter.empty, default=Named.of(p.default))
              for p in sig.parameters.values() if p.name not in ("self", "cls")]
    return str(sig.replace(parameters=params, return_annotation=inspect.Signature.empty))


class Named:
    """A default that is a function, written as its name (``time.perf_counter``), not its repr."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text

    @staticmethod
    def of(default: Any) -> Any:
        if callable(default) and hasattr(default, "__qualname__") and not isinstance(default, type):
            return Named(f"{default.__module__}.{default.__qualname__}")
        return default


def members(cls: type) -> list[tuple[str, Any]]:
    """The public methods and properties ``cls`` defines or takes from the package's own bases."""
    seen: dict[str, Any] = {}
    for base in reversed(cls.__mro__):
        if base.__module__.split(".")[0] != "ludo_widget":
            continue
        for name, value in vars(base).items():
            if not name.startswith("_") and (inspect.isfunction(value) or isinstance(value, (property, classmethod,
                                                                                           staticmethod))):
                seen[name] = value
    hidden = HIDDEN.get(cls.__name__, set())
    return [(name, value) for name, value in seen.items()
            if name not in hidden and (inspect.getdoc(value) or "").strip()]


def api_entry(qualified: str, obj: Any) -> str:
    if inspect.isclass(obj):
        plain = issubclass(obj, BaseException) or getattr(obj, "_is_protocol", False)  # no constructor to show
        head = f"### `{qualified}{'' if plain else signature(obj)}`"
        parts = [head, markdown(inspect.getdoc(obj) or "")]
        for name, value in members(obj):
            if isinstance(value, property):
                parts.append(f"#### `{name}`\n\n{markdown(inspect.getdoc(value) or '')}")
            else:
                func = value.__func__ if isinstance(value, (classmethod, staticmethod)) else value
                parts.append(f"#### `{name}{signature(func)}`\n\n{markdown(inspect.getdoc(func) or '')}")
        return "\n\n".join(parts)
    return f"### `{qualified}{signature(obj)}`\n\n{markdown(inspect.getdoc(obj) or '')}"


def api_page() -> str:
    sections = []
    for title, module_name, names in API:
        module = importlib.import_module(module_name)
        entries = [api_entry(f"{module_name}.{name}", getattr(module, name)) for name in names]
        sections.append(f"## {title}\n\n" + "\n\n".join(entries))
    contents = "\n".join(f"- [{title}](#{title.lower().replace(' ', '-')})" for title, _, _ in API)
    return f"""# The API

The public API, from the code's signatures and docstrings (written by `docs/make_docs.py`; the
examples run as the test suite's doctests). The README and the tutorials show it at work.

{contents}

""" + "\n\n".join(sections) + "\n"


def outputs() -> dict[pathlib.Path, str]:
    """Every generated file and its text."""
    out = {DOCS / "editions" / f"{name}.md": str(Rules.preset(name).describe()) for name in PRESETS}
    out[DOCS / "editions" / "README.md"] = editions_index()
    out[DOCS / "glossary.md"] = glossary_page()
    out[DOCS / "api.md"] = api_page()
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
