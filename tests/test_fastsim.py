"""The compiled path's parts: Python's generator compiled, the rules as numbers, and how
``simulate`` chooses its engine (and says so)."""

from __future__ import annotations

import doctest
import importlib
import random

import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as hs

from ludo_widget import fastpath
from ludo_widget.engine import Rules
from ludo_widget.engine.dice import next_word
from ludo_widget.players import ExpectimaxPlayer, HeuristicPlayer, RandomPlayer
from ludo_widget.simulate import simulate

pytest.importorskip("numba")

from ludo_widget.fastsim import encoding, kernel, twister  # noqa: E402


@pytest.mark.parametrize("name", ["fastsim", "fastsim.encoding", "fastsim.twister", "fastsim.games", "fastpath"])
def test_doctests(name):
    module = importlib.import_module(f"ludo_widget.{name}")
    assert doctest.testmod(module).failed == 0


@settings(max_examples=examples(60), deadline=None)
@given(hs.integers(0, 2**64 - 1), hs.lists(hs.integers(1, 6), min_size=1, max_size=40))
def test_the_twister_draws_what_random_randrange_draws(seed, sizes):
    mt = twister.new_state()
    twister.seed(mt, seed & 0xFFFFFFFF, seed >> 32)
    g = random.Random(seed)
    assert [twister.randbelow(mt, n) for n in sizes] == [g.randrange(n) for n in sizes]


def test_the_twister_goes_on_past_its_624_words():
    mt = twister.new_state()
    twister.seed(mt, 7, 0)
    g = random.Random(7)
    assert [twister.randbelow(mt, 5) for _ in range(2000)] == [g.randrange(5) for _ in range(2000)]


@settings(max_examples=examples(60), deadline=None)
@given(hs.integers(0, 2**64 - 1))
def test_splitmix_is_the_engines(state):
    import numpy as np
    got = kernel.next_word(np.uint64(state))
    assert (int(got[0]), int(got[1])) == next_word(state)


def test_every_rule_field_the_kernel_reads_comes_from_the_rules_value():
    base = encoding.encode_rules(Rules.preset("classic"))
    for field, value in [("tokens", 2), ("entry_faces", {1, 6}), ("bonus_faces", {1, 6}), ("bonus_on_capture", False),
                         ("bonus_on_home", False), ("capture_rule", "count"), ("wasted_bonus", "roll_again"),
                         ("max_sixes", 0), ("tries", 3), ("forced_six_after", 3), ("play_on", True),
                         ("starter", "random"), ("teams", True), ("power", True)]:
        changed = encoding.encode_rules(Rules.preset("classic", **{field: value}))
        assert (changed != base).sum() == 1, field


def test_the_tables_are_the_engines():
    from ludo_widget.engine.board import RING_OF, SAFE_RING
    from ludo_widget.engine.power import default_tiles
    t = encoding.tables(Rules.preset("online", power=True), (0, 2))
    assert t.ring_of.tolist() == [list(r) for r in RING_OF]
    assert t.safe.tolist() == [int(x) for x in SAFE_RING]
    assert t.after[0, :2].tolist() == [2, 0] and t.opponents[0, :1].tolist() == [2]
    assert {q for q in range(52) if t.tiles[q] != encoding.NO_TILE} == set(default_tiles())


def test_auto_plays_compiled_when_every_strategy_has_a_compiled_form():
    res = simulate("classic", 4, games=10, seed=1, strategies=["heuristic", RandomPlayer, "random", HeuristicPlayer()],
                   progress=False)
    assert res.engine == "compiled" and res.engine_note == ""


def test_auto_falls_back_and_says_why():
    res = simulate("classic", 2, games=2, seed=1, strategies=["expectimax", "random"], progress=False)
    assert res.engine == "python" and res.engine_note == "expectimax has no compiled form"
    power = simulate(Rules.preset("online", power=True), 2, games=2, seed=1, strategies="heuristic", progress=False)
    assert power.engine == "python" and "Power bonuses" in power.engine_note
    shared = simulate("classic", 2, games=2, seed=1, strategies=[RandomPlayer(seed=1), "random"], progress=False)
    assert shared.engine == "python" and "RandomPlayer object" in shared.engine_note


def test_auto_falls_back_without_numba(monkeypatch):
    monkeypatch.setattr(fastpath, "available", lambda: False)
    res = simulate("classic", 2, games=3, seed=1, progress=False)
    assert res.engine == "python" and "numba is not installed" in res.engine_note
    with pytest.raises(ValueError, match="numba is not installed"):
        simulate("classic", 2, games=3, seed=1, progress=False, engine="compiled")


def test_engine_is_checked():
    with pytest.raises(ValueError, match="engine must be one of auto, python, compiled"):
        simulate("classic", 2, games=1, engine="numba", progress=False)
    with pytest.raises(ValueError, match="expectimax has no compiled form"):
        simulate("classic", 2, games=1, strategies=[ExpectimaxPlayer, "random"], engine="compiled", progress=False)
    assert simulate("classic", 2, games=1, engine="python", progress=False).engine_note == "engine='python' was asked for"


def test_heuristic_weights_travel_to_the_kernel():
    """A heuristic with other weights plays other games, on both paths alike."""
    rash = HeuristicPlayer(risk=0.0, escape=0.0, capture=30.0)
    args = dict(games=20, seed=4, strategies=[rash, "heuristic"], rotate=True, progress=False, workers=1)
    compiled = simulate("classic", 2, engine="compiled", **args)
    assert compiled.rows == simulate("classic", 2, engine="python", **args).rows
    plain = simulate("classic", 2, engine="compiled", **{**args, "strategies": ["heuristic", "heuristic"]})
    assert [r["rolls"] for r in compiled] != [r["rolls"] for r in plain]


def test_a_process_pool_plays_the_compiled_table_too():
    args = dict(games=40, seed=6, strategies=["heuristic", "random"], rotate=True, progress=False)
    pooled = simulate("paperfox", 2, workers=2, chunksize=10, **args)
    assert pooled.engine == "compiled"
    assert pooled.rows == simulate("paperfox", 2, workers=1, **args).rows


def test_the_kernel_scores_the_heuristics_features_in_its_order():
    """The kernel adds the weighted features in the order the heuristic's score does (float sums
    depend on the order): a feature added, removed or moved there must be mirrored here."""
    from ludo_widget.players.heuristic import WEIGHTS

    assert kernel.FEATURES == tuple(WEIGHTS)
