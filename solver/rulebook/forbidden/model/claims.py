"""Claims at the start of a turn as Z3 constraints: rulebook Section 4 ("Play"), Section 6 and the TWO PLAYER RULES.

A claim is stated as what the rulebook asks of it, not as a search: the player whose turn it is picks some
opponents' piles (one Boolean per pile, "claimed") and some hand cards (how many of each number-card kind and how
many wilds, numbers in order encoding), and *the claimed top cards together with those hand cards are one set of
Section 5* — one set slot of :mod:`rulebook.forbidden.model.sets`, the same encoding the hand model uses. Every
solution is one legal claim; :meth:`ClaimModel.claims` enumerates them with blocking clauses.

The rules, each a group of constraints tracked under its rule id (``spec/forbidden.toml``):

* ``forbidden.play.claim`` (Section 4) — at least one pile and at least one hand card (none needed under
  ``claim.from-hand=optional``, when the claimed tops alone are a set); only opponents' piles, never
  one's own; a pile with a top card; hand cards the player holds, number cards or wilds, no wild under
  ``claim.wild=no``; at least one card stays in the hand (the turn ends with a discard) unless the emptied hand
  may go Cheng without discarding (Section 7); and the claimed cards with the hand cards make up the set, card
  for card. An emptied hand holds no Forbidden or Royal card and every number card of the player lies in a laid
  set (each laid by a claim, so a set of Section 5), so whether it may go Cheng is the lone-Forbidden rule
  (``forbidden.cheng.lone-forbidden``) on the Forbidden cards claimed onto the table: none, or two or more.
* ``forbidden.play.claim-several`` (Section 4, first question) — several piles, of different opponents, all into
  the one new set.
* ``forbidden.two-player.claim`` (TWO PLAYER RULES) — with two players, either or both of the opponent's two piles.
* ``forbidden.play.no-royal-claim`` (Section 4, third question) — Royal cards and Forbidden cards on top of a pile
  are never claimed into a set, nor wilds under ``wild.claimable=no`` (Section 2 counts them among the Royal cards);
  under ``yes`` a claimed wild is one of the set's cards, its one wild, as a wild from the hand would be.
* ``forbidden.set.one-colour``, ``.same-rank``, ``.run``, ``.one-wild`` (Section 5) — the set slot's own rules;
  ``forbidden.set.yin-yang`` — the Yin-Yang cards in the set are those standing for 6 plus those standing for 9.
* ``forbidden.play.claim-forbidden`` (Section 6, Claiming Forbidden cards) — a Forbidden card on top of an
  opponent's pile may be claimed by a player who holds a card to discard (:meth:`ClaimModel.forbidden_claims`).

Solvers are built once per table layout (how many piles each player keeps) on first use and shared by every
model in the process; a question fixes the state through assumption literals (the top card of every pile, the
claimant, the cards held, the reading), so nothing is solved at import time and no solver is rebuilt per state.

This module never uses the engine; the two are cross-checked (:mod:`rulebook.forbidden.crosscheck.play`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_count import Count
from rulebook.core.z3_solving import Rules, add_rules, check, disjunction, fact, is_true, rules_in_core, track
from rulebook.forbidden.actions import Claim, ClaimForbidden
from rulebook.forbidden.cards import ALL_KINDS, FORBIDDEN, NUMBER_KINDS, WILD, YIN_YANG, Cards
from rulebook.forbidden.model.sets import (
    ONE_COLOUR,
    ONE_WILD,
    RUN,
    SAME_RANK,
    YIN_YANG_RULE,
    SetReadings,
    SetSlot,
)
from rulebook.forbidden.model.terms import HeldCards
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import MIN_PLAYERS, Pile, PileRef, State

CLAIM = "forbidden.play.claim"
CLAIM_SEVERAL = "forbidden.play.claim-several"
NO_ROYAL_CLAIM = "forbidden.play.no-royal-claim"
TWO_PLAYER_CLAIM = "forbidden.two-player.claim"
CLAIM_FORBIDDEN = "forbidden.play.claim-forbidden"

CLAIM_RULES: tuple[str, ...] = (
    CLAIM,
    CLAIM_SEVERAL,
    NO_ROYAL_CLAIM,
    TWO_PLAYER_CLAIM,
    ONE_COLOUR,
    SAME_RANK,
    RUN,
    YIN_YANG_RULE,
    ONE_WILD,
)
"""Every rule a claim of cards for a set answers to."""

NOT_FOR_SETS: tuple[str, ...] = tuple(kind for kind in ALL_KINDS if kind not in NUMBER_KINDS and kind != WILD)
"""Cards that never go into a set as claimed cards: Forbidden cards and the Royal cards (a wild: see
``wild.claimable``)."""
SET_COLOURS: tuple[int, ...] = (0, 1, 2)
Layout = tuple[int, ...]
"""How many discard piles each player keeps, player by player (two each in the two-player game, else one)."""


@dataclass(frozen=True)
class PileLiterals:
    """One discard pile as the model sees it: facts about its top card, and whether the claim takes it."""

    ref: PileRef
    empty: z3.BoolRef
    """Fact: the pile holds no card."""
    top: Mapping[str, z3.BoolRef]
    """Facts: ``top[kind]`` — the pile's top card is of ``kind``."""
    claimed: z3.BoolRef
    """Decision: the claim takes this pile's top card."""
    by_top: Mapping[str | None, tuple[z3.BoolRef, ...]]
    """The facts for each top the pile can show (``None``: empty), built once so that a question looks them up."""

    @classmethod
    def fresh(cls, name: str, ref: PileRef) -> PileLiterals:
        """New named literals for the pile ``ref``."""
        prefix = f"{name}.pile{ref}"
        empty = z3.Bool(f"{prefix}.empty")
        top = {kind: z3.Bool(f"{prefix}.top={kind}") for kind in ALL_KINDS}
        by_top = {
            shown: (fact(empty, shown is None), *(fact(literal, kind == shown) for kind, literal in top.items()))
            for shown in (None, *ALL_KINDS)
        }
        return cls(ref, empty, top, z3.Bool(f"{prefix}.claimed"), by_top)

    def facts(self, pile: Pile) -> list[z3.BoolRef]:
        """Assumptions describing ``pile``: empty or not, and the kind of its top card."""
        return list(self.by_top[pile.top])

    def gives(self, kind: str) -> z3.BoolRef:
        """Whether the claim takes a card of ``kind`` from this pile."""
        return z3.And(self.claimed, self.top[kind])


