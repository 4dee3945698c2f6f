"""Refusals: every bad input is a ``ValueError`` subclass (``ludo_widget.engine.errors``) with a message that
says what was wrong, and a refused action changes nothing (``to_json()`` before and after are equal).

The rules refused against (``<preset>.md#a-turn``, ``#exact-finish``, ``#the-board``): one roll
moves one token by the whole face, with no splitting, no saving for later and no passing while a
move exists; no move goes past 57; places are numbered 0..57.
"""

from __future__ import annotations

import pytest
from conftest import make, refused

from ludo_widget import Game, IllegalAction, LudoError, Move, NotationError, PositionError, Rules, RulesError


@pytest.mark.parametrize("face", [0, 7, -1, 2.5, 6.0, "6", True])
def test_faces_outside_one_to_six_are_refused(preset, face):
    """A die shows 1..6: anything else (``roll(face)``) is refused and changes nothing."""
    game = make(preset)
    refused(game, lambda: game.roll(face), "a die shows 1 to 6", IllegalAction)


def test_no_roll_while_a_move_is_due(preset):
    """No passing while a move exists: the face must be used before the next roll."""
    game = make(preset, {"red": [10, 0, 0, 0]})
    game.roll(4)
    refused(game, lambda: game.roll(4), "red must first move with the 4", IllegalAction)
    refused(game, lambda: game.roll(), "must first move", IllegalAction)


def test_no_move_before_a_roll(preset):
    """A turn is a roll and then a move: no move before the roll (``classic.md#a-turn``)."""
    game = make(preset, {"red": [10, 0, 0, 0]})
    refused(game, lambda: game.move(0), "roll the die first", IllegalAction)


@pytest.mark.parametrize("move, words", [
    (1, "red token 2 is in the yard and a 4 cannot bring it out"),
    (2, "red token 3 is already home"),
    (3, "red token 4 is 2 from home and cannot use 4 \\(exact finish\\)"),
    (9, "red has no token 9"),
    (-1, "red has no token -1"),
    (Move("yellow", 0, 0, 1), "red moves red tokens now, not yellow"),
    (Move("red", 0, 10, 15), "red token 1 cannot go from 10 to 15 with a 4"),
    ("0", "a move is a Move from legal_moves\\(\\) or a token index"),
    (True, "a move is a Move"),
    (None, "a move is a Move"),
])
def test_illegal_moves_are_refused(preset, move, words):
    """Illegal moves: a yard token without an entry face, a home token, an overshoot ("Exact finish"),
    no such token, another colour's token, a wrong destination, garbage."""
    game = make(preset, {"red": [10, 0, 57, 55]})
    game.roll(4)
    refused(game, lambda: game.move(move), words, IllegalAction)
    game.move(0)  # the legal one still works afterwards
    assert game.positions["red"] == [14, 0, 57, 55]


def test_why_not_checks_the_question_before_the_moment():
    """A token that does not exist, or a colour not playing, is said so before a roll too; the
    index and the board's number are both named, so the two numberings cannot be confused."""
    game = make("classic", {"red": [10, 0, 0, 0]})
    assert game.why_not(0) == "roll the die first"
    assert game.why_not(9) == "red has no token 9: a token's index is 0..3 (index 0 is token 1 on the board)"
    assert game.why_not(0, "purple") == "unknown colour 'purple'; the colours are red, green, yellow, blue"
    assert game.why_not(0, "green") == "green is not playing in this game"
    assert game.why_not(0, "Red") == "unknown colour 'Red'; the colours are red, green, yellow, blue"
    game.roll(4)
    assert game.why_not(1) == "red token 2 is in the yard and a 4 cannot bring it out"
    assert game.why_not(0) is None
    assert game.why_not(Move("red", 0, 10, 14)) is None                # why not this move? it can
    assert game.why_not(Move("red", 0, 10, 15)) == "red token 1 cannot go from 10 to 15 with a 4"


def test_nothing_is_allowed_once_the_game_is_over(preset):
    """The game stops the moment one seat has every token home; nothing is allowed after
    (``classic.md#end-of-the-game``)."""
    game = make(preset, {"red": [55, 57, 57, 57]})
    game.roll(2)
    game.move(0)
    assert game.over
    refused(game, lambda: game.roll(), "the game is over", IllegalAction)
    refused(game, lambda: game.roll(3), "the game is over", IllegalAction)
    refused(game, lambda: game.move(0), "the game is over", IllegalAction)


