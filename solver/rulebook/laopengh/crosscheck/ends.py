"""The end of the game, Z3 model against engine: who wins when a round closes, in random games.

Rule ``laopengh.end.winners`` under its default reading ``end.when=round-end``: once a round's cards are all placed
and nothing is open to accusation, the game ends if a player holds no cards, and every such player wins. Seeded
random games are played by the engine (:mod:`rulebook.laopengh.engine.play`, random legal actions); at every such
moment the engine's state (over or not, and its winners) is compared with the model's winners of the hand sizes
(:func:`rulebook.laopengh.model.end.winners`): the game is over exactly when the model names a winner, and with
the same winners.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import State

EndCase = tuple[tuple[int, ...], tuple[int, ...], str]
"""The hand sizes when a round closes, the engine's winners (none while the game goes on), and the game's seed."""
WinnersFunction = Callable[[Sequence[int]], tuple[int, ...]]
ROUNDS_CAP = 60


def model_winners(hand_sizes: Sequence[int]) -> tuple[int, ...]:
    """``rulebook.laopengh.model.end.winners``."""
    from rulebook.laopengh.model.end import winners

    return winners(hand_sizes)


def _closed(state: State) -> bool:
    """A round's cards are all placed and nothing is open to accusation (the next round has not begun)."""
    return state.phase == "reveal" and not state.open and all(card is None for card in state.revealed)


def end_cases(games: int, seed: int) -> Iterator[EndCase]:
    """Every moment a round closes, and every game's end, in ``games`` random games under the default reading."""
    from rulebook.laopengh.engine.play import apply, legal_actions, new

    reading = Reading()
    for game in range(games):
        rng = random.Random(f"laopengh-ends:{seed}:{game}")
        label = f"game {seed}:{game}"
        state = new(rng.randint(2, 6), rng.randrange(2**32), reading)
        while state.round <= ROUNDS_CAP:
            sizes = tuple(len(hand) for hand in state.hands)
            if state.phase == "over":
                yield sizes, state.winners, label
                break
            if _closed(state):
                yield sizes, (), label
            actions = legal_actions(state, reading)
            if not actions:
                break
            state = apply(state, rng.choice(actions), reading)


@dataclass(frozen=True)
class EndComparison:
    """One closed round: the model's winners of the hand sizes against the engine's."""

    model: WinnersFunction = field(default=model_winners)

    def __call__(self, case: EndCase) -> list[Disagreement]:
        """The disagreement on one closed round, if the winners differ."""
        sizes, by_engine, label = case
        try:
            by_model: object = tuple(self.model(sizes))
        except Exception as error:  # an encoding that fails disagrees with one that answers
            by_model = f"{type(error).__name__}: {error}"
        if by_model == tuple(by_engine):
            return []
        text = f"{label}: hand sizes {list(sizes)} when the round closes"
        return [Disagreement(sum(sizes), text, "winners", str(by_model), str(tuple(by_engine)))]


__all__ = ["EndCase", "EndComparison", "end_cases", "model_winners"]
