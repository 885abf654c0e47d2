"""The FORBIDDEN hand corpus (rulebook.forbidden.corpus.hands): its format, its coverage and a few of its answers.

The corpus checked is the committed one (``generated/forbidden/``), which ``rulebook generate --check`` (in ``make
check``) holds equal to a fresh build of :func:`build_corpora`; the builder's own behaviour (refusing a case the
encodings disagree on, the single-suit domain) is tested here on small inputs. Expected values checked here are
worked out by hand in the comment above them, from the rulebook (forbidden.txt), never copied from output.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import reading_keys
from rulebook.forbidden.corpus.case_builder import CaseDisagreementError, confirmed_case
from rulebook.forbidden.corpus.hands import (
    FAMILIES,
    SUIT,
    WILD_DRAGON,
    coverage_problems,
    hand_answer,
    prefix,
    rule_outcome,
    suit_hands,
)
from rulebook.forbidden.crosscheck.mutants_hands import HAND_RULES, hand_mutants
from rulebook.forbidden.readings.diff_hands import hand_keys
from tests.committed import committed_family

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "spec" / "case.schema.json"


@pytest.fixture(scope="session")
def corpora() -> tuple[Corpus, ...]:
    """The committed hand families, in the order of :data:`FAMILIES` (``make check`` holds them to a fresh build)."""
    return tuple(committed_family("forbidden", name) for name in FAMILIES)


@cache
def schema() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return loaded


def family(corpora: tuple[Corpus, ...], name: str) -> Corpus:
    return next(corpus for corpus in corpora if corpus.family == name)


def all_cases(corpora: tuple[Corpus, ...]) -> list[Case]:
    return [case for corpus in corpora for case in corpus.cases]


def case(corpora: tuple[Corpus, ...], case_id: str) -> Case:
    return next(found for found in all_cases(corpora) if found.id == case_id)


# -- format ---------------------------------------------------------------------------------------------------------


def test_families_come_in_order_for_forbidden(corpora: tuple[Corpus, ...]) -> None:
    assert [corpus.family for corpus in corpora] == list(FAMILIES)
    assert all(corpus.game == "forbidden" and corpus.cases for corpus in corpora)


def test_ids_and_descriptions_are_unique_and_prefixed(corpora: tuple[Corpus, ...]) -> None:
    cases = all_cases(corpora)
    assert len({found.id for found in cases}) == len(cases)
    assert len({found.description for found in cases}) == len(cases)
    for corpus in corpora:
        assert all(found.id.startswith(prefix(corpus.family) + ".") for found in corpus.cases)
        assert all("\n" not in found.description for found in corpus.cases)


def test_every_corpus_validates_against_the_case_schema(corpora: tuple[Corpus, ...]) -> None:
    validator = jsonschema.Draft202012Validator(schema())
    for corpus in corpora:
        errors = [error.message for error in validator.iter_errors(json.loads(corpus.dumps()))]
        assert errors == [], corpus.family


def test_corpora_read_back_unchanged(corpora: tuple[Corpus, ...]) -> None:
    for corpus in corpora:
        assert Corpus.from_json(json.loads(corpus.dumps())).dumps() == corpus.dumps()


def test_sources_follow_the_families(corpora: tuple[Corpus, ...]) -> None:
    sources = {
        "worked_examples": "rulebook",
        "single_suit": "exhaustive",
        "forbidden_counts": "exhaustive",
        "hand_readings": "witness",
        "hand_mutants": "mutant",
        "bug_classes": "bug-class",
    }
    for corpus in corpora:
        assert {found.source for found in corpus.cases} == {sources[corpus.family]}


# -- coverage -------------------------------------------------------------------------------------------------------


def test_the_corpus_lints_clean_against_the_hand_register(corpora: tuple[Corpus, ...]) -> None:
    assert coverage_problems(list(corpora)) == []


@pytest.mark.parametrize("rule", HAND_RULES)
def test_every_hand_rule_accepts_and_refuses_somewhere(corpora: tuple[Corpus, ...], rule: str) -> None:
    assert {found.outcome for found in all_cases(corpora) if rule in found.rules} == {"accepts", "refuses"}


def test_every_hand_reading_key_is_assumed_under_both_options(corpora: tuple[Corpus, ...]) -> None:
    entries = {entry.key: entry for entry in reading_keys("forbidden")}
    for key in hand_keys():
        assumed = {found.readings.get(key, entries[key].default) for found in all_cases(corpora)}
        assert assumed >= set(entries[key].options), key


def test_every_reading_witness_answers_differently_under_its_two_options(corpora: tuple[Corpus, ...]) -> None:
    cases = family(corpora, "hand_readings").cases
    assert len(cases) == 2 * len(hand_keys())
    for default, other in zip(cases[::2], cases[1::2], strict=True):
        assert default.readings == {} and len(other.readings) == 1
        assert default.input == other.input and default.expected != other.expected
    fast = [found for found in cases if found.id.startswith("hand-readings.variant-fast.")]
    assert [found.question for found in fast] == ["discards", "discards"]


def test_every_mutant_has_a_case_naming_it(corpora: tuple[Corpus, ...]) -> None:
    cases = family(corpora, "hand_mutants").cases
    mutants = hand_mutants()
    assert len(cases) == len(mutants)
    for found, mutant in zip(cases, mutants, strict=True):
        assert found.why.startswith(f"catches: {mutant.mutant.description}")
        assert found.rules == (mutant.mutant.rule,)


def test_every_rule_a_case_names_has_the_case_outcome(corpora: tuple[Corpus, ...]) -> None:
    suit = family(corpora, "single_suit").cases
    sample = [found for corpus in corpora if corpus.family != "single_suit" for found in corpus.cases]
    for found in [*sample, *suit[::7]]:
        assert {rule: rule_outcome(rule, found) for rule in found.rules} == dict.fromkeys(found.rules, found.outcome)


# -- the single-suit domain -----------------------------------------------------------------------------------------


def test_single_suit_counts_every_red_hand(corpora: tuple[Corpus, ...]) -> None:
    # Hands of n cards over 7 kinds, at most 4 of each: the coefficient of x^n in (1 + x + ... + x^4)^7.
    polynomial = [1]
    for _ in SUIT:
        width = len(polynomial) + 4
        polynomial = [sum(polynomial[n - k] for k in range(5) if 0 <= n - k < len(polynomial)) for n in range(width)]
    assert sum(1 for _ in suit_hands(6)) == sum(polynomial[1:7]) == 1659
    # Up to six cards: each of those hands without and with one wild.
    assert len(family(corpora, "single_suit").cases) == 2 * sum(polynomial[1:7])
    # Up to three cards: 7 + 28 + 84 hands, each without and with one wild.
    small = [found for found in family(corpora, "single_suit").cases if len(found.input["hand"].split()) <= 3]
    assert len([found for found in small if "W" not in found.input["hand"].split()]) == 7 + 28 + 84


# -- answers worked by hand -----------------------------------------------------------------------------------------


def test_wild_dragon_hand_scores_70(corpora: tuple[Corpus, ...]) -> None:
    # Scoring, worked example 1: Cheng bonus 10 + sequence R2-7 10 + Yin-Yang 5 + three B8 5 + G2 G2 W 5 = 35;
    # x2 for two Forbiddens (one F and the Emperor) = 70.
    assert case(corpora, "worked-examples.wild-dragon").expected["cheng_score"] == 70


def test_red_four_hand_scores_105_after_discarding_the_black_two(corpora: tuple[Corpus, ...]) -> None:
    # Scoring, worked example 2: (10 + 5 + 10 + 5 + 5) x 3 Forbidden cards = 105; only the B2 discard completes it.
    assert case(corpora, "worked-examples.red-4").expected["cheng_score"] == 105
    assert case(corpora, "worked-examples.red-4-discards").expected == {"cheng_discards": ["B2"]}


def test_single_suit_sequence_of_three(corpora: tuple[Corpus, ...]) -> None:
    # Section 5: R2 R3 R4 is a sequence; Scoring: 5 points + Cheng bonus 10 = 15, or 5 if another player goes Cheng.
    found = case(corpora, "single-suit.r2-r3-r4")
    assert found.expected == hand_answer(True, 15, 5) and found.outcome == "accepts"
    # With a wild the sequence has four cards (W as R5): 10 + 10 = 20.
    assert case(corpora, "single-suit.r2-r3-r4-w").expected == hand_answer(True, 20, 10)
    # Section 5: two cards are no set; the hand may not go Cheng and scores nothing.
    assert case(corpora, "single-suit.r2-r3").expected == hand_answer(False, None, 0)


def test_two_forbidden_cards_double_a_complete_hand(corpora: tuple[Corpus, ...]) -> None:
    # Scoring: R2 R3 R4 5 + pung G5 5 + Cheng bonus 10 = 20, x2 for two Forbidden cards = 40; another player's
    # Cheng: 10 - 2 x 5 = 0.
    found = case(corpora, "forbidden-counts.complete.f2")
    assert found.expected == hand_answer(True, 40, 0) and found.outcome == "accepts"
    # Section 7: a lone Forbidden card prevents going Cheng; 10 - 5 = 5 if another player goes Cheng.
    assert case(corpora, "forbidden-counts.complete.f1").expected == hand_answer(False, None, 5)
    # Section 6 / Scoring: the Emperor protects from the penalty (R2 R3 G7 scores nothing either way).
    assert case(corpora, "forbidden-counts.incomplete.f3-emperor").expected == hand_answer(False, None, 0)


def test_a_wild_dragon_case_the_rulebook_contradicts_is_refused() -> None:
    # Forgetting the x2 of worked example 1 (35 instead of 70) must stop the generator.
    with pytest.raises(CaseDisagreementError):
        confirmed_case(
            id="worked-examples.wrong",
            description="the Wild Dragon hand without its multiplier",
            question="hand",
            rules=("forbidden.score.forbidden-multiplier",),
            outcome="accepts",
            input=WILD_DRAGON,
            source="rulebook",
            why="deliberately wrong",
            expected=hand_answer(True, 35, 25),
        )
