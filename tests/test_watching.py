"""Watching the other seats: each seat's trust (how far the heuristic predicts its moves) from a
game's history, kept step by step."""

from __future__ import annotations

from ludo_widget import Game
from ludo_widget.engine.board import COLOURS
from ludo_widget.players import get_player
from ludo_widget.players.watching import Watcher, trust


def played(seed: int, kinds: dict[str, str], rolls: int, history: bool = True) -> Game:
    """A 4-player game of ``rolls`` rolls, each colour playing the player ``kinds`` names."""
    game = Game(players=4, seed=seed, log=False, history=history)
    bots = {c: get_player(k, seed=seed) for c, k in kinds.items()}
    while not game.over and game.state.rolls < rolls:
        game.roll()
        if game.awaiting == "move":
            game.move(bots[game.turn].choose(game))
    return game


KINDS = {"red": "heuristic", "green": "random", "yellow": "heuristic", "blue": "random"}


def test_the_heuristic_is_trusted_and_a_random_player_is_not():
    for seed in (1, 2, 3):
        trusts = dict(zip(COLOURS, Watcher().trusts(played(seed, KINDS, 400))))
        assert trusts["red"] == trusts["yellow"] == 1.0
        assert trusts["green"] < 0.5 and trusts["blue"] < 0.5, trusts


def test_step_by_step_is_the_same_as_all_at_once():
    game = played(4, KINDS, 300)
    watcher = Watcher()
    steps = []
    for n in range(0, game.steps + 1, 37):
        part = game.copy()
        part.goto(n)
        steps.append((watcher.trusts(part), Watcher().trusts(part)))
    assert all(a == b for a, b in steps) and steps[-1][0] != (1.0,) * 4
    # after undo and another line of play, the counts follow the new line, not the old one
    branch = game.copy()
    branch.goto(game.steps - 60)
    watcher.trusts(branch)
    bot = get_player("heuristic")
    while branch.state.rolls < game.state.rolls + 40 and not branch.over:
        branch.roll()
        if branch.awaiting == "move":
            branch.move(bot.choose(branch))
    assert watcher.trusts(branch) == Watcher().trusts(branch)
    assert watcher.trusts(game) == Watcher().trusts(game)


def test_a_game_without_history_is_not_watched():
    assert Watcher().trusts(played(5, KINDS, 300, history=False)) == (1.0,) * 4


def test_the_estimate():
    assert trust(0, 0, 0.0) == 1.0                       # not yet seen
    assert trust(30, 30, 12.0) == 1.0                    # always the heuristic's move
    assert trust(30, 12, 12.0) < 0.1                     # as often as chance: a random player
    assert trust(30, 0, 12.0) == 0.0                     # never: clipped at 0
    assert 0.4 < trust(30, 21, 12.0) < 0.6               # half the time beyond chance


def test_the_history_from_a_step_is_the_tail_of_the_whole():
    game = played(6, KINDS, 200)
    whole = [(st.to_dict(), n, step) for st, n, step in game._past()]
    for start in (0, 1, 17, 64, len(whole) - 1, len(whole)):
        assert [(st.to_dict(), n, step) for st, n, step in game._past(start)] == whole[start:]


def test_simulate_shows_a_watching_player_every_move():
    """simulate's games keep no history: it tells the player each move instead."""
    from ludo_widget.players import LookaheadPlayer
    from ludo_widget.simulate import simulate

    bot = LookaheadPlayer(depth=1, budget=None, compiled=False)
    simulate("classic", 4, games=1, seed=2, strategies=[bot, "random", "heuristic", "random"], engine="python",
             workers=1, progress=False)
    assert bot.trusts[2] == 1.0 and bot.trusts[1] < 0.5 and bot.trusts[3] < 1.0, bot.trusts
    heuristic = LookaheadPlayer(depth=1, budget=None, compiled=False, replies="heuristic")
    simulate("classic", 4, games=1, seed=2, strategies=[heuristic, "random", "heuristic", "random"],
             engine="python", workers=1, progress=False)
    assert heuristic.trusts == (1.0,) * 4  # only the observed replies watch
