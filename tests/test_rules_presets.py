"""The presets' values, option by option (``<preset>.md#options``), and the board numbering
(``#the-board``).

Behaviour behind each option is tested in the other files; here each preset's *value* of each
option is pinned, options are shown to be switchable on every preset, and who rolls first is
played out (``#players-and-tokens``).
"""

from __future__ import annotations

import pytest
from conftest import PRESETS, SAFE_PLACES, make

from ludo_widget import Game, Rules, RulesError
from ludo_widget.engine.board import RING_OF, SAFE_RING_SQUARES, STEPS_TO_HOME, is_safe_place, partner, ring_square
from ludo_widget.engine.rules import option_names

# One entry per option: its value under each preset, in the order classic, strict, online,
# dashain, paperfox; each comment says the rule in words.
TABLE = {
    # only a 6 brings a token out (classic's setting and dashain's Nepali rule add 1)
    "entry_faces": [frozenset({6})] * 5,
    # a used six gives another roll everywhere; a used 1 only under the Nepali rule
    "bonus_faces": [frozenset({6})] * 5,
    # a capture gives another roll everywhere
    "bonus_on_capture": [True] * 5,
    # reaching home gives another roll, except in strict
    "bonus_on_home": [True, False, True, True, True],
    # a six no token can use: the turn passes, or (strict, paperfox) the same seat rolls again
    "wasted_bonus": ["pass", "roll_again", "pass", "pass", "roll_again"],
    # the third six in a row is forfeited at once; earlier moves stand
    "max_sixes": [3] * 5,
    # landing on opponents on a plain square: all go home; online counts; paperfox protects pairs
    "capture_rule": ["all", "all", "count", "all", "protect_pairs"],
    # the game stops at the first seat home, except online and dashain, which play on for places
    "play_on": [False, False, True, True, False],
    # red rolls first, except online (a seeded random seat); dashain's rematches move it one seat on
    "starter": ["first_seat", "first_seat", "random", "first_seat", "first_seat"],
    "rematch_rotates": [False, False, False, True, False],
    # a roll with one possible outcome: played for the player, tapped (strict), after a moment (online)
    "single_outcome": ["auto", "tap", "delay", "auto", "auto"],
    # starting aids: online's 3 tries for a six, paperfox's six after 3 misses
    "tries": [1, 1, 3, 1, 1],
    "forced_six_after": [0, 0, 0, 0, 3],
    # teams (online's Pairs, dashain's doubles): off by default everywhere
    "teams": [False] * 5,
    # Power's bonuses (an option of online): off by default
    "power": [False] * 5,
    # 4 tokens a seat (paperfox's Quick: 2)
    "tokens": [4] * 5,
    # online: 30 s to roll and move, else a computer player plays
    "turn_timer": [0, 0, 30, 0, 0],
    # online: whoever leaves gets a computer player in their seat, may come back while the game
    # runs, and otherwise loses (the other editions have no rule for leaving: ``#leaving``)
    "leavers_lose": [False, False, True, False, False],
}


@pytest.mark.parametrize("field", sorted(TABLE))
@pytest.mark.parametrize("index", range(5), ids=PRESETS)
def test_each_preset_matches_the_table(field, index):
    """Every option's value for every preset."""
    rules = Rules.preset(PRESETS[index])
    assert getattr(rules, field) == TABLE[field][index]
    assert rules.edition == PRESETS[index]


def test_the_table_covers_every_option():
    """Every option field is pinned by a row of the table (nothing left to chance)."""
    assert set(TABLE) == set(option_names())


def test_quick_is_two_tokens_on_paperfox():
    """Paperfox's Quick is ``tokens=2``: each seat has two tokens (``paperfox.md#our-rulings``)."""
    game = Game(Rules.preset("paperfox", tokens=2), players=2)
    assert game.positions == {"red": [0, 0], "yellow": [0, 0]}


def test_nepali_rule_and_classic_one_setting_are_options():
    """Classic's setting and dashain's Nepali rule, which let a 1 bring a token out, are options."""
    assert Rules.preset("classic", entry_faces={1, 6}).entry_faces == {1, 6}
    nepali = Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6})
    assert (nepali.entry_faces, nepali.bonus_faces) == ({1, 6}, {1, 6})


OVERRIDES = {
    "tokens": 2, "entry_faces": frozenset({1, 6}), "bonus_faces": frozenset({1, 6}),
    "bonus_on_capture": False, "bonus_on_home": False, "capture_rule": "protect_pairs",
    "wasted_bonus": "roll_again", "max_sixes": 0, "tries": 2, "forced_six_after": 4, "play_on": True,
    "starter": "random", "rematch_rotates": True, "teams": True, "power": True, "single_outcome": "tap",
    "turn_timer": 12.5,
}


