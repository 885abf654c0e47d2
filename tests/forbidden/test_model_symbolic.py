"""The Z3 model's symbolic interface, and the model against a brute-force reading of Section 5 on tiny hands.

The brute force below is deliberately naive: it tries every way to split a handful of cards into groups and checks
each group against the words of Section 5 (one colour; three or four of one rank, or a run of three or more
consecutive ranks 2..9; Yin-Yang as 6 or 9; at most one wild). It is only usable for a few cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations, product

import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.forbidden.cards import ALL_KINDS, NUMBER_KINDS, WILD, Cards
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.model.symbolic import Arrangement, SymbolicHand, constants, hand_formulas
from rulebook.forbidden.reading import DEFAULT

FACE = {"2": 2, "3": 3, "4": 4, "5": 5, "7": 7, "8": 8}


def is_set(group: Sequence[str]) -> bool:
    """Section 5, literally, for one group of card tokens."""
    naturals = [card for card in group if card != WILD]
    if len(group) < 3 or len(group) - len(naturals) > 1 or len({card[0] for card in naturals}) > 1:
        return False
    choices = [[FACE[card[1]]] if card[1] in FACE else [6, 9] for card in naturals]
    for values in product(*choices):
        for wild in [None] if len(group) == len(naturals) else list(range(2, 10)):
            every = sorted([*values, *([wild] if wild is not None else [])])
            same = len(set(every)) == 1 and len(every) <= 4
            run = every == list(range(every[0], every[0] + len(every)))
            if same or run:
                return True
    return False


def splits(cards: tuple[str, ...]) -> bool:
    """Can every natural card be placed in groups that are sets (wilds may stay out)?"""
    naturals = [card for card in cards if card != WILD]
    if not naturals:
        return True
    first, rest = naturals[0], list(cards)
    rest.remove(first)
    for size in range(2, len(rest) + 1):
        for others in set(combinations(sorted(rest), size)):
            if is_set([first, *others]):
                left = list(rest)
                for card in others:
                    left.remove(card)
                if splits(tuple(left)):
                    return True
    return False


@cache
def default_model() -> Model:
    return Model()


def test_z3_finds_a_hand_complete_only_with_a_wild() -> None:
    # Ask Z3: a red hand of 4 to 6 number cards and one wild, complete; the same numbers without the wild: no
    # arrangement at all (quantified over every arrangement's variables).
    hand = SymbolicHand.variables("h")
    without = SymbolicHand({k: z3.IntVal(0) if k == WILD else v for k, v in hand.cards.items()}, hand.table_forbidden)
    with_wild = hand_formulas(hand, Arrangement.fresh("with", 2, colours=(0,)), DEFAULT)
    no_wild = hand_formulas(without, Arrangement.fresh("without", 2, colours=(0,)), DEFAULT)
    solver = z3.Solver()
    solver.add(with_wild.domain, hand.count(WILD) == 1, hand.natural_cards() >= 4, hand.natural_cards() <= 6)
    solver.add(*(hand.cards[kind] == 0 for kind in ALL_KINDS if kind not in NUMBER_KINDS[:7] and kind != WILD))
    solver.add(with_wild.complete, z3.ForAll(no_wild.variables(), z3.Not(no_wild.complete)))
    assert solver.check() == z3.sat
    found = solver.model()
    counts = {kind: found.eval(term).as_long() for kind, term in hand.cards.items()}
    cards = tuple(kind for kind, n in counts.items() for _ in range(n))
    # Checked by brute force over Section 5: complete with the wild, not without; and by the model's API.
    assert splits(cards)
    assert not splits(tuple(card for card in cards if card != WILD))
    assert 4 <= sum(1 for card in cards if card != WILD) <= 6
    assert default_model().is_complete(HandQuery(Cards.from_counter(Counter(cards))))
    assert not default_model().is_complete(HandQuery(Cards.from_counter(Counter(c for c in cards if c != WILD))))


def test_symbolic_cheng_score_of_a_fixed_hand() -> None:
    # R2 R3 R4 F F as constants: the run scores 5, the Cheng score (5 + 10) x 2 = 30, may_cheng holds.
    hand = SymbolicHand.constant(Cards.from_counter({"R2": 1, "R3": 1, "R4": 1, "F": 2}))
    terms = hand_formulas(hand, Arrangement.fresh("a", 1), DEFAULT)
    solver = z3.Solver()
    solver.add(terms.may_cheng)
    assert solver.check() == z3.sat
    assert solver.model().eval(terms.set_points).as_long() == 5
    assert solver.model().eval(terms.cheng_score).as_long() == 30


# Tiny hands of one or two colours around a few ranks, so that sets are common.
KINDS = ["R2", "R3", "R4", "R5", "RY", "R7", "G3", "G4", "G5"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(KINDS), min_size=1, max_size=6), st.integers(0, 1))
def test_model_agrees_with_brute_force_on_tiny_hands(kinds: list[str], wilds: int) -> None:
    counts = Counter(kinds)
    if max(counts.values()) > 4:
        return
    cards = (*kinds, *[WILD] * wilds)
    query = HandQuery(Cards.from_counter(Counter(cards)))
    assert default_model().is_complete(query) is splits(tuple(cards))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(NUMBER_KINDS), min_size=3, max_size=14))
def test_without_wilds_a_hand_is_complete_colour_by_colour(kinds: list[str]) -> None:
    # Sets never mix colours (Section 5), so without wilds a hand is complete exactly when each colour is.
    counts = Counter(kinds)
    if max(counts.values()) > 4:
        return
    query = HandQuery(Cards.from_counter(counts))
    numbers = query.hand.number_counts
    suits = [numbers[colour * 7 : colour * 7 + 7] for colour in range(3)]
    assert default_model().is_complete(query) is all(default_model().suit_complete(suit, 0) for suit in suits)


def test_constants_lists_each_free_constant_once_in_walk_order_and_leaves_out_the_excluded() -> None:
    x, y, z = z3.Int("x"), z3.Int("y"), z3.Int("z")
    flag = z3.Bool("flag")
    # x twice, a bound variable inside a quantifier (not free: the walk does not enter quantifiers), numerals.
    bound = z3.Int("bound")
    formula = z3.And(x + y > 2, z3.Or(flag, x < 3), z3.ForAll([bound], bound * bound >= 0), z == 7)
    # Depth first, last child first: z == 7 gives z; the quantifier is a leaf; Or gives x (from x < 3), then flag;
    # x + y > 2 gives y (x is already listed).
    assert [str(term) for term in constants(formula)] == ["z", "x", "flag", "y"]
    assert [str(term) for term in constants(formula, exclude={"x", "flag"})] == ["z", "y"]
    found = constants(formula)
    assert all(isinstance(term, z3.ExprRef) for term in found)
    assert z3.is_int(found[0]) and z3.is_bool(found[2])  # typed terms, usable in arithmetic and logic
