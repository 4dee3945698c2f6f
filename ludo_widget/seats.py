"""Computer seats for the board: which player plays a colour, and one step of its play.

A *player* has a ``choose(game)`` method returning one of ``game.legal_moves()`` (a plain
callable ``player(game)`` will do too). The names (``random``, ``heuristic``, ``expectimax``
and any registered since) come from :mod:`ludo_widget.players`; a built-in ``random``
stands in should that module be missing.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=3)
>>> step(game, "random", rng=__import__("random").Random(1))
'rolled'
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Callable

from .errors import IllegalAction

Player = Any


def random_player(rng: random.Random | None = None) -> Callable[[Any], Any]:
    """A player that picks a legal move at random (seedable through ``rng``)."""
    rng = rng or random.Random()

    def choose(game: Any) -> Any:
        return rng.choice(game.legal_moves())

    choose.__name__ = "random_player"
    return choose


_BUILT_IN: dict[str, Callable[..., Any]] = {"random": random_player}


def _external() -> Any:
    """The ``ludo_widget.players`` module, or None should it be missing."""
    try:
        return importlib.import_module("ludo_widget.players")
    except ImportError:
        return None


def player_names() -> list[str]:
    """Every player name a computer seat may use."""
    names = list(_BUILT_IN)
    mod = _external()
    if mod is not None:
        try:
            extra = mod.names() if hasattr(mod, "names") else list(getattr(mod, "PLAYERS", {}))
        except Exception:  # a broken optional module must not break the board
            extra = []
        names += [n for n in extra if n not in names]
    return names


def get_player(name: str, rng: random.Random | None = None) -> Player:
    """A fresh player called ``name``; ``IllegalAction`` for an unknown name."""
    if not isinstance(name, str):
        raise IllegalAction(f"a computer player is named by a string, not {name!r}")
    seed = (rng or random.Random()).randrange(2**31)
    mod = _external()
    if mod is not None and hasattr(mod, "get_player"):
        try:
            return mod.get_player(name, seed=seed)
        except (KeyError, ValueError, TypeError):
            pass
    if name in _BUILT_IN:
        return _BUILT_IN[name](random.Random(seed))
    raise IllegalAction(f"unknown computer player {name!r}; the players are {', '.join(player_names())}")


def choose(player: Any, game: Any) -> Any:
    """Ask a player for its move and check that it is legal."""
    move = player.choose(game) if hasattr(player, "choose") else player(game)
    if isinstance(move, int) and not isinstance(move, bool):
        return move  # a token index: the engine checks it
    if move not in game.legal_moves():
        raise IllegalAction(f"the computer player chose {move!r}, which is not a legal move")
    return move


def step(game: Any, name: str, rng: random.Random | None = None, player: Any = None) -> str:
    """Play one action for the seat to act: roll, or choose and play a move (by ``player``,
    else a fresh player called ``name``).

    Returns ``"rolled"``, ``"moved"`` or ``"idle"`` (the game is over).
    """
    if game.awaiting == "roll":
        game.roll()
        return "rolled"
    if game.awaiting == "move":
        game.move(choose(player or get_player(name, rng), game))
        return "moved"
    return "idle"
