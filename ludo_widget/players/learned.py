"""A player whose evaluation was learned by self-play (linear TD(lambda), as in TD-Gammon).

The value of a position for a seat is ``sigmoid(w . features)``: a learned chance of
winning. :func:`features` reads the position from the seat's side: the race estimate of
:class:`~ludo_widget.players.evaluation.Evaluator` (its softmax share), and for the seat and
for its opponents the tokens in the yard, home and in the home column, the pips walked and
the pips likely lost to captures, and the tokens on stars, each taken as the seat's
figure less its opponents'. The player looks one move ahead: it plays the move whose
resulting position has the highest value for it. The weights ship in
``players/weights/learned.json``; ``python -m ludo_widget.players.train`` learns them again.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
>>> game.roll(4)   # 4 more lands on yellow's token
4
>>> LearnedPlayer().choose(game)
Move(colour='red', token=0, start=10, to=14)
"""

from __future__ import annotations

import json
import math
import pathlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine.board import COLOURS, HOME, RING_OF, SAFE_RING
from ..engine.referee import Move, Referee
from ..engine.state import State
from .base import distinct
from .evaluation import Evaluator

if TYPE_CHECKING:
    from ..engine.game import Game

#: Where the shipped weights live (written by :mod:`ludo_widget.players.train`).
WEIGHTS_FILE = pathlib.Path(__file__).with_name("weights") / "learned.json"

#: The feature names, in the order of :func:`features` and of the weights.
FEATURES = ("race", "yard", "home", "column", "walked", "at_risk", "safe")


def load_weights(path: pathlib.Path | str = WEIGHTS_FILE) -> list[float]:
    """The weights in a weights file, checked against :data:`FEATURES` (a ``ValueError`` if wrong).

    >>> len(load_weights()) == len(FEATURES)
    True
    """
    data = json.loads(pathlib.Path(path).read_text())
    if not isinstance(data, dict) or data.get("features") != list(FEATURES):
        raise ValueError(f"{path}: not a weights file for these features")
    weights = data.get("weights")
    if (not isinstance(weights, list) or len(weights) != len(FEATURES)
            or not all(isinstance(w, (int, float)) and math.isfinite(w) for w in weights)):
        raise ValueError(f"{path}: the weights are not {len(FEATURES)} finite numbers")
    return [float(w) for w in weights]


def _seat_stats(st: State, seat: int, rem: Sequence[float], yard_cost: float) -> list[float]:
    """yard, home, column, walked, at_risk, safe for one seat (each scaled to about 0..1)."""
    yard = home = column = safe = 0
    walked = raw = 0.0
    row = RING_OF[seat]
    for p in st.places[seat]:
        if p == 0:
            yard += 1
            raw += HOME - 1 + yard_cost
        else:
            walked += p
            raw += HOME - p
            if p == HOME:
                home += 1
            elif p > 51:
                column += 1
            elif SAFE_RING[row[p]]:
                safe += 1
    n = max(1, len(st.places[seat]))
    return [yard / n, home / n, column / n, walked / (HOME * n), (rem[seat] - raw) / (HOME * n), safe / n]


def features(ev: Evaluator, st: State, seat: int) -> list[float]:
    """The feature vector (see :data:`FEATURES`) of ``st`` for ``seat``: each is the seat's (or
    its side's) figure less the opponents' (their mean; for the race share, the best of them),
    so a position and its mirror image get opposite features."""
    rem = ev.remaining(st)
    u = ev.utilities(st)
    side = ev.side_of[seat]
    mine = [s for s in ev.seats if ev.side_of[s] == side]
    theirs = [s for s in ev.seats if ev.side_of[s] != side]
    own = _mean([_seat_stats(st, s, rem, ev.yard) for s in mine])
    opp = _mean([_seat_stats(st, s, rem, ev.yard) for s in theirs])
    race = min(u[seat], 1.0)
    opp_race = min(max((u[s] for s in theirs), default=0.0), 1.0)
    return [race - opp_race, *(a - b for a, b in zip(own, opp))]


def _mean(rows: list[list[float]]) -> list[float]:
    if not rows:
        return [0.0] * 6
    return [sum(col) / len(rows) for col in zip(*rows)]


def outcome(ref: Referee, st: State, seat: int) -> float | None:
    """1.0 if ``seat`` (or its pair) has won, 0.0 if someone else has, None while undecided."""
    winner = ref.winner(st)
    if winner is None:
        return None
    colour = COLOURS[seat]
    return 1.0 if (colour in winner if isinstance(winner, tuple) else colour == winner) else 0.0


def prior(ev: Evaluator) -> float:
    """The log-odds of winning between equals: -log(sides - 1), so even features read 1 / sides."""
    return -math.log(max(1, len(ev.sides) - 1))


def value(weights: Sequence[float], x: Sequence[float], offset: float = 0.0) -> float:
    """``sigmoid(offset + weights . x)``: the learned chance of winning (``offset``: :func:`prior`)."""
    z = offset + sum(w * f for w, f in zip(weights, x))
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def afterstate_value(ref: Referee, ev: Evaluator, weights: Sequence[float], st: State, seat: int) -> float:
    """The value of a position for ``seat``: the result if decided, else the learned estimate."""
    done = outcome(ref, st, seat)
    return done if done is not None else value(weights, features(ev, st, seat), prior(ev))


def best_move(ref: Referee, ev: Evaluator, weights: Sequence[float], st: State, moves: list[Move]) -> Move:
    """The move among ``moves`` (legal now) whose resulting position is worth most to the mover."""
    options = distinct(moves, st)
    if len(options) == 1:
        return options[0]
    seat = st.turn
    return max(options, key=lambda m: afterstate_value(ref, ev, weights, ref.after_move(st, m), seat))


class LearnedPlayer:
    """Plays the move with the best learned value one move ahead (see the module docstring).

    Args:
        seed: accepted for a uniform interface; the player is deterministic.
        weights: a weights list (as :func:`load_weights` returns); the shipped ones by default.
    """

    name = "learned"

    def __init__(self, seed: int | None = None, weights: Sequence[float] | None = None) -> None:
        self.seed = seed
        self.weights = list(weights) if weights is not None else _shipped()
        if len(self.weights) != len(FEATURES):
            raise ValueError(f"a learned player takes {len(FEATURES)} weights, not {len(self.weights)}")
        self._evaluators: dict = {}

    def __repr__(self) -> str:
        return "LearnedPlayer()"

    def choose(self, game: "Game") -> Move:
        legal = game.legal_moves()
        if not legal:
            raise ValueError("no move is awaited")
        ref = game.referee
        key = (ref.rules, ref.seats)
        ev = self._evaluators.get(key)
        if ev is None:
            ev = self._evaluators[key] = Evaluator(ref.rules, ref.seats)
        return best_move(ref, ev, self.weights, game.state, legal)


_SHIPPED: list[float] = []


def _shipped() -> list[float]:
    if not _SHIPPED:
        _SHIPPED.extend(load_weights())
    return list(_SHIPPED)
