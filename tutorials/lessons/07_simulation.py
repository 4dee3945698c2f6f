"""Lesson 07_simulation: its cells, in order (``md`` marks Markdown; see make_tutorials.py).

Game counts on the Python engine are small, and the big runs use the compiled one, so the
notebook runs in about a minute; raise them for sharper answers.
"""

CELLS = [
    md("""
    # Simulation: what the rules do to a game, and how strong the computer is

    Questions about Ludo's rules have answers you can measure. How long does a game last?
    Does rolling first help? What does the Nepali "out on 1 or 6" rule change? How much better
    than luck is a computer player?

    `simulate()` plays many games between computer players and returns a table, one row per
    game. Every game is seeded, so the same call always gives the same table.
    """),
    """
    from ludo_widget import Rules
    from ludo_widget.simulate import simulate

    results = simulate("classic", players=4, games=200, seed=1, progress=False)
    print(results.summary())
    """,
    md("""
    Each row says who played each colour, who rolled first, who won, the places, the number
    of rolls and turns, and the captures each colour made:
    """),
    """
    results.rows[0]
    """,
    md("""
    With pandas installed, `results.to_pandas()` gives a DataFrame. Without it, `results.rows`
    is a list of plain dictionaries and `results.mean("rolls")` and `results.win_rates()`
    cover the usual questions. Plots below use matplotlib when it is installed.
    """),
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError:  # the tables below still say everything
        plt = None
    """,
    md("""
    ## How long does a game last?

    A hundred games of each edition, four random players. A *turn* is one seat's go,
    bonus rolls included; *rolls* counts every throw of the die.
    """),
    """
    from ludo_widget import PRESETS

    lengths = {p: simulate(p, 4, games=100, seed=2, progress=False, workers=1) for p in PRESETS}
    for p, res in lengths.items():
        print(f"{p:9} {res.mean('turns'):6.0f} turns {res.mean('rolls'):6.0f} rolls")
    """,
    md("""
    `online` and `dashain` games last longer because they **play on** after the first player
    finishes, until one is left. `strict` drops the bonus roll for reaching home, which barely
    shows. The spread between games is wide:
    """),
    """
    if plt:
        fig, ax = plt.subplots(figsize=(7, 3))
        ax.boxplot([res.column("turns") for res in lengths.values()])
        ax.set_xticks(range(1, len(lengths) + 1), list(lengths))
        ax.set_ylabel("turns per game")
        ax.set_title("Game length, four random players")
        plt.show()
    """,
    md("""
    ## Does rolling first help?

    In `classic` red always rolls first. Count how often the first roller wins, with a 95%
    confidence interval (Wilson's): two players of equal skill should each win half the time.
    """),
    """
    from ludo_widget.simulate import wilson

    def first_player_wins(res):
        wins = sum(r["winner"] == r["first"] for r in res)
        low, high = wilson(wins, len(res))
        return wins / len(res), low, high

    for strategy in ("random", "heuristic"):
        res = simulate("classic", 2, games=400, seed=3, strategies=strategy, progress=False, workers=1)
        rate, low, high = first_player_wins(res)
        print(f"{strategy:9} players: the first roller won {rate:.1%} (95% CI {low:.1%} to {high:.1%})")
    """,
    md("""
    A game lasts well over a hundred turns, so one turn's head start is worth little. Here the
    first roller's rate is within a few points of 50% and the interval is wide; 2,000 random
    two-player games put it at 49.7% (95% CI 47.5% to 51.9%): no advantage that this many
    games can see. (`online` picks the first roller at random, seeded, so there red and the
    first roller are not the same seat.)

    ## The fast path: the same games, tens of times faster

    Four hundred games leave an interval several points wide. For sharper answers, `simulate`
    has a second engine: the same game loop compiled to machine code with
    [numba](https://numba.pydata.org) (`pip install "ludo-widget[fast]"`). It reads the same
    `Rules` value, draws the same dice from the same seeds and makes the same choices as the
    `"random"` and `"heuristic"` players, so it plays *the same games* and returns the same
    table. `engine="auto"` (the default) uses it whenever every seat's player has a compiled
    form, and `results.engine` says which engine played. The first call in a fresh install
    compiles it (about a minute); the compiled code is cached on disk for every later run.

    Don't take that on trust: play the same games on both engines and compare the tables,
    row by row.
    """),
    """
    from ludo_widget.simulate import simulate

    args = dict(games=300, seed=8, strategies=["heuristic", "random", "random", "random"], rotate=True,
                progress=False, workers=1)
    python = simulate("dashain", 4, engine="python", **args)
    compiled = simulate("dashain", 4, engine="compiled", **args)
    print(python.engine, compiled.engine, "- the same table:", python.rows == compiled.rows)
    """,
    md("""
    The test suite goes further: it plays both engines side by side and compares every
    token's place after every roll, for every edition, two to four players, teams, Quick mode,
    the Nepali rule and Power. A player without a compiled form (`"expectimax"`, or your own)
    plays on the Python engine, and the result says why:
    """),
    """
    res = simulate("classic", 2, games=2, seed=1, strategies=["expectimax", "random"], progress=False)
    print(res.engine, "-", res.engine_note)
    """,
    md("""
    Now ask the first-roller question of 100,000 games for each kind of player:
    """),
    """
    import time

    for strategy in ("random", "heuristic"):
        start = time.perf_counter()
        res = simulate("classic", 2, games=100_000, seed=9, strategies=strategy, progress=False)
        seconds = time.perf_counter() - start
        rate, low, high = first_player_wins(res)
        print(f"{strategy:9} players: the first roller won {rate:.2%} (95% CI {low:.2%} to {high:.2%}), "
              f"{len(res):,} games in {seconds:.1f} s on the {res.engine} engine")
    """,
    md("""
    The intervals are now about 0.3 points wide on each side, and they tell something 400
    games could not: with seed 9 the first roller won 50.79% of random games (95% CI 50.48% to
    51.10%) and 50.57% of heuristic ones (50.26% to 50.88%). Neither interval holds 50%, so
    rolling first is an advantage: a real one, but worth well under a point, the value of one
    turn's head start in a game of well over a hundred turns. (The same seed gives the same
    table, so these numbers are what the cell above prints; try another seed.)

    ## The Nepali rule and Quick mode

    With the Nepali rule (`dashain` with `entry_faces={1, 6}` and `bonus_faces={1, 6}`) a 1
    also brings a token out and gives another roll. **Quick** mode (`paperfox` with
    `tokens=2`) races two tokens instead of four.
    """),
    """
    variants = {
        "dashain": Rules.preset("dashain"),
        "dashain, Nepali rule": Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6}),
        "paperfox": Rules.preset("paperfox"),
        "paperfox, Quick": Rules.preset("paperfox", tokens=2),
    }
    compare = {}
    for label, rules in variants.items():
        res = simulate(rules, 4, games=100, seed=4, strategies="heuristic", progress=False, workers=1)
        captures = sum(res.mean(f"captures_{c}") for c in res.players)
        compare[label] = res
        print(f"{label:22} {res.mean('turns'):5.0f} turns {res.mean('rolls'):5.0f} rolls {captures:5.1f} captures")
    """,
    md("""
    The Nepali rule gets tokens out twice as fast and turns every used 1 into another roll:
    more happens in each turn, and there are more tokens on the board to capture. How much
    shorter Quick mode makes a game is measured, not guessed: the words below come from the
    numbers above.
    """),
    """
    def how_long(before, after):
        \"\"\"The change from ``before`` to ``after`` in words a reader can trust.\"\"\"
        ratio = after / before
        for limit, words in ((0.3, "under a third as long"), (0.45, "well under half as long"),
                             (0.58, "about half as long"), (0.71, "about two thirds as long"),
                             (0.85, "about three quarters as long"), (0.95, "a little shorter"),
                             (1.05, "about as long"), (float("inf"), "longer")):
            if ratio < limit:
                return f"{words} ({ratio - 1:+.0%})"

    for plain, variant in (("paperfox", "paperfox, Quick"), ("dashain", "dashain, Nepali rule")):
        before, after = compare[plain].mean("turns"), compare[variant].mean("turns")
        print(f"{variant}: a game is {how_long(before, after)} in turns")
    """,
    """
    if plt:
        fig, ax = plt.subplots(figsize=(7, 3))
        ax.bar(list(compare), [res.mean("turns") for res in compare.values()], color="#7a9")
        ax.set_ylabel("mean turns per game")
        ax.set_title("Four heuristic players")
        ax.tick_params(axis="x", labelsize=8)
        plt.show()
    """,
    md("""
    ## How strong are the computer players?

    Five players ship (`PLAYER_NAMES`), and `"best"` names the strongest of them, `"lookahead"`
    (lesson 09). Three are compared here: `"random"` (any legal move), `"heuristic"` (scores
    each move: capture, escape danger, bring a token out, reach safety, run home) and
    `"expectimax"` (searches the next rolls of the dice, averaging over the faces, within a
    time budget per move).

    Put one of them against three random players; `rotate=True` moves the seats round every
    game so each player sits in each seat equally often. Three random players would win 25%
    each.
    """),
    """
    from functools import partial
    from ludo_widget.players import ExpectimaxPlayer

    quick_search = partial(ExpectimaxPlayer, depth=2, budget=None)  # shallow, to keep this notebook fast
    for strategy in ("heuristic", quick_search):
        res = simulate("classic", 4, games=40, seed=5, strategies=[strategy, "random", "random", "random"],
                       rotate=True, progress=False, workers=1)
        name = res.strategies[0]
        w = res.win_rates()[name]
        print(f"{name:10} vs 3 random: won {w['rate']:.0%} (95% CI {w['low']:.0%} to {w['high']:.0%})")
    """,
    md("""
    Forty games give wide intervals. `benchmarks/players_strength.py` plays hundreds with the
    full search (depth 3, 0.2 s a move) and records the numbers in `benchmarks/README.md`:
    against three random players the heuristic won 83% of 400 games and the search 83.8%
    (95% CI 80% to 87%; 85.0% of 1,000 games in a later run); head to head, the search beat
    the heuristic in 55% to 60% of two-player games, depending on the run. (`"best"` wins 89%
    against three random players and 66% of two-player games against the heuristic: lesson 09.) Luck decides many single games of Ludo; skill
    shows over many.

    ## Your own player

    A player is anything with a `name` and a `choose(game)` method returning one of
    `game.legal_moves()`. This one always moves its most advanced token:
    """),
    """
    class FrontRunner:
        name = "front-runner"

        def choose(self, game):
            return max(game.legal_moves(), key=lambda move: move.start)

    res = simulate("classic", 2, games=100, seed=6, strategies=[FrontRunner(), "random"], rotate=True,
                   progress=False, workers=1)
    print(res.summary())
    """,
    md("""
    Rushing one token home is no better than random play: the other tokens wait in the yard
    and the runner is exposed all the way round. Capturing, escaping and bringing tokens out
    (the heuristic) is what wins. Register a player to use it by name, on the board too:
    `ludo_widget.players.register("front-runner", lambda seed=None: FrontRunner())`.

    ## Bigger runs, on every core and on a cluster

    `simulate` spreads large runs of the Python engine (64 games or more) over a process per
    core, and takes any `concurrent.futures` executor, for either engine. Each game's dice are
    seeded from `(seed, game index)`, so the table is the same whichever executor plays it. A
    progress bar shows unless `progress=False`:

    ```python
    res = simulate("online", 4, games=20_000, seed=7, engine="python")             # all cores
    res = simulate("online", 4, games=20_000, seed=7, engine="python", workers=1)  # the same table
    ```

    On a Dask cluster (`pip install "ludo-widget[dask]"`), hand over its executor; the workers
    need `ludo-widget` installed. A cluster on this machine and a real one differ only in the
    scheduler's address:

    ```python
    from dask.distributed import Client
    client = Client()                                  # a cluster of processes on this machine
    # client = Client("tcp://scheduler:8786")          # a real cluster: only the address changes
    res = simulate("classic", 4, games=1_000_000, strategies="heuristic",
                   executor=client.get_executor(), chunksize=50_000)
    ```

    The test suite runs this on a real local cluster with two worker processes and checks
    that it gives the same table as playing every game here.

    Players defined in a notebook cannot travel to *spawned* worker processes (macOS,
    Windows); `simulate` then plays in the notebook's own process. Put them in a module to use
    every core.
    """),
    *exercise(
        """
        **Question 1.** Play 60 two-player `classic` games between random players with
        `seed=8` and `workers=1`. In how many of them did the seat that rolled first win?
        Use `simulate` and the rows it returns (each row has `"winner"` and `"first"`).
        """,
        answer="""
        answer = ...   # a number of games
        """,
        checker="""
        from ludo_widget.notebook.exercise import check
        from ludo_widget.simulate import simulate

        res = simulate("classic", 2, games=60, seed=8, strategies="random", progress=False, workers=1)
        check(answer, sum(row["winner"] == row["first"] for row in res),
              explain="Count the rows where the winner is the first roller; the same seed gives the same games.",
              hint="sum(row['winner'] == row['first'] for row in res) counts them; did you use seed=8 and 60 games?")
        """,
        solution="""
        from ludo_widget.simulate import simulate

        res = simulate("classic", 2, games=60, seed=8, strategies="random", progress=False, workers=1)
        answer = sum(row["winner"] == row["first"] for row in res)
        """,
        why="""
        Every game is seeded from `(seed, game index)`, so the same call gives the same 60
        games, and the same count, on any machine and any number of cores.
        """,
    ),
    *exercise(
        """
        **Question 2.** Write a player that captures whenever it can (and otherwise plays any
        legal move): a class with `name` and `choose(game)`. Hint: `game.copy()` lets you try a
        move and look at the events it gives. Set `answer` to an instance of it.
        """,
        answer="""
        answer = ...   # an instance of your player
        """,
        checker="""
        from ludo_widget import Game
        from ludo_widget.notebook.exercise import check

        import random

        def captures(game, move):
            trial = Game.from_notation(game.notation())   # a copy of the position, without its history
            before = len(trial.events)
            trial.move(move)
            return any(e.kind == "captured" for e in trial.events[before:])

        def verdict(player):
            \"\"\"Ask the player about 600 random positions; where it can capture, it must.\"\"\"
            if player is ...:
                return ...
            if not callable(getattr(player, "choose", None)):
                return "it has no choose(game) method"
            rng = random.Random(1)
            for _ in range(600):
                places = {c: [rng.choice((0, rng.randint(1, 51))) for _ in range(4)] for c in ("red", "yellow")}
                game = Game("classic", players=("red", "yellow"), positions=places,
                            turn=rng.choice(("red", "yellow")))
                game.roll(rng.randint(1, 6))
                if game.awaiting != "move":
                    continue
                moves = game.legal_moves()
                choice = player.choose(Game.from_notation(game.notation()))
                if choice not in moves:
                    return f"it chose {choice!r}, which is not one of game.legal_moves()"
                if any(captures(game, m) for m in moves) and not captures(game, choice):
                    return f"it missed a capture in {game.notation()}"
            return "captures whenever it can"

        check(verdict(answer), "captures whenever it can",
              explain="At every position where a capture was possible, your player took one.",
              hint="The message names a position where it went wrong: try your player on Game.from_notation(...) of it.")
        """,
        solution="""
        class Capturer:
            name = "capturer"

            def choose(self, game):
                moves = game.legal_moves()
                for move in moves:
                    trial = game.copy()
                    trial.move(move)
                    if any(e.kind == "captured" for e in trial.events[len(game.events):]):
                        return move
                return moves[0]

        answer = Capturer()
        """,
        wrong="""
        class FirstMove:
            name = "first-move"

            def choose(self, game):
                return game.legal_moves()[0]

        answer = FirstMove()
        """,
        why="""
        Trying each move on a copy of the game asks the engine itself whether it captures: the
        player never needs to know the capture rules, so it works under every edition.
        """,
    ),
]
