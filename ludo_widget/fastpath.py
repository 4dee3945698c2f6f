"""Which engine plays a :func:`~ludo_widget.simulate.simulate` run, and the compiled path's rows.

``engine="auto"`` (the default) plays on the compiled path (:mod:`ludo_widget.fastsim`) when
numba is installed and every seat's strategy has a compiled form, and on the Python engine
otherwise; :attr:`Results.engine <ludo_widget.simulate.Results>` says which played, and
``Results.engine_note`` why not the compiled one. ``engine="python"`` always plays the engine;
``engine="compiled"`` refuses (a ``LudoError`` naming the reason) what it cannot play.

Compiled forms: ``"random"`` and ``"heuristic"`` (by name or class, and a
:class:`~ludo_widget.players.heuristic.HeuristicPlayer` object, its weights included). Under
Power a player that switches bonuses on (the heuristic by default) has none: build it with
``HeuristicPlayer(bonuses=False)`` to play Power compiled, or let ``auto`` play it in Python.

>>> compiled_form(["random", "heuristic"], Rules.preset("classic"), (0, 2))[1]
''
>>> compiled_form(["expectimax", "random"], Rules.preset("classic"), (0, 2))[1]
'expectimax has no compiled form'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .engine.board import COLOURS, SEATS
from .engine.errors import LudoError, quote
from .engine.rules import Rules
from .fastsim import available
from .players import PLAYERS
from .players.evaluation import Evaluator
from .players.heuristic import WEIGHTS, HeuristicPlayer
from .players.simple import RandomPlayer

ENGINES = ("auto", "python", "compiled")


def _kind(strategy: Any, rules: Rules) -> tuple[str | None, tuple[float, ...], str]:
    """(kernel kind or None, heuristic weights, why not) for one strategy."""
    name = strategy if isinstance(strategy, str) else None
    factory = PLAYERS.get(strategy) if name is not None else strategy
    if factory is RandomPlayer:
        return "random", (), ""
    player = HeuristicPlayer() if factory is HeuristicPlayer else strategy
    if type(player) is HeuristicPlayer:
        if rules.power and player.bonuses:
            return None, (), "the heuristic's Power bonuses are not compiled (HeuristicPlayer(bonuses=False) is)"
        return "heuristic", tuple(float(player.weights[k]) for k in WEIGHTS), ""
    if isinstance(strategy, RandomPlayer):
        return None, (), "a RandomPlayer object (one generator for every game) has no compiled form; pass \"random\""
    label = name or getattr(strategy, "name", None) or getattr(strategy, "__name__", type(strategy).__name__)
    return None, (), f"{label} has no compiled form"


def compiled_form(strategies: Sequence[Any], rules: Rules, seats: tuple[int, ...]) -> tuple[Any, str]:
    """(a :class:`~ludo_widget.fastsim.games.Lineup`, "") when every strategy has a compiled
    form, else (None, the reason)."""
    kinds, weights = [], []
    for strategy in strategies:
        kind, w, why = _kind(strategy, rules)
        if kind is None:
            return None, why
        kinds.append(kind)
        weights.append(w)
    if not available():
        return None, "numba is not installed (pip install \"ludo-widget[fast]\")"
    from .fastsim.games import Lineup

    if "heuristic" not in kinds:
        return Lineup.of(tuple(kinds)), ""
    ev = Evaluator(rules, seats)
    return Lineup(tuple(kinds), tuple(weights), tuple(ev.side_of), tuple(ev.hit), tuple(ev.enter_hit)), ""


def choose(engine: str, strategies: Sequence[Any], rules: Rules, seats: tuple[int, ...]) -> tuple[Any, str]:
    """(the lineup to play compiled, or None for Python; the note for ``Results.engine_note``)."""
    if not isinstance(engine, str) or engine not in ENGINES:
        raise LudoError(f"engine must be one of {', '.join(ENGINES)}, not {quote(engine)}")
    if engine == "python":
        return None, "engine='python' was asked for"
    lineup, why = compiled_form(strategies, rules, seats)
    if lineup is None and engine == "compiled":
        raise LudoError(f"engine='compiled' cannot play this run: {why}")
    return lineup, why


def play_chunk(rules: Rules, colours: tuple[str, ...], seed: int, start: int, stop: int, lineup: Any,
               labels: list[str], rotate: bool, max_rolls: int) -> list[tuple[Any, ...]]:
    """Games ``start..stop-1`` on the compiled path, as :func:`simulate` rows: a tuple a game, in the
    order of :func:`~ludo_widget.simulate.row_columns` (module level, so executors can pickle it)."""
    from .fastsim.games import base_seed, play
    from .fastsim.kernel import OUT_CAPS, OUT_FIRST, OUT_NRANK, OUT_OVER, OUT_RANK, OUT_ROLLS, OUT_TURNS, OUT_WINNER

    seats = tuple(COLOURS.index(c) for c in colours)
    out, seeds = play(rules, seats, base_seed(seed), start, stop, lineup, rotate, min(max_rolls, 2**62))
    n = len(colours)
    winners = [None] * (2 * SEATS) + list(COLOURS) + ["+".join(COLOURS[s::2]) for s in range(2)]
    edition = rules.edition
    # What repeats between games is worked out once: the strategy columns of each rotation, the
    # winner's strategy, and the ranking and places of each finishing order (copied into rows).
    rotations = [tuple(labels[(j - r) % n] for j in range(n)) for r in range(n if rotate else 1)]
    by_colour = [dict(zip(colours, seat_labels)) for seat_labels in rotations]
    orders: dict[tuple[int, ...], tuple[list[str], tuple[Any, ...]]] = {}
    rows = []
    for i, o, game_seed in zip(range(start, stop), out.tolist(), seeds.tolist()):
        r = i % n if rotate else 0
        winner = winners[o[OUT_WINNER] + 2 * SEATS]
        order = tuple(o[OUT_RANK:OUT_RANK + o[OUT_NRANK]])
        known = orders.get(order)
        if known is None:
            ranking = [COLOURS[s] for s in order]
            known = orders[order] = (ranking, tuple(ranking.index(c) + 1 if c in ranking else None
                                                    for c in colours))
        rows.append((
            i, game_seed, edition, COLOURS[o[OUT_FIRST]], o[OUT_OVER] == 1, winner,
            None if winner is None else "+".join(dict.fromkeys(by_colour[r][c] for c in winner.split("+"))),
            list(known[0]), o[OUT_ROLLS], o[OUT_TURNS],
            *rotations[r], *known[1], *[o[OUT_CAPS + s] for s in seats],
        ))
    return rows
