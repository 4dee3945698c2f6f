"""Lesson 08_power: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Power: bonuses on the board

    Online Ludo has a **Power** mode, played only if the host turns it on. In the words of its
    rule document:

    > Bonuses lie on the board. A pawn that ends its move on one adds it to the stock of the
    > player who moved, even with a partner's pawn, at most 3 of each kind. Passing over isn't
    > enough. Picked-up bonuses come back when the next turn starts.
    >
    > You may use at most one bonus from your stock per roll: Double roll and Dice control
    > before it, the Shield before or after it. The others can't see your stock.

    | tile | bonus | when | what it does |
    | --- | --- | --- | --- |
    | ×2 | **Double roll** | before rolling | the pawn moves double: a six makes 12. It isn't a six: it brings no pawn out and gives no extra roll for a six (a capture or reaching the middle still does) |
    | a die | **Dice control** | before rolling | pick the number from 1 to 6 that comes up; a chosen six counts as a normal six |
    | a shield | **Shield** | before or after rolling | given to the pawn you move, on the track: nobody can send it home until your next turn (bonus rolls don't count); it can still capture, and it still counts when the pawns on a square are compared |
    | +1 | **Extra roll** | – | not stored: a pawn that ends its move on it rolls again right away |
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
    rows = ["| ring square | red's square | tile |", "| --- | --- | --- |"]
    for square, kind in sorted(game.tiles.items())[:4]:
        rows.append(f"| {square} | {square + 1} of its lap | {kind} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    ## Picking a bonus up

    Red's pawn stands on its start square. A 5 ends its move on the Double roll tile: the bonus
    goes into Red's stock. The tile leaves the board until the next turn starts, which here is
    at once, since the move ends Red's turn: Yellow finds it back. Yellow's pawn then ends a move
    on a `+1` square and rolls again right away.
    """),
    """
    game.roll(5)
    game.move(0)
    print("red's stock:", game.stock["red"], "| back on square 5 for yellow:", game.tiles.get(5))
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
    The pawn moved 10 squares and, as a double roll is no six, the turn passed. Yellow has no
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
    then gives the **Shield** to the pawn it moves. Yellow lands on that pawn: one yellow against
    one red would send red home under the count rule, but nobody can send a shielded pawn home
    until its owner's next turn.
    """),
    """
    game.roll(3)
    game.use("shield")
    game.move(0)
    print("shielded:", game.shields, "| next:", game.turn)
    game.roll(5)
    game.move(0)                        # yellow lands on the shielded pawn
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
]
