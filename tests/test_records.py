"""Game records (``game.record()`` / ``Game.from_record``), redo, ``game.history`` and ``goto``.

Round trips over whole random games under every preset (any options, teams and Power mixed in):
the record read back replays to the same position with the same steps and writes the same text.
Tampered records are refused with a short ``LudoError`` naming the turn.
"""

from __future__ import annotations

import json
import random

import pytest
from conftest import PRESETS, examples, refused
from hypothesis import given, settings
from hypothesis import strategies as st
from test_random_games import apply, choose, setups

from ludo_widget import Game, LudoError, Rules
from ludo_widget.engine.record import read
from ludo_widget.engine.steps import word

DATE = "2026-11-30"


def played(rules, players, seed: int, policy_seed: int, script: float, use: float, limit: int) -> Game:
    """A game played by a random policy for at most ``limit`` steps (bonuses and forced faces mixed in)."""
    game = Game(rules, players=players, seed=seed)
    rng = random.Random(policy_seed)
    for _ in range(limit):
        if game.over:
            break
        action = choose(game, rng, script, use)
        try:
            apply(game, action)
        except LudoError:  # a refused bonus or forced face: roll or move instead
            apply(game, ("roll", None) if game.awaiting == "roll" else ("move", rng.choice(game.legal_moves())))
    return game


def round_trip(game: Game) -> Game:
    text = game.record(date=DATE)
    again = Game.from_record(text)
    assert again.notation() == game.notation()
    assert [word(s) for s in again.history] == [word(s) for s in game.history]
    assert again.record(date=DATE) == text
    assert again.over == game.over and again.ranking == game.ranking
    return again


@settings(max_examples=examples(25), deadline=None)
@given(setups(), st.integers(0, 3000))
def test_records_of_random_games_replay_exactly(setup, limit):
    """Any preset and options, 2-4 seats, teams and Power, forced faces and bonuses: the record replays."""
    game = played(*setup, limit=limit)
    again = round_trip(game)
    if setup[4] == 0.0:  # every face came from the die: the replayed die goes on identically
        assert again._state.dice == game._state.dice
        if game.awaiting == "roll":
            assert again.roll() == game.roll()


@settings(max_examples=examples(10), deadline=None)
@given(st.sampled_from(PRESETS), st.sampled_from([(True, False), (True, True), (False, True)]), st.integers(0, 2**32))
def test_records_with_teams_and_power_on_every_preset(preset, teams_power, seed):
    teams, power = teams_power
    rules = Rules.preset(preset, teams=teams, power=power)
    game = played(rules, 4 if teams else 2 + seed % 3, seed, seed + 1, 0.1, 0.5 if power else 0.0, limit=5000)
    assert game.over
    round_trip(game)


def test_header_names_edition_options_seats_seed_date_and_result():
    rules = Rules.preset("online", teams=True, power=True)
    game = played(rules, 4, 5, 6, 0.0, 0.3, limit=10_000)
    text = game.record(players={"red": "person", "green": "expectimax"}, date=DATE)
    header = text.split("\n\n")[0].splitlines()
    assert header[:2] == ['[Edition "online"]', '[Options "teams=yes;power=yes"]']
    assert header[2:6] == ['[Red "person"]', '[Green "expectimax"]', '[Yellow "?"]', '[Blue "?"]']
    assert header[6:] == ['[Seed "5"]', f'[Date "{DATE}"]', f'[Result "{" ".join(game.winner)}"]']
    first = text.split("\n\n")[1].splitlines()[0]
    assert first.startswith(f"1. {game.history[0].colour[0]} ")


def test_a_set_up_position_is_written_and_replayed():
    game = Game.from_notation("paperfox[tokens=2] r:0,30 y:50,0 y move:6 six:1", seed=9)
    game.move(0)
    game.roll(5)
    text = game.record(date=DATE)
    assert '[Position "paperfox[tokens=2] r:0,30 y:50,0 y move:6 six:1"]' in text
    assert text.endswith("1. y y1:50-56 5!")
    again = Game.from_record(text)
    assert again.notation() == game.notation()
    assert again._state.dice == game._state.dice


