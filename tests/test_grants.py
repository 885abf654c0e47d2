"""Each game's one ``grants``: whether an answer grants what its question asks, of a rule where the rule says more.

The answers are written by hand in each game's answer shapes (docs/<game>.md shows them); what they grant is read
from the rulebook's questions: a hand that wins, a claim of the rule's own shape, a legal placement, a move.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.corpus.grants import Grants
from rulebook.forbidden.corpus.docs import grants as forbidden
from rulebook.laopengh.corpus.readings import grants as laopengh
from rulebook.mahjong.corpus.readings import grants as mahjong
from rulebook.sorry.corpus.readings import grants as sorry
from rulebook.tzq.corpus.readings import grants as tzq

PUNG = {"claims": [{"player": 2, "shape": "pung"}]}
SCORE = {"points": 3, "lines": [{"rule": "tzq.score.pair", "points": 2}, {"rule": "tzq.score.characters", "points": 1}]}
PASS = {"moves": [{"move": "pass", "kind": "pass", "rule": "sorry.move.must"}]}
FORWARD = {"moves": [{"move": "R 12-17", "kind": "forward", "rule": "sorry.card.forward"}]}

CASES: list[tuple[Grants, str, Any, str | None, bool | None]] = [
    (forbidden, "hand", {"may_cheng": True}, None, True),
    (forbidden, "discards", {"cheng_discards": []}, None, False),
    (forbidden, "position", {"position": False}, "any.rule", False),
    (forbidden, "apply", {"refused": True}, None, None),  # positions of play are not drawn: no yes or no here
    (mahjong, "winning", {"winning": False}, None, False),
    (mahjong, "claims", PUNG, None, True),
    (mahjong, "claims", PUNG, "mahjong.claim.pung", True),
    (mahjong, "claims", PUNG, "mahjong.claim.chow", False),  # a pung is open, not the chow the rule allows
    (mahjong, "own-kongs", {"kongs": []}, None, False),
    (mahjong, "drawn", {"drawn": True}, None, True),
    (mahjong, "settle", {"net": [10, -10, 0, 0]}, None, None),
    (mahjong, "winning", "not an answer", None, None),
    (tzq, "score", SCORE, None, True),
    (tzq, "score", {"points": 0, "lines": []}, None, False),
    (tzq, "score", SCORE, "tzq.score.pair", True),
    (tzq, "score", SCORE, "tzq.score.three-of-a-kind", False),
    (tzq, "score", SCORE, "tzq.score.joker", None),  # the joker's rule is no row of the table
    (tzq, "score", {"lines": None}, "tzq.score.pair", None),
    (tzq, "combinations", {"combinations": []}, None, False),
    (tzq, "legal_actions", ["draw"], None, True),
    (laopengh, "place", {"legal": False, "move": True}, None, False),
    (laopengh, "place", {"legal": False, "move": True}, "laopengh.place.illegal", True),
    (laopengh, "place", {"legal": True, "move": True}, "laopengh.suspicion.accepted", None),
    (laopengh, "order", {"orders": [[0, 1]]}, None, None),
    (laopengh, "apply", {"refused": True}, None, False),
    (sorry, "moves", PASS, None, False),  # only the lost turn
    (sorry, "moves", FORWARD, None, True),
    (sorry, "moves", {"error": "not a position"}, None, False),
    (sorry, "score", {"winner": "R", "scores": {"R": 130}}, None, True),
    (sorry, "legal_actions", [], None, False),
]


@pytest.mark.parametrize(("grants", "question", "answer", "rule", "expected"), CASES)
def test_what_an_answer_grants(grants: Grants, question: str, answer: Any, rule: str | None, expected: Any) -> None:
    assert grants(question, answer, rule) is expected
