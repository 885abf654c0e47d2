"""Rule adequacy for the FORBIDDEN play rules: a mutant of every play rule and a position that tells it apart.

For each rule id of :data:`PLAY_RULES` (``spec/forbidden.toml``) this module holds one or more *mutant engines* —
the play engine with just that rule implemented wrongly (the rule dropped, its condition negated or off by one, or
changed) — and a small hand-built, valid position on which the mutant's answer differs from the engine's. The
answers are the sorted text of the legal actions (``action`` is ``None``), the relevant parts of the state after
the action (phase, turn, who acts, the players' changed fields, draw pile, chest, waiting claim, result), or
``illegal: <message>`` when the engine refuses the action. The witnesses seed the conformance corpus, so that an
implementation getting any single play rule wrong fails at least one case.

A mutant engine is the real engine with one or two module attributes swapped for the mutant's functions (or
constants) inside :func:`mutated`, a ``with`` block that always restores them; the engine files are never edited.
No patched function sits under a cache, so a mutant leaves no trace in the real engine. Where the Z3 claim and
block models (``model_play_claims``, ``model_play_blocks``) or the model of the round's course
(:mod:`rulebook.forbidden.crosscheck.course`) cover the rule, they answer the witness too and must give the
engine's answer (``confirmed_by = ("engine", "model")``).

Positions are built here with :func:`position` (every card of the deck in its place, checked with
:func:`~rulebook.forbidden.validate.violations`), always under the default reading.

>>> several = next(mw for mw in play_mutants() if mw.mutant.rule == "forbidden.play.claim-several")
>>> several.mutant.description, several.witness.base_answer, several.witness.other_answer
('a claim takes the top card of one pile only', ['claim 0,2 using R3', 'draw'], ['draw'])
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from typing import Any
from unittest import mock

from rulebook.core.errors import InputError
from rulebook.core.mutation.mutants import Patch, swapping
from rulebook.core.witnesses.witness import Mutant, MutantKind, MutantWitness, Witness
from rulebook.forbidden.actions import Action, Block, Cheng, Claim, ClaimForbidden, Deal, Discard, parse_action
from rulebook.forbidden.cards import ALL_KINDS, NUMBER_INDEX, WILD, Cards
from rulebook.forbidden.crosscheck.course import CourseComparison
from rulebook.forbidden.crosscheck.play import models, open_to, pending
from rulebook.forbidden.engine import blocks as engine_play_blocks
from rulebook.forbidden.engine import claims as engine_play_claims
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine import round as engine_play_round
from rulebook.forbidden.engine.claims import _forms_one_set
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import (
    CHEST_PER_DEAL,
    HAND_SIZE,
    MIN_PLAYERS,
    TWO_PLAYER_PILES,
    LaidSet,
    PendingClaim,
    Phase,
    Pile,
    PileRef,
    Player,
    RoundResult,
    State,
    evolve,
    piles_per_player,
    plays_two_player_rules,
    state_json,
    winning_total,
)
from rulebook.forbidden.validate import violations

PLAY_RULES: tuple[str, ...] = (
    "forbidden.setup.deal",
    "forbidden.play.draw",
    "forbidden.play.claim",
    "forbidden.play.claim-several",
    "forbidden.play.no-royal-claim",
    "forbidden.play.claim-forbidden",
    "forbidden.play.discard",
    "forbidden.block.who",
    "forbidden.block.precedence",
    "forbidden.block.pile",
    "forbidden.block.effect",
    "forbidden.cheng.declare",
    "forbidden.cheng.mistake",
    "forbidden.round.scoring",
    "forbidden.round.next-deal",
    "forbidden.game.end",
    "forbidden.two-player.setup",
    "forbidden.two-player.claim",
    "forbidden.two-player.piles",
)
"""The play rules every one of which has at least one mutant and witness here."""

# ---------------------------------------------------------------------------------------------------------------
# The real engine's functions, captured before any mutant swaps them
# ---------------------------------------------------------------------------------------------------------------

_REAL_CLAIMS = engine_play_claims.claims
_REAL_BLOCKERS = engine_play_blocks.blockers
_REAL_BLOCK = engine_play._block
_REAL_CHENG = engine_play._cheng
_REAL_ROUND_SCORES = engine_play_round.round_scores
_REAL_NEXT_DEAL = engine_play_round.next_deal
_REAL_WINNING_TOTAL = winning_total


# ---------------------------------------------------------------------------------------------------------------
# Mutant implementations, one rule each
# ---------------------------------------------------------------------------------------------------------------


def _one(card: str) -> Cards:
    return Cards.from_counter({card: 1})


def _draw_bottom(state: State) -> State:
    """``forbidden.play.draw`` changed: the *bottom* card of the draw pile goes into the hand.

    Section 4: "A player starts his turn by taking the top card from the draw pile".
    """
    card = state.draw_pile[-1]
    players = list(state.players)
    players[state.turn] = evolve(players[state.turn], hand=players[state.turn].hand + _one(card))
    return evolve(state, players=tuple(players), draw_pile=state.draw_pile[:-1], phase="discard")


def _turn_passes_on_empty_draw_pile(state: State, to: int, reading: Reading) -> State:
    """``forbidden.play.draw`` with the empty draw pile dropped: play passes on and the round does not end.

    The rule's second sentence (docs/forbidden-play.md, "Empty draw pile"): a turn never starts on an empty draw
    pile. Skipped turns (Section 7, PENALTY) are used up as in the engine.
    """
    n = state.player_count
    for _ in range(n + 1):
        player = state.players[to]
        if not player.skip_next_turn:
            break
        players = list(state.players)
        players[to] = evolve(player, skip_next_turn=False)
        state = evolve(state, players=tuple(players))
        to = (to + 1) % n
    return evolve(state, turn=to, phase="start", claim=None)


def _dealer_plays_first(state: State, order: tuple[str, ...]) -> State:
    """``forbidden.setup.deal`` changed: the new dealer, not the player on the dealer's left, plays first.

    Section 3: "The player to the dealer's left has the first turn".
    """
    dealt = _REAL_NEXT_DEAL(state, order)
    return evolve(dealt, turn=dealt.dealer)


def _claimable_with_own(state: State, claimant: int, wilds: bool = False) -> list[tuple[PileRef, str]]:
    """``forbidden.play.claim`` with "never one's own" dropped: every pile topped by a number card, own included.

    Section 4: "the top card from any opponent's discard pile (never one's own)". A wild top is listed with
    ``wilds`` (reading ``wild.claimable=yes``).
    """
    return [
        (PileRef(owner, index), pile.cards[-1])
        for owner, player in enumerate(state.players)
        for index, pile in enumerate(player.piles)
        if pile.cards and (pile.cards[-1] in NUMBER_INDEX or (wilds and pile.cards[-1] == WILD))
    ]


def _single_piles(colours: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``forbidden.play.claim-several`` dropped: a claim takes the top card of one pile only.

    Section 4, first question: several opponents' top discards may be claimed "within the same new set".
    """
    return tuple((position,) for position in range(len(colours)))


