"""Lesson 05_editions: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # The editions side by side

    Each edition is a **preset**: one frozen `Rules` value. Every difference between editions
    is an option, and any option can be switched on any preset. The table below is generated
    from the presets themselves, so it is always what the engine plays.
    """),
    """
    from IPython.display import Markdown
    from ludo_widget import PRESETS, Game, LudoWidget, Rules

    tables = {name: Rules.preset(name).to_dict() for name in PRESETS}
    options = [key for key in tables["classic"] if key != "preset"]

    def show(value):
        return ", ".join(map(str, value)) if isinstance(value, list) else str(value)

    rows = ["| option | " + " | ".join(PRESETS) + " |", "| --- |" + " --- |" * len(PRESETS)]
    for key in options:
        values = [show(tables[name][key]) for name in PRESETS]
        mark = "**" if len(set(values)) > 1 else ""
        rows.append(f"| {mark}{key}{mark} | " + " | ".join(values) + " |")
    Markdown("\\n".join(rows))
    """,
    md("""
    Options in **bold** differ between editions. A few that need a word:

    * `capture_rule`: `all` sends every opponent token on the square back to its yard, `count` is online's
      count rule, `protect_pairs` is paperfox's protected pairs;
    * `wasted_bonus`: what a six nobody can use does: `pass` or `roll_again`;
    * `tries` and `forced_six_after`: online's three tries and paperfox's starting aid;
    * `single_outcome`: what the board does with a roll that has one possible outcome.

    Switch any option on any preset:
    """),
    """
    nepali = Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6})
    quick = Rules.preset("paperfox", tokens=2)
    nepali.changes(), quick.changes()
    """,
    md("""
    ## One position, five editions

    Red has a token three squares behind a yellow pair and one token on the last square of the
    ring. The script is the same everywhere: red rolls a **3** and lands on the pair; then,
    if red is still to roll, a **6** takes its other token home; then a **2**. Watch what each
    edition makes of it.
    """),
    """
    POSITION = "r:28,51,0,0 y:5,5,10,0 r roll six:0"
    SCRIPT = [(3, 0), (6, 1), (2, 0)]     # (face, index of the token to move)

    def play(edition):
        game = Game.from_notation(f"{edition} {POSITION}")
        for face, token in SCRIPT:
            if game.turn != "red" or game.awaiting != "roll":
                break
            game.roll(face)
            if game.awaiting == "move":
                game.move(token)
        return game

    games = {edition: play(edition) for edition in PRESETS}
    rows = ["| edition | red | yellow | next | what happened |", "| --- | --- | --- | --- | --- |"]
    for edition, game in games.items():
        said = [e.text for e in game.events if e.kind in ("captured", "protected", "another_roll", "home")]
        rows.append(f"| {edition} | {game.positions['red']} | {game.positions['yellow']} | {game.turn} | {' '.join(said)} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    * **classic** and **dashain** capture the pair, roll again, bring the second token home on the
      six, roll again for reaching home and walk on with the 2;
    * **strict** captures the pair too, and its six still gives a roll, even though reaching home
      does not;
    * **online** counts one red against two yellow: nobody goes back to the yard and the turn
      passes;
    * **paperfox** protects the pair: nobody goes back to the yard and the turn passes.

    Each game is live: put any of them on a board and play on.
    """),
    """
    LudoWidget(game=games["online"])
    """,
    md("""
    ## The scenario library, by edition

    Every edition has its own scenarios, each citing the section of the edition's rule sheet
    (`docs/editions/`) it teaches:
    """),
    """
    from ludo_widget.scenarios import Scenario, list_scenarios

    rows = ["| edition | scenarios |", "| --- | --- |"]
    for edition in PRESETS:
        titles = [Scenario.load(n).title for n in list_scenarios(edition=edition)]
        rows.append(f"| {edition} | {'; '.join(titles)} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    Team play (online's Pairs, dashain's doubles) and online's Power mode have scenarios too:
    """),
    """
    board = LudoWidget()
    board.play_scenario("online-power-shield-and-double")
    board
    """,
    md("""
    Lesson **08 — Power** shows online's bonuses in full: the tiles, the stock, and `game.use`.
    """),
    *exercise(
        """
        **Question 1.** Which `capture_rule` makes one red token landing on a yellow pair capture
        nothing, while a second red token joining it captures both? Answer with one of the
        words `"all"`, `"count"` or `"protect_pairs"`.
        """,
        answer="""
        answer = ...   # "all", "count" or "protect_pairs"
        """,
        checker="""
        from ludo_widget import Game, Rules
        from ludo_widget.engine.rules import CHOICES
        from ludo_widget.notebook.exercise import check

        def behaves(rule):
            game = Game(Rules.preset("classic", capture_rule=rule), players=("red", "yellow"),
                        positions={"red": [28, 27, 0, 0], "yellow": [5, 5, 10, 0]})
            game.roll(3)
            game.move(0)                      # one red token on the pair
            if game.positions["yellow"][:2] != [5, 5]:
                return False                  # captured at once
            game.roll(2)
            game.move(2)                      # yellow moves its third token
            game.roll(4)
            game.move(1)                      # the second red token joins the first
            return game.positions["yellow"][:2] == [0, 0]

        check(answer, next(rule for rule in CHOICES["capture_rule"] if behaves(rule)),
              explain="The count rule compares the tokens on the square: one against two captures nothing, two against two captures both.",
              hint="Under 'all' one token is enough; under 'protect_pairs' a pair is never captured.")
        """,
        solution="""
        answer = "count"
        """,
        why="""
        Online's count rule counts the mover's tokens on the square, the arriving one included;
        an opponent with no more tokens there than that loses them all.
        """,
    ),
    *exercise(
        """
        **Question 2.** In which editions does getting a token home give **no** extra roll?
        Answer with a set of preset names. (The table at the top of this lesson has it.)
        """,
        answer="""
        answer = ...   # a set of edition names
        """,
        checker="""
        from ludo_widget import Rules
        from ludo_widget.notebook.exercise import check, editions

        check(answer, editions(lambda name: not Rules.preset(name).bonus_on_home),
              explain="Only strict leaves out the roll for reaching home (bonus_on_home = False).",
              hint="Look for the row bonus_on_home in the table.")
        """,
        solution="""
        answer = {"strict"}
        """,
        why="""
        `bonus_on_home` is `False` in strict only. A six or a capture still gives strict an
        extra roll.
        """,
    ),
]
