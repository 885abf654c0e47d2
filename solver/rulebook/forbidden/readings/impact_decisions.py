"""How often does a reading decide something in play? Positions of simulated games judged under both readings.

:func:`~rulebook.forbidden.readings.impact.game_impact` plays each game under each reading and compares the endings, so
it
counts the butterfly effect too: once the random policy's choices diverge, the two games have nothing in common.
This module keeps one game: it is played under the first reading, and at every position the engine also answers
under the second — the legal actions, and the state the chosen action leads to (a round's scores, a deal, a
block's effect). A position where the answers differ is one where the reading decides something that actually
occurred. Reported with 95 % Wilson intervals: the share of actions, of rounds and of games with such a position.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from rulebook.core.simulation_runs import RunPlace, play_seeds
from rulebook.core.stats import Proportion, proportion
from rulebook.forbidden.actions import Action, Deal
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.simulate import (
    OVER,
    SEED_BOUND,
    choose_random,
    game_seeds,
    seeded_deal,
)
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.impact import describe_difference, difference
from rulebook.forbidden.state import State


@dataclass(frozen=True)
class DecisionImpact:
    """Shares of actions, rounds and games in which the two readings answer a position of play differently."""

    base: dict[str, str]
    other: dict[str, str]
    opening: str
    """The start of every report line, naming the readings: ``Under claim.wild=no (instead of yes)``."""
    design: str
    actions: Proportion
    rounds: Proportion
    games: Proportion

    def describe(self) -> list[str]:
        """The result as report lines."""
        opening = self.opening
        return [
            f"Sample: {self.design}.",
            f"{opening}, {self.actions.describe('actions')} of the actions meet a position the readings judge "
            "differently (legal actions, or what the action does).",
            f"{opening}, {self.rounds.describe('rounds')} of the rounds hold such a position.",
            f"{opening}, {self.games.describe('games')} of the games hold such a position.",
        ]

    def as_json(self) -> dict[str, Any]:
        """The result as one JSON object."""
        return {
            "base": self.base,
            "other": self.other,
            "design": self.design,
            "actions": self.actions.as_json(),
            "rounds": self.rounds.as_json(),
            "games": self.games.as_json(),
        }


def judged_differently(state: State, action: Action, base: Reading, other: Reading) -> bool:
    """Whether ``other`` answers differently at ``state``: other legal actions, or ``action`` does something else."""
    if not isinstance(action, Deal):
        legal = set(engine_play.legal_actions(state, base))
        if legal != set(engine_play.legal_actions(state, other)):
            return True
    after = engine_play.apply(state, action, base)
    try:
        return after != engine_play.apply(state, action, other)
    except engine_play.IllegalActionError:
        return True


def judge_batch(players: int, base: Reading, other: Reading, max_rounds: int, seeds: Sequence[int]) -> Counter[str]:
    """The games of ``seeds`` played under ``base``, every position judged under ``other`` too: one batch's counts."""
    actions = differing_actions = rounds = differing_rounds = differing_games = 0
    for game_seed in seeds:
        rng = random.Random(game_seed)
        state = engine_play.new_game(players, rng.randrange(SEED_BOUND), base)
        round_differs = game_differs = False
        played = 0
        while state.phase != "game-over":
            if state.phase == "round-over":
                if played >= max_rounds:
                    break
                action: Action = seeded_deal(state, rng.randrange(SEED_BOUND))
            else:
                action = choose_random(state, engine_play.legal_actions(state, base), rng, base)
            differs = judged_differently(state, action, base, other)
            actions += 1
            differing_actions += differs
            round_differs |= differs
            after = engine_play.apply(state, action, base)
            if after.phase in OVER and state.phase not in OVER:
                rounds += 1
                played += 1
                differing_rounds += round_differs
                game_differs |= round_differs
                round_differs = False
            state = after
        differing_games += game_differs or round_differs
    return Counter(
        actions=actions,
        differing_actions=differing_actions,
        rounds=rounds,
        differing_rounds=differing_rounds,
        differing_games=differing_games,
    )


def decision_impact(
    base: Reading,
    other: Reading,
    games: int,
    players: int = 4,
    seed: int = 0,
    progress: bool = False,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    place: RunPlace | None = None,
) -> DecisionImpact:
    """Play ``games`` seeded games under ``base`` (random policy) and judge every position under ``other`` too.

    The games are those of :func:`~rulebook.forbidden.engine.simulate.play_game` with the same seeds (the same deals and
    choices), so the figures describe positions that random play actually reaches.
    """
    counted: Counter[str] = Counter()
    play = partial(judge_batch, players, base, other, max_rounds)
    play_seeds(play, game_seeds(seed, games), counted.update, place or RunPlace(progress=progress))
    design = (
        f"{games:,} games of {players} players played under the base reading (random policy, game seeds from seed "
        f"{seed}), every position also judged under the other"
    )
    return DecisionImpact(
        base=base.changed(),
        other=other.changed(),
        opening=describe_difference(difference(base, other), base.changed()),
        design=design,
        actions=proportion(counted["differing_actions"], counted["actions"]),
        rounds=proportion(counted["differing_rounds"], counted["rounds"]),
        games=proportion(counted["differing_games"], games),
    )


__all__ = ["DecisionImpact", "decision_impact", "judge_batch", "judged_differently"]
