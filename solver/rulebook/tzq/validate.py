"""Whether a Tien Zi Que state can arise in a game: every problem of a position, not just the first.

:func:`violations` lists each problem as a short sentence naming its place (``players[1].hand``, ``taken``) and
:func:`check_state` refuses a state with any. The checks are about the shape of the position — where the 54 cards
are, hand and score-pile sizes, the phase and what it implies — never whether an exposed combination was valid
or an action legal (the engines' rule logic). Sections refer to the rulebook.

>>> from rulebook.tzq.engine.play import new_game
>>> violations(new_game(seed=1))
[]
"""

from __future__ import annotations

from rulebook.core.play.validation import reading_free, state_check
from rulebook.tzq.cards import ALL_KINDS, COMBINATION_SIZE, COPIES, DECK_SIZE, HAND_SIZE, SCORE_PILE_SIZE
from rulebook.tzq.state import COMBINATIONS_TO_WIN, PLAYERS, ROUNDS, State

_PLAYING = ("start", "drawn", "taken")
_OVER = ("round-over", "game-over")
_MOST_DISCARDED = 2


def violations(state: State) -> list[str]:
    """Every reason why ``state`` cannot arise in a game of Tien Zi Que; empty when it can.

    - cards (Contents; rule ``tzq.deck.cards``): every one of the 54 cards is in exactly one place — a hand, a score
      pile, the draw pile or the discard pile;
    - seats and counters (Setup, Goal of the Game): ``turn``, ``first_player`` and ``winner`` name one of the two
      players, rounds run 1 to 4, totals, the seed's reshuffle count and ``last_discarded`` are never negative;
    - hand sizes (Glossary "Hand", Exposing a Combination): five cards each at a turn's start; six for the active
      player after taking a card (phases ``drawn`` and ``taken``); once a round is over, the winner holds the
      three cards left by the fifth combination and, after a drawn round, the last player three to five (the
      draw pile ran out during the refill);
    - score piles (End of the Round): at most four cards while a round is played, five exactly for the winner
      of a round just over, fewer for everybody else;
    - the phase: ``taken`` names a card of the active player's hand exactly in phase ``taken``, ``drawn`` exactly
      in phase ``drawn`` (Course of Play, I and II: the card just taken from the draw pile); a winner only
      once a round is over, and then the winner is the player who made the last move; ``game-over`` only after
      round 4; ``last_discarded`` is 0 to 2 and no more than the discard pile holds.
    """
    problems = _cards(state)
    problems += _counters(state)
    problems += _hands(state)
    problems += _score_piles(state)
    problems += _phase(state)
    return problems


check_state = state_check(reading_free(violations))
"""Refuse a state that cannot arise in a game with one :class:`InputError` naming every problem (any reading:
the game's positions are the same under all)."""


def _cards(state: State) -> list[str]:
    """Every card in exactly one place, 54 in all (rule ``tzq.deck.cards``)."""
    counts = state.all_cards()
    problems = []
    for kind, n in zip(ALL_KINDS, counts.counts, strict=True):
        if n != COPIES[kind]:
            what = "too many" if n > COPIES[kind] else "missing"
            problems.append(f"{n} copies of {kind} in the position ({what}); the deck holds {COPIES[kind]}")
    total = len(counts)
    if total != DECK_SIZE:
        problems.append(f"the position holds {total} cards; the deck is {DECK_SIZE}")
    return problems


