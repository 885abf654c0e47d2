"""Rule adequacy for the FORBIDDEN hand and scoring rules: a mutant of every rule and a witness that catches it.

A *mutant* is a deliberately wrong version of one rule — the rule dropped, its condition negated, a number off by
one, or changed — and its *witness* is the smallest hand question found on which the mutant answers differently
from the rule as written. The witnesses seed the conformance corpus, so an implementation that gets any one of
these rules wrong fails at least one case.

Both answers are computed, never asserted:

* **The rule as written** — the fast engine (:class:`~rulebook.forbidden.engine.hand.Engine`), confirmed by the
  unmodified Z3 model (:class:`~rulebook.forbidden.model.hand.Model`); the two must agree or the search stops with an
  error.
* **The mutant** —
  for the deck, set and completeness rules (Sections 2, 5, 7): a Z3 model of the hand built from the model's own
  pieces (:mod:`rulebook.forbidden.model.sets`, :mod:`rulebook.forbidden.model.terms`) with that rule's tracked
  constraints removed or replaced (:class:`MutantModel`); for the discard rule: the Z3 model's discard search with
  the limit off by one; for the scoring rules ("Scoring"): the engine's score lines (each names its rule id) with
  that rule's lines dropped or changed, added up again; for the arrangement rule: both encodings under the other
  objective (reading ``arrangement=most-cards``).

The search (:func:`find_witness`) answers every hand question made of a few cards relevant to the rule, fewest
cards first, and keeps the first on which the two answers differ; ``Witness.minimal`` states what was covered
below that size (a scope, not a proof over every hand). The scoring witnesses hold no number cards or have a
single arrangement, so the recomputed lines are the mutant's own best score.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

import z3

from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import Mutant, MutantKind, MutantWitness, Witness
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COPIES_PER_NUMBER_CARD,
    DECK_COPIES,
    FORBIDDEN,
    NUMBER_KINDS,
    RANK_VALUES,
    WILD,
    Cards,
    check_deck_limits,
)
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.engine.score import total
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.model.count import Count
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.model.sets import (
    ONE_COLOUR,
    ONE_WILD,
    RUN,
    SAME_RANK,
    YIN_YANG_INDICES,
    YIN_YANG_RULE,
    Arrangement,
    Rules,
    SetReadings,
    add_rules,
)
from rulebook.forbidden.model.terms import (
    ALL_NUMBERS,
    LAID_KEPT,
    HeldCards,
    Placement,
    SymbolicHand,
    forbidden_count,
    lone_forbidden_allows,
    placement,
)
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.verdict import ScoreLine, Verdict

DECK = "forbidden.deck.composition"
CHENG_DISCARD = "forbidden.cheng.discard"
LONE_FORBIDDEN = "forbidden.cheng.lone-forbidden"
SCORE_SETS = "forbidden.score.sets"
SCORE_YIN_YANG = "forbidden.score.yin-yang"
CHENG_BONUS = "forbidden.score.cheng-bonus"
ROOSTER = "forbidden.score.rooster"
MULTIPLIER = "forbidden.score.forbidden-multiplier"
PENALTY = "forbidden.score.forbidden-penalty"
MARRIAGE = "forbidden.score.royal-marriage"
ARRANGEMENT = "forbidden.score.arrangement"

HAND_RULES: tuple[str, ...] = (
    DECK,
    ONE_COLOUR,
    SAME_RANK,
    RUN,
    YIN_YANG_RULE,
    ONE_WILD,
    ALL_NUMBERS,
    LAID_KEPT,
    LONE_FORBIDDEN,
    CHENG_DISCARD,
    SCORE_SETS,
    SCORE_YIN_YANG,
    CHENG_BONUS,
    ROOSTER,
    MULTIPLIER,
    PENALTY,
    MARRIAGE,
    ARRANGEMENT,
)
"""The rules covered here: the deck, the sets, the complete hand, going Cheng and the scoring."""

MAY_CHENG = "may it go Cheng?"
CHENG_SCORE = "the Cheng score"
OTHER_SCORE = "the non-Cheng score"
POSITION = "is the input a position of the game?"
DISCARDS = "which discards (as many as the rules allow) let it go Cheng?"
REFUSED = "refused"
"""The answer to :data:`POSITION` for an input the deck cannot produce."""

BOTH = ("engine", "model")
MUTANT_COPIES = COPIES_PER_NUMBER_CARD + 1
"""The deck mutant's copies of every number card."""
SET_SIZE_RULES = frozenset({RUN, SAME_RANK, ONE_WILD})
"""The rules the model's implied bounds (three cards or more per set) follow from."""

