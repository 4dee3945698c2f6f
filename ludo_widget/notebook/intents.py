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

import logging
from typing import Any, Callable

from ..engine.board import COLOURS
from ..engine.errors import LudoError
from ..engine.game import Game
from ..engine.rules import Rules
from . import editor, seats

log = logging.getLogger(__name__)

STALE = "That was for an earlier position; the board has moved on."
#: Intents the front end sends by itself (pacing); when stale they are dropped silently.
AUTOMATIC = frozenset({"computer_step", "auto_move", "timeout"})
#: Intents that do not answer a position, so a newer snapshot does not make them stale
#: (a seat can be taken back while the computer keeps moving).
UNPOSITIONED = frozenset({"ping", "new_game", "load", "set_seat", "replay_goto", "save_record", "load_record"})


class Refusal(ValueError):
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
    handler(widget, content)


def _sentence(text: str) -> str:
    text = text.strip() or "That is not allowed now."
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def _person_acts(widget: Any) -> Game:
    """The game, checked that a person (not a computer seat) is to act and nothing is pending."""
    game = widget.game
    if game.over:
        raise Refusal("The game is over: press Rematch or New game.")
    if widget.is_computer(game.turn):
        raise Refusal(f"It is {game.turn}'s turn, and the computer plays {game.turn}.")
    if widget.pending_pass:
        raise Refusal("No moves — press Pass first.")
    widget.take_back(game.turn)
    return game


def _token_arg(content: dict) -> tuple[str, int]:
    colour, token = content.get("colour"), content.get("token")
    if colour not in COLOURS:
        raise Refusal(f"There is no colour {str(colour)[:20]!r}.")
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


def roll(widget: Any, content: dict) -> None:
    game = _person_acts(widget)
    if game.awaiting != "roll":
        raise Refusal(f"{game.turn.capitalize()} must first move with the {game.face}.")
    before = len(game.events)
    colour = game.turn
    game.roll()
    widget.message = ""
    if game.rules.single_outcome == "tap" and game.awaiting == "roll" and not game.over:
        # strict: a roll with no move is acknowledged before the next roll is shown
        said = [e.text for e in game.events[before:] if e.colour == colour and e.kind in ("rolled", "wasted", "forfeited")]
        widget.pending_pass = " ".join(said) or f"{colour.capitalize()} cannot move."


def select(widget: Any, content: dict) -> None:
    game = _person_acts(widget)
    colour, token = _token_arg(content)
    if not _legal_for(game, colour, token):
        raise Refusal(_why_not(game, colour, token))
    widget.message = ""
    widget.selected = [colour, token]


def move(widget: Any, content: dict) -> None:
    game = _person_acts(widget)
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


def use(widget: Any, content: dict) -> None:
    """Power: switch on a bonus from the stock of the seat to act (Dice control takes a face)."""
    game = _person_acts(widget)
    bonus, face = content.get("bonus"), content.get("face")
    if not isinstance(bonus, str) or (face is not None and (not isinstance(face, int) or isinstance(face, bool))):
        raise Refusal("A bonus is named by a word (double, dice, shield), with a face 1..6 for dice.")
    game.use(bonus, face)
    widget.message = ""


def auto_move(widget: Any, content: dict) -> None:
    """Play a roll's one possible outcome for a person (rules.single_outcome auto / delay).

    Not while a scenario's script runs: there Next makes each step and says why.
    """
    game = widget.game
    if widget.scripted:
        return
    if (game.awaiting == "move" and game.single_outcome and game.rules.single_outcome != "tap"
            and not widget.is_computer(game.turn) and not widget.pending_pass):
        game.move(game.legal_moves()[0])


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
    colour, name = content.get("colour"), content.get("player")
    if not isinstance(colour, str) or colour not in game.players:
        raise Refusal(f"{str(colour)[:20]!r} is not playing here: choose one of {', '.join(game.players)}.")
    if name is None:
        name = ""
    if not isinstance(name, str):
        raise Refusal("A seat's player is named by a word (or empty for a person).")
    known = seats.player_names()
    if name and name not in known:
        raise Refusal(f"There is no computer player {name[:30]!r}; the players are {', '.join(known)}.")
    computer = {c: n for c, n in widget.computer.items() if c != colour}
    if name:
        computer[colour] = name
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
    game = Game(rules, tuple(players) if players else None, seed=content.get("seed") if isinstance(content.get("seed"), int) else None)
    computer = content.get("computer") or {}
    check_computer(computer, game)
    with widget.hold_sync():
        widget.computer = {c: n for c, n in computer.items() if n}
        widget.game = game
        widget.view = "board"
        widget.message = ""


def rematch(widget: Any, content: dict) -> None:
    widget.game = widget.game.rematch()
    widget.message = ""


def load(widget: Any, content: dict) -> None:
    text = content.get("notation")
    if not isinstance(text, str) or not text.strip():
        raise Refusal("Paste a position (notation or saved JSON) to load.")
    text = text.strip()
    game = Game.from_json(text) if text.startswith("{") else Game.from_notation(text)
    computer = {c: n for c, n in widget.computer.items() if c in game.players}
    with widget.hold_sync():
        widget.computer = computer
        widget.game = game
        widget.view = "board"
        widget.message = ""


def check_computer(computer: Any, game: Game) -> None:
    """Refuse a computer mapping naming colours not playing or unknown players."""
    if not isinstance(computer, dict):
        raise Refusal("Computer seats are a mapping colour -> player name.")
    for colour, name in computer.items():
        if colour not in game.players:
            raise Refusal(f"{colour!s:.20} is not playing, so the computer cannot play it.")
        if name:
            seats.get_player(name)


def _scenario(step: str) -> Callable[[Any, dict], None]:
    """The handler of a scenario intent: Next, Back, Reset or Leave (see :mod:`scenario_player`)."""

    def handler(widget: Any, content: dict) -> None:
        getattr(widget, f"scenario_{step}")()
        widget.message = ""

    handler.__doc__ = f"The scenario player's {step.capitalize()} button."
    return handler


def scenario_answer(widget: Any, content: dict) -> None:
    """An answer to the scenario's open question: what was clicked, judged in Python.

    ``{"choice": 2}`` (from 1), ``{"token": ["red", 1]}`` (index from 0) or ``{"point": [x, y]}``
    (cell units of the drawn board).
    """
    given = {k: content[k] for k in ("choice", "token", "point") if k in content}
    if len(given) != 1:
        raise Refusal("An answer is one choice, one token or one point on the board.")
    widget.message = ""
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
    # The position editor (see editor.py).
    **{kind: editor.handle for kind in editor.KINDS},
}
