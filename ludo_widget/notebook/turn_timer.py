"""Online's turn timer, kept by the board (the engine has no clock).

``rules.turn_timer`` seconds to roll and move (online: 30). When they run out, a bot plays for
that person (``"heuristic"``, as a computer seat would) until the turn passes;
after two missed windows in a row the bot keeps playing until the person taps the die.
The front end counts down and sends ``timeout`` naming the window; Python decides.

>>> from ludo_widget import LudoWidget
>>> board = LudoWidget(rules="online", players=("red", "yellow"), turn="red", seed=1)
>>> board.snapshot["timer"]
{'colour': 'red', 'seconds': 30.0, 'window': 0}
>>> board.handle({"type": "timeout", "window": 0}); board.autopilot
['red']
"""

from __future__ import annotations

from typing import Any

#: The player a bot uses for a person who ran out of time.
BOT = "heuristic"
#: Missed windows in a row after which the bot keeps playing until the person takes over.
KEEP_AFTER = 2


def window(game: Any) -> int:
    """Which roll-and-move window is open: one per roll (a pending move shares its roll's)."""
    rolls = game.stats["rolls"]
    return rolls if game.awaiting == "roll" else rolls - 1


class TurnTimer:
    """Missed windows per colour and the colours a bot is playing for."""

    def __init__(self) -> None:
        self.missed: dict[str, int] = {}
        self.autopilot: set[str] = set()
        self._last_turn: str | None = None

    def info(self, widget: Any) -> dict[str, Any] | None:
        """What the front end counts down, or None (no timer, computer seat, bot playing, over)."""
        game = widget.game
        seconds = game.rules.turn_timer
        colour = game.turn
        if not seconds or colour is None or widget.is_computer(colour) or colour in self.autopilot:
            return None
        if getattr(widget, "scripted", False):  # a scenario's script runs: no clock
            return None
        if getattr(widget, "looking_back", False) or getattr(widget, "editing", False):  # replay, editor
            return None
        return {"colour": colour, "seconds": float(seconds), "window": window(game)}

    def followed(self, game: Any) -> None:
        """After a change: a bot that stood in for one turn only hands back when the turn passes."""
        turn = game.turn
        last = self._last_turn
        if last is not None and turn != last and last in self.autopilot and self.missed.get(last, 0) < KEEP_AFTER:
            self.autopilot.discard(last)
        self._last_turn = turn

    def expire(self, widget: Any, content: dict) -> bool:
        """A countdown ran out. True when the bot takes over now (False: stale, ignored)."""
        game = widget.game
        info = self.info(widget)
        if info is None or content.get("window") != info["window"] or widget.pending_pass:
            return False
        colour = info["colour"]
        self.missed[colour] = self.missed.get(colour, 0) + 1
        self.autopilot.add(colour)
        self._last_turn = game.turn
        return True

    def took_back(self, colour: str) -> bool:
        """The person acted: the bot stops and the missed count starts again. True if a bot was playing."""
        self.missed[colour] = 0
        if colour in self.autopilot:
            self.autopilot.discard(colour)
            return True
        return False

    def reset(self) -> None:
        """A new game: nobody has missed anything."""
        self.missed.clear()
        self.autopilot.clear()
        self._last_turn = None
