"""The FORBIDDEN cross-check families: the Z3 model against the engine, case by case.

Families (all under one reading each case, the default unless the case says otherwise):

* ``single-suit``: every count vector of one colour (7 kinds, 0–4 copies: 5^7 = 78,125) with 0–3 wilds. The two
  must agree on completeness and on the best set points; the model confirms the engine's best value ``b`` by two
  satisfiability questions — some arrangement reaches ``b``, none reaches ``b + 1`` — so it never takes the
  engine's arrangement on trust.
* ``hands``: random 13- and 14-card hands with laid sets, claimed Forbidden cards, royals and random readings;
  every number of the verdict (completeness, may-Cheng, set points, both scores, refusing rules) must agree.
* ``discards``: random hands after drawing; both must find the same discard choices with the same scores.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.forbidden.cards import COPIES_PER_NUMBER_CARD, DECK_COPIES, KINDS_PER_COLOUR, RANKS, WILD
from rulebook.forbidden.crosscheck.samples import random_query, random_reading
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.reading import Reading

SuitCase = tuple[tuple[int, ...], int]
HandCase = tuple[HandQuery, Reading]
MAX_WILDS = DECK_COPIES[WILD]
VERDICT_FIELDS = ("complete", "may_cheng", "set_points", "cheng_score", "other_score", "refused_by")


_PROCESS_ENCODINGS: dict[tuple[Reading, tuple[tuple[str, Any], ...]], tuple[Model, Engine]] = {}


def encodings(reading: Reading, engine_options: dict[str, Any]) -> tuple[Model, Engine]:
    """The model and engine for ``reading``, built once per process (worker processes keep theirs across chunks)."""
    key = (reading, tuple(sorted(engine_options.items())))
    if key not in _PROCESS_ENCODINGS:
        _PROCESS_ENCODINGS[key] = (Model(reading), Engine(reading, **engine_options))
    return _PROCESS_ENCODINGS[key]


def describe_suit(counts: Sequence[int], wilds: int) -> str:
    """A single-suit case in card notation (red stands for any colour)."""
    cards = [f"R{rank}" for rank, n in zip(RANKS, counts, strict=True) for _ in range(n)]
    return " ".join(cards + [WILD] * wilds) or "(no cards)"


@dataclass
class SuitComparison:
    """Compare one single-suit case; picklable, so it can run in worker processes."""

    reading: Reading = field(default_factory=Reading)
    engine_options: dict[str, Any] = field(default_factory=dict)

    def __call__(self, case: SuitCase) -> list[Disagreement]:
        """The disagreements on one single-suit case (none or one)."""
        model, engine = encodings(self.reading, self.engine_options)
        counts, wilds = case
        size = sum(counts) + wilds
        text = describe_suit(counts, wilds)
        best = engine.suit_best_points(counts, wilds)
        if best is None:
            if model.suit_complete(counts, wilds):
                return [Disagreement(size, text, "every card placed?", "yes", "no")]
            return []
        if not model.suit_points_at_least(counts, wilds, best):
            model_says = "complete, but fewer points" if model.suit_complete(counts, wilds) else "not complete"
            return [Disagreement(size, text, "best set points", model_says, str(best))]
        if model.suit_points_at_least(counts, wilds, best + 1):
            return [Disagreement(size, text, "best set points", f"more than {best}", str(best))]
        return []


def all_suit_cases() -> Iterator[SuitCase]:
    """Every count vector of one colour with 0..3 wilds: 78,125 × 4 cases."""
    for counts in itertools.product(range(COPIES_PER_NUMBER_CARD + 1), repeat=KINDS_PER_COLOUR):
        for wilds in range(MAX_WILDS + 1):
            yield counts, wilds


def small_suit_cases(max_cards: int) -> list[SuitCase]:
    """Every single-suit case with at most ``max_cards`` cards, wilds included (an exhaustive small domain)."""
    return [case for case in all_suit_cases() if sum(case[0]) + case[1] <= max_cards]


def sampled_suit_cases(count: int, seed: int) -> list[SuitCase]:
    """``count`` single-suit cases drawn uniformly from all of them."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        counts = tuple(rng.randint(0, COPIES_PER_NUMBER_CARD) for _ in range(KINDS_PER_COLOUR))
        cases.append((counts, rng.randint(0, MAX_WILDS)))
    return cases