Answer = Any
"""A JSON-ready answer to one question."""


# ----------------------------------------------------------------------------------------------------------------
# Hand questions as corpus inputs
# ----------------------------------------------------------------------------------------------------------------


def is_position(query: HandQuery) -> bool:
    """Whether the deck can produce the question's cards (rule ``forbidden.deck.composition``, Section 2)."""
    try:
        check_deck_limits(query.all_cards(), extra_forbidden=query.table_forbidden)
    except InputError:
        return False
    return True


# ----------------------------------------------------------------------------------------------------------------
# The mutant Z3 model: the model's own constraints, one rule removed or replaced
# ----------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Parts:
    """What a rule edit sees: the cards held, the set slots and how they place the cards."""

    held: HeldCards
    arrangement: Arrangement
    placement: Placement

    def rules(self) -> Rules:
        """The rules as written, by rule id (Sections 5 and 7), as the model tracks them."""
        return add_rules(self.arrangement.rules(), self.placement.rules)


RuleEdit = Callable[[Parts], Rules]
"""The rules of a mutant model: the rules as written with one rule's constraints removed or replaced."""
LoneRule = Callable[[SymbolicHand], z3.BoolRef]
"""The lone-Forbidden rule as a term over a hand (Section 7)."""


def as_written(parts: Parts) -> Rules:
    """No edit: every rule as the model states it."""
    return parts.rules()


def lone_as_written(hand: SymbolicHand) -> z3.BoolRef:
    """Rule ``forbidden.cheng.lone-forbidden`` as the model states it (zero, or two or more, Forbidden cards)."""
    return lone_forbidden_allows(hand, DEFAULT)


