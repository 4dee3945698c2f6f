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
from collections.abc import Callable
from typing import Any

from ..engine.errors import LudoError
from . import editor
from . import game_intents as games
from . import play_intents as play
from .automatic import AUTOMATIC  # when stale they are dropped silently
from .refusal import Refusal, say, sentence
from .replay import BRANCHING  # a person's steps: after Undo, the line goes on from them

log = logging.getLogger(__name__)

STALE = "That was for an earlier position; the board has moved on."
#: The Review view's intents (see reviewing.py).
REVIEW = ("review_start", "review_slice", "review_show", "review_end", "review_close")
#: Intents that do not answer a position, so a newer snapshot does not make them stale
#: (a seat can be taken back while the computer keeps moving).
UNPOSITIONED = frozenset({"ping", "new_game", "load", "set_seat", "leave", "come_back",
                          "replay_goto", "save_record", "load_record", *REVIEW})


def handle(widget: Any, content: Any) -> None:
    """Dispatch one intent. Never raises."""
    try:
        _handle(widget, content)
    except (Refusal, LudoError) as exc:
        say(widget, sentence(str(exc)))
    except Exception as exc:  # malformed input must never break the game or the kernel
        log.debug("bad intent %r", content, exc_info=True)
        say(widget, f"The board could not do that ({type(exc).__name__}).")


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


def ping(widget: Any, content: dict) -> None:
    """Answer at once, for measuring the bare round trip page <-> kernel."""
    widget.send({"type": "pong", "id": content.get("id")})


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
    "roll": play.roll,
    "select": play.select,
    "move": play.move,
    "use": play.use,
    "auto_move": play.auto_move,
    "computer_step": play.computer_step,
    "timeout": play.timeout,
    "pass": play.pass_,
    "undo": play.undo,
    "set_seat": games.set_seat,
    "leave": games.leave,
    "come_back": games.come_back,
    "new_game": games.new_game,
    "rematch": games.rematch,
    "load": games.load,
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
