"""When a computer player switches on a Power bonus (online ``power=True``): a cheap plan.

The plan weighs each bonus in *pips*: the race margin of the position (the opponents' mean
remaining distance minus the player's own, danger included: see
:meth:`~ludo_widget.players.evaluation.Evaluator.remaining`) after the roll and the best
move by that margin, plus :data:`AGAIN` pips when the move earns another roll.

* **Dice control** (before rolling): the face with the best margin, when it beats a fair
  roll's mean margin by more than :data:`DICE_COST` (a capture, a token out on a six, a
  token home or out of danger; never just a few pips more).
* **Double roll** (before rolling): when a doubled roll's mean margin beats a plain roll's
  by more than :data:`DOUBLE_COST` (it walks twice the face, but a six neither enters nor
  earns another roll).
* **Shield** (after rolling, once the move is known): when the token that moves ends on a
  plain ring square where the expected loss, the chance of being hit before the next turn
  times the pips it has walked (plus the yard), is at least :data:`SHIELD_COST` pips.

Each look-ahead is one roll deep: at most twelve rolls and a move each before rolling,
nothing but the player's own choice and one danger count after.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.board import RING_OF, SAFE_RING
from ..engine.referee import Move, Referee
from ..engine.state import State
from .base import distinct
from .evaluation import Evaluator

#: Pips a bonus must gain over playing without it (a spent bonus is gone until picked up again).
DICE_COST = 5.0
DOUBLE_COST = 2.0
SHIELD_COST = 3.0
#: What another roll is worth, in pips (about one mean face).
AGAIN = 3.5

Bonus = tuple[str, "int | None"]


def margin(ev: Evaluator, st: State, seat: int) -> float:
    """The race margin of ``seat`` in pips: its opponents' mean remaining distance minus its own."""
    rem = ev.remaining(st)
    mine = ev.side_of[seat]
    own = sum(rem[s] for s in ev.sides[mine])
    others = [sum(rem[s] for s in side) for i, side in enumerate(ev.sides) if i != mine]
    return (sum(others) / len(others) if others else 0.0) - own


def roll_value(ref: Referee, ev: Evaluator, st: State, face: int, doubled: bool) -> float:
    """The margin after rolling ``face`` (doubled or not) and playing the best move by margin."""
    seat = st.turn
    before = st
    if doubled:
        before = st.copy()
        before.doubled = True
    nxt = ref.after_roll(before, face)
    if nxt.awaiting != "move":
        return margin(ev, nxt, seat)
    best = None
    for m in distinct(ref.moves(nxt), nxt):
        child = ref.after_move(nxt, m)
        value = margin(ev, child, seat)
        if child.awaiting == "roll" and child.turn == seat:
            value += AGAIN
        if best is None or value > best:
            best = value
    assert best is not None
    return best


def before_roll(ref: Referee, ev: Evaluator, st: State) -> Bonus | None:
    """Dice control or Double roll for the roll about to be made, or None."""
    stock = st.stock[st.turn]
    dice, double = stock.get("dice", 0) > 0, stock.get("double", 0) > 0
    if not (dice or double):
        return None
    plain = [roll_value(ref, ev, st, f, False) for f in range(1, 7)]
    mean = sum(plain) / 6
    options: list[tuple[float, Bonus]] = []
    if dice:
        best = max(range(6), key=lambda i: plain[i])  # the lowest face on ties
        options.append((plain[best] - mean - DICE_COST, ("dice", best + 1)))
    if double:
        doubled = sum(roll_value(ref, ev, st, f, True) for f in range(1, 7)) / 6
        options.append((doubled - mean - DOUBLE_COST, ("double", None)))
    gain, choice = max(options, key=lambda o: o[0])
    return choice if gain > 0 else None


def shield_for(ref: Referee, ev: Evaluator, st: State, move: Move) -> Bonus | None:
    """A Shield for ``move`` (about to be played) when the moved token would stand in danger."""
    if st.stock[st.turn].get("shield", 0) < 1 or not 1 <= move.to <= 51:
        return None
    mover = ref.moving_seat(st, st.turn)
    if SAFE_RING[RING_OF[mover][move.to]]:
        return None
    after = ref.after_move(st, move)
    loss = ev.danger(after, mover, move.token) * (move.to - 1 + ev.yard)
    return ("shield", None) if loss >= SHIELD_COST else None


def plan(ref: Referee, ev: Evaluator, st: State, pick: Callable[[], Move]) -> Bonus | None:
    """The bonus to switch on now, or None: before a roll, Dice control or Double roll; with a
    move awaited, a Shield for the move ``pick()`` names. Only bonuses the engine accepts."""
    if not ref.rules.power or st.bonus is not None or st.awaiting not in ("roll", "move"):
        return None
    if not any(st.stock[st.turn].values()):
        return None
    if st.awaiting == "roll":
        choice = before_roll(ref, ev, st)
    else:
        if st.stock[st.turn].get("shield", 0) < 1 or len(distinct(ref.moves(st), st)) == 0:
            return None
        choice = shield_for(ref, ev, st, pick())
    if choice is not None and ref.bonus_refusal(st, *choice) is not None:
        return None
    return choice


__all__ = ["AGAIN", "DICE_COST", "DOUBLE_COST", "SHIELD_COST", "margin", "plan", "roll_value"]