def _counters(state: State) -> list[str]:
    """Seats, rounds and counters in range (Setup; Goal of the Game)."""
    problems = []
    for name, value in (("turn", state.turn), ("first_player", state.first_player)):
        if value not in range(PLAYERS):
            problems.append(f"{name} is {value}; expected 0 or 1")
    if state.winner is not None and state.winner not in range(PLAYERS):
        problems.append(f"winner is {state.winner}; expected 0, 1 or none")
    if not 1 <= state.round <= ROUNDS:
        problems.append(f"round is {state.round}; a game has rounds 1 to {ROUNDS}")
    if state.reshuffles < 0:
        problems.append(f"reshuffles is {state.reshuffles}; it counts from 0")
    if not 0 <= state.last_discarded <= _MOST_DISCARDED:
        problems.append(f"last_discarded is {state.last_discarded}; a turn discards 0, 1 or 2 cards")
    elif state.last_discarded > len(state.discard_pile):
        problems.append(
            f"last_discarded is {state.last_discarded} but the discard pile holds {len(state.discard_pile)}"
        )
    for p, player in enumerate(state.players):
        if player.total < 0:
            problems.append(f"players[{p}].total is {player.total}; totals are never negative")
    return problems


def _expected_hand(state: State, p: int) -> tuple[int, int]:
    """The least and most cards player ``p`` may hold in ``state``'s phase (rule ``tzq.turn.hand-size``)."""
    active = p == state.turn
    if state.phase in ("drawn", "taken") and active:
        return HAND_SIZE + 1, HAND_SIZE + 1
    if state.phase in _OVER and active:
        if state.winner is not None:
            return HAND_SIZE + 1 - COMBINATION_SIZE, HAND_SIZE + 1 - COMBINATION_SIZE
        return HAND_SIZE + 1 - COMBINATION_SIZE, HAND_SIZE
    return HAND_SIZE, HAND_SIZE


def _hands(state: State) -> list[str]:
    """Hand sizes per phase (Glossary "Hand"; Exposing a Combination)."""
    problems = []
    for p, player in enumerate(state.players):
        least, most = _expected_hand(state, p)
        n = len(player.hand)
        if not least <= n <= most:
            expected = f"{least}" if least == most else f"{least} to {most}"
            problems.append(f"players[{p}].hand holds {n} cards; {expected} expected in phase {state.phase}")
    return problems


def _score_piles(state: State) -> list[str]:
    """At most four score-pile cards in play; five exactly for a round's winner (End of the Round)."""
    problems = []
    for p, player in enumerate(state.players):
        n = len(player.score_pile)
        is_winner = state.phase in _OVER and state.winner == p
        if is_winner and n != SCORE_PILE_SIZE:
            problems.append(f"players[{p}].score_pile holds {n} cards; the round's winner holds {SCORE_PILE_SIZE}")
        elif not is_winner and n >= COMBINATIONS_TO_WIN:
            problems.append(
                f"players[{p}].score_pile holds {n} cards; a fifth combination makes Mah-jong and ends the round"
            )
    return problems


def _phase(state: State) -> list[str]:
    """What the phase implies: the card taken or drawn, the winner, the last round."""
    problems = []
    if state.phase == "taken":
        if state.taken is None:
            problems.append("phase is taken but taken names no card")
        elif state.turn in range(PLAYERS) and state.players[state.turn].hand.count(state.taken) == 0:
            problems.append(f"taken is {state.taken} but players[{state.turn}].hand does not hold it")
    elif state.taken is not None:
        problems.append(f"taken is {state.taken} outside phase taken")
    if state.phase == "drawn":
        if state.drawn is None:
            problems.append("phase is drawn but drawn names no card")
        elif state.turn in range(PLAYERS) and state.players[state.turn].hand.count(state.drawn) == 0:
            problems.append(f"drawn is {state.drawn} but players[{state.turn}].hand does not hold it")
    elif state.drawn is not None:
        problems.append(f"drawn is {state.drawn} outside phase drawn")
    if state.winner is not None:
        if state.phase not in _OVER:
            problems.append(f"winner is {state.winner} while the round is played (phase {state.phase})")
        elif state.winner != state.turn:
            problems.append(f"winner is {state.winner} but the last move was player {state.turn}'s")
    if state.phase == "game-over" and state.round != ROUNDS:
        problems.append(f"phase is game-over in round {state.round}; a game has {ROUNDS} rounds")
    return problems


__all__ = ["check_state", "violations"]
