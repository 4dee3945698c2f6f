"""simulate(): the table, seeds, strategies, and the same results on every executor."""

from __future__ import annotations

import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from functools import partial

import numpy as np
import pytest

from ludo_widget import IllegalAction, LudoError, Rules
from ludo_widget.engine.dice import check_seed
from ludo_widget.players import ExpectimaxPlayer, HeuristicPlayer, RandomPlayer, get_player
from ludo_widget.simulate import Results, game_seed, play_game, simulate, wilson

QUICK_SEARCH = partial(ExpectimaxPlayer, depth=2, budget=None)  # no clock: exactly repeatable


def run(**kw):
    kw.setdefault("progress", False)
    kw.setdefault("workers", 1)
    return simulate(**kw)


def test_rows_have_the_documented_columns():
    res = run(rules="classic", players=4, games=5, seed=2)
    assert isinstance(res, Results) and len(res) == 5
    assert [r["game"] for r in res] == list(range(5))
    row = res[0]
    for key in ("seed", "rules", "first", "finished", "winner", "winner_strategy", "ranking", "rolls", "turns"):
        assert key in row
    for colour in ("red", "green", "yellow", "blue"):
        assert row[f"strategy_{colour}"] == "random"
        assert row[f"place_{colour}"] in (1, 2, 3, 4)
        assert row[f"captures_{colour}"] >= 0
    assert row["finished"] and row["place_" + row["winner"]] == 1
    assert sorted(row["ranking"]) == sorted(("red", "green", "yellow", "blue"))
    assert row["seed"] == game_seed(2, 0)


def test_same_seed_same_table_other_seed_other_table():
    a = run(rules="online", players=3, games=6, seed=5, strategies="heuristic")
    assert a == run(rules="online", players=3, games=6, seed=5, strategies="heuristic")
    assert a != run(rules="online", players=3, games=6, seed=6, strategies="heuristic")
    # A game's row does not depend on how many games the run has.
    assert run(rules="online", players=3, games=3, seed=5, strategies="heuristic").rows == a.rows[:3]


def test_executors_give_the_serial_table():
    kw = dict(rules="paperfox", players=3, games=6, seed=9,
              strategies=[partial(ExpectimaxPlayer, depth=1, budget=None), "heuristic", RandomPlayer], rotate=True)
    serial = run(**kw)
    with ThreadPoolExecutor(2) as pool:
        assert run(executor=pool, chunksize=5, **kw) == serial
    with ProcessPoolExecutor(2) as pool:
        assert run(executor=pool, chunksize=3, **kw) == serial
    assert run(**{**kw, "workers": 2}) == serial


class CountingPool(ThreadPoolExecutor):
    """A thread pool that notes, at each submit, how many tasks are submitted and not yet done,
    and the most at once. It asks each future whether it is done rather than counting done
    callbacks: ``wait`` wakes as soon as a future is done, before its callbacks have run, so a
    callback count can lag one task behind."""

    def __init__(self) -> None:
        super().__init__(2)
        self.futures: list = []
        self.most = 0

    def submit(self, fn, /, *args, **kwargs):
        open_now = 1 + sum(not f.done() for f in self.futures)
        self.most = max(self.most, open_now)
        future = super().submit(fn, *args, **kwargs)
        self.futures.append(future)
        return future


def test_a_long_run_keeps_a_few_chunks_in_flight_not_one_a_chunk():
    """200 chunks of one game: at most IN_FLIGHT a worker are submitted and not done, and the
    table is the serial one (before, every chunk's future was made at once)."""
    kw = dict(rules="classic", players=2, games=200, seed=4, engine="python")
    with CountingPool() as pool:
        res = run(executor=pool, chunksize=1, **kw)
    assert res == run(**kw)
    assert 2 <= pool.most <= 8  # IN_FLIGHT (4) for each of two workers: not the 200 chunks at once


