"""The legal actions of a turn, from the model's combination and scoring constraints.

Rulebook "Course of Play", "Exposing a Combination", "Tien Zi Que" Cards, "End of the Round" and its first optional
rule.

A turn has two steps (the phases of :mod:`rulebook.tzq.state`):

* phase ``start`` (rule ``tzq.turn.actions``) — ``draw``, the top card of the draw pile, is always open (Draw and
  Make a Pung both begin with it). ``chow X`` is open for a card X the player may take from the discard pile: its
  top card, or either of the two top cards when the previous turn discarded two (a combination's), when the five
  cards in hand and X make a combination that includes X — never for a Tien Zi Que card, which has just been
  discarded (rule ``tzq.combination.joker``; the combination model refuses it). Under
  ``mahjong.minimum=two-points`` a Chow is open only when one of its combinations may then be exposed.
* phase ``drawn`` — ``discard X`` for each kind in hand (ending the Draw), or ``combine A B C keep K`` for each
  combination of three of the six cards and each kind K among them (the Pung; K goes to the score pile); under
  ``pung.drawn-card=must-include`` only the combinations that include the card drawn (the state's ``drawn``).
* phase ``taken`` — ``combine A B C keep K`` for each combination of the six cards that includes the card taken.
* Rule ``tzq.turn.one-combination``: a combine action exposes one combination of three cards, however many the six
  cards hold (the combination model's solutions are single combinations).
* Rule ``tzq.round.mahjong``: a combine that would be the player's fifth combination makes Mah-jong; under
  ``mahjong.minimum=two-points`` it is open only when the score pile it leaves scores at least two points (the
  scoring model's ``mahjong_allowed``).
* Phases ``round-over`` and ``game-over``: no action of a turn.

Every decision is a question to the combination or the scoring solver; this module never uses the engine.
"""

from __future__ import annotations

from rulebook.tzq.cards import ALL_KINDS, SCORE_PILE_SIZE, Cards, format_cards
from rulebook.tzq.model.combinations import combination_cards
from rulebook.tzq.model.score import mahjong_allowed
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import State

TURN_ACTIONS = "tzq.turn.actions"
ONE_COMBINATION = "tzq.turn.one-combination"
MAHJONG = "tzq.round.mahjong"
ACTION_RULES: tuple[str, ...] = (TURN_ACTIONS, ONE_COMBINATION, MAHJONG)

CHOW_CHOICES_AFTER_A_COMBINATION = 2
"""'It may be that on the previous Turn, two cards were discarded': the two may be taken, either of them."""


def chow_candidates(state: State) -> tuple[str, ...]:
    """The cards the player may take from the discard pile: those the previous turn put there, top first.

    The top card after a Draw, either of the top two after a combination; none at a round's start
    (``last_discarded`` is 0 and the discard pile empty).
    """
    reach = min(state.last_discarded, CHOW_CHOICES_AFTER_A_COMBINATION, len(state.discard_pile))
    return tuple(dict.fromkeys(reversed(state.discard_pile[len(state.discard_pile) - reach :])))


def start_actions(state: State, reading: Reading) -> list[str]:
    """Phase ``start``: draw, and each Chow after which a combination including its card may be exposed.

    A Chow is taking the card *and* making the combination (rule ``tzq.turn.actions``), so under
    ``mahjong.minimum=two-points`` a Chow whose every combination would be a fifth one scoring under two points is
    not open either.
    """
    hand, pile = state.active.hand, state.active.score_pile
    actions = ["draw"]
    for card in chow_candidates(state):
        if _combines(hand + Cards.of([card]), pile, card, reading):
            actions.append(f"chow {card}")
    return actions


def combine_actions(state: State, taken: str | None, reading: Reading) -> list[str]:
    """Every ``combine A B C keep K`` of the six cards in hand (each including ``taken`` after a Chow).

    After a draw the combination model is told the card drawn (the state's ``drawn``), which the reading
    ``pung.drawn-card`` may require.
    """
    drawn = state.drawn if taken is None else None
    return _combines(state.active.hand, state.active.score_pile, taken, reading, drawn)


def _combines(
    six: Cards, pile: tuple[str, ...], taken: str | None, reading: Reading, drawn: str | None = None
) -> list[str]:
    """The combine actions of ``six`` cards in hand beside the score pile ``pile``."""
    fifth = len(pile) == SCORE_PILE_SIZE - 1
    actions: list[str] = []
    for cards in combination_cards(six, taken, drawn, reading):
        for keep in (kind for kind in ALL_KINDS if cards.count(kind)):
            if fifth and not mahjong_allowed([*pile, keep], reading):
                continue
            actions.append(f"combine {format_cards(cards)} keep {keep}")
    return actions


def legal_actions(state: State, reading: Reading = DEFAULT) -> tuple[str, ...]:
    """The sorted texts of every legal action of the player whose turn it is in ``state`` (none once a round is over).

    Sorted as plain texts, like the engine's answers are compared.
    """
    if state.phase == "start":
        actions = start_actions(state, reading)
    elif state.phase == "drawn":
        discards = [f"discard {kind}" for kind in ALL_KINDS if state.active.hand.count(kind)]
        actions = discards + combine_actions(state, None, reading)
    elif state.phase == "taken":
        actions = combine_actions(state, state.taken, reading)
    else:
        actions = []
    return tuple(sorted(set(actions)))


__all__ = ["ACTION_RULES", "chow_candidates", "legal_actions"]
