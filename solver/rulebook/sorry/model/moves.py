"""The legal moves of a card, as a declarative Z3 model (rulebook "Starting pawns", "Moving pawns", "Card values").

A move is a choice the solver makes (:mod:`rulebook.sorry.model.shape`): its kind (start, forward, backward,
split, swap, sorry), and for each of its parts the pawn, the way it goes and how far, and for a swap or a Sorry!
the opponent's pawn taken on. The rules, each a group of constraints tracked under its rule id:

* ``sorry.team.partners`` (Variants, Team rules): whose pawns the player moves, and whose are the opponents'.
* ``sorry.start.exit`` (Starting pawns), ``sorry.move.safety`` and ``sorry.move.home`` (Safety zones), the card's
  own rule (``sorry.card.forward``, ``sorry.card.four``, ``sorry.card.seven``, ``sorry.card.ten``,
  ``sorry.card.eleven``, ``sorry.card.sorry``: Card values): :mod:`rulebook.sorry.model.cards`.
* ``sorry.move.own-pawn``, ``sorry.move.bump``, ``sorry.move.slide`` (Moving pawns): every part's arrival,
  :mod:`rulebook.sorry.model.arrival`.

A part's pawn leaves from where the earlier parts left it (under reading ``seven.split-order=together`` a split's
parts are all made at once, on the board without their pawns), so the place of every pawn is a term after each
part, and after the last (and an 11's swapped pawn's own slide) the move's resulting position, which the answer reads
off the solution. The legal moves are every solution: each one found is blocked by its description (its kind,
each part's colour, source and landing, the colour taken on) and the solver asked again, until none is left. A
pass is what the rules add when they leave no choice: ``sorry.move.must`` when the card has no move at all,
``sorry.card.eleven`` when an 11 has moves but none forward (the swap is never forced).

A solver is built once for each family of cards and number of parts (1 for most cards, 2 for the 7, up to 7 for
the team rules' any-number split: :func:`parts_needed`) and reused: the position, the card, whose turn, the mode
and the reading are assumption literals, and the blocking clauses live in a scope popped after the question. This
module never uses the engine.

>>> from rulebook.sorry.position import position_from_text
>>> [option.move.as_text() for option in moves(position_from_text("R:12 B:"), "5", "R")]
['R 12-17']
>>> moves(position_from_text("R:S3 B:"), "5", "R")[0].rule
'sorry.move.must'
"""

from __future__ import annotations

from functools import cache

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import Rules, add_rule, check, track
from rulebook.sorry.board import COLOURS, HOME, PAWNS, START, parse_colour, partner_of
from rulebook.sorry.cards import SORRY, parse_card
from rulebook.sorry.model.arrival import arrival_rules
from rulebook.sorry.model.board import place_of
from rulebook.sorry.model.cards import (
    FORWARD_CARDS,
    eleven_rules,
    exit_rules,
    forward_rules,
    four_rules,
    partner_rules,
    seven_rules,
    sorry_rules,
    ten_rules,
    walk_rules,
)
from rulebook.sorry.model.rules import (
    CARD_ELEVEN,
    CARD_FORWARD,
    CARD_FOUR,
    CARD_SEVEN,
    CARD_SORRY,
    CARD_TEN,
    CITED,
    MOVE_HOME,
    MOVE_MUST,
    MOVE_SAFETY,
    START_EXIT,
    TEAM_PARTNERS,
)
from rulebook.sorry.model.shape import STAYS_USED, MovesShape, structure
from rulebook.sorry.moves import KINDS, PASS, Kind, Move, Part
from rulebook.sorry.position import Position, make_position
from rulebook.sorry.reading import DEFAULT, Reading
from rulebook.sorry.state import MODES
from rulebook.sorry.verdict import Option, sorted_options

FAMILIES: tuple[tuple[str, ...], ...] = (("1", "2"), ("3", "5", "8", "12"), ("4",), ("7",), ("10",), ("11",), (SORRY,))
"""Cards whose moves are alike share a solver: the starting cards, the plain forward cards, each other card."""
MOST_PARTS = 7
"""The most parts a split 7 has: one square each (``team.seven-split=any-number``)."""


def family_of(card: str) -> tuple[str, ...]:
    """The family of ``card``."""
    (family,) = (family for family in FAMILIES if card in family)
    return family


def cited_by(family: tuple[str, ...]) -> tuple[str, ...]:
    """The rules the moves of ``family`` may cite."""
    rules = []
    if "1" in family or "7" in family:
        rules.append(START_EXIT)
    if any(card in FORWARD_CARDS for card in family):
        rules.append(CARD_FORWARD)
    rules += [rule for card, rule in (("4", CARD_FOUR), ("7", CARD_SEVEN), ("10", CARD_TEN)) if card in family]
    rules += [rule for card, rule in (("11", CARD_ELEVEN), (SORRY, CARD_SORRY)) if card in family]
    return tuple(rule for rule in CITED if rule in rules)


