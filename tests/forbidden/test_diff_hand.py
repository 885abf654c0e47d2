"""Settling hand readings: the smallest witness of every hand reading key, checked against hand-worked answers.

Scoring (rulebook, "Scoring"): a set of three cards scores 5, of four or more 10; each Yin-Yang card in a set
5 more; the Cheng bonus is 10; each Forbidden card held by a player who did not go Cheng costs 5. Section 7: a
hand goes Cheng when every number card is in a set (an empty hand vacuously) and it holds no Forbidden card or
two or more.
"""

from __future__ import annotations

import pytest

from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff import compare
from rulebook.forbidden.readings.diff_hands import engine_answer, hand_keys, model_answer, sweep_queries


def verdict(may: bool, cheng: int | None, other: int) -> dict[str, object]:
    return {"may_cheng": may, "cheng_score": cheng, "other_score": other}


# key, other option, the witness input (hand, laid sets, claimed Forbidden cards), size, and the answers under the
# default and the other option, worked by hand.
CASES = [
    # The Emperor alone: no number card to place, so complete. Under "always" it is a lone Forbidden card and
    # stops the Cheng (Section 7); under "with-real-forbidden" it counts for nothing: Cheng bonus 10.
    ("emperor.forbidden", "with-real-forbidden", ("EM", (), 0), 1, verdict(False, None, 0), verdict(True, 10, 0)),
    # One Forbidden card: refused unless the Empress allows a lone one (review copy); 5 penalty either way.
    ("empress.lone-forbidden", "yes", ("F ES", (), 0), 2, verdict(False, None, -5), verdict(True, 10, -5)),
    # One Forbidden card claimed onto the table, nothing in hand: penalised (yes) or not (no).
    ("penalty.table-forbidden", "no", ("", (), 1), 1, verdict(False, None, -5), verdict(False, None, 0)),
    # A Forbidden card in hand and one claimed onto the table, nothing else: complete, two Forbidden cards, so
    # the Cheng bonus 10 doubled (yes) or, counting only the one in hand, not multiplied (no); -5 each otherwise.
    ("multiplier.table-forbidden", "no", ("F", (), 1), 2, verdict(True, 20, -10), verdict(True, 10, -10)),
    # Run 4-5-6 with the wild as the 6: set 5, plus a Yin-Yang bonus 5 only when a wild standing for 6 earns it.
    ("wild.yin-yang-bonus", "yes", ("R4 R5 W", (), 0), 3, verdict(True, 15, 5), verdict(True, 20, 10)),
    # A kong of R2 with the wild as the fourth: 10 if the wild counts towards the size, else 5.
    ("wild.counts-for-size", "no", ("R2 R2 R2 W", (), 0), 4, verdict(True, 20, 10), verdict(True, 15, 5)),
    # The Empress alone: no number cards, Cheng bonus 10, doubled when the Empress alone is a Royal Marriage.
    ("marriage", "empress-alone", ("ES", (), 0), 1, verdict(True, 10, 0), verdict(True, 20, 0)),
    # Laid run R2 W R4 (the wild is the 3) and RY in hand. Kept whole, the run cannot take RY (6 or 9 after 4):
    # RY is left over, the laid run scores 5. Split: R4 W RY makes 4-5-6 (5 + Yin-Yang 5 = 10), R2 left over.
    ("laid.split", "yes", ("RY", ("R2 R4 W",), 0), 4, verdict(False, None, 5), verdict(False, None, 10)),
    # Laid run R2 R3 W (the wild can only be the 4) and R4 in hand. free: R2 R3 R4 W with the wild as the 5, a run of
    # four: 10, + the Cheng bonus 20. fixed: the wild stays the 4, the real R4 is left over: no Cheng, the run 5.
    ("laid.wild-role", "fixed", ("R4", ("R2 R3 W",), 0), 4, verdict(True, 20, 10), verdict(False, None, 5)),
    # One Forbidden card and nothing else: a lone Forbidden card stops the Cheng; another player's Cheng costs it
    # 5, so -5 (none) or, counted as zero, 0 (zero).
    ("score.floor", "zero", ("F", (), 0), 1, verdict(False, None, -5), verdict(False, None, 0)),
    # Two Forbidden cards and the Emperor: three count, so the Cheng bonus 10 x3 = 30 either way. Another player's
    # Cheng: the Emperor protects both (all: 0) or one (one: -5). With one Forbidden card the options agree.
    ("emperor.protection", "one", ("F F EM", (), 0), 3, verdict(True, 30, 0), verdict(True, 30, -5)),
]


