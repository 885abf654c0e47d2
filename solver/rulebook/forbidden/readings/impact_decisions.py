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

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rulebook.core.play.simulation_runs import RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.forbidden.actions import Action, Deal
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.simulate import OVER, PlayCounts, run_seeds
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.impact import describe_difference, difference, play_random_game
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


def judged_differently(
    state: State,
    action: Action,
    base: Reading,
    other: Reading,
    after: State | None = None,
    legal: Sequence[Action] | None = None,
) -> bool:
    """Whether ``other`` answers differently at ``state``: other legal actions, or ``action`` does something else.

    ``after`` is what ``action`` leads to under ``base``, and ``legal`` the legal actions at ``state`` under
    ``base``, when the caller has them already (the game being played).
    """
    if not isinstance(action, Deal):
        listed = legal if legal is not None else engine_play.legal_actions(state, base)
        if set(listed) != set(engine_play.legal_actions(state, other)):
            return True
    if after is None:
        after = engine_play.apply(state, action, base)
    try:
        return after != engine_play.apply(state, action, other)
    except engine_play.IllegalActionError:
        return True


@dataclass
class Judge(PlayCounts):
    """Play statistics that also judge every position under a second reading, and count where it answers otherwise.

    Given as ``counts`` to :func:`~rulebook.forbidden.engine.simulate.play_game` of a game played under ``base``;
    :meth:`finish_game` closes each game. A round holds such a position if one of its actions does; a game, if one
    of its rounds (or the round left unfinished at the round limit) does.
    """

    base: Reading = field(default_factory=Reading)
    other: Reading = field(default_factory=Reading)
    differing_actions: int = 0
    rounds: int = 0
    differing_rounds: int = 0
    differing_games: int = 0
    round_differs: int = 0
    game_differs: int = 0
    """The open round's and game's flags (0 or 1), cleared by :meth:`finish_game`, so 0 between games."""

    SETTINGS = ("base", "other")
    """The fields that are the run's, not tallies (:func:`~rulebook.core.play.tallies.add_tallies`)."""

    def count(self, before: State, action: Action, after: State, legal: Sequence[Action] | None = None) -> None:
        """Count ``action`` (which took ``before`` to ``after`` under ``base``) and judge it under ``other``."""
        super().count(before, action, after, legal)
        differs = judged_differently(before, action, self.base, self.other, after, legal)
        self.differing_actions += differs
        self.round_differs |= differs
        if after.phase in OVER and before.phase not in OVER:
            self.rounds += 1
            self.differing_rounds += self.round_differs
            self.game_differs |= self.round_differs
            self.round_differs = 0

    def finish_game(self) -> None:
        """Close the game just played: count it if any of its positions was judged differently."""
        self.differing_games += self.game_differs | self.round_differs
        self.round_differs = self.game_differs = 0


def judge_batch(players: int, base: Reading, other: Reading, max_rounds: int, seeds: Sequence[int]) -> Judge:
    """The games of ``seeds`` played under ``base``, every position judged under ``other`` too: one batch's counts."""
    judge = Judge(base=base, other=other)
    for game_seed in seeds:
        play_random_game(players, game_seed, base, max_rounds, judge)
        judge.finish_game()
    return judge


def decision_impact_of(judge: Judge, games: int, players: int, seed: int) -> DecisionImpact:
    """The report of ``games`` games' :class:`Judge` counts (seeds from ``seed``)."""
    design = (
        f"{games:,} games of {players} players played under the base reading (random policy, game seeds from seed "
        f"{seed}), every position also judged under the other"
    )
    return DecisionImpact(
        base=judge.base.changed(),
        other=judge.other.changed(),
        opening=describe_difference(difference(judge.base, judge.other), judge.base.changed()),
        design=design,
        actions=proportion(judge.differing_actions, judge.actions),
        rounds=proportion(judge.differing_rounds, judge.rounds),
        games=proportion(judge.differing_games, games),
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
    judge = Judge(base=base, other=other)
    play = partial(judge_batch, players, base, other, max_rounds)
    merge = partial(add_tallies, judge, settings=Judge.SETTINGS)
    play_seeds(play, run_seeds(seed, games), merge, place or RunPlace(progress=progress))
    return decision_impact_of(judge, games, players, seed)


__all__ = ["DecisionImpact", "Judge", "decision_impact", "decision_impact_of", "judge_batch", "judged_differently"]
