"""The impacts ``rulebook diff forbidden`` measures on simulated games, from one play of each game per reading.

Asked one at a time, :func:`~rulebook.forbidden.readings.impact.round_impact`,
:func:`~rulebook.forbidden.readings.impact_decisions.decision_impact` and
:func:`~rulebook.forbidden.readings.impact.game_impact` each play the same seeded games under the base reading:
three plays of every game where one holds everything they look at. Here each game is played once under the base
reading, watched by the round rescorer (each round's final cards rescored under the other reading) and the judge
(every position answered under the other reading too), and once under the other reading for its final totals.
The figures are the three functions' own, to the count (``tests/forbidden/test_impact_games.py``); the plays are
two a game instead of four.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rulebook.core.play.simulation_runs import RunPlace, play_seeds
from rulebook.core.play.tallies import add_tallies
from rulebook.forbidden.actions import Action
from rulebook.forbidden.engine.simulate import PlayCounts, run_seeds
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.impact import (
    Rescorer,
    check_games,
    check_rescorable,
    count_endings,
    game_impact_of,
    play_random_game,
    round_impact_of,
)
from rulebook.forbidden.readings.impact_decisions import Judge, decision_impact_of
from rulebook.forbidden.state import State


@dataclass
class Watchers(PlayCounts):
    """Every watcher of one game told of each action in turn (the game's own counts are theirs, not these)."""

    watchers: list[PlayCounts] = field(default_factory=list)

    def count(self, before: State, action: Action, after: State, legal: Sequence[Action] | None = None) -> None:
        """Tell each watcher that ``action`` took ``before`` to ``after`` (among ``legal``, as the game listed them)."""
        for watcher in self.watchers:
            watcher.count(before, action, after, legal)


@dataclass
class GameParts:
    """One batch's counts: the rescorer's (when rounds are rescored), the judge's, and the changed endings."""

    rescorer: Rescorer | None
    judge: Judge
    endings: Counter[str]


def play_batch(
    players: int, base: Reading, other: Reading, max_rounds: int, rescore: bool, seeds: Sequence[int]
) -> GameParts:
    """The games of ``seeds``: each played under ``base`` with the watchers, then under ``other`` for its totals."""
    rescorer = Rescorer(other=other) if rescore else None
    judge = Judge(base=base, other=other)
    watchers = Watchers(watchers=[judge] if rescorer is None else [rescorer, judge])
    endings: Counter[str] = Counter(winner=0, totals=0)
    for game_seed in seeds:
        base_game = play_random_game(players, game_seed, base, max_rounds, watchers)
        judge.finish_game()
        count_endings(endings, base_game, play_random_game(players, game_seed, other, max_rounds))
    return GameParts(rescorer, judge, endings)


def game_play_impacts(
    base: Reading,
    other: Reading,
    games: int,
    players: int = 4,
    seed: int = 0,
    *,
    rounds: bool,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    place: RunPlace | None = None,
) -> dict[str, Any]:
    """``rounds`` (when asked), ``decisions`` and ``games``: the three impacts of ``games`` seeded games, as reports.

    Each report is the one its own function gives for the same arguments; ``rounds`` only for readings a finished
    round can be rescored under (:func:`~rulebook.forbidden.readings.impact.check_rescorable`, refused otherwise).
    """
    check_games(games, players, max_rounds)
    if rounds:
        check_rescorable(base, other)
    total = GameParts(Rescorer(other=other) if rounds else None, Judge(base=base, other=other), Counter())

    def merge(part: GameParts) -> None:
        if total.rescorer is not None and part.rescorer is not None:
            add_tallies(total.rescorer, part.rescorer, settings=("other",))
        add_tallies(total.judge, part.judge, settings=Judge.SETTINGS)
        total.endings.update(part.endings)

    play = partial(play_batch, players, base, other, max_rounds, rounds)
    play_seeds(play, run_seeds(seed, games), merge, place or RunPlace())
    found: dict[str, Any] = {}
    if total.rescorer is not None:
        found["rounds"] = round_impact_of(total.rescorer, base, games, players, seed, max_rounds)
    found["decisions"] = decision_impact_of(total.judge, games, players, seed)
    found["games"] = game_impact_of(total.endings, base, other, games, players, seed, max_rounds)
    return found


__all__ = ["GameParts", "Watchers", "game_play_impacts", "play_batch"]
