"""The engine against a slow brute-force search written here from the rules (Sections 5 and 7, Scoring).

The reference shares nothing with the engine but the deck constants: it expands one colour's cards, takes the
first remaining card, and tries every set that could hold it (every pung, kong and sequence of values 2..9 that has
a place for it, every choice of which other places wilds fill), recursively. It is slow, so it runs on small
colours only; the tables cover all 78,125 count vectors the same way.

Laid sets kept whole (reading laid.split=no, rule forbidden.hand.laid-sets-kept): the brute force tries, for every
laid set, every set (values and wild places) that holds all its cards, takes the extra natural cards and wilds from
the hand, and places what remains with the same reference search; the best total wins.
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rulebook.forbidden.cards import Cards
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading

RANK_OF_VALUE = {2: "2", 3: "3", 4: "4", 5: "5", 6: "Y", 7: "7", 8: "8", 9: "Y"}
RANKS = ("2", "3", "4", "5", "7", "8", "Y")
COPIES = 4


def candidate_sets() -> list[tuple[int, ...]]:
    """Every set as the values its cards stand for: pungs and kongs of 2..9, sequences of 3..8 within 2..9."""
    sets: list[tuple[int, ...]] = [(value,) * size for value in range(2, 10) for size in (3, 4)]
    sets += [tuple(range(low, high + 1)) for low in range(2, 10) for high in range(low + 2, 10)]
    return sets


CANDIDATES = candidate_sets()


def reference(
    counts: tuple[int, ...],
    wilds: int,
    *,
    held: tuple[int, ...] | None = None,
    refused: bool = False,
    wilds_per_set: int = 1,
    wild_bonus: bool = False,
    wild_counts: bool = True,
) -> int | None:
    """Best set points + Yin-Yang bonuses placing every card of ``counts`` (ranks 2 3 4 5 7 8 Y) with at most
    ``wilds`` wilds; None if impossible. ``refused``: natural copies ``held`` (default: ``counts``) plus the
    wilds standing for a rank must not exceed 4 (a wild standing for 6 or 9 stands for Y)."""
    own = dict(zip(RANKS, held if held is not None else counts, strict=True))

    @cache
    def solve(remaining: tuple[int, ...], wilds_left: int, wild_ranks: tuple[str, ...]) -> int | None:
        if not any(remaining):
            if refused and any(own[rank] + wild_ranks.count(rank) > COPIES for rank in RANKS):
                return None
            return 0
        first = RANKS[next(i for i, n in enumerate(remaining) if n)]
        best: int | None = None
        for values in CANDIDATES:
            for wild_count in range(min(wilds_per_set, wilds_left, len(values) - 1) + 1):
                for wild_places in itertools.combinations(range(len(values)), wild_count):
                    natural = Counter(RANK_OF_VALUE[v] for i, v in enumerate(values) if i not in wild_places)
                    if not natural[first]:
                        continue  # the first remaining card must be a natural card of this set
                    left = tuple(n - natural[rank] for rank, n in zip(RANKS, remaining, strict=True))
                    if min(left) < 0:
                        continue
                    used = tuple(sorted(wild_ranks + tuple(RANK_OF_VALUE[values[i]] for i in wild_places)))
                    rest = solve(left, wilds_left - wild_count, used)
                    if rest is None:
                        continue
                    size = len(values) if wild_counts else len(values) - wild_count
                    points = 10 if size >= 4 else 5
                    points += 5 * natural["Y"]
                    if wild_bonus:
                        points += 5 * sum(1 for i in wild_places if values[i] in (6, 9))
                    if best is None or points + rest > best:
                        best = points + rest
        return best

    return solve(tuple(counts), wilds, ())


def reference_partial(counts: tuple[int, ...], wilds: int, most_cards: bool, **rules: bool) -> int:
    """Best points when cards may be put aside: the best over every placed part (ties by most cards if asked);
    the exhausted-card limit still counts every natural copy held, placed or not."""
    best: tuple[int, int] = (0, 0)
    for placed in itertools.product(*(range(n + 1) for n in counts)):
        points = reference(placed, wilds, held=counts, **rules)
        if points is not None:
            key = (sum(placed), points) if most_cards else (0, points)
            best = max(best, key)
    return best[1]


READINGS = [
    {},
    {"wild.exhausted-card": "refused"},
    {"wild.yin-yang-bonus": "yes", "wild.counts-for-size": "no"},
    {"wild.exhausted-card": "refused", "wild.yin-yang-bonus": "yes"},
]


def rules_of(readings: dict[str, str]) -> dict[str, bool]:
    """The reference's keyword arguments for a reading."""
    return {
        "refused": readings.get("wild.exhausted-card") == "refused",
        "wild_bonus": readings.get("wild.yin-yang-bonus") == "yes",
        "wild_counts": readings.get("wild.counts-for-size", "yes") == "yes",
    }