def test_more_games_than_a_run_can_hold_are_refused_before_anything_is_played():
    with pytest.raises(LudoError, match="games must be at most 100,000,000"):
        run(games=10**30)


def test_strategies_as_a_name_a_list_a_dict_a_class_or_an_object():
    by_dict = run(rules="classic", players=2, games=2, seed=1, strategies={"red": "heuristic"})
    assert by_dict[0]["strategy_red"] == "heuristic" and by_dict[0]["strategy_yellow"] == "random"
    by_list = run(rules="classic", players=2, games=2, seed=1, strategies=["heuristic", "random"])
    assert by_list == by_dict
    by_class = run(rules="classic", players=2, games=2, seed=1, strategies=[HeuristicPlayer, RandomPlayer])
    assert by_class == by_dict
    one = run(rules="classic", players=2, games=2, seed=1, strategies=HeuristicPlayer())
    assert one[0]["strategy_red"] == one[0]["strategy_yellow"] == "heuristic"
    assert run(rules="classic", players=2, games=1, seed=1, strategies=QUICK_SEARCH)[0]["strategy_red"] == "expectimax"


def test_bad_strategies_are_refused():
    with pytest.raises(ValueError, match="unknown player"):
        run(rules="classic", players=2, games=1, strategies="grandmaster")
    with pytest.raises(ValueError, match="2 strategies"):
        run(rules="classic", players=2, games=1, strategies=["random"] * 3)
    with pytest.raises(ValueError, match="not playing"):
        run(rules="classic", players=2, games=1, strategies={"green": "random"})

    class Cheat:
        name = "cheat"

        def choose(self, game):
            return game.legal_moves()[0]._replace(to=99)

    with pytest.raises(IllegalAction, match="cheat chose"):
        run(rules="classic", players=2, games=1, strategies=Cheat())


def test_a_custom_player_in_a_few_lines():
    class FrontRunner:
        name = "front-runner"

        def choose(self, game):
            return max(game.legal_moves(), key=lambda m: m.start)

    res = run(rules="classic", players=2, games=3, seed=4, strategies=[FrontRunner(), "random"])
    assert all(r["finished"] for r in res) and res[0]["strategy_red"] == "front-runner"


def test_rotation_seats_every_strategy_everywhere():
    res = run(rules="classic", players=4, games=8, seed=3, strategies=["heuristic", "random", "random", "random"],
              rotate=True)
    seats = [next(c for c in res.players if r[f"strategy_{c}"] == "heuristic") for r in res]
    assert seats == ["red", "green", "yellow", "blue"] * 2


def test_every_edition_and_team_play():
    for rules, players in [("strict", 2), ("dashain", 3), (Rules.preset("online", teams=True), 4),
                           (Rules.preset("paperfox", tokens=2), 2), (Rules.preset("online", power=True), 4)]:
        res = run(rules=rules, players=players, games=2, seed=1, strategies="heuristic")
        assert all(r["finished"] and r["winner"] for r in res)
    teams = run(rules=Rules.preset("dashain", teams=True), players=4, games=3, seed=2)
    assert all(r["winner"] in ("red+yellow", "green+blue") for r in teams)
    rates = teams.win_rates(by="colour")
    assert rates["red"]["wins"] == rates["yellow"]["wins"]


def test_unfinished_games_stop_at_max_rolls():
    res = run(rules="classic", players=4, games=2, seed=1, max_rolls=20)
    assert [r["finished"] for r in res] == [False, False]
    assert all(r["winner"] is None and r["rolls"] == 20 for r in res)


def test_win_rates_summary_and_wilson():
    res = run(rules="classic", players=4, games=20, seed=1, strategies=["heuristic", "random", "random", "random"],
              rotate=True)
    rates = res.win_rates()
    assert rates["heuristic"]["seats"] == 20 and rates["random"]["seats"] == 60
    assert rates["heuristic"]["wins"] + rates["random"]["wins"] == 20
    for r in rates.values():
        assert r["low"] <= r["rate"] <= r["high"]
    assert "heuristic" in res.summary() and "95% CI" in res.summary()
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(1 - hi) and 0.40 < lo < 0.41
    assert res.mean("rolls") > 50 and len(res.column("winner")) == 20