@dataclass
class ClaimShape:
    """The reusable solvers for one table layout, and the literals a question fixes or reads back."""

    layout: Layout
    piles: tuple[PileLiterals, ...]
    claimant: tuple[z3.BoolRef, ...]
    """Facts: ``claimant[i]`` — player ``i`` is the one claiming."""
    held: HeldCards
    """Facts: the number cards and wilds in the claimant's hand."""
    holds_other: z3.BoolRef
    """Fact: the claimant's hand holds a card that is neither a number card nor a wild (a Forbidden or Royal card)."""
    table_forbidden: Count
    """Facts: how many Forbidden cards the claimant claimed onto the table this round (0, 1, or 2 standing for
    two or more)."""
    used: HeldCards
    """Decisions: the hand cards the claim uses, by kind, and the wilds."""
    other_used: z3.BoolRef
    """The claim names hand cards that are neither number cards nor wilds (only an explained claim sets it)."""
    no_wild: z3.BoolRef
    """Reading literal: ``claim.wild=no``."""
    wild_claimable: z3.BoolRef
    """Reading literal: ``wild.claimable=yes``."""
    hand_optional: z3.BoolRef
    """Reading literal: ``claim.from-hand=optional``."""
    slot: SetSlot
    solver: z3.Solver
    """Enumerates the claims (blocking clauses go inside push/pop)."""
    explainer: z3.Solver
    """The same constraints with minimised unsat cores, to name the rules that refuse a claim."""
    forbidden: tuple[z3.BoolRef, ...]
    """Decisions: ``forbidden[p]`` — the player claims the Forbidden card on top of pile ``p``."""
    forbidden_solver: z3.Solver
    rule_literals: dict[str, z3.BoolRef]

    def state_facts(self, state: State, reading: Reading) -> list[z3.BoolRef]:
        """Assumptions fixing the piles, the claimant, the claimant's hand and the reading to those of ``state``."""
        facts: list[z3.BoolRef] = []
        for literals in self.piles:
            facts += literals.facts(state.pile(literals.ref))
        facts += [fact(literal, i == state.turn) for i, literal in enumerate(self.claimant)]
        hand = state.players[state.turn].hand
        facts += self.held.facts(hand.number_counts, hand.wild)
        others = len(hand) - sum(hand.number_counts) - hand.wild
        facts.append(fact(self.holds_other, others > 0))
        on_table = state.players[state.turn].table_forbidden
        facts += [fact(self.table_forbidden.ge(t), on_table >= t) for t in range(1, self.table_forbidden.cap + 1)]
        facts.append(fact(self.no_wild, reading.claim_wild == "no"))
        facts.append(fact(self.wild_claimable, reading.wild_claimable == "yes"))
        facts.append(fact(self.hand_optional, reading.claim_from_hand == "optional"))
        return facts

    def counts_used(self) -> tuple[Count, ...]:
        """The hand cards used: one number per number-card kind, then the wilds."""
        return (*self.used.numbers, self.used.wild)

    def read_claim(self, model: z3.ModelRef) -> Claim:
        """The claim a solution describes: the piles in table order, the hand cards as a multiset."""
        piles = tuple(literals.ref for literals in self.piles if is_true(model, literals.claimed))
        numbers = [_value(model, count) for count in self.counts_used()]
        counts = dict(zip((*NUMBER_KINDS, WILD), numbers, strict=True))
        return Claim(piles, Cards.from_counter(counts))

    def other_than(self, claim: Claim) -> z3.BoolRef:
        """A blocking clause: the claim differs from ``claim`` in a pile or in the number of some hand card."""
        named = set(claim.piles)
        differs = [fact(lit.claimed, lit.ref not in named) for lit in self.piles]
        for count, kind in zip(self.counts_used(), (*NUMBER_KINDS, WILD), strict=True):
            n = claim.hand.count(kind)
            differs += [fact(count.ge(n), False)] if n else []
            differs += [count.ge(n + 1)] if n < count.cap else []
        return disjunction(*differs)


