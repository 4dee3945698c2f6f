"""Every scenario in the library is played on the engine and every expectation checked,
so a scenario can never teach something the engine does not do."""

from __future__ import annotations

import textwrap

import pytest

from ludo_widget import Rules
from ludo_widget.scenarios import (
    LIBRARY, Scenario, ScenarioError, ScenarioMismatch, list_scenarios,
)

NAMES = list_scenarios()


@pytest.mark.parametrize("name", NAMES)
def test_library_scenario_matches_the_engine(name):
    scenario = Scenario.load(name)
    scenario.run()


@pytest.mark.parametrize("name", NAMES)
def test_library_scenario_is_well_written(name):
    scenario = Scenario.load(name)
    assert scenario.title and scenario.about, "a scenario says what it teaches"
    assert scenario.source, "a scenario cites the rule sheet section it teaches"
    assert scenario.topics, "a scenario lists its topics"
    assert name.startswith(scenario.edition + "-"), "library names start with the edition"
    for step in scenario.steps:
        assert step.say.strip()
        if step.action != "note":
            assert step.expect, f"{step.label} checks nothing"


@pytest.mark.parametrize("name", NAMES)
def test_stepping_back_returns_to_each_earlier_position(name):
    run = Scenario.load(name).runner()
    seen = [run.game.notation()]
    while not run.finished:
        run.next()
        seen.append(run.game.notation())
    while run.done:
        run.back()
        assert run.game.notation() == seen[run.done]
    run.play_all()  # and forward again, identically (the die's state came back too)
    assert run.game.notation() == seen[-1]


def test_every_edition_has_scenarios():
    editions = {Scenario.load(n).edition for n in NAMES}
    assert editions == {"classic", "strict", "online", "dashain", "paperfox"}


COVERAGE = {
    # topic -> editions that must have a scenario on it
    "entering": {"classic", "strict", "online", "dashain", "paperfox"},
    "entry-on-one": {"classic", "dashain"},
    "six-moves-instead": {"classic", "strict", "online", "dashain", "paperfox"},
    "exact-finish": {"classic", "strict", "online", "dashain", "paperfox"},
    "capture": {"classic", "strict", "online", "dashain", "paperfox"},
    "passing-over": {"classic", "online", "dashain", "paperfox"},
    "safe-squares": {"classic", "strict", "online", "dashain", "paperfox"},
    "empty-seat-stars": {"classic"},
    "stacked-capture": {"classic", "strict", "online", "dashain", "paperfox"},
    "no-blockade": {"classic", "strict", "online", "dashain", "paperfox"},
    "three-sixes": {"classic", "strict", "online", "dashain", "paperfox"},
    "wasted-six": {"classic", "strict", "online", "dashain", "paperfox"},
    "one-roll-limit": {"classic", "strict", "online", "dashain", "paperfox"},
    "home-bonus": {"classic", "strict", "online", "dashain", "paperfox"},
    "tries": {"online"},
    "forced-six": {"paperfox"},
    "play-on": {"online", "dashain"},
    "game-end": {"classic", "strict", "dashain", "paperfox"},
    "teams": {"online", "dashain"},
    "power": {"online"},
}


@pytest.mark.parametrize("topic", sorted(COVERAGE))
def test_library_covers_the_rules(topic):
    have = {Scenario.load(n).edition for n in list_scenarios(topic=topic)}
    missing = COVERAGE[topic] - have
    assert not missing, f"no {topic!r} scenario for {sorted(missing)}"


# -- the checker itself -------------------------------------------------------------------------

GOOD = """
title = "Entering on a six"
edition = "classic"
about = "A six brings a token out."
source = "docs/editions/classic.md#entering"
topics = ["entering"]
position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"

[[step]]
roll = 6
say = "Red rolls a six."
expect = { awaiting = "move" }

[[step]]
move = "red 1"
say = "Red token 1 comes out and Red rolls again."
expect = { red = [1, 0, 0, 0], another_roll = true, turn = "red" }
"""


def test_a_good_scenario_runs():
    game = Scenario.from_toml(GOOD).run()
    assert game.positions["red"] == [1, 0, 0, 0]


@pytest.mark.parametrize("wrong, words", [
    ('red = [1, 0, 0, 0], another_roll = true, turn = "red"', None),  # the good one, as a control
    ('red = [6, 0, 0, 0]', "red places: expected [6, 0, 0, 0], the engine has [1, 0, 0, 0]"),
    ('another_roll = false', "another roll: expected none for red"),
    ('turn = "yellow"', "turn: expected 'yellow', the engine has 'red'"),
    ('red = { 1 = 7 }', "red token 1: expected 7, the engine has 1"),
    ('awaiting = "move"', "awaiting: expected 'move'"),
    ('events = ["captured"]', "expected a 'captured' event"),
    ('log = "rolls again for the capture"', "log: expected 'rolls again for the capture'"),
    ('over = true, winner = "red"', "game over: expected True"),
])
def test_a_wrong_expectation_fails_naming_the_step(wrong, words):
    text = GOOD.replace('red = [1, 0, 0, 0], another_roll = true, turn = "red"', wrong)
    scenario = Scenario.from_toml(text, name="wrong")
    if words is None:
        scenario.run()
        return
    with pytest.raises(ScenarioMismatch) as info:
        scenario.run()
    message = str(info.value)
    assert "scenario 'wrong', step 2 (move red 1)" in message
    assert words in message
    assert "the step says: Red token 1 comes out" in message
    assert info.value.step == 2


