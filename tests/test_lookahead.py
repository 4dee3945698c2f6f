"""The lookahead player: legal moves, the budget (on a counted clock), and the compiled search
choosing what the Python search chooses."""

from __future__ import annotations

import pytest

from ludo_widget import Game, Rules
from ludo_widget.players import HeuristicPlayer, LearnedPlayer, LookaheadPlayer, get_player
from ludo_widget.players.lookahead import compiled_supported


class CountedClock:
    """A clock that moves ``step`` seconds each time it is read, and counts the reads."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def sample_positions(count: int = 12) -> list[Game]:
    """Positions awaiting a move with two or more distinct choices, from heuristic games of 2, 3, 4."""
    found: list[Game] = []
    bot = get_player("heuristic")
    g = 0
    while len(found) < count:
        game = Game("classic", 2 + g % 3, seed=40 + g, log=False, history=False)
        g += 1
        while not game.over and len(found) < count * g / 3:
            game.roll()
            if game.awaiting == "move":
                if len({m.start for m in game.legal_moves()}) > 1 and game.state.rolls % 5 == 0:
                    found.append(game.copy())
                game.move(bot.choose(game))
    return found


def watched_positions(count: int) -> list[Game]:
    """Positions awaiting a move with two or more distinct choices, late in games of 3 and 4 random
    players that keep their history: positions where the seats' trusts are between 0 and 1."""
    found: list[Game] = []
    bot = get_player("random", seed=3)
    g = 0
    while len(found) < count:
        game = Game("classic", 4 - g % 2, seed=70 + g, log=False)
        g += 1
        while not game.over and len(found) < 4 * g:
            game.roll()
            if game.awaiting == "move":
                if len({m.start for m in game.legal_moves()}) > 1 and game.state.rolls % 7 == 0 \
                        and game.state.rolls > 60:
                    found.append(game.copy())
                game.move(bot.choose(game))
    return found[:count]


def test_it_takes_a_capture_and_a_win():
    bot = LookaheadPlayer(depth=2, budget=None, compiled=False)
    game = Game(players=2, positions={"red": [10, 3, 0, 0], "yellow": [14, 0, 0, 0]}, seed=1)
    game.roll(4)
    assert bot.choose(game).to == 14 and bot.last_depth == 2 and bot.last_path == "python"
    game = Game(players=2, positions={"red": [57, 57, 50, 54], "yellow": [30, 0, 0, 0]}, seed=1)
    game.roll(3)
    assert bot.choose(game).to == 57


@pytest.mark.parametrize("edition", ["strict", "online", "paperfox", "dashain"])
def test_legal_moves_in_every_edition_with_the_python_search(edition):
    bot = LookaheadPlayer(depth=1, budget=None, compiled=False)
    game = Game(Rules.preset(edition, teams=edition == "dashain"), 4, seed=3)
    chosen = 0
    while not game.over and chosen < 15:
        game.roll()
        if game.awaiting == "move":
            move = bot.choose(game)
            assert move in game.legal_moves()
            game.move(move)
            chosen += 1


def test_depth_zero_is_the_learned_player():
    bot, learned = LookaheadPlayer(depth=0), LearnedPlayer()
    for game in sample_positions(6):
        assert bot.choose(game) == learned.choose(game)


def test_the_budget_stops_the_search_on_a_counted_clock():
    game = sample_positions(1)[0]
    # Each read of the clock "takes" 0.15 s: the 0.2 s budget is gone after the first chance node.
    clock = CountedClock(0.15)
    bot = LookaheadPlayer(depth=3, budget=0.2, compiled=False, clock=clock)
    move = bot.choose(game)
    assert move in game.legal_moves()
    assert bot.last_depth == 0 and clock.reads <= 3  # the start, one node past the deadline
    # A clock that never moves: the search goes as deep as asked.
    still = LookaheadPlayer(depth=2, budget=0.2, compiled=False, clock=CountedClock(0.0))
    still.choose(game)
    assert still.last_depth == 2


def test_the_compiled_search_deepens_only_while_the_budget_allows():
    pytest.importorskip("numba")
    game = sample_positions(1)[0]
    slow = LookaheadPlayer(depth=3, budget=0.2, compiled=True, clock=CountedClock(0.1))
    assert slow.choose(game) in game.legal_moves()
    assert slow.last_path == "compiled" and slow.last_depth == 1  # depth 2 would need 25 times depth 1
    quick = LookaheadPlayer(depth=2, budget=0.2, compiled=True, clock=CountedClock(0.0))
    quick.choose(game)
    assert quick.last_depth == 2


def test_a_compiled_search_over_its_limit_of_leaves_gives_up():
    pytest.importorskip("numba")
    from ludo_widget.players import lookahead_fast as fast
    from ludo_widget.players.learned import shipped_net

    for game in sample_positions(4):
        ref, st = game.referee, game.state
        net = shipped_net(ref)
        k, read = fast.choose_on(ref, st, net, 3, fast.HEUR)
        assert k >= 0 and read > 0
        assert fast.choose_on(ref, st, net, 3, fast.HEUR, limit=read) == (k, read)  # just enough
        assert fast.choose_on(ref, st, net, 3, fast.HEUR, limit=read - 1)[0] == -1


