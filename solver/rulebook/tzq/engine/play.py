"""Tien Zi Que play — the engine: the legal actions of a state and what each action does.

Rulebook "Course of Play", "Exposing a Combination", "Exhausted Draw Pile", "End of the Round", "Optional Rules".

A turn has two steps (phases of :mod:`rulebook.tzq.state`):

- ``start``: ``draw`` takes the top card of the draw pile (it begins both a Draw and a Make a Pung; always legal),
  or ``chow X`` takes X from the discard pile — its top card, or either of the two top cards when the previous
  turn discarded two — when X is not a joker (a just-discarded joker makes nothing, ``tzq.combination.joker``)
  and a combination including X can then be made (rule ``tzq.turn.actions``).
- ``drawn`` (six cards, the one drawn recorded as ``drawn``): ``discard X`` ends a Draw; ``combine A B C keep K``
  makes a Pung with any combination of the six cards, or, under reading ``pung.drawn-card=must-include``, with one
  that includes the card drawn (as a Chow's includes the card taken).
- ``taken`` (six cards): ``combine A B C keep K`` with a combination including the card taken (a Chow).

Exposing (``tzq.turn.expose``): K goes face up on the score pile, the other two cards face up on the discard pile
(the opponent may take either), the hand is refilled to five from the draw pile (``tzq.turn.hand-size``) and the
turn ends: one combination a turn (``tzq.turn.one-combination``: the phase moves on). An exhausted draw pile is
rebuilt from the discards (``tzq.draw.exhausted``, :mod:`rulebook.tzq.engine.deal`) as soon as its last card is
taken (or, under ``draw.reshuffle=when-needed``, when a card must be taken from it), or, under
``round.exhausted=drawn``, the round ends drawn at the end of the turn that emptied it.

Mah-jong (``tzq.round.mahjong``): the fifth combination wins the round at once; the winner adds the score of the
five-card score pile (:mod:`rulebook.tzq.engine.score`) to their total, and under ``mahjong.minimum=two-points``
a fifth combination is legal only when that pile scores at least 2 (a Chow is offered only when some combination
then is legal, so a turn never gets stuck). After round 4 the game is over (``tzq.game.rounds``); in
``round-over`` ``next-round`` deals the next round (no action is listed as legal there, as for ``game-over``).

>>> state = new_game(seed=1)
>>> state.phase, state.turn, len(state.players[0].hand), len(state.draw_pile)
('start', 0, 5, 44)
>>> state = apply(state, Draw())
>>> state.phase, len(state.players[0].hand)
('drawn', 6)
"""

from __future__ import annotations

from rulebook.core.errors import InputError
from rulebook.tzq.actions import Action, Chow, Combine, Discard, Draw, NextRound
from rulebook.tzq.cards import JOKER, KIND_INDEX, Cards
from rulebook.tzq.engine.combinations import holding, triples
from rulebook.tzq.engine.deal import new_game, next_round, take_cards
from rulebook.tzq.engine.score import score_counts
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import COMBINATIONS_TO_WIN, ROUNDS, Player, State, evolve

MINIMUM_POINTS = 2
"""The optional rule's minimum score for Mah-jong (reading ``mahjong.minimum=two-points``)."""
COMBINATION_DISCARDS = 2
"""The two cards of a combination that go on the discard pile ("Exposing a Combination")."""
_ONE: dict[str, Cards] = {}


class IllegalActionError(InputError):
    """An action the rules do not allow in the given state; the message names the rule."""


def _one(kind: str) -> Cards:
    found = _ONE.get(kind)
    if found is None:
        found = _ONE[kind] = Cards.of([kind])
    return found


def _pile_counts(pile: tuple[str, ...], extra: str) -> tuple[int, ...]:
    counts = [0] * len(KIND_INDEX)
    for card in (*pile, extra):
        counts[KIND_INDEX[card]] += 1
    return tuple(counts)


def _may_keep(player: Player, keep: str, reading: Reading) -> bool:
    """Whether keeping ``keep`` is allowed: a fifth combination needs 2 points under ``mahjong.minimum=two-points``.

    Rule ``tzq.round.mahjong``.
    """
    if reading.mahjong_minimum != "two-points" or len(player.score_pile) != COMBINATIONS_TO_WIN - 1:
        return True
    return score_counts(_pile_counts(player.score_pile, keep), reading).points >= MINIMUM_POINTS


def _combines(
    player: Player, six: Cards, including: str | None, reading: Reading, drawn: str | None = None
) -> list[Combine]:
    """Every ``combine A B C keep K`` of ``six`` cards (those including ``including``, taken by a Chow, if given).

    ``drawn``: the card a Pung drew; under ``pung.drawn-card=must-include`` the combination holds it (rule
    ``tzq.turn.actions``).
    """
    found = []
    must_hold = drawn if reading.pung_drawn_card == "must-include" else None
    for triple in holding(triples(six, including), must_hold):
        for keep in dict.fromkeys(triple):
            if _may_keep(player, keep, reading):
                found.append(Combine(triple, keep))
    return found


