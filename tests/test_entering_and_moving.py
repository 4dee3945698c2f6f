"""Coming out of the yard and walking (``<preset>.md#the-board``, ``#entering``, ``#a-turn``,
``#exact-finish``): the faces that bring a token out, another roll after a one, and a roll with
one possible outcome.
"""

from __future__ import annotations

import pytest
from conftest import kinds, make, same_square

from ludo_widget import Move

# -- entering ------------------------------------------------------------------------------

def test_a_six_places_a_token_on_its_start_square(preset):
    """A six places a token from the yard on place 1, and it walks no further; another roll
    follows (``classic.md#entering``, ``#another-roll``)."""
    game = make(preset)
    assert game.roll(6) == 6
    assert game.legal_moves() == [Move("red", i, 0, 1) for i in range(4)]
    game.move(2)
    assert game.positions["red"] == [0, 0, 1, 0]
    assert (game.turn, game.awaiting) == ("red", "roll")
    assert kinds(game) == ["rolled", "entered", "another_roll"]


def test_other_faces_do_not_bring_a_token_out(preset):
    """By default only a 6 brings a token out, in every preset (``entry_faces``)."""
    for face in (1, 2, 3, 4, 5):
        game = make(preset, tries=1, forced_six_after=0)
        game.roll(face)
        assert game.positions["red"] == [0, 0, 0, 0]
        assert game.turn == "yellow"  # nothing to move: the roll is wasted and the turn passes
        assert "wasted" in kinds(game)


def test_a_six_may_walk_a_token_instead(preset):
    """Coming out is never forced: a six may walk a token already out (``classic.md#entering``)."""
    game = make(preset, {"red": [5, 0, 0, 0]})
    game.roll(6)
    assert set(game.legal_moves()) == {Move("red", 0, 5, 11)} | {Move("red", i, 0, 1) for i in (1, 2, 3)}
    game.move(0)
    assert game.positions["red"] == [11, 0, 0, 0]


def test_classic_one_setting_enters_without_another_roll():
    """Classic's setting ``entry_faces={1, 6}``: a 1 brings a token out as a six does, but gives no
    other roll, so the turn ends there (``classic.md#options``)."""
    game = make("classic", entry_faces={1, 6})
    game.roll(1)
    assert game.legal_moves() == [Move("red", i, 0, 1) for i in range(4)]
    game.move(0)
    assert game.positions["red"] == [1, 0, 0, 0]
    assert game.turn == "yellow"


def test_classic_one_setting_makes_a_one_a_choice():
    """With tokens in the yard and on the board, a 1 may bring one out or walk one: the player chooses."""
    game = make("classic", {"red": [10, 0, 0, 0]}, entry_faces={1, 6})
    game.roll(1)
    assert {(m.token, m.to) for m in game.legal_moves()} == {(0, 11), (1, 1), (2, 1), (3, 1)}
    game.move(0)
    assert game.positions["red"] == [11, 0, 0, 0] and game.turn == "yellow"


@pytest.mark.parametrize("name", ["strict", "online", "dashain", "paperfox"])
def test_a_one_does_not_enter_by_default(name):
    """A 1 brings no token out unless an option says so (classic's setting, dashain's Nepali rule)."""
    game = make(name, {"red": [10, 0, 0, 0]})
    game.roll(1)
    assert game.legal_moves() == [Move("red", 0, 10, 11)]


def test_dashain_nepali_rule_a_used_one_enters_and_rolls_again():
    """Dashain's Nepali rule (``entry_faces={1, 6}, bonus_faces={1, 6}``): a 1 brings a token out,
    and every 1 that is used, to enter or to walk, gives another roll (``dashain.md#options``)."""
    game = make("dashain", entry_faces={1, 6}, bonus_faces={1, 6})
    game.roll(1)
    game.move(0)
    assert game.positions["red"] == [1, 0, 0, 0]
    assert (game.turn, game.awaiting) == ("red", "roll")
    game.roll(1)  # a second 1, used to walk: another roll again
    game.move(0)
    assert game.positions["red"] == [2, 0, 0, 0]
    assert game.turn == "red"
    game.roll(1)  # and a third, used to enter: each used 1 gives a roll
    game.move(1)
    assert game.positions["red"] == [2, 1, 0, 0] and game.turn == "red"
    game.roll(3)
    game.move(0)
    assert game.turn == "yellow"


def test_dashain_without_the_nepali_rule_a_one_gives_no_roll():
    """Only the Nepali rule makes a 1 give another roll: without it, dashain's 1 gives nothing."""
    game = make("dashain", {"red": [10, 0, 0, 0]})
    game.roll(1)
    game.move(0)
    assert game.turn == "yellow"


def test_entering_never_captures(preset):
    """Coming out never captures: the start square is a star, so an opponent's token standing on
    it stays, and the two share it (``classic.md#entering``)."""
    yellow_on_red_start = same_square("red", "yellow", 1)
    game = make(preset, {"yellow": [yellow_on_red_start, yellow_on_red_start, 0, 0]})
    game.roll(6)
    game.move(0)
    assert game.positions == {"red": [1, 0, 0, 0], "yellow": [yellow_on_red_start] * 2 + [0, 0]}
    assert "captured" not in kinds(game)


