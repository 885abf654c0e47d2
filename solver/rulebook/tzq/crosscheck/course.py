"""What actions lead to, Z3 model against engine: the ``apply`` answer on the steps of seeded random games.

Rules ``tzq.turn.actions``, ``tzq.turn.expose``, ``tzq.turn.hand-size``, ``tzq.draw.exhausted``,
``tzq.round.mahjong`` and ``tzq.game.rounds`` (rulebook "Course of Play", "Exposing a Combination", "Exhausted Draw
Pile", "End of the Round", "Goal of the Game").

The games are those of :mod:`.games` (each under its own random reading). On every state of a turn one legal
action, drawn at random, is applied by both encodings, and on the same state with the draw pile cut down to 2, 1
and 0 cards (the rest put under the discard pile, a position that holds the 54 cards as before), so that every
way of running out of cards — a Draw or a refill taking the last card, a refill finding the pile empty — is met
under every pair of options of ``round.exhausted`` and ``draw.reshuffle`` (the games take the four pairs in turn;
the other keys are drawn at random per game); a finished round is
dealt anew (``next-round``). Each case compares the two ``apply`` answers (:mod:`rulebook.tzq.outcome` and
:mod:`rulebook.tzq.model.course`). This module is neither model nor engine: it imports both.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.tzq.crosscheck.games import game_seeds, play_game, random_reading
from rulebook.tzq.reading import Reading

CUTS = (2, 1, 0)
"""The draw pile sizes each state is also tried with."""
EXHAUSTED_OPTIONS: tuple[tuple[Literal["reshuffle", "drawn"], Literal["when-emptied", "when-needed"]], ...] = (
    ("reshuffle", "when-emptied"),
    ("reshuffle", "when-needed"),
    ("drawn", "when-emptied"),
    ("drawn", "when-needed"),
)
"""The pairs of ``round.exhausted`` and ``draw.reshuffle`` options, one per game in turn."""
CourseCase = tuple[Any, str, Reading, str]
"""A state, an action's text, the reading, and where it arose."""
OutcomeFunction = Callable[[Any, str, Reading], Any]


def engine_outcome(state: Any, action: str, reading: Reading) -> Any:
    """The engine's ``apply`` answer (:func:`rulebook.tzq.outcome.outcome_json` of ``engine.play.apply``)."""
    from rulebook.tzq.actions import parse_action
    from rulebook.tzq.engine.play import IllegalActionError, apply, final_winners
    from rulebook.tzq.outcome import outcome_json

    try:
        after = apply(state, parse_action(action), reading)
        return outcome_json(state, after, final_winners(after, reading))
    except IllegalActionError:
        return {"refused": True}


def model_outcome(state: Any, action: str, reading: Reading) -> Any:
    """The Z3 model's ``apply`` answer (:func:`rulebook.tzq.model.course.outcome`)."""
    from rulebook.tzq.model.course import outcome

    return outcome(state, action, reading)


def cut_draw_pile(state: Any, left: int) -> Any:
    """``state`` with only the top ``left`` cards of the draw pile, the others under the discard pile."""
    from rulebook.tzq.state import evolve

    if len(state.draw_pile) <= left:
        return None
    rest = state.draw_pile[left:]
    return evolve(state, draw_pile=state.draw_pile[:left], discard_pile=(*rest, *state.discard_pile))


def course_cases(games: int, seed: int) -> Iterator[CourseCase]:
    """The steps of ``games`` random games, each also tried on its state with the draw pile cut down."""
    from rulebook.tzq.engine.play import legal_actions

    for number, game_seed in enumerate(game_seeds(games, seed)):
        exhausted, reshuffle = EXHAUSTED_OPTIONS[number % len(EXHAUSTED_OPTIONS)]
        drawn_at_random = random_reading(random.Random(f"tzq-reading:{game_seed}"))
        reading = replace(drawn_at_random, round_exhausted=exhausted, draw_reshuffle=reshuffle)
        rng = random.Random(f"tzq-course:{game_seed}")
        for step, state in enumerate(play_game(game_seed, reading)):
            where = f"game {game_seed}, action {step}"
            if state.phase == "round-over":
                yield state, "next-round", reading, where
                continue
            actions = legal_actions(state, reading)
            if not actions:
                continue
            action = str(rng.choice(actions))
            yield state, action, reading, where
            if state.phase in ("start", "drawn"):
                for left in CUTS:
                    cut = cut_draw_pile(state, left)
                    if cut is not None:
                        yield cut, action, reading, f"{where}, draw pile cut to {left}"


@dataclass(frozen=True)
class CourseComparison:
    """One step: the model's ``apply`` answer against the engine's."""

    engine: OutcomeFunction = field(default=engine_outcome)
    model: OutcomeFunction = field(default=model_outcome)

    def __call__(self, case: CourseCase) -> list[Disagreement]:
        """The disagreement on one step, field by field, if the two answers differ."""
        state, action, reading, where = case
        by_engine, by_model = _answer(self.engine, case), _answer(self.model, case)
        if by_engine == by_model:
            return []
        if isinstance(by_engine, dict) and isinstance(by_model, dict):
            keys = [key for key in by_engine if by_model.get(key) != by_engine[key]] or sorted(by_model)
            engine_text = ", ".join(f"{key} {by_engine.get(key)}" for key in keys)
            model_text = ", ".join(f"{key} {by_model.get(key)}" for key in keys)
        else:
            engine_text, model_text = str(by_engine), str(by_model)
        changed = ", ".join(f"{key}={value}" for key, value in reading.changed().items()) or "default"
        text = (
            f"{where} ({changed}): phase {state.phase}, {len(state.draw_pile)} cards to draw, "
            f"{len(state.discard_pile)} discarded, action {action}"
        )
        return [Disagreement(len(state.active.hand), text, "what the action leads to", model_text, engine_text)]


def _answer(function: OutcomeFunction, case: CourseCase) -> Any:
    state, action, reading, _ = case
    try:
        return function(state, action, reading)
    except Exception as error:  # an encoding that fails on a step disagrees with one that answers
        return f"{type(error).__name__}: {error}"


__all__ = ["CUTS", "CourseCase", "CourseComparison", "course_cases", "cut_draw_pile", "engine_outcome", "model_outcome"]