def test_comments_are_read_and_written_back():
    game = Game(players=2, seed=3)
    game.roll(6), game.move(0), game.roll(2), game.move(0)
    text = game.record(date=DATE, comments={0: "A quiet start.", 2: "Out on a six {of course}"})
    assert "{A quiet start.}" in text and "r1:0-1 {Out on a six of course}" in text
    annotated = text.replace("2! r1:1-3", "2! ; the teacher says: hm\n r1:1-3")
    rec = read(annotated)
    assert rec.comments == {0: "A quiet start.", 2: "Out on a six of course", 3: "the teacher says: hm"}
    assert rec.game.notation() == game.notation()
    assert rec.game.record(date=DATE, comments=rec.comments).count("{") == 3


def test_extra_header_lines_are_kept_as_notes():
    text = Game(players=2, seed=1).record(date=DATE).replace("[Seed", '[Event "Class 3B"]\n[Seed')
    assert read(text).tags["Event"] == "Class 3B"


# -- tampered records ---------------------------------------------------------------------------

def base_record() -> str:
    game = Game(players=("red", "yellow"), seed=11)
    for face, token in ((6, 0), (3, 0), (5, None), (6, 0), (4, 0)):
        game.roll(face)
        if token is not None and game.awaiting == "move":
            game.move(token)
    return game.record(date=DATE)


TAMPERED = [
    (lambda t: t.replace("1. r 6! r1:0-1", "1. r 5! r1:0-1"), "turn 1 (red), step r1:0-1"),
    (lambda t: t.replace("r1:1-4", "r1:1-5"), "turn 1 (red), step r1:1-5"),
    (lambda t: t.replace("2. y", "2. r"), "turn 2 (red): it is yellow's turn"),
    (lambda t: t.replace("2. y", "3. y"), "turn 2 was expected"),
    (lambda t: t.replace("\n2. y 5!", " 5!"), "turn 1 (red), step 5!"),
    (lambda t: t.replace("[Edition \"classic\"]", "[Edition \"chess\"]"), "unknown preset"),
    (lambda t: t.replace('[Seed "11"]', '[Seed "-4"]'), "seed"),
    (lambda t: t.replace('[Seed "11"]', '[Seed "²"]'), "the seed is a whole number"),   # isdigit() says yes
    (lambda t: t.replace('[Result "*"]', '[Result "red"]'), "result"),
    (lambda t: t.replace('[Yellow "?"]', '[Yellow "?"]\n[Yellow "?"]'), "twice"),
    (lambda t: t.replace("[Edition", "[Options \"warp=yes\"]\n[Edition"), "unknown option"),
    (lambda t: t.replace("r1:0-1", "r1:0-1 @@"), "'@@' is not a step"),
    (lambda t: t + "\n9. y", "turn 9"),
    (lambda t: t.replace('[Red "?"]\n', ""), "2 to 4 colours"),
    (lambda t: t.replace("[Seed", '[Position "classic r:0,0,0,0 g:0,0,0,0 r roll six:0"]\n[Seed'), "Position"),
    (lambda t: t.replace("r1:0-1", "r1:0-1 " + "4 " * 10), "turn 1 (red)"),
    (lambda t: "x" * 30, 'a record starts with its edition, [Edition "classic"], not'),   # not a record at all
    (lambda t: "/tmp/game.txt", "a record starts with its edition"),                  # a path given for the text
    (lambda t: t.replace('[Seed "11"]', 'x [Seed "11"]'), "'x' comes before turn 1"),
    (lambda t: t.replace('[Red "?"]\n', "").replace('[Yellow "?"]\n', ""), "a record names its seats"),
    (lambda t: "", "a record is text"),
]


@pytest.mark.parametrize("tamper, match", TAMPERED)
def test_tampered_records_are_refused_naming_what_is_wrong(tamper, match):
    text = tamper(base_record())
    with pytest.raises(LudoError) as info:
        Game.from_record(text)
    message = str(info.value)
    assert match.lower() in message.lower(), message
    assert len(message) <= 200


