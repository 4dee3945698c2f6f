"""Computer seats for the board: which player plays a colour, and one step of its play.

A *player* is a callable ``player(game) -> Move`` (one of ``game.legal_moves()``), or an
object with a ``choose(game)`` method doing the same. ``"random"`` is built in; stronger
players plug in from ``ludo_widget.players`` when that module offers ``PLAYERS``
(name -> player or player factory) or ``get_player(name)``.

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

Player = Callable[[Any], Any]


def random_player(rng: random.Random | None = None) -> Player:
    """A player that picks a legal move at random (seedable through ``rng``)."""
    rng = rng or random.Random()

    def choose(game: Any) -> Any:
        return rng.choice(game.legal_moves())

    choose.__name__ = "random_player"
    return choose


_BUILT_IN: dict[str, Callable[..., Player]] = {"random": random_player}


def _external() -> Any:
    """The optional ``ludo_widget.players`` module, or None while it does not exist."""
    try:
        return importlib.import_module("ludo_widget.players")
    except ImportError:
        return None


def player_names() -> list[str]:
    """Every player name a computer seat may use, built-in ones first."""
    names = list(_BUILT_IN)
    mod = _external()
    extra = getattr(mod, "PLAYERS", None) if mod else None
    if isinstance(extra, dict):
        names += [n for n in extra if n not in names]
    elif mod is not None and hasattr(mod, "names"):
        try:
            names += [n for n in mod.names() if n not in names]
        except Exception:  # a broken optional module must not break the board
            pass
    return names


def get_player(name: str, rng: random.Random | None = None) -> Player:
    """The player called ``name``; ``IllegalAction`` for an unknown name."""
    if not isinstance(name, str):
        raise IllegalAction(f"a computer player is named by a string, not {name!r}")
    if name in _BUILT_IN:
        return _BUILT_IN[name](rng)
    mod = _external()
    if mod is not None:
        found = None
        if isinstance(getattr(mod, "PLAYERS", None), dict) and name in mod.PLAYERS:
            found = mod.PLAYERS[name]
        elif hasattr(mod, "get_player"):
            try:
                found = mod.get_player(name)
            except (KeyError, ValueError):
                found = None
        if found is not None:
            if isinstance(found, type):
                found = found()
            return found
    raise IllegalAction(f"unknown computer player {name!r}; the players are {', '.join(player_names())}")


def choose(player: Any, game: Any) -> Any:
    """Ask a player for its move and check that it is legal."""
    move = player.choose(game) if hasattr(player, "choose") else player(game)
    legal = game.legal_moves()
    if isinstance(move, int) and not isinstance(move, bool):
        return move
    if move not in legal:
        raise IllegalAction(f"the computer player chose {move!r}, which is not a legal move")
    return move


def step(game: Any, name: str, rng: random.Random | None = None, player: Any = None) -> str:
    """Play one action for the seat to act: roll, or choose and play a move.

    Returns ``"rolled"``, ``"moved"`` or ``"idle"`` (the game is over).
    """
    if game.awaiting == "roll":
        game.roll()
        return "rolled"
    if game.awaiting == "move":
        game.move(choose(player or get_player(name, rng), game))
        return "moved"
    return "idle"
