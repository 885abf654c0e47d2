"""A FORBIDDEN hand as Z3 terms: which cards a player holds, completeness (Section 7) and scoring ("Scoring").

:class:`SymbolicHand` holds one integer term per card kind (number cards, ``F``, ``W``, the four royals) and the
Forbidden cards claimed onto the table; the terms may be variables (to search for hands with given properties) or
constants (to answer one question). :class:`SymbolicLaid` is one set laid down during the round.

The rules, each a group of constraints tracked under its rule id:

* ``forbidden.hand.all-numbers-in-sets`` — every number card of hand and laid sets is placed in a set.
* ``forbidden.hand.laid-sets-kept`` — under ``laid.split=no`` every laid set stays a set of its own, which may
  gain cards from the hand.
* ``forbidden.set.one-wild`` under ``wild.exhausted-card=refused`` — no wild stands for a card whose four copies
  the player holds.

and the scoring terms: the lone-Forbidden rule, the Forbidden multiplier and penalty, the Cheng and Rooster
bonuses and the Royal Marriage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import z3

from solver.forbidden.cards import (
    ALL_KINDS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    EMPEROR,
    EMPRESS,
    FORBIDDEN,
    NUMBER_KINDS,
    ROOSTER,
    WILD,
    Cards,
)
from solver.forbidden.model_sets import ONE_WILD, Arrangement, Rules, total
from solver.forbidden.reading import Reading

ALL_NUMBERS = "forbidden.hand.all-numbers-in-sets"
LAID_KEPT = "forbidden.hand.laid-sets-kept"
LONE_FORBIDDEN = "forbidden.cheng.lone-forbidden"
CHENG_BONUS_RULE = "forbidden.score.cheng-bonus"
ROOSTER_RULE = "forbidden.score.rooster"
MULTIPLIER_RULE = "forbidden.score.forbidden-multiplier"
PENALTY_RULE = "forbidden.score.forbidden-penalty"
MARRIAGE_RULE = "forbidden.score.royal-marriage"

CHENG_BONUS = 10
"""Scoring: the player who goes Cheng."""
ROOSTER_CHENG_BONUS = 10
"""Scoring: the Rooster, for the Cheng player."""
ROOSTER_OTHER_BONUS = 15
"""Scoring: the Rooster, for any other player."""
FORBIDDEN_PENALTY = 5
"""Scoring: deducted for each Forbidden card held by a player who did not go Cheng."""
MARRIAGE_FACTOR = 2
"""Scoring: the Royal Marriage doubles the whole score."""
LEAST_MULTIPLIER = 2
"""Section 7 and Scoring: going Cheng takes zero or two or more Forbidden cards; two or more multiply."""


@dataclass(frozen=True)
class SymbolicHand:
    """How many cards of each kind a player holds in hand, and how many Forbidden cards they claimed."""

    cards: Mapping[str, z3.ArithRef]
    table_forbidden: z3.ArithRef

    @classmethod
    def variables(cls, name: str) -> SymbolicHand:
        """A hand of unknown cards: one named integer variable per kind (see :meth:`domain`)."""
        return cls({kind: z3.Int(f"{name}.{kind}") for kind in ALL_KINDS}, z3.Int(f"{name}.table_forbidden"))

    @classmethod
    def constant(cls, cards: Cards, table_forbidden: int = 0) -> SymbolicHand:
        """The hand ``cards`` as constants."""
        return cls(
            {kind: z3.IntVal(n) for kind, n in zip(ALL_KINDS, cards.counts, strict=True)}, z3.IntVal(table_forbidden)
        )

    def count(self, kind: str) -> z3.ArithRef:
        """Cards of ``kind`` held."""
        return self.cards[kind]

    def number(self, kind: int) -> z3.ArithRef:
        """Cards of number-card kind ``NUMBER_KINDS[kind]`` held."""
        return self.cards[NUMBER_KINDS[kind]]

    def holds(self, kind: str) -> z3.BoolRef:
        """Whether at least one card of ``kind`` (say the Emperor) is held."""
        return self.cards[kind] >= 1

    def natural_cards(self) -> z3.ArithRef:
        """Number cards held."""
        return total([self.cards[kind] for kind in NUMBER_KINDS])

    def size(self) -> z3.ArithRef:
        """Cards held in hand (claimed Forbidden cards not included)."""
        return total(list(self.cards.values()))

    def minus(self, other: SymbolicHand) -> SymbolicHand:
        """The hand without the cards of ``other`` (say its discards); the claimed Forbidden cards stay."""
        return SymbolicHand({kind: self.cards[kind] - other.cards[kind] for kind in ALL_KINDS}, self.table_forbidden)

    def variables_list(self) -> list[z3.ExprRef]:
        """Every term of the hand (the variables, for a hand made by :meth:`variables`)."""
        return [*self.cards.values(), self.table_forbidden]

    def domain(self) -> list[z3.BoolRef]:
        """No negative counts and no more copies than the deck holds (Section 2, ``forbidden.deck.composition``)."""
        constraints = [z3.And(n >= 0, n <= DECK_COPIES[kind]) for kind, n in self.cards.items()]
        constraints += [
            self.table_forbidden >= 0,
            self.cards[FORBIDDEN] + self.table_forbidden <= DECK_COPIES[FORBIDDEN],
        ]
        return constraints


@dataclass(frozen=True)
class SymbolicLaid:
    """One set laid down during the round: its natural cards by kind, and its wild cards."""

    numbers: tuple[z3.ArithRef, ...]
    wild: z3.ArithRef

    @classmethod
    def variables(cls, name: str) -> SymbolicLaid:
        """A laid set of unknown cards."""
        return cls(tuple(z3.Int(f"{name}.{kind}") for kind in NUMBER_KINDS), z3.Int(f"{name}.{WILD}"))

    @classmethod
    def constant(cls, cards: Cards) -> SymbolicLaid:
        """The laid set ``cards`` as constants."""
        return cls(tuple(z3.IntVal(n) for n in cards.number_counts), z3.IntVal(cards.wild))

    def variables_list(self) -> list[z3.ExprRef]:
        """Every term of the laid set."""
        return [*self.numbers, self.wild]


def number_supply(hand: SymbolicHand, laid: Sequence[SymbolicLaid], kind: int) -> z3.ArithRef:
    """The player's natural cards of number-card kind ``kind``: in hand plus in laid sets."""
    return hand.number(kind) + total([one.numbers[kind] for one in laid])


