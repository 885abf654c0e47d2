"""The FORBIDDEN conformance corpus for hands: six families of hand, discard and position cases.

Every case is built by :func:`~rulebook.forbidden.corpus.case_builder.confirmed_case`: the engine answers it and the Z3
model
must agree (for ``hand`` and ``discards``); where a source knows the answer on its own — a worked example of the
rulebook, a hand-worked bug-class case — that answer is passed as ``expected`` and must match too, so a mismatch
stops the generator instead of writing a case.

The families (:func:`hand_corpora`, in this order):

1. ``worked_examples`` — the worked examples of the Scoring section and Section 7 ("Cheng") and the statements of
   those sections that decide a hand (the lone Forbidden card, claimed Forbidden cards, adding to laid sets),
   with the rulebook's figure (or a figure worked out by hand from its score lines) as ``expected``;
2. ``single_suit`` — every red hand of 1 to 6 number cards (Sections 2 and 5: ranks 2 3 4 5 7 8 Y, at most 4 of
   each), without and with one wild card;
3. ``forbidden_counts`` — 0 to 4 Forbidden cards, without and with the Emperor, on a complete and an incomplete
   hand (Section 7 and Scoring);
4. ``hand_readings`` — for every hand reading, its smallest witness (:func:`rulebook.forbidden.readings.diff.compare`)
under
   the default and under the other option;
5. ``hand_mutants`` — the witness of every mutant of :func:`rulebook.forbidden.crosscheck.mutants_hands.hand_mutants`;
6. ``bug_classes`` — known bug classes of card-game engines, each with hand-worked cases.

**Outcome.** A case's ``outcome`` is read off its answer, rule by rule (:func:`rule_outcome`): a ``position`` case
accepts when the input is a position; a ``discards`` case when some discard choice allows a Cheng; a ``hand`` case
when the hand may go Cheng — except for the scoring rules (Scoring), which accept when their score line applies
(adds points or multiplies) and refuse when its condition is not met (no Rooster held: no Rooster bonus), and the
arrangement rule, which accepts when a player who did not go Cheng can arrange some set to score and refuses when
every number card must be put aside. Every rule a case names has the case's outcome: the generator checks it
(``forbidden_counts`` names, of its candidate rules, those whose outcome agrees with its first candidate's).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome, Register, lint
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import MutantWitness, Witness
from rulebook.forbidden.corpus.case_builder import CaseDisagreementError, confirmed_case
from rulebook.forbidden.corpus.questions import hand_input, hand_query
from rulebook.forbidden.crosscheck.mutants_hands import (
    ARRANGEMENT,
    CHENG_BONUS,
    CHENG_DISCARD,
    CHENG_SCORE,
    DECK,
    DISCARDS,
    HAND_RULES,
    LONE_FORBIDDEN,
    MARRIAGE,
    MAY_CHENG,
    MULTIPLIER,
    OTHER_SCORE,
    PENALTY,
    POSITION,
    REFUSED,
    ROOSTER,
    SCORE_SETS,
    SCORE_YIN_YANG,
    hand_mutants,
)
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.model.sets import ONE_COLOUR, ONE_WILD, RUN, SAME_RANK, YIN_YANG_RULE
from rulebook.forbidden.model.terms import ALL_NUMBERS, LAID_KEPT
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff import compare
from rulebook.forbidden.readings.diff_hands import DISCARD_KEY, hand_keys, multisets
from rulebook.forbidden.verdict import Verdict

GAME = "forbidden"
FAMILIES = ("worked_examples", "single_suit", "forbidden_counts", "hand_readings", "hand_mutants", "bug_classes")
"""The families of this module, in the order :func:`hand_corpora` returns them."""

SCORE_RULES = frozenset({SCORE_SETS, SCORE_YIN_YANG, CHENG_BONUS, ROOSTER, MULTIPLIER, PENALTY, MARRIAGE})
"""Rules of the Scoring section: a case accepts them when their score line adds points or multiplies."""

SUIT = ("R2", "R3", "R4", "R5", "R7", "R8", "RY")
"""The red number cards in deck order (Section 2: ranks 2 3 4 5 7 8 and the Yin-Yang card)."""
SINGLE_SUIT_MAX = 6
"""The most red number cards in a ``single_suit`` hand (a wild card may come on top)."""

MUTANT_QUESTIONS: Mapping[str, str] = {
    POSITION: "position",
    DISCARDS: "discards",
    MAY_CHENG: "hand",
    CHENG_SCORE: "hand",
    OTHER_SCORE: "hand",
}
"""The questions of :mod:`rulebook.forbidden.crosscheck.mutants_hands` as corpus questions."""

Answer = dict[str, Any]


def hand_answer(may_cheng: bool, cheng_score: int | None, other_score: int) -> Answer:
    """A ``hand`` answer, as written in a corpus (for hand-worked ``expected`` values)."""
    return {"may_cheng": may_cheng, "cheng_score": cheng_score, "other_score": other_score}


# ---------------------------------------------------------------------------------------------------------------
# Outcomes
# ---------------------------------------------------------------------------------------------------------------


def _accepts(allowed: bool) -> Outcome:
    return "accepts" if allowed else "refuses"


@cache
def _engine(reading: Reading) -> Engine:
    return Engine(reading)


def case_verdict(case: Case) -> Verdict:
    """The engine's full verdict on a ``hand`` case (its score lines name their rules)."""
    return _engine(Reading.from_mapping(case.readings)).analyse(hand_query(case.input))


