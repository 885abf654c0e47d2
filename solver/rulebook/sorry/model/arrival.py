"""A pawn arriving on a square, as Z3 constraints (rulebook "Moving pawns"; rules ``sorry.move.*``).

A move is made of *parts*, each taking one pawn X of colour c from its source to a landing place (a walk, START to
the circle, a Sorry! or a swap: :mod:`rulebook.sorry.model.cards`). Where everything then stands follows from the
arrival, in this order:

1. ``sorry.move.own-pawn`` (Moving pawns, Note; Questions and answers): X cannot land on a track or safety square
   holding another pawn of colour c (START and HOME hold any number): ``own``.
2. ``sorry.move.bump`` (Moving pawns): a pawn of another colour on the track square landed on goes back to its
   START (:func:`bumped`). Under the team rules a partner's pawn is of another colour, and is bumped too.
3. ``sorry.move.slide`` (Moving pawns): landing on the triangle of a slide that is not c's own, X slides to the slide's
   end (``slides``, ``dest``), and every other pawn on the slide's squares goes back to its START (:func:`swept`); under
   the team rules reading ``team.partner-slides=mover-colour`` a partner's pawn slides on the triangles not of the
   player's colour instead of its own. Reading ``slide.choice``: under ``optional`` X may instead stay on the triangle
   (``stays``), except after an 11's swap, whose clause says "slide!". Reading ``slide.own-pawns``: under ``bumped`` c's
   own pawns on the slide go too; under ``blocks`` a slide with one of c's pawns on any of its squares cannot be taken
   (``slide_blocked``, a part of ``sorry.move.own-pawn``), so the part cannot be made.

The pawns are *slots*: ``PAWNS`` per colour in board order, slot ``s`` being a pawn of colour ``s // PAWNS``. A
part's terms are Z3 variables of the solver, each defined by its rule's constraints; ``after`` is where every
slot's pawn stands once the part is made: X on ``dest``, the pawns ``sent`` back to START there, the others where
they stood (``before``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import z3

from rulebook.core.z3_solving import Rules, add_rule
from rulebook.sorry.board import COLOURS, PAWNS
from rulebook.sorry.model.board import SLIDE_LIST, START_CODE, Term, at_most, number, on_board, on_track, slide_end
from rulebook.sorry.model.rules import MOVE_BUMP, MOVE_OWN_PAWN, MOVE_SLIDE

SLOTS = len(COLOURS) * PAWNS
"""Every pawn of the board, the colours not in play included (their pawns stay in START)."""


def slot_colour(slot: int) -> int:
    """The colour (its number, :func:`rulebook.sorry.model.board.colour_number`) of the pawn in ``slot``."""
    return slot // PAWNS


@dataclass(frozen=True)
class PartTerms:
    """The Z3 variables of one part of a move (see the module)."""

    used: z3.BoolRef
    """The move has this part (every move has a first part; only a split 7 has more)."""
    who: z3.BitVecRef
    """The slot of the pawn X moved."""
    colour: z3.BitVecRef
    """X's colour."""
    steps: z3.BitVecRef
    """How many squares X walks (a walk's count; a split 7's part)."""
    source: z3.BitVecRef
    """The code of the place X leaves."""
    landing: z3.BitVecRef
    """The code of the place X arrives on, before any slide."""
    dest: z3.BitVecRef
    """The code of the place X ends on, after any slide."""
    ahead: z3.BoolRef
    """The part walks X forward."""
    back: z3.BoolRef
    """The part walks X backward."""
    exit: z3.BoolRef
    """The part takes X out of START onto its circle."""
    take: z3.BoolRef
    """The part takes X out of START onto an opponent's square (a Sorry!)."""
    swap: z3.BoolRef
    """The part swaps X with an opponent's pawn (an 11)."""
    own: z3.BoolRef
    """Another pawn of X's colour is on the landing square."""
    slides: z3.BoolRef
    """X lands on the triangle of a slide not of its colour, and slides."""
    stays: z3.BoolRef
    """X lands on the triangle of a slide not of its colour and stays there (reading ``slide.choice=optional``)."""
    slide_blocked: z3.BoolRef
    """Under ``slide.own-pawns=blocks``: the slide X takes holds another pawn of X's colour."""
    sent: tuple[z3.BoolRef, ...]
    """``sent[s]``: the part sends slot ``s``'s pawn back to START (bumped, or swept off a slide)."""
    before: tuple[z3.BitVecRef, ...] = ()
    """``before[s]``: the code of the place of slot ``s``'s pawn as the part is made (under reading
    ``seven.split-order=together`` a split's pawns are all off the board then: START's code)."""
    origin: tuple[z3.BitVecRef, ...] = ()
    """``origin[s]``: the code of the place of slot ``s``'s pawn where the part's pawn is taken from (its source)."""
    after: tuple[z3.BitVecRef, ...] = ()
    """``after[s]``: the code of the place of slot ``s``'s pawn once the part is made."""

    @classmethod
    def fresh(cls, name: str) -> PartTerms:
        """The variables of a part, named ``name.…``."""
        return cls(
            used=z3.Bool(f"{name}.used"),
            who=number(f"{name}.who"),
            colour=number(f"{name}.colour"),
            steps=number(f"{name}.steps"),
            source=number(f"{name}.source"),
            landing=number(f"{name}.landing"),
            dest=number(f"{name}.dest"),
            ahead=z3.Bool(f"{name}.ahead"),
            back=z3.Bool(f"{name}.back"),
            exit=z3.Bool(f"{name}.exit"),
            take=z3.Bool(f"{name}.take"),
            swap=z3.Bool(f"{name}.swap"),
            own=z3.Bool(f"{name}.own"),
            slides=z3.Bool(f"{name}.slides"),
            stays=z3.Bool(f"{name}.stays"),
            slide_blocked=z3.Bool(f"{name}.slide_blocked"),
            sent=tuple(z3.Bool(f"{name}.sent[{s}]") for s in range(SLOTS)),
        )

    def made_from(self, before: Sequence[z3.BitVecRef], origin: Sequence[z3.BitVecRef]) -> PartTerms:
        """The part made with its pawns standing at ``before``, its pawn taken from ``origin``.

        X ends on ``dest``, the pawns it sends back are in START, the others where they stood.
        """
        after = tuple(
            z3.If(z3.And(self.used, self.who == s), self.dest, z3.If(self.sent[s], START_CODE, place))
            for s, place in enumerate(before)
        )
        return replace(self, before=tuple(before), origin=tuple(origin), after=after)

    @property
    def ways(self) -> tuple[z3.BoolRef, ...]:
        """The ways a part may take its pawn, exactly one of which a part that is made takes."""
        return (self.ahead, self.back, self.exit, self.take, self.swap)


