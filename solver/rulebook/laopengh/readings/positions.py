"""Built positions for the witness search of the readings of suspicion and of the end (``rulebook diff``).

Each position is small and made by hand for what the readings turn on, and every legal action of it is applied
(question ``apply``); the size of a candidate is the cards of the position. Three players hold one card each
(``DY4/37``, ``DR4/45``, ``DB4/53``: they play no part):

* **an accused card on a deeper pile**: pile 0 holds two to six cards beneath the card player 0 has just placed,
  their order numbers not rising from the bottom (so the bottom cards are not the lowest-numbered: reading
  ``suspicion.lowest``), and more cards than an accusation hands out (``suspicion.remainder``); the placement open
  to accusation, legal or not (upheld or refuted), and accusable by one player or two (``suspicion.accusers``);
* **a second placement while the first is open** (``suspicion.window``): player 0's card on pile 0 open, player 1
  to place on pile 1;
* **a last card placed** (``end.when``): player 0's hand empty and its card open on pile 0, player 1 still to place.
"""

from __future__ import annotations

from functools import cache
from typing import Any

Candidate = tuple[str, dict[str, Any], int]
BYSTANDERS = (["DY4/37"], ["DR4/45"], ["DB4/53"])
"""One card for each of three players: hands that play no part."""
BENEATH = ("CB1/23", "CR1/15", "CY2/9", "CB3/27", "CR3/19", "CY4/13")
"""Cards beneath the accused one, bottom first: order numbers 23 15 9 27 19 13, not rising."""
OTHER_PILES = (["DY1/31"], ["DR2/41"])


def _state(pile: list[str], legal: bool, hands: tuple[list[str], ...] = BYSTANDERS) -> dict[str, Any]:
    return {
        "hands": [list(hand) for hand in hands],
        "piles": [pile, *OTHER_PILES],
        "phase": "reveal",
        "revealed": [None] * len(hands),
        "open": [{"pile": 0, "player": 0, "legal": legal}],
        "round": 2,
    }


def _size(state: dict[str, Any]) -> int:
    cards = [card for hand in state["hands"] for card in hand] + [card for pile in state["piles"] for card in pile]
    return len(cards) + sum(1 for card in state.get("revealed", []) if card is not None)


def _with_actions(state: dict[str, Any]) -> list[Candidate]:
    from rulebook.laopengh.corpus.inputs import read_state
    from rulebook.laopengh.engine.play import legal_actions
    from rulebook.laopengh.reading import Reading

    texts: set[str] = set()
    for accusers in ("first-to-strike", "each-striker"):
        reading = Reading.from_mapping({"suspicion.accusers": accusers})
        texts |= {str(action) for action in legal_actions(read_state(state, reading), reading)}
    return [("apply", {"state": state, "action": text}, _size(state)) for text in sorted(texts)]


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every built position with each of its legal actions, by size."""
    found: list[Candidate] = []
    for depth in range(2, len(BENEATH) + 1):
        for legal in (False, True):
            found += _with_actions(_state([*BENEATH[:depth], "CY1/7"], legal))
    window = _state(["CY3/11", "CY4/14", "CY1/7"], False)
    window.update(phase="place", revealed=[None, "CR2/17", None], orders=[[1]])
    found += _with_actions(window)
    last = _state(["CY3/11", "CY1/7"], True, ([], ["DR4/45"], ["DB4/53"]))
    last.update(phase="place", revealed=[None, "CR2/17", None], orders=[[1]])
    found += _with_actions(last)
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


__all__ = ["candidates"]