def small_colours(max_cards: int) -> list[tuple[int, ...]]:
    """Every count vector of one colour with at most ``max_cards`` cards."""
    return [c for c in itertools.product(range(COPIES + 1), repeat=len(RANKS)) if sum(c) <= max_cards]


@pytest.mark.parametrize("readings", READINGS, ids=lambda r: ",".join(f"{k}={v}" for k, v in r.items()) or "default")
def test_suit_best_points_matches_the_reference_on_every_small_colour(readings: dict[str, str]) -> None:
    engine = Engine(Reading.from_mapping(readings))
    rules = rules_of(readings)
    for counts in small_colours(5 if not readings else 4):
        for wilds in range(4):
            assert engine.suit_best_points(counts, wilds) == reference(counts, wilds, **rules), (counts, wilds)


@settings(max_examples=300, deadline=None)
@given(
    counts=st.lists(st.integers(0, COPIES), min_size=len(RANKS), max_size=len(RANKS)).filter(lambda c: sum(c) <= 11),
    wilds=st.integers(0, 3),
    reading_index=st.integers(0, len(READINGS) - 1),
)
def test_suit_best_points_matches_the_reference_on_random_colours(
    counts: list[int], wilds: int, reading_index: int
) -> None:
    readings = READINGS[reading_index]
    engine = Engine(Reading.from_mapping(readings))
    assert engine.suit_best_points(counts, wilds) == reference(tuple(counts), wilds, **rules_of(readings))


@settings(max_examples=60, deadline=None)
@given(
    counts=st.lists(st.integers(0, 2), min_size=len(RANKS), max_size=len(RANKS)).filter(lambda c: sum(c) <= 7),
    wilds=st.integers(0, 2),
    reading_index=st.integers(0, len(READINGS) - 1),
    most_cards=st.booleans(),
)
def test_other_score_matches_the_reference(counts: list[int], wilds: int, reading_index: int, most_cards: bool) -> None:
    # One red colour, no Forbidden or royal card: the other score is exactly the best arrangement's points.
    readings = dict(READINGS[reading_index], arrangement="most-cards" if most_cards else "best")
    hand = Cards.from_counter({"R" + rank: n for rank, n in zip(RANKS, counts, strict=True)} | {"W": wilds})
    verdict = Engine(Reading.from_mapping(readings)).analyse(HandQuery(hand))
    expected = reference_partial(tuple(counts), wilds, most_cards, **rules_of(readings))
    assert verdict.other_score == expected


def test_the_mutant_matches_a_two_wild_reference() -> None:
    mutant = Engine(wilds_per_set=2)
    for counts in small_colours(3):
        for wilds in range(4):
            assert mutant.suit_best_points(counts, wilds) == reference(counts, wilds, wilds_per_set=2), counts


@settings(max_examples=60, deadline=None)
@given(
    red=st.lists(st.integers(0, 2), min_size=len(RANKS), max_size=len(RANKS)).filter(lambda c: sum(c) <= 6),
    black=st.lists(st.integers(0, 2), min_size=len(RANKS), max_size=len(RANKS)).filter(lambda c: sum(c) <= 6),
    wilds=st.integers(0, 3),
)
def test_wilds_are_shared_between_colours(red: list[int], black: list[int], wilds: int) -> None:
    # Colours never share a set, so the best total is the best split of the wilds between the two colours.
    options = [(reference(tuple(red), to_red), reference(tuple(black), wilds - to_red)) for to_red in range(wilds + 1)]
    totals = [r + b for r, b in options if r is not None and b is not None]
    counter = {"R" + rank: n for rank, n in zip(RANKS, red, strict=True)}
    counter |= {"B" + rank: n for rank, n in zip(RANKS, black, strict=True)} | {"W": wilds}
    verdict = Engine().analyse(HandQuery(Cards.from_counter(counter)))
    assert verdict.set_points == (max(totals) if totals else None)


# -- laid sets kept whole ---------------------------------------------------------------------------------------------

LaidSet = tuple[tuple[str, ...], int]
"""A laid set as (natural ranks, wilds)."""


