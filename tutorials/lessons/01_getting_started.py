"""Lesson 01_getting_started: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Getting started: a game of Ludo against the computer

    Ludo is a race. Each player has four tokens in a yard; a die brings them out, around the
    shared ring of squares and up a home column to home, the player's own triangle at the heart
    of the cross. The first player with every token home wins, and along the way you can send
    other players' tokens back to their yard.

    This package knows five **editions** of the rules (`classic`, `strict`, `online`,
    `dashain`, `paperfox`) and draws a board you can play on, right here in the notebook.
    """),
    md("""
    ## Play

    Run the next cell. You are **red**; the computer plays **yellow**. Click the die (or press
    `r`), then click a glowing token (or the ring where it would land). When only one move is
    possible the board makes it for you.
    """),
    """
    from ludo_widget import LudoWidget

    board = LudoWidget(rules="classic", players=("red", "yellow"), computer={"yellow": "heuristic"}, seed=1)
    board
    """,
    md("""
    The log beside the board says what happened and why. **Undo** takes back your last action,
    **New game** lets you pick an edition, the players and who the computer plays, and
    **Position** (under "⋯ More") shows the game as one line of text. When the game ends, a card
    names the winner; **Rematch** plays again, and from the second game on the card keeps the
    score (`board.score` gives it too).

    The computer players run from `"random"` to `"best"`, the strongest (it searches a few rolls
    ahead with an evaluation it learned by playing itself). Put the computer on every seat you
    like; these are the names:
    """),
    """
    from ludo_widget.players import names

    names()
    """,
    md("""
    ## The board is a live game

    Behind the board is a `Game` object. Whatever you do to it, the board shows at once; this is
    how the later lessons set up positions and force dice.
    """),
    """
    game = board.game
    game.turn, game.awaiting, game.notation()
    """,
    md("""
    The game's log is a list of events, each with a plain sentence:
    """),
    """
    [event.text for event in game.events][-5:]
    """,
    md("""
    ## Other editions

    The editions differ in many small ways: how a token leaves the yard, what a six nobody can
    use does, what happens when you land on two tokens at once, whether the game stops at the
    first winner. Try a four-player online game with three computer players:
    """),
    """
    LudoWidget(rules="online", computer={"green": "random", "yellow": "heuristic", "blue": "expectimax"}, seed=7)
    """,
    md("""
    ## Where next

    1. **02 — The board and a turn**: the track, its numbering, entering, moving, exact finish.
    2. **03 — Captures and safe squares**, and what each edition does with two tokens on one square.
    3. **04 — Sixes**: another roll, three sixes, the six nobody can use.
    4. **05 — The editions side by side**.
    5. **06 — Scripting**: set up any position, force the dice, write your own rule scenario.
    6. **07 — Simulation**: thousands of games at once, and how strong each computer player is.
    7. **08 — Power**: online's bonuses on the board (Double roll, Dice control, Shield, +1).
    8. **09 — The coach**: who is winning, the move to play and why, the moves that lost a game.
    """),
]