# ---------------------------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------------------------


def same_number(first: Sequence[z3.BoolRef], second: Sequence[z3.BoolRef]) -> z3.BoolRef:
    """As many of the literals ``first`` hold as of ``second`` (a pseudo-Boolean equality)."""
    return z3.PbEq([*((literal, 1) for literal in first), *((literal, -1) for literal in second)], 0)


def owner_piles(piles: Sequence[PileLiterals], owner: int) -> list[z3.BoolRef]:
    """The "claimed" literals of the piles of ``owner``."""
    return [literals.claimed for literals in piles if literals.ref.owner == owner]


def claim_rules(shape: ClaimShape) -> Rules:
    """The rules of a claim of cards into a set, by rule id (Section 4, TWO PLAYER RULES; Section 5 via the slot)."""
    piles, slot, used = shape.piles, shape.slot, shape.used
    hand_cards = [count.ge(1) for count in (*used.numbers, used.wild)]
    claim: list[z3.BoolRef] = [
        # At least one pile, and at least one card from the hand (under claim.from-hand=optional, none is needed).
        z3.Or(*(literals.claimed for literals in piles)),
        z3.Or(shape.hand_optional, *hand_cards),
        # Hand cards are number cards or wilds; under claim.wild=no, no wild.
        z3.Not(shape.other_used),
        z3.Implies(shape.no_wild, z3.Not(used.wild.ge(1))),
    ]
    for literals in piles:
        # Only an opponent's pile (never one's own), and only a pile that has a top card.
        claim.append(z3.Implies(literals.claimed, z3.Not(shape.claimant[literals.ref.owner])))
        claim.append(z3.Implies(literals.claimed, z3.Not(literals.empty)))
    # The hand cards used are cards the player holds, and at least one card stays in the hand for the discard —
    # unless the emptied hand may go Cheng without discarding (Section 7): every number card is then in a laid
    # set, no Forbidden or Royal card is in hand, so the lone-Forbidden rule on the table's Forbidden cards
    # decides (none, or two or more).
    kept: list[z3.BoolRef] = [shape.holds_other]
    for in_use, in_hand in zip((*used.numbers, used.wild), (*shape.held.numbers, shape.held.wild), strict=True):
        claim += [z3.Implies(in_use.ge(t), in_hand.ge(t)) for t in range(1, in_use.cap + 1)]
        kept += [z3.And(in_hand.ge(t), z3.Not(in_use.ge(t))) for t in range(1, in_use.cap + 1)]
    empties_hand = z3.Not(z3.Or(*kept))
    on_table = shape.table_forbidden
    no_lone_forbidden = z3.Or(z3.Not(on_table.ge(1)), on_table.ge(2))
    claim.append(z3.Implies(empties_hand, no_lone_forbidden))
    # The set holds exactly the claimed cards and the hand cards: card for card, the wild included.
    yin_yang: list[z3.BoolRef] = []
    for k, kind in enumerate(NUMBER_KINDS):
        in_set = [literal for row in slot.naturals_of(k) for literal in row]
        brought = [*used.numbers[k].at_least, *(literals.gives(kind) for literals in piles)]
        # A Yin-Yang card in the set stands for a 6 or a 9 (forbidden.set.yin-yang).
        (yin_yang if kind[1:] == YIN_YANG else claim).append(same_number(in_set, brought))
    claim.append(same_number(list(slot.wild), [*used.wild.at_least, *(literals.gives(WILD) for literals in piles)]))

    # Royal cards and Forbidden cards on top of a pile never go into a set; wilds only under wild.claimable=yes.
    no_royal = [z3.Implies(literals.claimed, z3.Not(literals.top[kind])) for literals in piles for kind in NOT_FOR_SETS]
    no_royal += [z3.Implies(literals.gives(WILD), shape.wild_claimable) for literals in piles]

    # Several piles: each of a different opponent (three or four players); with two players, either or both of
    # the opponent's two piles. Either way every claimed card goes into the one set (above).
    players = len(shape.layout)
    two_player_game = players == MIN_PLAYERS and max(shape.layout) > 1
    several: list[z3.BoolRef] = []
    two_player: list[z3.BoolRef] = []
    for owner, count in enumerate(shape.layout):
        if two_player_game:
            two_player.append(z3.AtMost(*owner_piles(piles, owner), count))
        elif count > 1:
            several.append(z3.AtMost(*owner_piles(piles, owner), 1))
    rules: Rules = {CLAIM: claim, YIN_YANG_RULE: yin_yang, NO_ROYAL_CLAIM: no_royal}
    rules[TWO_PLAYER_CLAIM if two_player_game else CLAIM_SEVERAL] = two_player or several
    return add_rules(rules, slot.rules())


