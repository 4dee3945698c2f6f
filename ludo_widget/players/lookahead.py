"""The lookahead player: the learned value, searched a few rolls ahead over the dice.

For each distinct move the player looks at the position after it, then at the next ``depth``
rolls: a *chance node* averages over the faces. At a roll of its own the searching seat takes
the move best for it; at another seat's roll, that seat plays by the *reply model*:
``"observed"`` (the default) as it has been seen to play: the rule-of-thumb
:class:`~ludo_widget.players.heuristic.HeuristicPlayer`'s move with the seat's *trust*, any
legal move alike otherwise (:mod:`~ludo_widget.players.watching`: the trust comes from the
game's history; a seat not yet seen, or a game without history, is trusted fully);
``"heuristic"`` always the heuristic's move; ``"learned"`` as the learned player would (its
one-move-ahead choice, :func:`~ludo_widget.players.learned.best_move`). The
leaves are the learned chance of winning (:func:`~ludo_widget.players.learned.position_value`)
from the searching seat's side (in games of four separate seats with the 4-player network's
:mod:`~ludo_widget.players.pair_table` added). It plays the move with the highest expected value; depth 0 is
the learned player. The heuristic's reply costs no network evaluation, which leaves the time
for a third roll (``depth=3``, the default): that search wins more games than two rolls with
learned replies; watching the seats (``"observed"``) wins more against random players than
taking every seat for the heuristic, and plays the same moves against the heuristic
(``benchmarks/README.md``, tenth round).

Where numba is installed and the game is one the compiled referee plays (no Power, no teams, no
forced six, nobody away), the search runs compiled (:mod:`ludo_widget.players.lookahead_fast`:
depth 3 takes about 5-8 ms, about 20 against seats that play at random); numba loads in a background thread on the first decision and the
Python search decides until it has (the first compile in a fresh install takes minutes). The
Python search deepens one roll at a time while the budget lasts (depth 1 takes 20-100 ms). With
``budget=None`` both paths search to ``depth`` and choose the same moves: the player is then
deterministic.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
>>> game.roll(4)   # 4 more lands on yellow's token
4
>>> LookaheadPlayer(depth=1, budget=None, compiled=False).choose(game)
Move(colour='red', token=0, start=10, to=14)
"""

from __future__ import annotations

import time
from collections.abc import Callable, MutableSequence, Sequence
from typing import TYPE_CHECKING

from ..engine.board import SEATS
from ..engine.errors import LudoError, quote
from ..engine.referee import Move, Referee
from ..engine.rules import Rules
from ..engine.state import State
from ..fastsim import available, loaded
from .base import distinct, distinct_options, is_number
from .expectimax import OutOfTime, _argmax
from .heuristic import HeuristicPlayer
from .learned import Weights, _sides, best_move, check_net, position_value, shipped_net
from .learned_net import N_FEATURES
from .watching import Watcher, same_outcome

if TYPE_CHECKING:
    import numpy as np

    from ..engine.game import Game

#: The deepest search a player can be asked for (rolls after its move).
MAX_DEPTH = 4
#: The most rolls ``extend`` lets a line search beyond ``depth`` (a six, a bonus, another try).
EXTRA = 2
#: How the other seats are taken to reply inside the search (see the module docstring).
REPLIES = ("observed", "heuristic", "learned")
#: ``compiled`` settings: "auto" (compiled once numba has loaded), True (wait for it), False (never).
COMPILED = ("auto", True, False)


