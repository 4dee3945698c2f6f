"""The state inspector: everything that decides the next step, one line each, saying what it means.

>>> from ludo_widget import Game
>>> game = Game(rules="online", players=("red", "yellow"), turn="red", seed=1)
>>> [(line["label"], line["value"]) for line in lines(game)][1:4]
[('To act', 'red: roll'), ('Face', 'none'), ('Sixes in a row', '0 of 3')]

Only the stock of the seat to act is shown, never other seats' stocks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import traitlets

from ..engine.board import COLOURS
from ..engine.events import ordinal, token_name
from ..engine.game import Game
from ..engine.power import NAMES, STORED
from .snapshot import public_notation


def lines(game: Game, notation: str | None = None) -> list[dict[str, str]]:
    """The inspector's lines: ``{"key", "label", "value", "meaning"}`` for the game now.

    ``notation`` is the position as the board shows it; by default the game's own notation with
    no Power stock but the seat to act's (the others can't see a stock).
    """
    st, rules = game.state, game.rules
    if notation is None:
        notation = public_notation(game.notation(), game.turn)
    out = [
        _line("notation", "Notation", notation,
              "The whole position in one line: Load takes it back, a scenario starts from it."),
        _line("turn", "To act", _to_act(game), "Whose turn it is and what the game waits for."),
        _line("face", "Face", "none" if st.face is None else f"{st.face}{' ×2 (Double roll)' if st.doubled else ''}",
              "The face waiting to be used by a move (none while a roll is awaited)."),
        _line("sixes", "Sixes in a row", f"{st.sixes} of {rules.max_sixes}" if rules.max_sixes else str(st.sixes),
              f"Sixes rolled in a row this turn; the {ordinal(rules.max_sixes)} is forfeited and ends the turn."
              if rules.max_sixes else "Sixes rolled in a row this turn (this game has no limit)."),
        _line("tries", "Tries left", _tries(game),
              f"While none of its tokens is out a seat has {rules.tries} rolls a turn to get one out."
              if rules.tries > 1 else "One roll a turn while no token is out (this edition gives no extra tries)."),
        _line("aid", "Forced six", _aid(game),
              f"While no token is out, after {rules.forced_six_after} rolls without a six the next roll is a six."
              if rules.forced_six_after else "This game has no starting aid."),
    ]
    if rules.power:
        seat = st.turn
        out += [
            _line("bonus", "Bonus on", "none" if st.bonus is None else
                  NAMES[st.bonus] + (f" ({st.chosen})" if st.bonus == "dice" else ""),
                  "The bonus switched on for this roll (one per roll)."),
            _line("shields", "Shields", ", ".join(
                f"{token_name(COLOURS[s], t)} until {COLOURS[g]}'s next turn" for (s, t), g in sorted(st.shields.items()))
                or "none", "Shielded tokens cannot be captured; a shield ends when the seat that gave it plays again."),
            _line("tiles", "Tiles", ", ".join(f"{NAMES[k]} on {sq}" for sq, k in sorted(st.tiles.items()))
                  or "none", "Bonus tiles by ring square (0 is red's start); a token ending its move on one picks it up."),
            _line("stock", "Stock", "-" if game.over else ", ".join(
                f"{NAMES[k]} {st.stock[seat].get(k, 0)}" for k in STORED),
                  f"The bonuses {COLOURS[seat]} can switch on (only the seat to act's own stock is shown)."),
        ]
    out.append(_line("finished", "Finishers", ", ".join(COLOURS[s] for s in st.finished) or "none yet",
                     "Seats with every token home, in finishing order." + (
                         " The game is over." if game.over else "")))
    return out


def _line(key: str, label: str, value: str, meaning: str) -> dict[str, str]:
    return {"key": key, "label": label, "value": value, "meaning": meaning}


def _to_act(game: Game) -> str:
    st = game.state
    if game.over:
        return "nobody: the game is over"
    colour = COLOURS[st.turn]
    mover = COLOURS[game.referee.moving_seat(st, st.turn)]
    whose = f" ({mover}'s tokens)" if mover != colour else ""
    if st.awaiting == "move":
        return f"{colour}: a move with the {st.face}{whose}"
    return f"{colour}: roll{whose}"


def _tries(game: Game) -> str:
    st, rules = game.state, game.rules
    if game.over:
        return "-"
    if not game.referee.none_out(st, st.turn):
        return "- (a token is out)"
    return f"{rules.tries - st.misses} of {rules.tries}"


def _aid(game: Game) -> str:
    st, n = game.state, game.rules.forced_six_after
    if not n:
        return "off"
    if game.over:
        return "-"
    count = st.aid[st.turn]
    if count >= n and game.referee.none_out(st, st.turn):
        return f"{count} rolls without a six: the next roll is a six"
    return f"{count} of {n} rolls without a six"


class InspectorMixin(traitlets.HasTraits):
    """The ``inspector`` trait: :func:`lines` of the game on the board, after every change."""

    inspector: traitlets.List[dict[str, str]] = traitlets.List().tag(sync=True)

    if TYPE_CHECKING:  # what the board this is mixed into (LudoWidget) provides
        game: Game

    @traitlets.observe("snapshot")
    def _inspector_follows_the_board(self, change: Any) -> None:
        # The snapshot's notation is already stripped of the stocks this board may not show.
        self.inspector = lines(self.game, change["new"].get("notation"))
