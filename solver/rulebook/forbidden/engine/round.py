"""Dealing, ending and scoring a round, and the end of the game (Sections 3, 7, 8, Scoring; two-player rules).

- ``forbidden.setup.deal``: the chest keeps its cards unless won and gets two new ones; each player from the
  dealer's left gets 13 cards; with two players the next four cards start the four piles
  (``forbidden.two-player.setup``); the rest is the draw pile. The player on the dealer's left starts.
- ``forbidden.round.scoring``: after a Cheng the Cheng player scores the hand engine's Cheng score and every other
  player the non-Cheng score; readings ``monkey.power`` and ``treasure.won`` add their effects. After an empty draw
  pile, ``draw.exhausted`` decides (nobody scores, or everybody scores as a non-Cheng player).
- ``forbidden.cheng.mistake``: a turn lost for a mistaken Cheng is skipped when it comes; whether it is lost in
  the next round when the round ends first is reading ``mistake.next-round``.
- ``forbidden.game.end``: a total at or above 200 (150 with two players) ends the game; when the highest total is
  shared, reading ``game.tie`` decides (the tied players share the win, or play goes on).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import cache
from typing import Any

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, EMPEROR, FORBIDDEN, KIND_INDEX, MONKEY, Cards
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import (
    CHEST_PER_DEAL,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TWO_PLAYER_FORBIDDEN_REMOVED,
    TWO_PLAYER_PILES,
    Pile,
    Player,
    RoundResult,
    State,
    evolve,
    piles_per_player,
    plays_two_player_rules,
    winning_total,
)

CHEST_POINTS_PER_CARD = 5
"""``treasure.won=cheng-player``: points per chest card for the Cheng player (a guess; no source says)."""
MONKEY_MULTIPLIER = 2


@cache
def hand_engine(reading: Reading) -> Engine:
    """The hand engine answering completeness and scores under ``reading`` (built once per reading)."""
    return Engine(reading)


def deck(players: int, two_player_rules: bool = True) -> Counter[str]:
    """The cards in play: the 100-card deck, less three Forbidden cards in the two-player game."""
    cards = Counter(DECK_COPIES)
    if players == MIN_PLAYERS and two_player_rules:
        cards[FORBIDDEN] -= TWO_PLAYER_FORBIDDEN_REMOVED
    return cards


def shuffled(cards: Counter[str], seed: int) -> tuple[str, ...]:
    """The cards in a random order, the same for the same seed."""
    order = [kind for kind in ALL_KINDS for _ in range(cards[kind])]  # in deck order
    random.Random(seed).shuffle(order)
    return tuple(order)


def deal(
    scores: tuple[int, ...],
    dealer: int,
    chest: Cards,
    order: tuple[str, ...],
    round_number: int,
    two_player_rules: bool = True,
) -> State:
    """The first state of a round dealt by ``dealer`` from ``order`` onto the kept ``chest``.

    ``two_player_rules``: with two players, deal the TWO PLAYER RULES' game (reading ``variant.two-player``).
    """
    players = len(scores)
    expected = deck(players, two_player_rules) - Counter(chest.as_counter())
    if Counter(order) != expected:
        missing = expected - Counter(order)
        extra = Counter(order) - expected
        problems = [f"missing {' '.join(sorted(missing.elements()))}" if missing else ""]
        problems.append(f"not in play {' '.join(sorted(extra.elements()))}" if extra else "")
        raise InputError(
            "a deal names every card not kept in the Treasure Chest exactly once: "
            + "; ".join(p for p in problems if p)
        )
    needed = cards_needed(players, two_player_rules)
    if len(order) < needed:
        raise InputError(f"a deal needs {needed} cards outside the Treasure Chest, not {len(order)}")
    position = CHEST_PER_DEAL
    new_chest = chest + _cards_of(order[:position])
    hands: dict[int, Cards] = {}
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        hands[seat] = _cards_of(order[position : position + HAND_SIZE])
        position += HAND_SIZE
    per_player = piles_per_player(players, two_player_rules)
    piles: dict[int, tuple[Pile, ...]] = {seat: (Pile(),) * per_player for seat in range(players)}
    if per_player == TWO_PLAYER_PILES:
        for seat in (dealer, (dealer + 1) % players):
            piles[seat] = (Pile((order[position],)), Pile((order[position + 1],)))
            position += 2
    return State(
        players=tuple(Player(hand=hands[p], piles=piles[p], score=scores[p]) for p in range(players)),
        draw_pile=order[position:],
        chest=new_chest,
        dealer=dealer,
        turn=(dealer + 1) % players,
        phase="start",
        round=round_number,
    )


def _cards_of(tokens: tuple[str, ...]) -> Cards:
    """The multiset of the card ``tokens`` (known cards: :func:`deal` checked them)."""
    counts = [0] * len(ALL_KINDS)
    for token in tokens:
        counts[KIND_INDEX[token]] += 1
    return Cards(tuple(counts))


def new_game(players: int, seed: int, reading: Reading = DEFAULT) -> State:
    """A new game: player 0 deals the first round from a deck shuffled with ``seed``.

    With two players, the TWO PLAYER RULES' game unless ``reading`` says ``variant.two-player=no``.
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(f"FORBIDDEN is played by 2 to 4 players, not {players}")
    rules = reading.variant_two_player == "yes"
    return deal((0,) * players, 0, Cards.empty(), shuffled(deck(players, rules), seed), 1, rules)


def cards_needed(players: int, two_player_rules: bool = True) -> int:
    """Cards a deal needs outside the chest.

    13 per player, two new chest cards, four pile cards in the two-player game, and one card to draw.
    """
    per_player = piles_per_player(players, two_player_rules)
    pile_cards = per_player * players if per_player == TWO_PLAYER_PILES else 0
    return HAND_SIZE * players + CHEST_PER_DEAL + pile_cards + 1