def forbidden_claim_rules(shape: ClaimShape) -> list[z3.BoolRef]:
    """Rule ``forbidden.play.claim-forbidden`` (Section 6): a Forbidden card on top of an opponent's pile.

    The player must hold a card, to end the turn with a discard (Section 4).
    """
    holds_a_card = z3.Or(shape.holds_other, *(count.ge(1) for count in (*shape.held.numbers, shape.held.wild)))
    return [
        z3.Implies(chosen, z3.And(literals.top[FORBIDDEN], z3.Not(shape.claimant[literals.ref.owner]), holds_a_card))
        for chosen, literals in zip(shape.forbidden, shape.piles, strict=True)
    ]


def structure(shape: ClaimShape) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: the order encodings describe numbers, the slot's variables mean what they say."""
    constraints = shape.held.domain() + shape.used.domain() + shape.table_forbidden.ordered()
    return constraints + shape.slot.structure(SetReadings.of(DEFAULT))


def build_shape(layout: Layout) -> ClaimShape:
    """The solvers for a table of ``layout``: every rule tracked under a literal named by its rule id."""
    name = "claim" + "-".join(map(str, layout))
    refs = [PileRef(owner, index) for owner, count in enumerate(layout) for index in range(count)]
    shape = ClaimShape(
        layout=layout,
        piles=tuple(PileLiterals.fresh(name, ref) for ref in refs),
        claimant=tuple(z3.Bool(f"{name}.claimant={i}") for i in range(len(layout))),
        held=HeldCards.fresh(f"{name}.held"),
        holds_other=z3.Bool(f"{name}.holds-other-cards"),
        table_forbidden=Count.fresh(f"{name}.table-forbidden", 2),
        used=HeldCards.fresh(f"{name}.used"),
        other_used=z3.Bool(f"{name}.uses-other-cards"),
        no_wild=z3.Bool("reading:claim.wild=no"),
        wild_claimable=z3.Bool("reading:wild.claimable=yes"),
        hand_optional=z3.Bool("reading:claim.from-hand=optional"),
        slot=SetSlot.fresh(f"{name}.set", SET_COLOURS),
        solver=z3.SolverFor("QF_FD"),
        explainer=z3.Solver(),
        forbidden=tuple(z3.Bool(f"{name}.claim-forbidden{ref}") for ref in refs),
        forbidden_solver=z3.Solver(),
        rule_literals={},
    )
    shape.explainer.set("core.minimize", True)
    rules = claim_rules(shape)
    for solver in (shape.solver, shape.explainer):
        solver.add(*structure(shape))
        shape.rule_literals.update(track(solver, rules))
    shape.forbidden_solver.add(*shape.held.domain())
    shape.rule_literals.update(track(shape.forbidden_solver, {CLAIM_FORBIDDEN: forbidden_claim_rules(shape)}))
    return shape


