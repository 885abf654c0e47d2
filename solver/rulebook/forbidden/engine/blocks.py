"""Blocking a claim with a Forbidden card (Section 6, "Blocking Opponent's discards") — the engine.

While a claim waits, every other player holding a Forbidden card may block it (``forbidden.block.who``) on the
pile to block: of the claimed piles, the one closest to the claimant's left (``forbidden.block.pile``) — with two
players, the opponent's pile 0 before pile 1 (``block.two-player-pile=first-pile``), or either of them, as the
blocker chooses (``blocker-chooses``) — unless it already holds a crosswise Forbidden card; then, under
``block.which-pile=closest-blockable``, the next claimed pile that does not, and under ``closest-only`` none. When
several players block, the one closest to the claimant's left wins (``forbidden.block.precedence``): the engine
asks the players who may block in that order, and the first to block is the one whose block stands.
"""

from __future__ import annotations

import itertools

from rulebook.forbidden.cards import FORBIDDEN, KIND_INDEX
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import PileRef, State

_FORBIDDEN_INDEX = KIND_INDEX[FORBIDDEN]


def seat_distance(state: State, claimant: int, player: int) -> int:
    """How far ``player`` sits to the left of ``claimant`` (1 for the next player in turn order)."""
    return (player - claimant) % state.player_count


def piles_to_block(state: State, reading: Reading) -> tuple[PileRef, ...]:
    """The piles a block of the waiting claim may go on, in table order; ``()`` when the claim cannot be blocked.

    The claimed piles go in order of closeness to the claimant's left: their owners' seat distance, then (under
    ``block.two-player-pile=first-pile``) the pile's index. Under ``blocker-chooses`` the two piles of the one
    opponent tie, and the block may go on any pile of the closest tie that holds no crosswise card. A tie whose
    piles all hold one is passed over under ``block.which-pile=closest-blockable`` and ends the search under
    ``closest-only``.
    """
    claim = state.claim
    if claim is None:
        return ()
    if claim.is_forbidden_claim and reading.block_forbidden_claim == "no":
        return ()
    if len(claim.piles) == 1:  # one pile: it is the pile to block unless a crosswise card lies on it already
        return claim.piles if state.pile(claim.piles[0]).crosswise is None else ()
    claimant = state.turn
    by_index = reading.block_two_player_pile == "first-pile"

    def closeness(ref: PileRef) -> tuple[int, int]:
        return seat_distance(state, claimant, ref.owner), ref.index if by_index else 0

    for _, tied in itertools.groupby(sorted(claim.piles, key=closeness), key=closeness):
        open_piles = tuple(sorted(ref for ref in tied if state.pile(ref).crosswise is None))
        if open_piles:
            return open_piles
        if reading.block_which_pile == "closest-only":
            return ()
    return ()


def pile_to_block(state: State, reading: Reading) -> PileRef | None:
    """The pile a block of the waiting claim goes on, or ``None`` when the claim cannot be blocked.

    Where the blocker chooses (:func:`piles_to_block` gives two), the first of them.
    """
    piles = piles_to_block(state, reading)
    return piles[0] if piles else None


def blockers(state: State, reading: Reading) -> tuple[int, ...]:
    """The players who may block the waiting claim, closest to the claimant's left first."""
    if pile_to_block(state, reading) is None:
        return ()
    players = state.players
    claimant, n = state.turn, len(players)
    others = [(claimant + distance) % n for distance in range(1, n)]  # seat distance 1, 2, ...: closest first
    return tuple([p for p in others if players[p].hand.counts[_FORBIDDEN_INDEX] > 0])


def next_asked(state: State, reading: Reading) -> int | None:
    """The next player asked whether they block: the first who may block and has not passed; ``None`` if none."""
    claim = state.claim
    if claim is None:
        return None
    for p in blockers(state, reading):
        if p not in claim.declined:
            return p
    return None


DECIDED_BY: dict[str, object] = {
    "forbidden.block.precedence": blockers,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""