# -- walking -------------------------------------------------------------------------------

def test_one_roll_moves_one_token_by_the_full_face(preset):
    """One roll moves one token by the whole face; it cannot be split (``classic.md#a-turn``)."""
    game = make(preset, {"red": [3, 3, 20, 0]})
    game.roll(4)
    assert sorted((m.token, m.start, m.to) for m in game.legal_moves()) == [(0, 3, 7), (1, 3, 7), (2, 20, 24)]
    game.move(1)
    assert game.positions["red"] == [3, 7, 20, 0]


def test_own_tokens_stack_and_move_one_at_a_time(preset):
    """A colour's tokens may share a square, and they move one at a time (``classic.md#a-turn``)."""
    game = make(preset, {"red": [4, 7, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions["red"] == [7, 7, 0, 0]
    assert "captured" not in kinds(game)


def test_passing_over_does_nothing(preset):
    """Tokens passed on the way are untouched: only the square a move ends on counts."""
    yellow = [same_square("red", "yellow", p) for p in (3, 4, 5, 6)]
    game = make(preset, {"red": [2, 0, 0, 0], "yellow": yellow})
    game.roll(5)
    game.move(0)
    assert game.positions == {"red": [7, 0, 0, 0], "yellow": yellow}
    assert "captured" not in kinds(game)


def test_no_edition_has_blockades(preset):
    """No edition has blockades: a pair of one colour is no wall, and tokens pass it
    (``classic.md#a-turn``)."""
    pair = same_square("red", "yellow", 5)
    game = make(preset, {"red": [2, 0, 0, 0], "yellow": [pair, pair, 0, 0]})
    game.roll(6)
    assert Move("red", 0, 2, 8) in game.legal_moves()
    game.move(0)
    assert game.positions["red"] == [8, 0, 0, 0]


def test_into_the_home_column_and_home(preset):
    """Places 52..56 are the home column and 57 is home: from its start square a token needs
    exactly 56 steps to finish (``classic.md#the-board``)."""
    game = make(preset, {"red": [49, 1, 0, 0]})
    game.roll(5)
    assert Move("red", 0, 49, 54) in game.legal_moves()
    game.move(0)
    assert game.positions["red"] == [54, 1, 0, 0]
    # 56 steps from the start square: 51 ring squares walked (1 -> 51), then 6 more to home.
    game = make(preset, {"red": [51, 50, 0, 0]})
    game.roll(6)
    assert {(m.start, m.to) for m in game.legal_moves()} == {(51, 57), (50, 56), (0, 1)}


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_exact_finish(preset, face):
    """Exact finish in every edition: a token two steps from home needs a 2, and a bigger face cannot
    move it; there is no bouncing back (``classic.md#exact-finish``)."""
    game = make(preset, {"red": [55, 57, 57, 57]})
    game.roll(face)
    if face <= 2:
        assert game.legal_moves() == [Move("red", 0, 55, 55 + face)]
    else:
        assert game.legal_moves() == []
        assert game.positions["red"] == [55, 57, 57, 57]
        assert "wasted" in kinds(game)


def test_overshoot_goes_to_another_token(preset):
    """A face too big for the token near home may move another token."""
    game = make(preset, {"red": [54, 10, 57, 57]})
    game.roll(4)
    assert game.legal_moves() == [Move("red", 1, 10, 14)]
    game.move(1)
    assert game.positions["red"] == [54, 14, 57, 57]


def test_no_rebound_anywhere_in_the_column(preset):
    """No move goes past 57, and none bounces back, from any place of the column with any face."""
    for place in range(46, 57):
        for face in range(1, 7):
            game = make(preset, {"red": [place, 57, 57, 57]})
            game.roll(face)
            tos = [m.to for m in game.legal_moves()]
            assert tos == ([place + face] if place + face <= 57 else [])


def test_single_outcome_counts_distinct_positions(preset):
    """A roll's outcomes are the distinct positions it can lead to: four tokens in the yard and a
    six is one outcome, not four (``classic.md#a-turn``)."""
    game = make(preset)
    game.roll(6)
    assert len(game.legal_moves()) == 4 and game.single_outcome
    game = make(preset, {"red": [9, 9, 57, 57]})
    game.roll(3)
    assert game.single_outcome
    game = make(preset, {"red": [9, 10, 0, 0]})
    game.roll(3)
    assert not game.single_outcome
    game = make(preset, {"red": [55, 57, 57, 57]})
    game.roll(5)  # no move at all: nothing to play
    assert not game.single_outcome


def test_a_move_can_be_named_by_move_or_token_index():
    """API: ``game.move(token_index or Move)``."""
    game = make("classic", {"red": [3, 8, 0, 0]})
    game.roll(2)
    game.move(Move("red", 1, 8, 10))
    assert game.positions["red"] == [3, 10, 0, 0]
