"""Rule adequacy of classical mahjong: a mutant engine for every rule, and the committed corpus catches each one.

The witnesses are checked against what does not come from the mutants module: the committed corpus's expected
answers (each confirmed by the engine and the Z3 model when the corpus was written), the engine run again with and
without the mutant, and hand-worked scores for the mutants the corpus does not catch yet (rulebook
``mahjong-classical.txt``, "Punctuation"). The last tests hold the game-independent harness
(:mod:`rulebook.core.mutation.mutants`) to a tiny hand-made example.
"""

from __future__ import annotations

import io
import json
import re
import sys
import types
from collections.abc import Mapping
from typing import Any

import pytest

from rulebook.adapter import main as adapter_main
from rulebook.cli import main
from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.conform import load_corpus
from rulebook.core.errors import InputError
from rulebook.core.mutation.mutants import (
    UNKNOWN,
    Candidate,
    RuleMutant,
    coverage,
    find_witnesses,
    mutant_of,
    swapping,
)
from rulebook.core.register import rule_ids
from rulebook.core.witnesses.witness import MutantWitness
from rulebook.mahjong.crosscheck.mutants import (
    AS_WRITTEN,
    CORPUS_GAPS,
    MUTANTS,
    all_mutants,
    mutated,
    uncovered,
)
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.game import GAME
from rulebook.mahjong.hand import make_hand
from rulebook.mahjong.tiles import parse_tiles

FOUND = all_mutants()
ALL_CASES, FAMILY = load_corpus("mahjong")
CASES = [case for case in ALL_CASES if not case.expects_error]
"""The committed cases that expect an answer: one expecting its input refused (a fifth tile of a kind) tells no
rule mutant apart, and no mutant may pass as caught by it."""
BY_ID = {case.id: case for case in CASES}
RULE_MUTANT = {rule_mutant.mutant: rule_mutant for rule_mutant in MUTANTS}

RULES_WITHOUT_MUTANT: frozenset[str] = frozenset()
"""Rule ids of spec/mahjong.toml left without a mutant: none. Every rule — the winning form, each set shape, exposed
sets, the best split, every scoring line, doubling, special hand and the limit, the three settlement rules, every
claim rule with its priority, kongs on one's own turn and the drawn game — has at least one mutant engine, and the
committed corpus tells each of them from the rule (:data:`CORPUS_GAPS` are extra mutants it does not catch yet)."""


def answer(case: Case) -> Any:
    """The engine's answer to a committed case under its readings (an input it refuses as ``{"error": ...}``)."""
    try:
        return GAME.answer("engine", case.question, case.input, case.readings)
    except InputError as error:
        return {"error": str(error)}


def case_of(found: MutantWitness) -> Case:
    """The committed case the witness was taken from (its ``found_by`` starts with ``case <id>,``)."""
    label = found.witness.found_by.split(",")[0]
    assert label.startswith("case "), found.witness.found_by
    case = BY_ID[label.removeprefix("case ")]
    assert case.input == found.witness.input
    return case


def _hand_tiles(text: str, sets: list[str]) -> int:
    return len(parse_tiles(text)) + sum(len(parse_tiles(one)) for one in sets)


def tiles_shown(question: str, data: Mapping[str, Any]) -> int:
    """Tiles in an input, counted from the notation: a hand and its sets, four hands and the discard, claims."""
    if question in ("winning", "score", "own-kongs"):
        return _hand_tiles(data.get("hand", ""), [*data.get("exposed", []), *data.get("concealed_kongs", [])])
    if question == "claims":
        hands = [{"concealed": hand} if isinstance(hand, str) else hand for hand in data["hands"]]
        held = sum(
            _hand_tiles(hand.get("concealed", ""), [*hand.get("exposed", []), *hand.get("concealed_kongs", [])])
            for hand in hands
        )
        return held + 1
    if question == "takes":
        return sum(len(parse_tiles(claim.get("tiles", ""))) for claim in data["claims"])
    return 0


def ids(found: MutantWitness) -> str:
    return f"{found.mutant.rule}:{found.mutant.kind}:{found.mutant.description[:40]}"


# --- Every witness tells its mutant from the rule -----------------------------------------------------------------