@cache
def shape_for(layout: Layout) -> ClaimShape:
    """The shape of ``layout``, built on first use and shared in the process (the reading is an assumption)."""
    return build_shape(layout)


def layout_of(state: State) -> Layout:
    """How many piles each player of ``state`` keeps."""
    return tuple(len(player.piles) for player in state.players)


# ---------------------------------------------------------------------------------------------------------------
# The questions
# ---------------------------------------------------------------------------------------------------------------


class ClaimModel:
    """The Z3 model of claims at the start of a turn, under one reading."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading

    def claims(self, state: State) -> frozenset[Claim]:
        """Every legal claim of cards into a set for the player whose turn it starts (none in other phases).

        Each solution of the rules is one claim; a blocking clause over the piles and hand cards it uses excludes
        it, until no claim is left.
        """
        if state.phase != "start":
            return frozenset()
        shape = shape_for(layout_of(state))
        facts = shape.state_facts(state, self.reading)
        found: set[Claim] = set()
        solver = shape.solver
        solver.push()
        try:
            while check(solver, facts):
                claim = shape.read_claim(solver.model())
                found.add(claim)
                solver.add(shape.other_than(claim))
        finally:
            solver.pop()
        return frozenset(found)

    def forbidden_claims(self, state: State) -> frozenset[ClaimForbidden]:
        """Every legal claim of a Forbidden card (rule ``forbidden.play.claim-forbidden``), in phase ``start``."""
        if state.phase != "start":
            return frozenset()
        shape = shape_for(layout_of(state))
        facts = shape.state_facts(state, self.reading)
        return frozenset(
            ClaimForbidden(literals.ref)
            for chosen, literals in zip(shape.forbidden, shape.piles, strict=True)
            if check(shape.forbidden_solver, [*facts, chosen])
        )

    def explain(self, state: State, claim: Claim) -> tuple[str, ...]:
        """The rule ids that refuse ``claim`` in ``state`` (a minimised unsat core), or ``()`` when it is legal.

        A claim is made at the start of a turn: in any other phase it is refused by ``forbidden.play.claim``.
        A pile the table does not have, or a pile named twice, is bad input (:class:`InputError`).
        """
        if state.phase != "start":
            return (CLAIM,)
        shape = shape_for(layout_of(state))
        named = set(claim.piles)
        unknown = named - {literals.ref for literals in shape.piles}
        if unknown:
            raise InputError(f"no pile {', '.join(map(str, sorted(unknown)))} on this table")
        if len(named) != len(claim.piles):
            raise InputError(f"{claim}: names a pile twice")
        hand = claim.hand
        others = len(hand) - sum(hand.number_counts) - hand.wild
        facts = shape.state_facts(state, self.reading)
        facts += [fact(literals.claimed, literals.ref in named) for literals in shape.piles]
        try:
            facts += shape.used.facts(hand.number_counts, hand.wild)
        except ValueError as error:
            raise InputError(f"{claim}: {error}") from error
        facts.append(fact(shape.other_used, others > 0))
        if check(shape.explainer, facts):
            return ()
        return rules_in_core(shape.explainer, sorted(shape.rule_literals))


def _value(model: z3.ModelRef, count: Count) -> int:
    """The number a solution gives ``count`` (its "at least t" literals hold up to that number)."""
    value = 0
    while value < count.cap and is_true(model, count.ge(value + 1)):
        value += 1
    return value


__all__ = ["CLAIM_RULES", "ClaimModel", "ClaimShape", "shape_for"]