def test_print_and_a_notebook_show_the_summary():
    res = run(rules="classic", players=4, games=20, seed=1, strategies=["heuristic", "random", "random", "random"])
    assert str(res) == res.summary() and repr(res) == "<Results: 20 games of classic>"
    rates = res.win_rates()
    shown = res._repr_html_()
    assert shown.startswith("<p>20 games of classic (red, green, yellow, blue), seed 1; mean length: ")
    for key, w in rates.items():
        assert (f"<th scope='row'>{key}</th><td>{w['wins']}</td><td>{w['seats']}</td><td>{w['rate']:.1%}</td>"
                f"<td>{w['low']:.1%} – {w['high']:.1%}</td>") in shown


@pytest.mark.parametrize("ask", [
    lambda r: r.column("nope"), lambda r: r.column(["rolls"]), lambda r: r.mean("winner"), lambda r: r.mean({}),
    lambda r: r.win_rates(by="seat"), lambda r: r.win_rates(by=[]), lambda r: r.win_rates(z=0),
    lambda r: r.win_rates(z="1.96"), lambda r: r.win_rates(z=float("nan")),
])
def test_results_refuse_what_they_do_not_hold_with_a_short_ludo_error(ask):
    """An unknown column was a KeyError, a list as a name a TypeError, a bad ``by`` a plain ValueError."""
    from ludo_widget import LudoError

    res = run(rules="classic", players=2, games=3, seed=1)
    with pytest.raises(LudoError) as refused:
        ask(res)
    assert len(str(refused.value)) <= 200
    assert res.mean("finished") == 1.0 and res.mean("rolls") > 0   # a bool column gives a fraction


def test_to_pandas():
    pd = pytest.importorskip("pandas")
    res = run(rules="classic", players=2, games=3, seed=1)
    df = res.to_pandas()
    assert isinstance(df, pd.DataFrame) and len(df) == 3 and list(df.columns) == list(res.rows[0])
    assert df.to_dict("records") == res.rows


def test_the_table_gives_each_game_as_a_dict_however_it_is_read():
    """The results keep a tuple a game; rows, indexing, iteration and columns read the same games."""
    res = run(rules="classic", players=4, games=6, seed=3)
    fresh = run(rules="classic", players=4, games=6, seed=3)
    assert [fresh[i] for i in range(6)] == list(fresh) == fresh[:] == res.rows  # before and after rows were made
    assert fresh[1:5:2] == res[1:5:2] == res.rows[1:5:2] and fresh[-1] == res.rows[-1]
    assert res[2] is res.rows[2] and res.column("rolls") == [row["rolls"] for row in res.rows]
    same = dict(rules=res.rules, players=res.players, strategies=res.strategies, seed=3, rotate=False)
    assert Results(res.rows, **same) == res
    assert Results([dict(reversed(row.items())) for row in res.rows], **same) == res  # rows are dicts: order aside
    assert Results(res.rows[:5], **same) != res


@pytest.mark.parametrize("rows", [[{"game": 0, "winner": "red"}, {"game": 1}],
                                  [{"game": 0}, {"game": 1, "winner": "red"}], [{"game": 0}, "not a row"]])
def test_rows_of_other_columns_make_no_table(rows):
    with pytest.raises(LudoError, match="every row of a table has the columns|a row of a table is a dict"):
        Results(rows, rules=Rules.preset("classic"), players=("red",), strategies=["random"], seed=0, rotate=False)


def test_play_game_alone_and_a_progress_bar(capsys):
    row = play_game("classic", 2, ["heuristic", "random"], seed=7)
    assert row["finished"] and row["seed"] == 7
    res = simulate("classic", 2, games=2, seed=1, workers=1, progress=True)
    assert len(res) == 2


