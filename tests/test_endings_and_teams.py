"""How games end and who wins (``<preset>.md#end-of-the-game``), teams (online's Pairs, dashain's
doubles: ``#teams``) and the ranking of a game that stops at its first finisher (``#our-rulings``).
"""

from __future__ import annotations

import pytest
from conftest import kinds, make, same_square, texts

from ludo_widget import Game, Rules

FOUR = ("red", "green", "yellow", "blue")
STOP = ("classic", "strict", "paperfox")
PLAY_ON = ("online", "dashain")


def finish_red(game: Game) -> None:
    """Red's last token is at 55: a 2 brings it home."""
    game.roll(2)
    game.move(next(m for m in game.legal_moves() if m.to == 57))


# -- stopping at the first -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", STOP)
def test_stops_when_the_first_seat_is_home(name, players):
    """Classic, strict and paperfox stop the moment one seat has every token home
    (``classic.md#end-of-the-game``)."""
    game = make(name, {"red": [55, 57, 57, 57]}, players=players)
    finish_red(game)
    assert game.over and game.awaiting == "over" and game.turn is None
    assert game.winner == "red"
    assert game.ranking[0] == "red" and len(game.ranking) == players
    assert kinds(game)[-2:] == ["finished", "won"]
    assert texts(game)[-1].startswith("Red wins!")


@pytest.mark.parametrize("name", PLAY_ON)
def test_two_players_stop_at_the_first_even_when_playing_on(name):
    """Playing on, a game of two still ends with its winner: the one seat left places last
    (``dashain.md#end-of-the-game``, ``online.md#end-of-the-game``)."""
    game = make(name, {"red": [55, 57, 57, 57]})
    finish_red(game)
    assert game.over and game.winner == "red" and game.ranking == ["red", "yellow"]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("name", PLAY_ON)
def test_three_or_four_play_on_for_places(name, players):
    """Online "plays on; the last one left loses"; dashain "with 3–4 players plays on for places"."""
    seats = FOUR[:players] if players == 4 else ("red", "green", "yellow")
    near = {c: [55, 57, 57, 57] for c in seats}
    game = make(name, near, players=seats)
    finish_red(game)
    assert not game.over and game.winner == "red"  # the winner is known once the first seat is home
    assert game.ranking == ["red"]
    assert game.turn == "green"  # the finished seat is skipped from now on
    order = ["red"]
    while not game.over:
        colour = game.turn
        assert colour not in order
        game.roll(2)
        game.move(0)
        order.append(colour)
    assert len(order) == players - 1
    last = next(c for c in seats if c not in order)
    assert game.ranking == order + [last]
    assert game.winner == "red"
    assert f"{last.capitalize()} is the last one left." in texts(game)[-1]


def test_a_finisher_in_play_on_gets_no_more_rolls():
    """A finished seat takes no more turns: its home bonus is not played, the turn passes on."""
    game = make("online", {"red": [51, 57, 57, 57], "green": [10, 0, 0, 0]}, players=3)
    game.roll(6)
    game.move(0)
    assert game.ranking == ["red"] and game.turn == "green"
    for _ in range(4):
        game.roll(1)
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
        assert game.turn != "red"


def test_ranking_by_distance_travelled_when_the_game_stops():
    """When a game stops at its first finisher, the other seats follow by how far their tokens have
    travelled, ties in turn order (``classic.md#our-rulings``)."""
    game = make("classic", {"red": [55, 57, 57, 57], "green": [4, 4, 0, 0], "yellow": [30, 0, 0, 0],
                            "blue": [5, 5, 5, 0]}, players=FOUR)
    assert game.ranking == []  # nobody has finished yet
    finish_red(game)
    assert game.ranking == ["red", "yellow", "blue", "green"]


def test_ranking_ties_keep_seat_order():
    """Ranking ties keep turn order: the seats' clockwise order from red."""
    game = make("strict", {"red": [55, 57, 57, 57], "green": [20, 0, 0, 0], "yellow": [10, 10, 0, 0],
                           "blue": [20, 0, 0, 0]}, players=FOUR)
    finish_red(game)
    assert game.ranking == ["red", "green", "yellow", "blue"]
    game = make("strict", {"red": [55, 57, 57, 57], "green": [3, 0, 0, 0], "yellow": [1, 1, 1, 0],
                           "blue": [0, 0, 0, 3]}, players=FOUR, turn="red")
    finish_red(game)
    assert game.ranking == ["red", "green", "yellow", "blue"]


