"""The learned player: shipped weights load, it plays well, training runs, Python and compiled agree."""

from __future__ import annotations

import json

import numpy as np
import pytest
from conftest import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import Game
from ludo_widget.engine.board import RING_OF, SAFE_RING
from ludo_widget.players import LearnedPlayer, get_player, learned, pair_table, selfplay, train
from ludo_widget.players.learned_net import N_FEATURES, features_into


@pytest.mark.parametrize("players", [2, 4])
def test_shipped_weights_load_are_small_and_say_what_they_are(players):
    net = learned.load_weights(learned.weights_file(players))
    assert len(net["w1"]) == N_FEATURES and len(net["b1"]) == len(net["w2"]) > 0
    assert learned.weights_file(players).stat().st_size < 400_000  # the 4-player one holds its pair table
    data = json.loads(learned.weights_file(players).read_text())
    assert data["trained_games"] >= 10_000
    assert learned.shipped_net(players) == net


def test_each_game_gets_the_network_of_its_kind():
    from ludo_widget.engine.referee import Referee
    from ludo_widget.engine.rules import Rules
    classic = Rules.preset("classic")
    assert learned.kind_of(Referee(classic, (0, 2))) == 2
    assert learned.kind_of(Referee(classic, (0, 1, 2))) == 4
    assert learned.kind_of(Referee(classic, (0, 1, 2, 3))) == 4
    teams = Game(Rules.preset("classic", teams=True), 4).referee
    assert learned.kind_of(teams) == 2 and learned.shipped_net(teams) is learned.shipped_net(2)
    assert learned.shipped_net() is learned.shipped_net(4)
    with pytest.raises(ValueError, match="2 or 4 players"):
        learned.weights_file(3)


def test_a_broken_weights_file_is_refused(tmp_path):
    good = json.loads(learned.weights_file(4).read_text())
    bad = tmp_path / "w.json"
    for broken, message in [({**good, "features": 7}, "not a weights file"),
                            ({**good, "b2": float("nan")}, "finite numbers"),
                            ({**good, "w2": good["w2"][:-1]}, "network"),
                            ({**good, "w1": good["w1"][:-1]}, "network"),
                            ([1, 2], "not a weights file")]:
        bad.write_text(json.dumps(broken).replace("NaN", "1e999"))
        with pytest.raises(ValueError, match=message):
            learned.load_weights(bad)
    with pytest.raises(ValueError, match="network"):
        LearnedPlayer(weights={"w1": [], "b1": [], "w2": [], "b2": 0.0})
    table = [0.0] * pair_table.SIZE
    for broken, message in [({**good, "pairs": 3}, "not a base64 string"),
                            ({**good, "pairs": "not base64!"}, "not base64"),
                            ({**good, "pairs": pair_table.encode(table[:-1])}, "numbers, not"),
                            ({**good, "pairs": pair_table.encode([float("inf")] + table[1:])}, "not finite")]:
        bad.write_text(json.dumps(broken))
        with pytest.raises(ValueError, match=message):
            learned.load_weights(bad)
    with pytest.raises(ValueError, match="not 47096 finite"):
        LearnedPlayer(weights={**learned.shipped_net(4), "pairs": [0.0] * 3})
    assert LearnedPlayer(weights={**learned.shipped_net(4), "pairs": table}).net["pairs"] == table


def test_a_pair_table_corrects_the_value_of_four_separate_seats_only():
    net = {k: v for k, v in learned.shipped_net(4).items() if k != "pairs"}
    table = [0.0] * pair_table.SIZE
    for again in (0, 1):  # two of my tokens in the yard, whoever rolls next
        table[pair_table.MINE_MINE + again * pair_table.PLACES * pair_table.PLACES] = 2.0
    four = Game(players=4, positions={"red": [0, 0, 10, 20]}, seed=1)
    three = Game(players=3, positions={"red": [0, 0, 10, 20]}, seed=1)
    for game, changes in ((four, True), (three, False)):
        ref, st = game.referee, game.state
        plain = learned.position_value(net, ref, st, 0)
        with_table = learned.position_value({**net, "pairs": table}, ref, st, 0)
        assert (with_table > plain) is changes and (with_table == plain) is not changes


