"""Rules as data: one frozen :class:`Rules` value per edition, every option a field.

Each preset's rule sheet (``Rules.preset(name).describe()``, also ``docs/editions/<name>.md``)
states every rule it sets. Any field can be switched on any preset:

>>> r = Rules.preset("classic", bonus_on_capture=False)
>>> r.bonus_on_capture, r.entry_faces
(False, frozenset({6}))
>>> Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6}).entry_faces  # the Nepali rule
frozenset({1, 6})
"""

from __future__ import annotations

import dataclasses
import difflib
import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, Literal, get_args

from .errors import RulesError, quote

if TYPE_CHECKING:
    from .rule_sheet import RuleSheet

CaptureRule = Literal["all", "count", "protect_pairs"]
WastedBonus = Literal["pass", "roll_again"]
Starter = Literal["first_seat", "random"]
SingleOutcome = Literal["auto", "delay", "tap"]

PRESETS: tuple[str, ...] = ("classic", "strict", "online", "dashain", "paperfox")


@dataclass(frozen=True)
class Rules:
    """Every rule on which the editions differ, as one immutable value.

    Fields:
        edition: the preset this value started from (``to_dict`` calls it ``"preset"``).
        tokens: tokens per seat (4; 2 is paperfox's Quick).
        entry_faces: faces that bring a token out of the yard onto its start square.
        bonus_faces: faces that give another roll when used (the Nepali rule adds 1).
        bonus_on_capture: a capture gives another roll.
        bonus_on_home: a token reaching home gives another roll.
        capture_rule: ``"all"`` (every opponent token on the square goes back to its yard),
            ``"count"`` (online's count rule) or ``"protect_pairs"`` (paperfox: two or
            more tokens of one colour are protected, a lone token goes back to its yard).
        wasted_bonus: what follows a bonus face that no token can use: ``"pass"``
            (the turn passes) or ``"roll_again"`` (the same seat rolls again; it still
            counts toward three sixes).
        max_sixes: the n-th six in a row is forfeited before it is used (0: no limit).
        tries: while none of the mover's tokens is out, rolls without a move the seat
            may take before the turn passes (online: 3).
        forced_six_after: while all tokens are in the yard or home, after this many
            rolls without a six the next random roll is a six (paperfox: 3; 0: off).
        play_on: after the first seat finishes, the others play on for places until
            one is left (online, dashain); otherwise the game stops at the first.
        starter: who rolls first: the first seat taking part (red) or a seeded random seat.
        rematch_rotates: each rematch moves the first roll one seat on (dashain).
        teams: partners sit opposite and race as a pair (online Pairs, dashain doubles).
        power: online's Power mode (bonus tiles on the board).
        single_outcome: what a front end does with a roll that has one possible
            outcome: ``"auto"`` plays it, ``"delay"`` plays it after a moment,
            ``"tap"`` waits for the player (and asks to acknowledge a roll with no move).
        turn_timer: seconds a person has to roll and move before a computer player
            plays for them (0: no timer).
        leavers_lose: a person may leave a game in progress (a computer player takes the
            seat) and come back while it runs; whoever is away when it ends loses, ranked
            after every seat whose person stayed (online).
    """

    edition: str = "classic"
    tokens: int = 4
    entry_faces: frozenset[int] = frozenset({6})
    bonus_faces: frozenset[int] = frozenset({6})
    bonus_on_capture: bool = True
    bonus_on_home: bool = True
    capture_rule: CaptureRule = "all"
    wasted_bonus: WastedBonus = "pass"
    max_sixes: int = 3
    tries: int = 1
    forced_six_after: int = 0
    play_on: bool = False
    starter: Starter = "first_seat"
    rematch_rotates: bool = False
    teams: bool = False
    power: bool = False
    single_outcome: SingleOutcome = "auto"
    turn_timer: float = 0.0
    leavers_lose: bool = False

    def __post_init__(self) -> None:
        # Accept any iterable of faces but store frozensets, so the value stays hashable.
        object.__setattr__(self, "entry_faces", _faces("entry_faces", self.entry_faces))
        object.__setattr__(self, "bonus_faces", _faces("bonus_faces", self.bonus_faces))
        _check(self)
        # A whole number of seconds is stored as a float, so the notation and the save write one
        # text for one timer (``turn_timer=1`` and ``turn_timer=1.0`` read back alike).
        object.__setattr__(self, "turn_timer", float(self.turn_timer))

    @classmethod
    def preset(cls, name: str = "classic", **overrides: Any) -> "Rules":
        """The rules of a named edition, with any fields overridden.

        >>> Rules.preset("paperfox", tokens=2).tokens   # Quick
        2
        """
        _check_edition(name)
        _check_names(overrides)
        return cls(edition=name, **{**_PRESET_FIELDS[name], **overrides})

    def replace(self, **changes: Any) -> "Rules":
        """A copy with some fields changed (unknown fields are a ``ValueError``)."""
        _check_names(changes)
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data: face sets become sorted lists."""
        out: dict[str, Any] = {"preset": self.edition}
        for name in option_names():
            value = getattr(self, name)
            out[name] = sorted(value) if isinstance(value, frozenset) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Rules":
        """Read back what :meth:`to_dict` wrote."""
        if not isinstance(data, Mapping) or not all(isinstance(k, str) for k in data):
            raise RulesError(f"rules data is a mapping of option names to values, not {quote(data)}")
        data = dict(data)
        name = data.pop("preset", "classic")
        return cls.preset(name, **data)

    def describe(self) -> "RuleSheet":
        """The rule sheet: every rule of these rules and the edition's rulings, in Markdown.

        Written from the fields, so it states the rules as switched (a notebook shows it formatted):

        >>> "A capture gives no extra roll" in Rules.preset("classic", bonus_on_capture=False).describe()
        True
        """
        from .rule_sheet import describe  # the sheet reads Rules' fields; imported here to avoid a cycle

        return describe(self)

    def changes(self) -> dict[str, Any]:
        """The fields that differ from this value's preset (for display and notation)."""
        base = Rules.preset(self.edition)
        return {n: getattr(self, n) for n in option_names() if getattr(self, n) != getattr(base, n)}


