"""A hand refused for a set's second wild names rule ``forbidden.set.one-wild`` (issue 44), in both encodings.

Section 5: "Any one of these (but only one) may be used" — a set holds one wild card. Worked by hand:

- R2 W W: R2 W W would be a run R2-R4 with two wilds; with one wild R2 has no set. Not complete, refused by
  ``forbidden.hand.all-numbers-in-sets`` and, beside it, ``forbidden.set.one-wild``.
- R7 W W with R2 R3 R4 laid: the laid run stays; R7 would need both wilds (R7 R8 RY or R5 RY R7): the same two rules.
- R2 G7 W W: even with both wilds in one set, R2 or G7 is left alone: all-numbers only (the one-wild rule is not
  what refuses it).
- R2 R3 R4 G7 W: a single wild, so no set is refused for a second one: all-numbers only.
- R2 R2 W W: R2 R2 W is a pung, the other wild kept: complete, nothing refuses it.
"""

from __future__ import annotations

import pytest

from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.model.hand import Model
from tests.cli_in_process import run_cli

ALL_NUMBERS = "forbidden.hand.all-numbers-in-sets"
ONE_WILD = "forbidden.set.one-wild"

CASES = [
    ("R2 W W", (), (ALL_NUMBERS, ONE_WILD)),
    ("R7 W W", ("R2 R3 R4",), (ALL_NUMBERS, ONE_WILD)),
    ("R2 G7 W W", (), (ALL_NUMBERS,)),
    ("R2 R3 R4 G7 W", (), (ALL_NUMBERS,)),
    ("R2 R2 W W", (), ()),
]


@pytest.mark.parametrize(("hand", "laid", "refused"), CASES)
def test_both_encodings_cite_the_one_wild_rule_only_where_it_refuses(
    hand: str, laid: tuple[str, ...], refused: tuple[str, ...]
) -> None:
    query = parse_query(hand, list(laid))
    assert Engine().analyse(query).refused_by == refused
    assert Model().analyse(query).refused_by == refused


def test_the_check_names_the_one_wild_rule() -> None:
    status, out = run_cli(["forbidden", "check", "R2 W W"])
    assert status == 0
    assert "  refused by forbidden.set.one-wild" in out.splitlines()
    assert "  refused by forbidden.hand.all-numbers-in-sets" in out.splitlines()
