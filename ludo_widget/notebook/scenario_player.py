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

from typing import Any

import traitlets

from . import intents
from ..engine.errors import LudoError
from ..scenarios import Scenario, ScenarioMismatch, ScenarioRun


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

    # -- starting and stopping -----------------------------------------------------

    def start(self) -> None:
        w = self.widget
        with w.hold_sync():
            self._attach(self.run.game)
            self._acting = True
            try:
                w.computer = {}          # nobody plays by itself while the script runs
            finally:
                self._acting = False
            w.message = ""
            w.view = "board"
        self.publish()

    def _attach(self, game: Any) -> None:
        game.subscribe(self._on_change)
        self._acting = True
        try:
            self.widget.game = game
        finally:
            self._acting = False

    def leave(self) -> None:
        """End the scenario; the game stays on the board to play on from there."""
        w = self.widget
        self.run.game.unsubscribe(self._on_change)
        if getattr(w, "_scenario_player", None) is self:
            w._scenario_player = None
        with w.hold_sync():
            w.computer = {c: n for c, n in self._computer.items() if c in w.game.players}
            w.scenario = {}
        if hasattr(w, "publish"):
            w.publish()  # what pauses during a script (the turn timer) starts again

    @property
    def active(self) -> bool:
        return getattr(self.widget, "_scenario_player", None) is self

    # -- stepping ------------------------------------------------------------------

    def next(self) -> None:
        """Play the next step of the script."""
        if self.left:
            raise intents.Refusal("You have left the script: press Back to return to it, or Reset.")
        if self.run.finished:
            raise intents.Refusal("That was the last step: press Reset to watch it again, or play on.")
        self.error = ""
        self._acting = True
        try:
            self.run.next()
        except ScenarioMismatch as exc:
            self.error = str(exc)
        finally:
            self._acting = False
            del self.positions[self.run.done:]
            self.positions.append(self.run.game.notation())
        self.publish()

    def back(self) -> None:
        """Back to the previous step's position (the engine's undo); off the script, back onto it."""
        self.error = ""
        if self.left:
            self._rejoin()
        elif not self.run.done:
            raise intents.Refusal("This is the start of the scenario.")
        else:
            self._acting = True
            try:
                self.run.back()
            finally:
                self._acting = False
        self.publish()

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
            self._acting = True
            try:
                self.run.reset()
            finally:
                self._acting = False
        self.publish()

    def _rejoin(self) -> None:
        """Undo what was played off the script, back to the last step reached."""
        game, want = self.run.game, self.positions[self.run.done]
        self._acting = True
        try:
            while game.notation() != want and game.can_undo:
                game.undo()
        finally:
            self._acting = False
        if game.notation() != want:  # cannot get there by undo: replay from the start
            done = self.run.done
            self.run.game.unsubscribe(self._on_change)
            self.run = ScenarioRun(self.scenario, check=False)
            for _ in range(done):
                self.run.next()
            self.run.check = True
            self._attach(self.run.game)
        self.left = False

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
            "upcoming": upcoming.label.split(" (", 1)[-1].rstrip(")") if upcoming else "",
            "highlight": [h.to_dict() for h in step.highlight] if step else [],
            "said": [{"step": st.number, "say": st.say} for st in s.steps[:run.done]],
            "left": self.left,
            "error": self.error,
            "can_next": not self.left and not run.finished,
            "can_back": self.left or run.done > 0,
        }

    def publish(self) -> None:
        self._expected = self._probe()
        if self.active:
            self.widget.scenario = self.state()


class ScenarioMixin(traitlets.HasTraits):
    """What a board needs to play scenarios: the ``scenario`` trait and the methods behind the intents."""

    #: What the front end shows of the scenario being played ({} when none is).
    scenario = traitlets.Dict().tag(sync=True)

    _scenario_player: ScenarioPlayer | None = None

    def play_scenario(self, name_or_scenario: "str | Scenario") -> ScenarioPlayer:
        """Load a scenario (a library name, a TOML path or a :class:`Scenario`) onto the board."""
        scenario = (name_or_scenario if isinstance(name_or_scenario, Scenario)
                    else Scenario.load(name_or_scenario))
        if self._scenario_player is not None:
            self._scenario_player.leave()
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
            raise intents.Refusal("No scenario is loaded: board.play_scenario(name) loads one.")
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

    @traitlets.observe("snapshot")
    def _scenario_follows_the_board(self, change: Any) -> None:
        """A new game on the board (New game, Load, Rematch) ends the scenario."""
        player = self._scenario_player
        if player is not None and not player._acting and getattr(self, "_game", None) is not player.run.game:
            player.leave()
