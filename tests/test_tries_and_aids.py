"""Starting aids (``<preset>.md#starting-aid``): online's three tries, paperfox's forced six; and
the rulings on scripted faces, online's tries and teams (``#our-rulings``).
"""

from __future__ import annotations

import pytest
from conftest import PRESETS, kinds, make

from ludo_widget import Game, Rules
from ludo_widget.engine.dice import Dice

# -- online: "while no token is out (all in yard or home): up to 3 rolls for a six" -----------


def test_online_three_tries_for_a_six():
    """Online: while none of a seat's tokens is out (all in the yard or home), it gets up to 3 rolls
    for a six (``online.md#starting-aid``)."""
    game = make("online")
    game.roll(2)
    assert (game.turn, game.awaiting) == ("red", "roll")
    assert kinds(game) == ["rolled", "wasted", "try_again"]
    game.roll(3)
    assert game.turn == "red"
    game.roll(4)
    assert game.turn == "yellow"


def test_online_a_six_on_a_try_brings_a_token_out():
    """A six on any of the three tries is played."""
    game = make("online")
    game.roll(1)
    game.roll(6)
    assert game.awaiting == "move"
    game.move(0)
    assert game.positions["red"] == [1, 0, 0, 0] and game.turn == "red"


def test_online_tries_start_again_every_new_turn():
    """The count of tries starts again after every move and every new turn."""
    game = make("online")
    for _ in range(3):
        game.roll(2)
    assert game.turn == "yellow"
    for _ in range(2):
        game.roll(2)
        assert game.turn == "yellow"  # yellow gets its own three tries
    game.roll(2)
    assert game.turn == "red"
    game.roll(2)
    game.roll(2)
    assert game.turn == "red"  # and red three new ones
    game.roll(2)
    assert game.turn == "yellow"


def test_online_tries_count_home_tokens_as_not_out():
    """Tokens home and tokens in the yard are both "not out" (``online.md#starting-aid``)."""
    game = make("online", {"red": [57, 57, 0, 0]})
    game.roll(3)
    game.roll(3)
    assert game.turn == "red"
    game.roll(3)
    assert game.turn == "yellow"


def test_online_a_bonus_roll_that_finds_nothing_out_gets_three_tries():
    """The count of tries starts again after every move and every new turn, so an extra roll that
    finds nothing out gets its three tries too (``online.md#starting-aid``)."""
    game = make("online", {"red": [55, 0, 0, 0]})
    game.roll(2)
    game.move(0)  # home: another roll, with nothing out now
    assert game.positions["red"] == [57, 0, 0, 0] and game.turn == "red"
    game.roll(1)
    game.roll(1)
    assert game.turn == "red"
    game.roll(1)
    assert game.turn == "yellow"


def test_online_the_count_starts_again_after_a_move():
    """A miss, then a six that enters, then a bonus roll: the tries used before the move are gone."""
    game = make("online", {"red": [0, 0, 0, 0]})
    game.roll(2)
    game.roll(2)  # two tries used
    assert " try:2" in game.notation()
    game.roll(6)
    game.move(0)
    assert " try:" not in game.notation()  # the move started the count again
    game.roll(3)
    game.move(0)  # a token is out and moves; turn passes
    assert game.turn == "yellow"


def test_online_no_tries_while_a_token_is_out():
    """Tries are only "while no token is out": a token on the board and an unusable face pass."""
    game = make("online", {"red": [55, 0, 0, 0]})
    game.roll(5)
    assert game.turn == "yellow"
    assert "try_again" not in kinds(game)


@pytest.mark.parametrize("name", ["classic", "strict", "dashain", "paperfox"])
def test_other_editions_have_one_try(name):
    """No starting aid outside online: one roll, then the turn passes."""
    game = make(name)
    game.roll(5)
    assert game.turn == "yellow"


def test_tries_are_an_option_on_any_preset():
    """``tries`` is an option on any preset (``classic.md#options``)."""
    game = make("classic", tries=2)
    game.roll(5)
    assert game.turn == "red"
    game.roll(5)
    assert game.turn == "yellow"


def test_online_tries_in_notation():
    """The tries used are part of the position (notation ``try:N``)."""
    game = make("online")
    game.roll(2)
    assert " try:1" in game.notation()
    assert Game.from_notation(game.notation()).notation() == game.notation()


# -- paperfox: "after 3 rolls without a six the next roll is a 6" ----------------------------

def non_six_seed() -> int:
    """A seed whose first random face is not a six (the forced six must come from the aid)."""
    return next(s for s in range(100) if Dice(s).roll() != 6)


def test_paperfox_forced_six_after_three_misses():
    """Paperfox: while all of a seat's tokens are in the yard or home, after 3 rolls without a six
    the next roll is a six (``paperfox.md#starting-aid``)."""
    seed = non_six_seed()
    game = make("paperfox", seed=seed)
    for face in (1, 2, 3):  # red's three misses, one a turn; yellow misses too
        game.roll(face)
        assert game.turn == "yellow"
        game.roll(5)
    assert game.roll() == 6
    assert game.awaiting == "move"
    game.move(0)
    assert game.positions["red"] == [1, 0, 0, 0]


