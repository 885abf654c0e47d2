"""Blocking a claim as Z3 constraints: rulebook Section 6 ("Blocking Opponent's discards").

While a claim waits, three questions have rulebook answers, each stated here as a definition over the facts of the
state (who claims, which piles, which of them hold a crosswise Forbidden card, who holds a Forbidden card, who wants
to block), tracked under its rule id (``spec/forbidden.toml``):

* ``forbidden.block.pile`` (third blocking question) — the pile to block is the claimed pile closest to the
  claimant's left (with two players the opponent's pile 0 before pile 1) among those that can still be blocked
  (``block.which-pile=closest-blockable``), or the closest claimed pile if it can be (``closest-only``). A pile
  that holds a crosswise Forbidden card cannot be blocked again ("IMPORTANT!"). Under
  ``block.two-player-pile=blocker-chooses`` two piles of one owner are equally close, so the block may go on
  either of them: ``target`` then marks every pile the block may go on.
* ``forbidden.block.who`` — every player but the claimant who holds a Forbidden card may block, when there is a
  pile to block; under ``block.forbidden-claim=no`` the claim of a Forbidden card cannot be blocked at all.
* ``forbidden.block.precedence`` (second blocking question) — of the players who want to and may block, the block
  of the one closest to the claimant's left stands: a player's block stands when they want to and may block and
  nobody closer to the claimant's left wants to and may.

Closeness is the seat distance ``(player - claimant) mod n`` (players are numbered in turn order, the next on the
left). Every answer is a definition, so one satisfiability check fixes it and the solution is read back. Solvers
are built once per table layout and reused; a question only assumes literals.

This module never uses the engine; the two are cross-checked (:mod:`rulebook.forbidden.crosscheck.play`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.z3_solving import Rules, check, fact, is_true, rules_in_core, track
from rulebook.forbidden.cards import FORBIDDEN
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import PendingClaim, PileRef, State

BLOCK_WHO = "forbidden.block.who"
BLOCK_PRECEDENCE = "forbidden.block.precedence"
BLOCK_PILE = "forbidden.block.pile"
BLOCK_RULES: tuple[str, ...] = (BLOCK_WHO, BLOCK_PRECEDENCE, BLOCK_PILE)

Layout = tuple[int, ...]
"""How many discard piles each player keeps, player by player."""


def seat_distance(players: int, claimant: int, player: int) -> int:
    """How far ``player`` sits to the claimant's left: 1 for the next player, ``players - 1`` for the last."""
    return (player - claimant) % players


def pile_order(players: int, claimant: int, ref: PileRef) -> tuple[int, int]:
    """Where a pile comes in "closest to the claimant's left": its owner's seat distance, then its index."""
    return seat_distance(players, claimant, ref.owner), ref.index


@dataclass
class BlockShape:
    """The reusable solver for one table layout and its literals."""

    layout: Layout
    refs: tuple[PileRef, ...]
    solver: z3.Solver
    # Facts of the state.
    claimant: tuple[z3.BoolRef, ...]
    claimed: tuple[z3.BoolRef, ...]
    """``claimed[p]``: pile ``refs[p]`` is one of the claimed piles."""
    crosswise: tuple[z3.BoolRef, ...]
    """``crosswise[p]``: pile ``refs[p]`` holds a crosswise Forbidden card."""
    forbidden_claim: z3.BoolRef
    """The claim is the claim of a Forbidden card."""
    holds_forbidden: tuple[z3.BoolRef, ...]
    wants: tuple[z3.BoolRef, ...]
    closest_only: z3.BoolRef
    """Reading literal ``block.which-pile=closest-only``."""
    forbidden_unblockable: z3.BoolRef
    """Reading literal ``block.forbidden-claim=no``."""
    blocker_chooses: z3.BoolRef
    """Reading literal ``block.two-player-pile=blocker-chooses``."""
    # What the rules define.
    blockable: z3.BoolRef
    """The claim may be blocked at all."""
    target: tuple[z3.BoolRef, ...]
    """``target[p]``: a block may go on pile ``refs[p]`` (one pile, unless the blocker chooses between two)."""
    may: tuple[z3.BoolRef, ...]
    stands: tuple[z3.BoolRef, ...]
    rule_literals: dict[str, z3.BoolRef]

    @property
    def players(self) -> int:
        """How many players sit at the table."""
        return len(self.layout)

    def facts(self, state: State, claim: PendingClaim, reading: Reading, wanting: Iterable[int]) -> list[z3.BoolRef]:
        """Assumptions fixing the claim, the table, the Forbidden cards held, who wants to block, and the reading."""
        wanted = set(wanting)
        named = set(claim.piles)
        pairs = [(literal, i == state.turn) for i, literal in enumerate(self.claimant)]
        pairs += [(literal, ref in named) for literal, ref in zip(self.claimed, self.refs, strict=True)]
        pairs += [
            (literal, state.pile(ref).crosswise is not None)
            for literal, ref in zip(self.crosswise, self.refs, strict=True)
        ]
        pairs.append((self.forbidden_claim, claim.is_forbidden_claim))
        pairs += [
            (literal, player.hand.count(FORBIDDEN) > 0)
            for literal, player in zip(self.holds_forbidden, state.players, strict=True)
        ]
        pairs += [(literal, i in wanted) for i, literal in enumerate(self.wants)]
        pairs.append((self.closest_only, reading.block_which_pile == "closest-only"))
        pairs.append((self.forbidden_unblockable, reading.block_forbidden_claim == "no"))
        pairs.append((self.blocker_chooses, reading.block_two_player_pile == "blocker-chooses"))
        return [fact(literal, value) for literal, value in pairs]