def _claims_with_wild_tops(state: State, reading: Reading) -> list[Claim]:
    """``forbidden.play.no-royal-claim`` negated for wilds: a wild on top of a pile is claimed as the set's wild.

    Section 4, third question: "Can I claim a Royal card atop an opponent's Discard pile? Answer: NO, never."
    """
    found = list(_REAL_CLAIMS(state, reading))
    hand = state.players[state.turn].hand
    numbers = [card for card in hand.tokens() if card in NUMBER_INDEX]
    wild_piles = [ref for ref in state.pile_refs() if ref.owner != state.turn and state.pile(ref).top == WILD]
    for ref in wild_piles:
        for size in range(2, len(numbers) + 1):
            for chosen in sorted(set(itertools.combinations(numbers, size))):
                cards = Cards.from_counter(Counter(chosen))
                if size < len(hand) and _forms_one_set([], cards + _one(WILD)):
                    found.append(Claim((ref,), cards))
    return found


def _no_forbidden_claims(state: State) -> list[ClaimForbidden]:
    """``forbidden.play.claim-forbidden`` dropped: a Forbidden card on top of a pile is never claimed.

    Section 6, Claiming Forbidden cards: one "atop an opponent's Discard pile may be claimed at the start of your turn".
    """
    return []


def _put_under(state: State, discard: Discard) -> State:
    """``forbidden.play.discard`` changed: the discarded card goes to the bottom of the pile, not face up on top.

    Section 4: "A player ends his turn by discarding one card face up onto his own discard pile."
    """
    player = state.players[state.turn]
    engine_play._check_discard(state, discard, player.hand)
    piles = list(player.piles)
    pile = piles[discard.pile]
    crosswise = None if pile.crosswise is None else pile.crosswise + 1
    piles[discard.pile] = Pile((discard.card, *pile.cards), crosswise)
    players = list(state.players)
    players[state.turn] = evolve(player, hand=player.hand - _one(discard.card), piles=tuple(piles))
    return evolve(state, players=tuple(players))


def _blockers_but_owner(state: State, reading: Reading) -> tuple[int, ...]:
    """``forbidden.block.who`` changed: the owner of the pile to block may not block.

    Section 6, Blocking: a claim from "another player's pile (including your own)" may be blocked.
    """
    target = engine_play_blocks.pile_to_block(state, reading)
    return tuple(p for p in _REAL_BLOCKERS(state, reading) if target is None or p != target.owner)


def _blockers_farthest_first(state: State, reading: Reading) -> tuple[int, ...]:
    """``forbidden.block.precedence`` changed: the players who may block are asked from the claimant's right.

    Section 6, second blocking question: "The one closest to the active player's left completes the block."
    """
    return tuple(reversed(_REAL_BLOCKERS(state, reading)))


