"""What a board's front end may ask for, checked against the engine one intent at a time.

Every intent is a dict ``{"type": ..., "rev": n, ...}``; ``rev`` names the snapshot the
front end was looking at. A refused, stale or malformed intent changes nothing and sets
the widget's ``message``; nothing a front end sends can raise out of :func:`handle`.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(players=("red", "yellow"), seed=1)
>>> handle(board, {"type": "roll", "rev": board.rev}); board.game.awaiting in ("roll", "move")
True
>>> handle(board, "garbage"); board.message
'The board sent something that is not an intent.'
"""

from __future__ import annotations

import functools
import logging
import math
import random
from collections.abc import Callable
from typing import Any

from ..engine.board import COLOURS
from ..engine.errors import LudoError
from ..engine.game import Game
from ..engine.people import check_names
from ..engine.rules import Rules
from ..engine.svg import NUMBERINGS
from . import editor, seats
from .automatic import AUTOMATIC  # when stale they are dropped silently
from .replay import BRANCHING  # a person's steps: after Undo, the line goes on from them
from .snapshot import snapshot

log = logging.getLogger(__name__)

STALE = "That was for an earlier position; the board has moved on."
#: The Review view's intents (see reviewing.py).
REVIEW = ("review_start", "review_slice", "review_show", "review_end", "review_close")
#: Intents that do not answer a position, so a newer snapshot does not make them stale
#: (a seat can be taken back while the computer keeps moving).
UNPOSITIONED = frozenset({"ping", "new_game", "load", "set_seat", "leave", "come_back",
                          "replay_goto", "save_record", "load_record", *REVIEW})


#: The longest message a refusal shows, and how much of the input's own text it may quote.
MESSAGE_LIMIT = 200
QUOTE_LIMIT = 40
#: The largest save or notation the board's Load reads (a long game's save with its undo history is far smaller).
LOAD_LIMIT = 5_000_000


class Refusal(LudoError):
    """An intent that cannot be done now; the text is shown to the player."""


def handle(widget: Any, content: Any) -> None:
    """Dispatch one intent. Never raises."""
    try:
        _handle(widget, content)
    except (Refusal, LudoError) as exc:
        _say(widget, _sentence(str(exc)))
    except Exception as exc:  # malformed input must never break the game or the kernel
        log.debug("bad intent %r", content, exc_info=True)
        _say(widget, f"The board could not do that ({type(exc).__name__}).")


def _say(widget: Any, text: str) -> None:
    """Show a message; the same one again is cleared first so the board shows it anew."""
    try:
        if widget.message == text:
            widget.message = ""
        widget.message = text
    except Exception:  # pragma: no cover - a message must never raise either
        log.exception("could not show a message")


def _handle(widget: Any, content: Any) -> None:
    if not isinstance(content, dict) or not isinstance(content.get("type"), str):
        raise Refusal("The board sent something that is not an intent.")
    kind = content["type"]
    handler = HANDLERS.get(kind)
    if handler is None:
        raise Refusal(f"Unknown intent {kind[:40]!r}.")
    rev = content.get("rev")
    if rev is not None and kind not in UNPOSITIONED and rev != widget.rev:
        if kind in AUTOMATIC:
            return
        raise Refusal(STALE)
    if getattr(widget, "editor_holds", None) and widget.editor_holds(kind, content):
        return  # the position editor is open (editor.py)
    if kind in ("roll", "select", "move", "use") and widget.question_takes(kind, content):
        widget.message = ""
        return  # a scenario's open question took it as an answer
    if getattr(widget, "replay_holds", None) and widget.replay_holds(kind, content):
        return  # a past step is shown: ask before playing from it (replay.py)
    steps = len(widget.game.history)
    handler(widget, content)
    if kind in BRANCHING and len(widget.game.history) > steps and getattr(widget, "played_on", None):
        widget.played_on()  # a person's step after Undo: the seats after play anew (replay.py)