def test_the_untampered_record_replays():
    assert Game.from_record(base_record()).history


def test_a_record_after_the_game_is_over_is_refused():
    game = played(Rules.preset("classic", tokens=1), 2, 3, 4, 0.0, 0.0, limit=10_000)
    assert game.over
    last = game.record(date=DATE).splitlines()[-1]
    with pytest.raises(LudoError, match="over"):
        Game.from_record(game.record(date=DATE) + f"\n{int(last.split('.')[0]) + 1}. r 6")


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 10_000), st.sampled_from("0123456789rgyb:-+. \n{}[]\";x"), st.integers(0, 2))
def test_mutated_records_replay_or_are_refused_shortly(where, char, how):
    """Any one-character change: a record that still replays legally, or a short LudoError; nothing else."""
    text = base_record()
    i = where % len(text)
    text = text[:i] + (char if how else "") + text[i + (how != 2):]
    try:
        game = Game.from_record(text)
    except LudoError as exc:
        assert 0 < len(str(exc)) <= 200
    else:
        assert Game.from_record(game.record()).notation() == game.notation()


def test_huge_and_non_text_records_are_refused():
    for bad in (None, 12, b"[Edition \"classic\"]", "x" * 2_000_001):
        with pytest.raises(LudoError):
            Game.from_record(bad)


def test_a_game_without_history_has_no_record():
    with pytest.raises(LudoError, match="no history"):
        Game(players=2, history=False).record()


# -- redo, history and goto -------------------------------------------------------------------

def test_redo_plays_again_what_undo_took_back_random_rolls_included():
    game = Game(players=2, seed=4)
    game.roll(6), game.move(0)
    face = game.roll()
    after = game.to_json()
    for _ in range(3):
        game.undo()
    assert game.steps == 3 and game.can_redo and game.history == []
    for _ in range(3):
        game.redo()
    assert game.to_json() == after and game.face in (face, None) and not game.can_redo
    refused(game, game.redo, "nothing to redo")


def test_a_new_step_after_undo_starts_a_new_branch_and_the_same_step_follows_the_line():
    game = Game(players=2, seed=4)
    game.roll(6), game.move(0), game.roll(3)
    game.goto(1)
    game.move(0)                      # the step that was played: the line goes on
    assert game.can_redo and game.steps == 3
    game.roll(5)                      # another face: a new branch
    assert not game.can_redo and game.history[-1].face == 5 and game.steps == 3


def test_goto_walks_the_line_and_tells_subscribers_once():
    game = Game(players=2, seed=4)
    game.roll(6), game.move(0), game.roll(3), game.move(0)
    positions = game.positions
    calls = []
    game.subscribe(lambda g: calls.append(len(g.history)))
    game.goto(1)
    assert calls == [1] and game.awaiting == "move" and game.positions["red"] == [0, 0, 0, 0]
    game.goto(4)
    assert game.positions == positions and calls == [1, 4]
    for bad in (-1, 5, "2", 1.5, True):
        refused(game, lambda bad=bad: game.goto(bad), "not in this game")


def test_history_and_its_steps_survive_save_and_load():
    game = Game(rules=Rules.preset("online", power=True), players=2, seed=4, tiles={2: "dice"})
    game._state.stock[game._state.turn]["shield"] = 1
    game.use("shield")
    game.roll(6)
    loaded = Game.from_json(game.to_json())
    assert loaded.history == game.history and loaded.seed == game.seed
    assert [s.kind for s in loaded.history] == ["use", "roll"] and loaded.history[1].drawn is False
    loaded.undo()
    loaded.redo()
    assert loaded.to_json() == game.to_json()


def test_saves_from_before_steps_were_kept_still_load():
    game = Game(players=2, seed=4)
    game.roll(6), game.move(0)
    data = json.loads(game.to_json())
    data["history"] = [entry[:2] for entry in data["history"]]
    del data["seed"]
    old = Game.from_json(json.dumps(data))
    assert old.history == [] and old.can_undo
    old.undo()
    assert not old.can_redo
    with pytest.raises(LudoError, match="without its steps"):
        old.record()