def wild_supply(hand: SymbolicHand, laid: Sequence[SymbolicLaid]) -> z3.ArithRef:
    """The player's wild cards: in hand plus in laid sets."""
    return hand.count(WILD) + total([one.wild for one in laid])


def holding(hand: SymbolicHand, laid: Sequence[SymbolicLaid], arrangement: Arrangement) -> list[z3.BoolRef]:
    """An arrangement places only cards the player has (bookkeeping: a card is where it is, not a rule)."""
    constraints = [arrangement.placed[k] <= number_supply(hand, laid, k) for k in range(len(NUMBER_KINDS))]
    constraints.append(arrangement.wild_cards() <= wild_supply(hand, laid))
    return constraints


def placement_rules(
    hand: SymbolicHand,
    laid: Sequence[SymbolicLaid],
    arrangement: Arrangement,
    reading: Reading,
    *,
    complete: bool,
) -> Rules:
    """The rules of Section 7 that tie an arrangement to the player's cards, by rule id.

    ``complete``: every number card must be placed (``forbidden.hand.all-numbers-in-sets``); otherwise cards that
    fit no set are put aside (an opponent's arrangement, ``forbidden.score.arrangement``). Under ``laid.split=no``
    the laid sets occupy the arrangement's first slots, one each, in every arrangement.
    """
    rules: Rules = {}
    if complete:
        # Every natural number card, in hand or in a laid set, is placed in some set.
        rules[ALL_NUMBERS] = [arrangement.placed[k] == number_supply(hand, laid, k) for k in range(len(NUMBER_KINDS))]
    if reading.laid_split == "no" and laid:
        # Laid set j is kept whole in slot j: that set holds at least its cards (wild included), maybe more.
        kept: list[z3.BoolRef] = []
        for slot, one in zip(arrangement.slots, laid, strict=False):
            kept.append(slot.used)
            kept += [slot.placed(k) >= one.numbers[k] for k in range(len(NUMBER_KINDS))]
            kept.append(slot.wild_cards() >= one.wild)
        rules[LAID_KEPT] = kept
    if reading.wild_exhausted_card == "refused":
        # A hand wild may not stand for a card whose copies the player holds (placed or not) with such wilds make
        # more than four. A wild laid down with its set was placed then and is exempt: under laid.split=no, slot j
        # holds laid set j, so a slot whose laid set brought a wild has that wild as its one wild.
        exempt = [one.wild >= 1 for one in laid] if reading.laid_split == "no" else []
        rules[ONE_WILD] = [
            number_supply(hand, laid, k)
            + z3.Sum(
                [z3.IntVal(0)]
                + [
                    z3.If(
                        z3.And(slot.wild_for_kind(k), z3.Not(exempt[j])) if j < len(exempt) else slot.wild_for_kind(k),
                        1,
                        0,
                    )
                    for j, slot in enumerate(arrangement.slots)
                ]
            )
            <= COPIES_PER_NUMBER_CARD
            for k in range(len(NUMBER_KINDS))
        ]
    return rules


def hand_with_laid(hand: SymbolicHand, laid: Sequence[SymbolicLaid]) -> SymbolicHand:
    """The hand with the cards of the laid sets added (``laid.split=yes``: laid cards are like hand cards)."""
    cards = dict(hand.cards)
    for k, kind in enumerate(NUMBER_KINDS):
        cards[kind] = number_supply(hand, laid, k)
    cards[WILD] = wild_supply(hand, laid)
    return SymbolicHand(cards, hand.table_forbidden)


