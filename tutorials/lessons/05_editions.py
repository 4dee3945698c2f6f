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
