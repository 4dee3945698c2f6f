"""Small helpers shared by the engine tests, and the hypothesis profiles.

The authority for every rule is the editions' rule sheets in ``docs/editions/``; a test names
a section of one as ``classic.md#captures`` (the sheet of the preset, and the section's anchor).

Places follow the sheets' numbering (``classic.md#the-board``): 0 yard, 1 own start square,
1..51 ring, 52..56 home column, 57 home. Seat k's place n stands on ring square
``(13k + n - 1) % 52``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # plain `pytest` (not `python -m pytest`) from the checkout
    sys.path.insert(0, str(ROOT))

try:
    # The board loads the compiled playouts (numba, numpy) in a background thread. pytest.approx
    # looks numpy up in sys.modules without the import lock and fails on a half-imported one:
    # importing it here first keeps that race out of the tests.
    import numpy  # noqa: F401
except ImportError:  # the tests also run without the fast extra
    pass

from ludo_widget import Game, Rules  # noqa: E402
from ludo_widget.engine.errors import LudoError  # noqa: E402

# Hypothesis: "ci" is derandomized (the same examples on every run, so CI is stable);
# HYPOTHESIS_PROFILE=dev explores new examples each run; HYPOTHESIS_PROFILE=hunt also plays ten
# times the examples of every test (the kind of hunt that found the huge-games run of simulate
# and the turn timers the notation could not read back).
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
for _name in ("dev", "hunt"):
    settings.register_profile(_name, deadline=None, print_blob=True,
                              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(PROFILE)  # a test's own settings() inherits derandomize from the profile


def examples(n: int) -> int:
    """A test's number of examples: ``n``, or ten times that under the hunt profile."""
    return n * 10 if PROFILE == "hunt" else n


PRESETS = ("classic", "strict", "online", "dashain", "paperfox")
SEAT = {"red": 0, "green": 1, "yellow": 2, "blue": 3}
#: Places of every lap that are starred (``classic.md#the-board``).
SAFE_PLACES = (1, 9, 14, 22, 27, 35, 40, 48)


def square(colour: str, place: int) -> int:
    """The ring square a token of ``colour`` at ``place`` (1..51) stands on."""
    assert 1 <= place <= 51, place
    return (13 * SEAT[colour] + place - 1) % 52


def place_on(colour: str, ring_square: int) -> int:
    """The place of ``colour``'s lap that stands on ``ring_square`` (never the square behind its start)."""
    place = (ring_square - 13 * SEAT[colour]) % 52 + 1
    assert 1 <= place <= 51, f"{colour} never stands on ring square {ring_square}"
    return place


def same_square(colour: str, other: str, place: int) -> int:
    """The place of ``other``'s lap on the ring square where ``colour``'s ``place`` stands."""
    return place_on(other, square(colour, place))


def make(preset: str = "classic", positions: dict | None = None, players=("red", "yellow"),
         turn: str = "red", seed: int = 1, **options) -> Game:
    """A scripted position under ``preset`` with any options switched."""
    return Game(Rules.preset(preset, **options), players=players, positions=positions, turn=turn, seed=seed)


def kinds(game: Game, since: int = 0) -> list[str]:
    """The kinds of the events logged from index ``since`` on."""
    return [e.kind for e in game.events[since:]]


def texts(game: Game, since: int = 0) -> list[str]:
    return [e.text for e in game.events[since:]]


def refused(game: Game, action, match: str | None = None, error: type = LudoError) -> LudoError:
    """``action()`` must raise ``error`` (a ValueError) and change nothing at all."""
    before = game.to_json()
    with pytest.raises(error, match=match) as info:
        action()
    assert isinstance(info.value, ValueError)
    assert str(info.value), "a refusal says what was wrong"
    assert game.to_json() == before, "a refusal changed the game"
    return info.value


@pytest.fixture(params=PRESETS)
def preset(request) -> str:
    """Every preset in turn."""
    return request.param


# -- the board's turn timer: a person who misses turns ------------------------------------------

#: More steps than any turn takes: a loop that goes on longer is a test that would hang.
MAX_STEPS = 1000


def play_until(game: Game, colour: str) -> None:
    """Play the other seats (a random roll, then the first legal move) until ``colour`` is to act."""
    for _ in range(MAX_STEPS):
        if game.turn == colour:
            return
        game.roll()
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
    raise AssertionError(f"{colour} never came to act")


def time_out(board) -> None:
    """The person to act runs out of time (the countdown of the turn's window ends)."""
    board.handle({"type": "timeout", "window": board.snapshot["timer"]["window"]})


def computer_plays_turn(board, colour: str) -> None:
    """The computer player standing in for ``colour`` plays its turn out, step by step as a view asks."""
    for _ in range(MAX_STEPS):
        if board.game.turn != colour:
            return
        board.handle({"type": "computer_step", "rev": board.rev})
    raise AssertionError(f"the computer never finished {colour}'s turn")


class VirtualClock:
    """A stand-in for the ``time`` module of the players, the coach and the review: time passes
    only as work is done (``tick`` a clock read, ``per_rollout`` a rollout), so a budget is checked
    against a model of the work and not against a busy machine's wall clock."""

    def __init__(self, tick: float = 0.0, per_rollout: float = 0.0) -> None:
        self.now = 0.0
        self.tick = tick
        self.per_rollout = per_rollout

    def perf_counter(self) -> float:
        self.now += self.tick
        return self.now

    def rollouts(self, n: int) -> None:
        self.now += n * self.per_rollout


@pytest.fixture
def virtual_clock(monkeypatch):
    """Every clock the searching code reads becomes one :class:`VirtualClock` (set its ``tick`` and
    ``per_rollout``); each rollout played advances it."""
    from ludo_widget.coach import hints, playouts, reviews
    from ludo_widget.notebook import reviewing
    from ludo_widget.players import expectimax, montecarlo
    from ludo_widget.players.rollouts import Rollouts

    clock = VirtualClock()
    for module, name in ((expectimax, "time"), (montecarlo, "time"), (playouts, "clock"), (hints, "clock"),
                         (reviews, "clock"), (reviewing, "clock")):
        monkeypatch.setattr(module, name, clock)
    winners = Rollouts.winners

    def timed(self, st, n, *args, **kwargs):
        clock.rollouts(n)
        return winners(self, st, n, *args, **kwargs)

    monkeypatch.setattr(Rollouts, "winners", timed)
    return clock