def test_paperfox_without_the_aid_the_die_would_not_have_given_a_six():
    """The same position with the aid switched off rolls the die's own face."""
    seed = non_six_seed()
    game = make("paperfox", seed=seed, forced_six_after=0)
    for face in (1, 2, 3):
        game.roll(face)
        game.roll(5)
    assert game.roll() == Dice(seed).roll() != 6


def test_paperfox_scripted_faces_win_and_count_as_misses():
    """Scripted faces win: ``roll(face)`` always rolls that face, even when a starting aid would
    force a six, and a scripted non-six counts as a miss for the aid (``paperfox.md#our-rulings``)."""
    seed = non_six_seed()
    game = make("paperfox", seed=seed)
    for face in (1, 2, 3):
        game.roll(face)
        game.roll(5)
    assert game.roll(4) == 4  # the aid would force a six; the scripted 4 wins
    assert game.turn == "yellow"
    assert "aid:r4" in game.notation()
    game.roll(5)
    assert game.roll() == 6  # the next random roll is the forced six


def test_paperfox_a_six_starts_the_count_again():
    """Our ruling (README, "Choices where the editions' own rules are silent"): the count starts
    again after a six or whenever a token is out."""
    seed = non_six_seed()
    game = make("paperfox", {"red": [57, 0, 0, 0], "yellow": [0, 0, 0, 0]}, seed=seed)
    game.roll(1)
    game.roll(5)
    game.roll(2)
    game.roll(5)
    game.roll(6)
    game.move(1)
    game.roll(3)
    game.move(1)  # out: the count is gone
    assert game.turn == "yellow" and "aid:r0,y2" in game.notation()


def test_paperfox_aid_only_while_no_token_is_out():
    """The aid holds only while all tokens are in the yard or home: a token on the board means
    ordinary rolls."""
    seed = next(s for s in range(100) if Dice(s).roll() != 6)
    game = make("paperfox", {"red": [30, 0, 0, 0], "yellow": [30, 0, 0, 0]}, seed=seed)
    for _ in range(4):
        game.roll(1)
        game.move(0)
        game.roll(1)
        game.move(0)
    assert "aid:" not in game.notation()
    assert game.roll() == Dice(seed).roll()


def test_paperfox_home_tokens_count_as_not_out():
    """Paperfox "while all tokens are in the yard or home": home tokens do not stop the aid."""
    seed = non_six_seed()
    game = make("paperfox", {"red": [57, 57, 57, 0]}, seed=seed)
    for face in (1, 2, 3):
        game.roll(face)
        game.roll(5)
    assert game.roll() == 6


def test_paperfox_aid_counts_each_seat_apart():
    """The aid counts each seat's own rolls: yellow's three misses do not force red's six."""
    seed = non_six_seed()
    game = Game.from_notation("paperfox r:0,0,0,0 y:0,0,0,0 r roll six:0 aid:r1,y3", seed=seed)
    face = game.roll()
    assert face == Dice(seed).roll() != 6
    assert game.turn == "yellow" and "aid:r2,y3" in game.notation()
    assert game.roll() == 6  # yellow's fourth roll is forced


def test_forced_six_is_an_option_on_any_preset():
    """``forced_six_after`` is an option on any preset (``classic.md#options``)."""
    seed = non_six_seed()
    game = make("classic", seed=seed, forced_six_after=1)
    game.roll(2)
    game.roll(2)
    assert game.roll() == 6


def test_aids_follow_the_tokens_a_seat_moves_in_teams():
    """A seat moving its partner's tokens: the tokens it moves decide whether none is out."""
    # red is all home and moves yellow's tokens; yellow has one on the ring: no tries.
    game = make("online", {"red": [57] * 4, "yellow": [20, 0, 0, 0]}, players=4, teams=True)
    game.roll(5)
    assert game.legal_moves()[0].colour == "yellow"
    game = make("online", {"red": [57] * 4, "yellow": [55, 0, 0, 0]}, players=4, teams=True)
    game.roll(5)  # red's own tokens are all "not out", but yellow's 55 is out: no second try
    assert game.turn == "green"
    # yellow all in the yard: red gets three tries.
    game = make("online", {"red": [57] * 4}, players=4, teams=True)
    game.roll(5)
    game.roll(5)
    assert game.turn == "red"
    game.roll(5)
    assert game.turn == "green"


def test_forced_six_follows_the_tokens_a_seat_moves_in_teams():
    """Teams and starting aids: the tokens a seat moves decide whether none is out."""
    seed = non_six_seed()
    game = Game(Rules.preset("paperfox", teams=True), players=4, turn="red", seed=seed,
                positions={"red": [57] * 4, "yellow": [0, 0, 0, 0]})
    for _ in range(3):
        game.roll(2)
        for _ in range(3):
            game.roll(2)  # green, yellow, blue
    assert game.turn == "red"
    assert game.roll() == 6
    assert game.legal_moves()[0].colour == "yellow"


@pytest.mark.parametrize("name", PRESETS)
def test_scripted_sixes_are_never_refused(name):
    """Scripted faces win: ``roll(face)`` always rolls that face."""
    game = make(name)
    assert game.roll(6) == 6
