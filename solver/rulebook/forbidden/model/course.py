"""The round's course as Z3 constraints: who plays next, when a round ends on an empty draw pile, when the game ends.

Questions of the round's course, each stated as definitions over the facts of the table and tracked under its rule id
(``spec/forbidden.toml``):

* ``forbidden.cheng.mistake`` (Section 7, PENALTY; turns pass to the left, Section 3) — the turn goes to the
  player it passes to, or further to the left past every player who owes a lost turn; a player passed over has
  lost that turn and owes it no more. A player is passed over when they and every player from the one the turn
  passed to up to them owe a lost turn. When every player owes one, each loses it once and the turn comes back to
  the player it passed to. The turns still owed when a round ends go with the players into the next round only
  under ``mistake.next-round=carries``, and lapse otherwise.
* ``forbidden.block.effect``, the turn only (Section 6) — a turn ends with a discard, or with the claim blocked;
  the turn passes to the left of the player whose turn ended, or after a block under
  ``block.next-player=blocker-left`` to the blocker's left, passing over the claimant, who lost the turn. (What
  a block does to the cards is not modelled.)
* ``forbidden.round.next-deal`` (Section 8) — the deal passes to the left of the last dealer and play begins on
  the new dealer's left; the Treasure Chest keeps its cards unless it was won or would leave too few cards for the
  deal (reading ``treasure.overflow``: 13 a player, two for the chest, the four pile cards of the two-player game
  and one to draw), and receives two more.
* ``forbidden.play.draw`` (Section 4) — a turn starts when the draw pile holds a card; on an empty draw pile it
  starts only under ``draw.empty-claim=claim-allowed``, and only when the player who takes it has a claim to make.
  Otherwise the round ends. (The draw itself moves one card and decides nothing; it is not modelled.)
* ``forbidden.game.end`` (Section 8, TWO PLAYER RULES) — the round's scores are added to the totals; the game is
  over when a total reaches the winning total (200; 150 in the two-player game) — under ``game.tie=play-on`` only
  when one player alone has the highest total — or, under ``treasure.overflow=game-ends``, when an unclaimed chest
  leaves too few cards for the next deal. The winners are the players with the highest total.

Seats are numbered in turn order, the next on the left. Every answer is a definition, so one satisfiability check
fixes it and the solution is read back. Solvers are built once per player count and reused; a question only
assumes literals (and fixes integers).

This module never uses the engine; the two are cross-checked (:mod:`rulebook.forbidden.crosscheck.course`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.z3_solving import check, fact, is_true, track
from rulebook.forbidden.cards import DECK_COPIES
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import (
    CHEST_PER_DEAL,
    HAND_SIZE,
    MIN_PLAYERS,
    TWO_PLAYER_FORBIDDEN_REMOVED,
    TWO_PLAYER_PILES,
    TWO_PLAYER_WINNING_TOTAL,
    WINNING_TOTAL,
)

LOST_TURN = "forbidden.cheng.mistake"
BLOCK_EFFECT = "forbidden.block.effect"
DRAW = "forbidden.play.draw"
NEXT_DEAL = "forbidden.round.next-deal"
GAME_END = "forbidden.game.end"
COURSE_RULES: tuple[str, ...] = (LOST_TURN, BLOCK_EFFECT, DRAW, NEXT_DEAL, GAME_END)

CARDS_TO_DRAW = 1
"""A new deal must leave one card to draw (the first turn's draw)."""


def seats_from(players: int, start: int, player: int) -> list[int]:
    """The seats from ``start`` up to and including ``player``, going to the left."""
    return [(start + step) % players for step in range((player - start) % players + 1)]


@dataclass(frozen=True)
class TurnOrder:
    """The turn order's definitions for one table: who takes the turn and who is passed over."""

    takes: tuple[z3.BoolRef, ...]
    passed: tuple[z3.BoolRef, ...]


def turn_order(to: Sequence[z3.BoolRef], owes: Sequence[z3.BoolRef]) -> tuple[TurnOrder, list[z3.BoolRef]]:
    """``forbidden.cheng.mistake``: the literals ``takes``/``passed`` and the definitions that fix them.

    ``to[t]``: the turn passes to seat ``t`` (exactly one holds); ``owes[p]``: seat ``p`` owes a lost turn.
    """
    n = len(to)
    everyone_owes = z3.And(*owes)
    takes = tuple(z3.FreshBool(f"takes{p}") for p in range(n))
    passed = tuple(z3.FreshBool(f"passed{p}") for p in range(n))
    rules: list[z3.BoolRef] = []
    for p in range(n):
        # Passed over: p and every seat from the one the turn passed to up to p owe a lost turn.
        rules.append(passed[p] == z3.Or(*(z3.And(to[t], *(owes[s] for s in seats_from(n, t, p))) for t in range(n))))
        # Takes the turn: every seat before p (from the one the turn passed to) is passed over, and p owes none —
        # or everyone owes one and the turn passed to p.
        before = [z3.And(to[t], *(owes[s] for s in seats_from(n, t, p)[:-1]), z3.Not(owes[p])) for t in range(n)]
        rules.append(takes[p] == z3.Or(*before, z3.And(everyone_owes, to[p])))
    return TurnOrder(takes, passed), rules


# ---------------------------------------------------------------------------------------------------------------
# A turn passed on: does it start, who takes it, who still owes a lost turn
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class PassShape:
    """The reusable solver for a turn passed on at a table of ``players``."""

    players: int
    solver: z3.Solver
    ender: tuple[z3.BoolRef, ...]
    """``ender[p]``: seat ``p``'s turn has just ended (with a discard, or by a block of their claim)."""
    blocker: tuple[z3.BoolRef, ...]
    """``blocker[p]``: seat ``p`` has just blocked the ender's claim (none holds when there was no block)."""
    blocker_left: z3.BoolRef
    """Reading literal ``block.next-player=blocker-left``."""
    owes: tuple[z3.BoolRef, ...]
    """``owes[p]``: seat ``p`` owed a lost turn before this turn ended."""
    mistaken: z3.BoolRef
    """The ender has just laid down a hand that may not go Cheng (Section 7, PENALTY)."""
    pile_empty: z3.BoolRef
    may_claim: tuple[z3.BoolRef, ...]
    """``may_claim[p]``: seat ``p``, starting a turn here, would have a claim to make."""
    claim_allowed: z3.BoolRef
    """Reading literal ``draw.empty-claim=claim-allowed``."""
    order: TurnOrder
    starts: z3.BoolRef
    still_owes: tuple[z3.BoolRef, ...]


@cache
def pass_shape(players: int) -> PassShape:
    """The solver for a turn passed on at a table of ``players``, each rule tracked under its rule id."""
    name = f"course{players}"

    def seats(what: str) -> tuple[z3.BoolRef, ...]:
        return tuple(z3.Bool(f"{name}.{what}{p}") for p in range(players))

    def right_of(p: int, by: int = 1) -> int:
        return (p - by) % players

    ender, blocker, to, owed, owes = seats("ender"), seats("blocker"), seats("to"), seats("owed"), seats("owes")
    may_claim, still_owes = seats("may-claim"), seats("still-owes")
    blocker_left = z3.Bool("reading:block.next-player=blocker-left")
    mistaken = z3.Bool(f"{name}.mistaken-cheng")
    pile_empty, claim_allowed = z3.Bool(f"{name}.draw-pile-empty"), z3.Bool("reading:draw.empty-claim=claim-allowed")
    starts = z3.Bool(f"{name}.turn-starts")
    # Section 3: the turn passes to the ender's left. Section 6 and block.next-player=blocker-left: after a block it
    # passes to the blocker's left instead, passing over the claimant, who lost the turn (a blocker on the
    # claimant's right has the claimant on their left: the turn goes on to the claimant's left).
    from_blocker = z3.And(z3.Or(*blocker), blocker_left)
    passing = [
        to[t]
        == z3.If(
            from_blocker,
            z3.Or(
                z3.And(blocker[right_of(t)], z3.Not(ender[t])),
                z3.And(ender[right_of(t)], blocker[right_of(t, 2)]),
            ),
            ender[right_of(t)],
        )
        for t in range(players)
    ]
    # Section 7, PENALTY: a mistaken Cheng costs the ender the next turn.
    ordering = [owes[p] == z3.Or(owed[p], z3.And(mistaken, ender[p])) for p in range(players)]
    order, skipping = turn_order(to, owes)
    ordering += skipping
    ordering += [still_owes[p] == z3.And(owes[p], z3.Not(order.passed[p])) for p in range(players)]
    taker_claims = z3.Or(*(z3.And(order.takes[p], may_claim[p]) for p in range(players)))
    drawing = [starts == z3.Or(z3.Not(pile_empty), z3.And(claim_allowed, taker_claims))]
    shape = PassShape(
        players,
        z3.Solver(),
        ender,
        blocker,
        blocker_left,
        owed,
        mistaken,
        pile_empty,
        may_claim,
        claim_allowed,
        order,
        starts,
        still_owes,
    )
    track(shape.solver, {BLOCK_EFFECT: passing, LOST_TURN: ordering, DRAW: drawing})
    return shape


@dataclass(frozen=True)
class PassedTurn:
    """What the rules make of a turn passed on: whether it starts, who takes it, who still owes a lost turn.

    When the turn does not start the round is over, and ``taker`` is who would have played.
    """

    starts: bool
    taker: int
    still_owe: frozenset[int]


def passed_turn(
    ender: int,
    owing: Sequence[bool],
    draw_pile_empty: bool,
    may_claim: Sequence[bool],
    reading: Reading = DEFAULT,
    mistaken: bool = False,
    blocker: int | None = None,
) -> PassedTurn:
    """Rules ``forbidden.cheng.mistake``, ``forbidden.play.draw`` and the turn of ``forbidden.block.effect``.

    The turn of seat ``ender`` has just ended: with a discard (before a mistaken Cheng if ``mistaken``), or by the
    block of their claim by seat ``blocker``. ``owing[p]``: seat ``p`` owes a lost turn; ``may_claim[p]``: seat
    ``p`` would have a claim to make if the turn started for them (only asked about on an empty draw pile).
    """
    shape = pass_shape(len(owing))
    facts = [fact(literal, p == ender) for p, literal in enumerate(shape.ender)]
    facts += [fact(literal, p == blocker) for p, literal in enumerate(shape.blocker)]
    facts += [fact(literal, bool(owes)) for literal, owes in zip(shape.owes, owing, strict=True)]
    facts += [fact(literal, bool(claims)) for literal, claims in zip(shape.may_claim, may_claim, strict=True)]
    facts += [fact(shape.pile_empty, draw_pile_empty), fact(shape.claim_allowed, _claim_allowed(reading))]
    facts += [fact(shape.mistaken, mistaken), fact(shape.blocker_left, reading.block_next_player == "blocker-left")]
    model = _solve(shape.solver, facts)
    return PassedTurn(
        starts=is_true(model, shape.starts),
        taker=_only(model, shape.order.takes),
        still_owe=frozenset(p for p, literal in enumerate(shape.still_owes) if is_true(model, literal)),
    )


def _claim_allowed(reading: Reading) -> bool:
    return reading.draw_empty_claim == "claim-allowed"


# ---------------------------------------------------------------------------------------------------------------
# The next deal: the dealer, the first turn, the turns still owed
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class DealShape:
    """The reusable solver for the next deal at a table of ``players``."""

    players: int
    solver: z3.Solver
    last_dealer: tuple[z3.BoolRef, ...]
    owed: tuple[z3.BoolRef, ...]
    """``owed[p]``: seat ``p`` owed a lost turn when the round ended."""
    chest: z3.ArithRef
    """Cards in the Treasure Chest when the round ended."""
    chest_won: z3.BoolRef
    two_player_rules: z3.BoolRef
    carries: z3.BoolRef
    """Reading literal ``mistake.next-round=carries``."""
    dealer: tuple[z3.BoolRef, ...]
    order: TurnOrder
    still_owes: tuple[z3.BoolRef, ...]
    new_chest: z3.ArithRef


def two_player_game(players: int, two_player_rules: z3.BoolRef) -> z3.BoolRef:
    """The TWO PLAYER RULES are played: two players, and reading ``variant.two-player=yes``."""
    return z3.And(two_player_rules, z3.BoolVal(players == MIN_PLAYERS))


def chest_overflows(players: int, chest: z3.ArithRef, two_player_rules: z3.BoolRef) -> z3.BoolRef:
    """Kept, the chest would leave too few cards for the next deal (Sections 3 and 8, TWO PLAYER RULES).

    The cards in play are the 100-card deck, three Forbidden cards fewer in the two-player game; a deal needs 13
    cards a player, two for the chest, in the two-player game two pile cards a player, and one card to draw.
    """
    two = two_player_game(players, two_player_rules)
    in_play = sum(DECK_COPIES.values()) - z3.If(two, TWO_PLAYER_FORBIDDEN_REMOVED, 0)
    needed = HAND_SIZE * players + CHEST_PER_DEAL + CARDS_TO_DRAW + z3.If(two, TWO_PLAYER_PILES * players, 0)
    return in_play - chest < needed


@cache
def deal_shape(players: int) -> DealShape:
    """The solver for the next deal at a table of ``players``, each rule tracked under its rule id."""
    name = f"deal{players}"
    last_dealer = tuple(z3.Bool(f"{name}.last-dealer{p}") for p in range(players))
    owed = tuple(z3.Bool(f"{name}.owed{p}") for p in range(players))
    chest, new_chest = z3.Int(f"{name}.chest"), z3.Int(f"{name}.new-chest")
    chest_won, two_player_rules = z3.Bool(f"{name}.chest-won"), z3.Bool(f"{name}.two-player-rules")
    carries = z3.Bool("reading:mistake.next-round=carries")
    dealer = tuple(z3.Bool(f"{name}.dealer{p}") for p in range(players))
    first = tuple(z3.Bool(f"{name}.first-to{p}") for p in range(players))
    owes = tuple(z3.Bool(f"{name}.owes{p}") for p in range(players))
    still_owes = tuple(z3.Bool(f"{name}.still-owes{p}") for p in range(players))

    def right_of(p: int) -> int:
        return (p - 1) % players

    # Section 8: the deal passes to the left of the last dealer, play begins on the new dealer's left, and the
    # chest keeps its cards unless it was won or overflows, then receives two more.
    dealing = [dealer[p] == last_dealer[right_of(p)] for p in range(players)]
    dealing += [first[p] == dealer[right_of(p)] for p in range(players)]
    kept = z3.If(z3.Or(chest_won, chest_overflows(players, chest, two_player_rules)), 0, chest)
    dealing.append(new_chest == kept + CHEST_PER_DEAL)
    # Section 7, PENALTY: a turn still owed goes into the new round only under mistake.next-round=carries, and is
    # lost there as any other.
    lost = [owes[p] == z3.And(carries, owed[p]) for p in range(players)]
    order, ordering = turn_order(first, owes)
    lost += ordering
    lost += [still_owes[p] == z3.And(owes[p], z3.Not(order.passed[p])) for p in range(players)]
    facts = (last_dealer, owed, chest, chest_won, two_player_rules, carries)
    shape = DealShape(players, z3.Solver(), *facts, dealer, order, still_owes, new_chest)
    track(shape.solver, {NEXT_DEAL: dealing, LOST_TURN: lost})
    return shape


@dataclass(frozen=True)
class NextDeal:
    """The next round's dealer, who plays first, who still owes a lost turn, and the cards in the new chest."""

    dealer: int
    first: int
    still_owe: frozenset[int]
    chest: int


def next_deal(
    last_dealer: int,
    owing: Sequence[bool],
    chest: int,
    chest_won: bool,
    two_player_rules: bool,
    reading: Reading = DEFAULT,
) -> NextDeal:
    """Rules ``forbidden.round.next-deal`` and ``forbidden.cheng.mistake`` for the deal after a round.

    ``owing[p]``: seat ``p`` owed a lost turn when the round ended; ``chest``: the cards in the Treasure Chest then.
    """
    shape = deal_shape(len(owing))
    facts = [fact(literal, p == last_dealer) for p, literal in enumerate(shape.last_dealer)]
    facts += [fact(literal, bool(owes)) for literal, owes in zip(shape.owed, owing, strict=True)]
    facts += [fact(shape.chest_won, chest_won), fact(shape.two_player_rules, two_player_rules)]
    facts.append(fact(shape.carries, reading.mistake_next_round == "carries"))
    model = _solve_with(shape.solver, facts, [shape.chest == chest])
    return NextDeal(
        dealer=_only(model, shape.dealer),
        first=_only(model, shape.order.takes),
        still_owe=frozenset(p for p, literal in enumerate(shape.still_owes) if is_true(model, literal)),
        chest=model.eval(shape.new_chest, model_completion=True).as_long(),
    )


# ---------------------------------------------------------------------------------------------------------------
# The game's end
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class EndShape:
    """The reusable solver for the end of a round at a table of ``players``."""

    players: int
    solver: z3.Solver
    before: tuple[z3.ArithRef, ...]
    scored: tuple[z3.ArithRef, ...]
    chest: z3.ArithRef
    """Cards in the Treasure Chest."""
    chest_won: z3.BoolRef
    two_player_rules: z3.BoolRef
    play_on: z3.BoolRef
    """Reading literal ``game.tie=play-on``."""
    overflow_ends: z3.BoolRef
    """Reading literal ``treasure.overflow=game-ends``."""
    total: tuple[z3.ArithRef, ...]
    over: z3.BoolRef
    wins: tuple[z3.BoolRef, ...]


@cache
def end_shape(players: int) -> EndShape:
    """The solver for the end of a round at a table of ``players``, the rule tracked under its rule id."""
    name = f"end{players}"
    before = tuple(z3.Int(f"{name}.total-before{p}") for p in range(players))
    scored = tuple(z3.Int(f"{name}.scored{p}") for p in range(players))
    total = tuple(z3.Int(f"{name}.total{p}") for p in range(players))
    chest, chest_won = z3.Int(f"{name}.chest"), z3.Bool(f"{name}.chest-won")
    two_player_rules = z3.Bool(f"{name}.two-player-rules")
    play_on, overflow_ends = z3.Bool("reading:game.tie=play-on"), z3.Bool("reading:treasure.overflow=game-ends")
    over = z3.Bool(f"{name}.game-over")
    wins = tuple(z3.Bool(f"{name}.wins{p}") for p in range(players))

    target = z3.If(two_player_game(players, two_player_rules), TWO_PLAYER_WINNING_TOTAL, WINNING_TOTAL)
    overflows = z3.And(z3.Not(chest_won), chest_overflows(players, chest, two_player_rules))

    highest = [z3.And(*(total[p] >= total[q] for q in range(players))) for p in range(players)]
    alone = z3.PbEq([(h, 1) for h in highest], 1)
    reached = z3.Or(*(t >= target for t in total))
    rules = [total[p] == before[p] + scored[p] for p in range(players)]
    rules.append(over == z3.Or(z3.And(reached, z3.Or(z3.Not(play_on), alone)), z3.And(overflow_ends, overflows)))
    rules += [wins[p] == z3.And(over, highest[p]) for p in range(players)]
    solver = z3.Solver()
    track(solver, {GAME_END: rules})
    return EndShape(
        players, solver, before, scored, chest, chest_won, two_player_rules, play_on, overflow_ends, total, over, wins
    )


@dataclass(frozen=True)
class RoundEnd:
    """The totals after a round, whether the game is over, and its winners (none while it goes on)."""

    totals: tuple[int, ...]
    over: bool
    winners: frozenset[int]


def round_end(
    before: Sequence[int],
    scored: Sequence[int],
    chest: int,
    chest_won: bool,
    two_player_rules: bool,
    reading: Reading = DEFAULT,
) -> RoundEnd:
    """Rule ``forbidden.game.end`` after a round that scored ``scored`` on totals ``before``.

    ``chest``: the cards in the Treasure Chest; ``two_player_rules``: a two-player table plays the TWO PLAYER
    RULES (reading ``variant.two-player``).
    """
    shape = end_shape(len(before))
    numbers: list[z3.BoolRef] = [literal == value for literal, value in zip(shape.before, before, strict=True)]
    numbers += [literal == value for literal, value in zip(shape.scored, scored, strict=True)]
    numbers.append(shape.chest == chest)
    facts = [fact(shape.chest_won, chest_won), fact(shape.two_player_rules, two_player_rules)]
    facts += [fact(shape.play_on, reading.game_tie == "play-on")]
    facts += [fact(shape.overflow_ends, reading.treasure_overflow == "game-ends")]
    model = _solve_with(shape.solver, facts, numbers)
    return RoundEnd(
        totals=tuple(model.eval(t, model_completion=True).as_long() for t in shape.total),
        over=is_true(model, shape.over),
        winners=frozenset(p for p, literal in enumerate(shape.wins) if is_true(model, literal)),
    )


# ---------------------------------------------------------------------------------------------------------------
# Reading the solution back
# ---------------------------------------------------------------------------------------------------------------


def _solve(solver: z3.Solver, facts: Sequence[z3.BoolRef]) -> z3.ModelRef:
    """The one solution of the definitions under ``facts`` (they are definitions: some answer always exists)."""
    if not check(solver, facts):
        raise AssertionError(f"the rules of the round's course have no answer here: {solver.unsat_core()}")
    return solver.model()


def _solve_with(solver: z3.Solver, facts: Sequence[z3.BoolRef], numbers: Sequence[z3.BoolRef]) -> z3.ModelRef:
    """:func:`_solve` with ``numbers`` (equations fixing the integer facts) added for this question only."""
    solver.push()
    solver.add(*numbers)
    try:
        return _solve(solver, facts)
    finally:
        solver.pop()


def _only(model: z3.ModelRef, literals: Sequence[z3.BoolRef]) -> int:
    """The one seat whose literal holds."""
    chosen = [p for p, literal in enumerate(literals) if is_true(model, literal)]
    if len(chosen) != 1:
        raise AssertionError(f"the rules name {len(chosen)} seats where they name one: {chosen}")
    return chosen[0]


__all__ = [
    "COURSE_RULES",
    "NextDeal",
    "PassedTurn",
    "RoundEnd",
    "next_deal",
    "passed_turn",
    "round_end",
    "seats_from",
    "turn_order",
]