def test_paperfox_quick_wins_with_two_tokens():
    """Paperfox's Quick (``tokens=2``): a seat wins with both its tokens home (``paperfox.md#our-rulings``)."""
    game = Game(Rules.preset("paperfox", tokens=2), players=2, positions={"red": [55, 57]})
    finish_red(game)
    assert game.winner == "red"
    game = Game(Rules.preset("paperfox", tokens=2), players=2, positions={"red": [55, 10]})
    game.roll(2)
    game.move(0)
    assert not game.over  # "One finished piece is not a win"


def test_seats_home_at_setup_finish_in_seat_order():
    """Ranking "finishers in the order they finished"; seats already home at setup finish in seat order."""
    game = make("online", {"green": [57] * 4, "blue": [57] * 4}, players=FOUR, turn="green")
    assert game.ranking == ["green", "blue"]
    assert game.turn == "yellow"


# -- teams -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", PLAY_ON)
def test_teams_need_four_players(name):
    """Teams: four play, and partners sit opposite (red+yellow, green+blue)."""
    from ludo_widget import PositionError

    with pytest.raises(PositionError, match="team play needs all four seats"):
        Game(Rules.preset(name, teams=True), players=2)


@pytest.mark.parametrize("name", PLAY_ON)
def test_partners_never_capture_each_other_and_share_squares(name):
    """Partners never capture each other and may share any square."""
    y = same_square("red", "yellow", 5)
    game = make(name, {"red": [2, 0, 0, 0], "yellow": [y, y, 0, 0]}, players=FOUR, teams=True)
    game.roll(3)
    game.move(0)
    assert game.positions["yellow"] == [y, y, 0, 0] and game.positions["red"] == [5, 0, 0, 0]
    assert "captured" not in kinds(game)
    assert game.turn == "green"  # no capture, no extra roll


@pytest.mark.parametrize("name", PLAY_ON)
def test_opponents_still_capture_in_teams(name):
    """Teams: only "Partners never capture each other"; opponents still do."""
    g = same_square("red", "green", 5)
    game = make(name, {"red": [2, 0, 0, 0], "green": [g, 0, 0, 0]}, players=FOUR, teams=True)
    game.roll(3)
    game.move(0)
    assert game.positions["green"] == [0, 0, 0, 0]


@pytest.mark.parametrize("name", PLAY_ON)
def test_a_finished_player_moves_the_partners_tokens(name):
    """A player whose four tokens are home keeps taking turns, and moves the partner's tokens."""
    game = make(name, {"red": [55, 57, 57, 57], "yellow": [10, 0, 0, 0]}, players=FOUR, teams=True)
    game.roll(2)
    game.move(0)
    assert game.positions["red"] == [57] * 4
    assert not game.over and game.winner is None
    assert game.turn == "red"  # home: another roll, now with yellow's tokens
    game.roll(3)
    assert {m.colour for m in game.legal_moves()} == {"yellow"}
    game.move(0)
    assert game.positions["yellow"] == [13, 0, 0, 0]
    assert "(Red moves its partner's token)" in texts(game)[-2]
    seen = []
    while game.turn != "red":  # green, yellow, blue take their turns; red's turn comes round again
        if game.turn not in seen:
            seen.append(game.turn)
        game.roll(5)
        if game.awaiting == "move":
            game.move(game.legal_moves()[0])
        assert len(seen) <= 3
    assert seen == ["green", "yellow", "blue"]


@pytest.mark.parametrize("name", PLAY_ON)
def test_the_pair_with_all_eight_home_wins_as_a_tuple(name):
    """The pair with all eight tokens home wins; ``game.winner`` is the pair, a tuple of its two
    colours in seat order."""
    game = make(name, {"red": [57] * 4, "yellow": [55, 57, 57, 57], "green": [30, 0, 0, 0]},
                players=FOUR, teams=True)
    game.roll(2)
    game.move(0)  # red moves yellow's last token home
    assert game.over
    assert game.winner == ("red", "yellow")
    assert texts(game)[-1] == "Red and yellow win as a pair!"
    assert game.ranking[:2] == ["red", "yellow"]

    game = make(name, {"blue": [57] * 4, "green": [55, 57, 57, 57]}, players=FOUR, teams=True, turn="green")
    game.roll(2)
    game.move(0)
    assert game.winner == ("green", "blue")
    assert game.ranking[:2] == ["blue", "green"]


@pytest.mark.parametrize("name", PLAY_ON)
def test_one_partner_home_is_not_a_win(name):
    """The pair with all eight tokens home wins: four are not enough."""
    game = make(name, {"red": [55, 57, 57, 57]}, players=FOUR, teams=True)
    finish_red(game)
    assert not game.over and game.ranking == ["red"] and game.winner is None
