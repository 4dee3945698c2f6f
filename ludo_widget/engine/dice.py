"""A small seeded die whose whole state is one integer, so undo and save/load stay cheap.

SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit word of state, good statistical
quality, a few integer operations a roll. The state is saved with every game.

>>> die = Dice(seed=7)
>>> [die.roll() for _ in range(5)]
[4, 1, 1, 4, 5]
>>> Dice(seed=7).roll() == Dice(seed=7).roll()
True
"""

from __future__ import annotations

import secrets

from .errors import LudoError, quote, whole

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def next_word(state: int) -> tuple[int, int]:
    """One step of SplitMix64: (new state, a random 64-bit word)."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def next_state(state: int) -> tuple[int, int]:
    """One roll: (new state, face 1..6). The bias of ``% 6`` on 64 bits is below 2**-61.

    The same steps as :func:`next_word`, written out because this is the hottest call of a
    simulation.
    """
    state = (state + _GOLDEN) & _MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, (z ^ (z >> 31)) % 6 + 1


def check_seed(seed: object) -> int:
    """``seed`` as an int if it is a whole number (numpy's too; a bool is not), else a :class:`LudoError`."""
    number = whole(seed)
    if number is None:
        raise LudoError(f"seed must be a whole number, not {quote(seed)}")
    return number


def seed_state(seed: int | None) -> int:
    """The starting state for a seed (a fresh random one for None)."""
    if seed is None:
        return secrets.randbits(64)
    return check_seed(seed) & _MASK


class Dice:
    """A six-sided die with an integer state (``state`` can be read and set)."""

    def __init__(self, seed: int | None = None) -> None:
        self.state = seed_state(seed)

    def roll(self) -> int:
        """A face from 1 to 6."""
        self.state, face = next_state(self.state)
        return face

    def choice(self, n: int) -> int:
        """A number from 0 to n - 1 (used for the random first seat)."""
        self.state, word = next_word(self.state)
        return word % n
