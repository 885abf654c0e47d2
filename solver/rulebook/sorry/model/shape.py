"""The terms of the SORRY! moves model: the question's facts, the move chosen, the positions it passes through.

No rule is here (the rules are :mod:`rulebook.sorry.model.cards` and :mod:`rulebook.sorry.model.arrival`), only
what the terms are and the bookkeeping that ties them together (:func:`structure`): what each kind of move of
:mod:`rulebook.sorry.moves` is made of, which slot a part's pawn is, where it leaves from.

A solver is built for a *family* of cards (cards whose moves are alike: the 1 and the 2, the plain forward cards,
each other card alone) and a number of parts, and holds only the rules those cards need; the card drawn within
the family, the position, whose turn, the mode and the reading are the facts of a question (:meth:`MovesShape.facts`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from rulebook.core.z3_solving import OptionLiterals, fact
from rulebook.sorry.board import COLOURS, PAWNS, START
from rulebook.sorry.model.arrival import SLOTS, PartTerms, slot_colour
from rulebook.sorry.model.board import (
    START_CODE,
    WIDTH,
    Term,
    at_most,
    below,
    choose,
    code_of,
    colour_number,
    constant,
    number,
)
from rulebook.sorry.model.rules import CITED
from rulebook.sorry.moves import KINDS
from rulebook.sorry.position import Position
from rulebook.sorry.reading import Reading

START_KIND, FORWARD, BACKWARD, SPLIT, SWAP, SORRY_KIND = (KINDS.index(kind) for kind in KINDS[:6])
"""The numbers of the kinds of move in the model (``pass`` is no solution, not a kind)."""
STAYS_USED = 2
"""A part's first value in the description: 0 not made, 1 made, this when made and its pawn stays on a triangle."""
LARGEST_COUNT = 12
"""No walk is longer than the largest card (12)."""
ONE_BIT, NO_BIT = z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)


@dataclass(frozen=True)
class ReadingLiterals(OptionLiterals):
    """The options of the readings that touch moves, as literals a question assumes."""

    PREFIX = "sorry:reading:"
    """Named as every term of the SORRY! model is, ``sorry:`` first."""
    OPTIONS = (
        "seven.split-start=part-of-one-starts",
        "seven.split-order=together",
        "home.count=stops-at-home",
        "slide.own-pawns=blocks",
        "slide.choice=optional",
        "swap.opponent-slides=yes",
        "sorry.forward-four=yes",
        "ten.backward=fallback",
        "team.seven-split=any-number",
        "team.partner-slides=mover-colour",
        "team.sorry-partner=allowed",
    )

    split_start: z3.BoolRef
    """``seven.split-start=part-of-one-starts``."""
    together: z3.BoolRef
    """``seven.split-order=together``."""
    to_home: z3.BoolRef
    """``home.count=stops-at-home``."""
    blocks: z3.BoolRef
    """``slide.own-pawns=blocks``."""
    optional: z3.BoolRef
    """``slide.choice=optional``."""
    opponent_slides: z3.BoolRef
    """``swap.opponent-slides=yes``."""
    forward_four: z3.BoolRef
    """``sorry.forward-four=yes``."""
    fallback: z3.BoolRef
    """``ten.backward=fallback``."""
    any_number: z3.BoolRef
    """``team.seven-split=any-number``."""
    mover_colour: z3.BoolRef
    """``team.partner-slides=mover-colour``."""
    sorry_partner: z3.BoolRef
    """``team.sorry-partner=allowed``."""


