"""Rule adequacy for the hand and scoring rules: every rule has a mutant and a witness that tells them apart.

The expected answers below are worked out by hand from the rulebook (spec/rulebooks/forbidden.txt), each
with the section it rests on; the answers of the rule as written are recomputed here from the engine on the
witness's JSON input.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any

import pytest

from rulebook.core.commands.check import run_jsonl
from rulebook.core.errors import InputError
from rulebook.core.register import rule_ids
from rulebook.core.witnesses.witness import MutantWitness
from rulebook.forbidden.commands.check import CHECK
from rulebook.forbidden.crosscheck.mutants_hands import (
    CHENG_SCORE,
    DISCARDS,
    HAND_RULES,
    MAY_CHENG,
    OTHER_SCORE,
    POSITION,
    MutantModel,
    hand_mutants,
)
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import Reading
from tests.forbidden.conftest import engine_for

KINDS = {"dropped", "negated", "off-by-one", "changed"}


@dataclass(frozen=True)
class Expected:
    """A witness worked out by hand: the input, the question, the rule's answer and the mutant's."""

    rule: str
    hand: str
    question: str
    base: Any
    mutant: Any
    laid: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str, str, tuple[str, ...], str]:
        return (self.rule, self.hand, self.laid, self.question)


EXPECTED: tuple[Expected, ...] = (
    # Section 2: four copies of every number card, so five R2 are no position of the game. With five copies the
    # mutant accepts it: a kong of R2 leaves one R2 over, so it may not go Cheng.
    Expected("forbidden.deck.composition", "R2 R2 R2 R2 R2", POSITION, "refused", {"may_cheng": False}),
    # Section 5: "Sets may never be of mixed colours" — R2 R2 G2 is no pung; mixing colours, it is.
    Expected("forbidden.set.one-colour", "R2 R2 G2", MAY_CHENG, False, True),
    # Section 5: a pung is three cards of one colour and number; two R2 are no set.
    Expected("forbidden.set.same-rank", "R2 R2", MAY_CHENG, False, True),
    # Section 5: a sequence is 3 or more cards; R2 R3 is too short.
    Expected("forbidden.set.run", "R2 R3", MAY_CHENG, False, True),
    # Section 5: "Red 4, 5, 6 (the Yin Yang card included is turned to represent a 6)" — R4 R5 RY is a sequence;
    # a Yin-Yang card that is only ever a 9 cannot make it.
    Expected("forbidden.set.yin-yang", "R4 R5 RY", MAY_CHENG, True, False),
    # Section 2: each Yin-Yang card is a 6 or a 9, card by card: RY=6 R7 R8 RY=9 is one sequence. If both had to be
    # the same rank: 6 7 8 leaves a RY, 7 8 9 leaves a RY, and RY RY is no set.
    Expected("forbidden.set.yin-yang", "R7 R8 RY RY", MAY_CHENG, True, False),
    # Section 5: "only one may be included in a set" — R2 W W is no set; with two wilds it is R2 3 4.
    Expected("forbidden.set.one-wild", "R2 W W", MAY_CHENG, False, True),
    # Section 7: "A complete hand requires all numerical cards to be organized into sets" — a lone R2 is not.
    Expected("forbidden.hand.all-numbers-in-sets", "R2", MAY_CHENG, False, True),
    # Section 7 (question on adding to sets): the laid R2 3 4 may gain the R5, never lose its R2, so R2 R2 are
    # left over. Broken up: R2 R2 R2 and R3 4 5.
    Expected("forbidden.hand.laid-sets-kept", "R2 R2 R5", MAY_CHENG, False, True, laid=("R2 R3 R4",)),
    # Section 7: "A LONE Forbidden card prevents a player from going Cheng."
    Expected("forbidden.cheng.lone-forbidden", "F", MAY_CHENG, False, True),
    # Section 7: "ZERO or TWO or more Forbidden cards" — two allow it; a mutant asking for three does not.
    Expected("forbidden.cheng.lone-forbidden", "F F", MAY_CHENG, True, False),
    # Section 7: Cheng after discarding one card or none. R2 R2 and R2 alone are not complete, so no discard
    # works; only discarding both (two discards, the Fast version) empties the hand.
    Expected("forbidden.cheng.discard", "R2 R2", DISCARDS, [], ["R2 R2"]),
    # Scoring: a set of four cards scores 10, plus the 10 Cheng bonus: 20. Scored as a set of three: 5 + 10.
    Expected("forbidden.score.sets", "R2 R2 R2 R2", CHENG_SCORE, 20, 15),
    # Scoring: the sequence R4 5 6 scores 5, the Yin-Yang card in it 5 more, the Cheng bonus 10: 20.
    Expected("forbidden.score.yin-yang", "R4 R5 RY", CHENG_SCORE, 20, 15),
    # Scoring: an empty hand is complete (no number cards to place) and scores only the Cheng bonus, 10.
    Expected("forbidden.score.cheng-bonus", "", CHENG_SCORE, 10, 11),
    # Scoring: Cheng bonus 10 plus 10 for the Rooster held by the Cheng player: 20 (25 with the other bonus).
    Expected("forbidden.score.rooster", "RO", CHENG_SCORE, 20, 25),
    # Scoring: "15 bonus points for any other player having the Rooster card."
    Expected("forbidden.score.rooster", "RO", OTHER_SCORE, 15, 10),
    # Scoring: "2 Forbidden cards double the Cheng player's score" — the Cheng bonus 10, doubled: 20.
    Expected("forbidden.score.forbidden-multiplier", "F F", CHENG_SCORE, 20, 30),
    # Scoring: "DEDUCT 5 points for each" Forbidden card held by a player who did not go Cheng.
    Expected("forbidden.score.forbidden-penalty", "F", OTHER_SCORE, -5, 0),
    # Scoring: the penalty applies "unless 'protected' by the Emperor".
    Expected("forbidden.score.forbidden-penalty", "F EM", OTHER_SCORE, 0, -5),
    # Scoring and worked example 1: the Emperor is a second Forbidden card for the Cheng player, so the Cheng
    # bonus 10 is doubled to 20; the Royal Marriage (Emperor and Empress) doubles the whole score again: 40.
    Expected("forbidden.score.royal-marriage", "F EM ES", CHENG_SCORE, 40, 20),
    # Section 7 and Scoring: each player organises their own cards; the best is the pung of three RY (as 6s):
    # 5 + 3 x 5 Yin-Yang bonus = 20, R4 R5 R7 put aside. Placing most cards: R4 5 6 7 = 10 + 5 = 15.
    Expected("forbidden.score.arrangement", "R4 R5 R7 RY RY RY", OTHER_SCORE, 20, 15),
)


def _key(found: MutantWitness) -> tuple[str, str, tuple[str, ...], str]:
    given = found.witness.input
    return (found.mutant.rule, given["hand"], tuple(given["laid"]), found.witness.question)


def _query(given: dict[str, Any]) -> HandQuery:
    return parse_query(given["hand"], given["laid"], given["table_forbidden"])


def engine_answer(question: str, given: dict[str, Any]) -> Any:
    """The engine's answer to ``question`` on a witness input, worked out here (not by the module under test)."""
    try:
        query = _query(given)
    except InputError:
        return "refused"
    engine = engine_for()
    if question == DISCARDS:
        return sorted(" ".join(option.discards) for option in engine.discards(query))
    verdict = engine.analyse(query)
    answers = {
        MAY_CHENG: verdict.may_cheng,
        CHENG_SCORE: verdict.cheng_score,
        OTHER_SCORE: verdict.other_score,
        POSITION: {"may_cheng": verdict.may_cheng},
    }
    return answers[question]