@pytest.mark.parametrize("found", FOUND, ids=ids)
def test_each_witness_is_a_committed_case_the_mutant_gets_wrong(found: MutantWitness) -> None:
    case = case_of(found)
    witness = found.witness
    # The rule as written is the committed corpus's expected answer, and the engine still gives it.
    assert witness.base_answer == case.expected
    assert answer(case) == case.expected
    with RULE_MUTANT[found.mutant].swap():
        broken = answer(case)
    assert broken == witness.other_answer
    assert broken != case.expected
    assert answer(case) == case.expected  # the swap is undone
    assert witness.subject == found.mutant.rule and witness.rules == (found.mutant.rule,)
    assert witness.base == f"{found.mutant.rule} as written" and witness.other == found.mutant.description
    assert witness.size == tiles_shown(case.question, case.input)
    assert witness.confirmed_by == ("engine", "model")
    assert (case.readings == {}) == ("(under " not in witness.question)


@pytest.mark.parametrize("found", FOUND, ids=ids)
def test_no_committed_case_with_fewer_tiles_catches_the_mutant(found: MutantWitness) -> None:
    smaller = [case for case in CASES if tiles_shown(case.question, case.input) < found.witness.size]
    with RULE_MUTANT[found.mutant].swap():
        caught = [case.id for case in smaller if answer(case) != case.expected]
    assert caught == []


def test_some_witnesses_worked_by_hand() -> None:
    by_description = {found.mutant.description: found.witness for found in FOUND}
    # "The East always receives or pays the double": the smallest settlement a table can give that catches it
    # (issue 44: the winner holds at least the least winning score, 10, and every score is even) is scores 0, 0, 2,
    # 10, player 3 winning, player 0 East. The winner takes 10 from each loser, East paying double (20); the losers
    # pay player 2 the difference of 2, East double (4). Net: East -24, player 1 -12, player 2 -10 + 4 + 2 = -4,
    # the winner +40. Without the doubling East pays 10 and 2 like player 1: -12, -12, -6, +30.
    east = by_description["East pays and receives as the others do"]
    assert east.input == {"scores": [0, 0, 2, 10], "winner": 3, "east": 0}
    assert east.base_answer == {"net": [-24, -12, -4, 40]}
    assert east.other_answer == {"net": [-12, -12, -6, 30]}
    # Fourteen tiles left: the hand is drawn ("If nobody manages to close when only 14 cards stay").
    drawn = by_description["the hand is drawn only when fewer than fourteen tiles are left"]
    assert (drawn.input, drawn.base_answer, drawn.other_answer) == (
        {"tiles_left": 14},
        {"drawn": True},
        {"drawn": False},
    )
    # A loser holding a pair of East wind only: "Pair of Dragon or Wind 2 points"; the mutant scores nothing.
    wind_pair = by_description["a pair of winds scores nothing"]
    assert wind_pair.input["hand"] == "EE" and wind_pair.input["winner"] is False
    assert (wind_pair.base_answer["score"], wind_pair.other_answer["score"]) == (2, 0)


# --- Coverage ------------------------------------------------------------------------------------------------------


def test_every_rule_has_a_mutant_and_every_mutant_a_witness() -> None:
    rules = rule_ids("mahjong")
    assert {found.mutant.rule for found in FOUND} == set(rules) - RULES_WITHOUT_MUTANT
    assert [found.mutant for found in FOUND] == [rule_mutant.mutant for rule_mutant in MUTANTS]
    report = uncovered()
    assert report.complete, report
    assert report.without_mutant == tuple(sorted(RULES_WITHOUT_MUTANT, key=rules.index))
    # In the register's rule order, no mutant twice, every kind one of the four.
    order = [rules.index(found.mutant.rule) for found in FOUND]
    assert order == sorted(order)
    assert len({found.mutant for found in FOUND}) == len(FOUND)
    assert {found.mutant.kind for found in FOUND} <= {"dropped", "negated", "off-by-one", "changed"}


def test_losing_a_rules_mutants_shows_in_the_coverage() -> None:
    kept = [rule_mutant for rule_mutant in MUTANTS if rule_mutant.rule != "mahjong.claim.win"]
    report = coverage(rule_ids("mahjong"), kept, [found for found in FOUND if found.mutant.rule != "mahjong.claim.win"])
    assert report.without_mutant == ("mahjong.claim.win",) and not report.complete


