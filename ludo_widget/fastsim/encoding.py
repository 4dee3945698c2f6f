"""A :class:`~ludo_widget.engine.rules.Rules` value and the engine's board tables as numbers.

The compiled kernel cannot read a dataclass, so every rule field it needs becomes one slot of
an integer vector, and the engine's own lookup tables (``RING_OF``, ``SAFE_RING``, the
referee's turn order and opponents, Power's default tiles) are copied into arrays. Nothing
here restates a rule: it only reads the engine's values.

>>> from ludo_widget.engine import Rules
>>> cfg = encode_rules(Rules.preset("dashain", entry_faces={1, 6}, bonus_faces={1, 6}))
>>> int(cfg[ENTRY]), int(cfg[BONUS]), int(cfg[PLAY_ON])   # faces as bit masks
(66, 66, 1)
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ..engine import power
from ..engine.board import HOME, RING, RING_OF, SAFE_RING, SEATS
from ..engine.referee import Referee
from ..engine.rules import CHOICES, Rules

# Slots of the rules vector.
(TOKENS, ENTRY, BONUS, BONUS_ON_CAPTURE, BONUS_ON_HOME, CAPTURE_RULE, WASTED_AGAIN, MAX_SIXES, TRIES,
 FORCED_SIX_AFTER, PLAY_ON, STARTER_RANDOM, TEAMS, POWER) = range(14)
RULE_SLOTS = 14
#: capture_rule codes: the position of the word in the engine's list of choices.
CAPTURE_ALL, CAPTURE_COUNT, CAPTURE_PROTECT_PAIRS = (CHOICES["capture_rule"].index(w)
                                                       for w in ("all", "count", "protect_pairs"))
#: Power tile codes: the position of the kind in ``power.KINDS`` (-1: no tile); the stored
#: bonuses come first, so a stored tile's code is also its slot in a seat's stock.
NO_TILE = -1
PLUS1 = power.KINDS.index("plus1")
assert power.KINDS[:len(power.STORED)] == power.STORED


def _mask(faces: frozenset[int]) -> int:
    return sum(1 << f for f in faces)


def encode_rules(rules: Rules) -> np.ndarray:
    """The rules vector the kernel reads (int64, :data:`RULE_SLOTS` long)."""
    cfg = np.zeros(RULE_SLOTS, dtype=np.int64)
    cfg[TOKENS] = rules.tokens
    cfg[ENTRY] = _mask(rules.entry_faces)
    cfg[BONUS] = _mask(rules.bonus_faces)
    cfg[BONUS_ON_CAPTURE] = rules.bonus_on_capture
    cfg[BONUS_ON_HOME] = rules.bonus_on_home
    cfg[CAPTURE_RULE] = CHOICES["capture_rule"].index(rules.capture_rule)
    cfg[WASTED_AGAIN] = rules.wasted_bonus == "roll_again"
    cfg[MAX_SIXES] = rules.max_sixes
    cfg[TRIES] = rules.tries
    cfg[FORCED_SIX_AFTER] = rules.forced_six_after
    cfg[PLAY_ON] = rules.play_on
    cfg[STARTER_RANDOM] = rules.starter == "random"
    cfg[TEAMS] = rules.teams
    cfg[POWER] = rules.power
    return cfg


class Tables(NamedTuple):
    """The engine's tables for one game's rules and seats, as arrays."""

    rules: np.ndarray       # encode_rules
    seats: np.ndarray       # the seats taking part, in order
    ring_of: np.ndarray     # [seat, place] -> ring square or -1 (board.RING_OF)
    safe: np.ndarray        # [ring square] -> 1 if starred (board.SAFE_RING)
    after: np.ndarray       # [seat, k] -> the k-th seat after it in turn order (Referee.after)
    opponents: np.ndarray   # [seat, k] -> its k-th opponent (Referee.opponents), -1 past the end
    tiles: np.ndarray       # [ring square] -> Power tile code at the start, or NO_TILE
    home: int               # the place "home" (board.HOME)


def tables(rules: Rules, seats: tuple[int, ...]) -> Tables:
    """Read the engine's tables for ``rules`` and ``seats`` (a referee is built to ask it)."""
    ref = Referee(rules, seats)
    after = np.full((SEATS, SEATS), -1, dtype=np.int64)
    opponents = np.full((SEATS, SEATS), -1, dtype=np.int64)
    for s in range(SEATS):
        for k, o in enumerate(ref.after.get(s, ())):
            after[s, k] = o
        for k, o in enumerate(ref.opponents[s]):
            opponents[s, k] = o
    tiles = np.full(RING, NO_TILE, dtype=np.int64)
    if rules.power:
        for square, kind in power.default_tiles().items():
            tiles[square] = power.KINDS.index(kind)
    return Tables(encode_rules(rules), np.array(seats, dtype=np.int64), np.array(RING_OF, dtype=np.int64),
                  np.array(SAFE_RING, dtype=np.int64), after, opponents, tiles, HOME)