def _for_each_claimant(shape: BlockShape, stated: Callable[[int], z3.BoolRef]) -> z3.BoolRef:
    """``stated(c)`` for the claimant ``c`` (closeness depends on who claims)."""
    return z3.And(*(z3.Implies(shape.claimant[c], stated(c)) for c in range(shape.players)))


def block_rules(shape: BlockShape) -> Rules:
    """The three blocking rules of Section 6 as definitions, by rule id."""
    n, refs = shape.players, shape.refs

    def closer_piles(c: int, p: int) -> list[int]:
        return [a for a in range(len(refs)) if pile_order(n, c, refs[a]) < pile_order(n, c, refs[p])]

    def same_owner(a: int, p: int) -> bool:
        return refs[a].owner == refs[p].owner

    def closer_players(c: int, q: int) -> list[int]:
        return [r for r in range(n) if r != c and seat_distance(n, c, r) < seat_distance(n, c, q)]

    # The pile to block: a claimed pile without a crosswise card, such that every claimed pile closer to the
    # claimant's left holds one (closest-blockable) — or such that no claimed pile is closer (closest-only). A pile
    # of the same owner with a lower index is closer only under block.two-player-pile=first-pile; under
    # blocker-chooses the two are equally close and the block may go on either.
    pile: list[z3.BoolRef] = []
    for p in range(len(refs)):

        def nothing_closer(c: int, p: int = p) -> z3.BoolRef:
            passed_over = [
                z3.Or(
                    *([shape.blocker_chooses] if same_owner(a, p) else []),
                    z3.Not(shape.claimed[a]),
                    z3.And(z3.Not(shape.closest_only), shape.crosswise[a]),
                )
                for a in closer_piles(c, p)
            ]
            return z3.And(*passed_over)

        closest = z3.And(shape.claimed[p], z3.Not(shape.crosswise[p]), _for_each_claimant(shape, nothing_closer))
        pile.append(shape.target[p] == z3.And(shape.blockable, closest))

    # Who may block: a player other than the claimant with a Forbidden card in hand, when there is a pile to block;
    # a Forbidden-card claim is blockable only under block.forbidden-claim=yes.
    who = [shape.blockable == z3.Not(z3.And(shape.forbidden_claim, shape.forbidden_unblockable))]
    some_pile = z3.Or(*shape.target)
    who += [shape.may[q] == z3.And(z3.Not(shape.claimant[q]), shape.holds_forbidden[q], some_pile) for q in range(n)]

    # Precedence: a block stands when its player wants to and may block, and nobody closer to the claimant's left
    # wants to and may.
    def blocks(r: int) -> z3.BoolRef:
        return z3.And(shape.wants[r], shape.may[r])

    precedence = []
    for q in range(n):

        def nobody_closer(c: int, q: int = q) -> z3.BoolRef:
            return z3.And(*(z3.Not(blocks(r)) for r in closer_players(c, q)))

        precedence.append(shape.stands[q] == z3.And(blocks(q), _for_each_claimant(shape, nobody_closer)))
    return {BLOCK_PILE: pile, BLOCK_WHO: who, BLOCK_PRECEDENCE: precedence}


