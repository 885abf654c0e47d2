"""What each card lets a player do, as Z3 constraints (rulebook "Starting pawns", "Safety zones", "Card values").

Every function returns the constraints of one rule of ``spec/sorry.toml``, to be tracked under its id; each reads
the terms of :class:`~rulebook.sorry.model.shape.MovesShape` (the card drawn, the kind of the move, its parts). A
card's rule is only built into the solvers of its family (:mod:`rulebook.sorry.model.moves`).
"""

from __future__ import annotations

import z3

from rulebook.sorry.board import COLOURS, partner_of
from rulebook.sorry.cards import SORRY
from rulebook.sorry.model.arrival import SLOTS, own_pawn_along, own_pawn_on, slides_taken, slot_colour, swept
from rulebook.sorry.model.board import (
    HOME_CODE,
    START_CODE,
    at_most,
    choose,
    circle,
    colour_number,
    constant,
    landing_ahead,
    landing_back,
    on_board,
    on_track,
    reaches_ahead,
    slide_end,
)
from rulebook.sorry.model.rules import (
    CARD_ELEVEN,
    CARD_FORWARD,
    CARD_FOUR,
    CARD_SEVEN,
    CARD_SORRY,
    CARD_TEN,
    START_EXIT,
)
from rulebook.sorry.model.shape import BACKWARD, FORWARD, SORRY_KIND, SPLIT, START_KIND, SWAP, MovesShape, among

SEVEN = 7
"""The 7's squares, to be moved by one pawn or shared (Card values, 7)."""
STARTING_CARDS = ("1", "2")
"""The cards that take a pawn out of START (Starting pawns: "These are the only cards that start a pawn")."""
FORWARD_CARDS = ("1", "2", "3", "5", "8", "12")
"""The cards of rule ``sorry.card.forward``: one pawn forward by the card's value."""
FOUR_BACK = 4
TEN_AHEAD = 10
TEN_BACK = 1
ELEVEN_AHEAD = 11
SORRY_AHEAD = 4
"""``sorry.forward-four=yes``: the Sorry! card may move a pawn four forward instead."""


def drawn(shape: MovesShape, cards: tuple[str, ...]) -> z3.BoolRef:
    """The card drawn is one of ``cards`` (false when none of them is of the solver's family)."""
    literals = [shape.card[card] for card in cards if card in shape.card]
    return z3.Or(*literals) if literals else z3.BoolVal(False)


def partner_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.team.partners`` (Variants, Team rules), and whose pawns a player moves (Object; Moving pawns).

    A player moves the pawns of their own colour, and under the team rules their partner's too (red with yellow,
    blue with green); the opponents are the colours in play the player may not move (under the team rules, the
    other team).
    """
    rules = []
    for c, colour in enumerate(COLOURS):
        partner = colour_number(partner_of(colour))
        rules += [
            shape.mine[c] == z3.And(shape.play[c], z3.Or(shape.turn == c, z3.And(shape.teams, shape.turn == partner))),
            shape.theirs[c] == z3.And(shape.play[c], z3.Not(shape.mine[c])),
        ]
    rules += [z3.Implies(part.used, among(part.colour, shape.mine)) for part in shape.move]
    return rules


def exit_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.start.exit`` (Starting pawns): only a 1 or a 2 takes a pawn out of START, onto its circle."""
    rules = [
        z3.Implies(shape.kind == START_KIND, drawn(shape, STARTING_CARDS)),
        shape.cites[START_EXIT] == (shape.kind == START_KIND),
    ]
    for part in shape.move:
        rules.append(z3.Implies(part.exit, z3.And(part.source == START_CODE, part.landing == circle(part.colour))))
    return rules


def walk_rules(shape: MovesShape) -> tuple[list[z3.BoolRef], list[z3.BoolRef]]:
    """Rules ``sorry.move.safety`` and ``sorry.move.home`` (Safety zones): where a walk goes, and HOME exactly.

    A pawn walks from the track or its safety zone, never from START or HOME, by a count of at least one; forward it
    goes into its safety zone past its turn square, backward it never enters one (the arithmetic of
    :mod:`rulebook.sorry.model.board`). Reading ``home.count``: under ``exact`` a forward walk that would go past
    HOME cannot be made; under ``stops-at-home`` it ends in HOME.
    """
    safety: list[z3.BoolRef] = []
    home: list[z3.BoolRef] = []
    for part in shape.move:
        walks = z3.Or(part.ahead, part.back)
        reaches = reaches_ahead(part.colour, part.source, part.steps)
        safety += [
            z3.Implies(walks, z3.And(on_board(part.source), part.steps != 0)),
            z3.Implies(
                z3.And(part.ahead, reaches), part.landing == landing_ahead(part.colour, part.source, part.steps)
            ),
            z3.Implies(part.back, part.landing == landing_back(part.colour, part.source, part.steps)),
        ]
        home.append(
            z3.Implies(
                z3.And(part.ahead, z3.Not(reaches)),
                z3.And(shape.readings.to_home, part.landing == HOME_CODE),
            )
        )
    return safety, home