class MutantModel:
    """A Z3 model of complete hands (Sections 5 and 7) in which one rule is edited.

    ``edit`` gives the rules' constraints by rule id; ``edited`` names the rules it changes (the model's implied
    bounds on set sizes are left out when a set-size rule is among them); ``copies``: copies of each number card
    the deck holds (4; the deck mutant 5); ``lone``: the lone-Forbidden rule. One solver per number of slots and
    of laid sets, reused; a question only adds assumptions fixing the cards.
    """

    def __init__(
        self,
        edit: RuleEdit = as_written,
        edited: frozenset[str] = frozenset(),
        copies: int = COPIES_PER_NUMBER_CARD,
        lone: LoneRule = lone_as_written,
    ) -> None:
        self.edit = edit
        self.edited = edited
        self.copies = copies
        self.lone = lone
        self._solvers: dict[tuple[int, int], tuple[z3.Solver, HeldCards, tuple[HeldCards, ...]]] = {}

    def complete(self, query: HandQuery) -> bool:
        """Whether every number card (hand and laid sets) can be placed in a set under the edited rules."""
        everything = query.all_cards()
        cards = sum(everything.number_counts) + everything.wild
        # Every set of every mutant here holds at least two cards.
        slots = max(len(query.laid), (cards + 1) // 2, 1)
        solver, held, kept = self._solver(slots, len(query.laid))
        facts = held.facts(everything.number_counts, everything.wild)
        for one, cards_laid in zip(kept, query.laid, strict=True):
            facts += one.facts(cards_laid.number_counts, cards_laid.wild)
        return bool(solver.check(*facts) == z3.sat)

    def may_cheng(self, query: HandQuery) -> bool:
        """Complete, and the (possibly edited) lone-Forbidden rule allows going Cheng."""
        hand = SymbolicHand.constant(query.hand, query.table_forbidden)
        return self.complete(query) and bool(z3.is_true(z3.simplify(self.lone(hand))))

    def _solver(self, slots: int, laid: int) -> tuple[z3.Solver, HeldCards, tuple[HeldCards, ...]]:
        if (slots, laid) not in self._solvers:
            self._solvers[(slots, laid)] = self._build(slots, laid)
        return self._solvers[(slots, laid)]

    def _build(self, slots: int, laid: int) -> tuple[z3.Solver, HeldCards, tuple[HeldCards, ...]]:
        name = f"mutant{slots}.{laid}"
        held = held_cards(f"{name}.held", self.copies)
        kept = tuple(HeldCards.fresh(f"{name}.laid{j}", wild_cap=1) for j in range(laid))
        arrangement = Arrangement.fresh(f"{name}.arrangement", slots, pinned=laid)
        readings = SetReadings.of(DEFAULT)
        placed = placement(held, kept, arrangement, readings, complete=True)
        solver = z3.Solver()
        solver.add(*arrangement.structure(readings), *placed.structure, *held.domain())
        solver.add(*(c for one in kept for c in one.domain()))
        if not self.edited & SET_SIZE_RULES:
            solver.add(*placed.implied)
        rules = self.edit(Parts(held, arrangement, placed))
        for rule in sorted(rules):
            solver.add(*rules[rule])
        return solver, held, kept


def held_cards(name: str, copies: int) -> HeldCards:
    """Literals for the cards held: 0..``copies`` of every number card, 0..3 wilds."""
    numbers = tuple(Count.fresh(f"{name}.{kind}", copies, exact=True) for kind in NUMBER_KINDS)
    return HeldCards(numbers, Count.fresh(f"{name}.{WILD}", DECK_COPIES[WILD], exact=True))


# -- the rule edits (Sections 2, 5 and 7) ------------------------------------------------------------------------


def _without(rule: str) -> RuleEdit:
    """The rule dropped: its constraints removed."""

    def edit(parts: Parts) -> Rules:
        rules = parts.rules()
        rules.pop(rule, None)
        return rules

    return edit


def _replacing(rule: str, constraints: Callable[[Parts], list[z3.BoolRef]]) -> RuleEdit:
    """The rule's constraints replaced by ``constraints``."""

    def edit(parts: Parts) -> Rules:
        rules = parts.rules()
        rules[rule] = constraints(parts)
        return rules

    return edit


def _adding(rule: str, constraints: Callable[[Parts], list[z3.BoolRef]]) -> RuleEdit:
    """The rule's constraints with ``constraints`` added."""

    def edit(parts: Parts) -> Rules:
        rules = parts.rules()
        rules[rule] = rules.get(rule, []) + constraints(parts)
        return rules

    return edit


def pairs_are_sets(parts: Parts) -> list[z3.BoolRef]:
    """Mutant of ``forbidden.set.same-rank`` (Section 5): two cards of one colour and rank already make a set."""
    constraints: list[z3.BoolRef] = []
    for slot in parts.arrangement.slots:
        same_rank = [z3.AtMost(*slot.member, 1)]
        for index, member in enumerate(slot.member):
            cards = slot.cards_at(index)
            same_rank.append(z3.Implies(member, z3.And(z3.PbGe(cards, 2), z3.PbLe(cards, 4))))
        constraints.append(z3.Implies(z3.And(slot.used, z3.Not(slot.run)), z3.And(*same_rank)))
    return constraints


def runs_of_two(parts: Parts) -> list[z3.BoolRef]:
    """Mutant of ``forbidden.set.run`` (Section 5): a sequence of two consecutive cards is a set."""
    constraints: list[z3.BoolRef] = []
    values = range(len(RANK_VALUES))
    for slot in parts.arrangement.slots:
        run = [z3.AtLeast(*slot.member, 2)]
        for index, member in enumerate(slot.member):
            run.append(z3.Implies(member, z3.PbEq(slot.cards_at(index), 1)))
            # No gaps: covering a lower and a higher value covers every value between.
            run += [
                z3.Implies(z3.And(member, slot.member[high]), slot.member[between])
                for between in values[index + 1 :]
                for high in values[between + 1 :]
            ]
        constraints.append(z3.Implies(slot.run, z3.And(*run)))
    return constraints


def two_wilds(parts: Parts) -> list[z3.BoolRef]:
    """Mutant of ``forbidden.set.one-wild`` (Section 5): a set may hold two wild cards."""
    per_set = [z3.AtMost(*slot.wild, 2) for slot in parts.arrangement.slots]
    return per_set + parts.placement.rules.get(ONE_WILD, [])


def yin_yang_only_nine(parts: Parts) -> list[z3.BoolRef]:
    """Mutant of ``forbidden.set.yin-yang`` (Section 2): a Yin-Yang card stands only for 9, never for 6.

    Only Yin-Yang cards stand for 6 as natural cards, so no set may hold a natural 6.
    """
    six = YIN_YANG_INDICES[0]
    no_six = [z3.Not(row[six].ge(1)) for slot in parts.arrangement.slots for row in slot.natural.values()]
    return parts.placement.rules[YIN_YANG_RULE] + no_six


def yin_yang_one_value_per_colour(parts: Parts) -> list[z3.BoolRef]:
    """Mutant of ``forbidden.set.yin-yang`` (Section 5): all Yin-Yang cards of a colour stand for the same rank.

    The rule as written lets each card choose (card by card), so two Yin-Yang cards may be the 6 and the 9 of one
    sequence.
    """
    six, nine = YIN_YANG_INDICES
    constraints = list(parts.placement.rules[YIN_YANG_RULE])
    for colour in parts.arrangement.colours:
        as_nine = z3.Bool(f"{parts.arrangement.name}.yin-yang{colour}-is-9")
        for slot in parts.arrangement.slots:
            row = slot.natural[colour]
            constraints += [z3.Implies(row[six].ge(1), z3.Not(as_nine)), z3.Implies(row[nine].ge(1), as_nine)]
    return constraints


def fifth_copy_placed(parts: Parts) -> list[z3.BoolRef]:
    """For the deck mutant: a fifth copy of a card held must be placed too (``forbidden.hand.all-numbers-in-sets``)."""
    return [
        z3.Implies(parts.held.numbers[k].ge(t), parts.placement.placed[k].ge(t))
        for k in range(len(NUMBER_KINDS))
        for t in range(COPIES_PER_NUMBER_CARD + 1, parts.held.numbers[k].cap + 1)
    ]


def lone_dropped(hand: SymbolicHand) -> z3.BoolRef:
    """Mutant of ``forbidden.cheng.lone-forbidden`` (Section 7): any number of Forbidden cards allows going Cheng."""
    return z3.BoolVal(True)


def lone_needs_three(hand: SymbolicHand) -> z3.BoolRef:
    """Mutant of ``forbidden.cheng.lone-forbidden``: going Cheng takes zero, or three or more, Forbidden cards."""
    count = forbidden_count(hand, DEFAULT)
    return z3.Or(count == 0, count >= 3)


def mutant_domain(hand: SymbolicHand, copies: int) -> z3.BoolRef:
    """Mutant of ``forbidden.deck.composition`` (Section 2): the deck holds ``copies`` of each number card."""
    limits = {kind: copies if kind in NUMBER_KINDS else DECK_COPIES[kind] for kind in ALL_KINDS}
    held = [z3.And(n >= 0, n <= limits[kind]) for kind, n in hand.cards.items()]
    return z3.And(
        *held, hand.table_forbidden >= 0, hand.cards[FORBIDDEN] + hand.table_forbidden <= DECK_COPIES[FORBIDDEN]
    )


# ----------------------------------------------------------------------------------------------------------------
# The rule as written: the engine, confirmed by the Z3 model
# ----------------------------------------------------------------------------------------------------------------


@cache
def _engine(reading: Reading = DEFAULT) -> Engine:
    return Engine(reading)


@cache
def _model(reading: Reading = DEFAULT) -> Model:
    return Model(reading)


def verdict_answer(question: str, verdict: Verdict) -> Answer:
    """The answer to ``question`` read off a verdict."""
    if question == MAY_CHENG:
        return verdict.may_cheng
    if question == CHENG_SCORE:
        return verdict.cheng_score
    if question == OTHER_SCORE:
        return verdict.other_score
    if question == POSITION:
        return {"may_cheng": verdict.may_cheng}
    raise ValueError(f"not a verdict question: {question}")


def engine_answer(question: str, query: HandQuery, reading: Reading = DEFAULT) -> Answer:
    """The engine's answer (the rule as written under the default reading)."""
    if question == POSITION and not is_position(query):
        return REFUSED
    if question == DISCARDS:
        return discard_answer(_engine(reading).discards(query))
    return verdict_answer(question, _engine(reading).analyse(query))


def model_answer(question: str, query: HandQuery, reading: Reading = DEFAULT) -> Answer:
    """The unmodified Z3 model's answer; for :data:`POSITION` its deck domain decides (Section 2)."""
    if question == POSITION:
        domain = z3.And(*SymbolicHand.constant(query.hand, query.table_forbidden).domain())
        if not z3.is_true(z3.simplify(domain)) or not is_position(query):
            return REFUSED
    if question == DISCARDS:
        return discard_answer(_model(reading).discards(query))
    return verdict_answer(question, _model(reading).analyse(query))


def discard_answer(options: Sequence[Any]) -> list[str]:
    """The discards that let a hand go Cheng, each as its cards, sorted."""
    return sorted(" ".join(option.discards) for option in options)


# ----------------------------------------------------------------------------------------------------------------
# Scoring mutants: the engine's score lines with one rule's lines dropped or changed
# ----------------------------------------------------------------------------------------------------------------

LineEdit = Callable[[ScoreLine, HandQuery], list[ScoreLine]]
"""What a mutant makes of one score line of its rule (an empty list drops it)."""


def rescored(question: str, query: HandQuery, rule: str, edit: LineEdit) -> Answer:
    """The score ``question`` asks for, recomputed from the engine's lines with the lines of ``rule`` edited."""
    verdict = _engine().analyse(query)
    if question == CHENG_SCORE:
        if verdict.cheng_score is None:
            return None
        lines = verdict.cheng_lines
    else:
        lines = verdict.other_lines
    edited = [new for line in lines for new in (edit(line, query) if line.rule == rule else [line])]
    return total(edited)


def drop_line(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
    """The line dropped."""
    return []


def large_set_as_small(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
    """``forbidden.score.sets`` mutant: a set of four or more cards scores 5, like a set of three."""
    return [replace(line, add=5) if line.add >= 10 else line]


def add_one(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
    """A bonus one point larger."""
    return [replace(line, add=line.add + 1)]


def set_add(amount: int) -> LineEdit:
    """A bonus of ``amount`` points instead."""

    def edit(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
        return [replace(line, add=amount)]

    return edit


def multiply_by_one_more(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
    """``forbidden.score.forbidden-multiplier`` mutant: one more than the Forbidden count."""
    return [replace(line, multiply=line.multiply + 1)]


def emperor_does_not_protect(line: ScoreLine, query: HandQuery) -> list[ScoreLine]:
    """``forbidden.score.forbidden-penalty`` mutant: 5 per Forbidden card held even with the Emperor."""
    caught = query.hand.forbidden + query.table_forbidden
    return [replace(line, add=-5 * caught)]


# ----------------------------------------------------------------------------------------------------------------
# The cases: a mutant, its question, its answers and where to look for a witness
# ----------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One mutant to tell apart from the rule as written."""

    mutant: Mutant
    question: str
    other: Callable[[HandQuery], Answer]
    """The mutant's answer."""
    implementation: str
    """How the mutant's answer is computed, in words."""
    alphabet: tuple[str, ...]
    """The cards the search draws hands from."""
    max_size: int
    laid: tuple[str, ...] = ()
    """A laid set every searched hand question holds."""
    positions_only: bool = True
    """Search only inputs the deck can produce."""
    base: Callable[[str, HandQuery], Answer] = engine_answer
    confirm: Callable[[str, HandQuery], Answer] = model_answer


def _model_case(
    rule: str,
    kind: MutantKind,
    description: str,
    model: MutantModel,
    alphabet: str,
    max_size: int,
    laid: str = "",
) -> Case:
    """A mutant of a set or completeness rule: the question is whether the hand may go Cheng."""
    return Case(
        mutant=Mutant(rule, kind, description),
        question=MAY_CHENG,
        other=model.may_cheng,
        implementation=f"the Z3 model with {rule} {_EDITED[kind]}",
        alphabet=tuple(alphabet.split()),
        max_size=max_size,
        laid=(laid,) if laid else (),
    )


_EDITED: dict[str, str] = {"dropped": "removed", "negated": "negated", "off-by-one": "off by one", "changed": "changed"}


def _score_case(
    rule: str,
    kind: MutantKind,
    description: str,
    question: str,
    edit: LineEdit,
    alphabet: str,
    max_size: int,
) -> Case:
    """A mutant of a scoring rule: the engine's score lines of ``rule`` edited and added up again."""

    def other(query: HandQuery) -> Answer:
        return rescored(question, query, rule, edit)

    return Case(
        mutant=Mutant(rule, kind, description),
        question=question,
        other=other,
        implementation=f"the engine's score lines with those of {rule} {_EDITED[kind]}",
        alphabet=tuple(alphabet.split()),
        max_size=max_size,
    )


def deck_cases() -> list[Case]:
    """``forbidden.deck.composition`` (Section 2): four copies of each number card; the mutant's deck has five."""
    model = MutantModel(_adding(ALL_NUMBERS, fifth_copy_placed), copies=MUTANT_COPIES)

    def other(query: HandQuery) -> Answer:
        hand = SymbolicHand.constant(query.hand, query.table_forbidden)
        if not z3.is_true(z3.simplify(mutant_domain(hand, MUTANT_COPIES))):
            return REFUSED
        return {"may_cheng": model.may_cheng(query)}

    case = Case(
        mutant=Mutant(DECK, "off-by-one", "the deck holds five copies of every number card instead of four"),
        question=POSITION,
        other=other,
        implementation="the Z3 model with a deck of five copies of every number card",
        alphabet=("R2",),
        max_size=5,
        positions_only=False,
    )
    return [case]


def set_cases() -> list[Case]:
    """The set rules of Section 5: one colour, pung and kong, sequence, Yin-Yang card, one wild per set."""
    return [
        _model_case(
            ONE_COLOUR,
            "dropped",
            "a set may mix colours",
            MutantModel(_without(ONE_COLOUR), frozenset({ONE_COLOUR})),
            "R2 G2 B2",
            3,
        ),
        _model_case(
            SAME_RANK,
            "off-by-one",
            "two cards of one colour and rank make a set",
            MutantModel(_replacing(SAME_RANK, pairs_are_sets), frozenset({SAME_RANK})),
            "R2 R3 G2",
            3,
        ),
        _model_case(
            RUN,
            "off-by-one",
            "a sequence of two cards is a set",
            MutantModel(_replacing(RUN, runs_of_two), frozenset({RUN})),
            "R2 R3 R4",
            3,
        ),
        _model_case(
            YIN_YANG_RULE,
            "changed",
            "a Yin-Yang card stands only for 9, never for 6",
            MutantModel(_replacing(YIN_YANG_RULE, yin_yang_only_nine), frozenset({YIN_YANG_RULE})),
            "R4 R5 RY",
            3,
        ),
        _model_case(
            YIN_YANG_RULE,
            "changed",
            "all Yin-Yang cards of a colour stand for the same rank, not card by card",
            MutantModel(_replacing(YIN_YANG_RULE, yin_yang_one_value_per_colour), frozenset({YIN_YANG_RULE})),
            "R7 R8 RY",
            4,
        ),
        _model_case(
            ONE_WILD,
            "off-by-one",
            "a set may hold two wild cards",
            MutantModel(_replacing(ONE_WILD, two_wilds), frozenset({ONE_WILD})),
            "R2 R3 W",
            3,
        ),
    ]


def hand_cases() -> list[Case]:
    """Section 7: every number card in a set, laid sets kept whole."""
    return [
        _model_case(
            ALL_NUMBERS,
            "dropped",
            "number cards need not be placed in sets",
            MutantModel(_without(ALL_NUMBERS), frozenset({ALL_NUMBERS})),
            "R2 W",
            2,
        ),
        _model_case(
            LAID_KEPT,
            "dropped",
            "sets laid down during the round may be broken up and rearranged",
            MutantModel(_without(LAID_KEPT), frozenset({LAID_KEPT})),
            "R2 R3 R4 R5",
            3,
            laid="R2 R3 R4",
        ),
    ]


def cheng_cases() -> list[Case]:
    """Section 7 and the Fast version: the lone Forbidden card, and discarding before going Cheng."""
    return [
        _model_case(
            LONE_FORBIDDEN,
            "dropped",
            "a lone Forbidden card does not prevent going Cheng",
            MutantModel(lone=lone_dropped),
            "F EM",
            2,
        ),
        _model_case(
            LONE_FORBIDDEN,
            "off-by-one",
            "going Cheng takes zero, or three or more, Forbidden cards",
            MutantModel(lone=lone_needs_three),
            "F EM",
            2,
        ),
        _discard_case(),
    ]


def _discard_case() -> Case:
    """``forbidden.cheng.discard`` (Section 7): one discard at most; the mutant allows two without the Fast version."""

    def other(query: HandQuery) -> Answer:
        found = discard_answer(_model().discards(query, max_discards=2))
        if found != discard_answer(_engine().discards(query, max_discards=2)):
            raise AssertionError(f"engine and model disagree on two discards for {query.describe()}")
        return found

    return Case(
        mutant=Mutant(CHENG_DISCARD, "off-by-one", "two discards allowed before going Cheng without the Fast version"),
        question=DISCARDS,
        other=other,
        implementation="the Z3 model's discard search with a limit of two (the engine's agrees)",
        alphabet=("R2", "G2"),
        max_size=3,
    )


def score_cases() -> list[Case]:
    """Scoring: sets, Yin-Yang bonus, Cheng bonus, Rooster, Forbidden multiplier and penalty, Royal Marriage."""
    return [
        _score_case(
            SCORE_SETS,
            "changed",
            "a set of four or more cards scores 5, like a set of three",
            CHENG_SCORE,
            large_set_as_small,
            "R2 R3 R4 R5",
            4,
        ),
        _score_case(
            SCORE_YIN_YANG, "dropped", "a Yin-Yang card in a set earns no bonus", CHENG_SCORE, drop_line, "R4 R5 RY", 3
        ),
        _score_case(
            CHENG_BONUS, "off-by-one", "the Cheng bonus is 11 points instead of 10", CHENG_SCORE, add_one, "R2", 1
        ),
        _score_case(
            ROOSTER,
            "changed",
            "the Rooster earns the Cheng player 15 points, like any other player",
            CHENG_SCORE,
            set_add(15),
            "F RO",
            2,
        ),
        _score_case(
            ROOSTER,
            "changed",
            "the Rooster earns a player who did not go Cheng 10 points, like the Cheng player",
            OTHER_SCORE,
            set_add(10),
            "F RO",
            2,
        ),
        _score_case(
            MULTIPLIER,
            "off-by-one",
            "the Cheng score is multiplied by one more than the Forbidden count",
            CHENG_SCORE,
            multiply_by_one_more,
            "F EM",
            3,
        ),
        _score_case(PENALTY, "dropped", "no penalty for Forbidden cards held", OTHER_SCORE, drop_line, "F EM", 2),
        _score_case(
            PENALTY,
            "changed",
            "the Emperor does not protect from the penalty",
            OTHER_SCORE,
            emperor_does_not_protect,
            "F EM",
            2,
        ),
        _score_case(
            MARRIAGE,
            "dropped",
            "the Royal Marriage does not double the score",
            CHENG_SCORE,
            drop_line,
            "F EM ES RO",
            3,
        ),
        _arrangement_case(),
    ]


def _arrangement_case() -> Case:
    """``forbidden.score.arrangement`` (Section 7): the best-scoring arrangement; the mutant places most cards."""
    most_cards = Reading(arrangement="most-cards")

    def other(query: HandQuery) -> Answer:
        return engine_answer(OTHER_SCORE, query, most_cards)

    def confirm(question: str, query: HandQuery) -> Answer:
        if model_answer(question, query, most_cards) != other(query):
            raise AssertionError(f"engine and model disagree under arrangement=most-cards on {query.describe()}")
        return model_answer(question, query)

    return Case(
        mutant=Mutant(ARRANGEMENT, "changed", "a player who did not go Cheng places as many number cards as possible"),
        question=OTHER_SCORE,
        other=other,
        implementation="the engine under arrangement=most-cards (the Z3 model's agrees)",
        alphabet=("R4", "R5", "RY", "R7", "R8"),
        max_size=6,
        confirm=confirm,
    )


def cases() -> tuple[Case, ...]:
    """Every mutant, in the order of :data:`HAND_RULES`."""
    return (*deck_cases(), *set_cases(), *hand_cases(), *cheng_cases(), *score_cases())


# ----------------------------------------------------------------------------------------------------------------
# The search
# ----------------------------------------------------------------------------------------------------------------


def hand_questions(case: Case) -> Iterator[HandQuery]:
    """Every hand question the search answers for ``case``: fewest cards first, then in the alphabet's order."""
    laid = tuple(_cards(text) for text in case.laid)
    for size in range(case.max_size + 1):
        for combo in itertools.combinations_with_replacement(case.alphabet, size):
            query = HandQuery(_cards(" ".join(combo)), laid)
            if not case.positions_only or is_position(query):
                yield query


def _cards(text: str) -> Cards:
    """Cards of ``text``, unchecked (the deck mutant's inputs hold more copies than the deck)."""
    tokens = text.split()
    return Cards.from_counter({kind: tokens.count(kind) for kind in set(tokens)})


def find_witness(case: Case) -> MutantWitness:
    """The first hand question on which the mutant and the rule as written answer differently; confirmed.

    The rule's answer comes from the engine; on the witness the Z3 model must give the same answer.
    """
    agreed: list[int] = []
    for query in hand_questions(case):
        base = case.base(case.question, query)
        other = case.other(query)
        if base == other:
            agreed.append(query.size)
            continue
        confirmed = case.confirm(case.question, query)
        if confirmed != base:
            raise AssertionError(f"engine {base!r} and model {confirmed!r} disagree on {query.describe()}")
        size = query.size
        fewer = sum(1 for n in agreed if n < size)
        return MutantWitness(case.mutant, _witness(case, query, base, other, fewer))
    raise LookupError(f"no witness for {case.mutant.rule} ({case.mutant.description}) up to {case.max_size} cards")


def _witness(case: Case, query: HandQuery, base: Answer, other: Answer, fewer: int) -> Witness:
    """The witness record; ``fewer``: the inputs of fewer cards on which both answered alike."""
    scope = _scope(case)
    return Witness(
        subject=case.mutant.rule,
        base=f"{case.mutant.rule} as written",
        other=case.mutant.description,
        input=query.as_json(),
        size=query.size,
        question=case.question,
        base_answer=base,
        other_answer=other,
        rules=(case.mutant.rule,),
        confirmed_by=BOTH,
        found_by=(
            f"search over hands {scope}, fewest cards first; the mutant's answer from {case.implementation}, "
            "the rule's from the engine and the Z3 model"
        ),
        minimal=_minimal(case, query.size, fewer, scope),
    )


def _scope(case: Case) -> str:
    laid = f" with the laid set {' '.join(case.laid)}" if case.laid else ""
    return f"made of {' '.join(case.alphabet)}{laid}"


def _minimal(case: Case, size: int, fewer: int, scope: str) -> str:
    """What the search covered below the witness's size."""
    if size == 0:
        return "no input has fewer cards"
    return (
        f"{case.mutant.rule} as written and the mutant agree on every hand of fewer cards {scope}: "
        f"checked exhaustively ({fewer:,} inputs)"
    )


@cache
def hand_mutants() -> tuple[MutantWitness, ...]:
    """A mutant and a witness for every rule of :data:`HAND_RULES`, in that order (deterministic, cached)."""
    return tuple(find_witness(case) for case in cases())


__all__ = [
    "CHENG_SCORE",
    "DISCARDS",
    "HAND_RULES",
    "MAY_CHENG",
    "OTHER_SCORE",
    "POSITION",
    "REFUSED",
    "Case",
    "MutantModel",
    "cases",
    "find_witness",
    "hand_mutants",
    "hand_questions",
]