def test_the_value_favours_a_seat_far_ahead_and_reads_a_won_game():
    game = Game(players=2, positions={"red": [57, 57, 50, 40], "yellow": [0, 0, 0, 3]})
    red = learned.value(game.state, game.rules, "red")
    yellow = learned.value(game.state, game.rules, "yellow")
    assert red > 0.8 > 0.2 > yellow
    won = Game(players=2, positions={"red": [57, 57, 57, 56], "yellow": [0, 0, 0, 3]}, seed=1)
    won.roll(1)
    won.move(won.legal_moves()[0])
    assert learned.value(won.state, won.rules, "red") == 1.0
    assert learned.value(won.state, won.rules, "yellow") == 0.0


def test_the_value_of_a_token_in_danger_is_lower():
    # red's token 3 squares ahead of yellow's (ring 29 and 26: danger), or 3 behind it (26, 29: a chance)
    exposed = Game(players=2, positions={"red": [30, 0, 0, 0], "yellow": [1, 0, 0, 0]})
    hunting = Game(players=2, positions={"red": [27, 0, 0, 0], "yellow": [4, 0, 0, 0]})
    assert learned.value(hunting.state, hunting.rules, "red") > learned.value(exposed.state, exposed.rules, "red")
    x_exposed, x_hunting = [0.0] * N_FEATURES, [0.0] * N_FEATURES
    for g, x in ((exposed, x_exposed), (hunting, x_hunting)):
        features_into(g.state.places, 4, [0, -1, 1, -1], RING_OF, SAFE_RING, False, 0, False, x)
    assert x_exposed[6] == 0.5 and x_exposed[8] == 0.0  # one enemy 1-6 behind, none ahead
    assert x_hunting[6] == 0.0 and x_hunting[8] == 0.5


def test_it_takes_a_capture_and_a_win():
    game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
    game.roll(4)
    assert LearnedPlayer().choose(game).to == 14
    game = Game(players=2, positions={"red": [57, 57, 57, 54], "yellow": [30, 0, 0, 0]}, seed=1)
    game.roll(3)
    assert LearnedPlayer().choose(game).to == 57


places = st.lists(st.integers(0, 57), min_size=4, max_size=4)


@settings(max_examples=examples(60), deadline=None)
@given(st.tuples(places, places, places, places), st.sampled_from([2, 4]), st.integers(0, 3), st.booleans())
def test_python_and_compiled_features_and_values_agree(rows, players, me, again):
    """The player (plain Python) and the training (numba) read a position the same way."""
    side_of = [0, 1, 2, 3] if players == 4 else [0, -1, 1, -1]
    if side_of[me] < 0:
        me = 0
    lists = [list(r) if side_of[s] >= 0 else [] for s, r in enumerate(rows)]
    x = [0.0] * N_FEATURES
    features_into(lists, 4, side_of, RING_OF, SAFE_RING, False, me, again, x)
    arr = np.zeros(N_FEATURES)
    table = np.array(RING_OF, dtype=np.int64)
    selfplay._features(np.array([r if side_of[s] >= 0 else [0] * 4 for s, r in enumerate(rows)], dtype=np.int64),
                       4, np.array(side_of, dtype=np.int64), table, np.array(SAFE_RING, dtype=np.int64), False, me,
                       again, arr)
    assert arr.tolist() == pytest.approx(x)
    net = learned.shipped_net()
    compiled = selfplay.Net.of(net)
    v = selfplay._forward(arr, *compiled.arrays()[:3], compiled.b2[0], np.zeros(len(net["b1"])))
    assert v == pytest.approx(learned.forward(x, net["w1"], net["b1"], net["w2"], net["b2"], [0.0] * len(net["b1"])))


