"""The board in a notebook: an anywidget that draws a :class:`~ludo_widget.Game` and plays it.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(rules="online", players=("red", "yellow"), seed=3)
>>> board.game.roll(6)          # scripting the live game: the board follows at once
6
>>> board.snapshot["face"]
6

Python is the only authority: the front end sends intents (see :mod:`ludo_widget.notebook.intents`)
and draws the ``snapshot`` trait; every view state that matters lives in a trait, so two
views of one widget stay in step.
"""

from __future__ import annotations

import difflib
import inspect
import pathlib
import random
from typing import Any

import anywidget
import traitlets

from ..engine import geometry as board_geometry
from ..engine.dice import seed_state
from ..engine.errors import LudoError, quote
from ..engine.game import Game, as_game
from ..engine.people import check_names
from ..engine.rules import CHOICES, PRESETS, Rules
from . import game_intents, intents, play_intents, seats, trait_checks
from .coaching import CoachMixin, label
from .editions import ABOUT
from .editor import EditorMixin
from .inspector import InspectorMixin
from .replay import ReplayMixin
from .reviewing import ReviewMixin
from .scenario_player import ScenarioMixin
from .score import Score, Winner
from .snapshot import snapshot as game_snapshot
from .turn_timer import BOT, TurnTimer

_STATIC = pathlib.Path(__file__).parent.parent / "static"


_MISSING_ESM = """export default { render({ el }) {
  el.textContent = "The ludo-widget front end is not built: run `npm ci && npm run build` in the repository.";
} };"""


def _static(name: str) -> Any:
    """The bundled file (anywidget reads it, and re-reads it when it changes), or a stand-in."""
    path = _STATIC / name
    if path.exists():
        return path
    return _MISSING_ESM if name.endswith(".js") else ""


