"""Lesson 08_power: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Power: bonuses on the board

    The online edition has a **Power** mode, played only when it is switched on. Bonus tiles
    lie on plain squares of the ring. A token that *ends* its move on a tile puts that bonus
    into the stock of the seat that moved it (a partner's token, moved by you in Pairs, counts
    for you), up to 3 of each kind; walking over a tile is not enough. A tile picked up comes
    back when the next turn starts. Each seat sees its own stock only, and may use at most one
    bonus per roll.

    | tile | bonus | when | what it does |
    | --- | --- | --- | --- |
    | ×2 | **Double roll** | before rolling | the token moves twice the face: a six makes 12. That is not a six: it brings no token out of the yard and gives no roll for a six (a capture or reaching home still gives one) |
    | a die | **Dice control** | before rolling | you choose the face, 1 to 6; a chosen six is an ordinary six |
    | a shield | **Shield** | before or after rolling | goes to the token you move, if it ends on the ring: nobody can send it back to its yard until your next turn (extra rolls in between do not end it); it can still capture, and it still counts when the count rule compares tokens |
    | +1 | **Extra roll** | – | never stored: a token that ends its move on it rolls again at once |

    These are this project's words for the edition's Power rules; `docs/editions/online.md`
    has the full rule sheet.
    """),
    md("""
    ## Play with Power on

    Power is an option of the `online` preset: `Rules.preset("online", power=True)`. The board
    draws the tiles with their icons. Under the board, the bar shows **the stock of the seat to
    act, and only that one** (none while the computer plays), with a button per bonus: switch on Double roll or Dice control
    (pick the face beside it) before you click the die, give the Shield before or after. A button
    is enabled only when its bonus may be used now. A shielded token wears a small shield, and the
    log says what each bonus did. (The turn timer is off here, so nobody hurries you while you
    read.)
    """),
    """
    from ludo_widget import Game, LudoWidget, Rules

    POWER = Rules.preset("online", power=True, turn_timer=0)
    board = LudoWidget(rules=POWER, players=("red", "yellow"), computer={"yellow": "heuristic"}, seed=3)
    board
    """,
    md("""
    ## The tiles

    Unless you lay them out yourself (`Game(..., tiles={ring_square: kind})`), the same four
    tiles lie after every start square, at the same distances, so every seat meets the same
    bonuses in the same order. Tiles lie on plain squares only, never on a star or a start square.
    """),
    """
    from IPython.display import Markdown

    game = Game(POWER, players=("red", "yellow"), positions={"red": [1, 0, 0, 0], "yellow": [3, 0, 0, 0]},
                turn="red", seed=1)
    rows = ["| ring square | red's place | tile |", "| --- | --- | --- |"]
    for square, kind in sorted(game.tiles.items())[:4]:
        rows.append(f"| {square} | {square + 1} | {kind} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    ## Picking a bonus up

    Red's token stands on its start square. A 5 ends its move on the Double roll tile: the bonus
    goes into Red's stock. The tile leaves the board until the next turn starts, which here is
    at once, since the move ends Red's turn: Yellow finds it back. Yellow's token then ends a move
    on a `+1` square and rolls again right away.
    """),
    """
    game.roll(5)
    game.move(0)
    print("red's stock:", game.stock["red"], "| back on ring square 5 for yellow:", game.tiles.get(5))
    game.roll(1)
    game.move(0)
    print(game.turn, "is to", game.awaiting)
    for event in game.events:
        print(" ", event.text)
    """,
    md("""
    ## Using bonuses from code

    `game.use(bonus)` switches a bonus on from the stock of the seat to act: `"double"`,
    `"dice"` (with the face) or `"shield"`. The engine is the referee: a bonus that may not be
    used now is refused with the reason, exactly as the board refuses it. Here red has one of
    each in stock and yellow none (a position in the text notation: `stock:r=1.1.1` counts
    double.dice.shield). First a **Double roll**:
    """),
    """
    game = Game.from_notation("online[power=yes;turn_timer=0] r:2,20,0,0 y:40,0,0,0 r roll six:0 "
                              "stock:r=1.1.1,y=0.0.0", seed=1)
    game.use("double")
    game.roll(5)
    print(game.legal_moves())          # each token would move 10: twice the face
    game.move(0)
    print(game.positions["red"], game.stock["red"], "| next:", game.turn)
    """,
    md("""
    The token moved 10 squares, twice the 5; with no six and no capture, the turn passed. Yellow has no
    bonus to use. Back on red's turn, **Dice control** picks the face; one bonus per roll, so the
    Shield must wait:
    """),
    """
    from ludo_widget import IllegalAction

    def attempt(bonus, face=None):
        try:
            game.use(bonus, face)
        except IllegalAction as refusal:
            print("refused:", refusal)

    attempt("dice", 6)                  # yellow's stock is empty
    game.roll(2)
    game.move(0)
    attempt("dice", 6)                  # red's turn: fine
    print("the die shows", game.roll(), "| bonus on:", game.bonus)
    attempt("shield")                   # one bonus per roll
    game.move(0)
    print(game.positions["red"], "|", game.turn, "is to", game.awaiting)
    """,
    md("""
    The chosen six is a normal six: red rolls again. This time red looks at the die first and
    then gives the **Shield** to the token it moves. Yellow lands on that token: one yellow against
    one red would send the red token back to its yard under the count rule, but nobody can send
    a shielded token back until its owner's next turn.
    """),
    """
    game.roll(3)
    game.use("shield")
    game.move(0)
    print("shielded:", game.shields, "| next:", game.turn)
    game.roll(5)
    game.move(0)                        # yellow lands on the shielded token
    print(game.positions, "| shielded now:", game.shields)
    for event in game.events[-4:]:
        print(" ", event.text)
    """,
    md("""
    The Shield is over as soon as red's turn comes back. The position as a board (the log beside
    it tells the whole story):
    """),
    """
    LudoWidget(game=game)
    """,
    md("""
    ## The Power scenario

    A Shield and a Double roll, step by step: press **Next** under the board, or read it as text
    with the engine's own log under each step.
    """),
    """
    from ludo_widget.scenarios import Scenario

    board = LudoWidget()
    board.play_scenario("online-power-shield-and-double")
    board
    """,
    """
    print(Scenario.load("online-power-shield-and-double").transcript())
    """,
    *exercise(
        """
        **Question 1.** Red's token is on place 2 and red has a Double roll in stock. Red
        switches it on and rolls a 4. Which place does the token reach? Check your sum with the
        engine.
        """,
        answer="""
        answer = ...   # a place
        """,
        checker="""
        from ludo_widget.notebook.exercise import after, check

        game = after("online[power=yes;turn_timer=0] r:2,0,0,0 y:40,0,0,0 r roll six:0 "
                     "stock:r=1.0.0,y=0.0.0 tiles:-", use="double", roll=4, move=0, seed=1)
        check(answer, game.positions["red"][0],
              explain="Double roll moves the token twice the face: 2 + 2 × 4 = 10.",
              hint="The token moves twice the face, counted from place 2.")
        """,
        solution="""
        answer = 10
        """,
        why="""
        With Double roll on, a 4 moves the token 8 squares: from place 2 to place 10.
        """,
    ),
    *exercise(
        """
        **Question 2.** Red has one of each bonus in stock and switches on Dice control. May red
        also give the Shield on the same roll? Answer `True` or `False`.
        """,
        answer="""
        answer = ...   # True or False
        """,
        checker="""
        from ludo_widget import Game, IllegalAction
        from ludo_widget.notebook.exercise import check

        game = Game.from_notation("online[power=yes;turn_timer=0] r:2,20,0,0 y:40,0,0,0 r roll six:0 "
                                  "stock:r=1.1.1,y=0.0.0", seed=1)
        game.use("dice", 3)
        game.roll()
        try:
            game.use("shield")
            allowed = True
        except IllegalAction:
            allowed = False
        check(answer, allowed,
              explain="One bonus per roll: with Dice control on, the Shield waits for another roll.",
              hint="How many bonuses may a seat use on one roll?")
        """,
        solution="""
        answer = False
        """,
        why="""
        A seat may use at most one bonus per roll. Dice control was that bonus, so the engine
        refuses the Shield, with the reason, and nothing changes.
        """,
    ),
]
