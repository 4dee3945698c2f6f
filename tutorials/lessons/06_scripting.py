"""Lesson 06_scripting: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Scripting: positions, dice, checks and your own scenarios

    Everything the board does, code can do: set up any position, force the dice, ask for the
    legal moves, check the outcome, undo, save and load. And a **scenario** turns a position and
    a script into a lesson that the engine checks for you. Every class, method and function used
    here is in the reference, `docs/api.md`, with its arguments and an example.
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
    In a notebook `game` on its own shows the position as a picture. `print(game)` draws it as
    text, for a terminal or a bug report (the lines under the board name tokens that share a
    cell), and `print(move)` names a move as the board's log does:
    """),
    """
    print(game)
    game.roll(6)
    print(*game.legal_moves(), sep="\\n")
    game.undo()
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
    `highlight` names tokens (`"red 2"`) and squares (`"red square 9"`: place 9 of red's lap) to
    ring on the board. A step with `ask` puts a question to the learner before it is played
    (`answer`, `hint` and `explain`; `choices` for a multiple-choice prediction), and the engine
    checks the answer key too. The format, every `expect` key and every event kind are listed
    in `ludo_widget/scenarios/library/README.md`.

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
    say = "Red rolls a 6: token 1 is exactly six from home."
    highlight = ["red 1", "red home"]
    expect = { moves = ["red 1 to 57", "red 2 to 26", "red 3 to 1", "red 4 to 1"] }

    [[step]]
    move = "red 1"
    ask = "Token 1 reaches home on the 6. What happens next?"
    choices = ["Yellow's turn: strict gives nothing for reaching home", "Red rolls again, for the 6"]
    answer = 2
    hint = "Reaching home gives nothing in strict; but what was the face?"
    explain = "The six still gives its roll, whatever the token did with it."
    say = "Token 1 reaches home. Reaching home gives nothing here, but the 6 does: Red rolls again."
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
    ## A folder of your own

    Keep your scenarios in a folder of yours, one `.toml` file each, outside the installed
    package. `list_scenarios(path=...)` lists them, `Scenario.load(name, path=...)` reads one,
    and `board.play_scenario(name, path=...)` puts it on a board, question and all. Here the
    folder is a temporary one; use any folder you like, and check every file in it with
    `run()` before a class sees it.
    """),
    """
    import pathlib
    import tempfile

    from ludo_widget.scenarios import list_scenarios

    folder = pathlib.Path(tempfile.mkdtemp(prefix="my-scenarios-"))
    (folder / "home-on-a-six.toml").write_text(MINE)
    for name in list_scenarios(path=folder):
        Scenario.load(name, path=folder).run()       # every expectation and answer key checked
        print("checked", name)

    board = LudoWidget()
    board.play_scenario("home-on-a-six", path=folder)
    board
    """,
    md("""
    Answer the question on the board: `board.scenario["questions"]` then says how your first
    try went, and `board.scenario["score"]` sums a scenario up.
    """),
    md("""
    The whole library, for ideas:
    """),
    """
    print(len(list_scenarios()), "scenarios:", ", ".join(list_scenarios()))
    """,
    *exercise(
        """
        **Question 1.** In `classic r:1,1,0,0 y:0,0,0,0 r roll six:0`, red rolls a 6. How many
        entries does `game.legal_moves()` list? Work it out, then check with the engine.
        """,
        answer="""
        answer = ...   # a number
        """,
        checker="""
        from ludo_widget import Game
        from ludo_widget.notebook.exercise import check

        game = Game.from_notation("classic r:1,1,0,0 y:0,0,0,0 r roll six:0")
        game.roll(6)
        check(answer, len(game.legal_moves()),
              explain="One move per token that can use the six: tokens 1 and 2 walk six squares, tokens 3 and 4 come out.",
              hint="Count every red token that can do something with a six, those in the yard too.")
        """,
        solution="""
        answer = 4
        """,
        why="""
        Tokens 1 and 2 both stand on the start square and can walk to place 7; tokens 3 and 4
        can come out of the yard. Four tokens, four moves, even though some lead to the same
        position.
        """,
    ),
    *exercise(
        """
        **Question 2.** Write a scenario of your own as TOML text, with at least one `ask` step,
        that `Scenario.from_toml(answer).run()` accepts. Start from `MINE` above or from the
        format README.
        """,
        answer="""
        answer = ...   # a TOML text
        """,
        checker="""
        from ludo_widget.notebook.exercise import check
        from ludo_widget.scenarios import Scenario, ScenarioError, ScenarioMismatch

        def verdict(text):
            if text is ...:
                return ...
            try:
                scenario = Scenario.from_toml(text, name="yours")
                scenario.run()
            except (ScenarioError, ScenarioMismatch, TypeError) as problem:
                return f"it does not run: {problem}"
            return "runs and asks" if any(step.ask for step in scenario.steps) else "runs, but asks nothing"

        check(verdict(answer), "runs and asks",
              explain="The engine played every step, checked every expect and the answer key of every question.",
              hint="Read the message: it names the step and what the engine did instead.")
        """,
        solution="""
        answer = '''
        title = "A six opens the gate"
        edition = "classic"
        about = "A six brings a token out."
        position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"

        [[step]]
        roll = 6
        say = "Red rolls a six."
        expect = { awaiting = "move" }

        [[step]]
        ask = "Which token comes out?"
        answer = ["red 1", "red 2", "red 3", "red 4"]
        hint = "Every token in the yard may use a six."
        explain = "Any of them: a six brings one token out of the yard."
        expect = { red = [1, 0, 0, 0], another_roll = true }
        '''
        """,
        why="""
        A pick-the-move question plays its first answer; every answer listed must be a legal
        move, and the step's `expect` is checked after it, like any other step.
        """,
    ),
]
