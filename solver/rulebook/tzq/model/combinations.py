"""Combinations as Z3 constraints.

Rulebook Glossary ("Combination", "Run", "Triplet"), "Tien Zi Que" Cards, and "Course of Play" (which cards a Pung or
a Chow may combine).

Each rule is a constraint over the cards of one combination, tracked under its rule id (``spec/tzq.toml``):

* ``tzq.combination.size`` — a combination is always exactly three cards, no more, no less.
* ``tzq.combination.run`` — three coins whose numbers follow each other (n, n+1, n+2 with n from 1 to 7: the
  numbers never wrap from 9 to 1), of any series; an honour is in no run.
* ``tzq.combination.triplet`` — three identical cards: three of one honour, or three coins of one number.
* ``tzq.combination.joker`` — a Tien Zi Que card stands for any one card of the combination (it gives its
  combination the face it stands for), a combination holds at most one of them, and one that has just been
  discarded (taken from the discard pile for a Chow) may be used in none.
* ``tzq.turn.actions`` — the cards of a combination come from the player's six cards (five in hand and the card
  just taken); a Chow's combination includes the card it took from the discard pile, and under reading
  ``pung.drawn-card=must-include`` (the assumption literal ``reading:pung.drawn-card=must-include``) a Pung's
  includes the card it drew (a drawn joker may be used: it was not discarded).

The cards are counts of each kind (at most the deck's copies, rule ``tzq.deck.cards``): the six cards held are facts
(``held``), the three cards of the combination are ``chosen``, and ``way[w]`` says the chosen cards make ``w``
(``"run 3-4-5"``, ``"triplet E"``). A way is a way of the cards when the rules allow it with the joker standing for
some card (``stands``): each question is a satisfiability check under assumption literals, on one solver built
once and reused. This module never uses the engine; the two are cross-checked.

>>> ways(["4a", "5b", "T"])
('run 3-4-5', 'run 4-5-6')
>>> combinations(["4a", "E", "T", "9c", "N"], "E", "discard")
('E E T',)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_count import FALSE, Count
from rulebook.core.z3_solving import check, disjunction, fact, is_true, rules_in_core, track
from rulebook.tzq.cards import (
    ALL_KINDS,
    COMBINATION_SIZE,
    COPIES,
    HAND_SIZE,
    HONOURS,
    JOKER,
    NUMBERS,
    Cards,
    check_copies,
    face_of,
    format_cards,
    parse_card,
)
from rulebook.tzq.reading import DEFAULT, Reading

DECK = "tzq.deck.cards"
SIZE = "tzq.combination.size"
RUN = "tzq.combination.run"
TRIPLET = "tzq.combination.triplet"
JOKER_RULE = "tzq.combination.joker"
TURN_ACTIONS = "tzq.turn.actions"
HAND_SIZE_RULE = "tzq.turn.hand-size"
COMBINATION_RULES: tuple[str, ...] = (SIZE, RUN, TRIPLET, JOKER_RULE, TURN_ACTIONS)

SOURCES: tuple[str, ...] = ("draw", "discard")
"""Where the sixth card comes from: the top of the draw pile (Draw, Pung) or the discard pile (Chow)."""

FACES: tuple[str, ...] = (*(str(n) for n in NUMBERS), *HONOURS)
"""What a card is in a combination: a coin's number (any series), or an honour itself (the joker has no face)."""
RUN_STARTS: tuple[int, ...] = tuple(range(1, max(NUMBERS) - COMBINATION_SIZE + 2))
"""A run's lowest number: 1 to 7 (7-8-9 is the highest run; 8-9-1 is none)."""
MAX_JOKERS_IN_COMBINATION = 1
"""'A Combination may never contain more than one "TZQ" card.'"""

NATURAL_KINDS: tuple[str, ...] = tuple(kind for kind in ALL_KINDS if kind != JOKER)


def run_text(start: int) -> str:
    """``"run 3-4-5"`` for the run starting at ``start``."""
    return "run " + "-".join(str(start + step) for step in range(COMBINATION_SIZE))


def run_faces(start: int) -> frozenset[str]:
    """The three numbers of the run starting at ``start``, as faces."""
    return frozenset(str(start + step) for step in range(COMBINATION_SIZE))


def triplet_text(face: str) -> str:
    """``"triplet 4"`` or ``"triplet E"``."""
    return f"triplet {face}"


