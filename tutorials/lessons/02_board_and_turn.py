"""Lesson 02_board_and_turn: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

from ludo_widget.engine.glossary import glossary

CELLS = [
    md("""
    # The board and a turn

    This lesson walks round the board: how its squares and a token's places are numbered, how a
    token comes out of the yard, how it moves, and how it finishes. Every rule is shown by a **scenario**: a short
    script of rolls and moves on a live board, each step saying what happens and why. The
    scenarios are checked against the engine by the test suite, so they never teach anything
    the engine does not do. Some steps ask you a question first: answer on the board.
    """),
    md("""
    ## The track

    The shared ring has **52 squares** and runs clockwise round the cross. The seats are red
    (bottom-left), green (top-left), yellow (top-right) and blue (bottom-right); each joins the
    ring at its own **start square**, and the four start squares are 13 apart.

    A token's position is one number, its **place**, counted along its own lap:

    | place | where |
    | --- | --- |
    | 0 | in the yard |
    | 1 | its own start square |
    | 1 … 51 | the ring squares it walks |
    | 52 … 56 | its home column |
    | 57 | home: its own triangle at the heart of the cross |

    So red's place 14 and green's place 1 are the same square: green's start square. The ring
    square under a token of seat *k* at place *n* is `(13k + n - 1) % 52`.
    """),
    md("""
    On the left, red's places 1–57 written on the squares; on the right, the ring squares 0–51,
    which are the same for every colour. Red's place 20 is ring square 19: a place and a ring
    square are different numbers, so the lessons always say which one they mean.

    | red's places 1–57 | ring squares 0–51 |
    | --- | --- |
    | ![Red's places 1 to 57](../docs/board-numbers.svg) | ![Ring squares 0 to 51](../docs/board-ring-numbers.svg) |
    """),
    md("## Words\n\nOne word for each thing, used in every lesson and scenario:\n\n" + glossary()),
    md("""
    A `Game` shows itself as a picture of its position, and `board_svg` writes the numbers on
    it: `numbers="red"` (any colour, or `"turn"` for the colour to act) for the places of that
    colour's lap, `numbers="ring"` for the ring squares.
    """),
    """
    from ludo_widget import Game
    from ludo_widget.engine.svg import board_svg

    game = Game("classic", players=("red", "yellow"), positions={"red": [0, 1, 9, 52], "yellow": [1, 0, 0, 57]})
    board_svg(game, numbers="red", size=360)
    """,
    """
    from ludo_widget.engine.board import COLOURS, ring_square

    for seat, colour in enumerate(COLOURS):
        print(f"{colour:6} start square is ring square {ring_square(seat, 1):2}; "
              f"its last ring place (51) is ring square {ring_square(seat, 51)}")
    """,
    md("""
    Here is a board with tokens set out at a few places. Red has one token in the yard (0),
    one on its start square (1), one on the star eight squares on (9) and one in its home column (52);
    yellow has a token on red's place 27, which is yellow's own start square.
    """),
    """
    from ludo_widget import Game, LudoWidget

    game = Game("classic", players=("red", "yellow"), positions={"red": [0, 1, 9, 52], "yellow": [1, 0, 0, 57]})
    LudoWidget(game=game)
    """,
    md("""
    ## Coming out of the yard

    Every token starts in the yard and needs a **six** to leave. The six *places* it on the start
    square: it does not walk six squares. Press **Next** under the scenario beside the board to
    step through it and **Back** to go back; **Leave** lets you play on from wherever you are
    (and **Back to the script** returns). Two steps ask a question before they are played: pick
    an answer, or click the square on the board. A wrong answer gets a hint and another try;
    **Show me** gives the answer away.
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-enter-on-six")
    board
    """,
    md("""
    The same scenario as text, with the engine's own log under each step. It gives the
    questions' answers away (Q and A lines): answer them on the board first.
    """),
    """
    from ludo_widget.scenarios import Scenario

    print(Scenario.load("classic-enter-on-six").transcript())
    """,
    md("""
    A script can also be stepped from code, on a runner of its own (so the board above stays
    where you left it): `run.next()` plays a step, `run.back()` takes it back.
    """),
    """
    run = Scenario.load("classic-enter-on-six").runner()
    for _ in range(4):
        run.next()
    run.done, run.current.say
    """,
    md("""
    On a board, `board.scenario_next()` does what **Next** does, `board.scenario_answer("red 2")`
    answers the open question, and `board.scenario["questions"]` keeps each question's first
    try (`board.scenario["score"]` sums them up): a teacher can read how the class did.
    """),
    md("""
    ## A turn, from code

    A turn is *roll, then choose*. `game.roll(face)` forces a face (leave it out for a random
    one); `game.legal_moves()` lists every way to use it; `game.move(...)` plays one.
    """),
    """
    game = Game("classic", players=("red", "yellow"), positions={"red": [10, 0, 0, 0]})
    game.roll(6)
    game.legal_moves()
    """,
    md("""
    With a six, red may bring a new token out *or* walk the token on place 10. A `Move` names
    the token by its index, counted from 0 as Python counts (index 0 is token 1 on the board).
    Walk it:
    """),
    """
    game.move(game.legal_moves()[0])
    game.positions["red"], game.turn, game.awaiting
    """,
    md("""
    Red moved to place 16 and, because it was a six, rolls again. A non-six ends the turn:
    """),
    """
    game.roll(3)
    game.move(0)
    game.positions["red"], game.turn
    """,
    md("""
    ## The exact finish

    After 51 squares of the ring a token turns into its five-square home column; the sixth step
    is home (place 57). The finish is **exact**: a token two short of home needs a two.
    """),
    """
    game = Game("classic", players=("red", "yellow"), positions={"red": [55, 20, 0, 0]})
    game.roll(3)
    game.legal_moves()   # token 1 (index 0) cannot use a 3; only token 2 can
    """,
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-exact-finish")
    board
    """,
    md("""
    Every edition has the exact finish; each has a scenario on it, named `<edition>-exact-finish`
    (other scenarios touch the exact finish on their way to something else):
    """),
    """
    import textwrap

    from ludo_widget import PRESETS

    for edition in PRESETS:
        s = Scenario.load(f"{edition}-exact-finish")
        print(f"{edition}: {s.title}")
        print(textwrap.indent(textwrap.fill(" ".join(s.about.split()), 88), "    "))
    """,
    *exercise(
        """
        **Question 1.** A red token stands on place 51, the last square of the ring, and red
        rolls a 6. Which place does it reach, and who rolls next? Answer with a place and a
        colour, e.g. `answer = (52, "yellow")`, then run the check below it.
        """,
        answer="""
        answer = ...   # (place, who rolls next)
        """,
        checker="""
        from ludo_widget import Game
        from ludo_widget.notebook.exercise import check

        game = Game("classic", players=("red", "yellow"), positions={"red": [51, 0, 0, 0]})
        game.roll(6)
        game.move(0)
        check(answer, (game.positions["red"][0], game.turn),
              explain="51 and 6 is 57: home, exactly. Reaching home gives another roll, so red rolls next.",
              hint="Count six on from place 51 (52 to 56 are the home column), and remember what reaching home gives.")
        """,
        solution="""
        answer = (57, "red")
        """,
        why="""
        Places 52 to 56 are the home column and 57 is home, so a 6 from place 51 lands exactly
        home. In classic, reaching home hands the die back: red rolls again.
        """,
    ),
    *exercise(
        """
        **Question 2.** Places and ring squares are two numberings of the same squares. Red's
        place 14 is which **ring square**, and whose start square is it? Answer e.g.
        `answer = (14, "red")`.
        """,
        answer="""
        answer = ...   # (ring square, colour whose start square it is)
        """,
        checker="""
        from ludo_widget.engine.board import COLOURS, ring_square
        from ludo_widget.notebook.exercise import check

        square = ring_square(0, 14)           # seat 0 is red; Python counts seats from 0
        starts = {ring_square(seat, 1): colour for seat, colour in enumerate(COLOURS)}
        check(answer, (square, starts.get(square)),
              explain="Red's place 1 is ring square 0, so place 14 is ring square 13: green's start square.",
              hint="Red's place 1 is ring square 0; the four start squares are 13 apart.")
        """,
        solution="""
        answer = (13, "green")
        """,
        why="""
        For red, ring square = place - 1 (red's start square is ring square 0). Place 14 is ring
        square 13, and the start squares are ring squares 0, 13, 26 and 39: red, green, yellow,
        blue.
        """,
    ),
]
