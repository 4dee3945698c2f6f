"""Power mode (online): every sentence of the Power section, each with its own position.

The rules are online's sheet (``online.md#power``, ``#our-rulings``) and, in full, the docstring
of ``ludo_widget/engine/power.py``. Ring square r is red's place r + 1; yellow's place n stands
on ring square (26 + n - 1) % 52.
"""

from __future__ import annotations

import pytest

from ludo_widget import Game, IllegalAction, Rules
from ludo_widget.engine.power import default_tiles

LETTER = {"red": "r", "green": "g", "yellow": "y", "blue": "b"}


def power_game(places: dict[str, list[int]], tiles: dict[int, str] | None = None,
               stock: dict[str, tuple[int, int, int]] | None = None, turn: str = "red",
               teams: bool = False, extra: str = "") -> Game:
    """A Power game at a position, with stocks (double, dice, shield) set through the notation."""
    opts = "power=yes;teams=yes" if teams else "power=yes"
    seats = " ".join(f"{LETTER[c]}:{','.join(map(str, places[c]))}"
                     for c in ("red", "green", "yellow", "blue") if c in places)
    tile_text = ",".join(f"{sq}{ {'double': 'd', 'dice': 'c', 'shield': 's', 'plus1': 'p'}[k] }"
                         for sq, k in sorted((tiles or {}).items())) or "-"
    stock = stock or {}
    stock_text = ",".join(f"{LETTER[c]}={'.'.join(map(str, stock.get(c, (0, 0, 0))))}" for c in places)
    text = f"online[{opts}] {seats} {LETTER[turn]} roll six:0 tiles:{tile_text} stock:{stock_text} {extra}"
    return Game.from_notation(text.strip(), seed=1)


def yellow_place(square: int) -> int:
    return (square - 26) % 52 + 1


# -- picking up -------------------------------------------------------------------------

