"""The questions of the Tien Zi Que conformance corpus, answered by the engine and by the Z3 model (JSON in and out).

- ``combination``: ``{"cards": [...]}`` → ``{"combination": bool, "ways": [...]}``, the sorted ways the cards make a
  combination (``"run 3-4-5"``, ``"triplet 4"``, ``"triplet E"``); no way for anything but three cards with at most
  one joker (rules ``tzq.combination.size``, ``.run``, ``.triplet``, ``.joker``);
- ``combinations``: ``{"hand", "card", "from"}`` → ``{"combinations": [...]}``, every combination of the six cards
  (``draw``; those including the drawn card under ``pung.drawn-card=must-include``), or of those including the
  taken card (``discard``; none with a discarded joker);
- ``score``: ``{"pile": [5 cards]}`` → ``{"points", "lines"}`` (:meth:`rulebook.tzq.verdict.Score.as_json`);
- ``legal_actions``: ``{"state"}`` → the sorted texts of the legal actions (rules ``tzq.turn.actions``,
  ``tzq.round.mahjong``);
- ``apply``: ``{"state", "action"}`` → what the action leads to as far as the rules decide it
  (:func:`rulebook.tzq.outcome.outcome_json`: phase, turn, round, winner, totals, score and discard piles, the
  sizes of the hands and of the draw pile, whether the discards were reshuffled), or ``{"refused": true}`` for an
  action the rules do not allow there (rules ``tzq.turn.expose``, ``tzq.turn.hand-size``, ``tzq.draw.exhausted``,
  ``tzq.round.mahjong``, ``tzq.game.rounds``).

The inputs are read by :mod:`rulebook.tzq.corpus.inputs` (an :class:`InputError` for anything malformed or a position no
game reaches) before either encoding sees them, so both answer the same question; the engine's ``legal_actions`` also
refuses a position whose phase waits for an action and that offers none (as the play commands do; ``apply`` refuses
every action there). :func:`engine_answer` is the engine's
answer, :func:`model_answer` the model's; a case is written only when both agree. The model's ``apply`` is
:mod:`rulebook.tzq.model.course` (the sizes of hands and piles as Z3 definitions).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.question_answers import applied_or_refused, unknown_question
from rulebook.core.play.validation import check_offers_action
from rulebook.tzq.corpus.inputs import apply_input, combination_input, combinations_input, score_input, state_input
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading
from rulebook.tzq.state import IDLE_PHASES


def engine_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The engine's answer to ``question`` about ``data`` under ``reading``."""
    if question == "combination":
        from rulebook.tzq.engine.combinations import ways

        found = list(ways(combination_input(data)))
        return {"combination": bool(found), "ways": sorted(found)}
    if question == "combinations":
        from rulebook.tzq.engine.combinations import combinations

        hand, card, source = combinations_input(data)
        return {"combinations": sorted(set(combinations(hand, card, source, reading)))}
    if question == "score":
        from rulebook.tzq.engine.score import score

        return score(score_input(data), reading).as_json()
    if question == "legal_actions":
        from rulebook.tzq.engine.play import legal_actions

        state = state_input(data)
        actions = legal_actions(state, reading)
        check_offers_action(state.phase, IDLE_PHASES, lambda: actions)
        return sorted(str(action) for action in actions)
    if question == "apply":
        from rulebook.tzq.engine.play import IllegalActionError, apply, final_winners
        from rulebook.tzq.outcome import outcome_json

        state, action = apply_input(data)

        def applied() -> dict[str, Any]:
            after = apply(state, action, reading)
            return outcome_json(state, after, final_winners(after, reading))

        return applied_or_refused(applied, IllegalActionError)
    raise unknown_question(question, QUESTIONS)


def model_answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    """The Z3 model's answer to the same question (the model encodes every question)."""
    if question == "combination":
        from rulebook.tzq.model.combinations import ways

        found = list(ways(combination_input(data)))
        return {"combination": bool(found), "ways": sorted(found)}
    if question == "combinations":
        from rulebook.tzq.model.combinations import combinations

        hand, card, source = combinations_input(data)
        return {"combinations": sorted(set(combinations(hand, card, source, reading)))}
    if question == "score":
        from rulebook.tzq.model.score import score

        return score(score_input(data), reading).as_json()
    if question == "legal_actions":
        from rulebook.tzq.model.actions import legal_actions

        return sorted(legal_actions(state_input(data), reading))
    if question == "apply":
        from rulebook.tzq.model.course import outcome

        state, action = apply_input(data)
        return outcome(state, action, reading)
    raise unknown_question(question, QUESTIONS)


__all__ = ["engine_answer", "model_answer"]
