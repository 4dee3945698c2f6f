"""A player whose evaluation was learned by self-play (TD(lambda), as in TD-Gammon).

:func:`value` is a learned chance of winning: a small network
(:mod:`ludo_widget.players.learned_net`: per token progress, danger and chances to capture, per
opponent its tokens, one hidden layer) read from one seat's side. The player looks one move
ahead: it plays the move whose resulting position is worth most to it (a won game is worth 1).
There are two networks, each trained in its own company: one for a seat facing one opposing side
(2 players, or two teams) and one for a seat facing more (3 or 4 players); :func:`shipped_net`
picks the one for a game. Their weights ship in ``players/weights/learned_2p.json`` and
``learned_4p.json``; ``python -m ludo_widget.players.train --players 2`` (or 4) learns one again.
The 4-player file also holds a pair table (:mod:`~ludo_widget.players.pair_table`), a learned
correction over pairs of tokens that the value adds in games of four separate seats (``train
--players 4 --pairs-minutes M`` learns it). Plain Python: no numpy needed to play.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
>>> game.roll(4)   # 4 more lands on yellow's token
4
>>> LearnedPlayer().choose(game)
Move(colour='red', token=0, start=10, to=14)
>>> ahead = Game(players=2, positions={"red": [57, 57, 50, 40], "yellow": [0, 0, 0, 3]})
>>> value(ahead.state, ahead.rules, "red") > 0.9
True
"""

from __future__ import annotations

import json
import math
import pathlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine.board import COLOURS, RING_OF, SAFE_RING, SEATS, seat_of
from ..engine.errors import LudoError, quote
from ..engine.referee import Move, Referee
from ..engine.rules import Rules
from ..engine.state import State
from . import pair_table
from .base import awaited_moves, distinct
from .learned_net import N_FEATURES, features_into, forward

if TYPE_CHECKING:
    from ..engine.game import Game

#: The network's kinds, by the number of players they are trained for: 2 for a seat facing one
#: opposing side (2 players, or teams), 4 for one facing two or three.
KINDS = (2, 4)


def weights_file(players: int) -> pathlib.Path:
    """Where the shipped weights of the ``players`` network live (written by :mod:`ludo_widget.players.train`)."""
    if players not in KINDS:
        raise LudoError(f"a learned network is for 2 or 4 players, not {players!r}")
    return pathlib.Path(__file__).with_name("weights") / f"learned_{players}p.json"

#: A network as plain lists: ``w1[feature][hidden]``, ``b1[hidden]``, ``w2[hidden]``, ``b2``.
Weights = dict[str, Any]


def load_weights(path: pathlib.Path | str) -> Weights:
    """The network in a weights file, checked (a ``ValueError`` if it is not one for these features).

    >>> net = load_weights(weights_file(4))
    >>> len(net["w1"]) == N_FEATURES, len(net["b1"]) == len(net["w2"])
    (True, True)
    """
    try:
        data = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise LudoError(f"{quote(str(path))}: not a readable weights file ({type(exc).__name__})") from None
    return check_net(data, str(path))


def check_net(data: Any, where: str = "weights") -> Weights:
    """``data`` as a network if it is one for :data:`~ludo_widget.players.learned_net.N_FEATURES`
    inputs (finite numbers, shapes that agree); a ``ValueError`` otherwise."""
    if not isinstance(data, dict) or data.get("features") != N_FEATURES:
        raise LudoError(f"{quote(where)}: not a weights file for {N_FEATURES} features")
    w1: Any = data.get("w1")
    b1: Any = data.get("b1")
    w2: Any = data.get("w2")
    b2: Any = data.get("b2")
    hidden = len(b1) if isinstance(b1, list) else -1
    ok = (hidden > 0 and isinstance(w2, list) and len(w2) == hidden and isinstance(w1, list) and len(w1) == N_FEATURES
          and all(isinstance(row, list) and len(row) == hidden for row in w1) and _finite(b2))
    if not ok or not all(_finite(v) for v in (*b1, *w2, *(v for row in w1 for v in row))):
        raise LudoError(f"{quote(where)}: the weights are not a {N_FEATURES} x hidden x 1 network of finite numbers")
    net: Weights = {"w1": [[float(v) for v in row] for row in w1], "b1": [float(v) for v in b1],
                    "w2": [float(v) for v in w2], "b2": float(b2)}
    pairs = data.get("pairs")
    if isinstance(pairs, list):  # a network as load_weights gave it
        if len(pairs) != pair_table.SIZE or not all(_finite(v) for v in pairs):
            raise LudoError(f"{quote(where)}: the pair table is not {pair_table.SIZE} finite numbers")
        net["pairs"] = [float(v) for v in pairs]
    elif pairs is not None:  # as a weights file holds it
        try:
            net["pairs"] = pair_table.decode(pairs)
        except ValueError as exc:
            raise LudoError(f"{quote(where)}: {exc}") from None
    return net