def test_the_summary_names_the_rules_options_and_an_empty_run_says_so():
    res = run(rules="online[power=yes]", players=2, games=4, seed=1)
    assert str(res).startswith("4 games of online[power=yes] (red, yellow), seed 1\n")
    assert repr(res) == "<Results: 4 games of online[power=yes]>"
    empty = run(rules="paperfox[tokens=2]", players=2, games=0, engine="python")
    assert str(empty) == ("0 games of paperfox[tokens=2] (red, yellow), seed 0\nmean length: no games\n"
                         "played on the Python engine (engine='python' was asked for)")


def test_a_strategy_factory_that_makes_no_player_is_refused():
    for strategy, why in ((lambda seed: 5, "a player is a registered name or has a choose"),
                          (int, "strategy int is called as strategy\\(seed=...\\) to make a player"),
                          (lambda game: game.legal_moves()[0], "give a player with choose\\(game\\), or a class")):
        with pytest.raises(LudoError, match=why):
            run(rules="classic", players=2, games=2, strategies=strategy, workers=1)


def test_wilson_takes_counts_and_a_positive_z():
    import numpy as np

    assert wilson(np.int64(3), np.int64(10)) == wilson(3, 10)   # the coach's counts may be numpy's
    for args in ((-1, 2), ("a", 2), (3, 2), (True, 2), (1, 2, float("nan")), (1, 2, 0), (1, 2, True)):
        with pytest.raises(LudoError):
            wilson(*args)


def test_a_table_made_by_hand_is_checked():
    made = dict(players=("red", "yellow"), strategies=["random"], seed=0, rotate=False)
    for rows, rules, why in ((None, Rules.preset("classic"), "the rows of a table are dicts"),
                             ([1, 2], Rules.preset("classic"), "a row of a table is a dict"),
                             ("ab", Rules.preset("classic"), "the rows of a table are dicts"),
                             ([], None, "rules must be a Rules value")):
        with pytest.raises(LudoError, match=why):
            Results(rows, rules=rules, **made)
    assert len(Results([{"winner": "red"}], rules=Rules.preset("classic"), **made)) == 1


class LockedPlayer(RandomPlayer):
    """A player holding a lock: it cannot be pickled for a worker process."""

    def __init__(self, seed=None):
        super().__init__(seed)
        self.lock = threading.Lock()


@pytest.mark.timeout(60)
@pytest.mark.parametrize("strategy", [LockedPlayer(), lambda seed=None: RandomPlayer(seed)], ids=["lock", "lambda"])
def test_a_strategy_that_cannot_be_pickled_is_refused_before_a_pool_starts(strategy):
    # It hung in the pool's shutdown before.
    with pytest.raises(LudoError, match="cannot be sent to worker processes.*use workers=1"):
        simulate("classic", 2, games=400, strategies=[strategy, "random"], workers=2, progress=False)


@pytest.mark.timeout(60)
def test_workers_none_plays_here_what_cannot_be_pickled():
    class Local(RandomPlayer):  # defined in a function: no worker can import it
        pass

    res = simulate("classic", 2, games=64, seed=3, strategies=[Local, "random"], progress=False, engine="python")
    assert "played in this process: strategy random#2 cannot be sent to worker processes" in res.engine_note
    assert res == simulate("classic", 2, games=64, seed=3, strategies=[Local, "random"], progress=False, workers=1)


def test_different_strategies_with_one_name_get_rows_of_their_own():
    reckless = HeuristicPlayer(capture=-50, risk=20, enter=-5)
    res = run(rules="classic", players=2, games=20, seed=1, rotate=True, strategies=[reckless, "heuristic"])
    rates = res.win_rates()
    assert sorted(rates) == ["heuristic", "heuristic#2"]  # one row "heuristic", 20/40 seats, before
    assert res.strategies == ["heuristic#2", "heuristic"] and rates["heuristic#2"]["seats"] == 20
    assert sorted(run(players=2, games=2, strategies=[QUICK_SEARCH, "expectimax"]).win_rates()) == [
        "expectimax", "expectimax#2"]


