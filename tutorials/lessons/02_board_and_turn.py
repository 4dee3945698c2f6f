"""Lesson 02_board_and_turn: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # The board and a turn

    This lesson walks round the board: how squares are numbered, how a token comes out of the
    yard, how it moves, and how it finishes. Every rule is shown by a **scenario**: a short
    script of rolls and moves on a live board, each step saying what happens and why. The
    scenarios are checked against the engine by the test suite, so they never teach anything
    the engine does not do.
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
    | 57 | home, the centre |

    So red's place 14 and green's place 1 are the same square: green's start square. The ring
    square under a token of seat *k* at place *n* is `(13k + n - 1) % 52`.
    """),
    """
    from ludo_widget.engine.board import COLOURS, ring_square

    for seat, colour in enumerate(COLOURS):
        print(f"{colour:6} start square is ring square {ring_square(seat, 1):2}; "
              f"its last ring place (51) is ring square {ring_square(seat, 51)}")
    """,
    md("""
    Here is a board with tokens set out at a few places. Red has one token in the yard (0),
    one on its start square (1), one on the first star (9) and one in its home column (52);
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
    step through it and **Back** to go back; **Leave** lets you play on from wherever you are.
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-enter-on-six")
    board
    """,
    md("""
    The same scenario as text, with the engine's own log under each step:
    """),
    """
    from ludo_widget.scenarios import Scenario

    print(Scenario.load("classic-enter-on-six").transcript())
    """,
    md("""
    The board can also step from code: `board.scenario_next()` does what **Next** does.
    """),
    """
    for _ in range(4):
        board.scenario_next()
    board.scenario["step"], board.scenario["say"]
    """,
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
    With a six, red may bring a new token out *or* walk the token on square 10. A `Move` names
    the token by its index (0 is token 1 on the board). Walk it:
    """),
    """
    game.move(game.legal_moves()[0])
    game.positions["red"], game.turn, game.awaiting
    """,
    md("""
    Red moved to square 16 and, because it was a six, rolls again. A non-six ends the turn:
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
    Every edition has the exact finish; here is how each of them says it:
    """),
    """
    from ludo_widget.scenarios import list_scenarios

    for name in list_scenarios(topic="exact-finish"):
        s = Scenario.load(name)
        print(f"{s.edition:9} {s.title}")
    """,
    md("""
    **Try it:** set up a game where a red token stands on place 51 and roll a 6. Where does it go,
    and who rolls next?
    """),
    """
    game = Game("classic", players=("red", "yellow"), positions={"red": [51, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    game.positions["red"], game.turn, [e.text for e in game.events][-2:]
    """,
]
