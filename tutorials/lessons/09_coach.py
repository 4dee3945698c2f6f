"""Lesson 09_coach: its cells, in order (``md`` marks Markdown; see make_tutorials.py).

Every coach call here is given ``playouts=`` and ``seed=`` where a question depends on it, so
the checked answers are the same on every run; the rest use the default 0.2 s of playouts.
"""

import textwrap

# Each question's position, written once: the learner's cell shows it, the checker builds its own.
ESCAPE = """
from ludo_widget import Game

game = Game(players=("red", "yellow"), seed=1,
            positions={"red": [30, 44, 0, 0], "yellow": [2, 30, 0, 0]})
game.roll(5)
"""
WALKED_ON = """
from ludo_widget import Game

game = Game(players=("red", "yellow"), seed=1,
            positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]})
game.roll(3)
game.move(1)   # token 2 walks on instead of capturing with token 1
"""

CELLS = [
    md("""
    # The coach: who is winning, what to play, and where a game was lost

    `ludo_widget.coach` answers three questions about any position:

    * `win_chances(game)`: each side's chance of winning from here;
    * `hint(game)`: the move to play now, with a sentence saying what it does;
    * `review(game)`: the moves of a game that lost the most winning chance.

    It works them out by **playouts**: it plays the position on to the end many times, every
    seat choosing as the heuristic computer player does, and counts who wins. It knows nothing
    a player could not know: the dice of those games are its own, not the real game's.
    """),
    md("""
    ## Who is winning?

    Red has two tokens out, on places 10 and 20. Yellow has one, on its place 39, which is
    ring square 12, red's place 13: three squares ahead of red token 1.
    """),
    """
    from ludo_widget import Game
    from ludo_widget.coach import hint, review, win_chances

    def capture_position():
        return Game(players=("red", "yellow"), seed=1,
                    positions={"red": [10, 20, 0, 0], "yellow": [39, 0, 0, 0]})

    game = capture_position()
    game      # a Game draws itself in a notebook
    """,
    """
    win_chances(game)
    """,
    md("""
    The values sum to 1. They come from a fraction of a second of games, so they move a little
    from one call to the next. `interval=True` adds a 95% interval to each, and `playouts=`
    with `seed=` asks for a fixed number of games, the same every time:
    """),
    """
    win_chances(game, playouts=2000, seed=0, interval=True)   # {colour: (chance, low, high)}
    """,
    md("""
    Red is ahead, though not by much: one token out more is worth less than it looks, since
    a token out can be captured.
    """),
    md("""
    ## What should I play?

    Red rolls a 3. Token 1 can land on yellow's token, or token 2 can walk on.
    """),
    """
    game.roll(3)
    advice = hint(game)
    advice.move, advice.reason
    """,
    md("""
    `advice.move` is one of `game.legal_moves()`, so `game.move(advice.move)` plays it.
    `advice.chances` holds the chance of winning after each option. The hint is the move the
    strongest computer player (`"best"`) would play, unless the playouts show, surely enough,
    that another move wins more. The reason quotes the numbers only when they are that sure.

    Shown on its own, a hint draws itself: the position, the move as a green line along the
    token's way, and the reason under it.
    """),
    """
    advice
    """,
    md("""
    Not every good move is a capture. Here red token 1 has a yellow token three squares
    behind it and rolls a 4:
    """),
    """
    def escape_position():
        return Game(players=("red", "yellow"), seed=1,
                    positions={"red": [23, 45, 0, 0], "yellow": [46, 0, 0, 0]})

    game = escape_position()
    game.roll(4)
    for move in game.legal_moves():
        print(move)
    hint(game).reason
    """,
    ESCAPE + "game",
    md("""
    Sometimes the point of a move is the token it leaves alone. Red token 1 stands on the star
    at place 9, with two yellow tokens one and two squares behind it. Red rolls a 3: token 1
    could walk on, to stand right in front of them, or token 2 can move instead.
    """),
    """
    game = Game(players=("red", "yellow"), seed=1,
                positions={"red": [9, 30, 0, 0], "yellow": [34, 33, 0, 0]})
    game.roll(3)
    hint(game, playouts=2000, seed=0).reason
    """,
    *exercise(
        """
        **Question 1.** Red token 1 stands on place 30 with yellow token 1 two squares behind
        it; red token 2 is on place 44, yellow token 2 far away. Red rolls a 5. Which token
        does the coach move? Answer with its number, 1 to 4, as the board and the log count
        them.
        """,
        answer="""
        answer = ...   # the number of the token the coach moves
        """,
        checker="""
        from ludo_widget.coach import hint
        from ludo_widget.notebook.exercise import check

""" + textwrap.indent(ESCAPE.strip(), " " * 8) + """
        advice = hint(game, playouts=2000, seed=0)
        check(answer, advice.move.token + 1,
              explain=f"The coach says: {advice.reason}",
              hint="Which of red's tokens could yellow capture next turn, and where would a 5 take it?")
        """,
        solution="""
        answer = 1
        """,
        why="""
        Yellow captures red token 1 with any 2 as long as it stays on place 30. A 5 takes it
        to place 35, a star, where nobody is captured. Token 2 is out of reach for now: yellow
        token 1 is 16 squares behind it, more than a roll, and yellow token 2 has already passed
        it. So it can wait.
        """,
        wrong="""
        answer = 2
        """,
    ),
    md("""
    ## Where was the game lost?

    `review(game)` replays a game's moves on a copy, plays out every option of each decision
    and lists the moves that lost the most winning chance, worst first. Each item gives the
    step (its number in `game.line`, which is `game.history` unless steps were taken back), the
    move played, the better move, the chance lost and the reason. Below, red plays at random against the heuristic, so there is a lot to find.
    """),
    """
    from ludo_widget.players import get_player, play_turn

    game = Game(players=("red", "yellow"), seed=3)
    players = {"red": get_player("random", seed=1), "yellow": get_player("heuristic")}
    while not game.over:
        play_turn(game, players[game.turn])
    print("the winner:", game.winner, "after", len(game.history), "steps")

    def said(move):
        return f"token {move.token + 1} from place {move.start} to {move.to}"

    mistakes = review(game, time=0.05, colours=["red"], top=3)
    for mistake in mistakes:
        print(f"step {mistake.step}: red played {said(mistake.played)}, lost {mistake.lost:.0%}")
        print(f"    better: {mistake.reason}")
    """,
    md("""
    Only losses the playouts are sure of are listed: with a few hundred games an option, two
    moves a point or two apart are too close to tell. Shown on their own, the mistakes draw
    themselves: each the position before it, the move played in red dashes and the better
    move as a green line.
    """),
    """
    mistakes
    """,
    md("""
    `Review(game)` does the same work a little at a time (`advance(seconds)`), which is how
    the board keeps answering while it reviews.
    """),
    WALKED_ON + "game",
    *exercise(
        """
        **Question 2.** Red rolls a 3 in the capture position and walks token 2 on instead of
        capturing with token 1. The review finds that mistake. Which step is it, and which
        token was the better move? Answer `answer = (step, token)`, the token numbered 1 to 4.
        (Step 1 is the roll.)
        """,
        answer="""
        answer = ...       # (the step of the mistake, the better token's number)
        """,
        checker="""
        from ludo_widget.coach import review
        from ludo_widget.notebook.exercise import check

""" + textwrap.indent(WALKED_ON.strip(), " " * 8) + """
        worst = review(game, playouts=2000, seed=0)[0]
        check(answer, (worst.step, worst.better.token + 1),
              explain=f"Step {worst.step}, the move after the roll; the better move was token "
                      f"{worst.better.token + 1}: {worst.reason}",
              hint="The roll is step 1 of game.history and the move comes after it. Which token could capture?")
        """,
        solution="""
        answer = (2, 1)
        """,
        why="""
        `game.history` counts the roll as step 1 and the move as step 2. Token 1 would have
        captured yellow's only token out and rolled again.
        """,
        wrong="""
        answer = (1, 2)
        """,
    ),
    md("""
    `judge(game, move)` asks the same of one move before it is played: a `Mistake` when another
    move surely wins more, or `None`. The board says it after each move you choose (below).
    """),
    """
    from ludo_widget.coach import judge

    game = capture_position()
    game.roll(3)
    capture, walk = game.legal_moves()
    print(judge(game, walk, playouts=2000))
    print(judge(game, capture, playouts=2000))
    """,
    md("""
    ## The coach on the board

    `coach=True` puts a winning-chance bar for each side beside the board, worked out again
    after every turn (and more surely while you think: its title says from how many games
    played on), and a **Hint** button for the seats people play. The hint selects the
    token it means and says why; **Move** plays it. After each move you choose, the coach says
    a word on it: whether another move would surely have won more, which, and why. After the
    game, the **Review** button lists the turning points: click one to see the position before
    it, the move played drawn in red dashes and the better move in green.

    Here you play red against the strongest computer player, `"best"`:
    """),
    """
    from ludo_widget import LudoWidget

    board = LudoWidget(players=("red", "yellow"), computer={"yellow": "best"}, coach=True, seed=4)
    board
    """,
    md("""
    The same from Python: `board.coach_hint()` works out the hint for the seat to act,
    `board.coaching` holds what the bar, the hint and the word on your last move show
    (`judge(game, move)` gives that word for any move before it is played), and
    `board.coach = False` switches the coach off. The Hint button is off while a lesson's question is open, so the answer
    stays yours to find.

    ## The computer player worth beating

    `"best"` searches three rolls ahead over every face of the die. At the end of each line it
    reads a value it learned by TD(λ) from hundreds of thousands of games it played, as
    TD-Gammon learned backgammon. The other seats are expected to play as they have been
    seen to play. It keeps to 0.2 s a decision: while numba loads its compiled search in the
    background (the first seconds of a session), it searches in Python, and after that a
    decision takes a few milliseconds.
    """),
    """
    import time

    best = get_player("best")
    game = capture_position()
    game.roll(3)
    start = time.perf_counter()
    move = best.choose(game)
    print(move, f"in {1000 * (time.perf_counter() - start):.0f} ms")
    """,
    md("""
    How strong it is, measured over many thousands of games, is written down in the project's
    `benchmarks/README.md`: against three random players it wins about nine games in ten, and
    two players against the heuristic computer player about two in three. The network's
    training can be run again with `python -m ludo_widget.players.train`.
    """),
]
