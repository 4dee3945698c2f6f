"""The pair table (an n-tuple correction to the learned network) and the compiled search that reads it."""

from __future__ import annotations

import math

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("numba")

from ludo_widget.players import pair_table as pt  # noqa: E402
from ludo_widget.players.learned import shipped_net  # noqa: E402
from ludo_widget.players.lookahead_fast import HEUR, SEARCH, match, params  # noqa: E402
from ludo_widget.players.selfplay import RANDOM, Net, Table  # noqa: E402


def random_places(rng) -> np.ndarray:
    return rng.integers(0, pt.PLACES, size=(4, 4)).astype(np.int64)


def entries(places, me: int, again: bool) -> list[int]:
    idx = np.zeros(pt.LOOKUPS, np.int64)
    assert pt.indices(places, me, again, idx) == pt.LOOKUPS
    return sorted(idx.tolist())


def test_entries_lie_in_the_table_and_each_kind_of_pair_has_its_own():
    rng = np.random.default_rng(1)
    for _ in range(50):
        idx = entries(random_places(rng), int(rng.integers(4)), bool(rng.integers(2)))
        assert 0 <= idx[0] and idx[-1] < pt.SIZE
        starts = (pt.MINE_THEIRS, pt.MINE_MINE, pt.THEIRS_THEIRS, pt.THEIRS_OTHERS, pt.SIZE)
        counts = [sum(lo <= i < hi for i in idx) for lo, hi in zip(starts, starts[1:])]
        assert counts == [48, 6, 18, 48]


def test_the_order_of_tokens_does_not_matter_and_the_seats_are_read_from_my_side():
    rng = np.random.default_rng(2)
    for _ in range(50):
        places, me, again = random_places(rng), int(rng.integers(4)), bool(rng.integers(2))
        shuffled = np.array([rng.permutation(row) for row in places])
        assert entries(shuffled, me, again) == entries(places, me, again)
        turned = np.roll(places, 1, axis=0)  # every seat one on: my tokens are now seat me + 1's
        assert entries(turned, (me + 1) % 4, again) == entries(places, me, again)


def test_whether_i_roll_again_and_whose_tokens_are_whose_change_the_entries():
    places = np.zeros((4, 4), np.int64)
    places[0, 0], places[1, 0] = 10, 20
    assert entries(places, 0, True) != entries(places, 0, False)
    assert entries(places, 0, False) != entries(places, 1, False)


def test_corrected_adds_the_entries_to_the_logit_and_an_empty_table_adds_nothing():
    places = np.zeros((4, 4), np.int64)
    idx = np.zeros(pt.LOOKUPS, np.int64)
    assert pt.corrected(0.3, places, 0, False, np.zeros(0), idx) == 0.3
    table = np.full(pt.SIZE, 0.01)
    expected = 1.0 / (1.0 + math.exp(-(math.log(0.3 / 0.7) + 0.01 * pt.LOOKUPS)))
    assert pt.corrected(0.3, places, 0, False, table, idx) == pytest.approx(expected)


def test_the_search_with_a_zero_table_plays_as_without_and_a_table_changes_its_choices():
    net, table = Net.of(shipped_net(4)), Table.of(4)
    lineup, prm = (SEARCH, RANDOM, RANDOM, RANDOM), params(1, HEUR)
    without = match(table, lineup, net, 8, 3, prm)
    assert match(table, lineup, net, 8, 3, prm, pairs=np.zeros(pt.SIZE)) == without
    # a table that holds my own tokens' progress against me: the searcher dawdles and loses
    slow = np.zeros(pt.SIZE)
    for a in (0, 1):
        for lo in range(pt.PLACES):
            for hi in range(lo, pt.PLACES):
                slow[pt.MINE_MINE + (a * pt.PLACES + lo) * pt.PLACES + hi] = -3.0 * (lo + hi) / 57
    assert without[0] >= 6 > 3 >= match(table, lineup, net, 8, 3, prm, pairs=slow)[0]
    with pytest.raises(ValueError, match="4-player"):
        match(Table.of(2), (SEARCH, RANDOM), Net.of(shipped_net(2)), 1, 3, prm, pairs=np.zeros(pt.SIZE))
