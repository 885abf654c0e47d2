"""Whether a FORBIDDEN state can arise in a game: every problem of a position, not just the first.

:func:`violations` lists each problem as a short sentence naming its place (``players[2].hand``, ``claim.piles[0]``)
and :func:`check_state` refuses a state with any. The checks are about the shape of the position — seats, the
whereabouts of the 100 cards (97 with two players), the phase and what it implies — and never about whether a
laid set is a valid pung, kong or run or whether an action was legal; that is rule logic of the engines. The
conventions and rules are those of ``docs/forbidden-play.md``; sections refer to the rulebook.

>>> from rulebook.forbidden.cards import Cards
>>> from rulebook.forbidden.state import Player, State
>>> state = State(players=(Player(Cards.empty()),), draw_pile=(), chest=Cards.empty(), dealer=0, turn=0,
...               phase="start")
>>> violations(state)[0]
'the state has 1 player; 2 to 4 expected'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rulebook.core.play.validation import reading_free, state_check
from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, FORBIDDEN, NUMBER_KINDS, WILD, Cards, format_cards
from rulebook.forbidden.state import (
    CHEST_PER_DEAL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PHASES,
    ROUND_ENDS,
    TWO_PLAYER_FORBIDDEN_REMOVED,
    PendingClaim,
    Pile,
    PileRef,
    RoundResult,
    State,
    piles_per_player,
    plays_two_player_rules,
    winning_total,
)

_NUMBER_OR_WILD = frozenset((*NUMBER_KINDS, WILD))
_NUMBER = frozenset(NUMBER_KINDS)
MAX_CHENG_DISCARDS = 2
"""The most cards discarded before a Cheng (two in the Fast version; one otherwise)."""


def violations(state: State) -> list[str]:
    """Every reason why ``state`` cannot arise in a game of FORBIDDEN; empty when it can.

    Checks, each with its source:

    - seats (Sections 3 and 8, TWO PLAYER RULES): 2 to 4 players, dealer and turn are players, rounds count from 1;
    - piles (Section 4, TWO PLAYER RULES): one discard pile each, two each with two players; a crosswise card is a
      Forbidden card inside its pile (Section 6), and no more piles hold one than blocks were made this round;
    - cards (Section 2, TWO PLAYER RULES; rule ``forbidden.deck.composition``): the position holds the deck
      exactly — every card once, wherever it is;
    - laid sets (Sections 4 and 5): some cards claimed from piles, all of them among the set's cards, number
      cards only besides at most one wild (which may have been claimed, under reading ``wild.claimable=yes``);
    - counters: Forbidden cards on the table and blocks are never negative;
    - phase (docs/forbidden-play.md): a claim waits exactly in phase ``claim``, a result exists exactly once the
      round is over, and each is consistent with the players;
    - hand sizes (Sections 3, 4, 6 and 7): every hand holds its size between turns, the player to discard one
      more, a Cheng player one more less the discards (none, one, or two in the Fast version); a hand emptied by
      a claim (rule ``forbidden.play.claim``) holds no card, only for the player to discard or the Cheng player;
    - draw pile (rule ``forbidden.play.draw``): a turn starts on an empty draw pile only when its player may
      claim (reading ``draw.empty-claim=claim-allowed``), so an empty draw pile in phase ``start`` or ``claim``
      needs a discard pile with a card on it;
    - Treasure Chest (Sections 3 and 8): two cards more at every deal, so an even number of at least two;
    - totals (Section 8, rule ``forbidden.game.end``): the game is over when a total reached the winning total,
      and goes on past it only while two or more players share the highest total (reading ``game.tie=play-on``).
    """
    problems = _seats(state)
    problems += _piles(state)
    unknown = _unknown_tokens(state)
    problems += unknown or _card_accounting(state)
    problems += _laid_sets(state)
    problems += _counters(state)
    problems += _phase(state)
    problems += _hand_sizes(state)
    problems += _draw_pile(state)
    problems += _chest(state)
    problems += _totals(state)
    return problems


check_state = state_check(reading_free(violations))
"""Refuse a state that cannot arise in a game with one :class:`InputError` naming every problem (any reading:
the game's positions are the same under all)."""


# ---------------------------------------------------------------------------------------------------------------
# Seats and piles
# ---------------------------------------------------------------------------------------------------------------


def _is_player(state: State, number: int | None) -> bool:
    return number is not None and 0 <= number < state.player_count


def _player_range(state: State) -> str:
    return f"a player from 0 to {state.player_count - 1}" if state.player_count else "a player, but there are none"


def _seats(state: State) -> list[str]:
    """2 to 4 players (Section 3, TWO PLAYER RULES); dealer and turn name players; rounds count from 1."""
    problems = []
    n = state.player_count
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        problems.append(f"the state has {_plural(n, 'player')}; {MIN_PLAYERS} to {MAX_PLAYERS} expected")
    for name, value in (("dealer", state.dealer), ("turn", state.turn)):
        if not _is_player(state, value):
            problems.append(f"{name} is {value}; expected {_player_range(state)}")
    if state.round < 1:
        problems.append(f"round is {state.round}; rounds count from 1")
    return problems


def _piles(state: State) -> list[str]:
    """Piles per player (TWO PLAYER RULES) and crosswise Forbidden cards (Section 6).

    A crosswise card is a Forbidden card at a position of its pile; each was laid by a block this round, so no
    more piles hold one than the players' blocks together (claiming a crosswise card clears the mark).
    """
    problems = []
    expected = _expected_piles(state)
    for p, player in enumerate(state.players):
        if len(player.piles) != expected:
            problems.append(
                f"players[{p}] has {_plural(len(player.piles), 'discard pile')}; "
                f"{expected} expected with {state.player_count} players"
            )
        for i, pile in enumerate(player.piles):
            problems += _crosswise(pile, f"players[{p}].piles[{i}]")
    crosswise = sum(pile.crosswise is not None for player in state.players for pile in player.piles)
    blocks = sum(max(player.blocks, 0) for player in state.players)
    if crosswise > blocks:
        problems.append(
            f"{_plural(crosswise, 'pile')} {'holds' if crosswise == 1 else 'hold'} a crosswise Forbidden card but "
            f"the players made "
            f"{_plural(blocks, 'block')} this round; each crosswise card was laid by a block"
        )
    return problems


def _crosswise(pile: Pile, path: str) -> list[str]:
    if pile.crosswise is None:
        return []
    if not 0 <= pile.crosswise < len(pile.cards):
        return [
            f"{path}.crosswise is {pile.crosswise} but the pile holds {_plural(len(pile.cards), 'card')}; "
            "it must be a position in the pile"
        ]
    card = pile.cards[pile.crosswise]
    if card != FORBIDDEN:
        return [f"{path}.crosswise points at {card} (position {pile.crosswise}); only a Forbidden card lies crosswise"]
    return []


# ---------------------------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------------------------


def _expected_piles(state: State) -> int:
    """Discard piles per player: two for two players who keep two (TWO PLAYER RULES, ``variant.two-player``)."""
    return piles_per_player(state.player_count, plays_two_player_rules(state))


def deck_copies(players: int, two_player_rules: bool = True) -> dict[str, int]:
    """The deck of a game with ``players`` players: Section 2's 100 cards, less 3 Forbidden cards (two-player game)."""
    copies = dict(DECK_COPIES)
    if players == MIN_PLAYERS and two_player_rules:
        copies[FORBIDDEN] -= TWO_PLAYER_FORBIDDEN_REMOVED
    return copies


def _token_places(state: State) -> Iterable[tuple[str, str]]:
    """Every card held as a plain token (piles, draw pile, claimed cards), with its place."""
    for p, player in enumerate(state.players):
        for i, pile in enumerate(player.piles):
            for j, card in enumerate(pile.cards):
                yield f"players[{p}].piles[{i}].cards[{j}]", card
    for j, card in enumerate(state.draw_pile):
        yield f"draw_pile[{j}]", card
    if state.claim is not None:
        for j, card in enumerate(state.claim.cards):
            yield f"claim.cards[{j}]", card


def _unknown_tokens(state: State) -> list[str]:
    """A token that names no card (possible only in a state built in Python)."""
    return [
        f"{place} is {card!r}, which is not a card" for place, card in _token_places(state) if card not in ALL_KINDS
    ]


def _card_accounting(state: State) -> list[str]:
    """The position holds the deck exactly (Section 2, TWO PLAYER RULES): too many copies or missing cards."""
    two_player_rules = plays_two_player_rules(state)
    deck = deck_copies(state.player_count, two_player_rules)
    present = state.all_cards()
    problems = []
    for kind in ALL_KINDS:
        n, expected = present.count(kind), deck[kind]
        holds = f"the deck holds {expected}" + (
            " in the two-player game" if kind == FORBIDDEN and two_player_rules else ""
        )
        if n > expected:
            problems.append(f"{kind} appears {_times(n)}; {holds}")
        elif n < expected:
            missing = "a card is missing" if expected - n == 1 else f"{expected - n} cards are missing"
            problems.append(f"{kind} appears {_times(n)}; {holds} — {missing}")
    return problems


def _laid_sets(state: State) -> list[str]:
    """The shape of a laid set (Sections 4 and 5).

    A claim lays down the claimed discards with hand cards: at least one claimed card, all of them among the set's
    cards; a set holds number cards and at most one wild. The wild may be a claimed one: whether a wild on a pile
    may be claimed is reading ``wild.claimable`` (a Royal card of Section 2, or a number card of the Quick Start),
    and a position is valid when some reading can reach it.
    """
    problems = []
    for p, player in enumerate(state.players):
        for s, laid in enumerate(player.laid):
            path = f"players[{p}].laid[{s}]"
            if not len(laid.claimed):
                problems.append(f"{path}.claimed is empty; a set is laid down only by claiming a discard")
            extra = _not_within(laid.claimed, laid.cards)
            if extra:
                problems.append(f"{path}.claimed holds {extra}, which {path}.cards does not")
            others = [kind for kind in laid.cards.as_counter() if kind not in _NUMBER_OR_WILD]
            if others:
                problems.append(f"{path} holds {' '.join(others)}; a set holds only number cards and one wild")
            if laid.cards.wild > 1:
                problems.append(f"{path} holds {laid.cards.wild} wild cards; a set holds at most one")
    return problems


def _counters(state: State) -> list[str]:
    """Counts of cards are never negative (a state built in Python is not parsed)."""
    problems = []
    for p, player in enumerate(state.players):
        for name, value in (("table_forbidden", player.table_forbidden), ("blocks", player.blocks)):
            if value < 0:
                problems.append(f"players[{p}].{name} is {value}; it counts cards and cannot be negative")
    return problems


# ---------------------------------------------------------------------------------------------------------------
# Phase, claim and result
# ---------------------------------------------------------------------------------------------------------------


def _phase(state: State) -> list[str]:
    """A claim waits exactly in phase ``claim``; a result exists exactly in ``round-over`` and ``game-over``."""
    if state.phase not in PHASES:
        return [f"phase is {state.phase!r}; expected one of {', '.join(PHASES)}"]
    problems = []
    over = state.phase in ("round-over", "game-over")
    if state.phase == "claim" and state.claim is None:
        problems.append("phase is claim but no claim waits (claim is null)")
    if state.phase != "claim" and state.claim is not None:
        problems.append(f"claim is set in phase {state.phase}; a claim waits only in phase claim")
    if over and state.result is None:
        problems.append(f"phase is {state.phase} but result is null; a finished round has a result")
    if not over and state.result is not None:
        problems.append(f"result is set in phase {state.phase}; only a finished round has a result")
    if state.claim is not None:
        problems += _claim(state, state.claim)
    if state.result is not None:
        problems += _result(state, state.result)
    return problems


def _claim(state: State, claim: PendingClaim) -> list[str]:
    """The waiting claim (Sections 4 and 6, TWO PLAYER RULES).

    It names distinct existing piles of the claimant's opponents, one claimed card per pile (number cards and at most
    one wild, reading ``wild.claimable=yes``; or a lone Forbidden card with no hand cards); its hand cards are in the
    claimant's hand, number cards and at most one wild; the players who declined are other players, each once.
    """
    problems = []
    claimant = state.turn
    if not claim.piles:
        problems.append("claim.piles is empty; a claim names at least one pile")
    seen: set[PileRef] = set()
    for i, ref in enumerate(claim.piles):
        if ref in seen:
            problems.append(f"claim.piles names pile {ref} twice")
        seen.add(ref)
        if not _pile_exists(state, ref):
            problems.append(f"claim.piles[{i}] is pile {ref}, which does not exist")
        elif ref.owner == claimant:
            problems.append(f"claim.piles[{i}] is pile {ref}, the claimant's own; only opponents' piles are claimed")
    if len(claim.cards) != len(claim.piles):
        problems.append(
            f"claim.cards holds {_plural(len(claim.cards), 'card')} for {_plural(len(claim.piles), 'pile')}; "
            "one card per pile expected"
        )
    if FORBIDDEN in claim.cards and not claim.is_forbidden_claim:
        problems.append("claim.cards holds F among other cards; a Forbidden card is claimed alone")
    royal = [card for card in claim.cards if card in ALL_KINDS and card not in _NUMBER_OR_WILD and card != FORBIDDEN]
    if royal:
        problems.append(f"claim.cards holds {' '.join(royal)}; Royal cards are never claimed")
    if claim.is_forbidden_claim and len(claim.hand):
        problems.append(f"claim.hand holds {format_cards(claim.hand)}; a Forbidden card is claimed with no hand cards")
    others = [kind for kind in claim.hand.as_counter() if kind not in _NUMBER_OR_WILD]
    if others:
        problems.append(f"claim.hand holds {' '.join(others)}; a set holds only number cards and one wild")
    wilds = claim.hand.wild + claim.cards.count(WILD)
    if wilds > 1:
        problems.append(f"claim.cards and claim.hand hold {wilds} wild cards; a set holds at most one")
    if _is_player(state, claimant):
        lacking = _not_within(claim.hand, state.players[claimant].hand)
        if lacking:
            problems.append(f"claim.hand holds {lacking}, which players[{claimant}].hand (the claimant's) does not")
    asked: set[int] = set()
    for i, player in enumerate(claim.declined):
        if player in asked:
            problems.append(f"claim.declined names player {player} twice")
        asked.add(player)
        if not _is_player(state, player):
            problems.append(f"claim.declined[{i}] is {player}; expected {_player_range(state)}")
        elif player == claimant:
            problems.append(f"claim.declined[{i}] is {player}, the claimant; only other players are asked")
    return problems


def _pile_exists(state: State, ref: PileRef) -> bool:
    return _is_player(state, ref.owner) and 0 <= ref.index < len(state.players[ref.owner].piles)


def _result(state: State, result: RoundResult) -> list[str]:
    """The round's result (Section 7, rule ``forbidden.play.draw``).

    One score per player; the Cheng player is a player, and there is none exactly when the round ended on an empty
    draw pile — which is then empty — and then nobody won the Treasure Chest.
    """
    problems = []
    if result.ended_by not in ROUND_ENDS:
        problems.append(f"result.ended_by is {result.ended_by!r}; expected one of {', '.join(ROUND_ENDS)}")
    if len(result.scores) != state.player_count:
        problems.append(
            f"result.scores has {_plural(len(result.scores), 'entry', 'entries')} for "
            f"{_plural(state.player_count, 'player')}; one per player expected"
        )
    if result.cheng_player is not None and not _is_player(state, result.cheng_player):
        problems.append(f"result.cheng_player is {result.cheng_player}; expected {_player_range(state)} or null")
    if result.ended_by == "cheng" and result.cheng_player is None:
        problems.append("result.cheng_player is null but the round ended with a Cheng")
    if result.ended_by == "draw-pile-empty" and result.cheng_player is not None:
        problems.append(
            f"result.cheng_player is {result.cheng_player} but the round ended with the draw pile empty; null expected"
        )
    if result.ended_by == "draw-pile-empty" and state.draw_pile:
        problems.append(
            f"result.ended_by is draw-pile-empty but draw_pile holds {_plural(len(state.draw_pile), 'card')}"
        )
    if result.ended_by == "draw-pile-empty" and result.chest_won:
        problems.append("result.chest_won is true but nobody went Cheng; only the Cheng player wins the chest")
    return problems


# ---------------------------------------------------------------------------------------------------------------
# Hand sizes, draw pile, chest, totals
# ---------------------------------------------------------------------------------------------------------------


def _hand_sizes(state: State) -> list[str]:
    """Hand sizes implied by the phase (Sections 3, 4, 6 and 7).

    Between turns a hand holds :meth:`~rulebook.forbidden.state.Player.rest_hand_size` cards (13, less each
    claim's hand cards and its missing draw, less Forbidden cards claimed onto the table or laid crosswise). The
    player to discard holds one more (the draw, or the claim that replaced it). After a Cheng the Cheng player
    holds one more less the discards (none, one, or two in the Fast version); after the draw pile ran out everybody
    is between turns.

    One count falls below zero: a claim that used every card left in the hand (rule ``forbidden.play.claim``,
    Sections 4 and 7) leaves one less than nothing for the hand (-1: the claim's missing draw). That is a position
    only for the player to discard — whose one action is then a Cheng without discarding, so not beside exactly one
    Forbidden card on the table (``forbidden.cheng.lone-forbidden``) — and for the Cheng player once the round is
    over.
    """
    problems = []
    for p, player in enumerate(state.players):
        rest = player.rest_hand_size()
        if rest == EMPTIED_BY_CLAIM and _emptied_by_claim(state, p):
            if state.phase == "discard" and player.table_forbidden == 1:
                problems.append(
                    f"players[{p}] used every card of the hand in a claim beside one Forbidden card on the table; "
                    "the emptied hand could not go Cheng, so the claim could not stand (forbidden.play.claim)"
                )
        elif rest < 0:
            problems.append(
                f"players[{p}] has {rest} cards left for the hand: 13 less its claims, table Forbidden cards and "
                "blocks is negative"
            )
            continue
        low, high, why = _expected_size(state, p, rest)
        size = len(player.hand)
        if not low <= size <= high:
            expected = str(low) if low == high else f"{low} to {high}"
            problems.append(f"players[{p}].hand holds {_plural(size, 'card')}; {expected} expected {why}")
    return problems


EMPTIED_BY_CLAIM = -1
"""The hand count left by a claim that used every card of the hand: the hand's cards, less them and the draw."""


def _emptied_by_claim(state: State, p: int) -> bool:
    """Whether player ``p`` may have emptied the hand by a claim: the player to discard, or the Cheng player after."""
    if state.phase == "discard":
        return p == state.turn
    result = state.result
    return state.phase in ("round-over", "game-over") and result is not None and result.cheng_player == p


def _expected_size(state: State, p: int, rest: int) -> tuple[int, int, str]:
    """The smallest and largest hand size of player ``p`` in this phase, and the reason in words."""
    if state.phase == "discard" and p == state.turn:
        return rest + 1, rest + 1, "for the player to discard"
    result = state.result
    if (
        state.phase in ("round-over", "game-over")
        and result
        and result.ended_by == "cheng"
        and p == result.cheng_player
    ):
        return max(rest + 1 - MAX_CHENG_DISCARDS, 0), rest + 1, f"for the Cheng player in phase {state.phase}"
    return rest, rest, f"in phase {state.phase}"


def _draw_pile(state: State) -> list[str]:
    """A turn starts on an empty draw pile only to claim a discard (rule ``forbidden.play.draw``).

    Under ``draw.empty-claim=round-ends`` the round ends at once; under ``claim-allowed`` it goes on while the
    player to move may claim, which needs a card on some discard pile (a waiting claim took one from a pile, so in
    phase ``claim`` the claimed cards count). Whether that card can be claimed is rule logic of the engines.
    """
    if state.phase not in ("start", "claim") or state.draw_pile:
        return []
    waiting = state.phase == "claim" and state.claim is not None and bool(state.claim.cards)
    if waiting or any(pile.cards for player in state.players for pile in player.piles):
        return []
    return [f"draw_pile is empty in phase {state.phase} and every discard pile is empty; nothing could be claimed"]


def _chest(state: State) -> list[str]:
    """The dealer adds two cards to the Treasure Chest at every deal (Sections 3 and 8)."""
    size = len(state.chest)
    if size < CHEST_PER_DEAL or size % CHEST_PER_DEAL:
        return [
            f"treasure_chest holds {_plural(size, 'card')}; it gets {CHEST_PER_DEAL} at every deal, "
            f"so an even number of at least {CHEST_PER_DEAL} is expected"
        ]
    return []


def _totals(state: State) -> list[str]:
    """The game ends after the round in which a total reaches the winning total (Section 8, ``forbidden.game.end``)."""
    if not MIN_PLAYERS <= state.player_count <= MAX_PLAYERS or state.phase not in PHASES:
        return []
    target = winning_total(state.player_count, plays_two_player_rules(state))
    reached = [p for p, player in enumerate(state.players) if player.score >= target]
    if state.phase == "game-over" and not reached:
        return [f"phase is game-over but no total reached {target}, the winning total"]
    if state.phase != "game-over" and reached and not _highest_shared(state):
        names = ", ".join(f"players[{p}].score is {state.players[p].score}" for p in reached)
        return [f"{names} in phase {state.phase}; the game ends when a total reaches {target}"]
    return []


def _highest_shared(state: State) -> bool:
    """Whether two or more players have the highest total (reading ``game.tie=play-on`` then plays on)."""
    best = max(player.score for player in state.players)
    return sum(player.score == best for player in state.players) > 1


# ---------------------------------------------------------------------------------------------------------------
# Wording
# ---------------------------------------------------------------------------------------------------------------


def _not_within(part: Cards, whole: Cards) -> str:
    """The cards of ``part`` beyond ``whole`` (empty when ``part`` is a sub-multiset of ``whole``)."""
    surplus = Counter(part.as_counter())
    surplus.subtract(whole.as_counter())
    return format_cards(kind for kind, n in surplus.items() if n > 0 for _ in range(n))


def _plural(n: int, word: str, plural: str | None = None) -> str:
    return f"{n} {word if n == 1 else plural or word + 's'}"


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"