def build_shape(layout: Layout) -> BlockShape:
    """The solver for a table of ``layout``, every rule tracked under a literal named by its rule id."""
    name = "block" + "-".join(map(str, layout))
    n = len(layout)
    refs = tuple(PileRef(owner, index) for owner, count in enumerate(layout) for index in range(count))

    def each_player(what: str) -> tuple[z3.BoolRef, ...]:
        return tuple(z3.Bool(f"{name}.{what}{i}") for i in range(n))

    def each_pile(what: str) -> tuple[z3.BoolRef, ...]:
        return tuple(z3.Bool(f"{name}.pile{ref}.{what}") for ref in refs)

    shape = BlockShape(
        layout=layout,
        refs=refs,
        solver=z3.Solver(),
        claimant=each_player("claimant="),
        claimed=each_pile("claimed"),
        crosswise=each_pile("holds-crosswise"),
        forbidden_claim=z3.Bool(f"{name}.forbidden-claim"),
        holds_forbidden=each_player("holds-forbidden"),
        wants=each_player("wants-to-block"),
        closest_only=z3.Bool("reading:block.which-pile=closest-only"),
        forbidden_unblockable=z3.Bool("reading:block.forbidden-claim=no"),
        blocker_chooses=z3.Bool("reading:block.two-player-pile=blocker-chooses"),
        blockable=z3.Bool(f"{name}.blockable"),
        target=each_pile("to-block"),
        may=each_player("may-block"),
        stands=each_player("block-stands"),
        rule_literals={},
    )
    shape.solver.set("core.minimize", True)
    rules = block_rules(shape)
    shape.rule_literals.update(track(shape.solver, rules))
    return shape


@cache
def shape_for(layout: Layout) -> BlockShape:
    """The shape of ``layout``, built on first use and shared in the process (the reading is an assumption)."""
    return build_shape(layout)


class BlockModel:
    """The Z3 model of block resolution (Section 6), under one reading. Every question is about phase ``claim``."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading

    def _solve(self, state: State, wanting: Iterable[int] = ()) -> tuple[BlockShape, z3.ModelRef] | None:
        """The shape and the one solution of the definitions for ``state``; ``None`` outside phase ``claim``."""
        if state.phase != "claim" or state.claim is None:
            return None
        shape = shape_for(tuple(len(player.piles) for player in state.players))
        facts = shape.facts(state, state.claim, self.reading, wanting)
        if not check(shape.solver, facts):  # the rules are definitions: some answer always exists
            raise AssertionError(f"the blocking rules have no answer for this state: {shape.solver.unsat_core()}")
        return shape, shape.solver.model()

    def piles_to_block(self, state: State) -> frozenset[PileRef]:
        """Rule ``forbidden.block.pile``: every claimed pile a block may land on (none if the claim is unblockable).

        One pile, except under ``block.two-player-pile=blocker-chooses`` where the blocker may choose between two.
        """
        solved = self._solve(state)
        if solved is None:
            return frozenset()
        shape, model = solved
        return frozenset(ref for ref, literal in zip(shape.refs, shape.target, strict=True) if is_true(model, literal))

    def pile_to_block(self, state: State) -> PileRef | None:
        """Rule ``forbidden.block.pile``: the claimed pile a block lands on, or ``None`` if the claim is unblockable.

        Where the blocker chooses between two piles, the first in table order.
        """
        piles = self.piles_to_block(state)
        return min(piles) if piles else None

    def may_block(self, state: State) -> frozenset[int]:
        """Rule ``forbidden.block.who``: the players who may block the waiting claim."""
        solved = self._solve(state)
        if solved is None:
            return frozenset()
        shape, model = solved
        return frozenset(q for q, literal in enumerate(shape.may) if is_true(model, literal))

    def standing_block(self, state: State, wanting: frozenset[int]) -> int | None:
        """Rule ``forbidden.block.precedence``: whose block stands when exactly ``wanting`` want to block."""
        solved = self._solve(state, wanting)
        if solved is None:
            return None
        shape, model = solved
        return next((q for q, literal in enumerate(shape.stands) if is_true(model, literal)), None)

    def explain_block(self, state: State, blocker: int, wanting: Iterable[int] | None = None) -> tuple[str, ...]:
        """The rule ids that keep ``blocker``'s block from standing; ``()`` when it stands.

        ``wanting``: the other players who want to block (none by default); the blocker always wants to.
        """
        if state.phase != "claim" or state.claim is None:
            return (BLOCK_WHO,)
        shape = shape_for(tuple(len(player.piles) for player in state.players))
        others = set(wanting or ()) | {blocker}
        facts = [*shape.facts(state, state.claim, self.reading, others), shape.stands[blocker]]
        if check(shape.solver, facts):
            return ()
        return rules_in_core(shape.solver, sorted(shape.rule_literals))


def order_from_left(players: int, claimant: int, chosen: Sequence[int]) -> tuple[int, ...]:
    """``chosen`` players in order from the claimant's left (the order in which they are asked)."""
    return tuple(sorted(chosen, key=lambda q: seat_distance(players, claimant, q)))


__all__ = ["BLOCK_RULES", "BlockModel", "order_from_left", "pile_order", "seat_distance"]
