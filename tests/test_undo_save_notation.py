"""Undo, save/load, notation and the event log.

Undo must be exact (the die's state included), a saved game must go on exactly as the original
(the same future random rolls), the notation must read back what it wrote and ``repr`` must paste
back. The log's sentences are what a player reads; classic's "another roll" names capture, else
home, else six (``classic.md#another-roll``).
"""

from __future__ import annotations

import json
import random
import re

import pytest
from conftest import PRESETS, kinds, make, same_square, texts

from ludo_widget import Game, LudoError, Move, Rules


def policy(game: Game, rng: random.Random) -> None:
    """One step: a random roll, or a move picked by ``rng``."""
    if game.awaiting == "roll":
        game.roll()
    else:
        game.move(rng.choice(game.legal_moves()))


# -- undo ------------------------------------------------------------------------------------

def scripted_steps():
    """A short scripted game under classic with a capture, a wasted roll, a home and a forfeit."""
    y = same_square("red", "yellow", 8)
    game = make("classic", {"red": [2, 54, 0, 0], "yellow": [y, 0, 0, 0]})
    steps = [
        lambda g: g.roll(6), lambda g: g.move(0),      # capture with a six (one roll)
        lambda g: g.roll(3), lambda g: g.move(1),      # home (another roll)
        lambda g: g.roll(6), lambda g: g.move(2),      # enter
        lambda g: g.roll(6), lambda g: g.move(2),
        lambda g: g.roll(6),                           # third six in a row: forfeited
        lambda g: g.roll(5),                           # yellow: nothing out, wasted
        lambda g: g.roll(),                            # red: a random roll
    ]
    return game, steps


def test_undo_takes_back_each_step_exactly():
    """Each undo restores the exact previous ``to_json`` (state, die, log and history)."""
    game, steps = scripted_steps()
    for step in steps:
        before = game.to_json()
        step(game)
        after = game.to_json()
        assert after != before
        game.undo()
        assert game.to_json() == before
        step(game)  # redo: the same step gives the same result, random rolls included
        assert game.to_json() == after
        if game.awaiting == "move" and step is steps[-1]:
            break


def test_undo_all_the_way_back():
    """Undo is exact back to the first position, through a capture, home and a forfeit."""
    game, steps = scripted_steps()
    start = game.to_json()
    seen = [start]
    for step in steps:
        step(game)
        seen.append(game.to_json())
    assert "forfeited" in kinds(game) and "captured" in kinds(game) and "home" in kinds(game)
    for previous in reversed(seen[:-1]):
        assert game.can_undo
        game.undo()
        assert game.to_json() == previous
    assert not game.can_undo and game.to_json() == start