def final_sets(laid: LaidSet) -> list[tuple[Counter[str], int, int, tuple[str, ...]]]:
    """Every final set holding the laid cards: (natural ranks it takes, wilds, points, ranks the wilds stand for)."""
    naturals, laid_wilds = laid
    need = Counter(naturals)
    found = []
    for values in CANDIDATES:
        for wild_count in range(laid_wilds, 2):
            if wild_count >= len(values):
                continue
            for places in itertools.combinations(range(len(values)), wild_count):
                natural = Counter(RANK_OF_VALUE[v] for i, v in enumerate(values) if i not in places)
                if any(natural[rank] < n for rank, n in need.items()):
                    continue
                points = (10 if len(values) >= 4 else 5) + 5 * natural["Y"]
                found.append((natural, wild_count, points, tuple(RANK_OF_VALUE[values[i]] for i in places)))
    return found


def brute_force(hand: tuple[int, ...], wilds: int, laid: list[LaidSet], refused: bool, partial: bool) -> int | None:
    """Best points of one colour with laid sets kept whole (every card placed unless ``partial``)."""
    held = list(hand)
    for naturals, _ in laid:
        for rank in naturals:
            held[RANKS.index(rank)] += 1
    best: int | None = None
    for choice in itertools.product(*(final_sets(one) for one in laid)):
        rest = list(hand)
        hand_wilds = wilds
        points = 0
        wild_ranks: list[str] = []
        for (natural, wild_count, set_points, ranks), (laid_naturals, laid_wilds) in zip(choice, laid, strict=True):
            extra = natural - Counter(laid_naturals)
            for rank, n in extra.items():
                rest[RANKS.index(rank)] -= n
            hand_wilds -= wild_count - laid_wilds
            points += set_points
            if not laid_wilds:  # a wild laid with its set is exempt from the exhausted-card limit
                wild_ranks += ranks
        if min(rest) < 0 or hand_wilds < 0:
            continue
        if refused and any(held[RANKS.index(rank)] + wild_ranks.count(rank) > 4 for rank in set(wild_ranks)):
            continue
        parts = itertools.product(*(range(n + 1) for n in rest)) if partial else [tuple(rest)]
        for placed in parts:
            value = _rest_value(placed, hand_wilds, tuple(held), wild_ranks, refused)
            if value is not None and (best is None or points + value > best):
                best = points + value
    return best


def _rest_value(
    placed: tuple[int, ...], wilds: int, held: tuple[int, ...], used: list[str], refused: bool
) -> int | None:
    """The reference search on the hand's remaining cards, with the laid sets' wilds counted against the limit."""
    if not refused:
        return reference(placed, wilds)
    # Shrink what the remaining wilds may stand for by the laid sets' wilds: count them as held copies.
    limit = tuple(n + used.count(rank) for rank, n in zip(RANKS, held, strict=True))
    if max(limit) > 4:
        return None
    return reference(placed, wilds, held=limit, refused=True)


def laid_sets() -> st.SearchStrategy[LaidSet]:
    """A valid red laid set: a candidate set with at most one wild place."""

    def build(values: tuple[int, ...], wild: int | None) -> LaidSet:
        place = None if wild is None else wild % len(values)
        naturals = tuple(RANK_OF_VALUE[v] for i, v in enumerate(values) if i != place)
        return naturals, 0 if place is None else 1

    small = [values for values in CANDIDATES if len(values) <= 4]
    return st.builds(build, st.sampled_from(small), st.one_of(st.none(), st.integers(0, 7)))


def as_cards(naturals: tuple[str, ...], wilds: int) -> Cards:
    """Red natural cards and wilds as :class:`Cards`."""
    counter = Counter("R" + rank for rank in naturals)
    return Cards.from_counter(counter | ({"W": wilds} if wilds else {}))


@settings(max_examples=120, deadline=None)
@given(
    laid=st.lists(laid_sets(), min_size=1, max_size=2),
    hand=st.lists(st.sampled_from(RANKS), max_size=5),
    wilds=st.integers(0, 1),
    refused=st.booleans(),
)
def test_laid_sets_match_the_brute_force(laid: list[LaidSet], hand: list[str], wilds: int, refused: bool) -> None:
    laid_wilds = sum(w for _, w in laid)
    counts = Counter(hand)
    for naturals, _ in laid:
        counts.update(naturals)
    assume(max(counts.values(), default=0) <= 4 and laid_wilds + wilds <= 3)
    hand_counts = tuple(hand.count(rank) for rank in RANKS)
    query = HandQuery(as_cards(tuple(hand), wilds), tuple(as_cards(n, w) for n, w in laid))
    engine = Engine(Reading(wild_exhausted_card="refused" if refused else "allowed"))
    verdict = engine.analyse(query)
    assert verdict.set_points == brute_force(hand_counts, wilds, laid, refused, partial=False)
    best_partial = brute_force(hand_counts, wilds, laid, refused, partial=True)
    assume(best_partial is not None)  # the as-laid fallback is a documented engine choice, not a rule
    assert verdict.other_score == best_partial
