"""What an action leads to, as far as the rules decide it: the answer of the corpus's ``apply`` question.

Rulebook "Course of Play", "Exposing a Combination", "Exhausted Draw Pile", "End of the Round". An action's result
is the next state, but two things in it are chance, not rule: the order in which an exhausted draw pile is
reshuffled (``tzq.draw.exhausted``: the discards "are shuffled") and so which cards a refill from it brings. Any
implementation shuffles its own way, so the answer gives what every implementation that follows the rules must
agree on, and the sizes of what chance fills:

- ``phase``, ``round``, ``turn`` (whose step comes next), ``winner`` (the round's winner, ``null`` while it is
  played or when it ended drawn), both ``totals``, ``game_winners`` (once the game is over, the players who win
  it, as the encoding that answers decides under ``game.tie``; ``null`` before);
- both ``score_piles`` and the whole ``discard_pile`` (bottom card first), ``last_discarded`` (how many of its top
  cards the opponent may chow) and the card ``taken`` by a Chow. The two cards a combination puts on the discard
  pile lie there side by side, either free to take ("Exposing a Combination"), so the answer writes the top
  ``last_discarded`` cards in the deck's canonical order;
- ``hand_sizes`` and ``draw_pile_size``; ``reshuffled``: whether the action shuffled the discards into a new draw
  pile.

>>> from rulebook.tzq.engine.deal import new_game
>>> before = new_game(seed=1)
>>> outcome_json(before, before)["hand_sizes"], outcome_json(before, before)["draw_pile_size"]
([5, 5], 44)
"""

from __future__ import annotations

from typing import Any

from rulebook.tzq.cards import KIND_INDEX
from rulebook.tzq.state import State


def outcome_json(before: State, after: State, game_winners: list[int] | None = None) -> dict[str, Any]:
    """The rule-decided part of ``after``, the state an action led to from ``before`` (question ``apply``).

    ``game_winners`` is the caller's: who wins the game once ``after`` is over (a rule, so not decided here).
    """
    return {
        "phase": after.phase,
        "round": after.round,
        "turn": after.turn,
        "winner": after.winner,
        "totals": [player.total for player in after.players],
        "game_winners": game_winners,
        "score_piles": [list(player.score_pile) for player in after.players],
        "discard_pile": _discard_pile(after),
        "last_discarded": after.last_discarded,
        "taken": after.taken,
        "hand_sizes": [len(player.hand) for player in after.players],
        "draw_pile_size": len(after.draw_pile),
        "reshuffled": after.reshuffles > before.reshuffles,
    }


def _discard_pile(state: State) -> list[str]:
    """The discard pile, bottom card first, its top ``last_discarded`` cards in canonical order."""
    pile = list(state.discard_pile)
    split = len(pile) - min(state.last_discarded, len(pile))
    return pile[:split] + sorted(pile[split:], key=KIND_INDEX.__getitem__)


__all__ = ["outcome_json"]
