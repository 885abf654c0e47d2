"""The order in which the revealed cards are placed, as a declarative Z3 model (rulebook "Sequence of Play").

The participants of a round are the players who revealed a card. Each has a place in the order, ``position[i]``
(a Z3 Int: 0 places first), and the rules are constraints on the positions, each group tracked under its rule id:

* ``laopengh.deck.cards`` — each revealed card shows what its kind shows (:mod:`rulebook.laopengh.model.deck`); a
  joker shows both animals but is neither a crane card nor a dragon card.
* ``laopengh.round.order`` (Sequence of Play; Jokers) — the cards are placed by rising order number, the number in
  their centre (``number[i]``): whoever holds the lower number places earlier. When a lone dragon goes first, the
  other cards keep that order among themselves, and under reading ``order.lone-dragon-first=after-jokers`` the
  jokers ("usually placed first") still go before the dragon.
* ``laopengh.round.lone-dragon`` (Sequence of Play, Exception; Quick Rules) — a lone dragon (``lone[i]``) is the one
  dragon card revealed when, under reading ``order.lone-dragon=others-all-cranes``, every other participant
  revealed a crane card, or, under ``exactly-one-dragon``, whatever the others revealed; one card alone is no lone
  dragon. Its owner may place first (``dragon_first``), its number ignored: before every other card, or, under
  ``order.lone-dragon-first=after-jokers``, right after the jokers. Under ``order.lone-dragon-choice=optional`` the
  owner may also keep their number's place; under ``always`` the dragon goes first.

Every order the rules allow is a solution; :func:`orders` enumerates them, excluding each order found until none
is left. A solver is built once for each number of participants and reused for every question and reading.
This module never uses the engine; the two are cross-checked.

>>> from rulebook.laopengh.cards import Card
>>> orders([Card("CY2", 9), Card("DB4", 53), None, Card("CR1", 15)])
((0, 3, 1), (1, 0, 3))
>>> orders([Card("CY2", 9), Card("DB4", 53), Card("J4", 4)])
((2, 0, 1),)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import OptionLiterals, Rules, check, track
from rulebook.laopengh.cards import Card, check_numbers, parse_numbered
from rulebook.laopengh.model.deck import DECK, CardTerms, card_rule
from rulebook.laopengh.reading import DEFAULT, Reading

ORDER = "laopengh.round.order"
LONE_DRAGON = "laopengh.round.lone-dragon"
ORDER_RULES: tuple[str, ...] = (DECK, ORDER, LONE_DRAGON)

LEAST_FOR_LONE_DRAGON = 2
"""A lone dragon goes before other cards: with no other card there is nothing to go before."""


@dataclass(frozen=True)
class OrderReadings(OptionLiterals):
    """The options of the order readings, as literals a question assumes."""

    OPTIONS = (
        "order.lone-dragon=others-all-cranes",
        "order.lone-dragon-first=after-jokers",
        "order.lone-dragon-choice=always",
    )

    others_all_cranes: z3.BoolRef
    """``order.lone-dragon=others-all-cranes``: a lone dragon needs a crane card from every other participant."""
    after_jokers: z3.BoolRef
    """``order.lone-dragon-first=after-jokers``: a lone dragon placed first still goes after the jokers."""
    always: z3.BoolRef
    """``order.lone-dragon-choice=always``: a lone dragon is placed first, without a choice."""


@dataclass(frozen=True)
class OrderShape:
    """One reusable solver for ``size`` participants, and the terms a question fixes or reads back."""

    size: int
    solver: z3.Solver
    cards: tuple[CardTerms, ...]
    """The card each participant revealed."""
    number: tuple[z3.ArithRef, ...]
    """The order number in the centre of each participant's card."""
    position: tuple[z3.ArithRef, ...]
    """Each participant's place in the order (0 places first)."""
    lone: tuple[z3.BoolRef, ...]
    """``lone[i]``: participant ``i`` revealed a lone dragon."""
    some_lone: z3.BoolRef
    dragon_first: z3.BoolRef
    """The lone dragon is placed first (its owner's choice, or the rule's under ``order.lone-dragon-choice=always``)."""
    readings: OrderReadings
    rule_literals: dict[str, z3.BoolRef]

    def facts(self, cards: Sequence[Card], reading: Reading) -> list[z3.BoolRef]:
        """The assumptions of one question: the participants' cards, their order numbers and the reading."""
        facts: list[z3.BoolRef] = []
        for terms, number, card in zip(self.cards, self.number, cards, strict=True):
            facts += terms.is_kind(card.kind)
            facts.append(number == card.number)
        return [*facts, *self.readings.facts(reading)]

    def before(self, i: int, j: int) -> z3.BoolRef:
        """Participant ``i`` places before participant ``j``."""
        return self.position[i] < self.position[j]