@dataclass(frozen=True)
class MovesShape:
    """One reusable solver for the moves of a family of cards, of up to ``parts`` parts, and its terms."""

    family: tuple[str, ...]
    """The cards this solver answers for."""
    parts: int
    solver: z3.Solver
    play: tuple[z3.BoolRef, ...]
    """``play[c]``: colour ``c`` is in play (a fact)."""
    start_bits: tuple[tuple[z3.BoolRef, ...], ...]
    """``start_bits[s][i]``: bit ``i`` of the code of slot ``s``'s place before the move is set (the position's
    facts: a literal a bit)."""
    start_at: tuple[z3.BitVecRef, ...]
    """``start_at[s]``: the code of the place of slot ``s``'s pawn before the move (its bits)."""
    turn: z3.BitVecRef
    """The colour whose turn it is."""
    turn_is: tuple[z3.BoolRef, ...]
    """``turn_is[c]``: it is colour ``c``'s turn (a fact)."""
    teams: z3.BoolRef
    """The game is played under the team rules (a fact)."""
    card: dict[str, z3.BoolRef]
    """``card[x]``: the card drawn is ``x``, one of the family (a fact; exactly one holds)."""
    readings: ReadingLiterals
    mine: tuple[z3.BoolRef, ...]
    """``mine[c]``: the player may move colour ``c``'s pawns (rule ``sorry.team.partners``)."""
    theirs: tuple[z3.BoolRef, ...]
    """``theirs[c]``: colour ``c`` is an opponent's."""
    kind: z3.BitVecRef
    """The kind of the move (its number in :data:`rulebook.sorry.moves.KINDS`)."""
    move: tuple[PartTerms, ...]
    """The parts, in the order they are made."""
    target: z3.BitVecRef
    """The slot of the opponent's pawn a swap or a Sorry! takes on."""
    target_colour: z3.BitVecRef
    target_square: z3.BitVecRef
    """The code of the target's place before the move."""
    target_dest: z3.BitVecRef
    """Where an 11's swapped pawn ends, once it has slid or not."""
    target_sent: tuple[z3.BoolRef, ...]
    """``target_sent[s]``: the swapped pawn's slide sends slot ``s``'s pawn back to START."""
    swapped: tuple[z3.BitVecRef, ...]
    """Where the pawns stand as the first part's pawn arrives (an 11's swap has put the target on its square)."""
    final: tuple[z3.BitVecRef, ...]
    """``final[s]``: the code of the place of slot ``s``'s pawn once the move is made (the resulting position)."""
    description: z3.BitVecRef
    """The move as one term, one byte a value: the kind, the colour taken on, and each part's made-or-stays value,
    colour, source and landing (a value not in the move reads 0); two solutions with one description are one move."""
    cites: dict[str, z3.BoolRef]
    """``cites[rule]``: the move is one rule ``rule`` allows (one of :data:`rulebook.sorry.model.rules.CITED`)."""
    readout: z3.BitVecRef
    """The description, then the rule cited and every final place, one byte each (:meth:`read`)."""
    rule_literals: dict[str, z3.BoolRef] = field(default_factory=dict)
    """The tracking literal of every rule group, by rule id."""
    place_facts: dict[tuple[int, str], list[z3.BoolRef]] = field(default_factory=dict, compare=False)
    """The facts that a slot's pawn starts on a place, by (slot, place): built once each (:meth:`stands`)."""

    @classmethod
    def fresh(cls, family: tuple[str, ...], parts: int, swaps: bool, cited: tuple[str, ...]) -> MovesShape:
        """The terms of a solver for ``family``, not yet constrained.

        ``swaps``: a card of the family swaps pawns; ``cited``: the rules its moves may cite.
        """
        start_bits = tuple(tuple(z3.Bool(f"sorry:start_at[{s}].bit{b}") for b in range(WIDTH)) for s in range(SLOTS))
        start_at = tuple(z3.Concat(*(z3.If(bit, ONE_BIT, NO_BIT) for bit in reversed(bits))) for bits in start_bits)
        unmade = [PartTerms.fresh(f"sorry:part{index}") for index in range(parts)]
        target = number("sorry:target")
        first = unmade[0]
        readings = ReadingLiterals.fresh()
        kind = number("sorry:kind")
        swapped = start_at
        if swaps:
            swapped = tuple(
                z3.If(z3.And(first.swap, target == s), first.source, place) for s, place in enumerate(start_at)
            )
        # Reading seven.split-order=together: every pawn of a split leaves the board before any part arrives, and
        # each part arrives on the board as it stood without them (the chain of parts is cut).
        at_once = z3.And(readings.together, kind == SPLIT)
        moving = tuple(z3.Or(*(z3.And(part.used, part.who == s) for part in unmade)) for s in range(SLOTS))
        lifted = tuple(z3.If(moving[s], START_CODE, place) for s, place in enumerate(start_at))
        move = []
        before = swapped
        for index, part in enumerate(unmade):
            standing = before
            if parts > 1:
                standing = tuple(z3.If(at_once, lift, at) for lift, at in zip(lifted, before, strict=True))
            move.append(part.made_from(standing, swapped if index == 0 else start_at))
            before = move[-1].after
        if parts > 1:
            before = tuple(
                z3.If(at_once, placed, at) for placed, at in zip(_at_once(move, start_at), before, strict=True)
            )
        target_dest = number("sorry:target_dest")
        target_sent = tuple(z3.Bool(f"sorry:target_sent[{s}]") for s in range(SLOTS))
        final = before
        if swaps:
            final = tuple(
                z3.If(z3.And(first.swap, target == s), target_dest, z3.If(target_sent[s], START_CODE, place))
                for s, place in enumerate(before)
            )
        target_colour = number("sorry:target_colour")
        cites = {rule: z3.Bool(f"sorry:cites[{rule}]") for rule in cited}
        targeted = z3.Or(kind == SWAP, kind == SORRY_KIND)
        described: list[Term] = [kind, choose(targeted, target_colour, 0)]
        for part in move:
            made = choose(part.stays, STAYS_USED, 1)
            described += [choose(part.used, value, 0) for value in (made, part.colour, part.source, part.landing)]
        description = z3.Concat(*reversed(described))
        rule = sum((choose(literal, CITED.index(rule), 0) for rule, literal in cites.items()), constant(0))
        return cls(
            family=family,
            parts=parts,
            solver=z3.SolverFor("QF_FD"),
            play=tuple(z3.Bool(f"sorry:play[{colour}]") for colour in COLOURS),
            start_bits=start_bits,
            start_at=start_at,
            turn=number("sorry:turn"),
            turn_is=tuple(z3.Bool(f"sorry:turn={colour}") for colour in COLOURS),
            teams=z3.Bool("sorry:mode=teams"),
            card={card: z3.Bool(f"sorry:card={card}") for card in family},
            readings=readings,
            mine=tuple(z3.Bool(f"sorry:mine[{colour}]") for colour in COLOURS),
            theirs=tuple(z3.Bool(f"sorry:theirs[{colour}]") for colour in COLOURS),
            kind=kind,
            move=tuple(move),
            target=target,
            target_colour=target_colour,
            target_square=number("sorry:target_square"),
            target_dest=target_dest,
            target_sent=target_sent,
            swapped=swapped,
            final=final,
            description=description,
            cites=cites,
            readout=z3.Concat(*reversed(final), rule, description),
        )

    def slider(self, colour: Term) -> Term:
        """The colour on whose triangles a pawn of ``colour`` the player moves does not slide (``sorry.move.slide``).

        Its own; under the team rules with reading ``team.partner-slides=mover-colour``, the player's (the turn's).
        """
        mover = z3.And(self.teams, self.readings.mover_colour)
        return z3.If(mover, self.turn, colour if isinstance(colour, z3.BitVecRef) else constant(colour))

    @property
    def last(self) -> tuple[z3.BitVecRef, ...]:
        """Where the pawns stand once every part is made (before an 11's swapped pawn slides)."""
        return self.move[-1].after

    def facts(self, position: Position, card: str, turn: str, mode: str, reading: Reading) -> list[z3.BoolRef]:
        """The assumptions of one question."""
        in_play = position.colours
        facts = [fact(self.play[c], colour in in_play) for c, colour in enumerate(COLOURS)]
        for c, colour in enumerate(COLOURS):
            places = position.places(colour) if colour in in_play else (START,) * PAWNS
            for i, place in enumerate(places):
                facts += self.stands(c * PAWNS + i, place)
        facts.append(self.turn_is[colour_number(turn)])
        facts.append(fact(self.teams, mode == "teams"))
        facts += [fact(literal, value == card) for value, literal in self.card.items()]
        return [*facts, *self.readings.facts(reading)]

    def stands(self, slot: int, place: str) -> list[z3.BoolRef]:
        """The facts that slot ``slot``'s pawn starts on ``place``: each bit of its code."""
        key = (slot, place)
        found = self.place_facts.get(key)
        if found is None:
            code = code_of(place)
            found = [fact(bit, bool(code >> b & 1)) for b, bit in enumerate(self.start_bits[slot])]
            self.place_facts[key] = found
        return found

    def read(self, model: z3.ModelRef) -> tuple[list[int], int, list[int]]:
        """The description's values, the number of the rule cited and every final place in ``model``."""
        packed = model.eval(self.readout, model_completion=True)
        assert isinstance(packed, z3.BitVecNumRef)
        values = list(packed.as_long().to_bytes(description_size(self.parts) + 1 + SLOTS, "little"))
        size = description_size(self.parts)
        return values[:size], values[size], values[size + 1 :]