@dataclass
class CombinationShape:
    """The reusable solver of combinations and the literals a question fixes or reads back."""

    solver: z3.Solver
    explainer: z3.Solver
    """The same constraints with minimised unsat cores, to name the rules that refuse a combination."""
    held: dict[str, Count]
    """Facts: the cards the player may combine (the six cards; for :func:`ways`, the cards asked about)."""
    chosen: dict[str, Count]
    """The cards of the combination."""
    from_discard: z3.BoolRef
    """Fact: the sixth card was taken from the discard pile (a Chow)."""
    taken: dict[str, z3.BoolRef]
    """Facts: ``taken[kind]`` — the card taken from the discard pile is a ``kind`` (none holds for a draw)."""
    drawn: dict[str, z3.BoolRef]
    """Facts: ``drawn[kind]`` — the card drawn from the draw pile is a ``kind`` (none holds for a Chow)."""
    pung_must_include: z3.BoolRef
    """Reading ``pung.drawn-card=must-include``: a Pung's combination includes the card drawn."""
    stands: dict[str, z3.BoolRef]
    """``stands[face]``: the joker of the combination stands for a card of ``face``."""
    way: dict[str, z3.BoolRef]
    """``way[text]``: the chosen cards make the run or triplet ``text``."""
    combination: z3.BoolRef
    """The chosen cards make a combination (some way)."""
    rule_literals: dict[str, z3.BoolRef]

    def natural(self, face: str) -> list[z3.BoolRef]:
        """The chosen cards of ``face`` (one literal per card: "at least t copies of a kind of that face")."""
        return [literal for kind in NATURAL_KINDS if face_of(kind) == face for literal in self.chosen[kind].at_least]

    def all_chosen(self) -> list[z3.BoolRef]:
        """Every chosen card, the jokers too (one literal per card)."""
        return [literal for kind in ALL_KINDS for literal in self.chosen[kind].at_least]

    def held_facts(self, cards: Cards) -> list[z3.BoolRef]:
        """Assumptions fixing the held cards to ``cards``."""
        return [literal for kind in ALL_KINDS for literal in self.held[kind].equals(cards.count(kind))]

    def chosen_facts(self, cards: Cards) -> list[z3.BoolRef]:
        """Assumptions fixing the combination's cards to ``cards``."""
        return [literal for kind in ALL_KINDS for literal in self.chosen[kind].equals(cards.count(kind))]

    def source_facts(self, taken: str | None, drawn: str | None = None, reading: Reading = DEFAULT) -> list[z3.BoolRef]:
        """Assumptions for the sixth card's source: ``taken`` from the discard pile, or ``None`` for a draw.

        ``drawn``: the card a draw took (``None`` when it is not known or not asked); ``reading`` says whether a
        Pung must include it (``pung.drawn-card``).
        """
        facts = [fact(self.from_discard, taken is not None)]
        facts += [fact(literal, kind == taken) for kind, literal in self.taken.items()]
        facts += [fact(literal, taken is None and kind == drawn) for kind, literal in self.drawn.items()]
        return [*facts, fact(self.pung_must_include, reading.pung_drawn_card == "must-include")]

    def read_chosen(self, model: z3.ModelRef, held: Cards) -> Cards:
        """The combination's cards a solution describes (only cards ``held`` can be chosen: rule tzq.turn.actions)."""
        counts = [0] * len(ALL_KINDS)
        for index, kind in enumerate(ALL_KINDS):
            if held.count(kind):
                literals = self.chosen[kind].at_least[: held.count(kind)]
                counts[index] = sum(1 for literal in literals if is_true(model, literal))
        return Cards(tuple(counts))

    def other_than(self, cards: Cards, held: Cards) -> z3.BoolRef:
        """A blocking clause: the combination's cards differ from ``cards`` in the count of some kind held."""
        differs: list[z3.BoolRef] = []
        for kind in ALL_KINDS:
            count, n, most = self.chosen[kind], cards.count(kind), held.count(kind)
            if n:
                differs.append(fact(count.ge(n), False))
            if n < most:
                differs.append(count.ge(n + 1))
        return disjunction(*differs) if differs else FALSE


def way_patterns() -> dict[str, dict[str, int]]:
    """Every run and triplet, as how many cards of each face it needs (a joker standing for one of them)."""
    patterns: dict[str, dict[str, int]] = {}
    for start in RUN_STARTS:
        faces = run_faces(start)
        patterns[run_text(start)] = {face: int(face in faces) for face in FACES}
    for face in FACES:
        patterns[triplet_text(face)] = {other: COMBINATION_SIZE if other == face else 0 for other in FACES}
    return patterns