def _describe(query: HandQuery, reading: Reading) -> str:
    changed = " ".join(f"--reading {key}={value}" for key, value in reading.changed().items())
    return f"{query.describe()} {changed}".strip()


@dataclass
class HandComparison:
    """Compare every number of the verdict on one hand case."""

    engine_options: dict[str, Any] = field(default_factory=dict)

    def __call__(self, case: HandCase) -> list[Disagreement]:
        """One disagreement per verdict field the two answer differently."""
        query, reading = case
        model, engine = encodings(reading, self.engine_options)
        by_model, by_engine = model.analyse(query), engine.analyse(query)
        size = len(query.all_cards()) + query.table_forbidden
        return [
            Disagreement(
                size, _describe(query, reading), name, str(getattr(by_model, name)), str(getattr(by_engine, name))
            )
            for name in VERDICT_FIELDS
            if getattr(by_model, name) != getattr(by_engine, name)
        ]


@dataclass
class DiscardComparison:
    """Compare the discard choices (and their Cheng scores) on one hand case."""

    engine_options: dict[str, Any] = field(default_factory=dict)

    def __call__(self, case: HandCase) -> list[Disagreement]:
        """A disagreement if the discard choices or their scores differ."""
        query, reading = case
        model, engine = encodings(reading, self.engine_options)
        by_model = sorted((option.discards, option.verdict.cheng_score) for option in model.discards(query))
        by_engine = sorted((option.discards, option.verdict.cheng_score) for option in engine.discards(query))
        if by_model == by_engine:
            return []
        size = len(query.all_cards()) + query.table_forbidden
        return [Disagreement(size, _describe(query, reading), "discards before Cheng", str(by_model), str(by_engine))]


def hand_cases(count: int, seed: int, *, size: int | None = None) -> list[HandCase]:
    """``count`` random hands, each with a random reading."""
    rng = random.Random(seed)
    return [(random_query(rng, size=size), random_reading(rng)) for _ in range(count)]


@dataclass(frozen=True)
class Budget:
    """How many cases each family checks."""

    suit_max_cards: int
    suit_sample: int
    hands: int
    discards: int
    exhaustive_suits: bool = False


STANDARD = Budget(suit_max_cards=5, suit_sample=600, hands=160, discards=40)
EXHAUSTIVE = Budget(suit_max_cards=0, suit_sample=0, hands=3_000, discards=400, exhaustive_suits=True)


def families(budget: Budget, seed: int = 2026, engine_options: dict[str, Any] | None = None) -> list[Family[Any]]:
    """The FORBIDDEN cross-check families for ``budget``."""
    options = dict(engine_options or {})
    if budget.exhaustive_suits:
        suit_family: Family[Any] = Family(
            "forbidden: single-suit sets (all 5^7 x 0-3 wilds)",
            all_suit_cases,
            (COPIES_PER_NUMBER_CARD + 1) ** KINDS_PER_COLOUR * (MAX_WILDS + 1),
            SuitComparison(engine_options=options),
        )
    else:
        suit_cases = small_suit_cases(budget.suit_max_cards) + sampled_suit_cases(budget.suit_sample, seed)
        suit_family = Family(
            f"forbidden: single-suit sets (all <= {budget.suit_max_cards} cards + {budget.suit_sample:,} sampled)",
            lambda: suit_cases,
            len(suit_cases),
            SuitComparison(engine_options=options),
        )
    hands = hand_cases(budget.hands, seed)
    discard_hands = hand_cases(budget.discards, seed + 1, size=14)
    return [
        suit_family,
        Family("forbidden: whole hands, scores, readings", lambda: hands, len(hands), HandComparison(options)),
        Family(
            "forbidden: discards before Cheng", lambda: discard_hands, len(discard_hands), DiscardComparison(options)
        ),
    ]