def _at_once(move: list[PartTerms], start_at: tuple[z3.BitVecRef, ...]) -> tuple[z3.BitVecRef, ...]:
    """Where every pawn stands once a split's parts are made at once (reading ``seven.split-order=together``).

    Each part's pawn on its ``dest``; a pawn any part sent back in START there; every other pawn where it started.
    """
    placed = []
    for s, place in enumerate(start_at):
        now = z3.If(z3.Or(*(part.sent[s] for part in move)), START_CODE, place)
        for part in reversed(move):
            now = z3.If(z3.And(part.used, part.who == s), part.dest, now)
        placed.append(now)
    return tuple(placed)


def description_size(parts: int) -> int:
    """How many values the description of a move of up to ``parts`` parts holds (:attr:`MovesShape.description`)."""
    return 2 + 4 * parts


def among(colour: z3.BitVecRef, holds: tuple[z3.BoolRef, ...]) -> z3.BoolRef:
    """``colour`` is a colour ``c`` for which ``holds[c]``."""
    return z3.Or(*(z3.And(colour == c, holds[c]) for c in range(len(COLOURS))))


def slot_of(slot: z3.BitVecRef, colour: z3.BitVecRef, place: z3.BitVecRef, at: tuple[z3.BitVecRef, ...]) -> z3.BoolRef:
    """``slot`` is a pawn's slot, ``colour`` its colour and ``place`` its place in ``at``."""
    return z3.And(
        below(slot, SLOTS),
        *(z3.Implies(slot == s, z3.And(colour == slot_colour(s), place == at[s])) for s in range(SLOTS)),
    )


