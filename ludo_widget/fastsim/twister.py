"""Python's own ``random.Random`` generator (MT19937), compiled, for the random player.

:class:`~ludo_widget.players.simple.RandomPlayer` draws from ``random.Random(seed)`` with
``randrange(n)``. To pick the same moves, the kernel seeds MT19937 exactly as CPython does for
a whole-number seed (``init_by_array`` over the seed's 32-bit words, least significant first)
and draws ``randrange(n)`` as CPython does (``getrandbits(n.bit_length())``, again while the
draw is ``>= n``). The state is an int64 array of 625 words: the 624 of the generator and its
position. Every value stays below 2**32 and every product below 2**63, so int64 arithmetic
with a 32-bit mask is exact.

>>> import random
>>> mt = new_state(); seed(mt, 5, 256)          # the seed 256 * 2**32 + 5
>>> g = random.Random(256 * 2**32 + 5)
>>> [randbelow(mt, 6) for _ in range(8)] == [g.randrange(6) for _ in range(8)]
True
"""

from __future__ import annotations

import numpy as np
from numba import njit

N = 624
M = 397
_W = 0xFFFFFFFF
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_MATRIX_A = 0x9908B0DF


def new_state() -> np.ndarray:
    """An unseeded generator state (625 int64 words)."""
    return np.zeros(N + 1, dtype=np.int64)


def _init_genrand(s: int) -> np.ndarray:
    """CPython's ``init_genrand(s)``: the state every seeding starts from (worked out once)."""
    mt = new_state()
    mt[0] = s & _W
    for i in range(1, N):
        mt[i] = (1812433253 * (int(mt[i - 1]) ^ (int(mt[i - 1]) >> 30)) + i) & _W
    return mt


_START = _init_genrand(19650218)


@njit(cache=True, _nrt=False)
def seed(mt, key0, key1):
    """Seed as ``random.Random(key1 * 2**32 + key0)`` does (two 32-bit words: seeds below 2**64)."""
    keylen = 2 if key1 != 0 else 1
    for i in range(N):  # a loop: a slice copy would need numba's allocator
        mt[i] = _START[i]
    # The previous word is kept in a register: reading it back from memory just after writing it
    # would wait for the store on every step of this serial loop.
    i = 1
    j = 0
    prev = mt[0]
    for _ in range(max(N, keylen)):
        key = key0 if j == 0 else key1
        prev = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key + j) & _W
        mt[i] = prev
        i += 1
        j += 1
        if i >= N:
            mt[0] = prev
            i = 1
        if j >= keylen:
            j = 0
    for _ in range(N - 1):
        prev = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _W
        mt[i] = prev
        i += 1
        if i >= N:
            mt[0] = prev
            i = 1
    mt[0] = _UPPER
    mt[N] = N


@njit(cache=True, _nrt=False)
def _twist(mt):
    # Three runs, so no index wraps (a division per word would cost more than the rest).
    for kk in range(N - M):
        y = (mt[kk] & _UPPER) | (mt[kk + 1] & _LOWER)
        mt[kk] = mt[kk + M] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
    for kk in range(N - M, N - 1):
        y = (mt[kk] & _UPPER) | (mt[kk + 1] & _LOWER)
        mt[kk] = mt[kk + M - N] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
    y = (mt[N - 1] & _UPPER) | (mt[0] & _LOWER)
    mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
    mt[N] = 0


@njit(cache=True, _nrt=False)
def next_word32(mt):
    """One 32-bit output (``genrand_uint32``)."""
    if mt[N] >= N:
        _twist(mt)
    y = mt[mt[N]]
    mt[N] += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C5680
    y ^= (y << 15) & 0xEFC60000
    y ^= y >> 18
    return y


@njit(cache=True, _nrt=False)
def randbelow(mt, n):
    """``randrange(n)`` for ``1 <= n < 2**32``: ``getrandbits(k)`` until below ``n``."""
    k = 0
    m = n
    while m:
        k += 1
        m >>= 1
    r = next_word32(mt) >> (32 - k)
    while r >= n:
        r = next_word32(mt) >> (32 - k)
    return r
