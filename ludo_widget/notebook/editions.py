"""One line about each edition, for the board's New game view (the rules themselves are in ``Rules``).

>>> from ludo_widget.engine.rules import PRESETS
>>> sorted(ABOUT) == sorted(PRESETS)
True
"""

from __future__ import annotations

ABOUT: dict[str, str] = {
    "classic": "The family game: a six brings a token out and rolls again; the first seat home wins.",
    "strict": "The printed rules to the letter: red starts, no extra roll for reaching home, every move tapped.",
    "online": "As the apps play it: random starter, three tries for a six, play on to the last; Pairs and Power.",
    "dashain": "Nepal's festival game: play on for places, each rematch starts one seat on; options for out on a 1 and doubles.",
    "paperfox": "Pairs of one colour are safe, a six comes after three misses; Quick plays with two tokens.",
}
