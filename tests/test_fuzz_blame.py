"""``rulebook fuzz`` names the one rule a counterexample breaks, not every rule of the question (issue 44).

First :func:`~rulebook.core.mutation.fuzz_blame.blame` on made-up answers of a made-up game of three rules
(``g.a``, ``g.b``, ``g.c``), each expected rule worked out by hand in the comment above it. Then every game with rule
mutant engines (``Game.mutant_engines``): for a sample of its mutants, a committed corpus case of the mutant's rule
on which the mutant engine answers otherwise is the difference, the mutant engine standing for the other engine;
the rule named must be the mutant's. Where the answers cannot tell it apart (another rule's mutant gives the very
same answer, which the test checks itself), the blame must say so and list the mutant's rule among its candidates.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from rulebook.core.mutation.fuzz import Difference
from rulebook.core.mutation.fuzz_blame import blame, blamed, distance, field_differences
from rulebook.core.mutation.mutants import MutantEngine
from rulebook.core.mutation.strategies import Request
from rulebook.registry import game as registered
from rulebook.registry import game_ids
from tests.committed import committed_corpora

KNOWN = ("g.a", "g.b", "g.c")
PER_GAME = 3
"""Mutants sampled per game (spread over its list), each blamed on one corpus case."""


# --- the answers alone ------------------------------------------------------------------------------------------


def test_field_differences_count_keys_values_and_list_items() -> None:
    one = {"a": 1, "b": [1, 2, 3], "c": {"d": 1}}
    other = {"a": 1, "b": [2, 3, 4], "c": {"d": 2}, "e": 0}
    # b: 1 only in one, 4 only in the other (2 and 3 shared whatever their place); c.d unequal; e missing in one.
    assert field_differences(one, other) == {"b": 2, "c.d": 1, "e": 1}
    assert distance(one, other) == 4 and distance(one, one) == 0
    assert distance(True, False) == 1


def test_the_rule_whose_broken_version_gives_the_engines_answer_is_named() -> None:
    # The engine scores 10 and cites g.a only; g.b's broken version gives exactly that, g.c's something else.
    ours = {"score": 20, "rules": ["g.a", "g.b"]}
    theirs = {"score": 10, "rules": ["g.a"]}
    broken = {"g.b": [{"score": 10, "rules": ["g.a"]}], "g.c": [{"score": 30, "rules": ["g.a", "g.b", "g.c"]}]}
    found = blame(KNOWN, ours, theirs, True, broken)
    assert (found.rule, found.rules) == ("g.b", ("g.b",))
    assert "very answer" in found.how


def test_the_one_rule_cited_by_one_answer_only_is_named_not_every_cited_rule() -> None:
    # No mutant reproduces the engine's 15; both answers cite g.a, only ours cites g.b: g.b is disputed, g.a is not.
    ours = {"score": 20, "rules": ["g.a", "g.b"]}
    theirs = {"score": 15, "rules": ["g.a"]}
    found = blame(KNOWN, ours, theirs, True, {})
    assert (found.rule, found.rules) == ("g.b", ("g.b",))
    assert "cites" in found.how


def test_the_rule_deciding_the_field_that_differs_is_named() -> None:
    # Only "points" differs (4 against 6). g.a's broken version changes "winning" and "points", g.b's only "points"
    # (to 8, not 6, so no mutant reproduces the engine): g.b decides the field.
    ours = {"winning": True, "points": 4}
    theirs = {"winning": True, "points": 6}
    broken = {"g.a": [{"winning": False, "points": 0}], "g.b": [{"winning": True, "points": 8}]}
    found = blame(KNOWN, ours, theirs, True, broken)
    assert found.rule == "g.b"
    assert "points" in found.how


def test_when_no_rule_stands_out_it_says_so_and_lists_the_candidates_fewest_differences_first() -> None:
    # Both g.a and g.c change just "lines" (so the field decides nothing). Against the engine's ["x", "y"], g.a's
    # ["z"] misses x and y and adds z (3 differences), g.c's ["x"] misses only y (1). Fewest first: g.c, then g.a,
    # though g.a comes first in the register.
    ours: dict[str, Any] = {"lines": []}
    theirs = {"lines": ["x", "y"]}
    broken = {"g.a": [{"lines": ["z"]}], "g.c": [{"lines": ["x"]}]}
    found = blame(KNOWN, ours, theirs, True, broken)
    assert found.rule is None
    assert found.candidates == ("g.c", "g.a")
    assert dict(found.distances) == {"g.a": 3, "g.c": 1}
    assert found.how.startswith("no one rule can be singled out")


def test_two_rules_whose_broken_versions_give_the_same_answer_are_both_candidates() -> None:
    ours, theirs = {"winning": True}, {"winning": False}
    found = blame(KNOWN, ours, theirs, True, {"g.c": [{"winning": False}], "g.a": [{"winning": False}]})
    assert (found.rule, found.candidates) == (None, ("g.a", "g.c"))


def test_an_engine_that_gave_no_answer_has_no_rule_singled_out() -> None:
    # Ours cites g.b alone: it is the only candidate, but with no answer nothing disagrees on it.
    found = blame(KNOWN, {"score": 5, "rules": ["g.b"]}, None, False, {"g.a": [{"score": 6, "rules": []}]})
    assert (found.rule, found.candidates) == (None, ("g.b",))
    assert "no answer" in found.how


# --- the mutant engines of every game ---------------------------------------------------------------------------


def games_with_mutant_engines() -> list[str]:
    return [game_id for game_id in game_ids() if registered(game_id).mutant_engines is not None]


def test_at_least_two_games_have_mutant_engines_to_blame() -> None:
    assert len(games_with_mutant_engines()) >= 2


@cache
def sampled(game_id: str) -> tuple[MutantEngine, ...]:
    """``PER_GAME`` of the game's mutant engines, spread evenly over its list (the first, the middle, the last)."""
    factory = registered(game_id).mutant_engines
    assert factory is not None
    engines = list(factory())
    assert len(engines) >= PER_GAME
    step = (len(engines) - 1) / (PER_GAME - 1)
    return tuple(engines[round(number * step)] for number in range(PER_GAME))