def _piles_to_block_farthest(state: State, reading: Reading) -> tuple[PileRef, ...]:
    """``forbidden.block.pile`` changed: of the claimed piles, the one *farthest* from the claimant's left.

    Section 6, third blocking question: "You block the one closest to his left."
    """
    claim = state.claim
    if claim is None or (claim.is_forbidden_claim and reading.block_forbidden_claim == "no"):
        return ()
    claimant = state.turn

    def order(ref: PileRef) -> tuple[int, int]:
        return engine_play_blocks.seat_distance(state, claimant, ref.owner), ref.index

    for ref in sorted(claim.piles, key=order, reverse=True):
        if state.pile(ref).crosswise is None:
            return (ref,)
        if reading.block_which_pile == "closest-only":
            return ()
    return ()


def _block_keeping_turn(state: State, blocker: int, target: PileRef, reading: Reading) -> State:
    """``forbidden.block.effect`` with "loses his turn" dropped: the blocked claimant starts the turn again.

    Section 6, Blocking: "This player loses his turn and as a result makes no discard of his own."
    """
    after = _REAL_BLOCK(state, blocker, target, reading)
    return evolve(after, turn=state.turn) if after.phase == "start" else after


def _no_chengs(state: State, reading: Reading) -> list[Cheng]:
    """``forbidden.cheng.declare`` dropped: a hand that may go Cheng is never offered the Cheng.

    Section 7: "on his turn after discarding, one player has a complete hand. He says 'Cheng' and lays it down."
    """
    return []


def _cheng_without_penalty(state: State, action: Cheng, reading: Reading) -> State:
    """``forbidden.cheng.mistake`` dropped: a mistaken Cheng is taken back without losing the next turn.

    Section 7, PENALTY: "he must pick it up and lose his next turn."
    """
    after = _REAL_CHENG(state, action, reading)
    player = after.players[state.turn]
    if not player.skip_next_turn:
        return after
    players = list(after.players)
    players[state.turn] = evolve(player, skip_next_turn=False)
    return evolve(after, players=tuple(players))


def _only_cheng_player_scores(state: State, cheng_player: int | None, reading: Reading) -> tuple[tuple[int, ...], bool]:
    """``forbidden.round.scoring`` changed: only the Cheng player scores; every other player scores nothing.

    Scoring: "All players score the value of their final cards."
    """
    scores, chest_won = _REAL_ROUND_SCORES(state, cheng_player, reading)
    if cheng_player is None:
        return scores, chest_won
    return tuple(score if p == cheng_player else 0 for p, score in enumerate(scores)), chest_won


def _same_dealer(state: State, order: tuple[str, ...]) -> State:
    """``forbidden.round.next-deal`` changed: the deal does not pass left; the same dealer deals again.

    Section 8: "Deal passes to the player on the left of the prior dealer."
    """
    assert state.result is not None
    scores = tuple(player.score for player in state.players)
    chest = engine_play_round.kept_chest(state)
    return engine_play_round.deal(scores, state.dealer, chest, order, state.round + 1)


def _winning_total_passed(players: int, two_player_rules: bool = True) -> int:
    """``forbidden.game.end`` off by one: a total must pass the winning total (201, 151 with two), not reach it.

    Section 8: "Play until one player reaches or surpasses 200 points" (150 in the TWO PLAYER RULES).
    """
    return _REAL_WINNING_TOTAL(players, two_player_rules) + 1


def _no_opening_piles(state: State, order: tuple[str, ...]) -> State:
    """``forbidden.two-player.setup`` with the opening piles dropped: the four cards stay on top of the draw pile.

    TWO PLAYER RULES: "After dealing, the dealer overturns 4 cards from the top of the draw pile".
    """
    dealt = _REAL_NEXT_DEAL(state, order)
    if dealt.player_count != MIN_PLAYERS:
        return dealt
    first = CHEST_PER_DEAL + HAND_SIZE * MIN_PLAYERS
    opening = order[first : first + MIN_PLAYERS * TWO_PLAYER_PILES]
    players = tuple(evolve(player, piles=(Pile(), Pile())) for player in dealt.players)
    return evolve(dealt, players=players, draw_pile=(*opening, *dealt.draw_pile))


def _claims_one_pile_per_opponent(state: State, reading: Reading) -> list[Claim]:
    """``forbidden.two-player.claim`` dropped: with two players too, a claim takes at most one pile per opponent.

    TWO PLAYER RULES: "when a player can use both of his opponent's face up discards in the same set, he may claim
    both."
    """
    return [
        claim for claim in _REAL_CLAIMS(state, reading) if len({ref.owner for ref in claim.piles}) == len(claim.piles)
    ]


