"""The cross-check families of ``rulebook verify`` for Tien Zi Que: the Z3 model against the engine.

* **score piles** (:mod:`.piles`, ``tzq.score.*``): every five-card score pile — all 920,178 with
  ``--exhaustive`` (``make verify``), a uniform seeded sample otherwise — under the default reading and under each
  other option of each hand-scope reading key; then a sample under random choices of every hand key at once;
* **combinations** (:mod:`.hands`, ``tzq.combination.*``): every two, three and four cards up to the series for
  what they make, and every hand of five plus a drawn or discarded card up to the series (all 344,358 questions with
  ``--exhaustive``, a sample otherwise);
* **legal actions** (:mod:`.games`, ``tzq.turn.actions``, ``tzq.round.mahjong``): every state of seeded random
  games;
* **what an action leads to** (:mod:`.course`, ``tzq.turn.*``, ``tzq.draw.exhausted``, ``tzq.round.mahjong``,
  ``tzq.game.rounds``): a random action on every state of seeded random games, also with the draw pile cut down to
  two, one and no card, under every pair of options of ``round.exhausted`` and ``draw.reshuffle``.

What it costs (measured on the two-core development machine, shared): the Z3 model needs about 3 ms a pile, so
scoring every pile with it would take about 50 minutes of one core a reading. With ``--exhaustive`` the engine
scores every pile (one to two minutes a reading) and the model answers one question per class of piles, about a
thousand classes (20 to 60 s a reading, :mod:`.pile_classes`). The standard run takes seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import Family
from rulebook.tzq.crosscheck.course import CUTS, CourseComparison, course_cases
from rulebook.tzq.crosscheck.games import LegalComparison, game_cases
from rulebook.tzq.crosscheck.hands import (
    CombinationsComparison,
    HandCase,
    WaysComparison,
    every_hand_case,
    every_ways_case,
    hand_count,
    sampled_hand_cases,
    ways_count,
)
from rulebook.tzq.crosscheck.pile_classes import ClassComparison, class_cases
from rulebook.tzq.crosscheck.piles import (
    ROW_PILES,
    ScoreComparison,
    hand_readings,
    mixed_cases,
    reading_words,
    standard_piles,
    under,
)
from rulebook.tzq.reading import Reading

CLASSES_ABOUT = 1_041
"""Classes of five-card piles under the default colour table (776 under honours-white): the progress bar's total."""
STANDARD_PILES = 250
"""Score piles per reading in the standard run (``make run``): eight hand readings keep the standard run's score
piles under 2,500."""
MIXED_PILES = 300
"""Piles under random choices of every hand key (standard run; ten times as many with ``--exhaustive``)."""
STANDARD_HANDS = 1_000
"""Hands of five plus a card in the standard run."""
STANDARD_GAMES = 5
EXHAUSTIVE_GAMES = 100
"""Random games in the standard and exhaustive runs."""
STATES_PER_GAME = 370
"""About how many states a random game passes through (the progress bar's total only)."""
COURSE_GAMES = 40
"""Random games whose steps both encodings apply, with ``--exhaustive`` (the standard run plays the five above)."""


def _piles(reading: Reading, seed: int) -> Any:
    return under(reading, standard_piles(STANDARD_PILES, seed))


def pile_families(budget: VerifyBudget) -> list[Family[Any]]:
    """Every pile (or a sample) under each hand-scope reading, then piles under random mixed readings.

    With ``--exhaustive`` every pile is scored by the engine and asked about by the model class by class
    (:mod:`.pile_classes`); otherwise a sample is scored by both, pile by pile.
    """
    families: list[Family[Any]]
    if budget.exhaustive:
        families = [
            Family(
                f"tzq: every five-card score pile, by class ({reading_words(reading)})",
                partial(class_cases, reading),
                CLASSES_ABOUT,
                ClassComparison(),
            )
            for reading in hand_readings()
        ]
    else:
        families = [
            Family(
                f"tzq: {STANDARD_PILES} sampled five-card score piles and one for each row ({reading_words(reading)})",
                partial(_piles, reading, budget.seed),
                len(ROW_PILES) + STANDARD_PILES,
                ScoreComparison(),
            )
            for reading in hand_readings()
        ]
    mixed = MIXED_PILES * (10 if budget.exhaustive else 1)
    families.append(
        Family(
            f"tzq: {mixed} sampled score piles under random hand readings",
            partial(mixed_cases, mixed, budget.seed),
            mixed,
            ScoreComparison(),
        )
    )
    return families


def combination_families(budget: VerifyBudget) -> list[Family[Any]]:
    """What two to four cards make; the combinations of a hand of five and a drawn or discarded card."""
    hands: Callable[[], Iterable[HandCase]]
    if budget.exhaustive:
        hands, total, which = every_hand_case, hand_count(), "every hand of five plus a card, up to the series"
    else:
        hands = partial(sampled_hand_cases, STANDARD_HANDS, budget.seed)
        total, which = STANDARD_HANDS, f"{STANDARD_HANDS} sampled hands of five plus a card"
    return [
        Family(
            "tzq: what every 2, 3 or 4 cards make, up to the series", every_ways_case, ways_count(), WaysComparison()
        ),
        Family(f"tzq: combinations of {which}", hands, total, CombinationsComparison()),
    ]


def game_families(budget: VerifyBudget) -> list[Family[Any]]:
    """Every state of seeded random games: its legal actions, and what a random one leads to."""
    games = EXHAUSTIVE_GAMES if budget.exhaustive else STANDARD_GAMES
    course = COURSE_GAMES if budget.exhaustive else STANDARD_GAMES
    return [
        Family(
            f"tzq: legal actions on every state of {games} random games",
            partial(game_cases, games, budget.seed),
            games * STATES_PER_GAME,
            LegalComparison(),
        ),
        Family(
            f"tzq: what a random action leads to on every state of {course} random games, the draw pile also cut down",
            partial(course_cases, course, budget.seed),
            course * STATES_PER_GAME * (1 + len(CUTS)) // 2,
            CourseComparison(),
        ),
    ]


def families(budget: VerifyBudget) -> list[Family[Any]]:
    """Every family of ``rulebook verify`` for Tien Zi Que at ``budget``."""
    return [*pile_families(budget), *combination_families(budget), *game_families(budget)]


__all__ = ["combination_families", "families", "game_families", "pile_families"]
