"""Legal actions on the states of seeded random games, Z3 model against engine.

Rules ``tzq.turn.actions``, ``tzq.combination.*`` and ``tzq.round.mahjong`` (rulebook "Course of Play").

Each game is dealt by the engine (``new_game(seed)``) and played to its end (or :data:`MAX_ACTIONS`) by a uniformly
random choice among the engine's legal actions, the next round dealt whenever a round is over; every state met is a
case, the model's sorted action texts against the engine's. A game is played under one reading of the play scope
(``mahjong.minimum`` and ``round.exhausted`` drawn at random per game, so the two-point Mah-jong minimum and drawn
rounds are played too) and random hand-scope choices, which the minimum reads through the score.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from typing import Any, get_args, get_type_hints

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.tzq.crosscheck.encodings import LegalFunction, engine_legal, model_legal
from rulebook.tzq.reading import Reading

MAX_ACTIONS = 3_000
"""A game stops here if it has not ended (a guard: random play ends a game in a few hundred actions)."""
GameCase = tuple[Any, Reading, str]
"""A state, the reading its game is played under, and where it arose (``game 7, action 41``)."""


def random_reading(rng: random.Random) -> Reading:
    """A random option of every reading key."""
    hints = get_type_hints(Reading)
    return Reading(**{item.name: rng.choice(get_args(hints[item.name])) for item in fields(Reading)})


def game_seeds(games: int, seed: int) -> list[int]:
    """The seeds of ``games`` games of a run seeded ``seed``."""
    rng = random.Random(f"tzq-games:{seed}")
    return [rng.randrange(2**31) for _ in range(games)]


def play_game(game_seed: int, reading: Reading) -> Iterator[Any]:
    """Every state of one random game, from the deal to the end (``game-over``) or :data:`MAX_ACTIONS`."""
    from rulebook.tzq.actions import NextRound
    from rulebook.tzq.engine.play import apply, legal_actions, new_game

    rng = random.Random(f"tzq-policy:{game_seed}")
    state = new_game(game_seed, first_player=game_seed % 2)
    for _ in range(MAX_ACTIONS):
        yield state
        if state.phase == "game-over":
            return
        if state.phase == "round-over":
            state = apply(state, NextRound(), reading)
            continue
        actions = legal_actions(state, reading)
        if not actions:
            return  # the engine offers nothing where the rules always offer a draw: the comparison shows it
        state = apply(state, rng.choice(actions), reading)


def game_cases(games: int, seed: int) -> Iterator[GameCase]:
    """Every state of ``games`` random games, each game under its own random reading."""
    for game_seed in game_seeds(games, seed):
        reading = random_reading(random.Random(f"tzq-reading:{game_seed}"))
        for step, state in enumerate(play_game(game_seed, reading)):
            yield state, reading, f"game {game_seed}, action {step}"


@dataclass(frozen=True)
class LegalComparison:
    """One state: the legal actions' texts by the model against the engine's (both sorted)."""

    engine: LegalFunction = field(default=engine_legal)
    model: LegalFunction = field(default=model_legal)

    def __call__(self, case: GameCase) -> list[Disagreement]:
        """The disagreement on one state, if the two lists differ."""
        state, reading, where = case
        by_engine = _answer(self.engine, state, reading)
        by_model = _answer(self.model, state, reading)
        if by_engine == by_model:
            return []
        size = len(state.players[state.turn].hand) + len(state.players[state.turn].score_pile)
        changed = ", ".join(f"{key}={value}" for key, value in reading.changed().items()) or "default"
        text = (
            f"{where} ({changed}): phase {state.phase}, hand {state.players[state.turn].hand}, "
            f"score pile {' '.join(state.players[state.turn].score_pile) or '-'}, "
            f"discard top {' '.join(state.discard_pile[-2:]) or '-'}"
        )
        return [Disagreement(size, text, "legal actions", _only(by_model, by_engine), _only(by_engine, by_model))]


def _answer(function: LegalFunction, state: Any, reading: Reading) -> Any:
    try:
        return sorted(function(state, reading))
    except Exception as error:  # an encoding that fails on a state disagrees with one that answers
        return f"{type(error).__name__}: {error}"


def _only(mine: Any, theirs: Any) -> str:
    """The actions one side lists that the other does not (or its error)."""
    if isinstance(mine, str):
        return mine
    if isinstance(theirs, str):
        return ", ".join(mine) or "none"
    extra = [action for action in mine if action not in theirs]
    return "also " + ", ".join(extra) if extra else "nothing more"


__all__ = ["MAX_ACTIONS", "GameCase", "LegalComparison", "game_cases", "game_seeds", "play_game", "random_reading"]
