"""Which claims a player may make at the start of a turn (Sections 4 and 6; the two-player rules) — the engine.

A claim takes the top card of one or more opponents' piles — never the player's own, never a Royal card or a wild —
into one new set completed by cards from the hand (``forbidden.play.claim``, ``forbidden.play.claim-several``,
``forbidden.play.no-royal-claim``). A claim may use every card left in the hand only when the emptied hand may go
Cheng without discarding (Section 4: the hand cards complete the set; Section 7: a complete hand may be laid down
without a discard); otherwise a card must stay in the hand for the discard that ends the turn. Whether the emptied
hand may go Cheng is the hand engine's answer for the emptied position (:func:`empties_hand_to_cheng`). In the
three- and four-player game at most one pile per opponent; with two
players one or both of the opponent's piles (``forbidden.two-player.claim``). The set follows Section 5 (one
colour; pung, kong or run; at most one wild), and under ``claim.wild=no`` the hand gives no wild. Under
``claim.from-hand=required`` (default) the hand gives at least one card; under ``optional`` claimed tops that are a
set on their own (three opponents' tops, so four players) may be claimed with none. A Forbidden card on top of an
opponent's pile is claimed on its own (``forbidden.play.claim-forbidden``).

The engine reads the valid sets from the per-colour set shapes of the hand engine: a claim is legal when the
claimed cards plus the hand cards are exactly the cards of one shape.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache, lru_cache

from rulebook.forbidden.actions import Claim, ClaimForbidden
from rulebook.forbidden.cards import ALL_KINDS, FORBIDDEN, KINDS_PER_COLOUR, NUMBER_INDEX, WILD, Cards
from rulebook.forbidden.engine.round import hand_engine
from rulebook.forbidden.engine.shapes import (
    PACKED_GUARDS,
    Naturals,
    packed,
    packed_guarded,
    shapes_by_content,
    subtract,
)
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import MAX_PLAYERS, MIN_PLAYERS, PileRef, State

WILD_INDEX = ALL_KINDS.index(WILD)
KIND_COUNT = len(ALL_KINDS)


_REFS = {(owner, index): PileRef(owner, index) for owner in range(MAX_PLAYERS) for index in range(2)}
"""Every pile reference, built once."""


def claimable_number_piles(state: State, claimant: int) -> list[tuple[PileRef, str]]:
    """The opponents' piles whose top card is a number card, with that card."""
    found = []
    for owner, player in enumerate(state.players):
        if owner != claimant:
            for index, pile in enumerate(player.piles):
                if pile.cards and pile.cards[-1] in NUMBER_INDEX:
                    found.append((_REFS[owner, index], pile.cards[-1]))
    return found


