"""How good a position is for each seat: a race estimate that knows about danger.

Every seat's *remaining distance* counts the pips its tokens still have to walk (56 from
the start square, plus ``yard`` for a token still waiting for an entry face), plus, for
each token standing on a plain ring square, the distance it would lose if captured times
the chance that some opponent lands on it before its owner moves again. The chance counts
every opponent token 1..6 squares behind (1/6 each), and 7..12 behind through a bonus face
(1/36), and tokens in an opponent's yard that could enter on a bonus face and walk on; it
follows the capture rule (a protected pair is safe, the count rule spares two or more
tokens against a single arrival) and Power's shields.

Sides (one seat, or a pair in team play) are then compared by a softmax of their remaining
distances: ``exp(-remaining / tau)`` normalised over the sides still racing, which reads as
a rough chance of finishing first. A seat already finished scores above any racing seat,
earlier finishers higher. A small linear term keeps a seat that is far behind (whose
softmax share is nearly zero) still preferring the better of its moves.

>>> from ludo_widget import Game
>>> game = Game(players=2, positions={"red": [57, 57, 57, 50], "yellow": [0, 0, 0, 0]})
>>> ev = Evaluator(game.rules, game.referee.seats)
>>> u = ev.utilities(game.state)
>>> u[0] > 0.99 > 0.01 > u[2]
True
"""

from __future__ import annotations

import math

from ..engine.board import HOME, RING, RING_OF, SAFE_RING, SEATS
from ..engine.errors import LudoError, quote
from ..engine.rules import Rules
from ..engine.state import State

#: Default weights, tuned by tournaments (benchmarks/players_strength.py; YARD head to head against the heuristic).
TAU = 22.0
YARD = 20.0  # was 9: 20 won ~2 points more head to head against the heuristic (2 x 2,000 paired games)
LINEAR = 0.002
RISK = 1.0
TEMPO = 0.0


def check_tau(tau: object) -> None:
    """Refuse a ``tau`` that is not a positive number (it divides: 0 fails on the first move, below 0
    the player would prefer to be behind)."""
    if isinstance(tau, bool) or not isinstance(tau, (int, float)) or not 0 < tau < math.inf:
        raise LudoError(f"tau must be a positive number of pips (default {TAU}), not {quote(tau)}")


