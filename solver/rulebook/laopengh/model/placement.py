"""Placing a card on a pile, as a declarative Z3 model (rulebook "Placing Cards", "Jokers", "Suspicion").

The rules, each a group of constraints tracked under its rule id (:func:`placement_rules`):

* ``laopengh.deck.cards`` — every card on the piles and the card placed shows what its kind shows
  (:mod:`rulebook.laopengh.model.deck`): a theme, a colour and a corner number, or, for a joker, both animals and
  neither colour nor number.
* ``laopengh.place.match`` (Placing Cards) — a card may go on a pile only if it shares an attribute with the pile's
  top card: an animal both show (a joker shows both, so it shares with every card), the same colour, or the same
  corner number (``shares[p]``). With the other two rules this makes ``legal``: the card shares with the top of
  its pile and makes no run of three there, or it fits no pile at all.
* ``laopengh.place.no-triple`` (Placing Cards, "Be careful") — the card and the two cards directly beneath it may
  not all have one colour, all one corner number, or all show one animal (``triple[p]``; a pile of one card makes
  no run). Having no colour or number, a joker is in no run of colour or number.
* ``laopengh.joker.runs`` (Jokers) — how a joker counts in a run of animals, reading ``joker.theme-run``: under
  ``counts-as-both`` it shows both animals and continues either run; under ``transparent`` jokers are passed
  over: a joker placed makes no theme run, and a theme card makes one when the two nearest theme cards beneath it,
  however many jokers lie between, show its animal (``theme_run[p]``).
* ``laopengh.place.free`` (Placing Cards) — a card that fits none of the three piles may go on any of them
  (``free``). Fitting (``fits[p]``), reading ``place.fits-no-pile``: sharing an attribute with the top
  (``shares-nothing``), or sharing one and making no run of three there (``no-legal-place``).
* ``laopengh.place.illegal`` (Placing Cards; Suspicion, "Important") — an illegal placement is still a move,
  which stands unless accused (``move``); under reading ``suspicion.grounds=triples-only`` a card laid on a top it
  shares nothing with, while it fits another pile, is no move at all.
* ``laopengh.suspicion.accuse`` (Suspicion) — an accusation of the card just placed is upheld when the placement
  was illegal and refuted when it was legal (``upheld``, ``refuted``; neither when it was no move).
* ``laopengh.suspicion.accepted`` (Suspicion, "Important") — every card lying on a pile lies there accepted, the
  third card of a run too, and the runs of a card placed are read over the accepted cards beneath it, whatever
  they were: the fourth card of an accepted run makes a triple with the two beneath it (``accepted[p][k]``).

Which rule decides (:class:`~rulebook.laopengh.verdict.Placement`): ``decides[rule]`` — the free placement, the
match (legal by sharing, or illegal by sharing nothing with the top), the ban on triples.

A solver is built once for each *depth* (how many of each pile's top cards the question must show the model) and
reused for every question and every reading: the cards, the pile and the options of the three readings that touch
placing are assumption literals, and every answer is checked to be forced by the rules
(:func:`rulebook.laopengh.model.solving.forced`). This module never uses the engine; the two are cross-checked.

>>> judge([["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]], 0, "CY1").accusation
'upheld'
>>> judge([["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]], 0, "CY1", Reading(place_fits_no_pile="no-legal-place"))
Placement(legal=True, rule='laopengh.place.free', fits=(), move=True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import OptionLiterals, Rules, fact, track
from rulebook.laopengh.cards import PILES, THEMES, is_joker, parse_card
from rulebook.laopengh.model.deck import DECK, CardTerms, card_rule, exactly_one
from rulebook.laopengh.model.solving import Answers, forced
from rulebook.laopengh.reading import DEFAULT, Reading
from rulebook.laopengh.verdict import Accusation, Placement

MATCH = "laopengh.place.match"
NO_TRIPLE = "laopengh.place.no-triple"
JOKER_RUNS = "laopengh.joker.runs"
FREE = "laopengh.place.free"
ILLEGAL = "laopengh.place.illegal"
ACCUSE = "laopengh.suspicion.accuse"
ACCEPTED = "laopengh.suspicion.accepted"
PLACEMENT_RULES: tuple[str, ...] = (DECK, MATCH, NO_TRIPLE, JOKER_RUNS, FREE, ILLEGAL, ACCUSE, ACCEPTED)
DECIDING_RULES: tuple[str, ...] = (FREE, MATCH, NO_TRIPLE)
"""The rules a verdict can name (:mod:`rulebook.laopengh.verdict`)."""

RUN = 3
"""'no attribute may appear 3 times in a row in one pile'."""
BENEATH = RUN - 1
"""The cards directly beneath a card placed that a run of three is read over."""


@dataclass(frozen=True)
class ReadingLiterals(OptionLiterals):
    """The options of the readings that touch placing, as literals a question assumes (one solver for all)."""

    OPTIONS = ("place.fits-no-pile=no-legal-place", "joker.theme-run=transparent", "suspicion.grounds=triples-only")

    no_legal_place: z3.BoolRef
    """``place.fits-no-pile=no-legal-place``: a card fits a pile when it shares with the top and makes no triple."""
    transparent: z3.BoolRef
    """``joker.theme-run=transparent``: jokers neither count towards nor interrupt a theme run."""
    triples_only: z3.BoolRef
    """``suspicion.grounds=triples-only``: a placement on a top sharing nothing, while another pile fits, is refused."""


@dataclass(frozen=True)
class PileTerms:
    """The top cards of one pile as the model sees them: ``cards[0]`` is the top card, ``cards[1]`` the one beneath."""

    cards: tuple[CardTerms, ...]
    present: tuple[z3.BoolRef, ...]
    """``present[k]``: the pile holds at least ``k + 1`` cards (a card at depth ``k`` lies there)."""
    accepted: tuple[z3.BoolRef, ...]
    """``accepted[k]``: the card at depth ``k`` lies accepted, to be built on (rule ``laopengh.suspicion.accepted``)."""

    @classmethod
    def fresh(cls, pile: int, depth: int) -> PileTerms:
        """A pile of unknown cards, seen ``depth`` cards deep."""
        return cls(
            cards=tuple(CardTerms.fresh(f"pile{pile}[{k}]") for k in range(depth)),
            present=tuple(z3.Bool(f"pile{pile}[{k}].present") for k in range(depth)),
            accepted=tuple(z3.Bool(f"pile{pile}[{k}].accepted") for k in range(depth)),
        )

    @property
    def top(self) -> CardTerms:
        """The pile's top card (a pile is never empty)."""
        return self.cards[0]

    @property
    def below(self) -> tuple[CardTerms, ...]:
        """The two cards directly beneath a card laid on the pile, nearest first."""
        return self.cards[:BENEATH]