def _sentence(text: str) -> str:
    """A refusal as a short sentence (an engine message may quote a long input: it is cut)."""
    text = " ".join(text.split()) or "That is not allowed now."
    if len(text) > MESSAGE_LIMIT:
        text = text[:MESSAGE_LIMIT - 1].rstrip() + "…"
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def _quote(value: Any) -> str:
    """A few characters of an input, quoted, for a message."""
    text = value if isinstance(value, str) else type(value).__name__
    return repr(text[:QUOTE_LIMIT] + ("…" if len(text) > QUOTE_LIMIT else ""))


def _person_acts(widget: Any) -> Game:
    """The game, checked that a person (not a computer seat) is to act and nothing is pending."""
    game = widget.game
    if game.over:
        raise Refusal("The game is over: press Rematch or New game.")
    if widget.is_computer(game.turn):
        raise Refusal(f"It is {game.turn}'s turn, and the computer plays {game.turn}.")
    if widget.pending_pass:
        raise Refusal("No moves — press Pass first.")
    return game


def _by_person(handler: Callable[[Any, dict, Game], None]) -> Callable[[Any, dict], None]:
    """An action of the person to act: checked, done, and only once done does it count as theirs.

    A bot standing in for them (turn timer) stops and their missed turns start again from
    zero only after the action was accepted: a refused intent changes nothing.
    """

    @functools.wraps(handler)
    def act(widget: Any, content: dict) -> None:
        game = _person_acts(widget)
        colour = game.turn
        with widget.hold_sync():
            handler(widget, content, game)
            widget.take_back(colour)

    return act


def _token_arg(content: dict) -> tuple[str, int]:
    colour, token = content.get("colour"), content.get("token")
    if colour not in COLOURS:
        raise Refusal(f"There is no colour {_quote(colour)}.")
    if not isinstance(token, int) or isinstance(token, bool):
        raise Refusal("Name a token by its number.")
    return colour, token


def _legal_for(game: Game, colour: str, token: int) -> list[Any]:
    return [m for m in game.legal_moves() if m.colour == colour and m.token == token]


def _why_not(game: Game, colour: str, token: int) -> str:
    if game.awaiting != "move":
        return "Roll the die first."
    movers = {m.colour for m in game.legal_moves()}
    if movers and colour not in movers:
        return f"It is {game.turn}'s turn: move a {' or '.join(sorted(movers))} token."
    if colour not in game.players or not 0 <= token < len(game.positions[colour]):
        return f"There is no {colour} token {token + 1}."
    return game.why_not(token, colour) or f"{colour} token {token + 1} cannot move now."


# -- the intents -------------------------------------------------------------------

def ping(widget: Any, content: dict) -> None:
    """Answer at once, for measuring the bare round trip page <-> kernel."""
    widget.send({"type": "pong", "id": content.get("id")})


@_by_person
def roll(widget: Any, content: dict, game: Game) -> None:
    if game.awaiting != "roll":
        raise Refusal(f"{str(game.turn).capitalize()} must first move with the {game.face}.")
    before = len(game.events)
    colour = game.turn
    game.roll()
    widget.message = ""
    if game.rules.single_outcome == "tap" and game.awaiting == "roll" and not game.over:
        # strict: a roll with no move is acknowledged before the next roll is shown
        said = [e.text for e in game.events[before:] if e.colour == colour and e.kind in ("rolled", "wasted", "forfeited")]
        widget.pending_pass = " ".join(said) or f"{str(colour).capitalize()} cannot move."


@_by_person
def select(widget: Any, content: dict, game: Game) -> None:
    colour, token = _token_arg(content)
    if not _legal_for(game, colour, token):
        raise Refusal(_why_not(game, colour, token))
    widget.message = ""
    widget.take_back(game.turn)  # before selecting: a bot handing back publishes, which clears the selection
    widget.selected = [colour, token]