def _any_own_pile(state: State, player: int) -> tuple[int, ...]:
    """``forbidden.two-player.piles`` dropped: either pile takes a discard, even while the other one is empty.

    TWO PLAYER RULES: "If one pile is exhausted, you must replenish it with your next discard."
    """
    return tuple(range(len(state.players[player].piles)))


# ---------------------------------------------------------------------------------------------------------------
# Mutant engines
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Mutation:
    """A mutant of one rule and the module attributes its engine swaps."""

    mutant: Mutant
    patches: tuple[Patch, ...]
    case: str
    """The name of the witness position (the rule id, unless the rule has mutants needing different ones)."""


def _mutation(rule: str, kind: MutantKind, description: str, *patches: Patch, case: str = "") -> Mutation:
    return Mutation(Mutant(rule, kind, description), patches, case or rule)


@cache
def play_mutations() -> dict[Mutant, Mutation]:
    """Every mutant of the play rules, with what its engine swaps (keyed by the mutant)."""
    found = [
        _mutation(
            "forbidden.setup.deal",
            "off-by-one",
            "12 cards are dealt to each player instead of 13",
            (engine_play_round, "HAND_SIZE", 12),
        ),
        _mutation(
            "forbidden.setup.deal",
            "changed",
            "the dealer plays first instead of the player on the dealer's left",
            (engine_play, "next_deal", _dealer_plays_first),
        ),
        _mutation(
            "forbidden.play.draw",
            "changed",
            "the bottom card of the draw pile is drawn instead of the top card",
            (engine_play, "_draw", _draw_bottom),
        ),
        _mutation(
            "forbidden.play.draw",
            "dropped",
            "an empty draw pile does not end the round: the next player starts a turn with nothing to draw",
            (engine_play, "pass_turn", _turn_passes_on_empty_draw_pile),
            case="forbidden.play.draw exhausted",
        ),
        _mutation(
            "forbidden.play.claim",
            "dropped",
            "a player may claim the top card of their own pile ('never one's own' dropped)",
            (engine_play_claims, "claimable_number_piles", _claimable_with_own),
        ),
        _mutation(
            "forbidden.play.claim-several",
            "dropped",
            "a claim takes the top card of one pile only",
            (engine_play_claims, "pile_groups", _single_piles),
        ),
        _mutation(
            "forbidden.play.no-royal-claim",
            "negated",
            "a wild on top of an opponent's pile may be claimed into a set",
            (engine_play, "claims", _claims_with_wild_tops),
        ),
        _mutation(
            "forbidden.play.claim-forbidden",
            "dropped",
            "a Forbidden card on top of an opponent's pile cannot be claimed",
            (engine_play, "forbidden_claims", _no_forbidden_claims),
        ),
        _mutation(
            "forbidden.play.discard",
            "changed",
            "the discarded card goes under the player's pile instead of face up on top",
            (engine_play, "_put", _put_under),
        ),
        _mutation(
            "forbidden.block.who",
            "changed",
            "the owner of the claimed pile may not block the claim",
            (engine_play_blocks, "blockers", _blockers_but_owner),
            (engine_play, "blockers", _blockers_but_owner),
        ),
        _mutation(
            "forbidden.block.precedence",
            "changed",
            "the blocker farthest from the claimant's left blocks (players asked from the claimant's right)",
            (engine_play_blocks, "blockers", _blockers_farthest_first),
            (engine_play, "blockers", _blockers_farthest_first),
        ),
        _mutation(
            "forbidden.block.pile",
            "changed",
            "a claim from several piles is blocked on the pile farthest from the claimant's left",
            (engine_play_blocks, "piles_to_block", _piles_to_block_farthest),
            (engine_play, "piles_to_block", _piles_to_block_farthest),
        ),
        _mutation(
            "forbidden.block.effect",
            "dropped",
            "a blocked claimant does not lose the turn but starts it again",
            (engine_play, "_block", _block_keeping_turn),
        ),
        _mutation(
            "forbidden.cheng.declare",
            "dropped",
            "a hand that may go Cheng is never offered the Cheng",
            (engine_play, "_chengs", _no_chengs),
        ),
        _mutation(
            "forbidden.cheng.mistake",
            "dropped",
            "a mistaken Cheng is taken back without losing the next turn",
            (engine_play, "_cheng", _cheng_without_penalty),
        ),
        _mutation(
            "forbidden.round.scoring",
            "changed",
            "only the Cheng player scores; the other players score nothing",
            (engine_play_round, "round_scores", _only_cheng_player_scores),
        ),
        _mutation(
            "forbidden.round.next-deal",
            "changed",
            "the deal does not pass left: the same dealer deals again",
            (engine_play, "next_deal", _same_dealer),
        ),
        _mutation(
            "forbidden.game.end",
            "off-by-one",
            "the game ends only when a total passes 200 (150 with two players), not when it reaches it",
            (engine_play_round, "winning_total", _winning_total_passed),
        ),
        _mutation(
            "forbidden.two-player.setup",
            "off-by-one",
            "four Forbidden cards leave the two-player deck instead of three",
            (engine_play_round, "TWO_PLAYER_FORBIDDEN_REMOVED", 4),
        ),
        _mutation(
            "forbidden.two-player.setup",
            "dropped",
            "the dealer turns up no cards: the four discard piles start empty",
            (engine_play, "next_deal", _no_opening_piles),
        ),
        _mutation(
            "forbidden.two-player.claim",
            "dropped",
            "with two players a claim takes at most one of the opponent's two piles",
            (engine_play, "claims", _claims_one_pile_per_opponent),
        ),
        _mutation(
            "forbidden.two-player.piles",
            "dropped",
            "an empty pile need not be refilled first: either pile takes the discard",
            (engine_play, "discard_piles", _any_own_pile),
        ),
    ]
    return {mutation.mutant: mutation for mutation in found}