def test_the_same_strategy_in_several_seats_shares_one_row():
    bot = RandomPlayer(seed=1)
    assert list(run(players=3, games=4, strategies=["random"] * 3).win_rates()) == ["random"]
    assert list(run(players=3, games=4, strategies=[bot, bot, bot]).win_rates()) == ["random"]
    assert run(players=3, games=4, strategies=[bot, "random", bot]).strategies == ["random#2", "random", "random#2"]


class Cheat:
    """Plays its move itself, then returns it (so it would be played twice)."""

    name = "cheat"

    def choose(self, game):
        move = game.legal_moves()[0]
        game.move(move)
        return move


def test_a_strategy_that_changes_the_game_is_refused():
    # Before, the move was played twice, and the cheat won 18 games of 20.
    with pytest.raises(IllegalAction, match="strategy cheat changed the game: choose must return a move"):
        run(players=2, games=20, seed=1, strategies=[Cheat(), "random"])


class TokenIndexPlayer:
    """Answers with a numpy token index."""

    name = "numpy-index"

    def choose(self, game):
        return np.int64(game.legal_moves()[0].token)


def test_numpy_whole_numbers_are_whole_numbers():
    # Before: "games must be a whole number >= 0, not np.int64(5)".
    res = simulate("classic", np.int64(2), games=np.int64(5), seed=np.int64(1), workers=np.int64(1),
                   max_rolls=np.int32(10_000), chunksize=np.int64(2), rotate=np.bool_(True), progress=False)
    assert res == run(players=2, games=5, seed=1, max_rolls=10_000, rotate=True)
    assert all(type(v) is int for v in (res.seed, res[0]["rolls"]))
    assert len(run(players=2, games=3, strategies=[TokenIndexPlayer(), "random"])) == 3
    assert get_player("random", seed=np.int64(4)).seed == 4
    assert check_seed(np.uint64(7)) == 7
    for bad in (np.float64(5), True, "5"):
        with pytest.raises(LudoError, match="games must be a whole number"):
            run(games=bad)


class Broken:
    """A player whose own code fails on its first move."""

    name = "broken"

    def choose(self, game):
        return 1 / 0


@pytest.mark.timeout(120)
@pytest.mark.parametrize("workers", [1, 2])
def test_a_players_own_error_says_which_game(workers):
    with pytest.raises(ZeroDivisionError) as failed:
        simulate("classic", 2, games=4, seed=3, strategies=["random", Broken()], workers=workers, progress=False)
    notes = [f"in the game seeded {game_seed(3, i)}, yellow (broken) to play" for i in range(4)]
    assert set(getattr(failed.value, "__notes__", [])) & set(notes[:1] if workers == 1 else notes)  # a pool: any


def test_the_summary_says_how_many_games_did_not_finish_and_which_engine_played():
    res = run(players=2, games=6, seed=1, max_rolls=60, engine="python")
    stopped = res.column("finished").count(False)
    assert stopped and f"; {stopped} did not finish (max_rolls reached)" in res.summary()
    assert "played on the Python engine (engine='python' was asked for)" in res.summary()
    assert "did not finish" not in run(players=2, games=2, seed=1).summary()


def test_a_numpy_array_of_names_a_named_row_and_a_column_of_no_games():
    import numpy as np

    res = run(rules="classic", players=4, games=4, strategies=np.array(["random"] * 4), workers=1)
    assert list(res.win_rates()) == ["random"]          # an array of names, not one odd player
    with pytest.raises(LudoError, match=r"results.column\('winner'\) gives a column"):
        res["winner"]
    empty = run(rules="classic", players=2, games=0)
    assert empty.column("winner") == []
    with pytest.raises(LudoError, match="no column 'nope'"):
        empty.column("nope")                             # refused as for a run with games