def test_the_compiled_search_drops_a_depth_that_runs_past_the_budget(monkeypatch):
    pytest.importorskip("numba")
    from ludo_widget.players import lookahead_fast as fast

    game = sample_positions(1)[0]
    found = []
    real = fast.choose_on
    monkeypatch.setattr(fast, "choose_on", lambda *args, **kw: found.append(real(*args, **kw)) or found[-1])
    # Depth 1 "takes" 0.03 s and 0.12 s are left: depth 2 may read four times depth 1's leaves, too few.
    bot = LookaheadPlayer(depth=3, budget=0.2, compiled=True, clock=CountedClock(0.03))
    assert bot.choose(game) in game.legal_moves()
    assert bot.last_path == "compiled" and bot.last_depth == 1
    assert [k < 0 for k, _ in found] == [False, True]
    whole = real(game.referee, game.state, bot.net, 2, fast.HEUR)[1]
    assert found[1][1] < whole  # it stopped reading soon after its limit


def test_refining_keeps_the_budget():
    """The close moves' deeper search is one more step of the deepening: dropped when it cannot fit."""
    pytest.importorskip("numba")
    game = watched_positions(1)[0]
    # Depth 1 "takes" 0.03 s: a roll deeper, even on the close moves only, does not fit (as above).
    slow = LookaheadPlayer(depth=1, budget=0.2, compiled=True, clock=CountedClock(0.03), refine=1.0)
    assert slow.choose(game) == LookaheadPlayer(depth=1, budget=None, compiled=True).choose(game)
    assert slow.last_depth == 1 and not slow.last_refined
    quick = LookaheadPlayer(depth=1, budget=0.2, compiled=True, clock=CountedClock(0.0), refine=1.0)
    assert quick.choose(game) == LookaheadPlayer(depth=2, budget=None, compiled=True).choose(game)
    assert quick.last_depth == 1 and quick.last_refined
    # The Python search: the clock runs out just after depth 1 is done, so the refining is dropped.
    counted = CountedClock(0.0)
    LookaheadPlayer(depth=1, budget=0.2, compiled=False, clock=counted).choose(game)
    late = CountedClock(0.0)
    python = LookaheadPlayer(depth=1, budget=0.2, compiled=False, refine=1.0,
                             clock=lambda: late() if late.reads < counted.reads else 1e9)
    assert python.choose(game) == LookaheadPlayer(depth=1, budget=None, compiled=False).choose(game)
    assert python.last_depth == 1 and not python.last_refined
    python = LookaheadPlayer(depth=1, budget=0.2, compiled=False, refine=1.0, clock=CountedClock(0.0))
    python.choose(game)
    assert python.last_depth == 1 and python.last_refined


@pytest.mark.parametrize("replies, depths, count, extend, refine", [("heuristic", (1, 2, 3), 6, 0, 0.0),
                                                                    ("learned", (1, 2), 10, 0, 0.0),
                                                                    ("observed", (1, 2), 12, 0, 0.0),
                                                                    ("observed", (1, 2), 8, 1, 0.0),
                                                                    ("heuristic", (1,), 8, 2, 0.0),
                                                                    ("heuristic", (1, 2), 8, 0, 0.02),
                                                                    ("observed", (1,), 8, 0, 0.02)])
def test_the_compiled_and_python_searches_choose_the_same_moves(replies, depths, count, extend, refine):
    pytest.importorskip("numba")
    positions = watched_positions(count) if replies == "observed" else sample_positions(count)
    refined = 0
    for depth in depths:
        python = LookaheadPlayer(depth=depth, budget=None, compiled=False, replies=replies, extend=extend,
                                 refine=refine)
        compiled = LookaheadPlayer(depth=depth, budget=None, compiled=True, replies=replies, extend=extend,
                                   refine=refine)
        for game in positions:
            assert compiled_supported(game.rules, game.state)
            assert compiled.choose(game) == python.choose(game), game.notation()
            assert compiled.last_path == "compiled" and compiled.last_depth == depth
            assert compiled.trusts == python.trusts
            assert compiled.last_refined == python.last_refined
            refined += python.last_refined
    assert (refined > 0) == (refine > 0)  # some positions had close moves to search deeper
    if replies == "observed":  # the positions mix the two models: no seat seen is trusted fully or not at all
        assert any(0.0 < t < 1.0 for game in positions for t in python._watcher.trusts(game))


def test_refining_every_move_is_searching_a_roll_deeper():
    """With ``refine=1`` every move is close (chances lie in 0..1): the choice is the next depth's."""
    pytest.importorskip("numba")
    differ = 0
    for game in watched_positions(12):
        for depth in (1, 2):
            refined = LookaheadPlayer(depth=depth, budget=None, compiled=True, refine=1.0)
            deeper = LookaheadPlayer(depth=depth + 1, budget=None, compiled=True)
            move = refined.choose(game)
            assert move == deeper.choose(game) and refined.last_refined and refined.last_depth == depth
            differ += move != LookaheadPlayer(depth=depth, budget=None, compiled=True).choose(game)
    assert differ  # a roll deeper changed some choices, so the test tells the depths apart


