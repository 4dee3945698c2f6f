"""Lesson 04_sixes: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Sixes

    A six does three jobs: it brings a token out of the yard, it moves like any other face, and
    it gives **another roll**. This lesson covers the other reasons for another roll, the limit
    of one extra roll per move, three sixes in a row, and the six nobody can use, where the
    editions part ways.
    """),
    md("""
    ## Another roll: a six, a capture, reaching home

    In *classic*, three things hand the die straight back: a six, sending an opponent back to its
    yard and getting a token home. When two apply at once you still get **one** extra roll; the log names
    the capture first, then home, then the six.
    """),
    """
    from ludo_widget import Game, LudoWidget, Rules
    from ludo_widget.scenarios import Scenario, list_scenarios

    print(Scenario.load("classic-one-roll-limit").transcript())
    """,
    md("""
    *strict* leaves out the roll for reaching home (a capture and a six still give one):
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("strict-no-home-bonus")
    board
    """,
    md("""
    ## Three sixes in a row

    Every edition stops a run of sixes: on the third six in a row the turn ends before the face
    is used. The moves made with the first two sixes stand. The board asks you two questions on
    the way: answer them before pressing Next.
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-three-sixes")
    board
    """,
    """
    game = Game("classic", players=("red", "yellow"), positions={"red": [1, 0, 0, 0]})
    for face, token in ((6, 0), (6, 1)):
        game.roll(face)
        game.move(token)
    game.roll(6)       # the third six
    game.positions["red"], game.turn, game.events[-2].text
    """,
    md("""
    ## The six nobody can use

    Red's last token is four squares from home and nothing is left in the yard, so a six cannot
    be used. What happens next is one of the clearest differences between the editions:
    """),
    """
    from IPython.display import Markdown

    rows = ["| edition | after the unusable six | sixes in a row |", "| --- | --- | --- |"]
    for edition in ("classic", "strict", "online", "dashain", "paperfox"):
        game = Game.from_notation(f"{edition} r:57,57,57,53 y:20,0,0,0 r roll six:0")
        game.roll(6)
        who = "red rolls again" if game.turn == "red" else f"the turn passes to {game.turn}"
        rows.append(f"| {edition} | {who} | {game.sixes} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    Under *strict* (and *paperfox*) the unusable six still counts toward three sixes:
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("strict-wasted-six")
    board
    """,
    md("""
    ## Waiting for a six

    Two editions help a player with nothing on the board. *online* gives **three tries** for a
    six while none of your tokens is out; *paperfox* makes the next roll a six after three rolls
    without one (its *starting aid*). A forced face always wins over the aid, so the paperfox
    scenario scripts three misses and then leaves the last roll to the die:
    """),
    """
    print(Scenario.load("online-three-tries").transcript(log=False))
    """,
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("paperfox-forced-six")
    board
    """,
    md("""
    The *dashain* edition's **Nepali rule** lets a one bring a token out as well, and a used one
    gives another roll too; *classic* has a setting where a one opens the gate but gives no
    extra roll:
    """),
    """
    import textwrap

    for name in list_scenarios(topic="entry-on-one"):
        s = Scenario.load(name)
        print(f"{s.edition}: {s.options}")
        print(textwrap.indent(textwrap.fill(" ".join(s.about.split()), 88), "    "))
    """,
    *exercise(
        """
        **Question 1.** Under the Nepali rule, red rolls a 1 with every token in the yard and
        brings token 1 out. Who rolls next? Answer with a colour.
        """,
        answer="""
        answer = ...   # "red" or "yellow"
        """,
        checker="""
        from ludo_widget import Game, Rules
        from ludo_widget.notebook.exercise import after, check

        nepali = Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6})
        game = after(Game(nepali, players=("red", "yellow")), roll=1, move=0)   # token 1 comes out
        check(answer, game.turn,
              explain="Under the Nepali rule a used 1 gives another roll, just like a six: red rolls again.",
              hint="Look at bonus_faces: which faces give another roll when they are used?")
        """,
        solution="""
        answer = "red"
        """,
        why="""
        The Nepali rule is two settings: `entry_faces={1, 6}` (a 1 brings a token out) and
        `bonus_faces={1, 6}` (a used 1 gives another roll). Both apply here.
        """,
    ),
    *exercise(
        """
        **Question 2.** Red's last token is four squares from home and the yard is empty, so a
        six cannot be used. In which editions does red still roll again? Answer with a set of
        preset names.
        """,
        answer="""
        answer = ...   # a set of edition names
        """,
        checker="""
        from ludo_widget.notebook.exercise import after, check, editions

        def rolls_again(edition):   # red rolls a six it cannot use
            game = after(f"{edition} r:57,57,57,53 y:20,0,0,0 r roll six:0", roll=6, move=None)
            return game.turn == "red"

        check(answer, editions(rolls_again),
              explain="strict and paperfox give another roll for a six nobody can use (wasted_bonus = roll_again).",
              hint="The table above answers it; the option behind it is wasted_bonus.")
        """,
        solution="""
        answer = {"strict", "paperfox"}
        """,
        why="""
        `Rules.wasted_bonus` is `"roll_again"` in strict and paperfox and `"pass"` in the
        others; the six still counts toward three sixes in a row.
        """,
    ),
]