def forward_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.forward`` (Card values): a 1, 2, 3, 5, 8 or 12 moves one pawn forward by its value.

    A 1 or a 2 may instead start a pawn (rule ``sorry.start.exit``).
    """
    steps = shape.move[0].steps
    rules = []
    for card in FORWARD_CARDS:
        if card not in shape.card:
            continue
        kinds = [shape.kind == FORWARD]
        if card in STARTING_CARDS:
            kinds.append(shape.kind == START_KIND)
        rules += [
            z3.Implies(shape.card[card], z3.Or(*kinds)),
            z3.Implies(z3.And(shape.card[card], shape.kind == FORWARD), steps == int(card)),
        ]
    rules.append(shape.cites[CARD_FORWARD] == z3.And(drawn(shape, FORWARD_CARDS), shape.kind == FORWARD))
    return rules


def four_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.four`` (Card values, 4): a 4 moves one pawn four squares backward."""
    four = shape.card["4"]
    return [
        z3.Implies(four, z3.And(shape.kind == BACKWARD, shape.move[0].steps == FOUR_BACK)),
        shape.cites[CARD_FOUR] == four,
    ]


def seven_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.seven`` (Card values, 7; facts 1.3): seven forward, or split between pawns.

    A 7 moves one pawn seven forward, or is split: two parts (under the team rules with ``team.seven-split=
    any-number``, two to seven), each moving a different one of the player's pawns forward by at least one, the
    parts adding up to seven, each pawn leaving from its place in the position the move started from. Reading
    ``seven.split-order``: under ``in-order`` the parts are made one after the other in the order chosen, each on the
    position the earlier left (so no pawn an earlier part has bumped to START moves); under ``together`` they are
    made at once, each arriving on the board without the split's pawns (:class:`~rulebook.sorry.model.shape
    .MovesShape` cuts the chain), and two of the split's pawns may not end on one square (a track square, or a
    safety square of one colour; HOME holds any number). Every part must be made in full (each is an arrival that
    must be possible: :mod:`rulebook.sorry.model.arrival`). No part starts a pawn, except under
    ``seven.split-start=part-of-one-starts``: a part of exactly one may take a pawn out of START onto its circle,
    once in a split.
    """
    seven = shape.card["7"]
    parts = shape.move
    split = shape.kind == SPLIT
    rules = [
        z3.Implies(seven, z3.Or(z3.And(shape.kind == FORWARD, parts[0].steps == SEVEN), split)),
        shape.cites[CARD_SEVEN] == seven,
    ]
    if len(parts) < 2:
        return [*rules, z3.Not(split)]
    many = z3.And(shape.teams, shape.readings.any_number)
    rules += [
        z3.Implies(split, parts[1].used),
        *(z3.Implies(part.used, many) for part in parts[2:]),
        z3.Implies(split, sum((choose(part.used, part.steps, 0) for part in parts), constant(0)) == SEVEN),
        z3.PbLe([(part.exit, 1) for part in parts], 1),
    ]
    for index, part in enumerate(parts):
        rules += [
            z3.Implies(z3.And(split, part.used), z3.And(part.steps != 0, at_most(part.steps, SEVEN))),
            z3.Implies(z3.And(split, part.exit), z3.And(shape.readings.split_start, part.steps == 1)),
        ]
        if index > 0:
            before = part.before
            in_order = z3.Not(shape.readings.together)
            rules += [z3.Implies(part.used, part.who != earlier.who) for earlier in parts[:index]]
            rules += [
                z3.Implies(z3.And(in_order, part.used, part.who == s), before[s] == shape.start_at[s])
                for s in range(SLOTS)
            ]
            rules += [
                z3.Implies(
                    z3.And(shape.readings.together, split, part.used, part.dest == earlier.dest, on_board(part.dest)),
                    z3.And(z3.Not(on_track(part.dest)), part.colour != earlier.colour),
                )
                for earlier in parts[:index]
            ]
    return rules


def ten_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.ten`` (Card values, 10): ten forward, or one backward.

    Reading ``ten.backward``: under ``choice`` the player picks either; under ``fallback`` the step back may be taken
    only when no pawn of the player's can go ten forward: none on the track or in its zone whose ten steps stay within
    HOME (or, under ``home.count=stops-at-home``, end in HOME) and end neither on a pawn of its colour nor, under
    ``slide.own-pawns=blocks``, on a slide one of its colour's pawns is on (unless, under ``slide.choice=optional``, the
    pawn may stay on the triangle).
    """
    ten = shape.card["10"]
    steps = shape.move[0].steps
    at = shape.start_at
    blocks = shape.readings.blocks
    could = []
    for s in range(SLOTS):
        colour = slot_colour(s)
        reaches = reaches_ahead(colour, at[s], TEN_AHEAD)
        landing = choose(reaches, landing_ahead(colour, at[s], TEN_AHEAD), HOME_CODE)
        taken = slides_taken(shape.slider(colour), landing)
        end = slide_end(taken, landing)
        could.append(
            z3.And(
                shape.mine[colour],
                on_board(at[s]),
                z3.Or(reaches, shape.readings.to_home),
                z3.Not(own_pawn_on(at, s, colour, landing)),
                z3.Not(
                    z3.And(
                        blocks,
                        z3.Not(shape.readings.optional),
                        z3.Or(*taken),
                        own_pawn_along(at, s, colour, landing, end),
                    )
                ),
            )
        )
    return [
        z3.Implies(
            ten,
            z3.Or(
                z3.And(shape.kind == FORWARD, steps == TEN_AHEAD),
                z3.And(
                    shape.kind == BACKWARD,
                    steps == TEN_BACK,
                    z3.Implies(shape.readings.fallback, z3.Not(z3.Or(*could))),
                ),
            ),
        ),
        shape.cites[CARD_TEN] == ten,
    ]


def eleven_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.eleven`` (Card values, 11): eleven forward, or a swap with an opponent's pawn.

    The swap takes one of the player's pawns X on a track square p and an opponent's pawn Y on a track square q
    (neither in START, a safety zone or HOME): X goes to q and Y to p, bumping neither. X then arrives on q like any
    pawn (a triangle not of X's colour slides it, Y on p swept with the rest of that slide). Reading
    ``swap.opponent-slides``: under ``yes``, if Y is still on p and p is the triangle of a slide not of Y's colour,
    Y slides as well, sweeping that slide, except that under ``slide.own-pawns=blocks`` a pawn of Y's colour on the
    slide leaves Y on p. That the swap is never forced is the pass the answer adds.
    """
    eleven = shape.card["11"]
    first = shape.move[0]
    p, q, y, o = first.source, shape.target_square, shape.target, shape.target_colour
    blocks = shape.readings.blocks
    last = shape.last
    rules = [
        z3.Implies(eleven, z3.Or(z3.And(shape.kind == FORWARD, first.steps == ELEVEN_AHEAD), shape.kind == SWAP)),
        z3.Implies(first.swap, z3.And(on_track(p), on_track(q), among(o, shape.theirs), first.landing == q)),
        shape.cites[CARD_ELEVEN] == eleven,
    ]
    taken = tuple(z3.And(first.swap, shape.readings.opponent_slides, t) for t in slides_taken(o, p))
    end = slide_end(taken, p)
    still_on_p = z3.Or(*(z3.And(y == s, last[s] == p) for s in range(SLOTS)))
    slides = z3.And(z3.Or(*taken), still_on_p, z3.Not(z3.And(blocks, own_pawn_along(last, y, o, p, end))))
    on_now = START_CODE
    for s in range(SLOTS):
        on_now = z3.If(y == s, last[s], on_now)
    rules.append(shape.target_dest == z3.If(slides, end, on_now))
    rules += [
        sent == z3.And(slides, y != s, swept(slides, p, end, last[s])) for s, sent in enumerate(shape.target_sent)
    ]
    return rules


def sorry_rules(shape: MovesShape) -> list[z3.BoolRef]:
    """Rule ``sorry.card.sorry`` (Card values, SORRY!): a pawn from START takes an opponent's place on the track.

    The player's pawn X leaves START for a track square q where an opponent's pawn stands (not START, a safety zone
    or HOME); it arrives there like any pawn, so that pawn goes back to its START and X slides from a triangle not
    of its colour. With no pawn in START or no opponent on the track there is no such move. Reading
    ``sorry.forward-four``: under ``yes`` the card may instead move a pawn four forward. Reading
    ``team.sorry-partner``: under the team rules with ``allowed``, the pawn taken may be of any colour in play but the
    player's (the partner's too: "another player"); a partner's pawn from START never takes its own colour's square
    (rule ``sorry.move.own-pawn``).
    """
    card = shape.card[SORRY]
    first = shape.move[0]
    return [
        z3.Implies(
            card,
            z3.Or(
                shape.kind == SORRY_KIND,
                z3.And(shape.readings.forward_four, shape.kind == FORWARD, first.steps == SORRY_AHEAD),
            ),
        ),
        z3.Implies(
            first.take,
            z3.And(
                first.source == START_CODE,
                on_track(shape.target_square),
                z3.Or(
                    among(shape.target_colour, shape.theirs),
                    z3.And(
                        shape.teams,
                        shape.readings.sorry_partner,
                        among(shape.target_colour, shape.play),
                        shape.target_colour != shape.turn,
                    ),
                ),
                first.landing == shape.target_square,
            ),
        ),
        shape.cites[CARD_SORRY] == card,
    ]


__all__ = [
    "FORWARD_CARDS",
    "SEVEN",
    "STARTING_CARDS",
    "drawn",
    "eleven_rules",
    "exit_rules",
    "forward_rules",
    "four_rules",
    "partner_rules",
    "seven_rules",
    "sorry_rules",
    "ten_rules",
    "walk_rules",
]
