"""Hand-built FORBIDDEN play states for tests: plain functions, no engine.

The deck is dealt in a fixed sorted order (deck order: R2 R2 R2 R2 R3 ... BY, then 9 F — 6 with two players —,
3 W, EM ES MO RO), the way ``deal ORDER`` of docs/forbidden-play.md deals: the first 2 cards into the Treasure
Chest, then 13 cards to each player from the dealer's left, with two players the next 4 cards onto the piles (the
dealer's pile 0 and 1, then the opponent's pile 0 and 1), the rest is the draw pile, top card first.

So ``fresh_round()`` (4 players, dealer 0) gives the chest R2 R2; player 1 R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5 R5;
player 2 R5 R7 R7 R7 R7 R8 R8 R8 R8 RY RY RY RY; player 3 G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4 G5; player 0 G5 G5
G5 G7 G7 G7 G7 G8 G8 G8 G8 GY GY; the draw pile GY GY, the 28 black cards, 9 F, 3 W, EM ES MO RO (46 cards).

The ``with_*`` helpers change one part of a state and keep the card accounting exact by rebalancing the draw
pile: cards the change takes come out of the draw pile (they must be there), cards it gives back go to its bottom;
the order of the other draw-pile cards is kept.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, Cards, normalise_token, split_tokens
from rulebook.forbidden.state import (
    LaidSet,
    PendingClaim,
    Phase,
    Pile,
    PileRef,
    Player,
    RoundEnd,
    RoundResult,
    State,
    piles_per_player,
)

HAND = 13
CHEST = 2
TWO_PLAYER_PILE_CARDS = 4

CardText = str | Cards | Iterable[str]


def tokens(cards: CardText) -> list[str]:
    """Card tokens in the given order, from text (``"R2 r3, F"``), a ``Cards`` multiset or tokens."""
    if isinstance(cards, Cards):
        return list(cards.tokens())
    if isinstance(cards, str):
        return [normalise_token(token) for token in split_tokens(cards)]
    return [normalise_token(token) for token in cards]


def cards(text: CardText) -> Cards:
    """A multiset of cards (no deck limit: a test may build impossible hands on purpose)."""
    return Cards.from_counter(Counter(tokens(text)))


def deck(players: int = 4) -> Counter[str]:
    """The deck of a ``players``-player game: 4 of each number card, 3 W, one of each royal, 9 F (6 with two)."""
    counts = Counter(DECK_COPIES)
    if players == 2:
        counts["F"] = 6
    return counts


def deck_order(players: int = 4) -> list[str]:
    """The deck as a list in deck order (the fixed 'shuffle' of these builders)."""
    counts = deck(players)
    return [kind for kind in ALL_KINDS for _ in range(counts[kind])]


def _take(pool: list[str], wanted: Iterable[str], what: str) -> None:
    for card in wanted:
        if card not in pool:
            raise ValueError(f"{what}: no {card} left to take")
        pool.remove(card)


def fresh_round(
    players: int = 4,
    *,
    dealer: int = 0,
    hands: Sequence[CardText | None] | None = None,
    chest: CardText | None = None,
    round_number: int = 1,
    scores: Sequence[int] | None = None,
) -> State:
    """A valid state at the start of a round: phase ``start``, the dealer's left to play.

    ``hands[p]`` (when given and not ``None``) is player ``p``'s hand and ``chest`` the chest's cards (an even
    number, at least 2); the rest is dealt from the remaining deck in deck order as ``deal ORDER`` deals (chest,
    then the players from the dealer's left, then with two players the four pile cards, then the draw pile).
    """
    pool = deck_order(players)
    given: list[list[str] | None] = [None] * players
    for p, hand in enumerate(hands or ()):
        if hand is not None:
            own = sorted(tokens(hand), key=ALL_KINDS.index)
            _take(pool, own, f"hands[{p}]")
            given[p] = own
    chest_cards = None if chest is None else tokens(chest)
    if chest_cards is not None:
        _take(pool, chest_cards, "chest")
    else:
        chest_cards, pool = pool[:CHEST], pool[CHEST:]
    dealt: list[list[str]] = [[] for _ in range(players)]
    for step in range(1, players + 1):
        p = (dealer + step) % players
        hand = given[p]
        if hand is None:
            hand, pool = pool[:HAND], pool[HAND:]
        dealt[p] = hand
    piles = [tuple(Pile() for _ in range(piles_per_player(players))) for _ in range(players)]
    if players == 2:
        first, pool = pool[:TWO_PLAYER_PILE_CARDS], pool[TWO_PLAYER_PILE_CARDS:]
        other = (dealer + 1) % players
        piles[dealer] = (Pile((first[0],)), Pile((first[1],)))
        piles[other] = (Pile((first[2],)), Pile((first[3],)))
    totals = scores or [0] * players
    return State(
        players=tuple(Player(hand=cards(dealt[p]), piles=piles[p], score=totals[p]) for p in range(players)),
        draw_pile=tuple(pool),
        chest=cards(chest_cards),
        dealer=dealer,
        turn=(dealer + 1) % players,
        phase="start",
        round=round_number,
    )


def rebalanced(state: State, top: CardText = ()) -> State:
    """``state`` with a draw pile that makes the card accounting exact, ``top`` cards on top.

    The current draw-pile cards are kept in order as far as they are still free; missing ones are added at the
    bottom in deck order. Raises ``ValueError`` when the rest of the state holds more copies than the deck.
    """
    outside = state.all_cards().as_counter()
    outside.subtract(Counter(state.draw_pile))
    free = deck(state.player_count)
    free.subtract(outside)
    on_top = tokens(top)
    free.subtract(Counter(on_top))
    over = sorted((kind for kind, n in free.items() if n < 0), key=ALL_KINDS.index)
    if over:
        raise ValueError(f"the state holds more copies than the deck of: {' '.join(over)}")
    pile: list[str] = []
    for card in state.draw_pile:
        if free[card] > 0:
            free[card] -= 1
            pile.append(card)
    pile += [kind for kind in ALL_KINDS for _ in range(free[kind])]
    return dataclasses.replace(state, draw_pile=(*on_top, *pile))


def with_player(state: State, p: int, **changes: Any) -> State:
    """Player ``p`` changed (fields of :class:`Player`), without touching the draw pile."""
    players = list(state.players)
    players[p] = dataclasses.replace(players[p], **changes)
    return dataclasses.replace(state, players=tuple(players))


def with_hand(state: State, p: int, hand: CardText) -> State:
    """Player ``p`` holds ``hand``; the old hand goes to the draw pile, the new one comes from it."""
    return rebalanced(with_player(state, p, hand=cards(hand)))


def with_pile(state: State, owner: int, pile_cards: CardText, *, index: int = 0, crosswise: int | None = None) -> State:
    """Pile ``index`` of ``owner`` holds ``pile_cards`` (bottom first), from the draw pile; old cards go back."""
    piles = list(state.players[owner].piles)
    piles[index] = Pile(tuple(tokens(pile_cards)), crosswise)
    return rebalanced(with_player(state, owner, piles=tuple(piles)))


def with_laid(state: State, p: int, set_cards: CardText, claimed: CardText) -> State:
    """Player ``p`` has one more laid set (its cards from the draw pile); hand sizes are the caller's business."""
    laid = (*state.players[p].laid, LaidSet(cards(set_cards), cards(claimed)))
    return rebalanced(with_player(state, p, laid=laid))


def with_draw_top(state: State, top: CardText) -> State:
    """``top`` lies on top of the draw pile (first card on top), taken from further down."""
    return rebalanced(state, top)


def without_draw_pile(state: State) -> State:
    """The draw pile's cards spread over the discard piles (pile by pile, in pile order): the pile ran out."""
    rest = list(state.draw_pile)
    refs = state.pile_refs()
    size = -(-len(rest) // len(refs))
    for n, ref in enumerate(refs):
        share = rest[n * size : (n + 1) * size]
        state = with_pile(state, ref.owner, [*state.pile(ref).cards, *share], index=ref.index)
    return state


def in_phase(state: State, phase: Phase, **changes: Any) -> State:
    """``state`` in ``phase``, with other :class:`State` fields changed (``turn=2``, ``claim=...``)."""
    return dataclasses.replace(state, phase=phase, **changes)


def pending_claim(
    piles: Sequence[tuple[int, int] | int], claimed: CardText, hand: CardText = (), declined: Sequence[int] = ()
) -> PendingClaim:
    """A waiting claim; a pile is ``owner`` or ``(owner, index)``."""
    refs = tuple(PileRef(ref) if isinstance(ref, int) else PileRef(*ref) for ref in piles)
    return PendingClaim(refs, tuple(tokens(claimed)), cards(hand), tuple(declined))


def round_result(scores: Sequence[int], cheng_player: int | None = None, *, chest_won: bool = False) -> RoundResult:
    """A round result: a Cheng by ``cheng_player``, or the draw pile running out when it is ``None``."""
    ended_by: RoundEnd = "draw-pile-empty" if cheng_player is None else "cheng"
    return RoundResult(ended_by, cheng_player, tuple(scores), chest_won)


def example_claim() -> State:
    """A waiting claim in the middle of a round, with a block, a laid set and a table Forbidden card (valid).

    Round 3, dealer 0, chest R2 R2 EM RO. Player 3 blocked once: a crosswise F lies on player 0's pile B7 F B8 and
    player 3 holds 12 cards. Player 2 laid B2 B2 B2 (one B2 claimed) and claimed a Forbidden card onto the table:
    13 - 3 - 1 = 9 cards R7 R7 R7 R7 R8 R8 R8 R8 RY, total -5. Player 1 claims B4 from player 2's pile and B5 from
    player 3's with B3 from the hand; player 2 declined to block. The draw pile holds the other 40 cards.
    """
    state = fresh_round(hands=[None, "B3 R2 R2 R3 R3 R3 R3 R4 R4 R4 R4 R5 R5"], round_number=3, chest="R2 R2 EM RO")
    # Dealt from the dealer's left: player 2 R5 R5 R7x4 R8x4 RYx3, player 3 RY G2x4 G3x4 G4x4, player 0 the rest.
    state = with_pile(state, 0, "B7 F B8", crosswise=1)
    state = with_hand(with_player(state, 3, blocks=1), 3, "G2 G2 G2 G2 G3 G3 G3 G3 G4 G4 G4 G4")
    state = with_player(state, 2, laid=(LaidSet(cards("B2 B2 B2"), cards("B2")),), table_forbidden=1, score=-5)
    state = with_hand(state, 2, "R7 R7 R7 R7 R8 R8 R8 R8 RY")
    return rebalanced(in_phase(state, "claim", claim=pending_claim([2, 3], "B4 B5", "B3", declined=[2])))
