"""The intents that change the game or who plays it: New game, Rematch, Load, the Seats control,
and online's Leave and Come back; and the checks a new game and its computer seats pass first.

>>> from ludo_widget import Game
>>> check_computer({"yellow": "heuristic", "red": ""}, Game(players=2))
{'yellow': 'heuristic'}
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.errors import LudoError
from ..engine.game import Game
from ..engine.people import check_names
from ..engine.rules import Rules
from . import seats
from .refusal import Refusal, quoted, sentence
from .snapshot import snapshot

#: The largest save or notation the board's Load reads (a long game's save with its undo history is far smaller).
LOAD_LIMIT = 5_000_000


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
        raise Refusal(sentence(f"That game cannot be played on the board ({detail})")) from None


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
            raise Refusal(f"{quoted(colour)} is not playing, so the computer cannot play it.")
        if name is None or name == "":
            continue
        if not isinstance(name, str) or name not in known:
            raise Refusal(f"There is no computer player {quoted(name)}; the players are {', '.join(known)}.")
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
        raise Refusal(f"{quoted(colour)} is not playing here: choose one of {', '.join(widget.game.players)}.")
    return colour
