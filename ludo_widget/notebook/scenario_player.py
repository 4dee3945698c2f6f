"""Playing a rule scenario on the board: Next and Back step through it, each step's sentence is
shown beside the board and the tokens and squares it talks about are highlighted.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget()
>>> player = board.play_scenario("classic-enter-on-six")
>>> board.scenario_next(); board.scenario["step"], board.game.turn
(1, 'yellow')
>>> board.scenario_back(); board.scenario["step"]
0

Python keeps the authority: the front end sends intents (``scenario_next``,
``scenario_back``, ``scenario_reset``, ``scenario_leave``) and draws the ``scenario`` trait.
The game on the board is the scenario's live game: rolling or moving on the board follows
the script when it does what the next step does, and otherwise leaves the script, to play on
from there (Back returns to the script, Reset starts over, Leave ends the scenario).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import traitlets

from ..engine.errors import LudoError
from ..scenarios import Scenario, ScenarioError, ScenarioMismatch, ScenarioRun
from ..scenarios import ask as asking
from .refusal import Refusal


class ScenarioPlayer:
    """One scenario being shown on one board. Made by :meth:`ScenarioMixin.play_scenario`."""

    def __init__(self, widget: Any, scenario: Scenario) -> None:
        self.widget = widget
        self.scenario = scenario
        self.run = ScenarioRun(scenario, check=True)
        self.positions = [self.run.game.notation()]  # the position after each step played
        self.left = False                              # the board has left the script
        self.error = ""
        self._acting = False
        self._expected: str | None = None              # the position the next step leads to
        self._computer = dict(widget.computer)
        self.first_try: dict[int, str] = {}            # step -> "right", "wrong" or "shown"
        self._wrong: set[int] = set()                  # open questions answered wrong (hint shown)
        self._answered: dict[int, str] = {}            # step -> "right" or "shown", for the feedback

    # -- starting and stopping -----------------------------------------------------

    def start(self) -> None:
        w = self.widget
        with w.hold_sync():
            self._attach(self.run.game)
            with self._own_change():
                w.computer = {}          # nobody plays by itself while the script runs
            w.message = ""
            w.view = "board"
        self.publish()

    def _attach(self, game: Any) -> None:
        game.subscribe(self._on_change)
        with self._own_change():
            self.widget.game = game

    @contextmanager
    def _own_change(self) -> Iterator[None]:
        """While the player itself changes the game or the board: not the person leaving the script."""
        self._acting = True
        try:
            yield
        finally:
            self._acting = False

    def leave(self) -> None:
        """End the scenario; the game stays on the board to play on from there.

        The board keeps a way back: :meth:`resume` (the front end's "Back to the script").
        """
        w = self.widget
        self.run.game.unsubscribe(self._on_change)
        if getattr(w, "_scenario_player", None) is self:
            w._scenario_player = None
            w._scenario_left = self
        with w.hold_sync():
            w.computer = {c: n for c, n in self._computer.items() if c in w.game.players}
            w.scenario = {"name": self.scenario.name, "title": self.scenario.title, "ended": True,
                          "step": self.run.done, "steps": len(self.scenario.steps), "score": self.score()}
        if hasattr(w, "publish"):
            w.publish()  # what pauses during a script (the turn timer) starts again

    def resume(self) -> None:
        """Back to the script after Leave: the board shows the scenario's game at the last step reached."""
        w = self.widget
        w._scenario_left = None
        w._scenario_player = self
        self._computer = dict(w.computer)
        self.left = True
        with w.hold_sync():
            self._attach(self.run.game)
            with self._own_change():
                w.computer = {}
            self._rejoin()
            w.view = "board"
        w.publish()
        self.publish()

    @property
    def active(self) -> bool:
        return getattr(self.widget, "_scenario_player", None) is self

    # -- stepping ------------------------------------------------------------------

    def next(self) -> None:
        """Play the next step of the script."""
        if self.left:
            raise Refusal("You have left the script: press Back to return to it, or Reset.")
        if self.run.finished:
            raise Refusal("That was the last step: press Reset to watch it again, or play on.")
        self._play()

    def _play(self) -> None:
        """Play the upcoming step (checked against the engine) and show it."""
        self.error = ""
        try:
            with self._own_change():
                self.run.next()
        except ScenarioMismatch as exc:
            self.error = str(exc)
        finally:
            del self.positions[self.run.done:]
            self.positions.append(self.run.game.notation())
        self.publish()

    def back(self) -> None:
        """Back to the previous step's position (the engine's undo); off the script, back onto it."""
        self.error = ""
        if self.left:
            self._rejoin()
        elif not self.run.done:
            raise Refusal("This is the start of the scenario.")
        else:
            with self._own_change():
                self.run.back()
            self._reopen()
        self.publish()

    def _reopen(self) -> None:
        """The question of the step ahead is open again (its first try stays recorded)."""
        for n in range(self.run.done + 1, len(self.scenario.steps) + 1):
            self._answered.pop(n, None)
            self._wrong.discard(n)

    def reset(self) -> None:
        """Back to the starting position."""
        self.error = ""
        if self.left or self.widget.game is not self.run.game:
            self.run.game.unsubscribe(self._on_change)
            self.run = ScenarioRun(self.scenario, check=True)
            self.positions = [self.run.game.notation()]
            self.left = False
            self._attach(self.run.game)
        else:
            with self._own_change():
                self.run.reset()
        self._reopen()
        self.publish()

    def _rejoin(self) -> None:
        """Undo what was played off the script, back to the last step reached."""
        game, want = self.run.game, self.positions[self.run.done]
        with self._own_change():
            while game.notation() != want and game.can_undo:
                game.undo()
        if game.notation() != want:  # cannot get there by undo: replay from the start
            done = self.run.done
            self.run.game.unsubscribe(self._on_change)
            self.run = ScenarioRun(self.scenario, check=False)
            for _ in range(done):
                self.run.next()
            self.run.check = True
            self._attach(self.run.game)
        self.left = False

    # -- questions -------------------------------------------------------------------

    @property
    def question(self) -> Any:
        """The step whose question is open now (asked before it is played), or None."""
        step = None if self.left else self.run.upcoming
        return step if step is not None and step.ask is not None else None

    def answer(self, given: Any) -> bool:
        """Judge an answer to the open question; a right one plays the step. Returns whether right.

        ``given`` is written as in a scenario file (``"red 2"``, ``2``, ``"red square 14"``) or
        as a front end reports a click (``{"token": ["red", 1]}``, ``{"point": [x, y]}``,
        ``{"choice": 2}``). The first try of each question is kept in :attr:`first_try`.
        """
        step = self.question
        if step is None:
            raise Refusal("There is no question open now: press Next.")
        ask = step.ask
        try:
            if not isinstance(given, dict):
                given = self._read(ask, given)
            right = asking.judge(ask, self.run.game, given, step.value if step.action == "move" else None)
        except (asking.Unreadable, ScenarioError) as exc:
            raise Refusal(str(exc)) from None
        self.first_try.setdefault(step.number, "right" if right else "wrong")
        if not right:
            self._wrong.add(step.number)
            self.publish()
            return False
        self._answered[step.number] = "right"
        self._play()
        return True

    def reveal(self) -> None:
        """Show me: play the open question's step and show its answer."""
        step = self.question
        if step is None:
            raise Refusal("There is no question open now: press Next.")
        self.first_try.setdefault(step.number, "shown")
        self._answered[step.number] = "shown"
        self._play()

    def _read(self, ask: Any, text: Any) -> dict[str, Any]:
        """An answer written as in a scenario file, in the form :func:`~ludo_widget.scenarios.ask.judge` takes."""
        if ask.kind == "predict":
            return {"choice": text}
        mark = self.scenario.mark(text)
        if mark.kind == "token":
            return {"token": [mark.colour, mark.token]}
        return {"square": mark}

    def takes(self, kind: str, content: dict) -> bool:
        """Whether an intent from the board is taken by the open question (then it is not played):
        a token clicked answers a pick or where question; nothing else is played meanwhile."""
        step = self.question
        if step is None or kind not in ("roll", "select", "move", "use"):
            return False
        if kind in ("select", "move") and step.ask.kind != "predict" and "colour" in content:
            self.answer({"token": [content.get("colour"), content.get("token")]})
            return True
        raise Refusal("Answer the question beside the board first (or press Show me, or Next).")

    def score(self) -> dict[str, int]:
        """How the questions went: ``asked`` (in the scenario), ``tried`` and ``right_first_try``."""
        asked = [st.number for st in self.scenario.steps if st.ask is not None]
        return {"asked": len(asked), "tried": sum(n in self.first_try for n in asked),
                "right_first_try": sum(self.first_try.get(n) == "right" for n in asked)}

    # -- the board playing by itself -----------------------------------------------

    def _probe(self) -> str | None:
        """The position the next step leads to, worked out on a copy of the game now."""
        if self.left or self.run.finished:
            return None
        probe = ScenarioRun(self.scenario, check=False, game=self.run.game.copy())
        probe.done = self.run.done
        try:
            probe.next()
        except (LudoError, ScenarioMismatch):
            return None
        return probe.game.notation()

    def _on_change(self, game: Any) -> None:
        """A roll, move or undo made on the board itself (not by Next or Back)."""
        if self._acting or not self.active:
            return
        now = game.notation()
        if self.left and now == self.positions[self.run.done]:
            self.left = False  # undone on the board back onto the script
        elif not self.left:
            if now == self.positions[self.run.done]:
                return
            earlier = [k for k in range(self.run.done) if self.positions[k] == now]
            if earlier:  # the board's Undo walked back along the script
                self.run.done = earlier[-1]
            elif self._expected is not None and now == self._expected:
                # the player did what the next step does: follow the script
                self.run.done += 1
                del self.positions[self.run.done:]
                self.positions.append(now)
            else:
                self.left = True
        self.publish()

    # -- what the front end draws --------------------------------------------------

    def state(self) -> dict[str, Any]:
        s, run = self.scenario, self.run
        step = run.current
        upcoming = run.upcoming
        return {
            "name": s.name,
            "title": s.title,
            "edition": s.edition,
            "about": s.about,
            "source": s.source,
            "step": run.done,
            "steps": len(s.steps),
            "say": step.say if step else s.about,
            "action": step.label.split(" (", 1)[-1].rstrip(")") if step else "",
            "upcoming": self._upcoming_label(upcoming),
            "highlight": [h.to_dict() for h in step.highlight] if step else [],
            "said": [{"step": st.number, "say": st.say} for st in s.steps[:run.done]],
            "left": self.left,
            "error": self.error,
            "can_next": not self.left and not run.finished,
            "can_back": self.left or run.done > 0,
            "question": self._question_state(),
            "answered": self._answered_state(),
            "questions": [{"step": st.number, "ask": st.ask.text, "first_try": self.first_try.get(st.number)}
                          for st in s.steps if st.ask is not None],
            "score": self.score(),
        }

    def _upcoming_label(self, step: Any) -> str:
        """What Next will do, said without giving an open question's answer away."""
        if step is None:
            return ""
        if step.ask is not None and not self.left:
            return "skip the question and play on"
        return step.label.split(" (", 1)[-1].rstrip(")")

    def _question_state(self) -> dict[str, Any] | None:
        step = self.question
        if step is None:
            return None
        wrong = step.number in self._wrong
        return {**step.ask.to_dict(), "step": step.number, "wrong": wrong,
                "hint": step.ask.hint if wrong else ""}

    def _answered_state(self) -> dict[str, Any] | None:
        step = self.run.current
        if self.left or step is None or step.ask is None or step.number not in self._answered:
            return None
        return {"step": step.number, "result": self._answered[step.number],
                "answer": step.ask.answer_text, "explain": step.ask.explain}

    def publish(self) -> None:
        self._expected = self._probe()
        if self.active:
            self.widget.scenario = self.state()


class ScenarioMixin(traitlets.HasTraits):
    """What a board needs to play scenarios: the ``scenario`` trait and the methods behind the intents."""

    #: What the front end shows of the scenario being played ({} when none is).
    scenario = traitlets.Dict().tag(sync=True)

    _scenario_player: ScenarioPlayer | None = None
    _scenario_left: ScenarioPlayer | None = None     # the scenario Leave ended, to go back to

    def play_scenario(self, name_or_scenario: "str | Scenario", path: Any = None) -> ScenarioPlayer:
        """Load a scenario onto the board: a library name, a name in the folder ``path`` (a
        teacher's own), a TOML file's path, or a :class:`Scenario`.

        The whole scenario is played first, as ``Scenario.run()`` does: one that the engine
        disagrees with is refused (:class:`ScenarioError`) and the board is left as it was."""
        scenario = (name_or_scenario if isinstance(name_or_scenario, Scenario)
                    else Scenario.load(name_or_scenario, path))
        try:  # a wrong answer key or expectation must not reach the learner
            scenario.run()
        except ScenarioMismatch as exc:
            raise ScenarioError(f"{str(exc).splitlines()[0]}; not shown on the board") from None
        if self._scenario_player is not None:
            self._scenario_player.leave()
        self._scenario_left = None
        player = ScenarioPlayer(self, scenario)
        self._scenario_player = player
        player.start()
        return player

    @property
    def scripted(self) -> bool:
        """Whether a scenario's script is running (nothing should then play by itself)."""
        player = self._scenario_player
        return player is not None and not player.left

    @property
    def scenario_player(self) -> ScenarioPlayer | None:
        """The scenario being played, or None."""
        return self._scenario_player

    def _player(self) -> ScenarioPlayer:
        if self._scenario_player is None:
            raise Refusal("No scenario is loaded: board.play_scenario(name) loads one.")
        return self._scenario_player

    def scenario_next(self) -> None:
        """Play the next step."""
        self._player().next()

    def scenario_back(self) -> None:
        """Back to the previous step (or back onto the script after playing off it)."""
        self._player().back()

    def scenario_reset(self) -> None:
        """Back to the scenario's starting position."""
        self._player().reset()

    def scenario_leave(self) -> None:
        """End the scenario and play on from the position on the board."""
        self._player().leave()

    def scenario_resume(self) -> None:
        """After Leave: back to the script, at the last step reached."""
        if self._scenario_left is None:
            raise Refusal("There is no scenario to go back to: board.play_scenario(name) loads one.")
        self._scenario_left.resume()

    def scenario_answer(self, given: Any) -> bool:
        """Answer the open question: ``"red 2"``, ``2`` (a choice, from 1) or ``"red square 14"``.

        Returns whether it was right; a right answer plays the step. The first try of each
        question is kept: ``board.scenario["questions"]`` and ``board.scenario["score"]``.
        """
        return self._player().answer(given)

    def scenario_reveal(self) -> None:
        """Show me: reveal the open question's answer and play its step."""
        self._player().reveal()

    def question_takes(self, kind: str, content: dict) -> bool:
        """Whether an open question takes this board intent (see :meth:`ScenarioPlayer.takes`)."""
        player = self._scenario_player
        return player is not None and player.takes(kind, content)

    @traitlets.observe("snapshot")
    def _scenario_follows_the_board(self, change: Any) -> None:
        """A new game on the board (New game, Load, Rematch) ends the scenario."""
        player = self._scenario_player
        if player is not None and not player._acting and getattr(self, "_game", None) is not player.run.game:
            player.leave()
