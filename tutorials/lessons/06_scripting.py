"""Lesson 06_scripting: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Scripting: positions, dice, checks and your own scenarios

    Everything the board does, code can do: set up any position, force the dice, ask for the
    legal moves, check the outcome, undo, save and load. And a **scenario** turns a position and
    a script into a lesson that the engine checks for you.
    """),
    md("""
    ## Any position

    `Game(rules, players, positions, turn, seed)` builds one. Places: 0 yard, 1 start square,
    1-51 ring, 52-56 home column, 57 home.
    """),
    """
    from ludo_widget import Game, IllegalAction, LudoWidget

    game = Game("paperfox", players=("red", "green", "yellow"),
                positions={"red": [0, 14, 30, 57], "green": [3, 0, 0, 0]}, turn="green", seed=11)
    game.notation()
    """,
    md("""
    The notation is one line of text that holds the whole position, rules and options included.
    `Game.from_notation` reads it back, so a position can be written by hand:
    """),
    """
    game = Game.from_notation("classic[bonus_on_capture=no] r:10,0,0,0 y:42,0,0,0 r roll six:0")
    game.rules.bonus_on_capture, game.positions
    """,
    md("""
    ## Force the dice, check the moves and the outcome

    Yellow's token on place 42 stands on red's place 16. With the capture bonus switched off, a
    six that captures still gives another roll for the six. Check it:
    """),
    """
    game.roll(6)
    moves = game.legal_moves()
    capture = next(m for m in moves if m.to == 16)
    game.move(capture)
    assert game.positions["yellow"] == [0, 0, 0, 0]
    assert game.turn == "red" and game.awaiting == "roll"
    [e.text for e in game.events]
    """,
    md("""
    A move the rules do not allow is refused with a reason, and nothing changes:
    """),
    """
    game.roll(3)
    try:
        game.move(1)          # token 2 is in the yard
    except IllegalAction as err:
        print(err)
    """,
    md("""
    ## Undo, save and load

    `undo()` takes back the last roll or move exactly, the die's state included.
    `to_json()` saves everything (log and undo history too) and `from_json` restores it.
    """),
    """
    game.undo()                    # back before the roll of 3
    saved = game.to_json()
    copy = Game.from_json(saved)
    copy.roll(), game.roll()       # the same seeded die: the same face
    """,
    md("""
    ## Your own scenario

    A scenario is a TOML text: a title, the edition, a starting position and `[[step]]`s. A step
    rolls (`roll = 6`, or `roll = "random"`), moves (`move = "red 2"`: colour and the token's
    number on the board) or just talks (`note = "..."`); `say` is its sentence and `expect` what
    must be true after it: places (`red = [1, 0, 0, 0]`, or `red = { 2 = 14 }` for one token),
    `turn`, `awaiting`, `another_roll`, `moves`, `events`, `log`, `over`, `winner` and more.
    `highlight` names tokens (`"red 2"`) and squares (`"red square 9"`) to ring on the board.

    Let's test an edge case. *strict* gives no extra roll for reaching home, but a six gives one.
    So what about a token that reaches home **on a six**?
    """),
    """
    from ludo_widget.scenarios import Scenario, ScenarioMismatch

    MINE = '''
    title = "Home on a six under strict"
    edition = "strict"
    about = "No roll for reaching home in strict, but a six still gives one."
    source = "docs/editions/strict.md#another-roll"
    topics = ["home-bonus", "sixes"]
    position = "r:51,20,0,0 y:10,0,0,0 r roll six:0"

    [[step]]
    roll = 6
    say = "Red rolls a 6: token 1 is exactly six from the centre."
    highlight = ["red 1", "red home"]
    expect = { moves = ["red 1 to 57", "red 2 to 26", "red 3 to 1", "red 4 to 1"] }

    [[step]]
    move = "red 1"
    say = "Token 1 reaches the centre. Reaching home gives nothing here, but the 6 does: Red rolls again."
    expect = { red = [57, 20, 0, 0], another_roll = true, log = "rolls again for the 6" }
    '''

    mine = Scenario.from_toml(MINE, name="home-on-a-six")
    mine.run()          # checks every expectation against the engine
    print(mine.transcript())
    """,
    md("""
    Had we guessed wrong, the scenario says which step and what the engine did instead:
    """),
    """
    wrong = Scenario.from_toml(MINE.replace("another_roll = true", "another_roll = false"), name="a-wrong-guess")
    try:
        wrong.run()
    except ScenarioMismatch as err:
        print(err)
    """,
    md("""
    A scenario plays on the board like any from the library. Save the text as a `.toml` file in
    `ludo_widget/scenarios/library/` and the test suite checks it with all the others.
    """),
    """
    board = LudoWidget()
    board.play_scenario(mine)
    board
    """,
    md("""
    The whole library, for ideas:
    """),
    """
    from ludo_widget.scenarios import list_scenarios

    print(len(list_scenarios()), "scenarios:", ", ".join(list_scenarios()))
    """,
]