@pytest.mark.parametrize(("key", "option", "given", "size", "base_answer", "other_answer"), CASES)
def test_each_hand_reading_has_its_hand_worked_smallest_witness(
    key: str,
    option: str,
    given: tuple[str, tuple[str, ...], int],
    size: int,
    base_answer: dict[str, object],
    other_answer: dict[str, object],
) -> None:
    finding = compare(Reading(), Reading.from_mapping({key: option}))
    assert isinstance(finding, Witness), finding
    hand, laid, table = given
    assert finding.input == {"hand": hand, "laid": list(laid), "table_forbidden": table}
    assert finding.size == size
    assert (finding.base_answer, finding.other_answer) == (base_answer, other_answer)
    assert finding.confirmed_by == ("engine", "model")
    assert finding.minimal.startswith("no hand question of fewer cards differs")


def test_the_fast_variant_shows_on_two_cards_discarded_together() -> None:
    # "R2 R2": without the Fast version a Cheng takes at most one discard, and neither "R2 R2" nor "R2" is complete;
    # with it both cards may go, leaving an empty hand, which is complete ("Fast" FORBIDDEN Version).
    finding = compare(Reading(), Reading(variant_fast="yes"))
    assert isinstance(finding, Witness)
    assert finding.input["hand"] == "R2 R2" and finding.size == 2
    assert finding.base_answer == {"cheng_discards": []}
    assert finding.other_answer == {"cheng_discards": ["R2 R2"]}


def test_the_exhausted_wild_needs_seven_cards() -> None:
    finding = compare(Reading(), Reading(wild_exhausted_card="refused"))
    assert isinstance(finding, Witness)
    assert finding.size == 7
    assert finding.base_answer != finding.other_answer
    assert "unsat" in finding.minimal  # sizes 5 and 6 were closed by the Z3 model, 0 to 4 by the sweep


def test_a_hand_worked_exhausted_wild_hand() -> None:
    # R3 R4 R4 R4 R4 W W. Allowed: R3 R4 W(5) run 5 + R4 R4 R4 W(4) kong 10 = 15 set points, Cheng 25, other 15.
    # Refused (four R4 are held, no wild may be an R4): R3 R4 W(5) run 5 + R4 R4 R4 pung 5 = 10, one wild aside:
    # Cheng 20, other 10. Both encodings agree.
    query = parse_query("R3 R4 R4 R4 R4 W W")
    refused = Reading(wild_exhausted_card="refused")
    for reading, expected in ((Reading(), verdict(True, 25, 15)), (refused, verdict(True, 20, 10))):
        assert engine_answer("wild.exhausted-card", query, reading) == expected
        assert model_answer("wild.exhausted-card", query, reading) == expected


def test_a_hand_worked_arrangement_hand() -> None:
    # RY RY B2 B4 B5 W, another player went Cheng. Best score: RY RY W as a pung of 6s (5 + two Yin-Yang bonuses 10
    # = 15), the blacks aside. Most cards: B2 W B4 B5 as the run 2-3-4-5 (10) places three number cards, the pung
    # only two.
    query = parse_query("RY RY B2 B4 B5 W")
    for reading, expected in ((Reading(), 15), (Reading(arrangement="most-cards"), 10)):
        assert engine_answer("arrangement", query, reading)["other_score"] == expected
        assert model_answer("arrangement", query, reading)["other_score"] == expected


def test_the_arrangement_witness_is_found_by_z3_at_six_cards() -> None:
    finding = compare(Reading(), Reading(arrangement="most-cards"), min_cards=5, max_cards=6)
    assert isinstance(finding, Witness)
    assert finding.size == 6 and "Z3" in finding.found_by
    assert finding.base_answer["other_score"] > finding.other_answer["other_score"]  # the best score is higher


def test_every_hand_key_is_covered_by_the_tests() -> None:
    covered = {case[0] for case in CASES} | {"variant.fast", "wild.exhausted-card", "arrangement"}
    assert covered == set(hand_keys())


def test_readings_that_agree_on_small_hands_get_a_scoped_proof() -> None:
    # The Yin-Yang bonus for wilds needs a set holding a wild as 6 or 9: three cards at least.
    finding = compare(Reading(), Reading(wild_yin_yang_bonus="yes"), max_cards=2)
    assert isinstance(finding, ScopedProof)
    assert finding.scope == "every hand question of up to 2 cards" and finding.method == "exhaustive"
    assert finding.inputs == sum(1 for size in range(3) for _ in sweep_queries(size, laid=False))
    assert "agree on every hand question of up to 2 cards" in finding.statement