def combination_rules(shape: CombinationShape) -> dict[str, list[z3.BoolRef]]:
    """The rules of a combination, by rule id."""
    jokers = shape.chosen[JOKER]

    def exactly(face: str, n: int) -> z3.BoolRef:
        """The combination holds ``n`` cards of ``face``, counting the card the joker stands for."""
        return z3.PbEq([(literal, 1) for literal in (*shape.natural(face), shape.stands[face])], n)

    patterns = way_patterns()
    # Exactly three cards, no more, no less.
    size = [z3.Implies(shape.combination, z3.PbEq([(card, 1) for card in shape.all_chosen()], COMBINATION_SIZE))]
    # A run: one card of each of three following numbers and nothing else (honours have no number).
    run = [
        z3.Implies(shape.way[text], z3.And(*(exactly(face, n) for face, n in patterns[text].items())))
        for text in patterns
        if text.startswith("run")
    ]
    # A triplet: three cards of one face and nothing else.
    triplet = [
        z3.Implies(shape.way[text], z3.And(*(exactly(face, n) for face, n in patterns[text].items())))
        for text in patterns
        if text.startswith("triplet")
    ]
    # The joker: at most one in a combination, standing for exactly one card; never one just discarded.
    stands = [(literal, 1) for literal in shape.stands.values()]
    in_combination = [(literal, -1) for literal in jokers.at_least]
    joker = [
        z3.Implies(shape.combination, z3.Not(jokers.ge(MAX_JOKERS_IN_COMBINATION + 1))),
        z3.Implies(shape.combination, z3.PbEq([*stands, *in_combination], 0)),
        z3.Implies(shape.combination, z3.Not(z3.And(shape.from_discard, shape.taken[JOKER]))),
    ]
    # The turn: the combination's cards are among the six cards; a Chow's includes the card taken.
    turn = [
        z3.Implies(shape.chosen[kind].ge(t), shape.held[kind].ge(t))
        for kind in ALL_KINDS
        for t in range(1, COPIES[kind] + 1)
    ]
    turn += [
        z3.Implies(z3.And(shape.combination, shape.from_discard, shape.taken[kind]), shape.chosen[kind].ge(1))
        for kind in ALL_KINDS
    ]
    # Under pung.drawn-card=must-include a Pung's combination includes the card drawn.
    turn += [
        z3.Implies(
            z3.And(shape.combination, z3.Not(shape.from_discard), shape.pung_must_include, shape.drawn[kind]),
            shape.chosen[kind].ge(1),
        )
        for kind in ALL_KINDS
    ]
    return {SIZE: size, RUN: run, TRIPLET: triplet, JOKER_RULE: joker, TURN_ACTIONS: turn}