@dataclass(frozen=True)
class Definitions:
    """The named Z3 definitions of placing; each is defined (``name == ...``) in the group of its rule."""

    shares: tuple[z3.BoolRef, ...]
    """``shares[p]``: the card shares an attribute with the top card of pile ``p``."""
    colour_run: tuple[z3.BoolRef, ...]
    number_run: tuple[z3.BoolRef, ...]
    shown_run: tuple[z3.BoolRef, ...]
    """The card and the two beneath it all show one animal (a joker showing both)."""
    nearest: tuple[tuple[z3.BoolRef, ...], ...]
    """``nearest[p][k]``: the card at depth ``k`` is the nearest theme card beneath a card placed on ``p``."""
    second: tuple[tuple[z3.BoolRef, ...], ...]
    """``second[p][k]``: the card at depth ``k`` is the next theme card beneath that."""
    transparent_run: tuple[z3.BoolRef, ...]
    """The card is a theme card and the two nearest theme cards beneath it show its animal."""
    theme_run: tuple[z3.BoolRef, ...]
    triple: tuple[z3.BoolRef, ...]
    """``triple[p]``: the card laid on pile ``p`` makes a run of three."""
    fits: tuple[z3.BoolRef, ...]
    free: z3.BoolRef
    """The card fits no pile."""
    shares_target: z3.BoolRef
    triple_target: z3.BoolRef
    legal: z3.BoolRef
    move: z3.BoolRef
    upheld: z3.BoolRef
    refuted: z3.BoolRef
    decides: dict[str, z3.BoolRef]

    @classmethod
    def fresh(cls, depth: int) -> Definitions:
        """The definitions' names, for piles seen ``depth`` cards deep."""

        def per_pile(name: str) -> tuple[z3.BoolRef, ...]:
            return tuple(z3.Bool(f"{name}[{p}]") for p in range(PILES))

        def per_card(name: str) -> tuple[tuple[z3.BoolRef, ...], ...]:
            return tuple(tuple(z3.Bool(f"{name}[{p}][{k}]") for k in range(depth)) for p in range(PILES))

        return cls(
            shares=per_pile("shares"),
            colour_run=per_pile("colour_run"),
            number_run=per_pile("number_run"),
            shown_run=per_pile("shown_run"),
            nearest=per_card("nearest_theme_card"),
            second=per_card("second_theme_card"),
            transparent_run=per_pile("transparent_run"),
            theme_run=per_pile("theme_run"),
            triple=per_pile("triple"),
            fits=per_pile("fits"),
            free=z3.Bool("free"),
            shares_target=z3.Bool("shares_target"),
            triple_target=z3.Bool("triple_target"),
            legal=z3.Bool("legal"),
            move=z3.Bool("move"),
            upheld=z3.Bool("accusation_upheld"),
            refuted=z3.Bool("accusation_refuted"),
            decides={rule: z3.Bool(f"decides:{rule}") for rule in DECIDING_RULES},
        )