@cache
def pile_groups(colours: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty group of claimable piles (by position) a single claim may take; ``colours``: their tops'.

    At most one pile per opponent (``forbidden.play.claim-several``): with three or four players each opponent has
    one pile, so every group qualifies; with two players one or both of the opponent's piles. The cards of one set
    share a colour (Section 5), so groups whose tops mix colours are left out.
    """
    positions = range(len(colours))
    return tuple(
        group
        for size in range(1, len(colours) + 1)
        for group in itertools.combinations(positions, size)
        if len({colours[position] for position in group}) == 1
    )


def min_hand_cards(reading: Reading) -> int:
    """How many hand cards a claim must use at least: one, or none under ``claim.from-hand=optional``."""
    return 0 if reading.claim_from_hand == "optional" else 1


@cache
def _target(cards: tuple[str, ...], max_wilds: int, min_hand: int) -> tuple[int, Naturals, Naturals]:
    """What a claim of number ``cards`` of one colour asks of the hand.

    Their colour, their counts by rank, and the cap of :attr:`Completions.cap`.
    """
    kinds = [NUMBER_INDEX[card] for card in cards]
    colour = kinds[0] // KINDS_PER_COLOUR
    counts = [0] * KINDS_PER_COLOUR
    for kind in kinds:
        counts[kind % KINDS_PER_COLOUR] += 1
    claimed = tuple(counts)
    return colour, claimed, _completions(colour, claimed, max_wilds, min_hand).cap


@dataclass(frozen=True)
class Completions:
    """Every way the hand may complete some claimed cards of one colour into a valid set."""

    rows: tuple[tuple[int, Cards, int], ...]
    """(hand naturals needed, packed; the hand cards given; how many they are), in a stable order."""
    cap: Naturals
    """The most cards of each rank any completion needs: held counts above it never change which completions fit."""


@cache
def _shape_rows() -> tuple[tuple[int, Naturals, int], ...]:
    """Every set shape of one colour: its natural cards packed with guards, the same as counts, and its wilds."""
    return tuple((packed_guarded(naturals), naturals, wilds) for naturals, wilds in shapes_by_content())


@cache
def _needs(claimed: Naturals, max_wilds: int, min_hand: int) -> tuple[tuple[Naturals, int], ...]:
    """Every (hand naturals, hand wilds) of ``min_hand`` cards or more that completes ``claimed`` into a set."""
    wanted = packed(claimed)
    found = sorted(
        (subtract(naturals, claimed), wilds)
        for guarded, naturals, wilds in _shape_rows()
        if wilds <= max_wilds and (guarded - wanted) & PACKED_GUARDS == PACKED_GUARDS
    )
    return tuple((need, wilds) for need, wilds in found if sum(need) + wilds >= min_hand)


@cache
def _completions(colour: int, claimed: Naturals, max_wilds: int, min_hand: int) -> Completions:
    found = _needs(claimed, max_wilds, min_hand)
    rows = tuple((packed(need), _hand_cards(colour, need, wilds), sum(need) + wilds) for need, wilds in found)
    cap = tuple(max((need[rank] for need, _ in found), default=0) for rank in range(KINDS_PER_COLOUR))
    return Completions(rows, cap)


@lru_cache(maxsize=1 << 16)
def _fitting(
    colour: int, claimed: Naturals, held: Naturals, max_wilds: int, min_hand: int
) -> tuple[tuple[Cards, int], ...]:
    """The hand cards that complete the ``claimed`` cards of ``colour`` into a set, with how many they are.

    Only what the ``held`` cards of the colour and ``max_wilds`` wilds can give. Remembered: callers pass ``held``
    capped at :attr:`Completions.cap`, so the few hand patterns that matter to a claimed card recur all game.
    """
    packed = packed_guarded(held)
    rows = _completions(colour, claimed, max_wilds, min_hand).rows
    return tuple((cards, size) for need, cards, size in rows if (packed - need) & PACKED_GUARDS == PACKED_GUARDS)


def _hand_cards(colour: int, need: Naturals, wilds: int) -> Cards:
    counts = [0] * KIND_COUNT
    base = colour * KINDS_PER_COLOUR
    for rank_index, n in enumerate(need):
        counts[base + rank_index] = n
    counts[WILD_INDEX] = wilds
    return Cards(tuple(counts))


def claims(state: State, reading: Reading) -> list[Claim]:
    """Every legal claim of a set for the player whose turn it is (phase ``start``), in a stable order."""
    claimant = state.turn
    hand = state.players[claimant].hand.counts
    max_wilds = min(1, hand[WILD_INDEX]) if reading.claim_wild == "yes" else 0
    min_hand = min_hand_cards(reading)
    hand_size = sum(hand)
    found: list[Claim] = []
    candidates = claimable_number_piles(state, claimant)
    refs: tuple[PileRef, ...]
    cards: tuple[str, ...]
    for group in pile_groups(tuple(NUMBER_INDEX[card] // KINDS_PER_COLOUR for _, card in candidates)):
        if len(group) == 1:
            ref, card = candidates[group[0]]
            refs, cards = (ref,), (card,)
        else:
            refs = tuple(candidates[position][0] for position in group)
            cards = tuple(candidates[position][1] for position in group)
        colour, claimed, cap = _target(cards, max_wilds, min_hand)
        low = colour * KINDS_PER_COLOUR
        held = tuple(map(min, hand[low : low + KINDS_PER_COLOUR], cap))
        fitting = _fitting(colour, claimed, held, max_wilds, min_hand)
        found += [
            Claim(refs, hand_cards)
            for hand_cards, size in fitting
            if size < hand_size or empties_hand_to_cheng(state, cards, hand_cards, reading)
        ]
    return found


def empties_hand_to_cheng(state: State, claimed: tuple[str, ...], hand_cards: Cards, reading: Reading) -> bool:
    """Whether the claimant, after laying ``claimed`` with ``hand_cards`` (every card left in hand), may go Cheng.

    Rule ``forbidden.play.claim`` (Sections 4 and 7): a claim that empties the hand stands only if the turn can end
    with a Cheng without discarding, since no card is left to discard. The hand engine answers for the emptied
    position: no hand, the laid sets with the new one, and the Forbidden cards claimed onto the table (rule
    ``forbidden.cheng.lone-forbidden``).
    """
    player = state.players[state.turn]
    new_set = Cards.from_counter({card: claimed.count(card) for card in claimed}) + hand_cards
    laid = (*(laid_set.cards for laid_set in player.laid), new_set)
    return hand_engine(reading).may_cheng_query(HandQuery(Cards.empty(), laid, player.table_forbidden))


def is_legal_claim(state: State, claim: Claim, reading: Reading) -> str | None:
    """Why ``claim`` is not legal in ``state`` (one sentence naming the rule), or ``None`` when it is."""
    claimant = state.turn
    if len(set(claim.piles)) != len(claim.piles):
        return "a pile is named twice"
    for ref in claim.piles:
        if not 0 <= ref.owner < state.player_count or not 0 <= ref.index < len(state.players[ref.owner].piles):
            return f"there is no pile {ref}"
        if ref.owner == claimant:
            return "a player never claims from their own pile (forbidden.play.claim)"
        top = state.pile(ref).top
        if top is None:
            return f"pile {ref} is empty"
        if top not in NUMBER_INDEX:
            return f"the top of pile {ref} is {top}, which cannot be claimed into a set (forbidden.play.no-royal-claim)"
    owners = [ref.owner for ref in claim.piles]
    if state.player_count > MIN_PLAYERS and len(set(owners)) != len(owners):
        return "one claim takes at most one pile of each opponent (forbidden.play.claim-several)"
    hand = state.players[claimant].hand
    if len(claim.hand) < min_hand_cards(reading):
        return "a claim needs cards from the hand to complete the set (forbidden.play.claim, claim.from-hand=required)"
    if any(used > held for used, held in zip(claim.hand.counts, hand.counts, strict=True)):
        return "the claim uses cards the player does not hold"
    if claim.hand.wild and reading.claim_wild == "no":
        return "a wild may not help a claim under claim.wild=no"
    claimed = [state.pile(ref).top or "" for ref in claim.piles]
    if not _forms_one_set(claimed, claim.hand):
        return "the claimed cards and the hand cards do not form one set of Section 5 (forbidden.play.claim)"
    if len(claim.hand) >= len(hand) and not empties_hand_to_cheng(state, tuple(claimed), claim.hand, reading):
        return (
            "a claim that uses every card in the hand must let the emptied hand go Cheng, or the turn could not "
            "end: no card to discard and no Cheng (forbidden.play.claim, forbidden.cheng.lone-forbidden)"
        )
    return None


def _forms_one_set(claimed: list[str], hand: Cards) -> bool:
    """Whether the claimed cards and the hand cards are exactly the cards of one set shape of one colour."""
    together = list(hand.counts[: len(NUMBER_INDEX)])
    for card in claimed:
        together[NUMBER_INDEX[card]] += 1
    colours = [c for c in range(len(together) // KINDS_PER_COLOUR) if any(_colour(together, c))]
    if len(colours) != 1 or any(
        n for kind, n in zip(ALL_KINDS, hand.counts, strict=True) if n and kind not in NUMBER_INDEX and kind != WILD
    ):
        return False
    return (_colour(together, colours[0]), hand.wild) in shapes_by_content()


def _colour(counts: list[int], colour: int) -> tuple[int, ...]:
    return tuple(counts[colour * KINDS_PER_COLOUR : (colour + 1) * KINDS_PER_COLOUR])


def forbidden_claims(state: State) -> list[ClaimForbidden]:
    """The opponents' piles topped by a Forbidden card, crosswise or not (``forbidden.play.claim-forbidden``).

    The player must hold a card to end the turn with a discard.
    """
    if not len(state.players[state.turn].hand):
        return []
    return [
        ClaimForbidden(PileRef(owner, index))
        for owner, player in enumerate(state.players)
        if owner != state.turn
        for index, pile in enumerate(player.piles)
        if pile.top == FORBIDDEN
    ]


__all__ = ["claims", "forbidden_claims", "is_legal_claim"]
