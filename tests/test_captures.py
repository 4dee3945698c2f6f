"""Captures (``<preset>.md#captures``): every opponent token goes back to its yard, online's count rule, and
paperfox's protected pairs; and the safe squares (``#safe-squares``).

Red walks from place 2 with a 3 onto place 5 = ring square 4, a plain square.
"""

from __future__ import annotations

import pytest
from conftest import SAFE_PLACES, kinds, make, same_square

FOUR = ("red", "green", "yellow", "blue")
ALL_RULE = ["classic", "strict", "dashain"]


def on_red5(colour: str) -> int:
    """The place of ``colour`` on red's place 5 (ring square 4)."""
    return same_square("red", colour, 5)


# -- "every one of them goes home" (classic, strict, dashain; capture_rule "all") ------------

@pytest.mark.parametrize("name", ALL_RULE)
def test_a_lone_opponent_goes_home_and_the_mover_rolls_again(name):
    """A token ending its move on an opponent's token on a plain square sends it home, and the
    capture gives another roll (``classic.md#captures``, ``#another-roll``)."""
    game = make(name, {"red": [2, 0, 0, 0], "yellow": [on_red5("yellow"), 30, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "yellow": [0, 30, 0, 0]}
    assert (game.turn, game.awaiting) == ("red", "roll")
    assert kinds(game) == ["rolled", "moved", "captured", "another_roll"]
    assert game.stats["captures"]["red"] == 1


@pytest.mark.parametrize("name", ALL_RULE)
def test_stacked_opponents_all_go_home(name):
    """Under "all" (classic, strict, dashain) a lone token landing on a pair of opponent tokens on a plain
    square sends both home together (``classic.md#captures``)."""
    y = on_red5("yellow")
    game = make(name, {"red": [2, 0, 0, 0], "yellow": [y, y, y, 40]})
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "yellow": [0, 0, 0, 40]}
    assert game.stats["captures"]["red"] == 3


@pytest.mark.parametrize("name", ALL_RULE)
def test_tokens_of_several_colours_all_go_home(name):
    """Every opposing token on the square goes home, whatever its colour."""
    g, y, b = on_red5("green"), on_red5("yellow"), on_red5("blue")
    game = make(name, {"red": [2, 0, 0, 0], "green": [g, g, 0, 0], "yellow": [y, 0, 0, 0],
                       "blue": [b, 0, 0, 0]}, players=FOUR)
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "green": [0, 0, 0, 0], "yellow": [0, 0, 0, 0],
                              "blue": [0, 0, 0, 0]}


def test_capture_bonus_can_be_switched_off_in_classic():
    """A capture gives another roll unless ``bonus_on_capture`` is switched off before the game
    (``classic.md#options``)."""
    game = make("classic", {"red": [2, 0, 0, 0], "yellow": [on_red5("yellow"), 0, 0, 0]},
                bonus_on_capture=False)
    game.roll(3)
    game.move(0)
    assert game.positions["yellow"] == [0, 0, 0, 0]  # still captured
    assert game.turn == "yellow"  # but no other roll


# -- online's count rule ---------------------------------------------------------------------