# ----------------------------------------------------------------------------------------------------------------
# Going Cheng and scoring (Section 7; "Scoring")
# ----------------------------------------------------------------------------------------------------------------


def forbidden_count(hand: SymbolicHand, reading: Reading) -> z3.ArithRef:
    """Forbidden cards that count for going Cheng: in hand, claimed onto the table, and the Emperor.

    Rule ``forbidden.cheng.lone-forbidden`` (Section 7): claimed Forbidden cards count as held. Rule
    ``forbidden.score.forbidden-multiplier`` (worked example 1): the Emperor counts as one more Forbidden card —
    always, or only next to a real one (reading ``emperor.forbidden``).
    """
    real = hand.count(FORBIDDEN) + hand.table_forbidden
    emperor_counts = hand.holds(EMPEROR)
    if reading.emperor_forbidden == "with-real-forbidden":
        emperor_counts = z3.And(emperor_counts, real >= 1)
    return real + z3.If(emperor_counts, 1, 0)


def lone_forbidden_allows(hand: SymbolicHand, reading: Reading) -> z3.BoolRef:
    """Rule ``forbidden.cheng.lone-forbidden`` (Section 7): Cheng only with zero, or two or more, Forbidden cards.

    Under ``empress.lone-forbidden=yes`` the Empress lets a player go Cheng with exactly one.
    """
    count = forbidden_count(hand, reading)
    allowed = [count == 0, count >= LEAST_MULTIPLIER]
    if reading.empress_lone_forbidden == "yes":
        allowed.append(z3.And(count == 1, hand.holds(EMPRESS)))
    return z3.Or(*allowed)


def may_cheng(hand: SymbolicHand, complete: z3.BoolRef, reading: Reading) -> z3.BoolRef:
    """A player may go Cheng with a complete hand that the lone-Forbidden rule allows (Section 7)."""
    return z3.And(complete, lone_forbidden_allows(hand, reading))


def royal_marriage(hand: SymbolicHand, reading: Reading) -> z3.BoolRef:
    """Rule ``forbidden.score.royal-marriage``: the Emperor and the Empress, or the Empress alone (``marriage``)."""
    if reading.marriage == "empress-alone":
        return hand.holds(EMPRESS)
    return z3.And(hand.holds(EMPEROR), hand.holds(EMPRESS))


def marriage_factor(hand: SymbolicHand, reading: Reading) -> z3.ArithRef:
    """2 with the Royal Marriage, else 1 (it doubles the whole score, a negative one too)."""
    return z3.If(royal_marriage(hand, reading), MARRIAGE_FACTOR, 1)


def cheng_score(hand: SymbolicHand, set_points: z3.ArithRef, reading: Reading) -> z3.ArithRef:
    """The Cheng player's score (Scoring): set points, Cheng bonus and Rooster, times Forbiddens, times Marriage.

    ``forbidden.score.cheng-bonus`` +10; ``forbidden.score.rooster`` +10 for the Cheng player;
    ``forbidden.score.forbidden-multiplier`` multiplies by the Forbidden count when it is two or more;
    ``forbidden.score.royal-marriage`` doubles after that.
    """
    count = forbidden_count(hand, reading)
    base = set_points + CHENG_BONUS + z3.If(hand.holds(ROOSTER), ROOSTER_CHENG_BONUS, 0)
    multiplier = z3.If(count >= LEAST_MULTIPLIER, count, 1)
    return base * multiplier * marriage_factor(hand, reading)


def forbidden_penalty(hand: SymbolicHand, reading: Reading) -> z3.ArithRef:
    """Rule ``forbidden.score.forbidden-penalty``: 5 per Forbidden card held, none with the Emperor.

    Claimed Forbidden cards count under ``penalty.table-forbidden=yes``.
    """
    held = hand.count(FORBIDDEN)
    if reading.penalty_table_forbidden == "yes":
        held = held + hand.table_forbidden
    return z3.If(hand.holds(EMPEROR), 0, FORBIDDEN_PENALTY * held)


def other_score(hand: SymbolicHand, points: z3.ArithRef, reading: Reading) -> z3.ArithRef:
    """A player's score when another went Cheng (Scoring): points, Rooster +15, penalty, times Marriage."""
    rooster = z3.If(hand.holds(ROOSTER), ROOSTER_OTHER_BONUS, 0)
    return (points + rooster - forbidden_penalty(hand, reading)) * marriage_factor(hand, reading)


__all__ = [
    "ALL_NUMBERS",
    "LAID_KEPT",
    "LONE_FORBIDDEN",
    "SymbolicHand",
    "SymbolicLaid",
    "cheng_score",
    "forbidden_count",
    "hand_with_laid",
    "holding",
    "lone_forbidden_allows",
    "may_cheng",
    "other_score",
    "placement_rules",
    "royal_marriage",
]