def test_undo_and_save_keep_tries_sixes_and_aids():
    """The counters behind online's tries, three sixes and paperfox's aid survive undo and saves."""
    game = make("online")
    game.roll(2)
    game.roll(2)
    assert " try:2" in game.notation()
    game.undo()
    assert " try:1" in game.notation()
    game.roll(3)
    assert " try:2" in Game.from_json(game.to_json()).notation()
    game = make("paperfox", {"red": [10, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    game.roll(6)
    game.move(0)
    assert Game.from_json(game.to_json()).sixes == 2
    game.roll(6)
    game.undo()
    assert game.sixes == 2 and game.turn == "red"
    game = make("paperfox")
    game.roll(1)
    game.roll(1)
    assert "aid:r1,y1" in Game.from_json(game.to_json()).notation()
    game.undo()
    assert game.notation().endswith(" y roll six:0 aid:r1,y0 first:r")


def test_undo_of_a_random_roll_rolls_the_same_face_again(preset):
    """Undo restores the die's state: the same random face comes again."""
    game = Game(preset, players=4, seed=11)
    faces = [game.roll()]
    game.undo()
    faces.append(game.roll())
    assert faces[0] == faces[1]


def test_undo_of_a_finished_game():
    """Undo takes back even the winning move."""
    game = make("classic", {"red": [55, 57, 57, 57]})
    before = game.to_json()
    game.roll(2)
    game.move(0)
    assert game.over
    game.undo()
    game.undo()
    assert game.to_json() == before and not game.over and game.winner is None


def test_subscribers_hear_every_change_and_undo():
    """Front ends subscribe: every roll, move and undo is announced."""
    game = make("classic")
    calls = []
    game.subscribe(lambda g: calls.append(g.awaiting))
    game.roll(6)
    game.move(0)
    game.undo()
    assert calls == ["move", "roll", "move"]


# -- save and load ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_loaded_game_goes_on_identically(preset, players):
    """``from_json(to_json())`` restores everything, so the same future random rolls follow."""
    rules = Rules.preset(preset, teams=players == 4 and preset in ("online", "dashain"))
    game = Game(rules, players=players, seed=5)
    rng = random.Random(1)
    for _ in range(60):
        policy(game, rng)
    saved = game.to_json()
    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.notation() == game.notation() and loaded.events == game.events
    rng_a, rng_b = random.Random(2), random.Random(2)
    for _ in range(80):
        if game.over:
            break
        policy(game, rng_a)
        policy(loaded, rng_b)
        assert loaded.notation() == game.notation()
    assert loaded.to_json() == game.to_json()  # the die, the log and the history too


def test_a_loaded_game_can_undo():
    """The undo history is saved with the game."""
    game = make("dashain", {"red": [10, 0, 0, 0]})
    first = game.to_json()
    game.roll(4)
    game.move(0)
    loaded = Game.from_json(game.to_json())
    loaded.undo()
    loaded.undo()
    assert loaded.to_json() == first


def test_saving_without_log_or_history():
    """The simulation path (no log, no history) saves and loads too."""
    game = Game("online", players=3, seed=4, log=False, history=False)
    rng = random.Random(0)
    for _ in range(30):
        policy(game, rng)
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    assert loaded.events == [] and not loaded.can_undo


def test_copy_is_independent():
    """``Game.copy()`` is a separate game with the same future."""
    game = make("classic", {"red": [10, 0, 0, 0]})
    twin = game.copy()
    game.roll(3)
    assert twin.awaiting == "roll" and twin.to_json() != game.to_json()
    twin.roll(3)
    assert twin.to_json() == game.to_json()


def test_save_is_plain_json():
    """A save is plain JSON with a format tag."""
    data = json.loads(make("paperfox").to_json())
    assert data["format"] == "ludo-widget/1"
    assert data["rules"]["preset"] == "paperfox"


# -- notation --------------------------------------------------------------------------------

NOTATIONS = [
    "classic r:0,0,12,57 y:0,0,0,0 r roll six:0",
    "strict r:1,5,9,57 g:0,0,0,0 y:30,30,0,0 y move:6 six:2",
    "online r:0,0,0,0 g:57,57,57,57 y:0,0,0,0 b:20,0,0,0 r roll six:0 try:2 done:g",
    "paperfox r:0,0,0,0 y:0,0,0,0 y roll six:0 aid:r3,y1",
    "paperfox[tokens=2] r:57,57 y:10,0 - over six:0 done:r",
    "dashain[entry_faces=1+6;bonus_faces=1+6] r:0,0,0,0 y:0,0,0,0 r move:1 six:0",
    "dashain[teams=yes] r:57,57,57,57 g:1,0,0,0 y:3,0,0,0 b:0,0,0,0 r move:2 six:0 done:r",
    "classic[bonus_faces=;bonus_on_capture=no;max_sixes=0] r:5,0,0,0 y:0,0,0,0 r roll six:0",
    "online[power=yes] r:4,0,0,0 y:0,0,0,0 r roll six:0 tiles:3p,5d stock:r=1.2.3,y=0.0.0",
    "online[power=yes] r:4,0,0,0 y:0,0,0,0 r roll six:0 tiles:5d taken:3p stock:r=1.0.0,y=0.0.1 "
    "shield:r0@r bonus:dice6",
    "online[single_outcome=tap;turn_timer=12.5] r:0,0,0,0 y:0,0,0,0 y roll six:0",
]


@pytest.mark.parametrize("text", NOTATIONS)
def test_notation_round_trip(text):
    """The notation reads back exactly what it wrote (options, counters, Power fields)."""
    game = Game.from_notation(text)
    assert game.notation() == text
    assert Game.from_notation(game.notation(), seed=3).to_json() == Game.from_notation(text, seed=3).to_json()


@pytest.mark.parametrize("seconds", [1, 30, 0.1234567891234, 3599.9999999999995, 1e-05])
def test_any_turn_timer_rules_take_is_written_and_read_back(seconds):
    """A timer of whole seconds, or with all of a float's digits, writes a notation and a save that
    read back to the same text (a whole number once came back as ``1.0``, and 17 digits were refused)."""
    game = Game(rules=Rules.preset("classic", turn_timer=seconds))
    assert game.rules.turn_timer == seconds and isinstance(game.rules.turn_timer, float)
    assert Game.from_notation(game.notation()).notation() == game.notation()
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("text", NOTATIONS)
def test_repr_pastes_back(text):
    """``repr(game)`` is code that rebuilds the position."""
    game = Game.from_notation(text)
    pasted = eval(repr(game), {"Game": Game})
    assert pasted.notation() == game.notation()
    assert pasted.positions == game.positions and pasted.legal_moves() == game.legal_moves()
    assert (pasted.turn, pasted.awaiting, pasted.face, pasted.ranking) == (
        game.turn, game.awaiting, game.face, game.ranking)


@pytest.mark.parametrize("text", NOTATIONS)
def test_the_rules_field_names_the_rules_anywhere_rules_are_asked(text):
    """``Game(rules="online[power=yes]")``, ``simulate`` and the command line take the
    notation's first field as well as a preset's name."""
    from ludo_widget.engine.notation import write_rules
    from ludo_widget.simulate import simulate

    rules = Game.from_notation(text).rules
    field = text.split(" ")[0]
    assert write_rules(rules) == field
    players = 4 if rules.teams else 2
    assert Game(rules=field, players=players).rules == rules
    assert simulate(field, players, games=2, seed=1, progress=False).rules == rules


@pytest.mark.parametrize("field, why", [
    ("online[power=maybe]", "power is yes or no"), ("online[power=yes", "options end with ']'"),
    ("nope[power=yes]", "unknown preset 'nope'"), ("online[zzz=1]", "unknown option 'zzz'"),
    ("online[tries=2;tries=3]", "written twice"), ("online[tries=x]", "tries"),
])
def test_a_bad_rules_field_is_refused(field, why):
    with pytest.raises(LudoError, match=re.escape(why)):
        Game(rules=field, players=2)


def test_a_position_without_its_rules_says_what_comes_first():
    with pytest.raises(LudoError, match="a position starts with its rules, such as 'classic', not 'r:0,0,0,0'"):
        Game.from_notation("r:0,0,0,0 y:0,0,0,0 r roll six:0")


def test_notation_of_a_game_in_progress_plays_on_the_same(preset):
    """A position read from the notation offers the same moves and rules as the game it came from."""
    game = Game(preset, players=4, seed=8)
    rng = random.Random(8)
    for _ in range(120):
        policy(game, rng)
        if game.over:
            break
        again = Game.from_notation(game.notation())
        assert again.notation() == game.notation()
        assert again.rules == game.rules and again.players == game.players
        assert again.legal_moves() == game.legal_moves()
        assert (again.turn, again.awaiting, again.sixes) == (game.turn, game.awaiting, game.sixes)


def test_notation_example_from_the_module():
    """The example in ``ludo_widget.engine.notation``."""
    game = Game(players=("red", "yellow"), positions={"red": [0, 0, 12, 57]})
    assert game.notation() == "classic r:0,0,12,57 y:0,0,0,0 r roll six:0"
    assert repr(game) == "Game.from_notation('classic r:0,0,12,57 y:0,0,0,0 r roll six:0')"


# -- the log ---------------------------------------------------------------------------------

def test_event_sentences_of_a_turn():
    """A capture sends the tokens back to their yard and gives another roll; the log says both, and
    names the capture as the reason."""
    y = same_square("red", "yellow", 5)
    game = make("classic", {"red": [2, 0, 0, 0], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert texts(game) == [
        "Red rolled a 3.",
        "Red token 1 moved from place 2 of its lap to place 5 of its lap.",
        "Red captured yellow token 1, yellow token 2: back to the yard.",
        "Red rolls again for the capture.",
    ]
    game.roll(6)
    game.move(1)
    assert texts(game)[-2:] == ["Red token 2 came out onto its start square.", "Red rolls again for the 6."]
    game.roll(1)
    game.move(0)
    assert texts(game)[-1] == "Yellow to roll."


def test_event_sentences_of_count_rule_tries_wasted_and_forfeits():
    """Count rule "nobody goes home", online's tries, strict's wasted six, and "earlier moves stand"."""
    y = same_square("red", "yellow", 5)
    game = make("online", {"red": [2, 0, 0, 0], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert "Yellow token 1, yellow token 2 stay: they are not outnumbered." in texts(game)
    game = make("online")
    game.roll(2)
    assert texts(game) == ["Red rolled a 2.", "No red token can use the 2: the roll is wasted.",
                           "Red has no token out: try 2 of 3."]
    game = make("strict", {"red": [53, 57, 57, 57]})
    for _ in range(3):
        game.roll(6)
    assert texts(game)[2] == "Red rolls again after the unusable 6."
    assert texts(game)[-2:] == ["3rd six in a row: Red's turn ends without a move; earlier moves stand.",
                                "Yellow to roll."]


def test_event_sentences_of_protected_pairs_and_the_end():
    """Paperfox's protected pairs, and the end: the game stops when the first seat is home."""
    y = same_square("red", "yellow", 5)
    game = make("paperfox", {"red": [2, 57, 57, 57], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert texts(game)[2] == "Yellow token 1, yellow token 2 stay: a pair is protected."
    game = make("classic", {"red": [55, 57, 57, 57]})
    game.roll(2)
    game.move(0)
    assert texts(game)[-3:] == ["Red token 1 reached home.", "Red has every token home: 1st place.",
                                "Red wins!"]
    assert game.events[-1].data == {"winner": "red", "ranking": ["red", "yellow"]}


@pytest.mark.parametrize("name", PRESETS)
def test_every_event_kind_is_known_and_coloured(name):
    """Whole games: every event is of a known kind, a sentence, and the last one is the win."""
    from ludo_widget.engine.events import KINDS

    game = Game(name, players=4, seed=3)
    rng = random.Random(3)
    while not game.over:
        policy(game, rng)
    assert set(kinds(game)) <= set(KINDS)
    assert all(e.text.strip() and (e.text[0].isupper() or e.text[0].isdigit()) for e in game.events), \
        [e.text for e in game.events if not e.text[:1].isupper()]
    assert kinds(game)[-1] == "won"


def test_move_objects_are_plain_tuples():
    """Moves are plain named tuples (easy to compare and print)."""
    assert Move("red", 0, 0, 1) == ("red", 0, 0, 1)


def test_a_rotating_rematch_from_a_notation_knows_who_rolled_first():
    """Dashain: "each rematch moves the first roll one seat on", also from a written position."""
    game = Game("dashain", players=4, seed=1)
    game.roll(3)  # red has nothing out: the turn passes to green
    loaded = Game.from_notation(game.notation())
    assert "first:r" in game.notation()
    assert loaded.rematch().turn == game.rematch().turn == "green"
