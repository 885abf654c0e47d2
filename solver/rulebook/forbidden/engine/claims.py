"""Which claims a player may make at the start of a turn (Sections 4 and 6; the two-player rules) — the engine.

A claim takes the top card of one or more opponents' piles — never the player's own, never a Royal card, and a wild only
under ``wild.claimable=yes`` (Section 2 counts the wilds among the Royal cards, the Quick Start among the number cards)
— into one new set completed by cards from the hand (``forbidden.play.claim``, ``forbidden.play.claim-several``,
``forbidden.play.no-royal-claim``). A claimed wild is the set's one wild (Section 5), so the hand then gives none. A
claim may use every card left in the hand only when the emptied hand may go Cheng without discarding (Section 4: the
hand cards complete the set; Section 7: a complete hand may be laid down without a discard); otherwise a card must stay
in the hand for the discard that ends the turn. Whether the emptied hand may go Cheng is the hand engine's answer for
the emptied position (:func:`empties_hand_to_cheng`). In the three- and four-player game at most one pile per opponent;
with two players one or both of the opponent's piles (``forbidden.two-player.claim``). The set follows Section 5 (one
colour; pung, kong or run; at most one wild), and under ``claim.wild=no`` the hand gives no wild. Under
``claim.from-hand=required`` (default) the hand gives at least one card; under ``optional`` claimed tops that are a set
on their own (three opponents' tops, so four players) may be claimed with none. A Forbidden card on top of an opponent's
pile is claimed on its own (``forbidden.play.claim-forbidden``).

The engine reads the valid sets from the per-colour set shapes of the hand engine: a claim is legal when the
claimed cards plus the hand cards are exactly the cards of one shape.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache

from rulebook.forbidden.actions import Claim, ClaimForbidden
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COPIES_PER_NUMBER_CARD,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    NUMBER_INDEX,
    WILD,
    Cards,
)
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


def claimable_number_piles(state: State, claimant: int, wilds: bool = False) -> list[tuple[PileRef, str]]:
    """The opponents' piles whose top card is a number card (or a wild, with ``wilds``), with that card."""
    found = []
    for owner, player in enumerate(state.players):
        if owner != claimant:
            for index, pile in enumerate(player.piles):
                if pile.cards and (pile.cards[-1] in NUMBER_INDEX or (wilds and pile.cards[-1] == WILD)):
                    found.append((_REFS[owner, index], pile.cards[-1]))
    return found


def claims_wilds(reading: Reading) -> bool:
    """Whether a wild on top of an opponent's pile may be claimed into a set (``wild.claimable=yes``)."""
    return reading.wild_claimable == "yes"


ANY_COLOUR = -1
"""The colour :func:`pile_groups` gives a claimed wild: it takes the colour of the set it goes into."""