class LookaheadPlayer:
    """Expectimax over the next rolls with the learned value at the leaves (see the module docstring).

    Args:
        depth: rolls searched after the move (0: the learned player; 3 by default).
        budget: seconds per decision; the Python search stops at three quarters of them (the chance
            node in hand finishes; a depth begun and not finished is dropped), the compiled one
            lets each depth read as many leaf values as fit in three quarters of them at the pace of
            the depth before and drops a depth that needs more. ``None``: always search to ``depth``.
        seed: accepted for a uniform interface; the player is deterministic.
        compiled: ``"auto"``: the compiled search once numba has loaded (see above); ``True``:
            wait for it on the first decision; ``False``: the Python search only.
        clock: the clock read against the budget (``time.perf_counter``; tests count its reads).
        weights: a network (as :func:`~ludo_widget.players.learned.load_weights` returns) for every
            game; by default the shipped one for each game (:func:`~ludo_widget.players.learned.shipped_net`).
        replies: the reply model of the other seats, one of :data:`REPLIES`.
        extend: 0 to :data:`EXTRA`; above 0, ``depth`` counts turns, not rolls: a roll after which
            the same seat rolls again (a six, a capture's or arrival's bonus, another try to enter)
            does not use it up, for up to ``extend`` such rolls a line.
        refine: a chance of winning, 0 to 1: once ``depth`` is searched, the moves it rates within
            ``refine`` of the best (if two or more) are searched one roll deeper (up to
            :data:`MAX_DEPTH`), and the deeper search chooses among them (:func:`close_moves`);
            within the budget, as a depth is. 0: never.

    After each :meth:`choose`, ``last_depth`` says how deep the search went for every move,
    ``last_refined`` whether the close moves were then searched a roll deeper, and ``last_path``
    which path ran it (``"compiled"`` or ``"python"``).
    """

    name = "lookahead"

    def __init__(self, depth: int = 3, budget: float | None = 0.2, seed: int | None = None,
                 compiled: bool | str = "auto", clock: Callable[[], float] = time.perf_counter,
                 weights: Weights | None = None, replies: str = "observed", extend: int = 0,
                 refine: float = 0.0) -> None:
        if isinstance(depth, bool) or not isinstance(depth, int) or not 0 <= depth <= MAX_DEPTH:
            raise LudoError(f"depth must be a whole number 0..{MAX_DEPTH}, not {quote(depth)}")
        if budget is not None and not (is_number(budget) and budget > 0):
            raise LudoError(f"budget must be a positive number of seconds or None, not {quote(budget)}")
        if not any(compiled is c for c in COMPILED):
            raise LudoError(f"compiled is 'auto', True or False, not {quote(compiled)}")
        if replies not in REPLIES:
            raise LudoError(f"replies is {' or '.join(map(repr, REPLIES))}, not {quote(replies)}")
        if isinstance(extend, bool) or not isinstance(extend, int) or not 0 <= extend <= EXTRA:
            raise LudoError(f"extend must be a whole number 0..{EXTRA}, not {quote(extend)}")
        if not (is_number(refine) and 0 <= refine <= 1):
            raise LudoError(f"refine must be a chance of winning from 0 to 1, not {quote(refine)}")
        self.replies, self.extend, self.refine = replies, extend, float(refine)
        self._heuristic = HeuristicPlayer()
        self._watcher = Watcher()
        self.trusts: tuple[float, ...] = (1.0,) * SEATS  # each seat's trust (by seat number) at the last choice
        self.depth, self.budget, self.seed, self.compiled, self.clock = depth, budget, seed, compiled, clock
        self.weights = check_net({"features": N_FEATURES, **weights}) if weights is not None else None
        self.net: Weights = {}  # the network of the game being searched
        self.last_depth = 0
        self.last_refined = False
        self.last_path = "python"
        self._deadline = float("inf")

    def __repr__(self) -> str:
        return (f"LookaheadPlayer(depth={self.depth}, budget={self.budget}, replies={self.replies!r}, "
                f"extend={self.extend}, refine={self.refine})")

    def choose(self, game: "Game") -> Move:
        start = self.clock()
        options = distinct_options(game)
        self.last_refined = False
        if len(options) == 1:
            self.last_depth = 0
            return options[0]
        ref, st = game.referee, game.state
        self.net = self.weights or shipped_net(ref)
        self.trusts = self._watcher.trusts(game) if self.replies == "observed" else (1.0,) * SEATS
        # Both searches stop at three quarters of the budget: the rest is kept for the node in hand
        # (a tenth was not enough on a loaded machine: 201.5 ms against 200).
        self._deadline = float("inf") if self.budget is None else start + 0.75 * self.budget
        if (self.depth and self.compiled is not False and compiled_supported(ref.rules, st)
                and _ready(wait=self.compiled is True)):
            return self._compiled(ref, st, options)
        return self._python(ref, st, options)

    def watch(self, game: "Game", move: Move) -> None:
        """Told by ``simulate`` (whose games keep no history) of each move about to be played in
        ``game.state``, by any seat: the observed replies count it (see the module docstring)."""
        if self.replies == "observed":
            self._watcher.see(game, move)

    # -- the compiled search ------------------------------------------------------------------

    def _compiled(self, ref: Referee, st: State, options: list[Move]) -> Move:
        """Deepen one roll at a time on the compiled path while the budget lasts, then refine.

        numba cannot read the clock, so each depth is given a number of leaf values to read: as
        many as fit before the deadline at the pace of the depth before. A depth that reaches its
        limit gives up and the one before decides. The close moves' deeper search (``refine``) is
        one more such step.
        """
        import numpy as np

        from . import lookahead_fast as fast

        model = {"observed": fast.OBS, "heuristic": fast.HEUR, "learned": fast.SELF}[self.replies]
        began = self.clock()
        scores = np.full(4, -1.0)  # each legal move's value at the last depth done (-1: none); four at most
        k, read = fast.choose_on(ref, st, self.net, 1, model, 0, self.trusts, self.extend, scores=scores)
        self.last_depth, self.last_path = 1, "compiled"
        for depth in range(2, min(self.depth + (self.refine > 0), MAX_DEPTH) + 1):
            only = None
            if depth > self.depth:  # the close moves, a roll deeper
                only = np.zeros(4, np.int64)
                if close_moves(scores, 4, self.refine, only) < 2:
                    break
            limit = 0
            if self.budget is not None:
                now = self.clock()
                pace = read / max(now - began, 1e-6)  # leaf values a second
                limit = int(pace * (self._deadline - now))
                began = now
                if limit <= read:
                    break  # a roll deeper reads more leaves than the last depth did
            deeper = np.full(4, -1.0)
            found, read = fast.choose_on(ref, st, self.net, depth, model, limit, self.trusts, self.extend,
                                         only=only, scores=deeper)
            if found < 0:
                break
            k, scores = found, deeper
            if only is None:
                self.last_depth = depth
            else:
                self.last_refined = True
        return _matching(options, ref.moves(st), k)

    # -- the Python search --------------------------------------------------------------------

    def _python(self, ref: Referee, st: State, options: list[Move]) -> Move:
        self.last_path = "python"
        seat = st.turn
        children = [ref.after_move(st, m) for m in options]
        first = [position_value(self.net, ref, c, seat) for c in children]
        best, self.last_depth = _argmax(first), 0
        sides = _sides(ref.rules, ref.seats)
        for depth in range(1, self.depth + 1):
            try:
                # my move is one of the search's turns (a bonus after it is not): _left from depth + 1
                rolls = depth + self.extend
                scores = [self._expect(ref, sides, c, self._left(c, depth + 1, seat), rolls, seat) for c in children]
            except OutOfTime:
                break
            best, self.last_depth = _argmax(scores), depth
        if self.refine and 0 < self.last_depth == self.depth < MAX_DEPTH:
            only = [0] * len(scores)
            if close_moves(scores, len(scores), self.refine, only) >= 2:
                deeper = self.depth + 1
                try:
                    values = [self._expect(ref, sides, c, self._left(c, deeper + 1, seat), deeper + self.extend, seat)
                              if only[i] else -1.0 for i, c in enumerate(children)]
                except OutOfTime:
                    return options[best]
                best, self.last_refined = _argmax(values), True
        return options[best]

    def _left(self, st: State, depth: int, roller: int) -> int:
        """The depth left after a roll of ``roller`` that led to ``st``: one less, unless ``extend``
        and ``roller`` rolls again (as the compiled search's ``_left``)."""
        if self.extend and st.turn == roller and st.awaiting == "roll" and not st.finished:
            return depth
        return depth - 1

    def _expect(self, ref: Referee, sides: list[int], st: State, depth: int, rolls: int, me: int) -> float:
        """The expected value to ``me`` of ``st`` (awaiting a roll, or over) over ``depth`` rolls
        (turns with ``extend``), at most ``rolls`` rolls a line."""
        if depth == 0 or rolls == 0 or st.awaiting == "over" or st.finished:
            return position_value(self.net, ref, st, me)
        if self.clock() > self._deadline:
            raise OutOfTime
        total, roller = 0.0, st.turn
        for face, chance in ref.faces(st):
            nxt = ref.after_roll(st, face)
            moves = distinct(ref.moves(nxt), nxt)
            if not moves:
                total += chance * self._expect(ref, sides, nxt, self._left(nxt, depth, roller), rolls - 1, me)
            elif sides[nxt.turn] == sides[me]:  # my own roll: my best move
                total += chance * max(self._after(ref, sides, nxt, m, depth, rolls, me) for m in moves)
            else:  # theirs: the move(s) the reply model says
                total += chance * self._theirs(ref, sides, nxt, moves, depth, rolls, me)
        return total

    def _after(self, ref: Referee, sides: list[int], st: State, m: Move, depth: int, rolls: int, me: int) -> float:
        """The expected value to ``me`` of playing ``m`` in ``st`` (the roll's seat to move)."""
        child = ref.after_move(st, m)
        return self._expect(ref, sides, child, self._left(child, depth, st.turn), rolls - 1, me)

    def _theirs(self, ref: Referee, sides: list[int], st: State, moves: list[Move], depth: int, rolls: int,
                me: int) -> float:
        """The expected value to ``me`` of another seat's move among its distinct ``moves`` by the
        reply model: observed, the heuristic's move with the seat's trust q and each legal move
        alike otherwise, added up in the compiled search's order (so both choose alike)."""
        def value(m: Move) -> float:
            return self._after(ref, sides, st, m, depth, rolls, me)

        if self.replies == "learned" and len(moves) > 1:
            return value(best_move(self.net, ref, st, moves))
        q = self.trusts[st.turn] if self.replies == "observed" else 1.0
        legal = ref.moves(st)
        if len(legal) == 1 or q >= 1.0 or self.replies == "learned":
            return value(moves[0] if len(moves) == 1 else self._heuristic.choose_on(ref, st, moves))
        theirs = self._heuristic.choose_on(ref, st, moves) if q > 0.0 else None
        alike, heuristics = 0.0, 0.0
        for m in moves:
            v = value(m)
            alike += v * sum(same_outcome(m, r, st) for r in legal) / len(legal)
            if m is theirs:
                heuristics = v
        return alike if theirs is None else (1.0 - q) * alike + q * heuristics