def test_the_trained_player_beats_random_players_clearly():
    """Compiled, 200 seeded 4-player games against three random players (a random seat wins 25%)."""
    net = selfplay.Net.of(learned.shipped_net())
    wins = selfplay.match(selfplay.Table.of(4), (selfplay.LEARNED, selfplay.RANDOM, selfplay.RANDOM, selfplay.RANDOM),
                          net, 200, seed=11)
    assert wins >= 140  # measured about 80%+; 70% leaves room for the dice
    untrained = selfplay.Net.random(8, seed=1)
    assert selfplay.match(selfplay.Table.of(4), (selfplay.LEARNED,) + (selfplay.RANDOM,) * 3, untrained, 200, 11) < wins


def test_the_python_player_beats_a_random_player():
    from ludo_widget.simulate import simulate
    res = simulate("classic", 2, games=30, seed=4, strategies=["learned", "random"], rotate=True, progress=False)
    assert res.win_rates()["learned"]["wins"] >= 22


def test_a_few_training_games_move_the_weights_and_write_them(tmp_path):
    start = selfplay.Net.random(6, seed=2)
    before = start.w1.copy()
    net, curve, games = train.train(games=12, hidden=6, seed=3, check_every=6, check_games=4, net=start,
                                    log=lambda _: None)
    assert games == 12 and not np.allclose(net.w1, before)
    assert [row[0] for row in curve] == [0, 6, 12] and all(0 <= r <= 1 for row in curve for r in row[2:])
    out = tmp_path / "w.json"
    train.save(net, out, games, 1.0)
    loaded = learned.load_weights(out)
    assert np.allclose(loaded["w1"], net.w1, rtol=1e-5, atol=1e-8)
    train.plot(curve, tmp_path / "curve.csv")
    assert (tmp_path / "curve.csv").read_text().splitlines()[0].startswith("games_trained")
    with pytest.raises(ValueError, match="games or of minutes"):
        train.train(games=0, minutes=0)
    assert train.parse_mix("LRRR LH") == [(selfplay.LEARNED,) + (selfplay.RANDOM,) * 3,
                                          (selfplay.LEARNED, selfplay.HEURISTIC)]
    for bad in ("", "LRR", "RR", "LX", "LLLLL"):
        with pytest.raises(ValueError):
            train.parse_mix(bad)


def test_a_pair_table_trains_on_a_frozen_network_and_ships_in_its_file(tmp_path):
    from ludo_widget.players import pair_training

    net = selfplay.Net.of({k: v for k, v in learned.shipped_net(4).items() if k != "pairs"})
    w1 = net.w1.copy()
    table = np.zeros(pair_table.SIZE)
    games, curve = pair_training.train(net, table, 0, seed=3, check_every=0, games=20, log=lambda _: None)
    assert games == 20 and np.count_nonzero(table) > 100 and np.array_equal(net.w1, w1)
    out = tmp_path / "w.json"
    train.save(net, out, 1, 1.0, "LRRR", table, games)
    loaded = learned.load_weights(out)
    assert np.allclose(loaded["pairs"], table, rtol=1e-6, atol=1e-9)
    assert json.loads(out.read_text())["pairs_games"] == 20
    with pytest.raises(SystemExit):
        train.main(["--players", "2", "--minutes", "0", "--pairs-minutes", "1", "--init", str(out)])


def test_best_is_registered_and_the_learned_player_evaluates_once_per_distinct_move(monkeypatch):
    from ludo_widget.players.base import distinct

    calls = []
    evaluate = learned.position_value
    monkeypatch.setattr(learned, "position_value", lambda *a: calls.append(1) or evaluate(*a))
    bot = get_player("learned", seed=1)
    game = Game("classic", 4, seed=8)
    decided = 0
    for _ in range(60):
        if game.over:
            break
        game.roll()
        if game.awaiting == "move":
            options = len(distinct(game.legal_moves(), game.state))
            calls.clear()
            move = bot.choose(game)  # what that costs in time is measured in benchmarks/learned_strength.py
            assert len(calls) == (options if options > 1 else 0)
            decided += options > 1
            assert move in game.legal_moves()
            game.move(move)
    assert decided >= 3
    assert get_player("best") is not None
