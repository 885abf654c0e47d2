"""The lookups that spell out an arrangement from the per-colour tables: the step table and the placed parts.

Checked against the tables' definitions (module docstring of ``rulebook.forbidden.engine.tables``), not against
another run of the code: a decomposition places exactly the colour's cards with exactly the wild multiset and
scores the exact table's value; a placed part lies within the cards and reaches their prefix value by placing all
of its own cards.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from rulebook.forbidden.engine import tables
from rulebook.forbidden.engine.tables import MOST_CARDS_SCALE, Objective, SuitTables, TableKey, counts_at

KEYS = [TableKey(), TableKey(exhausted_refused=True), TableKey(wild_yin_yang_bonus=True, wild_counts_for_size=False)]


def sample(table: SuitTables, layer: str, count: int, seed: int) -> list[tuple[int, int]]:
    """``count`` random (wild multiset, count vector) pairs where ``layer`` (exact or a prefix) has a value."""
    rng = random.Random(seed)
    values = table.exact if layer == "exact" else table.prefix(Objective(layer))
    found: list[tuple[int, int]] = []
    while len(found) < count:
        position, index = rng.randrange(len(table.wild_sets)), rng.randrange(tables.SUIT_STATES)
        if values[position, index] >= 0:
            found.append((position, index))
    return found


@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_a_decomposition_places_every_card_with_the_wilds_for_the_exact_value(key: TableKey) -> None:
    table = tables.suit_tables(key)
    for position, index in sample(table, "exact", 400, seed=1):
        shapes = table.decompose(index, position)
        placed = [sum(column) for column in zip(*(shape.naturals for shape in shapes), strict=True)] or [0] * 7
        assert tuple(placed) == counts_at(index)
        classes = Counter(kind if key.exhausted_refused else 0 for shape in shapes for kind in shape.wild_kinds)
        assert classes == Counter(table.wild_sets.items[position])
        assert sum(shape.points(key.scoring) for shape in shapes) == table.exact[position, index]


@pytest.mark.parametrize("objective", [Objective.BEST, Objective.MOST_CARDS])
@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
def test_a_placed_part_lies_within_the_cards_and_reaches_their_prefix_value(
    key: TableKey, objective: Objective
) -> None:
    table = tables.suit_tables(key)
    prefix = table.prefix(objective)
    for position, index in sample(table, objective.value, 300, seed=2):
        part = table.placed_part(objective, index, position)
        whole, within = counts_at(index), counts_at(part)
        assert all(a <= b for a, b in zip(within, whole, strict=True))
        points = int(table.exact[position, part])
        assert points >= 0
        value = points + (sum(within) * MOST_CARDS_SCALE if objective is Objective.MOST_CARDS else 0)
        assert value == prefix[position, index]


def test_complete_places_the_whole() -> None:
    # Under COMPLETE no card is put aside: the placed part of a count vector is the vector itself.
    table = tables.suit_tables(TableKey())
    assert table.placed_part(Objective.COMPLETE, 12345, 0) == 12345


@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
def test_a_wild_multiset_is_usable_unless_a_kind_would_exceed_four_copies_under_refused(key: TableKey) -> None:
    # wild.exhausted-card=refused: a wild may not stand for a kind whose four copies (natural ones plus other wilds
    # standing for it) are already there; under allowed a wild stands for no kind, so any hand may use any multiset.
    table = tables.suit_tables(key)
    rng = random.Random(5)
    for position, wilds in enumerate(table.wild_sets.items):
        for _ in range(60):
            held = tuple(rng.randrange(5) for _ in range(7))
            standing_for = Counter(wilds) if key.exhausted_refused else Counter()
            expected = all(held[kind] + standing_for[kind] <= 4 for kind in range(7))
            assert table.allows(position, held) is expected, (wilds, held)


@pytest.mark.parametrize("key", KEYS[:2], ids=repr)
def test_the_fewest_wilds_by_counts_is_the_flat_table_read_by_base_five_digits(key: TableKey) -> None:
    # min_wilds_by_counts (a MinWildsByCounts) is filled as it is read: every count vector of 0 to 4 must give the
    # flat table's entry at the vector read as a base-5 number (first count most significant), in any order asked;
    # any other key is a KeyError, as in a dict of every vector (FastChecks.is_complete relies on it).
    table = tables.suit_tables(key)
    by_counts = tables.MinWildsByCounts(table.min_wilds)  # a fresh, empty one
    flat = table.min_wilds.tolist()
    vectors = list(itertools.product(range(5), repeat=7))
    random.Random(3).shuffle(vectors)
    for vector in vectors:
        assert by_counts[vector] == flat[int("".join(map(str, vector)), 5)]
    for wrong in [(5, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, -1, 0), (0,) * 6, (0,) * 8, (1.5, 0, 0, 0, 0, 0, 0)]:
        with pytest.raises(KeyError):
            by_counts[wrong]


@pytest.mark.parametrize("objective", list(Objective))
@pytest.mark.parametrize("key", KEYS, ids=repr)
def test_a_column_worked_out_alone_is_the_whole_tables_column(key: TableKey, objective: Objective) -> None:
    # prefix_column / by_wilds_column work a count vector out alone (a box maximum of the exact table) until
    # COLUMNS_BEFORE_TABLES vectors, then read the whole tables: both ways must give the whole tables' entries.
    whole = SuitTables(key)
    prefix, by_wilds = whole.prefix(objective), whole.by_wilds(objective)
    alone = SuitTables(key)
    rng = random.Random(7)
    indices = [0, tables.SUIT_STATES - 1] + [rng.randrange(tables.SUIT_STATES) for _ in range(300)]
    assert len(indices) > tables.COLUMNS_BEFORE_TABLES
    for index in indices:
        assert alone.prefix_column(objective, index) == prefix[:, index].tolist(), index
        assert alone.by_wilds_column(objective, index) == by_wilds[:, index].tolist(), index


def test_a_column_of_a_hand_worked_example() -> None:
    # R2 R3 R4 R8 without wilds: the sequence R2-R4 is the only set (5 points, forbidden.score.sets) and R8 is left
    # over, so no arrangement places every card; put aside, the best value is 5, and under most-cards the three
    # cards placed count 1024 each before the points.
    table = SuitTables(TableKey())
    index = tables.suit_index((1, 1, 1, 0, 0, 1, 0))
    empty = table.wild_sets.index[()]
    assert table.prefix_column(Objective.COMPLETE, index)[empty] == tables.IMPOSSIBLE
    assert table.prefix_column(Objective.BEST, index)[empty] == 5
    assert table.prefix_column(Objective.MOST_CARDS, index)[empty] == 3 * MOST_CARDS_SCALE + 5
    assert table.by_wilds_column(Objective.BEST, index)[0] == 5
    assert table.by_wilds_column(Objective.COMPLETE, index)[0] == tables.IMPOSSIBLE


@pytest.mark.parametrize(("classes", "refused"), [(1, False), (7, True)])
def test_a_multiset_less_some_wilds_is_the_multiset_difference(classes: int, refused: bool) -> None:
    # WildMultisets.without: the multiset with the removed classes taken out, or None when one is not in it.
    multisets = tables.WildMultisets(classes, refused)
    for position, item in enumerate(multisets.items):
        for size in range(4):
            for removed in itertools.combinations_with_replacement(range(classes), size):
                rest = Counter(item)
                rest.subtract(removed)
                left = tuple(sorted(rest.elements()))
                expected = None if min(rest.values(), default=0) < 0 else multisets.index[left]
                assert multisets.without(position, removed) == expected, (item, removed)
    assert multisets.without(multisets.index[(0, 0)], (0,)) == multisets.index[(0,)]
    assert multisets.without(multisets.index[(0,)], (0, 0)) is None
