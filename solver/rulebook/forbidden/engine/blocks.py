"""Blocking a claim with a Forbidden card (Section 6, "Blocking Opponent's discards") — the engine.

While a claim waits, every other player holding a Forbidden card may block it (``forbidden.block.who``) on the
pile to block: of the claimed piles, the one closest to the claimant's left (``forbidden.block.pile``) — with two
players, the opponent's pile 0 before pile 1 — unless it already holds a crosswise Forbidden card; then, under
``block.which-pile=closest-blockable``, the next claimed pile that does not, and under ``closest-only`` none. When
several players block, the one closest to the claimant's left wins (``forbidden.block.precedence``): the engine
asks the players who may block in that order, and the first to block is the one whose block stands.
"""

from __future__ import annotations

from rulebook.forbidden.cards import FORBIDDEN
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import PileRef, State


def seat_distance(state: State, claimant: int, player: int) -> int:
    """How far ``player`` sits to the left of ``claimant`` (1 for the next player in turn order)."""
    return (player - claimant) % state.player_count


def pile_to_block(state: State, reading: Reading) -> PileRef | None:
    """The pile a block of the waiting claim would go on, or ``None`` when the claim cannot be blocked."""
    claim = state.claim
    if claim is None:
        return None
    if claim.is_forbidden_claim and reading.block_forbidden_claim == "no":
        return None
    claimant = state.turn
    ordered = sorted(claim.piles, key=lambda ref: (seat_distance(state, claimant, ref.owner), ref.index))
    for ref in ordered:
        if state.pile(ref).crosswise is None:
            return ref
        if reading.block_which_pile == "closest-only":
            return None
    return None


def blockers(state: State, reading: Reading) -> tuple[int, ...]:
    """The players who may block the waiting claim, closest to the claimant's left first."""
    if pile_to_block(state, reading) is None:
        return ()
    claimant, n = state.turn, state.player_count
    others = [(claimant + distance) % n for distance in range(1, n)]  # seat distance 1, 2, ...: closest first
    return tuple(p for p in others if state.players[p].hand.count(FORBIDDEN) > 0)


def next_asked(state: State, reading: Reading) -> int | None:
    """The next player asked whether they block: the first who may block and has not passed; ``None`` if none."""
    claim = state.claim
    if claim is None:
        return None
    return next((p for p in blockers(state, reading) if p not in claim.declined), None)