@_by_person
def move(widget: Any, content: dict, game: Game) -> None:
    if "colour" in content or "token" in content:
        colour, token = _token_arg(content)
    elif len(widget.selected) == 2:
        colour, token = widget.selected
    else:
        raise Refusal("Roll the die first." if game.awaiting != "move" else "Select a token first.")
    legal = _legal_for(game, colour, token)
    if not legal:
        raise Refusal(_why_not(game, colour, token))
    widget.message = ""
    game.move(legal[0])


@_by_person
def use(widget: Any, content: dict, game: Game) -> None:
    """Power: switch on a bonus from the stock of the seat to act (Dice control takes a face)."""
    bonus, face = content.get("bonus"), content.get("face")
    if not isinstance(bonus, str) or (face is not None and (not isinstance(face, int) or isinstance(face, bool))):
        raise Refusal("A bonus is named by a word (double, dice, shield), with a face 1..6 for dice.")
    game.use(bonus, face)
    widget.message = ""


def auto_move(widget: Any, content: dict) -> None:
    """Play a roll's one possible outcome for a person (rules.single_outcome auto / delay)."""
    if plays_itself(widget):
        widget.game.move(widget.game.legal_moves()[0])


def plays_itself(widget: Any) -> bool:
    """Whether the board plays the pending roll for the person to act, after a moment.

    Only when every move leads to one position, the edition does not have the player tap it,
    no Pass is waited for, and nothing is left to choose: under Power the Shield could still
    be given to the token that moves (the move ends on the ring). Not while a scenario's script
    runs either: there Next makes each step and says why. The snapshot sends this as
    ``auto_move``, and the front end's status line and pacing both read it.
    """
    game = widget.game
    if (game.awaiting != "move" or game.rules.single_outcome == "tap" or widget.scripted
            or widget.is_computer(game.turn) or widget.pending_pass or not game.single_outcome):
        return False
    return not any(game.referee.shield_possible(game.state, m) for m in game.legal_moves())


def computer_step(widget: Any, content: dict) -> None:
    """One roll or move of the computer seat to act (paced by the front end)."""
    widget.computer_step()


def timeout(widget: Any, content: dict) -> None:
    """The turn timer ran out in a view (see :mod:`ludo_widget.notebook.turn_timer`); stale ones do nothing.

    There is no clock while a scenario's script runs.
    """
    if not widget.scripted:
        widget.time_out(content)


def pass_(widget: Any, content: dict) -> None:
    if not widget.pending_pass:
        raise Refusal("There is nothing to pass: a move is possible or the die is waiting.")
    widget.pending_pass = ""
    widget.message = ""


def undo(widget: Any, content: dict) -> None:
    """Take back the last action, and the computer's actions before it, back to a person's."""
    game = widget.game
    if not game.can_undo:
        raise Refusal("Nothing to undo.")
    widget.pending_pass = ""
    game.undo()
    while game.can_undo and widget.is_computer(game.turn) and any(not widget.is_computer(c) for c in game.players):
        game.undo()
    widget.message = ""


def set_seat(widget: Any, content: dict) -> None:
    """The board's Seats control: hand a playing colour to a computer player, or back to a person.

    ``{"type": "set_seat", "colour": "red", "player": "heuristic"}``; ``"player": ""`` (or
    None) is a person. The game itself is untouched; a person taking a seat back also stops a
    turn-timer bot standing in for them. When the seat to act goes to the computer the front
    end's pacing steps it; when it comes back the new snapshot makes queued steps stale.
    """
    game = widget.game
    colour, name = _playing(widget, content), content.get("player")
    if name is not None and not isinstance(name, str):
        raise Refusal("A seat's player is named by a word (or empty for a person).")
    if not name and colour in game.away:
        return come_back(widget, content)  # a person takes the seat of one who left: they are back
    computer = check_computer({**widget.computer, colour: name}, game)
    with widget.hold_sync():
        widget.message = ""
        widget.computer = computer        # publishes: the new rev makes queued automatic steps stale
        widget.take_back(colour)          # a person (or the computer) replaces a turn-timer bot


