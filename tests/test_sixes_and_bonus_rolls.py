"""Another roll and its limits (``<preset>.md#another-roll``, ``#wasted-rolls``, ``#three-sixes``):
after a six, a one, a capture or a token reaching home; several reasons at once; a six no token
can use; the third six in a row, whatever gave the earlier rolls; and the ruling that the rule for
a wasted six applies to every face that gives another roll (``#our-rulings``).
"""

from __future__ import annotations

import pytest
from conftest import kinds, make, same_square, texts

ROLL_AGAIN = ("strict", "paperfox")
PASS = ("classic", "online", "dashain")


def test_another_roll_after_a_six(preset):
    """A used six gives another roll in every preset (``classic.md#another-roll``)."""
    game = make(preset, {"red": [10, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    assert (game.turn, game.awaiting) == ("red", "roll")
    game.roll(2)
    game.move(0)
    assert game.turn == "yellow"


def test_the_six_bonus_can_be_switched_off_in_classic():
    """The six's extra roll can be switched off (``bonus_faces``)."""
    game = make("classic", {"red": [10, 0, 0, 0]}, bonus_faces=set())
    game.roll(6)
    game.move(0)
    assert game.turn == "yellow"


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_no_other_face_gives_another_roll(preset, face):
    """By default no face but a six gives another roll; a 1 does only under dashain's Nepali rule."""
    game = make(preset, {"red": [10, 0, 0, 0]})
    game.roll(face)
    game.move(0)
    assert game.turn == "yellow"


def test_another_roll_after_reaching_home_except_strict(preset):
    """A token reaching home gives another roll in every preset but strict, where reaching home
    earns nothing extra (``strict.md#another-roll``)."""
    game = make(preset, {"red": [55, 20, 0, 0]})
    game.roll(2)
    game.move(0)
    assert game.positions["red"] == [57, 20, 0, 0]
    assert "home" in kinds(game)
    assert game.turn == ("yellow" if preset == "strict" else "red")


def test_strict_home_with_a_six_still_rolls_again_for_the_six():
    """Strict: no roll for reaching home, but a six that takes a token home still gives one, for the six."""
    game = make("strict", {"red": [51, 20, 0, 0]})
    game.roll(6)
    game.move(0)
    assert game.positions["red"] == [57, 20, 0, 0]
    assert game.turn == "red"
    assert game.events[-1].data["reasons"] == ["face"]


def test_strict_capture_still_gives_another_roll():
    """Strict: a capture still gives another roll (``strict.md#another-roll``)."""
    y = same_square("red", "yellow", 5)
    game = make("strict", {"red": [2, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.turn == "red"


def test_home_bonus_can_be_switched_off_and_on():
    """Options switch on any preset: strict with bonus_on_home=True rolls again, classic without
    does not."""
    for name, on, turn in (("strict", True, "red"), ("classic", False, "yellow")):
        game = make(name, {"red": [55, 20, 0, 0]}, bonus_on_home=on)
        game.roll(2)
        game.move(0)
        assert game.turn == turn


def test_several_reasons_give_one_roll(preset):
    """A move earns at most one extra roll, however many reasons it has (``classic.md#another-roll``)."""
    y = same_square("red", "yellow", 16)
    game = make(preset, {"red": [10, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(6)
    game.move(0)  # a six and a capture
    assert game.positions["yellow"] == [0, 0, 0, 0]
    assert kinds(game).count("another_roll") == 1
    assert game.events[-1].data["reasons"] == ["capture", "face"]
    game.roll(3)  # the one extra roll ...
    game.move(0)
    assert game.turn == "yellow"  # ... and no second one banked


def test_a_six_home_gives_one_roll(preset):
    """One extra roll for a six that brings a token home (strict: the six is the only reason)."""
    game = make(preset, {"red": [51, 20, 0, 0]})
    game.roll(6)
    game.move(0)
    assert kinds(game).count("another_roll") == 1
    assert game.events[-1].data["reasons"] == (["face"] if preset == "strict" else ["home", "face"])
    game.roll(2)
    game.move(1)
    assert game.turn == "yellow"


def test_classic_log_names_capture_then_home_then_six():
    """Classic's log names one reason for the extra roll: the capture, else reaching home, else the
    six (``classic.md#another-roll``)."""
    y = same_square("red", "yellow", 16)
    game = make("classic", {"red": [10, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    assert texts(game)[-1] == "Red rolls again for the capture."

    game = make("classic", {"red": [51, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    assert texts(game)[-1] == "Red rolls again for reaching home."

    game = make("classic", {"red": [10, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    assert texts(game)[-1] == "Red rolls again for the 6."


def test_classic_log_with_the_capture_bonus_off_names_the_six():
    """With the capture bonus switched off the six is the only reason left."""
    y = same_square("red", "yellow", 16)
    game = make("classic", {"red": [10, 0, 0, 0], "yellow": [y, 0, 0, 0]}, bonus_on_capture=False)
    game.roll(6)
    game.move(0)
    assert game.positions["yellow"] == [0, 0, 0, 0]
    assert texts(game)[-1] == "Red rolls again for the 6."


# -- three sixes ----------------------------------------------------------------------------

def test_third_six_is_forfeited_and_earlier_moves_stand(preset):
    """The third six in a row is forfeited at once, and nothing is undone: the tokens the first two
    sixes moved stay where they are (``classic.md#three-sixes``)."""
    game = make(preset, {"red": [10, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    game.roll(6)
    game.move(1)
    assert game.sixes == 2
    before = game.positions
    n = len(game.events)
    game.roll(6)
    assert game.positions == before == {"red": [16, 1, 0, 0], "yellow": [0, 0, 0, 0]}
    assert game.turn == "yellow" and game.awaiting == "roll"
    assert kinds(game, n) == ["rolled", "forfeited", "turn"]
    assert "earlier moves stand" in texts(game, n)[1]
    assert game.sixes == 0


def test_three_sixes_count_whatever_gave_the_earlier_rolls():
    """The third six in a row is forfeited whatever gave the earlier rolls: with the six's extra
    roll switched off, the rolls come from captures, and the third six is still forfeited."""
    y1, y2 = same_square("red", "yellow", 16), same_square("red", "yellow", 23)
    game = make("classic", {"red": [10, 17, 0, 0], "yellow": [y1, y2, 0, 0]}, bonus_faces=set())
    game.roll(6)
    game.move(0)  # captures: another roll for the capture
    game.roll(6)
    game.move(1)  # captures again
    assert game.turn == "red" and game.sixes == 2
    game.roll(6)
    assert game.turn == "yellow"
    assert game.positions["red"] == [16, 23, 0, 0]
    assert "forfeited" in kinds(game)


def test_three_sixes_count_across_a_home_roll(preset):
    """A six that brings a token home (bonus for home and six) still counts."""
    game = make(preset, {"red": [51, 10, 0, 0]})
    game.roll(6)
    game.move(0)
    game.roll(6)
    game.move(1)
    game.roll(6)
    assert game.turn == "yellow" and game.positions["red"] == [57, 16, 0, 0]


def test_a_non_six_breaks_the_run(preset):
    """Sixes "in a row": a capture roll of another face in between starts the count again."""
    y = same_square("red", "yellow", 20)
    game = make(preset, {"red": [10, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(6)
    game.move(0)   # 16
    game.roll(4)
    game.move(0)   # 20: the capture gives another roll; the run of sixes is broken
    assert game.turn == "red" and game.sixes == 0
    game.roll(6)
    game.move(0)
    game.roll(6)
    game.move(0)
    assert game.turn == "red" and game.sixes == 2
    game.roll(6)
    assert game.turn == "yellow"


def test_sixes_start_again_every_turn(preset):
    """Sixes count in a row within one turn: the count starts again every turn."""
    game = make(preset, {"red": [10, 0, 0, 0], "yellow": [10, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    game.roll(6)
    game.move(0)
    game.roll(2)
    game.move(0)
    assert game.turn == "yellow" and game.sixes == 0
    game.roll(6)
    game.move(0)
    assert game.sixes == 1


def test_no_limit_on_sixes_when_switched_off():
    """Option ``max_sixes=0``: no limit (every rule that differs is an option: ``classic.md#options``)."""
    game = make("classic", {"red": [1, 0, 0, 0]}, max_sixes=0)
    for _ in range(5):
        game.roll(6)
        game.move(1)
    assert game.turn == "red" and game.sixes == 5


# -- the wasted six (and every bonus face) ---------------------------------------------------

@pytest.mark.parametrize("name", PASS)
def test_a_wasted_six_passes_the_turn(name):
    """Classic, online, dashain: a six no token can use is wasted, gives no extra roll, and the turn
    passes (``online.md#wasted-rolls``)."""
    game = make(name, {"red": [53, 55, 57, 57]})
    game.roll(6)
    assert game.positions["red"] == [53, 55, 57, 57]
    assert game.turn == "yellow"
    assert kinds(game) == ["rolled", "wasted", "turn"]


@pytest.mark.parametrize("name", ROLL_AGAIN)
def test_a_wasted_six_rolls_again_and_counts_toward_three(name):
    """Strict and paperfox: after a six no token can use, the same seat rolls again, and the six
    counts toward three sixes in a row (``strict.md#wasted-rolls``)."""
    game = make(name, {"red": [53, 55, 57, 57]})
    game.roll(6)
    assert (game.turn, game.awaiting, game.sixes) == ("red", "roll", 1)
    assert kinds(game) == ["rolled", "wasted", "another_roll"]
    game.roll(6)
    assert (game.turn, game.sixes) == ("red", 2)
    game.roll(6)  # the third six in a row is forfeited: the turn passes
    assert game.turn == "yellow" and game.sixes == 0
    assert "forfeited" in kinds(game)


@pytest.mark.parametrize("name", ROLL_AGAIN)
def test_a_wasted_six_after_used_sixes_counts_too(name):
    """Strict/paperfox: the wasted six "counts toward three sixes", also after a used six, and a later
    usable face is played normally."""
    game = make(name, {"red": [10, 55, 57, 57]})
    game.roll(6)
    game.move(0)
    assert game.positions["red"] == [16, 55, 57, 57]
    game = make(name, {"red": [54, 55, 57, 57]})
    game.roll(6)
    game.roll(6)
    assert game.turn == "red" and game.sixes == 2
    game.roll(2)
    game.move(1)
    assert game.positions["red"] == [54, 57, 57, 57]


@pytest.mark.parametrize("face", [2, 3, 4, 5])
def test_every_bonus_face_obeys_the_wasted_rule(preset, face):
    """The rule for a wasted six applies to every face that gives another roll: under strict and
    paperfox the same seat rolls again after such a face finds no move (``strict.md#our-rulings``).
    Any face made a bonus face behaves as a wasted 6 does: red's last token is one from home."""
    game = make(preset, {"red": [56, 57, 57, 57]}, bonus_faces={face, 6})
    game.roll(face)
    assert kinds(game)[:2] == ["rolled", "wasted"]
    assert game.turn == ("red" if preset in ROLL_AGAIN else "yellow")


def test_a_wasted_one_under_the_nepali_style_faces(preset):
    """The same for a 1 in bonus_faces that cannot bring a token out (entry on 6 only here)."""
    game = make(preset, {"red": [0, 57, 57, 57]}, bonus_faces={1, 6}, tries=1)
    game.roll(1)
    assert "wasted" in kinds(game)
    assert game.turn == ("red" if preset in ROLL_AGAIN else "yellow")


@pytest.mark.parametrize("name", ROLL_AGAIN)
def test_a_face_without_a_bonus_is_not_rolled_again(name):
    """Only faces that give another roll: a wasted 5 passes even under strict and paperfox."""
    game = make(name, {"red": [53, 55, 57, 57]})
    game.roll(5)
    assert game.turn == "yellow"


def test_classic_wasted_one_with_nepali_style_faces_passes():
    """Classic keeps "lost; the turn passes" for every bonus face."""
    game = make("classic", {"red": [55, 57, 57, 57]}, bonus_faces={1, 6})
    game.roll(3)
    assert game.turn == "yellow"
    game = make("classic", {"red": [56, 57, 57, 57]}, bonus_faces={1, 6})
    game.roll(1)
    game.move(0)
    assert game.over  # the one finished red; no roll after the winning move


def test_strict_wasted_one_under_the_nepali_rule_rolls_again():
    """strict + entry/bonus faces {1, 6}: a 1 that no token can use gives the same seat another roll."""
    game = make("strict", {"red": [53, 55, 57, 57]}, entry_faces={1, 6}, bonus_faces={1, 6})
    game.roll(1)
    game.move(0)
    assert game.turn == "red"  # a used 1 rolls again
    game = make("strict", {"red": [56, 56, 57, 57]}, entry_faces={1, 6}, bonus_faces={1, 6})
    game.roll(2)
    assert game.turn == "yellow"  # 2 is no bonus face
    game = make("strict", {"red": [52, 52, 57, 57]}, entry_faces={1, 6}, bonus_faces={1, 6})
    game.roll(6)
    assert game.turn == "red" and game.sixes == 1  # wasted six: roll again


def test_winning_move_gives_no_roll(preset):
    """No roll follows a move that ends the game (``classic.md#another-roll``)."""
    game = make(preset, {"red": [51, 57, 57, 57]}, players=2)
    game.roll(6)
    game.move(0)
    assert game.over and game.awaiting == "over" and game.turn is None
    assert "another_roll" not in kinds(game)
