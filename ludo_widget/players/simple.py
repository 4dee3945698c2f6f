"""The random player: any legal move, with equal chances, from its own seeded generator."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..engine.referee import Move
from .base import awaited_moves

if TYPE_CHECKING:
    from ..engine.game import Game


class RandomPlayer:
    """Picks uniformly among ``game.legal_moves()``; the same seed picks the same moves.

    >>> from ludo_widget import Game
    >>> game = Game(players=2, seed=4)
    >>> game.roll(6)
    6
    >>> RandomPlayer(seed=1).choose(game).to
    1
    """

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"RandomPlayer(seed={self.seed})"

    def choose(self, game: "Game") -> Move:
        moves = awaited_moves(game)
        return moves[self._rng.randrange(len(moves))] if len(moves) > 1 else moves[0]