def new_game(widget: Any, content: dict) -> None:
    rules = content.get("rules", "classic")
    if isinstance(rules, dict):
        rules = Rules.from_dict(rules)
    elif not isinstance(rules, str):
        raise Refusal("Rules are a preset name or a dict of options.")
    players = content.get("players")
    if players is not None and not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise Refusal("Players are a list of colours.")
    if players is not None and len(players) < 2:
        raise Refusal("Choose at least two colours.")
    seed = content.get("seed")
    game = Game(rules, tuple(players) if players else None,
                seed=seed if isinstance(seed, int) and not isinstance(seed, bool) else None)
    computer = check_computer(content.get("computer") or {}, game)
    names = check_names(content["names"]) if "names" in content else None  # none sent: the names stay
    _replace_game(widget, game, computer, names)


def rematch(widget: Any, content: dict) -> None:
    widget.game = widget.game.rematch()
    widget.message = ""


def load(widget: Any, content: dict) -> None:
    """The Position view's Load: a notation or a saved game replaces the game, or nothing changes."""
    text = content.get("notation")
    if not isinstance(text, str) or not text.strip():
        raise Refusal("Paste a position (notation or saved JSON) to load.")
    if len(text) > LOAD_LIMIT:
        raise Refusal(f"That text is too long to be a saved game ({len(text):,} characters).")
    text = text.strip()
    try:
        game = Game.from_json(text) if text.startswith("{") else Game.from_notation(text)
    except LudoError:
        raise
    except Exception as exc:  # e.g. JSON nested too deep to read
        raise Refusal(f"That is not a saved game or a position ({type(exc).__name__}).") from None
    _replace_game(widget, game)  # computer seats of colours still playing stay


def _replace_game(widget: Any, game: Game, computer: dict[str, str] | None = None,
                  names: dict[str, str] | None = None) -> None:
    """Put a new game on the board (with new computer seats and players' names), back on the board's view.

    The game goes first: a game the board cannot play is refused there, before anything changed.
    """
    with widget.hold_sync():
        widget.game = game
        if computer is not None:
            widget.computer = computer
        if names is not None:
            widget.names = names
        widget.view = "board"
        widget.message = ""


#: Actions a new game plays on a copy of itself before it goes on the board (see check_playable).
TRIAL_STEPS = 12


def check_playable(game: Game) -> None:
    """Refuse a game the board could not show or play: it is drawn, and played on a copy.

    An edited save can load and still break later (a place of 10.5, a die state of "abc");
    a few seeded actions and undos on a copy find that before the board's game is replaced.
    """
    try:
        snapshot(game)
        trial = game.copy()
        choose = random.Random(0).choice
        played = 0
        while played < TRIAL_STEPS and trial.awaiting in ("roll", "move"):
            trial.roll() if trial.awaiting == "roll" else trial.move(choose(trial.legal_moves()))
            snapshot(trial)
            played += 1
        for _ in range(played + TRIAL_STEPS):  # back through the trial and into the game's own history
            if not trial.can_undo:
                break
            trial.undo()
            snapshot(trial)
    except Exception as exc:
        detail = str(exc) if isinstance(exc, LudoError) else type(exc).__name__
        raise Refusal(_sentence(f"That game cannot be played on the board ({detail})")) from None


def check_computer(computer: Any, game: Game) -> dict[str, str]:
    """The computer seats ``computer`` names, checked: colours playing, known player names.

    Returns the mapping without the seats given to a person (an empty name).
    """
    if not isinstance(computer, dict):
        raise Refusal("Computer seats are a mapping colour -> player name.")
    known = seats.player_names()
    out = {}
    for colour, name in computer.items():
        if not isinstance(colour, str) or colour not in game.players:
            raise Refusal(f"{_quote(colour)} is not playing, so the computer cannot play it.")
        if name is None or name == "":
            continue
        if not isinstance(name, str) or name not in known:
            raise Refusal(f"There is no computer player {_quote(name)}; the players are {', '.join(known)}.")
        out[colour] = name
    for colour in game.away:
        if colour not in out:
            raise Refusal(f"{colour.capitalize()} has left the game: a computer plays {colour} until {colour} comes back.")
    return out


