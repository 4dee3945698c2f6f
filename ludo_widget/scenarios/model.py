"""Scenarios as data: what a TOML file says, read into plain values and checked for form.

A scenario file (see ``library/*.toml``) has a title, the edition and its options, a
starting position in the engine's notation and a script of ``[[step]]`` tables::

    title = "A six brings a token out"
    edition = "classic"
    position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"

    [[step]]
    roll = 6
    say = "Red rolls a six: the key to the gate."
    expect = { awaiting = "move", moves = ["red 1", "red 2", "red 3", "red 4"] }

Nothing here runs the engine; :mod:`ludo_widget.scenarios.run` does that.
"""

from __future__ import annotations

import re
import tomllib
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.board import COLOURS, HOME, RING
from ..engine.errors import LudoError, quote
from ..engine.notation import LETTERS, read_rules, write_rules
from ..engine.rules import PRESETS, Rules
from . import ask as asking
from .expect import digits, read_expect, token_ref, unknown_key
from .marks import Highlight, place_mark

if TYPE_CHECKING:
    from ..engine.game import Game
    from .run import ScenarioRun

LIBRARY = Path(__file__).with_name("library")

ACTIONS = ("roll", "move", "use", "note")
BONUSES = ("double", "dice", "shield")
#: The keys of a step table besides the question's (``ask.ASK_KEYS``).
STEP_KEYS = (*ACTIONS, "say", "expect", "highlight")
_SEAT_FIELD = re.compile(r"^[rgyb]:[0-9,]+$")
_LOOKS_LIKE_SEAT = re.compile(r"^[A-Za-z]:")  # meant as a seat, even if written wrong
# ASCII digits only ([0-9], not \d): int() would take other scripts' digits, and fail on '²'.
#: A scenario file is a page of text; anything longer is refused before it is read.
MAX_BYTES = 1_000_000


class ScenarioError(LudoError):
    """A scenario file that is not well formed: the message names the file, step and key."""