def chow_cards(state: State) -> tuple[str, ...]:
    """The cards a Chow may take: the top card, or the two top cards after a combination (``tzq.turn.actions``)."""
    count = min(state.last_discarded, len(state.discard_pile))
    return tuple(dict.fromkeys(state.discard_pile[len(state.discard_pile) - count :])) if count else ()


def legal_actions(state: State, reading: Reading = DEFAULT) -> tuple[Action, ...]:
    """The legal actions of ``state``, sorted by their text (question ``legal_actions``)."""
    player = state.active
    actions: list[Action] = []
    if state.phase == "start":
        actions.append(Draw())
        for card in chow_cards(state):
            if card != JOKER and _combines(player, player.hand + _one(card), card, reading):
                actions.append(Chow(card))
    elif state.phase == "drawn":
        actions += [Discard(kind) for kind in dict.fromkeys(player.hand.tokens())]
        actions += _combines(player, player.hand, None, reading, state.drawn)
    elif state.phase == "taken" and state.taken is not None:
        actions += _combines(player, player.hand, state.taken, reading)
    return tuple(sorted(actions, key=str))


def apply(state: State, action: Action, reading: Reading = DEFAULT) -> State:
    """The state after ``action``; :class:`IllegalActionError` naming the rule if it is not legal."""
    if isinstance(action, NextRound):
        if state.phase != "round-over":
            raise IllegalActionError(f"next-round: only once a round is over (phase is {state.phase})")
        return next_round(state, reading)
    if action not in legal_actions(state, reading):
        raise IllegalActionError(_why_illegal(state, action, reading))
    if isinstance(action, Draw):
        return _draw(state, reading)
    if isinstance(action, Chow):
        return _chow(state, action.card)
    if isinstance(action, Discard):
        return _discard(state, action.card, reading)
    assert isinstance(action, Combine)
    return _combine(state, action, reading)


def _why_illegal(state: State, action: Action, reading: Reading) -> str:
    """A message naming why ``action`` is not legal in ``state``."""
    text = str(action)
    if state.phase in ("round-over", "game-over"):
        return f"{text}: the round is over (phase {state.phase}); no turn is being played"
    expected = {"start": "draw or chow X", "drawn": "discard X or combine", "taken": "combine with the card taken"}
    if isinstance(action, Draw | Chow) and state.phase != "start":
        return f"{text}: a turn takes one card, at its start (tzq.turn.actions); now: {expected[state.phase]}"
    if isinstance(action, Discard) and state.phase != "drawn":
        return f"{text}: only a Draw ends with a discard (tzq.turn.actions); now: {expected[state.phase]}"
    if isinstance(action, Combine) and state.phase == "start":
        return f"{text}: first take a card, by draw or chow (tzq.turn.actions)"
    if isinstance(action, Chow):
        if action.card not in chow_cards(state):
            return (
                f"{text}: a Chow takes the top card of the discard pile, or one of the two a combination just put"
                " there (tzq.turn.actions)"
            )
        if action.card == JOKER:
            return f"{text}: a Tien Zi Que card that has just been discarded may not be used (tzq.combination.joker)"
        return f"{text}: no combination can be made with {action.card} (tzq.turn.actions)"
    if isinstance(action, Discard):
        return f"{text}: {action.card} is not in the hand"
    assert isinstance(action, Combine)
    hand = state.active.hand
    if any(hand.count(kind) < action.cards.count(kind) for kind in action.cards):
        return f"{text}: the hand does not hold {' '.join(action.cards)}"
    if not triples(Cards.of(action.cards)):
        return (
            f"{text}: {' '.join(action.cards)} is no run or triplet"
            " (tzq.combination.run, tzq.combination.triplet, tzq.combination.joker)"
        )
    if state.phase == "taken" and state.taken not in action.cards:
        return f"{text}: a Chow's combination must include the card taken, {state.taken} (tzq.turn.actions)"
    if state.phase == "drawn" and reading.pung_drawn_card == "must-include" and state.drawn not in action.cards:
        return (
            f"{text}: a Pung's combination must include the card drawn, {state.drawn}"
            " (tzq.turn.actions, reading pung.drawn-card=must-include)"
        )
    return f"{text}: a fifth combination needs a score pile worth at least {MINIMUM_POINTS} points (tzq.round.mahjong)"


def _set_active(state: State, player: Player, **changes: object) -> State:
    players = (player, state.players[1]) if state.turn == 0 else (state.players[0], player)
    return evolve(state, players=players, **changes)


def _at_once(reading: Reading) -> bool:
    """Whether a draw pile emptied by its last card is rebuilt at once (``tzq.draw.exhausted``, ``draw.reshuffle``)."""
    return reading.round_exhausted == "reshuffle" and reading.draw_reshuffle == "when-emptied"