@pytest.mark.parametrize("option", sorted(OVERRIDES))
def test_every_option_switches_on_every_preset(preset, option):
    """Every rule that differs between editions is an option that can be switched on any preset
    (``<preset>.md#options``)."""
    value = OVERRIDES[option]
    base = Rules.preset(preset)
    if getattr(base, option) == value:  # pick a value this preset does not already have
        value = {"capture_rule": "count", "wasted_bonus": "pass", "play_on": False, "starter": "first_seat",
                 "rematch_rotates": False, "single_outcome": "auto", "bonus_on_home": True}[option]
    rules = Rules.preset(preset, **{option: value})
    assert getattr(rules, option) == value
    assert rules.changes() == {option: value}
    assert Rules.from_dict(rules.to_dict()) == rules
    assert base.replace(**{option: value}) == rules


def test_rules_are_frozen_and_hashable():
    """Each edition is a named preset: one immutable value each."""
    rules = Rules.preset("online")
    with pytest.raises(AttributeError):
        rules.tokens = 2  # type: ignore[misc]
    assert hash(rules) == hash(Rules.preset("online"))
    assert Game("online").rules == rules


@pytest.mark.parametrize("call, words", [
    (lambda: Rules.preset("ludo-king"), "unknown preset 'ludo-king'"),
    (lambda: Rules.preset("classic", blockades=True), "unknown option 'blockades'"),
    (lambda: Rules.preset("classic").replace(rebound=True), "unknown option 'rebound'"),
    (lambda: Rules.preset("classic", tokens=5), "tokens must be a whole number 1..4"),
    (lambda: Rules.preset("classic", tokens=0), "tokens must be a whole number 1..4"),
    (lambda: Rules.preset("classic", tokens=True), "tokens must be a whole number 1..4"),
    (lambda: Rules.preset("classic", tokens=2.0), "tokens must be a whole number 1..4"),
    (lambda: Rules.preset("classic", max_sixes=True), "max_sixes must be a whole number"),
    (lambda: Rules.preset("classic", turn_timer=True), "turn_timer must be a number of seconds"),
    (lambda: Rules.preset("classic", turn_timer="30"), "turn_timer must be a number of seconds"),
    (lambda: Rules.preset("classic", entry_faces={7}), "entry_faces must be faces 1..6"),
    (lambda: Rules.preset("classic", entry_faces=set()), "entry_faces must name at least one face"),
    (lambda: Rules.preset("classic", bonus_faces={0, 6}), "bonus_faces must be faces 1..6"),
    (lambda: Rules.preset("classic", entry_faces="six"), "entry_faces must be a set of faces"),
    (lambda: Rules.preset("classic", capture_rule="some"), "capture_rule must be one of"),
    (lambda: Rules.preset("classic", wasted_bonus="keep"), "wasted_bonus must be one of"),
    (lambda: Rules.preset("classic", starter="highest"), "starter must be one of"),
    (lambda: Rules.preset("classic", single_outcome="never"), "single_outcome must be one of"),
    (lambda: Rules.preset("classic", teams="yes"), "teams must be True or False"),
    (lambda: Rules.preset("classic", max_sixes=-1), "max_sixes must be a whole number 0..99"),
    (lambda: Rules.preset("classic", tries=0), "tries must be a whole number 1..99"),
    (lambda: Rules.preset("classic", forced_six_after=1.5), "forced_six_after must be a whole number"),
    (lambda: Rules.preset("classic", turn_timer=-1), "turn_timer must be a number of seconds 0..3600"),
    (lambda: Rules.preset("classic", turn_timer=float("nan")), "turn_timer must be a number of seconds"),
    (lambda: Rules.preset("classic", turn_timer=float("inf")), "turn_timer must be a number of seconds"),
    (lambda: Rules(edition="chess"), "unknown preset 'chess'"),
    (lambda: Rules.preset(["classic"]), "unknown preset"),
    (lambda: Rules.preset("classic", entry_faces=[[6]]), "entry_faces must be faces 1..6"),
    (lambda: Game(rules="ludo-king"), "unknown preset"),
    (lambda: Rules.preset("online[power=yes]"), "Rules.preset takes a preset's name and its options as arguments"),
    (lambda: Rules.preset("classic", edition="online"), "the edition is the preset's name, not an option"),
    (lambda: Game(rules=42), "rules must be a preset name \\(with options: 'online\\[power=yes\\]'\\) or a Rules value"),
])
def test_unknown_presets_and_bad_options_are_refused(call, words):
    """Refusals are ValueErrors (RulesError) whose message says what was wrong."""
    with pytest.raises(RulesError, match=words) as info:
        call()
    assert isinstance(info.value, ValueError)


# -- the board (``<preset>.md#the-board``) -----------------------------------------------------