def test_a_realistic_size_is_searched_by_z3() -> None:
    finding = compare(Reading(), Reading(emperor_forbidden="with-real-forbidden"), min_cards=14, max_cards=14)
    assert isinstance(finding, Witness)
    assert finding.size == 14 and "Z3" in finding.found_by
    assert "EM" in finding.input["hand"].split()  # only the Emperor can make the difference
    assert finding.base_answer["may_cheng"] is False and finding.other_answer["may_cheng"] is True


def test_bad_comparisons_are_refused() -> None:
    with pytest.raises(InputError, match="the same"):
        compare(Reading(), Reading())
    with pytest.raises(InputError, match="separately"):
        compare(Reading(), Reading(marriage="empress-alone", claim_wild="no"))
    with pytest.raises(InputError, match="on its own"):
        compare(Reading(), Reading(variant_fast="yes", marriage="empress-alone"))
    with pytest.raises(InputError, match="min-cards"):
        compare(Reading(), Reading(marriage="empress-alone"), min_cards=5, max_cards=3)


def test_two_keys_at_once_are_compared_together() -> None:
    finding = compare(Reading(), Reading(marriage="empress-alone", emperor_forbidden="with-real-forbidden"))
    assert isinstance(finding, Witness)
    assert finding.subject == "emperor.forbidden, marriage"
    assert finding.size == 1  # EM alone or ES alone already differ


def test_the_z3_sizes_queued_ahead_are_collected_in_order_and_others_are_asked_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rulebook.forbidden.readings import diff_hands

    submitted: list[int] = []

    class Done:
        def __init__(self, size: int) -> None:
            self.size = size

        def get(self) -> diff_hands.SizeResult:
            return diff_hands.SizeResult(self.size, "z3", 0)

    def submit(self: object, question: tuple[object, ...]) -> Done:
        submitted.append(question[3])  # type: ignore[arg-type]
        return Done(question[3])  # type: ignore[arg-type]

    monkeypatch.setattr(diff_hands._Z3Worker, "_submit", submit)
    other = Reading(wild_exhausted_card="refused")
    with diff_hands._Z3Worker() as worker:
        for size in (5, 6):
            worker.ahead("wild.exhausted-card", Reading(), other, size, 10)
        assert submitted == [5, 6]  # queued, smallest first, before anything asks for them
        assert worker.search("wild.exhausted-card", Reading(), other, 5, 10).size == 5
        assert worker.search("wild.exhausted-card", Reading(), other, 6, 10).size == 6
        assert worker.search("wild.exhausted-card", Reading(), other, 7, 10).size == 7
        assert worker.search("wild.exhausted-card", Reading(), other, 6, 10).size == 6
    assert submitted == [5, 6, 7, 6]  # the queued sizes were not searched twice; the rest were asked anew


def test_the_comparison_queues_every_z3_size_before_the_sweep(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulebook.forbidden.readings import diff_hands

    events: list[str] = []
    monkeypatch.setattr(
        diff_hands._Z3Worker, "ahead", lambda self, key, base, other, size, budget: events.append(f"queue {size}")
    )
    monkeypatch.setattr(
        diff_hands._Z3Worker,
        "search",
        lambda self, key, base, other, size, budget: diff_hands.SizeResult(size, "z3", 0),
    )
    sweep = diff_hands.sweep_size

    def sweep_size(key: str, base: Reading, other: Reading, size: int) -> diff_hands.SizeResult:
        events.append(f"sweep {size}")
        return sweep(key, base, other, size)

    monkeypatch.setattr(diff_hands, "sweep_size", sweep_size)
    diff_hands.hand_witness("wild.exhausted-card", Reading(), Reading(wild_exhausted_card="refused"), max_cards=7)
    assert events == ["queue 5", "queue 6", "queue 7", *(f"sweep {size}" for size in range(5))]


def test_the_z3_worker_is_stopped_before_the_model_confirms_the_witness(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulebook.forbidden.readings import diff_hands

    events: list[str] = []
    monkeypatch.setattr(diff_hands._Z3Worker, "_submit", lambda self, question: events.append("queued"))
    monkeypatch.setattr(diff_hands._Z3Worker, "__exit__", lambda self, *_: events.append("stopped"))
    confirm = diff_hands.model_answer

    def model_answer(key: str, query: HandQuery, reading: Reading) -> diff_hands.Answer:
        events.append("confirmed")
        return confirm(key, query, reading)

    monkeypatch.setattr(diff_hands, "model_answer", model_answer)
    # The Empress alone is a marriage under one reading only: the sweep finds a one-card witness.
    finding = diff_hands.hand_witness("marriage", Reading(), Reading(marriage="empress-alone"), max_cards=6)
    assert isinstance(finding, Witness) and finding.size == 1
    assert events == ["queued", "queued", "stopped", "confirmed", "confirmed"]