def structure(shape: MovesShape, targets: bool) -> list[z3.BoolRef]:
    """Bookkeeping, not rules: the facts' literals, what the kinds of :mod:`rulebook.sorry.moves` are, the slots.

    One card of the family is drawn; a move has a first part and may have more only as a split; each part made goes
    one way; a start, forward, backward, sorry or swap move's part goes that way, a split's parts forward or out of
    START; a part's pawn is a slot and its source the slot's place before the part; a swap's or Sorry!'s target is
    a slot (``targets``: the family has such cards).
    """
    first = shape.move[0]
    rules = [
        z3.PbEq([(literal, 1) for literal in shape.card.values()], 1),
        *(z3.Implies(literal, shape.turn == c) for c, literal in enumerate(shape.turn_is)),
        at_most(shape.kind, SORRY_KIND),
        first.used,
        z3.Implies(shape.kind == START_KIND, first.exit),
        z3.Implies(shape.kind == FORWARD, first.ahead),
        z3.Implies(shape.kind == BACKWARD, first.back),
        z3.Implies(shape.kind == SORRY_KIND, first.take),
        z3.Implies(shape.kind == SWAP, first.swap),
    ]
    if targets:
        rules.append(slot_of(shape.target, shape.target_colour, shape.target_square, shape.start_at))
    else:
        rules += [z3.Not(first.take), z3.Not(first.swap)]
    for index, part in enumerate(shape.move):
        rules += [
            z3.Implies(part.used, z3.PbEq([(way, 1) for way in part.ways], 1)),
            *(z3.Implies(way, part.used) for way in part.ways),
            z3.Implies(z3.And(part.used, shape.kind == SPLIT), z3.Or(part.ahead, part.exit)),
            at_most(part.steps, LARGEST_COUNT),
            slot_of(part.who, part.colour, part.source, part.origin),
        ]
        if index > 0:
            rules += [
                z3.Implies(part.used, shape.move[index - 1].used),
                z3.Implies(part.used, shape.kind == SPLIT),
                z3.Not(part.take),
                z3.Not(part.swap),
            ]
    return rules


__all__ = [
    "BACKWARD",
    "FORWARD",
    "LARGEST_COUNT",
    "SORRY_KIND",
    "SPLIT",
    "START_KIND",
    "STAYS_USED",
    "SWAP",
    "MovesShape",
    "ReadingLiterals",
    "among",
    "description_size",
    "slot_of",
    "structure",
]