def rule_outcome(rule: str, case: Case) -> Outcome:
    """Whether ``rule`` accepts or refuses on ``case`` (see the module's docstring)."""
    if case.question == "position":
        return _accepts(bool(case.expected["position"]))
    if case.question == "discards":
        return _accepts(bool(case.expected["cheng_discards"]))
    if case.question != "hand":
        raise ValueError(f"not a hand, discards or position case: {case.id}")
    if rule in SCORE_RULES:
        verdict = case_verdict(case)
        lines = (*verdict.cheng_lines, *verdict.other_lines)
        return _accepts(any(line.rule == rule and (line.add != 0 or line.multiply != 1) for line in lines))
    if rule == ARRANGEMENT:
        return _accepts(bool(case_verdict(case).other_arrangement))
    return _accepts(bool(case.expected["may_cheng"]))


# ---------------------------------------------------------------------------------------------------------------
# Building cases
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draft:
    """A case before its answer: what a family states about it (``slug`` is the id after the family's prefix)."""

    slug: str
    description: str
    question: str
    rules: tuple[str, ...]
    input: Mapping[str, Any]
    why: str
    readings: Mapping[str, str] = field(default_factory=dict)
    expected: Any = None


def prefix(family: str) -> str:
    """The id prefix of a family (ids allow no underscore): ``single_suit`` -> ``single-suit``."""
    return family.replace("_", "-")


def build(family: str, source: str, draft: Draft, *, agreeing: bool = False) -> Case:
    """The confirmed case of ``draft``, its outcome read off the answer.

    Every rule named must have the outcome of the first (a :class:`ValueError` otherwise); with ``agreeing``, the
    rules that do not are left out instead.
    """
    case = confirmed_case(
        id=f"{prefix(family)}.{draft.slug}",
        description=draft.description,
        question=draft.question,
        rules=draft.rules,
        outcome="accepts",
        input=draft.input,
        source=source,
        why=draft.why,
        readings=draft.readings,
        expected=draft.expected,
    )
    outcomes = {rule: rule_outcome(rule, case) for rule in draft.rules}
    outcome = outcomes[draft.rules[0]]
    kept = tuple(rule for rule in draft.rules if outcomes[rule] == outcome)
    if kept != draft.rules and not agreeing:
        raise ValueError(f"case {case.id}: its rules do not agree on the outcome: {outcomes}")
    return replace(case, rules=kept, outcome=outcome)


def corpus(family: str, description: str, cases: Sequence[Case]) -> Corpus:
    """One family's corpus."""
    return Corpus(GAME, family, description, tuple(cases))


def show(data: Mapping[str, Any]) -> str:
    """A hand question's input in words: ``R2 R3 R4 + laid [R5 R7 R8] + 1 Forbidden on the table``."""
    parts = [str(data["hand"]) or "no cards in hand"]
    parts += [f"laid [{cards}]" for cards in data.get("laid", [])]
    table = int(data.get("table_forbidden", 0))
    if table:
        parts.append(f"{table} Forbidden on the table")
    return " + ".join(parts)


def slug(text: str) -> str:
    """Lowercase id text: cards and words joined by ``-``."""
    return "-".join(text.lower().replace(".", "-").split())


# ---------------------------------------------------------------------------------------------------------------
# 1. The rulebook's worked examples and statements (Scoring; Section 7)
# ---------------------------------------------------------------------------------------------------------------

WILD_DRAGON = hand_input("R2 RY R7 B8 B8 B8 G2 G2 W F EM", ("R3 R4 R5",))
"""Worked example 1 (Scoring): laid R3 R4 R5 during play; after drawing the wild the hand is complete."""
RED_FOUR = hand_input("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F")
"""Worked example 2 (Scoring): the Red 4 hand after discarding the Black 2."""
RED_FOUR_DRAWN = hand_input("B2 B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F")
"""Worked example 2 before the discard: the Black 2 fits no set."""