def caught(game_id: str, engine: MutantEngine) -> Difference | None:
    """The first committed case of the mutant's rule that the mutant engine answers otherwise, as a difference."""
    game = registered(game_id)
    for corpus in committed_corpora(game_id):
        for case in corpus.cases:
            if engine.mutant.rule not in case.rules:
                continue
            reading = game.reading.from_mapping(case.readings)
            try:
                theirs = engine.answer(case.question, case.input, reading)
            except Exception:  # a mutant that refuses or breaks on this case: try the next
                continue
            if theirs != case.expected:
                request = Request(case.question, dict(case.input), reading)
                return Difference(request, case.expected, theirs, "a different answer", 0)
    return None


@pytest.mark.parametrize("number", range(PER_GAME))
@pytest.mark.parametrize("game_id", games_with_mutant_engines())
def test_the_rule_named_is_the_mutants_rule(game_id: str, number: int) -> None:
    engine = sampled(game_id)[number]
    rule = engine.mutant.rule
    difference = caught(game_id, engine)
    assert difference is not None, f"no committed case of {rule} catches its mutant ({engine.mutant.description})"
    found = blamed(registered(game_id), difference)
    if found.rule is not None:
        assert found.rule == rule, (found.rule, found.how)
        return
    # Not singled out: only fair when another rule's mutant gives the very same answer (checked here, not trusted).
    assert rule in found.candidates, found.candidates
    factory = registered(game_id).mutant_engines
    assert factory is not None
    request = difference.request
    twins = {
        other.mutant.rule
        for other in factory()
        if other.mutant.rule != rule and _answer(other, request) == difference.theirs
    }
    assert twins, f"{rule} alone gives the engine's answer, yet it was not named: {found.how}"
    assert twins <= set(found.candidates)


def _answer(engine: MutantEngine, request: Request) -> Any:
    try:
        return engine.answer(request.question, request.input, request.reading)
    except Exception:
        return None