def option_names() -> list[str]:
    """Every option field (all fields but ``edition``)."""
    return [f.name for f in fields(Rules) if f.name != "edition"]


def _check_edition(name: Any) -> None:
    if isinstance(name, str) and "[" in name and name.partition("[")[0] in _PRESET_FIELDS:
        raise RulesError(f"Rules.preset takes a preset's name and its options as arguments "
                         f"(Rules.preset('online', power=True)); Game(rules={quote(name)}) reads the text")
    if not isinstance(name, str) or name not in _PRESET_FIELDS:
        raise RulesError(f"unknown preset {quote(name)}; the presets are {', '.join(PRESETS)}")


def _check_names(options: Mapping[str, Any]) -> None:
    unknown = sorted(set(options) - set(option_names()))
    if unknown:
        near = difflib.get_close_matches(unknown[0], option_names(), n=1)
        hint = ("the edition is the preset's name, not an option" if unknown[0] == "edition"
                else f"did you mean {near[0]!r}?" if near else "the options are the fields of Rules but edition")
        raise RulesError(f"unknown option {quote(unknown[0])}; {hint}")


def _faces(name: str, faces: Any) -> frozenset[int]:
    if isinstance(faces, (str, bytes)) or not isinstance(faces, Iterable):
        raise RulesError(f"{name} must be a set of faces 1..6, not {quote(faces)}")
    given = list(itertools.islice(faces, _MAX_FACES + 1))  # stops an endless iterator
    if len(given) > _MAX_FACES:
        raise RulesError(f"{name} must be a set of faces 1..6, not {_MAX_FACES + 1} or more of them")
    for face in given:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise RulesError(f"{name} must be faces 1..6, not {quote(face)}")
    return frozenset(given)


#: How many faces (repeats included) a face option may list.
_MAX_FACES = 36


#: The options that take one of a few words, and those words (settings views list them).
CHOICES: dict[str, tuple[str, ...]] = {
    "capture_rule": get_args(CaptureRule),
    "wasted_bonus": get_args(WastedBonus),
    "starter": get_args(Starter),
    "single_outcome": get_args(SingleOutcome),
}
_BOOLS = ("bonus_on_capture", "bonus_on_home", "play_on", "rematch_rotates", "teams", "power", "leavers_lose")


#: Whole-number options and their ranges (no game needs more; a bound keeps arithmetic and text short).
_WHOLE = {"tokens": (1, 4), "max_sixes": (0, 99), "tries": (1, 99), "forced_six_after": (0, 99)}
#: The longest turn timer, in seconds.
MAX_TURN_TIMER = 3600


def _check(rules: Rules) -> None:
    _check_edition(rules.edition)
    for name, choices in CHOICES.items():
        value = getattr(rules, name)
        if not isinstance(value, str) or value not in choices:
            raise RulesError(f"{name} must be one of {', '.join(choices)}, not {quote(value)}")
    for name in _BOOLS:
        if not isinstance(getattr(rules, name), bool):
            raise RulesError(f"{name} must be True or False")
    for name, (low, high) in _WHOLE.items():
        value = getattr(rules, name)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise RulesError(f"{name} must be a whole number {low}..{high}, not {quote(value)}")
    if not rules.entry_faces:
        raise RulesError("entry_faces must name at least one face")
    if rules.max_sixes == 1 and rules.entry_faces == {6}:
        raise RulesError("max_sixes=1 forfeits every six, and with entry only on a six no token could ever come out")
    timer = rules.turn_timer
    if (not isinstance(timer, (int, float)) or isinstance(timer, bool) or not math.isfinite(timer)
            or not 0 <= timer <= MAX_TURN_TIMER):
        raise RulesError(f"turn_timer must be a number of seconds 0..{MAX_TURN_TIMER}, not {quote(timer)}")


_PRESET_FIELDS: dict[str, dict[str, Any]] = {
    "classic": {},
    "strict": {
        "bonus_on_home": False,
        "wasted_bonus": "roll_again",
        "single_outcome": "tap",
    },
    "online": {
        "capture_rule": "count",
        "play_on": True,
        "starter": "random",
        "tries": 3,
        "single_outcome": "delay",
        "turn_timer": 30.0,
        "leavers_lose": True,
    },
    "dashain": {
        "play_on": True,
        "rematch_rotates": True,
    },
    "paperfox": {
        "capture_rule": "protect_pairs",
        "wasted_bonus": "roll_again",
        "forced_six_after": 3,
    },
}