def test_a_move_the_engine_refuses_fails_naming_the_step():
    text = GOOD.replace('roll = 6', 'roll = 5').replace('expect = { awaiting = "move" }', "expect = {}")
    with pytest.raises(ScenarioMismatch, match=r"step 2 \(move red 1\): the engine refused it: no move is awaited"):
        Scenario.from_toml(text, name="refused").run()


def test_wrong_legal_moves_fail():
    text = GOOD.replace('expect = { awaiting = "move" }', 'expect = { moves = ["red 1", "red 2"] }')
    with pytest.raises(ScenarioMismatch, match=r"step 1 \(roll 6\): legal moves: expected \[red 1, red 2\]"):
        Scenario.from_toml(text, name="moves").run()


@pytest.mark.parametrize("bad, words", [
    ('title = ""', "needs a title"),
    ('edition = "ludo-king"', "unknown preset"),
    ('position = "r:0,0,0 y:0,0,0,0"', "does not load"),
    ('roll = 6\nmove = "red 1"', "exactly one of"),
    ('roll = 7', "roll is a face 1..6"),
    ('move = "red 5"', "tokens are numbered 1 to 4"),
    ('move = "blue 1"', "blue is not playing"),
    ('expect = { awaiting = "move", colour = "red" }', "unknown key 'colour'"),
    ('say = ""', "every step says what happens"),
    ('highlight = ["red square 60"]', "a square of a lap is 1..57"),
])
def test_a_badly_written_scenario_is_refused_clearly(bad, words):
    text = GOOD
    if bad.startswith(("title", "edition", "position")):
        key = bad.split(" =")[0]
        text = "\n".join(bad if line.startswith(key + " =") else line for line in text.splitlines())
    elif bad.startswith(("roll", "move", "say", "expect", "highlight")):
        key = bad.split(" =")[0]
        lines = text.splitlines()
        first = next(i for i, line in enumerate(lines) if line.startswith("[[step]]"))
        body = [line for line in lines[first + 1:first + 4] if not line.startswith(key + " =")]
        if key in ("roll", "move"):
            body = [line for line in body if not line.startswith(("roll =", "move ="))]
        lines[first + 1:first + 4] = [*bad.splitlines(), *body]
        text = "\n".join(lines)
    with pytest.raises(ScenarioError, match=words):
        Scenario.from_toml(text, name="bad")


def test_options_and_position_forms():
    base = textwrap.dedent("""
        title = "The Nepali rule"
        edition = "dashain"
        options = { entry_faces = [1, 6], bonus_faces = [1, 6] }
        position = "r:0,0,0,0 y:0,0,0,0"
        [[step]]
        roll = 1
        say = "A one brings a token out."
        expect = { awaiting = "move" }
    """)
    s = Scenario.from_toml(base)
    assert s.rules == Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6})
    assert s.position == "dashain[entry_faces=1+6;bonus_faces=1+6] r:0,0,0,0 y:0,0,0,0 r roll six:0"
    # the same rules written into the position instead
    s2 = Scenario.from_toml(base.replace('edition = "dashain"\n', "").replace("options = { entry_faces = [1, 6], bonus_faces = [1, 6] }\n", "")
                            .replace('position = "r:', 'position = "dashain[entry_faces=1+6;bonus_faces=1+6] r:'))
    assert s2.rules == s.rules and s2.position == s.position
    with pytest.raises(ScenarioError, match="write one or the other"):
        Scenario.from_toml(base.replace('position = "r:', 'position = "classic r:'))


def test_load_by_name_and_path_and_unknown_name():
    by_name = Scenario.load(NAMES[0])
    by_path = Scenario.load(LIBRARY / f"{NAMES[0]}.toml")
    assert by_name == by_path
    with pytest.raises(ScenarioError, match="no scenario named"):
        Scenario.load("no-such-scenario")


def test_list_scenarios_filters():
    assert set(list_scenarios(edition="paperfox")) <= set(NAMES)
    assert all(Scenario.load(n).edition == "paperfox" for n in list_scenarios(edition="paperfox"))
    assert list_scenarios(topic="entering")


def test_random_rolls_are_seeded():
    text = GOOD.split("[[step]]")[0] + 'seed = 5\n[[step]]\nroll = "random"\nsay = "Red rolls."\nexpect = {}\n'
    text = text.replace('position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"\n', 'position = "r:0,0,0,0 y:0,0,0,0 r roll six:0"\n')
    runs = [Scenario.from_toml(text).runner() for _ in range(2)]
    for run in runs:
        run.next()
    assert runs[0].rolled == runs[1].rolled and runs[0].game.notation() == runs[1].game.notation()


def test_highlights_resolve_to_board_things():
    text = GOOD.replace('say = "Red rolls a six."', 'say = "Red rolls a six."\nhighlight = ["red 1", "red square 9", '
                        '"square 21", "yellow square 53", "red home", "yellow yard"]')
    step = Scenario.from_toml(text).steps[0]
    assert [h.to_dict() for h in step.highlight] == [
        {"kind": "token", "colour": "red", "token": 0},
        {"kind": "ring", "square": 8},
        {"kind": "ring", "square": 21},
        {"kind": "column", "colour": "yellow", "square": 2},
        {"kind": "home", "colour": "red"},
        {"kind": "yard", "colour": "yellow"},
    ]


def test_the_format_readme_example_runs():
    import re

    text = (LIBRARY / "README.md").read_text()
    example = re.search(r"```toml\n(.*?)```", text, re.S).group(1)
    Scenario.from_toml(example, name="readme").run()