def test_ring_squares_of_every_seat():
    """Seat k's start square is ring square 13k, and its token at place n (1..51) stands on ring
    square (13k + n - 1) mod 52 (``classic.md#the-board``)."""
    for seat in range(4):
        assert ring_square(seat, 1) == 13 * seat
        for place in range(1, 52):
            assert ring_square(seat, place) == RING_OF[seat][place] == (13 * seat + place - 1) % 52
        for place in (0, 52, 56, 57):
            assert ring_square(seat, place) is None
        # "It never stands on the ring square just behind its own start."
        assert (13 * seat - 1) % 52 not in {ring_square(seat, p) for p in range(1, 52)}


def test_safe_squares_are_the_eight_stars_of_every_lap():
    """Safe: the stars, places 1, 9, 14, 22, 27, 35, 40, 48 of every lap (ring squares 0, 8, 13,
    21, 26, 34, 39, 47), every home column square and home (``classic.md#safe-squares``)."""
    assert SAFE_RING_SQUARES == {0, 8, 13, 21, 26, 34, 39, 47}
    for seat in range(4):
        safe = {p for p in range(1, 52) if is_safe_place(seat, p)}
        assert safe == set(SAFE_PLACES)
        assert all(is_safe_place(seat, p) for p in range(52, 58))


def test_numbering_constants():
    """From its start square a token needs exactly 56 steps to get home; partners sit opposite."""
    assert STEPS_TO_HOME == 56
    assert [partner(s) for s in range(4)] == [2, 3, 0, 1]


def test_default_seats():
    """Two players sit opposite, red and yellow, and three are red, green and yellow, unless the
    colours are named (``classic.md#players-and-tokens``)."""
    assert Game(players=2).players == ("red", "yellow")
    assert Game(players=3).players == ("red", "green", "yellow")
    assert Game().players == ("red", "green", "yellow", "blue")
    assert Game(players=("blue", "green")).players == ("green", "blue")


def test_turns_go_clockwise_and_skip_empty_seats():
    """The seats clockwise, which is also the turn order: red, green, yellow, blue."""
    game = make("classic", players=4)
    order = []
    for _ in range(5):
        order.append(game.turn)
        game.roll(2)  # all in the yard: the 2 is wasted and the turn passes
    assert order == ["red", "green", "yellow", "blue", "red"]
    game = make("classic", players=("red", "yellow"))
    game.roll(2)
    assert game.turn == "yellow"
    game.roll(2)
    assert game.turn == "red"


# -- who rolls first (``<preset>.md#players-and-tokens``) -------------------------------------

@pytest.mark.parametrize("name", ["classic", "strict", "dashain", "paperfox"])
def test_red_rolls_first(name):
    """Red rolls first in every preset but online (``classic.md#players-and-tokens``)."""
    for seed in range(10):
        assert Game(name, players=4, seed=seed).turn == "red"
        assert Game(name, players=2, seed=seed).turn == "red"
    # Without red, the first seat taking part (clockwise from red) starts.
    assert Game(name, players=("green", "blue"), seed=3).turn == "green"


def test_online_chooses_the_starter_at_random_seeded():
    """Online draws the first player at random from the game's seed (``online.md#players-and-tokens``)."""
    starters = [Game("online", players=4, seed=seed).turn for seed in range(40)]
    assert set(starters) == {"red", "green", "yellow", "blue"}
    assert starters == [Game("online", players=4, seed=seed).turn for seed in range(40)]
    two = {Game("online", players=2, seed=seed).turn for seed in range(40)}
    assert two == {"red", "yellow"}


def test_an_explicit_turn_overrides_the_starter():
    """Scripted positions name the seat to act (``turn=``), whatever the edition's "who rolls first"."""
    assert Game("online", players=4, seed=5, turn="blue").turn == "blue"
    assert Game("classic", players=4, turn="yellow").turn == "yellow"


def test_dashain_rematch_moves_the_first_roll_one_seat_on():
    """Dashain: red rolls first, and each rematch moves the first roll one seat on
    (``dashain.md#players-and-tokens``)."""
    game = Game("dashain", players=4, seed=2)
    firsts = [game.turn]
    for _ in range(4):
        game = game.rematch()
        firsts.append(game.turn)
    assert firsts == ["red", "green", "yellow", "blue", "red"]
    game = Game("dashain", players=2, seed=2)
    assert [game.turn, game.rematch().turn, game.rematch().rematch().turn] == ["red", "yellow", "red"]


@pytest.mark.parametrize("name", ["classic", "strict", "paperfox"])
def test_other_rematches_start_with_red_again(name):
    """Red starts every rematch in strict, classic and paperfox."""
    game = Game(name, players=4, seed=2)
    assert game.rematch().turn == "red" and game.rematch().rematch().turn == "red"


def test_rematch_keeps_rules_and_seats_and_a_seeded_series_repeats():
    """Our ruling: a rematch without a seed continues the finished game's die, so a seeded series repeats."""
    game = Game(Rules.preset("dashain", teams=True), players=4, seed=9)
    again = game.rematch()
    assert again.rules == game.rules and again.players == game.players
    assert game.rematch().to_json() == again.to_json()