class Evaluator:
    """Scores positions for one game's rules and seats.

    Args:
        rules: the game's :class:`~ludo_widget.engine.rules.Rules`.
        seats: the seat numbers taking part.
        tau: the softmax temperature, in pips (above 0).
        yard: what a token in the yard costs beyond the 56 pips from the start square.
        linear: weight of the linear race term (per pip).
        risk: weight of the expected loss to captures.
    """

    def __init__(self, rules: Rules, seats: tuple[int, ...], *, tau: float = TAU, yard: float = YARD,
                 linear: float = LINEAR, risk: float = RISK, tempo: float = TEMPO) -> None:
        check_tau(tau)
        self.rules = rules
        self.seats = tuple(seats)
        self.tau = tau
        self.yard = yard
        self.linear = linear
        self.risk = risk
        self.tempo = tempo
        if rules.teams:
            self.sides: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
        else:
            self.sides = tuple((s,) for s in self.seats)
        self.side_of = [0] * SEATS
        for i, side in enumerate(self.sides):
            for s in side:
                self.side_of[s] = i
        # hit[d]: the chance that one opponent token d squares behind lands on a square on its
        # next turn: directly, or after a bonus face (a six) and another roll.
        hit = [0.0] * RING
        for d in range(1, 13):
            p = 1 / 6 if d <= 6 else 0.0
            for b in rules.bonus_faces:
                if 1 <= d - b <= 6:
                    p += 1 / 36
            hit[d] = min(p, 1.0)
        self.hit = tuple(hit)
        # A token in the yard: enter on an entry face that also gives another roll, then walk d.
        entering = len(rules.entry_faces & rules.bonus_faces) / 6
        self.enter_hit = tuple((entering / 6 if 1 <= d <= 6 else 0.0) for d in range(RING))
        self.rule = rules.capture_rule

    # -- distances ------------------------------------------------------------------------

    def remaining(self, st: State) -> list[float]:
        """Per seat (indexed 0..3; 0 for seats not playing): pips to go, danger included."""
        places = st.places
        yard = self.yard
        rem = [0.0] * SEATS
        ring: list[tuple[int, int, int, int]] = []  # (seat, token, ring square, place)
        in_yard = [0] * SEATS
        for s in self.seats:
            r = 0.0
            row = RING_OF[s]
            t = 0
            for p in places[s]:
                if p == 0:
                    r += 56 + yard
                    in_yard[s] += 1
                else:
                    r += HOME - p
                    if p <= 51:
                        ring.append((s, t, row[p], p))
                t += 1
            rem[s] = r
        if len(ring) < 2 and not any(in_yard):
            return rem
        hit, enter_hit, side_of = self.hit, self.enter_hit, self.side_of
        shields = st.shields
        rule = self.rule
        risk = self.risk
        for s, t, q, p in ring:
            if SAFE_RING[q] or (shields and (s, t) in shields):
                continue
            side = side_of[s]
            miss = 1.0
            for a, _, r, pa in ring:
                if side_of[a] == side:
                    continue
                d = (q - r) % RING
                h = hit[d]
                if h and pa + d <= 51:
                    miss *= 1.0 - h
            for a in self.seats:
                if in_yard[a] and side_of[a] != side:
                    h = enter_hit[(q - 13 * a) % RING]
                    if h:
                        miss *= 1.0 - h
            if miss == 1.0:
                continue
            danger = 1.0 - miss
            if rule != "all":
                mine = 0
                for b, _, r, _ in ring:
                    if r == q and (b == s if rule == "protect_pairs" else side_of[b] == side):
                        mine += 1
                if mine >= 2:
                    # protect_pairs: a pair of one colour is safe; count rule: a single arrival
                    # cannot send two home (it would need company already there).
                    danger = 0.0 if rule == "protect_pairs" else danger * 0.1
            rem[s] += danger * (p - 1 + yard) * risk
        return rem

    def danger(self, st: State, seat: int, token: int) -> float:
        """The chance that one token is captured before its owner moves again (0 when safe)."""
        p = st.places[seat][token]
        if not 1 <= p <= 51:
            return 0.0
        q = RING_OF[seat][p]
        if SAFE_RING[q] or (seat, token) in st.shields:
            return 0.0
        side = self.side_of[seat]
        rule = self.rule
        miss, mine = 1.0, 0
        for a in self.seats:
            row = RING_OF[a]
            friend = self.side_of[a] == side
            if not friend and 0 in st.places[a]:  # one entry a roll, however many wait
                h = self.enter_hit[(q - 13 * a) % RING]
                if h:
                    miss *= 1.0 - h
            for pa in st.places[a]:
                if 1 <= pa <= 51:
                    r = row[pa]
                    if friend:
                        if r == q and (a == seat or rule == "count"):
                            mine += 1
                        continue
                    d = (q - r) % RING
                    h = self.hit[d]
                    if h and pa + d <= 51:
                        miss *= 1.0 - h
        danger = 1.0 - miss
        if rule != "all" and mine >= 2:
            danger = 0.0 if rule == "protect_pairs" else danger * 0.1
        return danger

    # -- utilities ------------------------------------------------------------------------

    def utilities(self, st: State) -> list[float]:
        """Per seat (indexed 0..3): how good ``st`` is for it; higher is better.

        Racing sides get a softmax share in 0..1 (plus a small linear term); a finished
        seat (in team play, a finished pair) gets more than any racing side, earlier
        finishers more.
        """
        rem = self.remaining(st)
        if self.tempo and st.awaiting == "roll":
            rem[st.turn] -= self.tempo  # the seat about to roll is a roll ahead
        u = [0.0] * SEATS
        n = len(self.sides)
        finished = st.finished
        racing: list[tuple[tuple[int, ...], float]] = []
        if self.rules.teams:
            for side in self.sides:
                if all(s in finished for s in side):
                    for s in side:
                        u[s] = 1.0 + n
                else:
                    racing.append((side, rem[side[0]] + rem[side[1]]))
        else:
            for side in self.sides:
                s = side[0]
                if s in finished:
                    u[s] = 1.0 + n - finished.index(s)
                else:
                    racing.append((side, rem[s]))
        if not racing:
            return u
        low = min(r for _, r in racing)
        weights = [math.exp((low - r) / self.tau) for _, r in racing]
        total = sum(weights)
        mean = sum(r for _, r in racing) / len(racing)
        lin = self.linear
        for (side, r), w in zip(racing, weights):
            value = w / total + lin * (mean - r)
            for s in side:
                u[s] = value
        return u
