"""Write the tutorial notebooks 01-06 and 08 from the lessons below (with no outputs).

    python tutorials/make_tutorials.py

Each lesson is a list of cells: a string starting with ``"md:"`` is Markdown, any other is
code. Edit the lessons here, run this script, and commit the notebooks it writes.
(07_simulation.ipynb is written separately.)
"""

from __future__ import annotations

import pathlib
import textwrap

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent


def md(text: str) -> str:
    return "md:" + text


LESSONS: dict[str, list[str]] = {}

# --------------------------------------------------------------------------------------------
LESSONS["01_getting_started"] = [
    md("""
    # Getting started: a game of Ludo against the computer

    Ludo is a race. Each player has four tokens in a yard; a die brings them out, around the
    shared track and up a home column into the centre. The first player with every token home
    wins, and along the way you can send other players' tokens back to their yard.

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
    **Position** shows the game as one line of text.

    The computer players are `"random"`, `"heuristic"` and `"expectimax"` (the strongest).
    Put the computer on every seat you like:
    """),
    """
    from ludo_widget.players import PLAYER_NAMES

    PLAYER_NAMES
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
    6. **08 — Power**: online's bonuses on the board (Double roll, Dice control, Shield, +1).
    """),
]

# --------------------------------------------------------------------------------------------
LESSONS["02_board_and_turn"] = [
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
    from ludo_widget.board import COLOURS, ring_square

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

# --------------------------------------------------------------------------------------------
LESSONS["03_captures_and_safe_squares"] = [
    md("""
    # Captures and safe squares

    Land on a square where an opponent's token stands and it goes back to its yard. That is a
    **capture**, and it gives you another roll. Passing over a token does nothing: only the
    square you finish on counts. Some squares are **safe**, and what happens when *two*
    opponent tokens share a square depends on the edition.
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

    Eight ring squares are safe: the four start squares and the four stars eight squares further
    on. In every lap they are places 1, 9, 14, 22, 27, 35, 40 and 48. Stars of seats nobody is
    sitting in are still safe. Home columns and home are safe too, since nobody else can go there.
    """),
    """
    from ludo_widget.board import SAFE_LAP_PLACES, SAFE_RING_SQUARES

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

    * **classic**, **strict**, **dashain**: every one of them goes home;
    * **online**: the *count rule*: the mover's tokens on the square are counted, the arriving
      one included, and an opponent with no more tokens there than that loses them all. One red
      against two yellow: nobody goes home;
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
    tokens go home. Step through it:
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
    Every edition's stacked-capture scenario, each in that edition's own words:
    """),
    """
    from ludo_widget.scenarios import list_scenarios

    for name in list_scenarios(topic="stacked-capture"):
        s = Scenario.load(name)
        print(f"{s.edition:9} {s.title}\\n          {s.about.splitlines()[0]} ...")
    """,
    md("""
    **Try it:** in the online count rule, what happens if the red token lands on a *single*
    yellow token that stands on a star? Set it up with `Game.from_notation` (a yellow token on
    place 35 stands on red's place 9, a star) and see.
    """),
    """
    game = Game.from_notation("online r:5,0,0,0 y:35,0,0,0 r roll six:0")
    game.roll(4)
    game.move(0)
    game.positions, [e.kind for e in game.events]
    """,
]

# --------------------------------------------------------------------------------------------
LESSONS["04_sixes"] = [
    md("""
    # Sixes

    A six does three jobs: it brings a token out of the yard, it moves like any other face, and
    it gives **another roll**. This lesson covers the other reasons for another roll, the limit
    of one extra roll per move, three sixes in a row, and the six nobody can use, where the
    editions part ways.
    """),
    md("""
    ## Another roll: a six, a capture, reaching home

    In *classic*, three things hand the die straight back: a six, sending an opponent home and
    getting a token home. When two apply at once you still get **one** extra roll; the log names
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
    is used. The moves made with the first two sixes stand.
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
    for name in list_scenarios(topic="entry-on-one"):
        s = Scenario.load(name)
        print(f"{s.edition}: {s.options}\\n  {s.about.strip().splitlines()[0]}")
    """,
    md("""
    **Try it:** under the Nepali rule, roll a 1 with every token in the yard. Which moves are
    legal, and who rolls after the move?
    """),
    """
    game = Game(Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6}), players=("red", "yellow"))
    game.roll(1)
    moves = game.legal_moves()
    game.move(moves[0])
    moves, game.turn
    """,
]

# --------------------------------------------------------------------------------------------
LESSONS["05_editions"] = [
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

    * `capture_rule`: `all` sends every opponent token on the square home, `count` is online's
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
    * **online** counts one red against two yellow: nobody goes home and the turn passes;
    * **paperfox** protects the pair: nobody goes home and the turn passes.

    Each game is live: put any of them on a board and play on.
    """),
    """
    LudoWidget(game=games["online"])
    """,
    md("""
    ## The scenario library, by edition

    Every edition has its own scenarios, written from its own rule document:
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
]

# --------------------------------------------------------------------------------------------
LESSONS["06_scripting"] = [
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
    from ludo_widget import Game, IllegalAction, LudoWidget, Rules

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
    source = "001 (strict)"
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

# --------------------------------------------------------------------------------------------
LESSONS["08_power"] = [
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


def build(name: str, cells: list[str]) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, cell in enumerate(cells):
        text = textwrap.dedent(cell[3:] if cell.startswith("md:") else cell).strip("\n")
        made = new_markdown_cell(text) if cell.startswith("md:") else new_code_cell(text)
        made["id"] = f"{name[:2]}-{i:02d}"
        nb.cells.append(made)
    return nb


def main() -> None:
    for name, cells in LESSONS.items():
        path = HERE / f"{name}.ipynb"
        nbformat.write(build(name, cells), path)
        print("wrote", path.relative_to(HERE.parent))


if __name__ == "__main__":
    main()