def worked_drafts() -> list[Draft]:
    """The worked examples of the Scoring section and Section 7, and its statements that decide a hand."""
    return [
        Draft(
            "wild-dragon",
            "Scoring worked example 1, the Wild Dragon hand: 70 points",
            "hand",
            (
                LAID_KEPT,
                ALL_NUMBERS,
                RUN,
                SAME_RANK,
                YIN_YANG_RULE,
                ONE_WILD,
                LONE_FORBIDDEN,
                SCORE_SETS,
                SCORE_YIN_YANG,
                CHENG_BONUS,
                MULTIPLIER,
            ),
            WILD_DRAGON,
            "Scoring, worked example 1: Cheng bonus 10 + sequence R2-7 10 + Yin-Yang 5 + three B8 5 + G2 G2 W 5 = "
            "35, x2 for two Forbiddens (the Emperor is a Forbidden card here) = 70; the score if another player "
            "went Cheng is worked out from the same lines: 25, the Emperor protecting from the penalty",
            expected=hand_answer(True, 70, 25),
        ),
        Draft(
            "wild-dragon-discards",
            "Scoring worked example 1: the Wild Dragon hand is complete without discarding",
            "discards",
            (CHENG_DISCARD,),
            WILD_DRAGON,
            "Scoring, worked example 1 ('complete without needing to discard a card') and Section 7 ('can I Cheng "
            "without discarding? YES'): no discard is a choice; worked out by hand, discarding R2 or R7 leaves "
            "a red sequence too, and any other discard strands a card or leaves a lone Forbidden card",
            expected={"cheng_discards": ["", "R2", "R7"]},
        ),
        Draft(
            "red-4",
            "Scoring worked example 2, the Red 4 hand after discarding the Black 2: 105 points",
            "hand",
            (
                ALL_NUMBERS,
                RUN,
                SAME_RANK,
                YIN_YANG_RULE,
                LONE_FORBIDDEN,
                SCORE_SETS,
                SCORE_YIN_YANG,
                CHENG_BONUS,
                MULTIPLIER,
            ),
            RED_FOUR,
            "Scoring, worked example 2: Cheng bonus 10 + B7 pung 5 + G4 kong 10 + R4-5-6 5 + Yin-Yang 5 = 35, "
            "x3 for the three Forbidden cards = 105; the score if another player went Cheng, from the same lines: "
            "25 - 3 x 5 = 10",
            expected=hand_answer(True, 105, 10),
        ),
        Draft(
            "red-4-discards",
            "Scoring worked example 2: the Red 4 hand goes Cheng by discarding the Black 2",
            "discards",
            (CHENG_DISCARD,),
            RED_FOUR_DRAWN,
            "Scoring, worked example 2: 'complete after drawing the Red 4 and discarding the Black 2'; the B2 "
            "fits no set, so no other discard (nor none) completes the hand",
            expected={"cheng_discards": ["B2"]},
        ),
        Draft(
            "four-forbidden",
            "Scoring statement: four Forbidden cards multiply the Cheng score by four",
            "hand",
            (LONE_FORBIDDEN, MULTIPLIER, CHENG_BONUS, SCORE_SETS, PENALTY),
            hand_input("R2 R3 R4 F F F F"),
            "Scoring: '4 multiplies his score by four': (sequence 5 + Cheng bonus 10) x 4 = 60; another player's "
            "Cheng: 5 - 4 x 5 = -15",
            expected=hand_answer(True, 60, -15),
        ),
        Draft(
            "lone-forbidden",
            "Section 7 statement: a lone Forbidden card prevents going Cheng",
            "hand",
            (LONE_FORBIDDEN, CHENG_BONUS),
            hand_input("R2 R3 R4 F"),
            "Section 7: 'A LONE Forbidden card prevents a player from going Cheng'; another player's Cheng: "
            "sequence 5 - 5 for the Forbidden card = 0",
            expected=hand_answer(False, None, 0),
        ),
        Draft(
            "claimed-forbidden-counts",
            "Section 7 statement: a Forbidden card claimed on the table counts with one in hand",
            "hand",
            (LONE_FORBIDDEN, MULTIPLIER, CHENG_BONUS, PENALTY),
            hand_input("R2 R3 R4 F", table_forbidden=1),
            "Section 7: 'ZERO or TWO or more Forbidden cards (including any claimed on the table)': two, so "
            "(5 + 10) x 2 = 30; another player's Cheng: 5 - 2 x 5 = -5",
            expected=hand_answer(True, 30, -5),
        ),
        Draft(
            "royals-unrestricted",
            "Section 7 statement: Royal cards need no set (Monkey and Rooster held)",
            "hand",
            (ALL_NUMBERS, RUN, ROOSTER),
            hand_input("R2 R3 R4 MO RO"),
            "Section 7: 'no restrictions on Royal cards'; Scoring: sequence 5 + Cheng bonus 10 + Rooster 10 = 25; "
            "another player's Cheng: 5 + Rooster 15 = 20",
            expected=hand_answer(True, 25, 20),
        ),
        Draft(
            "add-to-laid-sequence",
            "Section 7 example: a Red 5 added to the laid Red 2-3-4 sequence",
            "hand",
            (LAID_KEPT, ALL_NUMBERS, RUN, SCORE_SETS, CHENG_BONUS),
            hand_input("R5", ("R2 R3 R4",)),
            "Section 7: 'You can add a Red 5 to this set at round's end': sequence of four 10 + Cheng bonus 10 = "
            "20; another player's Cheng: 10",
            expected=hand_answer(True, 20, 10),
        ),
        Draft(
            "add-5-and-6-to-laid-sequence",
            "Section 7 example: a Red 5 and a 6 (Yin-Yang) added to the laid Red 2-3-4 sequence",
            "hand",
            (LAID_KEPT, ALL_NUMBERS, RUN, YIN_YANG_RULE, SCORE_SETS, SCORE_YIN_YANG, CHENG_BONUS),
            hand_input("R5 RY", ("R2 R3 R4",)),
            "Section 7: '(and a 6 etc. if held in hand)': sequence R2-6 10 + Yin-Yang 5 + Cheng bonus 10 = 25; "
            "another player's Cheng: 15",
            expected=hand_answer(True, 25, 15),
        ),
        Draft(
            "add-to-laid-set-not-cheng",
            "Section 7 statement: a player who did not go Cheng adds to a laid set too",
            "hand",
            (ARRANGEMENT, SCORE_SETS),
            hand_input("R5 R7", ("R2 R3 R4",)),
            "Section 7: 'Even if another player is the Cheng player, you may add cards to your prior sets': R5 "
            "makes the laid sequence four cards, 10 points; R7 fits no set, so the hand may not go Cheng",
            expected=hand_answer(False, None, 10),
        ),
    ]


