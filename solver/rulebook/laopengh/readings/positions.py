"""Built positions for the witness search of the readings of suspicion and of the end (``rulebook diff``).

Each position is small and made by hand for what the readings turn on, and every legal action of it is applied
(question ``apply``); the size of a candidate is the cards of the position. Three players hold one card each
(``DY4/37``, ``DR4/45``, ``DB4/53``: they play no part):

* **an accused card on a deeper pile**: pile 0 holds two to six cards beneath the card player 0 has just placed,
  their order numbers not rising from the bottom (so the bottom cards are not the lowest-numbered: reading
  ``suspicion.lowest``), and more cards than an accusation hands out (``suspicion.remainder``); the placement open
  to accusation, an illegal one (``CY1/7``, a third crane: upheld) or a legal one (a dragon sharing a colour or a
  number with the top and making no run: refuted), and accusable by one player or two (``suspicion.accusers``);
* **a second placement while the first is open** (``suspicion.window``): player 0's card on pile 0 open, player 1
  to place on pile 1;
* **a last card placed** (``end.when``): player 0's hand empty and its card open on pile 0, player 1 still to place.

Only positions that can arise are tried: the verdict a position records for its open card must be the one the
placing rule gives that placement on the piles of that moment (rule ``laopengh.place.illegal``), under every option
of the readings that judge a placement and of ``suspicion.window``: :func:`arises` asks the state validator
(:func:`rulebook.laopengh.validate.verdict_problems`, which restates the placing rule), and :func:`candidates` drops
any position it refuses.
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
LEGAL_TOPS = {2: "DR3/43", 3: "DY2/33", 4: "DB3/51", 5: "DR1/39", 6: "DY4/38"}
"""For each depth, a dragon placed legally on the top of ``BENEATH[:depth]``: the two cards beneath it are cranes of
two colours and two numbers, and it shares the top's colour or number without making three of that number: on
CB1 CR1 the red DR3; on CR1 CY2 the yellow DY2; on CY2 CB3 the blue DB3; on CB3 CR3 the red DR1 (not a third 3); on
CR3 CY4 the yellow DY4."""
VERDICT_READINGS = {
    "place.fits-no-pile": ("shares-nothing", "no-legal-place"),
    "joker.theme-run": ("counts-as-both", "transparent"),
    "suspicion.window": ("next-placement", "next-on-pile"),
}
"""The readings a recorded verdict is checked under: those that judge a placement, and the window (which decides
how much of the other piles a position settles)."""


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


def arises(state: dict[str, Any]) -> bool:
    """Whether every verdict ``state`` records is the placing rule's, under every option of the readings listed.

    The readings are :data:`VERDICT_READINGS`; the check is the state validator's
    :func:`~rulebook.laopengh.validate.verdict_problems`.
    """
    from itertools import product

    from rulebook.laopengh.corpus.inputs import read_state
    from rulebook.laopengh.reading import Reading
    from rulebook.laopengh.validate import verdict_problems

    for options in product(*VERDICT_READINGS.values()):
        reading = Reading.from_mapping(dict(zip(VERDICT_READINGS, options, strict=True)))
        if verdict_problems(read_state(state, reading), reading):
            return False
    return True


def built() -> list[dict[str, Any]]:
    """The built positions (see the module's list), before :func:`arises` is asked of them."""
    states = []
    for depth in range(2, len(BENEATH) + 1):
        states.append(_state([*BENEATH[:depth], "CY1/7"], False))
        states.append(_state([*BENEATH[:depth], LEGAL_TOPS[depth]], True))
    window = _state(["CY3/11", "CY4/14", "CY1/7"], False)
    window.update(phase="place", revealed=[None, "CR2/17", None], orders=[[1]])
    last = _state(["CY3/11", "CY1/7"], True, ([], ["DR4/45"], ["DB4/53"]))
    last.update(phase="place", revealed=[None, "CR2/17", None], orders=[[1]])
    return [*states, window, last]


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every built position that can arise (:func:`arises`) with each of its legal actions, by size."""
    found: list[Candidate] = []
    for state in built():
        if arises(state):
            found += _with_actions(state)
    return tuple(sorted(found, key=lambda candidate: candidate[2]))


__all__ = ["BENEATH", "LEGAL_TOPS", "VERDICT_READINGS", "arises", "built", "candidates"]
