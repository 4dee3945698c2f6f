"""A player that sees the future dice: a benchmark's upper bound, never a fair opponent.

**It cheats.** The game's die is seeded: its state (``game.state.dice``) fixes every face it
will show. :class:`CeilingPlayer` is the Monte-Carlo player
(:class:`~ludo_widget.players.montecarlo.MonteCarloPlayer`) with its rollouts rolling exactly
those faces (:class:`~ludo_widget.players.rollouts.Rollouts` with ``dice=``), its own seat
playing the heuristic and the others playing as it is told they play (``opponents``):

- ``"heuristic"``: deterministic, so one rollout a move tells the whole future; it keeps the
  heuristic's move unless another one wins where that one loses;
- ``"random"``: it samples their choices, ``playouts`` rollouts a move, and leaves the
  heuristic's move only for one that wins clearly more often (as the Monte-Carlo player).

It is not registered under a name and no board offers it: ``benchmarks/search_strength.py``
measures how often it wins, the ceiling the dice leave to a player who cannot see them.

>>> from ludo_widget import Game
>>> game = Game(players=2, seed=3)
>>> game.roll(6)
6
>>> CeilingPlayer().choose(game) in game.legal_moves()
True
"""

from __future__ import annotations

from ..engine.board import partner
from ..engine.errors import LudoError, quote
from ..engine.referee import Referee
from ..engine.state import State
from .montecarlo import MonteCarloPlayer
from .rollouts import KINDS


class CeilingPlayer(MonteCarloPlayer):
    """Plays out every distinct move on the dice the game will roll (see the module docstring).

    Args:
        opponents: how the other seats play: ``"heuristic"`` or ``"random"``.
        playouts: rollouts per move when the opponents play at random (one otherwise: nothing
            else is left to chance).
        seed: the random seats' choices in the rollouts.
        confidence: as the Monte-Carlo player's, when the opponents play at random.
    """

    name = "ceiling"

    def __init__(self, opponents: str = "heuristic", playouts: int = 128, seed: int | None = None,
                 confidence: float = 2.0) -> None:
        if opponents not in KINDS:
            raise LudoError(f"opponents play one of {', '.join(KINDS)}, not {quote(opponents)}")
        super().__init__(budget=None, playouts=playouts, seed=seed, confidence=confidence)
        self.opponents = opponents
        if opponents == "heuristic":  # one future: one rollout, and any win more decides
            self.playouts, self.confidence = 1, 0.0

    def __repr__(self) -> str:
        return f"CeilingPlayer(opponents={self.opponents!r}, playouts={self.playouts})"

    def _kinds(self, ref: Referee, seat: int) -> tuple[str, ...]:
        mine = {seat, partner(seat)} if ref.rules.teams else {seat}
        return tuple("heuristic" if s in mine else self.opponents for s in ref.seats)

    def _dice(self, child: State) -> int | None:
        return child.dice  # a move leaves the die alone: its state is the future