@contextmanager
def mutated(mutant: Mutant) -> Iterator[None]:
    """Inside the ``with`` block the play engine is ``mutant``'s engine; the real engine is restored on leaving.

    The engine then checks every action it applies, listed or not (``play.TRUSTS_LISTED_ACTIONS``): a mutant's
    listing and the real checks may disagree, and the checks must still have their say.
    """
    with mock.patch.object(engine_play, "TRUSTS_LISTED_ACTIONS", False), swapping(*play_mutations()[mutant].patches):
        yield


# ---------------------------------------------------------------------------------------------------------------
# Answers
# ---------------------------------------------------------------------------------------------------------------


def answer(state: State, action: Action | None, reading: Reading = DEFAULT) -> Any:
    """The engine's answer on a witness input (whatever engine is in force: the real one, or a mutant's).

    ``action`` ``None``: the legal actions, as sorted text. Otherwise the relevant parts of the state after the
    action (:func:`outcome`), or ``illegal: <message>`` when the engine refuses it.
    """
    if action is None:
        return sorted(str(legal) for legal in engine_play.legal_actions(state, reading))
    try:
        after = engine_play.apply(state, action, reading)
    except InputError as error:
        return f"illegal: {error}"
    return outcome(state, after, reading)


def outcome(before: State, after: State, reading: Reading = DEFAULT) -> dict[str, Any]:
    """What an action changed, as JSON.

    Phase, turn and who acts; the dealer and round when they changed; each player's changed fields (``players``
    keyed by seat); the draw pile's size and top and the chest when they changed; the waiting claim and the
    round's result when there are any.
    """
    old, new = state_json(before), state_json(after)
    out: dict[str, Any] = {"phase": after.phase, "turn": after.turn, "actor": engine_play.actor(after, reading)}
    if (after.dealer, after.round) != (before.dealer, before.round):
        out |= {"dealer": after.dealer, "round": after.round}
    out["players"] = {
        str(p): {key: value for key, value in now.items() if was[key] != value}
        for p, (was, now) in enumerate(zip(old["players"], new["players"], strict=True))
        if was != now
    }
    if after.draw_pile != before.draw_pile:
        out["draw_pile"] = {"size": len(after.draw_pile), "top": after.draw_pile[0] if after.draw_pile else None}
    if old["treasure_chest"] != new["treasure_chest"]:
        out["treasure_chest"] = new["treasure_chest"]
    for key in ("claim", "result"):
        if new[key] is not None:
            out[key] = new[key]
    return out


# ---------------------------------------------------------------------------------------------------------------
# Hand-built positions
# ---------------------------------------------------------------------------------------------------------------


def _tokens(text: str) -> list[str]:
    return text.split()


def _cards(text: str) -> Cards:
    return Cards.from_counter(Counter(_tokens(text)))


def _take(pool: list[str], cards: Sequence[str]) -> None:
    for card in cards:
        pool.remove(card)  # ValueError: the position asks for more copies than the deck has


def _hand_size(player: Player, phase: Phase, mine: bool) -> int:
    """The size a hand must have (docs/forbidden-play.md): between turns, one more for the player to discard."""
    return player.rest_hand_size() + (1 if phase == "discard" and mine else 0)


def position(
    players: int = 4,
    *,
    phase: Phase = "start",
    hands: Mapping[int, str] | None = None,
    piles: Mapping[str, str] | None = None,
    laid: Mapping[int, tuple[str, str]] | None = None,
    scores: Sequence[int] | None = None,
    claim: PendingClaim | None = None,
    result: RoundResult | None = None,
    spread: bool = False,
) -> State:
    """A valid position: dealer 0, player 1 to play, every card of the deck in its place.

    ``hands[p]`` are cards of player ``p``'s hand, completed to the size the phase asks with the free cards in deck
    order (number cards first, so no Forbidden card); ``piles`` maps a pile (``"2"``, ``"0.1"``) to its cards,
    bottom first; ``laid[p]`` is one laid set (cards, claimed cards). The chest takes the next two free cards.
    The rest is the draw pile in deck order or, with ``spread`` (the draw pile ran out), it is spread over the
    piles in table order.
    """
    pool = [kind for kind in ALL_KINDS for _ in range(engine_play_round.deck(players)[kind])]
    table = _table(players, phase, hands or {}, piles or {}, laid or {}, scores, pool)
    if claim is not None:
        _take(pool, claim.cards)
    table = [evolve(player, hand=_completed(player, phase, p == 1, pool)) for p, player in enumerate(table)]
    chest = _cards(" ".join(pool[:2]))
    del pool[:2]
    draw_pile = tuple(pool)
    if spread:
        table, draw_pile = _spread(table, draw_pile), ()
    state = State(tuple(table), draw_pile, chest, dealer=0, turn=1, phase=phase, claim=claim, result=result)
    problems = violations(state)
    if problems:
        raise AssertionError(f"a hand-built witness position is not valid: {problems}")
    return state