def leave(widget: Any, content: dict) -> None:
    """Online's Leave: the person playing a colour leaves the game; a computer player takes the seat.

    ``{"type": "leave", "colour": "red"}``. They may come back while the game runs (``come_back``);
    if it ends while they are away they lose (see :meth:`~ludo_widget.Game.leave`).
    """
    colour = _playing(widget, content)
    if widget.is_computer(colour):
        raise Refusal(f"The computer plays {colour}: there is no person to leave.")
    with widget.hold_sync():
        widget.game.leave(colour)   # the board hands the seat to a computer player
        widget.message = ""


def come_back(widget: Any, content: dict) -> None:
    """Online's Come back: the person who left a colour plays it again (the game still running)."""
    colour = _playing(widget, content)
    with widget.hold_sync():
        widget.game.come_back(colour)   # the computer player standing in hands the seat back
        widget.take_back(colour)
        widget.message = ""


def _playing(widget: Any, content: dict) -> str:
    colour = content.get("colour")
    if not isinstance(colour, str) or colour not in widget.game.players:
        raise Refusal(f"{_quote(colour)} is not playing here: choose one of {', '.join(widget.game.players)}.")
    return colour


# -- synced traits a front end sets --------------------------------------------------

#: The board's views: the board, New game's settings and the Position view.
VIEWS = ("board", "settings", "state")


def _number(low: float, high: float, kind: type) -> Callable[[Any, Any], Any]:
    """A check for a number from ``low`` to ``high`` (``kind`` int or float)."""

    def check(widget: Any, value: Any) -> Any:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
        if not ok or (kind is int and value != int(value)) or not low <= value <= high:
            raise Refusal(f"Expected a number from {low:g} to {high:g}, not {_quote(value)}.")
        return kind(value)

    return check


def _flag(widget: Any, value: Any) -> bool:
    if not isinstance(value, bool):
        raise Refusal(f"Expected true or false, not {_quote(value)}.")
    return value


def _view(widget: Any, value: Any) -> str:
    if value not in VIEWS:
        raise Refusal(f"There is no view {_quote(value)}: the views are {', '.join(VIEWS)}.")
    return str(value)


def _numbers(widget: Any, value: Any) -> str:
    """The Numbers switch: off, the colour to act, the ring, or a colour (as ``engine.svg`` draws them)."""
    if value != "" and value not in NUMBERINGS:
        raise Refusal(f"Numbers are off ('') or one of {', '.join(NUMBERINGS)}, not {_quote(value)}.")
    return str(value)


def _selection(widget: Any, value: Any) -> list[Any]:
    """A selection is nothing, or a token the person to act may move now (as the select intent checks)."""
    if value == []:
        return []
    if not isinstance(value, list) or len(value) != 2:
        raise Refusal("A selection is [colour, token].")
    game = _person_acts(widget)
    colour, token = _token_arg({"colour": value[0], "token": value[1]})
    if not _legal_for(game, colour, token):
        raise Refusal(_why_not(game, colour, token))
    return [colour, token]


#: What a front end may set, and how each value is checked; every other synced trait is Python's to write.
TRAIT_CHECKS: dict[str, Callable[[Any, Any], Any]] = {
    "view": _view,
    "animate": _flag,
    "speed": _number(0.1, 10, float),
    "computer_delay": _number(0, 60_000, int),
    "computer": lambda widget, value: check_computer(value, widget.game),
    "selected": _selection,
    "numbers": _numbers,
    "names": lambda widget, value: check_names(value),
}


def check_trait(widget: Any, name: str, value: Any) -> Any:
    """The value a front end set for the synced trait ``name``, checked (``Refusal`` if not allowed)."""
    check = TRAIT_CHECKS.get(name)
    if check is None:
        raise Refusal(f"The board may not change {_quote(name)}: Python sets it.")
    return check(widget, value)


