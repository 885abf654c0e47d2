"""A FORBIDDEN hand as Z3 terms: which cards a player holds, completeness (Section 7) and scoring ("Scoring").

:class:`SymbolicHand` holds one integer term per card kind (number cards, ``F``, ``W``, the four royals) and the
Forbidden cards claimed onto the table; the terms may be variables (to search for hands with given properties) or
constants (to answer one question). :class:`HeldCards` is what the set rules see of the cards held: for each
number-card kind, "at least t copies" literals (:mod:`rulebook.core.z3_count`).

The rules, each a group of constraints tracked under its rule id (:func:`placement`):

* ``forbidden.hand.all-numbers-in-sets`` — every number card of hand and laid sets is placed in a set.
* ``forbidden.hand.laid-sets-kept`` — under ``laid.split=no`` every laid set stays a set of its own, which may
  gain cards from the hand; under ``laid.wild-role=fixed`` its wild keeps standing for a card it could stand for in
  the set as laid.
* ``forbidden.set.one-wild`` under ``wild.exhausted-card=refused`` — no hand wild stands for a card of which the
  player's natural copies and those wilds would make more than four (a kept laid set's own wild is exempt).
* ``forbidden.set.yin-yang`` — the Yin-Yang cards placed are the natural cards standing for 6 and for 9.

and the scoring terms: the lone-Forbidden rule, the Forbidden multiplier and penalty, the Cheng and Rooster
bonuses and the Royal Marriage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import z3

from rulebook.core.z3_count import FALSE, TRUE, Count, count_of
from rulebook.core.z3_solving import Rules
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    EMPEROR,
    EMPRESS,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    ROOSTER,
    WILD,
    YIN_YANG,
    Cards,
)
from rulebook.forbidden.model.count import running_total
from rulebook.forbidden.model.sets import ONE_WILD, YIN_YANG_RULE, Arrangement, SetReadings, SetSlot
from rulebook.forbidden.reading import Reading

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
CAP = COPIES_PER_NUMBER_CARD + 1
"""Cards of one kind placed are counted up to 5: placing a fifth copy is refused because none is held."""


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
        return z3.Sum(*(self.cards[kind] for kind in NUMBER_KINDS))

    def size(self) -> z3.ArithRef:
        """Cards held in hand (claimed Forbidden cards not included)."""
        return z3.Sum(*self.cards.values())

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
class HeldCards:
    """The number cards and wilds a player holds (hand and laid sets together), as numbers in order encoding.

    In a reused solver these are fixed per question by assumptions (:meth:`facts`); for a symbolic hand they are
    tied to integer terms (:meth:`defined_by`).
    """

    numbers: tuple[Count, ...]
    wild: Count

    @classmethod
    def fresh(cls, name: str, colours: Sequence[int] = (0, 1, 2), wild_cap: int = DECK_COPIES[WILD]) -> HeldCards:
        """New literals: 0..4 cards of each number-card kind of ``colours`` (none of others), 0..``wild_cap`` wilds."""
        numbers = tuple(
            Count.fresh(f"{name}.{kind}", COPIES_PER_NUMBER_CARD if k // KINDS_PER_COLOUR in colours else 0, exact=True)
            for k, kind in enumerate(NUMBER_KINDS)
        )
        return cls(numbers, Count.fresh(f"{name}.{WILD}", wild_cap, exact=True))

    def facts(self, numbers: Sequence[int], wilds: int) -> list[z3.BoolRef]:
        """Assumption literals fixing the cards held to ``numbers`` (counts by kind) and ``wilds``.

        One literal per kind of the colours in play (``R2==3``), one for the wilds.
        """
        facts: list[z3.BoolRef] = []
        for count, n in zip((*self.numbers, self.wild), (*numbers, wilds), strict=True):
            if n > count.cap:
                raise ValueError(f"{n} cards where at most {count.cap} can be held")
            if count.cap:
                facts.append(count.exactly[n])
        return facts

    def defined_by(self, numbers: Sequence[z3.ArithRef], wilds: z3.ArithRef) -> list[z3.BoolRef]:
        """Constraints tying the literals to integer terms (a symbolic hand)."""
        constraints = [c for count, term in zip(self.numbers, numbers, strict=True) for c in count.defined_by(term)]
        return constraints + self.wild.defined_by(wilds)

    def domain(self) -> list[z3.BoolRef]:
        """The literals describe numbers (at least t+1 implies at least t; ``R2==3`` means exactly 3)."""
        return [c for count in (*self.numbers, self.wild) for c in (*count.ordered(), *count.exact_definitions())]

    def natural_literals(self) -> list[z3.BoolRef]:
        """Literals that add up to the number of natural cards held."""
        return [literal for count in self.numbers for literal in count.at_least]


@dataclass(frozen=True)
class Placement:
    """How an arrangement uses the cards held: what it places, and the rules that tie the two (Section 7)."""

    placed: tuple[Count, ...]
    """Natural cards placed, by kind (running totals over the sets)."""
    structure: list[z3.BoolRef]
    """Bookkeeping: the running totals, cards placed only if held, wilds placed only if held."""
    implied: list[z3.BoolRef]
    """Bounds that follow from the set rules (:meth:`Arrangement.implied`); they hold whenever ``run``,
    ``same-rank`` and ``one-wild`` do."""
    rules: Rules
    """Rule constraints by id; ``forbidden.hand.all-numbers-in-sets`` among them only when ``complete``."""


def placement(
    held: HeldCards,
    laid: Sequence[HeldCards],
    arrangement: Arrangement,
    readings: SetReadings,
    *,
    complete: bool,
    wild_role_fixed: bool = False,
) -> Placement:
    """Tie ``arrangement`` to the cards ``held`` (hand and laid sets together) and the laid sets ``laid``.

    ``complete``: every number card must be placed (``forbidden.hand.all-numbers-in-sets``); otherwise cards that
    fit no set are put aside (an opponent's arrangement, ``forbidden.score.arrangement``). ``laid`` is empty unless
    ``laid.split=no``; then laid set ``j`` occupies slot ``j`` (``forbidden.hand.laid-sets-kept``), and under
    ``wild_role_fixed`` (``laid.wild-role=fixed``) its wild keeps its role (:func:`_laid_wild_roles`).
    """
    structure: list[z3.BoolRef] = []
    rules: Rules = {}
    placed: list[Count] = []
    for k, kind in enumerate(NUMBER_KINDS):
        if k not in arrangement.kinds():
            placed.append(Count(()))
            continue
        total, definition = running_total(f"{arrangement.name}.placed.{kind}", arrangement.placed(k), CAP)
        placed.append(total)
        # The Yin-Yang cards placed are those standing for 6 and those standing for 9 (forbidden.set.yin-yang).
        if kind[1:] == YIN_YANG:
            rules.setdefault(YIN_YANG_RULE, []).extend(definition)
        else:
            structure += definition
        # A card is placed only if held.
        structure += [z3.Implies(total.ge(t), held.numbers[k].ge(t)) for t in range(1, CAP + 1)]
    wilds = arrangement.wilds()
    if wilds:
        structure += [z3.Implies(z3.Not(held.wild.ge(n + 1)), z3.AtMost(*wilds, n)) for n in range(held.wild.cap)]
        structure.append(z3.AtMost(*wilds, held.wild.cap))
    implied = arrangement.implied(held.natural_literals(), held.wild.at_least)
    if complete:
        # Every natural number card held, in hand or in a laid set, is placed in some set.
        rules[ALL_NUMBERS] = [
            z3.Implies(held.numbers[k].ge(t), placed[k].ge(t))
            for k in range(len(NUMBER_KINDS))
            for t in range(1, COPIES_PER_NUMBER_CARD + 1)
        ]
    if laid:
        rules[LAID_KEPT] = _laid_sets_kept(laid, arrangement)
        if wild_role_fixed:
            rules[LAID_KEPT] += _laid_wild_roles(laid, arrangement, readings)
    # Under wild.exhausted-card=refused, the player's natural copies of a card plus the hand wilds standing for it
    # are at most four. The wild of a laid set kept whole is exempt: it was placed when the set was laid.
    for k in range(len(NUMBER_KINDS)):
        hand_wilds = [
            z3.And(stands, z3.Not(laid[s].wild.ge(1))) if s < len(laid) else stands
            for s, stands in enumerate(arrangement.wilds_for(k))
        ]
        rules.setdefault(ONE_WILD, []).extend(
            z3.Implies(
                z3.And(readings.exhausted_refused, held.numbers[k].ge(t)),
                z3.AtMost(*hand_wilds, COPIES_PER_NUMBER_CARD - t),
            )
            for t in range(1, COPIES_PER_NUMBER_CARD + 1)
            if hand_wilds and t <= held.numbers[k].cap
        )
    return Placement(tuple(placed), structure, implied, rules)


def _laid_sets_kept(laid: Sequence[HeldCards], arrangement: Arrangement) -> list[z3.BoolRef]:
    """Laid set ``j`` stays whole in slot ``j``: that set holds at least its cards, its wild included, maybe more."""
    kept: list[z3.BoolRef] = []
    for slot, cards in zip(arrangement.slots, laid, strict=False):
        kept.append(slot.used)
        for k in range(len(NUMBER_KINDS)):
            in_set = slot.naturals_of(k)  # one number, or two for a Yin-Yang kind (its 6s and its 9s)
            if not in_set:
                continue
            for t in range(1, COPIES_PER_NUMBER_CARD + 1):
                enough = z3.Or(
                    *(
                        z3.And(_ge(in_set[0], a), _ge(in_set[1], t - a)) if len(in_set) == 2 else _ge(in_set[0], t)
                        for a in range(t + 1)
                    )
                )
                kept.append(z3.Implies(cards.numbers[k].ge(t), enough))
        kept.append(z3.Implies(cards.wild.ge(1), slot.has_wild()))
    return kept


def _laid_wild_roles(laid: Sequence[HeldCards], arrangement: Arrangement, readings: SetReadings) -> list[z3.BoolRef]:
    """Under ``laid.wild-role=fixed`` the wild of laid set ``j`` stands in slot ``j`` for a card it stood for as laid.

    The set as laid is a set of Section 5 on its own: a fresh slot holding exactly the laid cards (its wild among
    them) under the set rules; whichever kind its wild stands for there, slot ``j``'s wild stands for that kind too.
    The register does not record what the player named when laying the set, so any role that made the laid cards a
    set will do.
    """
    constraints: list[z3.BoolRef] = []
    for j, (slot, cards) in enumerate(zip(arrangement.slots, laid, strict=False)):
        as_laid = SetSlot.fresh(f"{arrangement.name}.laid{j}.as-laid", arrangement.colours)
        constraints += as_laid.structure(readings)
        constraints += [c for group in as_laid.rules().values() for c in group]
        for k in arrangement.kinds():
            in_set = [literal for literals in as_laid.naturals_of(k) for literal in literals]
            constraints.append(count_of(in_set) == cards.numbers[k].value())
        has_wild = cards.wild.ge(1)
        constraints.append(as_laid.has_wild() == has_wild)
        constraints += [
            z3.Implies(z3.And(has_wild, as_laid.wild_for(k)), slot.wild_for(k)) for k in arrangement.kinds()
        ]
    return constraints


def _ge(literals: Sequence[z3.BoolRef], t: int) -> z3.BoolRef:
    """The literal "at least ``t``" of a number in order encoding."""
    if t <= 0:
        return TRUE
    return literals[t - 1] if t <= len(literals) else FALSE


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
    ``forbidden.score.forbidden-multiplier`` multiplies by the Forbidden count when it is two or more (under
    ``multiplier.table-forbidden=no`` without the Forbidden cards claimed onto the table);
    ``forbidden.score.royal-marriage`` doubles after that.
    """
    count = forbidden_count(hand, reading)
    if reading.multiplier_table_forbidden == "no":
        count = count - hand.table_forbidden
    base = set_points + CHENG_BONUS + z3.If(hand.holds(ROOSTER), ROOSTER_CHENG_BONUS, 0)
    multiplier = z3.If(count >= LEAST_MULTIPLIER, count, 1)
    return base * multiplier * marriage_factor(hand, reading)


def forbidden_penalty(hand: SymbolicHand, reading: Reading) -> z3.ArithRef:
    """Rule ``forbidden.score.forbidden-penalty``: 5 per Forbidden card held, less those the Emperor protects.

    Claimed Forbidden cards count under ``penalty.table-forbidden=yes``. The Emperor protects every one under
    ``emperor.protection=all`` and one of them under ``one``.
    """
    held = hand.count(FORBIDDEN)
    if reading.penalty_table_forbidden == "yes":
        held = held + hand.table_forbidden
    if reading.emperor_protection == "all":
        unprotected = z3.If(hand.holds(EMPEROR), 0, held)
    else:
        unprotected = z3.If(z3.And(hand.holds(EMPEROR), held >= 1), held - 1, held)
    return FORBIDDEN_PENALTY * unprotected


def other_score(hand: SymbolicHand, points: z3.ArithRef, reading: Reading) -> z3.ArithRef:
    """A player's score when another went Cheng (Scoring): points, Rooster +15, penalty, times Marriage.

    Reading ``score.floor``: under ``none`` the score may be below zero (the Marriage doubles it then too); under
    ``zero`` a score below zero is zero.
    """
    rooster = z3.If(hand.holds(ROOSTER), ROOSTER_OTHER_BONUS, 0)
    score = (points + rooster - forbidden_penalty(hand, reading)) * marriage_factor(hand, reading)
    if reading.score_floor == "zero":
        return z3.If(score < 0, 0, score)
    return score


DECIDED_BY: dict[str, object] = {
    "forbidden.deck.composition": SymbolicHand.domain,
    "forbidden.score.arrangement": placement,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = [
    "ALL_NUMBERS",
    "LAID_KEPT",
    "LONE_FORBIDDEN",
    "HeldCards",
    "Placement",
    "SymbolicHand",
    "cheng_score",
    "forbidden_count",
    "lone_forbidden_allows",
    "may_cheng",
    "other_score",
    "placement",
    "royal_marriage",
]