class ScenarioMismatch(AssertionError):
    """The engine did something other than the scenario says: the message names the step."""

    def __init__(self, message: str, *, scenario: str = "", step: int | None = None,
                 problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.scenario = scenario
        self.step = step
        self.problems = problems or []


@dataclass(frozen=True)
class Step:
    """One step of the script: an action (or a note), its sentence, and what must hold after it."""

    number: int                       # 1-based, as the error messages name it
    action: str                       # "roll", "move", "use", "note" or "ask" (a question only)
    value: Any = None                 # the face or "random"; a TokenRef; a bonus (and face)
    say: str = ""
    expect: dict[str, Any] = field(default_factory=dict)
    highlight: tuple[Highlight, ...] = ()
    ask: "asking.Ask | None" = None   # the question asked before the step is played

    @property
    def label(self) -> str:
        """How the step is named in messages: ``step 3 (move red 2)``."""
        if self.action in ("note", "ask"):
            return f"step {self.number} ({self.action})"
        if self.action == "use":
            bonus, face = self.value
            return f"step {self.number} (use {bonus}{'' if face is None else f' {face}'})"
        return f"step {self.number} ({self.action} {self.value})"

    @property
    def engine_actions(self) -> int:
        """How many engine actions (each one undo) the step takes."""
        return 0 if self.action in ("note", "ask") else 1


@dataclass(frozen=True)
class Scenario:
    """A rule scenario: a starting position and a script checked against the engine.

    >>> s = Scenario.load("classic-enter-on-six")
    >>> s.edition, len(s.steps) > 0
    ('classic', True)
    >>> game = s.run()          # every expectation checked; raises ScenarioMismatch if not
    """

    name: str
    title: str
    edition: str
    options: dict[str, Any]
    position: str                     # full engine notation, rules field included
    steps: tuple[Step, ...]
    about: str = ""
    source: str = ""
    topics: tuple[str, ...] = ()
    seed: int = 0
    path: Path | None = None

    # -- loading ------------------------------------------------------------------------

    @classmethod
    def load(cls, name_or_path: "str | Path", path: "str | Path | None" = None) -> "Scenario":
        """A scenario by name from the library (``"classic-enter-on-six"``) or from the folder
        ``path`` (a teacher's own), or from a TOML file (``"my_scenarios/first.toml"``; inside
        ``path`` when one is given)."""
        path = _find(name_or_path, None if path is None else _folder(path))
        try:
            with path.open("rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except OSError as exc:
            raise ScenarioError(f"{_short(path.name)}: cannot be read ({exc.strerror})") from None
        if len(raw) > MAX_BYTES:
            raise ScenarioError(f"{_short(path.name)}: a scenario file is at most {MAX_BYTES:,} bytes")
        try:
            text = raw.decode("utf-8-sig")  # Windows editors may start the file with a byte-order mark
        except UnicodeDecodeError as exc:
            raise ScenarioError(f"{_short(path.name)}: not UTF-8 text (byte {exc.start})") from None
        return cls.from_toml(text, name=path.stem, path=path)

    @classmethod
    def from_toml(cls, text: str, name: str = "scenario", path: Path | None = None) -> "Scenario":
        """A scenario from TOML text (for writing one in a notebook)."""
        if not isinstance(text, str):
            raise ScenarioError(f"{_short(name)}: a scenario is TOML text, not {quote(text)}")
        if len(text) > MAX_BYTES:
            raise ScenarioError(f"{_short(name)}: a scenario is at most {MAX_BYTES:,} characters")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise ScenarioError(f"{_short(name)}: not valid TOML: {str(exc)[:120]}") from None
        except RecursionError:
            raise ScenarioError(f"{_short(name)}: not valid TOML: nested too deeply") from None
        return cls.from_dict(data, name=name, path=path)

    @classmethod
    def from_dict(cls, data: dict[str, Any], name: str = "scenario", path: Path | None = None) -> "Scenario":
        """A scenario from the plain data a TOML file holds."""
        if not isinstance(data, Mapping) or not all(isinstance(k, str) for k in data):
            raise ScenarioError(f"{_short(name)}: a scenario is a table of keys, not {quote(data)}")
        return _parse(dict(data), name, path)

    # -- using ----------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return Rules.preset(self.edition, **self.options)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(COLOURS[LETTERS.index(f[0])] for f in self.position.split() if _SEAT_FIELD.match(f))

    def mark(self, text: str) -> Highlight:
        """A token or square named as in a scenario file, in this scenario's position.

        >>> Scenario.load("classic-exact-finish").mark("red square 20")   # place 20: ring square 19
        Highlight(kind='ring', colour=None, token=None, square=19)
        """
        def fail(msg: str) -> ScenarioError:
            return ScenarioError(msg)

        return _highlight(text, self.players, self.rules, fail)

    def game(self) -> "Game":
        """A fresh game at the starting position (the die seeded with ``seed``)."""
        from ..engine.game import Game

        return Game.from_notation(self.position, seed=self.seed)

    def runner(self, check: bool = True) -> "ScenarioRun":
        """A :class:`~ludo_widget.scenarios.run.ScenarioRun` at the start, to step through."""
        from .run import ScenarioRun

        return ScenarioRun(self, check=check)

    def run(self) -> "Game":
        """Play every step, checking every expectation; return the game at the end.

        Raises :class:`ScenarioMismatch` naming the first step whose expectations fail.
        """
        run = self.runner()
        run.play_all()
        return run.game

    def transcript(self, log: bool = True) -> str:
        """The scenario as text: each step's sentence (and the engine's log), every check made.

        >>> print(Scenario.load("classic-wasted-six").transcript(log=False).splitlines()[0])
        A six nobody can use (classic)
        """
        from .run import ScenarioRun

        run = ScenarioRun(self)
        lines = [f"{self.title} ({self.edition})", f"  start: {self.position}"]
        while not run.finished:
            n = len(run.game.events)
            step = run.next()
            action = step.label.split(" (", 1)[-1].rstrip(")")
            if step.ask is not None:
                lines.append(f"{step.number}. Q: {step.ask.text}")
                lines += [f"     {i}) {c}" for i, c in enumerate(step.ask.choices, 1)]
                lines.append(f"     A: {step.ask.answer_text}. {step.ask.explain}")
                if step.say:
                    lines.append(f"     [{action}] {step.say}")
            else:
                lines.append(f"{step.number}. [{action}] {step.say}")
            if log:
                lines += [f"     | {e.text}" for e in run.game.events[n:]]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Scenario {self.name!r}: {self.title} ({self.edition}, {len(self.steps)} steps)>"


def list_scenarios(edition: str | None = None, topic: str | None = None,
                   path: "str | Path | None" = None) -> list[str]:
    """The names of the scenarios in the library (or in the folder ``path``, a teacher's own),
    sorted; optionally one edition's or one topic's.

    To filter, each file is read: one that does not load is left out of a filtered list with a
    warning that says why (the rest of the folder is still listed).

    >>> "classic-exact-finish" in list_scenarios(topic="exact-finish")
    True
    """
    if edition is not None and edition not in PRESETS:  # a typo would list nothing, as if none were written
        raise LudoError(f"unknown edition {quote(edition)}: the editions are {', '.join(PRESETS)}")
    folder = _folder(path)
    names = sorted(p.stem for p in folder.glob("*.toml"))
    if edition is None and topic is None:
        return names
    out = []
    for n in names:
        try:
            s = Scenario.load(n, folder)
        except ScenarioError as exc:   # one broken file must not hide the others
            warnings.warn(str(exc), stacklevel=2)
            continue
        if (edition is None or s.edition == edition) and (topic is None or topic in s.topics):
            out.append(n)
    return out


# -- parsing ----------------------------------------------------------------------------------


def _short(name: str) -> str:
    """A file's name as messages show it: cut short, whatever its length."""
    return name if len(name) <= 40 else name[:37] + "..."


def _exists(path: Path, folder: bool = False) -> bool:
    """Whether ``path`` is a file (or a folder); False for a name the system cannot even look up."""
    try:
        return path.is_dir() if folder else path.is_file()
    except (OSError, ValueError):  # a name too long, a character the file system refuses
        return False


def _folder(path: "str | Path | None") -> Path:
    """The folder scenarios are read from: the library, or a teacher's own."""
    if path is None:
        return LIBRARY
    if not isinstance(path, (str, Path)) or "\0" in str(path):
        raise ScenarioError(f"a folder of scenarios is a path, not {quote(path)}")
    folder = Path(path).expanduser()
    if not _exists(folder, folder=True):
        raise ScenarioError(f"no folder {quote(str(path))} to read scenarios from")
    return folder


def _find(name_or_path: "str | Path", folder: Path | None = None) -> Path:
    """The file of a scenario: a name in ``folder`` (the library when None), or a file's path,
    relative to ``folder`` when one is given."""
    if not isinstance(name_or_path, (str, Path)) or "\0" in str(name_or_path):
        raise ScenarioError(f"a scenario is a name or a path to a TOML file, not {quote(name_or_path)}")
    if isinstance(name_or_path, Path) or str(name_or_path).endswith(".toml") or "/" in str(name_or_path):
        path = Path(name_or_path).expanduser()
        if folder is not None:
            path = folder / path   # an absolute path stays itself
        if not _exists(path):
            raise ScenarioError(f"no scenario file {quote(str(path))}")
        return path
    if not isinstance(name_or_path, str) or not name_or_path.strip():
        raise ScenarioError(f"a scenario is named by a word such as 'classic-enter-on-six', not {quote(name_or_path)}")
    folder = LIBRARY if folder is None else folder
    path = folder / f"{name_or_path}.toml"
    if not _exists(path):
        near = [n for n in sorted(p.stem for p in folder.glob("*.toml")) if str(name_or_path) in n]
        where = "the library" if folder == LIBRARY else quote(str(folder))
        hint = f"; did you mean {', '.join(near[:5])}?" if near else f"; see list_scenarios({'' if folder == LIBRARY else 'path=...'})"
        raise ScenarioError(f"no scenario named {quote(name_or_path)} in {where}{hint}")
    return path


def _parse(data: dict[str, Any], name: str, path: Path | None) -> Scenario:
    where = _short(name)

    def fail(msg: str) -> ScenarioError:
        return ScenarioError(f"{where}: {msg}")

    known = ("title", "edition", "options", "position", "step", "about", "source", "topics", "seed")
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise fail(unknown_key(unknown[0], known, f"a scenario has {', '.join(known)}"))
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise fail("a scenario needs a title")
    position = data.get("position")
    if not isinstance(position, str) or not position.split():
        raise fail("a scenario needs a position in the engine's notation, e.g. 'r:0,0,0,0 y:0,0,0,0 r roll six:0'")
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise fail("options is a table, e.g. options = { entry_faces = [1, 6] }")
    fields = position.split()
    rules_field = None if _SEAT_FIELD.match(fields[0]) or _LOOKS_LIKE_SEAT.match(fields[0]) else fields.pop(0)
    bad = next((f for f in fields if _LOOKS_LIKE_SEAT.match(f) and not _SEAT_FIELD.match(f)), None)
    if bad is not None:  # a typo in a seat, not an unknown preset
        raise fail(f"position: {quote(bad)} is no seat: a seat is r, g, y or b, a colon and its places "
                   "joined by commas, such as 'r:20,0,0,0'")
    edition = data.get("edition")
    try:
        if rules_field is not None:
            written = read_rules(rules_field)
            if edition is None:
                edition = written.edition
                options = {**{k: _plain(v) for k, v in written.changes().items()}, **options}
            if Rules.preset(edition, **options) != written:
                raise fail(f"the position starts with {quote(rules_field)}, which is not edition "
                           f"{quote(edition)} with those options; write one or the other")
        elif edition is None:
            raise fail("say which edition: edition = \"classic\" (or start the position with it)")
        rules = Rules.preset(edition, **options)
    except ScenarioError:
        raise
    except LudoError as exc:
        raise fail(str(exc)) from None
    seats = [f for f in fields if _SEAT_FIELD.match(f)]
    if not seats:
        raise fail("the position lists no seats (e.g. 'r:0,0,0,0 y:0,0,0,0')")
    rest = fields[len(seats):]
    if not rest:
        rest = [seats[0][0], "roll", "six:0"]
    elif len(rest) == 1:
        rest += ["roll", "six:0"]
    elif len(rest) == 2:
        rest.append("six:0")
    full = " ".join([write_rules(rules), *seats, *rest])
    from ..engine.editing import check
    from ..engine.game import Game

    try:
        game = Game.from_notation(full, seed=0)
    except LudoError as exc:
        raise fail(f"the position does not load: {exc}") from None
    try:  # what the notation lets through but no game can reach, as the position editor refuses it
        check(game)
    except LudoError as exc:
        raise fail(f"position: {exc}") from None
    players = tuple(COLOURS[LETTERS.index(f[0])] for f in seats)
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise fail(f"seed is a whole number, not {quote(seed)}")
    about, source = data.get("about", ""), data.get("source", "")
    for key, text in (("about", about), ("source", source)):
        if not isinstance(text, str):
            raise fail(f"{key} is text, not {quote(text)}")
    topics = data.get("topics", [])
    if not isinstance(topics, list) or not all(isinstance(t, str) for t in topics):
        raise fail("topics is a list of words, e.g. topics = [\"entering\", \"sixes\"]")
    raw_steps = data.get("step", [])
    if not isinstance(raw_steps, list) or not raw_steps:
        raise fail("a scenario needs at least one [[step]]")
    steps = tuple(_parse_step(raw, i + 1, players, rules, where) for i, raw in enumerate(raw_steps))
    return Scenario(
        name=name, title=title.strip(), edition=edition, options=dict(options), position=full, steps=steps,
        about=about.strip(), source=source.strip(),
        topics=tuple(topics), seed=seed, path=path,
    )


def _plain(value: Any) -> Any:
    return sorted(value) if isinstance(value, frozenset) else value


def _parse_step(raw: Any, number: int, players: tuple[str, ...], rules: Rules, where: str) -> Step:
    def fail(msg: str) -> ScenarioError:
        return ScenarioError(f"{where}: step {number}: {msg}")

    if not isinstance(raw, dict):
        raise fail("a step is a table")
    known = (*STEP_KEYS, *asking.ASK_KEYS)
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise fail(unknown_key(unknown[0], known, f"a step has {', '.join(known)}"))
    question = None
    if "ask" in raw:
        question = asking.parse(raw, players, lambda t: token_ref(t, players, rules, fail, "answer"),
                                lambda t: _square(t, fail), fail)
        if question.kind == "pick" and "move" not in raw:
            raw = {**raw, "move": str(question.answers[0])}
    elif any(k in raw for k in asking.ASK_KEYS):
        raise fail("answer, choices, hint and explain belong to a question: add ask = \"...\"")
    actions = [a for a in ACTIONS if a in raw]
    if question is not None and not actions:
        actions = ["ask"]
    if len(actions) != 1:
        raise fail("a step does exactly one of: roll = 6 (or \"random\"), move = \"red 2\", "
                   "use = \"double\", note = \"...\"")
    action = actions[0]
    value: Any = raw.get(action)
    say = raw.get("say", "")
    if action == "ask":
        value = None
    elif action == "note":
        if not isinstance(value, str) or not value.strip():
            raise fail("note is the sentence to show")
        say = say or value
        value = None
    elif action == "roll":
        if value != "random" and (not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6):
            raise fail(f"roll is a face 1..6 or \"random\", not {quote(value)}")
    elif action == "move":
        value = token_ref(value, players, rules, fail, "move")
    else:
        parts = value.split() if isinstance(value, str) else []
        if not parts or parts[0] not in BONUSES or len(parts) > 2:
            raise fail(f"use is one of {', '.join(BONUSES)} (\"dice 4\" with a face), not {quote(value)}")
        face = int(parts[1]) if len(parts) == 2 and digits(parts[1]) else None
        if (parts[0] == "dice") != (face is not None):
            raise fail("dice control names its face (use = \"dice 4\"); the other bonuses take none")
        value = (parts[0], face)
    if not isinstance(say, str) or (action not in ("note", "ask") and question is None and not say.strip()):
        raise fail("every step says what happens and why: add say = \"...\"")
    expect = raw.get("expect", {})
    if not isinstance(expect, dict):
        raise fail("expect is a table, e.g. expect = { turn = \"red\", awaiting = \"roll\" }")
    expect = read_expect(expect, players, rules, fail)
    highlight = raw.get("highlight", [])
    if isinstance(highlight, str):
        highlight = [highlight]
    if not isinstance(highlight, list):
        raise fail("highlight is a list, e.g. highlight = [\"red 2\", \"red square 9\"]")
    marks = tuple(_highlight(h, players, rules, fail) for h in highlight)
    return Step(number=number, action=action, value=value, say=" ".join(say.split()), expect=expect,
                highlight=marks, ask=question)


def _highlight(text: Any, players: tuple[str, ...], rules: Rules, fail) -> Highlight:
    """``red 2`` (token), ``square 21`` (ring square 0..51), ``red square 9`` (place 9 of red's
    lap: 1..51 ring, 52..56 home column, 57 home), ``red home``, ``red yard``."""
    if not isinstance(text, str):
        raise fail(f"a highlight is text such as \"red 2\" or \"red square 9\", not {quote(text)}")
    words = text.strip().lower().split()
    if len(words) == 2 and words[0] in COLOURS and words[1] == "yard":
        return Highlight("yard", colour=words[0])
    if len(words) == 2 and words[0] in COLOURS and digits(words[1]):
        ref = token_ref(text, players, rules, fail, "highlight")
        return Highlight("token", colour=ref.colour, token=ref.index)
    return _square(text, fail, "highlight")


def _square(text: Any, fail, what: str = "answer") -> Highlight:
    """A square named as ``square 21`` (ring square 0..51), ``red square 9`` (place 9 of red's
    lap) or ``red home``."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    if len(words) == 2 and words[0] == "square" and digits(words[1]):
        square = int(words[1])
        if not 0 <= square < RING:
            raise fail(f"{what}: ring squares are 0..{RING - 1}, not {square}")
        return Highlight("ring", square=square)
    if len(words) == 2 and words[0] in COLOURS and words[1] == "home":
        return Highlight("home", colour=words[0])
    if len(words) == 3 and words[0] in COLOURS and words[1] == "square" and digits(words[2]):
        place = int(words[2])
        if not 1 <= place <= HOME:
            raise fail(f"{what}: a square of a lap is 1..57 (a place), not {place}")
        return place_mark(words[0], place)
    raise fail(f"{what} {quote(text, 24)}: write \"red 2\" (a token), \"red square 9\" (place 9), "
               "\"square 21\" (ring 0..51), \"red home\" or \"red yard\"")