def worked_examples() -> Corpus:
    """Family ``worked_examples`` (source ``rulebook``): the rulebook's figures, as ``expected``."""
    cases = [build("worked_examples", "rulebook", draft) for draft in worked_drafts()]
    return corpus(
        "worked_examples",
        "The worked examples of the Scoring section and Section 7 ('Cheng'), and the statements of those sections "
        "that decide a hand; the rulebook's figures (or figures worked out from its score lines) are checked "
        "against the engine and the Z3 model",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# 2. Every red single-suit hand (Sections 2 and 5)
# ---------------------------------------------------------------------------------------------------------------


def suit_hands(max_cards: int = SINGLE_SUIT_MAX) -> Iterator[str]:
    """Every red hand of 1 to ``max_cards`` number cards, fewest cards first, then in deck order."""
    for size in range(1, max_cards + 1):
        for counts in multisets(size, [4] * len(SUIT)):
            yield " ".join(kind for kind, count in zip(SUIT, counts, strict=True) for _ in range(count))


def single_suit_draft(hand: str, max_cards: int) -> Draft:
    """The ``hand`` question of one red hand: the set rules (Section 5) and the complete hand (Section 7)."""
    tokens = hand.split()
    rules: tuple[str, ...] = (ALL_NUMBERS, SAME_RANK, RUN)
    rules += (YIN_YANG_RULE,) if "RY" in tokens else ()
    rules += (ONE_WILD,) if "W" in tokens else ()
    return Draft(
        slug(hand),
        f"red single-suit hand {hand}: may it go Cheng, and its scores",
        "hand",
        rules,
        hand_input(hand),
        f"exhaustive domain: every red hand of 1 to {max_cards} number cards (ranks 2 3 4 5 7 8 Y, at most 4 of "
        "each), without and with one wild card; Sections 5 and 7, Scoring; the engine's answer, confirmed by the "
        "Z3 model",
    )


def single_suit(max_cards: int = SINGLE_SUIT_MAX) -> Corpus:
    """Family ``single_suit`` (source ``exhaustive``): every red hand of 1 to ``max_cards`` cards, 0 or 1 wild."""
    cases = [
        build("single_suit", "exhaustive", single_suit_draft(hand + wild, max_cards))
        for hand in suit_hands(max_cards)
        for wild in ("", " W")
    ]
    return corpus(
        "single_suit",
        f"Every red single-suit hand of 1 to {max_cards} number cards (ranks 2 3 4 5 7 8 Y, at most four of each), "
        "without and with one wild card: may it go Cheng, its Cheng score and its score when another player goes "
        "Cheng (Sections 5 and 7, Scoring)",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# 3. Forbidden counts (Section 7; Scoring)
# ---------------------------------------------------------------------------------------------------------------

COUNT_HANDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("complete", "R2 R3 R4 G5 G5 G5", (MULTIPLIER, LONE_FORBIDDEN, CHENG_BONUS, PENALTY)),
    ("incomplete", "R2 R3 G7", (PENALTY, ALL_NUMBERS, CHENG_BONUS)),
)
"""The hands of ``forbidden_counts``: a name, the number cards and the candidate rules (the first decides)."""
MAX_FORBIDDEN = 4


def count_draft(name: str, cards: str, rules: tuple[str, ...], forbidden: int, emperor: bool) -> Draft:
    """``forbidden`` Forbidden cards (and the Emperor if ``emperor``) on one of :data:`COUNT_HANDS`."""
    hand = " ".join([cards, *["F"] * forbidden, *(["EM"] if emperor else [])])
    with_emperor = " and the Emperor" if emperor else ", no Emperor"
    return Draft(
        f"{name}.f{forbidden}{'-emperor' if emperor else ''}",
        f"{forbidden} Forbidden card{'' if forbidden == 1 else 's'}{with_emperor}, on the {name} hand {cards}",
        "hand",
        rules,
        hand_input(hand),
        "exhaustive domain: 0 to 4 Forbidden cards, without and with the Emperor; Section 7 (zero or two or more "
        "Forbidden cards to go Cheng), Scoring (the Cheng score multiplied by the Forbidden count, the Emperor "
        "counting as one; 5 points lost per Forbidden card otherwise, unless the Emperor protects)",
    )


def forbidden_counts() -> Corpus:
    """Family ``forbidden_counts`` (source ``exhaustive``).

    Each case names, of its hand's candidate rules, those whose outcome agrees with the first candidate's: the
    multiplier on the complete hand (it accepts with two or more Forbidden cards, the Emperor included), the
    penalty on the incomplete one (it accepts when a Forbidden card is held and the Emperor does not protect).
    """
    cases = [
        build("forbidden_counts", "exhaustive", count_draft(name, cards, rules, forbidden, emperor), agreeing=True)
        for name, cards, rules in COUNT_HANDS
        for emperor in (False, True)
        for forbidden in range(MAX_FORBIDDEN + 1)
    ]
    return corpus(
        "forbidden_counts",
        "0 to 4 Forbidden cards in hand, without and with the Emperor, on a complete hand (R2 R3 R4 G5 G5 G5) and "
        "an incomplete one (R2 R3 G7): the lone-Forbidden rule, the Forbidden multiplier and the penalty (Section "
        "7, Scoring)",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# 4. The hand readings' smallest witnesses
# ---------------------------------------------------------------------------------------------------------------


def reading_pairs() -> list[tuple[str, str]]:
    """Every hand reading key with each of its non-default options, in register order."""
    entries = {entry.key: entry for entry in reading_keys(GAME)}
    return [(key, option) for key in hand_keys() for option in entries[key].options if option != entries[key].default]


def reading_witness(pair: tuple[str, str]) -> Witness:
    """The smallest hand question on which the default and ``key=option`` differ (``diff.compare``)."""
    key, option = pair
    finding = compare(Reading(), Reading.from_mapping({key: option}))
    if not isinstance(finding, Witness):
        raise LookupError(f"no witness for {key}={option}: {finding.statement}")
    return finding


class ReadingSearch:
    """The witnesses of every :func:`reading_pairs` pair, searched in the background while the caller works.

    Used as a context manager: entering starts the searches, ``jobs`` at a time (default: one per CPU), each in a
    fresh process; :meth:`witnesses` waits for them. Each search is deterministic on its own (its Z3 part runs
    in a fresh process too), so side by side they find the same witnesses as one after the other. With
    ``jobs=1`` nothing runs in the background: :meth:`witnesses` searches in this process. As with the Z3 search
    of :mod:`rulebook.forbidden.readings.diff_hands`, the processes are spawned: a script that builds the corpus must
    guard
    its entry point with ``if __name__ == "__main__":``.
    """

    def __init__(self, jobs: int | None = None) -> None:
        self.pairs = reading_pairs()
        self.jobs = min(len(self.pairs), jobs if jobs is not None else (os.cpu_count() or 1))
        self._pool: ProcessPoolExecutor | None = None
        self._pending: list[Future[Witness]] = []

    def __enter__(self) -> ReadingSearch:
        if self.jobs > 1:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context)
            self._pending = [self._pool.submit(reading_witness, pair) for pair in self.pairs]
        return self

    def __exit__(self, *_: object) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def witnesses(self) -> list[tuple[str, str, Witness]]:
        """Every pair with its witness, in :func:`reading_pairs` order (waits for the background searches)."""
        if self._pending:
            found = [future.result() for future in self._pending]
        else:
            found = [reading_witness(pair) for pair in self.pairs]
        return [(key, option, witness) for (key, option), witness in zip(self.pairs, found, strict=True)]


def reading_drafts(key: str, option: str, witness: Witness) -> list[Draft]:
    """The witness of ``key=option`` as two cases: under the default and under ``key=option``."""
    entry = next(entry for entry in reading_keys(GAME) if entry.key == key)
    default = entry.default
    question = "discards" if key == DISCARD_KEY else "hand"
    drafts = []
    for chosen, answer in ((default, witness.base_answer), (option, witness.other_answer)):
        readings = {} if chosen == default else {key: chosen}
        drafts.append(
            Draft(
                f"{slug(key)}.{chosen}" if len(entry.options) == 2 else f"{slug(key)}.{option}.{chosen}",
                f"reading {key}={chosen}: {show(witness.input)} (smallest witness against {key}="
                f"{option if chosen == default else default})",
                question,
                witness.rules,
                witness.input,
                f"smallest witness of {key} ({witness.base} vs {witness.other}): {witness.found_by}; "
                f"{witness.minimal or 'no smaller size searched'}; under {key}={chosen} the answer is {answer}",
                readings,
                expected=answer,
            )
        )
    return drafts


def hand_readings(search: ReadingSearch | None = None) -> Corpus:
    """Family ``hand_readings`` (source ``witness``): every hand reading key under both of its options.

    ``search``: witnesses already being searched (see :func:`build_corpora`); by default they are searched now.
    """
    if search is None:
        with ReadingSearch() as started:
            found = started.witnesses()
    else:
        found = search.witnesses()
    cases = [
        build("hand_readings", "witness", draft)
        for key, option, witness in found
        for draft in reading_drafts(key, option, witness)
    ]
    return corpus(
        "hand_readings",
        "For every hand reading of spec/forbidden.toml, the smallest hand question on which the default and the "
        "other option answer differently (rulebook diff), under each option: an implementation that reads the "
        "rulebook the other way fails one of the two cases",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# 5. The rule mutants' witnesses
# ---------------------------------------------------------------------------------------------------------------


def mutant_slugs(mutants: Sequence[MutantWitness]) -> list[str]:
    """Stable slugs: the rule (without ``forbidden.``) and the mutant's kind, numbered when repeated."""
    seen: dict[str, int] = {}
    slugs = []
    for found in mutants:
        base = f"{slug(found.mutant.rule.removeprefix('forbidden.'))}.{found.mutant.kind}"
        seen[base] = seen.get(base, 0) + 1
        slugs.append(base if seen[base] == 1 else f"{base}-{seen[base]}")
    return slugs


def mutant_draft(found: MutantWitness, case_slug: str) -> Draft:
    """The witness of one mutant as a case of the corpus's question."""
    witness = found.witness
    question = MUTANT_QUESTIONS[witness.question]
    return Draft(
        case_slug,
        f"{show(witness.input)}: {found.mutant.rule} as written, not '{found.mutant.description}'",
        question,
        (found.mutant.rule,),
        witness.input,
        f"catches: {found.mutant.description} ({witness.question} the rule as written: {witness.base_answer}, "
        f"the mutant: {witness.other_answer}); {witness.minimal}",
    )


def check_mutant_answer(found: MutantWitness, case: Case) -> None:
    """The case's expected answer must hold the rule's answer of the mutant search (:class:`CaseDisagreementError`)."""
    question, base = found.witness.question, found.witness.base_answer
    picks: dict[str, Callable[[Any], Any]] = {
        POSITION: lambda answer: REFUSED if not answer["position"] else base,
        DISCARDS: lambda answer: answer["cheng_discards"],
        MAY_CHENG: lambda answer: answer["may_cheng"],
        CHENG_SCORE: lambda answer: answer["cheng_score"],
        OTHER_SCORE: lambda answer: answer["other_score"],
    }
    if picks[question](case.expected) != base:
        raise CaseDisagreementError(f"case {case.id}: the mutant search answers {base}, the case {case.expected}")


def hand_mutants_corpus() -> Corpus:
    """Family ``hand_mutants`` (source ``mutant``): one case per mutant of the 18 hand and scoring rules."""
    mutants = hand_mutants()
    cases = []
    for found, case_slug in zip(mutants, mutant_slugs(mutants), strict=True):
        case = build("hand_mutants", "mutant", mutant_draft(found, case_slug))
        check_mutant_answer(found, case)
        cases.append(case)
    return corpus(
        "hand_mutants",
        "For every mutant of the hand and scoring rules (a rule dropped, negated, off by one or changed), the "
        "first hand question found on which it answers differently from the rule as written",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# 6. Bug classes of card-game engines (hand-worked)
# ---------------------------------------------------------------------------------------------------------------


def _bug(
    group: str,
    name: str,
    description: str,
    rules: tuple[str, ...],
    data: Mapping[str, Any],
    worked: str,
    expected: Any,
    question: str = "hand",
) -> Draft:
    return Draft(f"{group}.{name}", description, question, rules, data, f"bug class {group}: {worked}", {}, expected)


def wild_drafts() -> list[Draft]:
    """A wild card used where a natural card is held (Section 5: one wild per set, unused wilds are kept)."""
    return [
        _bug(
            "wild-for-held-card",
            "r2-r2-w",
            "a wild completes a pung of R2 beside two natural R2",
            (ONE_WILD, SAME_RANK),
            hand_input("R2 R2 W"),
            "pung R2 R2 W=R2 5 + Cheng bonus 10 = 15; another player's Cheng: 5 (Section 5, Scoring)",
            hand_answer(True, 15, 5),
        ),
        _bug(
            "wild-for-held-card",
            "r2-r2-r2",
            "three natural R2 score like two R2 and a wild",
            (SAME_RANK,),
            hand_input("R2 R2 R2"),
            "pung 5 + Cheng bonus 10 = 15, the same as R2 R2 W: a wild scores as the card it stands for",
            hand_answer(True, 15, 5),
        ),
        _bug(
            "wild-for-held-card",
            "r2-r2-r2-w",
            "a wild makes three R2 a kong",
            (ONE_WILD, SAME_RANK, SCORE_SETS),
            hand_input("R2 R2 R2 W"),
            "kong R2 R2 R2 W=R2 10 + Cheng bonus 10 = 20 (the pung alone with the wild kept would score 15)",
            hand_answer(True, 20, 10),
        ),
        _bug(
            "wild-for-held-card",
            "r2-r2-r2-r2-w",
            "a wild fits no set beside a kong of R2 and is kept",
            (ONE_WILD, SAME_RANK),
            hand_input("R2 R2 R2 R2 W"),
            "no set holds five R2: kong 10 + Cheng bonus 10 = 20 and the wild is kept (Section 5, question on "
            "wilds; Section 7: no restriction on Royal cards)",
            hand_answer(True, 20, 10),
        ),
        _bug(
            "wild-for-held-card",
            "r2-r3-r4-w",
            "a wild extends R2 R3 R4 to a sequence of four",
            (ONE_WILD, RUN, SCORE_SETS),
            hand_input("R2 R3 R4 W"),
            "R2 R3 R4 W=R5 is a set of four: 10 + Cheng bonus 10 = 20",
            hand_answer(True, 20, 10),
        ),
    ]


def kong_drafts() -> list[Draft]:
    """The four copies of a rank used as a kong, or as a pung and a run (Section 5; Scoring: best arrangement)."""
    return [
        _bug(
            "kong-or-pung-and-run",
            "r2-r3-r3-r3-r3-r4",
            "four R3 with R2 and R4: a pung and a run, not a kong",
            (ALL_NUMBERS, SAME_RANK, RUN),
            hand_input("R2 R3 R3 R3 R3 R4"),
            "the kong R3 strands R2 and R4; pung R3 5 + run R2 R3 R4 5 + Cheng bonus 10 = 20; another player's "
            "Cheng: 10 either way",
            hand_answer(True, 20, 10),
        ),
        _bug(
            "kong-or-pung-and-run",
            "r2-r3-r3-r3-r3",
            "four R3 and an R2: a kong scores more than a pung, but R2 is stranded",
            (ALL_NUMBERS,),
            hand_input("R2 R3 R3 R3 R3"),
            "no arrangement places R2 (no R4), so no Cheng; another player's Cheng: the kong 10 beats the pung's 5",
            hand_answer(False, None, 10),
        ),
        _bug(
            "kong-or-pung-and-run",
            "r2-r3-r3-r3-r3-r4-r5",
            "four R3 with R2 R4 R5: a pung and a run of four",
            (ALL_NUMBERS, SAME_RANK, RUN, SCORE_SETS),
            hand_input("R2 R3 R3 R3 R3 R4 R5"),
            "the kong strands R2 R4 R5 (not a run); pung R3 5 + run R2-5 10 + Cheng bonus 10 = 25; another "
            "player's Cheng: 15",
            hand_answer(True, 25, 15),
        ),
        _bug(
            "kong-or-pung-and-run",
            "r2-r2-r2-r2-r3-r4-w",
            "four R2, R3 R4 and a wild: the kong and a run score 15, not the pung and run 10",
            (ALL_NUMBERS, SAME_RANK, RUN, ONE_WILD, SCORE_SETS),
            hand_input("R2 R2 R2 R2 R3 R4 W"),
            "kong R2 10 + R3 R4 W=R5 5 = 15 (or pung 5 + R2 R3 R4 W 10 = 15); pung + R2 R3 R4 with the wild kept "
            "would be 10; Cheng: 15 + 10 = 25",
            hand_answer(True, 25, 15),
        ),
    ]


def arrangement_drafts() -> list[Draft]:
    """Several arrangements with different scores: the best one counts (Section 7; Scoring)."""
    return [
        _bug(
            "best-arrangement",
            "r2-r3-r4-r5-r7-r8-ry",
            "a red 2-to-8 sequence split in two scores more than one long sequence",
            (RUN, YIN_YANG_RULE, SCORE_SETS, SCORE_YIN_YANG),
            hand_input("R2 R3 R4 R5 R7 R8 RY"),
            "one sequence R2-8 (RY=6) 10 + Yin-Yang 5 = 15; R2-4 5 + R5-8 10 + 5 = 20 is best; Cheng: 30",
            hand_answer(True, 30, 20),
        ),
        _bug(
            "best-arrangement",
            "r2-r3-r4-r4-r4-r5",
            "R2 to R5 with two more R4: the run of four beats the pung for a player who did not go Cheng",
            (ARRANGEMENT, SCORE_SETS),
            hand_input("R2 R3 R4 R4 R4 R5"),
            "no arrangement places every card (two R4 are left by the run, R2 R3 R5 by the pung), so no Cheng; "
            "run R2-5 10 beats pung R4 5 (R2-4 and a pung would need five R4)",
            hand_answer(False, None, 10),
        ),
        _bug(
            "best-arrangement",
            "r2-r3-g7",
            "R2 R3 G7 fit no set and score nothing",
            (SCORE_SETS, ARRANGEMENT),
            hand_input("R2 R3 G7"),
            "no set can be made, every card is put aside: 0 points (Section 7: useless cards kept separate)",
            hand_answer(False, None, 0),
        ),
        _bug(
            "best-arrangement",
            "r2-r3-g4",
            "R2 R3 G4 is no sequence: a set is one colour",
            (ONE_COLOUR, RUN),
            hand_input("R2 R3 G4"),
            "Section 5: sets may never be of mixed colours; nothing scores",
            hand_answer(False, None, 0),
        ),
        _bug(
            "best-arrangement",
            "r2-r3-r4-g2-g3-g4",
            "a red and a green sequence go Cheng together",
            (ONE_COLOUR, RUN, ALL_NUMBERS),
            hand_input("R2 R3 R4 G2 G3 G4"),
            "two sequences of three 5 + 5 + Cheng bonus 10 = 20; another player's Cheng: 10",
            hand_answer(True, 20, 10),
        ),
    ]


def yin_yang_drafts() -> list[Draft]:
    """A Yin-Yang card standing for 6 in one set and 9 in another (Sections 2 and 5, card by card)."""
    return [
        _bug(
            "yin-yang-6-and-9",
            "r3-r4-r5-r7-r8-ry-ry",
            "two red Yin-Yang cards as 6 and 9 in two sequences",
            (YIN_YANG_RULE, RUN, SCORE_YIN_YANG),
            hand_input("R3 R4 R5 R7 R8 RY RY"),
            "R3-6 10 + R7-9 5 + two Yin-Yang 10 = 25 beats one sequence R3-9 10 + 10 = 20; Cheng: 35",
            hand_answer(True, 35, 25),
        ),
        _bug(
            "yin-yang-6-and-9",
            "r4-r5-r7-r8-ry-ry",
            "red Yin-Yang cards as the 6 and the 9 around R7 R8",
            (YIN_YANG_RULE, RUN, SCORE_YIN_YANG),
            hand_input("R4 R5 R7 R8 RY RY"),
            "R4-6 5 + R7-9 5 + 10, or R4-9 10 + 10: 20 either way; Cheng: 30",
            hand_answer(True, 30, 20),
        ),
        _bug(
            "yin-yang-6-and-9",
            "ry-ry-ry",
            "three red Yin-Yang cards make a pung",
            (YIN_YANG_RULE, SAME_RANK, SCORE_YIN_YANG),
            hand_input("RY RY RY"),
            "all three stand for 6 (or 9): pung 5 + three Yin-Yang bonuses 15 = 20; Cheng: 30",
            hand_answer(True, 30, 20),
        ),
        _bug(
            "yin-yang-6-and-9",
            "r5-r8-ry",
            "a Yin-Yang card is a 6 or a 9, never the 7 between R5 and R8",
            (YIN_YANG_RULE, RUN),
            hand_input("R5 R8 RY"),
            "5-6-8 and 5-8-9 are no sequences: no Cheng, nothing scores",
            hand_answer(False, None, 0),
        ),
        _bug(
            "yin-yang-6-and-9",
            "r7-ry-ry",
            "two Yin-Yang cards as 6 and 9 around R7 leave a gap at 8",
            (YIN_YANG_RULE, RUN),
            hand_input("R7 RY RY"),
            "6-7-9 has a gap; 6-6-7 and 7-9-9 are no sets: no Cheng, nothing scores",
            hand_answer(False, None, 0),
        ),
    ]


def laid_drafts() -> list[Draft]:
    """A laid set kept whole or extended (Section 4; Section 7, question on adding to sets)."""
    return [
        _bug(
            "laid-set",
            "kept-whole-scores-more",
            "the laid R2-3-4 kept whole beside R5-6-7-8 scores more than one long sequence",
            (LAID_KEPT, RUN, SCORE_SETS),
            hand_input("R5 R7 R8 RY", ("R2 R3 R4",)),
            "extended to R2-8: 10 + Yin-Yang 5 = 15; kept whole 5 + R5-8 10 + 5 = 20 (or R2-5 10 + R6-8 5 + 5); "
            "Cheng: 30",
            hand_answer(True, 30, 20),
        ),
        _bug(
            "laid-set",
            "pung-to-kong",
            "an R2 added to a laid pung of R2 makes a kong",
            (LAID_KEPT, SAME_RANK, SCORE_SETS),
            hand_input("R2", ("R2 R2 R2",)),
            "kong 10 + Cheng bonus 10 = 20 (Section 7: a pung into a kong)",
            hand_answer(True, 20, 10),
        ),
        _bug(
            "laid-set",
            "beside-a-new-pung",
            "three R4 beside a laid R2-3-4 form a pung of their own",
            (LAID_KEPT, SAME_RANK),
            hand_input("R4 R4 R4", ("R2 R3 R4",)),
            "laid sequence 5 + pung R4 5 + Cheng bonus 10 = 20",
            hand_answer(True, 20, 10),
        ),
        _bug(
            "laid-set",
            "not-broken-up",
            "two R2 cannot take the R2 of a laid R2-3-4",
            (LAID_KEPT,),
            hand_input("R2 R2", ("R2 R3 R4",)),
            "the laid set stays whole, so R2 R2 fit no set: no Cheng; another player's Cheng: the laid set 5",
            hand_answer(False, None, 5),
        ),
        _bug(
            "laid-set",
            "extended-both-ends",
            "R2 below and R6 (Yin-Yang), R7 above extend a laid R3-4-5",
            (LAID_KEPT, RUN, YIN_YANG_RULE),
            hand_input("R2 R7 RY", ("R3 R4 R5",)),
            "as in the Wild Dragon hand: R2-7 10 + Yin-Yang 5 + Cheng bonus 10 = 25",
            hand_answer(True, 25, 15),
        ),
    ]


def score_order_drafts() -> list[Draft]:
    """Bonuses, multiplier and Royal Marriage applied in the rulebook's order (Scoring)."""
    return [
        _bug(
            "score-order",
            "bonuses-then-multiplier-then-marriage",
            "Rooster and Cheng bonuses before the Forbidden multiplier, the Royal Marriage last",
            (CHENG_BONUS, ROOSTER, MULTIPLIER, MARRIAGE),
            hand_input("R2 R3 R4 F F EM ES RO"),
            "(sequence 5 + Cheng 10 + Rooster 10) x 3 (two F and the Emperor) x 2 (marriage) = 150; another "
            "player's Cheng: (5 + Rooster 15, the Emperor protects) x 2 = 40",
            hand_answer(True, 150, 40),
        ),
        _bug(
            "score-order",
            "monkey-is-no-rooster",
            "the Monkey earns no bonus and the Empress alone is no marriage",
            (ROOSTER, MARRIAGE),
            hand_input("R2 R3 R4 ES MO"),
            "no Rooster, no Emperor: sequence 5 + Cheng bonus 10 = 15; another player's Cheng: 5",
            hand_answer(True, 15, 5),
        ),
    ]


def position_drafts() -> list[Draft]:
    """The deck's limits (Section 2): what the deck can give, and inputs it cannot."""
    return [
        _bug(
            "deck-limits",
            "four-copies",
            "four copies of R2 are a position",
            (DECK,),
            hand_input("R2 R2 R2 R2"),
            "the deck holds four of each number card",
            {"position": True},
            "position",
        ),
        _bug(
            "deck-limits",
            "nine-forbidden",
            "all nine Forbidden cards, five in hand and four on the table, are a position",
            (DECK,),
            hand_input("F F F F F", table_forbidden=4),
            "the deck holds nine Forbidden cards; claimed ones count with the hand",
            {"position": True},
            "position",
        ),
        _bug(
            "deck-limits",
            "ten-forbidden",
            "six Forbidden cards in hand and four on the table are not a position",
            (DECK,),
            {"hand": "F F F F F F", "laid": [], "table_forbidden": 4},
            "ten Forbidden cards; the deck holds nine",
            {"position": False},
            "position",
        ),
        _bug(
            "deck-limits",
            "fifth-copy-laid",
            "two R2 in hand beside a laid pung of R2 are not a position",
            (DECK,),
            {"hand": "R2 R2", "laid": ["R2 R2 R2"], "table_forbidden": 0},
            "five R2 between the hand and a laid set; the deck holds four",
            {"position": False},
            "position",
        ),
        _bug(
            "deck-limits",
            "four-wilds",
            "four wild cards are not a position",
            (DECK,),
            {"hand": "W W W W", "laid": [], "table_forbidden": 0},
            "the deck holds three wild cards",
            {"position": False},
            "position",
        ),
        _bug(
            "deck-limits",
            "two-roosters",
            "two Roosters are not a position",
            (DECK,),
            {"hand": "RO RO", "laid": [], "table_forbidden": 0},
            "the deck holds one of each Royal card",
            {"position": False},
            "position",
        ),
    ]


def bug_drafts() -> list[Draft]:
    """Every bug-class case, class by class."""
    return [
        *wild_drafts(),
        *kong_drafts(),
        *arrangement_drafts(),
        *yin_yang_drafts(),
        *laid_drafts(),
        *score_order_drafts(),
        *position_drafts(),
    ]


def bug_classes() -> Corpus:
    """Family ``bug_classes`` (source ``bug-class``): hand-worked cases, each answer passed as ``expected``."""
    cases = [build("bug_classes", "bug-class", draft) for draft in bug_drafts()]
    return corpus(
        "bug_classes",
        "Known bug classes of card-game engines, hand-worked: a wild used where a natural card is held, four "
        "copies as a kong or a pung and a run, the best of several arrangements, a Yin-Yang card as 6 in one set "
        "and 9 in another, a laid set kept whole or extended, the order of bonuses and multipliers, the deck's "
        "limits",
        cases,
    )


# ---------------------------------------------------------------------------------------------------------------
# The corpus and its coverage
# ---------------------------------------------------------------------------------------------------------------


def hand_register() -> Register:
    """What the hand corpus must cover: every rule of :data:`HAND_RULES`, every hand reading under each option."""
    entries = {entry.key: entry for entry in reading_keys(GAME)}
    return Register(
        rule_ids=HAND_RULES,
        readings={key: (entries[key].options, entries[key].default) for key in hand_keys()},
    )


def coverage_problems(corpora: Sequence[Corpus]) -> list[str]:
    """Every coverage problem of the hand corpus (empty when sound), by :func:`rulebook.core.corpus.cases.lint`.

    Unique ids and descriptions; only rules of :data:`HAND_RULES`; each of them named by a case it accepts and
    one it refuses; each hand reading's every option assumed by some case.
    """
    return lint(corpora, hand_register())


def build_corpora(max_suit_cards: int = SINGLE_SUIT_MAX, jobs: int | None = None) -> list[Corpus]:
    """The six hand families in :data:`FAMILIES` order, ``single_suit`` up to ``max_suit_cards`` red cards.

    The readings' witnesses are searched in other processes (``jobs`` at a time) while this one builds the other
    families. Raises :class:`ValueError` when the corpus does not cover :func:`hand_register`.
    """
    with ReadingSearch(jobs) as search:
        before = [worked_examples(), single_suit(max_suit_cards), forbidden_counts()]
        after = [hand_mutants_corpus(), bug_classes()]
        corpora = [*before, hand_readings(search), *after]
    problems = coverage_problems(corpora)
    if problems:
        raise ValueError("the hand corpus does not cover its register: " + "; ".join(problems))
    return corpora


def hand_corpora() -> list[Corpus]:
    """The FORBIDDEN hand corpus: the six families of this module, in :data:`FAMILIES` order (deterministic)."""
    return build_corpora()


__all__ = [
    "FAMILIES",
    "SCORE_RULES",
    "SUIT",
    "WILD_DRAGON",
    "Draft",
    "ReadingSearch",
    "bug_classes",
    "build",
    "build_corpora",
    "coverage_problems",
    "forbidden_counts",
    "hand_answer",
    "hand_corpora",
    "hand_mutants_corpus",
    "hand_readings",
    "hand_register",
    "prefix",
    "rule_outcome",
    "single_suit",
    "suit_hands",
    "worked_examples",
]