def _table(
    players: int,
    phase: Phase,
    hands: Mapping[int, str],
    piles: Mapping[str, str],
    laid: Mapping[int, tuple[str, str]],
    scores: Sequence[int] | None,
    pool: list[str],
) -> list[Player]:
    """The players with their given hand cards, piles, laid sets and totals; the cards leave ``pool``."""
    table = []
    for p in range(players):
        own = [Pile() for _ in range(piles_per_player(players))]
        for ref, cards in (piles or {}).items():
            owner, _, index = ref.partition(".")
            if int(owner) == p:
                own[int(index or 0)] = Pile(tuple(_tokens(cards)))
                _take(pool, _tokens(cards))
        sets: tuple[LaidSet, ...] = ()
        if p in laid:
            cards, claimed = laid[p]
            sets = (LaidSet(_cards(cards), _cards(claimed)),)
            _take(pool, _tokens(cards))
        hand = hands.get(p, "")
        _take(pool, _tokens(hand))
        score = scores[p] if scores else 0
        table.append(Player(hand=_cards(hand), laid=sets, piles=tuple(own), score=score))
    return table


def _completed(player: Player, phase: Phase, mine: bool, pool: list[str]) -> Cards:
    """The player's hand topped up to its size from the front of ``pool``."""
    missing = _hand_size(player, phase, mine) - len(player.hand)
    extra = pool[:missing]
    del pool[:missing]
    return player.hand + _cards(" ".join(extra))


def _spread(table: list[Player], cards: tuple[str, ...]) -> list[Player]:
    """``cards`` laid on the discard piles in turn, pile by pile: where the draw pile went in a finished round."""
    refs = [(p, i) for p, player in enumerate(table) for i in range(len(player.piles))]
    grown = [[list(pile.cards) for pile in player.piles] for player in table]
    for n, card in enumerate(cards):
        p, i = refs[n % len(refs)]
        grown[p][i].append(card)
    return [evolve(player, piles=tuple(Pile(tuple(cards)) for cards in grown[p])) for p, player in enumerate(table)]


def _deal_order(state: State, seed: int) -> Deal:
    """A shuffled order of every card not kept in the chest: the next deal of a finished round."""
    kept = Counter(engine_play_round.kept_chest(state).as_counter())
    return Deal(
        engine_play_round.shuffled(
            engine_play_round.deck(state.player_count, plays_two_player_rules(state)) - kept, seed
        )
    )


# ---------------------------------------------------------------------------------------------------------------
# The witness positions
# ---------------------------------------------------------------------------------------------------------------

SETLESS = "G2 G5 G8 B2 B5 B8 EM ES MO RO"
"""Ten cards that make no set and no claim, not even with one wild: two ranks of a colour are always 3 apart."""
GREEN_CLAIMANT = "G2 G5 G8 B2 B5 B8 EM ES MO RO G3"
"""Eleven cards for a claimant's hand beside the cards a witness is about (no claim of a red top uses them)."""


@dataclass(frozen=True)
class Case:
    """One witness input and what it asks."""

    state: State
    action: Action | None
    question: str


def _over(players: int = 4) -> State:
    """Round 1 is over (the draw pile ran out, nobody scored): the next dealer, player 1, is to deal."""
    result = RoundResult("draw-pile-empty", None, (0,) * players)
    return position(players, phase="round-over", result=result, spread=True)


def _deal_case(question: str, players: int = 4) -> Case:
    state = _over(players)
    return Case(state, _deal_order(state, seed=7), question)


def _claim_table(hand: str, piles: Mapping[str, str], players: int = 4) -> Case:
    """Player 1 starts a turn holding ``hand`` with ``piles`` on the table: which actions are legal?"""
    state = position(players, hands={1: hand}, piles=piles)
    return Case(state, None, "the legal actions")