def set_traits(widget: Any, state: Any, apply: Callable[[dict], None]) -> None:
    """Apply the traits a front end set in one message, each checked like an intent. Never raises.

    All or nothing: one refused value refuses the message, which then changes nothing; the
    message says why and the front end gets the current values back.
    """
    names = list(state) if isinstance(state, dict) else []
    try:
        checked = {str(name): check_trait(widget, str(name), value) for name, value in state.items()}
        apply(checked)
    except Exception as exc:
        _say(widget, _sentence(str(exc)) if isinstance(exc, LudoError)
             else f"The board could not set {', '.join(_quote(n) for n in names[:3])}.")
        back = [name for name in names if name in widget.keys]
        if back:
            widget.send_state(back)


def _scenario(step: str) -> Callable[[Any, dict], None]:
    """The handler of a scenario intent: Next, Back, Reset or Leave (see :mod:`scenario_player`)."""

    def handler(widget: Any, content: dict) -> None:
        getattr(widget, f"scenario_{step}")()
        widget.message = ""

    handler.__doc__ = f"The scenario player's {step.capitalize()} button."
    return handler


def scenario_answer(widget: Any, content: dict) -> None:
    """An answer to the scenario's open question: what was clicked, judged in Python.

    ``{"choice": 2}`` (from 1), ``{"token": ["red", 1]}`` (index from 0), ``{"point": [x, y]}``
    (cell units of the drawn board) or ``{"text": "red square 5"}`` (typed, for the keyboard).
    """
    given = {k: content[k] for k in ("choice", "token", "point", "text") if k in content}
    if len(given) != 1:
        raise Refusal("An answer is one choice, one token, one point on the board or one text.")
    widget.message = ""
    if "text" in given:
        text = given["text"]
        if not isinstance(text, str) or not 0 < len(text.strip()) <= 40:
            raise Refusal("Type a token or a square, such as red 2, red square 5 or red home.")
        widget.scenario_answer(text.strip())
    else:
        widget.scenario_answer(given)


HANDLERS: dict[str, Callable[[Any, dict], None]] = {
    "ping": ping,
    "roll": roll,
    "select": select,
    "move": move,
    "use": use,
    "auto_move": auto_move,
    "computer_step": computer_step,
    "timeout": timeout,
    "pass": pass_,
    "undo": undo,
    "set_seat": set_seat,
    "leave": leave,
    "come_back": come_back,
    "new_game": new_game,
    "rematch": rematch,
    "load": load,
    "scenario_next": _scenario("next"),
    "scenario_back": _scenario("back"),
    "scenario_reset": _scenario("reset"),
    "scenario_leave": _scenario("leave"),
    "scenario_resume": _scenario("resume"),
    "scenario_reveal": _scenario("reveal"),
    "scenario_answer": scenario_answer,
    # Replay (see replay.py): the scrubber, "play from here?", records.
    "replay_goto": lambda widget, content: widget.replay_goto(content.get("step")),
    "replay_branch": lambda widget, content: widget.replay_branch(),
    "replay_stay": lambda widget, content: widget.replay_stay(),
    "save_record": lambda widget, content: widget.save_record(),
    "load_record": lambda widget, content: widget.load_record(content.get("text")),
    # The coach (see coaching.py): the Hint button.
    "hint": lambda widget, content: widget.coach_hint(),
    "coach_more": lambda widget, content: widget.coach_more(),
    # The Review view (see reviewing.py): the turning points, worked out in slices and shown.
    "review_start": lambda widget, content: widget.review_start(),
    "review_slice": lambda widget, content: widget.review_slice(content.get("at")),
    "review_show": lambda widget, content: widget.review_show(content.get("index")),
    "review_end": lambda widget, content: widget.review_end(),
    "review_close": lambda widget, content: widget.review_close(),
    # The position editor (see editor.py).
    **{kind: editor.handle for kind in editor.KINDS},
}
