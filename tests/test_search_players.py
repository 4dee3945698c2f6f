"""The search players: rollouts (compiled and Python agree), the Monte-Carlo player, and the ceiling
player that sees the future dice."""

from __future__ import annotations

import pytest

from ludo_widget import Game
from ludo_widget.engine.board import COLOURS
from ludo_widget.engine.errors import LudoError
from ludo_widget.players import HeuristicPlayer, RandomPlayer
from ludo_widget.players.ceiling import CeilingPlayer
from ludo_widget.players.montecarlo import MonteCarloPlayer
from ludo_widget.players.rollouts import Rollouts
from ludo_widget.simulate import game_seed, play_game


def _midgame(seed: int, players: int = 2, rolls: int = 60) -> Game:
    game = Game("classic", players, seed=seed)
    bot = HeuristicPlayer()
    for _ in range(rolls):
        game.roll()
        if game.awaiting == "move":
            game.move(bot.choose(game))
    assert not game.over and game.awaiting == "roll"
    return game


def _deciding(seed: int) -> Game:
    """A mid-game position awaiting a move with at least two distinct outcomes."""
    game = _midgame(seed)
    bot = HeuristicPlayer()
    while len({(m.colour, m.start) for m in game.legal_moves()}) < 2:
        if game.awaiting == "move":
            game.move(bot.choose(game))
        game.roll()
    return game


def _play_out(game: Game, players: dict) -> str:
    """Play ``game`` to the end, each colour by its player; the winner."""
    while not game.over:
        game.roll()
        if game.awaiting == "move":
            game.move(players[game.turn].choose(game))
    return game.winner


@pytest.mark.parametrize("players", [2, 4])
def test_compiled_and_python_rollouts_see_the_same_dice(players):
    game = _midgame(11, players)
    ref = game.referee
    kinds = ("heuristic",) * players
    compiled = Rollouts(ref, kinds).winners(game.state, 12, seed=5)
    python = Rollouts(ref, kinds, compiled=False).winners(game.state, 12, seed=5)
    assert compiled == python
    assert len(set(compiled)) > 1  # different dice per rollout: both sides win some


def test_rollouts_on_the_game_s_own_dice_foretell_the_game():
    game = _midgame(3)
    runs = Rollouts(game.referee, ("heuristic", "heuristic"))
    foretold = runs.winners(game.state, 3, seed=1, dice=game.state.dice)
    assert len(set(foretold)) == 1  # one die, deterministic players: one future
    winner = _play_out(game, {c: HeuristicPlayer() for c in game.players})
    assert foretold[0] == runs.side(COLOURS.index(winner))


def test_rollout_kinds_are_checked():
    ref = Game(players=2).referee
    for kinds in [("heuristic",), ("heuristic", "clever"), "random"]:
        with pytest.raises(LudoError):
            Rollouts(ref, kinds)


def test_ceiling_player_wins_because_it_sees_the_dice():
    """On the same seeded games the heuristic wins about half against itself, the ceiling player
    (the heuristic plus a look at the dice) nearly all."""
    games = 12

    def wins(me):
        rows = [play_game("classic", 2, [me, "heuristic"] if i % 2 == 0 else ["heuristic", me], game_seed(7, i))
                for i in range(games)]
        return sum(row["winner"] == ("red" if i % 2 == 0 else "yellow") for i, row in enumerate(rows))

    seer, fair = wins(CeilingPlayer()), wins(HeuristicPlayer())
    assert seer >= games - 1
    assert seer > fair + 3


def test_ceiling_player_picks_a_move_that_wins_on_the_real_dice():
    for seed in range(20):
        game = _midgame(seed, rolls=80)
        game.roll()
        options = {(m.colour, m.start): m for m in game.legal_moves()}
        if len(options) < 2:
            continue
        wins = {}
        for key, m in options.items():
            trial = game.copy()
            trial.move(m)
            wins[key] = _play_out(trial, {c: HeuristicPlayer() for c in game.players}) == game.turn
        if any(wins.values()) and not all(wins.values()):
            chosen = CeilingPlayer().choose(game)
            assert wins[(chosen.colour, chosen.start)], seed
            return
    pytest.fail("no position where the move decides the game")


def test_ceiling_player_refuses_bad_options():
    for kwargs in [{"opponents": "perfect"}, {"playouts": 0}, {"playouts": True}]:
        with pytest.raises(LudoError):
            CeilingPlayer(**kwargs)


def test_montecarlo_beats_random_players():
    wins = 0
    for i in range(8):
        game = Game("classic", 2, seed=100 + i, log=False, history=False)
        me = game.players[i % 2]
        wins += _play_out(game, {me: MonteCarloPlayer(budget=None, playouts=8, seed=i),
                                 **{c: RandomPlayer(seed=i) for c in game.players if c != me}}) == me
    assert wins >= 7


def test_montecarlo_keeps_its_budget_and_plays_legal_moves(virtual_clock):
    virtual_clock.per_rollout = 0.001  # a compiled rollout: about 0.2-0.5 ms on one idle core
    game = Game("classic", 4, seed=9, log=False, history=False)
    bot, other = MonteCarloPlayer(budget=0.05), RandomPlayer(seed=1)
    longest, searched = 0.0, 0
    for _ in range(400):
        if game.over:
            break
        game.roll()
        if game.awaiting == "move":
            if game.turn == "red":
                began = virtual_clock.now
                move = bot.choose(game)
                longest = max(longest, virtual_clock.now - began)
                searched += bot.last_playouts > 0
            else:
                move = other.choose(game)
            assert move in game.legal_moves()
            game.move(move)
    assert searched >= 3
    # A batch starts only if one like the last fits in what is left, and grows only while it
    # takes under an eighth of that, so with work in proportion to rollouts nothing overruns.
    assert 0.02 < longest <= 0.05 + 1e-9


def test_montecarlo_plays_its_rollouts_in_python_while_the_compiled_ones_load(monkeypatch):
    """Loading numba's code takes about a second: a timed decision must not wait for it."""
    pytest.importorskip("numba")
    from ludo_widget import fastsim

    class Loading:
        alive = True

        def join(self, timeout=None):
            assert timeout is not None and timeout <= 0.0  # a timed decision never waits

        def is_alive(self):
            return self.alive

    loading = Loading()
    monkeypatch.setitem(fastsim._loads, "rollouts", loading)
    game = _deciding(5)
    bot = MonteCarloPlayer(budget=0.05, seed=1)
    assert bot.choose(game) in game.legal_moves()
    assert [key[-1] for key in bot._rollouts] == [False]  # the Python path only
    loading.alive = False
    bot.choose(game)
    assert sorted(key[-1] for key in bot._rollouts) == [False, True]  # the compiled one once loaded


def test_montecarlo_plays_a_single_outcome_at_once():
    game = Game(players=2, seed=1)
    game.roll(6)  # every token in the yard: one distinct move
    bot = MonteCarloPlayer(budget=None, playouts=1000)
    assert bot.choose(game) in game.legal_moves() and bot.last_playouts == 0


def test_montecarlo_is_repeatable_with_a_seed_and_no_clock():
    game = _deciding(5)
    a = [MonteCarloPlayer(budget=None, playouts=32, seed=3).choose(game) for _ in range(2)]
    assert a[0] == a[1]


def test_montecarlo_refuses_bad_options():
    for kwargs in [{"budget": 0}, {"budget": "fast"}, {"playouts": 0}, {"budget": None},
                   {"confidence": -1}, {"confidence": float("nan")}]:
        with pytest.raises(LudoError):
            MonteCarloPlayer(**kwargs)