class LudoWidget(ScenarioMixin, ReplayMixin, ReviewMixin, InspectorMixin, EditorMixin, CoachMixin,
                 anywidget.AnyWidget):
    """Ludo on a board you can click. Pass ``game=`` or the arguments of :class:`Game`.

    Args:
        game: a live game to show (it keeps being yours to script).
        rules, players, positions, turn, seed: build a new :class:`Game` instead.
        computer: colour -> computer player name (``"random"``), for seats played by the computer.
        names: colour -> the name of who plays it (``{"red": "Ana"}``), shown for the colour on the
            status line, the seat strip, the coach and the end card (at most 24 characters).
        animate: walk tokens square by square (``False``: moves are instant).

    Synced traits: ``snapshot`` (the game as :func:`~ludo_widget.notebook.snapshot.snapshot` draws it, plus ``rev``,
    ``log_total`` and the turn ``timer``), ``geometry`` (the board layout, sent once),
    ``editions`` (presets, option choices and player names for the settings view),
    ``message`` (why the last intent was refused), ``computer`` (colour -> player name),
    ``computer_delay`` (ms a computer seat waits per step), ``animate`` and ``speed``,
    ``selected`` (``[colour, token]``), ``pending_pass`` (strict's "No moves — Pass"),
    ``view`` (``"board"``, ``"settings"`` or ``"state"``), ``autopilot`` (colours a bot
    plays for after the turn timer ran out), ``numbers`` (the board's Numbers switch:
    ``""`` off, ``"turn"`` or a colour for that colour's places 1–57, ``"ring"`` for ring
    squares 0–51) and ``names`` (colour -> player's name; the log keeps naming tokens by colour).

    >>> board = LudoWidget(players=("red", "yellow"), computer={"yellow": "random"}, seed=1)
    >>> board.computer
    {'yellow': 'random'}
    >>> board.names = {"red": "Ana", "yellow": "Robo"}
    >>> board.snapshot["names"]
    {'red': 'Ana', 'yellow': 'Robo'}
    """

    _esm = _static("widget.js")
    _css = _static("widget.css")

    snapshot = traitlets.Dict().tag(sync=True)
    geometry = traitlets.Dict().tag(sync=True)
    editions = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    computer = traitlets.Dict().tag(sync=True)
    computer_delay = traitlets.Int(700).tag(sync=True)
    animate = traitlets.Bool(True).tag(sync=True)
    speed = traitlets.Float(1.0).tag(sync=True)
    selected: traitlets.List[Any] = traitlets.List().tag(sync=True)
    pending_pass = traitlets.Unicode("").tag(sync=True)
    view = traitlets.Unicode("board").tag(sync=True)
    autopilot: traitlets.List[str] = traitlets.List().tag(sync=True)
    numbers = traitlets.Unicode("").tag(sync=True)
    names = traitlets.Dict().tag(sync=True)

    def __init__(self, game: Game | None = None, *, rules: "str | Rules" = "classic", players: Any = None,
                 positions: dict | None = None, turn: str | None = None, seed: int | None = None,
                 computer: dict[str, str] | None = None, names: dict[str, str] | None = None,
                 animate: bool = True, **kwargs: Any) -> None:
        _check_keywords(kwargs)
        # The game first: it checks rules, players, positions, turn and seed before anything is built.
        game = as_game(game, "LudoWidget.game") if game is not None else Game(rules, players, positions, turn, seed)
        seed_state(seed)  # a seed beside a given game is checked too (None: a fresh one)
        # Seats and names as a script's assignments are checked, but a LudoError rather than traitlets' type error.
        computer = game_intents.check_computer(computer, game) if computer is not None else None
        names = check_names(names) if names is not None else None
        super().__init__(animate=animate, **kwargs)
        self._rev = 0
        self._game: Game | None = None
        self._rng = random.Random(seed)
        self._timer = TurnTimer()
        self._time_up: tuple[str, str] | None = None  # (colour, message) while "Time is up" is said
        self._players: dict[str, Any] = {}
        self._stand_ins: set[str] = set()  # seats a computer plays because their person left
        self._score = Score()
        self.geometry = board_geometry.layout()
        self.editions = {
            "presets": {name: Rules.preset(name).to_dict() for name in PRESETS},
            "choices": {name: list(words) for name, words in CHOICES.items()},
            "players": seats.player_names(),
            "about": dict(ABOUT),
        }
        self.game = game
        if computer:
            self.computer = computer  # checked (see _checked)
        if names:
            self.names = names  # checked too
        self.on_msg(self._on_msg)

    # -- the live game ------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The live game. Script it (``board.game.roll(6)``) and the board follows."""
        assert self._game is not None
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        as_game(game, "LudoWidget.game")
        game_intents.check_playable(game)  # a game the board cannot show or play is refused before anything changes
        if self._game is not None:
            self._game.unsubscribe(self._on_change)
        self._game = game
        game.subscribe(self._on_change)
        self._timer.reset()
        self._players = {}  # computer players start afresh with each game
        stand_ins, self._stand_ins = self._stand_ins, set()
        if stand_ins:  # a person who left plays the next game (Rematch, New game) again
            self.computer = {c: n for c, n in self.computer.items() if c not in stand_ins}
        self.pending_pass = ""
        if not self._seat_leavers():
            self.publish()

    def _on_change(self, game: Game) -> None:
        if game is self._game:
            self.pending_pass = ""
            if not self._seat_leavers():
                self.publish()

    def _seat_leavers(self) -> bool:
        """A computer player takes the seat of a person who left, and hands it back when they
        return (online's leaving rule). True if the seats changed (and so were published)."""
        game = self.game
        away = set(game.away)
        computer = {c: n for c, n in self.computer.items() if c in game.players and c not in self._stand_ins - away}
        self._stand_ins = (self._stand_ins & away) | (away - set(computer))
        computer.update({c: BOT for c in away - set(computer)})
        if computer == self.computer:
            return False
        self.computer = computer  # publishes
        return True

    @property
    def rev(self) -> int:
        """How many pictures of the game have been sent; intents name the one they answer."""
        return self._rev

    def publish(self) -> None:
        """Send a fresh snapshot of the game (done for you after every change)."""
        game = self.game
        # Power's stocks are private: the board shows the stock of the person to act, nobody else's.
        snap = game_snapshot(game, stock_of=None if self.is_computer(game.turn) else game.turn)
        self._rev += 1
        snap["rev"] = self._rev
        snap["log_total"] = len(game.events)
        self._timer.followed(game)
        snap["timer"] = self._timer.info(self)
        snap["scripted"] = self.scripted  # a scenario's script runs: Next plays, nothing by itself
        snap["auto_move"] = play_intents.plays_itself(self)
        self._score.follow(game, playing=not self.scripted)
        snap["score"] = self._score.rows(game)
        snap["names"] = {c: n for c, n in self.names.items() if c in game.players}
        with self.hold_sync():
            self.selected = []
            self.autopilot = sorted(self._timer.autopilot)
            self.snapshot = snap

    # -- the score ---------------------------------------------------------------------

    @property
    def score(self) -> dict[Winner, int]:
        """Wins of the games played to their end on this board (rematches, new games, ...), by
        colour or, in team games, by the pair's tuple. The end-of-game card shows it.

        >>> board = LudoWidget(game=Game(players=("red", "yellow"), positions={"red": [57, 57, 57, 56]}, seed=1))
        >>> board.game.roll(1); board.game.move(3); board.score
        1
        {'red': 1}
        """
        return self._score.wins

    def clear_score(self) -> None:
        """Start the board's score afresh."""
        self._score.clear()
        self.publish()

    # -- synced traits --------------------------------------------------------------

    @traitlets.validate("computer", "computer_delay", "speed", "view", "numbers", "names")
    def _checked(self, proposal: Any) -> Any:
        """Values a script sets are checked as a front end's are (a ``LudoError`` if refused)."""
        name = proposal["trait"].name
        if name == "computer" and getattr(self, "_game", None) is None:
            return proposal["value"]
        return trait_checks.check_trait(self, name, proposal["value"])

    def set_state(self, sync_data: Any) -> None:
        """A front end changed synced traits: each value is checked like an intent, and refused
        ones are sent back as they are (see :func:`~ludo_widget.notebook.trait_checks.set_traits`)."""
        trait_checks.set_traits(self, sync_data, super().set_state)

    # -- computer seats -----------------------------------------------------------

    @traitlets.observe("computer", "names")
    def _seats_changed(self, change: Any) -> None:
        if getattr(self, "_game", None) is not None:
            self.publish()  # the turn timer's window depends on who is a person; the picture names the seats

    def is_computer(self, colour: str | None) -> bool:
        """Whether ``colour`` is played by the computer."""
        return isinstance(colour, str) and bool(self.computer.get(colour))

    def computer_step(self) -> str:
        """Let the computer seat to act play one roll or move (also handy from a script).

        Returns ``"rolled"``, ``"moved"`` or ``"idle"`` when no computer seat is to act.
        """
        colour = self.game.turn
        if self.pending_pass:  # strict: the person's "No moves — Pass" comes first
            return "idle"
        if colour is not None and self.is_computer(colour):
            name = self.computer[colour]
        elif colour in self._timer.autopilot:
            name = BOT
        else:
            return "idle"
        key = f"{colour}:{name}"
        if key not in self._players:  # one player object per seat, so it may keep state
            self._players[key] = seats.get_player(name, self._rng)
        # A bot standing in for a person (turn timer) plays their moves but spends none of their bonuses.
        with self._machine_steps():  # the coach has no word on these: no person chose them
            done = seats.step(self.game, name, self._rng, player=self._players[key], bonuses=self.is_computer(colour))
        self._time_up_passes()
        return done

    def _time_up_passes(self) -> None:
        """Once red's turn has passed, "Time is up: a bot plays for Red" is said in the past (it
        stayed in the present through the next seats' turns, while their own clocks ran)."""
        if self._time_up is not None and self.game.turn != self._time_up[0]:
            colour, said = self._time_up
            if self.message == said:
                self.message = f"Time ran out for {label(colour, self.names)}: a bot played that turn."
            self._time_up = None

    def take_back(self, colour: str | None) -> None:
        """A person acts for ``colour``: a bot standing in for them (turn timer) stops."""
        if isinstance(colour, str) and colour and self._timer.took_back(colour):
            self.publish()

    def time_out(self, content: dict) -> bool:
        """The turn timer ran out for the window named in ``content``: the bot plays one step."""
        if not self._timer.expire(self, content):
            return False
        colour = self.game.turn
        assert colour is not None  # the timer runs only while a seat is to act
        self.message = f"Time is up: a bot plays for {label(colour, self.names)}."  # by name, as the status line
        self._time_up = (colour, self.message)
        self.publish()
        self.computer_step()
        return True

    # -- intents from the front end -------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, buffers: Any) -> None:
        intents.handle(self, content)

    def handle(self, content: Any) -> None:
        """Handle one intent as if a front end had sent it (for tests and scripts).

        >>> board = LudoWidget(players=("red", "yellow"), seed=1)
        >>> board.handle({"type": "move"}); board.message
        'Roll the die first.'
        """
        intents.handle(self, content)

    def __repr__(self) -> str:
        return f"LudoWidget(game={self.game!r})"


#: What ``LudoWidget(...)`` takes besides its traits: its own named arguments, read from its signature.
_ARGUMENTS = tuple(name for name, p in inspect.signature(LudoWidget.__init__).parameters.items()
                   if name != "self" and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))


def _check_keywords(kwargs: dict[str, Any]) -> None:
    """Refuse an argument that is neither ``Game``'s nor a trait's (traitlets would only warn, hidden
    by default, and ``rule="online"`` would give a classic game without a word)."""
    known = (*_ARGUMENTS, *LudoWidget.class_trait_names())
    for key in kwargs:
        if key not in known:
            close = difflib.get_close_matches(key, _ARGUMENTS, n=1) or difflib.get_close_matches(key, known, n=1)
            hint = f"; did you mean {close[0]}=?" if close else ""
            raise LudoError(f"LudoWidget takes no argument {quote(key)}{hint}")
