"""Every scenario in the library is played on the engine and every expectation checked,
so a scenario can never teach something the engine does not do."""

from __future__ import annotations

import re
import textwrap

import pytest

from ludo_widget import LudoError, Rules
from ludo_widget.scenarios import (
    LIBRARY,
    Scenario,
    ScenarioError,
    ScenarioMismatch,
    list_scenarios,
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


@pytest.mark.parametrize("moves, words", [
    ('"red 1", "red 2 to 1", "red 3", "red 4 to 1"', None),   # `to` where it is given, any place where not
    ('"red 1", "red 2 to 2", "red 3", "red 4"',
     r"legal moves: expected \[red 1, red 2 to 2, red 3, red 4\], the engine has \[red 1, red 2 to 1, red 3, red 4\]"),
])
def test_moves_checks_to_entry_by_entry(moves, words):
    scenario = Scenario.from_toml(GOOD.replace('expect = { awaiting = "move" }', f"expect = {{ moves = [{moves}] }}"))
    if words is None:
        scenario.run()
        return
    with pytest.raises(ScenarioMismatch, match=words):
        scenario.run()


@pytest.mark.parametrize("bad, words", [
    ('title = ""', "needs a title"),
    ('edition = "ludo-king"', "unknown preset"),
    ('position = "r:0,0,0 y:0,0,0,0"', "does not load"),
    ('position = "x:0,0,0,0 y:0,0,0,0"', "'x:0,0,0,0' is no seat: a seat is r, g, y or b"),   # not "unknown preset"
    ('position = "r:20;10;0;0 y:0,0,0,0"', "'r:20;10;0;0' is no seat"),
    ('roll = 6\nmove = "red 1"', "exactly one of"),
    ('roll = 7', "roll is a face 1..6"),
    ('move = "red 5"', "tokens are numbered 1 to 4"),
    ('move = "blue 1"', "blue is not playing"),
    ('expect = { awaiting = "move", colour = "red" }', "unknown key 'colour'"),
    ('expect = { shields = ["red 1"] }', "shields needs Power"),
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


@pytest.mark.parametrize("old, new, words", [
    ('expect = { awaiting = "move" }', "expect = { anoter_roll = true }",
     "step 1: expect: unknown key 'anoter_roll'; did you mean 'another_roll'\\?$"),
    ('expect = { awaiting = "move" }', "expect = { colour = 1 }",
     "expect: unknown key 'colour'; expect has a colour or a key of the table in scenarios/library/README.md$"),
    ("roll = 6", 'roll = 6\nanswr = "red 1"', "step 1: unknown key 'answr'; did you mean 'answer'\\?$"),
    ("roll = 6", "roll = 6\nzzz = 1",
     "step 1: unknown key 'zzz'; a step has roll, move, use, note, say, expect, highlight, ask, answer, "
     "choices, hint, explain$"),
    ("title =", 'titel = "x"\ntitle =', "bad: unknown key 'titel'; did you mean 'title'\\?$"),
])
def test_an_unknown_key_names_the_keys_or_the_closest(old, new, words):
    with pytest.raises(ScenarioError, match=words):
        Scenario.from_toml(GOOD.replace(old, new, 1), name="bad")


@pytest.mark.parametrize("position, words", [
    ("r:24,10,0,0 y:50,0,0,0 r roll six:0", "bad: position: yellow token 1 and red token 1 cannot share ring square 23"),
    ("r:9,0,0,0 y:35,0,0,0 r roll six:0", None),     # ring square 8 is a star: both may stand there
])
def test_a_position_no_game_can_reach_is_refused(position, words):
    text = GOOD.replace("r:0,0,0,0 y:0,0,0,0 r roll six:0", position).replace(
        "expect = { red = [1, 0, 0, 0], another_roll = true, turn = \"red\" }", "")
    if words is None:
        Scenario.from_toml(text, name="bad")
        return
    with pytest.raises(ScenarioError, match=words):
        Scenario.from_toml(text, name="bad")


POWER = """
title = "Power"
edition = "online"
options = { power = true }
position = "r:1,0,0,0 y:30,0,0,0 r roll six:0"

[[step]]
roll = 6
say = "Red rolls a six."
expect = { stock = { red = { double = 0 } } }
"""


@pytest.mark.parametrize("text, words", [
    (GOOD.replace('about = "A six brings a token out."', "about = 5"), "bad: about is text, not 5$"),
    (GOOD.replace('about = "A six brings a token out."', 'about = ["a"]'), "about is text, not"),
    (GOOD.replace('source = "docs/editions/classic.md#entering"', "source = { a = 1 }"), "source is text, not"),
    (GOOD.replace('turn = "red" }', 'winner = "green" }'), "step 2: expect: winner is a colour playing"),
    (GOOD.replace('awaiting = "move" }', "stock = { red = { double = 1 } } }"), "step 1: expect: stock needs Power"),
    (POWER, None),
    (POWER.replace("double = 0", "dubble = 1"), "step 1: expect: stock: red's bonuses are double, dice, shield, not 'dubble'$"),
    (POWER.replace("red = { double = 0 }", 'red = { dice = "0" }'), "step 1: expect: stock: red holds 0 to 3 of dice, not '0'$"),
    (POWER.replace("red = { double = 0 }", "red = { shield = 4 }"), "holds 0 to 3 of shield, not 4$"),
    (POWER.replace("red = { double = 0 }", "green = { shield = 1 }"), "stock is a table such as"),
])
def test_values_of_the_wrong_kind_are_refused_when_loaded(text, words):
    if words is None:
        Scenario.from_toml(text, name="bad").run()
        return
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
    for typo in ("clasic", "Classic", 3):          # a typo lists nothing silently no more
        with pytest.raises(LudoError, match="unknown edition"):
            list_scenarios(edition=typo)


def test_a_broken_file_is_left_out_of_a_filtered_list_with_a_warning(tmp_path):
    (tmp_path / "good.toml").write_text(GOOD)
    (tmp_path / "broken.toml").write_text("title = [")
    assert list_scenarios(path=tmp_path) == ["broken", "good"]           # unfiltered: names only
    with pytest.warns(UserWarning, match="broken"):
        assert list_scenarios(edition="classic", path=tmp_path) == ["good"]


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


# -- ask steps: the answer key is checked against the engine -------------------------------------

ASKS = """
title = "Questions"
edition = "classic"
about = "Asks."
source = "sheet"
topics = ["capture"]
position = "r:10,3,0,0 y:40,0,0,0 r roll six:0"

[[step]]
roll = 4
say = "Red rolls a 4."
expect = { moves = ["red 1 to 14", "red 2 to 7"] }

[[step]]
ask = "Where does red token 2 land?"
move = "red 2"
answer = "red square 7"
hint = "Count four on from place 3."
explain = "Place 3 and four more is place 7."
say = "Token 2 moves on."
expect = { red = { 2 = 7 } }

[[step]]
roll = 3
ask = "Yellow rolls a 3 on place 40 of its lap. What happens?"
choices = ["Yellow captures red token 2", "Yellow moves to place 43 and the turn passes"]
answer = 2
hint = "Which red square is yellow's place 43?"
explain = "Yellow's place 43 is ring square 5; red token 2 is on ring square 6."
say = "Yellow rolls a 3."
expect = { moves = ["yellow 1 to 43"] }

[[step]]
ask = "Which token does Yellow move?"
answer = "yellow 1"
hint = "Yellow has one token out."
explain = "It is the only yellow token on the board."
expect = { yellow = [43, 0, 0, 0], turn = "red" }
"""


def test_an_answer_key_that_agrees_with_the_engine_runs():
    s = Scenario.from_toml(ASKS, name="asks")
    assert [st.ask.kind if st.ask else None for st in s.steps] == [None, "where", "predict", "pick"]
    assert s.steps[3].action == "move" and str(s.steps[3].value) == "yellow 1"  # a pick plays its answer
    game = s.run()
    assert game.positions["yellow"] == [43, 0, 0, 0]
    assert "Q: Where does red token 2 land?" in s.transcript()


@pytest.mark.parametrize("old, new, words", [
    ('answer = "yellow 1"', 'answer = ["yellow 1", "yellow 2"]',
     r"step 4 \(move yellow 1\): answer yellow 2 is not a legal move \(the legal moves are yellow 1\)"),
    ('answer = "red square 7"', 'answer = "red square 8"',
     r"step 2 \(move red 2\): answer red's place 8 \(ring square 7\): red 2 lands on red's place 7 \(ring square 6\)\n"),
    ('expect = { moves = ["yellow 1 to 43"] }', 'expect = { moves = ["yellow 1 to 44"] }',
     r"step 3 \(roll 3\): legal moves"),
])
def test_a_wrong_answer_key_fails_the_run(old, new, words):
    with pytest.raises(ScenarioMismatch, match=words):
        Scenario.from_toml(ASKS.replace(old, new), name="asks").run()


@pytest.mark.parametrize("old, new, words", [
    ('hint = "Yellow has one token out."\n', "", "gives a hint"),
    ('explain = "It is the only yellow token on the board."\n', "", "explains the right answer"),
    ('answer = 2\n', "answer = 3\n", "answer is the number of the right one, 1 to 2"),
    ('answer = 2\n', "answer = true\n", "answer is the number of the right one"),
    ('roll = 3\nask', 'ask', "asks about an action"),
    ('expect = { moves = ["yellow 1 to 43"] }', "expect = {}", "says in expect what the engine does"),
    ('answer = "yellow 1"', 'answer = "yellow 9"', "tokens are numbered 1 to 4"),
    ('answer = "yellow 1"', "answer = 4", "answer is a token"),
    ('answer = "red square 7"', 'answer = "red square 70"', "1..57"),
    ('ask = "Which token does Yellow move?"\n', "", "belong to a question"),
    ('move = "red 2"\nanswer = "red square 7"', 'move = "red 1"\nroll = 4\nanswer = "red square 7"', "exactly one of|roll or use"),
])
def test_a_badly_written_question_is_refused_clearly(old, new, words):
    assert old in ASKS
    with pytest.raises(ScenarioError, match=words):
        Scenario.from_toml(ASKS.replace(old, new, 1), name="asks")


def test_a_square_is_named_whatever_its_case():
    from ludo_widget.scenarios import ask as asking

    scenario = Scenario.from_toml(ASKS.replace('answer = "red square 7"', 'answer = "Red Square 7"'))
    where = scenario.steps[1].ask
    assert where.kind == "where" and where.answer_text == "red's place 7 (ring square 6)"
    scenario.run()
    assert asking.names_square("Red Square 37") and not asking.names_square("red 2")


def test_a_file_name_is_read_in_the_folder_given(tmp_path, monkeypatch):
    (tmp_path / "mine.toml").write_text(GOOD)
    monkeypatch.chdir(tmp_path.parent)                 # not where the file is
    assert Scenario.load("mine.toml", path=tmp_path).title == "Entering on a six"
    assert Scenario.load(tmp_path / "mine.toml", path=tmp_path.parent).title == "Entering on a six"  # absolute
    with pytest.raises(ScenarioError, match="no scenario file"):
        Scenario.load("mine.toml")


@pytest.mark.parametrize("answer, words", [
    ("square 7", "answer ring square 7: red 2 lands on red's place 7 (ring square 6)"),
    ("red square 53", "answer red's place 53 (square 2 of red's home column): red 2 lands on red's place 7"),
])
def test_a_wrong_where_answer_is_told_in_places_as_the_file_counts(answer, words):
    scenario = Scenario.from_toml(ASKS.replace('answer = "red square 7"', f'answer = "{answer}"'), name="where")
    with pytest.raises(ScenarioMismatch, match=re.escape(f"step 2 (move red 2): {words}")):
        scenario.run()


def test_a_file_with_a_byte_order_mark_loads(tmp_path):
    (tmp_path / "bom.toml").write_bytes(GOOD.encode("utf-8-sig"))
    assert Scenario.load("bom", tmp_path).run().positions["red"] == [1, 0, 0, 0]


def test_teachers_own_folder(tmp_path):
    (tmp_path / "my-first.toml").write_text(ASKS)
    (tmp_path / "notes.txt").write_text("not a scenario")
    assert list_scenarios(path=tmp_path) == ["my-first"]
    assert list_scenarios(path=tmp_path, topic="capture") == ["my-first"]
    assert Scenario.load("my-first", tmp_path).run().positions["yellow"] == [43, 0, 0, 0]
    with pytest.raises(ScenarioError, match="no scenario named 'classic-enter-on-six' in"):
        Scenario.load("classic-enter-on-six", tmp_path)
    with pytest.raises(ScenarioError, match="no folder"):
        list_scenarios(path=tmp_path / "missing")


def test_the_format_readme_lists_every_expect_key_and_event_kind():
    from ludo_widget.engine.events import KINDS
    from ludo_widget.scenarios.expect import EXPECT_KEYS

    text = (LIBRARY / "README.md").read_text()
    for key in EXPECT_KEYS:
        assert f"`{key}`" in text, f"the format README does not explain expect key {key!r}"
    for kind in KINDS:
        assert f"`{kind}`" in text, f"the format README does not list event kind {kind!r}"
    for key in ("ask", "answer", "choices", "hint", "explain"):
        assert f"`{key}`" in text


def test_the_format_readme_says_what_is_checked_and_how_files_are_written():
    text = " ".join(line.lstrip("# ") for line in (LIBRARY / "README.md").read_text().splitlines())  # comments too
    assert "so the key is checked" not in text              # a predict's answer number is never checked
    assert "the engine checks that expect, not the answer number" in text
    assert "a where question without a move is not checked" in text
    assert "named `<name>.toml` and written in UTF-8" in text


# -- the library asks, and speaks one vocabulary --------------------------------------------------

ASKED_TOPICS = ("exact-finish", "stacked-capture", "three-sixes")


def test_at_least_twelve_library_scenarios_ask_questions():
    asking = [n for n in NAMES if any(st.ask for st in Scenario.load(n).steps)]
    assert len(asking) >= 12, asking


@pytest.mark.parametrize("topic", ASKED_TOPICS)
def test_questions_cover_the_topic_in_every_edition_it_applies_to(topic):
    asked = {Scenario.load(n).edition for n in list_scenarios(topic=topic)
             if any(st.ask for st in Scenario.load(n).steps)}
    missing = COVERAGE[topic] - asked
    assert not missing, f"no {topic!r} question in {sorted(missing)}"


def _texts(scenario):
    yield scenario.title
    yield scenario.about
    for st in scenario.steps:
        yield st.say
        if st.ask:
            yield from (st.ask.text, st.ask.hint, st.ask.explain, *st.ask.choices)


# One word for each thing: the piece is a token; where it ends is home (not the middle or
# centre); where it waits is the yard. A token's position is a place; the shared numbering is
# ring squares; "square N" alone would mix the two up.
OFF_VOCABULARY = re.compile(r"\b(pawns?|pieces?|middle|centre|center|base|home lane|starting square)\b", re.I)
LOOSE_SQUARE = re.compile(r"(?<!ring )(?<!red )(?<!green )(?<!yellow )(?<!blue )\bsquare (\d+)\b(?! of (its|the|\w+'s) home column)")


@pytest.mark.parametrize("name", NAMES)
def test_scenarios_speak_one_vocabulary(name):
    for text in _texts(Scenario.load(name)):
        assert not OFF_VOCABULARY.search(text), f"{name}: {OFF_VOCABULARY.search(text).group(0)!r} in {text!r}"
        assert not LOOSE_SQUARE.search(text), f"{name}: say 'place N' or 'ring square N', not {text!r}"