def test_ending_a_move_on_a_tile_adds_it_to_the_movers_stock():
    """A token that ends its move on a tile adds the tile to the stock of the seat that moved."""
    game = power_game({"red": [4, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={9: "double"})
    game.roll(6)
    game.move(0)  # red place 10 = ring square 9; the six keeps the turn with red
    assert game.stock["red"]["double"] == 1
    assert 9 not in game.tiles
    assert "Red picked up a Double roll." in [e.text for e in game.events]   # as the bonus bar names it


def test_passing_over_a_tile_is_not_enough():
    """A tile passed over on the way is not picked up."""
    game = power_game({"red": [5, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={7: "shield"})
    game.roll(5)
    game.move(0)  # walks over ring square 7 to ring square 9
    assert game.stock["red"]["shield"] == 0
    assert game.tiles == {7: "shield"}


def test_a_partners_token_picks_up_for_the_player_who_moved():
    """Moving a partner's token onto a tile adds it to the stock of the seat that moved."""
    yellow_at = yellow_place(30) - 4
    game = power_game({"red": [57] * 4, "green": [0] * 4, "yellow": [yellow_at, 0, 0, 0], "blue": [0] * 4},
                      tiles={30: "dice"}, teams=True)
    game.roll(4)
    assert game.legal_moves()[0].colour == "yellow"  # red is home and moves its partner's tokens
    game.move(0)
    assert game.stock["red"]["dice"] == 1 and game.stock["yellow"]["dice"] == 0


def test_at_most_three_of_a_kind_and_the_tile_stays():
    """A stock holds at most 3 of each kind; a tile landed on at the cap stays on the board."""
    game = power_game({"red": [5, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={9: "double"},
                      stock={"red": (3, 0, 0)})
    game.roll(5)
    game.move(0)
    assert game.stock["red"]["double"] == 3
    assert game.tiles == {9: "double"}


def test_tiles_come_back_when_the_turn_passes_not_on_bonus_rolls():
    """Picked-up tiles come back when the turn passes to another seat, not on extra rolls."""
    game = power_game({"red": [4, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={9: "shield"})
    game.roll(6)
    game.move(0)  # place 10 = ring square 9, with a six: another roll
    assert game.turn == "red" and 9 not in game.tiles
    game.roll(2)
    game.move(0)  # no bonus: the turn passes
    assert game.turn == "yellow"
    assert game.tiles == {9: "shield"}
    assert game.stock["red"]["shield"] == 1


# -- Double roll ------------------------------------------------------------------------

def test_double_roll_moves_twice_the_face():
    """Double roll: the token moves twice the face (a six moves 12)."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 0, 0)})
    game.use("double")
    game.roll(6)
    assert [m.to for m in game.legal_moves()] == [14]  # no entry on a doubled six
    game.move(0)
    assert game.positions["red"][0] == 14


def test_double_roll_is_not_a_six_no_entry_no_bonus_breaks_the_run():
    """A doubled 3 is not a six: it brings no token out, gives no roll for a six, and breaks a run
    of sixes."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 0, 0)},
                      extra="")
    game.roll(6)
    game.move(0)  # a real six: another roll, one six so far
    assert game.sixes == 1
    game.use("double")
    game.roll(6)
    assert game.sixes == 0  # the run of sixes is broken
    assert all(m.start != 0 for m in game.legal_moves())
    game.move(0)
    assert game.turn == "yellow"  # no roll for the six


def test_double_roll_capture_or_home_still_gives_another_roll():
    """A doubled move that captures or reaches home still gives another roll."""
    yellow_on_ring_9 = yellow_place(9)
    game = power_game({"red": [2, 0, 0, 0], "yellow": [yellow_on_ring_9, 0, 0, 0]},
                      stock={"red": (1, 0, 0)})
    game.use("double")
    game.roll(4)  # 2 + 8 = place 10 = ring square 9, where yellow stands
    game.move(0)
    assert game.positions["yellow"][0] == 0
    assert game.turn == "red" and game.awaiting == "roll"

    home = power_game({"red": [51, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 0, 0)})
    home.use("double")
    home.roll(3)
    home.move(0)
    assert home.positions["red"][0] == 57
    assert home.turn == "red"


def test_double_roll_exact_finish_applies_to_the_doubled_count():
    """Exact finish applies to the doubled count."""
    game = power_game({"red": [50, 57, 57, 57], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 0, 0)})
    game.use("double")
    game.roll(4)  # 50 + 8 = 58: past home
    assert game.awaiting == "roll" and game.turn == "yellow"
    assert game.positions["red"][0] == 50
    # the log names the face and the squares ("the 8" alone reads as a face rolled)
    assert "No red token can use the 4 (8 squares): the roll is wasted." in [str(e) for e in game.events]


def test_a_bonus_is_spent_even_if_the_roll_finds_no_move():
    """A bonus is spent when it is switched on, even if the roll then finds no move."""
    game = power_game({"red": [50, 57, 57, 57], "yellow": [0, 0, 0, 0]}, stock={"red": (2, 0, 0)})
    game.use("double")
    game.roll(5)
    assert game.stock["red"]["double"] == 1
    assert game.turn == "yellow"


# -- Dice control -----------------------------------------------------------------------

def test_dice_control_chooses_the_face_and_refuses_another_scripted_face():
    """With Dice control switched on, ``roll()`` gives the chosen face, and a script asking for
    another face is refused."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (0, 1, 0)})
    game.use("dice", face=4)
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.roll(5)
    assert game.to_json() == before
    assert game.roll() == 4
    assert game.stock["red"]["dice"] == 0


def test_a_chosen_six_counts_toward_three_sixes():
    """A six chosen with Dice control counts as any six: the third in a row is forfeited."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (0, 1, 0)})
    for _ in range(2):
        game.roll(6)
        game.move(0)
    game.use("dice", face=6)
    game.roll()
    assert game.turn == "yellow"
    assert game.positions["red"][0] == 14
    assert game.events[-2].kind == "forfeited"


# -- Shield -----------------------------------------------------------------------------

def test_a_shielded_token_cannot_be_sent_home_until_its_owners_next_turn():
    """A shielded token cannot be captured until the next turn of the seat that gave the Shield;
    that seat's extra rolls are not a next turn."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [yellow_place(9) - 3, 0, 0, 0]},
                      stock={"red": (0, 0, 1)})
    game.use("shield")  # before rolling
    game.roll(6)
    game.move(0)  # red to place 8 = ring square 7; a six gives a bonus roll
    assert game.shields == [("red", 0)]
    game.roll(2)
    game.move(0)  # still red's turn, bonus roll: red to ring square 9, shielded
    assert game.turn == "yellow" and game.shields == [("red", 0)]
    game.roll(3)
    game.move(0)  # yellow lands on ring square 9
    assert game.positions["red"][0] == 10
    assert game.events[-3].kind == "protected" or any(e.kind == "protected" for e in game.events[-4:])
    # red's next turn: the shield runs out
    assert game.turn == "red" and game.shields == []


def test_the_shield_can_be_given_after_rolling():
    """The Shield may be given before or after the roll."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (0, 0, 1)})
    game.roll(3)
    game.use("shield")
    game.move(0)
    assert game.shields == [("red", 0)]


def test_a_shielded_token_can_still_capture():
    """A shielded token still captures."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [yellow_place(6), 0, 0, 0]}, stock={"red": (0, 0, 1)})
    game.use("shield")
    game.roll(5)  # red to place 7 = ring square 6
    game.move(0)
    assert game.positions["yellow"][0] == 0


def test_a_shielded_token_counts_in_the_count_rule_but_its_neighbours_go_home():
    """A shielded token still counts when the tokens on a square are compared, but the unshielded
    tokens beside it can go home."""
    square = 10
    y = yellow_place(square)
    game = power_game({"red": [square + 1, square + 1 - 3, 0, 0], "yellow": [y, y, 0, 0]},
                      extra="shield:y0@y")
    game.roll(3)
    game.move(1)  # red arrives: 2 red against 2 yellow (the shielded one counts)
    assert game.positions["yellow"] == [y, 0, 0, 0]  # the shielded token stays, its neighbour goes


def test_the_shielded_token_counts_so_a_smaller_arrival_captures_nothing():
    """Count rule: an arrival with fewer tokens than the opponent's still lands, and nobody goes
    home (``online.md#captures``)."""
    square = 10
    y = yellow_place(square)
    game = power_game({"red": [square + 1 - 3, 0, 0, 0], "yellow": [y, y, 0, 0]}, extra="shield:y0@y")
    game.roll(3)
    game.move(0)  # 1 red against 2 yellow
    assert game.positions["yellow"] == [y, y, 0, 0]
    assert game.positions["red"][0] == square + 1


# -- +1 ---------------------------------------------------------------------------------

def test_plus_one_gives_another_roll_and_is_not_stored():
    """A +1 square is never picked up: a token ending its move there gives another roll at once."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={5: "plus1"})
    game.roll(4)  # place 6 = ring square 5
    game.move(0)
    assert game.turn == "red" and game.awaiting == "roll"
    assert game.tiles == {5: "plus1"}
    assert "plus1" not in game.stock["red"] or game.stock["red"].get("plus1", 0) == 0


def test_plus_one_with_another_reason_is_still_one_roll():
    """A +1 square with another reason for an extra roll still gives one roll."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={7: "plus1"})
    game.roll(6)  # place 8 = ring square 7, a six and a +1
    game.move(0)
    assert [e.kind for e in game.events].count("another_roll") == 1
    game.roll(1)
    game.move(0)
    assert game.turn == "yellow"


# -- one bonus per roll, refusals, undo -------------------------------------------------

def refuses(game: Game, *args, **kwargs) -> None:
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.use(*args, **kwargs)
    assert game.to_json() == before


def test_one_bonus_per_roll():
    """A seat may use at most one bonus per roll."""
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 1, 1)})
    game.use("double")
    refuses(game, "shield")
    refuses(game, "dice", face=3)


def test_bonuses_not_in_stock_or_not_allowed_now_are_refused():
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (1, 0, 1)})
    refuses(game, "dice", face=3)      # not in stock
    refuses(game, "double", face=2)    # only dice control takes a face
    refuses(game, "teleport")          # no such bonus
    game.roll(3)
    refuses(game, "double")            # Double roll is switched on before rolling
    with pytest.raises(IllegalAction):
        Game("online").use("double")   # Power is off


def test_dice_control_needs_a_face():
    game = power_game({"red": [2, 0, 0, 0], "yellow": [0, 0, 0, 0]}, stock={"red": (0, 1, 0)})
    refuses(game, "dice")
    refuses(game, "dice", face=7)


def test_undo_and_save_cover_bonuses_and_tiles():
    game = power_game({"red": [5, 0, 0, 0], "yellow": [0, 0, 0, 0]}, tiles={9: "double"}, stock={"red": (0, 0, 1)})
    start = game.to_json()
    game.use("shield")
    game.roll(5)
    game.move(0)
    assert game.stock["red"] == {"double": 1, "dice": 0, "shield": 0}
    loaded = Game.from_json(game.to_json())
    assert (loaded.stock, loaded.tiles, loaded.shields) == (game.stock, game.tiles, game.shields)
    assert Game.from_notation(game.notation()).notation() == game.notation()
    for _ in range(3):
        game.undo()
    assert game.to_json() == start


# -- layout and Pairs -------------------------------------------------------------------

def test_default_tiles_are_fair_and_on_plain_squares():
    tiles = default_tiles()
    safe = {0, 8, 13, 21, 26, 34, 39, 47}
    assert not set(tiles) & safe
    for seat in range(4):  # every seat meets the same tiles at the same distances
        assert {(sq - 13 * seat) % 52: k for sq, k in tiles.items()} == tiles
    assert Game(Rules.preset("online", power=True)).tiles == tiles


def test_tiles_on_safe_squares_are_refused():
    with pytest.raises(ValueError):
        Game(Rules.preset("online", power=True), tiles={8: "double"})
    with pytest.raises(ValueError):
        Game(Rules.preset("online", power=True), tiles={60: "double"})
    with pytest.raises(ValueError):
        Game("online", tiles={5: "double"})  # tiles need Power


def test_pairs_count_rule_counts_the_partner_with_power_on():
    """In Pairs the count rule counts the partner's tokens with the mover's; Power combines with
    Pairs."""
    square = 17
    y = yellow_place(square)
    green = (square - 13) % 52 + 1
    game = power_game({"red": [square + 1 - 4, 0, 0, 0], "green": [green, 0, 0, 0], "yellow": [y, 0, 0, 0],
                       "blue": [0, 0, 0, 0]}, teams=True)
    game.roll(4)  # red arrives beside partner yellow: red+yellow 2 against green's 1
    game.move(0)
    assert game.positions["green"][0] == 0
    assert game.positions["yellow"][0] == y  # partners never capture each other


# -- random games with Power on ---------------------------------------------------------

from conftest import examples  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(0, 2**32), teams=st.booleans(), choices=st.lists(st.integers(0, 99), min_size=50, max_size=50))
def test_random_power_games_keep_every_invariant(seed: int, teams: bool, choices: list[int]) -> None:
    """Whole games with bonuses switched on at random: stocks stay within 0..3, tiles on plain
    squares, places in range, undo restores the exact previous game, and the game ends."""
    game = Game(Rules.preset("online", power=True, teams=teams), players=4, seed=seed)
    safe = {0, 8, 13, 21, 26, 34, 39, 47}
    for step in range(4000):
        if game.over:
            break
        pick = choices[step % len(choices)]
        check_undo = step % 97 == 0
        before = game.to_json() if check_undo else None
        bonus = ("double", "dice", "shield")[pick % 3]
        if pick < 30 and game.stock[game.turn][bonus] > 0 and game.awaiting == "roll" and game.bonus is None:
            game.use(bonus, face=pick % 6 + 1 if bonus == "dice" else None)
        elif game.awaiting == "roll":
            game.roll()
        else:
            moves = game.legal_moves()
            game.move(moves[pick % len(moves)])
        for colour, stock in game.stock.items():
            assert all(0 <= n <= 3 for n in stock.values()), (colour, stock)
        assert not set(game.tiles) & safe
        assert all(0 <= p <= 57 for places in game.positions.values() for p in places)
        if check_undo:
            after = game.to_json()
            game.undo()
            assert game.to_json() == before
            assert Game.from_json(after).to_json() == after
            game = Game.from_json(after)
    assert game.over