# --- The corpus catches every mutant ---------------------------------------------------------------------------


@pytest.mark.parametrize("rule_mutant", MUTANTS, ids=lambda m: f"{m.rule}:{m.mutant.description[:40]}")
def test_the_committed_corpus_fails_every_mutant(rule_mutant: RuleMutant) -> None:
    with rule_mutant.swap():
        failing = next((case.id for case in CASES if answer(case) != case.expected), None)
    assert failing is not None, f"no committed case catches: {rule_mutant.mutant.description}"


@pytest.mark.parametrize("rule_mutant", CORPUS_GAPS, ids=lambda m: f"{m.rule}:{m.mutant.description[:40]}")
def test_the_corpus_gaps_pass_the_whole_corpus(rule_mutant: RuleMutant) -> None:
    # Known gaps, left for the corpus generator: when a case comes to catch one, move it to MUTANTS.
    with rule_mutant.swap():
        failing = [case.id for case in CASES if answer(case) != case.expected]
    assert failing == []


def score(data: dict[str, Any]) -> Any:
    return GAME.answer("engine", "score", data, {})


def described(description: str) -> RuleMutant:
    """The mutant with this description, among the corpus's mutants or its gaps."""
    return next(mutant for mutant in (*MUTANTS, *CORPUS_GAPS) if mutant.mutant.description == description)


def test_the_first_split_gap_is_a_real_mutant() -> None:
    # 111m 222m 333m 44m with 789p on the table: three pungs in hand, 8 (terminals) + 4 + 4, a pair of simples 0, a
    # chow 0, and 10 for winning = 26 (mixed suits, no doubling). The first split in canonical order is the pair
    # 11m with chows 123m 234m 234m: 0 + 10 = 10.
    data = {"hand": "11122233344m", "exposed": ["789p"], "seat_wind": "S"}
    assert score(data) == {"points": 26, "doublings": 0, "special": None, "score": 26}
    first_split = described("the winner's hand is scored by its first split in canonical order")
    assert first_split.rule == "mahjong.hand.best-split"
    with first_split.swap():
        assert score(data) == {"points": 10, "doublings": 0, "special": None, "score": 10}


def test_the_losers_one_suit_gap_is_a_real_mutant() -> None:
    # A loser (seat South) holding 111m 222m EE: pungs in hand 8 + 4, a pair of a wind 2 = 14, no doubling — one
    # suit with honours doubles for "Only the winners". The mutant doubles it: 28.
    data = {"hand": "111m 222m EE", "winner": False, "seat_wind": "S"}
    assert score(data) == {"points": 14, "doublings": 0, "special": None, "score": 14}
    losers_one_suit = described("a loser's hand of one suit with winds or dragons doubles too")
    assert losers_one_suit.rule == "mahjong.double.one-suit-honours"
    with losers_one_suit.swap():
        assert score(data) == {"points": 14, "doublings": 1, "special": None, "score": 28}


# --- The splitter the set-shape mutants change ------------------------------------------------------------------


def test_the_splitter_as_written_splits_as_the_engine_does() -> None:
    engine = Engine()
    hands = [case.input for case in CASES if case.question == "winning"]
    assert len(hands) > 1800
    for data in hands:
        concealed = make_hand(data["hand"], data.get("exposed", []), data.get("concealed_kongs", [])).concealed
        assert AS_WRITTEN.splits(concealed.counts) == engine.decompositions(concealed), data
    # The corpus's two-way hand ("Development of the game": groups of 3 of the same type, or followed).
    two_ways = AS_WRITTEN.splits(parse_tiles("111222333m 55p EEE").counts)
    assert [[("".join(group)) for group in split] for split in two_ways] == [
        ["1m1m1m", "2m2m2m", "3m3m3m", "5p5p", "EEE"],
        ["1m2m3m", "1m2m3m", "1m2m3m", "5p5p", "EEE"],
    ]


def test_a_mutant_leaves_no_trace_even_when_its_block_fails() -> None:
    with pytest.raises(RuntimeError), mutated("mahjong.set.chow"):
        raise RuntimeError("inside the mutant")
    assert [case.id for case in CASES if answer(case) != case.expected] == []