def test_the_other_seats_reply_as_the_reply_model_says(monkeypatch):
    """The Python search asks the heuristic for the other seats' replies only when told to."""
    games = sample_positions(6)
    calls = []
    real = HeuristicPlayer.choose_on
    monkeypatch.setattr(HeuristicPlayer, "choose_on", lambda self, *args: calls.append(1) or real(self, *args))
    for game in games:
        LookaheadPlayer(depth=1, budget=None, compiled=False, replies="learned").choose(game)
    assert not calls
    for game in games:
        LookaheadPlayer(depth=1, budget=None, compiled=False, replies="heuristic").choose(game)
    assert calls


def test_observed_replies_are_the_heuristics_against_the_heuristic():
    """A seat that has always played the heuristic's move is trusted fully: the search is then the
    heuristic-reply search, move for move (compiled games against the heuristic tell no difference)."""
    pytest.importorskip("numba")
    from ludo_widget.players import lookahead_fast as fast
    from ludo_widget.players.learned import shipped_net
    from ludo_widget.players.selfplay import HEURISTIC, RANDOM, Net, Table

    net = Net.of(shipped_net(2))
    heuristic = fast.match(Table.of(2), (fast.SEARCH, HEURISTIC), net, 20, 4, fast.params(1, fast.HEUR))
    assert fast.match(Table.of(2), (fast.SEARCH, HEURISTIC), net, 20, 4, fast.params(1, fast.OBS)) == heuristic
    # against random players the watching search is another player: it plays other moves
    against = [fast.match(Table.of(2), (fast.SEARCH, RANDOM), net, 20, 4, fast.params(1, m))
               for m in (fast.HEUR, fast.OBS)]
    assert against[0][1] != against[1][1] or against[0][0] != against[1][0]


def test_the_compiled_games_play_the_learned_player_at_depth_zero():
    pytest.importorskip("numba")
    from ludo_widget.players import lookahead_fast as fast
    from ludo_widget.players.learned import shipped_net
    from ludo_widget.players.selfplay import HEURISTIC, LEARNED, RANDOM, Net, Table, match

    for players, others in ((2, (HEURISTIC,)), (4, (RANDOM, RANDOM, RANDOM))):
        net = Net.of(shipped_net(players))
        wins, decisions = fast.match(Table.of(players), (fast.SEARCH, *others), net, 40, 3, fast.params(depth=0))
        assert wins == match(Table.of(players), (LEARNED, *others), net, 40, 3) and decisions > 40
        head = fast.match(Table.of(players), (fast.SEARCH, *others), net, 25, 3, fast.params(depth=0))
        tail = fast.match(Table.of(players), (fast.SEARCH, *others), net, 15, 3, fast.params(depth=0), first=25)
        assert (head[0] + tail[0], head[1] + tail[1]) == (wins, decisions)  # a run split in two adds up


def test_bad_settings_are_refused():
    for bad in ({"depth": 5}, {"depth": -1}, {"depth": True}, {"budget": 0}, {"budget": "1"}, {"compiled": "yes"},
                {"replies": "random"}, {"replies": None}, {"extend": True}, {"extend": 3}, {"extend": -1}, {"extend": "1"},
                {"refine": -0.1}, {"refine": 1.5}, {"refine": "0.1"}, {"refine": True}, {"refine": float("nan")}):
        with pytest.raises(ValueError):
            LookaheadPlayer(**bad)
    assert repr(get_player("lookahead")) == ("LookaheadPlayer(depth=3, budget=0.2, replies='observed', extend=0, "
                                             "refine=0.0)")


def test_every_variant_of_the_compiled_search_plays_whole_games():
    """The benchmark's variants (reply models, pruning, rollouts) finish games and beat random players."""
    pytest.importorskip("numba")
    from ludo_widget.players import lookahead_fast as fast
    from ludo_widget.players.learned import shipped_net
    from ludo_widget.players.selfplay import RANDOM, Net, Table

    net = Net.of(shipped_net(2))
    variants = [fast.params(1, model) for model in fast.MODELS.values()] + [
        fast.params(2, fast.SELF, prune=1), fast.params(1, fast.OBS, refine=0.01), fast.params(0, fast.AVG, rollouts=4, horizon=3),
        fast.params(0, fast.HEUR, rollouts=4, horizon=0)]
    for prm in variants:
        wins, decisions = fast.match(Table.of(2), (fast.SEARCH, RANDOM), net, 12, 5, prm)
        assert wins >= 8 and decisions > 12, prm
    for bad in ({"depth": fast.MAX_DEPTH + 1}, {"refine": 1.5}, {"refine": -0.01}):
        with pytest.raises(ValueError):
            fast.params(**bad)
