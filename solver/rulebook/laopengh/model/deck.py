"""The cards as Z3 terms: what a card shows (rule ``laopengh.deck.cards``).

Rulebook, "Components", "Placing Cards" and "Jokers". Rule ``laopengh.deck.cards``: a theme card has one theme
(crane or dragon), one colour (yellow, red or blue) and one corner number (1 to 4); a joker shows both animals and
has no colour and no corner number. The copies the deck holds and the order numbers do not change what a card
shows (the order numbers come on the physical cards: :mod:`rulebook.laopengh.model.order`).

A card in the model is a :class:`CardTerms`: the animals it shows (``crane``, ``dragon``: two Booleans, both for a
joker), ``joker``, and its ``colour`` and ``number``, each an :class:`Attribute` — a small finite-domain value
written as one Boolean per value, ``none`` among them (``colour=none``: the card has no colour). :func:`card_rule`
states what the rule lets a card be; a question states what is printed on a card (:meth:`CardTerms.is_kind`:
``CY3`` shows a crane, no dragon, yellow, 3) and the rule decides the rest (that it is no joker).

The values are Booleans rather than Z3 Ints so that every question is plain propositional logic, which Z3's SAT
solver answers in a fraction of a millisecond (Ints bring in the arithmetic solver, several times slower here).

>>> solver = z3.SolverFor("QF_FD")
>>> card = CardTerms.fresh("demo")
>>> solver.add(*card_rule(card))
>>> solver.check(*card.is_kind("J3")), solver.model().eval(card.joker)
(sat, True)
>>> solver.check(card.crane, card.dragon, card.colour.value("R"))
unsat
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import z3

from rulebook.laopengh.cards import ALL_KINDS, COLOURS, CRANE, DRAGON, NUMBERS, colour_of, number_of, themes_of

DECK = "laopengh.deck.cards"

NONE = "none"
"""The value of a colour or corner number a card does not have (a joker's; its background is white)."""


@dataclass(frozen=True)
class Attribute:
    """A card's colour or corner number: exactly one of its values holds, :data:`NONE` among them."""

    name: str
    values: dict[str, z3.BoolRef]
    """``values[v]``: the attribute is ``v`` (``"Y"``, ``"3"``, ``"none"``)."""

    @classmethod
    def fresh(cls, name: str, values: Sequence[str]) -> Attribute:
        """An unknown attribute with literals ``name=none``, ``name=v`` for each of ``values``."""
        return cls(name, {value: z3.Bool(f"{name}={value}") for value in (NONE, *values)})

    def value(self, value: str) -> z3.BoolRef:
        """The literal "the attribute is ``value``"."""
        return self.values[value]

    def present(self) -> z3.BoolRef:
        """The card has this attribute (it is not :data:`NONE`)."""
        return z3.Not(self.values[NONE])

    def same(self, other: Attribute) -> z3.BoolRef:
        """Both cards have the attribute and it is the same: 'none' is never shared."""
        return z3.Or(*(z3.And(literal, other.values[value]) for value, literal in self.values.items() if value != NONE))

    def one_value(self) -> z3.BoolRef:
        """It has exactly one value (what an attribute is)."""
        return exactly_one(list(self.values.values()))


@dataclass(frozen=True)
class CardTerms:
    """One card as Z3 terms: what it shows."""

    crane: z3.BoolRef
    """It shows a crane: a crane theme card, or a joker."""
    dragon: z3.BoolRef
    """It shows a dragon: a dragon theme card, or a joker."""
    joker: z3.BoolRef
    colour: Attribute
    number: Attribute
    _faces: dict[str, tuple[z3.BoolRef, ...]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def fresh(cls, name: str) -> CardTerms:
        """A card not yet known, its terms named ``name.crane``, ``name.colour=Y`` and so on."""
        crane, dragon = z3.Bool(f"{name}.crane"), z3.Bool(f"{name}.dragon")
        colour = Attribute.fresh(f"{name}.colour", COLOURS)
        number = Attribute.fresh(f"{name}.number", [str(n) for n in NUMBERS])
        faces: dict[str, tuple[z3.BoolRef, ...]] = {}
        for kind in ALL_KINDS:
            printed_colour, printed_number = colour_of(kind), number_of(kind)
            faces[kind] = (
                crane if CRANE in themes_of(kind) else z3.Not(crane),
                dragon if DRAGON in themes_of(kind) else z3.Not(dragon),
                colour.value(NONE if printed_colour is None else printed_colour),
                number.value(NONE if printed_number is None else str(printed_number)),
            )
        return cls(crane, dragon, z3.Bool(f"{name}.joker"), colour, number, faces)

    def is_kind(self, kind: str) -> tuple[z3.BoolRef, ...]:
        """The assumptions "this card is a ``kind``": the animals, colour and number printed on it (built once)."""
        return self._faces[kind]

    def shows(self, theme: str) -> z3.BoolRef:
        """It shows the animal ``theme`` (``C`` or ``D``)."""
        return self.crane if theme == CRANE else self.dragon

    def dragon_card(self) -> z3.BoolRef:
        """A dragon theme card (a joker shows a dragon but is no dragon card)."""
        return z3.And(self.dragon, z3.Not(self.joker))

    def crane_card(self) -> z3.BoolRef:
        """A crane theme card (a joker shows a crane but is no crane card)."""
        return z3.And(self.crane, z3.Not(self.joker))


def card_rule(card: CardTerms) -> list[z3.BoolRef]:
    """Rule ``laopengh.deck.cards`` for one card: a theme card or a joker, and nothing else.

    A card shows at least one animal; a joker is the card that shows both, and it alone has no colour and no corner
    number; a theme card has one colour and one corner number.
    """
    return [
        z3.Or(card.crane, card.dragon),
        card.joker == z3.And(card.crane, card.dragon),
        card.joker == z3.Not(card.colour.present()),
        card.joker == z3.Not(card.number.present()),
        card.colour.one_value(),
        card.number.one_value(),
    ]


def exactly_one(literals: Sequence[z3.BoolRef]) -> z3.BoolRef:
    """Exactly one of ``literals`` holds (as clauses: one of them, and no two)."""
    pairs = [z3.Not(z3.And(a, b)) for i, a in enumerate(literals) for b in literals[i + 1 :]]
    return z3.And(z3.Or(*literals), *pairs)


__all__ = ["DECK", "NONE", "Attribute", "CardTerms", "card_rule"]