def test_undo_with_nothing_to_undo():
    """Undo needs something to take back (and a game with history kept)."""
    game = make("classic")
    refused(game, game.undo, "nothing to undo", IllegalAction)
    game = Game("classic", history=False)
    game.roll(6)
    refused(game, game.undo, "nothing to undo", IllegalAction)


def test_bonuses_need_power_mode(preset):
    """Bonuses exist only in Power mode, an option of online that any preset can switch on."""
    game = make(preset)
    refused(game, lambda: game.use("double"), "bonuses need Power mode", IllegalAction)


@pytest.mark.parametrize("kwargs, words", [
    ({"positions": {"red": [58, 0, 0, 0]}}, "a place is 0 \\(yard\\) to 57 \\(home\\), not 58"),
    ({"positions": {"red": [-1, 0, 0, 0]}}, "a place is 0 .* not -1"),
    ({"positions": {"red": [1.5, 0, 0, 0]}}, "a place is 0 .* not 1.5"),
    ({"positions": {"red": [True, 0, 0, 0]}}, "a place is 0 .* not True"),
    ({"positions": {"red": ["1", 0, 0, 0]}}, "a place is 0 .* not '1'"),
    ({"positions": {"red": [0, 0, 0]}}, "red needs a list of 4 places"),
    ({"positions": {"red": [0, 0, 0, 0, 0]}}, "red needs a list of 4 places"),
    ({"positions": {"red": 5}}, "red needs a list of 4 places"),
    ({"positions": {"purple": [0, 0, 0, 0]}}, "unknown colour 'purple'"),
    ({"positions": {"green": [0, 0, 0, 0]}}, "positions: green is not playing"),
    ({"players": ("red", "purple")}, "unknown colour 'purple'"),
    ({"players": ("red",)}, "2 to 4 colours take part"),
    ({"players": ("red", "red")}, "a colour can take only one seat"),
    ({"players": 5}, "2, 3 or 4 players take part"),
    ({"players": 1}, "2, 3 or 4 players take part"),
    ({"players": "red"}, "players must be colours"),
    ({"turn": "purple"}, "unknown colour 'purple'"),
    ({"turn": "green"}, "turn: green is not playing"),
])
def test_bad_positions_are_refused(kwargs, words):
    """Places 0..57, one list of the seat's tokens per colour; colours red, green, yellow, blue
    (``classic.md#the-board``)."""
    args = {"players": ("red", "yellow"), **kwargs}
    with pytest.raises(PositionError, match=words) as info:
        Game("classic", **args)
    assert isinstance(info.value, ValueError)


def test_wrong_token_count_for_quick():
    """A seat has 4 tokens (paperfox's Quick: 2): a position lists exactly that many places."""
    with pytest.raises(PositionError, match="red needs a list of 2 places"):
        Game(Rules.preset("paperfox", tokens=2), players=2, positions={"red": [0, 0, 0, 0]})


