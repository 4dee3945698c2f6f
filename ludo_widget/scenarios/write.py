"""Writing rule scenarios: a TOML file in the library's format (``library/README.md``).

>>> text = starting_scenario("classic r:20,0,0,0 y:0,0,0,0 r move:6 six:1", "Six to use")
>>> print(text.splitlines()[0])
title = "Six to use"
>>> Scenario.from_toml(text).position
'classic r:20,0,0,0 y:0,0,0,0 r move:6 six:1'
"""

from __future__ import annotations

import json

from .model import Scenario


def _string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


def starting_scenario(position: str, title: str, about: str = "") -> str:
    """A scenario that starts from ``position`` (the engine's notation, rules first), ready for steps.

    It has one step, a note saying where the script goes; the text is checked by loading it.
    """
    about = about or "A position set up on the board. Add [[step]] tables below: roll, move, use or note."
    text = "\n".join([
        f"title = {_string(title)}",
        f"about = {_string(about)}",
        f"position = {_string(position)}",
        "seed = 0",
        "",
        "[[step]]",
        f"note = {_string('The position as it was set up. The next steps go below.')}",
        "",
    ])
    Scenario.from_toml(text)  # the loader is the judge of the format
    return text
