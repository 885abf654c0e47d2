"""What a Lao Pengh answer must not contradict within itself, whichever encoding gave it (issue 15).

These are the ties between an answer's own fields, not rules of the game:

- a ``place`` answer: a legal placement is decided by ``laopengh.place.match`` or ``.free``, an illegal one by
  ``.match`` or ``.no-triple``; the free placement is legal and fits no pile, and a card that fits no pile is
  placed freely; the piles it fits are sorted, distinct pile numbers; a placement that is no move is an illegal
  one decided by ``.match``; an accusation is upheld exactly when the move was illegal, and there is none of a
  placement that is no move;
- an ``order`` answer: at least one order, sorted and distinct, each listing the same players once each;
- ``legal_actions``: sorted, distinct action texts;
- ``apply``: ``{"refused": true}``, or a state whose winners are named exactly when the game is over.

``rulebook generate`` runs :func:`answer_problems` on every expected answer, and the check command runs
:func:`check_problems` on its JSON answers.

>>> placement_problems({"legal": True, "rule": "laopengh.place.no-triple", "fits": [0], "move": True,
...                     "accusation": "refuted"})
['a legal placement is decided by laopengh.place.match or laopengh.place.free, not laopengh.place.no-triple']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import applied_state_problems

MATCH = "laopengh.place.match"
FREE = "laopengh.place.free"
NO_TRIPLE = "laopengh.place.no-triple"
PLACE_FIELDS = ("legal", "rule", "fits", "move", "accusation")


def placement_problems(answer: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in one placement's judgement."""
    if not isinstance(answer, Mapping) or any(name not in answer for name in PLACE_FIELDS):
        return [f"a placement's answer gives {', '.join(PLACE_FIELDS)}"]
    legal, rule, fits, move, accusation = (answer[name] for name in PLACE_FIELDS)
    if not isinstance(legal, bool) or not isinstance(move, bool):
        return ["legal and move are true or false"]
    problems = []
    deciding = (MATCH, FREE) if legal else (MATCH, NO_TRIPLE)
    if rule not in deciding:
        kind = "a legal" if legal else "an illegal"
        problems.append(f"{kind} placement is decided by {' or '.join(deciding)}, not {rule}")
    if not isinstance(fits, list) or fits != sorted(set(fits)) or not set(fits) <= {0, 1, 2}:
        problems.append("the piles the card fits are a sorted list of distinct piles 0 to 2")
    elif (rule == FREE) != (not fits):
        problems.append("a card is placed freely exactly when it fits no pile")
    if not move and (legal or rule != MATCH):
        problems.append(f"only an illegal placement decided by {MATCH} can be refused as a move")
    expected = None if not move else ("refuted" if legal else "upheld")
    if accusation != expected:
        problems.append(f"an accusation of this placement is {expected}, not {accusation}")
    return problems


def order_problems(answer: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in the orders of a reveal."""
    orders = answer.get("orders") if isinstance(answer, Mapping) else None
    if not isinstance(orders, list) or not orders or not all(isinstance(order, list) for order in orders):
        return ["an order answer lists at least one order"]
    problems = []
    if orders != sorted(orders) or len({tuple(order) for order in orders}) != len(orders):
        problems.append("the orders are sorted and distinct")
    players = sorted(orders[0])
    if len(set(players)) != len(players) or any(sorted(order) != players for order in orders):
        problems.append("every order lists the same players, each once")
    return problems


def answer_problems(question: str, answer: Any) -> list[str]:
    """What contradicts itself in one expected answer of the corpus."""
    if question == "place":
        return placement_problems(answer)
    if question == "order":
        return order_problems(answer)
    if question == "legal_actions":
        if not isinstance(answer, list) or answer != sorted(set(answer)):
            return ["the legal actions are a sorted list of distinct texts"]
        return []
    if question == "apply":
        return applied_state_problems(answer)
    return [f"unknown question {question!r}"]


def check_problems(answer: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in a ``rulebook laopengh check`` JSON answer."""
    if answer.get("question") == "order":
        return order_problems(answer)
    problems = []
    for placement in answer.get("placements", []):
        problems += [
            f"{placement.get('card')} on pile {placement.get('pile')}: {p}" for p in placement_problems(placement)
        ]
    return problems


__all__ = ["answer_problems", "check_problems", "order_problems", "placement_problems"]