def test_an_unknown_rule_has_no_mutant() -> None:
    with pytest.raises(InputError, match=re.escape("no mutant of 'mahjong.no-such-rule'")):
        mutated("mahjong.no-such-rule")
    assert adapter_main(["mahjong", "--mutant", "mahjong.no-such-rule"]) == 2


# --- The command line ------------------------------------------------------------------------------------------


def test_readings_mutants_lists_every_mutant() -> None:
    out = io.StringIO()
    assert main(["readings", "mahjong", "--mutants"], stdout=out) == 0
    text = out.getvalue()
    for found in FOUND:
        assert f"{found.mutant.rule} — mutant ({found.mutant.kind}): {found.mutant.description}" in text
    assert f"\n{len(MUTANTS)} mutants;" in text


def test_readings_mutants_json_carries_every_witness() -> None:
    out = io.StringIO()
    assert main(["readings", "mahjong", "--mutants", "--json"], stdout=out) == 0
    items = json.loads(out.getvalue())
    assert {item["rule"] for item in items} == set(rule_ids("mahjong"))
    assert len(items) == len(MUTANTS)
    for item in items:
        witness = item["witness"]
        assert witness["base_answer"] != witness["other_answer"]
        assert witness["input"] and witness["subject"] == item["rule"]


def conform(engine: str, *families: str) -> dict[str, Any]:
    out = io.StringIO()
    argv = ["conform", "mahjong", "--engine", engine, "--json", *(f"--family={name}" for name in families)]
    status = main(argv, stdout=out)
    report: dict[str, Any] = json.loads(out.getvalue())
    assert status == (1 if report["failed"] else 0)
    return report


def test_conform_fails_the_adapter_with_a_rule_broken_on_that_rules_cases() -> None:
    rule = "mahjong.set.chow"
    adapter = f"{sys.executable} -m rulebook.adapter mahjong"
    broken = conform(f"{adapter} --mutant {rule}")
    assert broken["cases"] == len(ALL_CASES) and broken["failed"] > 0
    failed = [BY_ID[failure["id"]] for failure in broken["failures"]]
    assert all(rule in case.rules for case in failed)
    assert broken["by_rule"][rule]["failed"] == broken["failed"]
    # The case 189m 456p 789s EE RdRdRd: "a chow does not wrap from 9 to 1", so it does not win.
    assert "win-no-wrapping-chow" in {case.id for case in failed}
    # The same families through the adapter as written pass.
    families = sorted({FAMILY[case.id] for case in failed})
    assert conform(adapter, *families)["failed"] == 0


# --- The harness (rulebook.core.mutation.mutants) on a tiny hand-made game
# ------------------------------------------------

LIMITS = types.SimpleNamespace(cap=3, bonus=1)


def tiny_answer(question: str, data: Mapping[str, Any], reading: Any) -> Any:
    """A game of sums: ``capped`` is the sum, at most ``cap``; ``strict`` refuses a number above the cap."""
    if question == "capped":
        return min(sum(data["xs"]), LIMITS.cap)
    if question == "strict":
        if data["n"] > LIMITS.cap:
            raise InputError(f"{data['n']} is over the cap {LIMITS.cap}")
        return data["n"] + LIMITS.bonus
    raise InputError(f"unknown question {question!r}")


def capped(label: str, *xs: int) -> Candidate:
    return Candidate("capped", {"xs": list(xs)}, None, size=len(xs), expected=min(sum(xs), 3), label=label)