def _draw(state: State, reading: Reading) -> State:
    """Take the top card of the draw pile, reshuffling an empty one first (``tzq.draw.exhausted``).

    A draw pile still empty at a turn's start after a combination (``last_discarded`` 2) was exhausted while that
    combination's player refilled the hand — the refill took its last cards and, under
    ``draw.reshuffle=when-needed``, the rebuild waited for this Draw — so the rebuild leaves the two cards that
    combination discarded on the discard pile ("rebuilt from the discarded cards minus the two cards discarded at
    the end of the Combination").
    """
    exhausted_in_a_refill = not state.draw_pile and state.last_discarded == COMBINATION_DISCARDS
    state, cards = take_cards(state, 1, COMBINATION_DISCARDS if exhausted_in_a_refill else 0, True, _at_once(reading))
    player = state.active
    return _set_active(
        state, evolve(player, hand=player.hand + _one(cards[0])), phase="drawn", last_discarded=0, drawn=cards[0]
    )


def _chow(state: State, card: str) -> State:
    """Take ``card`` from the top cards of the discard pile (``tzq.turn.actions``)."""
    pile = state.discard_pile
    index = max(i for i in range(len(pile) - state.last_discarded, len(pile)) if pile[i] == card)
    player = state.active
    return _set_active(
        state,
        evolve(player, hand=player.hand + _one(card)),
        discard_pile=pile[:index] + pile[index + 1 :],
        phase="taken",
        taken=card,
        last_discarded=0,
    )


def _discard(state: State, card: str, reading: Reading) -> State:
    """End a Draw: ``card`` goes face up on the discard pile; five cards stay in hand (``tzq.turn.hand-size``)."""
    player = state.active
    state = _set_active(
        state,
        evolve(player, hand=player.hand - _one(card)),
        discard_pile=(*state.discard_pile, card),
        last_discarded=1,
        drawn=None,
    )
    return _end_turn(state, reading)


def _combine(state: State, action: Combine, reading: Reading) -> State:
    """Expose a combination: keep one card, discard two, refill to five (``tzq.turn.expose``); or Mah-jong."""
    player = state.active
    hand = player.hand - Cards.of(action.cards)
    rest = list(action.cards)
    rest.remove(action.keep)
    pile = (*player.score_pile, action.keep)
    state = _set_active(
        state,
        evolve(player, hand=hand, score_pile=pile),
        discard_pile=(*state.discard_pile, *rest),
        last_discarded=2,
        taken=None,
        drawn=None,
    )
    if len(pile) == COMBINATIONS_TO_WIN:
        return _mahjong(state, reading)
    refills = reading.round_exhausted == "reshuffle"
    state, cards = take_cards(state, 2, COMBINATION_DISCARDS, refills, _at_once(reading))
    player = state.active
    state = _set_active(state, evolve(player, hand=player.hand + Cards.of(cards)))
    return _end_turn(state, reading)


def _mahjong(state: State, reading: Reading) -> State:
    """The fifth combination: the round is won and scored (``tzq.round.mahjong``)."""
    player = state.active
    points = score_counts(Cards.of(player.score_pile).counts, reading).points
    state = _set_active(state, evolve(player, total=player.total + points))
    return _round_over(state, state.turn)


def _round_over(state: State, winner: int | None) -> State:
    """The round ends; after round 4 the game is over (``tzq.game.rounds``)."""
    phase = "game-over" if state.round >= ROUNDS else "round-over"
    return evolve(state, phase=phase, winner=winner, taken=None)


def _end_turn(state: State, reading: Reading) -> State:
    """The turn passes to the opponent; under ``round.exhausted=drawn`` an emptied draw pile ends the round drawn.

    Rule ``tzq.draw.exhausted``.
    """
    if reading.round_exhausted == "drawn" and not state.draw_pile:
        return _round_over(state, None)
    return evolve(state, turn=1 - state.turn, phase="start", taken=None)


def game_winners(state: State, reading: Reading = DEFAULT) -> tuple[int, ...]:
    """The players with the highest total (``tzq.game.rounds``); equal totals: both (``game.tie=share``) or none.

    >>> tied = evolve(new_game(seed=1), players=tuple(evolve(p, total=7) for p in new_game(seed=1).players))
    >>> game_winners(tied), game_winners(tied, Reading(game_tie="no-winner"))
    ((0, 1), ())
    """
    best = max(player.total for player in state.players)
    winners = tuple(i for i, player in enumerate(state.players) if player.total == best)
    return () if len(winners) > 1 and reading.game_tie == "no-winner" else winners


def final_winners(state: State, reading: Reading = DEFAULT) -> list[int] | None:
    """The game's winners once it is over (phase ``game-over``), ``None`` before: the ``apply`` answer's field."""
    return list(game_winners(state, reading)) if state.phase == "game-over" else None


DECIDED_BY: dict[str, object] = {
    "tzq.turn.expose": _combine,
    "tzq.turn.one-combination": _combine,
    "tzq.game.rounds": game_winners,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["IllegalActionError", "apply", "chow_cards", "final_winners", "game_winners", "legal_actions", "new_game"]
