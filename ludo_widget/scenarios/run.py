"""Playing a scenario on the engine, step by step, checking what each step expects.

>>> from ludo_widget.scenarios import Scenario
>>> run = Scenario.load("classic-enter-on-six").runner()
>>> run.done, run.finished
(0, False)
>>> step = run.next()           # play step 1 and check its expectations
>>> run.back(); run.done        # engine undo back to the start
0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.board import COLOURS
from ..engine.errors import LudoError
from . import ask as asking
from .model import Scenario, ScenarioMismatch, Step


class ScenarioRun:
    """A scenario being played on one :class:`~ludo_widget.engine.game.Game`.

    ``done`` counts the steps played; :meth:`next` plays one (and checks it unless
    ``check=False``), :meth:`back` takes it back with the engine's undo, :meth:`reset`
    goes back to the start. ``game`` is the live game: play on from it at any point.
    """

    def __init__(self, scenario: Scenario, check: bool = True, game: Any = None) -> None:
        self.scenario = scenario
        self.check = check
        self.game = game if game is not None else scenario.game()
        self.done = 0
        self.rolled: int | None = None   # the face the last roll step gave

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.scenario.steps

    @property
    def finished(self) -> bool:
        return self.done >= len(self.steps)

    @property
    def current(self) -> Step | None:
        """The step played last (None at the start)."""
        return self.steps[self.done - 1] if self.done else None

    @property
    def upcoming(self) -> Step | None:
        """The step :meth:`next` will play (None at the end)."""
        return None if self.finished else self.steps[self.done]

    def next(self) -> Step:
        """Play the next step on the game and check what it expects."""
        if self.finished:
            raise IndexError("the scenario has no more steps")
        step = self.steps[self.done]
        game = self.game
        actor = game.turn
        events_before = len(game.events)
        if self.check and step.ask is not None:
            problems = asking.check_before(step.ask, game)
            if problems:  # the answer key is wrong: nothing is played
                raise self._mismatch(step, problems)
        try:
            face = self._act(step)
        except LudoError as exc:
            raise self._mismatch(step, [f"the engine refused it: {exc}"]) from None
        self.done += 1
        if step.action == "roll":
            self.rolled = face
        if self.check:
            problems = check(game, step, actor=actor, new_events=game.events[events_before:], rolled=face)
            if step.ask is not None:
                problems += asking.check_after(step.ask, game, step.value if step.action == "move" else None)
            if problems:
                raise self._mismatch(step, problems)
        return step

    def play_all(self) -> None:
        """Play every remaining step."""
        while not self.finished:
            self.next()

    def back(self) -> None:
        """Take back the last step played (the engine's undo)."""
        if not self.done:
            raise IndexError("already at the start of the scenario")
        step = self.steps[self.done - 1]
        for _ in range(step.engine_actions):
            self.game.undo()
        self.done -= 1

    def reset(self) -> None:
        """Back to the starting position."""
        while self.done:
            self.back()

    def _act(self, step: Step) -> int | None:
        game = self.game
        if step.action == "roll":
            return game.roll(None if step.value == "random" else step.value)
        if step.action == "move":
            ref = step.value
            found = [m for m in game.legal_moves() if m.colour == ref.colour and m.token == ref.index]
            if not found:
                if game.awaiting != "move":
                    raise LudoError(f"no move is awaited (the game awaits {game.awaiting})")
                legal = ", ".join(f"{m.colour} {m.token + 1}" for m in game.legal_moves())
                raise LudoError(f"{ref} cannot move now; the legal moves are {legal}")
            game.move(found[0])
            return None
        if step.action == "use":
            bonus, face = step.value
            game.use(bonus, face)
        return None

    def _mismatch(self, step: Step, problems: list[str]) -> ScenarioMismatch:
        name = self.scenario.name
        lines = [f"scenario {name!r}, {step.label}: " + problems[0]]
        lines += [f"  also: {p}" for p in problems[1:]]
        if step.say:
            lines.append(f"  the step says: {step.say}")
        lines.append(f"  position now: {self.game.notation()}")
        return ScenarioMismatch("\n".join(lines), scenario=name, step=step.number, problems=problems)


#: The expectations that compare one value: key, how a problem names it, and the engine's value
#: (read from the game and the face the step rolled).
_PLAIN: tuple[tuple[str, str, Callable[[Any, int | None], Any]], ...] = (
    ("turn", "turn", lambda game, rolled: game.turn),
    ("awaiting", "awaiting", lambda game, rolled: game.awaiting),
    ("face", "face waiting to be used", lambda game, rolled: game.face),
    ("rolled", "face rolled", lambda game, rolled: rolled),
    ("sixes", "sixes in a row", lambda game, rolled: game.sixes),
    ("over", "game over", lambda game, rolled: game.over),
    ("winner", "winner", lambda game, rolled: game.winner),
    ("ranking", "ranking", lambda game, rolled: game.ranking),
)


def check(game: Any, step: Step, *, actor: str | None, new_events: list, rolled: int | None) -> list[str]:
    """Every way the game differs from what ``step`` expects, as sentences (empty if none)."""
    exp = step.expect
    problems: list[str] = []
    _check_places(problems, exp, game.positions)
    for key, what, have in _PLAIN:
        if key in exp:
            _differ(problems, what, exp[key], have(game, rolled))
    if "another_roll" in exp:
        again = game.awaiting == "roll" and actor is not None and game.turn == actor
        if exp["another_roll"] != again:
            nxt = "the game is over" if game.over else f"{game.turn} to {game.awaiting}"
            problems.append(f"another roll: expected {'one' if exp['another_roll'] else 'none'} for "
                            f"{actor}, but {nxt}")
    if "moves" in exp:
        _check_moves(problems, exp["moves"], game.legal_moves())
    _check_log(problems, exp, new_events)
    for colour, kinds in exp.get("stock", {}).items():
        for kind, n in kinds.items():
            _differ(problems, f"{colour}'s {kind} stock", n, game.stock[colour].get(kind))
    if "shields" in exp:
        _differ(problems, "shielded tokens", [f"{c} {t + 1}" for c, t in exp["shields"]],
                [f"{c} {t + 1}" for c, t in game.shields])
    if "notation" in exp:
        _differ(problems, "position", exp["notation"], game.notation())
    return problems


def _differ(problems: list[str], what: str, want: Any, have: Any) -> None:
    if want != have:
        problems.append(f"{what}: expected {_show(want)}, the engine has {_show(have)}")


def _check_places(problems: list[str], exp: dict[str, Any], positions: dict[str, list[int]]) -> None:
    """A colour's whole list of places, or some of its tokens' (``{ 2 = 14 }``, numbered from 1)."""
    for colour in COLOURS:
        want = exp.get(colour)
        if isinstance(want, list):
            _differ(problems, f"{colour} places", want, positions[colour])
        elif want is not None:
            for number, place in want.items():
                _differ(problems, f"{colour} token {number}", place, positions[colour][number - 1])


def _check_moves(problems: list[str], want: list[Any], legal: list[Any]) -> None:
    # An entry without `to` stands for that token's move wherever it lands; one with `to` checks it.
    loose = {(colour, number) for colour, number, to in want if to is None}
    have = [(m.colour, m.token + 1, None if (m.colour, m.token + 1) in loose else m.to) for m in legal]
    _differ(problems, "legal moves", sorted(want, key=lambda m: (m[0], m[1], m[2] or 0)),
            sorted(have, key=lambda m: (m[0], m[1], m[2] or 0)))


def _check_log(problems: list[str], exp: dict[str, Any], new_events: list) -> None:
    """The step's events (``events``, ``no_events``) and the words of its log (``log``)."""
    kinds = [e.kind for e in new_events]
    for kind in exp.get("events", []):
        if kind not in kinds:
            problems.append(f"events: expected a {kind!r} event, the step gave {kinds or 'none'}")
    for kind in exp.get("no_events", []):
        if kind in kinds:
            text = next(e.text for e in new_events if e.kind == kind)
            problems.append(f"events: expected no {kind!r} event, but the log says {text!r}")
    texts = [e.text for e in new_events]
    for piece in exp.get("log", []):
        if not any(piece.lower() in t.lower() for t in texts):
            problems.append(f"log: expected {piece!r} in the step's log, which says {texts}")


def _show(value: Any) -> str:
    if isinstance(value, list) and value and isinstance(value[0], tuple):
        return "[" + ", ".join(f"{c} {n}" + (f" to {t}" if t is not None else "") for c, n, t in value) + "]"
    return repr(value)