def test_tampered_saved_steps_are_refused():
    game = Game(players=2, seed=4)
    game.roll(6)
    data = json.loads(game.to_json())
    for bad in ({"kind": "fly", "colour": "red"}, {"kind": "roll", "colour": "red", "face": 9},
                {"kind": "move", "colour": "red", "move": ["red", 0, 5, 2]}, "roll"):
        data["history"][0][2] = bad
        with pytest.raises(LudoError):
            Game.from_json(json.dumps(data))


def test_the_readme_record_example_is_what_the_engine_writes():
    """README "Records": the Python block runs, and the record shown is the one it writes and reads back."""
    from pathlib import Path

    section = (Path(__file__).resolve().parent.parent / "README.md").read_text().split("## Records", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    shown = section.split("```text\n", 1)[1].split("```", 1)[0].rstrip("\n")
    scope: dict = {}
    exec(compile(code, "README.md", "exec"), scope)
    assert scope["text"] == shown
    rec = read(shown)
    assert rec.comments == {2: "out on a six"} and rec.tags["Yellow"] == "expectimax"


def test_a_record_longer_than_any_game_is_refused_before_replaying():
    header = Game(players=2, seed=1).record(date=DATE)
    turns = "\n".join(f"{i}. {'ry'[(i - 1) % 2]} 1!" for i in range(1, 20_002))
    with pytest.raises(LudoError, match="at most 20000 steps"):
        Game.from_record(header + "\n" + turns)


def test_what_a_record_is_given_is_checked_and_a_bom_is_read():
    game = Game(players=2, seed=1)
    game.roll(6)
    for kwargs, why in (({"players": {"Red": "person"}}, "'Red' is not a seat of this game"),
                        ({"players": {"green": "person"}}, "'green' is not a seat"),
                        ({"comments": {5: "later"}}, "step 5 is past the last step")):
        with pytest.raises(LudoError, match=why):
            game.record(**kwargs)
    assert Game.from_record("\ufeff" + game.record()).notation() == game.notation()   # as a Windows editor saves
    assert Game.from_json("\ufeff" + game.to_json()).notation() == game.notation()


def test_a_game_nobody_won_has_a_result_a_record_can_say():
    game = Game("online", 2, positions={"red": [57, 57, 57, 56]}, turn="red", seed=1)
    game.leave("red")
    game.leave("yellow")
    game.roll(1)
    game.move(3)
    assert game.over and game.winner is None
    text = game.record()
    assert '[Result "-"]' in text and Game.from_record(text).over


HAND_WRITTEN = """[Edition "{edition}"]
[Red "person"]
[Yellow "person"]

1. {first} 6 {first}1:0-1 3 {first}1:1-4
2. {second} 2
"""


@pytest.mark.parametrize("first", ["r", "y"])
def test_a_record_without_a_seed_starts_with_its_first_turn_and_its_faces_are_set_by_hand(first):
    """A hand-written online record may start with either seat (online's first seat is drawn from
    the seed it does not have), and none of its faces came from seed 0's die."""
    second = "y" if first == "r" else "r"
    game = Game.from_record(HAND_WRITTEN.format(edition="online", first=first, second=second))
    assert game.turn == {"r": "yellow", "y": "red"}[first] and len(game.history) == 5
    again = game.record(date=DATE)
    assert again.endswith(f"1. {first} 6! {first}1:0-1 3! {first}1:1-4\n2. {second} 2!")
    assert Game.from_record(again).notation() == game.notation()


def test_a_record_without_a_seed_keeps_the_editions_first_seat_where_it_is_fixed():
    text = '[Edition "classic"]\n[Red "person"]\n[Yellow "person"]\n\n1. r 2\n2. y 3\n'
    # seed 0's die rolls a 2 first: the hand-written 2 is still a face set by hand
    assert Game.from_record(text).record().endswith("1. r 2!\n2. y 3!")
    with pytest.raises(LudoError, match="turn 1 .*it is red's turn, not yellow's"):
        Game.from_record(HAND_WRITTEN.format(edition="classic", first="y", second="r"))