def own_pawn_on(before: Sequence[Term], mover: Term, colour: Term, square: Term) -> z3.BoolRef:
    """Some pawn of ``colour`` other than the one in slot ``mover`` stands on ``square`` (a track or safety square).

    A safety code is a square of its pawn's own colour's zone, so two pawns of one colour on one code share it.
    """
    return z3.And(
        on_board(square),
        z3.Or(*(z3.And(mover != s, colour == slot_colour(s), before[s] == square) for s in range(SLOTS))),
    )


def slides_taken(colour: Term, landing: Term) -> tuple[z3.BoolRef, ...]:
    """``[k]``: a pawn of ``colour`` landing on ``landing`` takes slide ``k`` of ``SLIDE_LIST``."""
    return tuple(slide.taken_by(colour, landing) for slide in SLIDE_LIST)


def bumped(colour: Term, landing: Term, slot: int, place: Term) -> z3.BoolRef:
    """A pawn other than the one arriving, in ``slot`` on ``place``, is bumped by a ``colour`` pawn on ``landing``.

    Rule ``sorry.move.bump``: it stands on the track square landed on and is of another colour.
    """
    return z3.And(colour != slot_colour(slot), on_track(landing), place == landing)


def own_pawn_along(before: Sequence[Term], mover: Term, colour: Term, triangle: Term, end: Term) -> z3.BoolRef:
    """Some pawn of ``colour`` other than the one in slot ``mover`` stands on a square from ``triangle`` to ``end``.

    What reading ``slide.own-pawns=blocks`` asks of a slide (a slide's squares are consecutive track codes).
    """
    return z3.Or(
        *(
            z3.And(mover != s, colour == slot_colour(s), at_most(triangle, before[s]), at_most(before[s], end))
            for s in range(SLOTS)
        )
    )


def swept(slides: z3.BoolRef | bool, triangle: Term, end: Term, place: Term) -> z3.BoolRef:
    """A pawn other than the slider, on ``place``, is sent to START by a slide from ``triangle`` to ``end``.

    Rule ``sorry.move.slide``: it stands on the slide's squares (under ``slide.own-pawns=blocks`` none is of the
    slider's colour, or there is no slide).
    """
    return z3.And(slides, at_most(triangle, place), at_most(place, end))


def arrival_rules(rules: Rules, part: PartTerms, blocks: z3.BoolRef, optional: z3.BoolRef, slider: Term) -> None:
    """The rules of ``part``'s arrival (see the module's steps 1 to 3); ``blocks`` and ``optional`` are readings.

    ``slider``: the colour whose triangles the pawn does not slide on (its own, or under the team rules' reading
    ``team.partner-slides=mover-colour`` the player's).
    """
    x, colour, landing, dest, before = part.who, part.colour, part.landing, part.dest, part.before
    taken = slides_taken(slider, landing)
    add_rule(
        rules,
        MOVE_OWN_PAWN,
        part.own == own_pawn_on(before, x, colour, landing),
        part.slide_blocked == z3.And(blocks, part.slides, own_pawn_along(before, x, colour, landing, dest)),
        z3.Implies(part.used, z3.And(z3.Not(part.own), z3.Not(part.slide_blocked))),
    )
    add_rule(
        rules,
        MOVE_SLIDE,
        z3.Implies(part.stays, z3.And(part.used, optional, z3.Or(*taken), z3.Not(part.swap))),
        part.slides == z3.And(z3.Or(*taken), z3.Not(part.stays)),
        dest == z3.If(part.stays, landing, slide_end(taken, landing)),
    )
    add_rule(
        rules,
        MOVE_BUMP,
        *(
            sent
            == z3.And(
                part.used,
                x != s,
                z3.Or(
                    bumped(colour, landing, s, before[s]),
                    swept(part.slides, landing, dest, before[s]),
                ),
            )
            for s, sent in enumerate(part.sent)
        ),
    )


__all__ = [
    "SLOTS",
    "PartTerms",
    "arrival_rules",
    "bumped",
    "own_pawn_along",
    "own_pawn_on",
    "slides_taken",
    "slot_colour",
    "swept",
]