def _by_key() -> dict[tuple[str, str, tuple[str, ...], str], MutantWitness]:
    return {_key(found): found for found in hand_mutants()}


def test_every_hand_rule_has_a_mutant_and_a_witness() -> None:
    known = set(rule_ids("forbidden"))
    assert set(HAND_RULES) <= known
    assert len(HAND_RULES) == len(set(HAND_RULES)) == 18
    covered = {found.mutant.rule for found in hand_mutants()}
    assert covered == set(HAND_RULES)


def test_mutants_are_described() -> None:
    for found in hand_mutants():
        assert found.mutant.kind in KINDS
        assert found.mutant.description
        assert found.witness.subject == found.mutant.rule
        assert found.witness.rules == (found.mutant.rule,)
        assert found.witness.base == f"{found.mutant.rule} as written"
        assert found.witness.other == found.mutant.description
        assert found.witness.confirmed_by == ("engine", "model")


def test_every_witness_is_worked_out_by_hand() -> None:
    found = _by_key()
    assert sorted(found) == sorted(expected.key for expected in EXPECTED)
    assert len(found) == len(hand_mutants())


@pytest.mark.parametrize("expected", EXPECTED, ids=lambda e: f"{e.rule}:{e.hand or 'empty'}:{e.question}")
def test_witness_answers(expected: Expected) -> None:
    witness = _by_key()[expected.key].witness
    assert witness.base_answer != witness.other_answer
    assert witness.base_answer == expected.base
    assert witness.other_answer == expected.mutant
    assert engine_answer(expected.question, witness.input) == expected.base