def _pending(piles: Sequence[int], cards: str, hand: str, blockers: Sequence[int], rest: Mapping[str, str]) -> Case:
    """Player 1 has claimed ``cards`` from ``piles`` with ``hand``; ``blockers`` hold a Forbidden card: block."""
    claim = PendingClaim(tuple(PileRef(p) for p in piles), tuple(_tokens(cards)), _cards(hand))
    hands = {1: f"{hand} {GREEN_CLAIMANT}", **{p: "F" for p in blockers}}
    state = position(phase="claim", hands=hands, piles=rest, claim=claim)
    return Case(state, parse_action("block"), "the state after the first player asked blocks")


CHENG_HAND = "R2 R3 R4 R5 R5 R5 R5 G3 G3 G3 B7 B7 B7 G8"
"""Fourteen cards that go Cheng after discarding G8: a run R2-3-4, a kong of R5, pungs of G3 and B7 (35 points)."""
OTHER_HANDS = {
    0: "R2 R3 R7 R8 G2 G4 G5 G7 G8 B2 B3 B5 B8",
    2: "G2 G2 G2 G7 G8 R7 R8 B2 B3 B5 R2 R3 B8",
    3: "F R2 R3 R7 R8 G4 G5 G7 B2 B3 B5 B8 G8",
}
"""Hands for the scoring witnesses: player 0 no set, player 2 a pung of G2, player 3 no set and a Forbidden card."""


def _cheng_case(total: int) -> Case:
    state = position(phase="discard", hands={1: CHENG_HAND, **OTHER_HANDS}, scores=(0, total, 0, 0))
    return Case(state, parse_action("cheng discarding G8"), "the state after the Cheng")


def _cases() -> dict[str, Case]:
    """The witness inputs, by rule id (a rule's mutants share it) or by a name of their own (:attr:`Mutation.case`)."""
    return {
        "forbidden.setup.deal": _deal_case("the state after the deal"),
        "forbidden.play.draw": Case(position(), parse_action("draw"), "the state after drawing"),
        "forbidden.play.draw exhausted": Case(
            position(phase="discard", spread=True),
            parse_action("discard R5"),
            "the state after the last discard of a round whose draw pile ran out",
        ),
        "forbidden.play.claim": _claim_table(f"R3 R4 {GREEN_CLAIMANT}", {"1": "B7 R2"}),
        "forbidden.play.claim-several": _claim_table(f"R3 G7 {GREEN_CLAIMANT}", {"0": "R2", "2": "R4"}),
        "forbidden.play.no-royal-claim": _claim_table(f"R3 R4 {SETLESS} R8", {"2": "B7 W"}),
        "forbidden.play.claim-forbidden": _claim_table(f"R3 R4 {GREEN_CLAIMANT}", {"2": "R7 F"}),
        "forbidden.play.discard": Case(
            position(phase="discard", hands={1: f"R3 R4 R7 {GREEN_CLAIMANT}"}, piles={"1": "R8"}),
            parse_action("discard G2"),
            "the state after the discard",
        ),
        "forbidden.block.who": Case(
            position(hands={1: f"R3 R4 {GREEN_CLAIMANT}", 2: "F"}, piles={"2": "B7 R2"}),
            parse_action("claim 2 using R3 R4"),
            "the state after the claim",
        ),
        "forbidden.block.precedence": _pending([2], "R2", "R3 R4", [3, 0], {"2": "B7"}),
        "forbidden.block.pile": _pending([0, 2], "R2 R4", "R3", [3], {"0": "G7", "2": "B7"}),
        "forbidden.block.effect": _pending([2], "R2", "R3 R4", [3], {"2": "B7"}),
        "forbidden.cheng.declare": Case(position(phase="discard", hands={1: CHENG_HAND}), None, "the legal actions"),
        "forbidden.cheng.mistake": Case(
            position(phase="discard", hands={1: f"R2 R3 B7 {GREEN_CLAIMANT}"}),
            parse_action("cheng discarding B8"),
            "the state after a Cheng with a hand that is not complete",
        ),
        "forbidden.round.scoring": _cheng_case(0),
        "forbidden.round.next-deal": _deal_case("the state after the deal"),
        "forbidden.game.end": _cheng_case(165),
        "forbidden.two-player.setup": _deal_case("the state after the two-player deal", players=2),
        "forbidden.two-player.claim": _claim_table(
            f"R3 G7 {GREEN_CLAIMANT}", {"0": "R4", "0.1": "R5", "1": "B7", "1.1": "G4"}, players=2
        ),
        "forbidden.two-player.piles": Case(
            position(
                2, phase="discard", hands={1: "G2 G2 G5 G5 B2 B2 B5 B5"}, piles={"0": "R7", "0.1": "R8", "1.1": "G7"}
            ),
            None,
            "the legal actions",
        ),
    }


# ---------------------------------------------------------------------------------------------------------------
# Confirmation by the Z3 models
# ---------------------------------------------------------------------------------------------------------------


def _claims_agree(case: Case, base: Any) -> bool:
    """The claim model lists exactly the engine's claims and Forbidden-card claims."""
    claim_model, _ = models(DEFAULT)
    found = claim_model.claims(case.state) | claim_model.forbidden_claims(case.state)
    return sorted(map(str, found)) == sorted(action for action in base if action.startswith("claim"))


