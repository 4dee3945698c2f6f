"""The words the product uses for the board, one word for each thing.

Lessons, scenarios, rule sheets and the log use these words and no others (what a player moves is
always a *token*). ``docs/glossary.md`` and the glossary in tutorial 02 are written from this table.

>>> sorted(GLOSSARY)[:3]
['home', 'home column', 'place']
>>> glossary().splitlines()[0]
'| word | meaning |'
"""

from __future__ import annotations

from .board import COLOURS, SAFE_LAP_PLACES, SAFE_RING_SQUARES, SEATS

_STARTS = ", ".join(f"{13 * s} ({COLOURS[s]})" for s in range(SEATS))
_STARS = ", ".join(str(s) for s in sorted(SAFE_RING_SQUARES))
_STAR_PLACES = ", ".join(str(p) for p in sorted(SAFE_LAP_PLACES))

#: Word -> what it means, in the order a learner meets them.
GLOSSARY: dict[str, str] = {
    "token": "What a player moves round the board: four of each colour (two in paperfox's Quick). On the board and in "
             "scenarios they are numbered 1–4; Python lists count from 0, so `game.positions[\"red\"][0]` "
             "is red token 1.",
    "yard": "A colour's corner, where its tokens wait to come out, and where a captured token goes back "
            "to. A token in the yard is at place 0.",
    "ring square": "One of the 52 squares of the loop every colour shares, numbered 0–51 clockwise from "
                   "red's start square. A ring square has the same number whoever stands on it.",
    "start square": f"The ring square where a colour's tokens come out of the yard: ring squares {_STARTS}. "
                    "It is place 1 of that colour's lap, and it is a star.",
    "star": f"A marked ring square where no token can be captured: the four start squares and the square "
            f"eight further on from each (ring squares {_STARS}; places {_STAR_PLACES} of every lap).",
    "safe square": "Any square where no token can be captured: every star, every home-column square and "
                   "home.",
    "place": "Where a token is along its own lap, one number from 0 to 57: 0 the yard, 1 its start square, "
             "1–51 the ring, 52–56 its home column, 57 home. Places belong to a colour: red's place 14 and "
             "green's place 1 are the same square, ring square 13. For a colour whose start square is ring "
             "square s, place p (1–51) is ring square (s + p − 1) mod 52.",
    "home column": "The five squares in a colour's own colour that lead from the ring to home "
                   "(places 52–56). Only that colour's tokens enter them.",
    "home": "A colour's triangle where the four home columns meet (place 57), where its tokens finish. A token "
            "gets there only by the exact number.",
}


def glossary() -> str:
    """The glossary as a Markdown table."""
    rows = [f"| **{word}** | {meaning} |" for word, meaning in GLOSSARY.items()]
    return "\n".join(["| word | meaning |", "| --- | --- |", *rows]) + "\n"