def close_moves(scores: Sequence[float] | np.ndarray, n: int, refine: float, only: MutableSequence[int] | np.ndarray) -> int:
    """Mark in ``only[k]`` (1, else 0) each of the first ``n`` moves searched (a score of 0 or more)
    whose score is within ``refine`` of the best, and count them: the moves ``refine`` searches a
    roll deeper. Plain loops, so the compiled search can compile it too.

    >>> only = [0, 0, 0]
    >>> close_moves([0.90, 0.898, 0.85], 3, 0.003, only), only
    (2, [1, 1, 0])
    """
    best = -1.0
    for k in range(n):
        best = max(best, scores[k])
    count = 0
    for k in range(n):
        only[k] = 1 if 0.0 <= scores[k] and best - refine <= scores[k] else 0
        count += only[k]
    return count


def compiled_supported(rules: Rules, st: State) -> bool:
    """Whether the compiled search plays this game: numba is installed and the game has no Power,
    teams, forced six or seat away (the Python search plays every game)."""
    return (available() and not rules.power and not rules.teams and not rules.forced_six_after and not st.away
            and rules.tokens <= 4)


def _matching(options: list[Move], legal: list[Move], k: int) -> Move:
    """The distinct option that is the ``k``-th legal move (the compiled referee lists them alike)."""
    chosen = legal[k]
    return next(m for m in options if m.start == chosen.start and m.colour == chosen.colour)


def _ready(wait: bool) -> bool:
    """Whether the compiled search has loaded (started in a background thread on the first call;
    ``wait``: until it has)."""
    return loaded("lookahead", _load, wait=None if wait else 0.0)


def _load() -> None:
    from ..engine.game import Game
    from . import lookahead_fast as fast

    game = Game(players=2, seed=0)
    game.roll(6)
    fast.choose_on(game.referee, game.state, shipped_net(game.referee), 1)