def _who_agrees(case: Case, base: Any) -> bool:
    """The block model finds who may block the claim just made; the engine asks the first of them (or nobody)."""
    assert isinstance(case.action, Claim)
    order = open_to(pending(case.state, case.action), DEFAULT)
    if base["phase"] == "claim":
        return bool(order) and base["actor"] == order[0]
    return not order


def _blocker(before: State, after: State) -> int | None:
    return next(
        (p for p, (was, now) in enumerate(zip(before.players, after.players, strict=True)) if now.blocks > was.blocks),
        None,
    )


def _crosswise_pile(before: State, after: State) -> PileRef | None:
    return next((ref for ref in before.pile_refs() if after.pile(ref).crosswise != before.pile(ref).crosswise), None)


def _block_agrees(case: Case, base: Any) -> bool:
    """The block model's standing blocker (everyone who may block wanting to) and pile are the engine's."""
    _, block_model = models(DEFAULT)
    after = engine_play.apply(case.state, Block(), DEFAULT)
    wanting = frozenset(block_model.may_block(case.state))
    return block_model.standing_block(case.state, wanting) == _blocker(case.state, after) and (
        block_model.pile_to_block(case.state) == _crosswise_pile(case.state, after)
    )


COURSE = CourseComparison()


def _course_agrees(case: Case, base: Any) -> bool:
    """The model of the round's course decides the case's step as the engine does.

    The step is a turn passed on, the round's or the game's end, or the next deal; a step the model decides nothing
    about (which card a draw takes) is not confirmed.
    """
    if case.action is None:
        return False
    step = (case.state, case.action, DEFAULT)
    return COURSE.decides(step) and not COURSE(step)


MODEL_CHECKS: dict[str, Callable[[Case, Any], bool]] = {
    "forbidden.play.claim": _claims_agree,
    "forbidden.play.claim-several": _claims_agree,
    "forbidden.play.no-royal-claim": _claims_agree,
    "forbidden.play.claim-forbidden": _claims_agree,
    "forbidden.two-player.claim": _claims_agree,
    "forbidden.block.who": _who_agrees,
    "forbidden.block.precedence": _block_agrees,
    "forbidden.block.pile": _block_agrees,
    "forbidden.play.draw": _course_agrees,
    "forbidden.cheng.mistake": _course_agrees,
    "forbidden.round.next-deal": _course_agrees,
    "forbidden.game.end": _course_agrees,
}
"""The rules the Z3 claim, block and round-course models cover, and how each witness's base answer is checked
against them."""


# ---------------------------------------------------------------------------------------------------------------
# The mutants and their witnesses
# ---------------------------------------------------------------------------------------------------------------


def witness_size(state: State) -> int:
    """Cards in hands, laid sets, Forbidden cards claimed onto the table and discard piles (and a waiting claim's)."""
    claimed = len(state.claim.cards) if state.claim is not None else 0
    return claimed + sum(
        len(player.hand)
        + sum(len(laid.cards) for laid in player.laid)
        + player.table_forbidden
        + sum(len(pile.cards) for pile in player.piles)
        for player in state.players
    )


def _witness(mutant: Mutant, case: Case) -> MutantWitness:
    """Answer ``case`` with the real engine and with ``mutant``'s, and confirm with the model where it applies."""
    base = answer(case.state, case.action)
    with mutated(mutant):
        other = answer(case.state, case.action)
    if base == other:
        raise AssertionError(f"the witness of {mutant} does not tell the mutant from the rule")
    check = MODEL_CHECKS.get(mutant.rule)
    confirmed = ("engine", "model") if check is not None and check(case, base) else ("engine",)
    witness = Witness(
        subject=mutant.rule,
        base=f"{mutant.rule} as written",
        other=mutant.description,
        input={"state": state_json(case.state), "action": None if case.action is None else str(case.action)},
        size=witness_size(case.state),
        question=case.question,
        base_answer=base,
        other_answer=other,
        rules=(mutant.rule,),
        confirmed_by=confirmed,
        found_by="hand-built position, answered by the play engine and by the mutant engine",
    )
    return MutantWitness(mutant, witness)


@cache
def play_mutants() -> tuple[MutantWitness, ...]:
    """A mutant of every rule of :data:`PLAY_RULES` and a witness telling it from the rule, in rule order."""
    cases = _cases()
    mutants = sorted(play_mutations(), key=lambda mutant: PLAY_RULES.index(mutant.rule))
    return tuple(_witness(mutant, cases[play_mutations()[mutant].case]) for mutant in mutants)


__all__ = [
    "PLAY_RULES",
    "Mutation",
    "answer",
    "mutated",
    "outcome",
    "play_mutants",
    "play_mutations",
    "position",
    "witness_size",
]
