"""A rule-of-thumb player: scores each move by a few features and plays the best.

The features, in the order of their default weights: capture (more for a token that had
come far), reach home, bring a token out, escape danger, step into the home column, reach
a safe square, and, against all of these, the danger the moved token lands in. A small
bonus for moving the token furthest along ("run home") breaks the rest of the ties.
"Danger" is :meth:`~ludo_widget.players.evaluation.Evaluator.danger`: the chance that an
opponent lands on the token before it moves again, under the game's capture rule.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
>>> game.roll(4)   # red's token on place 10 stands on ring square 9; 4 more is yellow's token
4
>>> HeuristicPlayer().choose(game)
Move(colour='red', token=0, start=10, to=14)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.board import COLOURS, HOME, RING_OF, SAFE_RING
from ..engine.referee import Move, Referee
from ..engine.state import State
from . import bonuses
from .base import check_flag, check_weights, distinct_options
from .evaluation import Evaluator

if TYPE_CHECKING:
    from ..engine.game import Game

#: Default feature weights.
WEIGHTS = {
    "capture": 10.0,      # per capture, plus capture_progress per pip the victims had walked
    "capture_progress": 0.15,
    "home": 8.0,
    "enter": 7.0,
    "escape": 9.0,        # times the danger left behind
    "column": 4.0,        # stepping off the ring into the home column
    "safe": 3.0,          # ending on a star
    "risk": -12.0,        # times the danger landed in, scaled by how far the token has come
    "progress": 0.02,     # per pip the moved token has walked: run the front token home
}


class HeuristicPlayer:
    """Plays the move with the best weighted features (see the module docstring).

    Args:
        seed: accepted for a uniform interface; the player is deterministic (ties go to the
            lowest token).
        bonuses: under Power, switch on bonuses (see :meth:`choose_bonus`); False: never.
        **weights: override any of :data:`WEIGHTS`.
    """

    name = "heuristic"

    def __init__(self, seed: int | None = None, bonuses: bool = True, **weights: float) -> None:
        check_weights(weights, WEIGHTS)
        check_flag("bonuses", bonuses)
        self.seed = seed
        self.bonuses = bonuses
        self.weights = {**WEIGHTS, **weights}
        self._evaluators: dict = {}

    def __repr__(self) -> str:
        return "HeuristicPlayer()"

    def choose(self, game: "Game") -> Move:
        options = distinct_options(game)
        if len(options) == 1:
            return options[0]
        return self.choose_on(game.referee, game.state, options)

    def choose_on(self, ref: Referee, st: State, options: list[Move]) -> Move:
        """What :meth:`choose` plays in the position ``st`` among ``options`` (its distinct legal
        moves): for a search that works on the referee and states, not on a game."""
        ev = self._evaluator(ref)
        return max(options, key=lambda m: self.score_on(ref, st, m, ev))

    def choose_bonus(self, game: "Game") -> "tuple[str, int | None] | None":
        """Power: the bonus to switch on now, or None (see :mod:`ludo_widget.players.bonuses`).

        Before rolling: Dice control for a face that captures, enters or reaches home, or a
        Double roll when it pays; after rolling: a Shield when the token this player will
        move would end in danger.
        """
        if not self.bonuses:
            return None
        st, ref = game.state, game.referee
        return bonuses.plan(ref, self._evaluator(ref), st, lambda: self.choose(game))

    def _evaluator(self, ref) -> Evaluator:
        key = (ref.rules, ref.seats)
        ev = self._evaluators.get(key)
        if ev is None:
            ev = self._evaluators[key] = Evaluator(ref.rules, ref.seats)
        return ev

    def features(self, game: "Game", move: Move, ev: Evaluator | None = None) -> dict[str, float]:
        """The feature values of one legal move (before weighting)."""
        return self.features_on(game.referee, game.state, move, ev)

    def features_on(self, ref: Referee, st: State, move: Move, ev: Evaluator | None = None) -> dict[str, float]:
        """The feature values of one legal move of the position ``st`` (before weighting)."""
        ev = ev or self._evaluator(ref)
        mover = COLOURS.index(move.colour)
        after = ref.after_move(st, move)
        lost = 0
        for s in ref.seats:
            if s != mover:
                for before_p, after_p in zip(st.places[s], after.places[s]):
                    if after_p < before_p:
                        lost += before_p
        captures = after.captures[st.turn] - st.captures[st.turn]
        start, to = move.start, move.to
        on_ring = 1 <= to <= 51
        return {
            "capture": captures,
            "capture_progress": lost,
            "home": float(to == HOME),
            "enter": float(start == 0),
            "escape": ev.danger(st, mover, move.token) * (1 + start / 20),
            "column": float(start <= 51 < to),
            "safe": float(on_ring and SAFE_RING[RING_OF[mover][to]] and start != 0),
            "risk": ev.danger(after, mover, move.token) * (1 + to / 20),
            "progress": start,
        }

    def score(self, game: "Game", move: Move, ev: Evaluator | None = None) -> float:
        """The weighted sum of one legal move's features: the player plays the highest."""
        return self.score_on(game.referee, game.state, move, ev)

    def score_on(self, ref: Referee, st: State, move: Move, ev: Evaluator | None = None) -> float:
        """:meth:`score` of one legal move of the position ``st``."""
        w = self.weights
        return sum(w[k] * v for k, v in self.features_on(ref, st, move, ev).items())