def structure(shape: CombinationShape) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: counts describe numbers; a combination is one of the ways (Glossary)."""
    constraints = [c for kind in ALL_KINDS for c in (*shape.held[kind].ordered(), *shape.chosen[kind].ordered())]
    constraints.append(shape.combination == z3.Or(*shape.way.values()))
    return constraints


@cache
def shape() -> CombinationShape:
    """The combination solver, built on first use and shared in the process; every rule tracked by its rule id."""
    built = CombinationShape(
        solver=z3.SolverFor("QF_FD"),
        explainer=z3.Solver(),
        held={kind: Count.fresh(f"comb.held.{kind}", COPIES[kind]) for kind in ALL_KINDS},
        chosen={kind: Count.fresh(f"comb.chosen.{kind}", COPIES[kind]) for kind in ALL_KINDS},
        from_discard=z3.Bool("comb.from-discard"),
        taken={kind: z3.Bool(f"comb.taken={kind}") for kind in ALL_KINDS},
        drawn={kind: z3.Bool(f"comb.drawn={kind}") for kind in ALL_KINDS},
        pung_must_include=z3.Bool("reading:pung.drawn-card=must-include"),
        stands={face: z3.Bool(f"comb.joker-stands-for={face}") for face in FACES},
        way={text: z3.Bool(f"comb.way={text}") for text in way_patterns()},
        combination=z3.Bool("comb.combination"),
        rule_literals={},
    )
    built.explainer.set("core.minimize", True)
    rules = combination_rules(built)
    for solver in (built.solver, built.explainer):
        solver.add(*structure(built))
        built.rule_literals.update(track(solver, rules))
    return built


def _cards(kinds: Sequence[str] | Cards, what: str) -> Cards:
    """The cards named (kinds, or card texts in any case), checked against the deck (rule ``tzq.deck.cards``)."""
    if isinstance(kinds, Cards):
        cards = kinds
    else:
        if isinstance(kinds, str):
            raise InputError(f"{what}: expected a list of cards, got the text {kinds!r}")
        cards = Cards.of(parse_card(kind) if isinstance(kind, str) else _not_a_card(kind) for kind in kinds)
    check_copies(cards, what)
    return cards


def _not_a_card(value: object) -> str:
    raise InputError(f"a card is a text such as '4a', 'E' or 'T', not {value!r}")


def ways(cards: Sequence[str] | Cards) -> tuple[str, ...]:
    """Every run or triplet the cards make (rules ``tzq.combination.*``), sorted: none unless they are a combination.

    Each solution of the rules with the cards fixed is one way (the joker standing for one card); a way found is
    excluded, until no way is left.
    """
    given = _cards(cards, "the cards")
    combination = shape()
    facts = [*combination.held_facts(given), *combination.chosen_facts(given), *combination.source_facts(None)]
    found: set[str] = set()
    solver = combination.solver
    solver.push()
    try:
        while check(solver, [*facts, combination.combination]):
            model = solver.model()
            made = [text for text, literal in combination.way.items() if is_true(model, literal)]
            found.update(made)
            solver.add(*(z3.Not(combination.way[text]) for text in made))
    finally:
        solver.pop()
    return tuple(sorted(found))


def combination_cards(
    six: Cards, taken: str | None, drawn: str | None = None, reading: Reading = DEFAULT
) -> tuple[Cards, ...]:
    """Every combination of three of the six cards ``six`` (including ``taken`` when it came from the discard pile).

    ``drawn``: the card a draw took, which the combination includes under reading ``pung.drawn-card=must-include``.
    Each solution of the rules is one combination's cards; a blocking clause excludes them, until none is left.
    """
    combination = shape()
    facts = [*combination.held_facts(six), *combination.source_facts(taken, drawn, reading), combination.combination]
    found: list[Cards] = []
    solver = combination.solver
    solver.push()
    try:
        while check(solver, facts):
            cards = combination.read_chosen(solver.model(), six)
            found.append(cards)
            solver.add(combination.other_than(cards, six))
    finally:
        solver.pop()
    return tuple(sorted(found, key=format_cards))


def six_cards(hand: Sequence[str] | Cards, card: str, source: str) -> tuple[Cards, str | None]:
    """The six cards of a turn: the five in hand (rule ``tzq.turn.hand-size``) and ``card`` from ``source``.

    :class:`InputError` for a hand that is not five cards, an unknown source or card, or more copies than the deck
    holds (rule ``tzq.deck.cards``). Returns the six cards and the card taken from the discard pile (``None`` for a
    draw).
    """
    five = _cards(hand, "the hand")
    if len(five) != HAND_SIZE:
        raise InputError(f"the hand holds {len(five)} cards; a hand holds {HAND_SIZE} between turns")
    if source not in SOURCES:
        raise InputError(f"unknown source {source!r}: expected 'draw' or 'discard'")
    if not isinstance(card, str):
        _not_a_card(card)
    kind = parse_card(card)
    six = five + Cards.of([kind])
    check_copies(six, "the hand and the card")
    return six, (kind if source == "discard" else None)


def combinations(hand: Sequence[str] | Cards, card: str, source: str, reading: Reading = DEFAULT) -> tuple[str, ...]:
    """The canonical texts of every combination the player can make with the hand and ``card`` (sorted).

    From ``draw``: any three of the six cards (those that include ``card`` under reading
    ``pung.drawn-card=must-include``); from ``discard``: any three that include ``card`` — none when it is a joker,
    which has just been discarded (rules ``tzq.combination.*``, ``tzq.turn.actions``).
    """
    six, taken = six_cards(hand, card, source)
    drawn = parse_card(card) if taken is None else None
    return tuple(sorted({format_cards(cards) for cards in combination_cards(six, taken, drawn, reading)}))


def refusing_rules(
    cards: Sequence[str] | Cards, held: Sequence[str] | Cards | None = None, taken: str | None = None
) -> tuple[str, ...]:
    """The rule ids that keep ``cards`` from being a combination (a minimised unsat core); ``()`` when they are one.

    ``held``: the six cards the combination is made from (``cards`` themselves by default); ``taken``: the card a
    Chow took from the discard pile, which the combination must include (``None`` for a draw).
    """
    chosen = _cards(cards, "the cards")
    six = chosen if held is None else _cards(held, "the cards held")
    combination = shape()
    facts = [*combination.held_facts(six), *combination.chosen_facts(chosen), *combination.source_facts(taken)]
    if check(combination.explainer, [*facts, combination.combination]):
        return ()
    return rules_in_core(combination.explainer, COMBINATION_RULES)


__all__ = [
    "COMBINATION_RULES",
    "FACES",
    "CombinationShape",
    "combination_cards",
    "combinations",
    "refusing_rules",
    "shape",
    "six_cards",
    "ways",
]
