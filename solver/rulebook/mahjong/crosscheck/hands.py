"""The winning-hand rule of classical mahjong, Z3 model against engine, for ``rulebook verify``.

Two families (the harness is :mod:`rulebook.core.verify.crosscheck`):

* every one-suit count vector (0..4 of each rank): does it split into sets, with a pair exactly when its size is
  2 mod 3? The Z3 model answers each vector, the engine's table must agree (rulebook, "Development of the game";
  ``mahjong.set.pung``, ``mahjong.set.chow``, ``mahjong.set.pair``). The standard run covers every vector of up to
  11 tiles (123,275 vectors), ``--exhaustive`` all 5^9 = 1,953,125;
* random hands with sets on the table (``mahjong.hand.standard-form``, ``mahjong.set.kong``): winning hands built
  from random sets and a pair, and near misses (one tile swapped), compared on the verdict and every split.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.mahjong.crosscheck.scoring import random_winning_hand
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.engine.tables import COPY_LEVELS, RANK_COUNT, suit_index, suit_tables
from rulebook.mahjong.hand import Hand
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, Tiles

STANDARD_SIZE = 11
"""The standard run checks every one-suit vector of up to this many tiles."""


def suit_vectors(max_size: int) -> Iterator[tuple[int, ...]]:
    """Every one-suit count vector of at most ``max_size`` tiles, in table order."""
    for vector in itertools.product(range(COPY_LEVELS), repeat=RANK_COUNT):
        if sum(vector) <= max_size:
            yield vector


@cache
def _model() -> Model:
    return Model()


def compare_suit_vector(vector: tuple[int, ...]) -> list[Disagreement]:
    """One one-suit vector: complete by the model (sets, and a pair when 2 mod 3) against the engine's table."""
    size = sum(vector)
    by_model = _model().suit_complete(vector, size % 3 == 2)
    by_engine = bool(suit_tables().pairs[suit_index(vector)] == (1 if size % 3 == 2 else 0)) and size % 3 != 1
    if by_model == by_engine:
        return []
    text = "".join(str(rank + 1) * n for rank, n in enumerate(vector)) + "m"
    return [Disagreement(size, text, "complete one-suit vector?", str(by_model), str(by_engine))]


@dataclass(frozen=True)
class HandCase:
    """A hand with sets on the table and the reading to judge it under."""

    hand: Hand
    reading: Reading


def hand_cases(count: int, seed: int) -> list[HandCase]:
    """Winning hands (four or three sets) and near misses with one tile of the hand swapped."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        reading = Reading(hand_sets=rng.choice(["four", "four", "four", "three"]))
        hand = random_winning_hand(rng, sets=reading.sets)
        if rng.random() < 0.4 and len(hand.concealed):
            counts = list(hand.concealed.counts)
            total = hand.all_tiles().counts
            out = rng.choice([k for k, n in enumerate(counts) if n])
            into = rng.choice([k for k in range(len(ALL_KINDS)) if total[k] < COPIES and k != out])
            counts[out] -= 1
            counts[into] += 1
            hand = Hand(Tiles(tuple(counts)), hand.melds)
        cases.append(HandCase(hand, reading))
    return cases


def compare_hand(case: HandCase) -> list[Disagreement]:
    """The verdict and every split of the tiles in hand, model against engine."""
    engine, model = Engine(case.reading), Model(case.reading)
    size = len(case.hand.all_tiles())
    found = []
    said = (model.wins(case.hand), engine.wins(case.hand))
    if said[0] != said[1]:
        found.append(Disagreement(size, str(case.hand), "winning?", str(said[0]), str(said[1])))
    splits = (model.hand_splits(case.hand), engine.hand_splits(case.hand))
    if splits[0] != splits[1]:
        found.append(Disagreement(size, str(case.hand), "splits", str(splits[0]), str(splits[1])))
    return found


def families(budget: int, seed: int, exhaustive: bool = False) -> list[Family[Any]]:
    """Every one-suit vector (up to 11 tiles, or all) and ``budget`` random hands with sets on the table."""
    size = RANK_COUNT * (COPY_LEVELS - 1) if exhaustive else STANDARD_SIZE
    count = sum(1 for _ in suit_vectors(size)) if size < RANK_COUNT * (COPY_LEVELS - 1) else COPY_LEVELS**RANK_COUNT
    return [
        Family(
            f"mahjong: every one-suit vector of up to {size} tiles",
            partial(suit_vectors, size),
            count,
            compare_suit_vector,
        ),
        Family(
            "mahjong: winning hands and near misses with sets on the table",
            partial(hand_cases, budget, seed),
            budget,
            compare_hand,
        ),
    ]


__all__ = ["compare_hand", "compare_suit_vector", "families", "hand_cases", "suit_vectors"]