def test_base_answers_recomputed_from_the_engine() -> None:
    for found in hand_mutants():
        witness = found.witness
        assert engine_answer(witness.question, witness.input) == witness.base_answer


def test_size_counts_every_card() -> None:
    for found in hand_mutants():
        given = found.witness.input
        cards = len(given["hand"].split()) + sum(len(text.split()) for text in given["laid"])
        assert found.witness.size == cards + given["table_forbidden"]


def test_inputs_are_check_jsonl_lines() -> None:
    """Every witness input is a line of ``rulebook forbidden check --jsonl``; only the deck's is refused."""
    witnesses = [found.witness for found in hand_mutants()]
    lines = "".join(json.dumps(witness.input) + "\n" for witness in witnesses)
    out = io.StringIO()
    run_jsonl(CHECK, Reading(), io.StringIO(lines), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(answers) == len(witnesses)
    for witness, answer in zip(witnesses, answers, strict=True):
        assert ("error" in answer) == (witness.base_answer == "refused")
        if witness.question == MAY_CHENG:
            assert answer["may_cheng"] == witness.base_answer


def test_witnesses_are_json() -> None:
    for found in hand_mutants():
        assert json.loads(json.dumps(found.as_json()))["rule"] == found.mutant.rule


def test_the_mutants_are_found_once_per_process() -> None:
    # Found once and kept: the second call is the same object. That the witnesses are the same bytes in every
    # process is `rulebook generate --check`'s to hold: they are written into the committed corpus.
    assert hand_mutants() is hand_mutants()


def test_mutant_model_without_edit_agrees_with_the_engine() -> None:
    """The mutant model differs from the rules only by its edit: unedited, it answers as the engine does."""
    unedited = MutantModel()
    hands = [
        ("R2 R2 R2", ()),
        ("R2 R3 R4 G5 G5 W", ()),
        ("R7 R8 RY RY", ()),
        ("RY RY RY", ()),
        ("R2 W W", ()),
        ("R2 R2 G2", ()),
        ("R2 R2 R5", ("R2 R3 R4",)),
        ("R5", ("R2 R3 R4",)),
        ("F", ()),
        ("F F R2 R2 R2", ()),
    ]
    for hand, laid in hands:
        query = parse_query(hand, list(laid))
        assert unedited.may_cheng(query) == engine_for().analyse(query).may_cheng, hand


def test_a_broken_engine_fails_a_witness() -> None:
    """The engine built with two wilds per set (against Section 5) answers one witness wrongly."""
    broken = Engine(wilds_per_set=2)
    failed = [
        found.mutant.rule
        for found in hand_mutants()
        if found.witness.question == MAY_CHENG
        and broken.analyse(_query(found.witness.input)).may_cheng != found.witness.base_answer
    ]
    assert failed == ["forbidden.set.one-wild"]
