"""The core smallest-witness frame on a hand-made domain: words over the letters a and b, sized by their length.

Every expected value is worked out by hand from the two toy rules compared, not read from the frame's output.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import product
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.core.witnesses.witness_search import Comparison, Family, Swept, search, smallest_witness

Rule = Callable[[str], Any]


def words(size: int) -> Iterator[str]:
    """Every word of ``size`` letters over a and b, in alphabetical order."""
    for letters in product("ab", repeat=size):
        yield "".join(letters)


def repeated(size: int) -> list[str]:
    """The words of one letter repeated: ``aaa`` and ``bbb`` (the empty word once)."""
    return ["a" * size, "b" * size] if size else [""]


EVERY_WORD = Family(noun="word", inputs=words, complete=True)
SHORT_WORDS = Family(noun="word over a and b", inputs=words, largest=1)
REPEATED = Family(noun="repeated-letter word", inputs=repeated, detail=" (aa..., bb...)")


def comparison(
    base: Rule,
    other: Rule,
    *families: Family[str],
    confirm: Callable[[str, Any, Any], tuple[str, ...]] | None = None,
) -> Comparison[str]:
    return Comparison(
        subject="toy",
        base="base rule",
        other="other rule",
        rules=("toy.rule",),
        families=families,
        answers=lambda word: (base(word), other(word)),
        input_of=lambda word: {"word": word},
        question_of=lambda word: "is the rule met?",
        confirm=confirm,
        units=("letter", "letters"),
    )


def two_bs(word: str) -> bool:
    return word.count("b") >= 2


def bb_together(word: str) -> bool:
    return "bb" in word


def test_the_first_difference_in_order_of_size_is_the_witness_and_minimal_outright() -> None:
    # "at least two b" against "bb side by side": every word of up to 2 letters agrees (only "bb" has two b);
    # at 3 letters, in alphabetical order, aaa aab aba abb agree and bab differs. Smaller: 1 + 2 + 4 = 7 words.
    confirmed: list[tuple[str, Any, Any]] = []

    def confirm(word: str, first: Any, second: Any) -> tuple[str, ...]:
        confirmed.append((word, first, second))
        return ("engine", "model")

    found = smallest_witness(comparison(two_bs, bb_together, EVERY_WORD, confirm=confirm), largest=6)
    assert isinstance(found, Witness)
    assert found.input == {"word": "bab"} and found.size == 3
    assert (found.base_answer, found.other_answer) == (True, False)
    assert confirmed == [("bab", True, False)] and found.confirmed_by == ("engine", "model")
    assert found.minimal == "no word of fewer than 3 letters differs: checked exhaustively by the engine (7 inputs)"
    assert found.found_by == "engine sweep in order of size: the first difference among every word of 3 letters"
    assert (found.subject, found.base, found.other, found.rules) == ("toy", "base rule", "other rule", ("toy.rule",))


def test_the_search_reports_every_family_sweep_up_to_the_witness() -> None:
    # Sizes 0, 1, 2 swept whole (1, 2, 4 words), then at size 3 the sixth word (bab) is the witness.
    result = search(comparison(two_bs, bb_together, EVERY_WORD), largest=6)
    assert result.item == "bab"
    assert result.swept == (Swept(0, 0, 1), Swept(0, 1, 2), Swept(0, 2, 4), Swept(0, 3, 6))


def test_rules_that_never_differ_give_a_scoped_proof_with_the_count() -> None:
    # "at least two b" and "more than one b" are the same rule: all 1 + 2 + 4 + 8 + 16 = 31 words agree.
    sizes: list[int] = []
    proof = smallest_witness(
        comparison(two_bs, lambda word: word.count("b") > 1, EVERY_WORD),
        largest=4,
        on_size=lambda size, swept: sizes.append(size),
    )
    assert isinstance(proof, ScopedProof)
    assert proof.scope == "every word of up to 4 letters"
    assert (proof.method, proof.inputs) == ("exhaustive", 31)
    assert proof.statement == (
        "base rule and other rule agree on every word of up to 4 letters: checked exhaustively by the engine "
        "(31 inputs)"
    )
    assert sizes == [0, 1, 2, 3, 4]


def test_families_that_are_not_every_input_are_named_with_their_sizes() -> None:
    # Counting b against counting b up to 2: only a word of three b or more differs. Words over a, b of up to 1
    # letter ("", a, b: 3), then the repeated words: "", a, b already asked, aa and bb new at 2, aaa agrees and bbb
    # differs at 3. Below 3 letters: 3 + 2 = 5 distinct words asked.
    found = smallest_witness(
        comparison(lambda word: word.count("b"), lambda word: min(word.count("b"), 2), SHORT_WORDS, REPEATED),
        largest=5,
    )
    assert isinstance(found, Witness) and found.input == {"word": "bbb"}
    assert found.minimal == (
        "no word over a and b of up to 1 letter and no repeated-letter word of fewer than 3 letters (aa..., bb...) "
        "differs: checked exhaustively by the engine (5 inputs); other inputs of fewer than 3 letters were not searched"
    )


def test_a_proof_over_partial_families_names_each_and_counts_distinct_inputs() -> None:
    # Two names for one rule; words over a, b of up to 1 letter (3), repeated words of up to 4 letters: 3 already
    # asked ("", a, b), 2 new at each of 2, 3 and 4 letters (6). In all 9 distinct words.
    proof = smallest_witness(comparison(two_bs, two_bs, SHORT_WORDS, REPEATED), largest=4)
    assert isinstance(proof, ScopedProof)
    assert proof.scope == (
        "every word over a and b of up to 1 letter and every repeated-letter word of up to 4 letters (aa..., bb...)"
    )
    assert proof.inputs == 9
    assert proof.notes == (
        "every word over a and b of up to 1 letter: 3 inputs answered under both rule sets",
        "every repeated-letter word of up to 4 letters (aa..., bb...): 6 inputs answered under both rule sets "
        "(3 more already asked)",
    )


def test_a_family_that_is_not_exhaustive_finds_but_covers_nothing() -> None:
    # Every word up to 2 letters, then one sampled word per size (b repeated). The rules differ first on bbbb:
    # it is found by the sample at 4 letters, and only the sweep up to 2 (7 words) backs its minimality.
    sampled = Family(noun="sampled word", inputs=lambda size: ["b" * size], exhaustive=False)
    up_to_two = Family(noun="word", inputs=words, largest=2, complete=True)
    found = smallest_witness(
        comparison(lambda word: word.count("b") >= 4, lambda word: False, up_to_two, sampled), largest=6
    )
    assert isinstance(found, Witness) and found.input == {"word": "bbbb"} and found.size == 4
    assert found.found_by.startswith("engine check in order of size")
    assert found.minimal == (
        "no word of up to 2 letters differs: checked exhaustively by the engine (7 inputs); other inputs of fewer "
        "than 4 letters were not searched"
    )
    proof = smallest_witness(comparison(two_bs, two_bs, up_to_two, sampled), largest=3)
    assert isinstance(proof, ScopedProof)
    assert proof.scope == "every word of up to 2 letters" and proof.inputs == 7
    # The sample runs at every size too: "", b, bb were already asked by the sweep; bbb is new.
    assert proof.notes[-1] == (
        "some sampled word of up to 3 letters, not every one (no proof): 1 input answered under both rule sets "
        "(3 more already asked)"
    )


def test_a_search_from_a_larger_size_says_what_it_skipped() -> None:
    # From 2 letters: aa ab ba bb (4) agree, bab differs at 3 letters; nothing of 0 or 1 letter was asked.
    found = smallest_witness(comparison(two_bs, bb_together, EVERY_WORD), largest=6, smallest=2)
    assert isinstance(found, Witness) and found.input == {"word": "bab"}
    assert found.minimal == (
        "no word of 2 letters differs: checked exhaustively by the engine (4 inputs); inputs of fewer than 2 "
        "letters were not searched"
    )


def test_a_witness_of_no_letters_is_minimal_and_sizes_must_be_ordered() -> None:
    found = smallest_witness(comparison(lambda word: word == "", lambda word: False, EVERY_WORD), largest=3)
    assert isinstance(found, Witness) and found.size == 0 and found.input == {"word": ""}
    assert found.minimal == "an input of 0 letters: none is smaller"
    with pytest.raises(InputError, match="0 <= smallest <= largest"):
        smallest_witness(comparison(two_bs, two_bs, EVERY_WORD), largest=2, smallest=3)


def test_an_encoding_disagreement_in_the_confirm_hook_stops_the_search() -> None:
    def refuse(word: str, first: Any, second: Any) -> tuple[str, ...]:
        raise RuntimeError(f"the encodings disagree on {word}")

    with pytest.raises(RuntimeError, match="disagree on bab"):
        smallest_witness(comparison(two_bs, bb_together, EVERY_WORD, confirm=refuse), largest=4)


# ---------------------------------------------------------------------------------------------------------------
# Reachability (issue 44): an input that cannot arise in play is never a witness
# ---------------------------------------------------------------------------------------------------------------


def _reachable_comparison(family: Family[str]) -> Comparison[str]:
    """ "two b" against "bb together", where a word starting with b cannot arise ("begins with a", in words)."""
    from dataclasses import replace

    return replace(
        comparison(two_bs, bb_together, family),
        reachable=lambda word: not word.startswith("b"),
        reachability="a word begins with a",
    )


def test_an_input_that_cannot_arise_is_skipped_and_the_next_reachable_is_the_witness() -> None:
    # at 3 letters bab differs first but begins with b; among the words beginning with a, none of 3 letters differs
    # (aab, aba, abb: abb has bb together); at 4 letters abab is the first (aaab... agree, abab has two b apart).
    played = Family(noun="word", inputs=words, complete=True, in_play=True)
    found = smallest_witness(_reachable_comparison(played), largest=6)
    assert isinstance(found, Witness)
    assert found.input == {"word": "abab"} and found.size == 4
    assert found.found_by.endswith("; only inputs that can arise in play were tried: a word begins with a")


def test_a_family_of_questions_is_not_held_to_reachability() -> None:
    # the same family, not one of positions of play: bab is the witness, and Found by says nothing of reachability
    found = smallest_witness(_reachable_comparison(EVERY_WORD), largest=6)
    assert isinstance(found, Witness) and found.input == {"word": "bab"}
    assert "arise" not in found.found_by


def test_a_proof_counts_the_inputs_that_cannot_arise() -> None:
    played = Family(noun="word", inputs=words, complete=True, in_play=True)
    proof = smallest_witness(_reachable_comparison(played), largest=3)
    assert isinstance(proof, ScopedProof)
    # 1 + 2 + 4 + 8 = 15 words, of which 0 + 1 + 2 + 4 = 7 begin with b
    assert proof.notes == (
        "every word of up to 3 letters: 8 inputs answered under both rule sets (7 more that cannot arise in play: "
        "a word begins with a)",
    )