def test_the_harness_finds_the_smallest_witness_and_keeps_the_given_order_on_ties() -> None:
    cap_two = RuleMutant.patching("demo.cap", "off-by-one", "the cap is 2", (LIMITS, "cap", 2))
    no_bonus = RuleMutant.patching("demo.bonus", "dropped", "no bonus", (LIMITS, "bonus", 0), questions=("strict",))
    candidates = [
        capped("four ones", 1, 1, 1, 1),  # 3 as written, 2 capped at 2: told apart, but four numbers
        capped("one", 1),  # 1 either way
        capped("three", 3),  # 3 against 2: the smallest witness, the first given of its size
        capped("five", 5),  # 3 against 2 too, but given later
        Candidate("strict", {"n": 3}, None, size=1, expected=4, label="strict three", asks="the strict sum"),
    ]
    found = find_witnesses([cap_two, no_bonus], candidates, tiny_answer, source="tiny inputs")
    assert [(item.mutant.rule, item.witness.input) for item in found] == [
        ("demo.cap", {"xs": [3]}),
        ("demo.bonus", {"n": 3}),
    ]
    cap, bonus = (item.witness for item in found)
    assert (cap.base_answer, cap.other_answer, cap.size, cap.question) == (3, 2, 1, "capped")
    assert cap.found_by.startswith("three, the smallest of 5 tiny inputs")
    assert (cap.subject, cap.base, cap.other, cap.rules) == (
        "demo.cap",
        "demo.cap as written",
        "the cap is 2",
        ("demo.cap",),
    )
    assert cap.confirmed_by == ("engine",)
    # The bonus mutant is tried on the one question it names; its witness asks in words.
    assert (bonus.base_answer, bonus.other_answer, bonus.question) == (4, 3, "the strict sum")
    assert "smallest of 1 tiny inputs" in bonus.found_by
    assert (LIMITS.cap, LIMITS.bonus) == (3, 1)  # every swap undone


def test_the_harness_answers_refused_input_as_an_error_and_confirms_with_the_given_encodings() -> None:
    cap_two = RuleMutant.patching("demo.cap", "off-by-one", "the cap is 2", (LIMITS, "cap", 2), questions=("strict",))
    strict = Candidate("strict", {"n": 3}, None, size=1, expected=4)
    seen: list[Any] = []

    def confirm(candidate: Candidate, base: Any) -> tuple[str, ...]:
        seen.append(base)
        return ("engine", "model")

    (found,) = find_witnesses([cap_two], [strict], tiny_answer, confirm=confirm)
    assert found.witness.other_answer == {"error": "3 is over the cap 2"}
    assert found.witness.confirmed_by == ("engine", "model") and seen == [4]


def test_the_harness_refuses_stale_candidates() -> None:
    cap_two = RuleMutant.patching("demo.cap", "off-by-one", "the cap is 2", (LIMITS, "cap", 2))
    stale = Candidate("capped", {"xs": [5]}, None, size=1, expected=5, label="stale")
    with pytest.raises(AssertionError, match="stale"):
        find_witnesses([cap_two], [stale], tiny_answer)
    unknown = Candidate("capped", {"xs": [5]}, None, size=1)
    assert unknown.expected is UNKNOWN
    assert len(find_witnesses([cap_two], [unknown], tiny_answer)) == 1


def test_the_harness_lists_rules_without_mutant_or_witness() -> None:
    cap_two = RuleMutant.patching("demo.cap", "off-by-one", "the cap is 2", (LIMITS, "cap", 2))
    equivalent = RuleMutant.patching("demo.bonus", "changed", "the bonus is one", (LIMITS, "bonus", 1))
    stray = RuleMutant.patching("demo.stray", "dropped", "not in the register", (LIMITS, "cap", 2))
    mutants = [cap_two, equivalent, stray]
    found = find_witnesses(mutants, [capped("three", 3)], tiny_answer)
    report = coverage(["demo.cap", "demo.bonus", "demo.floor"], mutants, found)
    assert report.without_mutant == ("demo.floor",)
    assert report.without_witness == ("demo.bonus",)
    assert report.unwitnessed == (equivalent.mutant,)
    assert report.unknown == ("demo.stray",)
    assert not report.complete
    assert coverage(["demo.cap"], [cap_two], found[:1]).complete
    assert mutant_of(mutants, "demo.cap") is cap_two
    with pytest.raises(
        InputError, match=re.escape("no mutant of 'demo.floor'; rules with mutants: demo.cap, demo.bonus")
    ):
        mutant_of(mutants, "demo.floor", "the demo")


def test_swapping_restores_every_attribute_even_on_error() -> None:
    with pytest.raises(ValueError), swapping((LIMITS, "cap", 9), (LIMITS, "bonus", 9)):
        assert (LIMITS.cap, LIMITS.bonus) == (9, 9)
        raise ValueError
    assert (LIMITS.cap, LIMITS.bonus) == (3, 1)
