"""Built SORRY! states for the witness search of the readings of play, each with every legal action applied.

The readings are ``two.draw-again``, ``points.two``, ``points.swap-discard`` and ``deck.cards``.

The states are small and hand-shaped: a standard game with a 2 drawn and one pawn out, a points game with a 2 in the
hand, a points game whose hand moves only by an 11's swap. Each candidate is an ``apply`` question (the state and one of
its legal actions, by the default reading) or a ``legal_actions`` question; its size is the pawns out of START.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rulebook.sorry.corpus.play import state

Candidate = tuple[str, dict[str, Any], int]


def _states() -> list[dict[str, Any]]:
    return [
        state("standard", "R:12 B:", "move", card="2"),
        state("standard", "R: B:", "move", card="2"),
        state(
            "points",
            "R:4 B:19",
            "play",
            hands={"R": ["2", "3", "4", "5", "7"], "B": ["7", "7", "8", "8", "10"]},
            top=["12"],
        ),
        state(
            "points",
            "R:1 B:20",
            "play",
            hands={"R": ["8", "8", "11", "12", "12"], "B": ["1", "2", "3", "4", "5"]},
            top=["7"],
        ),
    ]


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every built question, by size."""
    from rulebook.sorry.engine.play import legal_actions
    from rulebook.sorry.reading import Reading
    from rulebook.sorry.state import state_from_json

    found: list[Candidate] = []
    for data in _states():
        size = sum(place != "start" for places in data["pawns"].values() for place in places)
        found.append(("legal_actions", {"state": data}, size))
        for action in legal_actions(state_from_json(data, Reading().deck_cards), Reading()):
            found.append(("apply", {"state": data, "action": action.as_text()}, size))
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


__all__ = ["Candidate", "candidates"]