def shares(a: CardTerms, b: CardTerms) -> z3.BoolRef:
    """``a`` and ``b`` have an attribute in common: an animal both show, their colour, or their corner number."""
    return z3.Or(
        *(z3.And(a.shows(theme), b.shows(theme)) for theme in THEMES),
        a.colour.same(b.colour),
        a.number.same(b.number),
    )


@dataclass(frozen=True)
class PlacementShape:
    """One reusable solver for piles seen ``depth`` cards deep, and the terms a question fixes or reads back."""

    depth: int
    solver: z3.Solver
    piles: tuple[PileTerms, ...]
    card: CardTerms
    """The card placed."""
    on: tuple[z3.BoolRef, ...]
    """``on[p]``: the card is laid on pile ``p`` (the pile named first, rule ``laopengh.place.declare``)."""
    readings: ReadingLiterals
    defined: Definitions
    answers: Answers
    rule_literals: dict[str, z3.BoolRef]

    def facts(self, piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> list[z3.BoolRef]:
        """The assumptions of one question: the top cards of each pile, the pile, the card and the reading."""
        facts = [*self.card.is_kind(card), *(fact(on, p == pile) for p, on in enumerate(self.on))]
        for terms, cards in zip(self.piles, piles, strict=True):
            for k in range(self.depth):
                lies = k < len(cards)
                facts.append(fact(terms.present[k], lies))
                if lies:
                    facts += terms.cards[k].is_kind(cards[-1 - k])
        return [*facts, *self.readings.facts(reading)]

    @staticmethod
    def placement(values: dict[str, bool]) -> Placement:
        """The verdict the answers read back describe."""
        (rule,) = (rule for rule in DECIDING_RULES if values[f"decides:{rule}"])
        fits = tuple(p for p in range(PILES) if values[f"fits[{p}]"])
        return Placement(legal=values["legal"], rule=rule, fits=fits, move=values["move"])


def placement_rules(shape: PlacementShape) -> Rules:
    """The rules of placing, by rule id (see the module's list)."""
    d, card, readings = shape.defined, shape.card, shape.readings
    on = shape.on
    deck = card_rule(card)
    for pile in shape.piles:
        for terms in pile.cards:
            deck += card_rule(terms)

    # Every card lying on a pile lies there accepted, the third of a run too: a card placed is judged on them.
    accepted = [pile.accepted[k] == pile.present[k] for pile in shape.piles for k in range(shape.depth)]

    match = [d.shares[p] == shares(card, pile.top) for p, pile in enumerate(shape.piles)]
    match.append(d.shares_target == z3.Or(*(z3.And(on[p], d.shares[p]) for p in range(PILES))))
    match.append(d.legal == z3.Or(d.free, z3.And(d.shares_target, z3.Not(d.triple_target))))
    match.append(
        d.decides[MATCH] == z3.Or(z3.And(d.legal, z3.Not(d.free)), z3.And(z3.Not(d.legal), z3.Not(d.shares_target)))
    )

    no_triple = []
    for p, pile in enumerate(shape.piles):
        three = (card, *pile.below)
        full = z3.And(*pile.accepted[:BENEATH])
        no_triple += [
            d.colour_run[p] == z3.And(full, *(card.colour.same(c.colour) for c in pile.below)),
            d.number_run[p] == z3.And(full, *(card.number.same(c.number) for c in pile.below)),
            d.shown_run[p] == z3.And(full, z3.Or(*(z3.And(*(c.shows(t) for c in three)) for t in THEMES))),
            d.triple[p] == z3.Or(d.colour_run[p], d.number_run[p], d.theme_run[p]),
        ]
    no_triple.append(d.triple_target == z3.Or(*(z3.And(on[p], d.triple[p]) for p in range(PILES))))
    no_triple.append(d.decides[NO_TRIPLE] == z3.And(z3.Not(d.legal), d.shares_target))

    joker = []
    for p, pile in enumerate(shape.piles):
        theme_card = [z3.And(pile.accepted[k], z3.Not(pile.cards[k].joker)) for k in range(shape.depth)]
        for k in range(shape.depth):
            above = theme_card[:k]
            joker += [
                d.nearest[p][k] == z3.And(theme_card[k], z3.PbEq([(c, 1) for c in above], 0) if above else True),
                d.second[p][k] == z3.And(theme_card[k], z3.PbEq([(c, 1) for c in above], 1) if above else False),
            ]
        joker.append(
            d.transparent_run[p]
            == z3.And(
                z3.Not(card.joker),
                z3.Or(
                    *(
                        z3.And(
                            card.shows(t),
                            z3.Or(*(z3.And(d.nearest[p][k], pile.cards[k].shows(t)) for k in range(shape.depth))),
                            z3.Or(*(z3.And(d.second[p][k], pile.cards[k].shows(t)) for k in range(shape.depth))),
                        )
                        for t in THEMES
                    )
                ),
            )
        )
        joker.append(d.theme_run[p] == z3.If(readings.transparent, d.transparent_run[p], d.shown_run[p]))

    free = [
        d.fits[p] == z3.And(d.shares[p], z3.Implies(readings.no_legal_place, z3.Not(d.triple[p]))) for p in range(PILES)
    ]
    free.append(d.free == z3.Not(z3.Or(*d.fits)))
    free.append(d.decides[FREE] == z3.And(d.legal, d.free))

    illegal = [d.move == z3.Not(z3.And(readings.triples_only, d.decides[MATCH], z3.Not(d.legal)))]

    accuse = [d.upheld == z3.And(d.move, z3.Not(d.legal)), d.refuted == z3.And(d.move, d.legal)]

    return {
        DECK: deck,
        MATCH: match,
        NO_TRIPLE: no_triple,
        JOKER_RUNS: joker,
        FREE: free,
        ILLEGAL: illegal,
        ACCUSE: accuse,
        ACCEPTED: accepted,
    }


def structure(shape: PlacementShape) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: the target is one of the piles; a pile seen k + 1 deep is seen k deep."""
    constraints = [exactly_one(shape.on)]
    for pile in shape.piles:
        pairs = zip(pile.present, pile.present[1:], strict=False)
        constraints += [z3.Implies(deeper, shallower) for shallower, deeper in pairs]
    return constraints


@cache
def shape(depth: int) -> PlacementShape:
    """The placing solver for piles seen ``depth`` cards deep, built on first use and shared in the process."""
    defined = Definitions.fresh(depth)
    answers = Answers.of(
        {
            "legal": defined.legal,
            "move": defined.move,
            "upheld": defined.upheld,
            "refuted": defined.refuted,
            **{f"fits[{p}]": defined.fits[p] for p in range(PILES)},
            **{f"decides:{rule}": literal for rule, literal in defined.decides.items()},
        },
        name="place",
    )
    built = PlacementShape(
        depth=depth,
        solver=z3.SolverFor("QF_FD"),
        piles=tuple(PileTerms.fresh(p, depth) for p in range(PILES)),
        card=CardTerms.fresh("card"),
        on=tuple(z3.Bool(f"on[{p}]") for p in range(PILES)),
        readings=ReadingLiterals.fresh(),
        defined=defined,
        answers=answers,
        rule_literals={},
    )
    built.solver.add(*structure(built))
    answers.attach(built.solver)
    built.rule_literals.update(track(built.solver, placement_rules(built)))
    return built


def depth_needed(piles: Sequence[Sequence[str]], reading: Reading) -> int:
    """How many of each pile's top cards the model must see to judge a card on it (bookkeeping, no rule).

    A run of three is read over the two cards beneath; under ``joker.theme-run=transparent`` the model must see
    each pile down to its second theme card from the top (or the whole pile), passing over the jokers above it.
    """
    if reading.joker_theme_run != "transparent":
        return BENEATH
    deepest = BENEATH
    for cards in piles:
        theme_cards = 0
        seen = 0
        for kind in reversed(cards):
            seen += 1
            theme_cards += not is_joker(kind)
            if theme_cards == BENEATH:
                break
        deepest = max(deepest, seen)
    return deepest


def question(piles: Sequence[Sequence[str]], pile: int, card: str) -> tuple[list[list[str]], int, str]:
    """The question's piles, pile and card in canonical spelling; :class:`InputError` naming anything wrong."""
    if isinstance(piles, str) or len(piles) != PILES:
        raise InputError(f"expected {PILES} piles, each a list of cards bottom first")
    canonical = []
    for index, cards in enumerate(piles):
        if isinstance(cards, str) or not cards:
            raise InputError(f"pile {index} must be a non-empty list of cards, bottom first")
        canonical.append([parse_card(kind) for kind in _texts(cards)])
    if isinstance(pile, bool) or not isinstance(pile, int) or not 0 <= pile < PILES:
        raise InputError(f"the pile is 0, 1 or 2, not {pile!r}")
    (kind,) = _texts([card])
    return canonical, pile, parse_card(kind)


def _texts(cards: Sequence[object]) -> list[str]:
    texts = []
    for card in cards:
        if not isinstance(card, str):
            raise InputError(f"a card is a text such as 'CY3' or 'J2', not {card!r}")
        texts.append(card)
    return texts


def answers(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading = DEFAULT) -> dict[str, bool]:
    """Every answer of the placing model for one question, each checked to be forced by the rules.

    The keys: ``legal``, ``move``, ``upheld``, ``refuted``, ``fits[p]`` and ``decides:RULE``.
    """
    canonical, pile, kind = question(piles, pile, card)
    built = shape(depth_needed(canonical, reading))
    return forced(built.solver, built.facts(canonical, pile, kind, reading), built.answers)


def judge(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading = DEFAULT) -> Placement:
    """The judgement of laying ``card`` on pile ``pile`` of ``piles`` (kinds, bottom first) under ``reading``.

    The facts are assumed on the solver for the depth the question needs; every part of the verdict is read off a
    solution and checked to be forced by the rules (:func:`answers`).
    """
    return PlacementShape.placement(answers(piles, pile, card, reading))


def accusation(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading = DEFAULT) -> Accusation | None:
    """How an accusation of the card just placed ends (rule ``laopengh.suspicion.accuse``), read off the model.

    ``"upheld"`` when the placement was illegal, ``"refuted"`` when legal, ``None`` when it is no move: the model's
    own ``upheld`` and ``refuted`` (:attr:`Placement.accusation` derives the same from the verdict).
    """
    values = answers(piles, pile, card, reading)
    if values["upheld"]:
        return "upheld"
    return "refuted" if values["refuted"] else None


__all__ = [
    "DECIDING_RULES",
    "PLACEMENT_RULES",
    "Definitions",
    "PileTerms",
    "PlacementShape",
    "ReadingLiterals",
    "accusation",
    "answers",
    "depth_needed",
    "judge",
    "placement_rules",
    "shape",
    "shares",
]
