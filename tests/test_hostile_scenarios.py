"""Hostile scenario files: every edited one loads and then runs, or is refused with a ScenarioError.

The library's TOML files are edited as bytes (cut, garbage or non-UTF-8 bytes inserted, nested
arrays) and as data (one value of the table replaced, deleted or repeated). A scenario that loads
must then play: its run ends, or stops at a step the engine disagrees with (ScenarioMismatch, the
scenario's own verdict), and nothing else is raised.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from conftest import examples
from hostile import accepted, check_refusal, edited, nodes, odd_values
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo_widget import LudoError
from ludo_widget.scenarios import LIBRARY, Scenario, ScenarioMismatch

HYPOTHESIS = settings(max_examples=examples(100), deadline=None)

FILES = sorted(LIBRARY.glob("*.toml"))[::3]  # a third of the library, each kind of step among them
TEXTS = [p.read_bytes() for p in FILES]
DATA = [tomllib.loads(t.decode()) for t in TEXTS]
PLAUSIBLE = [1, 6, 7, 0, "random", "red 1", "red 5", "yellow 2", "green 1", "red 1 to 12", "double", "dice 4",
             "dice ٤", "red ²", "square 99", "red square 9", "roll", "move", "over", "none", True, [], ["red", "red"],
             {}, {"turn": "red"}, {"awaiting": "nope"}, "classic r:0,0,0,0 y:0,0,0,0 r roll six:0", "classic"]


def plays(scenario: Scenario) -> None:
    """A loaded scenario runs to its end or to a step the engine disagrees with; stepping back works."""
    run = scenario.runner()
    try:
        while not run.finished:
            run.next()
    except ScenarioMismatch:
        pass
    while run.done:
        run.back()
    scenario.transcript(log=True) if _runs(scenario) else None


def _runs(scenario: Scenario) -> bool:
    try:
        scenario.run()
    except ScenarioMismatch:
        return False
    return True


@st.composite
def edited_data(draw) -> dict:
    """A scenario's table with one value (not the whole table) replaced, deleted or repeated."""
    data = draw(st.sampled_from(DATA))
    path = draw(st.sampled_from(nodes(data)[1:]))
    how = draw(st.sampled_from(["replace", "replace", "delete", "repeat"]))
    return edited(data, path, how, draw(st.one_of(st.sampled_from(PLAUSIBLE), odd_values())))


@settings(HYPOTHESIS)
@given(data=edited_data())
def test_an_edited_scenario_loads_and_plays_or_is_refused(data):
    ok, scenario = accepted(lambda: Scenario.from_dict(data, name="edited"))
    if ok:
        plays(scenario)


@st.composite
def damaged_files(draw) -> bytes:
    raw = draw(st.sampled_from(TEXTS))
    at = draw(st.integers(0, len(raw)))
    how = draw(st.sampled_from(["cut", "bytes", "text", "nest"]))
    if how == "cut":
        return raw[:at]
    if how == "bytes":
        return raw[:at] + draw(st.binary(min_size=1, max_size=4)) + raw[at:]
    if how == "text":
        return raw[:at] + draw(st.text(min_size=1, max_size=6)).encode() + raw[at:]
    return raw + b"\nx = " + b"[" * 5000 + b"]" * 5000 + b"\n"


@settings(HYPOTHESIS)
@given(raw=damaged_files())
def test_a_damaged_scenario_file_loads_and_plays_or_is_refused(raw, tmp_path_factory):
    path = tmp_path_factory.mktemp("scenarios") / "damaged.toml"
    path.write_bytes(raw)
    ok, scenario = accepted(lambda: Scenario.load(path))
    if ok:
        plays(scenario)


@pytest.mark.parametrize("raw", [
    b"\xff\xfe title = 'x'",  # not UTF-8
    b'title = "A"\nedition = 5\nposition = "r:0,0,0,0 y:0,0,0,0"\n[[step]]\nroll = 6\nsay = "x"\n',
    b'title = "A"\nedition = "classic"\nposition = 5\n',
    b'title = "A"\nedition = "classic"\noptions = 3\nposition = "r:0,0,0,0 y:0,0,0,0"\n',
    b'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\nstep = 5\n',
    b'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\n[[step]]\nuse = "dice \xc2\xb2"\nsay = "x"\n',
    b'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\n[[step]]\nmove = "red \xd9\xa3"\nsay = "x"\n',
    b'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\n[[step]]\nnote = "n"\n'
    b'expect = { winner = ["red", "purple"] }\n',
    b'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\n[[step]]\nnote = "n"\n'
    b'expect = { red = { "\xc2\xb2" = 1 } }\n',
    b"x = " + b"[" * 100_000 + b"]" * 100_000,
    b"title = '" + b"y" * 2_000_000 + b"'",
], ids=lambda raw: f"{len(raw)}-bytes")
def test_known_bad_scenario_files_are_refused(raw, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_bytes(raw)
    with pytest.raises(LudoError) as info:
        Scenario.load(path)
    check_refusal(info.value)


@pytest.mark.parametrize("name", [42, None, b"classic", "x\0y", Path("/no/such/file.toml"), "n" * 10_000],
                         ids=["int", "none", "bytes", "nul", "missing", "long"])
def test_odd_scenario_names_are_refused(name):
    with pytest.raises(LudoError) as info:
        Scenario.load(name)
    check_refusal(info.value)


def test_scenario_text_and_data_of_the_wrong_kind_are_refused():
    for call in (lambda: Scenario.from_toml(b"title = 'x'"), lambda: Scenario.from_dict([1, 2]),
                 lambda: Scenario.from_dict({1: "x"})):
        with pytest.raises(LudoError) as info:
            call()
        check_refusal(info.value)


LONG = "k" * 300
HEAD = 'title = "A"\nedition = "classic"\nposition = "r:0,0,0,0 y:0,0,0,0"\n'


@pytest.mark.parametrize("text", [
    HEAD + f"{LONG} = 1\n",
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\n{LONG} = 1\n',
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\nexpect = {{ {LONG} = 1 }}\n',
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\nexpect = {{ events = ["{LONG}"] }}\n',
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\nexpect = {{ no_events = ["captured", "{LONG}"] }}\n',
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\nexpect = {{ winner = "{LONG}" }}\n',
    HEAD + f'[[step]]\nmove = "{LONG}"\nsay = "x"\n',
    HEAD + f'[[step]]\nroll = 6\nsay = "x"\nhighlight = ["{LONG}"]\n',
], ids=["top", "step", "expect", "events", "no_events", "winner", "move", "highlight"])
def test_a_refusal_stays_short_whatever_the_name_and_the_wrong_value(text):
    """The longest name a message shows, plus the longest value it quotes, still fits in 200."""
    with pytest.raises(LudoError) as info:
        Scenario.from_toml(text, name="n" * 300)
    check_refusal(info.value)