def order_rules(shape: OrderShape) -> Rules:
    """The rules of the order of play, by rule id (see the module's list)."""
    n, cards, readings = shape.size, shape.cards, shape.readings
    others = [[j for j in range(n) if j != i] for i in range(n)]
    deck = [constraint for card in cards for constraint in card_rule(card)]

    by_number = [
        z3.Implies(shape.number[i] < shape.number[j], shape.before(i, j)) for i in range(n) for j in range(n) if i != j
    ]
    order = [z3.Implies(z3.Not(shape.dragon_first), z3.And(*by_number))] if by_number else []
    for lone_one in range(n):
        # The lone dragon placed first: the others keep the order of their numbers; the jokers may still go first.
        keep = [
            z3.Implies(shape.number[i] < shape.number[j], shape.before(i, j))
            for i in others[lone_one]
            for j in others[lone_one]
            if i != j
        ]
        jokers_first = [
            z3.Implies(z3.And(readings.after_jokers, cards[j].joker), shape.before(j, lone_one))
            for j in others[lone_one]
        ]
        if keep or jokers_first:
            order.append(z3.Implies(z3.And(shape.dragon_first, shape.lone[lone_one]), z3.And(*keep, *jokers_first)))

    lone_dragon = []
    for i in range(n):
        alone = [z3.Not(cards[j].dragon_card()) for j in others[i]]
        cranes = [cards[j].crane_card() for j in others[i]]
        if n < LEAST_FOR_LONE_DRAGON:
            lone_dragon.append(shape.lone[i] == z3.BoolVal(False))
        else:
            lone_dragon.append(
                shape.lone[i]
                == z3.And(cards[i].dragon_card(), *alone, z3.Implies(readings.others_all_cranes, z3.And(*cranes)))
            )
        # Placed first: before every other card (under after-jokers, every other card but the jokers).
        goes_first = [
            z3.Implies(z3.Or(z3.Not(readings.after_jokers), z3.Not(cards[j].joker)), shape.before(i, j))
            for j in others[i]
        ]
        if goes_first:
            lone_dragon.append(z3.Implies(z3.And(shape.dragon_first, shape.lone[i]), z3.And(*goes_first)))
    lone_dragon += [
        shape.some_lone == z3.Or(*shape.lone),
        z3.Implies(shape.dragon_first, shape.some_lone),
        z3.Implies(z3.And(readings.always, shape.some_lone), shape.dragon_first),
    ]
    return {DECK: deck, ORDER: order, LONE_DRAGON: lone_dragon}


def structure(shape: OrderShape) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: the positions are 0 to n - 1, one participant each."""
    constraints = [z3.And(position >= 0, position < shape.size) for position in shape.position]
    if shape.size > 1:
        constraints.append(z3.Distinct(*shape.position))
    return constraints


@cache
def shape(size: int) -> OrderShape:
    """The order solver for ``size`` participants, built on first use and shared in the process."""
    built = OrderShape(
        size=size,
        solver=z3.SolverFor("QF_LIA"),
        cards=tuple(CardTerms.fresh(f"revealed[{i}]") for i in range(size)),
        number=tuple(z3.Int(f"number[{i}]") for i in range(size)),
        position=tuple(z3.Int(f"position[{i}]") for i in range(size)),
        lone=tuple(z3.Bool(f"lone_dragon[{i}]") for i in range(size)),
        some_lone=z3.Bool("some_lone_dragon"),
        dragon_first=z3.Bool("dragon_first"),
        readings=OrderReadings.fresh(),
        rule_literals={},
    )
    built.solver.add(*structure(built))
    built.rule_literals.update(track(built.solver, order_rules(built)))
    return built


def participants(revealed: Sequence[Card | None], reading: Reading) -> list[tuple[int, Card]]:
    """The players with a revealed card and their cards; :class:`InputError` naming a card the deck cannot hold.

    Each card's order number is checked as the vocabulary reads it under reading ``deck.order-numbers`` (``table``:
    one of the numbers the spec's table gives the card's copies; ``stated``: 7 to 54; a joker its own), and no two
    cards may carry the same number.
    """
    if isinstance(revealed, str | bytes):
        raise InputError("expected one revealed card (or none) per player")
    found: list[tuple[int, Card]] = []
    for player, card in enumerate(revealed):
        if card is None:
            continue
        if not isinstance(card, Card):
            raise InputError(f"player {player}: a revealed card is a Card such as CY3/11, or None, not {card!r}")
        found.append((player, parse_numbered(f"{card.kind}/{card.number}", reading.deck_order_numbers)))
    check_numbers((card for _, card in found), "the revealed cards")
    return found


def orders(revealed: Sequence[Card | None], reading: Reading = DEFAULT) -> tuple[tuple[int, ...], ...]:
    """Every order in which the revealed cards may be placed (players by number, first placer first), sorted.

    ``revealed`` holds one entry per player: the card revealed, or ``None``. Each solution of the rules gives one
    order; it is excluded and the solver asked again, until no order is left.
    """
    found_cards = participants(revealed, reading)
    players = [player for player, _ in found_cards]
    built = shape(len(found_cards))
    facts = built.facts([card for _, card in found_cards], reading)
    found: set[tuple[int, ...]] = set()
    solver = built.solver
    solver.push()
    try:
        while check(solver, facts):
            model = solver.model()
            places = [model.eval(position, model_completion=True) for position in built.position]
            values = [place.as_long() for place in places if isinstance(place, z3.IntNumRef)]
            if len(values) != built.size:
                raise RuntimeError("the model left a participant without a position")
            found.add(tuple(players[i] for i in sorted(range(built.size), key=values.__getitem__)))
            solver.add(z3.Or(*(position != value for position, value in zip(built.position, values, strict=True))))
    finally:
        solver.pop()
    if not found:
        raise RuntimeError("the rules of the order of play allow no order for these cards")
    return tuple(sorted(found))


__all__ = ["ORDER_RULES", "OrderReadings", "OrderShape", "order_rules", "orders", "participants", "shape"]