@cache
def shape(family: tuple[str, ...], parts: int) -> MovesShape:
    """The moves solver for ``family`` with moves of up to ``parts`` parts, built on first use and kept."""
    swaps = "11" in family
    built = MovesShape.fresh(family, parts, swaps, cited_by(family))
    built.solver.add(*structure(built, targets=swaps or SORRY in family))
    rules: Rules = {}
    add_rule(rules, TEAM_PARTNERS, *partner_rules(built))
    safety, home = walk_rules(built)
    add_rule(rules, MOVE_SAFETY, *safety)
    add_rule(rules, MOVE_HOME, *home)
    if START_EXIT in built.cites:
        add_rule(rules, START_EXIT, *exit_rules(built))
    if CARD_FORWARD in built.cites:
        add_rule(rules, CARD_FORWARD, *forward_rules(built))
    for card, rule, stated in (
        ("4", CARD_FOUR, four_rules),
        ("7", CARD_SEVEN, seven_rules),
        ("10", CARD_TEN, ten_rules),
        ("11", CARD_ELEVEN, eleven_rules),
        (SORRY, CARD_SORRY, sorry_rules),
    ):
        if card in family:
            add_rule(rules, rule, *stated(built))
    for part in built.move:
        arrival_rules(rules, part, built.readings.blocks, built.readings.optional, built.slider(part.colour))
    built.rule_literals.update(track(built.solver, rules))
    return built


def parts_needed(position: Position, card: str, turn: str, mode: str, reading: Reading) -> int:
    """How many parts the solver asked must allow (bookkeeping: a bound on its size, not a rule).

    1 for every card but the 7, 2 for the 7. Under the team rules' any-number split a 7 has up to seven parts, each
    moving a different pawn; so no more parts than the team has pawns able to take one (on the track or in a safety
    zone, and one from START when a part may start a pawn), and the smaller solver answers the same.
    """
    if card != "7":
        return 1
    if mode != "teams" or reading.team_seven_split != "any-number":
        return 2
    team = (turn, partner_of(turn))
    places = [place for colour in team for place in position.places(colour)]
    movers = sum(place not in (START, HOME) for place in places)
    movers += START in places and reading.seven_split_start == "part-of-one-starts"
    return max(2, min(MOST_PARTS, movers))


def question(position: Position, card: str, turn: str, mode: str) -> tuple[str, str, str]:
    """The question's card, turn and mode in canonical spelling; :class:`InputError` naming anything wrong."""
    if not isinstance(position, Position):
        raise InputError("expected a position (rulebook.sorry.position.Position)")
    card = parse_card(card)
    turn = parse_colour(turn)
    if turn not in position.colours:
        raise InputError(f"it cannot be {turn}'s turn: {turn} is not in play ({' '.join(position.colours)})")
    if mode not in MODES:
        raise InputError(f"unknown mode {mode!r}; modes: {', '.join(MODES)}")
    if mode == "teams" and len(position.colours) != len(COLOURS):
        raise InputError("the team rules are played by four players: every colour must be in play")
    return card, turn, mode


def moves(
    position: Position, card: str, turn: str, mode: str = "standard", reading: Reading = DEFAULT
) -> tuple[Option, ...]:
    """Every legal move of ``card`` for ``turn`` in ``position`` under ``mode`` and ``reading``, each an option.

    Each option's move, rule and resulting position are read off one solution of the model; the solution's move
    is then blocked and the solver asked again until no move is left. With none, the single pass of
    ``sorry.move.must``; with an 11 that has moves but no forward one, also the pass of ``sorry.card.eleven``.
    Sorted as every answer lists its options (:func:`rulebook.sorry.verdict.sorted_options`).
    """
    card, turn, mode = question(position, card, turn, mode)
    built = shape(family_of(card), parts_needed(position, card, turn, mode, reading))
    facts = built.facts(position, card, turn, mode, reading)
    solver = built.solver
    options = []
    solver.push()
    try:
        while check(solver, facts):
            described, rule, final = built.read(solver.model())
            options.append(option_of(position, described, rule, final))
            solver.add(built.description != int.from_bytes(bytes(described), "little"))
    finally:
        solver.pop()
    if not options:
        options.append(Option(PASS, MOVE_MUST, position))
    elif card == "11" and all(option.move.kind != "forward" for option in options):
        options.append(Option(PASS, CARD_ELEVEN, position))
    return sorted_options(options)


def option_of(position: Position, described: list[int], rule: int, final: list[int]) -> Option:
    """The option a solution describes: its move's description, the number of the rule cited, the final places."""
    kind_number, target_colour, *parts_described = described
    kind: Kind = KINDS[kind_number]
    parts = []
    for index in range(0, len(parts_described), 4):
        used, colour, source, landing = parts_described[index : index + 4]
        if used:
            parts.append(Part(COLOURS[colour], place_of(source), place_of(landing), used == STAYS_USED))
    target = COLOURS[target_colour] if kind in ("swap", "sorry") else None
    places = {
        colour: [place_of(final[c * PAWNS + i]) for i in range(PAWNS)]
        for c, colour in enumerate(COLOURS)
        if colour in position.colours
    }
    return Option(Move(kind, tuple(parts), target), CITED[rule], make_position(places))


__all__ = ["FAMILIES", "MOST_PARTS", "cited_by", "family_of", "moves", "option_of", "parts_needed", "question", "shape"]