def test_count_rule_one_against_one_captures():
    """Online's count rule (``online.md#captures``): every opposing colour with no more tokens on
    the square than the mover loses them all, the arriving token counted: 1 against 1."""
    game = make("online", {"red": [2, 0, 0, 0], "yellow": [on_red5("yellow"), 0, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions["yellow"] == [0, 0, 0, 0]
    assert game.turn == "red"  # "another roll after a capture | ... | yes"


def test_count_rule_one_against_two_lands_and_nobody_goes_home():
    """Against more tokens the mover still lands and nobody goes home (so no capture roll)."""
    y = on_red5("yellow")
    game = make("online", {"red": [2, 0, 0, 0], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "yellow": [y, y, 0, 0]}
    assert "captured" not in kinds(game) and "protected" in kinds(game)
    assert game.turn == "yellow"


def test_count_rule_counts_the_movers_tokens_already_there():
    """The mover's tokens on the square are counted, the arriving one included: 2 against 2."""
    y = on_red5("yellow")
    game = make("online", {"red": [2, 5, 0, 0], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 5, 0, 0], "yellow": [0, 0, 0, 0]}


def test_count_rule_judges_each_opponent_alone():
    """Each opposing colour is counted on its own: red's 2 send green's 2 home but not blue's 3."""
    g, b = on_red5("green"), on_red5("blue")
    game = make("online", {"red": [2, 5, 0, 0], "green": [g, g, 0, 0], "blue": [b, b, b, 0]},
                players=("red", "green", "blue"))
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 5, 0, 0], "green": [0, 0, 0, 0], "blue": [b, b, b, 0]}
    assert game.turn == "red"


def test_count_rule_in_pairs_counts_the_partners_tokens():
    """In Pairs the mover's count includes the partner's tokens: red 1 + yellow 1 against green 2
    captures both greens."""
    g, y = on_red5("green"), on_red5("yellow")
    game = make("online", {"red": [2, 0, 0, 0], "yellow": [y, 0, 0, 0], "green": [g, g, 0, 0]},
                players=FOUR, teams=True)
    game.roll(3)
    game.move(0)
    assert game.positions["green"] == [0, 0, 0, 0]
    assert game.positions["yellow"] == [y, 0, 0, 0]  # partners never capture each other


def test_count_rule_in_pairs_counts_the_opposing_pair_together():
    """In Pairs each opposing pair is counted together: green 1 + blue 1 = 2 outnumber red's 1."""
    g, b = on_red5("green"), on_red5("blue")
    game = make("online", {"red": [2, 0, 0, 0], "green": [g, 0, 0, 0], "blue": [b, 0, 0, 0]},
                players=FOUR, teams=True)
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "green": [g, 0, 0, 0], "yellow": [0, 0, 0, 0],
                              "blue": [b, 0, 0, 0]}
    assert game.turn == "green"


def test_count_rule_in_pairs_sends_a_whole_outnumbered_pair_home():
    """An opposing pair with no more tokens there than the mover loses them all: red 2 against
    green 1 + blue 1 sends both home."""
    g, b = on_red5("green"), on_red5("blue")
    game = make("online", {"red": [2, 5, 0, 0], "green": [g, 0, 0, 0], "blue": [b, 0, 0, 0]},
                players=FOUR, teams=True)
    game.roll(3)
    game.move(0)
    assert game.positions["green"] == [0, 0, 0, 0] and game.positions["blue"] == [0, 0, 0, 0]
    assert game.turn == "red"


def test_count_rule_never_on_a_safe_square():
    """The count rule never applies on a star (``online.md#our-rulings``)."""
    y = same_square("red", "yellow", 9)
    game = make("online", {"red": [2, 9, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(6)
    game.move(0)  # red 2 against yellow 1, but on a star
    assert game.positions == {"red": [8, 9, 0, 0], "yellow": [y, 0, 0, 0]}
    game = make("online", {"red": [3, 9, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(6)
    game.move(0)
    assert game.positions["yellow"] == [y, 0, 0, 0]


# -- paperfox's protected pairs ---------------------------------------------------------------

def test_paperfox_a_lone_token_goes_home():
    """Paperfox: a lone opponent token on a plain square still goes home (``paperfox.md#captures``)."""
    game = make("paperfox", {"red": [2, 0, 0, 0], "yellow": [on_red5("yellow"), 0, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions["yellow"] == [0, 0, 0, 0]
    assert game.turn == "red"


@pytest.mark.parametrize("stack", [2, 3, 4])
def test_paperfox_two_or_more_of_one_colour_are_protected(stack):
    """Paperfox: two or more tokens of one colour together cannot be captured (``paperfox.md#captures``)."""
    y = on_red5("yellow")
    yellow = [y] * stack + [0] * (4 - stack)
    game = make("paperfox", {"red": [2, 5, 5, 0], "yellow": yellow})  # mover's own count is irrelevant
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 5, 5, 0], "yellow": yellow}
    assert "captured" not in kinds(game) and "protected" in kinds(game)
    assert game.turn == "yellow"


def test_paperfox_protection_is_per_colour():
    """Protection is per colour: a lone green beside a blue pair goes home, the pair stays."""
    g, b = on_red5("green"), on_red5("blue")
    game = make("paperfox", {"red": [2, 0, 0, 0], "green": [g, 0, 0, 0], "blue": [b, b, 0, 0]},
                players=("red", "green", "blue"))
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [5, 0, 0, 0], "green": [0, 0, 0, 0], "blue": [b, b, 0, 0]}


# -- safe squares -----------------------------------------------------------------------------

@pytest.mark.parametrize("target", SAFE_PLACES[1:])
def test_no_capture_on_stars_and_start_squares(preset, target):
    """The eight stars are safe, those of seats nobody plays too, and anyone may share them
    (``classic.md#safe-squares``). With red and yellow playing, places 14, 22 (green's start and
    star) and 40, 48 (blue's) belong to empty seats."""
    y = same_square("red", "yellow", target)
    game = make(preset, {"red": [target - 3, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions == {"red": [target, 0, 0, 0], "yellow": [y, 0, 0, 0]}
    assert "captured" not in kinds(game)
    assert game.turn == "yellow"


def test_stars_of_empty_seats_stay_safe_with_two_players(preset):
    """At a two-seat table the stars of the empty seats are safe for whoever stands there: yellow
    stays on green's start square (red's place 14)."""
    y = same_square("red", "yellow", 14)
    game = make(preset, {"red": [11, 0, 0, 0], "yellow": [y, y, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions["yellow"] == [y, y, 0, 0]


@pytest.mark.parametrize("plain", [p for p in range(2, 52) if p not in SAFE_PLACES and p != 26][::6])
def test_plain_squares_are_not_safe(preset, plain):
    """Every other ring square is plain: a lone opponent there goes home under every capture rule.
    (Red's place 26 is the square behind yellow's start, where yellow never stands.)"""
    y = same_square("red", "yellow", plain)
    game = make(preset, {"red": [plain - 1, 0, 0, 0], "yellow": [y, 0, 0, 0]})
    game.roll(1)
    game.move(0)
    assert game.positions["yellow"] == [0, 0, 0, 0]


def test_home_columns_are_out_of_reach(preset):
    """Home columns and home are safe: a token that has turned off the ring is out of everyone
    else's reach (``classic.md#safe-squares``); yellow's column squares are never on red's ring."""
    game = make(preset, {"red": [48, 0, 0, 0], "yellow": [52, 56, 57, 0]})
    game.roll(4)
    game.move(0)
    assert game.positions == {"red": [52, 0, 0, 0], "yellow": [52, 56, 57, 0]}


def test_own_tokens_are_never_captured(preset):
    """A player's own tokens never capture each other (``classic.md#captures``)."""
    game = make(preset, {"red": [2, 5, 0, 0]})
    game.roll(3)
    game.move(0)
    assert game.positions["red"] == [5, 5, 0, 0]
    assert game.turn == "yellow"


# The three capture rules switched on every preset: (mover's tokens there after arriving,
# opponent's tokens there) -> whether the opponent's tokens go home.
OUTCOMES = {
    "all": {(1, 1): True, (1, 2): True, (2, 2): True, (1, 3): True},
    "count": {(1, 1): True, (1, 2): False, (2, 2): True, (1, 3): False},
    "protect_pairs": {(1, 1): True, (1, 2): False, (2, 2): False, (1, 3): False},
}


@pytest.mark.parametrize("rule", sorted(OUTCOMES))
@pytest.mark.parametrize("mine, theirs", [(1, 1), (1, 2), (2, 2), (1, 3)])
def test_each_capture_rule_on_every_preset(preset, rule, mine, theirs):
    """``capture_rule`` is an option on every preset (``<preset>.md#options``): "all" (every
    one goes home), "count" (the count rule) and "protect_pairs" (a lone token goes home, two or
    more are protected)."""
    y = on_red5("yellow")
    red = [2] + [5] * (mine - 1) + [0] * (4 - mine)
    yellow = [y] * theirs + [0] * (4 - theirs)
    game = make(preset, {"red": red, "yellow": yellow}, capture_rule=rule)
    game.roll(3)
    game.move(0)
    captured = OUTCOMES[rule][(mine, theirs)]
    assert game.positions["yellow"] == ([0] * 4 if captured else yellow)
    assert game.positions["red"][0] == 5
    assert game.turn == ("red" if captured else "yellow")
