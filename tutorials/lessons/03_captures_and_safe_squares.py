"""Lesson 03_captures_and_safe_squares: its cells, in order (``md`` marks Markdown; see make_tutorials.py)."""

CELLS = [
    md("""
    # Captures and safe squares

    Land on a square where an opponent's token stands and it goes back to its yard. That is a
    **capture**, and it gives you another roll. Passing over a token does nothing: only the
    square you finish on counts. Some squares are **safe**, and what happens when *two*
    opponent tokens share a square depends on the edition. The scenario boards below ask
    questions as they go: answer with the buttons, or by clicking a token or square.
    """),
    md("""
    ## A capture

    Red token 1 walks over one yellow token and lands on another:
    """),
    """
    from ludo_widget import Game, LudoWidget
    from ludo_widget.scenarios import Scenario

    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-capture-and-passing-over")
    board
    """,
    """
    print(Scenario.load("classic-capture-and-passing-over").transcript())
    """,
    md("""
    ## Safe squares

    Eight ring squares are safe, the stars: the four start squares and the four squares eight
    further on. In every lap they are places 1, 9, 14, 22, 27, 35, 40 and 48. Stars of seats nobody is
    sitting in are still safe. Home columns and home are safe too, since nobody else can go there.
    """),
    """
    from ludo_widget.engine.board import SAFE_LAP_PLACES, SAFE_RING_SQUARES

    sorted(SAFE_LAP_PLACES), sorted(SAFE_RING_SQUARES)
    """,
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("classic-safe-squares")
    board
    """,
    md("""
    ## Two tokens on one square: the editions disagree

    Yellow has two tokens together on a plain square, and a red token lands on them. What
    happens depends on the edition:

    * **classic**, **strict**, **dashain**: every one of them goes back to the yard;
    * **online**: the *count rule*: the mover's tokens on the square are counted, the arriving
      one included, and an opponent with no more tokens there than that loses them all. One red
      against two yellow: nobody goes back;
    * **paperfox**: two or more tokens of one colour are *protected*; only a lone token can be
      captured.

    No edition has blockades: a pair can always be passed. Let's play the same position under
    each edition: red token 1 is three squares behind the yellow pair and rolls a 3.
    """),
    """
    from IPython.display import Markdown

    def land_on_the_pair(edition):
        game = Game.from_notation(f"{edition} r:28,27,0,0 y:5,5,10,0 r roll six:0")
        game.roll(3)
        game.move(0)           # red token 1 lands on the yellow pair
        said = [e.text for e in game.events if e.kind in ("captured", "protected")]
        return game.positions["yellow"], game.turn, " ".join(said)

    rows = ["| edition | yellow tokens after | next to roll | the log says |", "| --- | --- | --- | --- |"]
    for edition in ("classic", "strict", "online", "dashain", "paperfox"):
        yellow, turn, said = land_on_the_pair(edition)
        rows.append(f"| {edition} | {yellow} | {turn} | {said} |")
    Markdown("\\n".join(rows))
    """,
    md("""
    Under *online*, a second red token arriving makes two against two, and then both yellow
    tokens go back to the yard. Step through it (two steps ask you first what will happen):
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("online-count-rule")
    board
    """,
    md("""
    And *paperfox*'s protected pair, which gives way once one of its tokens walks off alone:
    """),
    """
    board = LudoWidget(players=("red", "yellow"))
    board.play_scenario("paperfox-protected-pairs")
    board
    """,
    md("""
    Every edition's stacked-capture scenario, and what it teaches:
    """),
    """
    import textwrap

    from ludo_widget.scenarios import list_scenarios

    for name in list_scenarios(topic="stacked-capture"):
        s = Scenario.load(name)
        print(f"{s.edition}: {s.title}")
        print(textwrap.indent(textwrap.fill(" ".join(s.about.split()), 88), "    "))
    """,
    *exercise(
        """
        **Question 1.** Under online's count rule, a red token on place 5 rolls a 4 and lands on
        a **single** yellow token. That yellow token is on its own place 35, which is red's
        place 9: a star. Which place is the yellow token on after the move? (0 if it went back
        to the yard.)
        """,
        answer="""
        answer = ...   # the yellow token's place after red's move
        """,
        checker="""
        from ludo_widget.notebook.exercise import after, check

        game = after("online r:5,0,0,0 y:35,0,0,0 r roll six:0", roll=4, move=0)
        check(answer, game.positions["yellow"][0],
              explain="A star is a safe square: nobody is captured there, whatever the count. Yellow stays on place 35.",
              hint="Before counting tokens, ask what kind of square red lands on.")
        """,
        solution="""
        answer = 35
        """,
        why="""
        Red's place 9 is one of the eight safe squares. On a safe square nobody is captured, in
        every edition, so the count rule never comes into it: both tokens share the star.
        """,
    ),
    *exercise(
        """
        **Question 2.** Which editions capture *both* yellow tokens when one red token lands on
        a yellow pair on a plain square? Answer with a set of preset names, e.g.
        `answer = {"classic"}`.
        """,
        answer="""
        answer = ...   # a set of edition names
        """,
        checker="""
        from ludo_widget.notebook.exercise import after, check, editions

        def captures_the_pair(edition):   # red token 1 lands alone on the yellow pair
            game = after(f"{edition} r:28,27,0,0 y:5,5,10,0 r roll six:0", roll=3, move=0)
            return game.positions["yellow"][:2] == [0, 0]

        check(answer, editions(captures_the_pair),
              explain="classic, strict and dashain send the whole pair back; online counts one against two, paperfox protects pairs.",
              hint="Look again at the table above: which rows show yellow tokens back at 0?")
        """,
        solution="""
        answer = {"classic", "strict", "dashain"}
        """,
        why="""
        Under online's count rule one red token is not enough against two yellow, and paperfox
        protects any two tokens of one colour; the other three editions capture the pair.
        """,
    ),
]