def _finite(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _sides(rules: Rules, seats: Sequence[int]) -> list[int]:
    """side_of per seat (-1: not playing): partners share a side under teams."""
    side = [-1] * SEATS
    for i, s in enumerate(seats):
        side[s] = min(s, (s + 2) % SEATS) if rules.teams else i
    return side


def kind_of(ref: Referee) -> int:
    """Which network suits ``ref``'s game: 2 when each seat faces one opposing side, else 4."""
    sides = {s for s in _sides(ref.rules, ref.seats) if s >= 0}
    return 2 if len(sides) <= 2 else 4


def position_value(net: Weights, ref: Referee, st: State, seat: int) -> float:
    """The learned chance that ``seat`` wins from ``st`` (1 or 0 once decided; for a pair, its side).

    ``net``: the network for ``ref``'s game (``shipped_net(ref)``)."""
    winner = ref.winner(st) if st.finished else None
    if winner is not None:
        return 1.0 if COLOURS[seat] in (winner if isinstance(winner, tuple) else (winner,)) else 0.0
    again = st.turn == seat and st.awaiting == "roll"
    rules = ref.rules
    x = [0.0] * N_FEATURES
    sides = _sides(rules, ref.seats)
    features_into(st.places, rules.tokens, sides, RING_OF, SAFE_RING, rules.capture_rule != "all", seat, again, x)
    v = forward(x, net["w1"], net["b1"], net["w2"], net["b2"], [0.0] * len(net["b1"]))
    if net.get("pairs") and pair_table.applies(rules.tokens, sides):
        return pair_table.corrected(v, st.places, seat, again, net["pairs"], [0] * pair_table.LOOKUPS)
    return v


def value(state: State, rules: Rules, colour: str, net: Weights | None = None) -> float:
    """The learned chance that ``colour`` wins from ``state`` (a game's ``game.state``, ``game.rules``).

    A leaf evaluation for searching players: 1.0 or 0.0 once the game is decided. ``net``: the
    shipped network for the game by default. The shipped 4-player network learned its chances
    against random players (``benchmarks/README.md``, eighth round): early in a game it gives
    every seat a high chance, so compare its values for one seat, not across seats.

    >>> from ludo_widget import Game
    >>> game = Game(players=4, positions={"red": [50, 45, 40, 30], "green": [0, 0, 0, 2]}, seed=1)
    >>> value(game.state, game.rules, "red") > 0.5 > value(game.state, game.rules, "green")
    True
    """
    seat = seat_of(colour)
    seats = tuple(s for s in range(SEATS) if state.places[s])
    ref = Referee(rules, seats)
    return position_value(net or shipped_net(ref), ref, state, seat)


def best_move(net: Weights, ref: Referee, st: State, moves: list[Move]) -> Move:
    """The move among ``moves`` (legal now) whose resulting position is worth most to the mover."""
    options = distinct(moves, st)
    if len(options) == 1:
        return options[0]
    seat = st.turn
    return max(options, key=lambda m: position_value(net, ref, ref.after_move(st, m), seat))


class LearnedPlayer:
    """Plays the move with the best learned value one move ahead (see the module docstring).

    Args:
        seed: accepted for a uniform interface; the player is deterministic.
        weights: a network (as :func:`load_weights` returns) for every game; by default the shipped
            one for each game (:func:`shipped_net`).
    """

    name = "learned"

    def __init__(self, seed: int | None = None, weights: Weights | None = None) -> None:
        self.seed = seed
        self.net = check_net({"features": N_FEATURES, **weights}) if weights is not None else None

    def __repr__(self) -> str:
        return "LearnedPlayer()"

    def choose(self, game: "Game") -> Move:
        legal = awaited_moves(game)
        ref = game.referee
        return best_move(self.net or shipped_net(ref), ref, game.state, legal)


_SHIPPED: dict[int, Weights] = {}


def shipped_net(ref: Referee | int | None = None) -> Weights:
    """The shipped network for ``ref``'s game (see :func:`kind_of`), or for 2 or 4 players (4 if
    ``ref`` is None); each file is read once.

    >>> from ludo_widget.engine.rules import Rules
    >>> shipped_net(Referee(Rules.preset("classic"), (0, 2))) is shipped_net(2)
    True
    """
    kind = 4 if ref is None else ref if isinstance(ref, int) else kind_of(ref)
    if kind not in _SHIPPED:
        _SHIPPED[kind] = load_weights(weights_file(kind))
    return _SHIPPED[kind]