def chest_overflows(state: State) -> bool:
    """Whether the chest, if kept, leaves too few cards for the next deal (reading ``treasure.overflow``)."""
    rules = plays_two_player_rules(state)
    outside = sum(deck(state.player_count, rules).values()) - len(state.chest)
    return outside < cards_needed(state.player_count, rules)


def kept_chest(state: State) -> Cards:
    """The chest cards kept out of the next deal: none when it was won or overflows, else all of them."""
    won = state.result is not None and state.result.chest_won
    return Cards.empty() if won or chest_overflows(state) else state.chest


def next_deal(state: State, order: tuple[str, ...]) -> State:
    """The next round (``forbidden.round.next-deal``): the deal passes left.

    The chest is kept unless it was won or would leave too few cards to deal (``treasure.overflow``).
    """
    assert state.result is not None
    chest = kept_chest(state)
    scores = tuple(player.score for player in state.players)
    dealer = (state.dealer + 1) % state.player_count
    return deal(scores, dealer, chest, order, state.round + 1, plays_two_player_rules(state))


def carry_lost_turns(dealt: State, ended: State, reading: Reading) -> State:
    """The new round ``dealt`` after the round ``ended``, with turns owed for a mistaken Cheng (Section 7, PENALTY).

    Under ``mistake.next-round=lapses`` a new deal starts every player afresh, so ``dealt`` is unchanged. Under
    ``carries`` every player keeps the turn still owed, and the first turn passes over them
    (:func:`skip_lost_turns`).
    """
    if reading.mistake_next_round == "lapses":
        return dealt
    owed = tuple(
        replace(new, skip_next_turn=old.skip_next_turn) for new, old in zip(dealt.players, ended.players, strict=True)
    )
    return skip_lost_turns(replace(dealt, players=owed), dealt.turn)


def skip_lost_turns(state: State, to: int, **changes: Any) -> State:
    """The turn goes to player ``to``, or past them to the left while players owe a lost turn (Section 7, PENALTY).

    Each skipped player's flag is cleared, since the lost turn is used up; with every player owing one, each loses
    it once and ``to`` plays. ``changes``: other fields of the state to change with the turn.
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
    return evolve(state, turn=to, **changes)


def _query(player: Player, hand: Cards) -> HandQuery:
    return HandQuery(hand, tuple(s.cards for s in player.laid), player.table_forbidden)


def round_scores(state: State, cheng_player: int | None, reading: Reading) -> tuple[tuple[int, ...], bool]:
    """Every player's score for the round ending in ``state``, and whether the chest was won."""
    engine = hand_engine(reading)
    hands = [player.hand for player in state.players]
    monkey_taker = None
    if reading.monkey_power == "takes-emperor":
        holder = next((p for p, hand in enumerate(hands) if hand.has(MONKEY)), None)
        victim = next((p for p, hand in enumerate(hands) if hand.has(EMPEROR)), None)
        if holder is not None and victim is not None and victim != holder:
            emperor = Cards.from_counter({EMPEROR: 1})
            hands[victim] = hands[victim] - emperor
            hands[holder] = hands[holder] + emperor
            monkey_taker = holder
    if cheng_player is None and reading.draw_exhausted == "void":
        return (0,) * state.player_count, False
    scores = []
    chest_won = cheng_player is not None and reading.treasure_won == "cheng-player"
    for p, player in enumerate(state.players):
        if p == cheng_player:
            score = engine.cheng_score(_query(player, hands[p]))
            if score is None:  # the Monkey took the Emperor that the Cheng relied on: score as a non-Cheng hand
                score = engine.other_score(_query(player, hands[p]))
            if chest_won:
                score += CHEST_POINTS_PER_CARD * len(state.chest)
        else:
            score = engine.other_score(_query(player, hands[p]))
        if p == monkey_taker:
            score *= MONKEY_MULTIPLIER
        scores.append(score)
    return tuple(scores), chest_won


def end_round(state: State, cheng_player: int | None, reading: Reading) -> State:
    """Score the round and move to ``round-over``, or ``game-over`` when a total reaches the winning total."""
    scores, chest_won = round_scores(state, cheng_player, reading)
    players = tuple(replace(player, score=player.score + s) for player, s in zip(state.players, scores, strict=True))
    target = winning_total(state.player_count, plays_two_player_rules(state))
    over = any(player.score >= target for player in players)
    if over and reading.game_tie == "play-on" and len(winners_of(players)) > 1:
        over = False  # forbidden.game.end, game.tie=play-on: nobody alone has the highest total yet
    if reading.treasure_overflow == "game-ends" and not chest_won and chest_overflows(state):
        over = True  # forbidden.game.end: the next deal cannot be made
    result = RoundResult("cheng" if cheng_player is not None else "draw-pile-empty", cheng_player, scores, chest_won)
    return replace(state, players=players, phase="game-over" if over else "round-over", claim=None, result=result)


def winners(state: State) -> tuple[int, ...]:
    """The players with the highest total (``forbidden.game.end``); everyone shares a tie (``game.tie=share``)."""
    return winners_of(state.players)


def winners_of(players: tuple[Player, ...]) -> tuple[int, ...]:
    """The seats of the players with the highest total."""
    best = max(player.score for player in players)
    return tuple(p for p, player in enumerate(players) if player.score == best)


DECIDED_BY: dict[str, object] = {
    "forbidden.setup.deal": deal,
    "forbidden.two-player.setup": deal,
    "forbidden.round.scoring": round_scores,
    "forbidden.round.next-deal": next_deal,
    "forbidden.game.end": winners,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""
