"""The learned player: shipped weights load, training moves them, and "best" is registered."""

from __future__ import annotations

import json
import random
import time

import numpy as np
import pytest

from ludo_widget import Game
from ludo_widget.players import LearnedPlayer, get_player, learned, train
from ludo_widget.players.evaluation import Evaluator


def test_shipped_weights_load_and_say_what_they_are():
    weights = learned.load_weights()
    assert len(weights) == len(learned.FEATURES)
    data = json.loads(learned.WEIGHTS_FILE.read_text())
    assert data["trained_games"] > 0
    assert LearnedPlayer().weights == weights


def test_a_broken_weights_file_is_refused(tmp_path):
    bad = tmp_path / "w.json"
    bad.write_text(json.dumps({"features": list(learned.FEATURES), "weights": [1.0]}))
    with pytest.raises(ValueError, match="finite numbers"):
        learned.load_weights(bad)
    bad.write_text(json.dumps({"features": ["x"], "weights": [1.0]}))
    with pytest.raises(ValueError, match="not a weights file"):
        learned.load_weights(bad)
    with pytest.raises(ValueError, match="takes"):
        LearnedPlayer(weights=[1.0, 2.0])


def test_the_value_prefers_a_seat_far_ahead():
    game = Game(players=2, positions={"red": [57, 57, 50, 40], "yellow": [0, 0, 0, 3]})
    ev = Evaluator(game.rules, game.referee.seats)
    w = learned.load_weights()
    red = learned.value(w, learned.features(ev, game.state, 0), learned.prior(ev))
    yellow = learned.value(w, learned.features(ev, game.state, 2), learned.prior(ev))
    assert red > 0.8 > 0.2 > yellow


def test_it_takes_a_capture_and_a_win():
    game = Game(players=2, positions={"red": [10, 0, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
    game.roll(4)
    assert LearnedPlayer().choose(game).to == 14
    game = Game(players=2, positions={"red": [57, 57, 57, 54], "yellow": [30, 0, 0, 0]}, seed=1)
    game.roll(3)
    assert LearnedPlayer().choose(game).to == 57


def test_a_few_training_games_change_the_weights_and_write_them(tmp_path):
    start = train.start_weights()
    weights, curve = train.train(3, seed=3, check_every=0, log=lambda _: None)
    assert weights.shape == start.shape and not np.allclose(weights, start)
    assert curve == []
    out = tmp_path / "w.json"
    train.save(weights, out, 3)
    assert learned.load_weights(out) == pytest.approx(weights.tolist(), abs=1e-6)
    rows, results, _ = train.self_play(weights, 2, 5, 0.0, random.Random(1))
    assert sorted(results.values()) == [0.0, 1.0] and all(rows.values())


def test_best_is_registered_and_plays_legal_moves_in_time():
    bot = get_player("best", seed=1)
    game = Game("classic", 4, seed=8)
    for _ in range(60):
        if game.over:
            break
        game.roll()
        if game.awaiting == "move":
            begun = time.perf_counter()
            move = bot.choose(game)
            assert time.perf_counter() - begun < 1.0  # the budget is 0.2 s; generous under load
            assert move in game.legal_moves()
            game.move(move)
