"""Computer seats for the board: which player plays a colour, and one step of its play.

The players are :mod:`ludo_widget.players` (``players.names()``: the shipped ones and any
registered since). A player has a ``choose(game)`` method returning one of
``game.legal_moves()`` (a plain callable ``player(game)`` will do too) and, optionally, a
``choose_bonus(game)`` method for Power's bonuses (see :mod:`ludo_widget.players.base`), switched on
by :func:`ludo_widget.players.use_bonus` as :func:`~ludo_widget.players.play_turn` does.

>>> from ludo_widget import Game
>>> game = Game(players=("red", "yellow"), seed=3)
>>> step(game, "random", rng=__import__("random").Random(1))
'rolled'
"""

from __future__ import annotations

import random
from typing import Any

from .. import players
from ..engine.errors import IllegalAction

Player = Any


def player_names() -> list[str]:
    """Every player name a computer seat may use (:func:`ludo_widget.players.names`)."""
    return players.names()


def get_player(name: str, rng: random.Random | None = None) -> Player:
    """A fresh player called ``name`` (seeded from ``rng``); ``IllegalAction`` for an unknown name."""
    if not isinstance(name, str):
        raise IllegalAction(f"a computer player is named by a string, not {name!r}")
    if name not in players.PLAYERS:
        raise IllegalAction(f"unknown computer player {name!r}; the players are {', '.join(player_names())}")
    return players.get_player(name, seed=(rng or random.Random()).randrange(2**31))


def choose(player: Any, game: Any) -> Any:
    """Ask a player for its move and check that it is legal."""
    move = player.choose(game) if hasattr(player, "choose") else player(game)
    try:
        return players.checked(game, move)
    except ValueError:
        raise IllegalAction(f"the computer player chose {move!r}, which is not a legal move") from None


def step(game: Any, name: str, rng: random.Random | None = None, player: Any = None, bonuses: bool = True) -> str:
    """Play one action for the seat to act: roll, or choose and play a move (by ``player``,
    else a fresh player called ``name``). Under Power, the player may first switch on a
    bonus (``bonuses=False``: never, e.g. for a bot standing in for a person).

    Returns ``"rolled"``, ``"moved"`` or ``"idle"`` (the game is over).
    """
    if game.awaiting not in ("roll", "move"):
        return "idle"
    player = player or get_player(name, rng)
    if bonuses:
        players.use_bonus(player, game)
    if game.awaiting == "roll":
        game.roll()
        return "rolled"
    game.move(choose(player, game))
    return "moved"