@cache
def pile_groups(colours: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty group of claimable piles (by position) a single claim may take; ``colours``: their tops'.

    At most one pile per opponent (``forbidden.play.claim-several``): with three or four players each opponent has
    one pile, so every group qualifies; with two players one or both of the opponent's piles. The cards of one set
    share a colour (Section 5), so groups whose tops mix colours are left out; a claimed wild (``ANY_COLOUR``,
    under ``wild.claimable=yes``) fits any colour, and a set holds at most one wild, so no group holds two.
    """
    positions = range(len(colours))
    return tuple(
        group
        for size in range(1, len(colours) + 1)
        for group in itertools.combinations(positions, size)
        if len({colours[position] for position in group} - {ANY_COLOUR}) <= 1
        and sum(colours[position] == ANY_COLOUR for position in group) <= 1
    )


def min_hand_cards(reading: Reading) -> int:
    """How many hand cards a claim must use at least: one, or none under ``claim.from-hand=optional``."""
    return 0 if reading.claim_from_hand == "optional" else 1


@dataclass(frozen=True)
class Completions:
    """Every way the hand may complete some claimed cards of one colour into a valid set, as a lookup table.

    A completion (a row) fits a hand when the hand holds, rank by rank, at least the natural cards it needs (its wilds —
    the hand's, beside a claimed wild if any — are already bounded by the ``max_wilds`` it was built for).
    ``fits[rank][held]`` is the set of rows, one bit per row, needing at most ``held`` cards of ``rank``; the rows
    fitting a hand are those whose bit is in every rank's set, so a hand is answered with one lookup per rank and no
    search. The hand cards and the claim of a row are made when first asked for: few rows ever fit.
    """

    needs: tuple[tuple[Naturals, int], ...]
    """Per row, the hand's natural cards by rank and its wilds, in a stable order."""
    fits: tuple[tuple[int, ...], ...]
    """Per rank of the colour, per count held (0 to the deck's copies), the bit set of the rows that count allows."""
    colour: int
    low: int
    """Where the colour's counts start in a hand's counts."""
    given: dict[int, tuple[Cards, int]] = field(default_factory=dict, compare=False)
    """The hand cards of a row and how many they are, once made (see :meth:`row`)."""
    made: dict[tuple[PileRef, ...], dict[int, Claim]] = field(default_factory=dict, compare=False)
    """The claims of the rows from given piles, once made (see :meth:`claim`)."""

    def fitting(self, hand: tuple[int, ...]) -> int:
        """The bit set of the rows the cards ``hand`` (counts of every kind) can give."""
        held = hand[self.low : self.low + KINDS_PER_COLOUR]
        try:
            return functools.reduce(operator.and_, map(operator.getitem, self.fits, held))
        except IndexError:  # more copies than the deck holds: such a count allows what the deck's copies allow
            return functools.reduce(
                operator.and_, (fit[min(n, len(fit) - 1)] for fit, n in zip(self.fits, held, strict=True))
            )

    def row(self, row: int) -> tuple[Cards, int]:
        """The hand cards ``row`` gives and how many they are."""
        given = self.given.get(row)
        if given is None:
            need, wilds = self.needs[row]
            given = self.given[row] = (_hand_cards(self.colour, need, wilds), sum(need) + wilds)
        return given

    def claim(self, refs: tuple[PileRef, ...], row: int) -> Claim:
        """The claim of the tops of ``refs`` completed by ``row`` (claims are values: each is made once)."""
        made = self.made.get(refs)
        if made is None:
            made = self.made[refs] = {}
        claim = made.get(row)
        if claim is None:
            claim = made[row] = Claim(refs, self.row(row)[0])
        return claim


@cache
def _completions(cards: tuple[str, ...], max_wilds: int, min_hand: int) -> tuple[Completions, ...]:
    """The completions of the claimed ``cards`` (one colour) by hand cards with at most ``max_wilds`` wilds.

    A claimed wild (``wild.claimable=yes``) is the set's one wild, so the hand then gives none; a wild claimed with
    no number card may go into a set of any colour, one :class:`Completions` per colour.
    """
    kinds = [NUMBER_INDEX[card] for card in cards if card != WILD]
    claimed_wilds = len(cards) - len(kinds)
    counts = [0] * KINDS_PER_COLOUR
    for kind in kinds:
        counts[kind % KINDS_PER_COLOUR] += 1
    hand_wilds = 0 if claimed_wilds else max_wilds
    colours = (kinds[0] // KINDS_PER_COLOUR,) if kinds else range(len(NUMBER_INDEX) // KINDS_PER_COLOUR)
    return tuple(_colour_completions(colour, tuple(counts), hand_wilds, min_hand, claimed_wilds) for colour in colours)


@cache
def _colour_completions(
    colour: int, claimed: Naturals, max_wilds: int, min_hand: int, claimed_wilds: int
) -> Completions:
    """:func:`_completions` of the ``claimed`` cards of ``colour``, counted by rank (shared by every order)."""
    needs, fits = _need_table(claimed, max_wilds, min_hand, claimed_wilds)
    return Completions(needs, fits, colour, colour * KINDS_PER_COLOUR)


@cache
def _need_table(
    claimed: Naturals, max_wilds: int, min_hand: int, claimed_wilds: int
) -> tuple[tuple[tuple[Naturals, int], ...], tuple[tuple[int, ...], ...]]:
    """The rows and the table :attr:`Completions.fits` of completing ``claimed``, the same in every colour."""
    found = _needs(claimed, max_wilds, min_hand, claimed_wilds)
    fits = []
    for rank in range(KINDS_PER_COLOUR):
        needing = [0] * (COPIES_PER_NUMBER_CARD + 1)  # the rows needing exactly 0, 1, ... cards of the rank
        for row, (need, _) in enumerate(found):
            needing[need[rank]] |= 1 << row
        fits.append(tuple(itertools.accumulate(needing, operator.or_)))  # at most 0, 1, ... cards
    return found, tuple(fits)


@cache
def _shape_rows() -> tuple[tuple[int, Naturals, int], ...]:
    """Every set shape of one colour: its natural cards packed with guards, the same as counts, and its wilds."""
    return tuple((packed_guarded(naturals), naturals, wilds) for naturals, wilds in shapes_by_content())


@cache
def _needs(claimed: Naturals, max_wilds: int, min_hand: int, claimed_wilds: int) -> tuple[tuple[Naturals, int], ...]:
    """Every (hand naturals, hand wilds) of ``min_hand`` cards or more that completes ``claimed`` into a set.

    ``claimed_wilds`` wilds are claimed beside the natural cards ``claimed``: a shape holds them before the hand's.
    """
    wanted = packed(claimed)
    found = sorted(
        (subtract(naturals, claimed), wilds - claimed_wilds)
        for guarded, naturals, wilds in _shape_rows()
        if claimed_wilds <= wilds <= claimed_wilds + max_wilds and (guarded - wanted) & PACKED_GUARDS == PACKED_GUARDS
    )
    return tuple((need, wilds) for need, wilds in found if sum(need) + wilds >= min_hand)


def _hand_cards(colour: int, need: Naturals, wilds: int) -> Cards:
    counts = [0] * KIND_COUNT
    base = colour * KINDS_PER_COLOUR
    for rank_index, n in enumerate(need):
        counts[base + rank_index] = n
    counts[WILD_INDEX] = wilds
    return Cards(tuple(counts))


_COLOUR_OF = {card: index // KINDS_PER_COLOUR for card, index in NUMBER_INDEX.items()}
"""The colour (its index) of every number card."""


def claims(state: State, reading: Reading) -> list[Claim]:
    """Every legal claim of a set for the player whose turn it is (phase ``start``), in a stable order."""
    claimant = state.turn
    candidates = claimable_number_piles(state, claimant, claims_wilds(reading))
    if not candidates:
        return []
    hand = state.players[claimant].hand.counts
    max_wilds = min(1, hand[WILD_INDEX]) if reading.claim_wild == "yes" else 0

    def empties(cards: tuple[str, ...], hand_cards: Cards) -> bool:
        return empties_hand_to_cheng(state, cards, hand_cards, reading)

    return claims_of_tops(candidates, hand, max_wilds, min_hand_cards(reading), empties)


def claims_of_tops(
    candidates: Sequence[tuple[PileRef, str]],
    hand: tuple[int, ...],
    max_wilds: int,
    min_hand: int,
    empties: Callable[[tuple[str, ...], Cards], bool],
) -> list[Claim]:
    """The claims of the tops ``candidates`` (each pile with its top) completed by ``hand`` (counts).

    The tops are number cards, and wilds where ``wild.claimable=yes`` lists them. Every group of piles one claim may
    take (:func:`pile_groups`) with every completion that fits the hand, at most ``max_wilds`` wilds and ``min_hand``
    hand cards; a completion using every card in hand stands only where ``empties(claimed cards, hand cards)`` says the
    emptied hand may go Cheng (:func:`empties_hand_to_cheng`).
    """
    hand_size = sum(hand)
    found: list[Claim] = []
    refs: tuple[PileRef, ...]
    cards: tuple[str, ...]
    for group in pile_groups(tuple([_COLOUR_OF.get(card, ANY_COLOUR) for _, card in candidates])):
        if len(group) == 1:
            ref, card = candidates[group[0]]
            refs, cards = (ref,), (card,)
        else:
            refs = tuple([candidates[position][0] for position in group])
            cards = tuple([candidates[position][1] for position in group])
        for completions in _completions(cards, max_wilds, min_hand):
            mask = completions.fitting(hand)
            while mask:
                lowest = mask & -mask
                row = lowest.bit_length() - 1
                mask ^= lowest
                hand_cards, size = completions.row(row)
                if size < hand_size or empties(cards, hand_cards):
                    found.append(completions.claim(refs, row))
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
    claimant, players = state.turn, state.players
    if len(set(claim.piles)) != len(claim.piles):
        return "a pile is named twice"
    claimed = []
    for ref in claim.piles:
        if not 0 <= ref.owner < len(players) or not 0 <= ref.index < len(players[ref.owner].piles):
            return f"there is no pile {ref}"
        if ref.owner == claimant:
            return "a player never claims from their own pile (forbidden.play.claim)"
        top = players[ref.owner].piles[ref.index].top
        if top is None:
            return f"pile {ref} is empty"
        if top not in NUMBER_INDEX and not (top == WILD and claims_wilds(reading)):
            return f"the top of pile {ref} is {top}, which cannot be claimed into a set (forbidden.play.no-royal-claim)"
        claimed.append(top)
    owners = [ref.owner for ref in claim.piles]
    if len(players) > MIN_PLAYERS and len(set(owners)) != len(owners):
        return "one claim takes at most one pile of each opponent (forbidden.play.claim-several)"
    hand = players[claimant].hand
    given = len(claim.hand)
    if given < min_hand_cards(reading):
        return "a claim needs cards from the hand to complete the set (forbidden.play.claim, claim.from-hand=required)"
    if any(map(operator.gt, claim.hand.counts, hand.counts)):
        return "the claim uses cards the player does not hold"
    if claim.hand.counts[WILD_INDEX] and reading.claim_wild == "no":
        return "a wild may not help a claim under claim.wild=no"
    if not _forms_one_set(claimed, claim.hand):
        return "the claimed cards and the hand cards do not form one set of Section 5 (forbidden.play.claim)"
    if given >= len(hand) and not empties_hand_to_cheng(state, tuple(claimed), claim.hand, reading):
        return (
            "a claim that uses every card in the hand must let the emptied hand go Cheng, or the turn could not "
            "end: no card to discard and no Cheng (forbidden.play.claim, forbidden.cheng.lone-forbidden)"
        )
    return None


def _forms_one_set(claimed: list[str], hand: Cards) -> bool:
    """Whether the claimed cards and the hand cards are exactly the cards of one set shape of one colour.

    A claimed wild (``wild.claimable=yes``) counts with the hand's wilds: the set holds at most one (Section 5).
    """
    together = list(hand.counts[: len(NUMBER_INDEX)])
    wilds = hand.counts[WILD_INDEX]
    for card in claimed:
        if card == WILD:
            wilds += 1
        else:
            together[NUMBER_INDEX[card]] += 1
    colours = [part for part in _COLOUR_PARTS if any(together[part])]
    if len(colours) != 1 or any(_non_set_cards(hand.counts)):
        return False
    return (tuple(together[colours[0]]), wilds) in shapes_by_content()


_COLOUR_PARTS = tuple(slice(low, low + KINDS_PER_COLOUR) for low in range(0, len(NUMBER_INDEX), KINDS_PER_COLOUR))
"""Where each colour's counts sit among the number cards' counts."""
_non_set_cards = operator.itemgetter(
    *(index for index, kind in enumerate(ALL_KINDS) if kind not in NUMBER_INDEX and kind != WILD)
)
"""The counts of the kinds a set never holds (Section 5: number cards and at most one wild only)."""


def forbidden_claims(state: State) -> list[ClaimForbidden]:
    """The opponents' piles topped by a Forbidden card, crosswise or not (``forbidden.play.claim-forbidden``).

    The player must hold a card to end the turn with a discard.
    """
    turn, players = state.turn, state.players
    found = [
        ClaimForbidden(PileRef(owner, index))
        for owner, player in enumerate(players)
        if owner != turn
        for index, pile in enumerate(player.piles)
        if pile.cards and pile.cards[-1] == FORBIDDEN
    ]
    if found and not any(players[turn].hand.counts):
        return []
    return found


DECIDED_BY: dict[str, object] = {
    "forbidden.two-player.claim": pile_groups,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["claims", "claims_of_tops", "claims_wilds", "forbidden_claims", "is_legal_claim"]