@pytest.mark.parametrize("call, error, words", [
    (lambda: Game("ludo-king"), RulesError, "unknown preset 'ludo-king'"),
    (lambda: Game(Rules.preset("online", pairs=True)), RulesError, "unknown option 'pairs'"),
    (lambda: Game(Rules.preset("online", teams=True), players=3), PositionError, "team play needs all four"),
    (lambda: Game("classic", tiles={3: "plus1"}), RulesError, "tiles need Power mode"),
    (lambda: Game(Rules.preset("online", power=True), tiles={0: "double"}), PositionError, "ring square 0 is safe"),
    (lambda: Game(Rules.preset("online", power=True), tiles={3: "rocket"}), PositionError, "unknown tile kind"),
    (lambda: Game(Rules.preset("online", power=True), tiles={52: "double"}), PositionError, "ring square 0..51"),
])
def test_unknown_presets_options_and_setups_are_refused(call, error, words):
    """Unknown preset/option, teams without four seats, tiles without Power or on safe squares
    (tiles lie on plain ring squares only)."""
    with pytest.raises(error, match=words) as info:
        call()
    assert isinstance(info.value, LudoError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize("text", [
    "", "   ", "classic", "nonsense r:0,0,0,0 y:0,0,0,0 r roll six:0",
    "classic r:0,0,0 y:0,0,0,0 r roll six:0",  # three places for four tokens
    "classic r:0,0,0,58 y:0,0,0,0 r roll six:0",  # a place past home
    "classic r:0,0,0,0 r roll six:0",  # one seat
    "classic y:0,0,0,0 r:0,0,0,0 r roll six:0",  # out of seat order
    "classic r:0,0,0,0 y:0,0,0,0 g roll six:0",  # green is not playing
    "classic r:0,0,0,0 y:0,0,0,0 r dance six:0",
    "classic r:0,0,0,0 y:0,0,0,0 r move:6 six:0 colour:blue",
    "classic r:0,0,0,0 y:0,0,0,0 r move:9 six:0",
    "classic r:10,0,0,0 y:0,0,0,0 r move:x six:0",
    "classic r:57,57,57,57 y:0,0,0,0 r move:3 six:0",  # a move awaited that no token can make
    "classic[rebound=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0",
    "classic[teams=maybe] r:0,0,0,0 y:0,0,0,0 r roll six:0",
    "classic r:0,0,0,0 y:0,0,0,0 r roll six:0 tiles:3p",  # tiles need Power
    "classic r:0,0,0,0 y:0,0,0,0 - roll six:0",
    42,
    # Positions that cannot be (the rulings of the sheets):
    "classic r:0,0,0,0 y:0,0,0,0 - over six:0",  # over with nobody home
    "classic r:57,57,57,57 y:0,0,0,0 y roll six:0 done:r",  # "stops when the first seat is home"
    "online r:57,57,57,57 g:0,0,0,0 y:0,0,0,0 r roll six:0 done:r",  # a finished seat is skipped
    "classic r:10,0,0,0 y:0,0,0,0 r roll six:3",  # the third six is forfeited, never pending
    "classic r:10,0,0,0 y:0,0,0,0 r roll six:-1",
    "online r:0,0,0,0 y:0,0,0,0 r roll six:0 try:3",  # three tries: at most two used before a roll
    "paperfox r:0,0,0,0 y:0,0,0,0 r roll six:0 aid:r-1,y0",
    "online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 tiles:0d stock:r=0.0.0,y=0.0.0",  # a star
    "online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 tiles:- taken:8c stock:r=0.0.0,y=0.0.0",
    "online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 tiles:- stock:r=4.0.0,y=0.0.0",  # cap 3
    "online[power=yes] r:0,0,0,0 y:0,0,0,0 r roll six:0 tiles:- stock:r=0.0.0,y=0.0.0 bonus:rocket",
])
def test_bad_notation_is_refused(text):
    """Bad positions: the numbering and seats, the exact finish, the end of the game, three sixes,
    online's three tries, Power's cap of 3 of each kind and its tiles on plain ring squares only."""
    with pytest.raises(LudoError) as info:
        Game.from_notation(text)
    assert isinstance(info.value, ValueError) and str(info.value)


@pytest.mark.parametrize("text", ["", "{}", "[1, 2]", '{"format": "ludo-widget/1"}', "not json",
                                  '{"format": "chess/1"}'])
def test_bad_saves_are_refused(text):
    """Text that is not a save is a NotationError (a ValueError)."""
    with pytest.raises(NotationError):
        Game.from_json(text)


def test_a_tampered_save_is_refused():
    """A save with a place outside 0..57 is refused."""
    game = make("classic", {"red": [10, 0, 0, 0]})
    text = game.to_json().replace('"places": [[10, 0, 0, 0]', '"places": [[99, 0, 0, 0]')
    assert text != game.to_json()
    with pytest.raises(LudoError, match=r"state.places\[0\]\[0\] must be a whole number 0..57, not 99"):
        Game.from_json(text)


def test_rules_that_could_never_end_or_loose_faces_are_refused():
    """max_sixes=1 with entry only on a six forfeits every six: no token could come out.
    Faces are whole numbers 1..6: True and 6.7 are not faces."""
    with pytest.raises(ValueError, match="max_sixes=1"):
        Rules.preset("classic", max_sixes=1)
    assert Rules.preset("classic", max_sixes=1, entry_faces={1, 6}).max_sixes == 1
    for faces in ({True}, {6.7}, {"6"}, 6):
        with pytest.raises(ValueError):
            Rules.preset("classic", entry_faces=faces)
